import ContainerKitTesting
import XCTest

@testable import ContainerKit

final class PresentationTests: XCTestCase {
    // COMP-10: full-screen present and dismiss; links, completion after the did-hooks, release.
    @MainActor func testCOMP10_FullScreenPresentAndDismiss() async throws {
        let p = ProbeChild(name: "P")
        let (window, recorder) = showInWindow(p)
        let tracker = LifetimeTracker()
        var linesAtCompletion: [String] = []
        do {
            let c = ProbeChild(name: "C")
            c.modalPresentationStyle = .fullScreen  // COMP-15: the default is a sheet
            tracker.track(c)
            p.present(c) { linesAtCompletion = recorder.lines }
            XCTAssertTrace(
                recorder,
                equals: [
                    "P.present(C)",
                    "C.loadView",
                    "C.viewDidLoad",
                    "P.viewWillDisappear",
                    "C.viewWillAppear",  // before the view enters the window (Apple, viewIsAppearing)
                    "C.view.willMove(toWindow: W)",
                    "C.view.willMove(toSuperview: W)",
                    "C.view.didMoveToWindow",
                    "C.view.didMoveToSuperview",
                    "W.didAddSubview(C.view)",
                    "C.viewIsAppearing",
                    "C.viewWillLayoutSubviews",
                    "C.view.layoutSubviews",
                    "C.viewDidLayoutSubviews",
                    "C.viewDidAppear",
                    "P.viewDidDisappear",
                ])
            XCTAssertEqual(linesAtCompletion, recorder.lines, "the completion comes after every did-hook")
            XCTAssertTrue(p.presentedViewController === c)
            XCTAssertTrue(c.presentingViewController === p)
            XCTAssertTrue(c.next === p, "PARENT-5: a presented controller's next responder is its presenter")
            XCTAssertEqual(c.view.frame, window.bounds)
            XCTAssertEqual(
                window.treeDump(),
                """
                W: Window [visible]
                ├─ P.view: View [controller P, disappeared]
                └─ C.view: View [controller C, appeared]

                """)
            // A full-screen presenter stays disappeared when its window is shown again.
            window.hide()
            window.makeKeyAndVisible()
            XCTAssertEqual([p.appearanceState, c.appearanceState], [.disappeared, .appeared])
            recorder.removeAll()
            var dismissed = false
            c.dismiss { dismissed = true }
            XCTAssertTrace(
                recorder,
                equals: [
                    "P.dismiss(C)",
                    "C.viewWillDisappear",
                    "P.viewWillAppear",
                    "P.viewIsAppearing",
                    "P.viewDidAppear",
                    "C.viewDidDisappear",
                    "W.willRemoveSubview(C.view)",
                    "C.view.willMove(toSuperview: nil)",
                    "C.view.willMove(toWindow: nil)",
                    "C.view.didMoveToWindow",
                    "C.view.didMoveToSuperview",
                ])
            XCTAssertTrue(dismissed)
            XCTAssertNil(p.presentedViewController)
            XCTAssertNil(c.presentingViewController)
        }
        tracker.assertAllReleased()
        XCTAssertValidTrace(recorder)
    }

    // COMP-10, APP-8: isBeingPresented and isBeingDismissed only inside that presentation's hooks.
    @MainActor func testCOMP10_APP8_BeingPresentedAndDismissedFlags() async throws {
        let p = ProbeChild(name: "P")
        let (window, _) = showInWindow(p)
        let c = ProbeChild(name: "C")
        c.modalPresentationStyle = .fullScreen
        p.present(c)
        p.dismiss()
        XCTAssertEqual(
            c.notes,
            [
                "willAppear presented=true toParent=false", "didAppear presented=true",
                "willDisappear dismissed=true fromParent=false", "didDisappear dismissed=true",
            ])
        XCTAssertEqual(
            Array(p.notes.suffix(4)),
            [
                "willDisappear dismissed=false fromParent=false", "didDisappear dismissed=false",
                "willAppear presented=false toParent=false", "didAppear presented=false",
            ])
        XCTAssertFalse(c.isBeingPresented)
        XCTAssertFalse(c.isBeingDismissed)
        _ = window
    }

    // COMP-10: over full screen, the presenter gets no hooks.
    @MainActor func testCOMP10_OverFullScreenLeavesThePresenterAlone() async throws {
        let p = ViewController(name: "P")
        let (window, recorder) = showInWindow(p)
        let c = ViewController(name: "C")
        c.modalPresentationStyle = .overFullScreen
        p.present(c)
        p.dismiss()
        XCTAssertEqual(
            controllerLines(recorder),
            [
                "P.present(C)",
                "C.loadView",
                "C.viewDidLoad",
                "C.viewWillAppear",
                "C.viewIsAppearing",
                "C.viewWillLayoutSubviews",
                "C.view.layoutSubviews",
                "C.viewDidLayoutSubviews",
                "C.viewDidAppear",
                "P.dismiss(C)",
                "C.viewWillDisappear",
                "C.viewDidDisappear",
            ])
        XCTAssertEqual(p.appearanceState, .appeared)
        _ = window
    }

