import ContainerKit
import ContainerKitTesting
import XCTest

/// Windows that go away in the middle of a transition, and the presentations shown in them
///, through the public API only: a window released, torn down or letting go of its
/// root ends the transitions in flight in it at once (`LIFE-4`), nothing stays appearing or
/// appeared without a visible window, and its presentations are over (`LIFE-3`, `COMP-12`).
/// Each trace is the one documented in `ReentrancyAndLifetime.md`; nothing here is a misuse, so
/// any report fails the test.
final class WindowReleaseTests: XCTestCase {
    /// A window container whose launcher is `L` and whose one state shows `M`.
    enum Screen: WindowContainerProvider {
        case main
        static func launcher(in container: WindowContainer<Screen>) -> ViewController { ViewController(name: "L") }
        func rootViewController(in container: WindowContainer<Screen>) -> ViewController { ViewController(name: "M") }
    }

    /// A stateful container whose state names its child.
    final class Named: StatefulViewController<String> {
        override func childViewController(for state: String) -> ViewController { ViewController(name: state) }
    }

    /// A controller that runs a closure once, in `willMove(toParent:)`, with the new parent.
    typealias Hooked = CompositionRegressionTests.Hooked

    /// Shows `root` in a visible window `W` that only the closure `body` holds, runs `body`, and
    /// checks that the window is gone once `body` returns and drops it.
    @MainActor private func inVisibleWindow(_ root: ViewController, _ body: (Window) -> Void) {
        weak var released: Window?
        do {
            let (window, _) = showInVisibleWindow(root)
            released = window
            body(window)
        }
        XCTAssertNil(released, "the window is gone")
    }

    /// The lines of a trace without the views' own move hooks (`willMove(toWindow:)`,
    /// `willMove(toSuperview:)`, `didMoveToWindow`, `didMoveToSuperview`).
    @MainActor private func controllerLines(_ recorder: TraceRecorder) -> [String] {
        recorder.lines.filter { !$0.contains(".view.willMove") && !$0.contains(".view.didMove") }
    }

    // LIFE-4, LIFE-3: a visible window released while a push is held by a manual animator ends
    // the push at once, as a teardown of the window would: the incoming child settles and
    // disappears, the outgoing one ends disappeared, the container disappears; then the incoming
    // child leaves again and the completion gets false. Later animator calls do nothing, and
    // everything is released once the test lets go (LIFE-1).
    @MainActor func testLIFE4_ReleasingAVisibleWindowEndsAPushInFlight() async {
        let tracker = LifetimeTracker()
        do {
            let a = ViewController(name: "A"), b = ViewController(name: "B")
            let n = NavigationController(rootViewController: a, name: "N")
            let animator = ManualAnimator()
            n.animator = animator
            let recorder = TraceRecorder()
            n.attach(recorder)
            var completions: [Bool] = []
            inVisibleWindow(n) { _ in
                recorder.removeAll()
                n.pushViewController(b, animated: true) { completions.append($0) }
                XCTAssertTrue(animator.isRunning)
                XCTAssertEqual(
                    controllerLines(recorder),
                    [
                        "N.transition(from: A, to: B)",
                        "B.willMove(toParent: N)",
                        "B.loadView",
                        "B.viewDidLoad",
                        "N.view.didAddSubview(B.view)",
                        "A.viewWillDisappear",
                        "B.viewWillAppear",
                        "B.viewIsAppearing",
                        "B.viewWillLayoutSubviews",
                        "B.view.layoutSubviews",
                        "B.viewDidLayoutSubviews",
                    ])
                recorder.removeAll()
            }
            XCTAssertEqual(
                recorder.lines,
                [
                    "B.didMove(toParent: N)", "B.viewWillDisappear", "B.viewDidDisappear", "A.viewDidDisappear",
                    "N.viewWillDisappear", "N.viewDidDisappear", "B.willMove(toParent: nil)",
                    "N.view.willRemoveSubview(B.view)", "B.view.willMove(toSuperview: nil)",
                    "B.view.didMoveToSuperview",
                    "B.didMove(toParent: nil)", "N.transitionDidCancel(from: A, to: B)",
                ])
            XCTAssertEqual(completions, [false])
            XCTAssertEqual(n.viewControllers.map(\.name), ["A"])
            XCTAssertEqual(n.children.map(\.name), ["A"])
            XCTAssertEqual(
                [n.appearanceState, a.appearanceState, b.appearanceState], [.disappeared, .disappeared, .disappeared])
            XCTAssertNil(b.parent)
            XCTAssertTrue(a.view.superview === n.view)
            XCTAssertFalse(n.isTransitioning)
            recorder.removeAll()
            XCTAssertFalse(animator.complete(), "the abandoned push is no longer held")
            XCTAssertFalse(animator.cancel())
            XCTAssertEqual(recorder.lines, [])
            XCTAssertEqual(completions, [false])
            for node in [n, a, b] as [ViewController] { tracker.track(node) }
        }
        tracker.assertAllReleased()
    }

