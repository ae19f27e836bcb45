/// Runs appearance hooks, the transitions they request and the transitions forwarded to children,
/// without recursion (`LIFE-5`, `APP-9`).
///
/// A forwarded transition used to begin inside the parent's transition, and a container that
/// forwards manually begins its child from inside its own `viewWillAppear`: each level of a chain
/// took a level of stack, so a deep chain overflowed it. Here every hook call is a *unit*: a
/// controller, the hook its state machine asked for, and what it then forwards to its children.
/// ``execute(_:)`` runs units from an explicit stack. While a unit's hook runs, the transitions
/// it requests (``submit(_:)``) are collected; when the hook returns they run next, in request
/// order, then the unit's forwarded children, each with everything it leads to before the next
/// (the depth-first order the recursion had).
///
/// **Policy.** A transition requested from inside an appearance hook changes the controller's
/// ``ViewController/appearanceState`` at once (so the caller reads the state it asked for, and a
/// matching end balances it), but its hooks run right after the requesting hook returns, not
/// inside it (or earlier, when an appearance pass of an operation the hook makes is about to begin
/// a controller's transition: ``runRequestedSoFar()``). A request made anywhere else runs its
/// hooks before it returns, as before.
@MainActor
enum AppearanceRequests {
    /// One hook call and what follows it.
    struct Unit {
        /// What a unit forwards to the children once its hook has run.
        enum Forwarding {
            /// Nothing (a hook called by an appearance pass, which drives the children itself).
            case none
            /// A begin in this direction to every child whose view is in the controller's view
            /// (when it forwards automatically).
            case begin(appearing: Bool)
            /// An end to every child that a forwarded begin reached.
            case end
        }

        let controller: ViewController
        let action: AppearanceStateMachine.Action
        let animated: Bool
        let forwarding: Forwarding
    }

    // Stored in `EngineState` (unchecked exclusivity there): every access is a read, an
    // append or a removal that runs no hook while it is open (hooks run between accesses).
    /// The units still to run, the next one last. A nested ``execute(_:)`` call runs them all.
    private static var stack: [Unit] {
        _read { yield EngineState.current.appearanceRequests.stack }
        _modify { yield &EngineState.current.appearanceRequests.stack }
    }
    /// The units requested while a hook runs (and the forwarded ones), before they move to `stack`.
    private static var requested: [Unit] {
        _read { yield EngineState.current.appearanceRequests.requested }
        _modify { yield &EngineState.current.appearanceRequests.requested }
    }
    /// Whether a hook run by ``execute(_:)`` is running: requests are then collected.
    private static var isCollecting: Bool {
        _read { yield EngineState.current.appearanceRequests.isCollecting }
        _modify { yield &EngineState.current.appearanceRequests.isCollecting }
    }
    /// Where the requests of the hook running now start in `requested`.
    private static var collectingMark: Int {
        _read { yield EngineState.current.appearanceRequests.collectingMark }
        _modify { yield &EngineState.current.appearanceRequests.collectingMark }
    }
    /// Whether no unit is left to run and none is requested (idle between operations).
    static var stackIsEmpty: Bool { stack.isEmpty && requested.isEmpty }
    /// Whether a hook run by ``execute(_:)`` is running.
    static var isCollectingNow: Bool { isCollecting }

    /// Runs `unit` now; from inside an appearance hook, right after that hook returns.
    static func submit(_ unit: Unit) {
        if isCollecting {
            requested.append(unit)
        } else {
            execute(unit)
        }
    }

    /// Runs `body` with every transition it requests running its hooks before the request returns,
    /// even from inside an appearance hook; the transitions that hook requested so far run first.
    ///
    /// For a teardown (`APP-2`, `LIFE-2`, `LIFE-4`): the transitions its removals and retirement
    /// end would otherwise run after the requesting hook returns, find their controllers torn
    /// down, and never call their hooks.
    static func atOnce<R>(_ body: () -> R) -> R {
        guard isCollecting else { return body() }
        runRequestedSoFar()
        isCollecting = false
        defer { isCollecting = true }
        return body()
    }

    /// Whether the appearance hook running now has requested transitions whose hooks have not run
    /// yet (their states changed already).
    static var hasRequestedSoFar: Bool { isCollecting && requested.count > collectingMark }

    /// Runs now, in request order, the transitions that the appearance hook running now has
    /// requested so far, with everything they forward; nothing outside such a hook.
    static func runRequestedSoFar() {
        guard hasRequestedSoFar else { return }
        let pending = Array(requested[collectingMark...])
        requested.removeSubrange(collectingMark...)
        isCollecting = false
        for unit in pending { execute(unit) }
        isCollecting = true
    }

