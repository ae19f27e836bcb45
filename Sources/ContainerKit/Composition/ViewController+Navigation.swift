extension ViewController {
    /// The nearest ancestor that is a navigation controller, or `nil`, as UIKit's
    /// `navigationController`.
    ///
    /// The ancestors are read through ``ViewController/parent``, from this controller's parent up:
    /// a navigation controller's own `navigationController` is the one that contains it, if any.
    ///
    /// - Complexity: O(*h*) in the controllers above this one.
    public final var navigationController: NavigationController? { nearestAncestor(NavigationController.self) }

    /// The nearest ancestor that is a tab controller, or `nil`, as UIKit's `tabBarController`.
    ///
    /// - Complexity: O(*h*) in the controllers above this one.
    public final var tabBarController: TabBarController? { nearestAncestor(TabBarController.self) }

    /// The nearest ancestor that is a split controller, or `nil`, as UIKit's `splitViewController`
    /// (`COMP-19`).
    ///
    /// - Complexity: O(*h*) in the controllers above this one.
    public final var splitViewController: SplitViewController? { nearestAncestor(SplitViewController.self) }

    /// Shows a controller as UIKit's `show(_:sender:)` does for these containers: pushed (animated)
    /// on ``navigationController`` when this controller is inside one (or is one); otherwise, inside
    /// a split controller (or one itself), shown as its detail (``showDetailViewController(_:sender:)``,
    /// **policy**, `COMP-19`); otherwise presented (animated) by this controller.
    ///
    /// Apple documents that `show(_:sender:)` asks the nearest container that handles it
    /// (`targetViewController(forAction:sender:)`; a navigation controller pushes) and otherwise
    /// presents modally. **Policy:** the search follows the parent chain only, not on through
    /// ``presentingViewController`` (UIKit's would push under the presentation, rarely what a
    /// presented screen means). The push or presentation is requested as if called directly, with
    /// its refusals and its trace (`COMP-4`, `COMP-10`, `MIS-20`).
    ///
    /// - Parameters:
    ///   - viewController: The controller to show.
    ///   - sender: The object that asked, unused (as in UIKit's default).
    public final func show(_ viewController: ViewController, sender: Any? = nil) {
        if let navigationController = self as? NavigationController ?? navigationController {
            navigationController.pushViewController(viewController, animated: true)
        } else if let split = self as? SplitViewController ?? splitViewController {
            split.showDetail(viewController)
        } else {
            present(viewController, animated: true)
        }
    }

    /// Shows a detail controller as UIKit's `showDetailViewController(_:sender:)` does: inside a
    /// split controller (or on one), it becomes the split's secondary column (and, collapsed, the
    /// column on top, `COMP-19`); otherwise it is presented modally (animated), by this
    /// controller's presentation context (the top of its parent chain, `COMP-14`).
    ///
    /// Apple documents that a split view controller handles it, and that with no container that
    /// handles it the detail is presented modally; a presenter that already presents reports
    /// `MIS-20`.
    ///
    /// - Parameters:
    ///   - viewController: The controller to show.
    ///   - sender: The object that asked, unused (as in UIKit's default).
    public final func showDetailViewController(_ viewController: ViewController, sender: Any? = nil) {
        if let split = self as? SplitViewController ?? splitViewController {
            split.showDetail(viewController)
        } else {
            present(viewController, animated: true)
        }
    }

    private func nearestAncestor<T: ViewController>(_ type: T.Type) -> T? {
        var ancestor = parent
        while let current = ancestor {
            if let found = current as? T { return found }
            ancestor = current.parent
        }
        return nil
    }
}
