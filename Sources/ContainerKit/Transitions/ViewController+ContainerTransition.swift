extension ViewController {
    /// Swaps two children's views, as UIKit's container transition
    /// `transition(from:to:duration:options:animations:completion:)` (`COMP-16`).
    ///
    /// Both controllers must be children of this one, as UIKit requires ("Children view
    /// controllers must have a common parent view controller"); otherwise the call is reported and
    /// changes nothing. Containment stays the caller's, as in Apple's sample: call
    /// `from.willMove(toParent: nil)` and `addChild(to)` before, `from.removeFromParent()` and
    /// `to.didMove(toParent: self)` in the completion.
    ///
    /// The request waits for this controller's other transitions (its one queue, `REENT-1`). When
    /// it runs, with this controller in a visible window:
    ///
    /// `P.transition(from: A, to: B)`, *B's view enters A's superview, on top*,
    /// `A.viewWillDisappear`, `B.viewWillAppear`, `animations`, *A's view leaves*,
    /// `A.viewDidDisappear`, `B.viewDidAppear`, `P.transitionDidEnd(from: A, to: B)`, then
    /// `completion(true)`. UIKit forwards the appearance of both children itself, whether or not
    /// this controller forwards automatically, and so does ContainerKit. ContainerKit draws
    /// nothing: `animations` runs when the animation starts and the transition completes at once
    /// (**policy**: no time passes headlessly); `transitionCoordinator` is there in the hooks when
    /// `duration` is above 0.
    ///
    /// - Parameters:
    ///   - fromViewController: The child whose view is shown (its view must be in a view tree).
    ///   - toViewController: The child whose view replaces it.
    ///   - duration: The duration, in seconds; above 0 makes the transition animated.
    ///   - options: The options (not used: nothing is drawn).
    ///   - animations: Runs when the animation starts.
    ///   - completion: Runs after every did-hook, with `true`.
    ///   - fileID: The caller's `#fileID`, where a misuse is reported (``CallSite``); leave the default.
    ///   - filePath: The caller's `#filePath`; leave the default.
    ///   - line: The caller's `#line`; leave the default.
    ///   - column: The caller's `#column`; leave the default.
    /// - Complexity: O(1) plus the hooks of both children's subtrees.
    public final func transition(
        from fromViewController: ViewController, to toViewController: ViewController, duration: Double,
        options: View.AnimationOptions = [], animations: (() -> Void)?, completion: ((Bool) -> Void)?,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) {
        let outermost = Engine.enter(#function, fileID, filePath, line, column)
        defer { Engine.leave(outermost) }
        if let refusal = containerTransitionRefusal(from: fromViewController, to: toViewController) {
            return Composition.report(self, refusal)
        }
        let queue = TransitionQueue.of(self)
        queue.request { [weak self] in
            guard let self else { return }
            // Checked again when the request runs: the requests before it may have changed the tree.
            if let refusal = containerTransitionRefusal(from: fromViewController, to: toViewController) {
                Composition.report(self, refusal)
                return queue.operationDidEnd()
            }
            runContainerTransition(
                from: fromViewController, to: toViewController, animated: duration > 0, queue: queue,
                animations: animations, completion: completion)
        }
    }

    /// The container transition, when its request runs: the appearance transitions begin, the
    /// incoming view is placed, the animations run, then (at once) the outgoing view leaves and
    /// both appearance transitions end. The transition holds both children as every transition
    /// does (``TransitionContext``, `LIFE-4`): a teardown of one of them ends it at once, the
    /// appearance it opened is closed, and the completion gets `false`.
    private func runContainerTransition(
        from: ViewController, to: ViewController, animated: Bool, queue: TransitionQueue,
        animations: (() -> Void)?, completion: ((Bool) -> Void)?
    ) {
        let contentView: View = from.viewIfLoaded?.superview ?? view
        // Who drives, not a direction: the transition begins both children's appearance
        // transitions before the incoming view enters the container's (UIKit's order, below), so
        // it drives them only from a container settled appeared on screen; the directions are
        // the transition's (the outgoing child disappears, the incoming one appears). Anything
        // else is left to the forwarding and the passes, which ask `appearanceTarget(after:)`.
        let drives = appearanceState == .appeared && isViewInVisibleWindow
        let state = ContainerTransitionState()
        let context = TransitionContext(
            container: self, from: from, to: to, style: .over, isAnimated: animated, isCancellable: false
        ) { [unowned self] action in
            switch action {
            case .none, .advance, .rollback:
                return
            case .commit:
                Composition.removeView(from.viewIfLoaded)
                for child in state.opened where !state.abandoned && !child.isTornDown {
                    Composition.endAppearance(child)
                }
                guard !state.abandoned else { return }
                if !isTornDown {
                    Composition.emit(
                        self, .transitionDidEnd(TraceSubject(self), from: TraceSubject(from), to: TraceSubject(to)))
                }
                completion?(true)
                queue.operationDidEnd()
            case .abandon:
                state.abandoned = true
                for child in state.opened.reversed() { child.closeAbandonedAppearance() }
                queue.operationWasAbandoned()
                Engine.afterCurrentOperation {
                    completion?(false)
                    queue.operationDidEnd()
                }
            }
        }
        Composition.emit(self, .transition(TraceSubject(self), from: TraceSubject(from), to: TraceSubject(to)))
        Engine.run(self) { to.loadViewIfNeeded() }  // recorded with the transition
        guard !state.abandoned else { return }
        // UIKit's order: both appearance transitions begin, then the incoming view is added.
        if drives, from.viewIfLoaded?.window != nil {
            state.opened.append(from)
            from.beginAppearanceTransition(false, animated: animated)
        }
        guard !state.abandoned else { return }
        if drives {
            state.opened.append(to)
            to.beginAppearanceTransition(true, animated: animated)
        }
        guard !state.abandoned else { return }
        Composition.place(to.view, in: contentView)
        guard !state.abandoned else { return }
        if let animations { ViewAnimations.run(animations, completion: nil) }
        guard !state.abandoned else { return }
        if animated { context.hand(to: ImmediateAnimator.shared) } else { context.complete() }
    }

    /// Why `transition(from:to:...)` cannot run, or `nil`.
    private func containerTransitionRefusal(from: ViewController, to: ViewController) -> MisuseError? {
        if isTornDown || from.isTornDown || to.isTornDown {
            let node = isTornDown ? self : from.isTornDown ? from : to
            return .tornDown(node, operation: .transition(from: from.name, to: to.name))
        }
        for child in [from, to] where child.parent !== self {
            return MisuseError(
                .transitionChildNotAChild(from: from.name, to: to.name, child: child.name, parent: name))
        }
        if from === to {
            return MisuseError(.transitionToItself(child: from.name, parent: name))
        }
        if let superview = from.viewIfLoaded?.superview, superview.storedOwner !== self,
            !superview.isDescendant(of: view)
        {
            return MisuseError(.transitionViewElsewhere(child: from.name, parent: name))
        }
        return nil
    }
}

/// What a container transition shares with its context, in one object (`COMP-16`): the
/// appearance transitions it opened and whether it was abandoned (`LIFE-4`).
@MainActor
private final class ContainerTransitionState {
    var opened: [ViewController] = []
    var abandoned = false
}
