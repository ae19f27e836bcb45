/// What a navigation bar shows for one controller of a stack, as UIKit's `UINavigationItem`, kept
/// as plain data a test can assert: ContainerKit draws no bar.
///
/// Every controller has one (``ViewController/navigationItem``), made on first use with the
/// controller's ``ViewController/title``; setting the controller's title sets this one too, as
/// in UIKit.
@MainActor
public final class NavigationItem {
    /// The title, or `nil`.
    public var title: String?
    /// The button on the left (instead of the back button, unless
    /// ``leftItemsSupplementBackButton``), or `nil`.
    public var leftBarButtonItem: BarButtonItem? {
        get { leftBarButtonItems.first }
        set { leftBarButtonItems = newValue.map { [$0] } ?? [] }
    }
    /// The button on the right, or `nil`.
    public var rightBarButtonItem: BarButtonItem? {
        get { rightBarButtonItems.first }
        set { rightBarButtonItems = newValue.map { [$0] } ?? [] }
    }
    /// The buttons on the left, first outermost.
    public var leftBarButtonItems: [BarButtonItem] = []
    /// The buttons on the right, first outermost.
    public var rightBarButtonItems: [BarButtonItem] = []
    /// The back button the *next* controller of the stack shows to come back here, or `nil`
    /// (then the bar would show this item's title).
    public var backBarButtonItem: BarButtonItem?
    /// Whether the back button is hidden; `false` by default.
    public var hidesBackButton = false
    /// Whether the left items come after the back button rather than replacing it; `false` by
    /// default.
    public var leftItemsSupplementBackButton = false
    /// A line of text above the title, or `nil`.
    public var prompt: String?

    /// Creates an item.
    ///
    /// - Parameter title: The title.
    public init(title: String? = nil) {
        self.title = title
    }

    /// Sets ``hidesBackButton``, as UIKit's `setHidesBackButton(_:animated:)` (nothing is
    /// animated).
    ///
    /// - Parameters:
    ///   - hidesBackButton: Whether to hide the back button.
    ///   - animated: Ignored.
    public func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {
        self.hidesBackButton = hidesBackButton
    }
}
