import ContainerKit
import ContainerKitTesting
import XCTest

// REENT-1: changes requested from a hook are applied after the operation, "in the order
// requested". A request that would change nothing against the tree of the moment it is made, but
// undoes one requested before it and still waiting, must not be dropped (found by the attacks of
// the fourth round: the window ended hidden, the root ended the other one).
final class AttackDeferredOrderTests: XCTestCase {
    // REENT-1: a hook hides its window and shows it again; both wait and run in order, so the
    // window ends visible and its root appeared (it disappeared and appeared again between).
    @MainActor func testREENT1_HideThenShowFromAHookEndsVisible() async {
        let window = Window(name: "W")
        let root = AttackHooked(name: "R")
        window.rootViewController = root
        let recorder = TraceRecorder()
        root.attach(recorder)
        root.onIsAppearing = { _ in
            root.onIsAppearing = nil
            window.isHidden = true
            window.isHidden = false
        }
        window.makeKeyAndVisible()
        XCTAssertTrue(window.isVisible)
        XCTAssertEqual(root.appearanceState, .appeared)
        XCTAssertEqual(
            recorder.lines(hooks: LifecycleEvent.Hook.appearance),
            [
                "R.viewWillAppear", "R.viewDidAppear", "R.viewWillDisappear", "R.viewDidDisappear",
                "R.viewWillAppear", "R.viewDidAppear",
            ])
        XCTAssertValidTrace(recorder)
    }

    // REENT-1: a hook gives the window another root and then its own root back; the window ends
    // with its first root, as the requests' order says.
    @MainActor func testREENT1_RootReplacedAndPutBackFromAHookEndsWithTheFirstRoot() async {
        let window = Window(name: "W")
        let root = AttackHooked(name: "R"), other = ViewController(name: "Q")
        window.rootViewController = root
        root.onDidAppear = { _ in
            root.onDidAppear = nil
            window.rootViewController = other
            window.rootViewController = root
        }
        window.makeKeyAndVisible()
        XCTAssertTrue(window.rootViewController === root)
        XCTAssertEqual(root.appearanceState, .appeared)
        XCTAssertEqual(other.appearanceState, .disappeared)
        XCTAssertTrue(root.view.superview === window)
        XCTAssertNil(other.viewIfLoaded?.superview)
    }
}
