import ContainerKit
import ContainerKitTesting
import XCTest

/// A protocol as UIKit code declares one (a coordinator library's `Container`): UIKit's
/// `UIViewController.view` is `UIView!`, which satisfies it.
@MainActor private protocol HasUIKitView {
    var view: View! { get }
}

extension ViewController: HasUIKitView {}

// UIKit's types where ported code depends on them, from a user's package (`import ContainerKit`,
// no `@testable`): the tab container's optional `viewControllers`, the implicitly unwrapped root
// view, the application's windows and key window.
final class UIKitShapeTests: XCTestCase {
    // COMP-12: `viewControllers` is UIKit's `[UIViewController]?`, `nil` by default (Apple's
    // documentation of UITabBarController.viewControllers: "The default value of this property is
    // nil"), read from the children; setting nil removes every tab, as setting [] does (Apple: the
    // tab bar controller removes all of the old view controllers before installing the new ones).
    @MainActor func testCOMP12_TabViewControllersAreOptionalAsInUIKit() async {
        let tabs = TabBarController(name: "T")
        XCTAssertNil(tabs.viewControllers, "UIKit's default")
        let a = ViewController(name: "A"), b = ViewController(name: "B")
        let (window, recorder) = showInVisibleWindow(tabs)
        tabs.viewControllers = [a, b]
        XCTAssertEqual(tabs.viewControllers, [a, b])
        XCTAssertEqual(tabs.viewControllers?[1], b, "UIKit code indexes it with ?")
        XCTAssertEqual(tabs.children, [a, b])
        recorder.removeAll()
        tabs.viewControllers = nil
        XCTAssertNil(tabs.viewControllers)
        XCTAssertEqual(tabs.children, [])
        XCTAssertNil(tabs.selectedViewController)
        XCTAssertNil(a.parent)
        // The order of setting [] (COMP-9): the selected tab leaves with a switch to no tab, the
        // other one quietly.
        XCTAssertTrace(
            recorder,
            equals: [
                "T.transition(from: A, to: nil)", "A.willMove(toParent: nil)", "A.viewWillDisappear",
                "T.view.willRemoveSubview(A.view)", "A.view.willMove(toSuperview: nil)",
                "A.view.willMove(toWindow: nil)", "A.view.didMoveToWindow", "A.view.didMoveToSuperview",
                "A.viewDidDisappear", "A.didMove(toParent: nil)", "B.willMove(toParent: nil)",
                "B.didMove(toParent: nil)", "T.transitionDidEnd(from: A, to: nil)",
            ])
        tabs.setViewControllers([b], animated: false)
        XCTAssertEqual(tabs.viewControllers, [b])
        tabs.setViewControllers(nil, animated: true)
        XCTAssertNil(tabs.viewControllers, "UIKit's setViewControllers(_:animated:) takes nil too")
        // Policy: read from the tree, so a container whose last tab leaves answers nil again.
        tabs.viewControllers = [a]
        tabs.removeChild(a)
        XCTAssertNil(tabs.viewControllers)
        _ = window
    }

    // LOAD-1: the root view is UIKit's `UIView!`: a protocol requiring `var view: View! { get }`
    // is satisfied, `view!` compiles, and reading it through either loads the view once.
    @MainActor func testLOAD1_RootViewIsImplicitlyUnwrappedAsInUIKit() async {
        let controller = ViewController(name: "C")
        let recorder = TraceRecorder()
        controller.attach(recorder)
        let container: any HasUIKitView = controller
        let view: View = container.view
        XCTAssertTrace(recorder, equals: ["C.loadView", "C.viewDidLoad"])
        XCTAssertTrue(controller.view! === view)
        XCTAssertTrue(controller.viewIfLoaded === view)
        let optional = controller.view  // a View?, as in UIKit
        XCTAssertTrue(optional === view)
        XCTAssertTrace(recorder, equals: ["C.loadView", "C.viewDidLoad"], "loads once")
    }