    // LIFE-4: a window torn down in the middle of a push ends it as the teardown of its root
    // does (the documented trace of `N.tearDown()`); nothing reaches the torn-down controllers.
    @MainActor func testLIFE4_TearingDownAWindowEndsAPushInFlight() async {
        let a = ViewController(name: "A"), b = ViewController(name: "B")
        let n = NavigationController(rootViewController: a, name: "N")
        let animator = ManualAnimator()
        n.animator = animator
        let (window, recorder) = showInVisibleWindow(n)
        var completions: [Bool] = []
        n.pushViewController(b, animated: true) { completions.append($0) }
        recorder.removeAll()
        window.tearDown()
        XCTAssertEqual(
            controllerLines(recorder),
            ["B.didMove(toParent: N)", "B.viewWillDisappear", "B.viewDidDisappear", "A.viewDidDisappear"])
        XCTAssertEqual(completions, [false])
        XCTAssertTrue(n.isTornDown && a.isTornDown && b.isTornDown)
        XCTAssertEqual([a.appearanceState, b.appearanceState], [.disappeared, .disappeared])
        recorder.removeAll()
        XCTAssertFalse(animator.complete())
        XCTAssertEqual(recorder.lines, [])
    }

    // LIFE-4, LIFE-3: a stateful container's transition (Reinstate's order: the new child joined
    // completely at the start) ends when its window is released: the new child disappears and
    // leaves again, the current state stays the old one.
    @MainActor func testLIFE4_ReleasingAVisibleWindowEndsAStatefulTransitionInFlight() async {
        let s = Named(name: "S")
        let animator = ManualAnimator()
        s.animator = animator
        let recorder = TraceRecorder()
        s.attach(recorder)
        var completions: [Bool] = []
        inVisibleWindow(s) { _ in
            s.transition(to: "A", animated: false)
            s.transition(to: "B") { completions.append($0) }
            XCTAssertTrue(animator.isRunning)
            recorder.removeAll()
        }
        XCTAssertEqual(
            controllerLines(recorder),
            [
                "A.viewDidDisappear", "B.viewWillDisappear", "B.viewDidDisappear", "S.viewWillDisappear",
                "S.viewDidDisappear", "B.willMove(toParent: nil)", "S.view.willRemoveSubview(B.view)",
                "B.didMove(toParent: nil)", "S.transitionDidCancel(from: A, to: B)",
            ])
        XCTAssertEqual(completions, [false])
        XCTAssertEqual(s.currentState, "A")
        XCTAssertEqual(s.children.map(\.name), ["A"])
        XCTAssertEqual(s.currentChild?.appearanceState, .disappeared)
        XCTAssertFalse(animator.complete())
    }

