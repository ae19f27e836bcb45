import ContainerKit
import ContainerKitTesting
import XCTest

// APP-12: `viewIsAppearing(_:)` and the layout of the incoming view inside transitions.
//
// Sources for the orders tested here:
// - Apple, UIViewController.viewIsAppearing(_:)
//   (https://developer.apple.com/documentation/uikit/uiviewcontroller/viewisappearing(_:)):
//   called "once each time a view controller's view appears after the viewWillAppear(_:) call",
//   "after it adds the view controller's view to the view hierarchy, and the superview lays out
//   the view controller's view"; by then the controller and its view "have received updated
//   trait collections and the view has accurate geometry"; both callbacks "occur within the same
//   CATransaction" (so it runs at the start of an animated transition, not at its end).
// - WWDC23 "What's new in UIKit" (session 10055), as summarized by Apple's documentation above:
//   back-deployed to iOS 13; runs between viewWillAppear and the view controller's layout
//   callbacks (viewWillLayoutSubviews, viewDidLayoutSubviews), which may run many times while it
//   runs once per appearance.
// - The logged push of the specification (APP-12): `B.viewWillAppear`, `B.viewWillLayoutSubviews`,
//   `B.viewDidLayoutSubviews`, `A.viewDidDisappear`, `B.viewDidAppear`, with `viewIsAppearing`
//   in its place after `viewWillAppear`.
// Where several controllers appear in one operation, the order among them is ContainerKit's
// policy (ContainmentAndAppearance.md, APP-12): every `viewIsAppearing` in the order of the
// did-hooks, then the layout, then every `viewDidAppear`.

/// A controller that notes what it sees in `viewIsAppearing` and can run a block there.
@MainActor
private final class WatchingController: ViewController {
    var seen: [String] = []
    var onIsAppearing: ((WatchingController) -> Void)?

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        seen.append("willAppear window=\(view.window?.name ?? "nil")")
    }

    override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        let frame = view.frame
        seen.append(
            "isAppearing animated=\(animated) window=\(view.window?.name ?? "nil") "
                + "size=\(Int(frame.width))x\(Int(frame.height)) state=\(appearanceState) "
                + "toParent=\(isMovingToParent) presented=\(isBeingPresented)")
        onIsAppearing?(self)
    }
}

/// A parent that forwards appearance to its children by hand (`APP-9`).
@MainActor
private final class ManualParent: ViewController {
    override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
}

/// A controller whose `viewIsAppearing` forgets `super`.
@MainActor
private final class ForgetfulController: ViewController {
    override func viewIsAppearing(_ animated: Bool) {}  // MIS-11: no super
}

final class ViewIsAppearingTests: XCTestCase {
    /// A visible 320×480 window "W" holding `root`, recorded from the start.
    @MainActor private func window(showing root: ViewController) -> (Window, TraceRecorder) {
        let window = Window(name: "W")
        window.frame = Rect(x: 0, y: 0, width: 320, height: 480)
        window.rootViewController = root
        let recorder = TraceRecorder()
        window.attach(recorder)
        return (window, recorder)
    }

    // APP-12: showing a window: every viewIsAppearing (parents first), then the root is laid out,
    // then every viewDidAppear.
    @MainActor func testAPP12_ShowingAWindowCallsViewIsAppearingThenLaysOutTheRootBeforeViewDidAppear() async {
        let p = WatchingController(name: "P")
        let c = WatchingController(name: "C")
        p.addChild(c, into: p.view)
        let (window, recorder) = window(showing: p)
        window.makeKeyAndVisible()
        XCTAssertTrace(
            recorder,
            equals: [
                "P.viewWillAppear", "C.viewWillAppear",
                "P.viewIsAppearing", "C.viewIsAppearing",
                "P.viewWillLayoutSubviews", "P.view.layoutSubviews", "P.viewDidLayoutSubviews",
                "C.viewWillLayoutSubviews", "C.view.layoutSubviews", "C.viewDidLayoutSubviews",
                "P.viewDidAppear", "C.viewDidAppear",
            ])
        XCTAssertEqual(
            p.seen,
            [
                "willAppear window=W",
                "isAppearing animated=false window=W size=320x480 state=appearing toParent=false presented=false",
            ])
        XCTAssertFalse(p.view.needsLayout)
        XCTAssertValidTrace(recorder)
    }

