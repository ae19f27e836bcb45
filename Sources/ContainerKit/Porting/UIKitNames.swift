// UIKit's and Foundation's type names, for code ported from UIKit: each tells the compiler what to
// write instead (the Porting article). They are unavailable, so they never compete with the real
// types: in a file that imports UIKit or Foundation, those modules' types are used.

#if !canImport(UIKit)
// Namesakes: the same concept, without the prefix.
@available(*, unavailable, renamed: "View")
public typealias UIView = View
@available(*, unavailable, renamed: "ViewController")
public typealias UIViewController = ViewController
@available(*, unavailable, renamed: "Window", message: "a Window starts hidden; makeKeyAndVisible() shows it")
public typealias UIWindow = Window
@available(
    *, unavailable, renamed: "Responder", message: "Responder is the base of View and ViewController; subclass those"
)
public typealias UIResponder = Responder
@available(*, unavailable, renamed: "NavigationController")
public typealias UINavigationController = NavigationController
@available(*, unavailable, renamed: "TabBarController")
public typealias UITabBarController = TabBarController
@available(*, unavailable, renamed: "ModalPresentationStyle")
public typealias UIModalPresentationStyle = ModalPresentationStyle
@available(*, unavailable, renamed: "PresentationController")
public typealias UIPresentationController = PresentationController
@available(*, unavailable, renamed: "AdaptivePresentationControllerDelegate")
public typealias UIAdaptivePresentationControllerDelegate = AdaptivePresentationControllerDelegate
@available(*, unavailable, renamed: "NavigationItem")
public typealias UINavigationItem = NavigationItem
@available(*, unavailable, renamed: "TabBarItem", message: "a TabBarItem keeps an image name, not an image")
public typealias UITabBarItem = TabBarItem
@available(
    *, unavailable, renamed: "BarButtonItem",
    message: "a BarButtonItem keeps a title, an image name and an action closure (no target/selector)"
)
public typealias UIBarButtonItem = BarButtonItem
@available(*, unavailable, renamed: "NavigationControllerDelegate")
public typealias UINavigationControllerDelegate = NavigationControllerDelegate
@available(*, unavailable, renamed: "TabBarControllerDelegate")
public typealias UITabBarControllerDelegate = TabBarControllerDelegate
@available(*, unavailable, renamed: "EdgeInsets")
public typealias UIEdgeInsets = EdgeInsets
@available(*, unavailable, renamed: "DirectionalEdgeInsets")
public typealias NSDirectionalEdgeInsets = DirectionalEdgeInsets
@available(*, unavailable, renamed: "TraitCollection")
public typealias UITraitCollection = TraitCollection

