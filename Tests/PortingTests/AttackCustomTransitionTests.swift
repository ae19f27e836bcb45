import ContainerKit
import ContainerKitTesting
import XCTest

// Attacks on UIKit's custom-transition protocols (COMP-16) and container transitions (APP-12),
// from a user's package: animators, coordinators and completions that re-enter, checked against
// the CustomTransitions article.
final class AttackCustomTransitionTests: XCTestCase {
    @MainActor final class TransitioningDelegate: ViewControllerTransitioningDelegate {
        var presenting: (any ViewControllerAnimatedTransitioning)?
        var dismissing: (any ViewControllerAnimatedTransitioning)?
        func animationController(
            forPresented presented: ViewController, presenting: ViewController, source: ViewController
        ) -> (any ViewControllerAnimatedTransitioning)? { self.presenting }
        func animationController(forDismissed dismissed: ViewController) -> (any ViewControllerAnimatedTransitioning)? {
            dismissing
        }
    }

    /// `[A]` in a visible window, with a delegate whose animator runs `onAnimate`.
    @MainActor private func stack(
        onAnimate: @escaping (any ViewControllerContextTransitioning) -> Void
    ) -> (Window, TraceRecorder, NavigationController, ViewController, AttackNavigationDelegate, AttackAnimator) {
        let a = ViewController(name: "A")
        let n = NavigationController(rootViewController: a, name: "N")
        let (window, recorder) = showInVisibleWindow(n)
        let delegate = AttackNavigationDelegate()
        let animator = AttackAnimator(recorder, onAnimate: onAnimate)
        delegate.animator = animator
        n.delegate = delegate
        return (window, recorder, n, a, delegate, animator)
    }

    // COMP-16: "completeTransition(true) commits the transition ... Later calls do nothing": an
    // animator that completes twice, then cancels, inside animateTransition.
    @MainActor func testCOMP16_AnimatorThatCompletesTwiceThenCancels() async {
        let (window, recorder, n, a, delegate, _) = stack { context in
            context.completeTransition(true)
            context.completeTransition(true)
            context.completeTransition(false)
        }
        let b = ViewController(name: "B")
        n.pushViewController(b, animated: true) { recorder.mark("pushed(\($0))") }
        XCTAssertTraceLines(
            attackLines(recorder),
            equal: [
                "N.transition(from: A, to: B)", "B.willMove(toParent: N)", "B.loadView", "B.viewDidLoad",
                "A.viewWillDisappear", "B.viewWillAppear", "animateTransition", "A.viewDidDisappear",
                "B.viewDidAppear", "B.didMove(toParent: N)", "N.transitionDidEnd(from: A, to: B)", "pushed(true)",
                "animationEnded(true)",
            ])
        XCTAssertEqual(n.viewControllers, [a, b])
        _ = (window, delegate)
    }

    // COMP-16, REENT-1, MIS-8: "a push ... requested from animateTransition(using:) ... waits for the
    // running transition and runs after it", and MIS-8 "is checked when the request runs": the
    // animator pushes the controller it is animating in, then completes.
    @MainActor func testCOMP16_MIS8_AnimatorThatPushesTheSameControllerAgain() async {
        let b = ViewController(name: "B")
        var n: NavigationController?
        var marks: TraceRecorder?
        let (window, recorder, nav, a, delegate, _) = stack { context in
            n?.pushViewController(b, animated: false) { marks?.mark("second(\($0))") }
            context.completeTransition(true)
        }
        n = nav
        marks = recorder
        XCTAssertMisuse("MIS-8") {
            nav.pushViewController(b, animated: true) { recorder.mark("pushed(\($0))") }
        }
        XCTAssertEqual(nav.viewControllers, [a, b])
        XCTAssertFalse(attackLines(recorder).contains { $0.hasPrefix("second") }, "a refused request's completion")
        XCTAssertEqual(b.appearanceState, .appeared)
        XCTAssertValidTrace(recorder)
        _ = (window, delegate)
    }

    // COMP-16, LIFE-4: "re-parenting a node while a transition involving it is in progress ends that
    // transition at once: its completion runs with finished == false, later animator calls do
    // nothing": the animator takes the incoming controller away and gives it to another parent.
    @MainActor func testCOMP16_LIFE4_AnimatorThatMovesTheIncomingControllerElsewhere() async {
        let other = ViewController(name: "O")
        let b = ViewController(name: "B")
        let (window, recorder, n, a, delegate, animator) = stack { _ in
            other.addChild(b)
            b.didMove(toParent: other)
        }
        n.pushViewController(b, animated: true) { recorder.mark("pushed(\($0))") }
        XCTAssertEqual(attackLines(recorder).filter { $0.hasPrefix("pushed") }, ["pushed(false)"])
        XCTAssertTrue(b.parent === other)
        XCTAssertEqual(n.viewControllers, [a])
        recorder.removeAll()
        animator.context?.completeTransition(true)
        XCTAssertEqual(attackLines(recorder), [], "later animator calls do nothing")
        XCTAssertEqual(n.viewControllers, [a])
        XCTAssertTrue(b.parent === other)
        assertAppearanceSettled(in: window)
        _ = delegate
    }

