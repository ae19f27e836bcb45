import ContainerKit
import ContainerKitTesting
import XCTest

final class ViewMisuseTests: XCTestCase {
    // MIS-7: a view added to itself.
    @MainActor func testMIS7AddingAViewToItselfIsRefused() async throws {
        let w = Window(name: "W"), v = View(name: "v")
        w.addSubview(v)
        let recorder = TraceRecorder()
        w.attach(recorder)
        let before = w.treeDump()
        let error = refusal { v.addSubview(v) }
        XCTAssertEqual(error?.misuse, .viewCycle)
        XCTAssertEqual(error?.nodes, ["v", "v"])
        XCTAssertEqual(
            error?.description,
            "MIS-7 (viewCycle): cannot add \"v\" to \"v\": \"v\" is itself, so the tree would contain a cycle. "
                + "Fix: add \"v\" to a view outside its own subtree.")
        XCTAssertEqual(w.treeDump(), before)
        XCTAssertTrace(recorder, equals: [])
    }

    // MIS-7: a view added to one of its descendants, with every insertion call.
    @MainActor func testMIS7AddingAViewToItsDescendantIsRefused() async throws {
        let w = Window(name: "W")
        let (v, a, a1, b) = makeSubtree()
        w.addSubview(v)
        let recorder = TraceRecorder()
        w.attach(recorder)
        let before = w.treeDump()
        let errors = [
            refusal { a1.addSubview(v) },
            refusal { a.insertSubview(v, at: 0) },
            refusal { a.insertSubview(v, aboveSubview: a1) },
            refusal { a.insertSubview(v, belowSubview: a1) },
            refusal { b.addSubview(w) },
        ]
        XCTAssertEqual(errors[0]?.misuse, .viewCycle)
        XCTAssertEqual(errors[0]?.nodes, ["v", "a1"])
        XCTAssertEqual(
            errors[0]?.message,
            "cannot add \"v\" to \"a1\": \"a1\" is one of its own descendants, so the tree would contain a cycle.")
        XCTAssertEqual(errors[1...3].map { $0?.misuse }, [.viewCycle, .viewCycle, .viewCycle])
        XCTAssertEqual(errors[4]?.misuse, .invalidArgument, "a window is never a subview")
        XCTAssertEqual(w.treeDump(), before)
        XCTAssertTrue(v.superview === w)
        XCTAssertEqual(a.subviews.map(\.name), ["a1"])
        XCTAssertTrace(recorder, equals: [])
    }

    // MIS-12: every change to or through a torn-down view is refused and changes nothing.
    @MainActor func testMIS12ChangingATornDownViewIsRefused() async throws {
        let w = Window(name: "W")
        w.makeKeyAndVisible()
        let (v, a, a1, _) = makeSubtree()
        w.addSubview(v)
        let recorder = TraceRecorder()
        w.attach(recorder)
        v.tearDown()
        XCTAssertTrace(recorder, containsInOrder: ["W.willRemoveSubview(v)", "v.didMoveToSuperview"])
        XCTAssertTrue(v.isTornDown && a.isTornDown && a1.isTornDown)
        XCTAssertNil(v.window)
        XCTAssertNil(a1.window)

        recorder.removeAll()
        let beforeWindow = w.treeDump(), beforeSubtree = v.treeDump()
        let live = View(name: "live")
        let errors = [
            refusal { w.addSubview(v) },
            refusal { a.addSubview(live) },
            refusal { w.addSubview(a1) },
            refusal { a1.removeFromSuperview() },
            refusal { v.insertSubview(live, at: 0) },
            refusal { v.bringSubviewToFront(a) },
            refusal { v.sendSubviewToBack(a) },
            refusal { v.exchangeSubview(at: 0, withSubviewAt: 1) },
        ]
        XCTAssertEqual(errors.map { $0?.misuse }, Array(repeating: .tornDown, count: errors.count))
        XCTAssertEqual(
            errors[0]?.description,
            "MIS-12 (tornDown): cannot add \"v\" to \"W\": \"v\" was torn down. Fix: create a new View instead of reusing a torn-down one."
        )
        XCTAssertEqual(errors[1]?.nodes, ["a"])
        XCTAssertEqual(w.treeDump(), beforeWindow)
        XCTAssertEqual(v.treeDump(), beforeSubtree)
        XCTAssertNil(live.superview)
        XCTAssertTrace(recorder, equals: [])

        v.tearDown()  // a second tear-down does nothing
        XCTAssertTrace(recorder, equals: [])
    }

    // MIS-12: a torn-down window can no longer be shown or hidden.
    @MainActor func testMIS12TornDownWindowRefusesVisibilityChanges() async throws {
        let w = Window(name: "W")
        w.tearDown()
        XCTAssertEqual(refusal { w.makeKeyAndVisible() }?.misuse, .tornDown)
        XCTAssertEqual(refusal { w.hide() }?.misuse, .tornDown)
        XCTAssertFalse(w.isVisible)
    }
}
