extension ViewController {
    /// Adds a child, placing its view to fill `target`, with a transition (`VC-6`, `COMP-2`;
    /// Reinstate's `addChild(_:constrainedTo:animations:)`).
    ///
    /// The same as ``replaceChild(_:with:constrainedTo:transition:animated:animator:completion:fileID:filePath:line:column:)``
    /// with no outgoing child.
    ///
    /// - Parameters:
    ///   - child: The controller to add.
    ///   - target: The view to place the child's view in (its frame is set to `target`'s bounds);
    ///     `nil` for this controller's root view. It must be owned by this controller.
    ///   - transition: The style.
    ///   - animated: Whether to animate.
    ///   - animator: The animator (default: ``ImmediateAnimator``).
    ///   - completion: Called after every did-hook, `false` when cancelled.
    ///   - fileID: The caller's `#fileID`, where a misuse is reported (``CallSite``); leave the default.
    ///   - filePath: The caller's `#filePath`; leave the default.
    ///   - line: The caller's `#line`; leave the default.
    ///   - column: The caller's `#column`; leave the default.
    public final func addChild(
        _ child: ViewController, constrainedTo target: View?, transition: TransitionStyle = .none,
        animated: Bool = true, animator: TransitionAnimator? = nil,
        completion: ((Bool) -> Void)? = nil, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        let outermost = Engine.enter(#function, fileID, filePath, line, column)
        defer { Engine.leave(outermost) }
        replaceChild(
            nil, with: child, constrainedTo: target, transition: transition, animated: animated,
            animator: animator, completion: completion)
    }

    /// Removes a child and its view with a transition (`VC-6`, `COMP-2`).
    ///
    /// - Parameters:
    ///   - child: A child of this controller.
    ///   - transition: The style.
    ///   - animated: Whether to animate.
    ///   - animator: The animator (default: ``ImmediateAnimator``).
    ///   - completion: Called after every did-hook, `false` when cancelled.
    ///   - fileID: The caller's `#fileID`, where a misuse is reported (``CallSite``); leave the default.
    ///   - filePath: The caller's `#filePath`; leave the default.
    ///   - line: The caller's `#line`; leave the default.
    ///   - column: The caller's `#column`; leave the default.
    public final func removeChild(
        _ child: ViewController, transition: TransitionStyle, animated: Bool = true,
        animator: TransitionAnimator? = nil, completion: ((Bool) -> Void)? = nil, fileID: StaticString = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let outermost = Engine.enter(#function, fileID, filePath, line, column)
        defer { Engine.leave(outermost) }
        replaceChild(
            child, with: nil, constrainedTo: child.viewIfLoaded?.superview, transition: transition,
            animated: animated, animator: animator, completion: completion)
    }

    /// Replaces a child with another, with a transition (`VC-6`, `COMP-2`, `COMP-3`).
    ///
    /// The request waits for this controller's other transitions, child helpers and presentations
    /// (its one queue, `REENT-1`). When
    /// it runs: `N.transition(from: old, to: new)`, the outgoing child leaves
    /// (`willMove(toParent: nil)` ... `didMove(toParent: nil)`) and the incoming one joins
    /// (`willMove(toParent: self)` ... `didMove(toParent: self)`) with the trace of `transition`
    /// (see ``TransitionStyle``), its view filling `target`, then
    /// `N.transitionDidEnd(from: old, to: new)` and the completion.
    ///
    /// Appearance: when this controller forwards appearance manually (`APP-9`) and has appeared,
    /// the helper drives the two children as ``TransitionStyle`` shows, did-hooks at the end of the
    /// animation; otherwise the children appear and disappear with their views (`APP-7`).
    ///
    /// A request that cannot run is reported and changes nothing: `old` not a child of this
    /// controller, `target` not owned by it, `new` already a child or unable to join (`MIS-3`,
    /// `MIS-4`, `MIS-7`, `MIS-12`).
    ///
    /// - Parameters:
    ///   - old: The child to remove, or `nil`.
    ///   - new: The controller to add, or `nil`.
    ///   - target: Where the new child's view goes; `nil` for `old`'s superview, else this
    ///     controller's root view.
    ///   - transition: The style (default ``TransitionStyle/cross``).
    ///   - animated: Whether to animate.
    ///   - animator: The animator (default: ``ImmediateAnimator``).
    ///   - completion: Called after every did-hook, `false` when cancelled.
    ///   - fileID: The caller's `#fileID`, where a misuse is reported (``CallSite``); leave the default.
    ///   - filePath: The caller's `#filePath`; leave the default.
    ///   - line: The caller's `#line`; leave the default.
    ///   - column: The caller's `#column`; leave the default.
    /// - Complexity: O(1) plus the hooks of both children's subtrees.
    public final func replaceChild(
        _ old: ViewController?, with new: ViewController?, constrainedTo target: View? = nil,
        transition: TransitionStyle = .cross, animated: Bool = true,
        animator: TransitionAnimator? = nil, completion: ((Bool) -> Void)? = nil, fileID: StaticString = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let outermost = Engine.enter(#function, fileID, filePath, line, column)
        defer { Engine.leave(outermost) }
        let queue = TransitionQueue.of(self)
        queue.request { [weak self] in
            guard let self else { return }
            let contentView: View = target ?? old?.viewIfLoaded?.superview ?? view
            if let refusal = childHelperRefusal(old: old, new: new, contentView: contentView) {
                Composition.report(self, refusal)
                queue.operationDidEnd()
                return
            }
            var plan = ChildTransition.Plan(
                host: self, contentView: contentView, outgoing: old, incoming: new,
                style: transition, isAnimated: animated)
            plan.incomingJoins = new != nil
            plan.outgoingLeaves = old != nil
            let animator = animator ?? ImmediateAnimator.shared
            ChildTransition(plan, animator: animator, owner: queue, completion: completion).start(with: animator)
        }
    }

    private func childHelperRefusal(old: ViewController?, new: ViewController?, contentView: View) -> MisuseError? {
        if let old, old.parent !== self {
            return MisuseError(.notAChild(child: old.name, parent: name, operation: .replace))
        }
        if let new {
            if new.parent === self {
                return MisuseError(.alreadyAChild(child: new.name, parent: name))
            }
            if let refusal = Composition.refusalToAdopt(new, by: self) { return refusal }
        }
        if contentView.storedOwner !== self {
            return MisuseError(
                .placementViewNotOwned(
                    child: nil, view: contentView.name, owner: contentView.storedOwner?.name, parent: name))
        }
        return nil
    }
}
