import ContainerKit
import XCTest

/// Tracks objects weakly and tells which are still alive (`LIFE-1`).
///
/// ```swift
/// let tracker = LifetimeTracker()
/// do {
///     let controller = ViewController(name: "C")
///     tracker.track(controller)
///     // ... add it, remove it ...
/// }
/// tracker.assertAllReleased()
/// ```
@MainActor
public final class LifetimeTracker {
    private struct Entry {
        let description: String
        weak var object: AnyObject?
    }

    private var entries: [Entry] = []

    /// Creates an empty tracker.
    public init() {}

    /// Starts tracking an object.
    ///
    /// - Parameters:
    ///   - object: The object; held weakly.
    ///   - description: How failures name it; by default its ``/ContainerKit/Responder/name`` and type.
    public func track(_ object: AnyObject, as description: String? = nil) {
        let text = description ?? (object as? Responder).map { "\($0.name) (\(type(of: $0)))" } ?? "\(type(of: object))"
        entries.append(Entry(description: text, object: object))
    }

    /// Tracks a view and every view below it, and the controllers of their root views.
    ///
    /// - Parameter node: The root of the subtree to track.
    public func trackSubtree(of node: some Node) {
        track(node)
        if let controller = node.viewController { track(controller) }
        var pending = node.subviews
        while let current = pending.popLast() {
            track(current)
            if let controller = current.viewController { track(controller) }
            pending.append(contentsOf: current.subviews)
        }
    }

    /// The descriptions of the tracked objects that are still alive.
    public var liveObjects: [String] {
        entries.compactMap { $0.object == nil ? nil : $0.description }
    }

    /// How many objects are tracked.
    public var trackedCount: Int { entries.count }

    /// Fails the current test for every tracked object that is still alive.
    ///
    /// - Parameters:
    ///   - message: An optional description of the failure.
    ///   - file: The file of the assertion; the default is the caller's.
    ///   - line: The line of the assertion; the default is the caller's.
    public func assertAllReleased(
        _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
    ) {
        let alive = liveObjects
        guard !alive.isEmpty else { return }
        let prefix = message().isEmpty ? "" : message() + "\n"
        TestReporting.failAssertion(
            prefix + "\(alive.count) of \(entries.count) tracked objects are still alive (LIFE-1): "
                + alive.prefix(20).joined(separator: ", ") + (alive.count > 20 ? ", …" : ""), file: file, line: line)
    }
}
