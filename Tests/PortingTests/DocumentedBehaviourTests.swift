import ContainerKit
import ContainerKitTesting
import Foundation
import Testing
import XCTest

// What a user of the package reads in its documentation (README, the DocC articles of both
// modules, the public declarations' comments), checked from the outside: `import ContainerKit`,
// no `@testable`. Each test names the rules it checks. The seven findings these tests made
// (behaviours that contradicted the documentation) are fixed; their tests say "finding N".

/// The hooks of controllers and composition: loading, containment, appearance, presentation,
/// transitions and marks (no view hooks).
private let controllerHooks: Set<LifecycleEvent.Hook> = LifecycleEvent.Hook.appearance
    .union(LifecycleEvent.Hook.containment)
    .union([.loadView, .viewDidLoad, .present, .dismiss, .transition, .transitionDidEnd, .transitionDidCancel, .mark])

/// A visible 320×480 window `W` with a recorder attached and `root` as its root; the recorder is
/// cleared after the set-up.
@MainActor private func visibleWindow(showing root: ViewController) -> (Window, TraceRecorder) {
    let window = Window(name: "W")
    window.frame = Rect(x: 0, y: 0, width: 320, height: 480)
    let recorder = TraceRecorder()
    window.attach(recorder)
    window.rootViewController = root
    window.makeKeyAndVisible()
    recorder.removeAll()
    return (window, recorder)
}

/// `N`, a navigation controller whose stack is `[A]`, as the root of a visible window (see
/// ``visibleWindow(showing:)``), and `B`, a controller to push.
@MainActor private func stackOfA() -> (
    n: NavigationController, a: ViewController, b: ViewController, window: Window, recorder: TraceRecorder
) {
    let a = ViewController(name: "A")
    let n = NavigationController(rootViewController: a, name: "N")
    let (window, recorder) = visibleWindow(showing: n)
    return (n, a, ViewController(name: "B"), window, recorder)
}

/// The names of controllers, for readable comparisons.
@MainActor private func names(_ controllers: [ViewController]) -> [String] { controllers.map(\.name) }

/// The controller lines of a recording (see ``controllerHooks``).
@MainActor private func controllerLines(_ recorder: TraceRecorder) -> [String] {
    recorder.lines(hooks: controllerHooks)
}

/// Every controller reachable from `root` through children and presentations, parents first.
@MainActor private func controllers(from root: ViewController) -> [ViewController] {
    var result: [ViewController] = []
    var stack = [root]
    while let next = stack.popLast() {
        result.append(next)
        if let presented = next.presentedViewController { stack.append(presented) }
        stack.append(contentsOf: next.children.reversed())
    }
    return result
}

/// Whether a controller is covered by a full-screen presentation made by it or an ancestor.
@MainActor private func isCovered(_ controller: ViewController) -> Bool {
    var node: ViewController? = controller
    while let current = node {
        if let presented = current.presentedViewController, presented.modalPresentationStyle == .fullScreen {
            return true
        }
        node = current.parent
    }
    return false
}

/// Checks, once every transition is over, what the documentation promises about a window: each
/// controller in it is `appeared` exactly when its root view is in the visible window and no
/// full-screen presentation covers it (`APP-1`, `COMP-10`), every child's view sits under its
/// parent's view (`VC-5`), and every composition record is read from the tree (`COMP-12`).
@MainActor private func assertSettled(
    _ window: Window, file: StaticString = #filePath, line: UInt = #line
) {
    guard let root = window.rootViewController else { return }
    for controller in controllers(from: root) {
        let onScreen = window.isVisible && controller.viewIfLoaded?.window === window && !isCovered(controller)
        XCTAssertEqual(
            controller.appearanceState, onScreen ? .appeared : .disappeared,
            "\(controller.name) (view in window: \(controller.viewIfLoaded?.window != nil))", file: file, line: line)
        if let parent = controller.parent, let view = controller.viewIfLoaded, view.window != nil {
            var owner = view.superview
            while let current = owner, current.viewController == nil { owner = current.superview }
            XCTAssertTrue(
                owner?.viewController === parent, "VC-5: \(controller.name)'s view is not under \(parent.name)'s",
                file: file, line: line)
        }
        if let navigation = controller as? NavigationController {
            XCTAssertEqual(names(navigation.viewControllers), names(navigation.children), file: file, line: line)
            XCTAssertTrue(navigation.topViewController === navigation.children.last, file: file, line: line)
            for entry in navigation.children.dropLast() {
                XCTAssertNil(entry.viewIfLoaded?.window, "\(entry.name) is below the top", file: file, line: line)
            }
        }
        if let tabs = controller as? TabBarController {
            XCTAssertEqual(names(tabs.viewControllers ?? []), names(tabs.children), file: file, line: line)
            if let selected = tabs.selectedViewController {
                XCTAssertTrue(tabs.children.contains { $0 === selected }, file: file, line: line)
            } else {
                XCTAssertTrue(tabs.children.isEmpty, file: file, line: line)
            }
            for tab in tabs.children where tab !== tabs.selectedViewController {
                XCTAssertNil(tab.viewIfLoaded?.window, "\(tab.name) is not selected", file: file, line: line)
            }
        }
    }
}

/// A controller that runs closures from its hooks, each once.
private final class Hooked: ViewController {
    var onViewWillAppear: (() -> Void)?
    var onViewDidAppear: (() -> Void)?
    var onViewWillDisappear: (() -> Void)?
    var onViewDidDisappear: (() -> Void)?
    var presentedFlags: [String] = []

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        presentedFlags.append("willAppear presented=\(isBeingPresented) moving=\(isMovingToParent)")
        if let hook = onViewWillAppear { onViewWillAppear = nil; hook() }
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        presentedFlags.append("didAppear presented=\(isBeingPresented) moving=\(isMovingToParent)")
        if let hook = onViewDidAppear { onViewDidAppear = nil; hook() }
    }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        presentedFlags.append("willDisappear dismissed=\(isBeingDismissed) moving=\(isMovingFromParent)")
        if let hook = onViewWillDisappear { onViewWillDisappear = nil; hook() }
    }
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        presentedFlags.append("didDisappear dismissed=\(isBeingDismissed) moving=\(isMovingFromParent)")
        if let hook = onViewDidDisappear { onViewDidDisappear = nil; hook() }
    }
}

/// The states of the stateful containers below.
private enum Screen: String, Hashable { case a, b, c }

/// A stateful container whose factory answers what a test gives it.
private final class Factory: StatefulViewController<Screen> {
    var make: (Screen) -> ViewController = { ViewController(name: $0.rawValue.uppercased()) }
    var style: TransitionStyle = .cross
    override func childViewController(for state: Screen) -> ViewController { make(state) }
    override func transitionStyle(from oldState: Screen, to newState: Screen) -> TransitionStyle { style }
}

/// A state-driven navigation controller whose factory answers what a test gives it.
private final class StackFactory: StatefulNavigationController<Screen> {
    var make: (Screen) -> ViewController = { ViewController(name: $0.rawValue.uppercased()) }
    override func childViewController(for state: Screen) -> ViewController { make(state) }
}

final class DocumentedBehaviourTests: XCTestCase {
    // MARK: - Navigation inside tabs, with presentation

    /// `T` holds `N1` (`[A]`) and `N2` (`[X]`), `N1` selected, in a visible window.
    @MainActor private func tabsOfStacks() -> (
        tabs: TabBarController, n1: NavigationController, n2: NavigationController, a: ViewController,
        x: ViewController, window: Window, recorder: TraceRecorder
    ) {
        let a = ViewController(name: "A"), x = ViewController(name: "X")
        let n1 = NavigationController(rootViewController: a, name: "N1")
        let n2 = NavigationController(rootViewController: x, name: "N2")
        let tabs = TabBarController(viewControllers: [n1, n2], name: "T")
        let (window, recorder) = visibleWindow(showing: tabs)
        return (tabs, n1, n2, a, x, window, recorder)
    }

    // COMP-4, COMP-9, APP-3: a push inside the selected tab, then a tab switch: the tab's
    // navigation controller forwards to its top only, parents first.
    @MainActor func testCOMP4_COMP9_APP3_PushInsideATabThenSwitchTabs() async {
        let (tabs, n1, n2, _, _, window, recorder) = tabsOfStacks()
        let b = ViewController(name: "B")
        n1.pushViewController(b) { recorder.mark("push(\($0))") }
        tabs.selectTab(at: 1) { recorder.mark("select(\($0))") }
        XCTAssertTraceLines(
            controllerLines(recorder),
            equal: [
                "N1.transition(from: A, to: B)", "B.willMove(toParent: N1)", "B.loadView", "B.viewDidLoad",
                "A.viewWillDisappear", "B.viewWillAppear", "A.viewDidDisappear", "B.viewDidAppear",
                "B.didMove(toParent: N1)", "N1.transitionDidEnd(from: A, to: B)", "push(true)",
                "T.transition(from: N1, to: N2)", "N2.loadView", "N2.viewDidLoad", "X.loadView",
                "X.viewDidLoad", "N2.viewWillAppear", "X.viewWillAppear", "N1.viewWillDisappear",
                "B.viewWillDisappear", "N1.viewDidDisappear", "B.viewDidDisappear", "N2.viewDidAppear",
                "X.viewDidAppear", "T.transitionDidEnd(from: N1, to: N2)", "select(true)",
            ])
        XCTAssertTrue(tabs.selectedViewController === n2)
        XCTAssertEqual(names(n1.viewControllers), ["A", "B"])
        XCTAssertTrue(b.navigationController === n1)
        XCTAssertTrue(b.tabBarController === tabs)
        assertSettled(window)
        XCTAssertValidTrace(recorder)
    }

    // COMP-3, LIFE-4 (not a participant): a tab switch while the selected tab's push is held.
    // The tab container's switch runs (it is another container's queue); the push's container
    // forwards no appearance while its transition is in flight, and when it completes, every
    // child is brought to the container's state: N1 left the screen, so A and B end disappeared.
    @MainActor func testCOMP3_TabSwitchDuringAHeldPushSettlesTheStackOffScreen() async {
        let (tabs, n1, n2, a, x, window, recorder) = tabsOfStacks()
        let animator = ManualAnimator()
        n1.animator = animator
        let b = ViewController(name: "B")
        var pushed: Bool?
        n1.pushViewController(b) { pushed = $0 }
        tabs.selectTab(n2)
        XCTAssertTrue(tabs.selectedViewController === n2)
        XCTAssertEqual(n1.appearanceState, .disappeared)
        XCTAssertEqual(x.appearanceState, .appeared)
        XCTAssertTrue(animator.complete())
        XCTAssertEqual(pushed, true)
        XCTAssertEqual(names(n1.viewControllers), ["A", "B"])
        XCTAssertEqual(a.appearanceState, .disappeared)
        XCTAssertEqual(b.appearanceState, .disappeared)
        assertSettled(window)
        XCTAssertValidTrace(recorder)
        // Coming back shows B, the top.
        recorder.removeAll()
        tabs.selectTab(n1)
        XCTAssertEqual(b.appearanceState, .appeared)
        XCTAssertTrue(b.view.window === window)
        assertSettled(window)
    }

    // COMP-6 after COMP-9: the same, cancelled: B leaves the stack it never joined, A stays the
    // top, and nothing appears off screen.
    @MainActor func testCOMP3_COMP6_TabSwitchDuringAHeldPushThenCancel() async {
        let (tabs, n1, n2, a, _, window, recorder) = tabsOfStacks()
        let animator = ManualAnimator()
        n1.animator = animator
        let b = ViewController(name: "B")
        var pushed: Bool?
        n1.pushViewController(b) { pushed = $0 }
        tabs.selectTab(n2)
        XCTAssertTrue(animator.cancel())
        XCTAssertEqual(pushed, false)
        XCTAssertEqual(names(n1.viewControllers), ["A"])
        XCTAssertNil(b.parent)
        XCTAssertEqual(a.appearanceState, .disappeared)
        XCTAssertEqual(b.appearanceState, .disappeared)
        assertSettled(window)
        XCTAssertValidTrace(recorder)
        tabs.selectTab(n1)
        XCTAssertEqual(a.appearanceState, .appeared)
        assertSettled(window)
    }

