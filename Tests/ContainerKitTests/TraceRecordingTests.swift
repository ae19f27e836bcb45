import ContainerKitTesting
import XCTest

@testable import ContainerKit

/// A view that runs `onDidMoveToWindow` after recording its hook.
@MainActor
private final class WindowHookView: View {
    var onDidMoveToWindow: (() -> Void)?
    override func didMoveToWindow() {
        super.didMoveToWindow()
        onDidMoveToWindow?()
    }
}

/// A view whose `didMoveToWindow` forgets `super` (`MIS-11`): a report in the middle of an operation.
@MainActor
private final class ForgetfulWindowView: View {
    override func didMoveToWindow() {}
}

/// A visible window `W` with a recorder, and `S` holding `a` (whose window hook runs a closure)
/// then `b`, not placed yet.
@MainActor
private func windowWithSAB() -> (Window, TraceRecorder, View, WindowHookView) {
    let window = Window(name: "W")
    window.makeKeyAndVisible()
    let recorder = TraceRecorder()
    window.attach(recorder)
    let s = View(name: "S"), a = WindowHookView(name: "a")
    s.addSubview(a)
    s.addSubview(View(name: "b"))
    return (window, recorder, s, a)
}

/// How events are recorded (profiled) and the two rules on recorders and marks (`TRACE-7`,
/// `TRACE-8`).
final class TraceRecordingTests: XCTestCase {
    // TRACE-7: a recorder detached inside a hook records nothing more of that operation (the
    // other view entering the window, the superview's hooks) nor of any later one.
    @MainActor func testTRACE7RecorderDetachedInAHookRecordsNothingMore() async throws {
        let (window, recorder, s, a) = windowWithSAB()
        a.onDidMoveToWindow = { recorder.detach() }
        window.addSubview(s)
        XCTAssertTrace(
            recorder,
            equals: [
                "S.willMove(toWindow: W)", "a.willMove(toWindow: W)", "b.willMove(toWindow: W)",
                "S.willMove(toSuperview: W)", "a.didMoveToWindow",
            ])
        XCTAssertNil(recorder.host)
        window.addSubview(View(name: "later"))
        s.removeFromSuperview()
        XCTAssertEqual(recorder.lines.last, "a.didMoveToWindow")
        XCTAssertEqual(recorder.events.count, 5)
    }

    // TRACE-7: detached inside a hook and attached to another tree at once, the recorder sees the
    // new tree's operations and still nothing more of the operation in progress on the old one.
    @MainActor func testTRACE7RecorderReattachedInAHookSeesOnlyItsNewTree() async throws {
        let (window, recorder, s, a) = windowWithSAB()
        let other = Window(name: "W2")
        a.onDidMoveToWindow = { other.attach(recorder) }
        window.addSubview(s)
        XCTAssertEqual(recorder.lines.last, "a.didMoveToWindow")
        recorder.removeAll()
        other.addSubview(View(name: "x"))
        XCTAssertTrace(
            recorder,
            equals: [
                "x.willMove(toWindow: W2)", "x.willMove(toSuperview: W2)", "x.didMoveToWindow", "x.didMoveToSuperview",
                "W2.didAddSubview(x)",
            ])
    }

    // TRACE-7: a log detached inside a hook receives no report from the rest of that operation.
    @MainActor func testTRACE7LogDetachedInAHookReceivesNothingMore() async throws {
        let window = Window(name: "W")
        window.makeKeyAndVisible()
        let log = DiagnosticsLog(), kept = DiagnosticsLog()
        window.attach(log)
        let s = View(name: "S"), a = WindowHookView(name: "a"), forgetful = ForgetfulWindowView(name: "f")
        s.attach(kept)
        s.addSubview(a)
        s.addSubview(forgetful)
        a.onDidMoveToWindow = { log.detach() }
        XCTAssertMisuse(.missingSuperCall) { window.addSubview(s) }
        XCTAssertEqual(log.reports.map(\.misuse), [])
        XCTAssertEqual(kept.reports.map(\.misuse), [.missingSuperCall], "the log still attached gets the report")
    }

    // TRACE-8: a mark stands in the trace where it was made, between the hooks around it; exact
    // and in-order comparisons read it as a line.
    @MainActor func testTRACE8MarkStandsInOrderWithTheHooks() async throws {
        let s = View(name: "S"), v = WindowHookView(name: "v")
        let recorder = TraceRecorder()
        s.attach(recorder)
        recorder.mark("start")
        s.addSubview(v)
        recorder.mark("completion(v)")
        v.removeFromSuperview()
        XCTAssertTrace(
            recorder,
            equals: [
                "start", "v.willMove(toSuperview: S)", "v.didMoveToSuperview", "S.didAddSubview(v)", "completion(v)",
                "S.willRemoveSubview(v)", "v.willMove(toSuperview: nil)", "v.didMoveToSuperview",
            ])
        XCTAssertTrace(recorder, containsInOrder: ["S.didAddSubview(v)", "completion(v)", "S.willRemoveSubview(v)"])
        XCTAssertNotNil(TraceComparison.inOrder(recorder.lines, ["completion(v)", "S.didAddSubview(v)"]))
        XCTAssertEqual(recorder.events[4], .mark("completion(v)"))
        XCTAssertEqual(recorder.events[4].hook, .mark)
        XCTAssertEqual(recorder.events[4].subject, .none)
    }

