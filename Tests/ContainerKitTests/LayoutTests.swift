import ContainerKit
import ContainerKitTesting
import XCTest

// LAYOUT-1, LAYOUT-2 (and the geometry of LAYOUT-3): marking, the explicit flush, the controller
// bracket, frames. Flush policy (View+Layout.swift): nothing lays out on its own; only
// `layoutIfNeeded()` does, on a window the whole window.

/// A view that stacks its subviews in a column of `rowHeight`-point rows, full width, and runs an
/// optional closure after `super` in `layoutSubviews()`.
@MainActor
private final class ColumnView: View {
    var rowHeight = 10.0
    var onLayout: ((ColumnView) -> Void)?
    private(set) var layoutCount = 0

    override func layoutSubviews() {
        super.layoutSubviews()
        layoutCount += 1
        for (index, subview) in subviews.enumerated() {
            subview.frame = Rect(x: 0, y: Double(index) * rowHeight, width: bounds.width, height: rowHeight)
        }
        onLayout?(self)
    }
}

/// A controller that records nothing of its own but can run a closure in its layout bracket.
@MainActor
private final class LayoutProbeController: ViewController {
    var onWillLayout: ((LayoutProbeController) -> Void)?
    var onDidLayout: ((LayoutProbeController) -> Void)?
    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        onWillLayout?(self)
    }
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        onDidLayout?(self)
    }
}

/// A view whose `layoutSubviews()` forgets `super`.
@MainActor
private final class ForgetfulLayoutView: View {
    override func layoutSubviews() {}
}

/// A window of 320 x 480 points, laid out once so that nothing is marked, with a recorder attached.
@MainActor
private func makeCleanWindow(_ build: (Window) -> Void = { _ in }) -> (w: Window, recorder: TraceRecorder) {
    let w = Window(name: "W")
    w.frame = Rect(x: 0, y: 0, width: 320, height: 480)
    build(w)
    w.layoutIfNeeded()
    let recorder = TraceRecorder()
    w.attach(recorder)
    return (w, recorder)
}

final class LayoutTests: XCTestCase {
    // MARK: - LAYOUT-1: marks and the explicit flush

    @MainActor func testLAYOUT1_SetNeedsLayoutOnlyMarksAndMarksCoalesce() async throws {
        let v = View(name: "v"), a = View(name: "a")
        let (w, recorder) = makeCleanWindow { w in
            w.addSubview(v)
            v.addSubview(a)
        }
        XCTAssertFalse(v.needsLayout)

        v.setNeedsLayout()
        v.setNeedsLayout()
        v.setNeedsLayout()
        XCTAssertTrue(v.needsLayout)
        XCTAssertTrace(recorder, equals: [], "marking calls nothing")

        w.layoutIfNeeded()
        XCTAssertTrace(recorder, equals: ["v.layoutSubviews"], "three marks, one layout; a is not marked")
        XCTAssertFalse(v.needsLayout)
    }

    @MainActor func testLAYOUT1_WithNothingMarkedLayoutIfNeededCallsNothing() async throws {
        let (w, recorder) = makeCleanWindow { w in
            w.addSubview(makeSubtree().v)
        }
        w.layoutIfNeeded()
        w.subviews[0].layoutIfNeeded()
        XCTAssertTrace(recorder, equals: [])
    }

    @MainActor func testLAYOUT1_NewViewsAndTheirSuperviewsAreMarkedAndNothingLaysOutUntilAFlush() async throws {
        let (w, recorder) = makeCleanWindow()
        let (v, a, a1, b) = makeSubtree()
        XCTAssertTrue(
            v.needsLayout && a.needsLayout && a1.needsLayout && b.needsLayout, "a new view needs its first layout")

        w.addSubview(v)
        w.makeKeyAndVisible()
        XCTAssertFalse(recorder.lines.contains { $0.hasSuffix(".layoutSubviews") }, "adding or showing never lays out")
        XCTAssertTrue(w.needsLayout, "the superview a view joins is marked")

        recorder.removeAll()
        w.layoutIfNeeded()
        XCTAssertTrace(
            recorder,
            equals: [
                "W.layoutSubviews", "v.layoutSubviews", "a.layoutSubviews", "a1.layoutSubviews", "b.layoutSubviews",
            ], "pre-order: parents before their marked descendants")

        recorder.removeAll()
        a.removeFromSuperview()
        w.addSubview(a)
        recorder.removeAll()
        w.layoutIfNeeded()
        XCTAssertTrace(
            recorder, equals: ["W.layoutSubviews", "v.layoutSubviews", "a.layoutSubviews"],
            "a moved view is marked, and so are the superview it left and the one it joined")
    }

