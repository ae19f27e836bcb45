/// What the presentation pipeline keeps of one controller's presentation, beside the links the
/// core holds (``PresentationLinks``): how it is presented (its style, its context, its delegates,
/// its presentation controller; `COMP-10`, `COMP-16`). The only kind of links made
/// (`ensurePresentationLinks()`).
///
/// Invariant: `presentedStyle` is the resolved style the running or current presentation of this
/// controller was made with.
@MainActor
final class PresentationRecord: PresentationLinks {
    var style: ModalPresentationStyle = .automatic
    /// The resolved style of this controller's presentation, fixed when it started.
    var presentedStyle: ModalPresentationStyle = .pageSheet
    var definesPresentationContext = false
    var isModalInPresentation = false
    /// Made on first use; it holds its delegate weakly.
    var presentationController: PresentationController?
    /// `COMP-16`: held weakly, as UIKit holds `transitioningDelegate`.
    weak var transitioningDelegate: (any ViewControllerTransitioningDelegate)?

    override var removesPresenter: Bool { presentedStyle.removesPresenter }

    override func presentedDidGo(from presenter: ViewController) { presenter.presentedControllerDidGo() }
}

extension ViewController {
    /// This controller's presentation record, if it has links (every links object is one).
    final var presentationRecord: PresentationRecord? { presentationLinks as? PresentationRecord }
}
