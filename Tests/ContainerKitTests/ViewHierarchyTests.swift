import ContainerKitTesting
import XCTest

@testable import ContainerKit

final class ViewHierarchyTests: XCTestCase {
    // VIEW-1
    @MainActor func testVIEW1AddingToViewOutsideAnyWindow() async throws {
        let s = View(name: "S"), v = View(name: "v")
        let recorder = TraceRecorder()
        s.attach(recorder)
        s.addSubview(v)
        XCTAssertTrace(
            recorder,
            equals: [
                "v.willMove(toSuperview: S)",
                "v.didMoveToSuperview",
                "S.didAddSubview(v)",
            ])
        XCTAssertTrue(v.superview === s)
        XCTAssertEqual(s.subviews.map(\.name), ["v"])
        XCTAssertNil(v.window)
    }

    // VIEW-2
    @MainActor func testVIEW2AddingSubtreeIntoWindowCallsWindowHooksPreOrderThenPostOrder() async throws {
        let w = Window(name: "W"), s = View(name: "S")
        w.addSubview(s)
        let (v, a, a1, b) = makeSubtree()
        let recorder = TraceRecorder()
        w.attach(recorder)
        s.addSubview(v)
        XCTAssertTrace(
            recorder,
            equals: [
                "v.willMove(toWindow: W)",
                "a.willMove(toWindow: W)",
                "a1.willMove(toWindow: W)",
                "b.willMove(toWindow: W)",
                "v.willMove(toSuperview: S)",
                "a1.didMoveToWindow",
                "a.didMoveToWindow",
                "b.didMoveToWindow",
                "v.didMoveToWindow",
                "v.didMoveToSuperview",
                "S.didAddSubview(v)",
            ])
        for view in [v, a, a1, b] { XCTAssertTrue(view.window === w, view.name) }
    }

    // VIEW-2: will-hooks see the old tree, did-hooks the changed one.
    @MainActor func testVIEW2HooksSeeTheTreeBeforeAndAfterTheChange() async throws {
        let w = Window(name: "W"), s = View(name: "S"), v = ProbeView(name: "v"), leaf = ProbeView(name: "leaf")
        w.addSubview(s)
        v.addSubview(leaf)
        s.addSubview(v)
        XCTAssertEqual(
            v.notes,
            [
                "willMove(toWindow:) window=nil superview=nil",
                "willMove(toSuperview:) superview=nil",
                "didMoveToWindow window=W superview=S",
                "didMoveToSuperview superview=S",
            ])
        XCTAssertEqual(
            leaf.notes.suffix(2),
            [
                "willMove(toWindow:) window=nil superview=v",
                "didMoveToWindow window=W superview=v",
            ])
    }

    // VIEW-3
    @MainActor func testVIEW3RemovingSubtreeFromWindow() async throws {
        let w = Window(name: "W"), s = View(name: "S")
        w.addSubview(s)
        let (v, a, a1, b) = makeSubtree()
        s.addSubview(v)
        let recorder = TraceRecorder()
        w.attach(recorder)
        v.removeFromSuperview()
        XCTAssertTrace(
            recorder,
            equals: [
                "S.willRemoveSubview(v)",
                "v.willMove(toSuperview: nil)",
                "v.willMove(toWindow: nil)",
                "a.willMove(toWindow: nil)",
                "a1.willMove(toWindow: nil)",
                "b.willMove(toWindow: nil)",
                "a1.didMoveToWindow",
                "a.didMoveToWindow",
                "b.didMoveToWindow",
                "v.didMoveToWindow",
                "v.didMoveToSuperview",
            ])
        for view in [v, a, a1, b] { XCTAssertNil(view.window, view.name) }
        XCTAssertNil(v.superview)
        XCTAssertTrue(s.subviews.isEmpty)
    }

    // VIEW-4
    @MainActor func testVIEW4RemovingOutsideAnyWindow() async throws {
        let s = View(name: "S")
        let (v, _, _, _) = makeSubtree()
        s.addSubview(v)
        let recorder = TraceRecorder()
        s.attach(recorder)
        v.removeFromSuperview()
        XCTAssertTrace(
            recorder,
            equals: [
                "S.willRemoveSubview(v)",
                "v.willMove(toSuperview: nil)",
                "v.didMoveToSuperview",
            ])
    }

    // VIEW-5: same window, no window hooks, one will-hook and never an intermediate nil.
    @MainActor func testVIEW5MovingWithinOneWindow() async throws {
        let w = Window(name: "W"), a = View(name: "A"), b = View(name: "B")
        w.addSubview(a)
        w.addSubview(b)
        let (v, _, _, _) = makeSubtree()
        a.addSubview(v)
        let recorder = TraceRecorder()
        w.attach(recorder)
        b.addSubview(v)
        XCTAssertTrace(
            recorder,
            equals: [
                "A.willRemoveSubview(v)",
                "v.willMove(toSuperview: B)",
                "v.didMoveToSuperview",
                "B.didAddSubview(v)",
            ])
        XCTAssertTrue(v.superview === b)
        XCTAssertTrue(a.subviews.isEmpty)
    }

