/// The context of one custom transition, as UIKit's `UIViewControllerContextTransitioning`
/// (`COMP-16`): what an animation controller and an interaction controller read and report.
///
/// ContainerKit makes one for every transition it hands to a
/// ``ViewControllerAnimatedTransitioning``; you do not adopt this protocol. The transition is
/// ContainerKit's own (the same lease on its participants as every transition, `LIFE-4`): the
/// context only tells it when to end.
@MainActor
public protocol ViewControllerContextTransitioning: AnyObject {
    /// The view in which the transition takes place: the container's content view, or for a
    /// presentation the window.
    var containerView: View { get }
    /// Whether the transition is animated.
    var isAnimated: Bool { get }
    /// Whether the transition is being driven interactively now.
    var isInteractive: Bool { get }
    /// Whether the interaction cancelled the transition (``cancelInteractiveTransition()``).
    var transitionWasCancelled: Bool { get }
    /// The presentation style (`.custom` for a container's own transition).
    var presentationStyle: ModalPresentationStyle { get }

    /// A participant controller.
    ///
    /// - Parameter key: ``TransitionContextViewControllerKey/from`` or
    ///   ``TransitionContextViewControllerKey/to``.
    /// - Returns: The controller, or `nil` once the transition has ended.
    func viewController(forKey key: TransitionContextViewControllerKey) -> ViewController?

    /// A participant view.
    ///
    /// - Parameter key: ``TransitionContextViewKey/from`` or ``TransitionContextViewKey/to``.
    /// - Returns: The view, or `nil` when it is not loaded or the transition has ended.
    func view(forKey key: TransitionContextViewKey) -> View?

    /// Where a participant's view starts: the leaving controller's current frame, `.zero` for the
    /// other (**policy**, as UIKit answers for a push).
    ///
    /// - Parameter viewController: A participant.
    /// - Returns: The frame.
    func initialFrame(for viewController: ViewController) -> Rect

    /// Where a participant's view ends: the container view's bounds for the coming controller,
    /// `.zero` for the other (**policy**).
    ///
    /// - Parameter viewController: A participant.
    /// - Returns: The frame.
    func finalFrame(for viewController: ViewController) -> Rect

    /// Reports the progress of an interactive transition.
    ///
    /// - Parameter percentComplete: From 0 to 1 (clamped).
    func updateInteractiveTransition(_ percentComplete: Double)

    /// The interaction ends and the transition will complete.
    func finishInteractiveTransition()

    /// The interaction ends and the transition will be cancelled
    /// (``transitionWasCancelled`` becomes `true`).
    func cancelInteractiveTransition()

    /// The interaction pauses the transition (it becomes interactive again).
    func pauseInteractiveTransition()

    /// Ends the transition: `true` commits it (the did-hooks, then the completion), `false`
    /// cancels it (every hook balanced, `APP-2`). Later calls do nothing.
    ///
    /// - Parameter didComplete: Whether the transition completed.
    func completeTransition(_ didComplete: Bool)
}