    // LIFE-4: tearing down the tab container above a held push ends the push at once: the
    // completion gets `false`, the animator's later calls do nothing, no hook reaches a retired
    // controller (LIFE-2), and the window has no root.
    @MainActor func testLIFE4_LIFE2_TearingDownTheTabsAboveAHeldPush() async {
        let (tabs, n1, _, a, _, window, recorder) = tabsOfStacks()
        let animator = ManualAnimator()
        n1.animator = animator
        let b = ViewController(name: "B")
        var pushed: Bool?
        n1.pushViewController(b) { pushed = $0 }
        let context = animator.current
        tabs.tearDown()
        XCTAssertEqual(pushed, false)
        XCTAssertEqual(context?.isAbandoned, true)
        XCTAssertEqual(context?.isRunning, false)
        XCTAssertNil(window.rootViewController)
        for controller in [tabs, n1, a, b] {
            XCTAssertTrue(controller.isTornDown, controller.name)
            XCTAssertEqual(controller.appearanceState, .disappeared, controller.name)
        }
        let count = recorder.lines.count
        XCTAssertFalse(animator.complete())
        XCTAssertEqual(recorder.lines.count, count)
        XCTAssertValidTrace(recorder)
        XCTAssertFalse(controllerLines(recorder).contains("N1.transitionDidCancel(from: A, to: B)"))
    }

    // LIFE-4: the documented trace of a held push whose container is torn down.
    @MainActor func testLIFE4_DocumentedTraceOfATearDownDuringAHeldPush() async {
        let (n, _, b, window, recorder) = stackOfA()
        let animator = ManualAnimator()
        n.animator = animator
        n.pushViewController(b) { recorder.mark("completion(\($0))") }
        recorder.mark("— N.tearDown() —")
        n.tearDown()
        XCTAssertTraceLines(
            controllerLines(recorder),
            equal: [
                "N.transition(from: A, to: B)", "B.willMove(toParent: N)", "B.loadView", "B.viewDidLoad",
                "A.viewWillDisappear", "B.viewWillAppear", "— N.tearDown() —", "B.didMove(toParent: N)",
                "B.viewWillDisappear", "B.viewDidDisappear", "A.viewDidDisappear", "N.viewWillDisappear",
                "N.viewDidDisappear", "completion(false)",
            ])
        let count = recorder.lines.count
        XCTAssertFalse(animator.complete())
        XCTAssertEqual(recorder.lines.count, count)
        XCTAssertNil(window.rootViewController)
    }

    // LIFE-4: the documented trace of a held push whose incoming child is adopted elsewhere.
    @MainActor func testLIFE4_DocumentedTraceOfAReparentingDuringAHeldPush() async {
        let a = ViewController(name: "A"), b = ViewController(name: "B"), o = ViewController(name: "O")
        let n = NavigationController(rootViewController: a, name: "N")
        let (window, recorder) = visibleWindow(showing: n)
        let animator = ManualAnimator()
        n.animator = animator
        n.pushViewController(b) { recorder.mark("completion(\($0))") }
        recorder.mark("— O.addChild(B) —")
        o.addChild(b)
        XCTAssertTraceLines(
            controllerLines(recorder),
            equal: [
                "N.transition(from: A, to: B)", "B.willMove(toParent: N)", "B.loadView", "B.viewDidLoad",
                "A.viewWillDisappear", "B.viewWillAppear", "— O.addChild(B) —", "B.didMove(toParent: N)",
                "B.viewWillDisappear", "B.viewDidDisappear", "A.viewWillAppear", "A.viewDidAppear",
                "B.didMove(toParent: nil)", "B.willMove(toParent: O)", "N.transitionDidCancel(from: A, to: B)",
                "completion(false)",
            ])
        XCTAssertEqual(names(n.viewControllers), ["A"])
        XCTAssertTrue(b.parent === o)
        XCTAssertEqual(names(o.children), ["B"])
        XCTAssertNil(b.view.superview)
        o.view.addSubview(b.view)
        b.didMove(toParent: o)
        assertSettled(window)
        // O is off the window: its recorder-less tree finishes B's move, unseen by `recorder`.
        XCTAssertValidTrace(recorder, complete: false)
    }

    // LIFE-4: the outgoing child (the stack's root) torn down during a held push. The documented
    // outcome: the transition is abandoned, the child it was adding leaves again, and the
    // container is left with what the tree says: an empty stack, nothing on screen.
    @MainActor func testLIFE4_COMP12_OutgoingChildTornDownDuringAHeldPush() async {
        let (n, a, b, window, recorder) = stackOfA()
        let animator = ManualAnimator()
        n.animator = animator
        var pushed: Bool?
        n.pushViewController(b) { pushed = $0 }
        a.tearDown()
        XCTAssertEqual(pushed, false)
        XCTAssertEqual(animator.running.count, 0)
        XCTAssertEqual(names(n.viewControllers), [])
        XCTAssertNil(n.topViewController)
        XCTAssertNil(b.parent)
        XCTAssertEqual(b.appearanceState, .disappeared)
        XCTAssertNil(b.view.window)
        XCTAssertEqual(n.appearanceState, .appeared)
        XCTAssertTrue(controllerLines(recorder).contains("N.transitionDidCancel(from: A, to: B)"))
        assertSettled(window)
        XCTAssertValidTrace(recorder)
        // The stack is usable again.
        n.animator = ImmediateAnimator()
        n.pushViewController(b)
        XCTAssertEqual(names(n.viewControllers), ["B"])
        XCTAssertEqual(b.appearanceState, .appeared)
        assertSettled(window)
    }

    // LIFE-4: the incoming child torn down during a held push: its appearance ends as a
    // disappearance, the outgoing child's is reversed, the stack is unchanged.
    @MainActor func testLIFE4_IncomingChildTornDownDuringAHeldPush() async {
        let (n, _, b, window, recorder) = stackOfA()
        let animator = ManualAnimator()
        n.animator = animator
        n.pushViewController(b) { recorder.mark("completion(\($0))") }
        recorder.mark("— B.tearDown() —")
        b.tearDown()
        XCTAssertTraceLines(
            controllerLines(recorder),
            containInOrder: [
                "— B.tearDown() —", "B.didMove(toParent: N)", "B.viewWillDisappear", "B.viewDidDisappear",
                "A.viewWillAppear",
                "A.viewDidAppear", "N.transitionDidCancel(from: A, to: B)", "completion(false)",
            ])
        XCTAssertEqual(names(n.viewControllers), ["A"])
        XCTAssertTrue(b.isTornDown)
        assertSettled(window)
        XCTAssertValidTrace(recorder)
    }

    // LIFE-4: the navigation controller itself adopted by another controller while its push is
    // held: the push ends at once, as abandoned, and the records agree with the tree.
    @MainActor func testLIFE4_ContainerReparentedDuringAHeldPush() async {
        let a = ViewController(name: "A"), b = ViewController(name: "B")
        let n = NavigationController(rootViewController: a, name: "N")
        let root = ViewController(name: "R"), other = ViewController(name: "O")
        root.addChild(n, into: root.view)
        root.addChild(other, into: root.view)
        let (window, recorder) = visibleWindow(showing: root)
        let animator = ManualAnimator()
        n.animator = animator
        var pushed: Bool?
        n.pushViewController(b) { pushed = $0 }
        let context = animator.current
        n.willMove(toParent: nil)
        n.view.removeFromSuperview()
        n.removeFromParent()
        other.addChild(n, into: other.view)
        XCTAssertEqual(context?.isAbandoned, true)
        XCTAssertEqual(pushed, false)
        XCTAssertEqual(names(n.viewControllers), ["A"])
        XCTAssertTrue(n.parent === other)
        assertSettled(window)
        XCTAssertValidTrace(recorder)
    }

    // COMP-3: a window whose root is replaced during a held push; when the push completes,
    // every child of the stack is brought to the container's state (off screen).
    @MainActor func testCOMP3_WindowRootReplacedDuringAHeldPush() async {
        let (n, a, b, window, _) = stackOfA()
        let stackRecorder = TraceRecorder()
        n.attach(stackRecorder)
        let animator = ManualAnimator()
        n.animator = animator
        var pushed: Bool?
        n.pushViewController(b) { pushed = $0 }
        let home = ViewController(name: "home")
        window.rootViewController = home
        XCTAssertEqual(home.appearanceState, .appeared)
        XCTAssertEqual(n.appearanceState, .disappeared)
        XCTAssertTrue(animator.complete())
        XCTAssertEqual(pushed, true)
        XCTAssertEqual(names(n.viewControllers), ["A", "B"])
        for controller in [n, a, b] {
            XCTAssertEqual(controller.appearanceState, .disappeared, controller.name)
        }
        assertSettled(window)
        XCTAssertValidTrace(stackRecorder)
        // And it shows its top again as a root.
        window.rootViewController = n
        XCTAssertEqual(b.appearanceState, .appeared)
        XCTAssertEqual(a.appearanceState, .disappeared)
        assertSettled(window)
    }

    // MARK: - Presentation

    // COMP-10, APP-8, PARENT-5: presenting from a controller deep in a tab's stack presents from
    // the top of its parent chain (the tab container), which forwards its disappearance to the
    // controllers on screen; `visibleViewController` is the presented one; dismissing mirrors it.
    @MainActor func testCOMP10_APP8_PresentFromDeepInATabAndDismiss() async {
        let (tabs, n1, _, a, _, window, recorder) = tabsOfStacks()
        let c = Hooked(name: "C")
        c.modalPresentationStyle = .fullScreen  // COMP-15: the default is a sheet
        a.present(c) { recorder.mark("presented") }
        XCTAssertTraceLines(
            controllerLines(recorder),
            equal: [
                "T.present(C)", "C.loadView", "C.viewDidLoad", "T.viewWillDisappear", "N1.viewWillDisappear",
                "A.viewWillDisappear", "C.viewWillAppear", "C.viewDidAppear", "T.viewDidDisappear",
                "N1.viewDidDisappear", "A.viewDidDisappear", "presented",
            ])
        XCTAssertTrue(tabs.presentedViewController === c)
        XCTAssertTrue(c.presentingViewController === tabs)
        XCTAssertTrue(c.next === tabs)
        XCTAssertTrue(n1.visibleViewController === c)
        XCTAssertTrue(c.view.window === window)
        XCTAssertEqual(
            c.presentedFlags, ["willAppear presented=true moving=false", "didAppear presented=true moving=false"])
        assertSettled(window)

        recorder.removeAll()
        c.presentedFlags = []
        c.dismiss { recorder.mark("dismissed") }
        XCTAssertTraceLines(
            controllerLines(recorder),
            equal: [
                "T.dismiss(C)", "C.viewWillDisappear", "T.viewWillAppear", "N1.viewWillAppear", "A.viewWillAppear",
                "T.viewDidAppear", "N1.viewDidAppear", "A.viewDidAppear", "C.viewDidDisappear", "dismissed",
            ])
        XCTAssertEqual(
            c.presentedFlags, ["willDisappear dismissed=true moving=false", "didDisappear dismissed=true moving=false"])
        XCTAssertNil(tabs.presentedViewController)
        XCTAssertNil(c.presentingViewController)
        XCTAssertNil(c.view.window)
        XCTAssertTrue(n1.visibleViewController === a)
        assertSettled(window)
        XCTAssertValidTrace(recorder)
    }

    // COMP-10 (policy): a dismissal requested while the presentation is held waits for it
    // (one queue per presentation chain, COMP-3), and then runs.
    @MainActor func testCOMP3_COMP10_DismissRequestedDuringAHeldPresentationWaits() async {
        let (tabs, _, _, a, _, window, recorder) = tabsOfStacks()
        let animator = ManualAnimator()
        let c = ViewController(name: "C")
        var presented = false, dismissed = false
        a.present(c, animator: animator) { presented = true }
        c.dismiss(animated: false) { dismissed = true }
        XCTAssertTrue(tabs.presentedViewController === c)
        XCTAssertEqual(tabs.pendingTransitionCount, 1)
        XCTAssertFalse(presented)
        XCTAssertTrue(animator.complete())
        XCTAssertTrue(presented)
        XCTAssertTrue(dismissed)
        XCTAssertNil(tabs.presentedViewController)
        XCTAssertEqual(a.appearanceState, .appeared)
        XCTAssertEqual(c.appearanceState, .disappeared)
        assertSettled(window)
        XCTAssertValidTrace(recorder)
    }