    // LIFE-4, LIFE-3, COMP-11: a window container's transition from its launcher ends when its
    // window is released: the launcher stays its child, disappeared; the new root leaves again.
    @MainActor func testLIFE4_ReleasingAVisibleWindowEndsAWindowContainerTransitionInFlight() async {
        let k = WindowContainer<Screen>(name: "K")
        let animator = ManualAnimator()
        k.animator = animator
        let recorder = TraceRecorder()
        k.attach(recorder)
        var completions: [Bool] = []
        inVisibleWindow(k) { _ in
            k.transition(to: .main) { completions.append($0) }
            XCTAssertTrue(animator.isRunning)
            recorder.removeAll()
        }
        XCTAssertEqual(
            controllerLines(recorder),
            [
                "L.viewDidDisappear", "M.viewWillDisappear", "M.viewDidDisappear", "K.viewWillDisappear",
                "K.viewDidDisappear", "M.willMove(toParent: nil)", "K.view.willRemoveSubview(M.view)",
                "M.didMove(toParent: nil)", "K.transitionDidCancel(from: L, to: M)",
            ])
        XCTAssertEqual(completions, [false])
        XCTAssertNil(k.provider)
        XCTAssertEqual(k.currentRoot?.name, "L")
        XCTAssertEqual(k.currentRoot?.appearanceState, .disappeared)
        XCTAssertFalse(animator.complete())
    }

    // LIFE-4, LIFE-3: a child helper's transition (`replaceChild`) on a plain controller ends when
    // its window is released: the parent and both children disappear (the children were
    // forwarded automatically), the new child leaves again, the completion gets false.
    @MainActor func testLIFE4_ReleasingAVisibleWindowEndsAChildTransitionInFlight() async {
        let r = ViewController(name: "R"), a = ViewController(name: "A"), b = ViewController(name: "B")
        r.addChild(a, into: r.view)
        let animator = ManualAnimator()
        let recorder = TraceRecorder()
        r.attach(recorder)
        var completions: [Bool] = []
        inVisibleWindow(r) { _ in
            r.replaceChild(a, with: b, animator: animator) { completions.append($0) }
            XCTAssertTrue(animator.isRunning)
            recorder.removeAll()
        }
        XCTAssertEqual(
            controllerLines(recorder),
            [
                "R.viewWillDisappear", "A.viewWillDisappear", "B.viewWillDisappear", "R.viewDidDisappear",
                "A.viewDidDisappear", "B.viewDidDisappear", "B.willMove(toParent: nil)",
                "R.view.willRemoveSubview(B.view)", "B.didMove(toParent: nil)", "R.transitionDidCancel(from: A, to: B)",
            ])
        XCTAssertEqual(completions, [false])
        XCTAssertEqual(r.children.map(\.name), ["A"])
        XCTAssertEqual(
            [r.appearanceState, a.appearanceState, b.appearanceState], [.disappeared, .disappeared, .disappeared])
        XCTAssertFalse(animator.complete())
    }

    // LIFE-4, LIFE-3, COMP-12: a presentation held by a manual animator ends when the window is
    // released: the presenter's disappearance ends, the presented controller disappears with the
    // window, the links are cleared, the completion does not run (the presentation did not
    // complete), and the presented controller is released.
    @MainActor func testLIFE4_ReleasingAVisibleWindowEndsAPresentationInFlight() async {
        let p = ViewController(name: "P")
        weak var presented: ViewController?
        let animator = ManualAnimator()
        let recorder = TraceRecorder(), presentedRecorder = TraceRecorder()
        p.attach(recorder)
        var completions = 0
        inVisibleWindow(p) { _ in
            let c = ViewController(name: "C")
            c.attach(presentedRecorder)
            presented = c
            c.modalPresentationStyle = .fullScreen
            p.present(c, animator: animator) { completions += 1 }
            XCTAssertTrue(animator.isRunning)
            XCTAssertEqual([p.appearanceState, c.appearanceState], [.disappearing, .appearing])
            recorder.removeAll()
            presentedRecorder.removeAll()
        }
        // The presentation's own hooks are recorded with the presentation (with the presenter, as its
        // loading is): the presented controller's appearance, begun by the presentation, turns back.
        XCTAssertEqual(recorder.lines, ["P.viewDidDisappear", "C.viewWillDisappear", "C.viewDidDisappear"])
        XCTAssertEqual(presentedRecorder.lines, ["C.viewWillDisappear", "C.viewDidDisappear"])
        XCTAssertEqual(completions, 0)
        XCTAssertNil(p.presentedViewController)
        XCTAssertEqual(p.appearanceState, .disappeared)
        XCTAssertFalse(animator.complete())
        XCTAssertNil(presented, "the presented controller is released (LIFE-1)")
    }

