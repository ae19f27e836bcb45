/// The layout pass (`LAYOUT-1`, `LAYOUT-2`).
///
/// **Marking.** ``View/setNeedsLayout()`` only marks; marks coalesce. ContainerKit marks too, as
/// UIKit does: a new view starts marked; a view that joins a superview is marked, and so are the
/// superview it joins and the one it leaves; a view whose bounds size changes (a new
/// ``View/frame`` size) is marked; a view whose safe area changes is marked.
///
/// **Flushing.** ContainerKit has no run loop. Adding, removing or changing traits never calls
/// `layoutSubviews()` (their traces in the specification have no layout lines, and stay so). Two
/// operations lay out the views they bring on screen, as UIKit does before their did-hooks
/// (`APP-12`): showing a window lays out each appearing root controller's view (marked views
/// only) before `viewDidAppear`, and a transition (a push, a pop, a tab switch, a presentation, a
/// dismissal, a state change of a container) lays out the incoming controller's view before its
/// did-hooks. Otherwise pending layout is flushed only by an explicit ``View/layoutIfNeeded()``:
/// on a view, its subtree; on a ``Window``, the whole window — the step UIKit's run loop takes
/// before it draws. Call `window.layoutIfNeeded()` where an app would let a frame be displayed
/// (after a batch of changes, in a test before asserting frames).
///
/// **Cost.** Each view carries two bits (``LayoutFlags``): marked, and "something below may be
/// marked". A pass on a clean tree is O(1); a pass visits only the marked paths, reading the
/// subviews of each view on them.
extension View {
    /// Whether this view is marked for layout: its ``layoutSubviews()`` is due in the next pass
    /// that reaches it (`LAYOUT-1`).
    ///
    /// A new view is marked (it needs its first layout); ``setNeedsLayout()`` and the changes
    /// listed at the top of `View+Layout.swift` mark it; a layout pass unmarks it.
    ///
    /// - Complexity: O(1).
    public final var needsLayout: Bool { layoutFlags.contains(.needsLayout) }

    /// Marks this view for layout; nothing else happens until a pass (`LAYOUT-1`).
    ///
    /// Several marks before a pass coalesce: the next pass calls ``layoutSubviews()`` once.
    ///
    /// - Complexity: O(1) when the view is already marked or a nearby ancestor is on a marked
    ///   path; otherwise O(*d*) in the depth of the view, once.
    public final func setNeedsLayout() {
        guard !layoutFlags.contains(.needsLayout) else { return }
        layoutFlags.insert(.needsLayout)
        flagPathToRoot()
    }

    /// Lays out the marked views of this view's subtree now, parents before their marked
    /// descendants, each once (`LAYOUT-1`, `LAYOUT-2`).
    ///
    /// Each marked view is unmarked and gets ``layoutSubviews()``; a controller's root view gets
    /// it between its controller's ``ViewController/viewWillLayoutSubviews()`` and
    /// ``ViewController/viewDidLayoutSubviews()``. A view that a layout hook marks before the pass
    /// reaches it is laid out in this pass (a parent sizing its subviews marks them); one marked
    /// again after its turn stays marked for the next pass. Views above this one are not laid
    /// out, even when marked. With nothing marked it calls nothing.
    ///
    /// Besides a window shown and a transition (`APP-12`), this is the only way pending layout is
    /// flushed (see the top of `View+Layout.swift`); on a ``Window`` it lays out the whole window.
    ///
    /// Re-entrancy (`REENT-1`): a tree change requested from a layout hook is applied after the
    /// pass (and the operation around it) has finished, and what it marks waits for the next
    /// pass. Called from a layout hook, it lays out the marked views below the receiver except a
    /// view whose layout hooks are running and that view's subtree, which the pass in progress
    /// reaches after them (so a view calling it on itself never re-enters its own hooks). A
    /// torn-down view lays out nothing (`LIFE-2`).
    ///
    /// - Complexity: O(1) when nothing is marked in the subtree; otherwise O(*m*) in the views on
    ///   the marked paths and their subviews, plus the hooks.
    public final func layoutIfNeeded() {
        guard !isTornDown else { return }
        if let node = autoLayout?.node {
            // The constraint pass first, then the solved frames (`LAYOUT-5`); a view the solver
            // places gets its own solved frame, as UIKit's engine solves from the top (policy).
            if !layoutFlags.isDisjoint(with: .constraintMarks) {
                Engine.run(self) { ConstraintPass.run(from: self) }
            }
            LayoutEngine.flushAll()
            if !translatesAutoresizingMaskIntoConstraints, !isTornDown,
                node.engine.root !== self || !rootSizeIsItsFrame
            {
                let solved = node.engine.solvedFrame(of: self)
                if solved != frame { frame = solved }
            }
        } else if !layoutFlags.isDisjoint(with: .constraintMarks) {
            Engine.run(self) { ConstraintPass.run(from: self) }
            LayoutEngine.flushAll()
        } else if LayoutEngine.hasDirtyEngines {
            LayoutEngine.flushAll()
        }
        guard !layoutFlags.isDisjoint(with: .marks), !isTornDown else { return }
        Engine.run(self) { LayoutPass.run(from: self) }
    }