    // VIEW-5: between windows the whole subtree gets window hooks (policy: after willMove(toSuperview:)).
    @MainActor func testVIEW5MovingBetweenWindows() async throws {
        let w1 = Window(name: "W1"), w2 = Window(name: "W2"), a = View(name: "A"), b = View(name: "B")
        w1.addSubview(a)
        w2.addSubview(b)
        let (v, _, _, _) = makeSubtree()
        a.addSubview(v)
        let r1 = TraceRecorder(), r2 = TraceRecorder()
        w1.attach(r1)
        w2.attach(r2)
        b.addSubview(v)
        let expected = [
            "A.willRemoveSubview(v)",
            "v.willMove(toSuperview: B)",
            "v.willMove(toWindow: W2)",
            "a.willMove(toWindow: W2)",
            "a1.willMove(toWindow: W2)",
            "b.willMove(toWindow: W2)",
            "a1.didMoveToWindow",
            "a.didMoveToWindow",
            "b.didMoveToWindow",
            "v.didMoveToWindow",
            "v.didMoveToSuperview",
            "B.didAddSubview(v)",
        ]
        // Both trees take part in the move, so both recorders see all of it.
        XCTAssertTrace(r1, equals: expected)
        XCTAssertTrace(r2, equals: expected)
        XCTAssertTrue(v.subviews[0].subviews[0].window === w2)
    }

    // VIEW-5: out of a window into a detached tree.
    @MainActor func testVIEW5MovingOutOfWindowIntoDetachedTree() async throws {
        let w = Window(name: "W"), a = View(name: "A"), b = View(name: "B"), v = View(name: "v")
        w.addSubview(a)
        a.addSubview(v)
        let recorder = TraceRecorder()
        b.attach(recorder)
        b.addSubview(v)
        XCTAssertTrace(
            recorder,
            equals: [
                "A.willRemoveSubview(v)",
                "v.willMove(toSuperview: B)",
                "v.willMove(toWindow: nil)",
                "v.didMoveToWindow",
                "v.didMoveToSuperview",
                "B.didAddSubview(v)",
            ])
        XCTAssertNil(v.window)
    }

    // VIEW-6: inserting at an index, above or below gives the hooks of adding; only the position differs.
    @MainActor func testVIEW6InsertVariantsGiveTheHooksOfAdding() async throws {
        let s = View(name: "S"), x = View(name: "x"), y = View(name: "y")
        s.addSubview(x)
        s.addSubview(y)
        let recorder = TraceRecorder()
        s.attach(recorder)
        for (name, insert) in [
            ("p", { (v: View) throws(MisuseError) in s.insertSubview(v, at: 1) }),
            ("q", { (v: View) throws(MisuseError) in s.insertSubview(v, aboveSubview: y) }),
            ("r", { (v: View) throws(MisuseError) in s.insertSubview(v, belowSubview: x) }),
        ] {
            recorder.removeAll()
            try insert(View(name: name))
            XCTAssertTrace(
                recorder,
                equals: [
                    "\(name).willMove(toSuperview: S)", "\(name).didMoveToSuperview", "S.didAddSubview(\(name))",
                ])
        }
        XCTAssertEqual(s.subviews.map(\.name), ["r", "x", "p", "y", "q"])
        XCTAssertEqual(s.subviews.map(\.indexInSuperview), [0, 1, 2, 3, 4])
    }

    // VIEW-6: reordering within the same superview calls no hooks.
    @MainActor func testVIEW6ReorderingCallsNoHooks() async throws {
        let w = Window(name: "W"), s = View(name: "S")
        w.addSubview(s)
        let views = ["a", "b", "c", "d"].map { View(name: $0) }
        for view in views { s.addSubview(view) }
        let recorder = TraceRecorder()
        w.attach(recorder)
        s.bringSubviewToFront(views[0])
        XCTAssertEqual(s.subviews.map(\.name), ["b", "c", "d", "a"])
        s.sendSubviewToBack(views[3])
        XCTAssertEqual(s.subviews.map(\.name), ["d", "b", "c", "a"])
        s.exchangeSubview(at: 0, withSubviewAt: 3)
        XCTAssertEqual(s.subviews.map(\.name), ["a", "b", "c", "d"])
        s.addSubview(views[1])  // already a subview: brought to front
        XCTAssertEqual(s.subviews.map(\.name), ["a", "c", "d", "b"])
        s.insertSubview(views[1], at: 0)
        XCTAssertEqual(s.subviews.map(\.name), ["b", "a", "c", "d"])
        s.insertSubview(views[1], aboveSubview: views[2])
        XCTAssertEqual(s.subviews.map(\.name), ["a", "c", "b", "d"])
        s.insertSubview(views[3], belowSubview: views[0])
        XCTAssertEqual(s.subviews.map(\.name), ["d", "a", "c", "b"])
        XCTAssertEqual(s.subviews.map(\.indexInSuperview), [0, 1, 2, 3])
        XCTAssertTrace(recorder, equals: [])
    }

