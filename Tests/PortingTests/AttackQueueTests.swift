import ContainerKit
import ContainerKitTesting
import XCTest

// A fourth round of attacks (MIS-20, COMP-15, COMP-16, COMP-18), from a user's package: requests
// that wait in a queue and are checked again when they run, interactive controllers whose
// animator does not wait, and coordinators of presentations.
final class AttackQueueTests: XCTestCase {
    // MIS-20: "The check is made when present is called and again when the request runs": a second
    // presentation from the same presenter, accepted while the first waits behind a held push, is
    // refused when it runs; its completion does not run and nothing of it happens.
    @MainActor func testMIS20_CheckedAgainWhenTheQueuedRequestRuns() async {
        let a = ViewController(name: "A"), b = ViewController(name: "B")
        let n = NavigationController(rootViewController: a, name: "N")
        let (window, recorder) = showInVisibleWindow(n)
        let animator = ManualAnimator()
        n.animator = animator
        n.pushViewController(b, animated: true)
        let c = ViewController(name: "C"), d = ViewController(name: "D")
        n.present(c, animated: false) { recorder.mark("presented C") }
        n.present(d, animated: false) { recorder.mark("presented D") }
        XCTAssertNil(n.presentedViewController, "both wait for the push")
        XCTAssertMisuse("MIS-20") { XCTAssertEqual(animator.complete(), true) }
        XCTAssertTrue(n.presentedViewController === c)
        XCTAssertNil(d.presentingViewController)
        XCTAssertFalse(d.isViewLoaded)
        XCTAssertEqual(attackLines(recorder).filter { $0.hasPrefix("presented") }, ["presented C"])
        assertAppearanceSettled(in: window)
    }

    // MIS-20: "presenting a controller that is presented" is refused: the same controller presented
    // twice, both requests waiting behind a held push, the second refused when it runs.
    @MainActor func testMIS20_SameControllerPresentedTwiceWhileBothWait() async {
        let a = ViewController(name: "A"), b = ViewController(name: "B"), c = ViewController(name: "C")
        let n = NavigationController(rootViewController: a, name: "N")
        let (window, recorder) = showInVisibleWindow(n)
        let animator = ManualAnimator()
        n.animator = animator
        n.pushViewController(b, animated: true)
        n.present(c, animated: false) { recorder.mark("presented 1") }
        b.present(c, animated: false) { recorder.mark("presented 2") }
        XCTAssertMisuse("MIS-20") { XCTAssertEqual(animator.complete(), true) }
        XCTAssertTrue(n.presentedViewController === c)
        XCTAssertEqual(attackLines(recorder).filter { $0.hasPrefix("presented") }, ["presented 1"])
        XCTAssertEqual(attackLines(recorder).filter { $0 == "C.viewWillAppear" }.count, 1)
        assertAppearanceSettled(in: window)
    }

