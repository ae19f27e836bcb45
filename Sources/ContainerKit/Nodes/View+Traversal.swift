extension View {
    /// Visits `root` and its descendants, parents before children, children in subview order.
    ///
    /// Iterative and allocation-free: it follows superview links and cached indices, so a tree of
    /// any depth is safe. The subtree must not change during the visit: operations anchor what they
    /// walk, so changes requested from hooks wait (`REENT-1`).
    ///
    /// The walk holds its position unretained (`Unmanaged`): every view it reaches is kept alive by
    /// its superview, and `root` by the caller, for as long as the subtree does not change, so the
    /// steps cost no reference counting (a retain and a release per step and per link read before,
    /// most of the time of attaching a tree to a window; BENCHMARKS.md, problem 2).
    static func forEachPreOrder(in root: View, _ body: (View) -> Void) {
        walkPreOrder(from: root, descendingInto: { _ in true }, body)
    }

    /// Visits `root` and its descendants in pre-order, skipping the subviews of every view other
    /// than `root` for which `descend` answers `false`.
    static func forEachPreOrder(in root: View, descendingInto descend: (View) -> Bool, _ body: (View) -> Void) {
        walkPreOrder(from: root, descendingInto: descend, body)
    }

    @inline(__always)
    private static func walkPreOrder(
        from root: View, descendingInto descend: (View) -> Bool, _ body: (View) -> Void
    ) {
        let top = Unmanaged.passUnretained(root)
        var node = top
        while true {
            visit(node, body)
            if node.toOpaque() == top.toOpaque() || descends(node, descend), let first = subview(of: node, at: 0) {
                node = first
                continue
            }
            while true {
                if node.toOpaque() == top.toOpaque() { return }
                // Never nil: the subtree does not change during a visit (changes requested from
                // hooks wait, REENT-1). Stopping is the safe answer should that ever break.
                guard let parent = superview(of: node) else { return }
                if let next = subview(of: parent, at: indexInSuperview(of: node) + 1) {
                    node = next
                    break
                }
                node = parent
            }
        }
    }

    /// Visits `root` and its descendants, children before parents, `root` last. Unretained steps,
    /// as ``forEachPreOrder(in:_:)``.
    static func forEachPostOrder(in root: View, _ body: (View) -> Void) {
        let top = Unmanaged.passUnretained(root)
        var node = deepestFirst(from: top)
        while true {
            visit(node, body)
            if node.toOpaque() == top.toOpaque() { return }
            guard let parent = superview(of: node) else { return }
            if let next = subview(of: parent, at: indexInSuperview(of: node) + 1) {
                node = deepestFirst(from: next)
            } else {
                node = parent
            }
        }
    }

    @inline(__always)
    private static func deepestFirst(from start: Unmanaged<View>) -> Unmanaged<View> {
        var node = start
        while let first = subview(of: node, at: 0) { node = first }
        return node
    }

    // The steps of the walks, on unretained references (see `forEachPreOrder(in:_:)`). They are
    // `nonisolated` so that their closures are too: a main-actor closure handed to a standard
    // library function (`_withUnsafeGuaranteedRef`, `withUnsafeBufferPointer`, `Optional.map`)
    // checks the executor at run time on every call, which cost more than the retains saved. They
    // read the three fields declared `nonisolated(unsafe)` for them (`View.swift`), and are only
    // called from the main actor, by the walks above.

    @inline(__always)
    private nonisolated static func visit(_ node: Unmanaged<View>, _ body: (View) -> Void) {
        node._withUnsafeGuaranteedRef { body($0) }
    }

    @inline(__always)
    private nonisolated static func descends(_ node: Unmanaged<View>, _ descend: (View) -> Bool) -> Bool {
        node._withUnsafeGuaranteedRef { descend($0) }
    }

    @inline(__always)
    private nonisolated static func subview(of node: Unmanaged<View>, at index: Int) -> Unmanaged<View>? {
        node._withUnsafeGuaranteedRef { view in
            view.storedSubviews.withUnsafeBufferPointer { subviews in
                index < subviews.count ? Unmanaged.passUnretained(subviews[index]) : nil
            }
        }
    }

    @inline(__always)
    private nonisolated static func superview(of node: Unmanaged<View>) -> Unmanaged<View>? {
        node._withUnsafeGuaranteedRef { $0.superviewLink }  // no strong copy (`View.superviewLink`)
    }

    @inline(__always)
    private nonisolated static func indexInSuperview(of node: Unmanaged<View>) -> Int {
        node._withUnsafeGuaranteedRef { $0.indexInSuperview }
    }

    /// The number of views in this view's subtree, itself included.
    ///
    /// - Complexity: O(*n*) in the size of the subtree.
    public final var subtreeCount: Int {
        var count = 0
        View.forEachPreOrder(in: self) { _ in count += 1 }
        return count
    }

    // MARK: - Hook dispatch
    //
    // Each asks `HookGate.recordsInherited` before it forms the hook's closure: asked inside
    // `HookGate.call` only, the answer came after the closure's captures were retained (and
    // released again), on every node of every walk, traced or not.

    final func callWillMove(toSuperview newSuperview: View?) {
        guard !HookGate.recordsInherited(self, .willMoveToSuperview, newSuperview) else { return }
        HookGate.call(self, .willMoveToSuperview, newSuperview) { willMove(toSuperview: newSuperview) }
    }

    final func callDidMoveToSuperview() {
        guard !HookGate.recordsInherited(self, .didMoveToSuperview) else { return }
        HookGate.call(self, .didMoveToSuperview) { didMoveToSuperview() }
    }

    final func callDidAddSubview(_ subview: View) {
        guard !HookGate.recordsInherited(self, .didAddSubview, subview) else { return }
        HookGate.call(self, .didAddSubview, subview) { didAddSubview(subview) }
    }

    final func callWillRemoveSubview(_ subview: View) {
        guard !HookGate.recordsInherited(self, .willRemoveSubview, subview) else { return }
        HookGate.call(self, .willRemoveSubview, subview) { willRemoveSubview(subview) }
    }

    /// `willMove(toWindow:)` for this view and its descendants, parents first (`VIEW-2`, `VIEW-3`).
    /// With an appearance pass, each controller's will-hook follows its root view's (`APP-6`).
    final func callWillMoveToWindowInSubtree(_ newWindow: Window?, _ pass: AppearancePass?) {
        View.forEachPreOrder(in: self) { view in
            if !HookGate.recordsInherited(view, .willMoveToWindow, newWindow) {
                HookGate.call(view, .willMoveToWindow, newWindow) { view.willMove(toWindow: newWindow) }
            }
            // Only a root view has anything to visit (`visitWill` starts from its controller);
            // the test reads the link without a strong copy. Called through the optional, not
            // unwrapped into a copy: a copy of the pass retains and releases its three views at
            // every root view visited (profiled).
            if view.controllerLink != nil { pass?.visitWill(view) }
        }
    }

    /// `didMoveToWindow()` for this view and its descendants, children first (`VIEW-2`, `VIEW-3`),
    /// fused with the window links' walk (profiled): `newWindow` is written into each view's
    /// link right before its turn, while every turn so far did nothing that could read a link
    /// (the hook inherited: not called, at most recorded, and recording reads names and
    /// identities only; `visitDid` reads flags of controllers only).
    /// At the first turn that calls a hook, the links of the whole subtree are written
    /// first (`writeWindow(_:over:)`), and the walk goes on as the unfused one: every hook sees
    /// every link written, as after a separate walk. The caller has made sure that nothing read
    /// a link of the subtree since its links changed (`placeChangesOnlyLayoutMarks`).
    ///
    /// - Complexity: O(*n*) in the subtree, once; twice from the first hook that runs.
    final func callDidMoveToWindowInSubtree(_ pass: AppearancePass?, writing newWindow: Window?) {
        var writes = true
        TestHooks.countFusedWindowWalk()
        View.forEachPostOrder(in: self) { view in
            // An inherited hook is not called: at most recorded, and recording reads no link.
            let inherited = view.inheritedHooks.contains(.didMoveToWindow)
            if writes {
                if inherited {
                    view.storedWindow = newWindow
                } else {
                    View.writeWindow(newWindow, over: self)  // `self`, last in this order, is not written yet
                    writes = false
                }
            }
            if !HookGate.recordsInherited(view, .didMoveToWindow) {
                HookGate.call(view, .didMoveToWindow) { view.didMoveToWindow() }
            }
            if view.controllerLink != nil { pass?.visitDid(view) }  // as in the will-walk
        }
    }

    /// `didMoveToWindow()` for this view and its descendants, children first (`VIEW-2`, `VIEW-3`).
    final func callDidMoveToWindowInSubtree(_ pass: AppearancePass?) {
        View.forEachPostOrder(in: self) { view in
            if !HookGate.recordsInherited(view, .didMoveToWindow) {
                HookGate.call(view, .didMoveToWindow) { view.didMoveToWindow() }
            }
            if view.controllerLink != nil { pass?.visitDid(view) }  // as in the will-walk
        }
    }
}