    // LIFE-4, LIFE-3, COMP-12: a dismissal held by a manual animator ends when the window is
    // released: the presented controller's disappearance ends, the presenter's appearance ends
    // as a disappearance (it leaves with the window), the links are cleared, no completion runs.
    @MainActor func testLIFE4_ReleasingAVisibleWindowEndsADismissalInFlight() async {
        let p = ViewController(name: "P")
        weak var presented: ViewController?
        let animator = ManualAnimator()
        let recorder = TraceRecorder(), presentedRecorder = TraceRecorder()
        p.attach(recorder)
        var completions = 0
        inVisibleWindow(p) { _ in
            let c = ViewController(name: "C")
            c.attach(presentedRecorder)
            presented = c
            c.modalPresentationStyle = .fullScreen
            p.present(c, animated: false)
            p.dismiss(animator: animator) { completions += 1 }
            XCTAssertTrue(animator.isRunning)
            XCTAssertEqual([p.appearanceState, c.appearanceState], [.appearing, .disappearing])
            recorder.removeAll()
            presentedRecorder.removeAll()
        }
        XCTAssertEqual(recorder.lines, ["C.viewDidDisappear", "P.viewWillDisappear", "P.viewDidDisappear"])
        XCTAssertEqual(presentedRecorder.lines, ["C.viewDidDisappear"])
        XCTAssertEqual(completions, 0)
        XCTAssertNil(p.presentedViewController)
        XCTAssertEqual(p.appearanceState, .disappeared)
        XCTAssertFalse(animator.complete())
        XCTAssertNil(presented, "the presented controller is released (LIFE-1)")
    }

    // LIFE-3, COMP-12: the presentations shown in a window that is released are over: the
    // presented controllers disappear with the window (no other hook), every link is cleared,
    // they are released, and the presenter, no longer covered, appears in the next visible
    // window it becomes the root of.
    @MainActor func testLIFE3_ReleasingAWindowEndsThePresentationsShownInIt() async {
        let p = ViewController(name: "P")
        weak var presented: ViewController?, presentedByPresented: ViewController?
        let recorder = TraceRecorder()
        p.attach(recorder)
        inVisibleWindow(p) { _ in
            let c = ViewController(name: "C"), d = ViewController(name: "D")
            presented = c
            presentedByPresented = d
            c.modalPresentationStyle = .fullScreen
            p.present(c, animated: false)
            c.present(d, animated: false)
            XCTAssertTrue(p.presentedViewController === c && c.presentedViewController === d)
            recorder.removeAll()
        }
        XCTAssertEqual(recorder.lines, [])
        XCTAssertNil(p.presentedViewController)
        XCTAssertNil(presented, "C is released (LIFE-1)")
        XCTAssertNil(presentedByPresented, "D is released (LIFE-1)")
        XCTAssertEqual(p.appearanceState, .disappeared)

        let next = Window(name: "W2")
        next.makeKeyAndVisible()
        next.rootViewController = p
        XCTAssertEqual(recorder.lines(hooks: LifecycleEvent.Hook.appearance), ["P.viewWillAppear", "P.viewDidAppear"])
        XCTAssertEqual(p.appearanceState, .appeared)
    }

