extension View {
    /// Adds a view as the front-most subview.
    ///
    /// When `view` is already a subview, it is brought to the front and no hook is called
    /// (`VIEW-6`). When it has another superview it moves here, with one `willMove(toSuperview:)`
    /// and never an intermediate `nil` (`VIEW-5`). The hooks follow `VIEW-1` (no window) and
    /// `VIEW-2` (into a window: window hooks over the whole subtree, parents first for the will-
    /// hooks and children first for the did-hooks).
    ///
    /// Refused, changing nothing (reported through ``Diagnostics``, thrown inside
    /// ``withMisuseChecking(_:)``): ``Misuse/viewCycle`` (`MIS-7`) when `view` is this view or one
    /// of its ancestors; ``Misuse/tornDown`` (`MIS-12`) when either view was torn down;
    /// ``Misuse/inconsistentHierarchy`` (`MIS-3`) when a controller's view would land under a view
    /// its parent does not own; ``Misuse/invalidArgument`` when `view` is a ``Window``, a
    /// container's content or a window's root view. Called from a hook while one of the trees
    /// involved is being changed, the change is applied when the operation in progress has
    /// finished (`REENT-1`).
    ///
    /// - Parameters:
    ///   - view: The view to add.
    ///   - fileID: The caller's `#fileID`, where a misuse is reported (``CallSite``); leave the default.
    ///   - filePath: The caller's `#filePath`; leave the default.
    ///   - line: The caller's `#line`; leave the default.
    ///   - column: The caller's `#column`; leave the default.
    /// - Complexity: O(1) without a window change; O(*n*) in the size of `view`'s subtree when it
    ///   enters or leaves a window; plus O(*d*) in the depth of this view for the cycle check.
    public final func addSubview(
        _ view: View, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) {
        if addSubviewDirectly(view) { return }  // reports nothing: no location to keep
        let outermost = Engine.enter(#function, fileID, filePath, line, column)
        defer { Engine.leave(outermost) }
        Engine.perform(Touched(self, view)) { () throws(MisuseError) in
            try validateInsertion(of: view)
            return true
        } again: {
            { self.addSubview(view) }
        } _: {
            place(view, at: view.storedSuperview === self ? storedSubviews.count - 1 : storedSubviews.count)
        }
    }

    /// ``addSubview(_:fileID:filePath:line:column:)`` without the operation machinery, when nothing could tell the difference;
    /// `false`, having done nothing, otherwise (BENCHMARKS.md, problem 2).
    ///
    /// The operation path (validation closures, anchors, observer scopes, the drain) exists for
    /// hooks, recorders and re-entrant requests. This path applies only when none of them can
    /// occur: no operation in progress (nothing is busy, nothing is queued), no global recorder, and
    /// every hook the change would call inherited unchanged (each would return at once, or only
    /// record, `HookOverrides.swift`), so no user code runs. When recorders or logs observe the
    /// views it touches, the hooks are called in the operation path's order (`moveNow`) with the
    /// operation's observers, and record what they would record there (`TRACE-1`); no refusal can
    /// reach a log.
    /// It covers a plain view (no controller, not a container, not a window, not mounted) that
    /// either is a leaf, or keeps its window and owner; its traits and safe-area insets must come
    /// out the same (the same inherited trait box, zero insets around it), so that no trait or
    /// safe-area hook is due. Then every refusal of `validateInsertion(of:)` is ruled out by the
    /// conditions (a leaf carries no controller and holds nothing; otherwise the cycle check's
    /// region-chain answer is asked), and the change is `View.move`'s without its skipped hooks.
    /// `DirectPathTests` compares it with the operation path on random sequences.
    private func addSubviewDirectly(_ view: View) -> Bool {
        guard Engine.depth == 0, TestHooks.globalRecorder == nil, !TestHooks.disablesDirectPaths,
            view !== self, !isTornDown, !view.isTornDown, view.holdsOnlyItsSubviews, view.storedContainer == nil,
            view.inheritedHooks.contains(.willMoveToSuperview), view.inheritedHooks.contains(.didMoveToSuperview),
            inheritedHooks.contains(.didAddSubview)
        else { return false }
        let oldSuperview = view.storedSuperview
        guard oldSuperview !== self, oldSuperview?.inheritedHooks.contains(.willRemoveSubview) ?? true,
            !(view is Window)
        else { return false }
        let newWindow = storedWindow
        let windowChanges = view.storedWindow !== newWindow
        if view.storedSubviews.isEmpty {
            if windowChanges {
                guard view.inheritedHooks.contains(.willMoveToWindow), view.inheritedHooks.contains(.didMoveToWindow)
                else { return false }
            }
        } else {
            // Same window (no subtree walk, no appearance), same owner (VC-5 holds, no region
            // walk), and no loop along the region's chain.
            guard !windowChanges, view.storedOwner === storedOwner, regionChainCycleAnswer(adding: view) == false
            else { return false }
        }
        // The same inherited traits, and zero insets around: no trait or safe-area change.
        guard storedTraits === oldSuperview?.storedTraits, safeAreaInsets == .zero, view.safeAreaInsets == .zero
        else { return false }

        TestHooks.countDirectAddition()
        if observerScope != nil || view.observerScope != nil {
            // Observed (profiled): the hooks are called, each only records (they are inherited), in
            // the order and to the observers of the operation path; nothing else of that path is
            // needed, since no user code runs.
            let saved = Engine.scope
            Engine.scope.add(observerScope)
            Engine.scope.add(view.observerScope)
            View.moveNow(view, to: self, at: storedSubviews.count)
            Engine.scope = saved
            return true
        }
        View.relink(view, from: oldSuperview, to: self, at: storedSubviews.count, newWindow: newWindow)
        // `didChangePlace` without its trait and safe-area updates: with the same inherited trait
        // box and zero insets around (checked above), both would recompute the same values.
        view.markForLayoutAfterMove(from: oldSuperview)
        return true
    }

    /// Inserts a view into the subviews at an index.
    ///
    /// The hooks are those of ``addSubview(_:fileID:filePath:line:column:)`` (`VIEW-6`); only the position differs. When `view`
    /// is already a subview it is moved to `index` without hooks. An index past the end appends,
    /// as UIKit does, and is reported (`MIS-18`); in strict mode (``ContainmentPolicy/strict``) it
    /// is refused.
    ///
    /// Refused, changing nothing: the refusals of ``addSubview(_:fileID:filePath:line:column:)``, and ``Misuse/invalidArgument``
    /// for a negative index.
    ///
    /// - Parameters:
    ///   - view: The view to insert.
    ///   - index: The position in ``subviews``: `0...subviews.count` for a new subview,
    ///     `0..<subviews.count` when `view` is already a subview.
    ///   - fileID: The caller's `#fileID`, where a misuse is reported (``CallSite``); leave the default.
    ///   - filePath: The caller's `#filePath`; leave the default.
    ///   - line: The caller's `#line`; leave the default.
    ///   - column: The caller's `#column`; leave the default.
    public final func insertSubview(
        _ view: View, at index: Int, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        let outermost = Engine.enter(#function, fileID, filePath, line, column)
        defer { Engine.leave(outermost) }
        Engine.perform(Touched(self, view)) { () throws(MisuseError) in
            try validateInsertion(of: view)
            if index < 0 {
                throw MisuseError(.negativeInsertionIndex(view: view.name, superview: name, index: index))
            }
            if index > insertionUpperBound(for: view) { try refuseOutOfRangeInStrictMode(view, .index(index)) }
            return true
        } again: {
            { self.insertSubview(view, at: index) }
        } _: {
            let upperBound = insertionUpperBound(for: view)
            if index > upperBound { reportAppended(view, .index(index)) }
            place(view, at: Swift.min(index, upperBound))
        }
    }

    /// Inserts a view just above a sibling.
    ///
    /// The hooks are those of ``addSubview(_:fileID:filePath:line:column:)``. A `sibling` that is not a subview of this view
    /// appends `view` at the front, as UIKit does, and is reported (`MIS-18`); in strict mode it is
    /// refused.
    ///
    /// - Parameters:
    ///   - view: The view to insert.
    ///   - sibling: A subview of this view; `view` ends up directly in front of it.
    ///   - fileID: The caller's `#fileID`, where a misuse is reported (``CallSite``); leave the default.
    ///   - filePath: The caller's `#filePath`; leave the default.
    ///   - line: The caller's `#line`; leave the default.
    ///   - column: The caller's `#column`; leave the default.
    public final func insertSubview(
        _ view: View, aboveSubview sibling: View, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        let outermost = Engine.enter(#function, fileID, filePath, line, column)
        defer { Engine.leave(outermost) }
        insertSubview(view, nextTo: sibling, above: true)
    }

    /// Inserts a view just below a sibling.
    ///
    /// The hooks are those of ``addSubview(_:fileID:filePath:line:column:)``. A `sibling` that is not a subview of this view
    /// appends `view` at the front, as UIKit does, and is reported (`MIS-18`); in strict mode it is
    /// refused.
    ///
    /// - Parameters:
    ///   - view: The view to insert.
    ///   - sibling: A subview of this view; `view` ends up directly behind it.
    ///   - fileID: The caller's `#fileID`, where a misuse is reported (``CallSite``); leave the default.
    ///   - filePath: The caller's `#filePath`; leave the default.
    ///   - line: The caller's `#line`; leave the default.
    ///   - column: The caller's `#column`; leave the default.
    public final func insertSubview(
        _ view: View, belowSubview sibling: View, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        let outermost = Engine.enter(#function, fileID, filePath, line, column)
        defer { Engine.leave(outermost) }
        insertSubview(view, nextTo: sibling, above: false)
    }

    /// Removes the view from its superview.
    ///
    /// The hooks follow `VIEW-4` (no window) and `VIEW-3` (in a window). A view with no superview
    /// does nothing and records nothing (`VIEW-8`).
    ///
    /// Refused, changing nothing: ``Misuse/tornDown`` (`MIS-12`); ``Misuse/invalidArgument`` for a
    /// container's content (remove it through the container) or a window's root view (use
    /// ``Window/rootViewController``); ``Misuse/viewCycle`` when the view of this view's
    /// controller's parent is inside it.
    ///
    /// - Parameters:
    ///   - fileID: The caller's `#fileID`, where a misuse is reported (``CallSite``); leave the default.
    ///   - filePath: The caller's `#filePath`; leave the default.
    ///   - line: The caller's `#line`; leave the default.
    ///   - column: The caller's `#column`; leave the default.
    ///
    /// - Complexity: O(1) without a window; O(*n*) in the size of the subtree when it leaves one.
    public final func removeFromSuperview(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let outermost = Engine.enter(#function, fileID, filePath, line, column)
        defer { Engine.leave(outermost) }
        Engine.perform(Touched(storedSuperview, self)) { () throws(MisuseError) in
            try validateRemoval()
        } again: {
            { self.removeFromSuperview() }
        } _: {
            leaveSuperview()
        }
    }

    /// Moves a subview to the front. Calls no hooks (`VIEW-6`).
    ///
    /// Refused, changing nothing: ``Misuse/invalidArgument`` when `view` is not a subview;
    /// ``Misuse/tornDown`` when this view was torn down.
    ///
    /// - Parameters:
    ///   - view: A subview of this view.
    ///   - fileID: The caller's `#fileID`, where a misuse is reported (``CallSite``); leave the default.
    ///   - filePath: The caller's `#filePath`; leave the default.
    ///   - line: The caller's `#line`; leave the default.
    ///   - column: The caller's `#column`; leave the default.
    public final func bringSubviewToFront(
        _ view: View, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) {
        let outermost = Engine.enter(#function, fileID, filePath, line, column)
        defer { Engine.leave(outermost) }
        Engine.perform(Touched(self)) { () throws(MisuseError) in
            try requireSubview(view, for: .bringToFront(view.name, of: name))
            return true
        } again: {
            { self.bringSubviewToFront(view) }
        } _: {
            reorder(view, to: storedSubviews.count - 1)
        }
    }

    /// Moves a subview to the back. Calls no hooks (`VIEW-6`).
    ///
    /// Refused, changing nothing: ``Misuse/invalidArgument`` when `view` is not a subview;
    /// ``Misuse/tornDown`` when this view was torn down.
    ///
    /// - Parameters:
    ///   - view: A subview of this view.
    ///   - fileID: The caller's `#fileID`, where a misuse is reported (``CallSite``); leave the default.
    ///   - filePath: The caller's `#filePath`; leave the default.
    ///   - line: The caller's `#line`; leave the default.
    ///   - column: The caller's `#column`; leave the default.
    public final func sendSubviewToBack(
        _ view: View, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) {
        let outermost = Engine.enter(#function, fileID, filePath, line, column)
        defer { Engine.leave(outermost) }
        Engine.perform(Touched(self)) { () throws(MisuseError) in
            try requireSubview(view, for: .sendToBack(view.name, of: name))
            return true
        } again: {
            { self.sendSubviewToBack(view) }
        } _: {
            reorder(view, to: 0)
        }
    }

    /// Exchanges the subviews at two indices. Calls no hooks (`VIEW-6`).
    ///
    /// Refused, changing nothing: ``Misuse/invalidArgument`` when an index is out of range;
    /// ``Misuse/tornDown`` when this view was torn down.
    ///
    /// - Parameters:
    ///   - index1: The index of one subview.
    ///   - index2: The index of the other.
    ///   - fileID: The caller's `#fileID`, where a misuse is reported (``CallSite``); leave the default.
    ///   - filePath: The caller's `#filePath`; leave the default.
    ///   - line: The caller's `#line`; leave the default.
    ///   - column: The caller's `#column`; leave the default.
    public final func exchangeSubview(
        at index1: Int, withSubviewAt index2: Int, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        let outermost = Engine.enter(#function, fileID, filePath, line, column)
        defer { Engine.leave(outermost) }
        Engine.perform(Touched(self)) { () throws(MisuseError) in
            guard !isTornDown else { throw .tornDown(self, operation: .exchangeSubviews(of: name)) }
            let range = storedSubviews.indices
            guard range.contains(index1), range.contains(index2) else {
                throw MisuseError(
                    .exchangeOutOfRange(view: name, index1: index1, index2: index2, count: storedSubviews.count))
            }
            return true
        } again: {
            { self.exchangeSubview(at: index1, withSubviewAt: index2) }
        } _: {
            storedSubviews.swapAt(index1, index2)
            storedSubviews[index1].indexInSuperview = index1
            storedSubviews[index2].indexInSuperview = index2
        }
    }

    // MARK: - Internals

    func validateInsertion(of view: View) throws(MisuseError) {
        if isTornDown { throw .tornDown(self, operation: .add(view.name, to: name)) }
        if view.isTornDown { throw .tornDown(view, operation: .add(view.name, to: name)) }
        if view is Window {
            throw MisuseError(.windowAsSubview(window: view.name, superview: name))
        }
        try validateNoCycle(adding: view)
        if view.storedSuperview !== self, view.storedContainer !== self {
            try view.requireNotMountedContent(for: .add(view.name, to: name))
            try view.requireNotWindowRoot(for: .add(view.name, to: name))
        }
        try validateOwnership(placing: view)
    }

    /// Whether nothing but its subviews lies below this view: it holds no other node and is no
    /// controller's root view (a root view is reached through its controller, which holds more).
    final var holdsOnlyItsSubviews: Bool { storedController == nil && !holdsNodesBesideSubviews }

    /// Whether this view holds no node at all: no subviews and nothing else. (Its controller, if it
    /// is a root view, is asked separately: `holdsNothingBelow`.)
    final var holdsNoNode: Bool { storedSubviews.isEmpty && !holdsNodesBesideSubviews }

    /// `MIS-7`: placing `view` under this view must not close a loop, neither in who holds whom
    /// (`LIFE-1`) nor in the resolution chain (an unplaced child resolves to its parent, so a
    /// parent's view inside the child's view loops every upward walk).
    ///
    /// - Complexity: O(1) for a view that holds nothing (top-down builds); O(*d*) in the views
    ///   between this view and the top of its region for a plain view that keeps its owner;
    ///   otherwise O(*h*) in the nodes above this view.
    final func validateNoCycle(adding view: View) throws(MisuseError) {
        // Nothing lies below a view that holds no node and is no root view, or the root view of a
        // controller that holds nothing below it: it can only close a loop with itself. This keeps
        // top-down builds O(1), of views and of controllers (`addChild(_:into:)`).
        let holdsOthers = !view.holdsNoNode || view.storedController?.holdsNothingBelow == false
        let closesLoop: Bool
        if view === self {
            closesLoop = true
        } else if !holdsOthers || isChildRootViewWithoutSubviews(view) {
            closesLoop = false
        } else if let answer = regionChainCycleAnswer(adding: view) {
            // A plain view that keeps its owner (BENCHMARKS.md, problem 3): the superview chain up
            // to the top of its region answers (the reasoning is on `regionChainCycleAnswer`).
            closesLoop = answer
        } else {
            closesLoop =
                isHeld(transitivelyBy: view) || resolves(through: view)
                || view.storedController.map { mayResolve(through: $0) } == true
        }
        guard closesLoop else { return }
        let relation: MisuseError.Reason.CycleRelation =
            view === self ? .itself : isDescendant(of: view) ? .descendant : .keptAlive
        throw MisuseError(.viewCycle(view: view.name, superview: name, relation: relation))
    }

    /// Whether `view` is the root view of a child of this view's owner and holds no node (no
    /// subviews, not a container or a list): placing it here cannot close a loop (`MIS-7`),
    /// whatever its controller holds below, so a chain of nested containers placing their
    /// children's views top-down stays linear (`LIFE-5`).
    ///
    /// Why: `view` holds nothing, so nothing above this view is held by it, and nothing resolves
    /// to it (no subview has it as its scope-parent). Its controller `C` could only come on this
    /// view's resolution chain after the owner `P` (the chain reaches `P` through `P`'s region,
    /// which `view` is not in), and `C` resolves to `P` through its parent link: `C` after `P`
    /// would be a loop of the resolution graph, which every operation keeps free of loops (the
    /// checks below refuse each link that would close one).
    ///
    /// - Complexity: O(1).
    private func isChildRootViewWithoutSubviews(_ view: View) -> Bool {
        guard let controller = view.storedController, let owner = storedOwner else { return false }
        return controller.storedParent === owner && view.holdsNoNode && view !== self
    }

    /// The answer of the cycle check for a plain view that keeps its owner, from this view's
    /// superview chain alone; `nil` when that case does not apply (BENCHMARKS.md, problem 3).
    ///
    /// It applies when `view` has no controller, is not a container or a list, and has the same
    /// owner as this view (or both have none), so that `view` lies strictly below the top of this
    /// view's region (a controller's root view, or the top of the tree). The full check walks the
    /// holders from this view upwards. On the way to that top, every view must be held by its
    /// superview only (no container or list holding it from elsewhere: otherwise `nil`), so the
    /// walk follows the superview chain. Above the top, it can never come back into the top's
    /// subtree, where `view` is: a path that did would already be a cycle, and every operation
    /// keeps the holders and the resolution chain free of cycles (`LIFE-1`, `MIS-7`). The walk
    /// along the resolution chain (`resolves(through:)`) follows the same views up to the top. So
    /// `view` closes a loop exactly when it is on the chain: `isDescendant(of:)`, cut at the top.
    ///
    /// - Complexity: O(*d*) in the views between this view and the top of its region.
    final func regionChainCycleAnswer(adding view: View) -> Bool? {
        guard view.holdsOnlyItsSubviews, view.storedOwner === storedOwner
        else { return nil }
        var node = self
        while true {
            if node === view { return true }
            if node.storedController != nil { return false }  // the region's root view: `view` is below it
            let superview = node.storedSuperview
            var heldBySuperviewOnly = true
            node.forEachHolder { if $0 !== superview { heldBySuperviewOnly = false } }
            guard heldBySuperviewOnly else { return nil }
            guard let superview else { return false }  // the top of the tree, held by nothing
            node = superview
        }
    }

    /// A window's root view controller's view moves only through `Window.rootViewController`.
    final func requireNotWindowRoot(for operation: @autoclosure () -> MisuseError.Reason.Operation) throws(MisuseError)
    {
        guard let window = storedController?.windowServedAsRoot else { return }
        throw MisuseError(.isWindowRootView(view: name, window: window.name, operation: operation()))
    }

    /// `CONT-5`: content moves only through its container, and a list's cells only through their list.
    final func requireNotMountedContent(
        for operation: @autoclosure () -> MisuseError.Reason.Operation
    ) throws(MisuseError) {
        if let list = listPlacingThisView {
            throw MisuseError(.isListCell(view: name, list: list.name, operation: operation()))
        }
        guard let container = storedContainer else { return }
        throw MisuseError(.isContent(node: name, container: container.name, operation: operation(), content: .view))
    }

    private func requireSubview(
        _ view: View, for operation: @autoclosure () -> MisuseError.Reason.Operation
    ) throws(MisuseError) {
        if isTornDown { throw .tornDown(self, operation: operation()) }
        guard view.storedSuperview === self else {
            throw MisuseError(.notASubview(view: view.name, superview: name, operation: operation()))
        }
    }

    private func insertSubview(_ view: View, nextTo sibling: View, above: Bool) {
        Engine.perform(Touched(self, view)) { () throws(MisuseError) in
            try validateInsertion(of: view)
            if sibling === view {
                throw MisuseError(.insertionNextToItself(view: view.name, above: above))
            }
            if sibling.storedSuperview !== self {
                try refuseOutOfRangeInStrictMode(view, .nextTo(sibling: sibling.name, above: above))
            }
            return true
        } again: {
            { self.insertSubview(view, nextTo: sibling, above: above) }
        } _: {
            guard sibling.storedSuperview === self else {
                reportAppended(view, .nextTo(sibling: sibling.name, above: above))
                place(view, at: insertionUpperBound(for: view))
                return
            }
            var position = sibling.indexInSuperview
            if view.storedSuperview === self, view.indexInSuperview < position { position -= 1 }
            place(view, at: above ? position + 1 : position)
        }
    }

    /// Why this view refuses `view` as a subview, as `MIS-17` for a view that `source` (a factory,
    /// `loadView()`, a hook) handed back; `nil` when it can be placed.
    ///
    /// The wording is built only when the view is refused: the success path allocates nothing.
    final func placementRefusal(
        of view: View, from source: @autoclosure () -> MisuseError.Reason.NodeSource,
        skipping skipped: @autoclosure () -> MisuseError.Reason.SkippedStep? = nil
    ) -> MisuseError? {
        do throws(MisuseError) {
            try validateInsertion(of: view)
            return nil
        } catch {
            return .unacceptable(error, from: source(), skipping: skipped())
        }
    }

    /// The largest valid index for `view` among the subviews.
    private func insertionUpperBound(for view: View) -> Int {
        view.storedSuperview === self ? storedSubviews.count - 1 : storedSubviews.count
    }

    /// `MIS-18` in strict mode: an insertion position that UIKit would silently turn into an append.
    private func refuseOutOfRangeInStrictMode(
        _ view: View, _ position: MisuseError.Reason.InsertionPosition
    ) throws(MisuseError) {
        guard effectiveContainmentPolicy == .strict else { return }
        throw MisuseError(.insertionOutOfRange(view: view.name, superview: name, position: position, strict: true))
    }

    /// `MIS-18` by default: the insertion goes ahead as an append, as in UIKit.
    private func reportAppended(_ view: View, _ position: MisuseError.Reason.InsertionPosition) {
        Diagnostics.report(
            MisuseError(.insertionOutOfRange(view: view.name, superview: name, position: position, strict: false)))
    }

    /// Places `view` at `index`: a reorder without hooks when it already is a subview, otherwise a
    /// move with the hooks of `VIEW-1` to `VIEW-5`. The caller validated it.
    private func place(_ view: View, at index: Int) {
        if view.storedSuperview === self {
            reorder(view, to: index)
        } else {
            if let report = unadoptedRootViewReport(placing: view) { Diagnostics.report(report) }  // MIS-3 (b)
            View.move(view, to: self, at: index)
        }
    }

    /// Refuses a removal that would break the tree; `false` when there is nothing to remove.
    private func validateRemoval() throws(MisuseError) -> Bool {
        guard !isTornDown else { throw .tornDown(self, operation: .removeFromSuperview(name)) }
        guard storedSuperview != nil else { return false }
        try requireNotMountedContent(for: .removeFromSuperview(name))
        try requireNotWindowRoot(for: .removeFromSuperview(name))
        if let controller = storedController, let parent = controller.storedParent, parent.resolves(through: controller)
        {
            // Unplaced, the controller would resolve to its parent, whose view is inside this one.
            throw MisuseError(.removalWouldCycle(view: name, parent: parent.name))
        }
        return true
    }

    /// Leaves the superview with the hooks of `VIEW-3`/`VIEW-4`; a container removes its content
    /// first (`CONT-4`). The caller validated it.
    final func leaveSuperview() {
        guard let superview = storedSuperview else { return }
        Engine.run(superview, self) {
            willLeaveSuperview()
            if storedSuperview === superview { View.move(self, to: nil, at: 0) }
        }
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
    ///
    /// `direct`: the list's direct path (`Cells/ListHost+DirectPath.swift`) has proven that no
    /// hook of the move runs user code or records, so nothing can ask for a change while it runs:
    /// the anchors, which only defer such requests, are not needed.
    static func move(_ view: View, to newSuperview: View?, at index: Int, direct: Bool = false) {
        if direct { return moveNow(view, to: newSuperview, at: index) }
        // The moving subtree and both trees are busy from the first hook to the last (REENT-1).
        Engine.anchoring(view.storedSuperview, view, newSuperview) {
            moveNow(view, to: newSuperview, at: index)
        }
    }

    private static func moveNow(_ view: View, to newSuperview: View?, at index: Int) {
        let oldSuperview = view.storedSuperview
        let newWindow = newSuperview?.storedWindow
        let windowChanges = view.storedWindow !== newWindow
        let wasVisible = view.storedWindow?.isVisible == true
        let willBeVisible = newWindow?.isVisible == true
        let pass =
            windowChanges && wasVisible != willBeVisible
            ? AppearancePass(appearing: willBeVisible, moving: view, into: newSuperview) : nil
        // Within visible windows, a move into or out of a covered presenter's view changes the
        // appearance of the uncontained controllers it carries (`LIFE-3`); no pass follows it.
        let coverageChanges =
            wasVisible && willBeVisible && PresentationLinks.coveringCount > 0
            && oldSuperview?.isInCoveredRegion(moving: nil, into: nil)
                != newSuperview?.isInCoveredRegion(
                    moving: nil, into: nil)
        if TestHooks.didMoveToSuperviewFirst { view.callDidMoveToSuperview() }

        if let oldSuperview {
            oldSuperview.callWillRemoveSubview(view)
            view.callWillMove(toSuperview: newSuperview)
            if windowChanges { view.callWillMoveToWindowInSubtree(newWindow, pass) }
        } else {
            if windowChanges { view.callWillMoveToWindowInSubtree(newWindow, pass) }
            view.callWillMove(toSuperview: newSuperview)
        }

        relink(view, from: oldSuperview, to: newSuperview, at: index, newWindow: newWindow, writesWindow: false)
        // When the trait and safe-area updates would find nothing to do, the layout marks are all
        // that is left before the did-hooks, and the window links are written by the did-walk:
        // nothing can read them before (profiled).
        let onlyMarks = view.placeChangesOnlyLayoutMarks
        let fusesWindowWrite = windowChanges && onlyMarks
        if windowChanges, !fusesWindowWrite { View.writeWindow(newWindow, over: view) }
        if onlyMarks {
            view.markForLayoutAfterMove(from: oldSuperview)
        } else {
            view.didChangePlace(from: oldSuperview)  // layout marks, traits, safe area (Layout/, Traits/)
        }
        if fusesWindowWrite {
            view.callDidMoveToWindowInSubtree(pass, writing: newWindow)
        } else if windowChanges {
            view.callDidMoveToWindowInSubtree(pass)
        }

        if !TestHooks.didMoveToSuperviewFirst { view.callDidMoveToSuperview() }
        newSuperview?.callDidAddSubview(view)
        pass?.finish()
        // **Policy**: after the move's hooks, parents first, each with its will- and did-hook.
        if coverageChanges, !view.isTornDown { ViewController.settleUncontainedAppearance(in: view) }
    }

    /// The change of the links of a move, and of the caches that follow them: `view` leaves
    /// `oldSuperview` and enters `newSuperview` at `index`; its region's observer scopes (`TRACE-3`),
    /// its owner (`PARENT-1`) and, over its subtree, its window follow (unless `writesWindow` is
    /// `false`: the caller writes it, ``writeWindow(_:over:)``). Calls no hook.
    ///
    /// The one place where the superview links change: ``moveNow(_:to:at:)`` between the will- and
    /// the did-hooks, and `addSubviewDirectly` when it has ruled out every hook.
    ///
    /// - Complexity: O(1) for the oldest or the newest position, O(*k*) in the siblings renumbered
    ///   otherwise; plus O(*n*) in the subtree when the window changes.
    private static func relink(
        _ view: View, from oldSuperview: View?, to newSuperview: View?, at index: Int, newWindow: Window?,
        writesWindow: Bool = true
    ) {
        if let oldSuperview {
            let from = view.indexInSuperview
            if from == oldSuperview.storedSubviews.count - 1 {
                oldSuperview.storedSubviews.removeLast()  // the common case: nothing to renumber
            } else {
                oldSuperview.storedSubviews.remove(at: from)
                oldSuperview.renumberSubviews(from: from, through: oldSuperview.storedSubviews.count - 1)
            }
            view.storedSuperview = nil
            ChainTop.chainWasCut()
        }
        if let newSuperview {
            if index == newSuperview.storedSubviews.count {
                newSuperview.storedSubviews.append(view)  // the common case; `insert` is generic
                view.indexInSuperview = index
            } else {
                newSuperview.storedSubviews.insert(view, at: index)
                newSuperview.renumberSubviews(from: index, through: newSuperview.storedSubviews.count - 1)
            }
            view.storedSuperview = newSuperview
        }
        (view.storedController ?? view).refreshObserverScopes()  // TRACE-3: the new region's observers
        let newOwner = newSuperview?.storedOwner
        if view.storedController == nil, view.storedOwner !== newOwner { view.assignOwnerToRegion(newOwner) }
        if writesWindow { writeWindow(newWindow, over: view) }
    }

    /// Writes `newWindow` into the window link of every view of `root`'s subtree that does not
    /// hold it yet (all of them or none, outside a fused did-walk, which writes them one by one).
    ///
    /// - Complexity: O(*n*) in the subtree when the window changes, O(1) otherwise.
    static func writeWindow(_ newWindow: Window?, over root: View) {
        if root.storedWindow !== newWindow { View.forEachPreOrder(in: root) { $0.storedWindow = newWindow } }
    }

    /// Whether the rest of a move after its links changed (`didChangePlace(from:)`) only marks
    /// for layout, so that it neither runs user code nor reads a window link of the moving
    /// subtree: the trait update finds this view's traits (and its controller's) unchanged
    /// (`TraitPropagation.leavesUnchanged`), and the safe-area update its insets unchanged
    /// (`derivedSafeAreaInsets()`, the value `SafeAreaPropagation.update` compares). Each
    /// update then changes nothing, visits no descendant and calls no hook. Asked after the
    /// links changed; `false` with the direct paths off, so that `DirectPathTests` compare.
    ///
    /// - Complexity: O(1).
    fileprivate var placeChangesOnlyLayoutMarks: Bool {
        !TestHooks.disablesDirectPaths && TraitPropagation.leavesUnchanged(self)
            && derivedSafeAreaInsets() == safeAreaInsets
    }
}
