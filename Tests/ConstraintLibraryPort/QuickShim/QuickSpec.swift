// A minimal stand-in for Quick, written for the constraint library's port (PORTING.md, "The shim"):
// the library's specs are Quick specs (`QuickSpec` with `spec()`, `describe`, `context`, `it`,
// `beforeEach`, `afterEach`, `pending`), and the root package takes no dependencies. Only what
// the specs use is here. No code is taken from Quick.

import XCTest

/// A spec: a test case whose examples are declared in ``spec()``.
///
/// Linux XCTest runs only the `test` methods it discovers, declared in the test module itself, so
/// each spec class gets one `@MainActor func testSpec() async { runSpec() }` there (the port's
/// `SpecDiscovery.swift`). ``runSpec(file:line:)`` declares the examples, then runs each one with
/// its own `beforeEach` and `afterEach` blocks; a failure is recorded at the line of the
/// expectation that failed and names the example.
open class QuickSpec: XCTestCase {
    /// Declares the spec's examples; a subclass overrides it (on the main actor, where the views
    /// are).
    @MainActor open func spec() {}

    /// Declares the examples of ``spec()``, runs them in the order they were declared, and prints
    /// how many ran, passed, failed and are pending.
    ///
    /// - Parameters:
    ///   - file: The caller's file, where a failure outside any example is recorded.
    ///   - line: The caller's line.
    @MainActor public final func runSpec(file: StaticString = #filePath, line: UInt = #line) {
        let name = "\(type(of: self))"
        let builder = SpecBuilder()
        SpecBuilder.current = builder
        spec()
        SpecBuilder.current = nil
        if builder.examples.isEmpty && builder.pending.isEmpty {
            XCTFail("\(name) declares no example", file: file, line: line)
        }
        var passed = 0
        for example in builder.examples {
            let fullName = "\(name): \(example.fullDescription)"
            let run = ExampleRun(name: fullName)
            ExampleRun.current = run
            for group in example.groups { for block in group.beforeEach { block() } }
            example.closure()
            for group in example.groups.reversed() { for block in group.afterEach { block() } }
            ExampleRun.current = nil
            if run.failures == 0 { passed += 1 }
        }
        for description in builder.pending { print("\(name): pending: \(description)") }
        SpecTally.shared.add(
            spec: name, ran: builder.examples.count, passed: passed, pending: builder.pending.count)
    }
}

/// The examples and groups a spec declares while its ``QuickSpec/spec()`` runs.
@MainActor final class SpecBuilder {
    /// The builder of the spec whose `spec()` is running, if any.
    static var current: SpecBuilder?

    /// A `describe` or `context` group (the spec itself is the outermost, unnamed one).
    final class Group {
        let description: String
        var beforeEach: [@MainActor () -> Void] = []
        var afterEach: [@MainActor () -> Void] = []
        init(_ description: String) { self.description = description }
    }

    /// An `it`, with the groups it is declared in, outermost first.
    struct Example {
        let groups: [Group]
        let description: String
        let closure: @MainActor () -> Void

        /// The groups' descriptions and the example's, as the spec reads.
        var fullDescription: String {
            (groups.map(\.description).filter { !$0.isEmpty } + [description]).joined(separator: ", ")
        }
    }

    /// The open groups, outermost first.
    var stack: [Group] = [Group("")]
    /// The examples in the order they were declared.
    var examples: [Example] = []
    /// The descriptions of the pending examples.
    var pending: [String] = []

    /// The builder, or a failure at the caller's line when a declaration is made outside `spec()`.
    static func builder(_ what: String, file: StaticString, line: UInt) -> SpecBuilder? {
        guard let current else {
            XCTFail("\(what) is declared outside spec()", file: file, line: line)
            return nil
        }
        return current
    }
}

/// The example that is running, and how many of its expectations failed.
@MainActor final class ExampleRun {
    /// The example running now, if any.
    static var current: ExampleRun?
    /// The spec's name and the example's full description.
    let name: String
    /// The failures recorded so far.
    var failures = 0
    init(name: String) { self.name = name }
}

/// How many examples ran and passed in this test run, printed after each spec and at the end.
final class SpecTally: NSObject, XCTestObservation, @unchecked Sendable {
    /// The one tally; it registers itself as an observer when it is first used.
    static let shared: SpecTally = {
        let tally = SpecTally()
        XCTestObservationCenter.shared.addTestObserver(tally)
        return tally
    }()

    private var specs = 0
    private var ran = 0
    private var passed = 0
    private var pending = 0

    /// Adds a spec's counts and prints them.
    func add(spec: String, ran: Int, passed: Int, pending: Int) {
        specs += 1
        self.ran += ran
        self.passed += passed
        self.pending += pending
        print(
            "\(spec): \(ran) examples ran, \(passed) passed, \(ran - passed) failed"
                + (pending > 0 ? ", \(pending) pending" : ""))
    }

    func testBundleDidFinish(_ testBundle: Bundle) {
        print(
            "Constraint library specs: \(ran) examples of \(specs) specs ran, \(passed) passed, "
                + "\(ran - passed) failed, \(pending) pending")
    }
}
