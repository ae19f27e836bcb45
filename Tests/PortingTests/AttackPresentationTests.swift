import ContainerKit
import ContainerKitTesting
import XCTest

// Attacks on presentation as iOS 13 and later have it (COMP-14, COMP-15, MIS-20), from a user's
// package: user code that re-enters from the presentation controller's delegate, the hooks and
// the completions, checked against what the Composition and MisuseRules articles promise.
final class AttackPresentationTests: XCTestCase {
    /// A presentation controller delegate that marks its calls and runs the test's closures.
    @MainActor final class SheetDelegate: AdaptivePresentationControllerDelegate {
        let recorder: TraceRecorder
        var answer = true
        var onShould: (() -> Void)?
        var onWill: (() -> Void)?
        var onDid: (() -> Void)?
        var onAttempt: (() -> Void)?
        init(_ recorder: TraceRecorder) { self.recorder = recorder }
        func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool {
            recorder.mark("shouldDismiss")
            onShould?()
            return answer
        }
        func presentationControllerWillDismiss(_ presentationController: PresentationController) {
            recorder.mark("willDismiss")
            onWill?()
        }
        func presentationControllerDidDismiss(_ presentationController: PresentationController) {
            recorder.mark("didDismiss")
            onDid?()
        }
        func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController) {
            recorder.mark("didAttemptToDismiss")
            onAttempt?()
        }
    }

    // COMP-15: "while a transition of its presentation chain runs, [a swipe] starts nothing and
    // asks nobody": a swipe begun from the turned-back viewDidAppear of a cancelled swipe.
    @MainActor func testCOMP15_SwipeBegunWhileTheCancelledSwipeTurnsBackStartsNothing() async {
        let p = ViewController(name: "P"), c = AttackHooked(name: "C")
        let (window, recorder) = showInVisibleWindow(p)
        p.present(c, animated: false)
        let delegate = SheetDelegate(recorder)
        c.presentationController?.delegate = delegate
        let swipe = c.presentationController?.beginInteractiveDismissal()
        XCTAssertNotNil(swipe)
        var second: InteractiveDismissal?
        c.onDidAppear = { c in second = c.presentationController?.beginInteractiveDismissal() }
        recorder.removeAll()
        XCTAssertEqual(swipe?.cancel(), true)
        XCTAssertNil(second)
        XCTAssertTraceLines(attackLines(recorder), equal: ["C.viewWillAppear", "C.viewDidAppear"])
        XCTAssertTrue(p.presentedViewController === c)
        XCTAssertEqual(c.appearanceState, .appeared)
        _ = window
    }

    // COMP-15: a held swipe holds the chain; "Presenting from a controller that already presents"
    // is MIS-20, refused with nothing changed; the swipe then finishes as documented.
    @MainActor func testMIS20_PresentingWhileASwipeIsHeldIsRefused() async {
        let p = ViewController(name: "P"), c = ViewController(name: "C"), d = ViewController(name: "D")
        let (window, recorder) = showInVisibleWindow(p)
        p.present(c, animated: false)
        let delegate = SheetDelegate(recorder)
        c.presentationController?.delegate = delegate
        let swipe = c.presentationController?.beginInteractiveDismissal()
        XCTAssertMisuse("MIS-20", unchanged: [window], controllers: [p, c, d], recorder: recorder) {
            p.present(d, animated: false)
        }
        XCTAssertMisuse("MIS-20", unchanged: [window], controllers: [p, c, d], recorder: recorder) {
            c.present(c, animated: false)
        }
        recorder.removeAll()
        XCTAssertEqual(swipe?.finish(), true)
        XCTAssertTraceLines(attackLines(recorder), equal: ["C.viewDidDisappear", "didDismiss"])
        XCTAssertNil(p.presentedViewController)
        XCTAssertNil(c.presentingViewController)
        _ = window
    }

    // COMP-15, COMP-3: a programmatic dismissal asked while a swipe is held waits for it; the swipe
    // finishes, then the dismissal finds nothing to dismiss and runs only its completion.
    @MainActor func testCOMP15_ProgrammaticDismissWhileASwipeIsHeldWaits() async {
        let p = ViewController(name: "P"), c = ViewController(name: "C")
        let (window, recorder) = showInVisibleWindow(p)
        p.present(c, animated: false)
        let delegate = SheetDelegate(recorder)
        c.presentationController?.delegate = delegate
        let swipe = c.presentationController?.beginInteractiveDismissal()
        recorder.removeAll()
        c.dismiss(animated: false) { recorder.mark("dismissed") }
        XCTAssertEqual(attackLines(recorder), [], "the dismissal waits for the swipe")
        XCTAssertEqual(swipe?.finish(), true)
        XCTAssertTraceLines(attackLines(recorder), equal: ["C.viewDidDisappear", "didDismiss", "dismissed"])
        XCTAssertEqual(swipe?.finish(), false, "a swipe finishes once")
        XCTAssertEqual(swipe?.cancel(), false)
        XCTAssertNil(p.presentedViewController)
        assertAppearanceSettled(in: window)
        _ = window
    }

    // COMP-15, REENT-1: "A delegate method may change the tree": should-dismiss that dismisses the
    // sheet itself; the sheet is dismissed once, with balanced hooks, and no swipe is left running.
    @MainActor func testCOMP15_REENT1_ShouldDismissThatDismissesTheSheetItself() async {
        let p = ViewController(name: "P"), c = ViewController(name: "C")
        let (window, recorder) = showInVisibleWindow(p)
        p.present(c, animated: false)
        let delegate = SheetDelegate(recorder)
        delegate.onShould = { c.dismiss(animated: false) { recorder.mark("dismissed") } }
        c.presentationController?.delegate = delegate
        recorder.removeAll()
        let swipe = c.presentationController?.beginInteractiveDismissal()
        XCTAssertNil(swipe)
        XCTAssertNil(p.presentedViewController)
        XCTAssertEqual(c.appearanceState, .disappeared)
        XCTAssertEqual(attackLines(recorder).filter { $0 == "C.viewWillDisappear" }.count, 1)
        XCTAssertFalse(attackLines(recorder).contains("didDismiss"), "a programmatic dismissal tells no delegate")
        XCTAssertValidTrace(recorder)
        assertAppearanceSettled(in: window)
        _ = window
    }

    // LIFE-3, LIFE-4, LIFE-1: a window released while a swipe holds a dismissal: "one in flight
    // ends without its completion" (so no didDismiss), and the whole tree is deallocated.
    @MainActor func testCOMP15_LIFE3_WindowReleasedWhileASwipeIsHeld() async {
        weak var weakWindow: Window?
        weak var weakP: ViewController?
        weak var weakC: ViewController?
        let recorder = TraceRecorder()
        let delegate = SheetDelegate(recorder)
        var swipe: InteractiveDismissal?
        do {
            let p = ViewController(name: "P"), c = ViewController(name: "C")
            let (window, _) = showInVisibleWindow(p)
            weakWindow = window
            weakP = p
            weakC = c
            p.present(c, animated: false)
            c.presentationController?.delegate = delegate
            swipe = c.presentationController?.beginInteractiveDismissal()
            XCTAssertNotNil(swipe)
        }
        XCTAssertNil(weakWindow)
        XCTAssertNil(weakP)
        XCTAssertNil(weakC)
        XCTAssertEqual(swipe?.isRunning, false)
        XCTAssertEqual(swipe?.finish(), false)
        XCTAssertFalse(recorder.lines.contains("didDismiss"))
    }

    // COMP-14, REENT-1: the everyday form, its Cancel tapped in viewDidAppear of the presentation
    // (a request from a hook waits and runs after): dismissed, links cleared, everything released.
    @MainActor func testCOMP14_DismissFromTheViewDidAppearOfThePresentedStackRoot() async {
        let p = ViewController(name: "P")
        let (window, recorder) = showInVisibleWindow(p)
        weak var weakF: AttackHooked?
        weak var weakN: NavigationController?
        do {
            let f = AttackHooked(name: "F")
            let n = NavigationController(rootViewController: f, name: "N")
            weakF = f
            weakN = n
            f.onDidAppear = { f in
                f.onDidAppear = nil
                f.dismiss(animated: true) { recorder.mark("dismissed") }
            }
            p.present(n, animated: true) { recorder.mark("presented") }
        }
        XCTAssertNil(p.presentedViewController)
        XCTAssertNil(weakF)
        XCTAssertNil(weakN)
        let lines = attackLines(recorder)
        XCTAssertEqual(lines.filter { $0 == "presented" || $0 == "dismissed" }, ["presented", "dismissed"])
        XCTAssertEqual(lines.last, "dismissed")
        XCTAssertValidTrace(recorder)
        assertAppearanceSettled(in: window)
    }

    // COMP-14: links through ancestors while a dismissal is held: every controller inside the
    // presented stack answers the presenter; once it ends, nobody answers anything.
    @MainActor func testCOMP14_LinksThroughAncestorsDuringAndAfterAHeldDismissal() async {
        let root = ViewController(name: "R")
        let p = NavigationController(rootViewController: root, name: "P")
        let (window, _) = showInVisibleWindow(p)
        let f = ViewController(name: "F"), g = ViewController(name: "G")
        let n = NavigationController(rootViewController: f, name: "N")
        n.pushViewController(g, animated: false)
        root.present(n, animated: false)
        XCTAssertTrue(root.presentedViewController === n, "the nearest ancestor presents")
        XCTAssertTrue(g.presentingViewController === p, "the farthest ancestor presented")
        let animator = ManualAnimator()
        g.dismiss(animated: true, animator: animator)
        XCTAssertTrue(animator.isRunning)
        XCTAssertTrue(f.presentingViewController === p)
        XCTAssertTrue(root.presentedViewController === n)
        XCTAssertEqual(animator.complete(), true)
        for controller in [root, p, n, f, g] {
            XCTAssertNil(controller.presentedViewController, controller.name)
            XCTAssertNil(controller.presentingViewController, controller.name)
        }
        assertAppearanceSettled(in: window)
    }

    // COMP-14 (policy): "When the app gives the window another root while the old root presents
    // ... Dismissing from either side still works there: the presented controller disappears and
    // leaves, and both are released." Done from the presented controller's own viewDidAppear.
    @MainActor func testCOMP14_NewRootGivenFromThePresentedViewDidAppearThenDismissed() async {
        let q = ViewController(name: "Q")
        let window = Window(name: "W")
        window.frame = Rect(x: 0, y: 0, width: 320, height: 480)
        window.makeKeyAndVisible()
        weak var weakP: ViewController?
        weak var weakC: AttackHooked?
        do {
            let p = ViewController(name: "P"), c = AttackHooked(name: "C")
            weakP = p
            weakC = c
            window.rootViewController = p
            c.modalPresentationStyle = .fullScreen
            c.onDidAppear = { c in
                c.onDidAppear = nil
                window.rootViewController = q
            }
            p.present(c, animated: false)
        }
        XCTAssertEqual(q.appearanceState, .appeared)
        XCTAssertNotNil(weakP, "the presentation holds its presenter")
        weakC?.dismiss(animated: false)
        XCTAssertNil(weakC)
        XCTAssertNil(weakP)
        XCTAssertEqual(q.appearanceState, .appeared)
        XCTAssertTrue(window.rootViewController === q)
        assertAppearanceSettled(in: window)
    }

    // COMP-10: "A presentation that cannot happen (a controller presenting itself or its own child,
    // ...) is refused and changes nothing"; present() adds "in a tree, a child": presenting a child
    // of another controller, the presenter's own chain, another window's root.
    @MainActor func testCOMP10_PresentingAControllerInATreeIsRefused() async {
        let a = ViewController(name: "A")
        let n = NavigationController(rootViewController: a, name: "N")
        let (window, recorder) = showInVisibleWindow(n)
        let other = ViewController(name: "O"), child = ViewController(name: "X")
        other.addChild(child)
        child.didMove(toParent: other)
        let secondWindow = Window(name: "W2")
        let root2 = ViewController(name: "R2")
        secondWindow.rootViewController = root2
        secondWindow.makeKeyAndVisible()
        for target in [child, n, root2, a] {
            XCTAssertMisuse(
                .invalidArgument, unchanged: [window, secondWindow], controllers: [n, other, root2],
                recorder: recorder, target.name
            ) {
                a.present(target, animated: false) { recorder.mark("presented") }
            }
        }
        XCTAssertNil(n.presentedViewController)
    }

    // MIS-20: a presentation's completion that presents again from the same presenter: "Presenting
    // from a controller that already presents" is refused and its completion does not run.
    @MainActor func testMIS20_CompletionThatPresentsAgainFromThePresenter() async {
        let p = ViewController(name: "P"), c = ViewController(name: "C"), d = ViewController(name: "D")
        let (window, recorder) = showInVisibleWindow(p)
        XCTAssertMisuse("MIS-20") {
            p.present(c, animated: false) {
                recorder.mark("presented C")
                p.present(d, animated: false) { recorder.mark("presented D") }
            }
        }
        XCTAssertTrue(p.presentedViewController === c)
        XCTAssertNil(d.presentingViewController)
        XCTAssertFalse(d.isViewLoaded)
        XCTAssertEqual(attackLines(recorder).last, "presented C")
        _ = window
    }

    // COMP-10, COMP-3: two dismissals asked while a held presentation runs wait, in order; the
    // second finds nothing to dismiss and runs only its completion.
    @MainActor func testCOMP10_DismissalsQueuedBehindAHeldPresentation() async {
        let p = ViewController(name: "P"), c = ViewController(name: "C")
        let (window, recorder) = showInVisibleWindow(p)
        let animator = ManualAnimator()
        c.modalPresentationStyle = .fullScreen
        p.present(c, animated: true, animator: animator) { recorder.mark("presented") }
        c.dismiss(animated: false) { recorder.mark("dismissed 1") }
        p.dismiss(animated: false) { recorder.mark("dismissed 2") }
        recorder.removeAll()
        XCTAssertEqual(animator.complete(), true)
        XCTAssertTraceLines(
            attackLines(recorder),
            equal: [
                "C.viewDidAppear", "P.viewDidDisappear", "presented", "P.dismiss(C)", "C.viewWillDisappear",
                "P.viewWillAppear", "P.viewDidAppear", "C.viewDidDisappear", "dismissed 1", "dismissed 2",
            ])
        XCTAssertNil(p.presentedViewController)
        assertAppearanceSettled(in: window)
    }

    // COMP-10 (policy): "a presenter covered full screen stays disappeared even when its window is
    // shown again": the window hidden and shown again from the presentation's completion.
    @MainActor func testCOMP10_WindowHiddenAndShownFromTheCompletion() async {
        let p = ViewController(name: "P"), c = ViewController(name: "C")
        let (window, _) = showInVisibleWindow(p)
        c.modalPresentationStyle = .fullScreen
        p.present(c, animated: false) {
            window.isHidden = true
            window.isHidden = false
        }
        XCTAssertEqual(c.appearanceState, .appeared)
        XCTAssertEqual(p.appearanceState, .disappeared)
        assertAppearanceSettled(in: window, covered: ["P"])
        c.dismiss(animated: false)
        XCTAssertEqual(p.appearanceState, .appeared)
        assertAppearanceSettled(in: window)
    }
}
