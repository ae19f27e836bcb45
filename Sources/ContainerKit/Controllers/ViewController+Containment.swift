extension ViewController {
    /// The parent controller, or `nil`. Held weakly: a parent owns its children, never the reverse.
    public final var parent: ViewController? { storedParent }

    /// The child controllers, in the order they were added (`VC-1`).
    public final var children: [ViewController] { storedChildren }

    /// Adds a child controller (`VC-1`).
    ///
    /// Calls `child.willMove(toParent: self)`, then makes `child` the last of ``children``. It does
    /// not call `didMove(toParent:)`: the container calls it after placing the child's view
    /// (`VC-2`), or use ``addChild(_:into:fileID:filePath:line:column:)``, which does all of it.
    ///
    /// A child of another controller is first removed from it as UIKit does, by its
    /// `removeFromParent()`: `child.didMove(toParent: nil)` with no `willMove(toParent: nil)` before
    /// it, then `child.willMove(toParent: self)` (`VC-4`). Policy: when the child's view is placed,
    /// it first leaves its superview (with its disappearance in a visible window), so that it is
    /// never under a view its new parent does not own (`VC-5`). Under a strict
    /// ``ContainmentPolicy`` re-parenting is refused (`MIS-4`).
    ///
    /// Refused, changing nothing (reported through ``Diagnostics``): ``Misuse/inconsistentHierarchy``
    /// (`MIS-3`) when the child's view is placed under a view owned by another controller;
    /// ``Misuse/childHasAnotherParent`` (`MIS-4`, strict mode); ``Misuse/viewCycle`` (`MIS-7`) when
    /// `child` is this controller or one of its ancestors; ``Misuse/invalidArgument`` when `child`
    /// already is a child of this controller, a container's content or a window's root;
    /// ``Misuse/tornDown`` (`MIS-12`). From a hook while either controller tree is being changed,
    /// the change waits for the operation in progress (`REENT-1`).
    ///
    /// - Parameters:
    ///   - child: The controller to add.
    ///   - fileID: The caller's `#fileID`, where a misuse is reported (``CallSite``); leave the default.
    ///   - filePath: The caller's `#filePath`; leave the default.
    ///   - line: The caller's `#line`; leave the default.
    ///   - column: The caller's `#column`; leave the default.
    public final func addChild(
        _ child: ViewController, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) {
        let outermost = Engine.enter(#function, fileID, filePath, line, column)
        defer { Engine.leave(outermost) }
        let insideOperation = Engine.depth > 0 || Engine.isDraining
        let isInsideContainerKit = CallSite(
            function: #function, fileID: fileID, filePath: filePath, line: line, column: column
        ).isInsideContainerKit
        Engine.perform(Touched(child, child.storedView, parent: self)) { () throws(MisuseError) in
            try validateAdding(child, placingViewIn: nil)
            return true
        } again: {
            { self.addChild(child, fileID: fileID, filePath: filePath, line: line, column: column) }
        } _: {
            attachChild(child)
            if !isInsideContainerKit { UnfinishedContainment.began(child, insideOperation: insideOperation) }  // MIS-19
        }
    }

    /// Adds a child and places its root view into a view of this controller, in one call (`VC-6`).
    ///
    /// The order is `addChild` (`child.willMove(toParent: self)`), the child's view loading if
    /// needed, the view joining `containerView` with the hooks of `VIEW-1`/`VIEW-2` and, in a
    /// visible window, the child's appearance (`APP-7`), then `child.didMove(toParent: self)`.
    ///
    /// Refused, changing nothing: the refusals of ``addChild(_:fileID:filePath:line:column:)``; ``Misuse/inconsistentHierarchy``
    /// (`MIS-3`) when `containerView` is not owned by this controller; ``Misuse/viewCycle``
    /// (`MIS-7`) when `containerView` lies inside the child's view; ``Misuse/unacceptableNode``
    /// (`MIS-17`) when the child's `loadView()` installs a view that cannot be placed there.
    ///
    /// - Parameters:
    ///   - child: The controller to add.
    ///   - containerView: A view owned by this controller (its root view or a view inside it that
    ///     no other controller owns).
    ///   - fileID: The caller's `#fileID`, where a misuse is reported (``CallSite``); leave the default.
    ///   - filePath: The caller's `#filePath`; leave the default.
    ///   - line: The caller's `#line`; leave the default.
    ///   - column: The caller's `#column`; leave the default.
    public final func addChild(
        _ child: ViewController, into containerView: View, fileID: StaticString = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let outermost = Engine.enter(#function, fileID, filePath, line, column)
        defer { Engine.leave(outermost) }
        Engine.perform(Touched(child, containerView, child.storedView, parent: self)) { () throws(MisuseError) in
            try validateAdding(child, placingViewIn: containerView)
            return true
        } again: {
            { self.addChild(child, into: containerView) }
        } _: {
            // A parentless child whose view sits elsewhere leaves that place first, so that its
            // possible disappearance comes before willMove(toParent:) and not between will and did.
            if child.storedParent == nil, let placed = child.storedView, placed.storedSuperview != nil,
                placed.storedSuperview !== containerView
            {
                placed.leaveSuperview()
            }
            attachChild(child)
            guard child.storedParent === self else { return }
            let childView: View = child.view
            childView.frame = containerView.bounds  // fills the target view (LAYOUT-3)
            // The view that loading handed back is validated like a direct argument (MIS-17).
            if childView.storedSuperview !== containerView {
                if let report = containerView.placementRefusal(
                    of: childView, from: .loadView(controller: child.name),
                    skipping: .childNotAdded(child: child.name, parent: name))
                {
                    // Found mid-operation: the addition is undone, never half-applied.
                    child.callDidMove(toParent: self)  // the addition completes, then is taken back
                    child.callWillMove(toParent: nil)
                    if child.storedParent === self { child.detachFromParent() }
                    Diagnostics.report(report)
                    return
                }
                View.move(childView, to: containerView, at: containerView.storedSubviews.count)
            }
            child.callDidMove(toParent: self)
        }
    }

    /// Removes a child and its view in one call (`VC-6`).
    ///
    /// The order is `child.willMove(toParent: nil)`, the child's view leaving its superview (with
    /// its disappearance in a visible window, `APP-7`), then `removeFromParent()`, which calls
    /// `child.didMove(toParent: nil)` (`VC-3`).
    ///
    /// Refused, changing nothing: ``Misuse/invalidArgument`` when `child` is not a child of this
    /// controller or is a container's content (remove it through its container);
    /// ``Misuse/tornDown`` (`MIS-12`).
    ///
    /// - Parameters:
    ///   - child: A child of this controller.
    ///   - fileID: The caller's `#fileID`, where a misuse is reported (``CallSite``); leave the default.
    ///   - filePath: The caller's `#filePath`; leave the default.
    ///   - line: The caller's `#line`; leave the default.
    ///   - column: The caller's `#column`; leave the default.
    public final func removeChild(
        _ child: ViewController, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) {
        let outermost = Engine.enter(#function, fileID, filePath, line, column)
        defer { Engine.leave(outermost) }
        Engine.perform(Touched(child, child.storedView, parent: self)) { () throws(MisuseError) in
            if isTornDown { throw .tornDown(self, operation: .remove(child.name, from: name)) }
            if child.isTornDown { throw .tornDown(child, operation: .remove(child.name, from: name)) }
            guard child.storedParent === self else {
                throw MisuseError(.notAChild(child: child.name, parent: name, operation: .remove))
            }
            try child.requireNotContent(for: .remove(child.name, from: name))
            return true
        } again: {
            { self.removeChild(child) }
        } _: {
            removeChildNow(child)
        }
    }

    /// `VC-3` in one call, without validation or deferral.
    final func removeChildNow(_ child: ViewController) {
        Engine.run(self, child) {
            Engine.willAdopt(child, by: nil)  // LIFE-4: a transition adding or moving the child ends first
            // A removal already announced (a container's transition removing it) is finished, not
            // announced twice (VC-2).
            child.announceRemovalOnce()
            if let childView = child.storedView, childView.storedSuperview != nil {
                View.move(childView, to: nil, at: 0)
            }
            if child.storedParent === self { child.detachFromParent() }
        }
    }

    /// Detaches the controller from its parent and calls `didMove(toParent: nil)` (`VC-3`).
    ///
    /// Call ``willMove(toParent:)`` with `nil` first, and remove the view from its superview, as in
    /// UIKit; ``ViewController/removeChild(_:fileID:filePath:line:column:)`` does all three. Removing without
    /// `willMove(toParent: nil)` first is reported (`MIS-1`) and still done. Without a parent it
    /// does nothing.
    ///
    /// Refused for a torn-down controller (`MIS-12`) and for a container's content (remove it
    /// through its container). From a hook while its controller tree is being changed, the removal
    /// waits for the operation in progress (`REENT-1`), and then removes the controller from the
    /// parent it had when it was asked: if it has moved to another parent meanwhile, it stays there.
    ///
    /// - Parameters:
    ///   - fileID: The caller's `#fileID`, where a misuse is reported (``CallSite``); leave the default.
    ///   - filePath: The caller's `#filePath`; leave the default.
    ///   - line: The caller's `#line`; leave the default.
    ///   - column: The caller's `#column`; leave the default.
    public final func removeFromParent(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let outermost = Engine.enter(#function, fileID, filePath, line, column)
        defer { Engine.leave(outermost) }
        Engine.perform(Touched(self)) { () throws(MisuseError) in
            if isTornDown { throw .tornDown(self, operation: .removeFromParent(name)) }
            guard let parent = storedParent else { return false }
            try requireNotContent(for: .remove(name, from: parent.name))
            return true
        } again: {
            // A removal from the parent it has now: a controller that moved to another parent
            // before the request runs has left this one already, and is not taken from the new one.
            { [weak parent = storedParent] in
                guard let parent, self.storedParent === parent else { return }
                self.removeFromParent()
            }
        } _: {
            guard let parent = storedParent else { return }
            if containment.isRemovalUnannounced() {
                Diagnostics.report(
                    MisuseError(.removedWithoutWillMove(child: name, parent: parent.name)))
            }
            detachFromParent()
        }
    }

    // MARK: - Internals

    /// The base behaviour of `willMove(toParent:)`: the containment phase, `MIS-2`, the trace.
    final func handleWillMove(toParent parent: ViewController?) {
        _ = HookGate.enter(self, .willMoveToParent)
        Engine.run(self, parent) {
            guard !refusesAfterTeardown(.willMoveToParent) else { return }
            applyWillMove(toParent: parent)
            Engine.emit(.willMoveToParent, on: self, parent)
        }
    }

    /// What the base `willMove(toParent:)` changes: the containment phase (`MIS-2` when the last
    /// addition was not finished). Shared by the hook and the list's direct path, which calls it
    /// in place of an inherited hook that nothing records.
    private func applyWillMove(toParent parent: ViewController?) {
        if containment.willMove(toParent: parent != nil) {
            Diagnostics.report(
                .missedDidMove(self, before: parent.map { .addition(to: $0.name) } ?? .willMoveToNil))
        }
    }

    /// The base behaviour of `didMove(toParent:)`: the containment phase and the trace.
    final func handleDidMove(toParent parent: ViewController?) {
        _ = HookGate.enter(self, .didMoveToParent)
        Engine.run(self, parent) {
            guard !refusesAfterTeardown(.didMoveToParent) else { return }
            applyDidMove(toParent: parent)
            Engine.emit(.didMoveToParent, on: self, parent)
        }
    }

    /// What the base `didMove(toParent:)` changes: the containment phase and the `MIS-19` count
    /// (shared as ``applyWillMove(toParent:)``).
    private func applyDidMove(toParent parent: ViewController?) {
        if containment.isLeftToCaller, let parent, parent.containment.childrenLeftToCaller > 0 {
            parent.containment.childrenLeftToCaller -= 1  // MIS-19: finished as it should be
        }
        containment.didMove()
    }

    /// Calls `willMove(toParent:)`; never on a torn-down controller (`LIFE-2`).
    ///
    /// `direct`: the list's direct path (`Cells/ListHost+DirectPath.swift`) has proven that the
    /// class inherits the hook and that nothing records it; the hook's change is applied without
    /// calling it.
    final func callWillMove(toParent parent: ViewController?, direct: Bool = false) {
        guard !isTornDown else { return }
        if direct { return applyWillMove(toParent: parent) }
        HookGate.call(self, .willMoveToParent, parent) { willMove(toParent: parent) }
    }

    /// Announces the controller's removal from its parent (`willMove(toParent: nil)`, `VC-3`)
    /// unless it is announced already: a removal that one change announced and that waits (its
    /// view's tree was busy, `REENT-1`) is finished by the next change, not announced twice
    /// (`VC-2`).
    final func announceRemovalOnce() {
        if containment.isRemovalUnannounced() { callWillMove(toParent: nil) }
    }

    /// Calls `didMove(toParent:)`; never on a torn-down controller (`LIFE-2`). `direct`: as
    /// ``callWillMove(toParent:direct:)``.
    final func callDidMove(toParent parent: ViewController?, direct: Bool = false) {
        guard !isTornDown else { return }
        if direct { return applyDidMove(toParent: parent) }
        HookGate.call(self, .didMoveToParent, parent) { didMove(toParent: parent) }
    }

    /// `CONT-5`: a container's content controller joins and leaves parents only through its container.
    final func requireNotContent(for operation: @autoclosure () -> MisuseError.Reason.Operation) throws(MisuseError) {
        guard let container = storedView?.storedContainer else { return }
        throw MisuseError(
            .isContent(node: name, container: container.name, operation: operation(), content: .controller))
    }

    /// The window this controller is the root view controller of, if any.
    final var windowServedAsRoot: Window? {
        guard let window = storedView?.storedSuperview as? Window, window.rootViewController === self else {
            return nil
        }
        return window
    }

    /// `VC-1`, after a `VC-4` removal from a previous parent: as UIKit's `removeFromParent()`, no
    /// `willMove(toParent: nil)`; the placed view leaves first (policy, keeps `VC-5`).
    ///
    /// `direct`: as ``callWillMove(toParent:direct:)``, for a child without a parent.
    final func attachChild(_ child: ViewController, direct: Bool = false) {
        Engine.willAdopt(child, by: self)  // LIFE-4: a transition involving the child elsewhere ends
        UnfinishedContainment.check(childrenOf: self, when: .parentChangedChildren(name))  // MIS-19
        if child.storedParent != nil {
            if child.containment.isAwaitingCallersDidMove {
                Diagnostics.report(.missedDidMove(child, before: .addition(to: name)))
            }
            if let childView = child.storedView, childView.storedSuperview != nil {
                AppearancePass.childLeavesParent(childView) { childView.leaveSuperview() }
            }
            child.detachFromParent()
        }
        guard child.storedParent == nil, !child.isTornDown else { return }
        child.callWillMove(toParent: self, direct: direct)
        storedChildren.append(child)
        child.indexInParent = childIndexBase + storedChildren.count - 1
        child.storedParent = self
        child.refreshObserverScopes()  // TRACE-3: matters when its view is not placed
        childrenDidChange(removing: nil)
    }

    /// Unlinks from the parent and calls `didMove(toParent: nil)` (`direct`: as
    /// ``callDidMove(toParent:direct:)``).
    final func detachFromParent(direct: Bool = false) {
        guard let parent = storedParent else { return }
        let position = indexInParent - parent.childIndexBase
        parent.storedChildren.remove(at: position)
        if parent.storedChildren.isEmpty {
            parent.childIndexBase = 0
        } else if position < parent.storedChildren.count - position {
            for i in 0..<position { parent.storedChildren[i].indexInParent += 1 }  // keep p + base
            parent.childIndexBase += 1
        } else {
            for i in position..<parent.storedChildren.count { parent.storedChildren[i].indexInParent -= 1 }
        }
        storedParent = nil
        ChainTop.chainWasCut()
        refreshObserverScopes()
        parent.childrenDidChange(removing: self)
        // APP-2, APP-9: the end of a begin the parent forwarded reaches only its children: a child
        // that leaves in between (re-parented while a presentation covering the parent runs) ends
        // it now.
        if isForwardedByParent {
            isForwardedByParent = false
            if isAppearanceOpen {  // unless its view left a window meanwhile, ending it
                // An appearing child whose view is not in a visible window (its parent's view was
                // not placed yet) turns back instead of appearing where nothing is shown (APP-1).
                if appearance.state == .appearing, !isViewInVisibleWindow {
                    requestBegin(appearing: false, animated: false)
                }
                requestEnd()
            }
        }
        callDidMove(toParent: nil, direct: direct)
        UnfinishedContainment.check(childrenOf: parent, when: .parentChangedChildren(parent.name))  // MIS-19
    }

    /// Puts the children that are in `order` in that order, in the places they already hold
    /// among the other children; no hook (a reordering is not a move, as in UIKit's containers).
    ///
    /// - Complexity: O(*n* + *k*) in the children and the controllers of `order`.
    final func reorderChildren(_ order: [ViewController]) {
        let ordered = order.filter { $0.storedParent === self }
        guard ordered.count > 1 else { return }
        var slots = ordered.map { $0.indexInParent - childIndexBase }
        slots.sort()
        for (slot, child) in zip(slots, ordered) {
            storedChildren[slot] = child
            child.indexInParent = childIndexBase + slot
        }
    }

    /// Why `child` could not be added to this controller now (the checks of ``addChild(_:)``),
    /// or `nil`: for containers that check a request before they start it.
    final func refusalToAdd(_ child: ViewController) -> MisuseError? {
        do throws(MisuseError) {
            try validateAdding(child, placingViewIn: nil)
            return nil
        } catch {
            return error
        }
    }

    /// `MIS-7` for a new child: it must not be this controller or one of its ancestors, nor keep
    /// this controller alive or lie on its resolution chain.
    ///
    /// - Complexity: O(1) when the child holds nothing below it (`holdsNothingBelow`, the case of
    ///   a new controller added top-down); otherwise O(*h*) in the nodes above this controller.
    private func validateNoCycle(addingChild child: ViewController) throws(MisuseError) {
        // Nothing lies below such a child: it can only close a loop with itself.
        if child !== self, child.holdsNothingBelow { return }
        var ancestor: ViewController? = self
        while let current = ancestor {
            if current === child {
                throw MisuseError(.controllerCycle(child: child.name, parent: name, isItself: child === self))
            }
            ancestor = current.storedParent
        }
        if isHeld(transitivelyBy: child) || mayResolve(through: child) {
            throw MisuseError(.parentKeptAliveByChild(child: child.name, parent: name))
        }
    }

    private func validateAdding(_ child: ViewController, placingViewIn containerView: View?) throws(MisuseError) {
        if isTornDown { throw .tornDown(self, operation: .add(child.name, to: name)) }
        if child.isTornDown { throw .tornDown(child, operation: .add(child.name, to: name)) }
        if let containerView, containerView.isTornDown {
            throw .tornDown(containerView, operation: .place(child.name, into: containerView.name))
        }
        try child.requireNotContent(for: .add(child.name, to: name))
        if child.storedParent === self {
            throw MisuseError(.alreadyAChild(child: child.name, parent: name))
        }
        try validateNoCycle(addingChild: child)
        if let refusal = Engine.presentationRefusal(adopting: child, by: self) { throw refusal }
        if let window = child.windowServedAsRoot {
            throw MisuseError(.windowRootCannotBeChild(controller: child.name, window: window.name, parent: name))
        }
        if let oldParent = child.storedParent, effectiveContainmentPolicy == .strict {
            throw MisuseError(.childHasAnotherParent(child: child.name, oldParent: oldParent.name, parent: name))
        }
        if let containerView {
            let owner = containerView.storedOwner
            guard owner === self else {
                throw MisuseError(
                    .placementViewNotOwned(
                        child: child.name, view: containerView.name, owner: owner?.name, parent: name))
            }
            if let childView = child.storedView, containerView.isDescendant(of: childView) {
                throw MisuseError(
                    .viewCycle(view: childView.name, superview: containerView.name, relation: .descendant))
            }
        } else if child.storedParent == nil, let childView = child.storedView,
            let superview = childView.storedSuperview, superview.storedOwner !== self,
            superview.storedOwner != nil || superview.storedWindow != nil
        {
            // VC-5: the child's view already sits under another controller's view, or under a view
            // of a window that no controller owns (a window's own subviews): the nearest owner
            // above it would not be its new parent. (A detached view tree that no controller owns
            // breaks nothing yet: the rule is about views in a window.)
            if let owner = superview.storedOwner {
                throw MisuseError(.childViewUnderOwnedView(child: child.name, owner: owner.name, parent: name))
            }
            throw MisuseError(.childViewUnderUnownedView(child: child.name, superview: superview.name, parent: name))
        }
    }
}

extension MisuseError {
    @MainActor
    static func missedDidMove(
        _ controller: ViewController, before event: MisuseError.Reason.ContainmentEvent
    ) -> MisuseError {
        MisuseError(.missedDidMove(child: controller.name, parent: controller.parent?.name, event: event))
    }

    @MainActor
    static func misplacedChild(_ child: ViewController, newParent: ViewController?, owner: ViewController)
        -> MisuseError
    {
        // Content joins its parent through its container: the fix is to prepare it elsewhere.
        MisuseError(
            .viewUnderOtherOwner(
                child: child.name, owner: owner.name, parent: newParent?.name,
                container: child.storedView?.storedContainer?.name))
    }
}