    // COMP-16, COMP-3: "a window hidden during a push still ends with every child disappeared":
    // the animator hides the window, then completes.
    @MainActor func testCOMP16_AnimatorThatHidesTheWindowThenCompletes() async {
        var windowToHide: Window?
        let (window, recorder, n, a, delegate, _) = stack { context in
            windowToHide?.isHidden = true
            context.completeTransition(true)
        }
        windowToHide = window
        let b = ViewController(name: "B")
        n.pushViewController(b, animated: true) { recorder.mark("pushed(\($0))") }
        XCTAssertEqual(n.viewControllers, [a, b])
        for controller in [n, a, b] {
            XCTAssertEqual(controller.appearanceState, .disappeared, controller.name)
        }
        XCTAssertValidTrace(recorder)
        window.isHidden = false
        XCTAssertEqual(b.appearanceState, .appeared)
        XCTAssertEqual(a.appearanceState, .disappeared)
        assertAppearanceSettled(in: window)
        _ = delegate
    }

    // COMP-16, LIFE-1: the animator gives the window another root and the app drops the stack; the
    // transition completes, the new root has appeared, and the old stack is deallocated.
    @MainActor func testCOMP16_LIFE1_AnimatorThatGivesTheWindowAnotherRoot() async {
        let q = ViewController(name: "Q")
        weak var weakN: NavigationController?
        weak var weakB: ViewController?
        let window: Window
        var windowToHide: Window?
        do {
            let (w, _, n, _, delegate, _) = stack { context in
                windowToHide?.rootViewController = q
                context.completeTransition(true)
            }
            window = w
            windowToHide = w
            // The window's recorder stops seeing N's subtree when it leaves (TRACE-3): watch N.
            let recorder = TraceRecorder()
            n.attach(recorder)
            let b = ViewController(name: "B")
            weakN = n
            weakB = b
            n.pushViewController(b, animated: true) { recorder.mark("pushed(\($0))") }
            XCTAssertEqual(b.appearanceState, .disappeared)
            XCTAssertEqual(attackLines(recorder).last, "pushed(true)")
            XCTAssertValidTrace(recorder)
            _ = delegate
        }
        windowToHide = nil
        XCTAssertNil(weakN)
        XCTAssertNil(weakB)
        XCTAssertEqual(q.appearanceState, .appeared)
        assertAppearanceSettled(in: window)
    }

    // COMP-16, LIFE-1, LIFE-3: a presentation whose transitioning delegate's animator never
    // completes; the window is released: "the context it kept is inert, the completion and the
    // coordinator's blocks are dropped", and everything is deallocated.
    @MainActor func testCOMP16_LIFE1_HeldCustomPresentationThenWindowReleased() async {
        let recorder = TraceRecorder()
        let animator = AttackAnimator(recorder)
        let transitioning = TransitioningDelegate()
        transitioning.presenting = animator
        weak var weakWindow: Window?
        weak var weakP: ViewController?
        weak var weakC: ViewController?
        do {
            let p = ViewController(name: "P"), c = ViewController(name: "C")
            let (window, windowRecorder) = showInVisibleWindow(p)
            weakWindow = window
            weakP = p
            weakC = c
            c.transitioningDelegate = transitioning
            p.present(c, animated: true) { recorder.mark("presented") }
            XCTAssertEqual(recorder.lines, ["animateTransition"])
            XCTAssertEqual(c.appearanceState, .appearing)
            windowRecorder.detach()
        }
        XCTAssertNil(weakWindow)
        XCTAssertNil(weakP)
        XCTAssertNil(weakC)
        XCTAssertNil(animator.context?.viewController(forKey: .to))
        animator.context?.completeTransition(true)
        XCTAssertFalse(recorder.lines.contains("presented"))
    }

