import ContainerKit
import Testing
import XCTest

/// Routes ContainerKit's misuse reports to the running test.
///
/// You do not call it: when this module is linked into a test process, ContainerKit's default
/// ``/ContainerKit/Diagnostics/reportHandler`` finds it and hands it every report. A report that no
/// assertion expected fails the running test with its full message: under Swift Testing it is
/// recorded as an issue (`Issue.record`), under XCTest it is an `XCTFail`. Expected reports are
/// caught by ``XCTAssertMisuse(_:unchanged:controllers:recorder:_:file:line:_:)`` and
/// ``expectMisuse(_:unchanged:controllers:recorder:sourceLocation:_:)``.
///
/// To let a test run without failing on reports (for example a fuzzing loop that checks reports
/// itself), replace ``/ContainerKit/Diagnostics/reportHandler`` for its duration.
public enum TestReporting: _MisuseReportSink {
    /// The reports caught by the assertions in progress, innermost last.
    @MainActor static var expectations: [[MisuseError]] = []

    /// Replaces the failure of an unexpected report, for this package's own tests of the XCTest
    /// path (corelibs XCTest cannot expect a failure).
    @MainActor package static var failureOverride: ((String) -> Void)?

    /// Delivers a report: to the innermost expectation, or as a failure of the running test.
    ///
    /// - Parameter report: The misuse ContainerKit refused or reported.
    @MainActor public static func receive(_ report: MisuseError) {
        if !expectations.isEmpty {
            expectations[expectations.count - 1].append(report)
            return
        }
        fail("unexpected ContainerKit misuse (\(report.outcome.rawValue)): \(report)")
    }

    /// Fails the running test, under Swift Testing or XCTest.
    @MainActor static func fail(
        _ message: String, sourceLocation: SourceLocation? = nil,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        if let failureOverride {
            failureOverride(message)
        } else if Test.current != nil {
            if let sourceLocation {
                Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
            } else {
                Issue.record(Comment(rawValue: message))
            }
        } else {
            XCTFail(message, file: file, line: line)
        }
    }
}
