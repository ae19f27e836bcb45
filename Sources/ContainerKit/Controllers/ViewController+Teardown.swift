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
        if let container = storedView?.storedContainer {
            HookGate.call(container, .containerRemove) { container.remove() }
        } else if let parent = storedParent {
            try? parent.removeChild(self)  // cannot fail: both are live and related
        } else if let window = storedView?.storedSuperview as? Window, window.rootViewController === self {
            try? window.setRootViewController(nil)
        } else {
            try? storedView?.removeFromSuperview()
        }
        View.retire(storedView, controllers: [self])
    }
}
