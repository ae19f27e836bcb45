import ContainerKit
import ContainerKitTesting
import XCTest

// A second round of attacks on the newest paths (COMP-14..19, APP-13), from a user's package:
// interrupted swipes, queued taps and turns, split delegates and size transitions that re-enter.
final class AttackReentrancyTests: XCTestCase {
    @MainActor final class SheetDelegate: AdaptivePresentationControllerDelegate {
        var onWill: (() -> Void)?
        func presentationControllerWillDismiss(_ presentationController: PresentationController) { onWill?() }
    }

    @MainActor final class TabAnimatorDelegate: TabBarControllerDelegate {
        let recorder: TraceRecorder
        var animator: (any ViewControllerAnimatedTransitioning)?
        init(_ recorder: TraceRecorder) { self.recorder = recorder }
        func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) {
            recorder.mark("didSelect(\(viewController.name))")
        }
        func tabBarController(
            _ tabBarController: TabBarController, animationControllerForTransitionFrom fromVC: ViewController,
            to toVC: ViewController
        ) -> (any ViewControllerAnimatedTransitioning)? { animator }
    }

    @MainActor final class SplitDelegate: SplitViewControllerDelegate {
        var top: SplitViewController.Column?
        var onCollapse: (() -> Void)?
        func splitViewController(
            _ svc: SplitViewController,
            topColumnForCollapsingToProposedTopColumn proposedTopColumn: SplitViewController.Column
        ) -> SplitViewController.Column {
            onCollapse?()
            return top ?? proposedTopColumn
        }
    }

    // MARK: - COMP-15

    // COMP-15 (policy): "A swipe ... on a sheet that itself presents ... starts nothing and asks
    // nobody": only the top sheet can be swiped; the tree stays as it was (both presentations).
    @MainActor func testCOMP15_SwipeOnASheetThatPresentsStartsNothing() async {
        let p = ViewController(name: "P"), c = ViewController(name: "C"), d = ViewController(name: "D")
        let (window, recorder) = showInVisibleWindow(p)
        p.present(c, animated: false)
        c.present(d, animated: false)
        final class Asked: AdaptivePresentationControllerDelegate {
            var calls = 0
            func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool {
                calls += 1
                return true
            }
        }
        let delegate = Asked()
        c.presentationController?.delegate = delegate
        let before = TreeSnapshot([window], controllers: [p, c, d], recorder: recorder)
        XCTAssertNil(c.presentationController?.beginInteractiveDismissal())
        XCTAssertEqual(delegate.calls, 0)
        XCTAssertUnchanged(before, TreeSnapshot([window], controllers: [p, c, d], recorder: recorder))
        XCTAssertTrue(c.presentedViewController === d)
        let top = d.presentationController?.beginInteractiveDismissal()
        XCTAssertEqual(top?.finish(), true, "the top sheet still can be swiped")
        XCTAssertNil(c.presentedViewController)
        XCTAssertTrue(p.presentedViewController === c)
        assertAppearanceSettled(in: window)
    }

    // COMP-15, REENT-1: presentationControllerWillDismiss that hides the window: the swipe ends with
    // the sheet dismissed or kept, but every hook balanced and, shown again, the window settled.
    @MainActor func testCOMP15_WillDismissThatHidesTheWindow() async {
        let p = ViewController(name: "P"), c = ViewController(name: "C")
        let (window, recorder) = showInVisibleWindow(p)
        p.present(c, animated: false)
        let delegate = SheetDelegate()
        delegate.onWill = { window.isHidden = true }
        c.presentationController?.delegate = delegate
        let swipe = c.presentationController?.beginInteractiveDismissal()
        swipe?.finish()
        XCTAssertEqual(c.appearanceState, .disappeared)
        XCTAssertEqual(p.appearanceState, .disappeared)
        window.isHidden = false
        XCTAssertValidTrace(recorder)
        assertAppearanceSettled(in: window)
    }

    // COMP-15: a swipe finished or cancelled again from a hook of its own finish does nothing more
    // ("`false` when the swipe was already over").
    @MainActor func testCOMP15_SwipeFinishedAgainFromItsOwnDidDisappear() async {
        let p = ViewController(name: "P"), c = AttackHooked(name: "C")
        let (window, recorder) = showInVisibleWindow(p)
        p.present(c, animated: false)
        let swipe = c.presentationController?.beginInteractiveDismissal()
        var again: [Bool?] = []
        c.onDidDisappear = { _ in again = [swipe?.finish(), swipe?.cancel()] }
        XCTAssertEqual(swipe?.finish(), true)
        XCTAssertEqual(again, [false, false])
        XCTAssertNil(p.presentedViewController)
        XCTAssertEqual(c.appearanceState, .disappeared)
        XCTAssertValidTrace(recorder)
        assertAppearanceSettled(in: window)
    }

    // COMP-10, COMP-3: a push in a presented navigation controller while its presentation is held:
    // both end; everything on screen has appeared.
    @MainActor func testCOMP10_PushInsideAPresentedStackWhileThePresentationIsHeld() async {
        let p = ViewController(name: "P"), f = ViewController(name: "F"), g = ViewController(name: "G")
        let n = NavigationController(rootViewController: f, name: "N")
        let (window, recorder) = showInVisibleWindow(p)
        let animator = ManualAnimator()
        p.present(n, animated: true, animator: animator)
        n.pushViewController(g, animated: false) { recorder.mark("pushed(\($0))") }
        _ = animator.completeAll()
        XCTAssertEqual(n.viewControllers, [f, g])
        XCTAssertEqual(g.appearanceState, .appeared)
        XCTAssertEqual(f.appearanceState, .disappeared)
        XCTAssertTrue(attackLines(recorder).contains("pushed(true)"))
        XCTAssertValidTrace(recorder)
        assertAppearanceSettled(in: window)
    }

    // COMP-10: a presentation made while the window is hidden: nothing appears until the window is
    // shown, then everything on screen appears.
    @MainActor func testCOMP10_PresentationInAHiddenWindowAppearsWhenShown() async {
        let p = ViewController(name: "P"), c = ViewController(name: "C")
        let window = Window(name: "W")
        window.frame = Rect(x: 0, y: 0, width: 320, height: 480)
        window.rootViewController = p
        window.makeKeyAndVisible()
        window.isHidden = true
        var completed = false
        p.present(c, animated: false) { completed = true }
        XCTAssertTrue(completed)
        XCTAssertNotEqual(c.appearanceState, .appeared)
        window.isHidden = false
        XCTAssertTrue(p.presentedViewController === c)
        assertAppearanceSettled(in: window)
    }

    // MARK: - COMP-16, COMP-17

    // COMP-17, COMP-16: "When a transition of this container runs, the switch waits for it (COMP-3),
    // and didSelect comes after the switch": a tap while a delegate's animator holds a tap.
    @MainActor func testCOMP17_TapWhileAnAnimatedTapIsHeldWaits() async {
        let a = ViewController(name: "A"), b = ViewController(name: "B"), c = ViewController(name: "C")
        let t = TabBarController(viewControllers: [a, b, c], name: "T")
        let (window, recorder) = showInVisibleWindow(t)
        let delegate = TabAnimatorDelegate(recorder)
        let animator = AttackAnimator(recorder)
        delegate.animator = animator
        t.delegate = delegate
        t.simulateTap(on: b)
        let held = animator.context
        XCTAssertNotNil(held)
        delegate.animator = nil
        t.simulateTap(on: c)
        XCTAssertFalse(attackLines(recorder).contains("T.transition(from: B, to: C)"), "the second tap waits")
        held?.completeTransition(true)
        let marks = attackLines(recorder).filter {
            $0.hasPrefix("didSelect") || $0.hasPrefix("T.transition(") || $0.hasPrefix("animationEnded")
        }
        XCTAssertEqual(
            marks,
            [
                "T.transition(from: A, to: B)", "didSelect(B)", "animationEnded(true)", "T.transition(from: B, to: C)",
                "didSelect(C)",
            ])
        XCTAssertTrue(t.selectedViewController === c)
        XCTAssertValidTrace(recorder)
        assertAppearanceSettled(in: window)
    }

    // COMP-16: "completeTransition(true) commits the transition: the did-hooks, the container's
    // records, the completion, then the animation controller's animationEnded(true)", before the
    // push that waited starts; one animator object serves both pushes, as delegates often do.
    @MainActor func testCOMP16_ReusedAnimatorHearsAnimationEndedBeforeTheNextPushStarts() async {
        let a = ViewController(name: "A"), b = ViewController(name: "B"), c = ViewController(name: "C")
        let n = NavigationController(rootViewController: a, name: "N")
        let (window, recorder) = showInVisibleWindow(n)
        final class Delegate: NavigationControllerDelegate {
            let animator: any ViewControllerAnimatedTransitioning
            init(_ animator: any ViewControllerAnimatedTransitioning) { self.animator = animator }
            func navigationController(
                _ navigationController: NavigationController,
                animationControllerFor operation: NavigationController.Operation, from fromVC: ViewController,
                to toVC: ViewController
            ) -> (any ViewControllerAnimatedTransitioning)? { animator }
        }
        let animator = AttackAnimator(recorder)
        let delegate = Delegate(animator)
        n.delegate = delegate
        n.pushViewController(b, animated: true) { recorder.mark("pushed B(\($0))") }
        let first = animator.context
        n.pushViewController(c, animated: true) { recorder.mark("pushed C(\($0))") }
        recorder.removeAll()
        first?.completeTransition(true)
        XCTAssertTraceLines(
            attackLines(recorder),
            equal: [
                "A.viewDidDisappear", "B.viewDidAppear", "B.didMove(toParent: N)", "N.transitionDidEnd(from: A, to: B)",
                "pushed B(true)", "animationEnded(true)", "N.transition(from: B, to: C)", "C.willMove(toParent: N)",
                "C.loadView", "C.viewDidLoad", "B.viewWillDisappear", "C.viewWillAppear", "animateTransition",
            ])
        recorder.removeAll()
        animator.context?.completeTransition(true)
        XCTAssertEqual(attackLines(recorder).suffix(2), ["pushed C(true)", "animationEnded(true)"])
        XCTAssertEqual(n.viewControllers, [a, b, c])
        assertAppearanceSettled(in: window)
    }

    // COMP-16: "the completion block set between begin() and commit() runs once every transition
    // that started inside the transaction has ended, after that transition's completion", before
    // the request that waited for it starts.
    @MainActor func testCOMP16_TransactionBlockRunsBeforeTheWaitingPushStarts() async {
        let a = ViewController(name: "A"), b = ViewController(name: "B"), c = ViewController(name: "C")
        let n = NavigationController(rootViewController: a, name: "N")
        let (window, recorder) = showInVisibleWindow(n)
        let animator = ManualAnimator()
        n.animator = animator
        Transaction.begin()
        Transaction.setCompletionBlock { recorder.mark("transaction") }
        n.pushViewController(b, animated: true) { recorder.mark("pushed B(\($0))") }
        Transaction.commit()
        n.pushViewController(c, animated: true) { recorder.mark("pushed C(\($0))") }
        XCTAssertEqual(animator.complete(), true)
        XCTAssertEqual(
            attackLines(recorder).filter {
                $0.hasPrefix("pushed") || $0 == "transaction" || $0.hasPrefix("N.transition(")
            },
            ["N.transition(from: A, to: B)", "pushed B(true)", "transaction", "N.transition(from: B, to: C)"])
        _ = animator.completeAll()
        XCTAssertEqual(n.viewControllers, [a, b, c])
        assertAppearanceSettled(in: window)
    }

    // COMP-16: "notifyWhenInteractionChanges handlers run once, when the interaction ends (finished
    // or cancelled) or pauses": paused, then finished, the handler has run once.
    @MainActor func testCOMP16_InteractionHandlerRunsOnceForPauseThenFinish() async {
        let a = AttackHooked(name: "A"), b = ViewController(name: "B")
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
        var calls = 0
        a.onWillAppear = { a in a.transitionCoordinator?.notifyWhenInteractionChanges { _ in calls += 1 } }
        n.popViewController(animated: true)
        interaction.update(0.4)
        interaction.pause()
        interaction.update(0.8)
        interaction.finish()
        XCTAssertEqual(calls, 1)
        XCTAssertEqual(n.viewControllers, [a])
        assertAppearanceSettled(in: window)
    }

    // COMP-16: "a block added after that runs at once": a coordinator block added from inside an
    // alongside animation block runs, and its completion runs once with the others.
    @MainActor func testCOMP16_AlongsideBlockAddedFromAnAlongsideBlock() async {
        let a = ViewController(name: "A"), b = AttackHooked(name: "B")
        let n = NavigationController(rootViewController: a, name: "N")
        let (window, _) = showInVisibleWindow(n)
        var order: [String] = []
        b.onWillAppear = { b in
            guard let coordinator = b.transitionCoordinator else { return }
            coordinator.animate(alongsideTransition: { _ in
                order.append("outer")
                _ = coordinator.animate(alongsideTransition: { _ in order.append("inner") }) { _ in
                    order.append("inner completion")
                }
            }) { _ in order.append("outer completion") }
        }
        let animator = ManualAnimator()
        n.animator = animator
        n.pushViewController(b, animated: true)
        XCTAssertEqual(order, ["outer", "inner"])
        XCTAssertEqual(animator.complete(), true)
        XCTAssertEqual(order, ["outer", "inner", "outer completion", "inner completion"])
        _ = window
    }

    // MARK: - COMP-18, COMP-19

    // COMP-18: "a change asked for through the container (a page set ...) waits for the turn and
    // runs after it": a page set while a swipe is held, then the swipe cancelled.
    @MainActor func testCOMP18_PageSetWhileASwipeIsHeldThenTheSwipeCancelled() async {
        let p = PageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal, name: "P")
        let a = ViewController(name: "A"), b = ViewController(name: "B"), c = ViewController(name: "C")
        p.setViewControllers([a], direction: .forward, animated: false)
        let (window, recorder) = showInVisibleWindow(p)
        final class Source: PageViewControllerDataSource {
            let next: ViewController
            init(_ next: ViewController) { self.next = next }
            func pageViewController(
                _ pageViewController: PageViewController, viewControllerBefore viewController: ViewController
            ) -> ViewController? { nil }
            func pageViewController(
                _ pageViewController: PageViewController, viewControllerAfter viewController: ViewController
            ) -> ViewController? { viewController === next ? nil : next }
        }
        let source = Source(b)
        p.dataSource = source
        let animator = ManualAnimator()
        p.animator = animator
        XCTAssertTrue(p.simulateSwipe(.forward))
        var finished: [Bool] = []
        p.setViewControllers([c], direction: .forward, animated: false) { finished.append($0) }
        XCTAssertEqual(p.viewControllers ?? [], [a])
        XCTAssertEqual(animator.cancel(), true)
        XCTAssertEqual(finished, [true])
        XCTAssertEqual(p.viewControllers ?? [], [c])
        XCTAssertNil(b.parent)
        XCTAssertNil(a.parent)
        XCTAssertValidTrace(recorder)
        assertAppearanceSettled(in: window)
    }

    // COMP-18: a data source that returns a torn-down controller: reported, nothing changes (a
    // torn-down node is one "the operation may not take", MIS-17, refused as if passed directly).
    @MainActor func testCOMP18_DataSourceReturningATornDownController() async {
        let p = PageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal, name: "P")
        let a = ViewController(name: "A"), dead = ViewController(name: "X")
        dead.tearDown()
        p.setViewControllers([a], direction: .forward, animated: false)
        let (window, _) = showInVisibleWindow(p)
        final class Source: PageViewControllerDataSource {
            let next: ViewController
            init(_ next: ViewController) { self.next = next }
            func pageViewController(
                _ pageViewController: PageViewController, viewControllerBefore viewController: ViewController
            ) -> ViewController? { nil }
            func pageViewController(
                _ pageViewController: PageViewController, viewControllerAfter viewController: ViewController
            ) -> ViewController? { next }
        }
        let source = Source(dead)
        p.dataSource = source
        XCTAssertMisuse(.tornDown, unchanged: [window], controllers: [p]) {
            XCTAssertFalse(p.simulateSwipe(.forward))
        }
        XCTAssertEqual(p.viewControllers ?? [], [a])
    }

    // COMP-19: a collapse whose delegate proposes a column that has no controller (the
    // supplementary column of a double-column split): one column is still on screen and appeared.
    @MainActor func testCOMP19_CollapseToAnEmptyColumn() async {
        let s = SplitViewController(style: .doubleColumn, name: "S")
        let primary = ViewController(name: "P"), detail = ViewController(name: "D")
        s.setViewController(primary, for: .primary)
        s.setViewController(detail, for: .secondary)
        let (window, recorder) = showInVisibleWindow(s)
        let delegate = SplitDelegate()
        delegate.top = .supplementary
        s.delegate = delegate
        window.systemTraits = TraitCollection(horizontalSizeClass: .compact)
        XCTAssertTrue(s.isCollapsed)
        let shown = [primary, detail].filter { $0.appearanceState == .appeared }
        XCTAssertEqual(shown.count, 1, "one column on screen")
        XCTAssertValidTrace(recorder)
        assertAppearanceSettled(in: window)
        window.systemTraits = TraitCollection(horizontalSizeClass: .regular)
        XCTAssertFalse(s.isCollapsed)
        XCTAssertEqual(primary.appearanceState, .appeared)
        XCTAssertEqual(detail.appearanceState, .appeared)
    }

    // MARK: - APP-13

    // APP-13, COMP-3: a rotation while a push is held: the size transition reaches both children,
    // frames follow, and the push then completes with the incoming view at the new size.
    @MainActor func testAPP13_RotationWhileAPushIsHeld() async {
        let a = AttackHooked(name: "A"), b = AttackHooked(name: "B")
        let n = NavigationController(rootViewController: a, name: "N")
        let (window, recorder) = showInVisibleWindow(n)
        var told: [String] = []
        a.onWillTransitionToSize = { c, _, _ in told.append(c.name) }
        b.onWillTransitionToSize = { c, _, _ in told.append(c.name) }
        let animator = ManualAnimator()
        n.animator = animator
        n.pushViewController(b, animated: true)
        window.simulateRotation()
        XCTAssertEqual(animator.complete(), true)
        XCTAssertEqual(n.view.frame.size, Size(width: 480, height: 320))
        XCTAssertEqual(b.view.frame.size, Size(width: 480, height: 320))
        XCTAssertTrue(told.contains("B"), "the incoming child is told (\(told))")
        XCTAssertValidTrace(recorder)
        assertAppearanceSettled(in: window)
    }

    // APP-13, REENT-1: a presented controller whose viewWillTransition(to:with:) dismisses itself:
    // the dismissal waits for the size transition; the presenter ends at the new size and appeared.
    @MainActor func testAPP13_PresentedControllerThatDismissesItselfOnRotation() async {
        let p = ViewController(name: "P"), c = AttackHooked(name: "C")
        let (window, recorder) = showInVisibleWindow(p)
        c.modalPresentationStyle = .fullScreen
        p.present(c, animated: false)
        c.onWillTransitionToSize = { c, _, _ in c.dismiss(animated: true) }
        window.simulateRotation()
        XCTAssertNil(p.presentedViewController)
        XCTAssertEqual(p.view.frame.size, Size(width: 480, height: 320))
        XCTAssertValidTrace(recorder)
        assertAppearanceSettled(in: window)
    }
}
