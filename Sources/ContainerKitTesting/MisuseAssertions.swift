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
/// the Swift Testing spelling of ``XCTAssertMisuse(_:unchanged:controllers:recorder:_:file:line:_:)-(Misuse,_,_,_,_,_,_,_)``.
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

/// Asserts that `body` causes a misuse of the rule a report names, written as the report shows
/// it: its ID (`"MIS-3"`), its case name (`"inconsistentHierarchy"`) or both
/// (`"MIS-3 (inconsistentHierarchy)"`).
///
/// The same check as ``XCTAssertMisuse(_:unchanged:controllers:recorder:_:file:line:_:)-(Misuse,_,_,_,_,_,_,_)``.
/// A rule that ContainerKit does not know fails the test (naming the known IDs) and still runs
/// `body` with its reports caught, so that they do not fail the test a second time.
///
/// ```swift
/// XCTAssertMisuse("MIS-3") { otherParent.view.addSubview(child.view) }
/// ```
///
/// - Parameters:
///   - rule: The rule's ID, its case name, or both, as a report prints them.
///   - roots: Trees that a refusal must leave exactly as they were.
///   - controllers: Controllers (with their descendants) that a refusal must leave as they were.
///   - recorder: A recorder whose trace a refusal must leave as it was.
///   - message: An optional description of the failure.
///   - file: The file of the assertion; the default is the caller's.
///   - line: The line of the assertion; the default is the caller's.
///   - body: The calls that misuse ContainerKit.
/// - Returns: The first report of that rule, for further checks of its message, or `nil`.
@MainActor
@discardableResult
public func XCTAssertMisuse(
    _ rule: String, unchanged roots: [any Node] = [], controllers: [any Controller] = [],
    recorder: TraceRecorder? = nil, _ message: @autoclosure () -> String = "",
    file: StaticString = #filePath, line: UInt = #line, _ body: () -> Void
) -> MisuseError? {
    guard let expected = Misuse(id: rule) else {
        TestReporting.fail(
            (message().isEmpty ? "" : message() + "\n") + MisuseExpectation.unknownRule(rule, body), file: file,
            line: line)
        return nil
    }
    return XCTAssertMisuse(
        expected, unchanged: roots, controllers: controllers, recorder: recorder, message(), file: file, line: line,
        body)
}

/// Expects that `body` causes a misuse of the rule a report names, written as the report shows
/// it (`"MIS-3"`, `"inconsistentHierarchy"` or `"MIS-3 (inconsistentHierarchy)"`); the Swift
/// Testing spelling of ``XCTAssertMisuse(_:unchanged:controllers:recorder:_:file:line:_:)-(String,_,_,_,_,_,_,_)``.
///
/// A rule that ContainerKit does not know is an issue (naming the known IDs); `body` still runs
/// with its reports caught.
///
/// - Parameters:
///   - rule: The rule's ID, its case name, or both, as a report prints them.
///   - roots: Trees that a refusal must leave exactly as they were.
///   - controllers: Controllers (with their descendants) that a refusal must leave as they were.
///   - recorder: A recorder whose trace a refusal must leave as it was.
///   - sourceLocation: Where to record a failure; the default is the caller's.
///   - body: The calls that misuse ContainerKit.
/// - Returns: The first report of that rule, for further checks of its message, or `nil`.
@MainActor
@discardableResult
public func expectMisuse(
    _ rule: String, unchanged roots: [any Node] = [], controllers: [any Controller] = [],
    recorder: TraceRecorder? = nil, sourceLocation: SourceLocation = #_sourceLocation, _ body: () -> Void
) -> MisuseError? {
    guard let expected = Misuse(id: rule) else {
        TestReporting.fail(MisuseExpectation.unknownRule(rule, body), sourceLocation: sourceLocation)
        return nil
    }
    return expectMisuse(
        expected, unchanged: roots, controllers: controllers, recorder: recorder, sourceLocation: sourceLocation, body)
}

/// The check shared by the XCTest and Swift Testing spellings.
@MainActor
enum MisuseExpectation {
    struct Outcome {
        var report: MisuseError?
        var failures: [String] = []
    }

    /// Runs `body` with its reports caught, and says that `rule` names no rule.
    static func unknownRule(_ rule: String, _ body: () -> Void) -> String {
        TestReporting.expectations.append([])
        body()
        let reports = TestReporting.expectations.removeLast()
        return "\"\(rule)\" is not a ContainerKit rule: write the ID a report shows (one of "
            + Misuse.allCases.map(\.id).joined(separator: ", ")
            + ") or its case name (such as inconsistentHierarchy)."
            + (reports.isEmpty ? "" : " The body reported:\n" + reports.map { "  \($0)" }.joined(separator: "\n"))
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
                "expected a \(expected.label) misuse, but "
                    + (reports.isEmpty
                        ? "nothing was reported." : "got:\n" + reports.map { "  \($0)" }.joined(separator: "\n")))
            return outcome
        }
        let others = reports.filter { $0.misuse != expected }
        if !others.isEmpty {
            outcome.failures.append(
                "besides \(expected.label), another misuse was reported:\n"
                    + others.map { "  \($0)" }.joined(separator: "\n"))
        }
        if report.outcome == .refused, let before {
            let after = TreeSnapshot(roots, controllers: controllers, recorder: recorder)
            if after != before {
                outcome.failures.append(
                    "\(expected.label) was refused, but the tree or the trace changed.\n"
                        + "before:\n\(before)\nafter:\n\(after)")
            }
        }
        return outcome
    }
}
