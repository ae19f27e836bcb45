import ContainerKit
import Testing
import XCTest

/// Asserts that a recorder holds exactly these lines, in this order, and nothing else (`TRACE-4`).
///
/// On failure the message shows the expected and the recorded trace side by side, with the first
/// difference marked.
///
/// - Parameters:
///   - recorder: The recorder to check.
///   - expected: The canonical lines (listed in the Tracing article of ContainerKit) that
///     must have been recorded.
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

/// Asserts that the lines of some subjects and hooks are exactly these (`TRACE-4`).
///
/// ```swift
/// XCTAssertTrace(recorder, subjects: ["P", "C"], hooks: LifecycleEvent.Hook.appearance, equals: [
///     "P.viewWillAppear", "C.viewWillAppear", "P.viewDidAppear", "C.viewDidAppear",
/// ])
/// ```
///
/// - Parameters:
///   - recorder: The recorder to check.
///   - subjects: The names of the subjects to keep; `nil` keeps every subject.
///   - hooks: The hooks to keep; `nil` keeps every hook.
///   - expected: The canonical lines that must remain after filtering, and nothing else.
///   - message: An optional description of the failure.
///   - file: The file of the assertion; the default is the caller's.
///   - line: The line of the assertion; the default is the caller's.
@MainActor
public func XCTAssertTrace(
    _ recorder: TraceRecorder, subjects: Set<String>? = nil, hooks: Set<LifecycleEvent.Hook>? = nil,
    equals expected: [String], _ message: @autoclosure () -> String = "",
    file: StaticString = #filePath, line: UInt = #line
) {
    XCTAssertTraceLines(
        recorder.lines(subjects: subjects, hooks: hooks), equal: expected, message(), file: file, line: line)
}

/// Expects that a recorder holds exactly these lines (after the optional filters); the Swift
/// Testing spelling of ``XCTAssertTrace(_:subjects:hooks:equals:_:file:line:)`` (`TRACE-4`).
///
/// - Parameters:
///   - recorder: The recorder to check.
///   - subjects: The names of the subjects to keep; `nil` keeps every subject.
///   - hooks: The hooks to keep; `nil` keeps every hook.
///   - expected: The canonical lines that must remain after filtering, and nothing else.
///   - sourceLocation: Where to record a failure; the default is the caller's.
@MainActor
public func expectTrace(
    _ recorder: TraceRecorder, subjects: Set<String>? = nil, hooks: Set<LifecycleEvent.Hook>? = nil,
    equals expected: [String], sourceLocation: SourceLocation = #_sourceLocation
) {
    if let mismatch = TraceComparison.exact(recorder.lines(subjects: subjects, hooks: hooks), expected) {
        TestReporting.recordIssue(mismatch.description, at: sourceLocation)
    }
}

/// Expects that a recorder holds these lines in this order, others allowed between them; the
/// Swift Testing spelling of ``XCTAssertTrace(_:containsInOrder:_:file:line:)`` (`TRACE-4`).
///
/// - Parameters:
///   - recorder: The recorder to check.
///   - expected: The canonical lines that must appear, in order.
///   - sourceLocation: Where to record a failure; the default is the caller's.
@MainActor
public func expectTrace(
    _ recorder: TraceRecorder, containsInOrder expected: [String], sourceLocation: SourceLocation = #_sourceLocation
) {
    if let mismatch = TraceComparison.inOrder(recorder.lines, expected) {
        TestReporting.recordIssue(mismatch.description, at: sourceLocation)
    }
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
        TestReporting.failAssertion(failureText(message(), mismatch), file: file, line: line)
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
        TestReporting.failAssertion(failureText(message(), mismatch), file: file, line: line)
    }
}

private func failureText(_ message: String, _ mismatch: TraceMismatch) -> String {
    (message.isEmpty ? "" : message + "\n") + mismatch.description
}
