import ContainerKit
import XCTest

/// Everything a refused operation must leave as it was: the tree dumps, every parent and children
/// list, every appearance state, and the recorded trace.
///
/// Take one before and one after an operation that must change nothing, and compare them with
/// ``XCTAssertUnchanged(_:_:_:file:line:)`` or `==`.
public struct TreeSnapshot: Sendable, Equatable, CustomStringConvertible {
    /// The dumps of the roots, in order.
    public let dumps: [String]
    /// One line per controller reachable from the roots: name, parent, children, appearance state.
    public let controllers: [String]
    /// The recorded lines, when a recorder was given.
    public let trace: [String]

    /// Captures the trees under `roots` and the controllers of `controllers` (with their children).
    ///
    /// - Parameters:
    ///   - roots: The views whose subtrees are dumped (usually windows).
    ///   - controllers: Controllers to describe, with all their descendants, in addition to the
    ///     controllers whose root views are in the dumped trees.
    ///   - recorder: A recorder whose lines are part of the snapshot.
    @MainActor
    public init(_ roots: [any Node], controllers: [any Controller] = [], recorder: TraceRecorder? = nil) {
        dumps = roots.map { $0.treeDump() }
        var seen: Set<ObjectIdentifier> = []
        var ordered: [ViewController] = []
        var pending: [ViewController] = controllers.reversed().map(\.asViewController)
        for root in roots.reversed() {
            if let controller = root.viewController { pending.append(controller) }
            var views = root.subviews
            while let view = views.popLast() {
                if let controller = view.viewController { pending.append(controller) }
                views.append(contentsOf: view.subviews)
            }
        }
        while let controller = pending.popLast() {
            guard seen.insert(ObjectIdentifier(controller)).inserted else { continue }
            ordered.append(controller)
            pending.append(contentsOf: controller.children.reversed())
        }
        self.controllers = ordered.map {
            "\($0.name): parent=\($0.parent?.name ?? "nil") children=[\($0.children.map(\.name).joined(separator: ", "))] "
                + "\($0.appearanceState) loaded=\($0.isViewLoaded)"
        }
        trace = recorder?.lines ?? []
    }

    public var description: String {
        (dumps + controllers).joined(separator: "\n") + "\ntrace: \(trace.count) lines"
    }
}

/// Asserts that two snapshots are equal, printing both when they are not.
///
/// - Parameters:
///   - before: The snapshot taken before the operation.
///   - after: The snapshot taken after it.
///   - message: An optional description of the failure.
///   - file: The file of the assertion; the default is the caller's.
///   - line: The line of the assertion; the default is the caller's.
@MainActor
public func XCTAssertUnchanged(
    _ before: TreeSnapshot, _ after: TreeSnapshot, _ message: @autoclosure () -> String = "",
    file: StaticString = #filePath, line: UInt = #line
) {
    guard before != after else { return }
    TestReporting.failAssertion(
        (message().isEmpty ? "" : message() + "\n") + "the tree changed:\n--- before\n\(before)\n--- after\n\(after)",
        file: file, line: line)
}

/// Asserts that a recorded trace follows the hook grammar (see ``TraceValidator``).
///
/// - Parameters:
///   - recorder: The recorder to check.
///   - complete: Whether every move and transition must also have ended.
///   - file: The file of the assertion; the default is the caller's.
///   - line: The line of the assertion; the default is the caller's.
@MainActor
public func XCTAssertValidTrace(
    _ recorder: TraceRecorder, complete: Bool = true, file: StaticString = #filePath, line: UInt = #line
) {
    let validator = TraceValidator()
    let violations = complete ? validator.validateComplete(recorder.events) : validator.validate(recorder.events)
    guard !violations.isEmpty else { return }
    TestReporting.failAssertion(
        "the trace breaks the hook grammar:\n" + violations.map(\.description).joined(separator: "\n"),
        file: file, line: line)
}
