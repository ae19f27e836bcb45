/// A navigation stack: push, pop, pop to a controller, pop to the root, replace the stack, with
/// UIKit's interleaved appearance order (`COMP-4` to `COMP-7`, `MIS-8`).
///
/// Every controller of the stack is a child, in stack order (``ViewController/children`` equals
/// ``viewControllers`` whenever no transition runs); only the top one's view is in the container's
/// view, the others' views stay loaded and out of the window. Appearance is forwarded manually
/// (`APP-9`), so a push interleaves as UIKit's does (in a visible window):
///
/// - push of `B` over `A` (`COMP-4`): `N.transition(from: A, to: B)`, `B.willMove(toParent: N)`,
///   `B.loadView`, `B.viewDidLoad`, *B's view enters, on top*, `A.viewWillDisappear`,
///   `B.viewWillAppear`, — animation —, *A's view leaves*, `A.viewDidDisappear`,
///   `B.viewDidAppear`, `B.didMove(toParent: N)`, `N.transitionDidEnd(from: A, to: B)`;
/// - pop of `B` back to `A` (`COMP-5`): `N.transition(from: B, to: A)`, `B.willMove(toParent: nil)`,
///   *A's view enters, below B's*, `B.viewWillDisappear`, `A.viewWillAppear`, — animation —,
///   *B's view leaves*, `B.viewDidDisappear`, `A.viewDidAppear`, `B.didMove(toParent: nil)`,
///   `N.transitionDidEnd(from: B, to: A)`; `B` is released if nothing else holds it;
/// - an interactive pop is a pop driven by a cancellable animator (``ManualAnimator``): it
///   announces `B.willMove(toParent: nil)` only when it commits, and a cancel (`COMP-6`) gives
///   `B.viewWillDisappear`, `A.viewWillAppear`, `A.viewWillDisappear`, *A's view leaves*,
///   `A.viewDidDisappear`, `B.viewWillAppear`, `B.viewDidAppear`,
///   `N.transitionDidCancel(from: B, to: A)`, with the stack unchanged.
///
/// Off a visible window the same calls change the stack and the views with no appearance hook;
/// the top appears when the container does. Requests wait for the running transition (`REENT-1`).
@MainActor
open class NavigationController: CompositionController {
    /// The stack, bottom first: the children, in order (`COMP-12`).
    ///
    /// It is read from ``ViewController/children`` and never stored beside them, so the stack
    /// follows every change of the tree, whoever makes it: a child torn down, moved to another
    /// parent (pushed on another navigation controller, `addChild` elsewhere), or added and
    /// removed with `addChild`/`removeChild` on this controller itself (**policy**: the stack
    /// follows the tree, as UIKit's does; the screen follows at once, see
    /// ``CompositionController``). While a transition runs, the children it adds are not in the
    /// stack until it commits.
    ///
    /// Setting it is ``setViewControllers(_:animated:completion:fileID:filePath:line:column:)`` without animation.
    ///
    /// - Complexity: O(*n*) in the children.
    public final var viewControllers: [ViewController] {
        get { committedChildren }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Told when the top changes, and asked for a transition's animator (`COMP-17`); held weakly,
    /// as in UIKit. Every push, pop and stack change that changes the top reports to it, whoever
    /// asked for it.
    public final weak var delegate: (any NavigationControllerDelegate)?

    /// The top of the stack, or `nil` when the stack is empty.
    public final var topViewController: ViewController? { lastCommittedChild }

    /// The controller on screen, as UIKit's `visibleViewController`: the top of the stack or,
    /// when the top or one of its ancestors presents a controller (a full-screen presentation is
    /// made by the root of the presentation context), the last controller of that chain of
    /// presentations.
    ///
    /// - Complexity: O(*h* + *p*) in the ancestors of the top and the presentations.
    public final var visibleViewController: ViewController? {
        guard let top = topViewController else { return nil }
        var node: ViewController? = top
        while let current = node {
            if var visible = current.presentationLinks?.presented {
                while let next = visible.presentationLinks?.presented { visible = next }
                return visible
            }
            node = current.parent
        }
        return top
    }

    /// Creates an empty navigation controller.
    ///
    /// - Parameter name: The name used in traces and dumps; `nil` uses the type's name.
    public required init(name: String? = nil) {
        super.init(name: name)
    }

    /// Creates a navigation controller whose stack is `rootViewController` (containment only:
    /// `R.willMove(toParent: N)`, `R.didMove(toParent: N)`; its view is placed when the
    /// container's view loads).
    ///
    /// - Parameters:
    ///   - rootViewController: The bottom of the stack.
    ///   - name: The name used in traces and dumps; `nil` uses the type's name.
    ///   - fileID: The caller's `#fileID`, where a misuse is reported (``CallSite``); leave the default.
    ///   - filePath: The caller's `#filePath`; leave the default.
    ///   - line: The caller's `#line`; leave the default.
    ///   - column: The caller's `#column`; leave the default.
    public convenience init(
        rootViewController: ViewController, name: String? = nil, fileID: StaticString = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let outermost = Engine.enter(#function, fileID, filePath, line, column)
        defer { Engine.leave(outermost) }
        self.init(name: name)
        setViewControllers([rootViewController], animated: false)
    }

    /// Pushes a controller (`COMP-4`).
    ///
    /// Pushing a controller that is already in the stack is refused (`MIS-8`): reported, nothing
    /// changes and the completion is not called. So is a controller that `addChild` would refuse
    /// (torn down, `MIS-12`; this container or one above it, `MIS-7`; a window's root; a container
    /// view's content; its view under a view another controller owns, `MIS-3`) or that takes part
    /// in a presentation. The checks are made when the request runs, after the requests queued
    /// before it.
    ///
    /// - Parameters:
    ///   - viewController: The controller to push.
    ///   - animated: Whether to animate (with ``CompositionController/animator``).
    ///   - completion: Called after every did-hook, `false` when cancelled.
    ///   - fileID: The caller's `#fileID`, where a misuse is reported (``CallSite``); leave the default.
    ///   - filePath: The caller's `#filePath`; leave the default.
    ///   - line: The caller's `#line`; leave the default.
    ///   - column: The caller's `#column`; leave the default.
    /// - Complexity: O(*n*) in the stack, plus the hooks of the two tops' subtrees.
    public final func pushViewController(
        _ viewController: ViewController, animated: Bool = true,
        completion: ((Bool) -> Void)? = nil, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        let outermost = Engine.enter(#function, fileID, filePath, line, column)
        defer { Engine.leave(outermost) }
        // Not through change(_:animated:completion:_:): a closure that captures the pushed
        // controller and is kept until the request runs would be one more allocation per push.
        request({ [unowned self] in "push \"\(viewController.name)\" on \"\(name)\"" }) { [unowned self] in
            applyChange(animated: animated, completion: completion) { stack in pushing(viewController, on: stack) }
        }
    }

    /// The stack after pushing `viewController` on `stack`, or `nil` (reported, `MIS-8`) when it
    /// is in it.
    final func pushing(_ viewController: ViewController, on stack: [ViewController]) -> [ViewController]? {
        if stack.containsIdentical(viewController) {
            Composition.report(
                self,
                MisuseError(.alreadyInStack(controller: viewController.name, navigation: name)))
            return nil
        }
        var pushed = stack
        pushed.append(viewController)
        return pushed
    }

    /// Pops the top controller (`COMP-5`); with one controller or none, nothing happens and the
    /// completion gets `false`.
    ///
    /// Returns the controller popped, as UIKit does, when the pop runs inside the call. A pop that
    /// waits (a transition of this container runs or waits, ``CompositionController/isTransitioning``,
    /// `COMP-3`) acts on the stack as it will be when it runs, unknown at the call: it returns
    /// `nil` (**policy**; the completion tells when it ran).
    ///
    /// - Parameters:
    ///   - animated: Whether to animate.
    ///   - completion: Called after every did-hook, `false` when cancelled or when nothing was popped.
    ///   - fileID: The caller's `#fileID`, where a misuse is reported (``CallSite``); leave the default.
    ///   - filePath: The caller's `#filePath`; leave the default.
    ///   - line: The caller's `#line`; leave the default.
    ///   - column: The caller's `#column`; leave the default.
    /// - Returns: The top controller when there is one above the root, else `nil`.
    @discardableResult
    public final func popViewController(
        animated: Bool = true, completion: ((Bool) -> Void)? = nil, fileID: StaticString = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> ViewController? {
        let outermost = Engine.enter(#function, fileID, filePath, line, column)
        defer { Engine.leave(outermost) }
        // Scoped: a stack still held when the transition changes the children would make the core
        // copy them (one allocation per pop).
        let popped: ViewController?
        do {
            let stack = viewControllers
            popped = isTornDown || isTransitioning || stack.count < 2 ? nil : stack.last
        }
        change("pop", animated: animated, completion: completion) { stack in
            stack.count > 1 ? Array(stack.dropLast()) : stack
        }
        return popped
    }

    /// Pops until `viewController` is the top (`COMP-7`). The controllers above it leave: the top
    /// one with the pop's trace, the others (never on screen) with `willMove(toParent: nil)`,
    /// `didMove(toParent: nil)` after it, top-down.
    ///
    /// Returns the controllers popped, bottom first, as UIKit does, or `nil` for a pop that waits
    /// (as for ``popViewController(animated:completion:fileID:filePath:line:column:)``).
    ///
    /// - Parameters:
    ///   - viewController: A controller of the stack; one that is not is reported and changes nothing.
    ///   - animated: Whether to animate.
    ///   - completion: Called after every did-hook, `false` when cancelled or nothing was popped.
    ///   - fileID: The caller's `#fileID`, where a misuse is reported (``CallSite``); leave the default.
    ///   - filePath: The caller's `#filePath`; leave the default.
    ///   - line: The caller's `#line`; leave the default.
    ///   - column: The caller's `#column`; leave the default.
    /// - Returns: The controllers above `viewController` (empty when it is the top), or `nil`
    ///   when it is not in the stack or the pop waits.
    @discardableResult
    public final func popToViewController(
        _ viewController: ViewController, animated: Bool = true,
        completion: ((Bool) -> Void)? = nil, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) -> [ViewController]? {
        let outermost = Engine.enter(#function, fileID, filePath, line, column)
        defer { Engine.leave(outermost) }
        let popped: [ViewController]?
        do {  // scoped, as in popViewController(animated:completion:fileID:filePath:line:column:)
            let stack = viewControllers
            popped =
                isTornDown || isTransitioning
                ? nil : stack.firstIndex(of: viewController).map { Array(stack[($0 + 1)...]) }
        }
        change("pop to \"\(viewController.name)\" in", animated: animated, completion: completion) {
            [unowned self] stack in
            guard let index = stack.firstIndex(ofIdentical: viewController) else {
                Composition.report(
                    self,
                    MisuseError(.notInStack(controller: viewController.name, navigation: name)))
                return nil
            }
            return Array(stack[...index])
        }
        return popped
    }

    /// Pops until the root is the top (`COMP-7`).
    ///
    /// Returns the controllers popped, bottom first, as UIKit does, or `nil` for a pop that waits
    /// (as for ``popViewController(animated:completion:fileID:filePath:line:column:)``).
    ///
    /// - Parameters:
    ///   - animated: Whether to animate.
    ///   - completion: Called after every did-hook, `false` when cancelled or nothing was popped.
    ///   - fileID: The caller's `#fileID`, where a misuse is reported (``CallSite``); leave the default.
    ///   - filePath: The caller's `#filePath`; leave the default.
    ///   - line: The caller's `#line`; leave the default.
    ///   - column: The caller's `#column`; leave the default.
    /// - Returns: The controllers above the root (empty when the root is the top or the stack is
    ///   empty), or `nil` when this controller is torn down or the pop waits.
    @discardableResult
    public final func popToRootViewController(
        animated: Bool = true, completion: ((Bool) -> Void)? = nil, fileID: StaticString = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> [ViewController]? {
        let outermost = Engine.enter(#function, fileID, filePath, line, column)
        defer { Engine.leave(outermost) }
        let popped = isTornDown || isTransitioning ? nil : Array(viewControllers.dropFirst())
        change("pop to the root of", animated: animated, completion: completion) { stack in Array(stack.prefix(1)) }
        return popped
    }

    /// Replaces the whole stack (`COMP-7`).
    ///
    /// A new top is pushed (its view on top) or, when it was in the stack, popped to (its view
    /// below); the other controllers that leave or join do it without appearance, after the old top
    /// leaves and before the new one joins. When the order of the remaining controllers changes,
    /// the children take the new order at the commit, with no hook (a reordering is not a move,
    /// as in UIKit). A stack with a controller twice is
    /// refused (`MIS-8`). Such a transition cannot be cancelled when controllers join quietly.
    ///
    /// - Parameters:
    ///   - viewControllers: The new stack, bottom first.
    ///   - animated: Whether to animate.
    ///   - completion: Called after every did-hook, `false` when cancelled.
    ///   - fileID: The caller's `#fileID`, where a misuse is reported (``CallSite``); leave the default.
    ///   - filePath: The caller's `#filePath`; leave the default.
    ///   - line: The caller's `#line`; leave the default.
    ///   - column: The caller's `#column`; leave the default.
    /// - Complexity: O(*n*²) in the stacks (they are short), plus the hooks.
    public final func setViewControllers(
        _ viewControllers: [ViewController], animated: Bool = true,
        completion: ((Bool) -> Void)? = nil, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        let outermost = Engine.enter(#function, fileID, filePath, line, column)
        defer { Engine.leave(outermost) }
        change("set the stack of", animated: animated, completion: completion) { [unowned self] _ in
            for (index, controller) in viewControllers.enumerated()
            where viewControllers[..<index].containsIdentical(controller) {
                Composition.report(
                    self,
                    MisuseError(.duplicateInStack(controller: controller.name, navigation: name)))
                return nil
            }
            return viewControllers
        }
    }

    // MARK: - Internals

    /// Why this stack may not be installed, beyond the checks of every navigation controller.
    func stackRefusal(_ stack: [ViewController]) -> MisuseError? { nil }

    /// Queues a stack change; a change that leaves the stack as it is completes with `false`.
    /// `newStack` computes the new stack from the committed one when the
    /// request runs, or returns `nil` when there is nothing to install: after reporting a refusal
    /// (the completion is not called), or after calling the completion itself for a change that
    /// needs no transition. On a torn-down controller the
    /// request is refused (`MIS-12`) and changes nothing.
    final func change(
        _ verb: @autoclosure () -> String, animated: Bool, completion: ((Bool) -> Void)?,
        _ newStack: @escaping @MainActor ([ViewController]) -> [ViewController]?
    ) {
        request({ [unowned self] in "\(verb()) \"\(name)\"" }) { [unowned self] in
            applyChange(animated: animated, completion: completion, newStack)
        }
    }

    /// The body of a stack change, when its request runs (see ``change(_:animated:completion:_:)``).
    private func applyChange(
        animated: Bool, completion: ((Bool) -> Void)?, _ newStack: ([ViewController]) -> [ViewController]?
    ) {
        let plan: ChildTransition.Plan, new: [ViewController]
        var chosen = self.animator
        // `old` shares the children's storage: it ends with this scope, before the transition
        // changes the children, or the core would copy them (one allocation per change).
        do {
            let old = viewControllers
            guard let stack = newStack(old) else { return queue.operationDidEnd() }
            new = stack
            if let refusal = stackRefusal(new) ?? adoptionRefusal(new, old: old)
                ?? Composition.refusalToRelease(leaving: old, keeping: new, by: self)
            {
                Composition.report(self, refusal)
                return queue.operationDidEnd()
            }
            if new.contains(where: { child in Composition.mustWaitToAdopt(child) && !old.containsIdentical(child) }) {
                return queue.restartWhenFree()
            }
            if new.count == old.count, zip(new, old).allSatisfy({ $0 === $1 }) {
                return endOperation(completion, finished: false)  // nothing to do: nothing popped or changed
            }
            guard let transition = transitionPlan(from: old, to: new, animated: animated) else {
                return endOperation(completion, finished: true)  // the top stayed: done without appearance
            }
            plan = transition
            // COMP-17 (policy): the delegate's animator is asked before any hook of the transition;
            // COMP-16: only for an animated one, as UIKit asks.
            if plan.isAnimated, let delegate, let from = plan.outgoing, let to = plan.incoming {
                let operation: Operation = old.contains(to) ? .pop : .push
                let childCount = children.count
                let custom = customAnimator(delegate, operation, from: from, to: to)
                // REENT-1 (policy): a delegate that changed this container's children itself (not
                // through a request, which waits) drops this change: it was planned for a stack
                // that is gone. Its completion gets `false`.
                if isTornDown || children.count != childCount || zip(children, old).contains(where: { $0 !== $1 }) {
                    return endOperation(completion, finished: false)
                }
                if let custom { chosen = custom }
            }
        }
        let animator: TransitionAnimator =
            plan.quietlyJoining.isEmpty || !chosen.supportsCancellation ? chosen : NonCancellable(chosen)
        run(plan, animator: animator, completion: completion)
    }

    private func adoptionRefusal(_ new: [ViewController], old: [ViewController]) -> MisuseError? {
        for controller in new where !old.containsIdentical(controller) {
            if let refusal = Composition.refusalToAdopt(controller, by: self) { return refusal }
        }
        return nil
    }

    /// The transition from the stack `old` to `new`, or `nil` when the top stays: then only
    /// controllers off screen change, without appearance, and that is done here. Builds no array
    /// of the leaving or joining controllers unless some join or leave quietly.
    private func transitionPlan(
        from old: [ViewController], to new: [ViewController], animated: Bool
    ) -> ChildTransition.Plan? {
        let outgoing = old.last, incoming = new.last
        func isLeaving(_ controller: ViewController) -> Bool { !new.containsIdentical(controller) }
        func isJoining(_ controller: ViewController) -> Bool { !old.containsIdentical(controller) }
        if outgoing === incoming {
            for child in new where isJoining(child) { Composition.addChildQuietly(child, to: self) }
            for child in old.reversed() where isLeaving(child) { Composition.removeChildQuietly(child, from: self) }
            commitOrder(new)
            return nil
        }
        let isPop = incoming.map { top in old.containsIdentical(top) } ?? true
        var plan = plan(from: outgoing, to: incoming, style: isPop ? .under : .over, animated: animated && isViewLoaded)
        plan.incomingJoins = incoming.map(isJoining) ?? false
        plan.outgoingLeaves = outgoing.map(isLeaving) ?? false
        plan.quietlyJoining = new.filter { $0 !== incoming && isJoining($0) }
        plan.quietlyLeaving = old.reversed().filter { $0 !== outgoing && isLeaving($0) }
        plan.containmentOrder = .uikit  // COMP-13: UIKit's containers keep UIKit's order
        plan.finalOrder = new
        return plan
    }

    /// COMP-17: the delegate hears the new top after the will-hooks.
    override func childTransitionDidStart(_ plan: ChildTransition.Plan) {
        super.childTransitionDidStart(plan)
        if let incoming = plan.incoming {
            delegate?.navigationController(self, willShow: incoming, animated: plan.isAnimated)
        }
    }

    /// COMP-17: the delegate hears the new top after every did-hook, before the completion.
    override func transitionDidCommit(_ plan: ChildTransition.Plan) {
        super.transitionDidCommit(plan)
        if let incoming = plan.incoming, incoming.parent === self {
            delegate?.navigationController(self, didShow: incoming, animated: plan.isAnimated)
        }
    }

    override var visibleChild: ViewController? { topViewController }

    override func compositionDumpNote(naming name: (ViewController) -> String) -> String {
        "stack [" + viewControllers.map { name($0) }.joined(separator: ", ") + "]"
    }
}

/// Wraps an animator so that the transitions it drives cannot be cancelled.
@MainActor
final class NonCancellable: TransitionAnimator {
    let base: TransitionAnimator
    init(_ base: TransitionAnimator) { self.base = base }
    var supportsCancellation: Bool { false }
    func animate(_ context: TransitionContext) { base.animate(context) }
}
