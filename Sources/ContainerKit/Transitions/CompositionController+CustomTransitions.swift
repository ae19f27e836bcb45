extension NavigationController {
    /// The animator the delegate hands out for an animated transition (`COMP-16`, `COMP-17`):
    /// UIKit's animation controller (with its interaction controller, asked only then, as Apple
    /// documents), else ContainerKit's ``TransitionAnimator`` variant, else `nil`.
    func customAnimator(
        _ delegate: any NavigationControllerDelegate, _ operation: Operation, from: ViewController, to: ViewController
    ) -> TransitionAnimator? {
        let animation: (any ViewControllerAnimatedTransitioning)? = delegate.navigationController(
            self, animationControllerFor: operation, from: from, to: to)
        if let animation {
            return CustomTransitionAnimator(
                animation,
                interactionController: delegate.navigationController(self, interactionControllerFor: animation))
        }
        let animator: TransitionAnimator? = delegate.navigationController(
            self, animationControllerFor: operation, from: from, to: to)
        return animator
    }
}

extension TabBarController {
    /// The animator the delegate hands out for a switch (`COMP-16`): UIKit's animation controller
    /// with its interaction controller (asked only then), or `nil`.
    func customAnimator(
        _ delegate: any TabBarControllerDelegate, from: ViewController, to: ViewController
    ) -> TransitionAnimator? {
        guard let animation = delegate.tabBarController(self, animationControllerForTransitionFrom: from, to: to)
        else { return nil }
        return CustomTransitionAnimator(
            animation, interactionController: delegate.tabBarController(self, interactionControllerFor: animation))
    }
}