    // VIEW-6: bad positions are refused with a clear error and change nothing.
    @MainActor func testVIEW6BadPositionsAreRefused() async throws {
        let s = View(name: "S"), x = View(name: "x"), stranger = View(name: "stranger"), v = View(name: "v")
        s.addSubview(x)
        let recorder = TraceRecorder()
        s.attach(recorder)
        let before = s.treeDump()
        let errors = [
            refusal { s.insertSubview(v, at: -1) },
            refusal { s.insertSubview(x, belowSubview: x) },
            refusal { s.bringSubviewToFront(stranger) },
            refusal { s.sendSubviewToBack(stranger) },
            refusal { s.exchangeSubview(at: 0, withSubviewAt: 1) },
            refusal { s.addSubview(Window(name: "W2")) },
        ]
        XCTAssertEqual(errors.map { $0?.misuse }, Array(repeating: .invalidArgument, count: errors.count))
        XCTAssertEqual(
            errors[0]?.description,
            "ARG (invalidArgument): cannot insert \"v\" into \"S\" at index -1. Fix: pass an index between 0 and the number of subviews."
        )
        XCTAssertEqual(s.treeDump(), before)
        XCTAssertNil(v.superview)
        XCTAssertTrace(recorder, equals: [])
    }

    // VIEW-6, MIS-18: an index past the end, or a "sibling" that is not a subview, appends as in
    // UIKit and is reported; strict mode refuses it.
    @MainActor func testMIS18PositionsPastTheEndAppend() async throws {
        let s = View(name: "S"), x = View(name: "x"), stranger = View(name: "stranger")
        let v = View(name: "v"), u = View(name: "u")
        s.addSubview(x)
        let report = XCTAssertMisuse(.insertionOutOfRange) { s.insertSubview(v, at: 5) }
        XCTAssertEqual(report?.outcome, .reported)
        XCTAssertEqual(
            report?.description,
            "MIS-18 (insertionOutOfRange): \"v\" was inserted into \"S\" at index 5: that position does not exist, so it was appended at the end "
                + "of the subviews (in front of the others), as UIKit does. Fix: pass an index within the subviews, or a "
                + "sibling that is a subview of \"S\".")
        XCTAssertMisuse(.insertionOutOfRange) { s.insertSubview(x, at: 9) }  // a reorder past the end: to the front
        XCTAssertMisuse(.insertionOutOfRange) { s.insertSubview(u, aboveSubview: stranger) }
        XCTAssertEqual(s.subviews.map(\.name), ["v", "x", "u"])
        s.containmentPolicy = .strict
        let w = View(name: "w")
        let recorder = TraceRecorder()
        s.attach(recorder)
        XCTAssertMisuse(.insertionOutOfRange, unchanged: [s], recorder: recorder) { s.insertSubview(w, at: 4) }
        XCTAssertMisuse(.insertionOutOfRange, unchanged: [s], recorder: recorder) {
            s.insertSubview(w, belowSubview: stranger)
        }
        XCTAssertNil(w.superview)
    }

    // VIEW-7
    @MainActor func testVIEW7OneSuperviewWindowAtRootAndDescendantOfItself() async throws {
        let w = Window(name: "W"), a = View(name: "A"), b = View(name: "B"), v = View(name: "v")
        a.addSubview(v)
        b.addSubview(v)
        XCTAssertTrue(a.subviews.isEmpty)
        XCTAssertEqual(b.subviews.map(\.name), ["v"])
        XCTAssertNil(v.window)
        w.addSubview(b)
        XCTAssertTrue(v.window === w)
        XCTAssertTrue(w.window === w)
        XCTAssertTrue(v.isDescendant(of: v))
        XCTAssertTrue(v.isDescendant(of: w))
        XCTAssertFalse(v.isDescendant(of: a))
        XCTAssertFalse(b.isDescendant(of: v))
        XCTAssertNil(w.superview)
    }

    // VIEW-8
    @MainActor func testVIEW8RemovingAViewWithoutSuperviewDoesNothing() async throws {
        let v = View(name: "v")
        let recorder = TraceRecorder()
        v.attach(recorder)
        v.removeFromSuperview()
        XCTAssertTrace(recorder, equals: [])
        XCTAssertNil(v.superview)
    }

    // VIEW-7: the responder chain of plain views is the superview chain.
    @MainActor func testNextResponderOfAViewIsItsSuperview() async throws {
        let s = View(name: "S"), v = View(name: "v")
        s.addSubview(v)
        XCTAssertTrue(v.next === s)
        XCTAssertNil(s.next)
    }
}
