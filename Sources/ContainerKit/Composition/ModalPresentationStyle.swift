/// How a presented controller covers its presenter (`COMP-10`, `COMP-15`), as UIKit's
/// `UIModalPresentationStyle` names it.
///
/// Since iOS 13 the default is ``automatic``, which resolves to ``pageSheet``: a sheet leaves its
/// presenter on screen, so the presenter gets no appearance hooks. Only ``fullScreen`` and
/// ``currentContext`` take the presenter off screen (`P.viewWillDisappear` ...
/// `P.viewDidDisappear`, `COMP-10`). ContainerKit draws nothing, so the styles that differ only in
/// how they look (a sheet, a form sheet, a popover) behave alike: what matters is whether the
/// presenter disappears, and whether the presentation can be dismissed by a swipe
/// (``PresentationController/beginInteractiveDismissal(fileID:filePath:line:column:)``).
public enum ModalPresentationStyle: Sendable, Hashable, CaseIterable {
    /// The default: resolves to ``pageSheet`` (iOS 13 and later, for a plain controller).
    case automatic
    /// A card over the presenter, dismissible by a swipe; the presenter stays on screen with no
    /// appearance hooks.
    case pageSheet
    /// A smaller card over the presenter; as ``pageSheet`` here.
    case formSheet
    /// The presented controller covers everything: the presenter disappears
    /// (`P.viewWillDisappear` ... `P.viewDidDisappear`) and stays disappeared until the dismissal,
    /// even when its window is hidden and shown again (its view stays in the window).
    case fullScreen
    /// The presented controller covers the presenter without hiding it: the presenter gets no
    /// appearance hooks and its view stays in the window.
    case overFullScreen
    /// As ``fullScreen``, over the nearest ancestor of the requester that sets
    /// ``ViewController/definesPresentationContext`` (or the top of its parent chain): that
    /// controller presents, and disappears (`COMP-14`).
    case currentContext
    /// As ``overFullScreen``, over the nearest ancestor of the requester that sets
    /// ``ViewController/definesPresentationContext``: that controller presents and stays on
    /// screen (`COMP-14`).
    case overCurrentContext
    /// A popover; as ``pageSheet`` here (**policy**: ContainerKit has no anchors or arrows, and
    /// a popover leaves its presenter on screen in every size class).
    case popover
    /// A presentation whose look a custom presentation controller decides; as ``overFullScreen``
    /// here (**policy**: UIKit removes the presenter's view only when a custom presentation
    /// controller asks for it, which ContainerKit does not model).
    case custom
    /// UIKit's "no adaptation" value, meant to be returned from an adaptivity callback, not to
    /// present with; presenting with it is treated as ``automatic`` (**policy**).
    case none

    /// The style this one stands for when a presentation starts: ``automatic`` and ``none`` are
    /// ``pageSheet``, the others themselves.
    public var resolved: ModalPresentationStyle {
        switch self {
        case .automatic, .none: return .pageSheet
        default: return self
        }
    }

    /// Whether the presenter leaves the screen (gets its disappearance hooks, `COMP-10`): only
    /// ``fullScreen`` and ``currentContext``.
    public var removesPresenter: Bool {
        switch self {
        case .fullScreen, .currentContext: return true
        default: return false
        }
    }

    /// Whether the presenter is chosen by ``ViewController/definesPresentationContext``:
    /// ``currentContext`` and ``overCurrentContext``.
    var usesCurrentContext: Bool { self == .currentContext || self == .overCurrentContext }

    /// Whether a swipe can dismiss the presentation (a sheet, a form sheet, a popover), unless
    /// ``ViewController/isModalInPresentation``.
    public var allowsInteractiveDismissal: Bool {
        switch resolved {
        case .pageSheet, .formSheet, .popover: return true
        default: return false
        }
    }
}

/// The presentation state of one controller: who presents it, whom it presents, how, and whether a
/// presentation of it is under way (`COMP-10`, `APP-8`).
///
/// Invariants: `presenting?.presentationLinks?.presented === owner` for a presented controller;
/// a presenter holds what it presents strongly and is held weakly back; `phase` is set only
/// while the presentation or the dismissal of this controller runs; `presentedStyle` is the
/// resolved style the running or current presentation of this controller was made with.
@MainActor
final class PresentationLinks {
    enum Phase: Equatable { case beingPresented, beingDismissed }

    /// The presenter, held strongly while the presentation lasts, as UIKit's presentation holds
    /// it: a presenter that the app drops (a window that takes another root) stays alive, and
    /// `dismiss` still works. The two links form a cycle by design; it is broken when the
    /// presentation ends: a dismissal or a rollback (`Presentation.unlink`), a teardown
    /// (`Engine.didRetire`), or the window going away with the presented or the presenting
    /// view (`Presentation.windowDidGo`).
    var presenting: ViewController?
    /// The presented controller, held strongly (see ``presenting``).
    var presented: ViewController? {
        didSet {
            guard oldValue !== presented else { return }
            if let oldValue, oldValue.presentationLinks?.presentedStyle.removesPresenter == true {
                PresentationLinks.coveringCount = max(0, PresentationLinks.coveringCount - 1)
            }
            if let presented, presented.presentationLinks?.presentedStyle.removesPresenter == true {
                PresentationLinks.coveringCount += 1
            }
        }
    }
    /// Cache: how many presentations in place remove their presenter (`.fullScreen`,
    /// `.currentContext`), counted as ``presented`` links are set and cleared (a presented
    /// controller's `presentedStyle` does not change while it is linked). While it is zero nothing
    /// is covered, and the appearance paths skip the walks that look for a covering presenter
    /// (``ViewController/isCoveredInPlace``). A count left too high (links dropped without being
    /// cleared) costs those walks, never a wrong answer.
    @exclusivity(unchecked) static var coveringCount = 0
    var style: ModalPresentationStyle = .automatic
    /// The resolved style of this controller's presentation, fixed when it started.
    var presentedStyle: ModalPresentationStyle = .pageSheet
    var phase: Phase?
    var definesPresentationContext = false
    var isModalInPresentation = false
    /// Made on first use; it holds its delegate weakly.
    var presentationController: PresentationController?
    /// `COMP-16`: held weakly, as UIKit holds `transitioningDelegate`.
    weak var transitioningDelegate: (any ViewControllerTransitioningDelegate)?
}

extension ViewController {
    /// Whether this controller presents another one in a style that removes it (full screen, or
    /// current context): then it stays disappeared, even when its window is shown again, until
    /// the dismissal (`COMP-10`, `COMP-15`).
    final var isCoveredByFullScreenPresentation: Bool {
        guard let presented = presentationLinks?.presented else { return false }
        return presented.presentationLinks?.presentedStyle.removesPresenter == true
    }
}
