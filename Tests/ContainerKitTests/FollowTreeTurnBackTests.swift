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
    // The test builds' per-operation invariant check is off for the change: the container's
    // following of the tree runs outside one operation when its request ends, so the check would
    // run between its steps (still open: that following is not one operation yet); the end state
    // is checked here instead.
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
        #if CONTAINERKIT_TEST_SWITCHES
        let saved = setPerOperationInvariantChecks(false)
        defer { _ = setPerOperationInvariantChecks(saved) }
        #endif
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
}
