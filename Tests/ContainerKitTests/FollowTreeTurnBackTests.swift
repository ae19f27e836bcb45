import ContainerKitTesting
import XCTest

@testable import ContainerKit

/// Seed 33 of the model checker (forest 13886749260092267525), reduced to a few calls.
final class FollowTreeTurnBackTests: XCTestCase {
    /// A controller that runs a closure once, from its `viewWillAppear`.
    final class Appearing: ViewController {
        var onWillAppear: (() -> Void)?
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            if let hook = onWillAppear { onWillAppear = nil; hook() }
        }
    }

    // APP-1, APP-2, LIFE-3: the app took the selected tab's view out of the tab bar controller's
    // view; the next change of the tabs puts it back, and the tab's viewWillAppear moves its own
    // view out of every window again. The tab turns back (viewWillDisappear, viewDidDisappear)
    // instead of ending appeared in no window.
    //
    // The test builds' per-operation invariant check runs once the container's following of the
    // tree has ended (one operation): it used to run between its steps.
    @MainActor func testAPP1_ATabWhoseWillAppearTakesItsViewOutOfTheWindowTurnsBack() async {
        let a = Appearing(name: "A")
        let t = TabBarController(viewControllers: [a], name: "T")
        let window = Window(name: "W")
        window.rootViewController = t
        window.makeKeyAndVisible()
        let recorder = TraceRecorder()
        t.attach(recorder)
        a.attach(recorder)  // A's hooks are recorded wherever its view goes
        a.view.removeFromSuperview()  // the app's own move: A disappears
        XCTAssertEqual(a.appearanceState, .disappeared)
        let elsewhere = View(name: "elsewhere")
        a.onWillAppear = { elsewhere.addSubview(a.view) }
        recorder.removeAll()
        t.setViewControllers([a, ViewController(name: "B")], animated: false)
        XCTAssertEqual(
            recorder.lines(hooks: LifecycleEvent.Hook.appearance),
            ["A.viewWillAppear", "A.viewWillDisappear", "A.viewDidDisappear"])
        XCTAssertTrue(a.view.superview === elsewhere)
        XCTAssertEqual(a.appearanceState, .disappeared)
        XCTAssertEqual(a.appearanceTarget, .disappeared)
        XCTAssertValidTrace(recorder)
        _ = window
    }

    // APP-1, APP-2, LIFE-3 (model checker forest 15573802109772198018): a navigation controller is
    // presented without animation; its root's viewWillAppear moves the root's own view out of
    // every window. The navigation controller's viewDidAppear ends what it forwarded: the root
    // turns back instead of ending appeared in no window.
    @MainActor func testAPP1_ARootWhoseWillAppearTakesItsViewOutOfAPresentationTurnsBack() async {
        let root = Appearing(name: "A")
        let navigation = NavigationController(rootViewController: root, name: "N")
        let presenter = ViewController(name: "P")
        let window = Window(name: "W")
        window.rootViewController = presenter
        window.makeKeyAndVisible()
        let recorder = TraceRecorder()
        root.attach(recorder)  // A's hooks are recorded wherever its view goes
        let elsewhere = View(name: "elsewhere")
        root.onWillAppear = { elsewhere.addSubview(root.view) }
        presenter.present(navigation, animated: false)
        XCTAssertEqual(
            recorder.lines(hooks: LifecycleEvent.Hook.appearance),
            ["A.viewWillAppear", "A.viewWillDisappear", "A.viewDidDisappear"])
        XCTAssertTrue(root.view.superview === elsewhere)
        XCTAssertEqual(root.appearanceState, .disappeared)
        XCTAssertEqual(navigation.appearanceState, .appeared)
        XCTAssertValidTrace(recorder)
        _ = window
    }
}
