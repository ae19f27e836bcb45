import ContainerKit
import ContainerKitTesting
import XCTest

/// The composition cases of issue "One source of truth", through the public API only: a
/// container's records (stack, tabs, current child, state) follow the containment tree whatever
/// changes it (`COMP-12`), a moved controller leaves its first container as UIKit moves it, and a
/// refused request changes nothing. Each trace is the one documented in `Composition.md`.
final class CompositionRegressionTests: XCTestCase {
    /// A controller that runs a closure once, in `willMove(toParent:)`.
    final class Hooked: ViewController {
        var onWillMoveToParent: ((ViewController?) -> Void)?
        override func willMove(toParent parent: ViewController?) {
            super.willMove(toParent: parent)
            if let hook = onWillMoveToParent { onWillMoveToParent = nil; hook(parent) }
        }
    }

    /// A stateful container whose states all map to the controllers of `children`, by name.
    final class Mapped: StatefulViewController<String> {
        var controllers: [String: ViewController] = [:]
        override func childViewController(for state: String) -> ViewController {
            controllers[state] ?? ViewController(name: state)
        }
    }

    /// `root` as the root of a visible window `W` with a recorder, cleared after the set-up.
    @MainActor private func show(_ root: ViewController) -> (Window, TraceRecorder) { showInVisibleWindow(root) }

    /// A root `R` holding `left` and `right` side by side, shown in a visible window.
    @MainActor private func showSideBySide(_ left: ViewController, _ right: ViewController) -> (Window, TraceRecorder) {
        let root = ViewController(name: "R")
        root.addChild(left, into: root.view)
        root.addChild(right, into: root.view)
        return show(root)
    }

    /// `N1` (`[A, C]`) and `N2` (`[X]`) side by side in a visible window; the recorder is cleared.
    @MainActor private func twoStacks() -> (
        n1: NavigationController, n2: NavigationController, c: ViewController, window: Window, recorder: TraceRecorder
    ) {
        let c = ViewController(name: "C")
        let n1 = NavigationController(rootViewController: ViewController(name: "A"), name: "N1")
        let n2 = NavigationController(rootViewController: ViewController(name: "X"), name: "N2")
        let (window, recorder) = showSideBySide(n1, n2)
        n1.pushViewController(c, animated: false)
        recorder.removeAll()
        return (n1, n2, c, window, recorder)
    }

    /// The controller lines of a trace, and the views joining and leaving superviews
    /// (`didAddSubview`, `willRemoveSubview`); the views' own move hooks are left out.
    @MainActor private func controllerLines(_ recorder: TraceRecorder) -> [String] {
        recorder.lines.filter { !$0.contains(".view.willMove") && !$0.contains(".view.didMove") }
    }

    @MainActor private func names(_ controllers: [ViewController]) -> [String] { controllers.map(\.name) }

    // COMP-12: an entry torn down in the middle of a stack leaves the stack with it; a later
    // popToRoot never reaches it (LIFE-2).
    @MainActor func testCOMP12_EntryTornDownLeavesTheStack() async {
        let a = ViewController(name: "A"), b = ViewController(name: "B"), c = ViewController(name: "C")
        let n = NavigationController(rootViewController: a, name: "N")
        let (window, recorder) = show(n)
        n.pushViewController(b, animated: false)
        n.pushViewController(c, animated: false)
        recorder.removeAll()
        b.tearDown()
        XCTAssertTrace(recorder, equals: ["B.willMove(toParent: nil)", "B.didMove(toParent: nil)"])
        XCTAssertEqual(names(n.viewControllers), ["A", "C"])
        XCTAssertEqual(names(n.children), ["A", "C"])
        recorder.removeAll()
        n.popToRootViewController(animated: false)
        XCTAssertEqual(
            controllerLines(recorder),
            [
                "N.transition(from: C, to: A)",
                "C.willMove(toParent: nil)",
                "N.view.didAddSubview(A.view)",
                "C.viewWillDisappear",
                "A.viewWillAppear",
                "A.viewIsAppearing",
                "A.viewWillLayoutSubviews",
                "A.view.layoutSubviews",
                "A.viewDidLayoutSubviews",
                "N.view.willRemoveSubview(C.view)",
                "C.viewDidDisappear",
                "A.viewDidAppear",
                "C.didMove(toParent: nil)",
                "N.transitionDidEnd(from: C, to: A)",
            ])
        XCTAssertEqual(names(n.viewControllers), ["A"])
        XCTAssertValidTrace(recorder)
        _ = window
    }

