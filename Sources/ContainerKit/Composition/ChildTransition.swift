/// Swaps the visible child of a container, hook by hook (`COMP-2`, `COMP-3`, `COMP-4`, `COMP-5`,
/// `COMP-6`, `COMP-9`).
///
/// Every container of this folder describes its change as a ``Plan`` (who leaves, who comes,
/// who joins or leaves the container quietly, the style) and lets one `ChildTransition` run it:
/// the start, then the phases and the commit or the rollback that the ``TransitionContext`` asks
/// for. Only public containment calls are used: `addChild`, `willMove`/`didMove`,
/// `removeFromParent`, `addSubview`/`removeFromSuperview` and, when the container forwards
/// appearance manually, `beginAppearanceTransition`/`endAppearanceTransition`.
///
/// Appearance is driven only when the container forwards manually and has appeared when the
/// transition starts; a container that forwards automatically sees its children appear and
/// disappear with their views (`APP-7`). A leaving child's `willMove(toParent: nil)` comes at the
/// start, unless the transition can be cancelled: then it comes at the commit, so that a cancelled
/// transition leaves no announced move behind (the grammar of `VC-1`..`VC-3`; UIKit itself answers
/// a cancelled interactive pop with `didMove(toParent: N)` after `willMove(toParent: nil)`).
@MainActor
final class ChildTransition {
    /// What a container asks for.
    struct Plan {
        var host: ViewController
        /// Where the children's views go; `nil` while the container's view is not loaded (then only
        /// containment changes, and the views are placed when the container's view loads).
        var contentView: View?
        var outgoing: ViewController?
        var incoming: ViewController?
        var style: TransitionStyle
        var isAnimated: Bool
        /// Tabs (`COMP-9`): the incoming will-hook comes before the outgoing one.
        var incomingWillFirst = false
        /// The incoming child is added by this transition (`addChild` at the start, `didMove` at the end).
        var incomingJoins = false
        /// The outgoing child leaves the container (`willMove(toParent: nil)` ... `didMove(toParent: nil)`).
        var outgoingLeaves = false
        /// Children added at the start, before the incoming one, without placing their views.
        var quietlyJoining: [ViewController] = []
        /// Children removed at the commit, after the outgoing one; their views are not placed.
        var quietlyLeaving: [ViewController] = []
        /// Whether to record `N.transition(...)` and its end.
        var recordsLines = true
    }

    let plan: Plan
    private let isCancellable: Bool
    private let drivesAppearance: Bool
    private let onFinish: @MainActor (_ committed: Bool) -> Void

    /// - Parameters:
    ///   - plan: The change.
    ///   - animator: The animator that will drive it when it is animated.
    ///   - onFinish: Called once, after the commit or the rollback and its end line: the container
    ///     updates its records, calls the completion and ends the queue's operation.
    init(_ plan: Plan, animator: TransitionAnimator, onFinish: @escaping @MainActor (_ committed: Bool) -> Void) {
        self.plan = plan
        let animated = plan.isAnimated && plan.style != .none
        isCancellable = animated && animator.supportsCancellation
        drivesAppearance =
            plan.contentView != nil && !plan.host.shouldAutomaticallyForwardAppearanceMethods
            && plan.host.appearanceState == .appeared
        self.onFinish = onFinish
    }

    private var animated: Bool { plan.isAnimated && plan.style != .none }
    private var isOnePhase: Bool { plan.style.phaseCount == 1 }

