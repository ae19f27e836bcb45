import ContainerKitTesting
import XCTest

@testable import ContainerKit

final class NavigationControllerTests: XCTestCase {
    @MainActor private func makeNavigation(visible: Bool = true)
        -> (n: NavigationController, a: ProbeChild, window: Window, recorder: TraceRecorder)
    {
        let a = ProbeChild(name: "A")
        let n = NavigationController(rootViewController: a, name: "N")
        let (window, recorder) = showInWindow(n, visible: visible)
        return (n, a, window, recorder)
    }

    // COMP-4: push of B over A, UIKit's interleaved order.
    @MainActor func testCOMP4_PushInterleavesAppearance() async throws {
        let (n, _, window, recorder) = makeNavigation()
        let b = ProbeChild(name: "B")
        var done: [Bool] = []
        n.pushViewController(b) { done.append($0) }
        XCTAssertTrace(
            recorder,
            equals: [
                "N.transition(from: A, to: B)",
                "B.willMove(toParent: N)",
                "B.loadView",
                "B.viewDidLoad",
                "B.view.willMove(toWindow: W)",
                "B.view.willMove(toSuperview: N.view)",
                "B.view.didMoveToWindow",
                "B.view.didMoveToSuperview",
                "N.view.didAddSubview(B.view)",
                "A.viewWillDisappear",
                "B.viewWillAppear",
                "B.viewIsAppearing",
                "B.viewWillLayoutSubviews",
                "B.view.layoutSubviews",
                "B.viewDidLayoutSubviews",
                "N.view.willRemoveSubview(A.view)",
                "A.view.willMove(toSuperview: nil)",
                "A.view.willMove(toWindow: nil)",
                "A.view.didMoveToWindow",
                "A.view.didMoveToSuperview",
                "A.viewDidDisappear",
                "B.viewDidAppear",
                "B.didMove(toParent: N)",
                "N.transitionDidEnd(from: A, to: B)",
            ])
        XCTAssertEqual(
            controllerLines(recorder).filter { !$0.hasPrefix("N.") },
            [
                "B.willMove(toParent: N)",
                "B.loadView",
                "B.viewDidLoad",
                "A.viewWillDisappear",
                "B.viewWillAppear",
                "B.viewIsAppearing",
                "B.viewWillLayoutSubviews",
                "B.view.layoutSubviews",
                "B.viewDidLayoutSubviews",
                "A.viewDidDisappear",
                "B.viewDidAppear",
                "B.didMove(toParent: N)",
            ], "COMP-4 exactly")
        XCTAssertEqual(done, [true])
        XCTAssertEqual(n.viewControllers.map(\.name), ["A", "B"])
        XCTAssertEqual(n.children.map(\.name), ["A", "B"])
        XCTAssertEqual(b.notes.first, "willAppear presented=false toParent=true")
        XCTAssertEqual(
            window.treeDump(),
            """
            W: Window [visible]
            └─ N.view: View [controller N, appeared, stack [A, B]]
               └─ B.view: View [controller B, appeared]

            """)
    }

    // COMP-5: pop of B back to A; B is released afterwards.
    @MainActor func testCOMP5_PopThenBIsReleased() async throws {
        let (n, _, window, recorder) = makeNavigation()
        let tracker = LifetimeTracker()
        do {
            let b = ProbeChild(name: "B")
            tracker.track(b)
            n.pushViewController(b, animated: false)
        }
        recorder.removeAll()
        n.popViewController()
        XCTAssertTrace(
            recorder,
            equals: [
                "N.transition(from: B, to: A)",
                "B.willMove(toParent: nil)",
                "A.view.willMove(toWindow: W)",
                "A.view.willMove(toSuperview: N.view)",
                "A.view.didMoveToWindow",
                "A.view.didMoveToSuperview",
                "N.view.didAddSubview(A.view)",
                "B.viewWillDisappear",
                "A.viewWillAppear",
                "A.viewIsAppearing",
                "A.viewWillLayoutSubviews",
                "A.view.layoutSubviews",
                "A.viewDidLayoutSubviews",
                "N.view.willRemoveSubview(B.view)",
                "B.view.willMove(toSuperview: nil)",
                "B.view.willMove(toWindow: nil)",
                "B.view.didMoveToWindow",
                "B.view.didMoveToSuperview",
                "B.viewDidDisappear",
                "A.viewDidAppear",
                "B.didMove(toParent: nil)",
                "N.transitionDidEnd(from: B, to: A)",
            ])
        XCTAssertEqual(n.viewControllers.map(\.name), ["A"])
        tracker.assertAllReleased()
        _ = window
    }