// No namesake: what to write instead.
@available(
    *, unavailable, renamed: "ListHost",
    message:
        "a ListHost shows reusable containers (ContainerView<YourRowView>) for rows; its containerProvider closure is the data source; see the Porting article (Lists)"
)
public typealias UITableView = ListHost
@available(
    *, unavailable, renamed: "ListHost",
    message:
        "a ListHost shows reusable containers (ContainerView<YourRowView>) for rows; see the Porting article (Lists)"
)
public typealias UICollectionView = ListHost
@available(
    *, unavailable,
    message:
        "a row is a ContainerView<YourRowView> registered with ListHost.register(_:); your row's view is a plain View subclass; see the Porting article (Lists)"
)
public typealias UITableViewCell = View
@available(
    *, unavailable,
    message:
        "a row is a ContainerView<YourRowView> registered with ListHost.register(_:); see the Porting article (Lists)"
)
public typealias UICollectionViewCell = View
@available(
    *, unavailable,
    message:
        "a ListHost asks its containerProvider closure for each row and takes the row count in reloadData(numberOfRows:visibleRows:); see the Porting article (Lists)"
)
public protocol UITableViewDataSource {}
@available(
    *, unavailable,
    message:
        "ListHost has no delegate: a row's actions go to its content's delegate (DelegatingContent); see the Porting article (Lists)"
)
public protocol UITableViewDelegate {}
/// UIKit's screen. There is none headlessly: the window's frame and traits stand for it.
@available(
    *, unavailable,
    message:
        "there is no screen headlessly: give the Window a frame, Window(frame: Rect(x: 0, y: 0, width: 390, height: 844)), and systemTraits; see the Porting article"
)
public struct UIScreen {
    /// The main screen.
    public static var main: UIScreen { fatalError("unavailable") }
    /// The main screen (Swift 2's spelling).
    public static func mainScreen() -> UIScreen { fatalError("unavailable") }
    /// The screen's bounds.
    public var bounds: Rect { fatalError("unavailable") }
}
@available(
    *, unavailable,
    message:
        "the application object is Application headlessly, with only its windows: Application.shared.windows and keyWindow; create a Window in your test, set its rootViewController and call makeKeyAndVisible(); see the Porting article"
)
public struct UIApplication {
    /// The application.
    public static var shared: UIApplication { fatalError("unavailable") }
    /// The application's windows.
    public var windows: [Window] { fatalError("unavailable") }
    /// The key window.
    public var keyWindow: Window? { fatalError("unavailable") }
    /// The application's delegate.
    public var delegate: Any? { fatalError("unavailable") }
    /// The connected scenes.
    public var connectedScenes: Set<Int> { fatalError("unavailable") }
    /// Opens a URL.
    ///
    /// - Parameters:
    ///   - url: The URL.
    ///   - options: The options.
    ///   - completion: Called with the outcome.
    public func open(_ url: Any, options: [String: Any] = [:], completionHandler completion: ((Bool) -> Void)? = nil) {}
    /// Sends an action up the responder chain.
    ///
    /// - Parameters:
    ///   - action: The selector.
    ///   - target: The receiver.
    ///   - sender: The sender.
    ///   - event: The event.
    /// - Returns: Whether someone handled it.
    public func sendAction(_ action: Any, to target: Any?, from sender: Any?, for event: Any?) -> Bool { false }
}
@available(
    *, unavailable,
    message:
        "there is no application object headlessly: create a Window in your test, set its rootViewController and call makeKeyAndVisible(); see the Porting article"
)
public protocol UIApplicationDelegate {}
@available(
    *, unavailable,
    message:
        "ContainerKit draws nothing: keep what the image stands for (a name, a URL) in a property of your View subclass; see the Porting article"
)
public struct UIImage {
    /// An image from the asset catalog.
    ///
    /// - Parameter name: The image's name.
    public init?(named name: String) {}
    /// A symbol image.
    ///
    /// - Parameter systemName: The symbol's name.
    public init?(systemName: String) {}
}
@available(
    *, unavailable,
    message:
        "ContainerKit draws nothing and has no controls: use a View subclass that holds the value (e.g. final class ImageSlot: View { var imageName: String? }); see the Porting article"
)
public typealias UIImageView = View
@available(
    *, unavailable,
    message:
        "ContainerKit draws nothing and has no controls: use a View subclass that holds the value (e.g. final class Label: View { var text = \"\" }); see the Porting article"
)
public typealias UILabel = View
@available(
    *, unavailable,
    message:
        "ContainerKit draws nothing and has no controls: use a View subclass with a closure for the action (e.g. final class Button: View { var onTap: () -> Void = {} }); see the Porting article"
)
public typealias UIButton = View
@available(
    *, unavailable, renamed: "Color",
    message:
        "ContainerKit draws nothing: a Color is a value a test can compare (Color.red, Color(red:green:blue:alpha:))"
)
public typealias UIColor = Color
@available(*, unavailable, renamed: "Color", message: "layer colors are Colors too (color.cgColor is the color)")
public typealias CGColor = Color
@available(*, unavailable, renamed: "Layer", message: "a view's layer holds plain values a test can compare")
public typealias CALayer = Layer
@available(*, unavailable, renamed: "AffineTransform")
public typealias CGAffineTransform = AffineTransform
#endif

// Core Graphics' geometry.
@available(*, unavailable, renamed: "Rect")
public typealias CGRect = Rect
@available(*, unavailable, renamed: "Point")
public typealias CGPoint = Point
@available(*, unavailable, renamed: "Size")
public typealias CGSize = Size
@available(*, unavailable, renamed: "Double", message: "ContainerKit's geometry is in Double")
public typealias CGFloat = Double

// Foundation's: `import ContainerKit` does not bring Foundation (ContainerKit does not use it).
@available(
    *, unavailable,
    message:
        "add `import Foundation`: import ContainerKit does not bring Foundation; ListHost's rows are plain Ints (indexPath.row is row); see the Porting article"
)
public struct IndexPath {
    /// An index path of a table view's row.
    ///
    /// - Parameters:
    ///   - row: The row.
    ///   - section: The section.
    public init(row: Int, section: Int) {}
    /// An index path of a collection view's item.
    ///
    /// - Parameters:
    ///   - item: The item.
    ///   - section: The section.
    public init(item: Int, section: Int) {}
    /// The row.
    public var row: Int { 0 }
    /// The item.
    public var item: Int { 0 }
    /// The section.
    public var section: Int { 0 }
}
/// Foundation's defaults: ContainerKit does not bring Foundation.
@available(
    *, unavailable,
    message: "add `import Foundation`: import ContainerKit does not bring Foundation; see the Porting article"
)
public struct UserDefaults {
    /// The shared defaults.
    public static var standard: UserDefaults { fatalError("unavailable") }
}
@available(
    *, unavailable,
    message:
        "there are no archives headlessly: a subclass with its own initializer implements `required init(name: String?)` instead of init?(coder:); see the Porting article"
)
public final class NSCoder {}
