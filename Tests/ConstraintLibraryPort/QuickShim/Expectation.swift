// A minimal stand-in for Nimble's expectations and the matchers the constraint library's specs use
// (PORTING.md, "The shim"). No code is taken from Nimble.

import XCTest

/// The value under test, evaluated when an expectation is checked.
public struct Expression<Value> {
    let closure: @MainActor () throws -> Value?

    /// Evaluates the expression.
    ///
    /// - Returns: The value, or `nil`.
    @MainActor public func evaluate() throws -> Value? { try closure() }
}

/// Whether a predicate matched.
public enum PredicateStatus {
    /// It matched.
    case matches
    /// It did not match.
    case doesNotMatch
    /// It cannot match, whether or not the expectation is negated (for example, a `nil` value).
    case fail
}

/// What a failed expectation says.
public enum ExpectationMessage {
    /// "expected to *text*, got <*actual*>".
    case expectedActualValueTo(String)
    /// "expected to *text*".
    case expectedTo(String)
    /// The text alone.
    case fail(String)

    func text(actual: String, negated: Bool) -> String {
        let expected = negated ? "expected to not" : "expected to"
        switch self {
        case .expectedActualValueTo(let text): return "\(expected) \(text), got <\(actual)>"
        case .expectedTo(let text): return "\(expected) \(text)"
        case .fail(let text): return text
        }
    }
}

/// A predicate's outcome.
public struct PredicateResult {
    /// Whether it matched.
    public var status: PredicateStatus
    /// What to say when the expectation fails.
    public var message: ExpectationMessage

    /// An outcome.
    ///
    /// - Parameters:
    ///   - status: Whether it matched.
    ///   - message: What to say when the expectation fails.
    public init(status: PredicateStatus, message: ExpectationMessage) {
        self.status = status
        self.message = message
    }

    /// An outcome from a `Bool`.
    ///
    /// - Parameters:
    ///   - bool: Whether it matched.
    ///   - message: What to say when the expectation fails.
    public init(bool: Bool, message: ExpectationMessage) {
        self.init(status: bool ? .matches : .doesNotMatch, message: message)
    }
}

/// A check of a value.
public struct Predicate<Value> {
    let closure: @MainActor (Expression<Value>) throws -> PredicateResult

    /// A predicate from a closure that evaluates the expression and says whether it matched.
    ///
    /// - Parameter closure: The check.
    public init(_ closure: @escaping @MainActor (Expression<Value>) throws -> PredicateResult) {
        self.closure = closure
    }
}

/// An expectation about a value, checked with ``to(_:description:)`` or ``notTo(_:description:)``.
public struct Expectation<Value> {
    let expression: Expression<Value>
    let file: StaticString
    let line: UInt

    /// Checks that the predicate matches; a failure is recorded at the expectation's line and
    /// names the example.
    ///
    /// - Parameters:
    ///   - predicate: The check.
    ///   - description: Added to the failure's message.
    @MainActor public func to(_ predicate: Predicate<Value>, description: String? = nil) {
        check(predicate, negated: false, description: description)
    }

    /// Checks that the predicate does not match.
    ///
    /// - Parameters:
    ///   - predicate: The check.
    ///   - description: Added to the failure's message.
    @MainActor public func notTo(_ predicate: Predicate<Value>, description: String? = nil) {
        check(predicate, negated: true, description: description)
    }

    /// Checks that the predicate does not match, as ``notTo(_:description:)``.
    ///
    /// - Parameters:
    ///   - predicate: The check.
    ///   - description: Added to the failure's message.
    @MainActor public func toNot(_ predicate: Predicate<Value>, description: String? = nil) {
        check(predicate, negated: true, description: description)
    }

    @MainActor private func check(_ predicate: Predicate<Value>, negated: Bool, description: String?) {
        let passed: Bool
        var message: String
        do {
            let result = try predicate.closure(expression)
            switch result.status {
            case .matches: passed = !negated
            case .doesNotMatch: passed = negated
            case .fail: passed = false
            }
            let actual = (try? expression.evaluate()).map { $0.map { "\($0)" } ?? "nil" } ?? "an error"
            message = result.message.text(actual: actual, negated: negated)
        } catch {
            passed = false
            message = "unexpected error thrown: <\(error)>"
        }
        guard !passed else { return }
        if let description { message = "\(description): \(message)" }
        if let run = ExampleRun.current {
            run.failures += 1
            message = "\(run.name): \(message)"
        }
        XCTFail(message, file: file, line: line)
    }
}

/// Starts an expectation about a value.
///
/// - Parameters:
///   - expression: The value, evaluated when the expectation is checked.
///   - file: The caller's file, where a failure is recorded.
///   - line: The caller's line.
/// - Returns: The expectation.
@MainActor public func expect<Value>(
    _ expression: @autoclosure @escaping @MainActor () throws -> Value?, file: StaticString = #filePath,
    line: UInt = #line
) -> Expectation<Value> {
    Expectation(expression: Expression(closure: expression), file: file, line: line)
}

/// Checks that the value equals `rhs`, as `expect(a).to(equal(b))`.
///
/// - Parameters:
///   - lhs: The expectation.
///   - rhs: The expected value.
@MainActor public func == <Value: Equatable>(lhs: Expectation<Value>, rhs: Value?) {
    lhs.to(equal(rhs))
}

/// Matches a value equal to `expected`; two `nil`s do not match, as in Nimble.
///
/// - Parameter expected: The expected value.
/// - Returns: The predicate.
@MainActor public func equal<Value: Equatable>(_ expected: Value?) -> Predicate<Value> {
    Predicate { expression in
        let actual = try expression.evaluate()
        let text = "equal <\(expected.map { "\($0)" } ?? "nil")>"
        guard let expected, let actual else {
            return PredicateResult(status: .fail, message: .expectedActualValueTo(text))
        }
        return PredicateResult(bool: actual == expected, message: .expectedActualValueTo(text))
    }
}

/// Matches `nil`.
///
/// - Returns: The predicate.
@MainActor public func beNil<Value>() -> Predicate<Value> {
    Predicate { expression in
        PredicateResult(bool: try expression.evaluate() == nil, message: .expectedActualValueTo("be nil"))
    }
}

/// Matches the very object `expected`.
///
/// - Parameter expected: The expected object.
/// - Returns: The predicate.
@MainActor public func beIdenticalTo(_ expected: AnyObject?) -> Predicate<AnyObject> {
    Predicate { expression in
        let actual = try expression.evaluate()
        return PredicateResult(
            bool: actual != nil && actual === expected,
            message: .expectedActualValueTo("be identical to <\(expected.map { "\($0)" } ?? "nil")>"))
    }
}

/// Would match an expression that raises an Objective-C exception; there is no Objective-C
/// runtime here, so it never matches (the one spec that uses it is pending upstream too).
///
/// - Returns: The predicate.
@MainActor public func raiseException<Value>() -> Predicate<Value> {
    Predicate { _ in
        PredicateResult(status: .fail, message: .fail("raising an exception needs the Objective-C runtime"))
    }
}