    @MainActor func testLAYOUT1_LaysOutFromTheReceiverOnly() async throws {
        let (v, a, a1, _) = makeSubtree()
        let (w, recorder) = makeCleanWindow { w in w.addSubview(v) }
        v.setNeedsLayout()
        a1.setNeedsLayout()

        a.layoutIfNeeded()
        XCTAssertTrace(recorder, equals: ["a1.layoutSubviews"], "v is above the receiver: not laid out")
        XCTAssertTrue(v.needsLayout)

        recorder.removeAll()
        w.layoutIfNeeded()
        XCTAssertTrace(recorder, equals: ["v.layoutSubviews"], "a1 was laid out once, v waited")
    }

    @MainActor func testLAYOUT1_OnlyTheMarkedPathIsLaidOut() async throws {
        let root = makeWideTree(count: 1_000, fanOut: 4)
        let (w, recorder) = makeCleanWindow { w in w.addSubview(root) }
        let deep = root.subviews[3].subviews[2].subviews[1].subviews[0]
        deep.name = "deep"
        deep.setNeedsLayout()
        w.layoutIfNeeded()
        XCTAssertTrace(recorder, equals: ["deep.layoutSubviews"], "its ancestors are on the path but not marked")
    }

    @MainActor func testLAYOUT1_ASizeChangeMarksTheViewAndAMoveDoesNot() async throws {
        let v = View(name: "v")
        let (w, recorder) = makeCleanWindow { w in w.addSubview(v) }

        v.frame = Rect(x: 10, y: 10, width: 0, height: 0)
        XCTAssertFalse(v.needsLayout, "the origin moved; the bounds size did not")
        v.frame = Rect(x: 10, y: 10, width: 100, height: 50)
        XCTAssertTrue(v.needsLayout)
        XCTAssertFalse(w.needsLayout, "the superview is not marked by a subview's size")

        w.layoutIfNeeded()
        XCTAssertTrace(recorder, equals: ["v.layoutSubviews"])
        XCTAssertEqual(v.bounds, Rect(x: 0, y: 0, width: 100, height: 50))
    }

    @MainActor func testLAYOUT1_AParentSizingItsSubviewsHasThemLaidOutInTheSamePass() async throws {
        let column = ColumnView(name: "column")
        let rows = (0..<3).map { View(name: "row\($0)") }
        let (w, recorder) = makeCleanWindow { w in
            w.addSubview(column)
            for row in rows { column.addSubview(row) }
        }
        column.frame = Rect(x: 0, y: 0, width: 200, height: 300)
        w.layoutIfNeeded()

        XCTAssertTrace(
            recorder,
            equals: [
                "column.layoutSubviews", "row0.layoutSubviews", "row1.layoutSubviews", "row2.layoutSubviews",
            ])
        XCTAssertEqual(
            rows.map(\.frame),
            [
                Rect(x: 0, y: 0, width: 200, height: 10),
                Rect(x: 0, y: 10, width: 200, height: 10),
                Rect(x: 0, y: 20, width: 200, height: 10),
            ])
        XCTAssertTrue(rows.allSatisfy { !$0.needsLayout })

        recorder.removeAll()
        column.rowHeight = 20
        column.setNeedsLayout()
        column.layoutIfNeeded()
        XCTAssertTrace(
            recorder,
            equals: [
                "column.layoutSubviews", "row0.layoutSubviews", "row1.layoutSubviews", "row2.layoutSubviews",
            ], "new row sizes mark the rows again")
        XCTAssertEqual(rows[2].frame, Rect(x: 0, y: 40, width: 200, height: 20))
    }

