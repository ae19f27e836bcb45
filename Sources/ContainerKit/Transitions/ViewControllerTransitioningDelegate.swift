/// Hands out the objects of a presentation's custom transition, as UIKit's
/// `UIViewControllerTransitioningDelegate` (`COMP-16`). Every method has a default returning `nil`
/// (ContainerKit's own transition).
///
/// Set it with ``ViewController/transitioningDelegate`` on the controller you present (held
/// weakly, as in UIKit). It is asked when an animated presentation or dismissal starts, before
/// any hook (**policy**, as for the container delegates); the interaction controller only when an
/// animation controller was returned, as Apple documents. A presentation that names its animator
/// (``ViewController/present(_:animated:animator:completion:fileID:filePath:line:column:)`` with an
/// `animator`) does not ask.
@MainActor
public protocol ViewControllerTransitioningDelegate: AnyObject {
    /// The animation controller for presenting `presented`.
    ///
    /// - Parameters:
    ///   - presented: The controller being presented.
    ///   - presenting: The controller that presents it (the presentation context).
    ///   - source: The controller on which `present` was called.
    /// - Returns: An animation controller, or `nil` for ContainerKit's own.
    func animationController(
        forPresented presented: ViewController, presenting: ViewController, source: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)?

    /// The animation controller for dismissing `dismissed`.
    ///
    /// - Parameter dismissed: The controller being dismissed.
    /// - Returns: An animation controller, or `nil` for ContainerKit's own.
    func animationController(forDismissed dismissed: ViewController) -> (any ViewControllerAnimatedTransitioning)?

    /// The interaction controller of a presentation.
    ///
    /// - Parameter animator: The animation controller this delegate returned.
    /// - Returns: An interaction controller, or `nil` for a transition that is not interactive.
    func interactionControllerForPresentation(
        using animator: any ViewControllerAnimatedTransitioning
    ) -> (any ViewControllerInteractiveTransitioning)?

    /// The interaction controller of a dismissal.
    ///
    /// - Parameter animator: The animation controller this delegate returned.
    /// - Returns: An interaction controller, or `nil` for a transition that is not interactive.
    func interactionControllerForDismissal(
        using animator: any ViewControllerAnimatedTransitioning
    ) -> (any ViewControllerInteractiveTransitioning)?

    /// The presentation controller of a ``ModalPresentationStyle/custom`` presentation. Asked for
    /// such presentations, as UIKit does; ContainerKit's ``PresentationController`` cannot be
    /// subclassed, so the controller always uses its own (**policy**).
    ///
    /// - Parameters:
    ///   - presented: The controller being presented.
    ///   - presenting: The controller that presents it, if known.
    ///   - source: The controller on which `present` was called.
    /// - Returns: A presentation controller, or `nil`.
    func presentationController(
        forPresented presented: ViewController, presenting: ViewController?, source: ViewController
    ) -> PresentationController?
}

extension ViewControllerTransitioningDelegate {
    /// `nil`.
    ///
    /// - Parameters:
    ///   - presented: The controller being presented.
    ///   - presenting: The controller that presents it.
    ///   - source: The controller on which `present` was called.
    /// - Returns: `nil`.
    public func animationController(
        forPresented presented: ViewController, presenting: ViewController, source: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)? { nil }

    /// `nil`.
    ///
    /// - Parameter dismissed: The controller being dismissed.
    /// - Returns: `nil`.
    public func animationController(
        forDismissed dismissed: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)? { nil }

    /// `nil`.
    ///
    /// - Parameter animator: The animation controller.
    /// - Returns: `nil`.
    public func interactionControllerForPresentation(
        using animator: any ViewControllerAnimatedTransitioning
    ) -> (any ViewControllerInteractiveTransitioning)? { nil }

    /// `nil`.
    ///
    /// - Parameter animator: The animation controller.
    /// - Returns: `nil`.
    public func interactionControllerForDismissal(
        using animator: any ViewControllerAnimatedTransitioning
    ) -> (any ViewControllerInteractiveTransitioning)? { nil }

    /// `nil`.
    ///
    /// - Parameters:
    ///   - presented: The controller being presented.
    ///   - presenting: The controller that presents it, if known.
    ///   - source: The controller on which `present` was called.
    /// - Returns: `nil`.
    public func presentationController(
        forPresented presented: ViewController, presenting: ViewController?, source: ViewController
    ) -> PresentationController? { nil }
}

extension ViewController {
    /// The object that hands out this controller's custom presentation and dismissal transitions
    /// (`COMP-16`); held weakly, as in UIKit. Read when a presentation or dismissal of this
    /// controller starts.
    public final var transitioningDelegate: (any ViewControllerTransitioningDelegate)? {
        get { presentationRecord?.transitioningDelegate }
        set { ensurePresentationLinks().transitioningDelegate = newValue }
    }
}
