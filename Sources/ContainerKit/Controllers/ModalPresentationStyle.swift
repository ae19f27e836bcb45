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