    // MARK: - Marks made by ContainerKit

    /// Sets ``LayoutFlags/descendantNeedsLayout`` on the ancestors, up to the first that has it.
    /// Every mark goes through here, after the view's own flag is set (``LayoutPass/marksMade``
    /// counts them).
    final func flagPathToRoot() {
        LayoutPass.marksMade &+= 1
        var node = storedSuperview
        while let current = node, !current.layoutFlags.contains(.descendantNeedsLayout) {
            current.layoutFlags.insert(.descendantNeedsLayout)
            node = current.storedSuperview
        }
    }

    /// The frame changed: mark on a size change, let the view react, derive the safe area again.
    /// Called by ``frame``'s observer.
    final func frameWasSet(from oldFrame: Rect) {
        let sizeChanged = oldFrame.width != frame.width || oldFrame.height != frame.height
        if sizeChanged {
            setNeedsLayout()
            if layoutFlags.contains(.hasFollowers) { resizeFollowers() }
        }
        if autoLayout != nil { frameChangedForAutoLayout() }
        SafeAreaPropagation.frameDidChange(of: self, sizeChanged: sizeChanged) {
            if sizeChanged, let window = self as? Window { window.fitRootView() }
            frameDidChange()
        }
    }

    /// Gives `superview`'s bounds to this view and makes it follow `superview`'s size: a
    /// container's child view fills the container's view, as UIKit's child views do with their
    /// flexible width and height (policy, the Auto Layout article).
    final func fill(_ superview: View) {
        layoutFlags.insert(.followsSuperviewBounds)
        superview.layoutFlags.insert(.hasFollowers)
        frame = superview.bounds
    }

    /// The subviews that follow this view's size get its new bounds.
    private func resizeFollowers() {
        for subview in storedSubviews where subview.layoutFlags.contains(.followsSuperviewBounds) {
            if subview.frame != bounds, !subview.isTornDown { subview.frame = bounds }
        }
    }

    /// The view moved (``View/move(_:to:at:)``, after the tree changed and before the did-hooks):
    /// marks for layout, then traits and safe area of the moved subtree, with their hooks.
    final func didChangePlace(from oldSuperview: View?) {
        markForLayoutAfterMove(from: oldSuperview)
        TraitPropagation.update(from: self)
        SafeAreaPropagation.update(from: self)
    }

    /// The layout marks of a move, alone: for a move that is known to change no traits and no
    /// insets (`View.addSubviewDirectly`), where the two updates would find nothing to do.
    final func markForLayoutAfterMove(from oldSuperview: View?) {
        layoutFlags.insert(.needsLayout)
        flagPathToRoot()
        oldSuperview?.setNeedsLayout()
        storedSuperview?.setNeedsLayout()
        if layoutFlags.contains(.descendantNeedsUpdateConstraints) || layoutFlags.contains(.needsUpdateConstraints) {
            flagConstraintPathToRoot()
        }
        if autoLayout?.node != nil {
            AutoLayoutParticipation.viewDidMove(self, from: oldSuperview)
        } else if storedSuperview != nil, type(of: self).requiresConstraintBasedLayout {
            _ = AutoLayoutParticipation.ensureNode(of: self)  // LAYOUT-4
        }
    }
}