    // COMP-12, VC-4: a controller pushed on a second navigation controller moves, as UIKit moves
    // it: the first stack loses it as if it had been removed (it disappears there), its new top
    // comes on screen, and the pushed controller appears in the second stack.
    @MainActor func testCOMP12_PushOnASecondNavigationControllerMovesTheController() async {
        let (n1, n2, c, window, recorder) = twoStacks()
        n2.pushViewController(c, animated: false)
        XCTAssertEqual(
            controllerLines(recorder),
            [
                "N2.transition(from: X, to: C)",
                "N1.view.willRemoveSubview(C.view)",
                "C.viewWillDisappear",
                "C.viewDidDisappear",
                "C.didMove(toParent: nil)",
                "C.willMove(toParent: N2)",
                "N1.view.didAddSubview(A.view)",
                "A.viewWillAppear",
                "A.viewIsAppearing",
                "A.viewDidAppear",
                "N2.view.didAddSubview(C.view)",
                "X.viewWillDisappear",
                "C.viewWillAppear",
                "C.viewIsAppearing",
                "C.viewWillLayoutSubviews",
                "C.view.layoutSubviews",
                "C.viewDidLayoutSubviews",
                "N2.view.willRemoveSubview(X.view)",
                "X.viewDidDisappear",
                "C.viewDidAppear",
                "C.didMove(toParent: N2)",
                "N2.transitionDidEnd(from: X, to: C)",
            ])
        XCTAssertEqual(names(n1.viewControllers), ["A"])
        XCTAssertEqual(names(n1.children), ["A"])
        XCTAssertEqual(names(n2.viewControllers), ["X", "C"])
        XCTAssertEqual(n1.view.subviews.map(\.name), ["A.view"])
        XCTAssertEqual(n1.topViewController?.appearanceState, .appeared)
        XCTAssertValidTrace(recorder)
        _ = window
    }

    // MIS-4, COMP-12: in strict mode the same push is refused and changes nothing.
    @MainActor func testMIS4_PushOfAnotherStacksControllerIsRefusedInStrictMode() async {
        let (n1, n2, c, window, recorder) = twoStacks()
        window.containmentPolicy = .strict
        XCTAssertMisuse(.childHasAnotherParent, unchanged: [window], recorder: recorder) {
            n2.pushViewController(c, animated: false)
        }
        XCTAssertEqual(names(n1.viewControllers), ["A", "C"])
        XCTAssertEqual(names(n2.viewControllers), ["X"])
    }

    // COMP-12, VC-4: a tab added to a second tab controller moves; the first one selects its
    // first tab, which comes on screen.
    @MainActor func testCOMP12_TabAddedToASecondTabControllerMoves() async {
        let a = ViewController(name: "A"), b = ViewController(name: "B"), x = ViewController(name: "X")
        let t1 = TabBarController(viewControllers: [a, b], name: "T1")
        let t2 = TabBarController(viewControllers: [x], name: "T2")
        let (window, recorder) = showSideBySide(t1, t2)
        t1.selectTab(b)
        recorder.removeAll()
        t2.setViewControllers([x, b], selectedIndex: 1)
        XCTAssertEqual(
            controllerLines(recorder),
            [
                "T2.transition(from: X, to: B)",
                "T1.view.willRemoveSubview(B.view)",
                "B.viewWillDisappear",
                "B.viewDidDisappear",
                "B.didMove(toParent: nil)",
                "B.willMove(toParent: T2)",
                "T1.view.didAddSubview(A.view)",
                "A.viewWillAppear",
                "A.viewIsAppearing",
                "A.viewDidAppear",
                "T2.view.didAddSubview(B.view)",
                "B.viewWillAppear",
                "X.viewWillDisappear",
                "B.viewIsAppearing",
                "B.viewWillLayoutSubviews",
                "B.view.layoutSubviews",
                "B.viewDidLayoutSubviews",
                "T2.view.willRemoveSubview(X.view)",
                "X.viewDidDisappear",
                "B.viewDidAppear",
                "B.didMove(toParent: T2)",
                "T2.transitionDidEnd(from: X, to: B)",
            ])
        XCTAssertEqual(names(t1.viewControllers ?? []), ["A"])
        XCTAssertTrue(t1.selectedViewController === a)
        XCTAssertEqual(t1.selectedIndex, 0)
        XCTAssertEqual(names(t2.viewControllers ?? []), ["X", "B"])
        XCTAssertEqual(t2.selectedIndex, 1)
        // UIKit's `Int`: a ported `viewControllers![selectedIndex]` compiles and reads the selection.
        XCTAssertTrue(t2.viewControllers?[t2.selectedIndex] === t2.selectedViewController)
        XCTAssertValidTrace(recorder)
        withExtendedLifetime(window) {}  // the window stays visible to the end (LIFE-3)
    }

