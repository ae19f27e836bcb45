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
    /// `makeKeyAndVisible()` or ``makeKey(fileID:filePath:line:column:)`` was called on last, while it is visible.
    ///
    /// Only one window is key at a time (Apple's documentation of `isKeyWindow`); hiding the key
    /// window leaves no window key (**policy**: UIKit would pick another; ContainerKit does not
    /// guess which). ``Application/keyWindow`` answers the key window, and
    /// ``Application/windows`` lists every window.
    public final var isKeyWindow: Bool { Window.lastMadeKey == serialNumber && isVisible }

    /// Makes this the key window without changing its visibility, as UIKit's `makeKey()`; the
    /// previous key window is no longer key (Apple's documentation of `makeKey()`).
    ///
    /// Runs no hook. A hidden window made key is not ``isKeyWindow`` until it is shown
    /// (**policy**: ContainerKit's key window is visible, as ``isKeyWindow`` says); a window
    /// made key later takes the key status from it. Refused for a torn-down window (`MIS-12`):
    /// reported, and the key window stays.
    ///
    /// - Parameters:
    ///   - fileID: The caller's `#fileID`, where a misuse is reported (``CallSite``); leave the default.
    ///   - filePath: The caller's `#filePath`; leave the default.
    ///   - line: The caller's `#line`; leave the default.
    ///   - column: The caller's `#column`; leave the default.
    public final func makeKey(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let outermost = Engine.enter(#function, fileID, filePath, line, column)
        defer { Engine.leave(outermost) }
        guard !isTornDown else {
            return Diagnostics.refuse(.tornDown(self, operation: .makeKey(window: name)), touching: Touched(self))
        }
        Window.lastMadeKey = serialNumber
    }

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
