import ContainerKitTesting
import Foundation
import XCTest

@testable import ContainerKit

/// How reports travel: to attached logs, else to the unhandled-report handler (stderr by default).
final class DiagnosticsTests: XCTestCase {
    // MIS-5 as the example: with no log attached anywhere above, the report goes to standard error.
    @MainActor func testUnhandledReportsArePrintedToStderr() async throws {
        let c = ViewController(name: "C")
        Diagnostics.routesReportsToTests = false
        defer { Diagnostics.routesReportsToTests = true }
        let printed = try captureStandardError { c.viewWillAppear(false) }
        XCTAssertEqual(
            printed,
            "ContainerKit: MIS-5 (directAppearanceCall): viewWillAppear(_:) was called on \"C\" by user code; appearance hooks are "
                + "called by ContainerKit only. Nothing was recorded and the appearance state is unchanged. "
                + "Fix: use beginAppearanceTransition(_:animated:) and endAppearanceTransition() to drive a child.\n")
    }

    // The handler can be replaced, for example to fail a test.
    @MainActor func testTheUnhandledReportHandlerCanBeReplaced() async throws {
        let saved = Diagnostics.reportHandler
        defer { Diagnostics.reportHandler = saved }
        var received: [MisuseError] = []
        Diagnostics.reportHandler = { received.append($0) }
        ViewController(name: "C").endAppearanceTransition()
        XCTAssertEqual(received.map(\.misuse), [.unbalancedAppearanceTransition])
    }

    // The channel's handler scoped to a piece of code (task-local): the innermost scope receives
    // the report instead of the process-wide handler, the tree's logs still receive it first, and
    // nothing needs restoring afterwards.
    @MainActor func testAScopedHandlerReceivesTheReportsOfItsScopeOnly() async throws {
        var outer: [String] = [], inner: [String] = [], process: [String] = []
        let saved = Diagnostics.reportHandler
        defer { Diagnostics.reportHandler = saved }
        Diagnostics.reportHandler = { process.append($0.misuse.id) }
        let log = DiagnosticsLog()
        let c = ViewController(name: "C")
        c.attach(log)
        withDiagnosticsHandler({ outer.append($0.misuse.id) }) {
            c.endAppearanceTransition()  // MIS-6
            withDiagnosticsHandler({ inner.append($0.misuse.id) }) {
                let v = View(name: "v")
                v.addSubview(v)  // MIS-7
            }
            c.endAppearanceTransition()
        }
        ViewController(name: "D").endAppearanceTransition()
        XCTAssertEqual(outer, ["MIS-6", "MIS-6"])
        XCTAssertEqual(inner, ["MIS-7"])
        XCTAssertEqual(process, ["MIS-6"], "after the scope, the process-wide handler again")
        XCTAssertEqual(log.reports.map(\.misuse.id), ["MIS-6", "MIS-6"], "the tree's log first, as always")
    }

    // A scope covers what its code sets off: a report made by a hook that the operation called.
    @MainActor func testAScopedHandlerReceivesReportsMadeInsideHooks() async throws {
        final class Reporting: View {
            override func didMoveToWindow() {
                super.didMoveToWindow()
                ViewController(name: "h").endAppearanceTransition()  // MIS-6, from inside the hook
            }
        }
        var reports: [String] = []
        let w = Window(name: "W")
        withDiagnosticsHandler({ reports.append("\($0.misuse.id) \($0.nodes)") }) {
            w.addSubview(Reporting(name: "r"))
        }
        XCTAssertEqual(reports, ["MIS-6 [\"h\"]"])
    }

    // Inside the scope a refusal is still thrown by withMisuseChecking, not handed to the scope.
    @MainActor func testWithMisuseCheckingStillThrowsInsideAScope() async throws {
        var reports: [MisuseError] = []
        let v = View(name: "v")
        let thrown = withDiagnosticsHandler({ reports.append($0) }) {
            Result { () throws(MisuseError) in try withMisuseChecking { v.addSubview(v) } }
        }
        guard case .failure(let error) = thrown else { return XCTFail("the refusal was not thrown") }
        XCTAssertEqual(error.misuse, .viewCycle)
        XCTAssertEqual(reports, [])
    }