    // LIFE-4: the presented controller torn down while its presentation is held: the
    // presentation is abandoned (its completion does not run), the presenter's link is cleared
    // in the same operation, and the presenter, no longer covered, appears again.
    @MainActor func testLIFE4_PresentedControllerTornDownDuringAHeldPresentation() async {
        let (tabs, _, _, a, _, window, recorder) = tabsOfStacks()
        let animator = ManualAnimator()
        let c = ViewController(name: "C")
        var presented = false
        a.present(c, animator: animator) { presented = true }
        let context = animator.current
        c.tearDown()
        XCTAssertEqual(context?.isAbandoned, true)
        XCTAssertFalse(presented)
        XCTAssertNil(tabs.presentedViewController)
        XCTAssertNil(c.view.window)
        XCTAssertEqual(c.appearanceState, .disappeared)
        XCTAssertEqual(a.appearanceState, .appeared)
        XCTAssertEqual(tabs.appearanceState, .appeared)
        assertSettled(window)
        XCTAssertValidTrace(recorder)
    }

    // LIFE-4: the presenter's stack entry (the requester) popped during a held presentation is
    // not a participant (the presenter is the tab container): the presentation completes, and
    // the pop waits for nothing (it is the stack's own queue).
    @MainActor func testCOMP10_RequesterPoppedDuringAHeldPresentation() async {
        let (tabs, n1, _, a, _, window, recorder) = tabsOfStacks()
        let b = ViewController(name: "B")
        n1.pushViewController(b, animated: false)
        let animator = ManualAnimator()
        let c = ViewController(name: "C")
        c.modalPresentationStyle = .fullScreen
        var presented = false
        b.present(c, animator: animator) { presented = true }
        n1.popViewController(animated: false)
        // N1 is half-way through its disappearance: the pop waits (COMP-3).
        XCTAssertEqual(names(n1.viewControllers), ["A", "B"])
        XCTAssertEqual(n1.pendingTransitionCount, 1)
        XCTAssertTrue(animator.complete())
        XCTAssertEqual(names(n1.viewControllers), ["A"])
        XCTAssertEqual(a.appearanceState, .disappeared, "covered by C")
        XCTAssertTrue(presented)
        XCTAssertTrue(tabs.presentedViewController === c)
        XCTAssertEqual(c.appearanceState, .appeared)
        XCTAssertEqual(b.appearanceState, .disappeared)
        assertSettled(window)
        XCTAssertValidTrace(recorder)
    }

    // COMP-10: a presented controller that presents; dismissing the bottom one dismisses the
    // top one first, without animation; both are released (LIFE-1).
    @MainActor func testCOMP10_LIFE1_DismissingAPresenterDismissesWhatItPresentsFirst() async {
        let (tabs, _, _, a, _, window, recorder) = tabsOfStacks()
        let tracker = LifetimeTracker()
        do {
            let c = ViewController(name: "C"), d = ViewController(name: "D")
            c.modalPresentationStyle = .fullScreen
            d.modalPresentationStyle = .fullScreen
            a.present(c, animated: false)
            c.present(d, animated: false)  // from the top of the chain (MIS-20)
            XCTAssertTrue(d.presentingViewController === c)
            XCTAssertTrue(c.presentedViewController === d)
            XCTAssertEqual(c.appearanceState, .disappeared)
            tracker.track(c)
            tracker.track(d)
            recorder.removeAll()
            tabs.dismiss(animated: false)
        }
        XCTAssertTraceLines(
            controllerLines(recorder),
            equal: [
                "C.dismiss(D)", "D.viewWillDisappear", "C.viewWillAppear", "C.viewDidAppear", "D.viewDidDisappear",
                "T.dismiss(C)", "C.viewWillDisappear", "T.viewWillAppear", "N1.viewWillAppear", "A.viewWillAppear",
                "T.viewDidAppear", "N1.viewDidAppear", "A.viewDidAppear", "C.viewDidDisappear",
            ])
        XCTAssertNil(tabs.presentedViewController)
        tracker.assertAllReleased()
        XCTAssertEqual(a.appearanceState, .appeared)
        assertSettled(window)
        XCTAssertValidTrace(recorder)
    }

    // MARK: - Hooks that change the tree (REENT-1)

    // REENT-1, COMP-4: a push requested from viewDidAppear while the window shows waits for the
    // appearance and then runs; the records follow.
    @MainActor func testREENT1_COMP4_PushFromViewDidAppear() async {
        let a = Hooked(name: "A"), b = ViewController(name: "B")
        let n = NavigationController(rootViewController: a, name: "N")
        a.onViewDidAppear = { [unowned n] in n.pushViewController(b) }
        let window = Window(name: "W")
        let recorder = TraceRecorder()
        window.attach(recorder)
        window.rootViewController = n
        window.makeKeyAndVisible()
        XCTAssertTraceLines(
            controllerLines(recorder),
            containInOrder: [
                "A.viewDidAppear", "N.transition(from: A, to: B)", "A.viewWillDisappear", "B.viewWillAppear",
                "A.viewDidDisappear", "B.viewDidAppear", "N.transitionDidEnd(from: A, to: B)",
            ])
        XCTAssertEqual(names(n.viewControllers), ["A", "B"])
        XCTAssertEqual(b.appearanceState, .appeared)
        assertSettled(window)
        XCTAssertValidTrace(recorder)
    }

    // REENT-1, COMP-10: a presented controller that dismisses itself from viewWillDisappear when
    // its window hides: the dismissal waits for the hide, then runs in the hidden window, where
    // nobody appears.
    @MainActor func testREENT1_COMP10_DismissFromViewWillDisappearWhenTheWindowHides() async {
        let (tabs, _, _, a, _, window, recorder) = tabsOfStacks()
        let tracker = LifetimeTracker()
        do {
            let c = Hooked(name: "C")
            tracker.track(c)
            a.present(c, animated: false)
            c.onViewWillDisappear = { [unowned c] in c.dismiss(animated: false) }
        }
        window.hide()
        XCTAssertNil(tabs.presentedViewController)
        tracker.assertAllReleased()
        XCTAssertEqual(a.appearanceState, .disappeared)
        XCTAssertEqual(tabs.appearanceState, .disappeared)
        assertSettled(window)
        XCTAssertValidTrace(recorder)
        window.makeKeyAndVisible()
        XCTAssertEqual(a.appearanceState, .appeared)
        assertSettled(window)
    }

    // REENT-1, LIFE-2, COMP-12: a pushed controller that tears itself down from viewWillAppear;
    // with the immediate animator the teardown waits for the push, then the entry leaves the
    // stack and A comes back.
    @MainActor func testREENT1_LIFE2_TearDownFromViewWillAppearOfAPush() async {
        let a = ViewController(name: "A")
        let n = NavigationController(rootViewController: a, name: "N")
        let (window, recorder) = visibleWindow(showing: n)
        let b = Hooked(name: "B")
        b.onViewWillAppear = { [unowned b] in b.tearDown() }
        var pushed: Bool?
        n.pushViewController(b) { pushed = $0 }
        XCTAssertNotNil(pushed)
        XCTAssertTrue(b.isTornDown)
        XCTAssertEqual(names(n.viewControllers), ["A"])
        XCTAssertEqual(a.appearanceState, .appeared)
        XCTAssertTrue(a.view.window === window)
        assertSettled(window)
        XCTAssertValidTrace(recorder)
    }

    // REENT-1, COMP-9: a tab that switches to another tab from its viewDidAppear the first time
    // it appears: the switch waits, runs, and the selection follows.
    @MainActor func testREENT1_COMP9_TabSwitchFromViewDidAppear() async {
        let a = Hooked(name: "A"), b = ViewController(name: "B")
        let tabs = TabBarController(viewControllers: [a, b], name: "T")
        a.onViewDidAppear = { [unowned tabs] in tabs.selectedIndex = 1 }
        let (window, recorder) = visibleWindow(showing: tabs)
        XCTAssertTrue(tabs.selectedViewController === b)
        XCTAssertEqual(a.appearanceState, .disappeared)
        XCTAssertEqual(b.appearanceState, .appeared)
        assertSettled(window)
        XCTAssertValidTrace(recorder, complete: false)
    }

    // MARK: - Factories that answer odd things

    /// A stateful container `S` on state `.a` (child `A`) in a visible window.
    @MainActor private func statefulOnA() -> (Factory, Window, TraceRecorder) {
        let s = Factory(name: "S", initialState: .a)
        let (window, recorder) = visibleWindow(showing: s)
        return (s, window, recorder)
    }

    // COMP-12: a state that maps to the controller already shown for another state keeps that
    // child and now names the new state: no hook, the completion gets `true`.
    @MainActor func testCOMP12_FactoryAnsweringTheShownChildForAnotherState() async {
        let (s, window, recorder) = statefulOnA()
        let shown = s.currentChild
        s.make = { [unowned s] _ in s.currentChild! }
        var done: Bool?
        s.transition(to: .b) { done = $0 }
        XCTAssertEqual(done, true)
        XCTAssertEqual(s.currentState, .b)
        XCTAssertTrue(s.currentChild === shown)
        XCTAssertEqual(s.children.count, 1)
        XCTAssertTrace(recorder, equals: [])
        assertSettled(window)
    }

    // COMP-12, VC-4: a factory that answers a child of another controller: the child moves, as
    // UIKit moves it; its old parent loses it, and the container's records follow the tree.
    @MainActor func testCOMP12_VC4_FactoryAnsweringAChildOfAnotherController() async {
        let (s, window, recorder) = statefulOnA()
        let other = ViewController(name: "O"), b = ViewController(name: "B")
        other.addChild(b, into: other.view)
        s.make = { _ in b }
        var done: Bool?
        s.transition(to: .b, animated: false) { done = $0 }
        XCTAssertEqual(done, true)
        XCTAssertTrue(b.parent === s)
        XCTAssertEqual(names(other.children), [])
        XCTAssertTrue(s.currentChild === b)
        XCTAssertEqual(s.currentState, .b)
        XCTAssertEqual(b.appearanceState, .appeared)
        assertSettled(window)
        XCTAssertValidTrace(recorder, complete: false)
    }

    // MIS-17, MIS-12: a factory that answers a torn-down controller: the request is refused, the
    // container keeps its state and its child, and nothing is recorded.
    @MainActor func testMIS17_MIS12_FactoryAnsweringATornDownController() async {
        let (s, window, recorder) = statefulOnA()
        let retired = ViewController(name: "R")
        retired.tearDown()
        s.make = { _ in retired }
        let shown = s.currentChild
        var done: Bool?
        let report = XCTAssertMisuse(.tornDown, unchanged: [window], recorder: recorder) {
            s.transition(to: .b, animated: false) { done = $0 }
        }
        XCTAssertEqual(report?.outcome, .refused)
        XCTAssertNotEqual(done, true)
        XCTAssertEqual(s.currentState, .a)
        XCTAssertTrue(s.currentChild === shown)
        assertSettled(window)
    }

    // MIS-17, MIS-7: a factory that answers the container itself, then one of its ancestors.
    @MainActor func testMIS17_FactoryAnsweringTheContainerOrAnAncestor() async {
        let s = Factory(name: "S", initialState: .a)
        let root = ViewController(name: "R")
        root.addChild(s, into: root.view)
        let (window, recorder) = visibleWindow(showing: root)
        s.make = { [unowned s] _ in s }
        XCTAssertMisuse(.viewCycle, unchanged: [window], recorder: recorder) {
            s.transition(to: .b, animated: false)
        }
        s.make = { [unowned root] _ in root }
        XCTAssertMisuse(.viewCycle, unchanged: [window], recorder: recorder) {
            s.transition(to: .c, animated: false)
        }
        XCTAssertEqual(s.currentState, .a)
        assertSettled(window)
    }

