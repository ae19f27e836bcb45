import ContainerKit
import ContainerKitTesting
import XCTest

// Presentation as iOS 13 and later have it, from a user's package (`import ContainerKit`, no
// `@testable`): the links and the context (COMP-14), the styles (COMP-15), MIS-20, and the
// presentation controller's delegate with a swipe a test drives.
//
// Sources of the orders:
// - COMP-14: Apple's documentation of `presentedViewController` ("the view controller that was
//   presented by this view controller or its nearest ancestor"), `presentingViewController` ("the
//   view controller that presented this view controller (or its farthest ancestor)") and
//   `dismiss(animated:completion:)` ("If you call this method on the presented view controller
//   itself, UIKit asks the presenting view controller to handle the dismissal"; lower in a stack
//   of presentations it "dismisses its immediate child view controller and all view controllers
//   above that child"), quoted in https://takorras.hatenablog.com/entry/2020/06/25/000726.
// - COMP-15: since iOS 13 the default presentation is a page sheet, and the presenter of a sheet
//   gets no viewWillDisappear/viewDidDisappear
//   (https://hacknicity.medium.com/view-controller-presentation-changes-in-ios-13-ac8c901ebc4e);
//   UIKit removes the presenter's views only for full screen, "You can prevent the removal ... by
//   specifying the UIModalPresentationOverFullScreen style" (Apple's documentation, quoted in
//   https://www.mo4tech.com/uimodalpresentationstylecustom-dont-invoke-viewwilldisappear-problem.html).
// - The delegate of a swipe: shouldDismiss -> willDismiss -> didDismiss, and didAttemptToDismiss
//   when `isModalInPresentation` (WWDC19's slides, as reported in
//   https://medium.com/better-programming/the-lifecycle-and-control-when-dismissing-a-modal-view-with-pagesheet-in-ios-13-4bbd1e3e1ec7
//   and https://qiita.com/hirothings/items/554288583d581a8a929c). Where the delegate calls fall
//   between the appearance hooks is ContainerKit's policy (the Composition article, COMP-15).
final class PresentationContextTests: XCTestCase {
    /// The controller lines of a recording, with presentations and marks.
    @MainActor private func controllerLines(_ recorder: TraceRecorder) -> [String] {
        recorder.lines(
            hooks: LifecycleEvent.Hook.appearance.union(LifecycleEvent.Hook.containment)
                .union([.loadView, .viewDidLoad, .present, .dismiss, .mark]))
    }

