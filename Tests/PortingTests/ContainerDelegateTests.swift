import ContainerKit
import ContainerKitTesting
import XCTest

// Container delegates (COMP-17), from a user's package (`import ContainerKit`, no `@testable`).
//
// Sources of the orders:
// - Navigation: a device log of a push with a UINavigationControllerDelegate (A.viewWillDisappear,
//   B.viewWillAppear, willShowViewController B, A.viewDidDisappear, B.viewDidAppear,
//   didShowViewController B): http://vastdevblog.vast.com/blog/2012/04/08/uiviewcontroller-life-cycle/
// - Tabs: Apple's documentation of tabBarController(_:didSelect:) ("called only in response to user
//   taps in the tab bar and is not called when your code changes the tab bar contents
//   programmatically"; called "regardless of whether the selected view controller changed"),
//   https://apple-docs.everest.mt/docs/uikit/uitabbarcontrollerdelegate/tabbarcontroller(_:didselect:)/;
//   shouldSelect before the switch's hooks and didSelect after them, from the reverse-engineered
//   -[UITabBarController _setSelectedViewController:] (the transition, then the delegate),
//   https://iphonedev.wiki/index.php?title=UITabBarController, and the timeline in
//   https://juejin.cn/post/7588022226739183666.
// Where the sources are silent (the animator asked before any hook, a cancelled transition
// reporting no didShow, a tap on the selected navigation tab popping to its root) the Composition
// article states the policy (COMP-17).
final class ContainerDelegateTests: XCTestCase {
    @MainActor private func lines(_ recorder: TraceRecorder) -> [String] {
        recorder.lines(
            hooks: LifecycleEvent.Hook.appearance.union([
                .loadView, .viewDidLoad, .transition, .transitionDidEnd,
                .transitionDidCancel, .mark, .present,
            ]))
    }

    @MainActor final class NavigationDelegate: NavigationControllerDelegate {
        let recorder: TraceRecorder
        var animator: TransitionAnimator?
        var onWillShow: ((ViewController) -> Void)?
        var onDidShow: ((ViewController) -> Void)?
        var onAnimator: (() -> Void)?
        init(_ recorder: TraceRecorder) { self.recorder = recorder }
        func navigationController(
            _ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool
        ) {
            recorder.mark("willShow(\(viewController.name), animated: \(animated))")
            onWillShow?(viewController)
        }
        func navigationController(
            _ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool
        ) {
            recorder.mark("didShow(\(viewController.name), animated: \(animated))")
            onDidShow?(viewController)
        }
        func navigationController(
            _ navigationController: NavigationController,
            animationControllerFor operation: NavigationController.Operation, from fromVC: ViewController,
            to toVC: ViewController
        ) -> TransitionAnimator? {
            recorder.mark("animatorFor(\(operation), from: \(fromVC.name), to: \(toVC.name))")
            onAnimator?()
            return animator
        }
    }