    // COMP-6: a cancelled interactive pop (a pop driven by a manual animator, then cancelled).
    @MainActor func testCOMP6_CancelledInteractivePop() async throws {
        let (n, a, window, recorder) = makeNavigation()
        let b = ProbeChild(name: "B")
        n.pushViewController(b, animated: false)
        let animator = ManualAnimator()
        n.animator = animator
        recorder.removeAll()
        var done: [Bool] = []
        n.popViewController { done.append($0) }
        XCTAssertTrace(
            recorder,
            equals: [
                "N.transition(from: B, to: A)",
                "A.view.willMove(toWindow: W)",
                "A.view.willMove(toSuperview: N.view)",
                "A.view.didMoveToWindow",
                "A.view.didMoveToSuperview",
                "N.view.didAddSubview(A.view)",
                "B.viewWillDisappear",
                "A.viewWillAppear",
                "A.viewIsAppearing",
                "A.viewWillLayoutSubviews",
                "A.view.layoutSubviews",
                "A.viewDidLayoutSubviews",
            ])
        XCTAssertTrue(animator.cancel())
        XCTAssertEqual(
            controllerLines(recorder),
            [
                "N.transition(from: B, to: A)",
                "B.viewWillDisappear",
                "A.viewWillAppear",
                "A.viewIsAppearing",
                "A.viewWillLayoutSubviews",
                "A.view.layoutSubviews",
                "A.viewDidLayoutSubviews",
                "A.viewWillDisappear",
                "A.viewDidDisappear",
                "B.viewWillAppear",
                "B.viewIsAppearing",
                "B.viewDidAppear",
                "N.transitionDidCancel(from: B, to: A)",
            ], "COMP-6 exactly, and no containment hook")
        XCTAssertEqual(
            Array(recorder.lines.suffix(11)),
            ["A.viewWillDisappear"] + leaves("A.view", "N.view")
                + [
                    "A.viewDidDisappear", "B.viewWillAppear", "B.viewIsAppearing", "B.viewDidAppear",
                    "N.transitionDidCancel(from: B, to: A)",
                ])
        XCTAssertEqual(done, [false])
        XCTAssertEqual(n.viewControllers.map(\.name), ["A", "B"], "the stack is unchanged")
        XCTAssertEqual(n.children.map(\.name), ["A", "B"])
        XCTAssertEqual([a.appearanceState, b.appearanceState], [.disappeared, .appeared])
        XCTAssertValidTrace(recorder)
        _ = window
    }

    // COMP-7, MIS-8: pushing a controller already in the stack is refused: reported, nothing changes.
    @MainActor func testCOMP7_MIS8_PushingAControllerAlreadyInTheStackIsRefused() async throws {
        let (n, a, window, recorder) = makeNavigation()
        var completed = false
        let report = XCTAssertMisuse(.controllerAlreadyInStack, unchanged: [window], recorder: recorder) {
            n.pushViewController(a) { _ in completed = true }
        }
        XCTAssertEqual(report?.misuse.id, "MIS-8")
        XCTAssertEqual(report?.outcome, .refused)
        XCTAssertFalse(completed)
        XCTAssertMisuse(.controllerAlreadyInStack, unchanged: [window], recorder: recorder) {
            n.setViewControllers([a, ViewController(name: "X"), a])
        }
        XCTAssertEqual(n.viewControllers.map(\.name), ["A"])
    }