    // LIFE-3, COMP-12: the same for a hidden window: the links go with the window, nothing is
    // recorded (nothing was on screen).
    @MainActor func testLIFE3_ReleasingAHiddenWindowEndsThePresentationsShownInIt() async {
        let p = ViewController(name: "P")
        weak var presented: ViewController?
        inVisibleWindow(p) { window in
            let c = ViewController(name: "C")
            presented = c
            p.present(c, animated: false)
            window.hide()
        }
        XCTAssertNil(p.presentedViewController)
        XCTAssertNil(presented, "C is released (LIFE-1)")
    }

    // LIFE-1, COMP-12: a presentation whose presented view the app moved into another window
    // belongs to that window: released first, the window it was made in ends nothing, and the
    // second window's release ends it, so that neither controller outlives both windows (the
    // model checker's forest 12410797086712119458 of the default seed kept them in a cycle).
    @MainActor func testLIFE1_APresentedViewMovedToAnotherWindowEndsWithThatWindow() async {
        weak var presenter: ViewController?, presented: ViewController?
        var w0: Window? = Window(name: "W0")
        var w1: Window? = Window(name: "W1")
        do {
            let t = ViewController(name: "T"), m = ViewController(name: "M")
            presenter = t
            presented = m
            w0?.rootViewController = t
            w0?.makeKeyAndVisible()
            t.present(m, animated: false)
            w0?.rootViewController = nil  // T leaves the window; the sheet stays in it
            let host = View(name: "host")
            w1?.addSubview(host)
            host.addSubview(m.view)  // the app moves the presented view into the other window
            XCTAssertTrue(t.presentedViewController === m && m.presentingViewController === t)
        }
        w0 = nil
        XCTAssertTrue(presenter?.presentedViewController === presented, "still in place: M is shown in W1")
        XCTAssertNotNil(presented?.view.window)
        w1 = nil
        XCTAssertNil(presenter, "T is released (LIFE-1)")
        XCTAssertNil(presented, "M is released (LIFE-1)")
    }

    // LIFE-3, LIFE-1: a window released while a transition runs elsewhere (in another window)
    // ends nothing there, and its root controller, which only the window held, goes with it: it
    // disappears, and no hook of a survivor (insets, traits) reaches it.
    @MainActor func testLIFE3_ReleasingAWindowWhileATransitionRunsElsewhereReleasesItsRoot() async {
        let a = ViewController(name: "A"), b = ViewController(name: "B")
        let n = NavigationController(rootViewController: a, name: "N")
        let animator = ManualAnimator()
        n.animator = animator
        let (other, _) = showInVisibleWindow(n)
        n.pushViewController(b, animated: true)
        XCTAssertTrue(animator.isRunning)
        weak var releasedRoot: ViewController?
        let recorder = TraceRecorder()
        weak var releasedWindow: Window?
        do {
            let window = Window(name: "W")
            releasedWindow = window
            window.safeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
            window.rootViewController = ViewController(name: "R")
            window.makeKeyAndVisible()
            releasedRoot = window.rootViewController
            window.rootViewController?.attach(recorder)
        }
        XCTAssertNil(releasedWindow)
        XCTAssertEqual(recorder.lines, ["R.viewWillDisappear", "R.viewDidDisappear"])
        XCTAssertNil(releasedRoot, "R is released with its window (LIFE-1)")
        XCTAssertTrue(animator.isRunning, "the push elsewhere goes on")
        XCTAssertTrue(animator.complete())
        XCTAssertEqual(n.viewControllers.map(\.name), ["A", "B"])
        XCTAssertTrue(b.view.window === other)
    }

