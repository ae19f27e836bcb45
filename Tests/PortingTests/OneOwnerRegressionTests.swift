import ContainerKit
import ContainerKitTesting
import XCTest

/// Cases where the appearance of a controller, the engine's queues or a containment check went
/// wrong because more than one place decided them; each reduced to a few public calls and named
/// after the rule it broke.
final class OneOwnerRegressionTests: XCTestCase {
    /// A controller whose appearance hooks run closures the test sets.
    final class Hooked: ViewController {
        var onWillAppear: (() -> Void)?
        var onWillDisappear: (() -> Void)?
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            onWillAppear?()
        }
        override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            onWillDisappear?()
        }
    }

    // LIFE-4, REENT-1: a window held only by a `hide()` that waits in the engine's queue is
    // released while the queue is emptied; the abandonment its release runs queues more work.
    // The queue used to be emptied in one call that the release re-entered (memory corruption:
    // invalid reads and writes, a crash or "failed to allocate").
    @MainActor func testLIFE4_WindowReleasedWhileTheEngineEmptiesItsQueueCorruptsNothing() async {
        let tracker = LifetimeTracker()
        do {
            let p = ViewController(name: "P"), a = ViewController(name: "A"), b = Hooked(name: "B")
            p.addChild(a)
            p.view.addSubview(a.view)
            a.didMove(toParent: p)
            var box: Window? = Window(name: "W")
            box?.frame = Rect(x: 0, y: 0, width: 320, height: 480)
            box?.makeKeyAndVisible()
            box?.rootViewController = p
            tracker.track(box!)
            b.onWillAppear = { box?.hide() }
            b.onWillDisappear = { box = nil }
            let recorder = TraceRecorder()
            p.attach(recorder)
            p.replaceChild(a, with: b, transition: .cross)
            // The window goes while the transition runs: it ends cancelled (LIFE-4), B leaves
            // again and A stays; B's interrupted move is ContainerKit's own, so no MIS-2.
            XCTAssertEqual(
                recorder.lines,
                [
                    "P.transition(from: A, to: B)",
                    "B.willMove(toParent: P)",
                    "B.loadView",
                    "B.viewDidLoad",
                    "B.view.willMove(toWindow: W)",
                    "B.viewWillAppear",
                    "B.view.willMove(toSuperview: P.view)",
                    "B.view.didMoveToWindow",
                    "B.view.didMoveToSuperview",
                    "P.view.didAddSubview(B.view)",
                    "B.viewIsAppearing",
                    "B.viewWillLayoutSubviews",
                    "B.view.layoutSubviews",
                    "B.viewDidLayoutSubviews",
                    "B.viewDidAppear",
                    "P.viewWillDisappear",
                    "A.viewWillDisappear",
                    "B.viewWillDisappear",
                    "P.viewDidDisappear",
                    "A.viewDidDisappear",
                    "B.viewDidDisappear",
                    "B.didMove(toParent: P)",
                    "B.willMove(toParent: nil)",
                    "P.view.willRemoveSubview(B.view)",
                    "B.view.willMove(toSuperview: nil)",
                    "B.view.didMoveToSuperview",
                    "B.didMove(toParent: nil)",
                    "P.transitionDidCancel(from: A, to: B)",
                ])
            XCTAssertNil(box)
            XCTAssertEqual(p.children.map(\.name), ["A"])
            XCTAssertNil(b.parent)
            XCTAssertEqual(a.appearanceState, .disappeared)
            XCTAssertEqual(b.appearanceState, .disappeared)
            XCTAssertEqual(p.appearanceState, .disappeared)
        }
        tracker.assertAllReleased()
    }

    // MIS-19, VC-2: Apple's container transition sample ("Implementing a Container View
    // Controller", View Controller Programming Guide for iOS: `willMove(toParent: nil)` on the old
    // child, `addChild` of the new one, its view added, the old view removed,
    // `removeFromParent()`, then `didMove(toParent:)` on the new one) is a correct program: nothing
    // is reported, not even when the old child's removal changes the parent's children while the
    // new one still waits for its didMove.
    @MainActor func testMIS19_ApplesContainerTransitionSampleReportsNothing() async {
        let p = ViewController(name: "P"), old = ViewController(name: "Old"), new = ViewController(name: "New")
        p.addChild(old, into: p.view)
        let (window, recorder) = showInVisibleWindow(p)
        let log = DiagnosticsLog()
        window.attach(log)
        old.willMove(toParent: nil)
        p.addChild(new)
        p.view.addSubview(new.view)
        old.view.removeFromSuperview()
        old.removeFromParent()
        new.didMove(toParent: p)
        XCTAssertEqual(log.reports, [])
        XCTAssertEqual(p.children.map(\.name), ["New"])
        XCTAssertEqual(new.appearanceState, .appeared)
        XCTAssertEqual(old.appearanceState, .disappeared)
        XCTAssertEqual(
            recorder.lines(subjects: ["Old", "New"]),
            [
                "Old.willMove(toParent: nil)",
                "New.willMove(toParent: P)",
                "New.loadView",
                "New.viewDidLoad",
                "New.viewWillAppear",
                "New.viewIsAppearing",
                "New.viewDidAppear",
                "Old.viewWillDisappear",
                "Old.viewDidDisappear",
                "Old.didMove(toParent: nil)",
                "New.didMove(toParent: P)",
            ])
    }

    // VC-5, MIS-3: a controller whose view the app put straight into a window (under no
    // controller) cannot become another controller's child: the nearest controller above its view
    // would not be its parent. Refused; nothing changes.
    @MainActor func testVC5_AddingAChildWhoseViewSitsInAWindowUnderNoControllerIsRefused() async {
        let r = ViewController(name: "R"), x = ViewController(name: "X")
        let (window, recorder) = showInVisibleWindow(r)
        window.addSubview(x.view)
        recorder.removeAll()
        let report = XCTAssertMisuse(.inconsistentHierarchy) { r.addChild(x) }
        XCTAssertEqual(
            report?.message,
            "cannot add \"X\" to \"R\": its view is under \"W\", which no controller owns, so \"R\" would not be the "
                + "nearest controller above it (VC-5).")
        XCTAssertEqual(report?.outcome, .refused)
        XCTAssertNil(x.parent)
        XCTAssertEqual(r.children.count, 0)
        XCTAssertTrue(x.view.superview === window)
        XCTAssertEqual(recorder.lines, [])
    }

    /// `H` in a visible window with the navigation controller `N` as its child (`[A]`), and `N`'s
    /// push of `B` held by a manual animator; `N` is held by `H` alone unless `keepingIt`, when the
    /// result holds it too.
    @MainActor private func heldPushInAHost(
        keepingIt: Bool
    ) -> (NavigationController?, ViewController, AttackHooked, AttackHooked, Window, TraceRecorder, ManualAnimator) {
        let h = ViewController(name: "H")
        let a = AttackHooked(name: "A"), b = AttackHooked(name: "B")
        let animator = ManualAnimator()
        let (window, recorder) = showInVisibleWindow(h)
        let n = NavigationController(rootViewController: a, name: "N")
        h.addChild(n)
        h.view.addSubview(n.view)
        n.didMove(toParent: h)
        n.animator = animator
        n.pushViewController(b, animated: true) { recorder.mark("pushed(\($0))") }
        XCTAssertEqual(a.appearanceState, .disappearing)
        XCTAssertEqual(b.appearanceState, .appearing)
        recorder.removeAll()
        return (keepingIt ? n : nil, h, a, b, window, recorder, animator)
    }

    // APP-2, COMP-12, LIFE-1 (policy, LIFE-1 in the ReentrancyAndLifetime article): a navigation controller
    // removed from its host with UIKit's three calls while its push is held, and released by the
    // removal (its host held it alone), ends its transition inert (LIFE-1: no completion, the
    // animator's later calls do nothing); its children, which the test keeps, end the appearance
    // transitions the push opened: A, disappearing, gets its viewDidDisappear, and B, appearing
    // in a view that left the window, turns back. Attack finding E: they stayed disappearing and
    // appearing for good, held by nothing (the test builds' invariant check, APP-1).
    // The same with `H.removeChild(N)`, which is those three calls: the same trace.
    @MainActor func testAPP2_COMP12_LIFE1_NavigationReleasedByItsRemovalDuringAHeldPushEndsItsChildrensAppearance()
        async
    {
        for oneCall in [false, true] {
            releasedByItsRemovalDuringAHeldPush(oneCall: oneCall)
        }
    }

    @MainActor private func releasedByItsRemovalDuringAHeldPush(oneCall: Bool) {
        let (_, h, a, b, window, recorder, animator) = heldPushInAHost(keepingIt: false)
        weak let n = h.children.first as? NavigationController
        // Out of the window, A and B are out of the recorder's reach (TRACE-3): their
        // disappearance hooks mark it.
        for child in [a, b] {
            child.onWillDisappear = { recorder.mark("\($0.name).viewWillDisappear") }
            child.onDidDisappear = { recorder.mark("\($0.name).viewDidDisappear") }
        }
        if let removed = n { remove(removed, from: h, oneCall: oneCall) }
        XCTAssertNil(n)
        XCTAssertTraceLines(
            attackLines(recorder),
            equal: [
                "N.willMove(toParent: nil)", "N.viewWillDisappear", "N.viewDidDisappear", "N.didMove(toParent: nil)",
                "A.viewDidDisappear", "B.viewWillDisappear", "B.viewDidDisappear",
            ])
        XCTAssertEqual(a.appearanceState, .disappeared)
        XCTAssertEqual(b.appearanceState, .disappeared)
        XCTAssertNil(a.parent)
        XCTAssertNil(b.parent)
        XCTAssertEqual(h.children.count, 0)
        XCTAssertEqual(animator.complete(), false)
        XCTAssertFalse(recorder.lines.contains { $0.hasPrefix("pushed") })
        assertAppearanceSettled(in: window)
    }

    // COMP-16, APP-2: the same removal of a navigation controller that the app keeps: the push
    // stays its animator's ("you must call this method after your animations have completed to
    // notify the system that the transition animation is done", Apple's documentation of
    // UIViewControllerContextTransitioning.completeTransition(_:)), and holds its children
    // through the removal (the transition is their holder); when the animator completes it, the
    // controller off screen ends with every child disappeared (the container's policy for a push
    // that ends away from the screen, CompositionController).
    // `H.removeChild(N)`, those three calls in one, gives the same trace (it used to abandon the
    // push: the removal ended the changes that N hosts, as a move under another controller does).
    @MainActor func testCOMP16_APP2_NavigationKeptAndRemovedDuringAHeldPushIsFinishedByItsAnimator() async {
        for oneCall in [false, true] {
            keptAndRemovedDuringAHeldPush(oneCall: oneCall)
        }
    }

    /// Removes `n` from `h` with UIKit's three calls, or with `removeChild`, which is those three.
    @MainActor private func remove(_ n: ViewController, from h: ViewController, oneCall: Bool) {
        if oneCall {
            h.removeChild(n)
        } else {
            n.willMove(toParent: nil)
            n.view.removeFromSuperview()
            n.removeFromParent()
        }
    }

    @MainActor private func keptAndRemovedDuringAHeldPush(oneCall: Bool) {
        let (kept, h, a, b, window, recorder, animator) = heldPushInAHost(keepingIt: true)
        guard let n = kept else { return XCTFail("the navigation controller is kept") }
        remove(n, from: h, oneCall: oneCall)
        XCTAssertTraceLines(
            attackLines(recorder),
            equal: [
                "N.willMove(toParent: nil)", "N.viewWillDisappear", "N.viewDidDisappear", "N.didMove(toParent: nil)",
            ])
        XCTAssertEqual(a.appearanceState, .disappearing)
        XCTAssertEqual(b.appearanceState, .appearing)
        XCTAssertTrue(animator.isRunning)
        // Out of the window, N's tree is out of the window recorder's reach (TRACE-3).
        n.attach(recorder)
        recorder.removeAll()
        XCTAssertEqual(animator.complete(), true)
        XCTAssertTraceLines(
            attackLines(recorder),
            equal: [
                "A.viewDidDisappear", "B.didMove(toParent: N)", "B.viewWillDisappear", "B.viewDidDisappear",
                "N.transitionDidEnd(from: A, to: B)", "pushed(true)",
            ])
        XCTAssertEqual(n.viewControllers, [a, b])
        XCTAssertEqual(a.appearanceState, .disappeared)
        XCTAssertEqual(b.appearanceState, .disappeared)
        XCTAssertNil(n.parent)
        XCTAssertEqual(h.children.count, 0)
        assertAppearanceSettled(in: window)
    }
}

