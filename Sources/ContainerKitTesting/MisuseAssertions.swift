import ContainerKit
import Testing
import XCTest

/// Asserts that `body` causes a misuse of the given kind, and that a refused one changed nothing.
///
/// The misuse is caught instead of failing the test (see ``TestReporting``). The assertion fails
/// when no report of kind `expected` arrives, when other reports arrive too, or, for a refusal
/// (``/ContainerKit/MisuseError/Outcome/refused``), when the trees under `roots`, the controllers
/// of `controllers` or the lines of `recorder` differ from before the call (`MIS-*`: "a refused
/// operation changes nothing").
///
/// ```swift
/// XCTAssertMisuse(.viewCycle, unchanged: [window], recorder: recorder) {
///     leaf.addSubview(root)
/// }
/// ```
///
/// - Parameters:
///   - expected: The kind of misuse `body` must cause.
///   - roots: Trees that a refusal must leave exactly as they were.
///   - controllers: Controllers (with their descendants) that a refusal must leave as they were.
///   - recorder: A recorder whose trace a refusal must leave as it was.
///   - message: An optional description of the failure.
///   - file: The file of the assertion; the default is the caller's.
///   - line: The line of the assertion; the default is the caller's.
///   - body: The calls that misuse ContainerKit.
/// - Returns: The first report of kind `expected`, for further checks of its message, or `nil`.
@MainActor
@discardableResult
public func XCTAssertMisuse(
    _ expected: Misuse, unchanged roots: [any Node] = [], controllers: [any Controller] = [],
    recorder: TraceRecorder? = nil, _ message: @autoclosure () -> String = "",
    file: StaticString = #filePath, line: UInt = #line, _ body: () -> Void
) -> MisuseError? {
    let outcome = MisuseExpectation.evaluate(expected, roots: roots, controllers: controllers, recorder: recorder, body)
    for failure in outcome.failures {
        TestReporting.fail((message().isEmpty ? "" : message() + "\n") + failure, file: file, line: line)
    }
    return outcome.report
}

/// Expects that `body` causes a misuse of the given kind, and that a refused one changed nothing;
/// the Swift Testing spelling of ``XCTAssertMisuse(_:unchanged:controllers:recorder:_:file:line:_:)``.
///
/// A failure is recorded as an issue at the caller's source location.
///
/// - Parameters:
///   - expected: The kind of misuse `body` must cause.
///   - roots: Trees that a refusal must leave exactly as they were.
///   - controllers: Controllers (with their descendants) that a refusal must leave as they were.
///   - recorder: A recorder whose trace a refusal must leave as it was.
///   - sourceLocation: Where to record a failure; the default is the caller's.
///   - body: The calls that misuse ContainerKit.
/// - Returns: The first report of kind `expected`, for further checks of its message, or `nil`.
@MainActor
@discardableResult
public func expectMisuse(
    _ expected: Misuse, unchanged roots: [any Node] = [], controllers: [any Controller] = [],
    recorder: TraceRecorder? = nil, sourceLocation: SourceLocation = #_sourceLocation, _ body: () -> Void
) -> MisuseError? {
    let outcome = MisuseExpectation.evaluate(expected, roots: roots, controllers: controllers, recorder: recorder, body)
    for failure in outcome.failures { TestReporting.fail(failure, sourceLocation: sourceLocation) }
    return outcome.report
}

/// The check shared by the XCTest and Swift Testing spellings.
@MainActor
enum MisuseExpectation {
    struct Outcome {
        var report: MisuseError?
        var failures: [String] = []
    }

    /// Runs `body`, catching its reports, and says what went wrong.
    static func evaluate(
        _ expected: Misuse, roots: [any Node], controllers: [any Controller], recorder: TraceRecorder?,
        _ body: () -> Void
    ) -> Outcome {
        let watchesState = !roots.isEmpty || !controllers.isEmpty || recorder != nil
        let before = watchesState ? TreeSnapshot(roots, controllers: controllers, recorder: recorder) : nil
        TestReporting.expectations.append([])
        body()
        let reports = TestReporting.expectations.removeLast()
        var outcome = Outcome(report: reports.first { $0.misuse == expected })
        guard let report = outcome.report else {
            outcome.failures.append(
                "expected a \(expected.id) misuse, but "
                    + (reports.isEmpty
                        ? "nothing was reported." : "got:\n" + reports.map { "  \($0)" }.joined(separator: "\n")))
            return outcome
        }
        let others = reports.filter { $0.misuse != expected }
        if !others.isEmpty {
            outcome.failures.append(
                "besides \(expected.id), unexpected misuse was reported:\n"
                    + others.map { "  \($0)" }.joined(separator: "\n"))
        }
        if report.outcome == .refused, let before {
            let after = TreeSnapshot(roots, controllers: controllers, recorder: recorder)
            if after != before {
                outcome.failures.append(
                    "\(expected.id) was refused, but the tree or the trace changed.\n"
                        + "before:\n\(before)\nafter:\n\(after)")
            }
        }
        return outcome
    }
}
