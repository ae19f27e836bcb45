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
public typealias UITableViewDataSource = Never
@available(
    *, unavailable,
    message:
        "ListHost has no delegate: a row's actions go to its content's delegate (DelegatingContent); see the Porting article (Lists)"
)
public typealias UITableViewDelegate = Never
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
        "there is no application object headlessly: create a Window in your test, set its rootViewController and call makeKeyAndVisible(); see the Porting article"
)
public typealias UIApplication = Never
@available(
    *, unavailable,
    message:
        "there is no application object headlessly: create a Window in your test, set its rootViewController and call makeKeyAndVisible(); see the Porting article"
)
public typealias UIApplicationDelegate = Never
@available(
    *, unavailable,
    message:
        "ContainerKit draws nothing: keep what the image stands for (a name, a URL) in a property of your View subclass; see the Porting article"
)
public typealias UIImage = Never
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
    *, unavailable,
    message:
        "ContainerKit has no colors: it draws nothing; delete the line or keep the value in your View subclass; see the Porting article"
)
public typealias UIColor = Never
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
public typealias IndexPath = Never
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
public typealias NSCoder = Never
