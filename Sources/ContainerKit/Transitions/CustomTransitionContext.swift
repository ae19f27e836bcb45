/// Drives one of ContainerKit's transitions with a user's animation controller (`COMP-16`): the
/// adapter between UIKit's custom-transition protocols and the project's ``TransitionAnimator``.
///
/// The transition stays ContainerKit's own: the container runs its hooks, takes its lease
/// (`LIFE-4`) and settles appearance; this animator only hands the animation controller (or the
/// interaction controller) a ``CustomTransitionContext`` whose `completeTransition(_:)` completes
/// or cancels the ``TransitionContext``.
@MainActor
final class CustomTransitionAnimator: TransitionAnimator {
    let animationController: any ViewControllerAnimatedTransitioning
    let interactionController: (any ViewControllerInteractiveTransitioning)?

    init(
        _ animationController: any ViewControllerAnimatedTransitioning,
        interactionController: (any ViewControllerInteractiveTransitioning)?
    ) {
        self.animationController = animationController
        self.interactionController = interactionController
    }

    /// `true`: `completeTransition(false)` cancels.
    var supportsCancellation: Bool { true }

    func animate(_ context: TransitionContext) {
        let custom =
            context.coordination?.custom
            ?? CustomTransitionContext(
                context, animationController: animationController, interactionController: interactionController)
        context.coordinator?.custom = custom
        if let interactionController {
            interactionController.startInteractiveTransition(custom)
        } else {
            animationController.animateTransition(using: custom)
        }
    }
}

/// The context a user's animation controller gets (UIKit's `UIViewControllerContextTransitioning`
/// object, `COMP-16`). It keeps its transition until the transition ends; after that every call
/// does nothing and the participants read `nil`.
@MainActor
final class CustomTransitionContext: ViewControllerContextTransitioning {
    private let transition: TransitionContext
    let animationController: any ViewControllerAnimatedTransitioning
    let interactionController: (any ViewControllerInteractiveTransitioning)?
    let initiallyInteractive: Bool
    private(set) var isInteractive: Bool
    private(set) var transitionWasCancelled = false
    private(set) var percentComplete: Double = 0
    /// Invariant: `true` once `completeTransition(_:)` was called; later calls do nothing.
    private var completionCalled = false

    init(
        _ transition: TransitionContext, animationController: any ViewControllerAnimatedTransitioning,
        interactionController: (any ViewControllerInteractiveTransitioning)?
    ) {
        self.transition = transition
        self.animationController = animationController
        self.interactionController = interactionController
        initiallyInteractive = interactionController?.wantsInteractiveStart ?? false
        isInteractive = initiallyInteractive
    }

    /// The animation controller's duration.
    var duration: Double { animationController.transitionDuration(using: self) }

    var containerView: View { transition.containerView }
    var isAnimated: Bool { transition.isAnimated }
    var presentationStyle: ModalPresentationStyle { transition.presentationStyle }

    func viewController(forKey key: TransitionContextViewControllerKey) -> ViewController? {
        key == .from ? transition.from : key == .to ? transition.to : nil
    }

    func view(forKey key: TransitionContextViewKey) -> View? {
        (key == .from ? transition.from : key == .to ? transition.to : nil)?.viewIfLoaded
    }

    func initialFrame(for viewController: ViewController) -> Rect {
        guard viewController === transition.from else { return .zero }
        return viewController.viewIfLoaded?.frame ?? .zero
    }

    func finalFrame(for viewController: ViewController) -> Rect {
        guard viewController === transition.to else { return .zero }
        return containerView.bounds
    }

    func updateInteractiveTransition(_ percentComplete: Double) {
        guard transition.isRunning else { return }
        self.percentComplete = min(1, max(0, percentComplete))
    }

    func finishInteractiveTransition() {
        guard transition.isRunning, isInteractive else { return }
        isInteractive = false
        transition.coordination?.interactionDidChange()
    }

    func cancelInteractiveTransition() {
        guard transition.isRunning else { return }
        transitionWasCancelled = true
        guard isInteractive else { return }
        isInteractive = false
        transition.coordination?.interactionDidChange()
    }

    func pauseInteractiveTransition() {
        guard transition.isRunning, !isInteractive else { return }
        isInteractive = true
        transition.coordination?.interactionDidChange()
    }

    /// Commits (`true`) or cancels (`false`) the transition. A transition that cannot be
    /// cancelled (a navigation change that also adds controllers below the new top) commits
    /// (**policy**).
    func completeTransition(_ didComplete: Bool) {
        guard !completionCalled, transition.isRunning else { return }
        completionCalled = true
        if didComplete {
            transition.complete()
        } else {
            transitionWasCancelled = true
            if !transition.cancel() { transition.complete() }
        }
    }

    /// The animator ended the transition while it was still interactive.
    func interactionEndedWithTransition() { isInteractive = false }

    /// The transition ended: the animation controller hears `animationEnded`.
    func transitionDidEnd(committed: Bool) {
        animationController.animationEnded(committed)
    }
}
