import ContainerKit
import ContainerKitTesting
import XCTest

/// Cases the model checker found with foreign container changes on (the app changing a
/// composition container's children behind its back, issue 19), reduced to a few public calls
/// each: every one failed before its fix. Each is named after the rule it broke.
final class ForeignChangeRegressionTests: XCTestCase {
    /// A controller that runs a closure once, from its `willMove(toParent: nil)`.
    final class Leaving: ViewController {
        var onLeave: (() -> Void)?
        override func willMove(toParent parent: ViewController?) {
            super.willMove(toParent: parent)
            if parent == nil, let hook = onLeave {
                onLeave = nil
                hook()
            }
        }
    }

    /// A stateful container whose states map to controllers made beforehand.
    final class States: StatefulViewController<Int> {
        var made: [Int: ViewController] = [:]
        override func childViewController(for state: Int) -> ViewController {
            made[state] ?? ViewController(name: "\(state)")
        }
        override func transitionStyle(from oldState: Int, to newState: Int) -> TransitionStyle { .none }
    }

    // COMP-12, VC-1: the outgoing child's willMove(toParent: nil) adds the incoming child to the
    // stateful container itself; the container does not add it a second time (no misuse report
    // for a call the app did not make) and shows it with its state (seed 7 of the model checker).
    @MainActor func testCOMP12_IncomingChildAddedByAHookOfTheOutgoingOneIsNotAddedAgain() async {
        let a = Leaving(name: "A"), b = ViewController(name: "B")
        let s = States(name: "S")
        s.made = [0: a, 1: b]
        s.transition(to: 0, animated: false)
        let (window, recorder) = showInVisibleWindow(s)
        a.onLeave = { s.addChild(b, into: s.view) }
        s.transition(to: 1, animated: false)
        // The app's addChild(_:into:) inside the transition, then the rest of the `.none` switch.
        XCTAssertTrace(
            recorder,
            equals: [
                "S.transition(from: A, to: B)", "A.willMove(toParent: nil)", "B.willMove(toParent: S)", "B.loadView",
                "B.viewDidLoad", "B.view.willMove(toWindow: W)", "B.view.willMove(toSuperview: S.view)",
                "B.view.didMoveToWindow", "B.view.didMoveToSuperview", "S.view.didAddSubview(B.view)",
                "B.didMove(toParent: S)", "A.viewWillDisappear", "S.view.willRemoveSubview(A.view)",
                "A.view.willMove(toSuperview: nil)", "A.view.willMove(toWindow: nil)", "A.view.didMoveToWindow",
                "A.view.didMoveToSuperview", "A.viewDidDisappear", "B.viewWillAppear", "B.viewDidAppear",
                "A.didMove(toParent: nil)", "S.transitionDidEnd(from: A, to: B)",
            ])
        XCTAssertEqual(s.children.map(\.name), ["B"])
        XCTAssertEqual(s.currentState, 1)
        XCTAssertEqual(b.appearanceState, .appeared)
        XCTAssertEqual(a.appearanceState, .disappeared)
        XCTAssertNil(a.parent)
        XCTAssertEqual(b.view.window === window, true)
        XCTAssertValidTrace(recorder)
    }
}