    // LIFE-4, LIFE-3, REENT-1: the last reference to the window dropped from the incoming
    // child's willMove(toParent: N), in a push that is containment only (N an unselected tab, its
    // view not loaded): the window's views and controllers leave it when the operation in
    // progress (the child's addChild) has finished, as a change requested from a hook waits; then
    // the push ends, the child leaving again after its didMove. Nothing is reported.
    @MainActor func testLIFE4_WindowReleasedFromTheIncomingChildsWillMoveEndsThePush() async {
        let a = ViewController(name: "A"), b = Hooked(name: "B")
        let n = NavigationController(rootViewController: a, name: "N")
        let t = TabBarController(name: "T")
        t.setViewControllers([ViewController(name: "X"), n])
        var window: Window? = showInVisibleWindow(t).0
        weak var released: Window?
        released = window
        let recorder = TraceRecorder()
        n.attach(recorder)
        b.onWillMoveToParent = { _ in window = nil }
        var completions: [Bool] = []
        n.pushViewController(b, animated: false) { completions.append($0) }
        XCTAssertNil(released)
        XCTAssertEqual(
            recorder.lines,
            [
                "N.transition(from: A, to: B)", "B.willMove(toParent: N)", "B.didMove(toParent: N)",
                "B.willMove(toParent: nil)", "B.didMove(toParent: nil)", "N.transitionDidCancel(from: A, to: B)",
            ])
        XCTAssertEqual(t.appearanceState, .disappeared)
        XCTAssertEqual(completions, [false])
        XCTAssertEqual(n.viewControllers.map(\.name), ["A"])
        XCTAssertNil(b.parent)
        XCTAssertValidTrace(recorder)
    }

    // LIFE-4, REENT-1, VC-2: the window released in the middle of a push; the incoming child,
    // leaving again, tears its container down from its willMove(toParent: nil): the teardown waits
    // for the end of that removal, so the child's move ends (didMove(toParent: nil)) before the
    // container is retired.
    @MainActor func testLIFE4_TeardownFromTheLeavingChildWaitsForItsRemoval() async {
        let a = ViewController(name: "A"), b = Hooked(name: "B")
        let n = NavigationController(rootViewController: a, name: "N")
        let animator = ManualAnimator()
        n.animator = animator
        let recorder = TraceRecorder()
        n.attach(recorder)
        var completions: [Bool] = []
        inVisibleWindow(n) { _ in
            n.pushViewController(b, animated: true) { completions.append($0) }
            b.onWillMoveToParent = { parent in if parent == nil { n.tearDown() } }
            recorder.removeAll()
        }
        XCTAssertEqual(
            controllerLines(recorder),
            [
                "B.didMove(toParent: N)", "B.viewWillDisappear", "B.viewDidDisappear", "A.viewDidDisappear",
                "N.viewWillDisappear", "N.viewDidDisappear", "B.willMove(toParent: nil)",
                "N.view.willRemoveSubview(B.view)", "B.didMove(toParent: nil)", "N.transitionDidCancel(from: A, to: B)",
            ])
        XCTAssertEqual(completions, [false])
        XCTAssertTrue(n.isTornDown && a.isTornDown)
        XCTAssertFalse(b.isTornDown, "B had left N when N was torn down")
        XCTAssertNil(b.parent)
    }

    // VC-2, LIFE-1: a parent whose last reference is dropped from its child's
    // willMove(toParent: nil), while a container removes the child: the child, which outlives it,
    // ends its move (didMove(toParent: nil)) as the parent goes, inside that hook (there is no
    // parent left to end it later); its view then leaves the container.
    @MainActor func testLIFE1_ParentReleasedFromItsLeavingChildsWillMoveEndsTheChildsMove() async {
        let child = Hooked(name: "C")
        let container = ControllerContainer<ViewController>(name: "K")
        let recorder = TraceRecorder()
        child.attach(recorder)
        weak var releasedParent: ViewController?
        do {
            var parent: ViewController? = ViewController(name: "P")
            releasedParent = parent
            container.prepare(in: parent) { child }
            child.onWillMoveToParent = { newParent in if newParent == nil { parent = nil } }
        }
        XCTAssertNotNil(releasedParent, "held by the hook until the removal")
        recorder.removeAll()
        container.remove()
        XCTAssertNil(releasedParent)
        XCTAssertEqual(
            controllerLines(recorder),
            ["C.willMove(toParent: nil)", "C.didMove(toParent: nil)"])
        XCTAssertNil(child.parent)
        XCTAssertNil(child.view.superview)
        XCTAssertValidTrace(recorder, complete: false)
    }
}
