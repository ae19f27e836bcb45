extension Presentation {
    /// The animator of a presentation that the presented controller's
    /// ``ViewController/transitioningDelegate`` hands out (`COMP-16`), or `nil`: asked when the
    /// presentation starts (after its checks, before any hook), only for an animated presentation
    /// that names no animator; the interaction controller only when an animation controller came
    /// back, as Apple documents. For a ``ModalPresentationStyle/custom`` presentation the delegate
    /// is asked for a presentation controller first, as UIKit does (its answer is not used:
    /// ``PresentationController`` cannot be subclassed, **policy**).
    func customAnimator(
        presenting controller: ViewController, by presenter: ViewController, style: ModalPresentationStyle
    ) -> TransitionAnimator? {
        guard animated, let source, let delegate = controller.transitioningDelegate else { return nil }
        if style == .custom {
            _ = delegate.presentationController(forPresented: controller, presenting: presenter, source: source)
        }
        guard
            let animation = delegate.animationController(
                forPresented: controller, presenting: presenter, source: source)
        else { return nil }
        return CustomTransitionAnimator(
            animation, interactionController: delegate.interactionControllerForPresentation(using: animation))
    }

    /// The animator of a dismissal that the dismissed controller's
    /// ``ViewController/transitioningDelegate`` hands out (`COMP-16`), or `nil` (as for a
    /// presentation).
    func customAnimator(dismissing controller: ViewController) -> TransitionAnimator? {
        guard animated, source != nil, let delegate = controller.transitioningDelegate,
            let animation = delegate.animationController(forDismissed: controller)
        else { return nil }
        return CustomTransitionAnimator(
            animation, interactionController: delegate.interactionControllerForDismissal(using: animation))
    }
}