    // COMP-15: "A swipe ... on a controller that is not presented ... starts nothing and asks
    // nobody": a presentation controller taken before presenting, swiped too early.
    @MainActor func testCOMP15_SwipeBeforeThePresentationStartsNothing() async {
        let p = ViewController(name: "P"), c = ViewController(name: "C")
        let (window, recorder) = showInVisibleWindow(p)
        final class Asked: AdaptivePresentationControllerDelegate {
            var calls = 0
            func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool {
                calls += 1
                return true
            }
            func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController) {
                calls += 1
            }
        }
        let delegate = Asked()
        let controller = c.presentationController
        controller?.delegate = delegate
        XCTAssertNil(controller?.presentingViewController)
        XCTAssertNil(controller?.beginInteractiveDismissal())
        let animator = ManualAnimator()
        p.present(c, animated: true, animator: animator)
        XCTAssertNil(controller?.beginInteractiveDismissal(), "not appeared yet: the presentation runs")
        XCTAssertEqual(animator.complete(), true)
        XCTAssertTrue(c.presentationController === controller, "the same one, made on first use")
        XCTAssertEqual(delegate.calls, 0)
        XCTAssertEqual(controller?.beginInteractiveDismissal()?.finish(), true)
        XCTAssertEqual(delegate.calls, 1)
        XCTAssertValidTrace(recorder)
        assertAppearanceSettled(in: window)
    }

    // COMP-16: "transitionCoordinator is there in the appearance hooks of a transition": an animated
    // presentation held by an animator has one for the presented controller's will-hook, and none
    // once it has ended.
    @MainActor func testCOMP16_PresentationHasACoordinatorInThePresentedControllersHooks() async {
        let p = ViewController(name: "P"), c = AttackHooked(name: "C")
        let (window, _) = showInVisibleWindow(p)
        var completions: [Bool] = []
        var hadCoordinator = false
        c.onWillAppear = { c in
            hadCoordinator = c.transitionCoordinator != nil
            c.transitionCoordinator?.animate(alongsideTransition: nil) { completions.append($0.isCancelled) }
        }
        let animator = ManualAnimator()
        p.present(c, animated: true, animator: animator)
        XCTAssertTrue(hadCoordinator)
        XCTAssertNotNil(c.transitionCoordinator)
        XCTAssertEqual(completions, [])
        XCTAssertEqual(animator.complete(), true)
        XCTAssertEqual(completions, [false])
        XCTAssertNil(c.transitionCoordinator)
        XCTAssertNil(p.transitionCoordinator)
        _ = window
    }

    // COMP-16: an interaction controller whose animation controller completes at once (it starts
    // no view animation): the pop is over inside the call, and the interaction's later cancel()
    // and finish() change nothing ("Later calls do nothing").
    @MainActor func testCOMP16_InteractivePopWhoseAnimatorCompletesAtOnce() async {
        let a = ViewController(name: "A"), b = ViewController(name: "B")
        let n = NavigationController(rootViewController: a, name: "N")
        let (window, recorder) = showInVisibleWindow(n)
        n.pushViewController(b, animated: false)
        let interaction = PercentDrivenInteractiveTransition()
        let delegate = AttackNavigationDelegate(AttackAnimator(recorder) { $0.completeTransition(true) }, interaction)
        n.delegate = delegate
        n.popViewController(animated: true) { recorder.mark("popped(\($0))") }
        XCTAssertEqual(n.viewControllers, [a])
        let after = attackLines(recorder)
        XCTAssertEqual(after.filter { $0.hasPrefix("popped") }, ["popped(true)"])
        interaction.update(0.5)
        interaction.cancel()
        interaction.finish()
        XCTAssertEqual(attackLines(recorder), after)
        XCTAssertEqual(n.viewControllers, [a])
        XCTAssertValidTrace(recorder)
        assertAppearanceSettled(in: window)
    }

    // COMP-16, REENT-1: a pop whose animator pushes the popped controller back before completing:
    // the push waits for the pop and runs after it; the stack ends [A, B] with B appeared.
    @MainActor func testCOMP16_PopAnimatorThatPushesThePoppedControllerBack() async {
        let a = ViewController(name: "A"), b = ViewController(name: "B")
        let n = NavigationController(rootViewController: a, name: "N")
        let (window, recorder) = showInVisibleWindow(n)
        n.pushViewController(b, animated: false)
        final class Delegate: NavigationControllerDelegate {
            var animator: (any ViewControllerAnimatedTransitioning)?
            func navigationController(
                _ navigationController: NavigationController,
                animationControllerFor operation: NavigationController.Operation, from fromVC: ViewController,
                to toVC: ViewController
            ) -> (any ViewControllerAnimatedTransitioning)? { operation == .pop ? animator : nil }
        }
        let delegate = Delegate()
        delegate.animator = AttackAnimator(recorder) { context in
            n.pushViewController(b, animated: false) { recorder.mark("pushed back(\($0))") }
            context.completeTransition(true)
        }
        n.delegate = delegate
        n.popViewController(animated: true) { recorder.mark("popped(\($0))") }
        XCTAssertEqual(
            attackLines(recorder).filter { $0.hasPrefix("popped") || $0.hasPrefix("pushed") },
            ["popped(true)", "pushed back(true)"])
        XCTAssertEqual(n.viewControllers, [a, b])
        XCTAssertEqual(b.appearanceState, .appeared)
        XCTAssertEqual(a.appearanceState, .disappeared)
        XCTAssertValidTrace(recorder)
        assertAppearanceSettled(in: window)
    }

    // COMP-18: setViewControllers with the page already on screen: "completion ... false when the
    // page already was on screen", and no hook runs.
    @MainActor func testCOMP18_SetViewControllersWithThePageOnScreen() async {
        let p = PageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal, name: "P")
        let a = ViewController(name: "A")
        p.setViewControllers([a], direction: .forward, animated: false)
        let (window, recorder) = showInVisibleWindow(p)
        var finished: [Bool] = []
        p.setViewControllers([a], direction: .forward, animated: true) { finished.append($0) }
        XCTAssertEqual(finished, [false])
        XCTAssertEqual(recorder.lines(hooks: LifecycleEvent.Hook.appearance.union(LifecycleEvent.Hook.containment)), [])
        XCTAssertEqual(p.viewControllers ?? [], [a])
        assertAppearanceSettled(in: window)
    }

    // COMP-16: an interactive dismissal through the transitioning delegate
    // (`interactionControllerForDismissal`), cancelled then finished: cancelled, the sheet stays
    // presented and appeared with every hook balanced (APP-2); finished, it is dismissed.
    @MainActor func testCOMP16_InteractiveCustomDismissalCancelledThenFinished() async {
        let p = ViewController(name: "P"), c = ViewController(name: "C")
        let (window, recorder) = showInVisibleWindow(p)
        final class Transitioning: ViewControllerTransitioningDelegate {
            let animator: any ViewControllerAnimatedTransitioning
            var interaction: PercentDrivenInteractiveTransition?
            init(_ animator: any ViewControllerAnimatedTransitioning) { self.animator = animator }
            func animationController(forDismissed dismissed: ViewController) -> (
                any ViewControllerAnimatedTransitioning
            )? {
                animator
            }
            func interactionControllerForDismissal(
                using animator: any ViewControllerAnimatedTransitioning
            ) -> (any ViewControllerInteractiveTransitioning)? { interaction }
        }
        let transitioning = Transitioning(
            AttackAnimator(recorder) { context in
                View.animate(withDuration: 0.3, animations: {}) { _ in
                    context.completeTransition(!context.transitionWasCancelled)
                }
            })
        c.transitioningDelegate = transitioning
        p.present(c, animated: false)
        let first = PercentDrivenInteractiveTransition()
        transitioning.interaction = first
        recorder.removeAll()
        c.dismiss(animated: true) { recorder.mark("dismissed") }
        first.update(0.3)
        first.cancel()
        XCTAssertTrue(p.presentedViewController === c)
        XCTAssertEqual(c.appearanceState, .appeared)
        XCTAssertEqual(
            attackLines(recorder).filter { $0.hasPrefix("C.") },
            ["C.viewWillDisappear", "C.viewWillAppear", "C.viewDidAppear"])
        XCTAssertValidTrace(recorder)
        let second = PercentDrivenInteractiveTransition()
        transitioning.interaction = second
        c.dismiss(animated: true) { recorder.mark("dismissed") }
        second.finish()
        XCTAssertNil(p.presentedViewController)
        XCTAssertEqual(c.appearanceState, .disappeared)
        XCTAssertValidTrace(recorder)
        assertAppearanceSettled(in: window)
    }

    // COMP-16, COMP-3: the window hidden in the middle of an interactive pop that is then cancelled:
    // every controller ends disappeared; shown again, the stack's top (still B) appears.
    @MainActor func testCOMP16_WindowHiddenDuringAnInteractivePopThenCancelled() async {
        let a = ViewController(name: "A"), b = ViewController(name: "B")
        let n = NavigationController(rootViewController: a, name: "N")
        let (window, recorder) = showInVisibleWindow(n)
        n.pushViewController(b, animated: false)
        let interaction = PercentDrivenInteractiveTransition()
        let delegate = AttackNavigationDelegate(
            AttackAnimator(recorder) { context in
                View.animate(withDuration: 0.3, animations: {}) { _ in
                    context.completeTransition(!context.transitionWasCancelled)
                }
            }, interaction)
        n.delegate = delegate
        n.popViewController(animated: true) { recorder.mark("popped(\($0))") }
        interaction.update(0.4)
        window.isHidden = true
        interaction.cancel()
        XCTAssertEqual(n.viewControllers, [a, b])
        for controller in [n, a, b] {
            XCTAssertEqual(controller.appearanceState, .disappeared, controller.name)
        }
        window.isHidden = false
        XCTAssertEqual(b.appearanceState, .appeared)
        XCTAssertEqual(a.appearanceState, .disappeared)
        XCTAssertValidTrace(recorder)
        assertAppearanceSettled(in: window)
    }

    // COMP-14, COMP-15 (policy: a presented view stays in the window behind a new root): the
    // window gets another root from presentationControllerWillDismiss; the swipe still dismisses
    // the sheet, the new root stays appeared, and both old controllers are released.
    @MainActor func testCOMP15_WillDismissThatGivesTheWindowAnotherRoot() async {
        let q = ViewController(name: "Q")
        let window = Window(name: "W")
        window.frame = Rect(x: 0, y: 0, width: 320, height: 480)
        window.makeKeyAndVisible()
        final class Delegate: AdaptivePresentationControllerDelegate {
            var onWill: (() -> Void)?
            func presentationControllerWillDismiss(_ presentationController: PresentationController) { onWill?() }
        }
        let delegate = Delegate()
        delegate.onWill = { window.rootViewController = q }
        weak var weakP: ViewController?
        weak var weakC: ViewController?
        var swipe: InteractiveDismissal?
        do {
            let p = ViewController(name: "P"), c = ViewController(name: "C")
            weakP = p
            weakC = c
            window.rootViewController = p
            p.present(c, animated: false)
            c.presentationController?.delegate = delegate
            swipe = c.presentationController?.beginInteractiveDismissal()
        }
        XCTAssertEqual(q.appearanceState, .appeared)
        swipe?.finish()
        swipe = nil
        XCTAssertNil(weakC)
        XCTAssertNil(weakP)
        XCTAssertTrue(window.rootViewController === q)
        assertAppearanceSettled(in: window)
    }
}