    @MainActor func testLAYOUT1_AViewMarkedBehindThePassWaitsForTheNextOne() async throws {
        let parent = ColumnView(name: "parent"), child = ColumnView(name: "child")
        let (w, recorder) = makeCleanWindow { w in
            w.addSubview(parent)
            parent.addSubview(child)
        }
        var marked = false
        child.onLayout = { _ in
            if !marked { marked = true; parent.setNeedsLayout() }
        }
        parent.setNeedsLayout()
        child.setNeedsLayout()
        w.layoutIfNeeded()
        XCTAssertTrace(recorder, equals: ["parent.layoutSubviews", "child.layoutSubviews"], "each once")
        XCTAssertTrue(parent.needsLayout, "marked after its turn: pending")

        recorder.removeAll()
        w.layoutIfNeeded()
        XCTAssertTrace(recorder, equals: ["parent.layoutSubviews"])
        recorder.removeAll()
        w.layoutIfNeeded()
        XCTAssertTrace(recorder, equals: [])
    }

    @MainActor func testLAYOUT1_LayoutIfNeededFromInsideLayoutSubviewsNeverReentersTheView() async throws {
        let v = ColumnView(name: "v"), a = View(name: "a")
        let (w, recorder) = makeCleanWindow { w in
            w.addSubview(v)
            v.addSubview(a)
        }
        v.frame = Rect(x: 0, y: 0, width: 50, height: 50)
        let countBefore = v.layoutCount
        v.onLayout = { view in
            view.setNeedsLayout()
            view.layoutIfNeeded()  // lays out `a` (sized just now), not `v` again
        }
        w.layoutIfNeeded()
        XCTAssertTrace(recorder, equals: ["v.layoutSubviews", "a.layoutSubviews"])
        XCTAssertTrue(v.needsLayout, "its own mark waits for the next pass")
        XCTAssertEqual(v.layoutCount, countBefore + 1)
    }

    // MARK: - LAYOUT-2: the controller bracket

    @MainActor func testLAYOUT2_ARootViewIsLaidOutBetweenItsControllersWillAndDidHooks() async throws {
        let p = LayoutProbeController(name: "P"), c = LayoutProbeController(name: "C")
        let label = View(name: "label")
        let (w, recorder) = makeCleanWindow { w in
            w.rootViewController = p
            p.addChild(c, into: p.view)
            c.view.addSubview(label)
            w.makeKeyAndVisible()
        }
        p.view.setNeedsLayout()
        label.setNeedsLayout()
        c.view.setNeedsLayout()
        w.layoutIfNeeded()

        XCTAssertTrace(
            recorder,
            equals: [
                "P.viewWillLayoutSubviews",
                "P.view.layoutSubviews",
                "P.viewDidLayoutSubviews",
                "C.viewWillLayoutSubviews",
                "C.view.layoutSubviews",
                "C.viewDidLayoutSubviews",
                "label.layoutSubviews",
            ])
        XCTAssertValidTrace(recorder)
    }

    @MainActor func testLAYOUT2_FirstLayoutOfAWindowWithControllers() async throws {
        let w = Window(name: "W")
        w.frame = Rect(x: 0, y: 0, width: 320, height: 480)
        let p = ViewController(name: "P"), c = ViewController(name: "C")
        w.rootViewController = p
        p.addChild(c, into: p.view)
        w.makeKeyAndVisible()
        let recorder = TraceRecorder()
        w.attach(recorder)

        w.layoutIfNeeded()
        XCTAssertTrace(
            recorder,
            equals: [
                "W.layoutSubviews"
            ])
        // A root controller's view fills the window; addChild(_:into:) fills the target view.
        XCTAssertEqual(p.view.frame, Rect(x: 0, y: 0, width: 320, height: 480))
        XCTAssertEqual(c.view.frame, Rect(x: 0, y: 0, width: 320, height: 480))
    }