    // LIFE-4 (last paragraph): a presented controller answered by a factory cannot become the
    // container's child (refused, `invalidArgument`; dismiss it first).
    @MainActor func testLIFE4_FactoryAnsweringAPresentedController() async {
        let (s, window, recorder) = statefulOnA()
        let c = ViewController(name: "C")
        s.present(c, animated: false)
        recorder.removeAll()
        s.make = { _ in c }
        XCTAssertMisuse(.invalidArgument, unchanged: [window], recorder: recorder) {
            s.transition(to: .b, animated: false)
        }
        XCTAssertTrue(s.presentedViewController === c)
        XCTAssertEqual(s.currentState, .a)
        assertSettled(window)
    }

    // COMP-12, COMP-8 (finding 2 of these tests, fixed): a state-driven stack whose factory answers
    // its top for another state. Composition.md (COMP-12): "A state that maps to the controller
    // already shown for another state keeps that child and now names the new state: no hook, the
    // completion gets `true`", as a StatefulViewController does (the test above). The stack's
    // state used to keep naming the old state.
    @MainActor func testCOMP12_COMP8_StackFactoryAnsweringItsTopForAnotherState() async {
        let n = StackFactory(name: "N", initialState: .a)
        let (window, recorder) = visibleWindow(showing: n)
        let a = n.viewControllers[0]
        n.make = { _ in a }
        var done: Bool?
        n.transition(to: .b) { done = $0 }
        XCTAssertEqual(done, true)
        XCTAssertTrace(recorder, equals: [])
        XCTAssertEqual(names(n.viewControllers), ["A"])
        XCTAssertEqual(n.states, [.b])
        XCTAssertEqual(n.currentState, .b)
        assertSettled(window)
    }

    // COMP-9, COMP-12, ARG: a state-driven tab container whose factory answers one controller
    // for two states: the tabs would hold it twice, which `setViewControllers` refuses ("a
    // controller twice is reported and changes nothing"): the container has no tab, no state,
    // and a state it then does not know is refused (MIS-14).
    @MainActor func testCOMP9_MIS14_TabFactoryAnsweringOneControllerForTwoStates() async {
        final class Tabs: StatefulTabBarController<Screen> {
            let shared = ViewController(name: "shared")
            override func childViewController(for state: Screen) -> ViewController {
                state == .c ? ViewController(name: "C") : shared
            }
        }
        var made: Tabs?
        let report = XCTAssertMisuse(.invalidArgument) { made = Tabs(name: "T", states: [.a, .b, .c]) }
        XCTAssertEqual(report?.nodes.contains("shared"), true)
        guard let tabs = made else { return XCTFail("no container") }
        let (window, recorder) = visibleWindow(showing: tabs)
        XCTAssertEqual(tabs.states, [])
        XCTAssertNil(tabs.viewControllers)  // UIKit's default: no tabs is nil
        XCTAssertNil(tabs.selectedViewController)
        XCTAssertEqual(tabs.selectedIndex, Int.max)  // UIKit's NSNotFound
        XCTAssertMisuse(.unknownState, unchanged: [window], recorder: recorder) { tabs.transition(to: .a) }
        assertSettled(window)
    }

    // COMP-7, COMP-8, MIS-8 (finding 1 of these tests, fixed): a state-driven stack whose factory
    // answers an entry already in the stack, below the top, for a new state. A push of a
    // controller already in the stack is refused (MIS-8), nothing changes, the completion is not
    // called. It used to run a transition "from B to A" that ended with the stack still [A, B].
    @MainActor func testCOMP8_MIS8_StackFactoryAnsweringAnEntryBelowTheTop() async {
        let n = StackFactory(name: "N", initialState: .a)
        let (window, recorder) = visibleWindow(showing: n)
        n.transition(to: .b, animated: false)
        let a = n.viewControllers[0]
        n.make = { _ in a }
        var done: Bool?
        XCTAssertMisuse(.controllerAlreadyInStack, unchanged: [window], recorder: recorder) {
            n.transition(to: .c, animated: false) { done = $0 }
        }
        XCTAssertNotEqual(done, true)
        XCTAssertEqual(n.states, [.a, .b])
        XCTAssertEqual(names(n.viewControllers), ["A", "B"])
        XCTAssertEqual(n.currentState, .b)
        assertSettled(window)
    }

    // MIS-8, COMP-7: pushing the bottom entry of a two-entry stack directly.
    @MainActor func testMIS8_PushingTheBottomEntryAgainIsRefused() async {
        let (n, a, b, window, recorder) = stackOfA()
        n.pushViewController(b, animated: false)
        recorder.removeAll()
        var done: Bool?
        XCTAssertMisuse(.controllerAlreadyInStack, unchanged: [window], recorder: recorder) {
            n.pushViewController(a) { done = $0 }
        }
        XCTAssertNil(done)
        XCTAssertEqual(names(n.viewControllers), ["A", "B"])
        assertSettled(window)
    }

    // MARK: - Windows that go away or change root

    // LIFE-3: a visible window released while its root is a navigation stack: the controllers
    // disappear as in `hide()`, parents first, the stack's views have no window, and the next
    // visible window shows the stack's top again.
    @MainActor func testLIFE3_ReleasingAWindowWhoseRootIsAStack() async {
        let a = ViewController(name: "A"), b = ViewController(name: "B")
        let n = NavigationController(rootViewController: a, name: "N")
        let recorder = TraceRecorder()
        n.attach(recorder)
        do {
            let (window, _) = visibleWindow(showing: n)
            n.pushViewController(b, animated: false)
            XCTAssertTrue(b.view.window === window)
            recorder.removeAll()
        }
        XCTAssertTraceLines(
            recorder.lines(hooks: LifecycleEvent.Hook.appearance),
            equal: ["N.viewWillDisappear", "B.viewWillDisappear", "N.viewDidDisappear", "B.viewDidDisappear"])
        XCTAssertNil(n.view.superview)
        XCTAssertNil(n.view.window)
        XCTAssertNil(b.view.window)
        XCTAssertEqual(names(n.viewControllers), ["A", "B"])
        let (next, _) = visibleWindow(showing: n)
        XCTAssertEqual(b.appearanceState, .appeared)
        XCTAssertEqual(a.appearanceState, .disappeared)
        assertSettled(next)
    }

    // LIFE-4, LIFE-2: a window torn down during a held push (something above every participant):
    // the push ends at once with `false`, everything is retired and no hook follows.
    @MainActor func testLIFE4_WindowTornDownDuringAHeldPush() async {
        let (n, a, b, window, recorder) = stackOfA()
        let animator = ManualAnimator()
        n.animator = animator
        var pushed: Bool?
        n.pushViewController(b) { pushed = $0 }
        window.tearDown()
        XCTAssertEqual(pushed, false)
        XCTAssertFalse(animator.isRunning)
        // The window is a root: it has no place to leave, so N keeps its state; the transitions
        // the push opened are closed as disappearances (LIFE-4).
        for controller in [n, a, b] { XCTAssertTrue(controller.isTornDown, controller.name) }
        XCTAssertEqual(a.appearanceState, .disappeared)
        XCTAssertEqual(b.appearanceState, .disappeared)
        let count = recorder.lines.count
        XCTAssertFalse(animator.complete())
        XCTAssertEqual(recorder.lines.count, count)
        XCTAssertValidTrace(recorder)
    }

    // COMP-10, LIFE-4: a presented controller cannot become a window's root or another
    // controller's child (refused, `invalidArgument`, nothing changes); nor can a controller in
    // a tree be presented.
    @MainActor func testCOMP10_LIFE4_PresentedControllersCannotBeAdoptedAndAdoptedOnesCannotBePresented() async {
        let (tabs, _, _, a, x, window, recorder) = tabsOfStacks()
        let c = ViewController(name: "C")
        a.present(c, animated: false)
        let other = Window(name: "W2")
        XCTAssertMisuse(.invalidArgument, unchanged: [window, other], recorder: recorder) {
            other.rootViewController = c
        }
        let o = ViewController(name: "O")
        XCTAssertMisuse(.invalidArgument, unchanged: [window], controllers: [o], recorder: recorder) {
            o.addChild(c)
        }
        c.dismiss(animated: false)
        XCTAssertMisuse(.invalidArgument, unchanged: [window], recorder: recorder) {
            a.present(x, animated: false)
        }
        XCTAssertNil(tabs.presentedViewController)
        assertSettled(window)
    }

    // COMP-10 (policy), APP-1: a window hidden during a held presentation: when the presentation
    // completes, nobody is left appeared in the hidden window; showing it again shows the
    // presented controller, the presenter staying disappeared (covered).
    @MainActor func testCOMP3_COMP10_WindowHiddenDuringAHeldPresentation() async {
        let (tabs, _, _, a, _, window, recorder) = tabsOfStacks()
        let animator = ManualAnimator()
        let c = ViewController(name: "C")
        c.modalPresentationStyle = .fullScreen
        var presented = false
        a.present(c, animator: animator) { presented = true }
        window.hide()
        XCTAssertTrue(animator.complete())
        XCTAssertTrue(presented)
        for controller in [tabs, a, c] {
            XCTAssertEqual(controller.appearanceState, .disappeared, controller.name)
        }
        XCTAssertValidTrace(recorder)
        window.makeKeyAndVisible()
        XCTAssertEqual(c.appearanceState, .appeared)
        XCTAssertEqual(tabs.appearanceState, .disappeared)
        XCTAssertEqual(a.appearanceState, .disappeared)
        assertSettled(window)
    }

    // COMP-10, APP-1, COMP-12: the window's root replaced while it presents. The presenter leaves
    // the window; whatever the presentation becomes, the records agree with the tree and every
    // controller is appeared exactly when its view is in the visible window, uncovered.
    @MainActor func testCOMP10_APP1_WindowRootReplacedWhileItPresents() async {
        let (tabs, _, _, _, _, window, recorder) = tabsOfStacks()
        let c = ViewController(name: "C")
        tabs.present(c, animated: false)
        let home = ViewController(name: "home")
        window.rootViewController = home
        XCTAssertEqual(home.appearanceState, .appeared)
        XCTAssertEqual(tabs.appearanceState, .disappeared)
        XCTAssertEqual(c.appearanceState == .appeared, c.view.window === window)
        assertSettled(window)
        XCTAssertValidTrace(recorder)
    }

    // LIFE-3, COMP-10 (finding 3 of these tests, fixed by the window round): a window released
    // while its root presents. The presentation is over with the window (LIFE-3): in the next
    // window the root is not covered, appears, and has nothing to dismiss.
    @MainActor func testLIFE3_COMP10_RootThatPresentsOutlivesItsWindow() async {
        let a = ViewController(name: "A"), c = ViewController(name: "C")
        do {
            let (first, _) = visibleWindow(showing: a)
            a.present(c, animated: false)
            XCTAssertTrue(c.view.window === first)
        }
        XCTAssertNil(c.view.window)
        let (next, _) = visibleWindow(showing: a)
        var dismissed = false
        a.dismiss(animated: false) { dismissed = true }
        XCTAssertTrue(dismissed)
        XCTAssertNil(a.presentedViewController, "C is still presented after the dismissal completed")
        XCTAssertNil(c.presentingViewController)
        XCTAssertEqual(a.appearanceState, .appeared)
        assertSettled(next)
    }

    // MARK: - Queues and intermediate entries

    // COMP-3: a pop requested while a push is held waits for it; transitions never overlap.
    @MainActor func testCOMP3_PopRequestedDuringAHeldPushWaits() async {
        let (n, _, b, window, recorder) = stackOfA()
        let animator = ManualAnimator()
        n.animator = animator
        n.pushViewController(b) { recorder.mark("pushed(\($0))") }
        n.popViewController { recorder.mark("popped(\($0))") }
        XCTAssertTrue(n.isTransitioning)
        XCTAssertEqual(n.pendingTransitionCount, 1)
        XCTAssertEqual(animator.completeAll(), 2)
        XCTAssertTraceLines(
            recorder.lines(hooks: [.transition, .transitionDidEnd, .mark]),
            equal: [
                "N.transition(from: A, to: B)", "N.transitionDidEnd(from: A, to: B)", "pushed(true)",
                "N.transition(from: B, to: A)", "N.transitionDidEnd(from: B, to: A)", "popped(true)",
            ])
        XCTAssertEqual(names(n.viewControllers), ["A"])
        XCTAssertFalse(n.isTransitioning)
        assertSettled(window)
        XCTAssertValidTrace(recorder)
    }

