/// What a tab bar controller tells its delegate about a user's taps, as UIKit's
/// `UITabBarControllerDelegate` (`COMP-17`). Every method has a default (`true` for
/// ``tabBarController(_:shouldSelect:)``, nothing for the other).
///
/// Set it with ``TabBarController/delegate`` (held weakly, as in UIKit). As Apple documents, the
/// delegate hears only a user's taps (``TabBarController/simulateTap(on:fileID:filePath:line:column:)``
/// in a test), never a selection your code makes (``TabBarController/selectedIndex``,
/// ``TabBarController/selectedViewController``, ``TabBarController/selectTab(at:completion:fileID:filePath:line:column:)``).
/// A tap from tab `A` to tab `B` in a visible window:
///
/// ```
/// tabBarController(T, shouldSelect: B)
/// T.transition(from: A, to: B)
/// B.viewWillAppear
/// A.viewWillDisappear
/// A.viewDidDisappear
/// B.viewDidAppear
/// T.transitionDidEnd(from: A, to: B)
/// tabBarController(T, didSelect: B)
/// ```
@MainActor
public protocol TabBarControllerDelegate: AnyObject {
    /// Asked when the user taps a tab; `false` refuses the tap: no hook runs and the selection
    /// stays.
    ///
    /// - Parameters:
    ///   - tabBarController: The tab bar controller.
    ///   - viewController: The tab tapped.
    /// - Returns: Whether to select it.
    func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool

    /// The user tapped a tab and it is selected: after every did-hook of the switch. Called also
    /// when the tapped tab already was the selected one, as Apple documents.
    ///
    /// - Parameters:
    ///   - tabBarController: The tab bar controller.
    ///   - viewController: The tab tapped.
    func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController)

    /// UIKit's animation controller for a switch from `fromVC` to `toVC` (`COMP-16`), or `nil`
    /// for the switch without animation. Asked for every switch between two tabs in a loaded tab
    /// bar controller, a tap or a selection your code makes (as Apple's "CustomTransitions" sample
    /// relies on: its swipe sets `selectedIndex`), before any hook; a controller it returns
    /// makes the switch animated.
    ///
    /// - Parameters:
    ///   - tabBarController: The tab bar controller.
    ///   - fromVC: The selected tab.
    ///   - toVC: The tab being selected.
    /// - Returns: The animation controller, or `nil`.
    func tabBarController(
        _ tabBarController: TabBarController, animationControllerForTransitionFrom fromVC: ViewController,
        to toVC: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)?

    /// The interaction controller of a switch whose animation controller this delegate returned
    /// (`COMP-16`); asked right after it, as Apple documents.
    ///
    /// - Parameters:
    ///   - tabBarController: The tab bar controller.
    ///   - animationController: The animation controller returned for the switch.
    /// - Returns: The interaction controller, or `nil` for a switch that is not interactive.
    func tabBarController(
        _ tabBarController: TabBarController,
        interactionControllerFor animationController: any ViewControllerAnimatedTransitioning
    ) -> (any ViewControllerInteractiveTransitioning)?
}

extension TabBarControllerDelegate {
    /// `true`.
    ///
    /// - Parameters:
    ///   - tabBarController: The tab bar controller.
    ///   - viewController: The tab tapped.
    /// - Returns: `true`.
    public func tabBarController(
        _ tabBarController: TabBarController, shouldSelect viewController: ViewController
    ) -> Bool { true }

    /// Does nothing.
    ///
    /// - Parameters:
    ///   - tabBarController: The tab bar controller.
    ///   - viewController: The tab tapped.
    public func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) {}

    /// `nil`.
    ///
    /// - Parameters:
    ///   - tabBarController: The tab bar controller.
    ///   - fromVC: The selected tab.
    ///   - toVC: The tab being selected.
    /// - Returns: `nil`.
    public func tabBarController(
        _ tabBarController: TabBarController, animationControllerForTransitionFrom fromVC: ViewController,
        to toVC: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)? { nil }

    /// `nil`.
    ///
    /// - Parameters:
    ///   - tabBarController: The tab bar controller.
    ///   - animationController: The animation controller.
    /// - Returns: `nil`.
    public func tabBarController(
        _ tabBarController: TabBarController,
        interactionControllerFor animationController: any ViewControllerAnimatedTransitioning
    ) -> (any ViewControllerInteractiveTransitioning)? { nil }
}

