extension View {
    /// Removes the view from its superview and retires it and its whole subtree for good.
    ///
    /// The removal calls the hooks of ``removeFromSuperview()``. Afterwards every view of the
    /// subtree is torn down: its structure stays readable (for dumps and assertions), but every
    /// change to it, or through it, is refused with ``Misuse/tornDown`` (`MIS-12`), so no hook is
    /// ever called on it again (`LIFE-2`). Tearing down a torn-down view does nothing.
    ///
    /// - Complexity: O(*n*) in the size of the subtree.
    public final func tearDown() {
        guard !isTornDown else { return }
        if let superview = storedSuperview, Engine.mustDefer(self, superview) {
            Engine.enqueue(anchor: superview) { () throws(MisuseError) in self.tearDown() }
            return
        }
        try? removeFromSuperview()  // cannot fail: the view is not torn down yet
        View.forEachPreOrder(in: self) { $0.isTornDown = true }
    }
}
