/// The root of a view tree that can be shown.
///
/// A window is always a root: it has no superview and cannot be added to another view. Its
/// ``View/window`` is itself. A window starts hidden; ``makeKeyAndVisible()`` shows it. Views can
/// be in a hidden window: they get window hooks, but no controller appears until it is visible.
@MainActor
open class Window: View {
    /// Whether the window is shown.
    public private(set) final var isVisible = false

    /// Creates a hidden window.
    ///
    /// - Parameter name: The name used in traces and dumps; `nil` uses the type's name.
    public required init(name: String? = nil) {
        super.init(name: name)
        storedWindow = self
    }

    /// The controller whose root view fills the window, held strongly.
    public private(set) final var rootViewController: ViewController?

    /// The window's safe-area insets: the edges that bars, notches and rounded corners cover
    /// (`LAYOUT-3`). Unlike other views', they are set, not derived.
    ///
    /// Setting a new value derives the insets of every view below again (see
    /// `Layout/View+SafeArea.swift`); each view whose insets change, the window included, is marked
    /// for layout and gets ``View/safeAreaInsetsDidChange()``, parents first.
    ///
    /// - Complexity: O(1) to read; setting is O(*n*) in the views whose insets change.
    public override var safeAreaInsets: EdgeInsets {
        get { super.safeAreaInsets }
        set { setWindowSafeAreaInsets(newValue) }
    }

    /// Shows the window.
    ///
    /// Every controller in the window appears, parents first for the will- and the did-hooks
    /// (`APP-3`); uncontained controllers are driven by their views (`APP-5`). Showing a visible
    /// window does nothing.
    ///
    /// - Throws: ``Misuse/tornDown`` (`MIS-12`) when the window was torn down.
    public final func makeKeyAndVisible() throws(MisuseError) {
        try setVisible(true, operation: "show")
    }

    /// Hides the window.
    ///
    /// Every controller in the window disappears, parents first (`APP-4`). Hiding a hidden window
    /// does nothing.
    ///
    /// - Throws: ``Misuse/tornDown`` (`MIS-12`) when the window was torn down.
    public final func hide() throws(MisuseError) {
        try setVisible(false, operation: "hide")
    }

    /// Makes a controller the window's root: its root view (loaded if needed) is added to the
    /// window, and the previous root controller's view is removed.
    ///
    /// In a visible window the new root appears and the old one disappears, with the hooks of
    /// `APP-6`. Setting the current root again does nothing; `nil` removes the root.
    ///
    /// - Parameter controller: The new root controller, or `nil`.
    /// - Throws: ``Misuse/invalidArgument`` when `controller` has a parent; ``Misuse/tornDown``
    ///   (`MIS-12`) when the window or the controller was torn down. Nothing changes when it throws.
    public final func setRootViewController(_ controller: ViewController?) throws(MisuseError) {
        if isTornDown { throw .tornDown(self, operation: "set the root view controller of \"\(name)\"") }
        if controller === rootViewController { return }
        if let controller {
            if controller.isTornDown {
                throw .tornDown(controller, operation: "make \"\(controller.name)\" the root of \"\(name)\"")
            }
            try controller.requireNotContent(for: "make \"\(controller.name)\" the root of \"\(name)\"")
            if let parent = controller.storedParent {
                throw .invalid([controller, self],
                    "\"\(controller.name)\" cannot be the root view controller of \"\(name)\": it is a child of \"\(parent.name)\".",
                    fix: "remove it from \"\(parent.name)\" first.")
            }
        }
        if Engine.mustDefer(self, controller?.storedView) {
            Engine.enqueue(anchor: self) { () throws(MisuseError) in try self.setRootViewController(controller) }
            return
        }
        replaceRoot(with: controller)
    }

    /// Swaps the root controller, with hooks, without validation or deferral.
    final func replaceRoot(with controller: ViewController?) {
        Engine.run(self, controller) {
            let old = rootViewController
            rootViewController = controller
            if let oldView = old?.storedView, oldView.storedSuperview === self, oldView !== controller?.storedView {
                View.move(oldView, to: nil, at: 0)
            }
            if let controller {
                let rootView = controller.view
                rootView.frame = bounds  // the root view fills the window (Layout/Window+Layout.swift)
                if rootView.storedSuperview !== self {
                    View.move(rootView, to: self, at: storedSubviews.count)
                }
            }
        }
    }

    private func setVisible(_ visible: Bool, operation: String) throws(MisuseError) {
        guard !isTornDown else { throw .tornDown(self, operation: "\(operation) \"\(name)\"") }
        guard visible != isVisible else { return }
        if Engine.mustDefer(self, nil) {
            Engine.enqueue(anchor: self) { () throws(MisuseError) in try self.setVisible(visible, operation: operation) }
            return
        }
        Engine.run(self) {
            isVisible = visible
            AppearancePass.run(over: self, appearing: visible)
        }
    }
}