    // MIS-4: in strict mode a tab of another tab controller is refused.
    @MainActor func testMIS4_TabOfAnotherTabControllerIsRefusedInStrictMode() async {
        let a = ViewController(name: "A"), b = ViewController(name: "B"), x = ViewController(name: "X")
        let t1 = TabBarController(viewControllers: [a, b], name: "T1")
        let t2 = TabBarController(viewControllers: [x], name: "T2")
        let (window, recorder) = showSideBySide(t1, t2)
        window.containmentPolicy = .strict
        XCTAssertMisuse(.childHasAnotherParent, unchanged: [window], recorder: recorder) {
            t2.setViewControllers([x, b], selectedIndex: 1)
        }
        XCTAssertEqual(names(t1.viewControllers ?? []), ["A", "B"])
        XCTAssertEqual(names(t2.viewControllers ?? []), ["X"])
    }

    // COMP-12, VC-4: a stateful container's child that a second stateful container shows moves;
    // the first one has no child and no state left.
    @MainActor func testCOMP12_StatefulChildShownByASecondContainerMoves() async {
        let x = ViewController(name: "X")
        let s1 = Mapped(name: "S1"), s2 = Mapped(name: "S2")
        s1.controllers = ["a": x]
        s2.controllers = ["b": x]
        let (window, recorder) = showSideBySide(s1, s2)
        s1.transition(to: "a", animated: false)
        s2.transition(to: "0", animated: false)
        recorder.removeAll()
        s2.transition(to: "b", animated: false)
        XCTAssertNil(s1.currentChild)
        XCTAssertNil(s1.currentState)
        XCTAssertEqual(names(s1.children), [])
        XCTAssertTrue(s2.currentChild === x)
        XCTAssertEqual(s2.currentState, "b")
        XCTAssertEqual(x.appearanceState, .appeared)
        XCTAssertTrace(
            recorder, subjects: ["X"], hooks: LifecycleEvent.Hook.containment,
            equals: ["X.didMove(toParent: nil)", "X.willMove(toParent: S2)", "X.didMove(toParent: S2)"])
        XCTAssertValidTrace(recorder)
        _ = window
    }

