// UIKit's names on `ViewController`, for code ported from UIKit (the Porting article).

extension ViewController {
    /// Creates a controller, as UIKit's `init(nibName:bundle:)` does for a controller that builds
    /// its view in `loadView()`.
    ///
    /// There are no nibs headlessly: the controller is created with ``init(name:)`` and its view
    /// comes from ``loadView()``. A nib name, when given, becomes the controller's ``name`` (so a
    /// trace shows which screen it stands for). A subclass's own initializer calls
    /// `super.init(name:)` instead: this is not a designated initializer here (see the Porting
    /// article's recipe for `required init(name:)`).
    ///
    /// - Parameters:
    ///   - nibName: The nib's name, used as the controller's name; `nil` uses the type's name.
    ///   - bundle: Ignored (`nil` or Foundation's `Bundle`).
    public convenience init(nibName: String?, bundle: AnyObject?) {
        self.init(name: nibName)
    }

    /// The controller's title, as UIKit's `title`: a plain value (`nil` by default) that
    /// navigation and tab bar controllers would show; nothing reads it.
    public final var title: String? {
        get { uikitAttributes.title }
        set { updateUIKitAttributes { $0.title = newValue } }
    }

    @available(*, unavailable, renamed: "addChild(_:)", message: "addChild(_:) begins containment as in UIKit; addChild(_:into:) also places the view and finishes (didMove); see the Porting article")
    public func addChildViewController(_ child: ViewController) {}

    @available(*, unavailable, renamed: "removeFromParent()")
    public func removeFromParentViewController() {}

    @available(*, unavailable, renamed: "willMove(toParent:)")
    public func willMove(toParentViewController parent: ViewController?) {}

    @available(*, unavailable, renamed: "didMove(toParent:)")
    public func didMove(toParentViewController parent: ViewController?) {}

    @available(*, unavailable, message: "ContainerKit has no layout guides: the safe area is view.safeAreaInsets (and viewSafeAreaInsetsDidChange()); see the Porting article")
    public var topLayoutGuide: Never { fatalError() }

    @available(*, unavailable, message: "ContainerKit has no layout guides: the safe area is view.safeAreaInsets (and viewSafeAreaInsetsDidChange()); see the Porting article")
    public var bottomLayoutGuide: Never { fatalError() }
}
