/// A button of a navigation bar, as UIKit's `UIBarButtonItem`, kept as plain data a test can
/// assert (`COMP-17`): ContainerKit draws no bar, so an item is its title, image name, tag and an
/// action a test may call (``performAction()``).
@MainActor
public final class BarButtonItem {
    /// The title, or `nil`.
    public var title: String?
    /// The name of the image, or `nil` (ContainerKit has no images: it keeps the name).
    public var imageName: String?
    /// A number the app chooses; 0 by default.
    public var tag: Int
    /// Whether the button can be tapped; `true` by default.
    public var isEnabled = true
    /// What a tap does, or `nil`.
    public var action: (@MainActor () -> Void)?

    /// Creates a button.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - imageName: The name of the image.
    ///   - tag: A number the app chooses.
    ///   - action: What a tap does.
    public init(
        title: String? = nil, imageName: String? = nil, tag: Int = 0, action: (@MainActor () -> Void)? = nil
    ) {
        self.title = title
        self.imageName = imageName
        self.tag = tag
        self.action = action
    }

    /// Taps the button, as a user would: runs ``action`` when the button ``isEnabled``.
    ///
    /// - Returns: Whether an action ran.
    @discardableResult
    public func performAction() -> Bool {
        guard isEnabled, let action else { return false }
        action()
        return true
    }
}
