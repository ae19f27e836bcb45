import ContainerKit
import ContainerKitTesting
import XCTest

// UIKit's custom-transition protocols (COMP-16), from a user's package (`import ContainerKit`, no
// `@testable`).
//
// Sources of the orders:
// - The delegates are asked for an animation controller only for animated transitions and for an
//   interaction controller only when they returned an animation controller: Apple's documentation
//   of navigationController(_:animationControllerFor:from:to:) ("noninteractive animator object
//   for use during view controller transitions"), navigationController(_:interactionControllerFor:),
//   tabBarController(_:animationControllerForTransitionFrom:to:) and
//   tabBarController(_:interactionControllerFor:) ("for use during an animated tab bar
//   transition"), https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate/tabbarcontroller(_:interactioncontrollerfor:);
//   a tab switch your code makes uses the delegate's animator too: Apple's "CustomTransitions"
//   sample (Slide: its swipe sets selectedIndex and the delegate animates the switch),
//   https://developer.apple.com/library/archive/samplecode/CustomTransitions/Listings/CustomTransitions_Slide_AAPLSlideTransitionAnimator_m.html
// - A push or pop keeps COMP-4/COMP-5 order, and a cancelled interactive pop the order of COMP-6
//   (A.viewWillAppear, A.viewWillDisappear, A.viewDidDisappear, B.viewWillAppear,
//   B.viewDidAppear): "The Inconsistent Order of View Transition Events",
//   https://wangling.me/2014/02/the-inconsistent-order-of-view-transition-events.html
// - transitionCoordinator: "the transition coordinator object associated with a currently active
//   transition or nil if no transition is in progress ... UIKit checks the view controller's
//   ancestors", https://developer.apple.com/documentation/uikit/uiviewcontroller/transitioncoordinator;
//   the coordinator's completion "to execute after the transition finishes" and its blocks "at the
//   same time as the transition animations", Apple's UIViewControllerTransitionCoordinator reference.
// - CATransaction's completion block "is guaranteed to be called ... as soon as all animations
//   subsequently added by this transaction group have completed" (Apple's CATransaction reference).
// Where the sources are silent (when exactly the blocks run, the headless view animations, the
// order of the delegate's questions) the CustomTransitions article states the policy (COMP-16).
final class CustomTransitionTests: XCTestCase {
    @MainActor private func lines(_ recorder: TraceRecorder) -> [String] {
        recorder.lines(
            hooks: LifecycleEvent.Hook.appearance.union([
                .loadView, .viewDidLoad, .transition, .transitionDidEnd, .transitionDidCancel, .mark, .present,
                .dismiss, .willMoveToParent, .didMoveToParent,
            ]))
    }

    /// A user's animation controller: records its calls, keeps its context, and completes it at
    /// once when `completesWith` is set (else the test does).
    @MainActor final class Animator: ViewControllerAnimatedTransitioning {
        let recorder: TraceRecorder
        var completesWith: Bool?
        var context: (any ViewControllerContextTransitioning)?
        var onAnimate: ((any ViewControllerContextTransitioning) -> Void)?
        init(_ recorder: TraceRecorder, completesWith: Bool? = nil) {
            self.recorder = recorder
            self.completesWith = completesWith
        }
        func transitionDuration(using transitionContext: (any ViewControllerContextTransitioning)?) -> Double {
            0.3
        }
        func animateTransition(using transitionContext: any ViewControllerContextTransitioning) {
            let from = transitionContext.viewController(forKey: .from)?.name ?? "nil"
            let to = transitionContext.viewController(forKey: .to)?.name ?? "nil"
            recorder.mark("animateTransition(from: \(from), to: \(to))")
            context = transitionContext
            onAnimate?(transitionContext)
            if let completesWith { transitionContext.completeTransition(completesWith) }
        }
        func animationEnded(_ transitionCompleted: Bool) {
            recorder.mark("animationEnded(\(transitionCompleted))")
        }
    }

