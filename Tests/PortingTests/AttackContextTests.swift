import ContainerKit
import ContainerKitTesting
import XCTest

// A third round of attacks (COMP-14, COMP-15, COMP-16, COMP-19, APP-12, APP-13), from a user's
// package: presentation contexts whose covered container keeps changing, container transitions
// outside a window or from their own hooks, and hooks that change the stack they are shown by.
final class AttackContextTests: XCTestCase {
    /// `T` with tabs `N1` (root `A`, defining a context) and `N2` (root `X`), in a visible window,
    /// `C` presented over `N1`'s current context.
    @MainActor private func coveredContext() -> (
        Window, TraceRecorder, TabBarController, NavigationController, NavigationController, ViewController,
        ViewController
    ) {
        let a = ViewController(name: "A"), x = ViewController(name: "X")
        let n1 = NavigationController(rootViewController: a, name: "N1")
        let n2 = NavigationController(rootViewController: x, name: "N2")
        let tabs = TabBarController(viewControllers: [n1, n2], name: "T")
        let (window, recorder) = showInVisibleWindow(tabs)
        n1.definesPresentationContext = true
        let c = ViewController(name: "C")
        c.modalPresentationStyle = .currentContext
        a.present(c, animated: false)
        recorder.removeAll()
        return (window, recorder, tabs, n1, n2, a, c)
    }

    // COMP-14: "N1 stays disappeared while C covers it ... until the dismissal": a switch to the
    // other tab and back brings the other tab on screen and off again, and leaves N1 and A
    // disappeared (found by the attacks: N1 and A appeared under C).
    @MainActor func testCOMP14_TabSwitchedBackToWhileCoveredStaysDisappeared() async {
        let (window, recorder, tabs, n1, n2, a, c) = coveredContext()
        tabs.selectedViewController = n2
        tabs.selectedViewController = n1
        XCTAssertEqual(
            recorder.lines(hooks: LifecycleEvent.Hook.appearance),
            [
                "N2.viewWillAppear", "X.viewWillAppear", "N2.viewDidAppear", "X.viewDidAppear",
                "N2.viewWillDisappear", "X.viewWillDisappear", "N2.viewDidDisappear", "X.viewDidDisappear",
            ])
        XCTAssertEqual(n1.appearanceState, .disappeared)
        XCTAssertEqual(a.appearanceState, .disappeared)
        XCTAssertEqual(c.appearanceState, .appeared)
        c.dismiss(animated: false)
        XCTAssertEqual(n1.appearanceState, .appeared)
        XCTAssertEqual(a.appearanceState, .appeared)
        XCTAssertValidTrace(recorder)
        assertAppearanceSettled(in: window)
    }

    // COMP-14: "N1 stays disappeared while C covers it (its container does not forward an
    // appearance to it), until the dismissal": a push on the covered stack brings nothing on screen.
    @MainActor func testCOMP14_PushOnACoveredContextStaysDisappearedUntilTheDismissal() async {
        let (window, recorder, _, n1, _, a, c) = coveredContext()
        let b = ViewController(name: "B")
        n1.pushViewController(b, animated: false)
        XCTAssertEqual(n1.viewControllers, [a, b])
        XCTAssertEqual(b.appearanceState, .disappeared, "B is pushed on a covered stack")
        XCTAssertEqual(n1.appearanceState, .disappeared)
        XCTAssertEqual(c.appearanceState, .appeared)
        c.dismiss(animated: false)
        XCTAssertEqual(n1.appearanceState, .appeared)
        XCTAssertEqual(b.appearanceState, .appeared)
        XCTAssertEqual(a.appearanceState, .disappeared)
        XCTAssertValidTrace(recorder)
        assertAppearanceSettled(in: window)
    }

    // COMP-10, COMP-14: a current-context presentation whose defining ancestor is a tab that is not
    // on screen: "a presenter outside any window" is refused and changes nothing.
    @MainActor func testCOMP14_CurrentContextOfATabOffScreenIsRefused() async {
        let a = ViewController(name: "A"), x = ViewController(name: "X")
        let n1 = NavigationController(rootViewController: a, name: "N1")
        let n2 = NavigationController(rootViewController: x, name: "N2")
        let tabs = TabBarController(viewControllers: [n1, n2], name: "T")
        let (window, recorder) = showInVisibleWindow(tabs)
        n2.definesPresentationContext = true
        let c = ViewController(name: "C")
        c.modalPresentationStyle = .currentContext
        XCTAssertMisuse(.invalidArgument, unchanged: [window], controllers: [tabs, c], recorder: recorder) {
            x.present(c, animated: false) { recorder.mark("presented") }
        }
        XCTAssertNil(c.presentingViewController)
    }