/// A controller without a parent whose view sits in a presenter's view that a full-screen
/// presentation covers: UIKit takes that presenter's whole view tree off screen, so the
/// controller is covered too (`LIFE-3`, `COMP-10`; the policy of Composition.md). Source: Apple's
/// documentation of `UIModalPresentationStyle.fullScreen`, "The views belonging to the presenting
/// view controller are removed after the presentation completes"; the orders after the removal
/// (the controller follows the presenter) are ContainerKit's policy.
final class CoveredRegionTests: XCTestCase {
    /// `R` in a visible window with child `A`; a stray `S` whose view the app placed in `R`'s view.
    @MainActor private func scene() -> (window: Window, r: ViewController, a: ViewController, recorder: TraceRecorder) {
        let r = ViewController(name: "R"), a = ViewController(name: "A")
        let (window, recorder) = showInVisibleWindow(r)
        r.addChild(a)
        r.view.addSubview(a.view)
        a.didMove(toParent: r)
        recorder.removeAll()
        return (window, r, a, recorder)
    }

    // LIFE-3, COMP-10: a child removed (`willMove(toParent: nil)`, `removeFromParent()`) while its
    // parent is covered, its view left in place, stays disappeared while covered and appears with
    // its old parent when the presentation is dismissed; it used to stay disappeared for good,
    // visible and uncovered.
    @MainActor func testLIFE3_ChildRemovedWhileCoveredAppearsAtTheDismissal() async {
        let (window, r, a, recorder) = scene()
        defer { withExtendedLifetime(window) {} }
        let f = ViewController(name: "F")
        f.modalPresentationStyle = .fullScreen
        r.present(f, animated: false)
        a.willMove(toParent: nil)
        a.removeFromParent()
        XCTAssertEqual(a.appearanceState, .disappeared)
        recorder.removeAll()
        r.dismiss(animated: false)
        XCTAssertEqual(
            recorder.lines,
            [
                "R.dismiss(F)",
                "F.viewWillDisappear",
                "R.viewWillAppear",
                "R.viewIsAppearing",
                "R.viewWillLayoutSubviews",
                "R.view.layoutSubviews",
                "R.viewDidLayoutSubviews",
                "A.viewWillLayoutSubviews",
                "A.view.layoutSubviews",
                "A.viewDidLayoutSubviews",
                "R.viewDidAppear",
                "F.viewDidDisappear",
                "W.willRemoveSubview(F.view)",
                "F.view.willMove(toSuperview: nil)",
                "F.view.willMove(toWindow: nil)",
                "F.view.didMoveToWindow",
                "F.view.didMoveToSuperview",
                "A.viewWillAppear",
                "A.viewIsAppearing",
                "A.viewDidAppear",
            ])
        XCTAssertEqual(a.appearanceState, .appeared)
        XCTAssertValidTrace(recorder)
    }