    // COMP-14, MIS-20: presenting from a child uses the root of its parent chain; presenting
    // again from a controller that already presents is reported and changes nothing; from the
    // top of the chain it presents.
    @MainActor func testCOMP14_MIS20_PresentingAgainIsRefusedFromTheTopItPresents() async throws {
        let child = ViewController(name: "child")
        let n = NavigationController(rootViewController: child, name: "N")
        let (window, recorder) = showInWindow(n)
        let c1 = ViewController(name: "C1"), c2 = ViewController(name: "C2")
        c1.modalPresentationStyle = .fullScreen
        c2.modalPresentationStyle = .fullScreen
        child.present(c1)
        XCTAssertTrue(c1.presentingViewController === n, "the presentation context is the root of the chain")
        XCTAssertTrue(child.presentedViewController === c1, "COMP-14: presented by its nearest ancestor")
        recorder.removeAll()
        XCTAssertMisuse(.alreadyPresenting, unchanged: [window], controllers: [n, c1, c2], recorder: recorder) {
            child.present(c2)
        }
        XCTAssertNil(c2.presentingViewController)
        child.presentedViewController?.present(c2)
        XCTAssertTrue(c2.presentingViewController === c1)
        XCTAssertEqual(window.subviews.map(\.name), ["N.view", "C1.view", "C2.view"])
        XCTAssertEqual(
            [n.appearanceState, child.appearanceState, c1.appearanceState, c2.appearanceState],
            [.disappeared, .disappeared, .disappeared, .appeared])
        recorder.removeAll()
        n.dismiss()  // dismisses C1, and C2 above it first
        XCTAssertEqual(recorder.lines.filter { $0.contains(".dismiss(") }, ["C1.dismiss(C2)", "N.dismiss(C1)"])
        XCTAssertEqual([n.appearanceState, child.appearanceState], [.appeared, .appeared])
        XCTAssertEqual(window.subviews.map(\.name), ["N.view"])
        XCTAssertValidTrace(recorder)
    }

    // COMP-10, COMP-3: a dismissal cancelled half-way (interactive) keeps the presentation.
    @MainActor func testCOMP10_CancelledDismissalKeepsThePresentation() async throws {
        let p = ViewController(name: "P")
        let (window, recorder) = showInWindow(p)
        let c = ViewController(name: "C")
        c.modalPresentationStyle = .fullScreen
        p.present(c)
        recorder.removeAll()
        let animator = ManualAnimator()
        var dismissed = false
        p.dismiss(animator: animator) { dismissed = true }
        XCTAssertTrace(
            recorder,
            equals: [
                "P.dismiss(C)",
                "C.viewWillDisappear",
                "P.viewWillAppear",
                "P.viewIsAppearing",
                "P.viewWillLayoutSubviews",
                "P.view.layoutSubviews",
                "P.viewDidLayoutSubviews",
            ])
        animator.cancel()
        XCTAssertTrace(
            recorder,
            equals: [
                "P.dismiss(C)",
                "C.viewWillDisappear",
                "P.viewWillAppear",
                "P.viewIsAppearing",
                "P.viewWillLayoutSubviews",
                "P.view.layoutSubviews",
                "P.viewDidLayoutSubviews",
                "P.viewWillDisappear",
                "P.viewDidDisappear",
                "C.viewWillAppear",
                "C.viewIsAppearing",
                "C.viewDidAppear",
            ])
        XCTAssertFalse(dismissed)
        XCTAssertTrue(p.presentedViewController === c)
        _ = window
    }

    // COMP-10: a presentation that cannot happen is reported and changes nothing.
    @MainActor func testCOMP10_InvalidPresentationsAreReported() async throws {
        let p = ViewController(name: "P")
        let (window, recorder) = showInWindow(p)
        XCTAssertMisuse(.invalidArgument, unchanged: [window], recorder: recorder) {
            p.present(p)
        }
        let child = ViewController(name: "child")
        p.addChild(child, into: p.view)
        recorder.removeAll()
        XCTAssertMisuse(.invalidArgument, unchanged: [window], recorder: recorder) {
            p.present(child)
        }
    }

    // MIS-7: a presenter keeps what it presents alive, so it cannot become a child of it, even
    // with no children and an empty root view (the cycle walks still run for it).
    @MainActor func testMIS7APresenterCannotBecomeAChildOfWhatItPresents() async throws {
        let (window, root) = makeVisibleWindow(root: ViewController(name: "R"))
        let presented = ViewController(name: "Y")
        root.present(presented, animated: false)
        XCTAssertTrue(root.presentedViewController === presented)
        XCTAssertTrue(root.children.isEmpty && root.view.subviews.isEmpty)
        XCTAssertMisuse(.viewCycle, controllers: [root, presented]) { presented.addChild(root) }
        XCTAssertNil(root.parent)
        XCTAssertTrue(window.rootViewController === root)
    }

