import ContainerKitTesting
import XCTest

@testable import ContainerKit

@MainActor
private final class OverridingView: View {
    var calls: [String] = []
    override func didMoveToSuperview() {
        calls.append("override")
        super.didMoveToSuperview()
    }
}

@MainActor
private final class ForgetfulView: View {
    override func didMoveToSuperview() {}  // MIS-11: no super
}

final class TraceTests: XCTestCase {
    // TRACE-1: overridden hooks are recorded by the base implementation, in call order.
    @MainActor func testTRACE1OverriddenHooksAreRecorded() async throws {
        let s = View(name: "S"), v = OverridingView(name: "v")
        let recorder = TraceRecorder()
        s.attach(recorder)
        s.addSubview(v)
        XCTAssertEqual(v.calls, ["override"])
        XCTAssertTrace(recorder, equals: ["v.willMove(toSuperview: S)", "v.didMoveToSuperview", "S.didAddSubview(v)"])
        XCTAssertEqual(recorder.events[1], .didMoveToSuperview(TraceSubject(v)))
        XCTAssertEqual(recorder.events[0].subject.id, ObjectIdentifier(v))
    }

    // TRACE-1, MIS-11: an override without super is missing from the trace and reported.
    @MainActor func testTRACE1AndMIS11OverrideWithoutSuperIsReported() async throws {
        let s = View(name: "S"), v = ForgetfulView(name: "v")
        let recorder = TraceRecorder(), log = DiagnosticsLog()
        s.attach(recorder)
        s.attach(log)
        XCTAssertMisuse(.missingSuperCall) { s.addSubview(v) }
        XCTAssertTrace(recorder, equals: ["v.willMove(toSuperview: S)", "S.didAddSubview(v)"])
        XCTAssertEqual(log.reports.map(\.misuse), [.missingSuperCall])
        XCTAssertEqual(log.reports.first?.nodes, ["v"])
        XCTAssertEqual(
            log.reports.first?.description,
            "MIS-11 (missingSuperCall): ForgetfulView \"v\" overrides didMoveToSuperview() without calling super, so ContainerKit "
                + "could not record it. Fix: call super.didMoveToSuperview() in the override.")
        XCTAssertTrue(v.superview === s, "the change itself is complete")
    }

    // A hook that user code calls directly is not a lifecycle event and records nothing.
    @MainActor func testDirectHookCallsRecordNothing() async throws {
        let s = View(name: "S"), v = View(name: "v")
        let recorder = TraceRecorder()
        s.attach(recorder)
        s.addSubview(v)
        recorder.removeAll()
        v.didMoveToSuperview()
        s.didAddSubview(v)
        XCTAssertTrace(recorder, equals: [])
    }

    #if CONTAINERKIT_TEST_SWITCHES  // the counters of TestSwitches
    // TRACE-2: with no recorder attached no event is built (and so no string formatted).
    @MainActor func testTRACE2NoRecorderBuildsNoEvent() async throws {
        let attachedElsewhere = Engine.attachmentCount  // other tests' trees may still be alive
        let before = TestSwitches.builtEventCount
        let w = Window(name: "W")
        w.makeKeyAndVisible()
        let tree = makeWideTree(count: 500, fanOut: 4)
        w.addSubview(tree)
        tree.removeFromSuperview()
        XCTAssertEqual(TestSwitches.builtEventCount, before)

        // A recorder on another tree still builds nothing for this one.
        let elsewhere = View(name: "elsewhere")
        let recorder = TraceRecorder()
        elsewhere.attach(recorder)
        w.addSubview(tree)
        XCTAssertEqual(TestSwitches.builtEventCount, before)
        XCTAssertTrue(recorder.events.isEmpty)
        recorder.detach()
        XCTAssertEqual(Engine.attachmentCount, attachedElsewhere)
    }
    #endif

    // TRACE-3: recorders are scoped to their trees and can watch at the same time.
    @MainActor func testTRACE3RecordersAreScopedToTheirTrees() async throws {
        let w1 = Window(name: "W1"), w2 = Window(name: "W2")
        let inner = View(name: "inner")
        w1.addSubview(inner)
        let r1 = TraceRecorder(), r2 = TraceRecorder(), rInner = TraceRecorder()
        w1.attach(r1)
        w2.attach(r2)
        inner.attach(rInner)

        inner.addSubview(View(name: "x"))
        w2.addSubview(View(name: "y"))
        w1.addSubview(View(name: "z"))

        XCTAssertTrace(
            r1,
            equals: [
                "x.willMove(toWindow: W1)", "x.willMove(toSuperview: inner)", "x.didMoveToWindow",
                "x.didMoveToSuperview", "inner.didAddSubview(x)",
                "z.willMove(toWindow: W1)", "z.willMove(toSuperview: W1)", "z.didMoveToWindow",
                "z.didMoveToSuperview", "W1.didAddSubview(z)",
            ])
        XCTAssertTrace(
            r2,
            equals: [
                "y.willMove(toWindow: W2)", "y.willMove(toSuperview: W2)", "y.didMoveToWindow",
                "y.didMoveToSuperview", "W2.didAddSubview(y)",
            ])
        XCTAssertTrace(rInner, equals: Array(r1.lines.prefix(5)), "a nested recorder sees operations inside its node")
    }

    // TRACE-3: attaching a recorder elsewhere moves it; detaching and releasing hosts keep counts right.
    @MainActor func testTRACE3AttachDetachAndReleasedHosts() async throws {
        let recorder = TraceRecorder()
        let attachedElsewhere = Engine.attachmentCount
        do {
            let a = View(name: "A")
            a.attach(recorder)
            XCTAssertTrue(recorder.host === a)
            let b = View(name: "B")
            b.attach(recorder)
            XCTAssertTrue(recorder.host === b)
            a.addSubview(View(name: "ignored"))
            XCTAssertTrue(recorder.events.isEmpty)
            XCTAssertEqual(Engine.attachmentCount, attachedElsewhere + 1)
        }
        XCTAssertNil(recorder.host, "the host was released")
        XCTAssertEqual(Engine.attachmentCount, attachedElsewhere)
    }

    // TRACE-4 (the comparisons themselves are tested in ContainerKitTestingTests).
    @MainActor func testTRACE4StructuredEventsCarryTheirArguments() async throws {
        let w = Window(name: "W"), v = View(name: "v")
        let recorder = TraceRecorder()
        w.attach(recorder)
        w.addSubview(v)
        v.removeFromSuperview()
        XCTAssertEqual(
            recorder.events,
            [
                .willMoveToWindow(TraceSubject(v), newWindow: TraceSubject(w)),
                .willMoveToSuperview(TraceSubject(v), newSuperview: TraceSubject(w)),
                .didMoveToWindow(TraceSubject(v)),
                .didMoveToSuperview(TraceSubject(v)),
                .didAddSubview(TraceSubject(w), subview: TraceSubject(v)),
                .willRemoveSubview(TraceSubject(w), subview: TraceSubject(v)),
                .willMoveToSuperview(TraceSubject(v), newSuperview: nil),
                .willMoveToWindow(TraceSubject(v), newWindow: nil),
                .didMoveToWindow(TraceSubject(v)),
                .didMoveToSuperview(TraceSubject(v)),
            ])
    }

    // Names default to the type's name.
    @MainActor func testDefaultNamesAreTypeNames() async throws {
        XCTAssertEqual(View().name, "View")
        XCTAssertEqual(Window().name, "Window")
        XCTAssertEqual(ProbeView().name, "ProbeView")
        let renamed = View()
        renamed.name = "renamed"
        XCTAssertEqual(renamed.name, "renamed")
    }
}