    // COMP-12: addChild and removeChild called on a navigation controller itself change the stack
    // (policy: the stack follows the tree, as UIKit's); the screen follows at once.
    @MainActor func testCOMP12_AddChildAndRemoveChildOnANavigationControllerChangeTheStack() async {
        let a = ViewController(name: "A"), b = ViewController(name: "B")
        let x = ViewController(name: "X"), y = ViewController(name: "Y")
        let n = NavigationController(rootViewController: a, name: "N")
        let (window, recorder) = show(n)
        n.pushViewController(b, animated: false)
        recorder.removeAll()
        n.addChild(x)
        x.didMove(toParent: n)
        XCTAssertEqual(
            controllerLines(recorder),
            [
                "X.willMove(toParent: N)",
                "X.loadView",
                "X.viewDidLoad",
                "N.view.didAddSubview(X.view)",
                "B.viewWillDisappear",
                "X.viewWillAppear",
                "N.view.willRemoveSubview(B.view)",
                "B.viewDidDisappear",
                "X.viewIsAppearing",
                "X.viewDidAppear",
                "X.didMove(toParent: N)",
            ])
        XCTAssertEqual(names(n.viewControllers), ["A", "B", "X"])
        XCTAssertEqual(n.view.subviews.map(\.name), ["X.view"])
        recorder.removeAll()
        n.removeChild(x)
        XCTAssertEqual(
            controllerLines(recorder),
            [
                "X.willMove(toParent: nil)",
                "N.view.willRemoveSubview(X.view)",
                "X.viewWillDisappear",
                "X.viewDidDisappear",
                "X.didMove(toParent: nil)",
                "N.view.didAddSubview(B.view)",
                "B.viewWillAppear",
                "B.viewIsAppearing",
                "B.viewDidAppear",
            ])
        XCTAssertEqual(names(n.viewControllers), ["A", "B"])
        XCTAssertEqual(x.appearanceState, .disappeared, "a child removed from the screen disappears")
        recorder.removeAll()
        n.addChild(y, into: n.view)
        XCTAssertEqual(
            controllerLines(recorder),
            [
                "Y.willMove(toParent: N)",
                "Y.loadView",
                "Y.viewDidLoad",
                "N.view.didAddSubview(Y.view)",
                "Y.didMove(toParent: N)",
                "B.viewWillDisappear",
                "Y.viewWillAppear",
                "N.view.willRemoveSubview(B.view)",
                "B.viewDidDisappear",
                "Y.viewIsAppearing",
                "Y.viewDidAppear",
            ])
        XCTAssertEqual(names(n.viewControllers), ["A", "B", "Y"])
        recorder.removeAll()
        a.willMove(toParent: nil)
        a.removeFromParent()
        XCTAssertTrace(recorder, equals: ["A.willMove(toParent: nil)", "A.didMove(toParent: nil)"])
        XCTAssertEqual(names(n.viewControllers), ["B", "Y"])
        XCTAssertEqual(names(n.children), ["B", "Y"])
        XCTAssertValidTrace(recorder)
        _ = window
    }

    // COMP-12: removeChild of the top, and replaceChild, on a navigation controller: the stack
    // equals the children after each.
    @MainActor func testCOMP12_RemoveChildAndReplaceChildKeepTheStackEqualToTheChildren() async {
        let a = ViewController(name: "A"), b = ViewController(name: "B"), x = ViewController(name: "X")
        let n = NavigationController(rootViewController: a, name: "N")
        let (window, recorder) = show(n)
        n.pushViewController(b, animated: false)
        recorder.removeAll()
        n.removeChild(b)
        XCTAssertEqual(
            controllerLines(recorder),
            [
                "B.willMove(toParent: nil)",
                "N.view.willRemoveSubview(B.view)",
                "B.viewWillDisappear",
                "B.viewDidDisappear",
                "B.didMove(toParent: nil)",
                "N.view.didAddSubview(A.view)",
                "A.viewWillAppear",
                "A.viewIsAppearing",
                "A.viewDidAppear",
            ])
        XCTAssertEqual(names(n.children), ["A"])
        XCTAssertEqual(names(n.viewControllers), ["A"])
        recorder.removeAll()
        n.replaceChild(a, with: x, animated: false)
        XCTAssertEqual(
            controllerLines(recorder),
            [
                "N.transition(from: A, to: X)",
                "X.willMove(toParent: N)",
                "X.loadView",
                "X.viewDidLoad",
                "N.view.didAddSubview(X.view)",
                "X.viewWillAppear",
                "X.didMove(toParent: N)",
                "A.willMove(toParent: nil)",
                "A.viewWillDisappear",
                "X.viewIsAppearing",
                "X.viewWillLayoutSubviews",
                "X.view.layoutSubviews",
                "X.viewDidLayoutSubviews",
                "N.view.willRemoveSubview(A.view)",
                "A.viewDidDisappear",
                "X.viewDidAppear",
                "A.didMove(toParent: nil)",
                "N.transitionDidEnd(from: A, to: X)",
            ])
        XCTAssertEqual(names(n.children), ["X"])
        XCTAssertEqual(names(n.viewControllers), ["X"])
        XCTAssertValidTrace(recorder)
        _ = window
    }

