import ContainerKitTesting
import XCTest

@testable import ContainerKit

enum RootState: String, Hashable {
    case splash, onboarding, signIn, home
}

/// Reinstate's README root flow, minus UIKit.
@MainActor
final class RootViewController: StatefulViewController<RootState> {
    var isAuthenticated = false
    var hasCompletedOnboarding = false

    override func childViewController(for state: RootState) -> ViewController {
        ProbeChild(name: state.rawValue)
    }

    override func transitionStyle(from oldState: RootState, to newState: RootState) -> TransitionStyle {
        switch (oldState, newState) {
        case (.splash, _): .cross
        case (.onboarding, .signIn), (.signIn, .home): .over
        case (.signIn, .onboarding), (.home, .signIn): .under
        default: .none
        }
    }

    func splashDidComplete() {
        switch (isAuthenticated, hasCompletedOnboarding) {
        case (true, _): transition(to: .home, animated: true)
        case (false, true): transition(to: .signIn, animated: true)
        case (false, false): transition(to: .onboarding, animated: true)
        }
    }

    func onboardingDidComplete() {
        hasCompletedOnboarding = true
        transition(to: .signIn, animated: true)
    }

    func signInDidComplete() {
        isAuthenticated = true
        transition(to: .home, animated: true)
    }
}

final class StatefulViewControllerTests: XCTestCase {
    // COMP-1: the first state installs its child without a transition.
    @MainActor func testCOMP1_FirstStateInstallsWithoutTransition() async throws {
        let n = LetterContainer(name: "N")
        let (window, recorder) = showInWindow(n)
        var completed: [Bool] = []
        n.transition(to: "A") { completed.append($0) }
        XCTAssertTrace(
            recorder,
            equals: [
                "A.willMove(toParent: N)",
                "A.loadView",
                "A.viewDidLoad",
                "A.view.willMove(toWindow: W)",
                "A.view.willMove(toSuperview: N.view)",
                "A.view.didMoveToWindow",
                "A.view.didMoveToSuperview",
                "N.view.didAddSubview(A.view)",
                "A.viewWillAppear",
                "A.viewIsAppearing",
                "A.viewWillLayoutSubviews",
                "A.view.layoutSubviews",
                "A.viewDidLayoutSubviews",
                "A.viewDidAppear",
                "A.didMove(toParent: N)",
            ])
        XCTAssertEqual(completed, [true])
        XCTAssertEqual(n.currentState, "A")
        XCTAssertEqual(n.children.map(\.name), ["A"])
        XCTAssertEqual(n.made[0].view.frame, n.view.bounds)
        XCTAssertEqual(
            window.treeDump(),
            """
            W: Window [visible]
            └─ N.view: View [controller N, appeared, state A, child A]
               └─ A.view: View [controller A, appeared]

            """)
    }

    // COMP-1, TRACE-3: a first state given to init(name:initialState:) is installed when the
    // container's view loads (Reinstate's viewDidLoad), inside the operation a recorder watches;
    // it used to be installed inside init, where no recorder could see it.
    @MainActor func testCOMP1_InitialStateInstallsWhereARecorderSeesIt() async throws {
        let n = LetterContainer(name: "N", initialState: "A")
        XCTAssertNil(n.currentState, "nothing is installed inside init")
        XCTAssertEqual(n.children.map(\.name), [])
        let (window, recorder) = showInWindow(n, recordingSetUp: true)
        XCTAssertEqual(
            controllerLines(recorder),
            [
                "N.loadView",
                "N.viewDidLoad",
                "A.willMove(toParent: N)",
                "A.loadView",
                "A.viewDidLoad",
                "A.didMove(toParent: N)",
                "N.viewWillAppear",
                "A.viewWillAppear",
                "N.viewIsAppearing",
                "A.viewIsAppearing",
                "N.viewDidAppear",
                "A.viewDidAppear",
            ])
        XCTAssertEqual(n.currentState, "A")
        XCTAssertEqual(n.made.count, 1)
        XCTAssertValidTrace(recorder)
        _ = window
    }

    // COMP-1: a transition requested before the view loads installs the first state first.
    @MainActor func testCOMP1_TransitionBeforeTheViewLoadsInstallsTheInitialStateFirst() async throws {
        let n = LetterContainer(name: "N", initialState: "A")
        n.transition(to: "B", animated: false)
        XCTAssertEqual(n.made.map(\.name), ["A", "B"])
        XCTAssertEqual(n.currentState, "B")
        XCTAssertEqual(n.children.map(\.name), ["B"])
    }