    // COMP-7, MIS-3: a push waits behind a held one; meanwhile the app places the pushed
    // controller's view under another controller's view. When the push runs it is refused as
    // addChild would refuse it (VC-5): reported, the stack and the view stay, no hook, no
    // completion (the model checker with foreign container changes, seeds 2, 5, 7).
    @MainActor func testCOMP7_MIS3_WaitingPushOfAControllerWhoseViewWasPlacedElsewhereIsRefused() async throws {
        let (n, _, window, recorder) = makeNavigation()
        let animator = ManualAnimator()
        n.animator = animator
        let b = ViewController(name: "B"), c = ViewController(name: "C"), q = ViewController(name: "Q")
        n.pushViewController(b, animated: true)
        var completed = false
        n.pushViewController(c, animated: false) { _ in completed = true }
        XCTAssertMisuse(.inconsistentHierarchy) { q.view.addSubview(c.view) }  // MIS-3 (b): placed, reported
        recorder.removeAll()
        // B's push ends, then C's runs and is refused.
        let report = XCTAssertMisuse(.inconsistentHierarchy) { XCTAssertTrue(animator.complete()) }
        XCTAssertEqual(report?.outcome, .refused)
        XCTAssertEqual(
            report?.description,
            "MIS-3 (inconsistentHierarchy): cannot add \"C\" to \"N\": its view is under a view owned by \"Q\" (VC-5). "
                + "Fix: remove the view of \"C\" from its superview first, or add it to \"Q\".")
        XCTAssertEqual(n.viewControllers.map(\.name), ["A", "B"])
        XCTAssertEqual(n.children.map(\.name), ["A", "B"])
        XCTAssertTrue(c.view.superview === q.view)
        XCTAssertNil(c.parent)
        XCTAssertFalse(completed)
        XCTAssertFalse(animator.isRunning)
        XCTAssertEqual(recorder.lines.filter { $0.hasPrefix("C.") }, [])
        XCTAssertEqual(b.appearanceState, .appeared)
        _ = window
    }

    // COMP-7: pop to root removes the intermediate controllers quietly, after the top; all released.
    @MainActor func testCOMP7_PopToRootAndPopToAController() async throws {
        let (n, a, window, recorder) = makeNavigation()
        let tracker = LifetimeTracker()
        do {
            let b = ViewController(name: "B"), c = ViewController(name: "C"), d = ViewController(name: "D")
            for controller in [b, c, d] { tracker.track(controller) }
            n.setViewControllers([a, b, c], animated: false)
            n.pushViewController(d, animated: false)
            XCTAssertEqual(n.children.map(\.name), ["A", "B", "C", "D"])
            recorder.removeAll()
            n.popToViewController(c)
            XCTAssertEqual(
                controllerLines(recorder),
                [
                    "N.transition(from: D, to: C)",
                    "D.willMove(toParent: nil)",
                    "D.viewWillDisappear",
                    "C.viewWillAppear",
                    "C.viewIsAppearing",
                    "C.viewWillLayoutSubviews",
                    "C.view.layoutSubviews",
                    "C.viewDidLayoutSubviews",
                    "D.viewDidDisappear",
                    "C.viewDidAppear",
                    "D.didMove(toParent: nil)",
                    "N.transitionDidEnd(from: D, to: C)",
                ])
        }
        recorder.removeAll()
        n.popToRootViewController()
        XCTAssertTrace(
            recorder,
            equals: [
                "N.transition(from: C, to: A)",
                "C.willMove(toParent: nil)",
                "A.view.willMove(toWindow: W)",
                "A.view.willMove(toSuperview: N.view)",
                "A.view.didMoveToWindow",
                "A.view.didMoveToSuperview",
                "N.view.didAddSubview(A.view)",
                "C.viewWillDisappear",
                "A.viewWillAppear",
                "A.viewIsAppearing",
                "A.viewWillLayoutSubviews",
                "A.view.layoutSubviews",
                "A.viewDidLayoutSubviews",
                "N.view.willRemoveSubview(C.view)",
                "C.view.willMove(toSuperview: nil)",
                "C.view.willMove(toWindow: nil)",
                "C.view.didMoveToWindow",
                "C.view.didMoveToSuperview",
                "C.viewDidDisappear",
                "A.viewDidAppear",
                "C.didMove(toParent: nil)",
                "B.willMove(toParent: nil)",
                "B.didMove(toParent: nil)",
                "N.transitionDidEnd(from: C, to: A)",
            ])
        XCTAssertEqual(n.viewControllers.map(\.name), ["A"])
        XCTAssertEqual(n.children.map(\.name), ["A"])
        tracker.assertAllReleased()
        _ = window
    }

