/// How a presented controller covers its presenter (`COMP-10`).
public enum ModalPresentationStyle: Sendable, Hashable, CaseIterable {
    /// The presented controller covers everything: the presenter disappears
    /// (`P.viewWillDisappear` ... `P.viewDidDisappear`) and stays disappeared until the dismissal,
    /// even when its window is hidden and shown again (its view stays in the window).
    case fullScreen
    /// The presented controller covers the presenter without hiding it: the presenter gets no
    /// appearance hooks and its view stays in the window.
    case overFullScreen
}

/// The presentation state of one controller: who presents it, whom it presents, how, and whether a
/// presentation of it is under way (`COMP-10`, `APP-8`).
///
/// Invariants: `presenting?.presentationLinks?.presented === owner` for a presented controller;
/// a presenter holds what it presents strongly and is held weakly back; `phase` is set only
/// while the presentation or the dismissal of this controller runs.
@MainActor
final class PresentationLinks {
    enum Phase: Equatable { case beingPresented, beingDismissed }

    weak var presenting: ViewController?
    var presented: ViewController?
    var style: ModalPresentationStyle = .fullScreen
    var phase: Phase?
}

extension ViewController {
    /// Whether this controller presents another one full screen: then it stays disappeared,
    /// even when its window is shown again, until the dismissal (`COMP-10`).
    final var isCoveredByFullScreenPresentation: Bool {
        guard let presented = presentationLinks?.presented else { return false }
        return presented.modalPresentationStyle == .fullScreen
    }
}
