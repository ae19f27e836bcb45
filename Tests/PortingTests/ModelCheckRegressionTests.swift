import ContainerKit
import ContainerKitTesting
import XCTest

/// Cases the model checker (`ModelCheckTests`) found, reduced to a few public calls each: every
/// one failed before its fix. Each is named after the rule it broke.
final class ModelCheckRegressionTests: XCTestCase {
    /// A controller that runs a closure once, from its `viewDidLoad`.
    final class Loading: ViewController {
        var onLoad: (() -> Void)?
        override func viewDidLoad() {
            super.viewDidLoad()
            if let hook = onLoad { onLoad = nil; hook() }
        }
    }

    /// A navigation controller that runs a closure once, from its `viewDidAppear`.
    final class AppearingNavigation: NavigationController {
        var onDidAppear: (() -> Void)?
        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            if let hook = onDidAppear { onDidAppear = nil; hook() }
        }
    }

    /// `root` as the root of a visible window `W` with a recorder, cleared after the set-up.
    @MainActor private func show(_ root: ViewController) -> (Window, TraceRecorder) { showInVisibleWindow(root) }

    /// `N` (root `A`) inside `R`, the root of a visible window; `R` presents `M` full screen, held
    /// by a manual animator, so `N` and `A` are disappearing.
    @MainActor private func coveredStack() -> (
        a: ViewController, n: NavigationController, root: ViewController, window: Window, recorder: TraceRecorder,
        animator: ManualAnimator
    ) {
        let a = ViewController(name: "A")
        let n = NavigationController(rootViewController: a, name: "N")
        let root = ViewController(name: "R")
        root.addChild(n, into: root.view)
        let (window, recorder) = show(root)
        let animator = ManualAnimator()
        let m = ViewController(name: "M")
        m.modalPresentationStyle = .fullScreen
        root.present(m, animated: true, animator: animator)
        return (a, n, root, window, recorder, animator)
    }

    // LIFE-3, COMP-9: a tab selected from a hook while a view loads elsewhere (so the newly shown
    // navigation controller places its top child only when that load has finished) still ends
    // with the top child appeared in the visible window (seed 8 of the model checker).
    @MainActor func testLIFE3_TabSelectedWhileAnotherViewLoadsShowsItsTopChildAppeared() async {
        let a = ViewController(name: "A"), b = ViewController(name: "B")
        let n = NavigationController(rootViewController: b, name: "N")
        let t = TabBarController(viewControllers: [a, n], name: "T")
        let (window, recorder) = show(t)
        let loading = Loading(name: "L")
        loading.onLoad = { t.selectTab(at: 1) }
        _ = loading.view
        XCTAssertEqual(t.selectedViewController === n, true)
        XCTAssertEqual(n.appearanceState, .appeared)
        XCTAssertEqual(b.appearanceState, .appeared)
        XCTAssertEqual(a.appearanceState, .disappeared)
        XCTAssertEqual(b.view.window === window, true)
        XCTAssertValidTrace(recorder)
    }

    // APP-9, LIFE-3: a window hidden in the middle of a push and shown again from the push's
    // completion (the container still finishing its transition, so it forwards nothing then)
    // ends with the new top appeared (seed 4 of the model checker).
    @MainActor func testLIFE3_WindowShownAgainFromAPushCompletionShowsTheTopAppeared() async {
        let a = ViewController(name: "A"), b = ViewController(name: "B")
        let n = NavigationController(rootViewController: a, name: "N")
        let animator = ManualAnimator()
        n.animator = animator
        let (window, recorder) = show(n)
        n.pushViewController(b, animated: true) { _ in window.makeKeyAndVisible() }
        window.hide()
        XCTAssertTrue(animator.complete())
        XCTAssertEqual(n.appearanceState, .appeared)
        XCTAssertEqual(b.appearanceState, .appeared)
        XCTAssertEqual(a.appearanceState, .disappeared)
        XCTAssertValidTrace(recorder)
    }

    // COMP-12, REENT-1: the top of a stack that pops itself from its own viewDidLoad (when the
    // stack's view loads) leaves the screen with its place: its removal waits for its load,
    // which placed its view meanwhile (seed 1 of the model checker).
    @MainActor func testCOMP12_TopPoppedFromItsOwnLoadLeavesTheScreen() async {
        let a = ViewController(name: "A"), b = Loading(name: "B")
        let n = NavigationController(rootViewController: a, name: "N")
        n.pushViewController(b, animated: false)
        b.onLoad = { n.popViewController(animated: false) }
        let (window, recorder) = show(ViewController(name: "R"))
        window.rootViewController = n
        XCTAssertEqual(n.viewControllers.map(\.name), ["A"])
        XCTAssertNil(b.parent)
        XCTAssertNil(b.view.window)
        XCTAssertEqual(b.appearanceState, .disappeared)
        XCTAssertEqual(a.appearanceState, .appeared)
        XCTAssertEqual(n.view.subviews.map(\.name), ["A.view"])
        XCTAssertValidTrace(recorder)
    }

    /// `N` (root `A`) of ``coveredStack()`` was torn down: it left its parent, and both ended the
    /// disappearance the presentation began, in between (`APP-2`, `LIFE-4`).
    @MainActor private func assertTornDownEndingTheirDisappearance(
        _ n: ViewController, _ a: ViewController, _ recorder: TraceRecorder, line: UInt = #line
    ) {
        XCTAssertTraceLines(
            recorder.lines.filter { $0.contains("Parent") || $0.contains("Appear") || $0.contains("Disappear") },
            equal: [
                "N.willMove(toParent: nil)", "N.viewDidDisappear", "A.viewDidDisappear", "N.didMove(toParent: nil)",
            ], line: line)
        XCTAssertEqual(n.appearanceState, .disappeared, line: line)
        XCTAssertEqual(a.appearanceState, .disappeared, line: line)
    }

    // APP-2, LIFE-2: a container torn down while a full-screen presentation held by an animator
    // covers it (it and its child are disappearing) ends their disappearance before it is
    // retired, as it leaves its parent: nobody else could end it (seed 1 of the model checker).
    @MainActor func testAPP2_ControllerTornDownWhileAPresentationCoversItEndsItsDisappearance() async {
        let (a, n, root, window, recorder, animator) = coveredStack()
        XCTAssertEqual(n.appearanceState, .disappearing)
        recorder.removeAll()
        n.tearDown()
        assertTornDownEndingTheirDisappearance(n, a, recorder)
        _ = animator.complete()
        XCTAssertEqual(root.appearanceState, .disappeared)
        XCTAssertEqual(root.presentedViewController?.appearanceState, .appeared)
        _ = window
    }

    /// A controller that runs a closure once, from its `viewWillDisappear`.
    final class Disappearing: ViewController {
        var onWillDisappear: (() -> Void)?
        override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            if let hook = onWillDisappear { onWillDisappear = nil; hook() }
        }
    }

    // APP-2, LIFE-4: the same teardown requested from another controller's appearance hook (a
    // second window hidden) ends the disappearance too, before the retirement: the ends used to
    // wait for that hook to return and then found the controllers torn down, so their
    // disappearance never ended (the model checker with teardowns from hooks mid-transition).
    @MainActor func testAPP2_ControllerTornDownFromAHookWhileAPresentationCoversItEndsItsDisappearance() async {
        let (a, n, _, window, recorder, animator) = coveredStack()
        let h = Disappearing(name: "H")
        let (other, otherRecorder) = show(h)
        h.onWillDisappear = { n.tearDown() }
        recorder.removeAll()
        other.hide()
        assertTornDownEndingTheirDisappearance(n, a, recorder)
        XCTAssertEqual(h.appearanceState, .disappeared)
        _ = animator.complete()
        XCTAssertValidTrace(recorder)
        XCTAssertValidTrace(otherRecorder)
        _ = window
    }

    // COMP-12, LIFE-4: a cancelled presentation whose presented controller tears itself down
    // from its viewWillDisappear: the teardown unlinks it, the presentation queued behind it then
    // links the presenter to its controller, and the rollback no longer unlinks that one (seeds 2
    // and 5 of the model checker with teardowns from hooks mid-transition).
    // Both presentations are requested while the chain's queue runs a held push, so that the
    // second is not refused as MIS-20 at its request (the first has not started then).
    @MainActor func testCOMP12_CancelledPresentationTornDownFromItsHookKeepsTheNextPresentation() async {
        let t = NavigationController(rootViewController: ViewController(name: "A"), name: "T")
        let (window, recorder) = show(t)
        let push = ManualAnimator()
        t.animator = push
        t.pushViewController(ViewController(name: "B"))
        let p = Disappearing(name: "P"), m = ViewController(name: "M")
        m.modalPresentationStyle = .fullScreen
        p.onWillDisappear = { p.tearDown() }
        let animator = ManualAnimator()
        t.present(p, animated: true, animator: animator)
        t.present(m, animated: false)
        XCTAssertTrue(push.complete())
        XCTAssertTrue(animator.cancel())
        XCTAssertTrue(p.isTornDown)
        XCTAssertEqual(t.presentedViewController === m, true)
        XCTAssertEqual(m.presentingViewController === t, true)
        XCTAssertEqual(m.appearanceState, .appeared)
        XCTAssertEqual(t.appearanceState, .disappeared)
        XCTAssertValidTrace(recorder)
        _ = window
    }

    /// A stateful container whose states map to the controllers of `controllers`, by name.
    final class Mapped: StatefulViewController<String> {
        var controllers: [String: ViewController] = [:]
        override func childViewController(for state: String) -> ViewController {
            controllers[state] ?? ViewController(name: state)
        }
    }

    /// A controller that runs a closure once from its `willMove(toParent:)` and once from its
    /// `viewDidLoad`.
    final class Joining: ViewController {
        var onWillMove: (() -> Void)?
        var onLoad: (() -> Void)?
        override func willMove(toParent parent: ViewController?) {
            super.willMove(toParent: parent)
            if let hook = onWillMove { onWillMove = nil; hook() }
        }
        override func viewDidLoad() {
            super.viewDidLoad()
            if let hook = onLoad { onLoad = nil; hook() }
        }
    }

    // LIFE-4, MIS-12: a state change of a container whose view is not loaded, loaded by a hook
    // meanwhile, loads the incoming child to place it; that child's viewDidLoad tears the
    // container down: nothing is placed afterwards, and the change reports no misuse for the
    // torn-down view (seed 9 of the model checker with teardowns from hooks mid-transition).
    @MainActor func testLIFE4_StateChangeTornDownFromTheIncomingLoadReportsNothing() async throws {
        let s = Mapped(name: "S", initialState: "A")
        let b = Joining(name: "B")
        s.controllers["B"] = b
        b.onWillMove = { _ = s.view }
        b.onLoad = { s.tearDown() }
        try withMisuseChecking { s.transition(to: "B", animated: false) }
        XCTAssertTrue(s.isTornDown)
        XCTAssertTrue(b.isTornDown)
        XCTAssertNil(b.view.superview)
    }

    // APP-2: a presented controller torn down uncovers its presenter, a container whose
    // viewDidAppear replaces it as its window's root: the child's forwarded viewDidAppear, already
    // requested, comes before the child's disappearance (seed 6 of the model checker).
    @MainActor func testAPP2_RootReplacedFromItsViewDidAppearEndsTheChildsAppearanceFirst() async {
        let a = ViewController(name: "A")
        let n = AppearingNavigation(rootViewController: a, name: "N")
        let (window, recorder) = show(n)
        let p = ViewController(name: "P"), m = ViewController(name: "M")
        p.modalPresentationStyle = .fullScreen
        m.modalPresentationStyle = .fullScreen
        n.present(p, animated: false)
        p.present(m, animated: false)
        recorder.removeAll()
        n.onDidAppear = { window.rootViewController = ViewController(name: "R2") }
        p.tearDown()
        XCTAssertEqual(
            recorder.lines.filter { $0.hasPrefix("A.view") && ($0.contains("Appear") || $0.contains("Disappear")) },
            [
                "A.viewWillAppear",
                "A.viewIsAppearing",
                "A.viewDidAppear",
                "A.viewWillDisappear",
                "A.viewDidDisappear",
            ])
        XCTAssertEqual(n.appearanceState, .disappeared)
        XCTAssertEqual(a.appearanceState, .disappeared)
        XCTAssertValidTrace(recorder)
    }

    // APP-2, APP-9: a child moved to another parent while a full-screen presentation held by an
    // animator covers its old parent ends the disappearance the old parent forwarded to it; the
    // presentation's end no longer reaches it (seeds 2 and 3 of the model checker).
    @MainActor func testAPP2_ChildMovedWhileAPresentationCoversItsParentEndsItsDisappearance() async {
        let (a, n, root, window, recorder, animator) = coveredStack()
        XCTAssertEqual(n.appearanceState, .disappearing)
        let other = ViewController(name: "O")
        other.addChild(n, into: other.view)
        XCTAssertEqual(n.appearanceState, .disappeared)
        XCTAssertEqual(a.appearanceState, .disappeared)
        XCTAssertTrue(animator.complete())
        XCTAssertEqual(n.appearanceState, .disappeared)
        XCTAssertEqual(root.appearanceState, .disappeared)
        XCTAssertValidTrace(recorder)
        _ = window
    }

    // MIS-6, APP-9: a dismissal that a cancellable animator holds makes the presenter forward an
    // appearance to its child; the window hidden meanwhile ends it; the cancelled dismissal then
    // ends only what is still open, and reports nothing (the model checker with cancellable
    // presentations).
    @MainActor func testMIS6_CancelledDismissalAfterTheWindowHidReportsNothing() async throws {
        let r = ViewController(name: "R"), c = ViewController(name: "C")
        r.addChild(c, into: r.view)
        let (window, recorder) = show(r)
        let m = ViewController(name: "M")
        m.modalPresentationStyle = .fullScreen
        r.present(m, animated: false)
        let animator = ManualAnimator()
        m.dismiss(animated: true, animator: animator)
        XCTAssertEqual(c.appearanceState, .appearing)
        window.hide()
        XCTAssertEqual(c.appearanceState, .disappeared)
        try withMisuseChecking { _ = animator.cancel() }
        XCTAssertEqual(c.appearanceState, .disappeared)
        XCTAssertValidTrace(recorder)
    }

    // LIFE-3, APP-9: the app moves the view of a tab container's selected child (a navigation
    // controller) with a plain addSubview into a view that is in no window; the container did
    // not make the move, so the child and its own child disappear with their views
    // (forest 9014407908113054071 of the model checker with foreign container changes).
    @MainActor func testLIFE3_SelectedTabsViewMovedOutOfTheWindowByTheAppDisappears() async {
        let n1 = ViewController(name: "n1")
        let nav = NavigationController(rootViewController: n1, name: "N1")
        let t = TabBarController(viewControllers: [nav, ViewController(name: "B")], name: "T")
        let (window, recorder) = show(t)
        let elsewhere = View(name: "K0")
        elsewhere.addSubview(nav.view)
        XCTAssertEqual(
            recorder.lines,
            [
                "T.view.willRemoveSubview(N1.view)", "N1.view.willMove(toSuperview: K0)",
                "N1.view.willMove(toWindow: nil)", "N1.viewWillDisappear", "n1.viewWillDisappear",
                "n1.view.willMove(toWindow: nil)", "n1.view.didMoveToWindow", "N1.view.didMoveToWindow",
                "N1.view.didMoveToSuperview", "K0.didAddSubview(N1.view)", "N1.viewDidDisappear",
                "n1.viewDidDisappear",
            ])
        XCTAssertEqual(nav.appearanceState, .disappeared)
        XCTAssertEqual(n1.appearanceState, .disappeared)
        XCTAssertEqual(t.selectedViewController === nav, true, "the records follow the tree, not the views")
        // Placed back by the app, it appears again with its view.
        recorder.removeAll()
        t.view.addSubview(nav.view)
        XCTAssertEqual(nav.appearanceState, .appeared)
        XCTAssertEqual(n1.appearanceState, .appeared)
        XCTAssertEqual(
            recorder.lines.filter { $0.contains("Appear") },
            [
                "N1.viewWillAppear",
                "n1.viewWillAppear",
                "N1.viewIsAppearing",
                "n1.viewIsAppearing",
                "N1.viewDidAppear",
                "n1.viewDidAppear",
            ])
        XCTAssertValidTrace(recorder)
        _ = window
    }

    // LIFE-3, APP-9: the view of a tab that is not selected, placed by the app in the tab
    // container's view, appears with it and disappears when the window hides (the container's
    // appearance reaches every child whose view is in its view).
    @MainActor func testLIFE3_UnselectedTabPlacedByTheAppFollowsItsWindow() async {
        let a = ViewController(name: "A"), b = ViewController(name: "B")
        let t = TabBarController(viewControllers: [a, b], name: "T")
        let (window, recorder) = show(t)
        t.view.addSubview(b.view)
        XCTAssertEqual(b.appearanceState, .appeared)
        recorder.removeAll()
        window.hide()
        XCTAssertEqual(
            recorder.lines.filter { $0.contains("ppear") },
            [
                "T.viewWillDisappear", "A.viewWillDisappear", "B.viewWillDisappear", "T.viewDidDisappear",
                "A.viewDidDisappear", "B.viewDidDisappear",
            ])
        XCTAssertEqual(b.appearanceState, .disappeared)
        XCTAssertValidTrace(recorder)
    }

    // LIFE-4, MIS-2: the app removes a controller that a push held by an animator is adding: the
    // push ends at once and gives the controller its didMove(toParent: N) before the removal,
    // which reports nothing (seed 0x5EED_C0DE of the model checker with foreign container changes).
    @MainActor func testLIFE4_ChildRemovedWhileItsPushRunsEndsThePushFirst() async throws {
        let a = ViewController(name: "A"), b = ViewController(name: "B")
        let n = NavigationController(rootViewController: a, name: "N")
        let animator = ManualAnimator()
        n.animator = animator
        let (window, recorder) = show(n)
        n.pushViewController(b, animated: true)
        XCTAssertEqual(b.parent === n, true)
        let start = recorder.lines.count
        try withMisuseChecking { n.removeChild(b) }
        let containment = recorder.lines[start...].filter { $0.hasPrefix("B.") && $0.contains("Parent") }
        XCTAssertEqual(
            containment, ["B.didMove(toParent: N)", "B.willMove(toParent: nil)", "B.didMove(toParent: nil)"])
        XCTAssertNil(b.parent)
        XCTAssertEqual(n.viewControllers.map(\.name), ["A"])
        XCTAssertValidTrace(recorder)
        _ = window
    }

    // CONT-5, COMP-12: a state change that would remove the current child of a stateful container,
    // when that child is the content of a controller container prepared in it, is refused before
    // anything changes (the model checker with foreign container changes).
    @MainActor func testCOMP12_StateChangeThatWouldRemoveAContainersContentIsRefused() async throws {
        let s = StatefulViewController<Int>(name: "S")
        let (window, recorder) = show(s)
        let k = ControllerContainer<ViewController>(name: "K")
        k.prepare(in: s, content: { ViewController(name: "X") })
        let x = try XCTUnwrap(s.children.last)
        XCTAssertEqual(s.currentChild === x, true)
        recorder.removeAll()
        XCTAssertThrowsError(try withMisuseChecking { s.transition(to: 1, animated: false) }) { error in
            XCTAssertEqual((error as? MisuseError)?.misuse, .invalidArgument)
        }
        XCTAssertEqual(recorder.lines, [])
        XCTAssertEqual(s.children.map(\.name), ["X"])
        XCTAssertNil(s.currentState)
        _ = window
    }

    // CONT-5, COMP-12: the same refusal leaves a view the app placed in the container's view where
    // it is: a refused change does not make the screen follow the tree either (seeds 6 and 43 of
    // the model checker, forest 10625842631941868863: the refusal's end removed the view).
    @MainActor func testCOMP12_ARefusedStateChangeLeavesAnAppPlacedViewInPlace() async throws {
        let s = StatefulViewController<Int>(name: "S")
        let (window, recorder) = show(s)
        let k = ControllerContainer<ViewController>(name: "K")
        k.prepare(in: s, content: { ViewController(name: "X") })
        let other = ViewController(name: "O")
        // The app's own placement, reported (MIS-3) and done: O is no child of S.
        XCTAssertMisuse(.inconsistentHierarchy) { s.view.addSubview(other.view) }
        recorder.removeAll()
        XCTAssertMisuse(.invalidArgument, unchanged: [window], recorder: recorder) {
            s.transition(to: 1, animated: true)
        }
        XCTAssertTrue(other.view.superview === s.view)
        XCTAssertEqual(s.children.map(\.name), ["X"])
        _ = window
    }

    // APP-1, APP-2, LIFE-3: a full-screen presentation held by an animator, its presenter's view
    // taken out of the window (the window gets another root) and the presentation cancelled: the
    // presenter ends its disappearance where it is, out of any window, instead of turning back to
    // appeared there (seed 16 of the model checker).
    @MainActor func testAPP1_CancelledPresentationWhosePresenterLeftTheWindowLeavesItDisappeared() async {
        let a = ViewController(name: "A")
        let n = NavigationController(rootViewController: a, name: "N")
        let (window, recorder) = show(n)
        let m = ViewController(name: "M")
        m.modalPresentationStyle = .fullScreen
        let animator = ManualAnimator()
        n.present(m, animated: true, animator: animator)
        window.rootViewController = ViewController(name: "R2")
        XCTAssertNil(n.view.window)
        let presenterRecorder = TraceRecorder()
        n.attach(presenterRecorder)
        recorder.removeAll()
        XCTAssertTrue(animator.cancel())
        XCTAssertEqual(recorder.lines.filter { $0.contains("ppear") }, ["M.viewWillDisappear", "M.viewDidDisappear"])
        XCTAssertEqual(presenterRecorder.lines, ["N.viewDidDisappear", "A.viewDidDisappear"])
        XCTAssertEqual(n.appearanceState, .disappeared)
        XCTAssertEqual(a.appearanceState, .disappeared)
        XCTAssertEqual(m.appearanceState, .disappeared)
        XCTAssertNil(n.presentedViewController)
    }

    // APP-4, LIFE-3: a visible window released from a hook, and a child of its root removed by
    // the same hook before the window's controllers disappear (the links are cut, so the
    // removal has no appearance pass): the removed child disappears with the window all
    // the same (seeds 17 and 20 of the model checker).
    @MainActor func testLIFE3_ChildRemovedFromAReleasedWindowBeforeItsControllersDisappearDisappearsToo() async {
        let r = ViewController(name: "R"), c = ViewController(name: "C")
        var window: Window? = Window(name: "W")
        window?.makeKeyAndVisible()
        window?.rootViewController = r
        r.addChild(c, into: r.view)
        XCTAssertEqual(c.appearanceState, .appeared)
        let h = Disappearing(name: "H")
        let (other, otherRecorder) = show(h)
        let recorder = TraceRecorder()
        c.view.attach(recorder)
        h.onWillDisappear = {
            window = nil
            r.removeChild(c)
        }
        other.hide()
        XCTAssertNil(window)
        XCTAssertNil(c.view.window)
        XCTAssertEqual(recorder.lines.filter { $0.contains("ppear") }, ["C.viewWillDisappear", "C.viewDidDisappear"])
        XCTAssertEqual(c.appearanceState, .disappeared)
        XCTAssertEqual(r.appearanceState, .disappeared)
        XCTAssertEqual(h.appearanceState, .disappeared)
        XCTAssertValidTrace(otherRecorder)
    }

    // APP-1, LIFE-3: the app adds a child to a navigation controller with its view in the
    // container's view; the container follows (the new child on top) and the old top's
    // viewWillDisappear gives the window another root: the new child, whose container has left
    // the window, does not appear (the model checker with foreign container changes, seeds 3, 4).
    @MainActor func testAPP1_ContainerFollowingAnAddedChildThatLeavesTheWindowFromAHookShowsNothing() async {
        let a = Disappearing(name: "A"), b = ViewController(name: "B")
        let n = NavigationController(rootViewController: a, name: "N")
        let (window, _) = show(n)
        let recorder = TraceRecorder()
        n.attach(recorder)
        a.onWillDisappear = { window.rootViewController = ViewController(name: "R2") }
        n.addChild(b, into: n.view)
        XCTAssertNil(n.view.window)
        XCTAssertEqual(n.viewControllers.map(\.name), ["A", "B"])
        XCTAssertEqual(
            recorder.lines.filter { $0.contains("ppear") },
            [
                "A.viewWillDisappear",
                "N.viewWillDisappear",
                "N.viewDidDisappear",
                "A.viewDidDisappear",
                "R2.viewWillAppear",
                "R2.viewIsAppearing",
                "R2.viewDidAppear",
            ])
        XCTAssertEqual(b.appearanceState, .disappeared)
        XCTAssertEqual(a.appearanceState, .disappeared)
        XCTAssertEqual(n.appearanceState, .disappeared)
        XCTAssertValidTrace(recorder)
    }

    /// A controller that runs a closure once, from its `viewWillAppear`.
    final class Appearing: ViewController {
        var onWillAppear: (() -> Void)?
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            if let hook = onWillAppear { onWillAppear = nil; hook() }
        }
    }

    // APP-1, LIFE-3: the app removes a tab bar controller's selected tab, the container shows the
    // next one, and a child of that tab gives the window another root from its viewWillAppear.
    // The begin it would forward to its own child is over before it forwards, so that grandchild
    // never appears (it used to get viewWillAppear after its parent had disappeared, and stayed
    // appearing in no window: the model checker with foreign container changes, seed 1).
    @MainActor func testAPP1_ChildWhoseWillAppearTakesTheWindowAwayForwardsNoBeginToItsChildren() async {
        let a = ViewController(name: "A"), b = ViewController(name: "B")
        let c = Appearing(name: "C"), d = ViewController(name: "D")
        b.addChild(c, into: b.view)
        c.addChild(d, into: c.view)
        let t = TabBarController(viewControllers: [a, b], name: "T")
        let (window, _) = show(t)
        let recorder = TraceRecorder()
        t.attach(recorder)  // T's tree, which leaves the window
        c.onWillAppear = { window.rootViewController = ViewController(name: "R2") }
        t.removeChild(a)
        XCTAssertEqual(t.viewControllers?.map(\.name), ["B"])
        XCTAssertNil(d.view.window)
        XCTAssertEqual(
            recorder.lines.filter { $0.contains("ppear") && !$0.hasPrefix("R2") },
            [
                "A.viewWillDisappear", "A.viewDidDisappear", "B.viewWillAppear", "C.viewWillAppear",
                "T.viewWillDisappear", "B.viewWillDisappear", "C.viewWillDisappear", "T.viewDidDisappear",
                "B.viewDidDisappear", "C.viewDidDisappear",
            ])
        XCTAssertEqual(d.appearanceState, .disappeared)
        XCTAssertEqual(c.appearanceState, .disappeared)
        XCTAssertEqual(b.appearanceState, .disappeared)
        XCTAssertValidTrace(recorder)
    }

    /// A controller that reads its `view` once, from its `didMove(toParent: nil)`.
    final class LoadingWhenRemoved: ViewController {
        override func didMove(toParent parent: ViewController?) {
            super.didMove(toParent: parent)
            if parent == nil { _ = view }
        }
    }

    // VC-4: a re-parented child whose didMove(toParent: nil) reads its view loads it between the
    // two halves of the re-parenting; the trace is valid (the validator used to call it a removal
    // without willMove(toParent: nil), VC-3: the model checker with foreign container changes,
    // seeds 6 and 8).
    @MainActor func testVC4_ChildLoadingItsViewWhenRemovedByAReparentingLeavesAValidTrace() async {
        let p1 = ViewController(name: "P1"), p2 = ViewController(name: "P2"), c = LoadingWhenRemoved(name: "C")
        p1.addChild(c)
        c.didMove(toParent: p1)
        let recorder = TraceRecorder()
        c.attach(recorder)
        p2.addChild(c)
        c.didMove(toParent: p2)
        XCTAssertEqual(
            recorder.lines,
            [
                "C.didMove(toParent: nil)", "C.loadView", "C.viewDidLoad", "C.willMove(toParent: P2)",
                "C.didMove(toParent: P2)",
            ])
        XCTAssertValidTrace(recorder)
    }

    /// A view that runs a closure once, when it joins a window.
    final class JoiningWindow: View {
        var onWindow: (() -> Void)?
        override func didMoveToWindow() {
            super.didMoveToWindow()
            if window != nil, let hook = onWindow { onWindow = nil; hook() }
        }
    }

    /// A controller whose root view is a ``JoiningWindow`` and that runs a closure once, from its
    /// `viewWillAppear`.
    final class AppearingInJoiningView: ViewController {
        var onWillAppear: (() -> Void)?
        override func loadView() { view = JoiningWindow(name: "\(name).view") }
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            if let hook = onWillAppear { onWillAppear = nil; hook() }
        }
    }

    // APP-1, APP-9: a push places X's view, whose joining the window hides that window; the push
    // still begins X's appearance (its transition settles it after), which X forwards to its child
    // C; X's viewWillAppear moves C into a controller in no window, which waits for the hook
    // (REENT-1) and runs right after the forward. C leaves mid-appearance where nothing is shown
    // and turns back (viewWillAppear, viewWillDisappear, viewDidDisappear): it used to get
    // viewDidAppear and stay appeared in no window (the model checker with foreign container
    // changes, seed 10).
    @MainActor func testAPP1_ChildMovedOutOfAPushedControllerMidAppearanceEndsDisappeared() async {
        let a = ViewController(name: "A"), x = AppearingInJoiningView(name: "X"), c = ViewController(name: "C")
        let q = ViewController(name: "Q")
        x.addChild(c, into: x.view)
        let n = NavigationController(rootViewController: a, name: "N")
        let (window, recorder) = show(n)
        let childRecorder = TraceRecorder()
        c.attach(childRecorder)  // C's events wherever it goes
        (x.view as? JoiningWindow)?.onWindow = { window.hide() }
        x.onWillAppear = { q.addChild(c, into: q.view) }
        n.pushViewController(x, animated: false)
        XCTAssertFalse(window.isVisible)
        XCTAssertTrue(c.parent === q)
        XCTAssertTrue(c.view.superview === q.view)
        XCTAssertEqual(
            childRecorder.lines.filter { $0.contains("ppear") },
            ["C.viewWillAppear", "C.viewWillDisappear", "C.viewDidDisappear"])
        XCTAssertEqual(c.appearanceState, .disappeared)
        XCTAssertEqual(x.appearanceState, .disappeared)
        XCTAssertEqual(n.topViewController === x, true)
        XCTAssertValidTrace(recorder)
        XCTAssertValidTrace(childRecorder)
    }

    /// A controller that runs a closure once, from its `viewSafeAreaInsetsDidChange`.
    final class InsetsChanging: ViewController {
        var onInsetsChange: (() -> Void)?
        override func viewSafeAreaInsetsDidChange() {
            super.viewSafeAreaInsetsDidChange()
            if let hook = onInsetsChange { onInsetsChange = nil; hook() }
        }
    }

    // LIFE-4, MIS-12: a push sizes the new top's view to the container's before placing it; the
    // new size changes the safe area of the top's child, whose hook tears the navigation
    // controller down. The push ends there: the view is not placed into the torn-down
    // container's view, and nothing is refused (the add used to be refused with MIS-12, a report
    // the user's push call did not cause: the model checker with foreign container changes,
    // seed 1).
    @MainActor func testLIFE4_PushWhoseNewTopsSizeLetsAHookTearTheContainerDownPlacesNothing() async {
        let a = ViewController(name: "A"), x = ViewController(name: "X"), c = InsetsChanging(name: "C")
        x.additionalSafeAreaInsets = EdgeInsets(top: 0, left: 0, bottom: 20, right: 0)
        x.addChild(c, into: x.view)  // X's view has no size yet: C's bottom inset is X's 20
        XCTAssertEqual(c.view.safeAreaInsets.bottom, 20)
        let n = NavigationController(rootViewController: a, name: "N")
        let (window, recorder) = show(n)
        c.onInsetsChange = { n.tearDown() }
        n.pushViewController(x, animated: false)  // a misuse report would fail the test here
        XCTAssertEqual(c.view.safeAreaInsets.bottom, 0)
        XCTAssertTrue(n.isTornDown)
        XCTAssertNil(x.view.superview)
        XCTAssertTrue(x.isTornDown)  // it had joined N: torn down with it (LIFE-4)
        XCTAssertTrue(c.isTornDown)
        XCTAssertEqual(x.appearanceState, .disappeared)
        XCTAssertValidTrace(recorder)
        _ = window
    }

    // REENT-1, VC-3: inside a hook of P's tree, the app asks Q to adopt P's child C and then
    // removes C from P; both wait for the operation in progress and run in that order. The removal
    // is from the parent C had when it was asked: C has left P already, and stays Q's child (it
    // used to be taken from Q, with a MIS-1 report: the model checker with foreign container
    // changes, seed 13).
    @MainActor func testREENT1_DeferredRemovalOfAChildThatMovedMeanwhileLeavesItWithItsNewParent() async {
        let r = ViewController(name: "R"), p = Joining(name: "P"), c = ViewController(name: "C")
        let q = ViewController(name: "Q")
        p.addChild(c, into: p.view)
        let recorder = TraceRecorder()
        c.attach(recorder)
        p.onWillMove = {
            q.addChild(c, into: q.view)
            c.willMove(toParent: nil)
            c.removeFromParent()
            XCTAssertTrue(c.parent === p, "both changes wait for R.addChild(P) to finish")
        }
        r.addChild(p, into: r.view)  // a misuse report would fail the test here
        XCTAssertTrue(c.parent === q)
        XCTAssertEqual(q.children.map(\.name), ["C"])
        XCTAssertEqual(p.children.map(\.name), [])
        XCTAssertTrue(c.view.superview === q.view)
        XCTAssertEqual(
            recorder.lines.filter { $0.contains("Parent") },
            [
                "C.willMove(toParent: nil)", "C.didMove(toParent: nil)", "C.willMove(toParent: Q)",
                "C.didMove(toParent: Q)",
            ])
    }

    // APP-1, APP-9: a push's new top X joins N, and its willMove(toParent:) hides the window; the
    // push still begins X's appearance, which X forwards to its child C. The app then moves C's view
    // out of X's view (into a view in no window). When the push ends, X turns back (it is in no
    // visible window) and C, still appearing, turns back with it: it used to get viewDidAppear
    // and stay appeared in no window (the model checker with foreign container changes, seed 14).
    @MainActor func testAPP1_ForwardedChildWhoseParentTurnsBackTurnsBackToo() async {
        let a = ViewController(name: "A"), x = Joining(name: "X"), c = ViewController(name: "C")
        x.addChild(c, into: x.view)
        let n = NavigationController(rootViewController: a, name: "N")
        let animator = ManualAnimator()
        n.animator = animator
        let (window, _) = show(n)
        let recorder = TraceRecorder()
        x.attach(recorder)  // X's tree: C's events too, wherever its view goes
        x.onWillMove = { window.hide() }
        n.pushViewController(x, animated: true)
        XCTAssertEqual(c.appearanceState, .appearing)
        let elsewhere = View(name: "elsewhere")
        elsewhere.addSubview(c.view)
        XCTAssertTrue(animator.complete())
        XCTAssertEqual(
            recorder.lines.filter { $0.contains("ppear") && !$0.hasPrefix("N.") },
            [
                "X.viewWillAppear", "C.viewWillAppear", "X.viewWillDisappear", "X.viewDidDisappear",
                "C.viewWillDisappear", "C.viewDidDisappear",
            ])
        XCTAssertEqual(x.appearanceState, .disappeared)
        XCTAssertEqual(c.appearanceState, .disappeared)
        XCTAssertTrue(n.topViewController === x)
        XCTAssertValidTrace(recorder)
    }

    /// A container that forwards appearance to its children by hand (UIKit's
    /// `shouldAutomaticallyForwardAppearanceMethods` answering `false`).
    final class ManualForwarding: ViewController {
        override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
    }

    // VC-4, APP-1, LIFE-3: the app moves the appeared child of a container that forwards by hand
    // to a controller in no window. The child's view leaves the window as the child leaves that
    // parent, which will not forward anything to it any more: the child disappears by its view,
    // as an uncontained controller does. It used to stay appeared in no window (the same gap let
    // a composition container's tab, pushed elsewhere while the container followed an earlier
    // change, join its new stack still appeared and be reported as MIS-2 when the push made it
    // disappear before its didMove(toParent:): the model checker with foreign container changes,
    // seed 12).
    @MainActor func testVC4_ChildLeavingAManuallyForwardingParentDisappearsWithItsView() async {
        let p = ManualForwarding(name: "P"), c = ViewController(name: "C"), q = ViewController(name: "Q")
        let (window, recorder) = show(p)
        p.addChild(c, into: p.view)
        c.beginAppearanceTransition(true, animated: false)  // P forwards by hand
        c.endAppearanceTransition()
        XCTAssertEqual(c.appearanceState, .appeared)
        let childRecorder = TraceRecorder()
        c.attach(childRecorder)
        recorder.removeAll()
        q.addChild(c, into: q.view)
        XCTAssertTrue(c.parent === q)
        XCTAssertNil(c.view.window)
        XCTAssertEqual(c.appearanceState, .disappeared)
        XCTAssertEqual(
            childRecorder.lines.filter { $0.contains("ppear") || $0.contains("Parent") },
            [
                "C.viewWillDisappear", "C.viewDidDisappear", "C.didMove(toParent: nil)", "C.willMove(toParent: Q)",
                "C.didMove(toParent: Q)",
            ])
        XCTAssertValidTrace(childRecorder)
        _ = window
    }

    /// A view that runs a closure once, when it joins a superview.
    final class JoiningSuperview: View {
        var onSuperview: (() -> Void)?
        override func didMoveToSuperview() {
            super.didMoveToSuperview()
            if superview != nil, let hook = onSuperview { onSuperview = nil; hook() }
        }
    }

    // VC-2, REENT-1, LIFE-4: a held push of B; the app moves B's view out of N's view, and a hook
    // of a view joining B's view's new tree cancels the push while that tree is busy. The rollback
    // announces B's removal (willMove(toParent: nil)), and the removal itself waits for that
    // operation; so does the pop queued behind the push, which then finds B announced and finishes
    // that removal instead of announcing it again (the model checker with foreign container
    // changes, seed 13, announced it twice). Nothing puts B's view back into N's view after B has
    // left N: a placement that waited is made only for a child that is still there (it used to
    // place the view of a controller no longer contained, reported as MIS-3, and make it appear).
    @MainActor func testVC2_CancelledPushWhoseRemovalWaitsRemovesTheChildOnceAndPlacesNothing() async {
        let a = ViewController(name: "A"), b = ViewController(name: "B")
        let n = NavigationController(rootViewController: a, name: "N")
        let animator = ManualAnimator()
        n.animator = animator
        let (window, _) = show(n)
        let recorder = TraceRecorder()
        b.attach(recorder)  // B's events wherever its view goes
        n.pushViewController(b, animated: true)
        n.popViewController(animated: false)  // waits behind the push
        let holder = View(name: "holder")
        holder.addSubview(b.view)  // the app moves B's view out of N's view, into no window
        let badge = JoiningSuperview(name: "badge")
        badge.onSuperview = { animator.cancel() }
        holder.addSubview(badge)  // a misuse report would fail the test here
        XCTAssertFalse(animator.isRunning)
        XCTAssertEqual(n.viewControllers.map(\.name), ["A"])
        XCTAssertNil(b.parent)
        XCTAssertNil(b.view.superview)
        XCTAssertEqual(
            recorder.lines.filter { $0.hasPrefix("B.") && ($0.contains("Parent") || $0.contains("ppear")) },
            [
                "B.willMove(toParent: N)",
                "B.viewWillAppear",
                "B.viewIsAppearing",
                "B.didMove(toParent: N)",
                "B.viewWillDisappear",
                "B.viewDidDisappear",
                "B.willMove(toParent: nil)",
                "B.didMove(toParent: nil)",
            ])
        XCTAssertEqual(b.appearanceState, .disappeared)
        XCTAssertEqual(a.appearanceState, .appeared)
        XCTAssertValidTrace(recorder)
        _ = window
    }

    // LIFE-4, LIFE-3: a held push in a visible window; the window hides, then the app moves the
    // navigation controller into a controller in no window, which ends the push (abandoned). The
    // outgoing top, which was disappearing, does not go back to appeared: its view is in no
    // visible window (it used to get viewWillAppear and viewDidAppear there: the model checker
    // with foreign container changes, seed 17).
    @MainActor func testLIFE4_PushAbandonedByMovingTheContainerOutOfTheWindowLeavesTheOldTopDisappeared() async {
        let a = ViewController(name: "A"), b = ViewController(name: "B")
        let n = NavigationController(rootViewController: a, name: "N")
        let animator = ManualAnimator()
        n.animator = animator
        let root = ViewController(name: "R"), q = ViewController(name: "Q")
        root.addChild(n, into: root.view)
        let (window, _) = show(root)
        let recorder = TraceRecorder()
        n.attach(recorder)  // N's tree, which leaves the window
        n.pushViewController(b, animated: true)
        XCTAssertEqual(a.appearanceState, .disappearing)
        window.hide()  // the push holds its children's appearance until it ends
        q.addChild(n, into: q.view)
        XCTAssertFalse(animator.isRunning)
        XCTAssertNil(a.view.window)
        XCTAssertEqual(a.appearanceState, .disappeared)
        XCTAssertEqual(b.appearanceState, .disappeared)
        XCTAssertEqual(n.appearanceState, .disappeared)
        XCTAssertEqual(
            recorder.lines.filter { $0.hasPrefix("A.") && $0.contains("ppear") },
            ["A.viewWillDisappear", "A.viewDidDisappear"])
        XCTAssertValidTrace(recorder)
        _ = window
    }

    /// A view that runs a closure once, when it is about to leave its superview.
    final class LeavingSuperview: View {
        var onLeave: (() -> Void)?
        override func willMove(toSuperview newSuperview: View?) {
            super.willMove(toSuperview: newSuperview)
            if newSuperview == nil, let hook = onLeave { onLeave = nil; hook() }
        }
    }

    /// A controller whose root view is a ``LeavingSuperview``.
    final class WithLeavingView: ViewController {
        override func loadView() { view = LeavingSuperview(name: "\(name).view") }
    }

    // LIFE-4, VC-2, VIEW-1: a pop held by an animator that cannot cancel announces B's removal;
    // the app moved B's view elsewhere and now removes it, and that view's willMove(toSuperview:)
    // moves N under another controller, which abandons the pop. The abandonment finishes B's
    // announced removal inside the move of B's view: it no longer moves that view a second time
    // from inside its own move (it crashed: "Index out of range" in the move; the model checker
    // with foreign presentation changes, seed 2).
    @MainActor func testLIFE4_PopAbandonedFromAHookOfTheOutgoingViewsOwnMoveDoesNotCrash() async {
        let a = ViewController(name: "A"), b = WithLeavingView(name: "B")
        let n = NavigationController(rootViewController: a, name: "N")
        n.animator = ManualAnimator(supportsCancellation: false)
        n.pushViewController(b, animated: false)
        n.loadViewIfNeeded()
        let recorder = TraceRecorder()
        b.attach(recorder)
        n.popViewController(animated: true)  // held: B got willMove(toParent: nil)
        let holder = View(name: "holder"), q = ViewController(name: "Q")
        holder.addSubview(b.view)
        (b.view as? LeavingSuperview)?.onLeave = { q.addChild(n, into: q.view) }
        b.view.removeFromSuperview()
        XCTAssertNil(b.view.superview)
        XCTAssertNil(b.parent)
        XCTAssertTrue(n.parent === q)
        XCTAssertEqual(n.viewControllers.map(\.name), ["A"])
        XCTAssertEqual(
            recorder.lines.filter { $0.hasPrefix("B.") },
            [
                "B.willMove(toParent: nil)", "B.view.willMove(toSuperview: holder)", "B.view.didMoveToSuperview",
                "B.view.willMove(toSuperview: nil)", "B.didMove(toParent: nil)", "B.view.didMoveToSuperview",
            ])
        XCTAssertValidTrace(recorder)
    }

    // LIFE-3, APP-9: a controller presented full screen; its viewDidAppear asks to move its own
    // view into the presenter's view, in the same visible window (the app's move, which waits for
    // the presentation, REENT-1, and is reported as MIS-3 (b)). The presented controller follows
    // its view (it is not disappeared for no longer being a subview of the window, the model
    // checker with foreign presentation changes, seeds 4, 5), and its view now sits in the
    // covered presenter's view, which UIKit takes off screen for a full-screen presentation: it
    // disappears after the move, with its child (the covered-presenter policy of Composition.md).
    @MainActor func testLIFE3_PresentedControllerWhoseViewTheAppMovesIntoItsCoveredPresenterDisappears() async {
        let a = ViewController(name: "A"), r = ViewController(name: "r")
        let p = AppearingNavigation(rootViewController: r, name: "P")
        p.modalPresentationStyle = .fullScreen
        let (window, recorder) = show(a)
        p.onDidAppear = { a.view.addSubview(p.view) }  // waits for the presentation (REENT-1)
        XCTAssertMisuse(.inconsistentHierarchy) { a.present(p, animated: false) }
        XCTAssertTrue(p.view.superview === a.view)
        XCTAssertTrue(p.view.window === window)
        XCTAssertEqual(p.appearanceState, .disappeared)
        XCTAssertEqual(r.appearanceState, .disappeared)
        XCTAssertEqual(a.appearanceState, .disappeared)  // covered full screen (COMP-10)
        XCTAssertEqual(
            recorder.lines.filter { $0.hasPrefix("P.") && $0.contains("ppear") },
            [
                "P.viewWillAppear",
                "P.viewIsAppearing",
                "P.viewDidAppear",
                "P.viewWillDisappear",
                "P.viewDidDisappear",
            ])
        XCTAssertValidTrace(recorder)
    }
}
