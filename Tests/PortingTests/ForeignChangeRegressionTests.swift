import ContainerKit
import ContainerKitTesting
import XCTest

/// Cases the model checker found with foreign container changes on (the app changing a
/// composition container's children behind its back), reduced to a few public calls
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

    /// A controller that runs a closure once, from its `viewDidAppear`.
    final class Appearing: ViewController {
        var onDidAppear: (() -> Void)?
        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            if let hook = onDidAppear {
                onDidAppear = nil
                hook()
            }
        }
    }

    /// A container that forwards appearance by hand and shows its child in one go from its own
    /// `viewDidAppear` (begin and end from inside that hook).
    final class ShowsLate: ViewController {
        var shown: ViewController?
        override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            if let child = shown {
                shown = nil
                child.beginAppearanceTransition(true, animated: false)
                child.endAppearanceTransition()
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
                "S.transition(from: A, to: B)",
                "A.willMove(toParent: nil)",
                "B.willMove(toParent: S)",
                "B.loadView",
                "B.viewDidLoad",
                "B.view.willMove(toWindow: W)",
                "B.view.willMove(toSuperview: S.view)",
                "B.view.didMoveToWindow",
                "B.view.didMoveToSuperview",
                "S.view.didAddSubview(B.view)",
                "B.didMove(toParent: S)",
                "A.viewWillDisappear",
                "S.view.willRemoveSubview(A.view)",
                "A.view.willMove(toSuperview: nil)",
                "A.view.willMove(toWindow: nil)",
                "A.view.didMoveToWindow",
                "A.view.didMoveToSuperview",
                "A.viewDidDisappear",
                "B.viewWillAppear",
                "B.viewIsAppearing",
                "B.viewWillLayoutSubviews",
                "B.view.layoutSubviews",
                "B.viewDidLayoutSubviews",
                "B.viewDidAppear",
                "A.didMove(toParent: nil)",
                "S.transitionDidEnd(from: A, to: B)",
            ])
        XCTAssertEqual(s.children.map(\.name), ["B"])
        XCTAssertEqual(s.currentState, 1)
        XCTAssertEqual(b.appearanceState, .appeared)
        XCTAssertEqual(a.appearanceState, .disappeared)
        XCTAssertNil(a.parent)
        XCTAssertEqual(b.view.window === window, true)
        XCTAssertValidTrace(recorder)
    }

    // APP-2, APP-9: a presented navigation controller dismissed without animation from the
    // viewDidAppear of a controller in another window (so the dismissal runs at once, and its
    // appearance hooks wait for that hook to return) forwards its disappearance to its top child
    // in order: will before did (seed 8 of the model checker).
    @MainActor func testAPP2_DismissalFromAnAppearanceHookForwardsWillBeforeDidToTheTopChild() async {
        let r = ViewController(name: "R"), c = ViewController(name: "C")
        let (window, recorder) = showInVisibleWindow(r)
        let p = NavigationController(rootViewController: c, name: "P")
        p.modalPresentationStyle = .overFullScreen
        r.present(p, animated: false)
        let x = Appearing(name: "X")
        let other = Window(name: "W2")
        other.frame = Rect(x: 0, y: 0, width: 320, height: 480)
        other.rootViewController = x
        x.onDidAppear = { p.dismiss(animated: false) }
        recorder.removeAll()
        other.makeKeyAndVisible()
        // The dismissal's hooks wait for X.viewDidAppear to return, and come with the removal.
        XCTAssertTrace(
            recorder,
            equals: [
                "R.dismiss(P)", "W.willRemoveSubview(P.view)", "P.view.willMove(toSuperview: nil)",
                "P.view.willMove(toWindow: nil)", "C.view.willMove(toWindow: nil)", "P.viewWillDisappear",
                "C.viewWillDisappear", "P.viewDidDisappear", "C.viewDidDisappear", "C.view.didMoveToWindow",
                "P.view.didMoveToWindow", "P.view.didMoveToSuperview",
            ])
        XCTAssertNil(r.presentedViewController)
        XCTAssertEqual(p.appearanceState, .disappeared)
        XCTAssertEqual(c.appearanceState, .disappeared)
        XCTAssertEqual(r.appearanceState, .appeared)
        XCTAssertEqual(c.view.window === nil && r.view.window === window, true)
        XCTAssertValidTrace(recorder)
    }

    // APP-3, APP-9: a child that a parent forwarding by hand begins and ends from inside one of its
    // own appearance hooks (both hooks of the child wait for that hook to return) still forwards
    // its appearance to its own child, whose view is in its view (seed 8 of the model checker).
    @MainActor func testAPP3_BeginAndEndFromOneHookStillForwardToTheGrandchild() async {
        let m = ShowsLate(name: "M"), p = ViewController(name: "P"), g = ViewController(name: "G")
        m.addChild(p, into: m.view)
        p.addChild(g, into: p.view)
        let (window, recorder) = showInVisibleWindow(m)  // M forwards nothing yet: P stays disappeared
        window.hide()
        m.shown = p
        recorder.removeAll()
        window.makeKeyAndVisible()
        XCTAssertTrace(
            recorder,
            equals: [
                "M.viewWillAppear",
                "M.viewIsAppearing",
                "M.viewWillLayoutSubviews",
                "M.view.layoutSubviews",
                "M.viewDidLayoutSubviews",
                "P.viewWillLayoutSubviews",
                "P.view.layoutSubviews",
                "P.viewDidLayoutSubviews",
                "G.viewWillLayoutSubviews",
                "G.view.layoutSubviews",
                "G.viewDidLayoutSubviews",
                "M.viewDidAppear",
                "P.viewWillAppear",
                "G.viewWillAppear",
                "P.viewDidAppear",
                "G.viewIsAppearing",
                "G.viewDidAppear",
            ])
        XCTAssertEqual(m.appearanceState, .appeared)
        XCTAssertEqual(p.appearanceState, .appeared)
        XCTAssertEqual(g.appearanceState, .appeared)
        XCTAssertValidTrace(recorder)
    }
}