    // The asynchronous form keeps its scope across suspensions, and two tasks running at the same
    // time keep their own scopes (what a global replaced by one test would break for the other).
    @MainActor func testScopesOfConcurrentTasksStayApart() async throws {
        @MainActor final class Collected { var names: [String] = [] }
        let first = Collected(), second = Collected()
        func run(_ name: String, into collected: Collected) -> Task<Void, Never> {
            Task { @MainActor in
                await withDiagnosticsHandler({ collected.names.append($0.nodes.joined()) }) {
                    for _ in 0..<3 {
                        ViewController(name: name).endAppearanceTransition()
                        await Task.yield()
                    }
                }
            }
        }
        let a = run("a", into: first), b = run("b", into: second)
        _ = await (a.value, b.value)
        XCTAssertEqual(first.names, ["a", "a", "a"])
        XCTAssertEqual(second.names, ["b", "b", "b"])
    }

    // Logs and recorders attach to one node at a time, detach, and forget.
    @MainActor func testLogsAndRecordersAttachDetachAndForget() async throws {
        let a = View(name: "A"), b = View(name: "B")
        let log = DiagnosticsLog(), recorder = TraceRecorder()
        let baseline = Engine.attachmentCount
        a.attach(log)
        a.attach(log)  // attaching twice to the same node changes nothing
        a.attach(recorder)
        XCTAssertEqual(Engine.attachmentCount, baseline + 2)
        b.attach(log)  // moves it
        XCTAssertTrue(log.host === b)
        XCTAssertEqual(Engine.attachmentCount, baseline + 2)

        let c = ViewController(name: "C")
        b.addSubview(c.view)
        XCTAssertMisuse(.unbalancedAppearanceTransition) { c.endAppearanceTransition() }
        XCTAssertEqual(log.reports.count, 1)
        log.removeAll()
        XCTAssertTrue(log.reports.isEmpty)

        a.addSubview(View(name: "x"))
        XCTAssertEqual(recorder.lines.count, 3)
        recorder.removeAll()
        XCTAssertTrue(recorder.events.isEmpty)
        XCTAssertTrue(recorder.host === a, "removeAll keeps it attached")

        log.detach()
        recorder.detach()
        XCTAssertNil(log.host)
        XCTAssertNil(recorder.host)
        XCTAssertEqual(Engine.attachmentCount, baseline)
        log.detach()  // detaching a detached log does nothing
        XCTAssertEqual(Engine.attachmentCount, baseline)
    }

    // Errors describe themselves with the rule, the message and the fix.
    @MainActor func testMisuseIdentifiersAreTheSpecsRuleIDs() async throws {
        XCTAssertEqual(Misuse.viewCycle.id, "MIS-7")
        XCTAssertEqual("\(Misuse.tornDown)", "MIS-12")
        // Every MIS rule, MIS-1..23 (MIS-8 and MIS-14 belong to navigation and tabs, MIS-20 to
        // presentation, MIS-21..23 to Auto Layout).
        XCTAssertEqual(
            Set(Misuse.allCases.map(\.id).filter { $0.hasPrefix("MIS-") }),
            Set((1...23).map { "MIS-\($0)" }))
        XCTAssertEqual(TraceSubject(View(name: "v")).description, "v")
        XCTAssertEqual(Rect(x: 1, y: 2, width: 3, height: 4).description, "(1.0, 2.0, 3.0, 4.0)")
    }
}

/// Runs `body` with file descriptor 2 redirected into a pipe and returns what was written.
@MainActor
private func captureStandardError(_ body: () -> Void) throws -> String {
    let pipe = Pipe()
    let saved = dup(2)
    dup2(pipe.fileHandleForWriting.fileDescriptor, 2)
    body()
    dup2(saved, 2)
    close(saved)
    try pipe.fileHandleForWriting.close()
    return String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
}
