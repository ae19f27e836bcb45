import ContainerKitTesting
import XCTest

@testable import ContainerKit

/// `LIFE-4`: tearing down or re-parenting a node while a transition involving it is in progress
/// ends that transition at once: its completion gets `false`, later animator calls do nothing, and
/// no hook reaches a torn-down node (`LIFE-2`).
final class TransitionLeaseTests: XCTestCase {
    /// A navigation controller `N` with root `A`, root of a visible window, driven by a manual animator.
    @MainActor private func navigation() -> (NavigationController, ProbeChild, ManualAnimator, Window, TraceRecorder) {
        let a = ProbeChild(name: "A")
        let n = NavigationController(rootViewController: a, name: "N")
        let animator = ManualAnimator()
        n.animator = animator
        let (window, recorder) = showInWindow(n)
        return (n, a, animator, window, recorder)
    }

    // LIFE-4, LIFE-2: a push held by a manual animator; N.tearDown(); animator.complete().
    @MainActor func testLIFE4_TearDownDuringHeldPushEndsIt() async throws {
        let (n, a, animator, window, recorder) = navigation()
        let b = ProbeChild(name: "B")
        var finished: [Bool] = []
        n.pushViewController(b) { finished.append($0) }
        XCTAssertTrue(animator.isRunning)
        let context = try XCTUnwrap(animator.current)
        let mark = recorder.lines.count
        n.tearDown()
        XCTAssertEqual(finished, [false], "the completion runs at once, with false")
        XCTAssertFalse(context.isRunning)
        XCTAssertTrue(context.isAbandoned)
        XCTAssertFalse(animator.isRunning, "the animator holds nothing any more")
        let lines = recorder.lines
        XCTAssertFalse(animator.complete(), "later animator calls do nothing")
        context.complete()
        XCTAssertFalse(context.cancel())
        XCTAssertEqual(recorder.lines, lines, "no hook after the teardown")
        XCTAssertEqual(finished, [false])
        XCTAssertTrue(a.isTornDown && b.isTornDown)
        XCTAssertNil(window.rootViewController)
        // The transition ends before the teardown's hooks: B gets its did-move, the appearance
        // transitions of the push close as leaving for good (B reverses, A's disappearance ends),
        // then N disappears.
        XCTAssertEqual(
            controllerLines(recorder, from: mark),
            [
                "B.didMove(toParent: N)", "B.viewWillDisappear", "B.viewDidDisappear", "A.viewDidDisappear",
                "N.viewWillDisappear", "N.viewDidDisappear",
            ])
        XCTAssertValidTrace(recorder)
    }

    // LIFE-4, LIFE-2: the same push, torn down from B.viewWillAppear (deferred to the end of that
    // hook's operation, in the middle of the transition's start).
    @MainActor func testLIFE4_TearDownFromIncomingWillAppearEndsThePush() async throws {
        let (n, _, animator, window, recorder) = navigation()
        defer { _ = window }
        let b = ProbeChild(name: "B")
        b.onWillAppear = { n.tearDown() }
        var finished: [Bool] = []
        n.pushViewController(b) { finished.append($0) }
        XCTAssertEqual(finished, [false])
        XCTAssertFalse(animator.isRunning)
        let lines = recorder.lines
        XCTAssertFalse(animator.complete())
        XCTAssertEqual(recorder.lines, lines)
        XCTAssertEqual(
            controllerLines(recorder),
            [
                "N.transition(from: A, to: B)", "B.willMove(toParent: N)", "B.loadView", "B.viewDidLoad",
                "A.viewWillDisappear", "B.viewWillAppear", "B.didMove(toParent: N)", "B.viewWillDisappear",
                "B.viewDidDisappear", "A.viewDidDisappear", "N.viewWillDisappear", "N.viewDidDisappear",
            ])
        XCTAssertValidTrace(recorder)
    }

    // LIFE-4: re-parenting the incoming child into another controller ends the push; the live
    // outgoing child is settled back (it stays the top), the completion gets false.
    @MainActor func testLIFE4_ReparentingTheIncomingChildEndsThePush() async throws {
        let (n, a, animator, window, recorder) = navigation()
        _ = window
        let o = ViewController(name: "O")
        let b = ProbeChild(name: "B")
        var finished: [Bool] = []
        n.pushViewController(b) { finished.append($0) }
        let context = try XCTUnwrap(animator.current)
        let mark = recorder.lines.count
        o.addChild(b)
        XCTAssertEqual(finished, [false])
        XCTAssertTrue(context.isAbandoned)
        XCTAssertFalse(animator.complete())
        XCTAssertTrue(b.parent === o)
        XCTAssertEqual(n.children.map(\.name), ["A"])
        XCTAssertEqual(n.viewControllers.map(\.name), ["A"])
        XCTAssertEqual(a.appearanceState, .appeared)
        XCTAssertTrue(a.view.superview === n.view)
        XCTAssertNil(b.view.superview)
        XCTAssertEqual(
            controllerLines(recorder, from: mark),
            [
                "B.didMove(toParent: N)",
                "B.viewWillDisappear",
                "B.viewDidDisappear",
                "A.viewWillAppear",
                "A.viewIsAppearing",
                "A.viewDidAppear",
                "B.didMove(toParent: nil)",
                "B.willMove(toParent: O)",
                "N.transitionDidCancel(from: A, to: B)",
            ])
        XCTAssertValidTrace(recorder, complete: false)
        b.didMove(toParent: o)  // finishes the containment the test began (MIS-19 at release otherwise)
    }

    // LIFE-4, LIFE-2: a presenter torn down in the middle of a presentation held by an animator:
    // what it presents is retired with it, the animator's later calls do nothing.
    @MainActor func testLIFE4_PresenterTornDownMidPresentation() async throws {
        let p = ProbeChild(name: "P")
        let (window, recorder) = showInWindow(p)
        let c = ProbeChild(name: "C")
        c.modalPresentationStyle = .fullScreen
        let animator = ManualAnimator()
        var completed = false
        p.present(c, animator: animator) { completed = true }
        let context = try XCTUnwrap(animator.current)
        let mark = recorder.lines.count
        p.tearDown()
        XCTAssertTrue(context.isAbandoned)
        XCTAssertFalse(animator.isRunning)
        XCTAssertTrue(c.isTornDown, "retiring a presenter retires what it presents")
        XCTAssertNil(p.presentedViewController)
        XCTAssertNil(c.presentingViewController)
        XCTAssertNil(c.view.superview)
        let lines = recorder.lines
        XCTAssertFalse(animator.complete())
        XCTAssertEqual(recorder.lines, lines, "no hook after the teardown")
        XCTAssertFalse(completed, "a presentation's completion runs only when it completes")
        XCTAssertTrue(window.subviews.isEmpty)
        XCTAssertEqual(
            controllerLines(recorder, from: mark),
            ["P.viewDidDisappear", "C.viewWillDisappear", "C.viewDidDisappear"])
        XCTAssertValidTrace(recorder)
    }
}
