/// An object that animates one transition between two controllers, as UIKit's
/// `UIViewControllerAnimatedTransitioning` (`COMP-16`).
///
/// Hand one back from a ``NavigationControllerDelegate``, a ``TabBarControllerDelegate`` or a
/// ``ViewControllerTransitioningDelegate``. ContainerKit calls ``animateTransition(using:)`` once
/// the transition has started (its will-hooks called); your code decides when it ends by calling
/// ``ViewControllerContextTransitioning/completeTransition(_:)``: with `true` the transition
/// commits (the did-hooks, then the completion), with `false` it is cancelled (every hook
/// balanced, `APP-2`). ContainerKit draws nothing: a view animation your code starts runs its
/// blocks at once (``View/animate(withDuration:animations:completion:)``), so an animator written
/// for UIKit runs unchanged.
///
/// ContainerKit's own ``TransitionAnimator`` (``ImmediateAnimator``, ``ManualAnimator``) stays the
/// short way for tests; both drive the same transition machinery.
@MainActor
public protocol ViewControllerAnimatedTransitioning: AnyObject {
    /// The duration of the transition's animation, in seconds (reported to the coordinator as
    /// ``ViewControllerTransitionCoordinatorContext/transitionDuration``).
    ///
    /// - Parameter transitionContext: The transition, or `nil` when asked outside one.
    /// - Returns: The duration, in seconds.
    func transitionDuration(using transitionContext: (any ViewControllerContextTransitioning)?) -> Double

    /// Runs the transition's animation; call
    /// ``ViewControllerContextTransitioning/completeTransition(_:)`` when it is over.
    ///
    /// - Parameter transitionContext: The transition.
    func animateTransition(using transitionContext: any ViewControllerContextTransitioning)

    /// Called once the transition has ended, after its did-hooks and its completion.
    ///
    /// - Parameter transitionCompleted: `true` when it committed, `false` when it was cancelled.
    func animationEnded(_ transitionCompleted: Bool)
}

extension ViewControllerAnimatedTransitioning {
    /// Does nothing.
    ///
    /// - Parameter transitionCompleted: Whether the transition committed.
    public func animationEnded(_ transitionCompleted: Bool) {}
}

/// An object that drives a transition interactively, as UIKit's
/// `UIViewControllerInteractiveTransitioning` (`COMP-16`): a delegate hands one back for an
/// animation controller it returned, and ContainerKit calls ``startInteractiveTransition(_:)``
/// instead of the animation controller's ``ViewControllerAnimatedTransitioning/animateTransition(using:)``.
/// ``PercentDrivenInteractiveTransition`` is the ready-made one.
@MainActor
public protocol ViewControllerInteractiveTransitioning: AnyObject {
    /// Starts driving the transition.
    ///
    /// - Parameter transitionContext: The transition; report progress with
    ///   ``ViewControllerContextTransitioning/updateInteractiveTransition(_:)`` and end it with
    ///   ``ViewControllerContextTransitioning/finishInteractiveTransition()`` or
    ///   ``ViewControllerContextTransitioning/cancelInteractiveTransition()``, then
    ///   ``ViewControllerContextTransitioning/completeTransition(_:)``.
    func startInteractiveTransition(_ transitionContext: any ViewControllerContextTransitioning)

    /// How fast the animation completes once the interaction ends (1 by default).
    var completionSpeed: Double { get }

    /// Whether the transition starts interactive (`true` by default).
    var wantsInteractiveStart: Bool { get }
}

extension ViewControllerInteractiveTransitioning {
    /// 1.
    public var completionSpeed: Double { 1 }

    /// `true`.
    public var wantsInteractiveStart: Bool { true }
}