    // COMP-12, LIFE-2: tearing down a presented controller clears the presenter's link in the
    // same operation; the presenter, no longer covered, appears again, and hide, show and dismiss
    // treat it as presenting nothing.
    @MainActor func testCOMP12_TearingDownThePresentedControllerClearsThePresentersLink() async throws {
        let p = ViewController(name: "P")
        let (window, recorder) = showInWindow(p)
        let c = ViewController(name: "C")
        c.modalPresentationStyle = .fullScreen
        p.present(c)
        recorder.removeAll()
        c.tearDown()
        XCTAssertNil(p.presentedViewController)
        XCTAssertNil(c.presentingViewController)
        XCTAssertEqual(
            controllerLines(recorder),
            [
                "C.viewWillDisappear",
                "C.viewDidDisappear",
                "P.viewWillAppear",
                "P.viewIsAppearing",
                "P.viewDidAppear",
            ])
        XCTAssertEqual(p.appearanceState, .appeared)
        window.hide()
        window.makeKeyAndVisible()
        XCTAssertEqual(p.appearanceState, .appeared)
        recorder.removeAll()
        var dismissed = false
        p.dismiss { dismissed = true }
        XCTAssertTrue(dismissed)
        XCTAssertEqual(recorder.lines, [], "nothing to dismiss, and no hook on the torn-down C")
        XCTAssertEqual(window.subviews.map(\.name), ["P.view"])
        XCTAssertValidTrace(recorder)
    }

    // COMP-12, LIFE-2: retiring a presenter retires what it presents (its view leaves the window
    // with its hooks first); both links are cleared.
    @MainActor func testCOMP12_TearingDownThePresenterRetiresWhatItPresents() async throws {
        let p = ViewController(name: "P")
        let (window, recorder) = showInWindow(p)
        let c = ViewController(name: "C"), d = ViewController(name: "D")
        c.modalPresentationStyle = .fullScreen
        d.modalPresentationStyle = .fullScreen
        p.present(c)
        c.present(d)
        recorder.removeAll()
        p.tearDown()
        XCTAssertTrue(c.isTornDown && d.isTornDown)
        XCTAssertNil(p.presentedViewController)
        XCTAssertNil(c.presentingViewController)
        XCTAssertNil(c.presentedViewController)
        XCTAssertNil(d.presentingViewController)
        XCTAssertTrue(window.subviews.isEmpty)
        XCTAssertEqual(
            controllerLines(recorder), ["D.viewWillDisappear", "D.viewDidDisappear"],
            "P and C were covered (disappeared); D leaves the window")
        XCTAssertValidTrace(recorder)
    }

    // COMP-12: a presented controller belongs to its presentation: adopting it elsewhere is
    // refused with a clear report, and nothing changes.
    @MainActor func testCOMP12_APresentedControllerCannotBeAdopted() async throws {
        let p = ViewController(name: "P")
        let (window, recorder) = showInWindow(p)
        let c = ViewController(name: "C"), o = ViewController(name: "O")
        p.present(c)
        recorder.removeAll()
        let error = XCTAssertMisuse(.invalidArgument, unchanged: [window], controllers: [o, c], recorder: recorder) {
            o.addChild(c)
        }
        XCTAssertEqual(
            error?.message, "cannot add \"C\" to \"O\": it is presented by \"P\".")
        XCTAssertNil(c.parent)
        XCTAssertTrue(p.presentedViewController === c)
    }

    // COMP-12, LIFE-5: the window's list of the presentations shown in it (what ends with the
    // window) holds each presentation in place once: presenting the same controller again and
    // again does not grow it (it did, one entry per presentation, and every presentation walked
    // them all: 10,000 present-dismiss round trips took 4.1 s, `composition.presentDismiss.10k`).
    @MainActor func testCOMP12_PresentingTheSameControllerAgainKeepsOneEntryInTheWindow() async {
        let p = ProbeChild(name: "P")
        let (window, _) = showInWindow(p)
        let c = ProbeChild(name: "C")
        c.modalPresentationStyle = .fullScreen
        for _ in 0..<5 {
            p.present(c, animated: false)
            XCTAssertTrue(p.presentedViewController === c)
            XCTAssertEqual(window.presentedHere.compactMap(\.controller).map { $0 === c }, [true])
            p.dismiss(animated: false)
            XCTAssertNil(p.presentedViewController)
        }
        p.present(c, animated: false)
        XCTAssertEqual(window.presentedHere.count, 1)
        p.dismiss(animated: false)
    }

}
