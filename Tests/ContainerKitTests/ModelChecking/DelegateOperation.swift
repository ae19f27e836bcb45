@testable import ContainerKit

// COMP-17, COMP-15, REENT-1 in the model checker: delegates that refuse or re-enter. A tab
// delegate refuses a user's tap; a sheet refuses a user's swipe (its controller is modal in
// presentation, or its presentation controller's delegate says no); a navigation delegate pushes
// from `willShow`. Each operation installs its delegate for the call only and puts the previous
// one back, so the other operations run as before; its exact expectations are checked inside the
// call (RandomForest.delegateFailures).

extension CompositionOperation {
    /// A `.delegate` operation, about one operation in 32, from a stream of its own: the other
    /// operations keep their streams, and only the structural and layout operations after it move
    /// one place later (they are drawn last).
    static func randomDelegate(using random: inout SplitMix64) -> CompositionOperation? {
        guard random.next() % 32 == 0 else { return nil }
        return .delegate(action: Int(random.next() % 1_000))
    }

    /// The description of a `.delegate` operation.
    static func describeDelegate(_ action: Int) -> String {
        switch action % 3 {
        case 0: "refusedTap(\(action / 3))"
        case 1: "refusedSwipe(\(action / 3), \((action / 3) % 2 == 0 ? "modal" : "delegate"))"
        default: "pushFromWillShow(N\(action / 3), animated: \((action / 3) % 2 == 1))"
        }
    }
}

extension RandomForest {
    /// The call of a `.delegate` operation: 0 taps a tab with a delegate that refuses it; 1
    /// swipes a presented controller that refuses the swipe; 2 pushes on a navigation controller
    /// whose delegate pushes again from `willShow`.
    func resolveDelegate(action: Int) -> (() -> Void)? {
        switch action % 3 {
        case 0: resolveRefusedTap(action / 3)
        case 1: resolveRefusedSwipe(action / 3)
        default: resolvePushFromWillShow(action / 3)
        }
    }

    /// COMP-17: a refused tap runs no hook and changes nothing; the delegate is asked once, about
    /// the tapped tab, and hears no `didSelect`.
    private func resolveRefusedTap(_ operand: Int) -> (() -> Void)? {
        guard let tabs, !tabs.isTornDown, let list = tabs.viewControllers else { return nil }
        let tapped = list[operand % list.count]
        return { [unowned self] in
            // Still a tab when the tap runs (resolving loads views, whose hooks may change tabs).
            guard tabs.viewControllers?.contains(tapped) == true else { return }
            let delegate = DelegatesUnderTest.TabDelegate()
            let previous = tabs.delegate
            let selected = tabs.selectedViewController, children = tabs.children
            let events = recorder.events.count
            tabs.delegate = delegate
            tabs.simulateTap(on: tapped)
            tabs.delegate = previous
            let name = "refusedTap(\(tapped.name))"
            if delegate.calls != ["shouldSelect(\(tapped.name))"] {
                delegateFailures.append("COMP-17: \(name): the delegate heard \(delegate.calls)")
            }
            if tabs.selectedViewController !== selected || tabs.children != children {
                delegateFailures.append("COMP-17: \(name) changed the tabs or the selection")
            }
            if recorder.events.count != events {
                delegateFailures.append(
                    "COMP-17: \(name) recorded hooks: \(recorder.events[events...].map(\.description))")
            }
        }
    }