    // COMP-7: replacing the whole stack: new entries join quietly before the new top, old ones
    // leave after the old top; a reordering re-seats the moved children so children == stack.
    @MainActor func testCOMP7_SetViewControllersReplacesAndReorders() async throws {
        let (n, a, window, recorder) = makeNavigation()
        let tracker = LifetimeTracker()
        let x = ViewController(name: "X"), y = ViewController(name: "Y")
        do {
            let b = ViewController(name: "B")
            tracker.track(b)
            n.pushViewController(b, animated: false)
            recorder.removeAll()
            n.setViewControllers([x, y])
            XCTAssertEqual(
                controllerLines(recorder),
                [
                    "N.transition(from: B, to: Y)",
                    "B.willMove(toParent: nil)",
                    "X.willMove(toParent: N)",
                    "X.didMove(toParent: N)",
                    "Y.willMove(toParent: N)",
                    "Y.loadView",
                    "Y.viewDidLoad",
                    "B.viewWillDisappear",
                    "Y.viewWillAppear",
                    "Y.viewIsAppearing",
                    "Y.viewWillLayoutSubviews",
                    "Y.view.layoutSubviews",
                    "Y.viewDidLayoutSubviews",
                    "B.viewDidDisappear",
                    "Y.viewDidAppear",
                    "B.didMove(toParent: nil)",
                    "A.willMove(toParent: nil)",
                    "A.didMove(toParent: nil)",
                    "Y.didMove(toParent: N)",
                    "N.transitionDidEnd(from: B, to: Y)",
                ])
        }
        XCTAssertEqual(n.children.map(\.name), ["X", "Y"])
        tracker.assertAllReleased()
        recorder.removeAll()
        n.setViewControllers([y, x])
        XCTAssertEqual(n.viewControllers.map(\.name), ["Y", "X"])
        XCTAssertEqual(n.children.map(\.name), ["Y", "X"], "children follow the stack")
        XCTAssertEqual(x.appearanceState, .appeared)
        XCTAssertEqual(y.appearanceState, .disappeared)
        XCTAssertValidTrace(recorder)
        _ = (window, a)
    }

    // COMP-4, COMP-5, APP-1: push and pop while the navigation controller is not in a visible
    // window: no appearance hook until it is; then only the top appears.
    @MainActor func testCOMP4_PushAndPopOffAVisibleWindowHaveNoAppearanceHooks() async throws {
        let (n, a, window, recorder) = makeNavigation(visible: false)
        let b = ProbeChild(name: "B"), c = ProbeChild(name: "C")
        n.pushViewController(b)
        n.pushViewController(c)
        n.popViewController()
        XCTAssertFalse(
            recorder.lines.contains { $0.contains("Appear") || $0.contains("Disappear") }, "\(recorder.lines)")
        XCTAssertEqual(n.viewControllers.map(\.name), ["A", "B"])
        recorder.removeAll()
        window.makeKeyAndVisible()
        XCTAssertTrace(
            recorder,
            equals: [
                "N.viewWillAppear",
                "B.viewWillAppear",
                "N.viewIsAppearing",
                "B.viewIsAppearing",
                "N.viewWillLayoutSubviews",
                "N.view.layoutSubviews",
                "N.viewDidLayoutSubviews",
                "B.viewWillLayoutSubviews",
                "B.view.layoutSubviews",
                "B.viewDidLayoutSubviews",
                "N.viewDidAppear",
                "B.viewDidAppear",
            ])
        XCTAssertEqual(a.appearanceState, .disappeared)
        XCTAssertNil(a.viewIfLoaded?.window, "only the top view is in the window")
    }

    // COMP-4: before the navigation controller's view loads, pushes only change containment.
    @MainActor func testCOMP4_PushBeforeTheViewLoadsIsContainmentOnly() async throws {
        let a = ViewController(name: "A"), b = ViewController(name: "B")
        let n = NavigationController(rootViewController: a, name: "N")
        n.pushViewController(b)
        XCTAssertFalse(a.isViewLoaded)
        XCTAssertFalse(b.isViewLoaded)
        let (window, recorder) = showInWindow(n)
        XCTAssertEqual(n.view.subviews.map(\.name), ["B.view"])
        XCTAssertFalse(a.isViewLoaded, "views load when they are needed")
        _ = (window, recorder)
    }