    // COMP-12: a state that maps to the controller already shown for another state: the state
    // changes, the child stays, no hook; the completion gets true.
    @MainActor func testCOMP12_StateMappingToTheShownControllerKeepsItsChild() async {
        let x = ViewController(name: "X")
        let s = Mapped(name: "S")
        s.controllers = ["a": x, "b": x]
        let (window, recorder) = show(s)
        s.transition(to: "a", animated: false)
        recorder.removeAll()
        var completions: [Bool] = []
        s.transition(to: "b", animated: false) { completions.append($0) }
        XCTAssertTrace(recorder, equals: [])
        XCTAssertEqual(completions, [true])
        XCTAssertEqual(names(s.children), ["X"])
        XCTAssertTrue(s.currentChild === x)
        XCTAssertEqual(s.currentState, "b")
        XCTAssertEqual(x.appearanceState, .appeared)
        _ = window
    }

    // COMP-12, VC-4: a popped controller whose willMove(toParent: nil) adds it to Q stays in Q:
    // it leaves N as if removed (disappears), appears in Q, the pop does not take it out of Q,
    // and nothing is reported (no MIS-1).
    @MainActor func testCOMP12_PoppedControllerMovedByItsHookStaysWhereTheHookPutIt() async {
        let a = ViewController(name: "A"), b = Hooked(name: "B"), q = ViewController(name: "Q")
        let n = NavigationController(rootViewController: a, name: "N")
        let (window, recorder) = showSideBySide(n, q)
        n.pushViewController(b, animated: false)
        recorder.removeAll()
        b.onWillMoveToParent = { parent in if parent == nil { q.addChild(b, into: q.view) } }
        n.popViewController(animated: false)
        XCTAssertEqual(
            controllerLines(recorder),
            [
                "N.transition(from: B, to: A)",
                "B.willMove(toParent: nil)",
                "N.view.willRemoveSubview(B.view)",
                "B.viewWillDisappear",
                "B.viewDidDisappear",
                "B.didMove(toParent: nil)",
                "B.willMove(toParent: Q)",
                "B.viewWillAppear",
                "Q.view.didAddSubview(B.view)",
                "B.viewIsAppearing",
                "B.viewDidAppear",
                "B.didMove(toParent: Q)",
                "N.view.didAddSubview(A.view)",
                "A.viewWillAppear",
                "A.viewIsAppearing",
                "A.viewWillLayoutSubviews",
                "A.view.layoutSubviews",
                "A.viewDidLayoutSubviews",
                "A.viewDidAppear",
                "N.transitionDidEnd(from: B, to: A)",
            ])
        XCTAssertTrue(b.parent === q)
        XCTAssertEqual(names(n.viewControllers), ["A"])
        XCTAssertEqual(b.appearanceState, .appeared)
        XCTAssertTrue(b.view.window === window)
    }

    // COMP-12, COMP-6: the same move from an interactive pop, whose willMove(toParent: nil) comes
    // at the commit: the controller ends appeared in Q, the pop commits without it, no report.
    @MainActor func testCOMP12_InteractivelyPoppedControllerMovedByItsHookStaysWhereTheHookPutIt() async {
        let a = ViewController(name: "A"), b = Hooked(name: "B"), q = ViewController(name: "Q")
        let n = NavigationController(rootViewController: a, name: "N")
        let animator = ManualAnimator()
        n.animator = animator
        let (window, recorder) = showSideBySide(n, q)
        n.pushViewController(b, animated: false)
        b.onWillMoveToParent = { parent in if parent == nil { q.addChild(b, into: q.view) } }
        var completions: [Bool] = []
        n.popViewController(animated: true) { completions.append($0) }
        XCTAssertTrue(animator.complete())
        XCTAssertEqual(completions, [true])
        XCTAssertTrue(b.parent === q)
        XCTAssertEqual(names(n.viewControllers), ["A"])
        XCTAssertEqual(b.appearanceState, .appeared)
        XCTAssertEqual(a.appearanceState, .appeared)
        XCTAssertTrue(b.view.window === window)
        XCTAssertValidTrace(recorder)
    }