extension TabBarController {
    /// Taps a tab as a user does (`COMP-17`): asks the ``delegate``'s
    /// ``TabBarControllerDelegate/tabBarController(_:shouldSelect:)``, then selects the tab
    /// (the switch of `COMP-9`) and tells the delegate
    /// ``TabBarControllerDelegate/tabBarController(_:didSelect:)`` after its did-hooks.
    ///
    /// A refused tap runs no hook and changes nothing. A tap on the selected tab selects nothing
    /// new, and the delegate still hears `didSelect`, as Apple documents; when that tab is a
    /// ``NavigationController``, it pops to its root (animated) first, as UIKit's tab bar does. A
    /// tap on a tab whose ``ViewController/tabBarItem`` is disabled does nothing (no delegate
    /// call). When a transition of this container runs, the switch waits for it (`COMP-3`), and
    /// `didSelect` comes after the switch. A `shouldSelect` that takes the tapped tab away or tears
    /// this container down ends the tap there: no switch, no `didSelect`, nothing reported
    /// (`REENT-1`).
    ///
    /// - Parameters:
    ///   - viewController: One of ``viewControllers``; another one is reported (nothing changes).
    ///   - fileID: The caller's `#fileID`, where a misuse is reported (``CallSite``); leave the default.
    ///   - filePath: The caller's `#filePath`; leave the default.
    ///   - line: The caller's `#line`; leave the default.
    ///   - column: The caller's `#column`; leave the default.
    public final func simulateTap(
        on viewController: ViewController, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        let outermost = Engine.enter(#function, fileID, filePath, line, column)
        defer { Engine.leave(outermost) }
        if isTornDown {
            return Composition.report(self, .tornDown(self, operation: .tap(viewController.name)))
        }
        guard tabs.contains(viewController) else {
            return Composition.report(
                self,
                MisuseError(.notATab(controller: viewController.name, tabBar: name, tapped: true)))
        }
        guard viewController.tabBarItem.isEnabled else { return }
        if let delegate, !delegate.tabBarController(self, shouldSelect: viewController) { return }
        // REENT-1: `shouldSelect` may have changed the tab bar. A tap whose tab is gone, or whose
        // tab bar was torn down, ends here: no switch, no `didSelect`, and nothing reported (the
        // tap itself was valid; the delegate's change is what the app asked for).
        guard !isTornDown, tabs.contains(viewController) else { return }
        if viewController === selectedViewController {
            (viewController as? NavigationController)?.popToRootViewController(animated: true)
            delegate?.tabBarController(self, didSelect: viewController)
            return
        }
        selectTab(viewController) { [weak self, weak viewController] _ in
            guard let self, let viewController, !isTornDown else { return }
            delegate?.tabBarController(self, didSelect: viewController)
        }
    }

    /// Replaces the tabs, as UIKit's `setViewControllers(_:animated:)` (tab changes are not
    /// animated); see ``setViewControllers(_:selectedIndex:completion:fileID:filePath:line:column:)``.
    /// The delegate is not told (a change your code makes).
    ///
    /// - Parameters:
    ///   - viewControllers: The new tabs; `nil` (UIKit's type is optional) removes every tab, as
    ///     `[]` does.
    ///   - animated: Ignored: tab changes are not animated.
    ///   - fileID: The caller's `#fileID`, where a misuse is reported (``CallSite``); leave the default.
    ///   - filePath: The caller's `#filePath`; leave the default.
    ///   - line: The caller's `#line`; leave the default.
    ///   - column: The caller's `#column`; leave the default.
    public final func setViewControllers(
        _ viewControllers: [ViewController]?, animated: Bool, fileID: StaticString = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        setViewControllers(
            viewControllers ?? [], selectedIndex: nil, completion: nil, fileID: fileID, filePath: filePath, line: line,
            column: column)
    }
}