    // LIFE-3: a stray's view moved, in the visible window, into a covered presenter's view
    // disappears after the move's hooks; moved out again, it appears (policy: each with its will-
    // and did-hook, parents first, after the move).
    @MainActor func testLIFE3_ViewMovedIntoACoveredPresentersViewDisappearsAndOutAgainAppears() async {
        let (window, r, _, recorder) = scene()
        let s = ViewController(name: "S")
        window.addSubview(s.view)
        XCTAssertEqual(s.appearanceState, .appeared)
        let f = ViewController(name: "F")
        f.modalPresentationStyle = .fullScreen
        r.present(f, animated: false)
        recorder.removeAll()
        XCTAssertMisuse(.inconsistentHierarchy) { r.view.addSubview(s.view) }
        XCTAssertEqual(
            recorder.lines,
            [
                "W.willRemoveSubview(S.view)",
                "S.view.willMove(toSuperview: R.view)",
                "S.view.didMoveToSuperview",
                "R.view.didAddSubview(S.view)",
                "S.viewWillDisappear",
                "S.viewDidDisappear",
            ])
        XCTAssertEqual(s.appearanceState, .disappeared)
        recorder.removeAll()
        window.addSubview(s.view)
        XCTAssertEqual(
            recorder.lines,
            [
                "R.view.willRemoveSubview(S.view)",
                "S.view.willMove(toSuperview: W)",
                "S.view.didMoveToSuperview",
                "W.didAddSubview(S.view)",
                "S.viewWillAppear",
                "S.viewIsAppearing",
                "S.viewDidAppear",
            ])
        XCTAssertEqual(s.appearanceState, .appeared)
        XCTAssertValidTrace(recorder)
    }