    // APP-12: a push lays out the incoming view before its did-hooks, as the logged push does.
    @MainActor func testAPP12_PushLaysOutTheIncomingViewBeforeItsDidHooks() async {
        let a = ViewController(name: "A")
        let n = NavigationController(rootViewController: a, name: "N")
        let (window, recorder) = window(showing: n)
        window.makeKeyAndVisible()
        recorder.removeAll()
        let b = WatchingController(name: "B")
        n.pushViewController(b, animated: false)
        XCTAssertTrace(
            recorder, subjects: ["A", "B"],
            equals: [
                "B.willMove(toParent: N)", "B.loadView", "B.viewDidLoad",
                "A.viewWillDisappear", "B.viewWillAppear", "B.viewIsAppearing",
                "B.viewWillLayoutSubviews", "B.viewDidLayoutSubviews",
                "A.viewDidDisappear", "B.viewDidAppear", "B.didMove(toParent: N)",
            ])
        XCTAssertEqual(
            b.seen.last,
            "isAppearing animated=false window=W size=320x480 state=appearing toParent=true presented=false")
        XCTAssertValidTrace(recorder)
    }

    // APP-12: animated, viewIsAppearing and the layout come when the transition starts; the
    // did-hooks when it ends.
    @MainActor func testAPP12_AnimatedPushCallsViewIsAppearingAtTheStartAndViewDidAppearAtTheEnd() async {
        let a = ViewController(name: "A")
        let n = NavigationController(rootViewController: a, name: "N")
        let animator = ManualAnimator()
        n.animator = animator
        let (window, recorder) = window(showing: n)
        window.makeKeyAndVisible()
        recorder.removeAll()
        let b = WatchingController(name: "B")
        n.pushViewController(b, animated: true)
        recorder.mark("animation")
        animator.complete()
        XCTAssertTrace(
            recorder, subjects: ["A", "B"], hooks: Set(LifecycleEvent.Hook.allCases).subtracting([.layoutSubviews]),
            equals: [
                "B.willMove(toParent: N)", "B.loadView", "B.viewDidLoad",
                "A.viewWillDisappear", "B.viewWillAppear", "B.viewIsAppearing",
                "B.viewWillLayoutSubviews", "B.viewDidLayoutSubviews",
                "animation",
                "A.viewDidDisappear", "B.viewDidAppear", "B.didMove(toParent: N)",
            ])
        XCTAssertEqual(
            b.seen.last,
            "isAppearing animated=true window=W size=320x480 state=appearing toParent=true presented=false")
    }

    // APP-12: once per appearance: a pop and a second push call it again, once each.
    @MainActor func testAPP12_ViewIsAppearingRunsOncePerAppearance() async {
        let a = WatchingController(name: "A")
        let n = NavigationController(rootViewController: a, name: "N")
        let (window, recorder) = window(showing: n)
        window.makeKeyAndVisible()
        let b = ViewController(name: "B")
        n.pushViewController(b, animated: false)
        n.popViewController(animated: false)
        window.hide()
        window.makeKeyAndVisible()
        XCTAssertTrace(
            recorder, subjects: ["A"], hooks: LifecycleEvent.Hook.appearance.union([.viewIsAppearing]),
            equals: [
                "A.viewWillAppear", "A.viewIsAppearing", "A.viewDidAppear",  // shown
                "A.viewWillDisappear", "A.viewDidDisappear",  // covered by B
                "A.viewWillAppear", "A.viewIsAppearing", "A.viewDidAppear",  // B popped
                "A.viewWillDisappear", "A.viewDidDisappear",  // hidden
                "A.viewWillAppear", "A.viewIsAppearing", "A.viewDidAppear",  // shown again
            ])
        XCTAssertValidTrace(recorder)
    }

