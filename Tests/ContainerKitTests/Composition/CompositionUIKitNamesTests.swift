import ContainerKitTesting
import XCTest

@testable import ContainerKit

/// The UIKit names of composition (`navigationController`, `tabBarController`,
/// `visibleViewController`, settable `viewControllers`, `selectedIndex`, `selectedViewController`,
/// `show(_:sender:)`), with UIKit's meaning, and the records they read (`COMP-12`).
final class CompositionUIKitNamesTests: XCTestCase {
    // COMP-12: navigationController and tabBarController are the nearest ancestors of their type.
    @MainActor func testCOMP12_NavigationAndTabBarControllerAreTheNearestAncestors() async {
        let a = ViewController(name: "A"), inner = ViewController(name: "I"), other = ViewController(name: "O")
        let n = NavigationController(rootViewController: a, name: "N")
        let t = TabBarController(viewControllers: [n, other], name: "T")
        a.addChild(inner)
        inner.didMove(toParent: a)
        XCTAssertTrue(a.navigationController === n)
        XCTAssertTrue(inner.navigationController === n, "through any depth")
        XCTAssertTrue(inner.tabBarController === t)
        XCTAssertTrue(n.tabBarController === t)
        XCTAssertNil(n.navigationController, "a container is not its own ancestor")
        XCTAssertNil(other.navigationController)
        XCTAssertNil(t.tabBarController)
        a.willMove(toParent: nil)
        a.removeFromParent()
        XCTAssertNil(inner.navigationController, "read from the tree: it follows the move")
    }

    // COMP-12, COMP-10: topViewController is the top of the stack; visibleViewController is the
    // top, or the last controller of the presentations it makes.
    @MainActor func testCOMP12_VisibleViewControllerIsTheTopOrWhatItPresents() async {
        let a = ViewController(name: "A"), b = ViewController(name: "B")
        let c = ViewController(name: "C"), d = ViewController(name: "D")
        let n = NavigationController(rootViewController: a, name: "N")
        XCTAssertTrue(n.visibleViewController === a)
        let (window, _) = showInWindow(n)
        n.pushViewController(b, animated: false)
        XCTAssertTrue(n.topViewController === b)
        XCTAssertTrue(n.visibleViewController === b)
        b.present(c, animated: false)
        c.present(d, animated: false)
        XCTAssertTrue(n.topViewController === b)
        XCTAssertTrue(n.visibleViewController === d)
        XCTAssertNil(NavigationController(name: "E").visibleViewController)
        _ = window
    }

    // COMP-7, COMP-12: setting viewControllers is setViewControllers(_:animated: false): done at
    // once even with an animator that holds animated transitions.
    @MainActor func testCOMP7_SettingViewControllersIsSetViewControllersWithoutAnimation() async {
        let a = ViewController(name: "A"), b = ViewController(name: "B")
        let n = NavigationController(rootViewController: a, name: "N")
        let animator = ManualAnimator()
        n.animator = animator
        let (window, recorder) = showInWindow(n)
        n.viewControllers = [a, b]
        XCTAssertFalse(animator.isRunning)
        XCTAssertEqual(
            controllerLines(recorder),
            [
                "N.transition(from: A, to: B)",
                "B.willMove(toParent: N)",
                "B.loadView",
                "B.viewDidLoad",
                "A.viewWillDisappear",
                "B.viewWillAppear",
                "B.viewIsAppearing",
                "B.viewWillLayoutSubviews",
                "B.view.layoutSubviews",
                "B.viewDidLayoutSubviews",
                "A.viewDidDisappear",
                "B.viewDidAppear",
                "B.didMove(toParent: N)",
                "N.transitionDidEnd(from: A, to: B)",
            ])
        XCTAssertEqual(n.viewControllers.map(\.name), ["A", "B"])
        _ = window
    }