    // COMP-1: the same state again is a no-op that still completes.
    @MainActor func testCOMP1_SameStateAgainIsANoOpThatCompletes() async throws {
        let n = LetterContainer(name: "N", initialState: "A")
        let (window, recorder) = showInWindow(n)
        var completed: [Bool] = []
        n.transition(to: "A") { completed.append($0) }
        XCTAssertTrace(recorder, equals: [])
        XCTAssertEqual(completed, [true])
        XCTAssertEqual(n.made.count, 1, "no child is created for the current state")
        _ = window
    }

    // COMP-1: Reinstate's README root flow: splash → onboarding → sign in → home.
    @MainActor func testCOMP1_ReinstateReadmeRootFlow() async throws {
        let root = RootViewController(name: "root", initialState: .splash)
        let (window, recorder) = showInWindow(root)
        let tracker = LifetimeTracker()
        tracker.track(try XCTUnwrap(root.currentChild))
        root.splashDidComplete()
        XCTAssertEqual(root.currentState, .onboarding)
        tracker.track(try XCTUnwrap(root.currentChild))
        root.onboardingDidComplete()
        XCTAssertEqual(root.currentState, .signIn)
        tracker.track(try XCTUnwrap(root.currentChild))
        root.signInDidComplete()
        XCTAssertEqual(root.currentState, .home)
        XCTAssertEqual(root.children.map(\.name), ["home"])
        XCTAssertEqual(root.children.first?.appearanceState, .appeared)
        XCTAssertEqual(
            recorder.lines.filter { $0.hasPrefix("root.transition") },
            [
                "root.transition(from: splash, to: onboarding)", "root.transitionDidEnd(from: splash, to: onboarding)",
                "root.transition(from: onboarding, to: signIn)", "root.transitionDidEnd(from: onboarding, to: signIn)",
                "root.transition(from: signIn, to: home)", "root.transitionDidEnd(from: signIn, to: home)",
            ])
        XCTAssertValidTrace(recorder)
        tracker.assertAllReleased("splash, onboarding and signIn are released after their transitions")
        _ = window
    }

    // COMP-2, COMP-13: new child over the old (and the cross-fade, which has the same trace), in
    // Reinstate's order: B is added completely before A starts leaving.
    @MainActor func testCOMP2_COMP13_OverAndCrossTraces() async throws {
        for style in [TransitionStyle.over, .cross] {
            let n = LetterContainer(name: "N", initialState: "A")
            n.style = style
            let (window, recorder) = showInWindow(n)
            n.transition(to: "B")
            XCTAssertTrace(
                recorder,
                equals: [
                    "N.transition(from: A, to: B)", "B.willMove(toParent: N)", "B.loadView", "B.viewDidLoad",
                ] + enters("B.view", "N.view") + [
                    "B.viewWillAppear", "B.didMove(toParent: N)", "A.willMove(toParent: nil)", "A.viewWillDisappear",
                    // APP-12: the incoming view is laid out before the did-hooks.
                    "B.viewIsAppearing", "B.viewWillLayoutSubviews", "B.view.layoutSubviews", "B.viewDidLayoutSubviews",
                ] + leaves("A.view", "N.view") + [
                    "A.viewDidDisappear", "B.viewDidAppear", "A.didMove(toParent: nil)",
                    "N.transitionDidEnd(from: A, to: B)",
                ], "\(style)")
            XCTAssertEqual(
                (n.made[0] as? ProbeChild)?.notes,
                [
                    "willAppear presented=false toParent=false", "didAppear presented=false",
                    "willDisappear dismissed=false fromParent=true",
                    "didDisappear dismissed=false",
                ], "APP-8 inside the transition")
            _ = window
        }
    }