    // LIFE-3, COMP-10: a full-screen presentation covers a stray whose view is in the presenter's
    // view: it disappears with the presenter, after it, and appears after it at the dismissal.
    @MainActor func testCOMP10_PresentationCoversAStrayInThePresentersView() async {
        let (window, r, _, recorder) = scene()
        defer { withExtendedLifetime(window) {} }
        let s = ViewController(name: "S")
        XCTAssertMisuse(.inconsistentHierarchy) { r.view.addSubview(s.view) }
        XCTAssertEqual(s.appearanceState, .appeared)
        let f = ViewController(name: "F")
        f.modalPresentationStyle = .fullScreen
        recorder.removeAll()
        r.present(f, animated: false)
        XCTAssertEqual(
            recorder.lines,
            [
                "R.present(F)",
                "F.loadView",
                "F.viewDidLoad",
                "R.viewWillDisappear",
                "A.viewWillDisappear",
                "F.viewWillAppear",
                "F.view.willMove(toWindow: W)",
                "F.view.willMove(toSuperview: W)",
                "F.view.didMoveToWindow",
                "F.view.didMoveToSuperview",
                "W.didAddSubview(F.view)",
                "F.viewIsAppearing",
                "F.viewWillLayoutSubviews",
                "F.view.layoutSubviews",
                "F.viewDidLayoutSubviews",
                "F.viewDidAppear",
                "R.viewDidDisappear",
                "A.viewDidDisappear",
                "S.viewWillDisappear",
                "S.viewDidDisappear",
            ])
        XCTAssertEqual(s.appearanceState, .disappeared)
        recorder.removeAll()
        r.dismiss(animated: false)
        XCTAssertEqual(
            recorder.lines,
            [
                "R.dismiss(F)",
                "F.viewWillDisappear",
                "R.viewWillAppear",
                "A.viewWillAppear",
                "R.viewIsAppearing",
                "A.viewIsAppearing",
                "R.viewWillLayoutSubviews",
                "R.view.layoutSubviews",
                "R.viewDidLayoutSubviews",
                "A.viewWillLayoutSubviews",
                "A.view.layoutSubviews",
                "A.viewDidLayoutSubviews",
                "S.viewWillLayoutSubviews",
                "S.view.layoutSubviews",
                "S.viewDidLayoutSubviews",
                "R.viewDidAppear",
                "A.viewDidAppear",
                "F.viewDidDisappear",
                "W.willRemoveSubview(F.view)",
                "F.view.willMove(toSuperview: nil)",
                "F.view.willMove(toWindow: nil)",
                "F.view.didMoveToWindow",
                "F.view.didMoveToSuperview",
                "S.viewWillAppear",
                "S.viewIsAppearing",
                "S.viewDidAppear",
            ])
        XCTAssertEqual(s.appearanceState, .appeared)
        XCTAssertValidTrace(recorder)
    }

