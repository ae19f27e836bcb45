/// What a navigation controller tells its delegate, as UIKit's `UINavigationControllerDelegate`
/// (`COMP-17`). Every method has a default that does nothing (or returns `nil`).
///
/// Set it with ``NavigationController/delegate`` (held weakly, as in UIKit). For a push or a pop
/// from `A` to `B` in a visible window:
///
/// ```
/// N.transition(from: A, to: B)
/// A.viewWillDisappear
/// B.viewWillAppear
/// navigationController(N, willShow: B, animated:)
/// A.viewDidDisappear
/// B.viewDidAppear
/// N.transitionDidEnd(from: A, to: B)
/// navigationController(N, didShow: B, animated:)
/// ```
///
/// then the completion. For an animated transition the delegate is asked for UIKit's animation
/// controller (a ``ViewControllerAnimatedTransitioning``, `COMP-16`) and, when it returns one, for
/// an interaction controller (a ``ViewControllerInteractiveTransitioning``, such as
/// ``PercentDrivenInteractiveTransition``), as Apple documents. ContainerKit's short way is the
/// variant that returns a ``TransitionAnimator`` (``ManualAnimator`` lets a test drive a
/// transition step by step), asked when the UIKit one returns `nil`.
@MainActor
public protocol NavigationControllerDelegate: AnyObject {
    /// The top is about to change to `viewController`: called after the will-hooks of the
    /// transition, before its animation.
    ///
    /// - Parameters:
    ///   - navigationController: The navigation controller.
    ///   - viewController: The new top.
    ///   - animated: Whether the transition is animated.
    func navigationController(
        _ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool)

    /// The top changed to `viewController`: called after every did-hook of the transition, before
    /// its completion. Not called for a cancelled transition.
    ///
    /// - Parameters:
    ///   - navigationController: The navigation controller.
    ///   - viewController: The new top.
    ///   - animated: Whether the transition was animated.
    func navigationController(
        _ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool)

    /// The animator for one transition, or `nil` for the container's own
    /// (``CompositionController/animator``); asked when the transition starts, before any hook.
    ///
    /// - Parameters:
    ///   - navigationController: The navigation controller.
    ///   - operation: Whether the new top is pushed or popped to.
    ///   - fromVC: The top that leaves.
    ///   - toVC: The new top.
    /// - Returns: The animator to use, or `nil`.
    func navigationController(
        _ navigationController: NavigationController, animationControllerFor operation: NavigationController.Operation,
        from fromVC: ViewController, to toVC: ViewController
    ) -> TransitionAnimator?

    /// UIKit's animation controller for one animated transition (`COMP-16`), or `nil` for the
    /// ``TransitionAnimator`` variant (and then the container's own animator); asked when an
    /// animated transition starts, before any hook. A transition that is not animated asks
    /// nothing, as in UIKit.
    ///
    /// - Parameters:
    ///   - navigationController: The navigation controller.
    ///   - operation: Whether the new top is pushed or popped to.
    ///   - fromVC: The top that leaves.
    ///   - toVC: The new top.
    /// - Returns: The animation controller, or `nil`.
    func navigationController(
        _ navigationController: NavigationController, animationControllerFor operation: NavigationController.Operation,
        from fromVC: ViewController, to toVC: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)?

    /// The interaction controller of a transition whose animation controller this delegate
    /// returned (`COMP-16`); asked right after it, as Apple documents.
    ///
    /// - Parameters:
    ///   - navigationController: The navigation controller.
    ///   - animationController: The animation controller returned for the transition.
    /// - Returns: The interaction controller, or `nil` for a transition that is not interactive.
    func navigationController(
        _ navigationController: NavigationController,
        interactionControllerFor animationController: any ViewControllerAnimatedTransitioning
    ) -> (any ViewControllerInteractiveTransitioning)?
}

extension NavigationControllerDelegate {
    /// Does nothing.
    ///
    /// - Parameters:
    ///   - navigationController: The navigation controller.
    ///   - viewController: The new top.
    ///   - animated: Whether the transition is animated.
    public func navigationController(
        _ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool
    ) {}

    /// Does nothing.
    ///
    /// - Parameters:
    ///   - navigationController: The navigation controller.
    ///   - viewController: The new top.
    ///   - animated: Whether the transition was animated.
    public func navigationController(
        _ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool
    ) {}

    /// `nil`: the container's own animator.
    ///
    /// - Parameters:
    ///   - navigationController: The navigation controller.
    ///   - operation: Whether the new top is pushed or popped to.
    ///   - fromVC: The top that leaves.
    ///   - toVC: The new top.
    /// - Returns: `nil`.
    public func navigationController(
        _ navigationController: NavigationController, animationControllerFor operation: NavigationController.Operation,
        from fromVC: ViewController, to toVC: ViewController
    ) -> TransitionAnimator? { nil }

    /// `nil`.
    ///
    /// - Parameters:
    ///   - navigationController: The navigation controller.
    ///   - operation: Whether the new top is pushed or popped to.
    ///   - fromVC: The top that leaves.
    ///   - toVC: The new top.
    /// - Returns: `nil`.
    public func navigationController(
        _ navigationController: NavigationController, animationControllerFor operation: NavigationController.Operation,
        from fromVC: ViewController, to toVC: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)? { nil }

    /// `nil`.
    ///
    /// - Parameters:
    ///   - navigationController: The navigation controller.
    ///   - animationController: The animation controller.
    /// - Returns: `nil`.
    public func navigationController(
        _ navigationController: NavigationController,
        interactionControllerFor animationController: any ViewControllerAnimatedTransitioning
    ) -> (any ViewControllerInteractiveTransitioning)? { nil }
}

extension NavigationController {
    /// The kind of a transition of the stack, as UIKit's `UINavigationController.Operation`.
    public enum Operation: Sendable, Hashable {
        /// Not a push or a pop.
        case none
        /// The new top was not in the stack.
        case push
        /// The new top was already in the stack, below the old one.
        case pop
    }
}