    /// COMP-15: a swipe on a sheet that is modal in presentation, or whose presentation
    /// controller's delegate refuses it, starts nothing: no hook, the presentation stays, the swipe
    /// is `nil`; the delegate hears `presentationControllerDidAttemptToDismiss(_:)`, after
    /// `presentationControllerShouldDismiss(_:)` when it was asked (not when the controller is modal:
    /// UIKit does not ask then). A swipe that could not start (not a sheet, not appeared, a
    /// transition of its chain running) asks nobody.
    private func resolveRefusedSwipe(_ operand: Int) -> (() -> Void)? {
        let presented = controllers.filter { !$0.isTornDown && $0.directPresenter != nil }
        // Mostly a sheet that is on show (where a swipe would start, so the refusal is what stops
        // it): when there is none, a new sheet is presented first, not animated, from the top of
        // the tab container's chain; one time in four any presented controller (where nothing
        // may start, and then nobody is asked).
        let onShow = presented.filter { controller in
            controller.appearanceState == .appeared
                && controller.presentationRecord?.presentedStyle.allowsInteractiveDismissal == true
        }
        var sheet: (presenter: ViewController, controller: ViewController)?
        if onShow.isEmpty, operand % 4 != 3, let tabs, !tabs.isTornDown {
            var top: ViewController = tabs
            while let next = top.presentedViewController, !next.isTornDown { top = next }
            let controller = makeComposed("sh")
            controller.modalPresentationStyle = .pageSheet
            sheet = (top, controller)
        }
        let candidates = onShow.isEmpty || operand % 4 == 3 ? presented : onShow
        guard
            let controller = sheet?.controller
                ?? (candidates.isEmpty ? nil : candidates[(operand / 2) % candidates.count])
        else { return nil }
        let modal = operand % 2 == 0
        let animator = presentationAnimator
        return { [unowned self] in
            if let sheet {
                sheet.presenter.present(sheet.controller, animated: false, animator: animator)
                // Not linked and not refused: it waits in the presenter's queue (REENT-1), and may
                // be refused with MIS-20 when its turn comes, as `.present` operations may.
                if sheet.controller.presentingViewController == nil, !sheet.controller.isTornDown {
                    waitingPresentations.insert(sheet.controller.name)
                }
            }
            guard !controller.isTornDown, let presentation = controller.presentationController,
                let swiped = presentation.presentedViewController, let links = swiped.presentationRecord
            else { return }
            let delegate = DelegatesUnderTest.PresentationDelegate(refuses: !modal)
            let previous = presentation.delegate
            let wasModal = swiped.isModalInPresentation
            // Whether the swipe can start at all (documented on beginInteractiveDismissal: only
            // the top sheet of a chain).
            let starts =
                links.presenting != nil && links.phase == nil && links.presented == nil
                && links.presentedStyle.allowsInteractiveDismissal
                && swiped.appearanceState == .appeared && TransitionQueue.of(swiped.presentationBase).isIdle
            let presenter = links.presenting, events = recorder.events.count
            presentation.delegate = delegate
            if modal { swiped.isModalInPresentation = true }
            let swipe = presentation.beginInteractiveDismissal(using: animator)
            if modal { swiped.isModalInPresentation = wasModal }
            presentation.delegate = previous
            let name = "refusedSwipe(\(swiped.name), \(modal ? "modal" : "delegate"))"
            let expected =
                !starts ? [] : modal ? ["didAttemptToDismiss"] : ["shouldDismiss", "didAttemptToDismiss"]
            if delegate.calls != expected {
                delegateFailures.append("COMP-15: \(name): the delegate heard \(delegate.calls), not \(expected)")
            }
            if swipe != nil { delegateFailures.append("COMP-15: \(name) started a swipe") }
            if swiped.directPresenter !== presenter || swiped.isTornDown {
                delegateFailures.append("COMP-15: \(name) changed the presentation")
            }
            if recorder.events.count != events {
                delegateFailures.append(
                    "COMP-15: \(name) recorded hooks: \(recorder.events[events...].map(\.description))")
            }
        }
    }

