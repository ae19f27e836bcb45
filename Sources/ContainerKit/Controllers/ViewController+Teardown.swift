extension ViewController {
    /// Removes the controller from its parent (or from the window it is the root of) and retires
    /// it, its children and their views for good.
    ///
    /// The removal calls the hooks of ``ViewController/removeChild(_:)``. Afterwards every
    /// controller and view of the subtree is torn down: it stays readable, but every change to it
    /// is refused with ``Misuse/tornDown`` (`MIS-12`), so no hook reaches it again (`LIFE-2`).
    /// Tearing down a torn-down controller does nothing.
    ///
    /// - Complexity: O(*n*) in the controllers and views of the subtree.
    public final func tearDown() {
        guard !isTornDown else { return }
        if let anchor = storedView ?? storedParent?.storedView, Engine.mustDefer(anchor, storedView?.storedSuperview) {
            Engine.enqueue(anchor: self) { () throws(MisuseError) in self.tearDown() }
            return
        }
        // One operation, so that changes deferred by its hooks run after the retirement, not inside it.
        Engine.run(self, storedView, storedParent) {
            if storedView?.storedContainer == nil, let parent = storedParent {
                parent.removeChildNow(self)  // VC-3; mounted content leaves through its container instead
            } else {
                storedView?.leavePlace()
            }
            View.retire(storedView, controllers: [self])
        }
    }
}
