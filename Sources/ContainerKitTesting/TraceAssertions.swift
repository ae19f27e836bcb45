import ContainerKit
import XCTest

/// Asserts that a recorder holds exactly these lines, in this order, and nothing else (`TRACE-4`).
///
/// On failure the message shows the expected and the recorded trace side by side, with the first
/// difference marked.
///
/// - Parameters:
///   - recorder: The recorder to check.
///   - expected: The canonical lines (`trace.md`) that must have been recorded.
///   - message: An optional description of the failure.
///   - file: The file of the assertion; the default is the caller's.
///   - line: The line of the assertion; the default is the caller's.
@MainActor
public func XCTAssertTrace(
    _ recorder: TraceRecorder, equals expected: [String], _ message: @autoclosure () -> String = "",
    file: StaticString = #filePath, line: UInt = #line
) {
    XCTAssertTraceLines(recorder.lines, equal: expected, message(), file: file, line: line)
}

/// Asserts that a recorder holds these lines in this order, other lines allowed between them
/// (`TRACE-4`).
///
/// - Parameters:
///   - recorder: The recorder to check.
///   - expected: The canonical lines that must appear, in order.
///   - message: An optional description of the failure.
///   - file: The file of the assertion; the default is the caller's.
///   - line: The line of the assertion; the default is the caller's.
@MainActor
public func XCTAssertTrace(
    _ recorder: TraceRecorder, containsInOrder expected: [String], _ message: @autoclosure () -> String = "",
    file: StaticString = #filePath, line: UInt = #line
) {
    XCTAssertTraceLines(recorder.lines, containInOrder: expected, message(), file: file, line: line)
}

/// Asserts that recorded lines equal the expected lines exactly (`TRACE-4`).
///
/// - Parameters:
///   - actual: The recorded lines.
///   - expected: The lines that must have been recorded, and nothing else.
///   - message: An optional description of the failure.
///   - file: The file of the assertion; the default is the caller's.
///   - line: The line of the assertion; the default is the caller's.
public func XCTAssertTraceLines(
    _ actual: [String], equal expected: [String], _ message: @autoclosure () -> String = "",
    file: StaticString = #filePath, line: UInt = #line
) {
    if let mismatch = TraceComparison.exact(actual, expected) {
        XCTFail(failureText(message(), mismatch), file: file, line: line)
    }
}

/// Asserts that recorded lines contain the expected lines in order (`TRACE-4`).
///
/// - Parameters:
///   - actual: The recorded lines.
///   - expected: The lines that must appear, in order.
///   - message: An optional description of the failure.
///   - file: The file of the assertion; the default is the caller's.
///   - line: The line of the assertion; the default is the caller's.
public func XCTAssertTraceLines(
    _ actual: [String], containInOrder expected: [String], _ message: @autoclosure () -> String = "",
    file: StaticString = #filePath, line: UInt = #line
) {
    if let mismatch = TraceComparison.inOrder(actual, expected) {
        XCTFail(failureText(message(), mismatch), file: file, line: line)
    }
}

private func failureText(_ message: String, _ mismatch: TraceMismatch) -> String {
    (message.isEmpty ? "" : message + "\n") + mismatch.description
}