    /// Starts the transition and hands it to `animator` (or completes it, when not animated).
    func start(with animator: TransitionAnimator) {
        let host = plan.host, outgoing = plan.outgoing, incoming = plan.incoming
        if plan.recordsLines {
            Composition.emit(
                host,
                .transition(
                    TraceSubject(host), from: outgoing.map(TraceSubject.init),
                    to: incoming.map(TraceSubject.init)))
        }
        if plan.outgoingLeaves, !isCancellable, let outgoing { outgoing.willMove(toParent: nil) }
        for child in plan.quietlyJoining { Composition.addChildQuietly(child, to: host) }
        if plan.incomingJoins, let incoming { Composition.addChild(incoming, to: host) }
        if plan.contentView != nil { incoming?.loadViewIfNeeded() }
        if isOnePhase {
            place(incoming, below: plan.style == .under ? outgoing : nil)
            if plan.incomingWillFirst {
                begin(incoming, appearing: true)
                begin(outgoing, appearing: false)
            } else {
                begin(outgoing, appearing: false)
                begin(incoming, appearing: true)
            }
        } else {
            begin(outgoing, appearing: false)
        }
        let context = TransitionContext(
            container: host, from: outgoing, to: incoming, style: plan.style, isAnimated: animated,
            isCancellable: isCancellable, perform: { [self] action in perform(action) })
        if animated {
            animator.animate(context)
        } else {
            context.complete()
        }
    }

    private func perform(_ action: TransitionMachine.Action) {
        let host = plan.host, outgoing = plan.outgoing, incoming = plan.incoming
        switch action {
        case .none:
            return
        case .advance:
            unplace(outgoing)
            end(outgoing)
            place(incoming, below: nil)
            begin(incoming, appearing: true)
        case .commit:
            if plan.outgoingLeaves, isCancellable, let outgoing { outgoing.willMove(toParent: nil) }
            if isOnePhase {
                unplace(outgoing)
                end(outgoing)
            }
            end(incoming)
            if plan.outgoingLeaves, let outgoing { Composition.removeFromParent(outgoing, of: host) }
            for child in plan.quietlyLeaving { Composition.removeChildQuietly(child, from: host) }
            if plan.incomingJoins, let incoming { incoming.didMove(toParent: host) }
            finish(committed: true)
        case .rollback(let phase):
            // The incoming child settles first, so that its disappearance is not one of a child
            // that never got didMove (MIS-2); it leaves after the outgoing one is back.
            if plan.incomingJoins, let incoming { incoming.didMove(toParent: host) }
            if isOnePhase || phase > 1 {
                begin(incoming, appearing: false)
                unplace(incoming)
                end(incoming)
            }
            if !isOnePhase, phase > 1 { place(outgoing, below: nil) }
            begin(outgoing, appearing: true)
            end(outgoing)
            if plan.incomingJoins, let incoming { Composition.removeChildQuietly(incoming, from: host) }
            finish(committed: false)
        }
    }

    private func finish(committed: Bool) {
        let host = plan.host
        if plan.recordsLines {
            let from = plan.outgoing.map(TraceSubject.init), to = plan.incoming.map(TraceSubject.init)
            Composition.emit(
                host,
                committed
                    ? .transitionDidEnd(TraceSubject(host), from: from, to: to)
                    : .transitionDidCancel(TraceSubject(host), from: from, to: to))
        }
        onFinish(committed)
    }

    // MARK: - Views and appearance

    private func place(_ child: ViewController?, below sibling: ViewController?) {
        guard let child, let contentView = plan.contentView, child.parent === plan.host else { return }
        Composition.place(child.view, in: contentView, below: sibling?.viewIfLoaded)
    }

    private func unplace(_ child: ViewController?) {
        guard let child, let contentView = plan.contentView, let view = child.viewIfLoaded,
            view.superview === contentView
        else { return }
        Composition.removeView(view)
    }

    private func begin(_ child: ViewController?, appearing: Bool) {
        // A child that a hook moved to another parent is no longer this transition's (COMP-12).
        guard drivesAppearance, let child, child.parent === plan.host, child.viewIfLoaded?.superview != nil
        else { return }
        child.beginAppearanceTransition(appearing, animated: animated)
    }

    private func end(_ child: ViewController?) {
        guard drivesAppearance, let child else { return }
        Composition.endAppearance(child)
    }
}