    // COMP-16, APP-2: a dismissal whose animator calls completeTransition(false) is cancelled: the
    // sheet stays presented and appeared, every hook balanced; a later dismissal works.
    @MainActor func testCOMP16_DismissalCancelledByItsAnimatorKeepsThePresentation() async {
        let p = ViewController(name: "P"), c = ViewController(name: "C")
        let (window, recorder) = showInVisibleWindow(p)
        let transitioning = TransitioningDelegate()
        transitioning.dismissing = AttackAnimator(recorder) { $0.completeTransition(false) }
        c.transitioningDelegate = transitioning
        p.present(c, animated: false)
        recorder.removeAll()
        c.dismiss(animated: true) { recorder.mark("dismissed") }
        XCTAssertTrue(p.presentedViewController === c)
        XCTAssertTrue(c.presentingViewController === p)
        XCTAssertEqual(c.appearanceState, .appeared)
        XCTAssertEqual(
            attackLines(recorder).filter { $0.hasPrefix("C.") },
            ["C.viewWillDisappear", "C.viewWillAppear", "C.viewDidAppear"])
        XCTAssertTrue(attackLines(recorder).contains("animationEnded(false)"))
        XCTAssertValidTrace(recorder)
        transitioning.dismissing = nil
        c.dismiss(animated: true)
        XCTAssertNil(p.presentedViewController)
        assertAppearanceSettled(in: window)
    }

    // COMP-16: PercentDrivenInteractiveTransition: once finish() has ended the interaction,
    // cancel(), update(_:) and a second finish() change nothing.
    @MainActor func testCOMP16_InteractionCallsAfterFinishDoNothing() async {
        let a = ViewController(name: "A"), b = ViewController(name: "B")
        let n = NavigationController(rootViewController: a, name: "N")
        let (window, recorder) = showInVisibleWindow(n)
        n.pushViewController(b, animated: false)
        let delegate = AttackNavigationDelegate()
        let interaction = PercentDrivenInteractiveTransition()
        delegate.animator = AttackAnimator(recorder) { context in
            View.animate(withDuration: 0.3, animations: {}) { _ in
                context.completeTransition(!context.transitionWasCancelled)
            }
        }
        delegate.interaction = interaction
        n.delegate = delegate
        recorder.removeAll()
        n.popViewController(animated: true) { recorder.mark("popped(\($0))") }
        interaction.update(0.7)
        interaction.finish()
        let afterFinish = attackLines(recorder)
        interaction.cancel()
        interaction.update(0.1)
        interaction.finish()
        XCTAssertEqual(attackLines(recorder), afterFinish)
        XCTAssertEqual(afterFinish.filter { $0.hasPrefix("popped") }, ["popped(true)"])
        XCTAssertEqual(n.viewControllers, [a])
        assertAppearanceSettled(in: window)
    }

    // COMP-16: "notifyWhenInteractionChanges handlers run once, when the interaction ends"; a
    // handler that cancels the finished interaction changes nothing.
    @MainActor func testCOMP16_InteractionHandlerThatCancelsAFinishedInteraction() async {
        let a = AttackHooked(name: "A"), b = ViewController(name: "B")
        let n = NavigationController(rootViewController: a, name: "N")
        let (window, recorder) = showInVisibleWindow(n)
        n.pushViewController(b, animated: false)
        let delegate = AttackNavigationDelegate()
        let interaction = PercentDrivenInteractiveTransition()
        delegate.animator = AttackAnimator(recorder) { context in
            View.animate(withDuration: 0.3, animations: {}) { _ in
                context.completeTransition(!context.transitionWasCancelled)
            }
        }
        delegate.interaction = interaction
        n.delegate = delegate
        var handlerCalls = 0
        a.onWillAppear = { a in
            a.transitionCoordinator?.notifyWhenInteractionChanges { context in
                handlerCalls += 1
                recorder.mark("interaction changed, cancelled: \(context.isCancelled)")
                interaction.cancel()
            }
        }
        n.popViewController(animated: true) { recorder.mark("popped(\($0))") }
        interaction.finish()
        XCTAssertEqual(handlerCalls, 1)
        XCTAssertTrue(attackLines(recorder).contains("interaction changed, cancelled: false"))
        XCTAssertTrue(attackLines(recorder).contains("popped(true)"))
        XCTAssertEqual(n.viewControllers, [a])
        assertAppearanceSettled(in: window)
    }

    // COMP-16: "once the transition has ended, animate returns false" (and runs nothing), for a
    // coordinator kept by the app after the push.
    @MainActor func testCOMP16_CoordinatorKeptAfterTheTransitionRunsNothing() async {
        let a = ViewController(name: "A"), b = AttackHooked(name: "B")
        let n = NavigationController(rootViewController: a, name: "N")
        let (window, _) = showInVisibleWindow(n)
        var kept: (any ViewControllerTransitionCoordinator)?
        b.onWillAppear = { kept = $0.transitionCoordinator }
        let animator = ManualAnimator()
        n.animator = animator
        n.pushViewController(b, animated: true)
        XCTAssertNotNil(kept)
        XCTAssertEqual(animator.complete(), true)
        var ran = false
        XCTAssertEqual(kept?.animate(alongsideTransition: { _ in ran = true }, completion: { _ in ran = true }), false)
        XCTAssertFalse(ran)
        XCTAssertNil(b.transitionCoordinator)
        _ = window
    }