    /// Runs `first`, then, iteratively, everything its hook requests and forwards.
    ///
    /// - Complexity: O(*n*) in the units run, with constant stack; allocates nothing once the two
    ///   buffers have grown.
    ///
    /// Called from inside a hook (an operation that hook started runs an appearance pass), the
    /// transitions that hook requested so far run first: their state changed already, so their
    /// hooks come before any later hook of the same controllers (`APP-2`). So do the units an
    /// outer call still has to run (a change deferred until a hook's operation ended runs between
    /// two of its units): this call runs them, then `first`, and the outer call finds none left.
    static func execute(_ first: Unit) {
        stack.insert(first, at: 0)  // below the outer calls' units: they run first
        if isCollecting, requested.count > collectingMark {
            var index = requested.count
            while index > collectingMark {
                index -= 1
                stack.append(requested[index])
            }
            requested.removeSubrange(collectingMark...)
        }
        while !stack.isEmpty {
            let unit = stack.removeLast()
            let mark = requested.count
            let saved = isCollecting, savedMark = collectingMark
            isCollecting = true
            collectingMark = mark
            switch unit.forwarding {
            case .none:
                unit.controller.perform(unit.action, animated: unit.animated)
            case .begin(let appearing):
                Engine.run(unit.controller) {
                    unit.controller.perform(unit.action, animated: unit.animated)
                    forwardBegin(from: unit.controller, appearing: appearing, animated: unit.animated)
                }
            case .end:
                Engine.run(unit.controller) {
                    unit.controller.perform(unit.action, animated: false)
                    forwardEnd(from: unit.controller)
                }
            }
            isCollecting = saved
            collectingMark = savedMark
            // The first request runs next: push them in reverse.
            var index = requested.count
            while index > mark {
                index -= 1
                stack.append(requested[index])
            }
            while requested.count > mark { requested.removeLast() }
        }
    }

    /// A begin forwarded to each contained child whose root view is in `parent`'s view tree,
    /// unless `parent` forwards manually (`APP-9`).
    private static func forwardBegin(from parent: ViewController, appearing: Bool, animated: Bool) {
        guard parent.shouldAutomaticallyForwardAppearanceMethods, let root = parent.storedView else { return }
        // Not when the parent's own hook already took it the other way (its view left the window:
        // the children left with it, `APP-1`, `LIFE-3`): the begin is over before it forwards.
        // A parent already at the end of this direction still forwards: its end was requested
        // from the same hook as its begin, and its did-hook, which ends what it forwards, comes
        // next (`APP-3`, `APP-9`).
        let state = parent.appearanceState
        guard appearing ? state == .appearing || state == .appeared : state == .disappearing || state == .disappeared
        else { return }
        for child in parent.storedChildren {
            guard let childView = child.storedView, !child.isTornDown else { continue }
            // A view in the parent's own region is inside its view (O(1)); otherwise ask the chain.
            guard childView.storedSuperview?.storedOwner === parent || childView.isDescendant(of: root) else {
                continue
            }
            // Already under way in this direction with a begin this parent forwarded and has not
            // ended: the parent turned around and back, both turns requested from one hook, and
            // the first turn did not forward (the parent's state had moved on). The child keeps
            // that one begin, which the parent's end ends, as if it had followed both turns (a
            // nested begin would never be ended: APP-2, APP-9, LIFE-3).
            if child.isForwardedByParent, child.appearanceState == (appearing ? .appearing : .disappearing) {
                continue
            }
            child.isForwardedByParent = true
            child.requestBegin(appearing: appearing, animated: animated)
        }
    }

    /// The end of each transition `parent` forwarded. A child still appearing when `parent` ended
    /// disappeared (it turned back, and the child's view had left its view by then, so the
    /// turning back did not reach it) turns back too: it follows its parent (`APP-1`, `APP-9`).
    private static func forwardEnd(from parent: ViewController) {
        let parentDisappeared = parent.appearanceState == .disappeared
        for child in parent.storedChildren where child.isForwardedByParent {
            child.isForwardedByParent = false
            // Unless something closed it meanwhile (its view left a window in between, MIS-6).
            guard child.isAppearanceOpen else { continue }
            if parentDisappeared, child.appearanceState == .appearing {
                child.requestBegin(appearing: false, animated: false)
            }
            child.requestEnd()
        }
    }
}
