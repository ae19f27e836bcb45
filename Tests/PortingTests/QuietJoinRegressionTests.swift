import ContainerKit
import ContainerKitTesting
import XCTest

// Found by the model checker with the page and split operations (COMP-18, COMP-19): a container
// that adds a child without showing it (a tab that is not selected) let a change asked for by the
// child's own willMove(toParent:) run between that hook and its didMove(toParent:).
final class QuietJoinRegressionTests: XCTestCase {
    final class Moving: ViewController {
        var onWillMove: ((ViewController?) -> Void)?
        override func willMove(toParent parent: ViewController?) {
            super.willMove(toParent: parent)
            if let hook = onWillMove { onWillMove = nil; hook(parent) }
        }
    }

    // VC-2, VC-4, REENT-1, COMP-12: a tab whose willMove(toParent: T) moves it to another parent
    // gets its didMove(toParent: T) first, then leaves T as VC-4 says; the tabs follow the tree.
    @MainActor func testVC2_REENT1_TabMovedAwayByItsOwnWillMoveGetsItsDidMoveFirst() async {
        let a = ViewController(name: "A")
        let t = TabBarController(viewControllers: [a], name: "T")
        let (window, _) = showInVisibleWindow(t)
        let other = ViewController(name: "O")
        let x = Moving(name: "X")
        let recorder = TraceRecorder()
        x.attach(recorder)
        x.onWillMove = { [unowned other, unowned x] _ in other.addChild(x, into: other.view) }
        t.setViewControllers([a, x])
        XCTAssertTraceLines(
            recorder.lines(hooks: LifecycleEvent.Hook.containment),
            equal: [
                "X.willMove(toParent: T)", "X.didMove(toParent: T)", "X.didMove(toParent: nil)",
                "X.willMove(toParent: O)", "X.didMove(toParent: O)",
            ])
        XCTAssertTrue(x.parent === other)
        XCTAssertEqual(t.viewControllers?.map(\.name), ["A"])
        XCTAssertEqual(t.children.map(\.name), ["A"])
        XCTAssertValidTrace(recorder)
        _ = window
    }
}