    /// COMP-17, REENT-1: a delegate that pushes from `willShow` gets its push after the one that
    /// is showing (ContainerDelegateTests, `testCOMP17_REENT1_DelegateThatPushesFromWillShowAndDidShow`).
    /// Exact when the push runs inside the call: the stack gains both controllers, in order, and
    /// the delegate hears willShow and didShow for each, in order.
    private func resolvePushFromWillShow(_ operand: Int) -> (() -> Void)? {
        let navigations = compositionContainers.compactMap { $0 as? NavigationController }.filter { !$0.isTornDown }
        guard !navigations.isEmpty else { return nil }
        let navigation = navigations[operand % navigations.count]
        let animated = operand % 2 == 1
        let pushed = makeComposed("d"), followUp = makeComposed("e")
        destinedToContainers.insert(ObjectIdentifier(pushed))
        destinedToContainers.insert(ObjectIdentifier(followUp))
        return { [unowned self] in
            let delegate = DelegatesUnderTest.PushingDelegate(pushing: followUp, after: pushed)
            let previous = navigation.delegate
            let before = navigation.viewControllers
            // Exact only when nothing else can interleave: no request of the stack waiting, no
            // transition held anywhere (a held presentation makes the push wait, documented on
            // pushViewController), a push that is not animated (an animated one may be held by
            // the forest's animator), and no operation requested from a hook (checked below).
            let exact =
                !animated && TransitionQueue.of(navigation).isIdle && !animator.isRunning
                && !presentationAnimator.isRunning && !CustomTransitionsUnderTest.isHolding
            let hooksBefore = hookRequests.count
            navigation.delegate = delegate
            navigation.pushViewController(pushed, animated: animated)
            navigation.delegate = previous
            guard exact, hookRequests.count == hooksBefore, !navigation.isTornDown else { return }
            let name = "pushFromWillShow(\(pushed.name), then \(followUp.name)) on \(navigation.name)"
            if navigation.viewControllers != before + [pushed, followUp] {
                delegateFailures.append(
                    "COMP-17: \(name): stack \(navigation.viewControllers.map(\.name)), expected \((before + [pushed, followUp]).map(\.name))"
                )
            }
            let expected = [
                "willShow(\(pushed.name))", "didShow(\(pushed.name))", "willShow(\(followUp.name))",
                "didShow(\(followUp.name))",
            ]
            if delegate.calls != expected {
                delegateFailures.append("COMP-17: \(name): the delegate heard \(delegate.calls), not \(expected)")
            }
        }
    }
}

/// The delegates of ``RandomForest/resolveDelegate(action:)``, each recording what it hears.
@MainActor
enum DelegatesUnderTest {
    /// Refuses every tap.
    final class TabDelegate: TabBarControllerDelegate {
        var calls: [String] = []
        func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool
        {
            calls.append("shouldSelect(\(viewController.name))")
            return false
        }
        func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) {
            calls.append("didSelect(\(viewController.name))")
        }
    }

    /// Answers `presentationControllerShouldDismiss(_:)` with `!refuses`.
    final class PresentationDelegate: AdaptivePresentationControllerDelegate {
        let refuses: Bool
        var calls: [String] = []
        init(refuses: Bool) { self.refuses = refuses }
        func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool {
            calls.append("shouldDismiss")
            return !refuses
        }
        func presentationControllerWillDismiss(_ presentationController: PresentationController) {
            calls.append("willDismiss")
        }
        func presentationControllerDidDismiss(_ presentationController: PresentationController) {
            calls.append("didDismiss")
        }
        func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController) {
            calls.append("didAttemptToDismiss")
        }
    }

    /// Pushes `followUp` (not animated) from `willShow` of `trigger`, once.
    final class PushingDelegate: NavigationControllerDelegate {
        private var followUp: ViewController?
        private weak var trigger: ViewController?
        var calls: [String] = []
        init(pushing followUp: ViewController, after trigger: ViewController) {
            self.followUp = followUp
            self.trigger = trigger
        }
        func navigationController(
            _ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool
        ) {
            calls.append("willShow(\(viewController.name))")
            guard viewController === trigger, let followUp else { return }
            self.followUp = nil
            navigationController.pushViewController(followUp, animated: false)
        }
        func navigationController(
            _ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool
        ) {
            calls.append("didShow(\(viewController.name))")
        }
    }
}
