extension View {
    /// Visits `root` and its descendants, parents before children, children in subview order.
    ///
    /// Iterative and allocation-free: it follows superview links and cached indices, so a tree of
    /// any depth is safe. The subtree must not change during the visit: operations anchor what they
    /// walk, so changes requested from hooks wait (`REENT-1`).
    static func forEachPreOrder(in root: View, _ body: (View) -> Void) {
        forEachPreOrder(in: root, descendingInto: { _ in true }, body)
    }

    /// Visits `root` and its descendants in pre-order, skipping the subviews of every view other
    /// than `root` for which `descend` answers `false`.
    static func forEachPreOrder(in root: View, descendingInto descend: (View) -> Bool, _ body: (View) -> Void) {
        var node = root
        while true {
            body(node)
            if node === root || descend(node), let first = node.storedSubviews.first {
                node = first
                continue
            }
            while true {
                if node === root { return }
                // Never nil: the subtree does not change during a visit (changes requested from
                // hooks wait, REENT-1). Stopping is the safe answer should that ever break.
                guard let parent = node.storedSuperview else { return }
                let next = node.indexInSuperview + 1
                if next < parent.storedSubviews.count {
                    node = parent.storedSubviews[next]
                    break
                }
                node = parent
            }
        }
    }

    /// Visits `root` and its descendants, children before parents, `root` last.
    static func forEachPostOrder(in root: View, _ body: (View) -> Void) {
        var node = deepestFirst(from: root)
        while true {
            body(node)
            if node === root { return }
            guard let parent = node.storedSuperview else { return }
            let next = node.indexInSuperview + 1
            node = next < parent.storedSubviews.count ? deepestFirst(from: parent.storedSubviews[next]) : parent
        }
    }

    private static func deepestFirst(from start: View) -> View {
        var node = start
        while let first = node.storedSubviews.first { node = first }
        return node
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

    final func callWillMove(toSuperview newSuperview: View?) {
        HookGate.call(self, .willMoveToSuperview) { willMove(toSuperview: newSuperview) }
    }

    final func callDidMoveToSuperview() {
        HookGate.call(self, .didMoveToSuperview) { didMoveToSuperview() }
    }

    final func callDidAddSubview(_ subview: View) {
        HookGate.call(self, .didAddSubview) { didAddSubview(subview) }
    }

    final func callWillRemoveSubview(_ subview: View) {
        HookGate.call(self, .willRemoveSubview) { willRemoveSubview(subview) }
    }

    /// `willMove(toWindow:)` for this view and its descendants, parents first (`VIEW-2`, `VIEW-3`).
    /// With an appearance pass, each controller's will-hook follows its root view's (`APP-6`).
    final func callWillMoveToWindowInSubtree(_ newWindow: Window?, _ pass: AppearancePass?) {
        View.forEachPreOrder(in: self) { view in
            HookGate.call(view, .willMoveToWindow) { view.willMove(toWindow: newWindow) }
            pass?.visitWill(view)
        }
    }

    /// `didMoveToWindow()` for this view and its descendants, children first (`VIEW-2`, `VIEW-3`).
    final func callDidMoveToWindowInSubtree(_ pass: AppearancePass?) {
        View.forEachPostOrder(in: self) { view in
            HookGate.call(view, .didMoveToWindow) { view.didMoveToWindow() }
            pass?.visitDid(view)
        }
    }
}