    // ARG (policy): `view = nil`, which unloads the view in UIKit, is refused and reported;
    // the view stays, and nothing runs.
    @MainActor func testSettingTheRootViewToNilIsRefused() async {
        let child = ViewController(name: "C")
        let parent = ViewController(name: "P")
        let (window, recorder) = showInVisibleWindow(parent)
        parent.addChild(child, into: parent.view)
        let view: View = child.view
        recorder.removeAll()
        let report = XCTAssertMisuse(.invalidArgument, unchanged: [window], recorder: recorder) { child.view = nil }
        XCTAssertEqual(report?.nodes, ["C"])
        XCTAssertEqual(
            report?.description,
            "ARG (invalidArgument): the root view of \"C\" cannot be set to nil: ContainerKit does not unload views. "
                + "Fix: keep the view (a controller that loads a new one is a new controller), or assign another view.")
        XCTAssertTrue(child.viewIfLoaded === view)
        XCTAssertTrue(view.superview === parent.view)
        // Before the view loads too: nothing loads, nothing is installed.
        let fresh = ViewController(name: "F")
        XCTAssertMisuse(.invalidArgument) { fresh.view = nil }
        XCTAssertFalse(fresh.isViewLoaded)
    }

    // The application's windows, as UIKit's `UIApplication.shared.windows` ("the app's visible and
    // hidden windows"), read from the windows alive; `isKeyWindow` and `keyWindow` name the
    // window `makeKeyAndVisible()` or `makeKey()` (Apple: "without changing its visibility")
    // was last called on, while it is visible; only one window is key at a time.
    @MainActor func testApplicationListsTheWindowsAndTheKeyWindow() async {
        let first = Window(name: "first"), second = Window(name: "second")
        let windows = Application.shared.windows
        XCTAssertTrue(windows.contains(first) && windows.contains(second), "hidden windows are listed")
        XCTAssertLessThan(
            windows.firstIndex(of: first) ?? .max, windows.firstIndex(of: second) ?? .min, "creation order")
        first.makeKeyAndVisible()
        XCTAssertTrue(first.isKeyWindow)
        XCTAssertTrue(Application.shared.keyWindow === first)
        XCTAssertTrue(Application.shared.windows.contains { $0.isKeyWindow }, "what a coordinator library asks")
        second.makeKey()
        XCTAssertFalse(first.isKeyWindow, "one key window at a time")
        XCTAssertFalse(second.isKeyWindow, "a hidden window made key is key once shown (policy)")
        XCTAssertNil(Application.shared.keyWindow)
        XCTAssertFalse(second.isVisible, "makeKey() does not show the window")
        second.isHidden = false
        XCTAssertTrue(second.isKeyWindow)
        XCTAssertTrue(Application.shared.keyWindow === second)
        second.tearDown()
        XCTAssertFalse(Application.shared.windows.contains(second), "a torn-down window is not listed")
        XCTAssertNil(Application.shared.keyWindow)
        _ = first
    }

    // LIFE-1: the list holds no window alive; a released window leaves it.
    @MainActor func testLIFE1_ApplicationHoldsNoWindow() async {
        var window: Window? = Window(name: "released")
        weak let released = window
        window?.makeKeyAndVisible()
        XCTAssertTrue(Application.shared.keyWindow === released)
        window = nil
        XCTAssertNil(released)
        XCTAssertFalse(Application.shared.windows.contains { $0.name == "released" })
        XCTAssertNil(Application.shared.keyWindow)
    }

    // MIS-12: a torn-down window cannot be made key; the key window stays.
    @MainActor func testMIS12_MakeKeyOnATornDownWindowIsRefused() async {
        let key = Window(name: "K"), gone = Window(name: "G")
        key.makeKeyAndVisible()
        gone.tearDown()
        let report = XCTAssertMisuse(.tornDown) { gone.makeKey() }
        XCTAssertEqual(report?.message, "cannot make \"G\" key: \"G\" was torn down.")
        XCTAssertTrue(key.isKeyWindow)
        XCTAssertTrue(Application.shared.keyWindow === key)
    }
}
