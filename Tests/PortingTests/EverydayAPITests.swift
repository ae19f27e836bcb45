import ContainerKit
import ContainerKitTesting
import XCTest

// UIKit's everyday calls that ported code uses, from a user's package (`import ContainerKit`, no
// `@testable`): pop return values (COMP-5, COMP-7), identity equality of nodes, bar items as plain
// data, show and showDetailViewController (COMP-4, COMP-14).
final class EverydayAPITests: XCTestCase {
    // COMP-5, COMP-7: the pops return what UIKit returns: the popped controller, or the popped
    // controllers bottom first; nil when nothing can be popped or the target is not in the stack.
    @MainActor func testCOMP5_COMP7_PopsReturnThePoppedControllers() async {
        let a = ViewController(name: "A"), b = ViewController(name: "B"), c = ViewController(name: "C")
        let d = ViewController(name: "D")
        let n = NavigationController(rootViewController: a, name: "N")
        let (window, recorder) = showInVisibleWindow(n)
        XCTAssertNil(n.popViewController(animated: false), "only the root")
        XCTAssertEqual(n.popToRootViewController(animated: false), [])
        n.setViewControllers([a, b, c, d], animated: false)
        XCTAssertEqual(n.popViewController(animated: false), d)
        XCTAssertEqual(n.viewControllers, [a, b, c])
        XCTAssertEqual(n.popToViewController(c, animated: false), [])
        n.pushViewController(d, animated: false)
        XCTAssertEqual(n.popToViewController(b, animated: false), [c, d])
        XCTAssertEqual(n.viewControllers, [a, b])
        recorder.removeAll()
        XCTAssertMisuse(.invalidArgument, unchanged: [window], recorder: recorder) {
            XCTAssertNil(n.popToViewController(d, animated: false))
        }
        n.pushViewController(c, animated: false)
        XCTAssertEqual(n.popToRootViewController(animated: false), [b, c])
        XCTAssertEqual(n.viewControllers, [a])
        // Discardable, as in UIKit.
        n.pushViewController(b, animated: false)
        n.popViewController(animated: false)
        XCTAssertEqual(n.viewControllers, [a])
    }

    // COMP-3, COMP-5 (policy): a pop requested while a transition is held waits for it, so what
    // it will pop is unknown at the call: it returns nil, and pops the new top when it runs.
    @MainActor func testCOMP3_PopDuringAHeldPushReturnsNil() async {
        let a = ViewController(name: "A"), b = ViewController(name: "B"), c = ViewController(name: "C")
        let n = NavigationController(rootViewController: a, name: "N")
        let (window, _) = showInVisibleWindow(n)
        n.pushViewController(b, animated: false)
        let animator = ManualAnimator()
        n.animator = animator
        n.pushViewController(c, animated: true)
        XCTAssertNil(n.popViewController(animated: false))
        XCTAssertNil(n.popToRootViewController(animated: false))
        XCTAssertTrue(animator.complete())
        XCTAssertEqual(n.viewControllers, [a], "C pushed, then popped, then B")
        _ = window
    }

    // Nodes are equal by identity, as NSObject makes UIKit's: firstIndex(of:), contains, sets.
    @MainActor func testNodesAreEqualAndHashableByIdentity() async {
        let a = ViewController(name: "A"), b = ViewController(name: "B")
        let twin = ViewController(name: "A")
        let n = NavigationController(rootViewController: a, name: "N")
        n.pushViewController(b, animated: false)
        XCTAssertEqual(n.viewControllers.firstIndex(of: b), 1)
        XCTAssertTrue(n.children.contains(a))
        XCTAssertFalse(n.children.contains(twin), "the same name is not the same controller")
        XCTAssertNotEqual(a, twin)
        XCTAssertEqual(Set([a, b, a]).count, 2)
        let v = View(name: "v"), w = View(name: "v")
        XCTAssertEqual(v, v)
        XCTAssertNotEqual(v, w)
        let asResponders: [Responder] = [v, a]
        XCTAssertEqual(asResponders.firstIndex(of: a), 1)
        XCTAssertEqual(Set<View>([v, w, v]).count, 2)
    }

    // navigationItem and tabBarItem: plain data a test can assert; the controller's title sets
    // theirs, as in UIKit.
    @MainActor func testNavigationItemAndTabBarItemArePlainData() async {
        let form = ViewController(name: "F")
        form.title = "New"
        XCTAssertEqual(form.navigationItem.title, "New", "made with the controller's title")
        var cancelled = false
        form.navigationItem.leftBarButtonItem = BarButtonItem(title: "Cancel") { cancelled = true }
        form.navigationItem.rightBarButtonItem = BarButtonItem(title: "Save", tag: 7)
        form.navigationItem.backBarButtonItem = BarButtonItem(title: "Back")
        form.navigationItem.setHidesBackButton(true, animated: true)
        form.title = "Edit"
        XCTAssertEqual(form.navigationItem.title, "Edit")
        XCTAssertEqual(form.navigationItem.rightBarButtonItem?.tag, 7)
        XCTAssertEqual(form.navigationItem.leftBarButtonItems.map(\.title), ["Cancel"])
        XCTAssertEqual(form.navigationItem.backBarButtonItem?.title, "Back")
        XCTAssertTrue(form.navigationItem.hidesBackButton)
        XCTAssertEqual(form.navigationItem.leftBarButtonItem?.performAction(), true)
        XCTAssertTrue(cancelled)
        form.navigationItem.rightBarButtonItem?.isEnabled = false
        XCTAssertEqual(form.navigationItem.rightBarButtonItem?.performAction(), false)
        form.navigationItem.rightBarButtonItem = nil
        XCTAssertTrue(form.navigationItem.rightBarButtonItems.isEmpty)

        let feed = ViewController(name: "feed")
        feed.tabBarItem = TabBarItem(title: "Feed", imageName: "house", tag: 1)
        feed.tabBarItem.badgeValue = "3"
        XCTAssertEqual(feed.tabBarItem.title, "Feed")
        XCTAssertEqual(feed.tabBarItem.imageName, "house")
        XCTAssertEqual(feed.tabBarItem.tag, 1)
        XCTAssertEqual(feed.tabBarItem.badgeValue, "3")
        feed.title = "Home"
        XCTAssertEqual(feed.tabBarItem.title, "Home")
        XCTAssertNil(ViewController().tabBarItem.title)
    }

    // COMP-4, COMP-14: show pushes inside a navigation controller (also on the navigation
    // controller itself), and presents elsewhere; showDetailViewController presents (no split
    // view controller), from the top of the parent chain.
    @MainActor func testCOMP4_COMP14_ShowAndShowDetail() async {
        let a = ViewController(name: "A"), b = ViewController(name: "B")
        let n = NavigationController(rootViewController: a, name: "N")
        let (window, recorder) = showInVisibleWindow(n)
        a.show(b, sender: nil)
        XCTAssertEqual(n.viewControllers, [a, b])
        let detail = ViewController(name: "D")
        b.showDetailViewController(detail, sender: nil)
        XCTAssertTrue(detail.presentingViewController === n)
        XCTAssertEqual(
            recorder.lines(hooks: [.present, .transition]),
            ["N.transition(from: A, to: B)", "N.present(D)"])
        let e = ViewController(name: "E")
        detail.show(e, sender: nil)  // not in a navigation controller: presented
        XCTAssertTrue(e.presentingViewController === detail)
        _ = window
    }
}
