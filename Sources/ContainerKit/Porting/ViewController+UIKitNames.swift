// UIKit's names on `ViewController`, for code ported from UIKit (the Porting article).

extension ViewController {
    /// The controller's title, as UIKit's `title`: a plain value (`nil` by default) that
    /// navigation and tab bar controllers would show. Setting it also sets the title of
    /// ``navigationItem`` and ``tabBarItem`` once they exist, as in UIKit.
    public final var title: String? {
        get { uikitAttributesToRead.title }
        set {
            let attributes = uikitAttributes
            attributes.title = newValue
            attributes.navigationItem?.title = newValue
            attributes.tabBarItem?.title = newValue
        }
    }

    /// What a navigation bar shows for this controller, as UIKit's `navigationItem`: plain data
    /// (title, bar button items, `hidesBackButton`), made on first use with this controller's
    /// ``title``.
    public final var navigationItem: NavigationItem {
        let attributes = uikitAttributes
        if let item = attributes.navigationItem { return item }
        let item = NavigationItem(title: attributes.title)
        attributes.navigationItem = item
        return item
    }

    /// What a tab bar shows for this controller, as UIKit's `tabBarItem`: plain data (title, image
    /// name, tag, badge), made on first use with this controller's ``title``. Settable, as in UIKit.
    public final var tabBarItem: TabBarItem {
        get {
            let attributes = uikitAttributes
            if let item = attributes.tabBarItem { return item }
            let item = TabBarItem(title: attributes.title)
            attributes.tabBarItem = item
            return item
        }
        set { uikitAttributes.tabBarItem = newValue }
    }

    @available(
        *, unavailable, renamed: "addChild(_:)",
        message:
            "addChild(_:) begins containment as in UIKit; addChild(_:into:) also places the view and finishes (didMove); see the Porting article"
    )
    public func addChildViewController(_ child: ViewController) {}

    @available(*, unavailable, renamed: "removeFromParent()")
    public func removeFromParentViewController() {}

    @available(*, unavailable, renamed: "willMove(toParent:)")
    public func willMove(toParentViewController parent: ViewController?) {}

    @available(*, unavailable, renamed: "didMove(toParent:)")
    public func didMove(toParentViewController parent: ViewController?) {}
}