    // LIFE-3, APP-5: a window shown again with a covered presenter keeps the stray in its view
    // disappeared, as it keeps the presenter.
    @MainActor func testLIFE3_WindowShownAgainKeepsACoveredStrayDisappeared() async {
        let (window, r, _, recorder) = scene()
        let s = ViewController(name: "S")
        XCTAssertMisuse(.inconsistentHierarchy) { r.view.addSubview(s.view) }
        let f = ViewController(name: "F")
        f.modalPresentationStyle = .fullScreen
        r.present(f, animated: false)
        window.hide()
        recorder.removeAll()
        window.makeKeyAndVisible()
        XCTAssertEqual(
            recorder.lines,
            [
                "F.viewWillAppear",
                "F.viewIsAppearing",
                "R.viewWillLayoutSubviews",
                "R.view.layoutSubviews",
                "R.viewDidLayoutSubviews",
                "A.viewWillLayoutSubviews",
                "A.view.layoutSubviews",
                "A.viewDidLayoutSubviews",
                "S.viewWillLayoutSubviews",
                "S.view.layoutSubviews",
                "S.viewDidLayoutSubviews",
                "F.viewDidAppear",
            ])
        XCTAssertEqual(s.appearanceState, .disappeared)
        XCTAssertEqual(r.appearanceState, .disappeared)
        XCTAssertEqual(f.appearanceState, .appeared)
    }
}
