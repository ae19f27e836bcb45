extension ViewController {
    /// The controller presented by this controller or by its nearest ancestor that presents one,
    /// or `nil` (`COMP-14`), as UIKit documents `presentedViewController`: a child of a presenter
    /// answers what its ancestor presents. Held strongly by the presenter, as in UIKit.
    ///
    /// - Complexity: O(*h*) in the controllers above this one.
    public final var presentedViewController: ViewController? {
        var node: ViewController? = self
        while let current = node {
            if let presented = current.presentationLinks?.presented { return presented }
            node = current.parent
        }
        return nil
    }

    /// The controller that presented this controller or its farthest ancestor, or `nil`
    /// (`COMP-14`), as UIKit documents `presentingViewController`: every controller inside a
    /// presented controller (the root of a presented navigation controller) answers the
    /// presenter. Held strongly while the presentation lasts, as UIKit's presentation holds it:
    /// a presenter the app no longer keeps (a window given another root while it presents) stays
    /// alive until the dismissal, and `dismiss` works from the presented side. The presented
    /// controller's ``Responder/next`` responder is its presenter (`PARENT-5`).
    ///
    /// - Complexity: O(*h*) in the controllers above this one.
    public final var presentingViewController: ViewController? { presentedAncestor?.presentationLinks?.presenting }

    /// How this controller covers its presenter when it is presented (`COMP-15`); the default is
    /// ``ModalPresentationStyle/automatic``, a sheet, as since iOS 13: the presenter stays on
    /// screen and gets no appearance hooks. Set ``ModalPresentationStyle/fullScreen`` for the
    /// presenter's disappearance (`COMP-10`). Read when the presentation starts.
    public final var modalPresentationStyle: ModalPresentationStyle {
        get { presentationRecord?.style ?? .automatic }
        set { ensurePresentationLinks().style = newValue }
    }

    /// Whether this controller is the one that presents for the controllers inside it when they
    /// present with ``ModalPresentationStyle/currentContext`` or
    /// ``ModalPresentationStyle/overCurrentContext`` (`COMP-14`); default `false`. The nearest
    /// such ancestor of the requester (itself included) presents; with none, the top of its
    /// parent chain does.
    public final var definesPresentationContext: Bool {
        get { presentationRecord?.definesPresentationContext ?? false }
        set { ensurePresentationLinks().definesPresentationContext = newValue }
    }

    /// Whether this controller refuses to be dismissed by a swipe while it is presented
    /// (`COMP-15`); default `false`. A refused swipe calls the delegate's
    /// ``AdaptivePresentationControllerDelegate/presentationControllerDidAttemptToDismiss(_:)``
    /// and runs no hook. Counts for the presented controller and every controller inside it (the
    /// form inside a presented navigation controller can set it). ``dismiss(animated:animator:completion:fileID:filePath:line:column:)``
    /// still dismisses, as in UIKit.
    public final var isModalInPresentation: Bool {
        get { presentationRecord?.isModalInPresentation ?? false }
        set { ensurePresentationLinks().isModalInPresentation = newValue }
    }

    /// The presentation controller that manages this controller's presentation (`COMP-15`): the
    /// one of the farthest ancestor that is presented, else this controller's own (made on first
    /// use, so that a delegate can be set before presenting, as UIKit apps do). `nil` only for a
    /// torn-down controller.
    public final var presentationController: PresentationController? {
        let owner = presentedAncestor ?? self
        guard !owner.isTornDown else { return nil }
        let links = owner.ensurePresentationLinks()
        if let controller = links.presentationController { return controller }
        let controller = PresentationController(presented: owner)
        links.presentationController = controller
        return controller
    }

    /// Presents a controller (`COMP-10`, `COMP-14`, `COMP-15`).
    ///
    /// The presenter is chosen when the request is made, as UIKit does: for
    /// ``ModalPresentationStyle/currentContext`` and ``ModalPresentationStyle/overCurrentContext``
    /// the nearest controller from this one up its parent chain that sets
    /// ``definesPresentationContext``; otherwise (and when none does) the top of this controller's
    /// parent chain (a child of a navigation controller presents through it). The presented
    /// controller's ``presentingViewController`` is that presenter.
    ///
    /// The request waits in the queue of the base of the presentation chain (the controller at the
    /// bottom of the chain, usually the window's root): after the transitions, child helpers,
    /// presentations and dismissals requested before it. The presented controller's view is added
    /// to the presenter's window above everything (**policy**), filling it; the presenter's view
    /// stays in the window. The default style is a sheet: the presenter gets no hook:
    ///
    /// `P.present(C)`, `C.loadView`, `C.viewDidLoad`, `C.view.willMove(toWindow: W)`,
    /// `C.viewWillAppear`, ..., `W.didAddSubview(C.view)`, `C.viewDidAppear`, then the completion.
    ///
    /// Full screen (``ModalPresentationStyle/fullScreen`` or
    /// ``ModalPresentationStyle/currentContext``) takes the presenter off screen:
    /// `P.viewWillDisappear` (forwarded to P's children) comes before `C.view.willMove(toWindow:)`,
    /// and `P.viewDidDisappear` after `C.viewDidAppear`, after the animation; the presenter stays
    /// disappeared, even when its window is shown again, until the dismissal.
    /// `C.isBeingPresented` is `true` inside C's two hooks.
    ///
    /// A presenter that already presents does not present again (`MIS-20`, as UIKit's "Attempt to
    /// present ... which is already presenting"): present from its ``presentedViewController``,
    /// the top of the chain. Presenting a controller that is presented, or being presented or
    /// dismissed, is `MIS-20` too. Both are reported and change nothing; so is a presentation
    /// that cannot happen (the presenter not in a window, `controller` torn down, in a tree, a
    /// child, or presenting).
    ///
    /// - Parameters:
    ///   - controller: The controller to present.
    ///   - animated: Whether to animate; with an animator that holds the transition (such as
    ///     ``ManualAnimator``), the did-hooks and the completion wait for it.
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
        // Decided at the request, as UIKit does.
        let context = presentationContext(for: controller.modalPresentationStyle.resolved)
        guard context.viewIfLoaded?.window != nil else {
            Composition.report(
                self,
                MisuseError(
                    .cannotPresent(presenter: name, controller: controller.name, problem: .presenterNotInWindow)))
            return
        }
        if let refusal = Presentation.conflict(presenting: controller, from: context) {
            Composition.report(self, refusal)
            return
        }
        let queue = TransitionQueue.of(context.presentationBase)
        queue.request(holdsChildren: false) { [self] in
            var presentation = Presentation(
                requester: context, queue: queue, animated: animated, animator: animator ?? ImmediateAnimator.shared)
            presentation.source = animator == nil ? self : nil  // COMP-16: asks the transitioning delegate
            presentation.present(controller, completion: completion)
        }
    }

    /// Dismisses, as UIKit documents it (`COMP-14`): on a controller that presents, or any
    /// controller inside one (``presentedViewController`` is not `nil`), what it presents and
    /// everything above; otherwise, on a presented controller or any controller inside it (the
    /// root of a presented navigation controller), that presented controller, which its
    /// presenter dismisses.
    ///
    /// The request waits in the queue of the base of the presentation chain, as for
    /// ``present(_:animated:animator:completion:fileID:filePath:line:column:)``. A
    /// dismissed controller that itself presents has those presentations dismissed first, top-most
    /// first, without animation (UIKit animates only the top-most). Dismissal mirrors
    /// presentation; a sheet: `P.dismiss(C)`, `C.viewWillDisappear`, — animation —,
    /// `C.viewDidDisappear`, *C's view leaves the window*, then the completion. Full screen:
    ///
    /// `P.dismiss(C)`, `C.viewWillDisappear`, `P.viewWillAppear`, — animation —,
    /// `P.viewDidAppear`, `C.viewDidDisappear`, *C's view leaves the window*, then the completion.
    /// `C` is released afterwards if nothing else holds it. `C.isBeingDismissed` is `true` inside
    /// C's two hooks. A cancelled (interactive) dismissal gives `P.viewWillDisappear`,
    /// `P.viewDidDisappear` (full screen only), `C.viewWillAppear`, `C.viewDidAppear` and keeps `C`
    /// presented. A cancelled step turns a controller back to appeared only while its view is in
    /// a visible window; one whose view left it meanwhile ends disappeared (`APP-1`).
    /// With nothing to dismiss, only the completion runs. A programmatic dismissal calls no
    /// presentation-controller delegate method, as in UIKit.
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
        // A presented controller whose view the app took out of the window is still dismissed:
        // the presentation ends and its presenter is uncovered.
        guard dismissalTarget != nil else {
            completion?()
            return
        }
        let queue = TransitionQueue.of(presentationBase)
        queue.request(holdsChildren: false) { [self] in
            var presentation = Presentation(
                requester: self, queue: queue, animated: animated, animator: animator ?? ImmediateAnimator.shared)
            presentation.source = animator == nil ? self : nil  // COMP-16: asks the transitioning delegate
            presentation.dismiss(completion: completion)
        }
    }

    /// The controller a ``dismiss(animated:animator:completion:fileID:filePath:line:column:)``
    /// of this one removes (`COMP-14`): what it or its nearest ancestor presents, else its
    /// farthest presented ancestor, else `nil`.
    final var dismissalTarget: ViewController? { presentedViewController ?? presentedAncestor }

    /// The farthest controller from this one up its parent chain (itself included) that is
    /// presented, or `nil` (`COMP-14`).
    ///
    /// - Complexity: O(*h*) in the controllers above this one.
    final var presentedAncestor: ViewController? {
        var found: ViewController?
        var node: ViewController? = self
        while let current = node {
            if current.presentationLinks?.presenting != nil { found = current }
            node = current.parent
        }
        return found
    }

    /// The top of this controller's parent chain.
    final var topOfParentChain: ViewController {
        var top = self
        while let parent = top.parent { top = parent }
        return top
    }

    /// The controller that presents on this one's behalf in `style` (`COMP-14`): for the
    /// current-context styles, the nearest controller from this one up that defines a
    /// presentation context; otherwise, and when none does, the top of its parent chain.
    final func presentationContext(for style: ModalPresentationStyle) -> ViewController {
        if style.usesCurrentContext {
            var node: ViewController? = self
            while let current = node {
                if current.definesPresentationContext { return current }
                node = current.parent
            }
        }
        return topOfParentChain
    }

    /// The bottom of the presentation chain this controller belongs to: the controller whose
    /// queue orders the chain's presentations and dismissals.
    final var presentationBase: ViewController {
        var base = topOfParentChain
        while let presenter = base.presentationLinks?.presenting { base = presenter.topOfParentChain }
        return base
    }

    /// The controller this one presented was retired, or went with its window (`COMP-12`, the
    /// links are already cleared): once this controller is free, it gets the appearance its place
    /// calls for (it is no longer covered).
    final func presentedControllerDidGo() {
        Engine.afterCurrentOperation { [weak self] in
            guard let self, !isTornDown else { return }
            Presentation.settle(self, uncontainedBelow: true)
        }
    }

    final func ensurePresentationLinks() -> PresentationRecord {
        if let presentationRecord { return presentationRecord }
        let links = PresentationRecord()
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
    /// `COMP-16`: the controller `present` or `dismiss` was called on, when no animator was named:
    /// then the presented controller's ``ViewController/transitioningDelegate`` is asked.
    var source: ViewController?

    func present(_ controller: ViewController, completion: (() -> Void)?) {
        let presenter = requester  // the presentation context, chosen at the request (COMP-14)
        if let refusal = Presentation.conflict(presenting: controller, from: presenter)
            ?? refusal(presenting: controller, from: presenter)
        {
            Composition.report(presenter, refusal)
            queue.operationDidEnd()
            return
        }
        guard let window = presenter.viewIfLoaded?.window else { return queue.operationDidEnd() }
        let style = controller.modalPresentationStyle.resolved
        let fullScreen = style.removesPresenter
        let animator = customAnimator(presenting: controller, by: presenter, style: style) ?? self.animator
        guard !presenter.isTornDown, !controller.isTornDown, presenter.viewIfLoaded?.window === window else {
            return queue.operationDidEnd()  // REENT-1: the delegate changed what was planned
        }
        let isCancellable = animated && animator.supportsCancellation
        let links = controller.ensurePresentationLinks()
        links.presentedStyle = style
        let queue = self.queue
        let flags = Flags()  // drivesPresenter is set once the presenter's place is known
        // The context takes the lease on both controllers before any hook runs (LIFE-4).
        let context = TransitionContext(
            container: presenter, from: presenter, to: controller, style: .over, isAnimated: animated,
            isCancellable: isCancellable, presentationStyle: style
        ) { action in
            switch action {
            case .none, .advance:
                return
            case .commit:
                // COMP-10: the presented controller's viewDidAppear when the transition ends, then
                // the presenter's viewDidDisappear.
                if flags.drivesPresented { Composition.endAppearance(controller) }
                if flags.drivesPresenter, !flags.abandoned { Composition.endAppearance(presenter) }
                links.phase = nil
            case .rollback:
                links.phase = nil
                Composition.removeView(controller.viewIfLoaded)  // its move turns the appearance back
                if flags.drivesPresented, !flags.abandoned, controller.isAppearanceOpen {
                    controller.closeAbandonedAppearance()  // the app had moved its view elsewhere
                }
                if flags.drivesPresenter, !flags.abandoned { Presentation.turnBack(presenter, animated: animated) }
                PresentationLinks.unlink(controller, from: presenter)
            case .abandon:
                flags.abandoned = true
                links.phase = nil
                var opened: [(ViewController, Bool)] = []
                if flags.drivesPresenter { opened.append((presenter, false)) }
                if flags.drivesPresented { opened.append((controller, true)) }
                Presentation.abandon(reversing: opened, of: [presenter, controller], queue: queue)
                return
            }
            guard !flags.abandoned else { return }  // LIFE-4: a teardown came from one of the hooks
            Presentation.settle(presenter, uncontainedBelow: fullScreen)
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
        // Who drives, not a direction: the presentation holds its presenter (its lease) and
        // begins its disappearance, in UIKit's order, before the presented view enters the
        // window; it drives the presenter only from appeared, and only for a style that removes
        // it (`COMP-10`). When it ends, `settle` brings both to `appearanceTarget` (a child
        // through its parent, which it follows).
        flags.drivesPresenter = fullScreen && presenter.appearanceState == .appeared
        if flags.drivesPresenter { presenter.beginAppearanceTransition(false, animated: animated) }
        guard !flags.abandoned else { return }
        // COMP-10, APP-12: the presented controller's appearance is the transition's, begun before
        // its view enters the window (Apple: viewWillAppear "is called before the view controller's
        // view is about to be added to a view hierarchy"; viewIsAppearing after it is) and ended
        // when the transition ends; the
        // placement's own appearance pass joins it. So the presentation, not that pass, asks for
        // the presented controller's target as it will be once its view is in the window.
        flags.drivesPresented =
            controller.appearanceState == .disappeared
            && controller.viewIfLoaded.map { controller.appearanceTarget(after: .move($0, into: window)) } == .appeared
        if flags.drivesPresented {
            // Recorded with the presentation, as the loading: the view is in no recorded tree yet.
            Engine.run(presenter) { controller.beginAppearanceTransition(true, animated: animated) }
        }
        guard !flags.abandoned else { return }
        Composition.place(controller.view, in: window)
        // Only presentations in place are kept, each once: an entry of this controller from an
        // earlier presentation goes too (kept, it made the list grow with every presentation of
        // the same controller, and this walk quadratic: 10,000 presentations took 4.1 s). The
        // list keeps its capacity: no allocation in the steady state of a window that presents
        // and dismisses.
        window.presentedHere.removeAll { entry in
            guard let presented = entry.controller else { return true }
            return presented === controller || presented.presentationLinks?.presenting == nil
        }
        window.presentedHere.append(Window.WeakController(controller: controller))
        guard !flags.abandoned else { return }
        controller.settleIncoming()  // APP-12
        guard !flags.abandoned else { return }
        if animated {
            context.prepare(for: animator)
            context.hand(to: animator)
        } else {
            context.complete()
        }
    }

    func dismiss(completion: (() -> Void)?) {
        // COMP-14: what the requester (or its nearest ancestor) presents, else its farthest
        // presented ancestor; read when the request runs.
        guard let target = requester.dismissalTarget else {
            completion?()
            return queue.operationDidEnd()
        }
        // Presentations above the target go first, top-most first, without animation.
        var stacked: [ViewController] = []
        var top = target
        while let above = top.presentationLinks?.presented {
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
        guard let links = controller.presentationRecord, let presenter = links.presenting else {
            completion?()
            if endsOperation { queue.operationDidEnd() }
            return
        }
        let fullScreen = links.presentedStyle.removesPresenter
        // Who drives, not a direction (as for a presentation): the dismissal begins the presented
        // controller's disappearance and the uncovered presenter's appearance before the link
        // ends (UIKit's order: the presenter's viewWillAppear comes in the dismissal), so the
        // presenter's target, which still reads the link as covering, cannot be asked until the
        // dismissal ends; then `settle` brings both to `appearanceTarget` (a child through its
        // parent).
        let drivesPresented = controller.appearanceState == .appeared
        // The presenter's own place decides: the presented view may have left the window.
        let drivesPresenter =
            fullScreen && presenter.viewIfLoaded?.window?.isVisible == true
            && presenter.appearanceState == .disappeared
        let queue = self.queue
        let flags = Flags()
        let animator = animated ? customAnimator(dismissing: controller) ?? self.animator : self.animator
        // The context takes the lease on both controllers before any hook runs (LIFE-4).
        let context = TransitionContext(
            container: presenter, from: controller, to: presenter, style: .over, isAnimated: animated,
            isCancellable: animated && animator.supportsCancellation, presentationStyle: links.presentedStyle
        ) { action in
            switch action {
            case .none, .advance:
                return
            case .commit:
                if drivesPresenter { Composition.endAppearance(presenter) }
                if drivesPresented, !flags.abandoned { Composition.endAppearance(controller) }
                if !flags.abandoned { Composition.removeView(controller.viewIfLoaded) }
                links.phase = nil
                PresentationLinks.unlink(controller, from: presenter)
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
            Presentation.settle(presenter, uncontainedBelow: fullScreen)
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
        presenter.settleIncoming()  // APP-12
        guard !flags.abandoned else { return }
        if animated {
            context.prepare(for: animator)
            context.hand(to: animator)
        } else {
            context.complete()
        }
    }

    /// What a presentation step shares with its context, in one object (one allocation per
    /// step): whether it was abandoned (`LIFE-4`), whether it drives the presenter.
    final class Flags {
        var abandoned = false
        var drivesPresenter = false
        /// Whether the step began the presented controller's appearance, which it ends.
        var drivesPresented = false
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
            for controller in participants where !controller.isTornDown { settle(controller, uncontainedBelow: true) }
            queue?.operationDidEnd()
        }
    }

    /// Turns back the disappearance a cancelled step began on `controller`: it appears again where
    /// it can (`APP-2`), and only there: when its view left the visible window meanwhile (the
    /// window took another root), it ends disappeared (`APP-1`, `LIFE-3`).
    ///
    /// Reads the view's window, not ``ViewController/appearanceTarget``: a presentation's rollback
    /// turns its presenter back before it ends the link that still marks it covered; `settle`
    /// brings it to its target once the step is over.
    static func turnBack(_ controller: ViewController, animated: Bool) {
        if controller.isViewInVisibleWindow {
            controller.beginAppearanceTransition(true, animated: animated)
        }
        Composition.endAppearance(controller)
    }

    /// Brings a presenting or presented controller to the state its place calls for, once its
    /// presentation step is over: its ``ViewController/appearanceTarget`` (appeared when its view
    /// is in a visible window and nothing covers it full screen, else disappeared; the window may
    /// have been shown or hidden meanwhile). A view that the app moved elsewhere in a visible
    /// window still counts: the controller follows its view (`APP-9`, `LIFE-3`). A child follows
    /// its parent instead.
    ///
    /// - Parameters:
    ///   - controller: The presenting or presented controller.
    ///   - uncontainedBelow: Whether the step covered or uncovered `controller` (a style that
    ///     removes the presenter): then the controllers without a parent whose views sit in its
    ///     view follow too (`LIFE-3`: a child removed without its view while covered).
    static func settle(_ controller: ViewController, uncontainedBelow: Bool = false) {
        guard let view = controller.viewIfLoaded else { return }
        if controller.parent == nil { controller.settleAppearance() }
        if uncontainedBelow, !controller.isTornDown { ViewController.settleUncontainedAppearance(in: view) }
    }

    /// `MIS-20`: why `presenter` cannot present `controller` because of a presentation under way
    /// or in place, or `nil`: the presenter already presents (UIKit: "Attempt to present ...
    /// which is already presenting"), or `controller` is presented, being presented or being
    /// dismissed. Checked at the request and again when it runs.
    static func conflict(presenting controller: ViewController, from presenter: ViewController) -> MisuseError? {
        if let current = presenter.presentationLinks?.presented {
            return MisuseError(
                .alreadyPresenting(
                    presenter: presenter.name, controller: controller.name, current: current.name,
                    currentIsController: current === controller))
        }
        if let links = controller.presentationLinks, let presenting = links.presenting {
            let phase: MisuseError.Reason.PresentationPhase =
                switch links.phase {
                case .beingPresented: .beingPresented
                case .beingDismissed: .beingDismissed
                case nil: .presented
                }
            return MisuseError(
                .presentedElsewhere(
                    presenter: presenter.name, controller: controller.name, presenting: presenting.name, phase: phase))
        }
        return nil
    }

    private func refusal(presenting controller: ViewController, from presenter: ViewController) -> MisuseError? {
        func refuse(_ problem: MisuseError.Reason.PresentationProblem) -> MisuseError {
            MisuseError(.cannotPresent(presenter: presenter.name, controller: controller.name, problem: problem))
        }
        if presenter.isTornDown || controller.isTornDown {
            return .tornDown(controller.isTornDown ? controller : presenter, operation: .present(controller.name))
        }
        if controller === presenter {
            return refuse(.itself)
        }
        if controller.parent != nil {
            return refuse(.isChild(of: controller.parent?.name ?? ""))
        }
        if controller.presentationLinks?.presented != nil {
            return refuse(.presents(controller.presentationLinks?.presented?.name ?? ""))
        }
        if controller.viewIfLoaded?.superview != nil {
            return refuse(.viewInTree)
        }
        if presenter.viewIfLoaded?.window == nil {
            return refuse(.presenterNotInWindow)
        }
        return nil
    }
}