    // COMP-7, COMP-12, LIFE-2: an intermediate entry torn down while a pop to the root is held.
    // The entry leaves the stack at once (`willMove(toParent: nil)`, `didMove(toParent: nil)`);
    // when the pop commits, the other intermediate entry leaves quietly, and no hook reaches the
    // torn-down one.
    @MainActor func testCOMP7_LIFE2_IntermediateEntryTornDownDuringAHeldPopToRoot() async {
        let a = ViewController(name: "A"), b = ViewController(name: "B")
        let c = ViewController(name: "C"), d = ViewController(name: "D")
        let n = NavigationController(rootViewController: a, name: "N")
        let (window, recorder) = visibleWindow(showing: n)
        n.setViewControllers([a, b, c, d], animated: false)
        let animator = ManualAnimator()
        n.animator = animator
        recorder.removeAll()
        var popped: Bool?
        n.popToRootViewController { popped = $0 }
        recorder.mark("— B.tearDown() —")
        b.tearDown()
        XCTAssertTrue(b.isTornDown)
        if animator.isRunning { XCTAssertTrue(animator.complete()) }
        XCTAssertNotNil(popped)
        let lines = controllerLines(recorder)
        let afterTearDown = lines.drop { $0 != "— B.tearDown() —" }
        XCTAssertEqual(
            afterTearDown.filter { $0.hasPrefix("B.") }, ["B.willMove(toParent: nil)", "B.didMove(toParent: nil)"])
        XCTAssertEqual(names(n.viewControllers), popped == true ? ["A"] : ["A", "C", "D"])
        XCTAssertNil(c.parent === n ? nil : c.parent)
        assertSettled(window)
        XCTAssertValidTrace(recorder)
    }

    // LIFE-4, COMP-1: the outgoing child of a stateful container torn down during a held
    // transition: the transition is abandoned, the incoming child (still the container's) leaves
    // again, and the container has no child and no state, as the tree says.
    @MainActor func testLIFE4_COMP12_StatefulOutgoingChildTornDownDuringAHeldTransition() async {
        let (s, window, recorder) = statefulOnA()
        let animator = ManualAnimator()
        s.animator = animator
        let a = s.currentChild!
        var done: Bool?
        s.transition(to: .b) { done = $0 }
        a.tearDown()
        XCTAssertEqual(done, false)
        XCTAssertFalse(animator.isRunning)
        XCTAssertEqual(s.children.count, 0)
        XCTAssertNil(s.currentChild)
        XCTAssertNil(s.currentState)
        assertSettled(window)
        XCTAssertValidTrace(recorder)
        s.transition(to: .c, animated: false)
        XCTAssertEqual(s.currentState, .c)
        XCTAssertEqual(s.currentChild?.appearanceState, .appeared)
        assertSettled(window)
    }

    // MARK: - More compositions

    // COMP-3, COMP-4, COMP-10: a push requested while the stack (the window's root) presents with
    // a held animator waits in the same queue; it runs covered (nothing appears), and the
    // dismissal then shows the new top.
    @MainActor func testCOMP3_COMP10_PushWaitsForAHeldPresentationAndRunsCovered() async {
        let a = ViewController(name: "A"), b = ViewController(name: "B"), c = ViewController(name: "C")
        let n = NavigationController(rootViewController: a, name: "N")
        let (window, recorder) = visibleWindow(showing: n)
        let animator = ManualAnimator()
        c.modalPresentationStyle = .fullScreen
        n.present(c, animator: animator)
        n.pushViewController(b, animated: false) { recorder.mark("pushed(\($0))") }
        XCTAssertEqual(names(n.viewControllers), ["A"])
        XCTAssertEqual(n.pendingTransitionCount, 1)
        XCTAssertTrue(animator.complete())
        XCTAssertEqual(names(n.viewControllers), ["A", "B"])
        XCTAssertEqual(b.appearanceState, .disappeared)
        XCTAssertEqual(c.appearanceState, .appeared)
        XCTAssertTrue(n.visibleViewController === c)
        assertSettled(window)
        n.dismiss(animated: false)
        XCTAssertEqual(b.appearanceState, .appeared)
        XCTAssertTrue(n.visibleViewController === b)
        assertSettled(window)
        XCTAssertValidTrace(recorder)
    }

    // LIFE-4, COMP-12: the selected tab, a stack with a held push, torn down: the push is
    // abandoned (completion `false`), the tabs lose it and select the first remaining tab,
    // which comes on screen.
    @MainActor func testLIFE4_COMP12_SelectedTabTornDownDuringItsHeldPush() async {
        let (tabs, n1, n2, _, x, window, recorder) = tabsOfStacks()
        let animator = ManualAnimator()
        n1.animator = animator
        var pushed: Bool?
        n1.pushViewController(ViewController(name: "B")) { pushed = $0 }
        n1.tearDown()
        XCTAssertEqual(pushed, false)
        XCTAssertFalse(animator.isRunning)
        XCTAssertEqual(names(tabs.viewControllers ?? []), ["N2"])
        XCTAssertTrue(tabs.selectedViewController === n2)
        XCTAssertEqual(tabs.selectedIndex, 0)
        XCTAssertEqual(x.appearanceState, .appeared)
        assertSettled(window)
        XCTAssertValidTrace(recorder)
    }

    // COMP-1, COMP-3: a request for the incoming state while the transition to it is held waits,
    // then changes nothing and still completes with `true`.
    @MainActor func testCOMP1_COMP3_SameStateRequestedDuringAHeldTransition() async {
        let (s, window, recorder) = statefulOnA()
        let animator = ManualAnimator()
        s.animator = animator
        var first: Bool?, second: Bool?
        s.transition(to: .b) { first = $0 }
        s.transition(to: .b) { second = $0 }
        XCTAssertEqual(s.pendingTransitionCount, 1)
        XCTAssertEqual(s.currentState, .a, "the incoming child joins the records at the commit")
        XCTAssertTrue(animator.complete())
        XCTAssertEqual(first, true)
        XCTAssertEqual(second, true)
        XCTAssertFalse(animator.isRunning)
        XCTAssertEqual(s.currentState, .b)
        XCTAssertEqual(s.children.count, 1)
        assertSettled(window)
        XCTAssertValidTrace(recorder)
    }

    // LIFE-4, COMP-13: a child helper's held replacement whose parent is torn down: abandoned,
    // completion `false`, and no hook reaches a retired controller.
    @MainActor func testLIFE4_LIFE2_ChildHelperParentTornDownDuringAHeldReplacement() async {
        let p = ViewController(name: "P"), a = ViewController(name: "A"), b = ViewController(name: "B")
        let root = ViewController(name: "R")
        root.addChild(p, into: root.view)
        p.addChild(a, into: p.view)
        let (window, recorder) = visibleWindow(showing: root)
        let animator = ManualAnimator()
        var done: Bool?
        p.replaceChild(a, with: b, animator: animator) { done = $0 }
        let context = animator.current
        p.tearDown()
        XCTAssertEqual(done, false)
        XCTAssertEqual(context?.isAbandoned, true)
        XCTAssertEqual(names(root.children), [])
        for controller in [p, a, b] {
            XCTAssertTrue(controller.isTornDown, controller.name)
            XCTAssertEqual(controller.appearanceState, .disappeared, controller.name)
        }
        assertSettled(window)
        XCTAssertValidTrace(recorder)
    }

    // APP-1, APP-9, COMP-12 (finding 5 of these tests): the top of a stack whose view the user
    // takes out with `removeFromSuperview()` disappears with its view (APP-1; the APP-9 policy
    // for a move the container did not make). The finding's first version let the window go
    // (`_` in the tuple), which a released window then answered (LIFE-3); the window is kept.
    @MainActor func testAPP1_APP9_TopOfAStackWhoseViewIsRemovedByHand() async {
        let (n, _, b, window, recorder) = stackOfA()
        defer { withExtendedLifetime(window) {} }
        n.pushViewController(b, animated: false)
        recorder.removeAll()
        b.view.removeFromSuperview()
        XCTAssertNil(b.view.window)
        XCTAssertEqual(b.appearanceState, .disappeared)
        XCTAssertTraceLines(controllerLines(recorder), equal: ["B.viewWillDisappear", "B.viewDidDisappear"])
        XCTAssertValidTrace(recorder)
    }

    // MARK: - More hooks and factories

    // REENT-1, COMP-5: a pushed screen that bounces back from its viewDidAppear: the pop waits for
    // the push and then runs; the screen is released (LIFE-1).
    @MainActor func testREENT1_COMP5_PopFromTheViewDidAppearOfAPush() async {
        let a = ViewController(name: "A")
        let n = NavigationController(rootViewController: a, name: "N")
        let (window, recorder) = visibleWindow(showing: n)
        let tracker = LifetimeTracker()
        do {
            let b = Hooked(name: "B")
            b.onViewDidAppear = { [unowned n] in n.popViewController() }
            tracker.track(b)
            n.pushViewController(b)
        }
        XCTAssertTraceLines(
            recorder.lines(hooks: [.transition, .transitionDidEnd]),
            equal: [
                "N.transition(from: A, to: B)", "N.transitionDidEnd(from: A, to: B)", "N.transition(from: B, to: A)",
                "N.transitionDidEnd(from: B, to: A)",
            ])
        XCTAssertEqual(names(n.viewControllers), ["A"])
        tracker.assertAllReleased()
        assertSettled(window)
        XCTAssertValidTrace(recorder)
    }

    // REENT-1, COMP-10: presenting from the root's viewDidAppear (the classic first-launch
    // screen) works once the root is on screen; dismissing from the presented controller's
    // viewDidAppear (a splash that closes itself) brings the root back.
    @MainActor func testREENT1_COMP10_PresentFromViewDidAppearAndDismissFromTheNext() async {
        let root = Hooked(name: "R"), splash = Hooked(name: "S")
        splash.modalPresentationStyle = .fullScreen
        root.onViewDidAppear = { [unowned root] in root.present(splash, animated: false) }
        splash.onViewDidAppear = { [unowned splash] in splash.dismiss(animated: false) }
        let window = Window(name: "W")
        let recorder = TraceRecorder()
        window.attach(recorder)
        window.rootViewController = root
        window.makeKeyAndVisible()
        XCTAssertTraceLines(
            recorder.lines(hooks: LifecycleEvent.Hook.appearance.union([.present, .dismiss])),
            equal: [
                "R.viewWillAppear", "R.viewDidAppear", "R.present(S)", "R.viewWillDisappear", "S.viewWillAppear",
                "S.viewDidAppear", "R.viewDidDisappear", "R.dismiss(S)", "S.viewWillDisappear", "R.viewWillAppear",
                "R.viewDidAppear", "S.viewDidDisappear",
            ])
        XCTAssertNil(root.presentedViewController)
        XCTAssertEqual(root.appearanceState, .appeared)
        assertSettled(window)
        XCTAssertValidTrace(recorder)
    }

    // MIS-17, COMP-12: a factory that answers the root of another window: refused, nothing
    // changes in either window.
    @MainActor func testMIS17_FactoryAnsweringTheRootOfAnotherWindow() async {
        let (s, window, recorder) = statefulOnA()
        let (other, _) = visibleWindow(showing: ViewController(name: "home"))
        let home = other.rootViewController!
        s.make = { _ in home }
        let log = DiagnosticsLog()
        window.attach(log)
        let saved = Diagnostics.reportHandler
        Diagnostics.reportHandler = { _ in }
        let before = TreeSnapshot([window, other], recorder: recorder)
        var done: Bool?
        s.transition(to: .b, animated: false) { done = $0 }
        Diagnostics.reportHandler = saved
        XCTAssertEqual(log.reports.map(\.outcome), [.refused])
        XCTAssertTrue([Misuse.unacceptableNode, .invalidArgument].contains(log.reports.first?.misuse ?? .viewCycle))
        XCTAssertUnchanged(before, TreeSnapshot([window, other], recorder: recorder))
        XCTAssertNotEqual(done, true)
        XCTAssertTrue(other.rootViewController === home)
        XCTAssertEqual(s.currentState, .a)
        assertSettled(window)
        assertSettled(other)
    }