    // MIS-12, COMP-12: pops on a torn-down navigation controller are refused, each with one
    // report, and change nothing: no hook on its torn-down children.
    @MainActor func testMIS12_PopsOnATornDownNavigationControllerChangeNothing() async {
        let a = ViewController(name: "A"), b = ViewController(name: "B")
        let n = NavigationController(rootViewController: a, name: "N")
        let (window, recorder) = show(n)
        n.pushViewController(b, animated: false)
        n.tearDown()
        recorder.removeAll()
        XCTAssertMisuse(.tornDown, controllers: [n], recorder: recorder) { n.popViewController(animated: false) }
        XCTAssertMisuse(.tornDown, controllers: [n], recorder: recorder) { n.popViewController() }
        XCTAssertMisuse(.tornDown, controllers: [n], recorder: recorder) { n.popToRootViewController() }
        XCTAssertEqual(names(n.viewControllers), ["A", "B"])
        XCTAssertTrace(recorder, equals: [])
        _ = window
    }

    // ARG (MIS-14's neighbour): `setViewControllers(_:selectedIndex:)` with an index outside the new
    // tabs is refused and reported, and nothing changes; it used to be accepted silently (the
    // first tab selected).
    @MainActor func testARG_SetViewControllersWithASelectedIndexOutOfRangeIsRefused() async {
        let a = ViewController(name: "A"), b = ViewController(name: "B")
        let t = TabBarController(name: "T")
        t.setViewControllers([a])
        let (window, recorder) = show(t)
        let report = XCTAssertMisuse(.invalidArgument, unchanged: [window], recorder: recorder) {
            t.setViewControllers([b, a], selectedIndex: 7)
        }
        XCTAssertEqual(report?.reason, .noTab(tabBar: "T", index: 7))
        XCTAssertEqual(t.viewControllers?.map(\.name), ["A"])
        XCTAssertTrue(t.selectedViewController === a)
    }

    // MIS-12, CallSite: a push that waits behind a held push and is refused when it runs reports
    // at the line of the app's push, not at the call that let it start (nor nowhere).
    @MainActor func testMIS12_QueuedPushRefusedWhenItRunsReportsAtItsOwnLine() async {
        let a = ViewController(name: "A"), b = ViewController(name: "B"), x = ViewController(name: "X")
        let n = NavigationController(rootViewController: a, name: "N")
        let animator = ManualAnimator()
        n.animator = animator
        let (window, _) = show(n)
        n.pushViewController(b, animated: true)
        let pushLine: UInt = #line + 1
        n.pushViewController(x, animated: false)
        x.tearDown()
        let report = XCTAssertMisuse(.tornDown) { _ = animator.complete() }
        XCTAssertEqual(report?.location?.line, pushLine)
        XCTAssertEqual(n.viewControllers.map(\.name), ["A", "B"])
        _ = window
    }

    // VC-2, LIFE-4: a push whose incoming controller's willMove(toParent:) tears down the
    // container's top (a container view's content, a child of the stack) is abandoned: the
    // incoming controller's move completes with its didMove(toParent:) before the abandonment
    // removes it again, never a second willMove(toParent:) without the first one's did-hook. (The
    // model checker's forest 12093521364787493894, replayed by ModelCheckTests, breaks the lease
    // before the link exists; this public-API case breaks it after.)
    @MainActor func testVC2_APushAbandonedFromTheIncomingWillMoveCompletesTheMoveBeforeTheRemoval() async {
        let a = ViewController(name: "A")
        let n = NavigationController(rootViewController: a, name: "N")
        let (window, recorder) = show(n)
        let k = ControllerContainer<ViewController>(name: "K")
        n.view.addSubview(k)
        k.prepare(in: n, content: { ViewController(name: "X") })
        guard let x = k.content else { return XCTFail("K has no content") }
        let p = Hooked(name: "P")
        p.onWillMoveToParent = { _ in x.tearDown() }
        recorder.removeAll()
        n.pushViewController(p, animated: false)
        XCTAssertEqual(
            recorder.lines.filter { $0.hasPrefix("P.") && $0.contains("Move(toParent") },
            [
                "P.willMove(toParent: N)", "P.didMove(toParent: N)", "P.willMove(toParent: nil)",
                "P.didMove(toParent: nil)",
            ])
        XCTAssertValidTrace(recorder)
        XCTAssertEqual(n.viewControllers.map(\.name), ["A"])
        _ = window
    }

}
