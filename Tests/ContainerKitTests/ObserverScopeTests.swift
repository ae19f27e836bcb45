import ContainerKitTesting
import XCTest

@testable import ContainerKit

// TRACE-3: a recorder sees every hook delivered to its node and below, whoever started the
// operation. TRACE-5: finding the observers never walks the tree; keeping them current is linear
// in the nodes whose links change.

final class ObserverScopeTests: XCTestCase {
    @MainActor func testTRACE3_ARecorderOnAChildSeesItsAppearanceWhenTheWindowShowsFromAbove() async throws {
        let window = Window(name: "W")
        let parent = ViewController(name: "P")
        window.rootViewController = parent
        let child = ViewController(name: "C")
        parent.addChild(child, into: parent.view)
        child.view.addSubview(View(name: "leaf"))
        let recorder = TraceRecorder()
        child.attach(recorder)

        window.makeKeyAndVisible()  // starts at the window, above the recorder's node

        XCTAssertTrace(
            recorder,
            equals: [
                "C.viewWillAppear",
                "C.viewIsAppearing",
                "C.viewWillLayoutSubviews",
                "C.view.layoutSubviews",
                "C.viewDidLayoutSubviews",
                "leaf.layoutSubviews",
                "C.viewDidAppear",
            ])
    }

    @MainActor func testTRACE3_ARecorderOnAViewSeesTheWindowHooksOfItsSubtreeWhenAnAncestorMoves() async throws {
        let window = Window(name: "W")
        let holder = View(name: "holder")
        let card = View(name: "card")
        holder.addSubview(card)
        card.addSubview(View(name: "title"))
        let recorder = TraceRecorder()
        card.attach(recorder)

        window.addSubview(holder)  // starts at the window and the holder, above the card

        XCTAssertTrace(
            recorder,
            equals: [
                "card.willMove(toWindow: W)", "title.willMove(toWindow: W)",
                "title.didMoveToWindow", "card.didMoveToWindow",
            ])
    }

    @MainActor func testTRACE3_RecordersOnUnrelatedTreesSeeOnlyTheirOwnTree() async throws {
        let first = View(name: "A"), second = View(name: "B")
        let firstRecorder = TraceRecorder(), secondRecorder = TraceRecorder()
        first.attach(firstRecorder)
        second.attach(secondRecorder)

        first.addSubview(View(name: "a"))
        second.addSubview(View(name: "b"))

        XCTAssertTrace(
            firstRecorder, equals: ["a.willMove(toSuperview: A)", "a.didMoveToSuperview", "A.didAddSubview(a)"])
        XCTAssertTrace(
            secondRecorder, equals: ["b.willMove(toSuperview: B)", "b.didMoveToSuperview", "B.didAddSubview(b)"])
    }

    @MainActor func testTRACE3_RecordersOnANodeAndOnItsAncestorEachSeeEveryEventOnce() async throws {
        let top = View(name: "top"), middle = View(name: "middle")
        top.addSubview(middle)
        let upper = TraceRecorder(), lower = TraceRecorder()
        top.attach(upper)
        middle.attach(lower)

        middle.addSubview(View(name: "leaf"))

        let expected = ["leaf.willMove(toSuperview: middle)", "leaf.didMoveToSuperview", "middle.didAddSubview(leaf)"]
        XCTAssertTrace(upper, equals: expected)
        XCTAssertTrace(lower, equals: expected)
    }

    @MainActor func testTRACE3_AMoveIsSeenByBothTreesAndWhatFollowsOnlyByTheNewOne() async throws {
        let recordedTree = View(name: "R"), otherTree = View(name: "O")
        let moving = View(name: "m")
        recordedTree.addSubview(moving)
        let recorder = TraceRecorder()
        recordedTree.attach(recorder)

        otherTree.addSubview(moving)
        XCTAssertTrace(
            recorder,
            equals: [
                "R.willRemoveSubview(m)", "m.willMove(toSuperview: O)", "m.didMoveToSuperview", "O.didAddSubview(m)",
            ])

        recorder.removeAll()
        moving.addSubview(View(name: "later"))  // now in the unrecorded tree
        XCTAssertTrace(recorder, equals: [])

        otherTree.attach(recorder)  // moves the recorder: it watches one node at a time
        moving.addSubview(View(name: "seen"))
        recordedTree.addSubview(View(name: "unseen"))
        XCTAssertTrace(
            recorder, equals: ["seen.willMove(toSuperview: m)", "seen.didMoveToSuperview", "m.didAddSubview(seen)"])
        XCTAssertNil(recordedTree.observerScope, "the old node's scope is gone")

        recorder.detach()
        moving.addSubview(View(name: "afterDetach"))
        XCTAssertTrace(
            recorder, equals: ["seen.willMove(toSuperview: m)", "seen.didMoveToSuperview", "m.didAddSubview(seen)"])
        XCTAssertNil(moving.observerScope)
    }

