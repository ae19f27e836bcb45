// UIKit's names on `ViewController`, for code ported from UIKit (the Porting article).

extension ViewController {
    /// The controller's title, as UIKit's `title`: a plain value (`nil` by default) that
    /// navigation and tab bar controllers would show; nothing reads it.
    public final var title: String? {
        get { uikitAttributesToRead.title }
        set { uikitAttributes.title = newValue }
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
