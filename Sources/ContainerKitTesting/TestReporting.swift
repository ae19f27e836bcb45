import ContainerKit
import Synchronization
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
/// addSubview(_:)`) and the rule with its case name (`MIS-7 (viewCycle)`). A report made outside
/// any ContainerKit call that takes your location (a property set such as
/// `window.rootViewController = p`, `_ = controller.view`, `layoutIfNeeded()`, a hook called by
/// your code, a release at the end of a test) fails at the line of your code that was running,
/// found on the call stack from the test binary's debug information; without debug information,
/// Swift Testing records it at the running test's declaration and XCTest at this module.
/// Expected reports are caught by ``XCTAssertMisuse(_:unchanged:controllers:recorder:_:file:line:_:)-(Misuse,_,_,_,_,_,_,_)``
/// and ``expectMisuse(_:unchanged:controllers:recorder:sourceLocation:_:)-(Misuse,_,_,_,_,_)``.
///
/// To let a test run without failing on reports (for example a fuzzing loop that checks reports
/// itself), replace ``/ContainerKit/Diagnostics/reportHandler`` for its duration.
public enum TestReporting: _MisuseReportSink {
    /// The reports caught by the assertions in progress, innermost last.
    @MainActor static var expectations: [[MisuseError]] = []

    /// A failure this module would have recorded, as ``capturingFailures(_:)`` hands it back.
    package struct Failure: Equatable, Sendable {
        /// The whole message.
        package var message: String
        /// The file ID (`Module/File.swift`) of the failure's location.
        package var fileID: String
        /// The full path of the failure's location.
        package var filePath: String
        /// The line of the failure's location.
        package var line: Int
    }

    /// The failures caught by the ``capturingFailures(_:)`` in progress, innermost last. Not a
    /// task-local value: an `isolated deinit` (a release at the end of the body) runs without the
    /// task's locals.
    private static let captures = Mutex<[[Failure]]>([])

    /// Runs `body` and hands back the failures this module would have recorded in it, instead of
    /// recording them: this package's own tests of failing assertions and unexpected reports,
    /// which must pass quietly (neither XCTest nor Swift Testing can expect a failure without
    /// printing it). Process-wide while `body` runs: call it on the main actor, where no other
    /// test can run in the meantime (`body` cannot suspend).
    ///
    /// - Parameter body: The calls whose failures to catch.
    /// - Returns: The failures, in order.
    @MainActor package static func capturingFailures(_ body: () -> Void) -> [Failure] {
        captures.withLock { $0.append([]) }
        body()
        return captures.withLock { $0.removeLast() }
    }

    /// Delivers a report: to the innermost expectation, or as a failure of the running test at the
    /// report's location. A report without one (a property set, a hook called by the user's code,
    /// a release) fails at the line of the user's code on the call stack (`CallerFrame`), or at
    /// the running test when that cannot be found.
    ///
    /// - Parameter report: The misuse ContainerKit refused or reported.
    @MainActor public static func receive(_ report: MisuseError) {
        TestEndObserver.install()
        if !expectations.isEmpty {
            expectations[expectations.count - 1].append(report)
            return
        }
        let message = failureMessage(for: report)
        guard let site = report.location else {
            guard let frame = CallerFrame.current() else {
                return fail(message, sourceLocation: Test.current?.sourceLocation)
            }
            return fail(
                message,
                sourceLocation: SourceLocation(
                    fileID: frame.fileID, filePath: frame.path, line: frame.line, column: frame.column),
                file: frame.staticPath, line: UInt(frame.line))
        }
        fail(
            message,
            sourceLocation: SourceLocation(
                fileID: site.fileID.description, filePath: site.filePath.description, line: Int(site.line),
                column: Int(site.column)),
            file: site.filePath, line: site.line)
    }

    /// Reports, at the running test, every containment that the test began with `addChild(_:)`
    /// and did not finish (`MIS-19`): call it when a test ends. ``ContainerKitTestObserver`` does
    /// for every XCTest; the `.containerKit` trait (``ContainerKitTrait``) does for a Swift Testing test.
    @MainActor package static func testEnded() {
        Diagnostics.reportUnfinishedContainment(when: .testEnded)
    }

    /// The failure text of an unexpected report: what ContainerKit did, in which of the user's calls,
    /// then the report (`ContainerKit refused addSubview(_:), and no assertion expected it: MIS-7 (viewCycle): ...`).
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

    /// Fails the running test: under Swift Testing an issue at `sourceLocation` (or at `file` and
    /// `line`, when `nil`), under XCTest an `XCTFail` at `file` and `line`.
    static func fail(
        _ message: String, sourceLocation: SourceLocation? = nil,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let location = sourceLocation ?? SourceLocation(file, line)
        let failure = Failure(
            message: message, fileID: location.fileID, filePath: location.filePath, line: location.line)
        let captured = captures.withLock { captures in
            guard !captures.isEmpty else { return false }
            captures[captures.count - 1].append(failure)
            return true
        }
        if captured {
            return
        } else if Test.current != nil {
            Issue.record(Comment(rawValue: message), sourceLocation: location)
        } else {
            // No Swift Testing test in this task: an XCTest, or a Swift Testing test whose task
            // locals are out of reach (an `isolated deinit`, a release at the end of the test,
            // runs without them). Each framework ignores the call made outside its own run, so
            // both are told: XCTest records it in the running XCTest, Swift Testing as an issue
            // of its run at `location`.
            XCTFail(message, file: file, line: line)
            if !TestEndObserver.isRunningXCTest {
                Issue.record(Comment(rawValue: message), sourceLocation: location)
            }
        }
    }

    /// Fails the running test from one of this module's `XCTAssert…` functions, at the
    /// assertion's `file` and `line`: an `XCTFail` under XCTest, an issue there under Swift Testing
    /// (a suite moved to Swift Testing that kept its XCTest assertions).
    static func failAssertion(_ message: String, file: StaticString, line: UInt) {
        fail(message, file: file, line: line)
    }

    /// Records an issue of one of this module's Swift Testing expectations at `sourceLocation`.
    static func recordIssue(_ message: String, at sourceLocation: SourceLocation) {
        fail(message, sourceLocation: sourceLocation)
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
