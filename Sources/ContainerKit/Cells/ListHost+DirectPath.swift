// The list's direct path (profiled): a reused cell's display and end of display without the
// operation machinery, when nothing could tell the difference.

extension ListHost {
    /// Whether the list's own moves of `cell` (its end of display, and the remount of its kept
    /// content when the provider prepares it again) may skip the operation machinery: `false`
    /// sends them down the operation path, unchanged.
    ///
    /// The operation path exists for hooks that run user code, for recorders and logs, and for
    /// requests made while a tree changes (`REENT-1`). None of them can occur here:
    ///
    /// - **No hook runs user code.** Every hook the moves call is inherited unchanged
    ///   (`Internal/HookOverrides.swift`): the cell's view and container hooks, the list's subview
    ///   hooks, the content controller's appearance, trait, safe-area and containment hooks, the
    ///   content view's view hooks. The content view is a leaf (no subview whose hooks would run in
    ///   the window walk) and its controller holds nothing below it (no child that appearance
    ///   would reach). No child of the parent awaits its `didMove(toParent:)` (`MIS-19` would
    ///   report). User code that is no hook (a delegate's setter, a `contentFrame(in:)` override, a
    ///   composition parent following its children, a transition completed because the content
    ///   joins another parent, `LIFE-4`) runs at the same point, under the same anchors and depth,
    ///   as on the operation path (below).
    /// - **Nothing records.** No recorder or log observes the cell, its content, the list or the
    ///   parent, none observes the operation in progress, and no global recorder is set: the
    ///   skipped hooks would have recorded nothing.
    /// - **Nothing reports.** The content is not awaiting `didMove(toParent:)` (`MIS-2` would
    ///   report), and an unplaced cell with a leaf content view refuses no placement of it (no
    ///   refusal of `validateInsertion(of:)` applies: no cycle through a leaf, no owner or window
    ///   to contradict).
    /// - **Requests wait as before.** It runs only inside an operation (the list's scroll or
    ///   reload, depth above zero), whose anchors stay, and the direct remount anchors the cell
    ///   and its content as the operation path would: `contentFrame(in:)` or a frame hook that asks
    ///   for a change is deferred exactly as there.
    ///
    /// What is left is the operation itself, through the same code: `View.move` without its
    /// anchors (`View.moveNow`, which calls `View.relink`), the containment hooks' changes without
    /// the calls (`callWillMove(toParent:direct:)`), the same appearance pass, traits, safe area and
    /// layout marks. `ListDirectPathTests` replays random scrolls, reloads and data changes with
    /// and without it and compares every state and every recorded line.
    ///
    /// - Parameters:
    ///   - cell: A cell of this list.
    ///   - parent: The controller the content joins or leaves.
    /// - Returns: The content controller when the direct path applies, `nil` otherwise.
    /// - Complexity: O(1).
    final func directContent(of cell: AnyContainerView, parent: ViewController?) -> ViewController? {
        guard Engine.depth > 0, TestHooks.globalRecorder == nil, !TestHooks.disablesDirectPaths, Engine.scope.isEmpty,
            observerScope == nil, inheritedHooks.contains(ListHost.listHooks), let content = cell.contentController,
            !content.isTornDown, !cell.isTornDown, cell.observerScope == nil, content.observerScope == nil,
            cell.inheritedHooks.contains(ListHost.cellHooks), content.inheritedHooks.contains(ListHost.contentHooks),
            content.holdsNothingBelow, !content.containment.isAwaitingDidMove,
            let contentView = content.storedView, contentView.storedContainer === cell, contentView !== self,
            contentView.observerScope == nil, contentView.inheritedHooks.contains(ListHost.viewHooks),
            cell.storedSubviews.isEmpty || (cell.storedSubviews.count == 1 && cell.storedSubviews[0] === contentView)
        else { return nil }
        if let parent {
            guard parent.observerScope == nil, !parent.isTornDown, parent.containment.childrenLeftToCaller == 0
            else { return nil }
        }
        return content
    }