    // COMP-11, COMP-12, LIFE-1: a window container whose providers answer one shared instance
    // (the doc's `SharedInstance` pattern) for two states: moving between them keeps the root,
    // names the new state and completes with `true`; a move to a third state releases it.
    @MainActor func testCOMP11_COMP12_WindowContainerProvidersSharingOneInstance() async {
        enum AppWindow: WindowContainerProvider {
            case main, settings, other
            static let shared = SharedInstance { ViewController(name: "main") }
            static func launcher(in container: WindowContainer<AppWindow>) -> ViewController {
                ViewController(name: "launcher")
            }
            func rootViewController(in container: WindowContainer<AppWindow>) -> ViewController {
                self == .other ? ViewController(name: "other") : AppWindow.shared.instance
            }
        }
        let (window, container) = WindowContainer<AppWindow>.makeWindow(name: "W", containerName: "K")
        let recorder = TraceRecorder()
        window.attach(recorder)
        window.makeKeyAndVisible()
        var results: [Bool] = []
        container.transition(to: .main, animated: false) { results.append($0) }
        XCTAssertEqual(container.provider, .main)
        weak let main = container.currentRoot
        recorder.removeAll()
        container.transition(to: .settings) { results.append($0) }
        XCTAssertTrace(recorder, equals: [])
        XCTAssertEqual(container.provider, .settings)
        XCTAssertTrue(container.currentRoot === main)
        container.transition(to: .other, animated: false) { results.append($0) }
        XCTAssertEqual(results, [true, true, true])
        XCTAssertEqual(names(container.children), ["other"])
        XCTAssertNil(AppWindow.shared.liveInstance)
        XCTAssertNil(main)
        assertSettled(window)
        XCTAssertValidTrace(recorder)
    }

    // COMP-6, LIFE-4: a cancelled interactive pop, then the popped controller torn down from the
    // cancel's viewDidAppear: it leaves the stack after the cancel, and A comes back.
    @MainActor func testCOMP6_LIFE4_PopCancelledThenTheTopTearsItselfDown() async {
        let a = ViewController(name: "A"), b = Hooked(name: "B")
        let n = NavigationController(rootViewController: a, name: "N")
        let (window, recorder) = visibleWindow(showing: n)
        n.pushViewController(b, animated: false)
        let animator = ManualAnimator()
        n.animator = animator
        var popped: Bool?
        n.popViewController { popped = $0 }
        b.onViewDidAppear = { [unowned b] in b.tearDown() }
        XCTAssertTrue(animator.cancel())
        XCTAssertEqual(popped, false)
        XCTAssertTrue(b.isTornDown)
        XCTAssertEqual(names(n.viewControllers), ["A"])
        XCTAssertEqual(a.appearanceState, .appeared)
        assertSettled(window)
        XCTAssertValidTrace(recorder)
    }

    // COMP-7, LIFE-4: replacing the stack with a held animator, then tearing down a controller
    // that joins quietly: the request ends and the stack agrees with the tree.
    @MainActor func testCOMP7_LIFE4_SetViewControllersHeldThenAJoiningEntryTornDown() async {
        let a = ViewController(name: "A"), b = ViewController(name: "B"), c = ViewController(name: "C")
        let n = NavigationController(rootViewController: a, name: "N")
        let (window, recorder) = visibleWindow(showing: n)
        let animator = ManualAnimator()
        n.animator = animator
        var done: Bool?
        n.setViewControllers([a, b, c]) { done = $0 }
        b.tearDown()
        _ = animator.completeAll()
        XCTAssertNotNil(done)
        XCTAssertTrue(b.isTornDown)
        XCTAssertFalse(n.viewControllers.contains { $0 === b })
        XCTAssertEqual(names(n.viewControllers), names(n.children))
        assertSettled(window)
        XCTAssertValidTrace(recorder)
    }

    // MARK: - Containers leaving in the middle of their transitions

    // COMP-9, COMP-3: a tab whose push is held, removed from the tabs by `setViewControllers`
    // (it leaves quietly, VC-3): when its push ends, nothing in it is left appeared, and the
    // tabs agree with the tree.
    @MainActor func testCOMP9_COMP3_TabWithAHeldPushRemovedFromTheTabs() async {
        let (tabs, n1, n2, _, x, window, recorder) = tabsOfStacks()
        let animator = ManualAnimator()
        n1.animator = animator
        let b = ViewController(name: "B")
        var pushed: Bool?
        n1.pushViewController(b) { pushed = $0 }
        tabs.setViewControllers([n2])
        XCTAssertNil(n1.parent)
        XCTAssertTrue(tabs.selectedViewController === n2)
        XCTAssertEqual(x.appearanceState, .appeared)
        _ = animator.completeAll()
        XCTAssertNotNil(pushed)
        for controller in controllers(from: n1) {
            XCTAssertEqual(controller.appearanceState, .disappeared, controller.name)
        }
        XCTAssertEqual(names(n1.viewControllers), names(n1.children))
        assertSettled(window)
        XCTAssertValidTrace(recorder, complete: false)
    }

    // COMP-6, COMP-3: a held interactive pop, the tab switched away, then the pop cancelled: the
    // stack is unchanged and, off screen, nothing in it is appeared; coming back shows B.
    @MainActor func testCOMP6_COMP3_TabSwitchedAwayDuringAHeldPopThenCancel() async {
        let (tabs, n1, n2, a, _, window, recorder) = tabsOfStacks()
        let b = ViewController(name: "B")
        n1.pushViewController(b, animated: false)
        let animator = ManualAnimator()
        n1.animator = animator
        var popped: Bool?
        n1.popViewController { popped = $0 }
        tabs.selectTab(n2)
        XCTAssertTrue(animator.cancel())
        XCTAssertEqual(popped, false)
        XCTAssertEqual(names(n1.viewControllers), ["A", "B"])
        XCTAssertEqual(a.appearanceState, .disappeared)
        XCTAssertEqual(b.appearanceState, .disappeared)
        assertSettled(window)
        XCTAssertValidTrace(recorder)
        tabs.selectTab(n1)
        XCTAssertEqual(b.appearanceState, .appeared)
        XCTAssertTrue(b.view.window === window)
        XCTAssertNil(a.view.window)
        assertSettled(window)
    }

    // COMP-8, COMP-3: a state-driven stack asked to go back to its first state while the push of
    // the second is held: the decision is made when the request runs (after the push), so it pops.
    @MainActor func testCOMP8_COMP3_StateRequestDecidedWhenItRuns() async {
        let n = StackFactory(name: "N", initialState: .a)
        let (window, recorder) = visibleWindow(showing: n)
        let animator = ManualAnimator()
        n.animator = animator
        var results: [Bool] = []
        n.transition(to: .b) { results.append($0) }
        n.transition(to: .a) { results.append($0) }
        XCTAssertEqual(n.states, [.a])
        XCTAssertEqual(animator.completeAll(), 2)
        XCTAssertEqual(results, [true, true])
        XCTAssertEqual(n.states, [.a])
        XCTAssertEqual(n.viewControllers.count, 1)
        assertSettled(window)
        XCTAssertValidTrace(recorder)
    }

    // COMP-10, LIFE-4: the presenter torn down while its dismissal is held: the dismissal is
    // abandoned (its completion does not run), the presented controller is retired with its
    // presenter, and nothing is left appeared.
    @MainActor func testLIFE4_PresenterTornDownDuringAHeldDismissal() async {
        let p = ViewController(name: "P"), c = ViewController(name: "C")
        let root = ViewController(name: "R")
        root.addChild(p, into: root.view)
        let (window, recorder) = visibleWindow(showing: root)
        p.present(c, animated: false)  // presented by R, the top of P's chain
        let animator = ManualAnimator()
        var dismissed = false
        c.dismiss(animator: animator) { dismissed = true }
        root.tearDown()
        XCTAssertFalse(dismissed)
        XCTAssertFalse(animator.isRunning)
        XCTAssertTrue(c.isTornDown)
        XCTAssertNil(c.view.window)
        for controller in [root, p, c] {
            XCTAssertEqual(controller.appearanceState, .disappeared, controller.name)
        }
        XCTAssertNil(window.rootViewController)
        XCTAssertTrue(window.subviews.isEmpty)
        XCTAssertValidTrace(recorder)
    }

    // MIS-1, COMP-12, VC-5: the top of a stack removed with UIKit's bare `removeFromParent()`
    // (reported, and done): the stack follows the tree, the child disappears as if the container
    // had removed it, and its view is not left under the container's view.
    @MainActor func testMIS1_COMP12_TopRemovedWithABareRemoveFromParent() async {
        let (n, a, b, window, recorder) = stackOfA()
        n.pushViewController(b, animated: false)
        let report = XCTAssertMisuse(.removeFromParentWithoutWillMove) { b.removeFromParent() }
        XCTAssertEqual(report?.outcome, .reported)
        XCTAssertEqual(names(n.viewControllers), ["A"])
        XCTAssertNil(b.parent)
        XCTAssertEqual(b.appearanceState, .disappeared)
        XCTAssertNil(b.view.window)
        XCTAssertEqual(a.appearanceState, .appeared)
        assertSettled(window)
        // MIS-1: "the trace shows only C.didMove(toParent: nil)".
        XCTAssertEqual(
            recorder.lines(subjects: ["B"], hooks: LifecycleEvent.Hook.containment).suffix(1),
            ["B.didMove(toParent: nil)"])
        XCTAssertFalse(recorder.lines.contains("B.willMove(toParent: nil)"))
    }

    // VC-3, COMP-12: the same, done the UIKit way by hand (`willMove(toParent: nil)`,
    // `removeFromParent()`, view left in place as UIKit code often does).
    @MainActor func testVC3_COMP12_TopRemovedByHandTheUIKitWay() async {
        let (n, a, b, window, recorder) = stackOfA()
        n.pushViewController(b, animated: false)
        b.willMove(toParent: nil)
        b.removeFromParent()
        XCTAssertEqual(names(n.viewControllers), ["A"])
        XCTAssertEqual(b.appearanceState, .disappeared)
        XCTAssertNil(b.view.window)
        XCTAssertEqual(a.appearanceState, .appeared)
        assertSettled(window)
        XCTAssertValidTrace(recorder)
    }

    // COMP-12, APP-11 (finding 6 of these tests, fixed): the top of a stack removed by hand,
    // UIKit's way without the view (`willMove(toParent: nil)`, `removeFromParent()`). COMP-12's
    // documented trace of a removal: its view leaves, it disappears, `didMove(toParent: nil)`,
    // then the new top's view enters and it appears; APP-11: did-hooks after the operation's last
    // view hook. It used to disappear while its view was still in the window, and the new top
    // appeared before the old top's view left and before its `didMove(toParent: nil)`.
    @MainActor func testCOMP12_APP11_TopRemovedByHandLeavesWithItsViewFirst() async {
        let (n, _, b, window, recorder) = stackOfA()
        n.pushViewController(b, animated: false)
        recorder.removeAll()
        b.willMove(toParent: nil)
        b.removeFromParent()
        XCTAssertTraceLines(
            recorder.lines(
                hooks: LifecycleEvent.Hook.appearance.union(LifecycleEvent.Hook.containment).union([
                    .didAddSubview, .willRemoveSubview,
                ])),
            equal: [
                "B.willMove(toParent: nil)", "N.view.willRemoveSubview(B.view)", "B.viewWillDisappear",
                "B.viewDidDisappear", "B.didMove(toParent: nil)", "N.view.didAddSubview(A.view)", "A.viewWillAppear",
                "A.viewDidAppear",
            ])
        assertSettled(window)
    }

