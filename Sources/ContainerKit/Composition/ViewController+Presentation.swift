extension ViewController {
    /// The controller this one presents, or `nil` (`COMP-10`). Held strongly, as in UIKit.
    public final var presentedViewController: ViewController? { presentationLinks?.presented }

    /// The controller that presents this one, or `nil` (`COMP-10`). Held weakly. It is also this
    /// controller's ``Responder/next`` responder (`PARENT-5`).
    public final var presentingViewController: ViewController? { presentationLinks?.presenting }

    /// How this controller covers its presenter when it is presented (default
    /// ``ModalPresentationStyle/fullScreen``). Read when the presentation starts.
    public final var modalPresentationStyle: ModalPresentationStyle {
        get { presentationLinks?.style ?? .fullScreen }
        set { ensurePresentationLinks().style = newValue }
    }

    /// Presents a controller over this one (`COMP-10`).
    ///
    /// The request waits in the queue of the base of the presentation chain (the controller at the
    /// bottom of the chain, usually the window's root): after that controller's transitions, child
    /// helpers, presentations and dismissals requested before it. When it runs, the presenter is the *presentation context* of this controller, taken when the request
    /// is made (the top of its parent chain, as UIKit's full-screen presentations use the root
    /// controller) or, when that one already presents, the top-most presented controller (**policy**, as the seed's later
    /// versions do). The presented controller's view is added to the presenter's window above
    /// everything (**policy**), filling it; the presenter's view stays in the window (the core
    /// does not let a window's root view leave), and a presenter covered full screen stays
    /// disappeared even when its window is shown again. Full screen, in a visible window:
    ///
    /// `P.present(C)`, `C.loadView`, `C.viewDidLoad`, `P.viewWillDisappear` (forwarded to P's
    /// children), `C.view.willMove(toWindow: W)`, `C.viewWillAppear`, ..., `W.didAddSubview(C.view)`,
    /// `C.viewDidAppear`, — animation —, `P.viewDidDisappear`, then the completion. Over full
    /// screen the presenter gets no hooks. `C.isBeingPresented` is `true` inside C's two hooks.
    ///
    /// A presentation that cannot happen is reported and changes nothing: this controller's
    /// presentation context not in a window, or `controller` torn down, already in a tree, a
    /// child, presented or presenting.
    ///
    /// - Parameters:
    ///   - controller: The controller to present.
    ///   - animated: Whether to animate; with an animator that holds the transition (such as
    ///     ``ManualAnimator``), the presenter's did-hook and the completion wait for it.
    ///   - animator: The animator (default: ``ImmediateAnimator``).
    ///   - completion: Called after every did-hook, when the presentation completed.
    ///   - fileID: The caller's `#fileID`, where a misuse is reported (``CallSite``); leave the default.
    ///   - filePath: The caller's `#filePath`; leave the default.
    ///   - line: The caller's `#line`; leave the default.
    ///   - column: The caller's `#column`; leave the default.
    public final func present(
        _ controller: ViewController, animated: Bool = true, animator: TransitionAnimator? = nil,
        completion: (() -> Void)? = nil, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        let outermost = Engine.enter(#function, fileID, filePath, line, column)
        defer { Engine.leave(outermost) }
        let context = presentationContext  // decided at the request, as UIKit does
        guard context.viewIfLoaded?.window != nil else {
            Composition.report(
                self,
                .invalid(
                    [self, controller],
                    "\"\(name)\" cannot present \"\(controller.name)\": its view is not in a window hierarchy.",
                    fix: "present from a controller whose view is in a window."))
            return
        }
        let queue = TransitionQueue.of(context.presentationBase)
        queue.request(holdsChildren: false) {
            Presentation(
                requester: context, queue: queue, animated: animated, animator: animator ?? ImmediateAnimator.shared
            )
            .present(controller, completion: completion)
        }
    }

    /// Dismisses the controller this one presents or, when it presents nothing, this controller
    /// (`COMP-10`).
    ///
    /// The request waits in the queue of the base of the presentation chain, as for
    /// ``present(_:animated:animator:completion:fileID:filePath:line:column:)``. A
    /// dismissed controller that itself presents has those presentations dismissed first, top-most
    /// first, without animation (**policy**). Dismissal mirrors presentation; full screen:
    ///
    /// `P.dismiss(C)`, `C.viewWillDisappear`, `P.viewWillAppear`, — animation —,
    /// `P.viewDidAppear`, `C.viewDidDisappear`, *C's view leaves the window*, then the completion.
    /// `C` is released afterwards if nothing else holds it. `C.isBeingDismissed` is `true` inside
    /// C's two hooks. A cancelled (interactive) dismissal gives `P.viewWillDisappear`,
    /// `P.viewDidDisappear`, `C.viewWillAppear`, `C.viewDidAppear` and keeps `C` presented. A
    /// cancelled step turns a controller back to appeared only while its view is in a visible
    /// window; one whose view left it meanwhile ends disappeared (`APP-1`).
    /// With nothing to dismiss, only the completion runs.
    ///
    /// - Parameters:
    ///   - animated: Whether to animate.
    ///   - animator: The animator (default: ``ImmediateAnimator``).
    ///   - completion: Called after every did-hook, when the dismissal completed.
    ///   - fileID: The caller's `#fileID`, where a misuse is reported (``CallSite``); leave the default.
    ///   - filePath: The caller's `#filePath`; leave the default.
    ///   - line: The caller's `#line`; leave the default.
    ///   - column: The caller's `#column`; leave the default.
    public final func dismiss(
        animated: Bool = true, animator: TransitionAnimator? = nil, completion: (() -> Void)? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let outermost = Engine.enter(#function, fileID, filePath, line, column)
        defer { Engine.leave(outermost) }
        guard (presentedViewController ?? self).viewIfLoaded?.window != nil else {
            completion?()
            return
        }
        let queue = TransitionQueue.of(presentationContext.presentationBase)
        queue.request(holdsChildren: false) { [self] in
            Presentation(
                requester: self, queue: queue, animated: animated, animator: animator ?? ImmediateAnimator.shared
            )
            .dismiss(completion: completion)
        }
    }

    /// The controller that presents on this one's behalf: the top of its parent chain.
    final var presentationContext: ViewController {
        var context = self
        while let parent = context.parent { context = parent }
        return context
    }

    /// The bottom of the presentation chain this controller's context belongs to: the controller
    /// whose queue orders the chain's presentations and dismissals.
    final var presentationBase: ViewController {
        var base = self
        while let presenter = base.presentingViewController { base = presenter.presentationContext }
        return base
    }

    /// The controller this one presented was retired, or went with its window (`COMP-12`, the
    /// links are already cleared): once this controller is free, it gets the appearance its place
    /// calls for (it is no longer covered).
    final func presentedControllerDidGo() {
        Engine.afterCurrentOperation { [weak self] in
            guard let self, !isTornDown else { return }
            Presentation.settle(self)
        }
    }

    final func ensurePresentationLinks() -> PresentationLinks {
        if let presentationLinks { return presentationLinks }
        let links = PresentationLinks()
        presentationLinks = links
        return links
    }
}

/// Runs one presentation or dismissal as an operation of its window's queue.
@MainActor
struct Presentation {
    let requester: ViewController
    let queue: TransitionQueue
    let animated: Bool
    let animator: TransitionAnimator

    private var isCancellable: Bool { animated && animator.supportsCancellation }

    func present(_ controller: ViewController, completion: (() -> Void)?) {
        var presenter = requester.presentationContext
        while let top = presenter.presentedViewController { presenter = top }
        if let refusal = refusal(presenting: controller, from: presenter) {
            Composition.report(presenter, refusal)
            queue.operationDidEnd()
            return
        }
        guard let window = presenter.viewIfLoaded?.superview as? Window else { return queue.operationDidEnd() }
        let fullScreen = controller.modalPresentationStyle == .fullScreen
        let links = controller.ensurePresentationLinks()
        let queue = self.queue
        let flags = Flags()  // drivesPresenter is set once the presenter's place is known
        // The context takes the lease on both controllers before any hook runs (LIFE-4).
        let context = TransitionContext(
            container: presenter, from: presenter, to: controller, style: .over, isAnimated: animated,
            isCancellable: isCancellable
        ) { action in
            switch action {
            case .none, .advance:
                return
            case .commit:
                if flags.drivesPresenter { Composition.endAppearance(presenter) }
                links.phase = nil
            case .rollback:
                links.phase = nil
                Composition.removeView(controller.viewIfLoaded)
                if flags.drivesPresenter, !flags.abandoned { Presentation.turnBack(presenter, animated: animated) }
                Presentation.unlink(controller, from: presenter)
            case .abandon:
                flags.abandoned = true
                links.phase = nil
                Presentation.abandon(
                    reversing: flags.drivesPresenter ? [(presenter, false)] : [], of: [presenter, controller],
                    queue: queue)
                return
            }
            guard !flags.abandoned else { return }  // LIFE-4: a teardown came from one of the hooks
            Presentation.settle(presenter)
            Presentation.settle(controller)
            if action == .commit { completion?() }  // after every did-hook
            queue.operationDidEnd()
        }
        Composition.emit(presenter, .present(TraceSubject(presenter), presented: TraceSubject(controller)))
        presenter.ensurePresentationLinks().presented = controller
        links.presenting = presenter
        links.phase = .beingPresented
        Engine.run(presenter) { controller.loadViewIfNeeded() }  // recorded with the presentation
        guard !flags.abandoned else { return }  // LIFE-4: torn down from a hook of the loading
        flags.drivesPresenter = fullScreen && presenter.appearanceState == .appeared
        if flags.drivesPresenter { presenter.beginAppearanceTransition(false, animated: animated) }
        guard !flags.abandoned else { return }
        Composition.place(controller.view, in: window)
        guard !flags.abandoned else { return }
        if animated { animator.animate(context) } else { context.complete() }
    }

    /// Ends the presentation link between `presenter` and `controller`, unless a hook already
    /// ended it: a teardown from a hook of the removal unlinks them, and the presentation queued
    /// behind may then link `presenter` to its next controller, which stays (`COMP-12`).
    static func unlink(_ controller: ViewController, from presenter: ViewController) {
        if presenter.presentationLinks?.presented === controller { presenter.presentationLinks?.presented = nil }
        if controller.presentationLinks?.presenting === presenter { controller.presentationLinks?.presenting = nil }
    }

    func dismiss(completion: (() -> Void)?) {
        let target: ViewController
        if let presented = requester.presentedViewController {
            target = presented
        } else if requester.presentingViewController != nil {
            target = requester
        } else {
            completion?()
            return queue.operationDidEnd()
        }
        // Presentations above the target go first, top-most first, without animation.
        var stacked: [ViewController] = []
        var top = target
        while let above = top.presentedViewController {
            stacked.append(above)
            top = above
        }
        for controller in stacked.reversed() {
            dismissNow(controller, animated: false, endsOperation: false, completion: nil)
        }
        dismissNow(target, animated: animated, endsOperation: true, completion: completion)
    }

    /// Dismisses `controller`, which presents nothing. Only the last dismissal of an operation
    /// ends it; the earlier ones are not animated, so they are over when this returns.
    private func dismissNow(
        _ controller: ViewController, animated: Bool, endsOperation: Bool, completion: (() -> Void)?
    ) {
        guard let presenter = controller.presentingViewController, let links = controller.presentationLinks else {
            completion?()
            if endsOperation { queue.operationDidEnd() }
            return
        }
        let fullScreen = links.style == .fullScreen
        let drivesPresented = controller.appearanceState == .appeared
        let window = controller.viewIfLoaded?.window
        let drivesPresenter =
            fullScreen && window?.isVisible == true && presenter.viewIfLoaded?.window === window
            && presenter.appearanceState == .disappeared
        let queue = self.queue
        let flags = Flags()
        // The context takes the lease on both controllers before any hook runs (LIFE-4).
        let context = TransitionContext(
            container: presenter, from: controller, to: presenter, style: .over, isAnimated: animated,
            isCancellable: animated && animator.supportsCancellation
        ) { action in
            switch action {
            case .none, .advance:
                return
            case .commit:
                if drivesPresenter { Composition.endAppearance(presenter) }
                if drivesPresented, !flags.abandoned { Composition.endAppearance(controller) }
                if !flags.abandoned { Composition.removeView(controller.viewIfLoaded) }
                links.phase = nil
                Presentation.unlink(controller, from: presenter)
            case .rollback:
                links.phase = nil
                if drivesPresenter {
                    presenter.beginAppearanceTransition(false, animated: animated)
                    Composition.endAppearance(presenter)
                }
                if drivesPresented, !flags.abandoned { Presentation.turnBack(controller, animated: animated) }
            case .abandon:
                flags.abandoned = true
                links.phase = nil
                var opened: [(ViewController, Bool)] = []
                if drivesPresented { opened.append((controller, false)) }
                if drivesPresenter { opened.append((presenter, true)) }
                Presentation.abandon(
                    reversing: opened, of: [presenter, controller], queue: endsOperation ? queue : nil)
                return
            }
            guard !flags.abandoned else { return }  // LIFE-4: a teardown came from one of the hooks
            Presentation.settle(presenter)
            Presentation.settle(controller)
            if action == .commit { completion?() }  // after every did-hook
            if endsOperation { queue.operationDidEnd() }
        }
        Composition.emit(presenter, .dismiss(TraceSubject(presenter), presented: TraceSubject(controller)))
        links.phase = .beingDismissed
        if drivesPresented { controller.beginAppearanceTransition(false, animated: animated) }
        guard !flags.abandoned else { return }  // LIFE-4: torn down from one of the hooks
        if drivesPresenter { presenter.beginAppearanceTransition(true, animated: animated) }
        guard !flags.abandoned else { return }
        if animated { animator.animate(context) } else { context.complete() }
    }

    /// What a presentation step shares with its context, in one object (one allocation per
    /// step): whether it was abandoned (`LIFE-4`), whether it drives the presenter.
    final class Flags {
        var abandoned = false
        var drivesPresenter = false
    }

    /// LIFE-4: the presenter or the presented controller was torn down while the presentation or
    /// dismissal ran (the teardown already cleared the links). Inside the teardown, the appearance
    /// transitions the presentation opened on live controllers are reversed; once the controllers
    /// are free, the live ones get the appearance their place calls for and the queue moves on.
    /// No completion runs: the presentation did not complete.
    static func abandon(
        reversing opened: [(ViewController, Bool)], of participants: [ViewController], queue: TransitionQueue?
    ) {
        for (controller, _) in opened { controller.closeAbandonedAppearance() }
        queue?.operationWasAbandoned()
        Engine.afterCurrentOperation {
            for controller in participants where !controller.isTornDown { settle(controller) }
            queue?.operationDidEnd()
        }
    }

    /// A window went away with these subviews (`LIFE-3`, `COMP-12`): each presentation whose
    /// presented controller's view was one of them is over, as if dismissed without hooks (they
    /// disappeared with the window): both links are cleared, the presented controller is released
    /// unless someone else keeps it, and a presenter that survives elsewhere is no longer covered.
    /// Calls no hook itself.
    ///
    /// - Complexity: O(*n*) in the subviews.
    static func windowDidGo(_ subviews: [View]) {
        for subview in subviews {
            guard let controller = subview.storedController,
                let presenter = controller.presentationLinks?.presenting
            else { continue }
            unlink(controller, from: presenter)
            if !presenter.isTornDown { presenter.presentedControllerDidGo() }
        }
    }

    /// Turns back the disappearance a cancelled step began on `controller`: it appears again where
    /// it can (`APP-2`), and only there: when its view left the visible window meanwhile (the
    /// window took another root), it ends disappeared (`APP-1`, `LIFE-3`).
    static func turnBack(_ controller: ViewController, animated: Bool) {
        if controller.isViewInVisibleWindow {
            controller.beginAppearanceTransition(true, animated: animated)
        }
        Composition.endAppearance(controller)
    }

    /// Brings a presenting or presented controller to the state its place calls for, once its
    /// presentation step is over: appeared when its view is in a visible window and nothing covers
    /// it full screen, else disappeared (the window may have been shown or hidden meanwhile). A
    /// view that the app moved elsewhere in a visible window still counts: the controller follows
    /// its view (`APP-9`, `LIFE-3`).
    static func settle(_ controller: ViewController) {
        guard controller.parent == nil, controller.isViewLoaded else { return }
        let state = controller.appearanceState
        guard state == .appeared || state == .disappeared else { return }
        let wanted = controller.isViewInVisibleWindow && !controller.isCoveredByFullScreenPresentation
        if wanted != (state == .appeared) {
            controller.beginAppearanceTransition(wanted, animated: false)
            Composition.endAppearance(controller)
        }
        controller.settleUnparentedControllersBelow()
    }

    private func refusal(presenting controller: ViewController, from presenter: ViewController) -> MisuseError? {
        func refuse(_ why: String, fix: String) -> MisuseError {
            .invalid(
                [presenter, controller], "\"\(presenter.name)\" cannot present \"\(controller.name)\": \(why).",
                fix: fix)
        }
        if presenter.isTornDown || controller.isTornDown {
            return .tornDown(
                controller.isTornDown ? controller : presenter, operation: "present \"\(controller.name)\"")
        }
        if controller === presenter {
            return refuse("a controller cannot present itself", fix: "present another controller.")
        }
        if controller.parent != nil {
            return refuse(
                "it is a child of \"\(controller.parent?.name ?? "")\"", fix: "remove it from its parent first.")
        }
        if controller.presentingViewController != nil || controller.presentedViewController != nil {
            return refuse("it already takes part in a presentation", fix: "dismiss it first.")
        }
        if controller.viewIfLoaded?.superview != nil {
            return refuse("its view is in a view tree", fix: "remove its view first.")
        }
        if !(presenter.viewIfLoaded?.superview is Window) {
            return refuse(
                "the presenter's view is not in a window", fix: "present from a controller whose view is in a window.")
        }
        return nil
    }
}
