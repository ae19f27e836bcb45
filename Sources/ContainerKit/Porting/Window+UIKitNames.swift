// UIKit's and UIContainer's names on `Window` (the Porting article).

extension Window {
    /// The ``Responder/serialNumber`` of the window that `makeKeyAndVisible()` was last called
    /// on (0 before any). A number, not a reference: it keeps nothing alive and allocates nothing,
    /// and serial numbers are never reused.
    static var lastMadeKey: UInt64 {
        _read { yield EngineState.current.nodes.lastMadeKey }
        _modify { yield &EngineState.current.nodes.lastMadeKey }
    }

    /// Whether this is the key window, as UIKit's `isKeyWindow`: the window that
    /// `makeKeyAndVisible()` was called on last, while it is visible.
    ///
    /// Only one window is key at a time; hiding the key window leaves no window key (UIKit would
    /// pick another; ContainerKit has no application object to pick one).
    public final var isKeyWindow: Bool { Window.lastMadeKey == serialNumber && isVisible }

    /// A new hidden window whose root controller is a ``WindowContainer`` of a provider, as
    /// UIContainer's `UIWindow.container(_:)`.
    ///
    /// ```swift
    /// let window = Window.container(AppWindow.self)
    /// window.makeKeyAndVisible()
    /// (window.rootViewController as? WindowContainer<AppWindow>)?.transition(to: .main)
    /// ```
    ///
    /// - Parameter provider: The provider type whose launcher the container shows first.
    /// - Returns: The window; `WindowContainer.makeWindow(name:containerName:frame:)` returns the
    ///   container too.
    public static func container<Provider: WindowContainerProvider>(_ provider: Provider.Type) -> Window {
        WindowContainer<Provider>.makeWindow().window
    }
}
