import ContainerKit
import Testing
import XCTest

/// Routes ContainerKit's misuse reports to the running test.
///
/// You do not call it: when this module is linked into a test process, ContainerKit's default
/// ``/ContainerKit/Diagnostics/reportHandler`` finds it and hands it every report. A report that no
/// assertion expected fails the running test with its full message, at the line of your code that
/// made the ContainerKit call in progress (``/ContainerKit/MisuseError/location``): under Swift
/// Testing it is recorded as an issue there (`Issue.record(_:sourceLocation:)`), under XCTest it
/// is an `XCTFail(_:file:line:)` there. The message names that call (`ContainerKit refused
/// addSubview(_:)`). A
/// report made outside any ContainerKit call (a hook called by your code, a property set) has no
/// location: Swift Testing records it at the running test's declaration, XCTest at this module.
/// Expected reports are caught by ``XCTAssertMisuse(_:unchanged:controllers:recorder:_:file:line:_:)``
/// and ``expectMisuse(_:unchanged:controllers:recorder:sourceLocation:_:)``.
///
/// To let a test run without failing on reports (for example a fuzzing loop that checks reports
/// itself), replace ``/ContainerKit/Diagnostics/reportHandler`` for its duration.
public enum TestReporting: _MisuseReportSink {
    /// The reports caught by the assertions in progress, innermost last.
    @MainActor static var expectations: [[MisuseError]] = []

    /// Replaces the XCTest failure of an unexpected report, for this package's own tests of the
    /// XCTest path (corelibs XCTest cannot expect a failure): it receives the message and the
    /// file and line that `XCTFail` would have been given.
    @MainActor package static var failureOverride: ((_ message: String, _ file: StaticString, _ line: UInt) -> Void)?

    /// Delivers a report: to the innermost expectation, or as a failure of the running test at the
    /// report's location.
    ///
    /// - Parameter report: The misuse ContainerKit refused or reported.
    @MainActor public static func receive(_ report: MisuseError) {
        if !expectations.isEmpty {
            expectations[expectations.count - 1].append(report)
            return
        }
        let message = failureMessage(for: report)
        guard let site = report.location else { return fail(message, sourceLocation: Test.current?.sourceLocation) }
        fail(
            message,
            sourceLocation: SourceLocation(
                fileID: site.fileID.description, filePath: site.filePath.description, line: Int(site.line),
                column: Int(site.column)),
            file: site.filePath, line: site.line)
    }

    /// The failure text of an unexpected report: what ContainerKit did, in which of the user's calls,
    /// then the report (`ContainerKit refused addSubview(_:), and no assertion expected it: MIS-7: ...`).
    static func failureMessage(for report: MisuseError) -> String {
        let what: String
        switch (report.outcome, report.location?.callName) {
        case (.refused, let call?): what = "refused \(call)"
        case (.refused, nil): what = "refused an operation"
        case (.reported, let call?): what = "reported a misuse in \(call)"
        case (.reported, nil): what = "reported a misuse"
        }
        return "ContainerKit \(what), and no assertion expected it: \(report)"
    }

    /// Fails the running test: under Swift Testing an issue at `sourceLocation` (or where this
    /// function is called, when `nil`), under XCTest an `XCTFail` at `file` and `line`.
    @MainActor static func fail(
        _ message: String, sourceLocation: SourceLocation? = nil,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        if Test.current != nil {
            Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation ?? SourceLocation(file, line))
        } else if let failureOverride {
            failureOverride(message, file, line)
        } else {
            XCTFail(message, file: file, line: line)
        }
    }

    /// Fails the running test from one of this module's `XCTAssert…` functions, at the
    /// assertion's `file` and `line`: an `XCTFail` under XCTest, an issue there under Swift Testing
    /// (a suite moved to Swift Testing that kept its XCTest assertions).
    static func failAssertion(_ message: String, file: StaticString, line: UInt) {
        if Test.current != nil {
            Issue.record(Comment(rawValue: message), sourceLocation: SourceLocation(file, line))
        } else {
            XCTFail(message, file: file, line: line)
        }
    }
}

extension SourceLocation {
    /// The location of an XCTest-style `file` (a `#filePath`) and `line`. Its file ID is
    /// `<folder>/<file>`: SwiftPM names a target after its folder, so for a test target's own
    /// files it equals the caller's `#fileID`.
    init(_ file: StaticString, _ line: UInt) {
        let path = "\(file)"
        let parts = path.split(separator: "/", omittingEmptySubsequences: true).suffix(2)
        let fileID =
            parts.count == 2 ? parts.joined(separator: "/") : "Unknown/" + (parts.last.map(String.init) ?? "file")
        self.init(fileID: fileID, filePath: path, line: max(1, Int(line)), column: 1)
    }
}