    // APP-12, APP-7: a child added to a visible parent without a transition: viewIsAppearing right
    // after its view entered the window, before viewDidAppear, and no layout (no transition).
    @MainActor func testAPP12_ChildAddedToAVisibleParentGetsItAfterItsViewHooks() async {
        let p = ViewController(name: "P")
        let (window, recorder) = window(showing: p)
        window.makeKeyAndVisible()
        recorder.removeAll()
        let c = WatchingController(name: "C")
        p.addChild(c, into: p.view)
        XCTAssertTrace(
            recorder,
            equals: [
                "C.willMove(toParent: P)", "C.loadView", "C.viewDidLoad",
                "C.view.willMove(toWindow: W)", "C.viewWillAppear", "C.view.willMove(toSuperview: P.view)",
                "C.view.didMoveToWindow", "C.view.didMoveToSuperview", "P.view.didAddSubview(C.view)",
                "C.viewIsAppearing", "C.viewDidAppear", "C.didMove(toParent: P)",
            ])
        XCTAssertEqual(
            c.seen.last,
            "isAppearing animated=false window=W size=320x480 state=appearing toParent=true presented=false")
    }

    // APP-12, APP-9: a child driven by hand gets it before its did-hook, at the end that completes
    // the appearance.
    @MainActor func testAPP12_ManualForwardingCallsItBeforeTheDidHook() async {
        let p = ManualParent(name: "P")
        let c = WatchingController(name: "C")
        p.addChild(c, into: p.view)
        let (window, recorder) = window(showing: p)
        window.makeKeyAndVisible()
        XCTAssertEqual(c.appearanceState, .disappeared, "P forwards by hand")
        recorder.removeAll()
        c.beginAppearanceTransition(true, animated: true)
        recorder.mark("between")
        c.endAppearanceTransition()
        XCTAssertEqual(recorder.lines, ["C.viewWillAppear", "between", "C.viewIsAppearing", "C.viewDidAppear"])
        XCTAssertEqual(
            c.seen.last,
            "isAppearing animated=true window=W size=0x0 state=appearing toParent=false presented=false")
    }

    // APP-12: a presentation is a transition: the presented view is laid out before its did-hooks.
    @MainActor func testAPP12_PresentationLaysOutThePresentedView() async {
        let p = ViewController(name: "P")
        let (window, recorder) = window(showing: p)
        window.makeKeyAndVisible()
        recorder.removeAll()
        let c = WatchingController(name: "C")
        c.modalPresentationStyle = .fullScreen
        p.present(c, animated: false)
        XCTAssertTrace(
            recorder, subjects: ["P", "C"],
            equals: [
                "P.present(C)", "C.loadView", "C.viewDidLoad", "P.viewWillDisappear", "C.viewWillAppear",
                "C.viewIsAppearing", "C.viewWillLayoutSubviews", "C.viewDidLayoutSubviews",
                "C.viewDidAppear", "P.viewDidDisappear",
            ])
        XCTAssertEqual(
            c.seen.last,
            "isAppearing animated=false window=W size=320x480 state=appearing toParent=false presented=true")
    }

