/// The app as far as containment goes: its windows and its key window, as UIKit's
/// `UIApplication` answers them (``Application/shared``).
///
/// Headless code has no run loop, app delegate, scenes or URLs to open, so `Application` has only
/// what code that looks for its window asks: ``windows`` and ``keyWindow``. It keeps no record of
/// its own: the list is the engine's list of the windows alive, and whether one is visible or key
/// is read from the window (``Window/isVisible``, ``Window/isKeyWindow``), so it cannot disagree
/// with the tree.
///
/// ```swift
/// let window = Window()
/// window.rootViewController = root
/// window.makeKeyAndVisible()
/// Application.shared.windows.contains { $0.isKeyWindow }  // true
/// Application.shared.keyWindow === window  // true
/// ```
///
/// UIKit posts `UIWindow.didBecomeKeyNotification` through Foundation's `NotificationCenter`;
/// ContainerKit does not use Foundation and posts no notification (**policy**): code that waits
/// for a key window finds one when it asks if the test makes its window key first, as a test host
/// app's window is key before any test runs (the Porting article).
@MainActor
public final class Application {
    /// The one application object, as UIKit's `UIApplication.shared`.
    public static let shared = Application()

    private init() {}

    /// A window held weakly, in the engine's list of windows.
    struct WindowEntry {
        weak var window: Window?
    }

    /// Every window alive, hidden or visible, in the order they were created (UIKit's
    /// `windows`: "the app's visible and hidden windows").
    ///
    /// A window is in the list from its creation until it is released; a torn-down window is
    /// not in it. **Policy:** creation order, because ContainerKit has no window levels (UIKit
    /// orders by level, back to front).
    ///
    /// - Complexity: O(*n*) in the windows created since the list last dropped released ones.
    public var windows: [Window] {
        EngineState.current.nodes.windows.compactMap { entry in
            guard let window = entry.window, !window.isTornDown else { return nil }
            return window
        }
    }

    /// The key window: the window ``Window/makeKeyAndVisible(fileID:filePath:line:column:)`` or
    /// ``Window/makeKey(fileID:filePath:line:column:)`` was last called on, while it is visible, or `nil` (UIKit's
    /// `keyWindow`, deprecated since iOS 13 in favour of asking each window's `isKeyWindow`).
    ///
    /// - Complexity: O(*n*) in the windows, as ``windows``.
    public var keyWindow: Window? { windows.first { $0.isKeyWindow } }

    /// Adds a new window to the engine's list, dropping released windows' entries when the list
    /// has grown to its compaction size (amortized O(1)).
    static func register(_ window: Window) {
        if EngineState.current.nodes.windows.count >= EngineState.current.nodes.windowsCompactionSize {
            EngineState.current.nodes.windows.removeAll { $0.window == nil }
            EngineState.current.nodes.windowsCompactionSize = Swift.max(
                64, EngineState.current.nodes.windows.count * 2)
        }
        EngineState.current.nodes.windows.append(WindowEntry(window: window))
    }
}