    // COMP-7, COMP-12: a reordering that keeps the top changes the children's order with no hook
    // (the children were re-seated before: four containment hooks per moved child).
    @MainActor func testCOMP12_ReorderingKeepingTheTopHasNoHook() async {
        let a = ViewController(name: "A"), b = ViewController(name: "B"), c = ViewController(name: "C")
        let n = NavigationController(rootViewController: a, name: "N")
        let (window, recorder) = showInWindow(n)
        n.setViewControllers([a, b, c], animated: false)
        recorder.removeAll()
        var completions: [Bool] = []
        n.setViewControllers([b, a, c], animated: false) { completions.append($0) }
        XCTAssertTrace(recorder, equals: [])
        XCTAssertEqual(completions, [true])
        XCTAssertEqual(n.viewControllers.map(\.name), ["B", "A", "C"])
        XCTAssertEqual(n.children.map(\.name), ["B", "A", "C"])
        n.popViewController(animated: false)
        XCTAssertEqual(n.viewControllers.map(\.name), ["B", "A"], "the new order is the stack's")
        _ = window
    }

    // COMP-9, COMP-12: setting the tabs, selectedIndex and selectedViewController.
    @MainActor func testCOMP9_SettingTabsAndSelection() async {
        let a = ViewController(name: "A"), b = ViewController(name: "B"), c = ViewController(name: "C")
        let t = TabBarController(name: "T")
        let (window, recorder) = showInWindow(t)
        t.viewControllers = [a, b]
        XCTAssertEqual(t.viewControllers?.map(\.name), ["A", "B"])
        XCTAssertEqual(t.selectedIndex, 0)
        recorder.removeAll()
        t.selectedIndex = 1
        XCTAssertEqual(
            controllerLines(recorder),
            [
                "T.transition(from: A, to: B)",
                "B.loadView",
                "B.viewDidLoad",
                "B.viewWillAppear",
                "A.viewWillDisappear",
                "B.viewIsAppearing",
                "B.viewWillLayoutSubviews",
                "B.view.layoutSubviews",
                "B.viewDidLayoutSubviews",
                "A.viewDidDisappear",
                "B.viewDidAppear",
                "T.transitionDidEnd(from: A, to: B)",
            ])
        XCTAssertTrue(t.selectedViewController === b)
        t.selectedViewController = a
        XCTAssertEqual(t.selectedIndex, 0)
        t.viewControllers = [c, a]
        XCTAssertTrue(t.selectedViewController === a, "the selected tab stays when it stays")
        XCTAssertEqual(t.selectedIndex, 1)
        _ = window
    }

    // MIS-14 shape, COMP-12: a selection that names no tab is refused with a report and changes
    // nothing.
    @MainActor func testCOMP12_SelectionOfNoTabIsRefused() async {
        let a = ViewController(name: "A"), b = ViewController(name: "B"), stranger = ViewController(name: "S")
        let t = TabBarController(viewControllers: [a, b], name: "T")
        let (window, recorder) = showInWindow(t)
        XCTAssertMisuse(.invalidArgument, unchanged: [window], recorder: recorder) { t.selectedIndex = 2 }
        XCTAssertMisuse(.invalidArgument, unchanged: [window], recorder: recorder) { t.selectedIndex = -1 }
        XCTAssertMisuse(.invalidArgument, unchanged: [window], recorder: recorder) { t.selectedIndex = Int.max }
        XCTAssertMisuse(.invalidArgument, unchanged: [window], recorder: recorder) {
            t.selectedViewController = stranger
        }
        XCTAssertMisuse(.invalidArgument, unchanged: [window], recorder: recorder) { t.selectedViewController = nil }
        XCTAssertEqual(t.selectedIndex, 0)
    }

    // COMP-4, COMP-10: show(_:sender:) pushes inside a navigation controller, presents elsewhere.
    @MainActor func testCOMP4_ShowPushesInANavigationControllerAndPresentsElsewhere() async {
        let a = ViewController(name: "A"), b = ViewController(name: "B"), c = ViewController(name: "C")
        let d = ViewController(name: "D")
        let n = NavigationController(rootViewController: a, name: "N")
        let (window, recorder) = showInWindow(n)
        a.show(b, sender: nil)
        XCTAssertEqual(n.viewControllers.map(\.name), ["A", "B"])
        n.show(c, sender: nil)
        XCTAssertEqual(n.viewControllers.map(\.name), ["A", "B", "C"], "a navigation controller pushes on itself")
        recorder.removeAll()
        let loose = ViewController(name: "L")
        c.present(loose, animated: false)
        loose.show(d, sender: nil)
        XCTAssertTrue(loose.presentedViewController === d, "outside a navigation controller: presented")
        XCTAssertEqual(n.viewControllers.map(\.name), ["A", "B", "C"])
        _ = window
    }
}