    // TRACE-8: a mark made inside a hook (a completion, an assertion point) lands between the hook
    // that ran it and the next one.
    @MainActor func testTRACE8MarkInsideAHookLandsAfterThatHook() async throws {
        let window = Window(name: "W")
        window.makeKeyAndVisible()
        let recorder = TraceRecorder()
        window.attach(recorder)
        let v = WindowHookView(name: "v")
        v.onDidMoveToWindow = { recorder.mark("v is visible") }
        window.addSubview(v)
        XCTAssertTrace(
            recorder,
            equals: [
                "v.willMove(toWindow: W)", "v.willMove(toSuperview: W)", "v.didMoveToWindow", "v is visible",
                "v.didMoveToSuperview", "W.didAddSubview(v)",
            ])
    }

    // TRACE-8: filters keep marks by subject (a mark belongs to no node) and by hook only when
    // asked for; the validator accepts them anywhere; the diagram shows them as notes.
    @MainActor func testTRACE8MarksInFiltersValidationAndDiagrams() async throws {
        let s = View(name: "S"), v = View(name: "v")
        let recorder = TraceRecorder()
        s.attach(recorder)
        s.addSubview(v)
        recorder.mark("added")
        v.removeFromSuperview()
        XCTAssertEqual(recorder.lines(subjects: ["S"]), ["S.didAddSubview(v)", "added", "S.willRemoveSubview(v)"])
        XCTAssertEqual(recorder.lines(hooks: [.didAddSubview]), ["S.didAddSubview(v)"])
        XCTAssertEqual(recorder.lines(hooks: [.didAddSubview, .mark]), ["S.didAddSubview(v)", "added"])
        XCTAssertEqual(TraceValidator().validateComplete(recorder.events).map(\.description), [])
        XCTAssertEqual(
            recorder.mermaidSequenceDiagram(),
            """
            sequenceDiagram
                participant p1 as v
                participant p2 as S
                p2->>p1: willMove(toSuperview: S)
                p1->>p1: didMoveToSuperview
                p1->>p2: didAddSubview(v)
                Note over p1,p2: added
                p1->>p2: willRemoveSubview(v)
                p1->>p1: willMove(toSuperview: nil)
                p1->>p1: didMoveToSuperview

            """)
        let marksOnly = TraceRecorder()
        marksOnly.mark("a;b")
        XCTAssertEqual(
            marksOnly.mermaidSequenceDiagram(),
            "sequenceDiagram\n    participant p0 as trace\n    Note over p0: a#59;b\n")
    }

    // A line shows the name its subject had when the event was recorded, and the event outlives
    // its subject without keeping it alive (LIFE-1).
    @MainActor func testLinesShowTheNameAtRecordTimeAndKeepNothingAlive() async throws {
        let s = View(name: "S")
        let recorder = TraceRecorder()
        s.attach(recorder)
        let tracker = LifetimeTracker()
        do {
            let unnamed = View()
            let controller = ViewController(name: "home")
            tracker.track(unnamed)
            tracker.track(controller)
            s.addSubview(unnamed)
            unnamed.name = "renamed"
            s.addSubview(controller.view)
            controller.name = "feed"
            unnamed.removeFromSuperview()
            controller.view.removeFromSuperview()
        }
        tracker.assertAllReleased()
        XCTAssertEqual(
            recorder.lines(hooks: [.didAddSubview, .willRemoveSubview]),
            [
                "S.didAddSubview(View)", "S.didAddSubview(home.view)", "S.willRemoveSubview(renamed)",
                "S.willRemoveSubview(feed.view)",
            ])
    }

    // Subjects are equal when they stand for the same node under the same name, however the name
    // was recorded.
    @MainActor func testSubjectsCompareByNodeAndName() async throws {
        let v = View()
        let before = TraceSubject(v)
        v.name = "View"
        XCTAssertEqual(before, TraceSubject(v))
        XCTAssertEqual(before.hashValue, TraceSubject(v).hashValue)
        v.name = "other"
        XCTAssertNotEqual(before, TraceSubject(v))
        XCTAssertEqual(TraceSubject(v).serialNumber, v.serialNumber)
        XCTAssertNotEqual(TraceSubject(View()), before)
    }
}