    // COMP-16, REENT-1: a coordinator completion that pops "waits for the running transition and
    // runs after it": the pushed controller is popped right after its push ends.
    @MainActor func testCOMP16_CoordinatorCompletionThatPops() async {
        let a = ViewController(name: "A"), b = AttackHooked(name: "B")
        let n = NavigationController(rootViewController: a, name: "N")
        let (window, recorder) = showInVisibleWindow(n)
        b.onWillAppear = { b in
            b.onWillAppear = nil
            b.transitionCoordinator?.animate(alongsideTransition: nil) { _ in
                n.popViewController(animated: false) { recorder.mark("popped(\($0))") }
            }
        }
        let animator = ManualAnimator()
        n.animator = animator
        n.pushViewController(b, animated: true) { recorder.mark("pushed(\($0))") }
        XCTAssertEqual(animator.complete(), true)
        let marks = attackLines(recorder).filter { $0.hasPrefix("pushed") || $0.hasPrefix("popped") }
        XCTAssertEqual(marks, ["pushed(true)", "popped(true)"])
        XCTAssertEqual(n.viewControllers, [a])
        XCTAssertValidTrace(recorder)
        assertAppearanceSettled(in: window)
    }

    // COMP-16: "Transactions nest; an inner block runs before the outer one", both after the push
    // started inside them ends, after the push's completion.
    @MainActor func testCOMP16_NestedTransactionsAroundAHeldPush() async {
        let a = ViewController(name: "A"), b = ViewController(name: "B")
        let n = NavigationController(rootViewController: a, name: "N")
        let (window, recorder) = showInVisibleWindow(n)
        let animator = ManualAnimator()
        Transaction.begin()
        Transaction.setCompletionBlock { recorder.mark("outer") }
        Transaction.begin()
        Transaction.setCompletionBlock { recorder.mark("inner") }
        n.animator = animator
        n.pushViewController(b, animated: true) { recorder.mark("pushed(\($0))") }
        Transaction.commit()
        Transaction.commit()
        XCTAssertFalse(recorder.lines.contains("inner"))
        XCTAssertEqual(animator.complete(), true)
        XCTAssertEqual(recorder.lines.suffix(3), ["pushed(true)", "inner", "outer"])
        _ = window
    }

    // COMP-16, LIFE-1: "releasing the container then releases the tree: ... the completion and the
    // coordinator's blocks are dropped, and a transaction that waited for the transition completes".
    @MainActor func testCOMP16_LIFE1_TransactionCompletesWhenTheHeldContainerIsReleased() async {
        let recorder = TraceRecorder()
        let animator = ManualAnimator()
        weak var weakN: NavigationController?
        weak var weakB: ViewController?
        do {
            let a = ViewController(name: "A"), b = ViewController(name: "B")
            let n = NavigationController(rootViewController: a, name: "N")
            weakN = n
            weakB = b
            _ = n.view
            n.animator = animator
            Transaction.begin()
            Transaction.setCompletionBlock { recorder.mark("transaction") }
            n.pushViewController(b, animated: true) { recorder.mark("pushed(\($0))") }
            Transaction.commit()
            XCTAssertTrue(animator.isRunning)
            XCTAssertEqual(recorder.lines, [])
        }
        XCTAssertNil(weakN)
        XCTAssertNil(weakB)
        XCTAssertEqual(recorder.lines, ["transaction"])
        XCTAssertEqual(animator.complete(), false)
    }

    // COMP-16, LIFE-4: a transaction's block runs "after that transition's completion", also when
    // the transition is abandoned: the window goes while the container lives on, the push ends
    // with `finished == false`, then the block runs (found by the attacks: the block came first).
    @MainActor func testCOMP16_LIFE4_TransactionAfterTheCompletionOfAnAbandonedPush() async {
        let recorder = TraceRecorder()
        let animator = ManualAnimator()
        let a = ViewController(name: "A"), b = ViewController(name: "B")
        let n = NavigationController(rootViewController: a, name: "N")
        do {
            let window = Window(name: "W")
            window.rootViewController = n
            window.makeKeyAndVisible()
            n.animator = animator
            Transaction.begin()
            Transaction.setCompletionBlock { recorder.mark("transaction") }
            n.pushViewController(b, animated: true) { recorder.mark("pushed(\($0))") }
            Transaction.commit()
            XCTAssertTrue(animator.isRunning)
        }  // the window goes here, its root kept alive by the test
        XCTAssertEqual(
            recorder.lines.filter { $0 == "transaction" || $0.hasPrefix("pushed") }, ["pushed(false)", "transaction"])
        XCTAssertEqual(animator.complete(), false)
        _ = n
    }