    @MainActor func testLAYOUT2_TheRootViewFollowsTheWindowAndAChildFillsItsTargetWhenPlaced() async throws {
        let w = Window(name: "W")
        w.frame = Rect(x: 0, y: 0, width: 320, height: 480)
        let p = ViewController(name: "P"), c = ViewController(name: "C")
        w.rootViewController = p
        let slot = View(name: "slot")
        slot.frame = Rect(x: 10, y: 20, width: 100, height: 60)
        p.view.addSubview(slot)
        p.addChild(c, into: slot)
        XCTAssertEqual(c.view.frame, Rect(x: 0, y: 0, width: 100, height: 60))

        w.layoutIfNeeded()
        w.frame = Rect(x: 0, y: 0, width: 480, height: 320)  // a rotation
        XCTAssertEqual(p.view.frame, Rect(x: 0, y: 0, width: 480, height: 320))
        XCTAssertTrue(p.view.needsLayout && w.needsLayout, "both sizes changed")
        XCTAssertEqual(c.view.frame, Rect(x: 0, y: 0, width: 100, height: 60), "a child is sized once, when placed")
    }

    // MARK: - Re-entrancy, misuse, teardown

    // REENT-1: a tree change requested from layoutSubviews is applied after the pass.
    @MainActor func testREENT1_ATreeChangeFromLayoutSubviewsIsAppliedAfterThePass() async throws {
        let v = ColumnView(name: "v"), b = View(name: "b")
        let late = View(name: "late")
        let (w, recorder) = makeCleanWindow { w in
            w.addSubview(v)
            w.addSubview(b)
        }
        v.onLayout = { view in
            view.onLayout = nil
            view.addSubview(late)
            XCTAssertNil(late.superview, "deferred while the pass runs")
        }
        v.setNeedsLayout()
        b.setNeedsLayout()
        w.layoutIfNeeded()
        XCTAssertTrace(
            recorder,
            equals: [
                "v.layoutSubviews",
                "b.layoutSubviews",
                "late.willMove(toWindow: W)",
                "late.willMove(toSuperview: v)",
                "late.didMoveToWindow",
                "late.didMoveToSuperview",
                "v.didAddSubview(late)",
            ])
        XCTAssertTrue(late.needsLayout && v.needsLayout, "what the change marks waits for the next pass")
        recorder.removeAll()
        w.layoutIfNeeded()
        XCTAssertTrace(recorder, equals: ["v.layoutSubviews", "late.layoutSubviews"])
    }

    @MainActor func testMIS11_LayoutSubviewsWithoutSuperIsReported() async throws {
        let forgetful = ForgetfulLayoutView(name: "forgetful")
        let w = Window(name: "W")
        let log = DiagnosticsLog()
        w.attach(log)
        w.addSubview(forgetful)
        let report = XCTAssertMisuse(.missingSuperCall) { w.layoutIfNeeded() }
        XCTAssertEqual(
            report?.description,
            """
            MIS-11 (missingSuperCall): ForgetfulLayoutView "forgetful" overrides layoutSubviews() without calling super, \
            so ContainerKit could not record it. Fix: call super.layoutSubviews() in the override.
            """)
        XCTAssertEqual(log.reports.map(\.misuse), [.missingSuperCall])
        XCTAssertFalse(forgetful.needsLayout)
    }

    // LIFE-2: no layout hook reaches a torn-down view.
    @MainActor func testLIFE2_ATornDownViewLaysOutNothing() async throws {
        let (v, _, a1, _) = makeSubtree()
        let (w, recorder) = makeCleanWindow { w in w.addSubview(v) }
        a1.setNeedsLayout()
        v.tearDown()
        recorder.removeAll()
        v.layoutIfNeeded()
        a1.layoutIfNeeded()
        w.layoutIfNeeded()
        XCTAssertTrace(
            recorder, equals: ["W.layoutSubviews"], "the window lost a subview; nothing of the torn-down tree")
    }

    // MARK: - LAYOUT-3: frames and container placement

    @MainActor func testLAYOUT3_AContainerPlacesItsContentInItsBoundsMinusItsInsets() async throws {
        let k = ContainerView<View>(name: "K")
        k.prepare(in: nil) { View(name: "content") }
        k.contentInsets = EdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
        k.frame = Rect(x: 5, y: 5, width: 200, height: 100)
        let content = try XCTUnwrap(k.content)
        XCTAssertEqual(content.frame, Rect(x: 16, y: 8, width: 168, height: 84))
        XCTAssertTrue(content.needsLayout, "the content's size changed")
        k.contentInsets = EdgeInsets(all: 0)
        XCTAssertEqual(content.frame, k.bounds)
    }
}
