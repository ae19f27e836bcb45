/// An interaction controller that drives a custom transition by a percentage, as UIKit's
/// `UIPercentDrivenInteractiveTransition` (`COMP-16`).
///
/// Return it from a delegate's `interactionController...` method together with an animation
/// controller. When the transition starts it runs the animation controller's
/// ``ViewControllerAnimatedTransitioning/animateTransition(using:)`` and holds the view animations
/// that method starts: their completion blocks wait until ``finish()`` or ``cancel()`` (the
/// animation "runs" to its end, or back to its start; ContainerKit draws nothing). The usual
/// animator ends with `completeTransition(!context.transitionWasCancelled)` in that completion,
/// so ``finish()`` commits the transition and ``cancel()`` cancels it:
///
/// ```swift
/// let interaction = PercentDrivenInteractiveTransition()
/// // the delegate returns it from navigationController(_:interactionControllerFor:)
/// navigation.popViewController(animated: true)  // B.viewWillDisappear, A.viewWillAppear
/// interaction.update(0.3)
/// interaction.cancel()                           // the pop is cancelled (COMP-6)
/// ```
@MainActor
open class PercentDrivenInteractiveTransition: ViewControllerInteractiveTransitioning {
    /// The transition being driven, until it is finished or cancelled.
    private var context: (any ViewControllerContextTransitioning)?
    /// The completion blocks of the view animations held for the interaction.
    private var heldCompletions: [(Bool) -> Void] = []

    /// How far the transition is, from 0 to 1.
    open private(set) var percentComplete: Double = 0

    /// How fast the animation completes after the interaction ends (1 by default; ContainerKit
    /// draws nothing, so it changes nothing).
    open var completionSpeed: Double = 1

    /// Whether the transition starts interactive (`true` by default, as since iOS 10).
    open var wantsInteractiveStart = true

    /// Creates an interaction controller.
    public init() {}

    /// The duration of the animation being driven, in seconds (0 when none runs).
    open var duration: Double {
        guard let custom = context as? CustomTransitionContext else { return 0 }
        return custom.duration
    }

    /// Starts driving `transitionContext`: runs its animation controller, holding the completion
    /// blocks of the view animations it starts.
    ///
    /// - Parameter transitionContext: The transition.
    open func startInteractiveTransition(_ transitionContext: any ViewControllerContextTransitioning) {
        context = transitionContext
        percentComplete = 0
        guard let custom = transitionContext as? CustomTransitionContext else { return }
        ViewAnimations.holding(for: self) {
            custom.animationController.animateTransition(using: custom)
        }
    }

    /// Reports the progress.
    ///
    /// - Parameter percentComplete: From 0 to 1 (clamped).
    open func update(_ percentComplete: Double) {
        guard let context else { return }
        self.percentComplete = min(1, max(0, percentComplete))
        context.updateInteractiveTransition(self.percentComplete)
    }

    /// Pauses the transition (it is interactive again).
    open func pause() {
        context?.pauseInteractiveTransition()
    }

    /// Ends the interaction: the transition completes (the held animations end, their completion
    /// blocks run with `true`).
    open func finish() {
        guard let context else { return }
        self.context = nil
        percentComplete = 1
        context.finishInteractiveTransition()
        runHeldCompletions()
    }

    /// Ends the interaction: the transition is cancelled (the held animations go back to their
    /// start, their completion blocks run with `true`, **policy**; the context's
    /// ``ViewControllerContextTransitioning/transitionWasCancelled`` is `true`).
    open func cancel() {
        guard let context else { return }
        self.context = nil
        context.cancelInteractiveTransition()
        runHeldCompletions()
    }

    /// Keeps a view animation's completion for the end of the interaction.
    func hold(_ completion: @escaping (Bool) -> Void) {
        heldCompletions.append(completion)
    }

    private func runHeldCompletions() {
        let completions = heldCompletions
        heldCompletions = []
        for completion in completions { completion(true) }
    }
}
