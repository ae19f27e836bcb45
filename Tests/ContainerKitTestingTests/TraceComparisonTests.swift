import ContainerKit
import ContainerKitTesting
import XCTest

final class TraceComparisonTests: XCTestCase {
    // TRACE-4: exact comparison passes only on identical traces.
    func testTRACE4ExactComparison() {
        XCTAssertNil(TraceComparison.exact(["a", "b"], ["a", "b"]))
        XCTAssertNil(TraceComparison.exact([], []))
        XCTAssertNotNil(TraceComparison.exact(["a", "b", "c"], ["a", "b"]), "an extra line fails")
        XCTAssertNotNil(TraceComparison.exact(["a"], ["a", "b"]), "a missing line fails")
        XCTAssertNotNil(TraceComparison.exact(["b", "a"], ["a", "b"]), "another order fails")
    }

    // TRACE-4: the failure prints both traces side by side and marks the first difference.
    func testTRACE4ExactMismatchIsPrintedSideBySide() throws {
        let mismatch = try XCTUnwrap(
            TraceComparison.exact(
                ["v.willMove(toSuperview: S)", "v.didMoveToSuperview", "S.didAddSubview(v)", "extra"],
                ["v.willMove(toSuperview: S)", "S.didAddSubview(v)", "v.didMoveToSuperview"]
            ))
        XCTAssertEqual(
            mismatch.description,
            """
            The trace differs from the expected one at line 2 (4 lines recorded, 3 expected).
                expected                     | recorded
              1 v.willMove(toSuperview: S)   | 1 v.willMove(toSuperview: S)
            > 2 S.didAddSubview(v)           | 2 v.didMoveToSuperview
              3 v.didMoveToSuperview         | 3 S.didAddSubview(v)
                                             | 4 extra
            Recorded, to paste as the expectation once you checked it against the rules:
            [
                "v.willMove(toSuperview: S)",
                "v.didMoveToSuperview",
                "S.didAddSubview(v)",
                "extra",
            ]

            """)
    }

    // TRACE-4: subsequence comparison allows other lines between the expected ones.
    func testTRACE4InOrderComparison() {
        XCTAssertNil(TraceComparison.inOrder(["a", "x", "b", "y", "c"], ["a", "b", "c"]))
        XCTAssertNil(TraceComparison.inOrder(["a"], []))
        XCTAssertNotNil(TraceComparison.inOrder(["c", "b", "a"], ["a", "b"]), "order matters")
        XCTAssertNotNil(TraceComparison.inOrder(["a", "b"], ["a", "a"]), "each recorded line matches once")
    }

    // TRACE-4: the in-order failure marks the first expected line that was not found.
    func testTRACE4InOrderMismatchMarksTheFirstMissingLine() throws {
        let mismatch = try XCTUnwrap(TraceComparison.inOrder(["a", "x", "b"], ["a", "c", "b"]))
        XCTAssertEqual(
            mismatch.description,
            """
            Expected line 2 "c" was not recorded after recorded line 1 (1 of 3 expected lines found in order).
                expected | recorded
              1 a        | 1 a
                         | 2 x
                         | 3 b
            > 2 c        | 
              3 b        | 
            Recorded, to paste as the expectation once you checked it against the rules:
            [
                "a",
                "x",
                "b",
            ]

            """)
    }

    // TRACE-4: the XCTest assertions pass on matching traces.
    @MainActor func testTRACE4AssertionsPassOnMatchingTraces() async throws {
        let s = View(name: "S")
        let recorder = TraceRecorder()
        s.attach(recorder)
        s.addSubview(View(name: "v"))
        XCTAssertTrace(recorder, equals: ["v.willMove(toSuperview: S)", "v.didMoveToSuperview", "S.didAddSubview(v)"])
        XCTAssertTrace(recorder, containsInOrder: ["v.willMove(toSuperview: S)", "S.didAddSubview(v)"])
        XCTAssertTraceLines(["a", "b"], equal: ["a", "b"])
        XCTAssertTraceLines(["a", "x", "b"], containInOrder: ["a", "b"])
    }

    // TRACE-4: the pasteable literal escapes what a Swift string literal must escape.
    func testTRACE4RecordedLiteralEscapesNames() throws {
        let mismatch = try XCTUnwrap(TraceComparison.exact(["say \"hi\"\\now.viewDidLoad"], []))
        XCTAssertEqual(mismatch.recordedLiteral, "[\n    \"say \\\"hi\\\"\\\\now.viewDidLoad\",\n]")
        XCTAssertEqual(TraceComparison.exact([], ["a"])?.recordedLiteral, "[]")
    }

    // TRACE-4: traces filter by subject and by hook kind.
    @MainActor func testTRACE4FiltersBySubjectAndHook() async throws {
        let w = Window(name: "W"), p = ViewController(name: "P"), c = ViewController(name: "C")
        w.rootViewController = p
        p.addChild(c, into: p.view)
        let recorder = TraceRecorder()
        w.attach(recorder)
        w.makeKeyAndVisible()
        XCTAssertEqual(
            recorder.lines(subjects: ["C"]),
            [
                "C.viewWillAppear",
                "C.viewIsAppearing",
                "C.viewWillLayoutSubviews",
                "C.viewDidLayoutSubviews",
                "C.viewDidAppear",
            ])
        XCTAssertTrace(recorder, hooks: [.viewDidAppear], equals: ["P.viewDidAppear", "C.viewDidAppear"])
        XCTAssertTrace(
            recorder, subjects: ["P", "C"], hooks: LifecycleEvent.Hook.appearance,
            equals: [
                "P.viewWillAppear", "C.viewWillAppear", "P.viewDidAppear", "C.viewDidAppear",
            ])
        XCTAssertEqual(recorder.lines(subjects: ["nobody"]), [])
        // The same filter on events, for a diagram of part of a trace (TRACE-6).
        XCTAssertEqual(recorder.events(subjects: ["C"], hooks: [.viewDidAppear]).map(\.line), ["C.viewDidAppear"])
        XCTAssertEqual(
            recorder.events(subjects: ["C"]).mermaidSequenceDiagram(),
            """
            sequenceDiagram
                participant p1 as C
                p1->>p1: viewWillAppear
                p1->>p1: viewIsAppearing
                p1->>p1: viewWillLayoutSubviews
                p1->>p1: viewDidLayoutSubviews
                p1->>p1: viewDidAppear

            """)
        XCTAssertEqual(
            recorder.events.map(\.hook),
            [
                .viewWillAppear, .viewWillAppear, .viewIsAppearing, .viewIsAppearing,  // APP-12
                .viewWillLayoutSubviews, .layoutSubviews, .viewDidLayoutSubviews,
                .viewWillLayoutSubviews, .layoutSubviews, .viewDidLayoutSubviews, .viewDidAppear, .viewDidAppear,
            ])
        XCTAssertEqual(LifecycleEvent.Hook.allCases.count, Set(LifecycleEvent.Hook.allCases.map(\.rawValue)).count)
    }
}
