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
    public override init(name: String? = nil) {
        super.init(name: name)
        storedWindow = self
    }

    /// Shows the window.
    ///
    /// - Throws: ``Misuse/tornDown`` (`MIS-12`) when the window was torn down.
    public final func makeKeyAndVisible() throws(MisuseError) {
        guard !isTornDown else { throw .tornDown(self, operation: "show \"\(name)\"") }
        isVisible = true
    }

    /// Hides the window.
    ///
    /// - Throws: ``Misuse/tornDown`` (`MIS-12`) when the window was torn down.
    public final func hide() throws(MisuseError) {
        guard !isTornDown else { throw .tornDown(self, operation: "hide \"\(name)\"") }
        isVisible = false
    }
}