    // COMP-2, COMP-13: new child under the old: same hooks, B's view below A's while the
    // transition runs.
    @MainActor func testCOMP2_COMP13_UnderPlacesTheNewChildBelowTheOld() async throws {
        let n = LetterContainer(name: "N", initialState: "A")
        n.style = .under
        let (window, recorder) = showInWindow(n)
        let animator = ManualAnimator(supportsCancellation: false)
        n.animator = animator
        n.transition(to: "B")
        XCTAssertEqual(n.view.subviews.map(\.name), ["B.view", "A.view"])
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
                "B.viewWillAppear",
                "B.didMove(toParent: N)",
                "A.willMove(toParent: nil)",
                "A.viewWillDisappear",
                "B.viewIsAppearing",
                "B.viewWillLayoutSubviews",
                "B.view.layoutSubviews",
                "B.viewDidLayoutSubviews",
            ])
        recorder.removeAll()
        XCTAssertFalse(animator.cancel(), "a non-cancellable animator refuses to cancel")
        animator.complete()
        XCTAssertTrace(
            recorder,
            equals: leaves("A.view", "N.view") + [
                "A.viewDidDisappear", "B.viewDidAppear", "A.didMove(toParent: nil)",
                "N.transitionDidEnd(from: A, to: B)",
            ])
        XCTAssertEqual(n.view.subviews.map(\.name), ["B.view"])
        _ = window
    }

    // COMP-2: old out, then new in, stepped phase by phase by a manual animator.
    @MainActor func testCOMP2_OutThenInRunsInTwoPhases() async throws {
        let n = LetterContainer(name: "N", initialState: "A")
        n.style = .outThenIn
        let (window, recorder) = showInWindow(n)
        let animator = ManualAnimator(supportsCancellation: false)
        n.animator = animator
        var completed: [Bool] = []
        n.transition(to: "B") { completed.append($0) }
        XCTAssertTrace(
            recorder,
            equals: [
                "N.transition(from: A, to: B)", "A.willMove(toParent: nil)", "B.willMove(toParent: N)",
                "B.loadView", "B.viewDidLoad", "A.viewWillDisappear",
            ])
        XCTAssertEqual(animator.current?.phase, 1)
        recorder.removeAll()
        animator.step()
        XCTAssertTrace(
            recorder,
            equals: [
                "N.view.willRemoveSubview(A.view)",
                "A.view.willMove(toSuperview: nil)",
                "A.view.willMove(toWindow: nil)",
                "A.view.didMoveToWindow",
                "A.view.didMoveToSuperview",
                "A.viewDidDisappear",
                "B.view.willMove(toWindow: W)",
                "B.view.willMove(toSuperview: N.view)",
                "B.view.didMoveToWindow",
                "B.view.didMoveToSuperview",
                "N.view.didAddSubview(B.view)",
                "B.viewWillAppear",
                "B.viewIsAppearing",
                "B.viewWillLayoutSubviews",
                "B.view.layoutSubviews",
                "B.viewDidLayoutSubviews",
            ])
        XCTAssertEqual(completed, [])
        recorder.removeAll()
        animator.step()
        XCTAssertTrace(
            recorder,
            equals: [
                "B.viewDidAppear", "A.didMove(toParent: nil)", "B.didMove(toParent: N)",
                "N.transitionDidEnd(from: A, to: B)",
            ])
        XCTAssertEqual(completed, [true])
        XCTAssertFalse(animator.isRunning)
        _ = window
    }

    // COMP-2: none: one child at a time, inside the call, even with a manual animator.
    @MainActor func testCOMP2_NoneSwapsInsideTheCall() async throws {
        let n = LetterContainer(name: "N", initialState: "A")
        n.style = .none
        n.animator = ManualAnimator()
        let (window, recorder) = showInWindow(n)
        n.transition(to: "B")
        XCTAssertTrace(
            recorder,
            equals: [
                "N.transition(from: A, to: B)",
                "A.willMove(toParent: nil)",
                "B.willMove(toParent: N)",
                "B.loadView",
                "B.viewDidLoad",
                "A.viewWillDisappear",
                "N.view.willRemoveSubview(A.view)",
                "A.view.willMove(toSuperview: nil)",
                "A.view.willMove(toWindow: nil)",
                "A.view.didMoveToWindow",
                "A.view.didMoveToSuperview",
                "A.viewDidDisappear",
                "B.view.willMove(toWindow: W)",
                "B.view.willMove(toSuperview: N.view)",
                "B.view.didMoveToWindow",
                "B.view.didMoveToSuperview",
                "N.view.didAddSubview(B.view)",
                "B.viewWillAppear",
                "B.viewIsAppearing",
                "B.viewWillLayoutSubviews",
                "B.view.layoutSubviews",
                "B.viewDidLayoutSubviews",
                "B.viewDidAppear",
                "A.didMove(toParent: nil)",
                "B.didMove(toParent: N)",
                "N.transitionDidEnd(from: A, to: B)",
            ])
        XCTAssertEqual(n.currentState, "B")
        _ = window
    }

    // COMP-3: a manual transition cancelled half-way (in its second phase): A is back, B is gone,
    // and A's willMove(toParent: nil) was never announced.
    @MainActor func testCOMP3_ManualTransitionCancelledHalfWay() async throws {
        let n = LetterContainer(name: "N", initialState: "A")
        n.style = .outThenIn
        let (window, recorder) = showInWindow(n)
        let animator = ManualAnimator()
        n.animator = animator
        var completed: [Bool] = []
        n.transition(to: "B") { completed.append($0) }
        animator.step()
        XCTAssertTrace(
            recorder,
            equals: [
                "N.transition(from: A, to: B)",
                "B.willMove(toParent: N)",
                "B.loadView",
                "B.viewDidLoad",
                "A.viewWillDisappear",
                "N.view.willRemoveSubview(A.view)",
                "A.view.willMove(toSuperview: nil)",
                "A.view.willMove(toWindow: nil)",
                "A.view.didMoveToWindow",
                "A.view.didMoveToSuperview",
                "A.viewDidDisappear",
                "B.view.willMove(toWindow: W)",
                "B.view.willMove(toSuperview: N.view)",
                "B.view.didMoveToWindow",
                "B.view.didMoveToSuperview",
                "N.view.didAddSubview(B.view)",
                "B.viewWillAppear",
                "B.viewIsAppearing",
                "B.viewWillLayoutSubviews",
                "B.view.layoutSubviews",
                "B.viewDidLayoutSubviews",
            ])
        recorder.removeAll()
        let tracker = LifetimeTracker()
        tracker.track(n.made[1])
        XCTAssertTrue(animator.cancel())
        XCTAssertTrace(
            recorder,
            equals: [
                "B.didMove(toParent: N)",
                "B.viewWillDisappear",
                "N.view.willRemoveSubview(B.view)",
                "B.view.willMove(toSuperview: nil)",
                "B.view.willMove(toWindow: nil)",
                "B.view.didMoveToWindow",
                "B.view.didMoveToSuperview",
                "B.viewDidDisappear",
                "A.view.willMove(toWindow: W)",
                "A.view.willMove(toSuperview: N.view)",
                "A.view.didMoveToWindow",
                "A.view.didMoveToSuperview",
                "N.view.didAddSubview(A.view)",
                "A.viewWillAppear",
                "A.viewIsAppearing",
                "A.viewDidAppear",
                "B.willMove(toParent: nil)",
                "B.didMove(toParent: nil)",
                "N.transitionDidCancel(from: A, to: B)",
            ])
        XCTAssertEqual(completed, [false])
        XCTAssertEqual(n.currentState, "A")
        XCTAssertEqual(n.children.map(\.name), ["A"])
        XCTAssertEqual(n.made[0].appearanceState, .appeared)
        n.made.removeLast()
        tracker.assertAllReleased()
        _ = window
    }

    // COMP-3, REENT-1: a transition requested from inside a hook of the running one is queued and
    // runs after it, never overlapping; so is one requested from a completion.
    @MainActor func testCOMP3_TransitionRequestedFromAHookOrACompletionIsQueued() async throws {
        let n = LetterContainer(name: "N", initialState: "A")
        n.style = .over
        let (window, recorder) = showInWindow(n)
        var order: [String] = []
        n.transition(to: "B") { _ in
            order.append("B done, state \(n.currentState ?? "-")")
            n.transition(to: "D") { _ in order.append("D done") }
            order.append("after requesting D, state \(n.currentState ?? "-")")
        }
        let b = try XCTUnwrap(n.made.last as? ProbeChild)
        XCTAssertEqual(n.currentState, "D")
        _ = b
        XCTAssertEqual(order, ["B done, state B", "after requesting D, state B", "D done"])
        recorder.removeAll()
        // From a hook: D's viewDidAppear would be too late to observe, so use a new child's viewWillAppear.
        n.transition(to: "E")
        let e = try XCTUnwrap(n.made.last as? ProbeChild)
        XCTAssertEqual(e.name, "E")
        recorder.removeAll()
        n.animator = ManualAnimator()
        n.transition(to: "F")
        let f = try XCTUnwrap(n.made.last as? ProbeChild)
        var stateSeenInHook: String?
        f.onDidAppear = { n.transition(to: "G") }
        e.onWillAppear = nil
        XCTAssertEqual(n.pendingTransitionCount, 0)
        (n.animator as? ManualAnimator)?.complete()
        stateSeenInHook = n.currentState
        XCTAssertEqual(stateSeenInHook, "F", "G waits for the manual animator")
        XCTAssertTrue(n.isTransitioning)
        (n.animator as? ManualAnimator)?.complete()
        XCTAssertEqual(n.currentState, "G")
        let lines = recorder.lines.filter { $0.hasPrefix("N.transition") }
        XCTAssertEqual(
            lines,
            [
                "N.transition(from: E, to: F)", "N.transitionDidEnd(from: E, to: F)",
                "N.transition(from: F, to: G)", "N.transitionDidEnd(from: F, to: G)",
            ], "never overlapping")
        XCTAssertValidTrace(recorder)
        _ = window
    }

    // COMP-3: the completion runs after every did-hook.
    @MainActor func testCOMP3_CompletionRunsAfterEveryDidHook() async throws {
        let n = LetterContainer(name: "N", initialState: "A")
        let (window, recorder) = showInWindow(n)
        var linesAtCompletion: [String] = []
        n.transition(to: "B") { _ in linesAtCompletion = recorder.lines }
        XCTAssertEqual(linesAtCompletion, recorder.lines)
        XCTAssertEqual(linesAtCompletion.last, "N.transitionDidEnd(from: A, to: B)")
        _ = window
    }

    // COMP-1, APP-1: off a visible window, transitions change children and views with no
    // appearance hook; the current child appears when the window is shown.
    @MainActor func testCOMP1_OffAVisibleWindowNoAppearanceUntilShown() async throws {
        let n = LetterContainer(name: "N", initialState: "A")
        let (window, recorder) = showInWindow(n, visible: false)
        n.transition(to: "B")
        XCTAssertFalse(
            recorder.lines.contains { $0.contains("Appear") || $0.contains("Disappear") }, "\(recorder.lines)")
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
        recorder.removeAll()
        window.hide()
        XCTAssertTrace(
            recorder,
            equals: ["N.viewWillDisappear", "B.viewWillDisappear", "N.viewDidDisappear", "B.viewDidDisappear"])
    }

    // COMP-2, COMP-13, VC-6: the child helpers replace a child with a transition and fill the
    // target view, in Reinstate's order (B added completely, then A removed completely).
    @MainActor func testCOMP2_COMP13_ChildHelpersReplaceWithATransitionAndFillTheTarget() async throws {
        let p = ViewController(name: "P")
        let (window, recorder) = showInWindow(p)
        let slot = View(name: "slot")
        slot.frame = Rect(x: 10, y: 10, width: 100, height: 50)
        p.view.addSubview(slot)
        let a = ViewController(name: "A"), b = ViewController(name: "B")
        p.addChild(a, constrainedTo: slot)
        XCTAssertEqual(a.view.frame, Rect(x: 0, y: 0, width: 100, height: 50))
        recorder.removeAll()
        var finished: Bool?
        p.replaceChild(a, with: b, transition: .over) { finished = $0 }
        // P forwards automatically: appearance follows the views (APP-7).
        XCTAssertTrace(
            recorder,
            equals: [
                "P.transition(from: A, to: B)",
                "B.willMove(toParent: P)",
                "B.loadView",
                "B.viewDidLoad",
                "B.view.willMove(toWindow: W)",
                "B.viewWillAppear",
                "B.view.willMove(toSuperview: slot)",
                "B.view.didMoveToWindow",
                "B.view.didMoveToSuperview",
                "slot.didAddSubview(B.view)",
                "B.viewIsAppearing",
                "B.viewWillLayoutSubviews",
                "B.view.layoutSubviews",
                "B.viewDidLayoutSubviews",
                "B.viewDidAppear",
                "B.didMove(toParent: P)",
                "A.willMove(toParent: nil)",
                "slot.willRemoveSubview(A.view)",
                "A.view.willMove(toSuperview: nil)",
                "A.view.willMove(toWindow: nil)",
                "A.viewWillDisappear",
                "A.view.didMoveToWindow",
                "A.view.didMoveToSuperview",
                "A.viewDidDisappear",
                "A.didMove(toParent: nil)",
                "P.transitionDidEnd(from: A, to: B)",
            ])
        XCTAssertEqual(finished, true)
        XCTAssertTrue(b.view.superview === slot)
        XCTAssertEqual(b.view.frame, slot.bounds)
        XCTAssertEqual(p.children.map(\.name), ["B"])
        recorder.removeAll()
        p.removeChild(b, transition: .none)
        XCTAssertEqual(p.children.count, 0)
        XCTAssertTrue(recorder.lines.contains("B.didMove(toParent: nil)"))
        _ = window
    }
}