    /// An animator as a UIKit app writes it: a view animation whose completion completes the
    /// transition, unless the interaction cancelled it.
    @MainActor final class SlideAnimator: ViewControllerAnimatedTransitioning {
        func transitionDuration(using transitionContext: (any ViewControllerContextTransitioning)?) -> Double {
            0.35
        }
        func animateTransition(using transitionContext: any ViewControllerContextTransitioning) {
            guard let toView = transitionContext.view(forKey: .to),
                let to = transitionContext.viewController(forKey: .to)
            else { return transitionContext.completeTransition(false) }
            let final = transitionContext.finalFrame(for: to)
            toView.frame = Rect(x: final.width, y: 0, width: final.width, height: final.height)
            View.animate(
                withDuration: transitionDuration(using: transitionContext),
                animations: { toView.frame = final },
                completion: { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) })
        }
    }

    @MainActor final class NavigationDelegate: NavigationControllerDelegate {
        let recorder: TraceRecorder
        var animator: (any ViewControllerAnimatedTransitioning)?
        var interaction: (any ViewControllerInteractiveTransitioning)?
        init(_ recorder: TraceRecorder) { self.recorder = recorder }
        func navigationController(
            _ navigationController: NavigationController,
            animationControllerFor operation: NavigationController.Operation, from fromVC: ViewController,
            to toVC: ViewController
        ) -> (any ViewControllerAnimatedTransitioning)? {
            recorder.mark("animationControllerFor(\(operation), from: \(fromVC.name), to: \(toVC.name))")
            return animator
        }
        func navigationController(
            _ navigationController: NavigationController,
            interactionControllerFor animationController: any ViewControllerAnimatedTransitioning
        ) -> (any ViewControllerInteractiveTransitioning)? {
            recorder.mark("interactionControllerFor")
            return interaction
        }
    }

    /// A controller that runs a block in viewWillAppear (the place user code reads its coordinator).
    @MainActor final class Screen: ViewController {
        var onWillAppear: ((Screen) -> Void)?
        var onWillDisappear: ((Screen) -> Void)?
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            onWillAppear?(self)
        }
        override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            onWillDisappear?(self)
        }
    }

    // MARK: - Navigation

    // COMP-16: a push whose animation controller completes later: the delegate is asked (animation
    // controller, then interaction controller) before any hook; animateTransition gets the
    // context after willShow; completeTransition(true) runs the did-hooks, the completion, then
    // animationEnded(true).
    @MainActor func testCOMP16_PushWithCustomAnimatorThatCompletes() async {
        let a = ViewController(name: "A"), b = ViewController(name: "B")
        let n = NavigationController(rootViewController: a, name: "N")
        let (window, recorder) = showInVisibleWindow(n)
        let delegate = NavigationDelegate(recorder)
        let animator = Animator(recorder)
        delegate.animator = animator
        n.delegate = delegate
        n.pushViewController(b, animated: true) { recorder.mark("pushed(\($0))") }
        XCTAssertTraceLines(
            lines(recorder),
            equal: [
                "animationControllerFor(push, from: A, to: B)", "interactionControllerFor",
                "N.transition(from: A, to: B)", "B.willMove(toParent: N)", "B.loadView", "B.viewDidLoad",
                "A.viewWillDisappear", "B.viewWillAppear", "animateTransition(from: A, to: B)",
            ])
        let context = animator.context
        XCTAssertTrue(context?.containerView === n.view)
        XCTAssertTrue(context?.view(forKey: .to) === b.view)
        XCTAssertEqual(context?.finalFrame(for: b), n.view.bounds)
        XCTAssertEqual(context?.initialFrame(for: b), .zero)
        XCTAssertEqual(context?.isAnimated, true)
        XCTAssertEqual(context?.isInteractive, false)
        XCTAssertEqual(context?.presentationStyle, .custom)
        recorder.removeAll()
        context?.completeTransition(true)
        XCTAssertTraceLines(
            lines(recorder),
            equal: [
                "A.viewDidDisappear", "B.viewDidAppear", "B.didMove(toParent: N)", "N.transitionDidEnd(from: A, to: B)",
                "pushed(true)", "animationEnded(true)",
            ])
        XCTAssertEqual(n.viewControllers, [a, b])
        XCTAssertNil(context?.viewController(forKey: .from), "the context lets its participants go")
        recorder.removeAll()
        context?.completeTransition(false)
        XCTAssertEqual(lines(recorder), [], "a second completeTransition does nothing")
        XCTAssertValidTrace(recorder)
        _ = window
    }

    // COMP-16, COMP-6, APP-2: a pop whose animation controller calls completeTransition(false):
    // the pop is cancelled with every hook balanced and the stack unchanged.
    @MainActor func testCOMP16_PopWithCustomAnimatorThatCancels() async {
        let a = ViewController(name: "A"), b = ViewController(name: "B")
        let n = NavigationController(rootViewController: a, name: "N")
        let (window, recorder) = showInVisibleWindow(n)
        n.pushViewController(b, animated: false)
        let delegate = NavigationDelegate(recorder)
        delegate.animator = Animator(recorder, completesWith: false)
        n.delegate = delegate
        recorder.removeAll()
        n.popViewController(animated: true) { recorder.mark("popped(\($0))") }
        XCTAssertTraceLines(
            lines(recorder),
            equal: [
                "animationControllerFor(pop, from: B, to: A)", "interactionControllerFor",
                "N.transition(from: B, to: A)", "B.viewWillDisappear", "A.viewWillAppear",
                "animateTransition(from: B, to: A)", "A.viewWillDisappear", "A.viewDidDisappear",
                "B.viewWillAppear", "B.viewDidAppear", "N.transitionDidCancel(from: B, to: A)", "popped(false)",
                "animationEnded(false)",
            ])
        XCTAssertEqual(n.viewControllers, [a, b])
        XCTAssertEqual(b.appearanceState, .appeared)
        XCTAssertEqual(a.appearanceState, .disappeared)
        XCTAssertValidTrace(recorder)
        _ = window
    }

    // COMP-16: a transition that is not animated asks the delegate nothing, as in UIKit.
    @MainActor func testCOMP16_NonAnimatedPushAsksNoAnimationController() async {
        let a = ViewController(name: "A"), b = ViewController(name: "B")
        let n = NavigationController(rootViewController: a, name: "N")
        let (window, recorder) = showInVisibleWindow(n)
        let delegate = NavigationDelegate(recorder)
        delegate.animator = Animator(recorder, completesWith: true)
        n.delegate = delegate
        n.pushViewController(b, animated: false)
        XCTAssertFalse(lines(recorder).contains { $0.hasPrefix("animationControllerFor") })
        XCTAssertFalse(lines(recorder).contains { $0.hasPrefix("animateTransition") })
        XCTAssertEqual(n.viewControllers, [a, b])
        _ = window
    }

    // COMP-16: an animator written as for UIKit (a view animation whose completion completes the
    // transition) pushes inside the call: the view animation's completion runs at once.
    @MainActor func testCOMP16_UIKitStyleAnimatorRunsAsWritten() async {
        let a = ViewController(name: "A"), b = ViewController(name: "B")
        let n = NavigationController(rootViewController: a, name: "N")
        let (window, recorder) = showInVisibleWindow(n)
        let delegate = NavigationDelegate(recorder)
        delegate.animator = SlideAnimator()
        n.delegate = delegate
        n.pushViewController(b, animated: true) { recorder.mark("pushed(\($0))") }
        XCTAssertEqual(lines(recorder).last, "pushed(true)")
        XCTAssertEqual(b.view.frame, n.view.bounds, "the animation's final frame")
        XCTAssertEqual(b.appearanceState, .appeared)
        XCTAssertValidTrace(recorder)
        _ = window
    }

    // MARK: - Interactive pop

    // COMP-16, COMP-6: an interactive pop driven by PercentDrivenInteractiveTransition and
    // cancelled; A's viewWillAppear learns it through its coordinator, as UIKit apps do.
    @MainActor func testCOMP16_InteractivePopCancelledThroughPercentDrivenTransition() async {
        let a = Screen(name: "A"), b = ViewController(name: "B")
        let n = NavigationController(rootViewController: a, name: "N")
        let (window, recorder) = showInVisibleWindow(n)
        n.pushViewController(b, animated: false)
        let delegate = NavigationDelegate(recorder)
        let interaction = PercentDrivenInteractiveTransition()
        delegate.animator = SlideAnimator()
        delegate.interaction = interaction
        n.delegate = delegate
        var sawInteractive: Bool?
        a.onWillAppear = { screen in
            sawInteractive = screen.transitionCoordinator?.isInteractive
            screen.transitionCoordinator?.animate(alongsideTransition: nil) { context in
                recorder.mark("coordinator completion, cancelled: \(context.isCancelled)")
            }
            screen.transitionCoordinator?.notifyWhenInteractionChanges { context in
                recorder.mark("interaction changed, cancelled: \(context.isCancelled)")
            }
        }
        recorder.removeAll()
        n.popViewController(animated: true) { recorder.mark("popped(\($0))") }
        XCTAssertEqual(sawInteractive, true)
        interaction.update(0.3)
        XCTAssertEqual(interaction.percentComplete, 0.3)
        XCTAssertEqual(interaction.duration, 0.35)
        XCTAssertEqual(n.viewControllers, [a, b], "still running")
        interaction.cancel()
        XCTAssertTraceLines(
            lines(recorder),
            equal: [
                "animationControllerFor(pop, from: B, to: A)", "interactionControllerFor",
                "N.transition(from: B, to: A)", "B.viewWillDisappear", "A.viewWillAppear",
                "interaction changed, cancelled: true", "coordinator completion, cancelled: true",
                "A.viewWillDisappear", "A.viewDidDisappear", "B.viewWillAppear", "B.viewDidAppear",
                "N.transitionDidCancel(from: B, to: A)", "popped(false)",
            ])
        XCTAssertEqual(n.viewControllers, [a, b])
        XCTAssertNil(a.transitionCoordinator, "no transition in progress")
        XCTAssertValidTrace(recorder)
        _ = window
    }

    // COMP-16, COMP-5: the same interactive pop finished: the coordinator's completion sees it
    // not cancelled, before the did-hooks.
    @MainActor func testCOMP16_InteractivePopFinishedThroughPercentDrivenTransition() async {
        let a = Screen(name: "A"), b = ViewController(name: "B")
        let n = NavigationController(rootViewController: a, name: "N")
        let (window, recorder) = showInVisibleWindow(n)
        n.pushViewController(b, animated: false)
        let delegate = NavigationDelegate(recorder)
        let interaction = PercentDrivenInteractiveTransition()
        delegate.animator = SlideAnimator()
        delegate.interaction = interaction
        n.delegate = delegate
        a.onWillAppear = { screen in
            screen.transitionCoordinator?.animate(alongsideTransition: nil) { context in
                recorder.mark("coordinator completion, cancelled: \(context.isCancelled)")
            }
        }
        recorder.removeAll()
        n.popViewController(animated: true) { recorder.mark("popped(\($0))") }
        interaction.update(0.8)
        interaction.finish()
        XCTAssertTraceLines(
            lines(recorder),
            equal: [
                "animationControllerFor(pop, from: B, to: A)", "interactionControllerFor",
                "N.transition(from: B, to: A)", "B.viewWillDisappear", "A.viewWillAppear",
                "coordinator completion, cancelled: false", "B.willMove(toParent: nil)", "B.viewDidDisappear",
                "A.viewDidAppear", "B.didMove(toParent: nil)", "N.transitionDidEnd(from: B, to: A)", "popped(true)",
            ])
        XCTAssertEqual(n.viewControllers, [a])
        interaction.finish()
        interaction.cancel()
        XCTAssertEqual(lines(recorder).last, "popped(true)", "an interaction that ended does nothing more")
        XCTAssertValidTrace(recorder)
        _ = window
    }

    // MARK: - Coordinator

    // COMP-16: the coordinator's blocks in order: alongside blocks when the animation starts
    // (after the will-hooks and willShow, before animateTransition), completion blocks when the
    // animator ends the transition (before the did-hooks), in the order added; a block added
    // once the animation started runs at once. The coordinator is there for the participants,
    // their descendants and the container, and nil outside the transition.
    @MainActor func testCOMP16_CoordinatorBlocksOrder() async {
        let a = ViewController(name: "A"), b = Screen(name: "B"), child = Screen(name: "C")
        b.addChild(child)
        b.view.addSubview(child.view)
        child.didMove(toParent: b)
        let n = NavigationController(rootViewController: a, name: "N")
        let (window, recorder) = showInVisibleWindow(n)
        let delegate = NavigationDelegate(recorder)
        let animator = Animator(recorder)
        delegate.animator = animator
        n.delegate = delegate
        XCTAssertNil(b.transitionCoordinator)
        var coordinators: [ObjectIdentifier] = []
        b.onWillAppear = { screen in
            guard let coordinator = screen.transitionCoordinator else { return recorder.mark("no coordinator") }
            coordinators.append(ObjectIdentifier(coordinator))
            XCTAssertTrue(
                coordinator.animate(
                    alongsideTransition: { _ in recorder.mark("B alongside 1") },
                    completion: { context in recorder.mark("B completion 1, cancelled: \(context.isCancelled)") }))
            // COMP-16: UIKit's Swift signature gives `completion` a default of nil (Apple,
            // UIViewControllerTransitionCoordinator.animate(alongsideTransition:completion:)).
            coordinator.animate(alongsideTransition: { _ in recorder.mark("B alongside 2") })
        }
        child.onWillAppear = { screen in
            guard let coordinator = screen.transitionCoordinator else { return recorder.mark("no coordinator") }
            coordinators.append(ObjectIdentifier(coordinator))
            coordinator.animate(alongsideTransition: nil) { _ in recorder.mark("C completion") }
        }
        animator.onAnimate = { context in
            recorder.mark("in animateTransition")
            b.transitionCoordinator?.animate { _ in recorder.mark("late alongside") }
        }
        n.pushViewController(b, animated: true)
        XCTAssertNotNil(n.transitionCoordinator, "the container has it")
        XCTAssertNotNil(a.transitionCoordinator, "the leaving controller has it")
        XCTAssertEqual(n.transitionCoordinator?.transitionDuration, 0.3)
        XCTAssertTrue(n.transitionCoordinator?.viewController(forKey: .to) === b)
        animator.context?.completeTransition(true)
        XCTAssertTraceLines(
            lines(recorder),
            equal: [
                "animationControllerFor(push, from: A, to: B)", "interactionControllerFor",
                "N.transition(from: A, to: B)", "B.willMove(toParent: N)", "A.viewWillDisappear", "B.viewWillAppear",
                "C.viewWillAppear", "B alongside 1", "B alongside 2",
                "animateTransition(from: A, to: B)", "in animateTransition", "late alongside",
                "B completion 1, cancelled: false", "C completion", "A.viewDidDisappear", "B.viewDidAppear",
                "C.viewDidAppear", "B.didMove(toParent: N)", "N.transitionDidEnd(from: A, to: B)",
                "animationEnded(true)",
            ])
        XCTAssertEqual(coordinators.count, 2)
        XCTAssertEqual(Set(coordinators).count, 1, "one coordinator, found through the parent")
        XCTAssertNil(b.transitionCoordinator)
        XCTAssertNil(child.transitionCoordinator)
        XCTAssertValidTrace(recorder)
        _ = window
    }

    // COMP-16: a transition that is not animated has no coordinator (policy: it is over inside the
    // call); ContainerKit's own animated transitions have one.
    @MainActor func testCOMP16_CoordinatorOnlyForAnimatedTransitions() async {
        let a = ViewController(name: "A"), b = Screen(name: "B"), c = Screen(name: "C")
        let n = NavigationController(rootViewController: a, name: "N")
        let (window, _) = showInVisibleWindow(n)
        var seen: [String: Bool] = [:]
        b.onWillAppear = { seen[$0.name] = $0.transitionCoordinator != nil }
        c.onWillAppear = { seen[$0.name] = $0.transitionCoordinator != nil }
        n.pushViewController(b, animated: false)
        n.pushViewController(c, animated: true)
        XCTAssertEqual(seen, ["B": false, "C": true])
        _ = window
    }

    // MARK: - Tabs

    @MainActor final class TabDelegate: TabBarControllerDelegate {
        let recorder: TraceRecorder
        var animator: (any ViewControllerAnimatedTransitioning)?
        init(_ recorder: TraceRecorder) { self.recorder = recorder }
        func tabBarController(
            _ tabBarController: TabBarController, animationControllerForTransitionFrom fromVC: ViewController,
            to toVC: ViewController
        ) -> (any ViewControllerAnimatedTransitioning)? {
            recorder.mark("animationControllerForTransition(from: \(fromVC.name), to: \(toVC.name))")
            return animator
        }
        func tabBarController(
            _ tabBarController: TabBarController,
            interactionControllerFor animationController: any ViewControllerAnimatedTransitioning
        ) -> (any ViewControllerInteractiveTransitioning)? {
            recorder.mark("interactionControllerFor")
            return nil
        }
        func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) {
            recorder.mark("didSelect(\(viewController.name))")
        }
    }

    // COMP-16, COMP-9: a tab switch with the delegate's animation controller, completed, then one
    // cancelled (the selection stays, every hook balanced); a selection by code asks too (Apple's
    // CustomTransitions sample).
    @MainActor func testCOMP16_TabSwitchWithCustomAnimatorCompletingAndCancelling() async {
        let a = ViewController(name: "A"), b = ViewController(name: "B")
        let tabs = TabBarController(viewControllers: [a, b], name: "T")
        let (window, recorder) = showInVisibleWindow(tabs)
        let delegate = TabDelegate(recorder)
        let animator = Animator(recorder)
        delegate.animator = animator
        tabs.delegate = delegate
        tabs.simulateTap(on: b)
        animator.context?.completeTransition(true)
        XCTAssertTraceLines(
            lines(recorder),
            equal: [
                "animationControllerForTransition(from: A, to: B)", "interactionControllerFor",
                "T.transition(from: A, to: B)", "B.loadView", "B.viewDidLoad", "B.viewWillAppear",
                "A.viewWillDisappear", "animateTransition(from: A, to: B)", "A.viewDidDisappear", "B.viewDidAppear",
                "T.transitionDidEnd(from: A, to: B)", "didSelect(B)", "animationEnded(true)",
            ])
        XCTAssertTrue(tabs.selectedViewController === b)
        recorder.removeAll()
        tabs.selectedIndex = 0
        animator.context?.completeTransition(false)
        XCTAssertTraceLines(
            lines(recorder),
            equal: [
                "animationControllerForTransition(from: B, to: A)", "interactionControllerFor",
                "T.transition(from: B, to: A)", "A.viewWillAppear", "B.viewWillDisappear",
                "animateTransition(from: B, to: A)", "A.viewWillDisappear", "A.viewDidDisappear", "B.viewWillAppear",
                "B.viewDidAppear", "T.transitionDidCancel(from: B, to: A)", "animationEnded(false)",
            ])
        XCTAssertTrue(tabs.selectedViewController === b)
        XCTAssertEqual(a.appearanceState, .disappeared)
        XCTAssertValidTrace(recorder)
        _ = window
    }

    // MARK: - Presentation

    @MainActor final class TransitioningDelegate: ViewControllerTransitioningDelegate {
        let recorder: TraceRecorder
        var presentAnimator: (any ViewControllerAnimatedTransitioning)?
        var dismissAnimator: (any ViewControllerAnimatedTransitioning)?
        init(_ recorder: TraceRecorder) { self.recorder = recorder }
        func animationController(
            forPresented presented: ViewController, presenting: ViewController, source: ViewController
        ) -> (any ViewControllerAnimatedTransitioning)? {
            recorder.mark("forPresented(\(presented.name), presenting: \(presenting.name), source: \(source.name))")
            return presentAnimator
        }
        func animationController(forDismissed dismissed: ViewController) -> (any ViewControllerAnimatedTransitioning)? {
            recorder.mark("forDismissed(\(dismissed.name))")
            return dismissAnimator
        }
    }

    // COMP-16, COMP-10: a full-screen presentation and its dismissal through the presented
    // controller's transitioningDelegate, completed and cancelled.
    @MainActor func testCOMP16_PresentAndDismissWithTransitioningDelegate() async {
        let p = ViewController(name: "P"), c = ViewController(name: "C")
        let (window, recorder) = showInVisibleWindow(p)
        let delegate = TransitioningDelegate(recorder)
        let presenting = Animator(recorder), dismissing = Animator(recorder)
        delegate.presentAnimator = presenting
        delegate.dismissAnimator = dismissing
        c.modalPresentationStyle = .fullScreen
        c.transitioningDelegate = delegate
        p.present(c, animated: true) { recorder.mark("presented") }
        XCTAssertEqual(presenting.context?.presentationStyle, .fullScreen)
        XCTAssertTrue(presenting.context?.containerView === window)
        presenting.context?.completeTransition(true)
        XCTAssertTraceLines(
            lines(recorder),
            equal: [
                "forPresented(C, presenting: P, source: P)", "P.present(C)", "C.loadView", "C.viewDidLoad",
                "P.viewWillDisappear", "C.viewWillAppear", "animateTransition(from: P, to: C)", "C.viewDidAppear",
                "P.viewDidDisappear", "presented", "animationEnded(true)",
            ])
        recorder.removeAll()
        c.dismiss(animated: true) { recorder.mark("dismissed") }
        dismissing.context?.completeTransition(false)
        XCTAssertTraceLines(
            lines(recorder),
            equal: [
                "forDismissed(C)", "P.dismiss(C)", "C.viewWillDisappear", "P.viewWillAppear",
                "animateTransition(from: C, to: P)", "P.viewWillDisappear", "P.viewDidDisappear", "C.viewWillAppear",
                "C.viewDidAppear", "animationEnded(false)",
            ])
        XCTAssertTrue(p.presentedViewController === c, "a cancelled dismissal keeps C presented")
        recorder.removeAll()
        dismissing.completesWith = true
        c.dismiss(animated: true) { recorder.mark("dismissed") }
        XCTAssertTraceLines(
            lines(recorder),
            equal: [
                "forDismissed(C)", "P.dismiss(C)", "C.viewWillDisappear", "P.viewWillAppear",
                "animateTransition(from: C, to: P)", "P.viewDidAppear", "C.viewDidDisappear", "dismissed",
                "animationEnded(true)",
            ])
        XCTAssertNil(p.presentedViewController)
        XCTAssertValidTrace(recorder)
        _ = window
    }

    // MARK: - Transactions and view animations

    // COMP-16: a transaction's completion block runs after the push started inside it has ended
    // (after its completion), not at the commit; nested transactions; none running: at the commit.
    @MainActor func testCOMP16_TransactionCompletionAfterPush() async {
        let a = ViewController(name: "A"), b = ViewController(name: "B"), c = ViewController(name: "C")
        let n = NavigationController(rootViewController: a, name: "N")
        let (window, recorder) = showInVisibleWindow(n)
        let manual = ManualAnimator()
        n.animator = manual
        Transaction.begin()
        Transaction.setCompletionBlock { recorder.mark("outer transaction done") }
        Transaction.setAnimationDuration(0.5)
        XCTAssertEqual(Transaction.animationDuration(), 0.5)
        Transaction.begin()
        Transaction.setDisableActions(true)
        XCTAssertTrue(Transaction.disableActions())
        Transaction.setCompletionBlock { recorder.mark("inner transaction done") }
        n.pushViewController(b, animated: true) { recorder.mark("pushed(\($0))") }
        Transaction.commit()
        Transaction.commit()
        XCTAssertFalse(lines(recorder).contains { $0.contains("transaction done") }, "the push still runs")
        manual.complete()
        XCTAssertEqual(
            Array(lines(recorder).suffix(4)),
            ["N.transitionDidEnd(from: A, to: B)", "pushed(true)", "inner transaction done", "outer transaction done"])
        recorder.removeAll()
        Transaction.begin()
        Transaction.setCompletionBlock { recorder.mark("empty transaction done") }
        Transaction.commit()
        XCTAssertEqual(lines(recorder), ["empty transaction done"])
        recorder.removeAll()
        Transaction.setCompletionBlock { recorder.mark("outside a transaction") }
        XCTAssertEqual(lines(recorder), ["outside a transaction"])
        n.animator = ImmediateAnimator.shared
        recorder.removeAll()
        Transaction.begin()
        Transaction.setCompletionBlock { recorder.mark("immediate push done") }
        n.pushViewController(c, animated: true) { _ in recorder.mark("pushed C") }
        Transaction.commit()
        XCTAssertEqual(Array(lines(recorder).suffix(2)), ["pushed C", "immediate push done"])
        _ = window
    }

    // COMP-16: view animations run their blocks at once, completion with true (policy).
    @MainActor func testCOMP16_ViewAnimationsRunHeadlessly() async {
        let view = View(name: "v")
        var events: [String] = []
        View.animate(withDuration: 0.3) { events.append("animations 1") }
        View.animate(withDuration: 0.3, animations: { events.append("animations 2") }) { events.append("done 2 \($0)") }
        View.animate(
            withDuration: 0.3, delay: 0.1, options: [.curveEaseInOut, .allowUserInteraction],
            animations: { events.append("animations 3") }, completion: { events.append("done 3 \($0)") })
        View.animate(
            withDuration: 0.3, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0, options: [],
            animations: { events.append("spring") }, completion: { events.append("done spring \($0)") })
        View.performWithoutAnimation { events.append("without animation") }
        View.transition(
            with: view, duration: 0.2, options: .transitionCrossDissolve, animations: { events.append("transition") },
            completion: { events.append("done transition \($0)") })
        XCTAssertEqual(
            events,
            [
                "animations 1", "animations 2", "done 2 true", "animations 3", "done 3 true", "spring",
                "done spring true", "without animation", "transition", "done transition true",
            ])
    }

    // MARK: - Container transition

    // COMP-16: UIKit's transition(from:to:duration:options:animations:completion:) with Apple's
    // sample containment around it: appearance forwarded by the call, animations when the
    // animation starts, completion after the did-hooks.
    @MainActor func testCOMP16_ContainerTransitionBetweenChildren() async {
        let p = ViewController(name: "P"), a = ViewController(name: "A"), b = ViewController(name: "B")
        let (window, recorder) = showInVisibleWindow(p)
        p.addChild(a)
        p.view.addSubview(a.view)
        a.didMove(toParent: p)
        recorder.removeAll()
        a.willMove(toParent: nil)
        p.addChild(b)
        p.transition(
            from: a, to: b, duration: 0.25, options: .transitionCrossDissolve,
            animations: { recorder.mark("animations") },
            completion: { finished in
                recorder.mark("completion(\(finished))")
                a.removeFromParent()
                b.didMove(toParent: p)
            })
        XCTAssertTraceLines(
            lines(recorder),
            equal: [
                "A.willMove(toParent: nil)", "B.willMove(toParent: P)", "P.transition(from: A, to: B)", "B.loadView",
                "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear", "animations", "A.viewDidDisappear",
                "B.viewDidAppear", "P.transitionDidEnd(from: A, to: B)", "completion(true)",
                "A.didMove(toParent: nil)", "B.didMove(toParent: P)",
            ])
        XCTAssertEqual(p.children, [b])
        XCTAssertTrue(b.view.superview === p.view)
        XCTAssertNil(a.view.superview)
        XCTAssertValidTrace(recorder)
        _ = window
    }

    // COMP-16: a container transition between controllers that are not both children of the
    // receiver is refused through the misuse channel; nothing changes, no completion.
    @MainActor func testCOMP16_ContainerTransitionRefusedForANonChild() async {
        let p = ViewController(name: "P"), a = ViewController(name: "A"), b = ViewController(name: "B")
        let (window, recorder) = showInVisibleWindow(p)
        p.addChild(a)
        p.view.addSubview(a.view)
        a.didMove(toParent: p)
        recorder.removeAll()
        var completed = false
        let report = XCTAssertMisuse(.invalidArgument, unchanged: [window], recorder: recorder) {
            p.transition(from: a, to: b, duration: 0, animations: nil) { _ in completed = true }
        }
        XCTAssertEqual(report?.outcome, .refused)
        XCTAssertEqual(report?.nodes, ["B", "P"])
        XCTAssertEqual(
            report?.message,
            "cannot transition from \"A\" to \"B\": \"B\" is not a child of \"P\" (children must have a common "
                + "parent, as UIKit requires).")
        XCTAssertFalse(completed)
        XCTAssertEqual(p.children, [a])
        _ = window
    }

    // MARK: - Re-entrancy and lifetime

    // COMP-16, REENT-1: an animation controller that pushes from animateTransition, and a
    // coordinator completion block that pops: each change waits for the running transition and
    // runs after it, in the order asked.
    @MainActor func testCOMP16_REENT1_AnimatorAndCoordinatorBlockThatChangeTheTree() async {
        let a = ViewController(name: "A"), b = Screen(name: "B"), c = ViewController(name: "C")
        let n = NavigationController(rootViewController: a, name: "N")
        let (window, recorder) = showInVisibleWindow(n)
        let delegate = NavigationDelegate(recorder)
        let animator = Animator(recorder, completesWith: true)
        delegate.animator = animator
        n.delegate = delegate
        var pushedOnce = false
        animator.onAnimate = { _ in
            guard !pushedOnce else { return }
            pushedOnce = true
            n.pushViewController(c, animated: false) { recorder.mark("pushed C(\($0))") }
        }
        b.onWillAppear = { screen in
            screen.transitionCoordinator?.animate(alongsideTransition: nil) { _ in
                n.popViewController(animated: false) { recorder.mark("popped(\($0))") }
            }
            screen.onWillAppear = nil
        }
        n.pushViewController(b, animated: true) { recorder.mark("pushed B(\($0))") }
        let marks = lines(recorder).filter { $0.hasPrefix("pushed") || $0.hasPrefix("popped") }
        XCTAssertEqual(marks, ["pushed B(true)", "pushed C(true)", "popped(true)"])
        XCTAssertEqual(n.viewControllers, [a, b])
        XCTAssertEqual(b.appearanceState, .appeared)
        XCTAssertValidTrace(recorder)
        _ = window
    }

    // COMP-16, LIFE-4: the pushed controller is torn down while the animation controller holds the
    // push: the transition ends at once (completion false), the coordinator's completion runs
    // cancelled, animationEnded(false) comes, and the context the animator kept is inert.
    @MainActor func testCOMP16_LIFE4_ParticipantTornDownWhileTheAnimatorHoldsThePush() async {
        let a = ViewController(name: "A"), b = Screen(name: "B")
        let n = NavigationController(rootViewController: a, name: "N")
        let (window, recorder) = showInVisibleWindow(n)
        let delegate = NavigationDelegate(recorder)
        let animator = Animator(recorder)
        delegate.animator = animator
        n.delegate = delegate
        b.onWillAppear = { screen in
            screen.transitionCoordinator?.animate(alongsideTransition: nil) { context in
                recorder.mark("coordinator completion, cancelled: \(context.isCancelled)")
            }
        }
        n.pushViewController(b, animated: true) { recorder.mark("pushed(\($0))") }
        recorder.removeAll()
        b.tearDown()
        let marks = recorder.lines(hooks: [.mark])
        XCTAssertEqual(marks, ["coordinator completion, cancelled: true", "animationEnded(false)", "pushed(false)"])
        XCTAssertEqual(n.viewControllers, [a])
        XCTAssertEqual(a.appearanceState, .appeared)
        XCTAssertNil(animator.context?.viewController(forKey: .to))
        recorder.removeAll()
        animator.context?.completeTransition(true)
        XCTAssertEqual(recorder.lines, [], "a context whose transition ended does nothing")
        XCTAssertNil(n.transitionCoordinator)
        XCTAssertValidTrace(recorder)
        _ = window
    }

    // COMP-16, LIFE-1, LIFE-4: a delegate returns an animation controller that never completes,
    // then the container and its window are released: nothing crashes, the tree is deallocated,
    // the kept context is inert (participants nil, completeTransition does nothing), the
    // coordinator's blocks and the push's completion are dropped, and a transaction that waited
    // for the transition completes.
    @MainActor func testCOMP16_LIFE4_AnimatorThatNeverCompletesThenContainerReleased() async {
        let recorder = TraceRecorder()
        let delegate = NavigationDelegate(recorder)
        let animator = Animator(recorder)
        delegate.animator = animator
        weak var weakNavigation: NavigationController?
        weak var weakB: ViewController?
        var window: Window? = Window(name: "W")
        do {
            let a = ViewController(name: "A"), b = Screen(name: "B")
            let n = NavigationController(rootViewController: a, name: "N")
            window?.makeKeyAndVisible()
            window?.rootViewController = n
            n.delegate = delegate
            b.onWillAppear = { screen in
                screen.transitionCoordinator?.animate(alongsideTransition: nil) { _ in
                    recorder.mark("coordinator completion")
                }
            }
            Transaction.begin()
            Transaction.setCompletionBlock { recorder.mark("transaction done") }
            n.pushViewController(b, animated: true) { recorder.mark("pushed(\($0))") }
            Transaction.commit()
            weakNavigation = n
            weakB = b
        }
        XCTAssertNotNil(animator.context)
        window?.rootViewController = nil
        window = nil
        XCTAssertNil(weakNavigation, "released with its last reference")
        XCTAssertNil(weakB)
        XCTAssertNil(animator.context?.viewController(forKey: .to))
        animator.context?.completeTransition(true)
        animator.context?.completeTransition(false)
        let marks = recorder.lines(hooks: [.mark])
        XCTAssertFalse(marks.contains { $0.hasPrefix("pushed") || $0 == "coordinator completion" })
        XCTAssertTrue(marks.contains("transaction done"))
    }
}