    // COMP-10, COMP-3, LIFE-1: a presented tab container whose inner stack has a held push is
    // dismissed: the dismissal runs (another queue), the push ends with nothing appeared off
    // screen, and once the push is over everything presented is released.
    @MainActor func testCOMP10_COMP3_LIFE1_DismissingTabsWhoseInnerPushIsHeld() async {
        let root = ViewController(name: "R")
        let (window, recorder) = visibleWindow(showing: root)
        let tracker = LifetimeTracker()
        let animator = ManualAnimator()
        do {
            let inner = NavigationController(rootViewController: ViewController(name: "A"), name: "N")
            let tabs = TabBarController(viewControllers: [inner, ViewController(name: "X")], name: "T")
            root.present(tabs, animated: false)
            inner.animator = animator
            inner.pushViewController(ViewController(name: "B"))
            for controller in controllers(from: tabs) { tracker.track(controller) }
            XCTAssertEqual(tracker.trackedCount, 5)
        }
        var dismissed = false
        root.dismiss(animated: false) { dismissed = true }
        XCTAssertTrue(dismissed)
        XCTAssertNil(root.presentedViewController)
        XCTAssertEqual(root.appearanceState, .appeared)
        _ = animator.completeAll()
        tracker.assertAllReleased()
        assertSettled(window)
        XCTAssertValidTrace(recorder, complete: false)
    }

    // MARK: - Flags, strict mode, observers

    // APP-8: `isMovingToParent` inside the appearance hooks of a push (between
    // `willMove(toParent: N)` and `didMove(toParent: N)`), `isMovingFromParent` inside the
    // disappearance hooks of a pop with the immediate animator; both false for a tab switch.
    @MainActor func testAPP8_MovingFlagsOfPushPopAndTabs() async {
        let a = ViewController(name: "A"), b = Hooked(name: "B")
        let n = NavigationController(rootViewController: a, name: "N")
        let x = Hooked(name: "X")
        let tabs = TabBarController(viewControllers: [n, x], name: "T")
        let (window, _) = visibleWindow(showing: tabs)
        n.pushViewController(b)
        n.popViewController()
        XCTAssertEqual(
            b.presentedFlags,
            [
                "willAppear presented=false moving=true", "didAppear presented=false moving=true",
                "willDisappear dismissed=false moving=true", "didDisappear dismissed=false moving=true",
            ])
        tabs.selectTab(x)
        XCTAssertEqual(
            x.presentedFlags, ["willAppear presented=false moving=false", "didAppear presented=false moving=false"])
        assertSettled(window)
    }

    // MIS-4, COMP-12: in strict mode, a push of another stack's entry, a factory's child of
    // another controller and a tab taken from other tabs are each refused and change nothing.
    @MainActor func testMIS4_COMP12_StrictModeRefusesMovesBetweenContainers() async {
        let c = ViewController(name: "C")
        let n1 = NavigationController(rootViewController: ViewController(name: "A"), name: "N1")
        let n2 = NavigationController(rootViewController: ViewController(name: "X"), name: "N2")
        let s = Factory(name: "S", initialState: .a)
        let tabs = TabBarController(viewControllers: [ViewController(name: "T1")], name: "T")
        let root = ViewController(name: "R")
        for child in [n1, n2, s, tabs] as [ViewController] { root.addChild(child, into: root.view) }
        let (window, recorder) = visibleWindow(showing: root)
        window.containmentPolicy = .strict
        n1.pushViewController(c, animated: false)
        var pushed: Bool?
        XCTAssertMisuse(.childHasAnotherParent, unchanged: [window], recorder: recorder) {
            n2.pushViewController(c, animated: false) { pushed = $0 }
        }
        XCTAssertNotEqual(pushed, true)
        s.make = { _ in c }
        XCTAssertMisuse(.childHasAnotherParent, unchanged: [window], recorder: recorder) {
            s.transition(to: .b, animated: false)
        }
        XCTAssertMisuse(.childHasAnotherParent, unchanged: [window], recorder: recorder) {
            tabs.setViewControllers([tabs.children[0], c])
        }
        XCTAssertTrue(c.parent === n1)
        XCTAssertEqual(s.currentState, .a)
        assertSettled(window)
    }

    // TRACE-3: recorders on a node and on one of its ancestors each see each event once, and a
    // move from one tree to another is seen by the recorders of both.
    @MainActor func testTRACE3_NestedRecordersAndMovesBetweenTrees() async {
        let a = ViewController(name: "A"), b = ViewController(name: "B")
        let n = NavigationController(rootViewController: a, name: "N")
        let (window, outer) = visibleWindow(showing: n)
        let inner = TraceRecorder()
        n.attach(inner)
        n.pushViewController(b, animated: false)
        XCTAssertEqual(outer.lines, inner.lines)
        XCTAssertEqual(Set(outer.lines).count, outer.lines.count, "each event once")
        let other = Window(name: "W2")
        let otherRecorder = TraceRecorder()
        other.attach(otherRecorder)
        other.makeKeyAndVisible()
        outer.removeAll()
        other.rootViewController = ViewController(name: "home")
        otherRecorder.removeAll()
        let view = View(name: "v")
        window.addSubview(view)
        outer.removeAll()
        other.addSubview(view)
        XCTAssertEqual(outer.lines, otherRecorder.lines)
        XCTAssertTrue(outer.lines.contains("W.willRemoveSubview(v)"))
        XCTAssertTrue(outer.lines.contains("W2.didAddSubview(v)"))
    }

    // APP-1, APP-2, COMP-3 (finding 7 of these tests, fixed): a window hidden during a held push.
    // "A controller appears when its root view enters a visible window" (APP-1); when the
    // transition ends, every child is brought to the container's state (COMP-3). The incoming
    // child, appearing when the window hid, turns back (APP-2) after finishing its join: no
    // `viewDidAppear` in a hidden window. It used to get `viewDidAppear` after its container's
    // `viewDidDisappear`, then disappear.
    @MainActor func testAPP1_APP2_COMP3_NoViewDidAppearInAHiddenWindow() async {
        let (n, _, b, window, recorder) = stackOfA()
        let animator = ManualAnimator()
        n.animator = animator
        n.pushViewController(b)
        window.hide()
        recorder.removeAll()
        XCTAssertTrue(animator.complete())
        XCTAssertEqual(
            controllerLines(recorder),
            [
                "A.viewDidDisappear", "B.didMove(toParent: N)", "B.viewWillDisappear", "B.viewDidDisappear",
                "N.transitionDidEnd(from: A, to: B)",
            ])
        XCTAssertEqual(b.appearanceState, .disappeared)
        XCTAssertEqual(names(n.viewControllers), ["A", "B"])
    }

    // APP-1, APP-2, COMP-3: the same when the stack stops being the window's root during the push.
    @MainActor func testAPP1_APP2_COMP3_NoViewDidAppearAfterTheStackLeftTheWindow() async {
        let (n, _, b, window, recorder) = stackOfA()
        let animator = ManualAnimator()
        n.animator = animator
        n.pushViewController(b)
        window.rootViewController = ViewController(name: "R")
        recorder.removeAll()
        XCTAssertTrue(animator.complete())
        XCTAssertFalse(controllerLines(recorder).contains("B.viewDidAppear"), "B appeared outside any window")
        XCTAssertEqual(b.appearanceState, .disappeared)
        XCTAssertEqual(names(n.viewControllers), ["A", "B"])
        assertSettled(window)
    }

    // MARK: - Torn-down containers and their queues

    // LIFE-4, MIS-12: requests waiting in a torn-down container's queue are dropped (no hook, no
    // report); a request made afterwards is refused once, and changes nothing.
    @MainActor func testLIFE4_MIS12_QueuedRequestsOfATornDownStackAreDropped() async {
        let (n, _, b, window, recorder) = stackOfA()
        let animator = ManualAnimator()
        n.animator = animator
        var results: [String] = []
        n.pushViewController(b) { results.append("push \($0)") }
        n.popViewController { results.append("pop \($0)") }
        XCTAssertEqual(n.pendingTransitionCount, 1)
        n.tearDown()
        XCTAssertEqual(results.first, "push false")
        XCTAssertEqual(n.pendingTransitionCount, 0)
        XCTAssertFalse(animator.isRunning)
        let count = recorder.lines.count
        XCTAssertEqual(animator.completeAll(), 0)
        let report = XCTAssertMisuse(.tornDown, unchanged: [window], controllers: [n], recorder: recorder) {
            n.pushViewController(ViewController(name: "C"), animated: false) { results.append("late \($0)") }
        }
        XCTAssertEqual(report?.outcome, .refused)
        XCTAssertFalse(results.contains { $0.hasPrefix("late true") })
        XCTAssertEqual(recorder.lines.count, count)
        XCTAssertEqual(names(n.viewControllers), names(n.children))
    }

    // COMP-9, ARG: a selection that names no tab is refused with a report and changes nothing.
    @MainActor func testCOMP9_SelectionOfNoTabIsRefused() async {
        let (tabs, n1, _, _, _, window, recorder) = tabsOfStacks()
        XCTAssertMisuse(.invalidArgument, unchanged: [window], recorder: recorder) { tabs.selectedIndex = 5 }
        XCTAssertMisuse(.invalidArgument, unchanged: [window], recorder: recorder) {
            tabs.selectedViewController = ViewController(name: "stranger")
        }
        XCTAssertTrue(tabs.selectedViewController === n1)
        assertSettled(window)
    }

    // COMP-3: an animator that cannot cancel refuses the cancel (returns `false`, nothing
    // changes), and completing still works.
    @MainActor func testCOMP3_AnAnimatorThatCannotCancel() async {
        let (n, _, b, window, recorder) = stackOfA()
        let animator = ManualAnimator(supportsCancellation: false)
        n.animator = animator
        var pushed: Bool?
        n.pushViewController(b) { pushed = $0 }
        XCTAssertEqual(animator.current?.isCancellable, false)
        let count = recorder.lines.count
        XCTAssertFalse(animator.cancel())
        XCTAssertEqual(recorder.lines.count, count)
        XCTAssertTrue(animator.isRunning)
        XCTAssertTrue(animator.complete())
        XCTAssertEqual(pushed, true)
        assertSettled(window)
        XCTAssertValidTrace(recorder)
    }

    // LIFE-4, COMP-11, LIFE-1: a window container's animated move held by a manual animator, and
    // the incoming root torn down: the move is abandoned, the launcher stays the root and is on
    // screen, and the torn-down root is released.
    @MainActor func testLIFE4_COMP11_WindowContainerMoveWhoseIncomingRootIsTornDown() async {
        enum Screens: WindowContainerProvider {
            case main
            static func launcher(in container: WindowContainer<Screens>) -> ViewController {
                ViewController(name: "launcher")
            }
            func rootViewController(in container: WindowContainer<Screens>) -> ViewController {
                ViewController(name: "main")
            }
        }
        let (window, container) = WindowContainer<Screens>.makeWindow(name: "W", containerName: "K")
        let recorder = TraceRecorder()
        window.attach(recorder)
        window.makeKeyAndVisible()
        let animator = ManualAnimator()
        container.animator = animator
        var moved: Bool?
        container.transition(to: .main) { moved = $0 }
        weak let main = animator.current?.to
        XCTAssertEqual(main?.name, "main")
        main?.tearDown()
        XCTAssertEqual(moved, false)
        XCTAssertFalse(animator.isRunning)
        XCTAssertNil(main)
        XCTAssertNil(container.provider)
        XCTAssertEqual(container.currentRoot?.name, "launcher")
        XCTAssertEqual(container.currentRoot?.appearanceState, .appeared)
        XCTAssertTrue(controllerLines(recorder).contains("K.transitionDidCancel(from: launcher, to: main)"))
        assertSettled(window)
        XCTAssertValidTrace(recorder)
    }
}

// MARK: - The testing module, used as documented (Swift Testing)

/// A view that adds "count" in `prepare()`, as in the Testing article.
private final class BadgeView: View {
    override func prepare() {
        super.prepare()
        addSubview(View(name: "count"))
    }
}