    // COMP-15: "A refused swipe (isModalInPresentation on the presented controller or any controller
    // inside it ...) calls presentationControllerDidAttemptToDismiss and runs no hook", also for a
    // controller pushed inside the presented stack after it was presented.
    @MainActor func testCOMP15_ModalControllerPushedInsideThePresentedStackRefusesTheSwipe() async {
        let p = ViewController(name: "P"), f = ViewController(name: "F"), g = ViewController(name: "G")
        let n = NavigationController(rootViewController: f, name: "N")
        let (window, recorder) = showInVisibleWindow(p)
        p.present(n, animated: false)
        g.isModalInPresentation = true
        n.pushViewController(g, animated: false)
        final class Delegate: AdaptivePresentationControllerDelegate {
            var attempts = 0
            func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController) {
                attempts += 1
            }
        }
        let delegate = Delegate()
        g.presentationController?.delegate = delegate
        XCTAssertTrue(g.presentationController === n.presentationController, "one per presentation")
        let before = TreeSnapshot([window], controllers: [p, n], recorder: recorder)
        XCTAssertNil(f.presentationController?.beginInteractiveDismissal())
        XCTAssertEqual(delegate.attempts, 1)
        XCTAssertUnchanged(before, TreeSnapshot([window], controllers: [p, n], recorder: recorder))
        n.popViewController(animated: false)
        let swipe = f.presentationController?.beginInteractiveDismissal()
        XCTAssertEqual(swipe?.finish(), true, "the modal controller is gone from the stack")
        XCTAssertNil(p.presentedViewController)
    }

    // COMP-14, COMP-3: the form's Cancel (dismiss) while a push inside the presented stack is held:
    // the dismissal goes ahead; once the push completes, nothing of the stack is left appeared and
    // the presentation links are cleared.
    @MainActor func testCOMP14_DismissWhileAPushInsideThePresentedStackIsHeld() async {
        let p = ViewController(name: "P"), f = ViewController(name: "F"), g = ViewController(name: "G")
        let n = NavigationController(rootViewController: f, name: "N")
        let (window, _) = showInVisibleWindow(p)
        p.present(n, animated: false)
        let recorder = TraceRecorder()
        n.attach(recorder)
        let animator = ManualAnimator()
        n.animator = animator
        n.pushViewController(g, animated: true) { recorder.mark("pushed(\($0))") }
        f.dismiss(animated: false) { recorder.mark("dismissed") }
        _ = animator.completeAll()
        XCTAssertNil(p.presentedViewController)
        XCTAssertNil(n.presentingViewController)
        for controller in [n, f, g] {
            XCTAssertEqual(controller.appearanceState, .disappeared, controller.name)
        }
        XCTAssertTrue(attackLines(recorder).contains("dismissed"))
        XCTAssertEqual(attackLines(recorder).filter { $0.hasPrefix("pushed") }.count, 1)
        XCTAssertValidTrace(recorder)
        assertAppearanceSettled(in: window)
    }

    // COMP-16 (container transition): "the transition completes at once; it has a coordinator when
    // duration is above 0": the incoming child's viewWillAppear finds it, and its completion runs
    // once, not cancelled.
    @MainActor func testCOMP16_ContainerTransitionCoordinatorInTheIncomingChildsHooks() async {
        let p = ViewController(name: "P"), a = ViewController(name: "A"), b = AttackHooked(name: "B")
        let (window, _) = showInVisibleWindow(p)
        p.addChild(a)
        p.view.addSubview(a.view)
        a.didMove(toParent: p)
        var completions: [Bool] = []
        var hadCoordinator = false
        b.onWillAppear = { b in
            hadCoordinator = b.transitionCoordinator != nil
            b.transitionCoordinator?.animate(alongsideTransition: nil) { completions.append($0.isCancelled) }
        }
        a.willMove(toParent: nil)
        p.addChild(b)
        p.transition(from: a, to: b, duration: 0.25, animations: nil) { _ in
            a.removeFromParent()
            b.didMove(toParent: p)
        }
        XCTAssertTrue(hadCoordinator)
        XCTAssertEqual(completions, [false])
        XCTAssertNil(b.transitionCoordinator)
        assertAppearanceSettled(in: window)
    }

    // COMP-16 (container transition): with the receiver out of any window, the views swap and no
    // appearance hook runs; both children stay disappeared.
    @MainActor func testCOMP16_ContainerTransitionOutsideAWindow() async {
        let p = ViewController(name: "P"), a = ViewController(name: "A"), b = ViewController(name: "B")
        let recorder = TraceRecorder()
        p.attach(recorder)
        p.addChild(a)
        p.view.addSubview(a.view)
        a.didMove(toParent: p)
        a.willMove(toParent: nil)
        p.addChild(b)
        var finished: Bool?
        p.transition(from: a, to: b, duration: 0.25, animations: nil) { done in
            finished = done
            a.removeFromParent()
            b.didMove(toParent: p)
        }
        XCTAssertEqual(finished, true)
        XCTAssertTrue(b.view.superview === p.view)
        XCTAssertNil(a.view.superview)
        XCTAssertEqual(recorder.lines(hooks: LifecycleEvent.Hook.appearance), [])
        XCTAssertEqual([a.appearanceState, b.appearanceState], [.disappeared, .disappeared])
        XCTAssertValidTrace(recorder)
    }

    // COMP-16, REENT-1: a container transition asked from the incoming child's viewWillAppear (the
    // same pair, backwards) waits and runs after the first; the end state is the first child back.
    @MainActor func testCOMP16_ContainerTransitionAskedFromTheIncomingChildsHook() async {
        let p = ViewController(name: "P"), a = ViewController(name: "A"), b = AttackHooked(name: "B")
        let (window, recorder) = showInVisibleWindow(p)
        p.addChild(a)
        p.view.addSubview(a.view)
        a.didMove(toParent: p)
        p.addChild(b)
        b.didMove(toParent: p)
        var order: [String] = []
        b.onWillAppear = { b in
            b.onWillAppear = nil
            p.transition(from: b, to: a, duration: 0, animations: nil) { order.append("back(\($0))") }
        }
        p.transition(from: a, to: b, duration: 0, animations: nil) { order.append("forth(\($0))") }
        XCTAssertEqual(order, ["forth(true)", "back(true)"])
        XCTAssertTrue(a.view.superview === p.view)
        XCTAssertNil(b.view.superview)
        XCTAssertEqual([a.appearanceState, b.appearanceState], [.appeared, .disappeared])
        XCTAssertValidTrace(recorder)
        assertAppearanceSettled(in: window)
    }

    // COMP-19: setViewController(_:for:) with the controller of another column: "A controller
    // already in another column of this split ... is reported and changes nothing".
    @MainActor func testCOMP19_ControllerOfAnotherColumnIsRefused() async {
        let s = SplitViewController(style: .doubleColumn, name: "S")
        let primary = ViewController(name: "P"), detail = ViewController(name: "D")
        s.setViewController(primary, for: .primary)
        s.setViewController(detail, for: .secondary)
        let (window, recorder) = showInVisibleWindow(s)
        XCTAssertMisuse(.invalidArgument, unchanged: [window], controllers: [s], recorder: recorder) {
            s.setViewController(detail, for: .primary)
        }
        XCTAssertMisuse(.invalidArgument, unchanged: [window], controllers: [s], recorder: recorder) {
            s.setViewController(primary, for: .compact)
        }
    }

    // APP-12, REENT-1: the root of a stack pushes from its first viewIsAppearing: the push waits for
    // the showing, then runs; the pushed controller ends appeared, the root disappeared.
    @MainActor func testAPP12_ViewIsAppearingThatPushes() async {
        let a = AttackHooked(name: "A"), b = ViewController(name: "B")
        let n = NavigationController(rootViewController: a, name: "N")
        a.onIsAppearing = { a in
            a.onIsAppearing = nil
            a.navigationController?.pushViewController(b, animated: true)
        }
        let (window, recorder) = showInVisibleWindow(n)
        XCTAssertEqual(n.viewControllers, [a, b])
        XCTAssertEqual(b.appearanceState, .appeared)
        XCTAssertEqual(a.appearanceState, .disappeared)
        XCTAssertValidTrace(recorder)
        assertAppearanceSettled(in: window)
    }

    // APP-13, LIFE-2: a child torn down from its own viewWillTransition(to:with:): the forwarding
    // goes on to its sibling, and nothing reaches the torn-down child afterwards.
    @MainActor func testAPP13_ChildTornDownFromItsOwnViewWillTransition() async {
        let p = ViewController(name: "P"), a = AttackHooked(name: "A"), b = AttackHooked(name: "B")
        let (window, recorder) = showInVisibleWindow(p)
        for child in [a, b] {
            p.addChild(child)
            p.view.addSubview(child.view)
            child.didMove(toParent: p)
        }
        var told: [String] = []
        a.onWillTransitionToSize = { a, _, _ in
            told.append("A")
            a.tearDown()
        }
        b.onWillTransitionToSize = { _, _, _ in told.append("B") }
        window.simulateRotation()
        XCTAssertEqual(told, ["A", "B"])
        XCTAssertTrue(a.isTornDown)
        XCTAssertEqual(p.children, [b])
        XCTAssertValidTrace(recorder)
        assertAppearanceSettled(in: window)
    }

    // APP-13: a rotation of a hidden window: frames follow, no appearance hook runs.
    @MainActor func testAPP13_RotationOfAHiddenWindow() async {
        let r = AttackHooked(name: "R")
        let (window, recorder) = showInVisibleWindow(r)
        window.isHidden = true
        recorder.removeAll()
        var told = 0
        r.onWillTransitionToSize = { _, _, _ in told += 1 }
        window.simulateRotation()
        XCTAssertEqual(told, 1)
        XCTAssertEqual(recorder.lines(hooks: LifecycleEvent.Hook.appearance), [])
        XCTAssertEqual(r.appearanceState, .disappeared)
        window.isHidden = false
        XCTAssertEqual(r.view.frame.size, Size(width: 480, height: 320))
        XCTAssertEqual(r.appearanceState, .appeared)
    }

    // COMP-14 (policy), APP-1: the window gets another root while its old root presents full
    // screen; the dismissal from the presented side ends the presentation without appearing the
    // old root, whose view is in no window ("the presented controller disappears and leaves").
    @MainActor func testCOMP14_DismissalDoesNotAppearAPresenterThatLeftTheWindow() async {
        let p = ViewController(name: "P"), c = ViewController(name: "C"), q = ViewController(name: "Q")
        let (window, _) = showInVisibleWindow(p)
        let recorder = TraceRecorder()
        p.attach(recorder)
        c.modalPresentationStyle = .fullScreen
        p.present(c, animated: false)
        window.rootViewController = q
        recorder.removeAll()
        c.dismiss(animated: false)
        XCTAssertEqual(recorder.lines(hooks: LifecycleEvent.Hook.appearance), [])
        XCTAssertEqual(p.appearanceState, .disappeared)
        XCTAssertNil(p.presentedViewController)
        assertAppearanceSettled(in: window)
    }

    // COMP-14, COMP-12, APP-1: the covered context removed from its tab bar while C covers it: C
    // stays presented by it; the dismissal does not appear the context, which is in no window.
    @MainActor func testCOMP14_CoveredContextRemovedFromItsTabBarThenDismissed() async {
        let (window, _, tabs, n1, n2, a, c) = coveredContext()
        let recorder = TraceRecorder()
        n1.attach(recorder)
        tabs.setViewControllers([n2])
        XCTAssertNil(n1.parent)
        XCTAssertTrue(c.presentingViewController === n1)
        XCTAssertEqual(n2.appearanceState, .appeared)
        recorder.removeAll()
        a.dismiss(animated: false)
        XCTAssertNil(c.presentingViewController)
        XCTAssertEqual(recorder.lines(hooks: LifecycleEvent.Hook.appearance), [])
        XCTAssertEqual([n1.appearanceState, a.appearanceState], [.disappeared, .disappeared])
        assertAppearanceSettled(in: window)
    }
}
