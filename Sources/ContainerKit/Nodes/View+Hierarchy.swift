extension View {
    /// Adds a view as the front-most subview.
    ///
    /// When `view` is already a subview, it is brought to the front and no hook is called
    /// (`VIEW-6`). When it has another superview it moves here, with one `willMove(toSuperview:)`
    /// and never an intermediate `nil` (`VIEW-5`). The hooks follow `VIEW-1` (no window) and
    /// `VIEW-2` (into a window: window hooks over the whole subtree, parents first for the will-
    /// hooks and children first for the did-hooks).
    ///
    /// Called from a hook while this tree is being changed, the change is applied when the
    /// operation in progress has finished (`REENT-1`).
    ///
    /// - Parameter view: The view to add.
    /// - Throws: ``Misuse/viewCycle`` (`MIS-7`) when `view` is this view or one of its ancestors;
    ///   ``Misuse/tornDown`` (`MIS-12`) when either view was torn down; ``Misuse/invalidArgument``
    ///   when `view` is a ``Window``. Nothing changes when it throws.
    /// - Complexity: O(1) without a window change; O(*n*) in the size of `view`'s subtree when it
    ///   enters or leaves a window; plus O(*d*) in the depth of this view for the cycle check.
    public final func addSubview(_ view: View) throws(MisuseError) {
        // Deferred as itself, so that the front is computed when the change is applied.
        if Engine.mustDefer(self, view, view.storedSuperview) {
            Engine.enqueue(anchor: self) { () throws(MisuseError) in try self.addSubview(view) }
            return
        }
        let index = view.storedSuperview === self ? storedSubviews.count - 1 : storedSubviews.count
        try insertSubview(view, at: index)
    }

    /// Inserts a view into the subviews at an index.
    ///
    /// The hooks are those of ``addSubview(_:)`` (`VIEW-6`); only the position differs. When `view`
    /// is already a subview it is moved to `index` without hooks.
    ///
    /// - Parameters:
    ///   - view: The view to insert.
    ///   - index: The position in ``subviews``: `0...subviews.count` for a new subview,
    ///     `0..<subviews.count` when `view` is already a subview.
    /// - Throws: The errors of ``addSubview(_:)``, and ``Misuse/invalidArgument`` when `index` is out
    ///   of range. Nothing changes when it throws.
    public final func insertSubview(_ view: View, at index: Int) throws(MisuseError) {
        if Engine.mustDefer(self, view, view.storedSuperview) {
            Engine.enqueue(anchor: self) { () throws(MisuseError) in try self.insertSubview(view, at: index) }
            return
        }
        try validateInsertion(of: view)
        let isReorder = view.storedSuperview === self
        let upperBound = isReorder ? storedSubviews.count - 1 : storedSubviews.count
        guard index >= 0, index <= upperBound else {
            throw .invalid([view, self],
                "cannot insert \"\(view.name)\" into \"\(name)\" at index \(index): valid indices are 0...\(upperBound).",
                fix: "pass an index between 0 and \(upperBound).")
        }
        if isReorder {
            reorder(view, to: index)
        } else {
            Engine.run(self, view, view.storedSuperview) { View.move(view, to: self, at: index) }
        }
    }

    /// Inserts a view just above a sibling.
    ///
    /// - Parameters:
    ///   - view: The view to insert.
    ///   - sibling: A subview of this view; `view` ends up directly in front of it.
    /// - Throws: The errors of ``addSubview(_:)``, and ``Misuse/invalidArgument`` when `sibling` is
    ///   not a subview of this view or is `view` itself. Nothing changes when it throws.
    public final func insertSubview(_ view: View, aboveSubview sibling: View) throws(MisuseError) {
        if Engine.mustDefer(self, view, view.storedSuperview) {
            Engine.enqueue(anchor: self) { () throws(MisuseError) in try self.insertSubview(view, aboveSubview: sibling) }
            return
        }
        try insertSubview(view, at: try index(placing: view, nextTo: sibling, above: true))
    }

    /// Inserts a view just below a sibling.
    ///
    /// - Parameters:
    ///   - view: The view to insert.
    ///   - sibling: A subview of this view; `view` ends up directly behind it.
    /// - Throws: The errors of ``insertSubview(_:aboveSubview:)``. Nothing changes when it throws.
    public final func insertSubview(_ view: View, belowSubview sibling: View) throws(MisuseError) {
        if Engine.mustDefer(self, view, view.storedSuperview) {
            Engine.enqueue(anchor: self) { () throws(MisuseError) in try self.insertSubview(view, belowSubview: sibling) }
            return
        }
        try insertSubview(view, at: try index(placing: view, nextTo: sibling, above: false))
    }

    /// Removes the view from its superview.
    ///
    /// The hooks follow `VIEW-4` (no window) and `VIEW-3` (in a window). A view with no superview
    /// does nothing and records nothing (`VIEW-8`).
    ///
    /// - Throws: ``Misuse/tornDown`` (`MIS-12`) when the view was torn down.
    /// - Complexity: O(1) without a window; O(*n*) in the size of the subtree when it leaves one.
    public final func removeFromSuperview() throws(MisuseError) {
        guard !isTornDown else { throw .tornDown(self, operation: "remove \"\(name)\" from its superview") }
        guard let superview = storedSuperview else { return }
        if Engine.mustDefer(self, superview) {
            Engine.enqueue(anchor: superview) { () throws(MisuseError) in try self.removeFromSuperview() }
            return
        }
        try requireNotMountedContent(for: "remove \"\(name)\" from its superview")
        try requireNotWindowRoot(for: "remove \"\(name)\" from its superview")
        if let controller = storedController, let parent = controller.storedParent, parent.resolves(through: controller) {
            // Unplaced, the controller would resolve to its parent, whose view is inside this one.
            throw MisuseError(
                .viewCycle, nodes: [name, parent.name],
                message: "cannot remove \"\(name)\" from its superview: the view of its parent \"\(parent.name)\" is inside it, "
                    + "so the hierarchy would contain a cycle.",
                fix: "take the view of \"\(parent.name)\" out of \"\(name)\" first.")
        }
        Engine.run(superview, self) {
            willLeaveSuperview()
            if storedSuperview === superview { View.move(self, to: nil, at: 0) }
        }
    }

    /// Moves a subview to the front. Calls no hooks (`VIEW-6`).
    ///
    /// - Parameter view: A subview of this view.
    /// - Throws: ``Misuse/invalidArgument`` when `view` is not a subview; ``Misuse/tornDown`` when
    ///   this view was torn down.
    public final func bringSubviewToFront(_ view: View) throws(MisuseError) {
        if Engine.mustDefer(self, view) {
            Engine.enqueue(anchor: self) { () throws(MisuseError) in try self.bringSubviewToFront(view) }
            return
        }
        try requireSubview(view, for: "bring \"\(view.name)\" to the front of \"\(name)\"")
        try insertSubview(view, at: storedSubviews.count - 1)
    }

    /// Moves a subview to the back. Calls no hooks (`VIEW-6`).
    ///
    /// - Parameter view: A subview of this view.
    /// - Throws: ``Misuse/invalidArgument`` when `view` is not a subview; ``Misuse/tornDown`` when
    ///   this view was torn down.
    public final func sendSubviewToBack(_ view: View) throws(MisuseError) {
        if Engine.mustDefer(self, view) {
            Engine.enqueue(anchor: self) { () throws(MisuseError) in try self.sendSubviewToBack(view) }
            return
        }
        try requireSubview(view, for: "send \"\(view.name)\" to the back of \"\(name)\"")
        try insertSubview(view, at: 0)
    }

    /// Exchanges the subviews at two indices. Calls no hooks (`VIEW-6`).
    ///
    /// - Parameters:
    ///   - index1: The index of one subview.
    ///   - index2: The index of the other.
    /// - Throws: ``Misuse/invalidArgument`` when an index is out of range; ``Misuse/tornDown`` when
    ///   this view was torn down.
    public final func exchangeSubview(at index1: Int, withSubviewAt index2: Int) throws(MisuseError) {
        guard !isTornDown else { throw .tornDown(self, operation: "exchange subviews of \"\(name)\"") }
        let range = storedSubviews.indices
        guard range.contains(index1), range.contains(index2) else {
            throw .invalid([self],
                "cannot exchange subviews \(index1) and \(index2) of \"\(name)\": it has \(storedSubviews.count) subviews.",
                fix: "pass indices between 0 and \(storedSubviews.count - 1).")
        }
        if Engine.mustDefer(self, nil) {
            Engine.enqueue(anchor: self) { () throws(MisuseError) in
                try self.exchangeSubview(at: index1, withSubviewAt: index2)
            }
            return
        }
        storedSubviews.swapAt(index1, index2)
        storedSubviews[index1].indexInSuperview = index1
        storedSubviews[index2].indexInSuperview = index2
    }

    // MARK: - Internals

    func validateInsertion(of view: View) throws(MisuseError) {
        if isTornDown { throw .tornDown(self, operation: "add \"\(view.name)\" to \"\(name)\"") }
        if view.isTornDown { throw .tornDown(view, operation: "add \"\(view.name)\" to \"\(name)\"") }
        if view is Window {
            throw .invalid([view, self],
                "cannot add window \"\(view.name)\" to \"\(name)\": a window is always the root of its tree.",
                fix: "add the window's content to \"\(name)\", or use a plain View.")
        }
        // A view that holds nothing (no subviews, no controller, not a container) can only hold
        // itself; this keeps top-down builds O(1).
        let holdsOthers = !view.storedSubviews.isEmpty || view.storedController != nil || view is ContainerView
        if view === self || (holdsOthers && (isHeld(transitivelyBy: view) || resolves(through: view)
            || view.storedController.map { resolves(through: $0) } == true)) {
            let what = view === self ? "itself"
                : isDescendant(of: view) ? "one of its own descendants" : "kept alive through it (a controller or container loop)"
            throw MisuseError(
                .viewCycle, nodes: [view.name, name],
                message: "cannot add \"\(view.name)\" to \"\(name)\": \"\(name)\" is \(what), so the tree would contain a cycle.",
                fix: "add \"\(view.name)\" to a view outside its own subtree.")
        }
        if view.storedSuperview !== self {
            try view.requireNotMountedContent(for: "add \"\(view.name)\" to \"\(name)\"")
            try view.requireNotWindowRoot(for: "add \"\(view.name)\" to \"\(name)\"")
        }
        try validateOwnership(placing: view)
    }

    /// A window's root view controller's view moves only through `setRootViewController(_:)`.
    final func requireNotWindowRoot(for operation: @autoclosure () -> String) throws(MisuseError) {
        guard let window = storedController?.windowServedAsRoot else { return }
        throw .invalid([self, window],
            "cannot \(operation()): it is the root view of \"\(window.name)\"'s root view controller.",
            fix: "call setRootViewController(_:) on \"\(window.name)\" instead.")
    }

    /// `CONT-5`: content moves only through its container, and a list's cells only through their list.
    final func requireNotMountedContent(for operation: @autoclosure () -> String) throws(MisuseError) {
        if let list = (self as? ContainerView)?.listHost {
            throw .invalid([self, list],
                "cannot \(operation()): it is a cell of list \"\(list.name)\", which places and pools it.",
                fix: "let \"\(list.name)\" display it, or use a container that no list created.")
        }
        guard let container = storedContainer else { return }
        throw .invalid([self, container],
            "cannot \(operation()): it is the content of container \"\(container.name)\".",
            fix: "call remove() on \"\(container.name)\" first, or move the container instead.")
    }

    private func requireSubview(_ view: View, for operation: @autoclosure () -> String) throws(MisuseError) {
        if isTornDown { throw .tornDown(self, operation: operation()) }
        guard view.storedSuperview === self else {
            throw .invalid([view, self], "cannot \(operation()): \"\(view.name)\" is not a subview of \"\(name)\".",
                fix: "pass one of the subviews of \"\(name)\".")
        }
    }

    private func index(placing view: View, nextTo sibling: View, above: Bool) throws(MisuseError) -> Int {
        let side = above ? "above" : "below"
        try requireSubview(sibling, for: "insert \"\(view.name)\" \(side) \"\(sibling.name)\"")
        guard sibling !== view else {
            throw .invalid([view], "cannot insert \"\(view.name)\" \(side) itself.",
                fix: "pass a sibling other than the view being inserted.")
        }
        var position = sibling.indexInSuperview
        if view.storedSuperview === self, view.indexInSuperview < position { position -= 1 }
        return above ? position + 1 : position
    }

    /// Moves a subview to another index without hooks.
    private func reorder(_ view: View, to index: Int) {
        let from = view.indexInSuperview
        guard from != index else { return }
        storedSubviews.remove(at: from)
        storedSubviews.insert(view, at: index)
        renumberSubviews(from: Swift.min(from, index), through: Swift.max(from, index))
    }

    final func renumberSubviews(from start: Int, through end: Int) {
        guard start <= end else { return }
        for i in start...end { storedSubviews[i].indexInSuperview = i }
    }

    /// Moves `view` under `newSuperview` at `index` (or out of its superview when `nil`), calling the
    /// hooks of `VIEW-1` to `VIEW-5`. The caller validated the move.
    static func move(_ view: View, to newSuperview: View?, at index: Int) {
        let oldSuperview = view.storedSuperview
        let newWindow = newSuperview?.storedWindow
        let windowChanges = view.storedWindow !== newWindow
        let wasVisible = view.storedWindow?.isVisible == true
        let willBeVisible = newWindow?.isVisible == true
        let pass = windowChanges && wasVisible != willBeVisible ? AppearancePass(appearing: willBeVisible) : nil
        if FaultInjection.didMoveToSuperviewFirst { view.callDidMoveToSuperview() }

        if let oldSuperview {
            oldSuperview.callWillRemoveSubview(view)
            view.callWillMove(toSuperview: newSuperview)
            if windowChanges { view.callWillMoveToWindowInSubtree(newWindow, pass) }
        } else {
            if windowChanges { view.callWillMoveToWindowInSubtree(newWindow, pass) }
            view.callWillMove(toSuperview: newSuperview)
        }

        if let oldSuperview {
            let from = view.indexInSuperview
            oldSuperview.storedSubviews.remove(at: from)
            oldSuperview.renumberSubviews(from: from, through: oldSuperview.storedSubviews.count - 1)
            view.storedSuperview = nil
        }
        if let newSuperview {
            newSuperview.storedSubviews.insert(view, at: index)
            newSuperview.renumberSubviews(from: index, through: newSuperview.storedSubviews.count - 1)
            view.storedSuperview = newSuperview
        }
        let newOwner = newSuperview?.storedOwner
        if view.storedController == nil, view.storedOwner !== newOwner { view.assignOwnerToRegion(newOwner) }
        if windowChanges { View.forEachPreOrder(in: view) { $0.storedWindow = newWindow } }
        view.didChangePlace(from: oldSuperview)  // layout marks, traits, safe area (Layout/, Traits/)
        if windowChanges { view.callDidMoveToWindowInSubtree(pass) }

        if !FaultInjection.didMoveToSuperviewFirst { view.callDidMoveToSuperview() }
        newSuperview?.callDidAddSubview(view)
        pass?.finish()
    }
}