/// A view that detaches a recorder from its `didMoveToWindow()`, once (TRACE-7).
private final class Detaching: View {
    var recorder: TraceRecorder?
    override func didMoveToWindow() {
        super.didMoveToWindow()
        recorder?.detach()
        recorder = nil
    }
}

@Suite("Documented behaviour: ContainerKitTesting")
@MainActor struct DocumentedBehaviourTestingHelpersTests {
    // TRACE-4, TRACE-1: the Testing article's first example, with each trace expectation.
    @Test func trace4_BadgeJoinsTheWindowWithEveryTraceExpectation() {
        let window = Window(name: "W")
        let recorder = TraceRecorder()
        window.attach(recorder)
        window.addSubview(BadgeView(name: "badge"))
        let expected = [
            "badge.willMove(toWindow: W)", "count.willMove(toWindow: W)", "badge.willMove(toSuperview: W)",
            "count.didMoveToWindow", "badge.didMoveToWindow", "badge.didMoveToSuperview", "W.didAddSubview(badge)",
        ]
        expectTrace(recorder, equals: expected)
        expectTrace(recorder, subjects: ["count"], equals: ["count.willMove(toWindow: W)", "count.didMoveToWindow"])
        expectTrace(recorder, hooks: [.didAddSubview], equals: ["W.didAddSubview(badge)"])
        expectTrace(recorder, containsInOrder: ["badge.willMove(toWindow: W)", "W.didAddSubview(badge)"])
        XCTAssertTrace(recorder, equals: expected)
        XCTAssertTrace(recorder, containsInOrder: ["count.didMoveToWindow", "badge.didMoveToWindow"])
        XCTAssertTraceLines(recorder.lines, equal: expected)
        XCTAssertTraceLines(recorder.lines, containInOrder: ["badge.willMove(toSuperview: W)"])
        XCTAssertValidTrace(recorder)
        #expect(TraceValidator().validate(recorder.events).isEmpty)
    }

    // TRACE-4, Testing.md: a failing expectation is an issue, and so is a failing XCTAssert…
    // function inside a Swift Testing test ("a plain XCTFail there would be lost").
    @Test func trace4_FailingTraceExpectationsAreIssuesUnderSwiftTesting() {
        let window = Window(name: "W")
        let recorder = TraceRecorder()
        window.attach(recorder)
        window.addSubview(View(name: "v"))
        let failing: [() -> Void] = [
            { expectTrace(recorder, equals: ["v.didMoveToSuperview"]) },
            { expectTrace(recorder, containsInOrder: ["W.didAddSubview(v)", "v.didMoveToSuperview"]) },
            { XCTAssertTrace(recorder, equals: []) },
            { XCTAssertTrace(recorder, subjects: ["v"], hooks: [.didAddSubview], equals: ["x"]) },
            { XCTAssertTraceLines(["a", "b"], equal: ["b", "a"]) },
            { XCTAssertTraceLines(["a", "b"], containInOrder: ["b", "a"]) },
        ]
        for (index, assertion) in failing.enumerated() {
            #expect(TestReporting.capturingFailures(assertion).count == 1, "assertion \(index)")
        }
    }

    // MIS-7, README (Misuse): an expected refusal is asserted, the tree and trace unchanged; the
    // report says what was refused. A missing super is reported (MIS-11).
    @Test func mis7_mis11_ExpectMisuseAsInTheReadme() {
        let window = Window(name: "W"), outer = View(name: "outer"), inner = View(name: "inner")
        window.addSubview(outer)
        outer.addSubview(inner)
        let recorder = TraceRecorder()
        window.attach(recorder)
        let report = expectMisuse(.viewCycle, unchanged: [window], recorder: recorder) { inner.addSubview(outer) }
        #expect(report?.outcome == .refused)
        #expect(report?.misuse.id == "MIS-7")
        #expect(report?.nodes.contains("outer") == true)
        #expect(recorder.lines.isEmpty)
        #expect(outer.superview === window)

        final class Forgetful: ViewController { override func viewDidLoad() {} }
        let missing = expectMisuse(.missingSuperCall) { _ = Forgetful(name: "F").view }
        #expect(missing?.outcome == .reported)
        let xcReport = XCTAssertMisuse(.viewCycle, unchanged: [window], recorder: recorder) { outer.addSubview(outer) }
        #expect(xcReport?.outcome == .refused)
    }

    // README, Testing.md: an unexpected misuse fails the test at the line of the ContainerKit call
    // in progress, even when it happens in a hook that call ran; an expectation that no report
    // meets fails too.
    @Test func readme_AMisuseNoAssertionExpectsFailsAtTheCallersLine() {
        let window = Window(name: "W"), outer = View(name: "outer"), inner = View(name: "inner")
        window.addSubview(outer)
        outer.addSubview(inner)
        var cycleLine = 0
        let cycle = TestReporting.capturingFailures {
            inner.addSubview(outer); cycleLine = #line
        }
        #expect(cycle.map(\.line) == [cycleLine])

        final class Forgetful: ViewController { override func viewWillAppear(_ animated: Bool) {} }
        let root = ViewController(name: "R")
        window.rootViewController = root
        window.makeKeyAndVisible()
        var hookLine = 0
        let hook = TestReporting.capturingFailures {
            root.addChild(Forgetful(name: "F"), into: root.view); hookLine = #line
        }
        #expect(hook.map(\.line) == [hookLine])
        #expect(TestReporting.capturingFailures { expectMisuse(.viewCycle) {} }.count == 1)
        #expect(TestReporting.capturingFailures { XCTAssertMisuse(.viewCycle) {} }.count == 1)
    }

    // README, Diagnostics: `withMisuseChecking` throws the first refusal to the caller instead of
    // reporting it, and the refused call changed nothing.
    @Test func readme_WithMisuseCheckingBranchesOnARefusal() {
        func placeIfPossible(_ view: View, in superview: View) -> Bool {
            do {
                try withMisuseChecking { superview.addSubview(view) }
                return true
            } catch {
                #expect(error.misuse == .viewCycle)
                #expect(error.outcome == .refused)
                return false
            }
        }
        let outer = View(name: "outer"), inner = View(name: "inner")
        #expect(placeIfPossible(inner, in: outer))
        #expect(!placeIfPossible(outer, in: inner))
        #expect(inner.superview === outer)
        #expect(outer.superview == nil)
    }

    // Testing.md (Tree snapshots): a snapshot taken before and after a refused operation is equal;
    // one taken after a real change is not.
    @Test func snapshotsCompareWhatARefusalMustLeave() {
        let a = ViewController(name: "A")
        let n = NavigationController(rootViewController: a, name: "N")
        let (window, recorder) = visibleWindow(showing: n)
        let before = TreeSnapshot([window], controllers: [n], recorder: recorder)
        expectMisuse(.controllerAlreadyInStack) { n.pushViewController(a, animated: false) }
        let after = TreeSnapshot([window], controllers: [n], recorder: recorder)
        XCTAssertUnchanged(before, after)
        #expect(before == after)
        n.pushViewController(ViewController(name: "B"), animated: false)
        let changed = TreeSnapshot([window], controllers: [n], recorder: recorder)
        #expect(changed != before)
        #expect(changed.controllers.contains { $0.contains("B") })
        #expect(TestReporting.capturingFailures { XCTAssertUnchanged(before, changed) }.count == 1)
    }

    // Testing.md (Lifetime tracking), LIFE-1, COMP-5: a popped stack entry and its subtree are
    // released; one kept by the test is named among the live objects.
    @Test func life1_TrackerSeesPoppedEntriesReleased() {
        let a = ViewController(name: "A")
        let n = NavigationController(rootViewController: a, name: "N")
        let (window, _) = visibleWindow(showing: n)
        let tracker = LifetimeTracker()
        var kept: ViewController?
        do {
            let b = ViewController(name: "B"), c = ViewController(name: "C")
            b.view.addSubview(View(name: "badge"))
            n.pushViewController(b, animated: false)
            n.pushViewController(c, animated: false)
            tracker.trackSubtree(of: b.view)
            tracker.track(c)
            #expect(tracker.trackedCount == 4)  // B.view, badge, B (its controller), C
            kept = c
        }
        n.popToRootViewController(animated: false)
        #expect(tracker.liveObjects.count == 1)
        #expect(tracker.liveObjects.first?.contains("C") == true)
        #expect(TestReporting.capturingFailures { tracker.assertAllReleased() }.count == 1)
        kept = nil
        tracker.assertAllReleased()
        #expect(kept == nil)
        #expect(window.rootViewController === n)
    }

    // TraceValidator: a trace cut in the middle of a held push is valid as recorded, and
    // `validateComplete` reports what the push left open; XCTAssertValidTrace says the same.
    @Test func traceValidatorToldAnOpenTransitionFromAFinishedOne() {
        let (n, _, b, window, recorder) = stackOfA()
        let animator = ManualAnimator()
        n.animator = animator
        n.pushViewController(b)
        let validator = TraceValidator()
        #expect(validator.validate(recorder.events).isEmpty)
        let open = validator.validateComplete(recorder.events)
        #expect(open.contains { $0.subject == "B" })
        XCTAssertValidTrace(recorder, complete: false)
        #expect(TestReporting.capturingFailures { XCTAssertValidTrace(recorder) }.count == 1)
        animator.complete()
        #expect(validator.validateComplete(recorder.events).isEmpty)
        #expect(b.view.window === window)
    }

    // TRACE-8: marks are lines of their own, kept by the subjects filter, by the hooks filter only
    // with `.mark`, recorded even by a detached recorder, and accepted by the validator.
    @Test func trace8_Marks() {
        let window = Window(name: "W")
        let recorder = TraceRecorder()
        window.attach(recorder)
        window.addSubview(View(name: "v"))
        recorder.mark("added")
        #expect(recorder.lines.last == "added")
        #expect(
            recorder.lines(subjects: ["v"]) == [
                "v.willMove(toWindow: W)", "v.willMove(toSuperview: W)", "v.didMoveToWindow", "v.didMoveToSuperview",
                "added",
            ])
        #expect(recorder.lines(hooks: [.didAddSubview]) == ["W.didAddSubview(v)"])
        #expect(recorder.lines(hooks: [.didAddSubview, .mark]) == ["W.didAddSubview(v)", "added"])
        recorder.detach()
        recorder.mark("detached")
        #expect(recorder.lines.last == "detached")
        #expect(recorder.events.last?.hook == .mark)
        XCTAssertValidTrace(recorder)
    }

    // TRACE-7: the documented trace of a recorder detached from `a.didMoveToWindow` while `S`
    // (holding `a` then `b`) joins `W`.
    @Test func trace7_DetachingFromAHookTakesEffectAtOnce() {
        let window = Window(name: "W"), s = View(name: "S"), a = Detaching(name: "a"), b = View(name: "b")
        s.addSubview(a)
        s.addSubview(b)
        let recorder = TraceRecorder()
        window.attach(recorder)
        a.recorder = recorder
        window.addSubview(s)
        expectTrace(
            recorder,
            equals: [
                "S.willMove(toWindow: W)", "a.willMove(toWindow: W)", "b.willMove(toWindow: W)",
                "S.willMove(toSuperview: W)", "a.didMoveToWindow",
            ])
        #expect(recorder.host == nil)
        #expect(s.superview === window)
    }

    // TRACE-3, APP-12: "A recorder on a child controller `C` inside a window `W` sees, when the
    // window is shown: C.viewWillAppear, C.viewIsAppearing, C.viewWillLayoutSubviews,
    // C.view.layoutSubviews, C.viewDidLayoutSubviews, C.viewDidAppear" (Tracing.md).
    @Test func trace3_RecorderOnAChildSeesTheWindowShow() {
        let window = Window(name: "W")
        let p = ViewController(name: "P"), c = ViewController(name: "C")
        window.rootViewController = p
        p.addChild(c, into: p.view)
        let recorder = TraceRecorder()
        c.attach(recorder)
        window.makeKeyAndVisible()
        expectTrace(
            recorder,
            equals: [
                "C.viewWillAppear", "C.viewIsAppearing", "C.viewWillLayoutSubviews", "C.view.layoutSubviews",
                "C.viewDidLayoutSubviews", "C.viewDidAppear",
            ])
    }
}
