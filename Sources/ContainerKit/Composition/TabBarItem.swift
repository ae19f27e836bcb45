/// What a tab bar shows for one tab, as UIKit's `UITabBarItem`, kept as plain data a test can
/// assert: ContainerKit draws no bar.
///
/// Every controller has one (``ViewController/tabBarItem``), made on first use with the
/// controller's ``ViewController/title``; setting the controller's title sets this one too, as in
/// UIKit.
@MainActor
public final class TabBarItem {
    /// The title, or `nil`.
    public var title: String?
    /// The name of the image, or `nil` (ContainerKit has no images: it keeps the name).
    public var imageName: String?
    /// The name of the image shown while the tab is selected, or `nil`.
    public var selectedImageName: String?
    /// A number the app chooses; 0 by default.
    public var tag: Int
    /// The text of the badge, or `nil` for none.
    public var badgeValue: String?
    /// Whether the tab can be selected by a tap; `true` by default. A tap on a disabled tab
    /// (``TabBarController/simulateTap(on:fileID:filePath:line:column:)``) does nothing.
    public var isEnabled = true

    /// Creates an item, as UIKit's `init(title:image:tag:)` with an image name.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - imageName: The name of the image.
    ///   - tag: A number the app chooses.
    public init(title: String? = nil, imageName: String? = nil, tag: Int = 0) {
        self.title = title
        self.imageName = imageName
        self.tag = tag
    }
}