    @MainActor final class TabDelegate: TabBarControllerDelegate {
        let recorder: TraceRecorder
        var allows = true
        var onShouldSelect: ((ViewController) -> Void)?
        var onDidSelect: ((ViewController) -> Void)?
        init(_ recorder: TraceRecorder) { self.recorder = recorder }
        func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool
        {
            recorder.mark("shouldSelect(\(viewController.name))")
            onShouldSelect?(viewController)
            return allows
        }
        func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) {
            recorder.mark("didSelect(\(viewController.name))")
            onDidSelect?(viewController)
        }
    }

    // MARK: - Navigation

    // COMP-17: push and pop report willShow after the will-hooks and didShow after the did-hooks,
    // before the completion; the delegate is asked for the animator first, for an animated
    // transition only (COMP-16).
    @MainActor func testCOMP17_NavigationDelegateOrderForPushAndPop() async {
        let a = ViewController(name: "A"), b = ViewController(name: "B")
        let n = NavigationController(rootViewController: a, name: "N")
        let (window, recorder) = showInVisibleWindow(n)
        let delegate = NavigationDelegate(recorder)
        n.delegate = delegate
        n.pushViewController(b, animated: true) { recorder.mark("pushed(\($0))") }
        XCTAssertTraceLines(
            lines(recorder),
            equal: [
                "animatorFor(push, from: A, to: B)", "N.transition(from: A, to: B)", "B.loadView", "B.viewDidLoad",
                "A.viewWillDisappear", "B.viewWillAppear", "willShow(B, animated: true)", "A.viewDidDisappear",
                "B.viewDidAppear", "N.transitionDidEnd(from: A, to: B)", "didShow(B, animated: true)", "pushed(true)",
            ])
        recorder.removeAll()
        n.popViewController(animated: false)
        XCTAssertTraceLines(
            lines(recorder),
            equal: [
                // COMP-16: a transition that is not animated asks for no animator, as in UIKit.
                "N.transition(from: B, to: A)", "B.viewWillDisappear",
                "A.viewWillAppear", "willShow(A, animated: false)", "B.viewDidDisappear", "A.viewDidAppear",
                "N.transitionDidEnd(from: B, to: A)", "didShow(A, animated: false)",
            ])
        XCTAssertValidTrace(recorder)
        _ = window
    }

    // COMP-17: the delegate's animator drives that transition; a cancelled one reports willShow
    // and no didShow. The delegate is weak, as in UIKit.
    @MainActor func testCOMP17_DelegateAnimatorAndCancelledTransition() async {
        let a = ViewController(name: "A"), b = ViewController(name: "B")
        let n = NavigationController(rootViewController: a, name: "N")
        let (window, recorder) = showInVisibleWindow(n)
        n.pushViewController(b, animated: false)
        var delegate: NavigationDelegate? = NavigationDelegate(recorder)
        let manual = ManualAnimator()
        delegate?.animator = manual
        n.delegate = delegate
        recorder.removeAll()
        n.popViewController(animated: true) { recorder.mark("popped(\($0))") }
        XCTAssertTrue(manual.isRunning, "the delegate's animator holds the pop")
        XCTAssertTrue(manual.cancel())
        XCTAssertTraceLines(
            lines(recorder),
            equal: [
                "animatorFor(pop, from: B, to: A)", "N.transition(from: B, to: A)", "B.viewWillDisappear",
                "A.viewWillAppear", "willShow(A, animated: true)", "A.viewWillDisappear", "A.viewDidDisappear",
                "B.viewWillAppear", "B.viewDidAppear", "N.transitionDidCancel(from: B, to: A)", "popped(false)",
            ])
        delegate = nil
        XCTAssertNil(n.delegate, "held weakly")
        _ = window
    }

    // COMP-17, REENT-1: a push requested from willShow and one from didShow wait for the running
    // transition and then run in the order requested; the stack ends as asked.
    @MainActor func testCOMP17_REENT1_DelegateThatPushesFromWillShowAndDidShow() async {
        let a = ViewController(name: "A"), b = ViewController(name: "B")
        let c = ViewController(name: "C"), d = ViewController(name: "D")
        let n = NavigationController(rootViewController: a, name: "N")
        let (window, recorder) = showInVisibleWindow(n)
        let delegate = NavigationDelegate(recorder)
        delegate.onWillShow = { [unowned n] shown in if shown === b { n.pushViewController(c, animated: false) } }
        delegate.onDidShow = { [unowned n] shown in if shown === b { n.pushViewController(d, animated: false) } }
        n.delegate = delegate
        n.pushViewController(b, animated: false)
        XCTAssertEqual(n.viewControllers, [a, b, c, d])
        XCTAssertEqual(
            lines(recorder).filter { $0.hasPrefix("willShow") || $0.hasPrefix("didShow") },
            [
                "willShow(B, animated: false)", "didShow(B, animated: false)", "willShow(C, animated: false)",
                "didShow(C, animated: false)", "willShow(D, animated: false)", "didShow(D, animated: false)",
            ])
        XCTAssertEqual(d.appearanceState, .appeared)
        XCTAssertValidTrace(recorder)
        _ = window
    }

    // COMP-17, REENT-1, LIFE-2: a delegate that tears the navigation controller down from willShow
    // ends the transition (LIFE-4) with no later delegate call; one that removes a child itself
    // from animationControllerFor drops the change it was asked about (policy), completion false.
    @MainActor func testCOMP17_REENT1_DelegateThatTearsDownOrChangesTheStack() async {
        let a = ViewController(name: "A"), b = ViewController(name: "B")
        let n = NavigationController(rootViewController: a, name: "N")
        let (window, recorder) = showInVisibleWindow(n)
        let delegate = NavigationDelegate(recorder)
        delegate.onWillShow = { [unowned n] _ in n.tearDown() }
        n.delegate = delegate
        n.pushViewController(b, animated: false)
        XCTAssertTrue(n.isTornDown)
        XCTAssertFalse(lines(recorder).contains { $0.hasPrefix("didShow") })
        XCTAssertValidTrace(recorder)

        let x = ViewController(name: "X"), y = ViewController(name: "Y"), z = ViewController(name: "Z")
        let m = NavigationController(rootViewController: x, name: "M")
        m.pushViewController(y, animated: false)
        window.rootViewController = m
        let second = NavigationDelegate(recorder)
        second.onAnimator = { [unowned m, unowned x] in m.removeChild(x) }
        m.delegate = second
        var finished: Bool?
        m.pushViewController(z, animated: true) { finished = $0 }  // animated: the delegate is asked (COMP-16)
        XCTAssertEqual(finished, false)
        XCTAssertEqual(m.viewControllers, [y], "the delegate's own change stands; the push was dropped")
        XCTAssertNil(z.parent)
        XCTAssertEqual(y.appearanceState, .appeared)
        XCTAssertValidTrace(recorder)
    }

    // MARK: - Tabs

    // COMP-17: a tap asks shouldSelect, switches (COMP-9), then didSelect; a programmatic
    // selection tells the delegate nothing; a refused tap runs no hook.
    @MainActor func testCOMP17_TabDelegateHearsTapsOnly() async {
        let a = ViewController(name: "A"), b = ViewController(name: "B"), c = ViewController(name: "C")
        let tabs = TabBarController(viewControllers: [a, b, c], name: "T")
        let (window, recorder) = showInVisibleWindow(tabs)
        let delegate = TabDelegate(recorder)
        tabs.delegate = delegate
        tabs.simulateTap(on: b)
        XCTAssertTraceLines(
            lines(recorder),
            equal: [
                "shouldSelect(B)", "T.transition(from: A, to: B)", "B.loadView", "B.viewDidLoad", "B.viewWillAppear",
                "A.viewWillDisappear", "A.viewDidDisappear", "B.viewDidAppear", "T.transitionDidEnd(from: A, to: B)",
                "didSelect(B)",
            ])
        recorder.removeAll()
        tabs.selectedIndex = 2
        tabs.selectedViewController = a
        tabs.selectTab(at: 1)
        XCTAssertFalse(lines(recorder).contains { $0.hasPrefix("shouldSelect") || $0.hasPrefix("didSelect") })
        recorder.removeAll()
        delegate.allows = false
        XCTAssertMisuse(.invalidArgument, unchanged: [window], recorder: recorder) {
            tabs.simulateTap(on: ViewController(name: "stranger"))
        }
        tabs.simulateTap(on: c)
        XCTAssertEqual(lines(recorder), ["shouldSelect(C)"], "refused: no hook, no didSelect")
        XCTAssertTrue(tabs.selectedViewController === b)
        recorder.removeAll()
        c.tabBarItem.isEnabled = false
        delegate.allows = true
        tabs.simulateTap(on: c)
        XCTAssertEqual(lines(recorder), [], "a disabled tab cannot be tapped")
        XCTAssertValidTrace(recorder)
    }

    // COMP-17: a tap on the selected tab selects nothing new; the delegate hears didSelect, and a
    // navigation tab pops to its root.
    @MainActor func testCOMP17_TapOnTheSelectedNavigationTabPopsToItsRoot() async {
        let a = ViewController(name: "A"), b = ViewController(name: "B"), x = ViewController(name: "X")
        let n = NavigationController(rootViewController: a, name: "N")
        n.pushViewController(b, animated: false)
        let tabs = TabBarController(viewControllers: [n, x], name: "T")
        let (window, recorder) = showInVisibleWindow(tabs)
        let delegate = TabDelegate(recorder)
        tabs.delegate = delegate
        tabs.simulateTap(on: n)
        XCTAssertTraceLines(
            lines(recorder),
            equal: [
                "shouldSelect(N)", "N.transition(from: B, to: A)", "A.loadView", "A.viewDidLoad",
                "B.viewWillDisappear", "A.viewWillAppear", "B.viewDidDisappear", "A.viewDidAppear",
                "N.transitionDidEnd(from: B, to: A)", "didSelect(N)",
            ])
        XCTAssertEqual(n.viewControllers, [a])
        _ = window
    }

    // COMP-17, REENT-1: shouldSelect selecting another tab itself (that selection runs at once, it
    // is not a tap), then the tap's own switch; didSelect replacing the tabs (the tapped one
    // leaves) and one tearing the container down. Nothing is half-applied.
    @MainActor func testCOMP17_REENT1_TabDelegateThatChangesTheTabs() async {
        let a = ViewController(name: "A"), b = ViewController(name: "B"), c = ViewController(name: "C")
        let tabs = TabBarController(viewControllers: [a, b, c], name: "T")
        let (window, recorder) = showInVisibleWindow(tabs)
        let delegate = TabDelegate(recorder)
        delegate.onShouldSelect = { [unowned tabs] _ in tabs.selectedIndex = 2 }
        tabs.delegate = delegate
        tabs.simulateTap(on: b)
        XCTAssertEqual(
            lines(recorder).filter { $0.contains("transition(") || $0.contains("Select") },
            ["shouldSelect(B)", "T.transition(from: A, to: C)", "T.transition(from: C, to: B)", "didSelect(B)"])
        XCTAssertTrue(tabs.selectedViewController === b)
        XCTAssertValidTrace(recorder)

        delegate.onShouldSelect = nil
        delegate.onDidSelect = { [unowned tabs] tapped in
            tabs.setViewControllers(tabs.viewControllers?.filter { $0 !== tapped }, animated: false)
        }
        tabs.simulateTap(on: c)
        XCTAssertEqual(tabs.viewControllers, [a, b])
        XCTAssertNil(c.parent)
        XCTAssertEqual(c.appearanceState, .disappeared)
        XCTAssertEqual(tabs.selectedViewController?.appearanceState, .appeared)
        XCTAssertValidTrace(recorder)

        delegate.onDidSelect = { [unowned tabs] _ in tabs.tearDown() }
        tabs.simulateTap(on: a)
        XCTAssertTrue(tabs.isTornDown)
        XCTAssertValidTrace(recorder)
        _ = window
    }
}
