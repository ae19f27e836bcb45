/// The object that manages one controller's presentation, as UIKit's `UIPresentationController`
/// (`COMP-15`): its ``delegate`` hears about the dismissals a user starts with a swipe, and a test
/// drives such a swipe with ``beginInteractiveDismissal(fileID:filePath:line:column:)``.
///
/// Reach it through ``ViewController/presentationController``: a controller has one from its first
/// use, so an app can set the delegate before presenting, as UIKit apps do
/// (`navigation.presentationController?.delegate = self`). It does not keep its controller alive.
@MainActor
public final class PresentationController {
    /// The controller whose presentation this manages; `nil` once it has gone away.
    public private(set) weak var presentedViewController: ViewController?

    /// The controller that presents ``presentedViewController``, or `nil` while it is not presented.
    public var presentingViewController: ViewController? {
        presentedViewController?.presentationLinks?.presenting
    }

    /// Told about dismissals a user starts (a swipe); held weakly, as in UIKit. Programmatic
    /// dismissals (``ViewController/dismiss(animated:animator:completion:fileID:filePath:line:column:)``)
    /// are not reported to it, as in UIKit.
    public weak var delegate: (any AdaptivePresentationControllerDelegate)?

    /// The style of the presentation: the resolved style of the one in place, else the style the
    /// next one will use (``ModalPresentationStyle/resolved``).
    public var presentationStyle: ModalPresentationStyle {
        guard let controller = presentedViewController else { return .pageSheet }
        if controller.presentationLinks?.presenting != nil {
            return controller.presentationRecord?.presentedStyle ?? .pageSheet
        }
        return controller.modalPresentationStyle.resolved
    }

    init(presented: ViewController) {
        presentedViewController = presented
    }