    /// Whether the provider's `prepare(in:)` of a reused cell may remount its kept content
    /// directly (``directContent(of:parent:)``): the cell is this list's, dequeued and not placed
    /// (no window, no owner), its content has left its parent and its view has left the cell, and
    /// no operation in progress is changing the trees involved (the operation path would defer
    /// the prepare).
    ///
    /// - Complexity: O(1), plus the busy check of the trees involved.
    final func remountsDirectly(_ cell: AnyContainerView, in parent: ViewController?) -> Bool {
        guard cell.listHost === self, !cell.isPooled, cell.storedSuperview == nil,
            let content = directContent(of: cell, parent: parent), content.storedParent == nil,
            content.storedView?.storedSuperview == nil, !isBusyNow(cell, content, parent: parent)
        else { return false }
        TestHooks.countDirectListMove()
        return true
    }

    /// The busy check of `REENT-1` for a remount (`Engine.mustDefer`), answered at once when the
    /// only anchor is this list (its scroll or reload is the operation in progress): an unplaced
    /// cell whose only possible subview is the content's unplaced leaf view, an unparented content
    /// and the parent's controller tree share no tree with the list's view tree.
    private func isBusyNow(_ cell: AnyContainerView, _ content: ViewController, parent: ViewController?) -> Bool {
        if Engine.anchors.count == 1, Engine.anchors[0] === self { return false }
        return Engine.mustDefer(Touched(cell, nil, content, parent: parent))
    }

    /// Whether placing `cell` in this list can close no loop (`MIS-7`) and contradict no owner
    /// (`MIS-3`), so that `validateNoCycle(adding:)` and `validateOwnership(placing:)` need not walk.
    ///
    /// Why: the cell holds its subviews and its content controller, nothing else. When its only
    /// possible subview is the content's root view, a leaf, and the content holds nothing below
    /// it (no child, nothing presented), everything the cell keeps alive is that controller and
    /// that leaf. This list is neither (it is not the content view), so it is not held by the
    /// cell, and the cell, unplaced, is on no resolution chain but its own: no loop. The only
    /// controller at the boundary of the cell's region is the content, whose parent is this
    /// list's owner: the ownership check would find nothing to refuse.
    ///
    /// Turned off with the direct paths (`TestSwitches.disablesDirectPaths`), so that the
    /// differential test compares it with the walks.
    ///
    /// - Complexity: O(1).
    final func placesWithoutWalks(_ cell: AnyContainerView) -> Bool {
        guard !TestHooks.disablesDirectPaths, let content = cell.contentController, content.holdsNothingBelow,
            let owner = storedOwner,
            content.storedParent === owner, let contentView = content.storedView, contentView !== self,
            contentView.storedContainer === cell
        else { return false }
        return cell.storedSubviews.isEmpty || (cell.storedSubviews.count == 1 && cell.storedSubviews[0] === contentView)
    }

    /// The hooks of a view that a cell's moves call over its subtree.
    private static var viewHooks: HookSet {
        HookSet(.willMoveToSuperview).union(HookSet(.didMoveToSuperview)).union(HookSet(.willMoveToWindow))
            .union(HookSet(.didMoveToWindow)).union(HookSet(.traitCollectionDidChange))
            .union(HookSet(.safeAreaInsetsDidChange))
    }

    /// The hooks of a cell: a view's, the content view entering and leaving it, its prepare hooks.
    private static var cellHooks: HookSet {
        viewHooks.union(HookSet(.didAddSubview)).union(HookSet(.willRemoveSubview)).union(HookSet(.containerPrepare))
            .union(HookSet(.containerDidLoad))
    }

    /// The hooks of the list: cells entering and leaving it.
    private static var listHooks: HookSet { HookSet(.didAddSubview).union(HookSet(.willRemoveSubview)) }

    /// The hooks of the content controller: appearance, traits, safe area, containment.
    private static var contentHooks: HookSet {
        HookSet(.viewWillAppear).union(HookSet(.viewDidAppear)).union(HookSet(.viewWillDisappear))
            .union(HookSet(.viewDidDisappear)).union(HookSet(.traitCollectionDidChange))
            .union(HookSet(.viewSafeAreaInsetsDidChange)).union(HookSet(.viewIsAppearing)).union(
                .inheritsWillMoveToParent
            )
            .union(.inheritsDidMoveToParent)
    }
}