    // COMP-16: "setCompletionBlock(_:) outside a transaction runs the block at once"; a block that
    // opens and commits a transaction of its own inside works too.
    @MainActor func testCOMP16_CompletionBlockOutsideATransactionAndReentrant() async {
        var order: [String] = []
        Transaction.setCompletionBlock {
            order.append("outside")
            Transaction.begin()
            Transaction.setCompletionBlock { order.append("inner") }
            Transaction.commit()
        }
        XCTAssertEqual(order, ["outside", "inner"])
        Transaction.commit()  // no transaction open: does nothing
        XCTAssertNil(Transaction.completionBlock())
    }

    // COMP-16 (container transition): "Both must be children of the receiver ... otherwise the call
    // is refused ... and nothing changes": a transition from a child to itself is refused too.
    @MainActor func testCOMP16_ContainerTransitionFromAChildToItselfIsRefused() async {
        let p = ViewController(name: "P"), a = ViewController(name: "A")
        let (window, recorder) = showInVisibleWindow(p)
        p.addChild(a)
        p.view.addSubview(a.view)
        a.didMove(toParent: p)
        var completed: Bool?
        XCTAssertMisuse(.invalidArgument, unchanged: [window], controllers: [p], recorder: recorder) {
            p.transition(from: a, to: a, duration: 0, animations: nil) { completed = $0 }
        }
        XCTAssertNil(completed)
    }

    // COMP-16 (container transition), REENT-1: a completion that transitions back; both children
    // stay the caller's; the one shown at the end has appeared, the other has disappeared.
    @MainActor func testCOMP16_ContainerTransitionWhoseCompletionTransitionsBack() async {
        let p = ViewController(name: "P"), a = ViewController(name: "A"), b = ViewController(name: "B")
        let (window, recorder) = showInVisibleWindow(p)
        p.addChild(a)
        p.view.addSubview(a.view)
        a.didMove(toParent: p)
        recorder.removeAll()
        p.addChild(b)
        p.transition(from: a, to: b, duration: 0.3, animations: nil) { _ in
            b.didMove(toParent: p)
            recorder.mark("forth")
            p.transition(from: b, to: a, duration: 0.3, animations: nil) { recorder.mark("back(\($0))") }
        }
        XCTAssertEqual(
            attackLines(recorder).filter { $0.hasPrefix("forth") || $0.hasPrefix("back") }, ["forth", "back(true)"])
        XCTAssertTrue(a.view.superview === p.view)
        XCTAssertNil(b.view.superview)
        XCTAssertEqual(a.appearanceState, .appeared)
        XCTAssertEqual(b.appearanceState, .disappeared)
        XCTAssertValidTrace(recorder)
        _ = window
    }

    // COMP-16 (container transition), LIFE-4: "re-parenting one under another controller ... ends
    // the transition at once": the animations block moves the incoming child to another parent; the
    // completion gets `false`, nothing is left appearing.
    @MainActor func testCOMP16_LIFE4_ContainerTransitionWhoseAnimationsReparentTheIncomingChild() async {
        let p = ViewController(name: "P"), a = ViewController(name: "A"), b = ViewController(name: "B")
        let other = ViewController(name: "O")
        let (window, recorder) = showInVisibleWindow(p)
        p.addChild(a)
        p.view.addSubview(a.view)
        a.didMove(toParent: p)
        p.addChild(b)
        b.didMove(toParent: p)
        recorder.removeAll()
        var finished: Bool?
        p.transition(
            from: a, to: b, duration: 0.3,
            animations: {
                other.addChild(b)
                b.didMove(toParent: other)
            }
        ) { finished = $0 }
        XCTAssertEqual(finished, false)
        XCTAssertTrue(b.parent === other)
        XCTAssertNotEqual(b.appearanceState, .appearing)
        XCTAssertNotEqual(b.appearanceState, .appeared)
        XCTAssertNotEqual(a.appearanceState, .disappearing)
        // B's didMove(toParent: O) is outside the window the recorder watches (TRACE-3).
        XCTAssertValidTrace(recorder, complete: false)
        assertAppearanceSettled(in: window)
    }
}
