/// How a presented controller covers its presenter (`COMP-10`).
public enum ModalPresentationStyle: Sendable, Hashable, CaseIterable {
    /// The presented controller covers everything: the presenter disappears
    /// (`P.viewWillDisappear` ... `P.viewDidDisappear`) and its view leaves the window until the
    /// dismissal, as in UIKit, so that showing the window again does not make it appear.
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