    @MainActor func testTRACE3_AControllerWhoseViewIsNotPlacedInheritsFromItsParent() async throws {
        let parent = ViewController(name: "P")
        let recorder = TraceRecorder()
        parent.attach(recorder)
        let child = ViewController(name: "C")
        parent.addChild(child)  // the view is neither loaded nor placed
        recorder.removeAll()
        _ = child.view  // loading: C's scope-parent is P
        XCTAssertTrace(recorder, equals: ["C.loadView", "C.viewDidLoad"])
        XCTAssertTrue(child.view.observerScope === parent.observerScope)
        child.didMove(toParent: parent)  // finishes the containment the test began (MIS-19 at release otherwise)
    }

    @MainActor func testTRACE3_ALogOnAControllerReceivesReportsOfItsSubtree() async throws {
        let window = Window(name: "W")
        let parent = ViewController(name: "P")
        window.rootViewController = parent
        let child = ViewController(name: "C")
        parent.addChild(child, into: parent.view)
        let log = DiagnosticsLog()
        child.attach(log)
        XCTAssertMisuse(.viewCycle, unchanged: [window]) { child.view.addSubview(parent.view) }
        XCTAssertEqual(log.reports.map(\.misuse), [.viewCycle])
    }

    #if CONTAINERKIT_TEST_SWITCHES  // the counters of TestSwitches
    // TRACE-5: building a 10,000-deep chain top-down keeps the scopes current in one visit per
    // added view, with a recorder on an unrelated tree or on the chain itself; with the recorder
    // elsewhere, no event is even built. Before, each operation walked up to the root: n²/2 steps.
    @MainActor func testTRACE5_ObserverUpkeepIsLinearInAChainTenThousandDeep() async throws {
        let depth = 10_000
        for place in ["unrelated tree", "chain"] {
            let unrelated = Window(name: "elsewhere")
            let root = View(name: "root")
            let recorder = TraceRecorder()
            if place == "chain" { root.attach(recorder) } else { unrelated.attach(recorder) }
            TestSwitches.observerScopeVisits = 0
            let eventsBefore = TestSwitches.builtEventCount
            var tip = root
            for _ in 1..<depth {
                let next = View(name: "n")
                tip.addSubview(next)
                tip = next
            }
            XCTAssertLessThanOrEqual(TestSwitches.observerScopeVisits, depth, "on the \(place)")
            if place == "chain" {
                XCTAssertEqual(recorder.events.count, 3 * (depth - 1))
                XCTAssertTrue(tip.observerScope === root.observerScope, "one shared scope")
            } else {
                XCTAssertEqual(TestSwitches.builtEventCount - eventsBefore, 0, "nobody watches: nothing built")
                XCTAssertNil(tip.observerScope)
            }
            var node: View? = tip  // release the chain from the bottom, iteratively
            while let current = node { node = current.superview; current.removeFromSuperview() }
        }
    }

    // TRACE-5: attaching at the top of an existing deep chain visits the chain once; moving the
    // recorded chain inside its own tree visits one node.
    @MainActor func testTRACE5_AttachingVisitsTheSubtreeOnceAndAMoveInsideTheRegionVisitsOneNode() async throws {
        let window = Window(name: "W")
        let (chain, leaf) = makeChain(depth: 1_000)
        window.addSubview(chain)
        let recorder = TraceRecorder()
        TestSwitches.observerScopeVisits = 0
        window.attach(recorder)
        XCTAssertEqual(TestSwitches.observerScopeVisits, 1_001, "the window and the chain, once each")
        XCTAssertTrue(leaf.observerScope === window.observerScope)

        let holder = View(name: "holder")
        window.addSubview(holder)
        TestSwitches.observerScopeVisits = 0
        holder.addSubview(chain)
        XCTAssertEqual(TestSwitches.observerScopeVisits, 1, "same region: nothing below changes")
        XCTAssertTrue(leaf.observerScope === window.observerScope)
    }
    #endif
}
