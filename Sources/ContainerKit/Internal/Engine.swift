/// The state of the operation in progress: who observes it, and the changes deferred by hooks.
///
/// Every public operation that calls hooks runs inside ``run(_:_:_:_:)``. Before the first hook it
/// collects the recorders and logs attached above the nodes it touches (its *anchors*) into
/// ``scope``; every event of the operation goes to that scope. When nothing is attached anywhere
/// (``attachmentCount`` is zero) no walk happens and no event is built (`TRACE-2`).
///
/// Re-entrancy (`REENT-1`): a hook may request a change. A change whose nodes are in a tree that an
/// operation in progress is changing is deferred and applied, in request order, when the outermost
/// operation has finished; a change of an unrelated tree (for example a new view being filled in
/// `viewDidLoad`) runs at once. A deferred change that then fails is reported as `MIS-15`.
@MainActor
enum Engine {
    /// Recorders and logs attached anywhere; zero means no operation walks the tree for them.
    static var attachmentCount = 0
    /// The observers of the operation in progress.
    static var scope = OperationScope()
    /// How many operations are in progress (nested operations count).
    static var depth = 0
    /// The views that the operations in progress are changing.
    static var activeAnchors: [View] = []
    /// Changes requested from hooks, applied when the outermost operation finishes.
    static var deferred: [DeferredChange] = []
    /// How many events were built since launch; tests use it to check `TRACE-2`.
    static var builtEventCount = 0
    /// Test support: a recorder that receives every event of every tree, once (the model checker
    /// validates whole forests with it). Never set outside tests.
    static var globalRecorder: TraceRecorder?

    /// Runs `body` as one operation anchored at up to three nodes.
    static func run<R, E: Error>(
        _ a: Responder?, _ b: Responder? = nil, _ c: Responder? = nil,
        _ body: () throws(E) -> R
    ) throws(E) -> R {
        let saved = scope
        if attachmentCount > 0 {
            var collected = saved
            collected.collect(from: a)
            collected.collect(from: b)
            collected.collect(from: c)
            scope = collected
        }
        let anchorCount = activeAnchors.count
        if let view = a as? View { activeAnchors.append(view) }
        if let view = b as? View { activeAnchors.append(view) }
        if let view = c as? View { activeAnchors.append(view) }
        depth += 1
        defer {
            depth -= 1
            activeAnchors.removeSubrange(anchorCount...)
            scope = saved
            if depth == 0, !deferred.isEmpty { drainDeferred() }
        }
        return try body()
    }

    /// Whether a change of these views must wait for the operation in progress (`REENT-1`).
    ///
    /// - Complexity: O(1) when no operation is in progress; otherwise O(*d*) in the depth of the
    ///   trees involved.
    static func mustDefer(_ a: View, _ b: View?, _ c: View? = nil) -> Bool {
        guard depth > 0 else { return false }
        func isBusy(_ view: View?) -> Bool {
            guard let root = view?.root else { return false }
            for anchor in activeAnchors where anchor.root === root { return true }
            return false
        }
        return isBusy(a) || isBusy(b) || isBusy(c)
    }

    /// Queues a change requested from a hook.
    static func enqueue(anchor: Responder, _ change: @escaping @MainActor () throws(MisuseError) -> Void) {
        deferred.append(DeferredChange(anchor: anchor, apply: change))
    }

    private static func drainDeferred() {
        while !deferred.isEmpty {
            let change = deferred.removeFirst()
            do {
                try change.apply()
            } catch {
                let anchor = change.anchor
                run(anchor) {
                    Diagnostics.report(MisuseError(
                        .reentrantChange, nodes: error.nodes,
                        message: "a change requested from a hook was deferred until the operation "
                            + "in progress finished, and then failed: \(error)",
                        fix: "request only changes that are valid once the current operation is done."
                    ))
                }
            }
        }
    }

    /// Records an event in every recorder of the operation in progress.
    ///
    /// The event is built only when a recorder is listening (`TRACE-2`).
    @inline(__always)
    static func emit(_ event: @autoclosure () -> LifecycleEvent) {
        if scope.recorders.isEmpty, globalRecorder == nil { return }
        let built = event()
        builtEventCount &+= 1
        for recorder in scope.recorders { recorder.record(built) }
        globalRecorder?.record(built)
    }
}

/// The recorders and logs that observe one operation.
@MainActor
struct OperationScope {
    var recorders: [TraceRecorder] = []
    var logs: [DiagnosticsLog] = []

    /// Adds the observers attached to `start` and to every node above it.
    mutating func collect(from start: Responder?) {
        var node = start
        while let current = node {
            if let extras = current.extras {
                for recorder in extras.recorders where !recorders.contains(where: { $0 === recorder }) {
                    recorders.append(recorder)
                }
                for log in extras.logs where !logs.contains(where: { $0 === log }) {
                    logs.append(log)
                }
            }
            node = current.scopeParent
        }
    }
}

/// A change requested from a hook while its tree was being changed.
struct DeferredChange {
    let anchor: Responder
    let apply: @MainActor () throws(MisuseError) -> Void
}