    // COMP-4, REENT-1: a push requested from inside a hook of the running push is queued.
    @MainActor func testCOMP4_PushRequestedFromAHookIsQueued() async throws {
        let (n, _, window, recorder) = makeNavigation()
        let b = ProbeChild(name: "B"), c = ProbeChild(name: "C")
        b.onWillAppear = { n.pushViewController(c) }
        n.pushViewController(b)
        XCTAssertEqual(
            recorder.lines.filter { $0.hasPrefix("N.transition") },
            [
                "N.transition(from: A, to: B)", "N.transitionDidEnd(from: A, to: B)",
                "N.transition(from: B, to: C)", "N.transitionDidEnd(from: B, to: C)",
            ])
        XCTAssertEqual(n.viewControllers.map(\.name), ["A", "B", "C"])
        XCTAssertValidTrace(recorder)
        _ = window
    }

    // COMP-4, REENT-1: a push requested while the window is being shown waits for the showing.
    @MainActor func testCOMP4_PushRequestedWhileTheWindowShowsWaits() async throws {
        let (n, a, window, recorder) = makeNavigation(visible: false)
        let b = ProbeChild(name: "B")
        a.onWillAppear = { n.pushViewController(b) }
        window.makeKeyAndVisible()
        XCTAssertEqual(
            controllerLines(recorder),
            [
                "N.viewWillAppear",
                "A.viewWillAppear",
                "N.viewIsAppearing",
                "A.viewIsAppearing",
                "N.viewWillLayoutSubviews",
                "N.view.layoutSubviews",
                "N.viewDidLayoutSubviews",
                "A.viewWillLayoutSubviews",
                "A.view.layoutSubviews",
                "A.viewDidLayoutSubviews",
                "N.viewDidAppear",
                "A.viewDidAppear",
                "N.transition(from: A, to: B)",
                "B.willMove(toParent: N)",
                "B.loadView",
                "B.viewDidLoad",
                "A.viewWillDisappear",
                "B.viewWillAppear",
                "B.viewIsAppearing",
                "B.viewWillLayoutSubviews",
                "B.view.layoutSubviews",
                "B.viewDidLayoutSubviews",
                "A.viewDidDisappear",
                "B.viewDidAppear",
                "B.didMove(toParent: N)",
                "N.transitionDidEnd(from: A, to: B)",
            ])
    }

    // COMP-4: the window hides in the middle of a manual push: every child ends disappeared and
    // nothing is left half-way.
    @MainActor func testCOMP4_WindowHiddenDuringAPushSettlesEveryChild() async throws {
        let (n, a, window, recorder) = makeNavigation()
        let animator = ManualAnimator()
        n.animator = animator
        let b = ProbeChild(name: "B")
        n.pushViewController(b)
        window.hide()
        animator.complete()
        XCTAssertEqual(
            [n.appearanceState, a.appearanceState, b.appearanceState], [.disappeared, .disappeared, .disappeared])
        window.makeKeyAndVisible()
        XCTAssertEqual(
            [n.appearanceState, a.appearanceState, b.appearanceState], [.appeared, .disappeared, .appeared])
        XCTAssertValidTrace(recorder)
    }
}

/// A state-driven navigation stack.
@MainActor
private final class Flow: StatefulNavigationController<String> {
    override func childViewController(for state: String) -> ViewController { ViewController(name: state) }
}

final class StatefulNavigationControllerTests: XCTestCase {
    // COMP-8: push or pop decided from the state; the record of states always equals the stack.
    @MainActor func testCOMP8_PushOrPopDecidedFromTheState() async throws {
        let flow = Flow(name: "F", initialState: "list")
        let (window, recorder) = showInWindow(flow)
        flow.transition(to: "detail")
        flow.transition(to: "edit")
        XCTAssertEqual(flow.states, ["list", "detail", "edit"])
        flow.transition(to: "detail")  // pops back
        XCTAssertEqual(flow.states, ["list", "detail"])
        XCTAssertEqual(flow.viewControllers.map(\.name), ["list", "detail"])
        flow.transition(to: "list")  // pops to the deepest entry with that state
        XCTAssertEqual(flow.states, ["list"])
        var sameState: Bool?
        flow.transition(to: "list") { sameState = $0 }
        XCTAssertEqual(sameState, false, "the top's state again changes nothing")
        XCTAssertEqual(
            recorder.lines.filter { $0.hasPrefix("F.transition(") },
            [
                "F.transition(from: list, to: detail)", "F.transition(from: detail, to: edit)",
                "F.transition(from: edit, to: detail)", "F.transition(from: detail, to: list)",
            ])
        _ = window
    }