    // APP-12, REENT-1: a viewIsAppearing that changes the tree: a subview it adds to its own view
    // is laid out in the same pass; a push it asks for runs after the push under way has ended.
    @MainActor func testAPP12_ViewIsAppearingThatChangesTheTree() async {
        let a = ViewController(name: "A")
        let n = NavigationController(rootViewController: a, name: "N")
        let (window, recorder) = window(showing: n)
        window.makeKeyAndVisible()
        recorder.removeAll()
        let b = WatchingController(name: "B")
        let c = ViewController(name: "C")
        let badge = View(name: "badge")
        b.onIsAppearing = { b in
            b.view.addSubview(badge)
            b.navigationController?.pushViewController(c, animated: false)
        }
        n.pushViewController(b, animated: false)
        XCTAssertTrace(
            recorder, subjects: ["A", "B", "C", "badge", "N"],
            equals: [
                "N.transition(from: A, to: B)", "B.willMove(toParent: N)", "B.loadView", "B.viewDidLoad",
                "A.viewWillDisappear", "B.viewWillAppear", "B.viewIsAppearing",
                "badge.willMove(toWindow: W)", "badge.willMove(toSuperview: B.view)", "badge.didMoveToWindow",
                "badge.didMoveToSuperview",
                "B.viewWillLayoutSubviews", "B.viewDidLayoutSubviews", "badge.layoutSubviews",
                "A.viewDidDisappear", "B.viewDidAppear", "B.didMove(toParent: N)",
                "N.transitionDidEnd(from: A, to: B)",
                // The push asked for from the hook, after the first one (REENT-1).
                "N.transition(from: B, to: C)", "C.willMove(toParent: N)", "C.loadView", "C.viewDidLoad",
                "B.viewWillDisappear", "C.viewWillAppear", "C.viewIsAppearing",
                "C.viewWillLayoutSubviews", "C.viewDidLayoutSubviews",
                "badge.willMove(toWindow: nil)", "badge.didMoveToWindow",  // B's view leaves
                "B.viewDidDisappear", "C.viewDidAppear", "C.didMove(toParent: N)",
                "N.transitionDidEnd(from: B, to: C)",
            ])
        XCTAssertEqual(n.viewControllers.map(\.name), ["A", "B", "C"])
        XCTAssertValidTrace(recorder)
    }

    // APP-12, REENT-1: a viewIsAppearing that takes its own view out of the window: the removal
    // waits for the operation, and the controller never gets viewDidAppear without a window.
    @MainActor func testAPP12_ViewIsAppearingThatRemovesItsViewFromTheWindow() async {
        let p = ViewController(name: "P")
        let (window, recorder) = window(showing: p)
        window.makeKeyAndVisible()
        recorder.removeAll()
        let c = WatchingController(name: "C")
        c.onIsAppearing = { c in c.parent?.removeChild(c) }
        p.addChild(c, into: p.view)
        XCTAssertTrace(
            recorder, subjects: ["C"],
            hooks: LifecycleEvent.Hook.appearance.union(LifecycleEvent.Hook.containment).union([.viewIsAppearing]),
            equals: [
                "C.willMove(toParent: P)", "C.viewWillAppear", "C.viewIsAppearing", "C.viewDidAppear",
                "C.didMove(toParent: P)",
                // deferred until the add has finished (REENT-1)
                "C.willMove(toParent: nil)", "C.viewWillDisappear", "C.viewDidDisappear", "C.didMove(toParent: nil)",
            ])
        XCTAssertNil(c.parent)
        XCTAssertEqual(c.appearanceState, .disappeared)
        XCTAssertValidTrace(recorder)
    }

    // APP-12, MIS-5: user code never calls it; nothing is recorded.
    @MainActor func testAPP12_CallingViewIsAppearingYourselfIsMIS5() async {
        let c = ViewController(name: "C")
        let (window, recorder) = window(showing: c)
        window.makeKeyAndVisible()
        recorder.removeAll()
        XCTAssertMisuse("MIS-5", recorder: recorder) { c.viewIsAppearing(false) }
        XCTAssertEqual(recorder.lines, [])
        XCTAssertEqual(c.appearanceState, .appeared)
    }

    // APP-12, MIS-11: an override that forgets super is reported, as for the other hooks.
    @MainActor func testAPP12_AnOverrideWithoutSuperIsMIS11() async {
        let c = ForgetfulController(name: "C")
        let (window, _) = window(showing: c)
        XCTAssertMisuse("MIS-11") { window.makeKeyAndVisible() }
        XCTAssertEqual(c.appearanceState, .appeared)
    }
}