    /// Records its calls as marks of `recorder`, and runs the closures a test gives it.
    @MainActor final class Delegate: AdaptivePresentationControllerDelegate {
        let recorder: TraceRecorder
        var shouldDismiss = true
        var onWillDismiss: (() -> Void)?
        var onDidDismiss: (() -> Void)?
        var onDidAttempt: (() -> Void)?
        init(_ recorder: TraceRecorder) { self.recorder = recorder }
        func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool {
            recorder.mark("shouldDismiss")
            return shouldDismiss
        }
        func presentationControllerWillDismiss(_ presentationController: PresentationController) {
            recorder.mark("willDismiss")
            onWillDismiss?()
        }
        func presentationControllerDidDismiss(_ presentationController: PresentationController) {
            recorder.mark("didDismiss")
            onDidDismiss?()
        }
        func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController) {
            recorder.mark("didAttemptToDismiss")
            onDidAttempt?()
        }
    }

    // MARK: - COMP-14

    // COMP-14, COMP-15: the everyday form. A navigation controller presented as a sheet (the
    // default); its root's Cancel calls dismiss: the form is dismissed, the completion runs after
    // every did-hook; the presenter gets no hook (a sheet). Every controller inside the presented
    // one names its presenter, and every controller inside the presenter names what it presents.
    @MainActor func testCOMP14_COMP15_EverydayFormDismissedByItsRootsCancel() async {
        let list = ViewController(name: "L")
        let home = NavigationController(rootViewController: list, name: "H")
        let (window, recorder) = showInVisibleWindow(home)
        let form = ViewController(name: "F")
        let n = NavigationController(rootViewController: form, name: "N")
        list.present(n, animated: true) { recorder.mark("presented") }
        XCTAssertTraceLines(
            controllerLines(recorder),
            equal: [
                "H.present(N)", "N.loadView", "N.viewDidLoad", "F.loadView", "F.viewDidLoad", "N.viewWillAppear",
                "F.viewWillAppear", "N.viewDidAppear", "F.viewDidAppear", "presented",
            ])
        XCTAssertTrue(n.presentingViewController === home)
        XCTAssertTrue(form.presentingViewController === home, "the farthest ancestor's presenter")
        XCTAssertTrue(home.presentedViewController === n)
        XCTAssertTrue(list.presentedViewController === n, "presented by its nearest ancestor")
        XCTAssertNil(form.presentedViewController)
        XCTAssertEqual([home.appearanceState, list.appearanceState], [.appeared, .appeared])

        recorder.removeAll()
        form.dismiss(animated: true) { recorder.mark("dismissed") }  // Cancel
        XCTAssertTraceLines(
            controllerLines(recorder),
            equal: [
                "H.dismiss(N)", "N.viewWillDisappear", "F.viewWillDisappear", "N.viewDidDisappear",
                "F.viewDidDisappear", "dismissed",
            ])
        XCTAssertNil(home.presentedViewController)
        XCTAssertNil(form.presentingViewController)
        XCTAssertNil(n.view.window)
        XCTAssertEqual([n.appearanceState, form.appearanceState], [.disappeared, .disappeared])
        XCTAssertEqual(window.subviews.map(\.name), ["H.view"])
        XCTAssertValidTrace(recorder)
    }

    // COMP-14: dismiss on a controller inside a presenter dismisses what its ancestor presents
    // and everything above: the top one first, without animation ("only the top-most view is
    // dismissed in an animated fashion" is UIKit's look; ContainerKit's order is the policy of
    // COMP-10).
    @MainActor func testCOMP14_DismissFromInsideThePresenterDismissesEverythingAbove() async {
        let list = ViewController(name: "L")
        let home = NavigationController(rootViewController: list, name: "H")
        let (window, recorder) = showInVisibleWindow(home)
        let c1 = ViewController(name: "C1"), c2 = ViewController(name: "C2")
        list.present(c1, animated: false)
        c1.present(c2, animated: false)
        XCTAssertTrue(c2.presentingViewController === c1)
        recorder.removeAll()
        list.dismiss(animated: false)
        XCTAssertTraceLines(
            controllerLines(recorder),
            equal: [
                "C1.dismiss(C2)", "C2.viewWillDisappear", "C2.viewDidDisappear", "H.dismiss(C1)",
                "C1.viewWillDisappear", "C1.viewDidDisappear",
            ])
        XCTAssertNil(home.presentedViewController)
        XCTAssertEqual(window.subviews.map(\.name), ["H.view"])
        XCTAssertValidTrace(recorder)
    }

    // COMP-14: a controller that neither presents nor is inside a presentation has nothing to
    // dismiss: only the completion runs.
    @MainActor func testCOMP14_DismissWithNothingToDismissRunsOnlyTheCompletion() async {
        let (window, recorder) = showInVisibleWindow(ViewController(name: "R"))
        var done = false
        window.rootViewController?.dismiss { done = true }
        XCTAssertTrue(done)
        XCTAssertEqual(recorder.lines, [])
    }

    // COMP-14, COMP-15: `.currentContext` is presented by the nearest ancestor that defines the
    // context, which disappears with its children (COMP-10 order) while the tab container stays;
    // the dismissal mirrors it. `.overCurrentContext` leaves that ancestor on screen.
    @MainActor func testCOMP14_CurrentContextIsPresentedByTheNearestAncestorThatDefinesIt() async {
        let a = ViewController(name: "A"), x = ViewController(name: "X")
        let n1 = NavigationController(rootViewController: a, name: "N1")
        let n2 = NavigationController(rootViewController: x, name: "N2")
        let tabs = TabBarController(viewControllers: [n1, n2], name: "T")
        let (window, recorder) = showInVisibleWindow(tabs)
        n1.definesPresentationContext = true
        let c = ViewController(name: "C")
        c.modalPresentationStyle = .currentContext
        a.present(c, animated: false)
        XCTAssertTraceLines(
            controllerLines(recorder),
            equal: [
                "N1.present(C)", "C.loadView", "C.viewDidLoad", "N1.viewWillDisappear", "A.viewWillDisappear",
                "C.viewWillAppear", "C.viewDidAppear", "N1.viewDidDisappear", "A.viewDidDisappear",
            ])
        XCTAssertTrue(c.presentingViewController === n1)
        XCTAssertTrue(a.presentedViewController === c)
        XCTAssertNil(tabs.presentedViewController, "the tab container presents nothing")
        XCTAssertEqual(tabs.appearanceState, .appeared)
        // Hidden and shown again, the covered context stays disappeared.
        window.hide()
        window.makeKeyAndVisible()
        XCTAssertEqual(
            [tabs.appearanceState, n1.appearanceState, c.appearanceState], [.appeared, .disappeared, .appeared])
        recorder.removeAll()
        a.dismiss(animated: false)
        XCTAssertTraceLines(
            controllerLines(recorder),
            equal: [
                "N1.dismiss(C)", "C.viewWillDisappear", "N1.viewWillAppear", "A.viewWillAppear", "N1.viewDidAppear",
                "A.viewDidAppear", "C.viewDidDisappear",
            ])

        let over = ViewController(name: "O")
        over.modalPresentationStyle = .overCurrentContext
        recorder.removeAll()
        a.present(over, animated: false)
        XCTAssertTrue(over.presentingViewController === n1)
        XCTAssertEqual(
            controllerLines(recorder),
            ["N1.present(O)", "O.loadView", "O.viewDidLoad", "O.viewWillAppear", "O.viewDidAppear"])
        XCTAssertValidTrace(recorder)
    }

    // COMP-14: with no ancestor that defines a context, a current-context presentation is made
    // by the top of the requester's parent chain.
    @MainActor func testCOMP14_CurrentContextWithoutADefiningAncestorUsesTheTopOfTheChain() async {
        let a = ViewController(name: "A")
        let n = NavigationController(rootViewController: a, name: "N")
        let (window, _) = showInVisibleWindow(n)
        let c = ViewController(name: "C")
        c.modalPresentationStyle = .overCurrentContext
        a.present(c, animated: false)
        XCTAssertTrue(c.presentingViewController === n)
        _ = window
    }

    // MARK: - COMP-15

    // COMP-15: every style, and which ones take the presenter off screen.
    @MainActor func testCOMP15_OnlyFullScreenAndCurrentContextRemoveThePresenter() async {
        XCTAssertEqual(ViewController().modalPresentationStyle, .automatic)
        XCTAssertEqual(ModalPresentationStyle.automatic.resolved, .pageSheet)
        for style in ModalPresentationStyle.allCases {
            let p = ViewController(name: "P")
            let (window, recorder) = showInVisibleWindow(p)
            let c = ViewController(name: "C")
            c.modalPresentationStyle = style
            p.present(c, animated: false)
            let removes = style == .fullScreen || style == .currentContext
            XCTAssertEqual(
                controllerLines(recorder).filter { $0.hasPrefix("P.view") },
                removes ? ["P.viewWillDisappear", "P.viewDidDisappear"] : [], "\(style)")
            XCTAssertEqual(p.appearanceState, removes ? .disappeared : .appeared, "\(style)")
            XCTAssertEqual(c.presentationController?.presentationStyle, style.resolved, "\(style)")
            recorder.removeAll()
            p.dismiss(animated: false)
            XCTAssertEqual(
                controllerLines(recorder).filter { $0.hasPrefix("P.view") },
                removes ? ["P.viewWillAppear", "P.viewDidAppear"] : [], "\(style)")
            XCTAssertValidTrace(recorder)
            _ = window
        }
    }

    // COMP-15, COMP-10: a sheet with the default style, animated with a held animator: the
    // presenter gets no hook at all, the presented controller's did-hook waits for the animation
    // (Apple: viewDidAppear is called after the view is presented; a transition's did-hooks come
    // when `completeTransition(_:)` is called), then the completion.
    @MainActor func testCOMP15_DefaultSheetLeavesThePresenterAlone() async {
        let p = ViewController(name: "P")
        let (window, recorder) = showInVisibleWindow(p)
        let c = ViewController(name: "C")
        let animator = ManualAnimator()
        p.present(c, animated: true, animator: animator) { recorder.mark("presented") }
        XCTAssertEqual(
            controllerLines(recorder),
            ["P.present(C)", "C.loadView", "C.viewDidLoad", "C.viewWillAppear"])
        XCTAssertEqual(c.appearanceState, .appearing)
        XCTAssertTrue(animator.complete())
        XCTAssertEqual(controllerLines(recorder).suffix(2), ["C.viewDidAppear", "presented"])
        XCTAssertEqual(c.appearanceState, .appeared)
        XCTAssertEqual(p.appearanceState, .appeared)
        _ = window
    }

    // MARK: - MIS-20

    // MIS-20: presenting from a controller that already presents is reported and changes
    // nothing; presenting from the top of the chain works.
    @MainActor func testMIS20_PresentingFromAPresenterChangesNothing() async {
        let p = ViewController(name: "P")
        let (window, recorder) = showInVisibleWindow(p)
        let c = ViewController(name: "C"), d = ViewController(name: "D")
        p.present(c, animated: false)
        recorder.removeAll()
        var completed = false
        let report = XCTAssertMisuse(
            .alreadyPresenting, unchanged: [window], controllers: [p, c, d], recorder: recorder
        ) {
            p.present(d, animated: false) { completed = true }
        }
        XCTAssertEqual(report?.outcome, .refused)
        XCTAssertEqual(
            report?.description,
            "MIS-20 (alreadyPresenting): \"P\" cannot present \"D\": it is already presenting \"C\". Fix: present from the top of the "
                + "chain (\"C\", or its presentedViewController), or dismiss first and present in the completion.")
        XCTAssertFalse(completed)
        XCTAssertTrue(p.presentedViewController === c)
        XCTAssertNil(d.presentingViewController)
        p.presentedViewController?.present(d, animated: false)
        XCTAssertTrue(d.presentingViewController === c)
    }

    // MIS-20: presenting a controller while it is being presented, or being dismissed, is
    // reported and changes nothing.
    @MainActor func testMIS20_PresentingAControllerBeingPresentedOrDismissed() async {
        let p = ViewController(name: "P"), q = ViewController(name: "Q")
        let host = ViewController(name: "R")
        host.addChild(p, into: host.view)
        let (window, recorder) = showInVisibleWindow(host)
        let other = Window(name: "W2")
        other.makeKeyAndVisible()
        other.rootViewController = q
        let c = ViewController(name: "C")
        let animator = ManualAnimator()
        host.present(c, animated: true, animator: animator)
        recorder.removeAll()
        XCTAssertMisuse(.alreadyPresenting, unchanged: [window, other], controllers: [host, q, c], recorder: recorder) {
            q.present(c, animated: false)
        }
        XCTAssertTrue(animator.complete())
        host.dismiss(animated: true, animator: animator)
        recorder.removeAll()
        XCTAssertMisuse(.alreadyPresenting, unchanged: [window, other], controllers: [host, q, c], recorder: recorder) {
            q.present(c, animated: false)
        }
        XCTAssertTrue(animator.complete())
        q.present(c, animated: false)
        XCTAssertTrue(c.presentingViewController === q)
    }

    // MARK: - The presentation controller's delegate (COMP-15)

    // COMP-15: a swipe that completes: shouldDismiss, willDismiss, the hooks (the presenter of a
    // sheet gets none), didDismiss after every did-hook.
    @MainActor func testCOMP15_InteractiveDismissalThatCompletes() async {
        let p = ViewController(name: "P")
        let (window, recorder) = showInVisibleWindow(p)
        let form = ViewController(name: "F")
        let n = NavigationController(rootViewController: form, name: "N")
        let delegate = Delegate(recorder)
        n.presentationController?.delegate = delegate  // set before presenting, as apps do
        p.present(n, animated: false)
        XCTAssertTrue(form.presentationController === n.presentationController, "the presented ancestor's")
        recorder.removeAll()
        let swipe = n.presentationController?.beginInteractiveDismissal()
        XCTAssertNotNil(swipe)
        XCTAssertEqual(
            controllerLines(recorder),
            ["shouldDismiss", "willDismiss", "P.dismiss(N)", "N.viewWillDisappear", "F.viewWillDisappear"])
        swipe?.update(0.4)
        XCTAssertEqual(swipe?.percentComplete, 0.4)
        XCTAssertEqual(controllerLines(recorder).count, 5, "an update runs no hook")
        XCTAssertEqual(swipe?.finish(), true)
        XCTAssertEqual(
            controllerLines(recorder),
            [
                "shouldDismiss", "willDismiss", "P.dismiss(N)", "N.viewWillDisappear", "F.viewWillDisappear",
                "N.viewDidDisappear", "F.viewDidDisappear", "didDismiss",
            ])
        XCTAssertNil(p.presentedViewController)
        XCTAssertEqual(swipe?.isRunning, false)
        XCTAssertEqual(swipe?.finish(), false)
        XCTAssertEqual(p.appearanceState, .appeared)
        XCTAssertValidTrace(recorder)
        _ = window
    }

    // COMP-15, APP-2: a swipe that goes back: every hook balanced (willDisappear, then
    // willAppear and didAppear back), no didDismiss, still presented.
    @MainActor func testCOMP15_APP2_CancelledInteractiveDismissalIsBalanced() async {
        let p = ViewController(name: "P")
        let (window, recorder) = showInVisibleWindow(p)
        let c = ViewController(name: "C")
        let delegate = Delegate(recorder)
        c.presentationController?.delegate = delegate
        p.present(c, animated: false)
        recorder.removeAll()
        let swipe = c.presentationController?.beginInteractiveDismissal()
        swipe?.update(0.2)
        XCTAssertEqual(swipe?.cancel(), true)
        XCTAssertEqual(
            controllerLines(recorder),
            [
                "shouldDismiss", "willDismiss", "P.dismiss(C)", "C.viewWillDisappear", "C.viewWillAppear",
                "C.viewDidAppear",
            ])
        XCTAssertTrue(p.presentedViewController === c)
        XCTAssertEqual([p.appearanceState, c.appearanceState], [.appeared, .appeared])
        XCTAssertValidTrace(recorder)
        // The presentation can be swiped again.
        XCTAssertEqual(c.presentationController?.beginInteractiveDismissal()?.finish(), true)
        XCTAssertNil(p.presentedViewController)
        _ = window
    }

    // COMP-15: a swipe refused by isModalInPresentation (set by the form inside the presented
    // navigation controller), or by the delegate: didAttemptToDismiss, no hook, nothing changes.
    @MainActor func testCOMP15_RefusedInteractiveDismissalRunsNoHook() async {
        let p = ViewController(name: "P")
        let (window, recorder) = showInVisibleWindow(p)
        let form = ViewController(name: "F")
        let n = NavigationController(rootViewController: form, name: "N")
        let delegate = Delegate(recorder)
        n.presentationController?.delegate = delegate
        p.present(n, animated: false)
        form.isModalInPresentation = true
        recorder.removeAll()
        XCTAssertNil(n.presentationController?.beginInteractiveDismissal())
        XCTAssertEqual(controllerLines(recorder), ["didAttemptToDismiss"])
        form.isModalInPresentation = false
        delegate.shouldDismiss = false
        recorder.removeAll()
        XCTAssertNil(n.presentationController?.beginInteractiveDismissal())
        XCTAssertEqual(controllerLines(recorder), ["shouldDismiss", "didAttemptToDismiss"])
        XCTAssertTrue(p.presentedViewController === n)
        XCTAssertEqual(n.appearanceState, .appeared)
        _ = window
    }

    // COMP-15: only a sheet can be swiped away; a full-screen presentation asks nobody.
    @MainActor func testCOMP15_FullScreenCannotBeSwipedAway() async {
        let p = ViewController(name: "P")
        let (window, recorder) = showInVisibleWindow(p)
        let c = ViewController(name: "C")
        c.modalPresentationStyle = .fullScreen
        let delegate = Delegate(recorder)
        c.presentationController?.delegate = delegate
        p.present(c, animated: false)
        recorder.removeAll()
        XCTAssertNil(c.presentationController?.beginInteractiveDismissal())
        XCTAssertEqual(recorder.lines, [])
        XCTAssertNil(ViewController().presentationController?.beginInteractiveDismissal(), "not presented")
        _ = window
    }

    // COMP-15, REENT-1: the "discard changes?" pattern: didAttemptToDismiss dismisses from
    // inside the callback; a programmatic dismissal calls no delegate method.
    @MainActor func testCOMP15_REENT1_DidAttemptToDismissThatDismisses() async {
        let p = ViewController(name: "P")
        let (window, recorder) = showInVisibleWindow(p)
        let c = ViewController(name: "C")
        c.isModalInPresentation = true
        let delegate = Delegate(recorder)
        delegate.onDidAttempt = { [unowned c] in c.dismiss(animated: false) }
        c.presentationController?.delegate = delegate
        p.present(c, animated: false)
        recorder.removeAll()
        XCTAssertNil(c.presentationController?.beginInteractiveDismissal())
        XCTAssertEqual(
            controllerLines(recorder),
            ["didAttemptToDismiss", "P.dismiss(C)", "C.viewWillDisappear", "C.viewDidDisappear"])
        XCTAssertNil(p.presentedViewController)
        XCTAssertValidTrace(recorder)
        _ = window
    }

    // COMP-15, REENT-1, MIS-20: willDismiss presenting from the presenter, which still presents:
    // MIS-20, nothing changes, the swipe goes on; didDismiss presenting the next screen: it is
    // presented after the dismissal.
    @MainActor func testCOMP15_REENT1_DelegateCallbacksThatPresent() async {
        let p = ViewController(name: "P")
        let (window, recorder) = showInVisibleWindow(p)
        let c = ViewController(name: "C"), next = ViewController(name: "X")
        let delegate = Delegate(recorder)
        var report: MisuseError?
        delegate.onWillDismiss = { [unowned p] in
            report = XCTAssertMisuse(.alreadyPresenting) { p.present(ViewController(name: "early"), animated: false) }
        }
        delegate.onDidDismiss = { [unowned p] in p.present(next, animated: false) }
        c.presentationController?.delegate = delegate
        p.present(c, animated: false)
        recorder.removeAll()
        XCTAssertEqual(c.presentationController?.beginInteractiveDismissal()?.finish(), true)
        XCTAssertNotNil(report)
        XCTAssertEqual(
            controllerLines(recorder),
            [
                "shouldDismiss", "willDismiss", "P.dismiss(C)", "C.viewWillDisappear", "C.viewDidDisappear",
                "didDismiss", "P.present(X)", "X.loadView", "X.viewDidLoad", "X.viewWillAppear", "X.viewDidAppear",
            ])
        XCTAssertTrue(p.presentedViewController === next)
        XCTAssertValidTrace(recorder)
        _ = window
    }

    // COMP-15, REENT-1, LIFE-4: willDismiss tearing the presented controller down: no swipe
    // starts (nil), nothing half-done, the presenter presents nothing.
    @MainActor func testCOMP15_REENT1_WillDismissThatTearsDownThePresentedController() async {
        let p = ViewController(name: "P")
        let (window, recorder) = showInVisibleWindow(p)
        let c = ViewController(name: "C")
        let delegate = Delegate(recorder)
        delegate.onWillDismiss = { [unowned c] in c.tearDown() }
        c.presentationController?.delegate = delegate
        p.present(c, animated: false)
        let controller = c.presentationController
        recorder.removeAll()
        XCTAssertNil(controller?.beginInteractiveDismissal())
        XCTAssertNil(p.presentedViewController)
        XCTAssertEqual(p.appearanceState, .appeared)
        XCTAssertEqual(Array(controllerLines(recorder).prefix(2)), ["shouldDismiss", "willDismiss"])
        XCTAssertFalse(controllerLines(recorder).contains("didDismiss"))
        XCTAssertValidTrace(recorder)
        _ = window
    }
}