    // COMP-8: after a cancelled push and a refused raw push, states still equal the stack.
    @MainActor func testCOMP8_StatesFollowCancelsAndRefusals() async throws {
        let flow = Flow(name: "F", initialState: "list")
        let (window, _) = showInWindow(flow)
        let animator = ManualAnimator()
        flow.animator = animator
        flow.transition(to: "detail")
        animator.cancel()
        XCTAssertEqual(flow.states, ["list"])
        XCTAssertEqual(flow.viewControllers.count, 1)
        XCTAssertMisuse(.invalidArgument, unchanged: [window]) {
            flow.pushViewController(ViewController(name: "stateless"))
        }
        XCTAssertEqual(flow.states.count, flow.viewControllers.count)
        flow.transition(to: "detail")
        animator.complete()
        XCTAssertEqual(flow.states, ["list", "detail"])
        XCTAssertEqual(flow.states.count, flow.viewControllers.count)
    }

    // COMP-8, TRACE-3: the root of a state-driven stack is pushed when the view loads, where a
    // recorder sees it (it used to be pushed inside init).
    @MainActor func testCOMP8_InitialStateIsPushedWhereARecorderSeesIt() async throws {
        let flow = Flow(name: "F", initialState: "list")
        XCTAssertEqual(flow.states, [])
        let (window, recorder) = showInWindow(flow, recordingSetUp: true)
        XCTAssertEqual(
            controllerLines(recorder),
            [
                "F.loadView",
                "F.viewDidLoad",
                "F.transition(from: nil, to: list)",
                "list.willMove(toParent: F)",
                "list.loadView",
                "list.viewDidLoad",
                "list.didMove(toParent: F)",
                "F.transitionDidEnd(from: nil, to: list)",
                "F.viewWillAppear",
                "list.viewWillAppear",
                "F.viewIsAppearing",
                "list.viewIsAppearing",
                "F.viewDidAppear",
                "list.viewDidAppear",
            ])
        XCTAssertEqual(flow.states, ["list"])
        XCTAssertValidTrace(recorder)
        _ = window
    }

    // COMP-12, COMP-8: the states are marks on the entries: an entry torn down or moved to another
    // stack takes its state with it, and a moved entry brought back has no state (refused).
    @MainActor func testCOMP12_StatesFollowEntriesTornDownOrMoved() async throws {
        let flow = Flow(name: "F", initialState: "list")
        let other = NavigationController(rootViewController: ViewController(name: "O"), name: "O")
        let root = ViewController(name: "R")
        root.addChild(flow, into: root.view)
        root.addChild(other, into: root.view)
        let (window, recorder) = showInWindow(root)
        flow.transition(to: "detail", animated: false)
        flow.transition(to: "edit", animated: false)
        flow.transition(to: "share", animated: false)
        let detail = flow.viewControllers[1], edit = flow.viewControllers[2]
        detail.tearDown()
        XCTAssertEqual(flow.states, ["list", "edit", "share"])
        other.pushViewController(edit, animated: false)
        XCTAssertEqual(flow.states, ["list", "share"])
        XCTAssertEqual(flow.viewControllers.map(\.name), ["list", "share"])
        XCTAssertEqual(flow.currentState, "share")
        other.popViewController(animated: false)
        XCTAssertMisuse(.invalidArgument, unchanged: [window]) { flow.pushViewController(edit, animated: false) }
        flow.transition(to: "edit", animated: false)
        XCTAssertEqual(flow.states, ["list", "share", "edit"])
        XCTAssertFalse(flow.viewControllers.contains { $0 === edit }, "a new child for the state")
        XCTAssertValidTrace(recorder)
    }
}