    /// Starts a dismissal as a user's downward swipe on a sheet does (`COMP-15`), and returns the
    /// swipe for the test to drive, or `nil` when no dismissal starts.
    ///
    /// In order: the delegate's
    /// ``AdaptivePresentationControllerDelegate/presentationControllerShouldDismiss(_:)``; when
    /// the controller or one inside it sets ``ViewController/isModalInPresentation``, or the
    /// delegate answers `false`, the swipe is refused:
    /// ``AdaptivePresentationControllerDelegate/presentationControllerDidAttemptToDismiss(_:)``
    /// runs, no hook runs, and this returns `nil`. Otherwise
    /// ``AdaptivePresentationControllerDelegate/presentationControllerWillDismiss(_:)`` runs, then
    /// the dismissal starts, held (`P.dismiss(C)`, `C.viewWillDisappear`, and for a full-screen
    /// style `P.viewWillAppear`). ``InteractiveDismissal/finish()`` completes it (the did-hooks,
    /// then ``AdaptivePresentationControllerDelegate/presentationControllerDidDismiss(_:)``);
    /// ``InteractiveDismissal/cancel()`` turns every hook back (`C.viewWillAppear`,
    /// `C.viewDidAppear`, `APP-2`) and calls no delegate method.
    ///
    /// **Policy:** the delegate is asked first, then `presentationControllerWillDismiss(_:)` runs
    /// before the first hook (UIKit calls it as the swipe starts, with the transition's
    /// coordinator); the order should-, will-, did-dismiss, and did-attempt for a refusal, is
    /// the one Apple presented for iOS 13's sheets. Only a sheet-like style (a page or form
    /// sheet, a popover: ``ModalPresentationStyle/allowsInteractiveDismissal``) can be swiped away;
    /// a swipe on another style, on a controller that is not presented and appeared, on a sheet
    /// that itself presents (only the top of the chain can be swiped, as on a device), or while a
    /// transition of its presentation chain runs, starts nothing, asks nobody, and returns `nil`.
    ///
    /// - Parameters:
    ///   - fileID: The caller's `#fileID`, where a misuse is reported (``CallSite``); leave the default.
    ///   - filePath: The caller's `#filePath`; leave the default.
    ///   - line: The caller's `#line`; leave the default.
    ///   - column: The caller's `#column`; leave the default.
    /// - Returns: The running swipe, or `nil` when no dismissal started.
    @discardableResult
    public func beginInteractiveDismissal(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> InteractiveDismissal? {
        beginInteractiveDismissal(
            using: ManualAnimator(), fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// ``beginInteractiveDismissal(fileID:filePath:line:column:)`` held by `animator` (the model
    /// checker drives swipes with the animator that holds its other presentations).
    func beginInteractiveDismissal(
        using animator: ManualAnimator, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) -> InteractiveDismissal? {
        // Only the top of the chain can be swiped: a sheet that presents another is covered by it,
        // and its dismissal would take what it presents away for good, even if the swipe were
        // then cancelled (APP-2).
        guard let controller = presentedViewController, !controller.isTornDown,
            let links = controller.presentationRecord, let presenter = links.presenting, links.phase == nil,
            links.presented == nil, links.presentedStyle.allowsInteractiveDismissal,
            controller.appearanceState == .appeared, TransitionQueue.of(controller.presentationBase).isIdle
        else { return nil }
        if controller.refusesInteractiveDismissal || delegate?.presentationControllerShouldDismiss(self) == false {
            delegate?.presentationControllerDidAttemptToDismiss(self)
            return nil
        }
        delegate?.presentationControllerWillDismiss(self)
        // A delegate may have changed the tree (REENT-1): the swipe goes on only if the
        // presentation is still there, unchanged.
        guard !controller.isTornDown, controller.presentationLinks?.presenting === presenter,
            controller.presentationLinks?.phase == nil, controller.presentationLinks?.presented == nil
        else { return nil }
        let swipe = InteractiveDismissal(animator: animator)
        presenter.dismiss(
            animated: true, animator: animator,
            completion: { [weak self] in
                guard let self else { return }
                delegate?.presentationControllerDidDismiss(self)
            }, fileID: fileID, filePath: filePath, line: line, column: column)
        return swipe
    }
}

extension ViewController {
    /// Whether this controller, or a controller inside it, sets ``isModalInPresentation``.
    ///
    /// - Complexity: O(*n*) in the controllers inside it.
    final var refusesInteractiveDismissal: Bool {
        if isModalInPresentation { return true }
        return children.contains { $0.refusesInteractiveDismissal }
    }
}

/// A user's swipe that dismisses a sheet, which a test drives (`COMP-15`); made by
/// ``PresentationController/beginInteractiveDismissal(fileID:filePath:line:column:)``.
///
/// The dismissal it started is held until ``finish()`` or ``cancel()``, as a transition held by a
/// ``ManualAnimator``. Other requests of the presentation chain wait for it.
@MainActor
public final class InteractiveDismissal {
    private let animator: ManualAnimator

    /// How far the swipe has gone, from 0 to 1 (``update(_:)``). It changes no hook: the hooks
    /// come at the start, and with ``finish()`` or ``cancel()``.
    public private(set) var percentComplete: Double = 0

    init(animator: ManualAnimator) {
        self.animator = animator
    }

    /// Whether the dismissal is still held (neither finished nor cancelled).
    public var isRunning: Bool { animator.isRunning }

    /// Moves the swipe, as UIKit's `update(_:)` of an interactive transition.
    ///
    /// - Parameter percentComplete: The fraction done, clamped to 0...1.
    public func update(_ percentComplete: Double) {
        guard isRunning else { return }
        self.percentComplete = min(max(percentComplete, 0), 1)
    }

    /// Lets the swipe go past the threshold: the dismissal completes (the did-hooks, the view
    /// leaves), then the delegate's `presentationControllerDidDismiss(_:)`.
    ///
    /// - Returns: `false` when the swipe was already over.
    @discardableResult
    public func finish() -> Bool {
        guard isRunning else { return false }
        percentComplete = 1
        return animator.complete()
    }

    /// Lets the swipe go back: the dismissal is cancelled, every hook turned back (`APP-2`), and
    /// the controller stays presented; no delegate method runs.
    ///
    /// - Returns: `false` when the swipe was already over.
    @discardableResult
    public func cancel() -> Bool {
        guard isRunning else { return false }
        percentComplete = 0
        return animator.cancel()
    }
}

/// What a presentation controller tells its delegate about dismissals a user starts, as UIKit's
/// `UIAdaptivePresentationControllerDelegate` (`COMP-15`). Every method has a default (`true` for
/// ``presentationControllerShouldDismiss(_:)``, nothing for the others).
@MainActor
public protocol AdaptivePresentationControllerDelegate: AnyObject {
    /// Asked when a swipe starts; `false` refuses it
    /// (``presentationControllerDidAttemptToDismiss(_:)`` follows).
    ///
    /// - Parameter presentationController: The presentation controller.
    /// - Returns: Whether the swipe may dismiss.
    func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool
    /// A swipe that may dismiss starts, before the first hook.
    ///
    /// - Parameter presentationController: The presentation controller.
    func presentationControllerWillDismiss(_ presentationController: PresentationController)
    /// A swipe dismissed the controller, after every hook.
    ///
    /// - Parameter presentationController: The presentation controller.
    func presentationControllerDidDismiss(_ presentationController: PresentationController)
    /// A swipe was refused (``ViewController/isModalInPresentation``, or
    /// ``presentationControllerShouldDismiss(_:)`` answered `false`); no hook ran.
    ///
    /// - Parameter presentationController: The presentation controller.
    func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController)
}

extension AdaptivePresentationControllerDelegate {
    /// `true`.
    ///
    /// - Parameter presentationController: The presentation controller.
    /// - Returns: `true`.
    public func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool {
        true
    }
    /// Does nothing.
    ///
    /// - Parameter presentationController: The presentation controller.
    public func presentationControllerWillDismiss(_ presentationController: PresentationController) {}
    /// Does nothing.
    ///
    /// - Parameter presentationController: The presentation controller.
    public func presentationControllerDidDismiss(_ presentationController: PresentationController) {}
    /// Does nothing.
    ///
    /// - Parameter presentationController: The presentation controller.
    public func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController) {}
}
