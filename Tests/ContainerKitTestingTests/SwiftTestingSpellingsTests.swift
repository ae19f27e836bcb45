import ContainerKit
import ContainerKitTesting
import Testing

/// The Swift Testing spellings of the trace assertions (TRACE-4).
@MainActor
@Suite struct SwiftTestingSpellingsTests {
    @Test func traceExpectationsPassOnMatchingTracesAndRecordAMismatch() {
        let s = View(name: "S")
        let recorder = TraceRecorder()
        s.attach(recorder)
        s.addSubview(View(name: "v"))
        expectTrace(recorder, equals: ["v.willMove(toSuperview: S)", "v.didMoveToSuperview", "S.didAddSubview(v)"])
        expectTrace(recorder, subjects: ["S"], equals: ["S.didAddSubview(v)"])
        expectTrace(recorder, containsInOrder: ["v.willMove(toSuperview: S)", "S.didAddSubview(v)"])
        let recorded = TestReporting.capturingFailures {
            expectTrace(recorder, hooks: [.didAddSubview], equals: [])
        }
        #expect(recorded.count == 1)
        #expect(recorded.first?.message.contains("Recorded, to paste as the expectation") == true)
        #expect(recorded.first?.message.contains("\"S.didAddSubview(v)\",") == true)
    }
}
