/// The one channel every misuse travels through.
///
/// A misuse, refused or reported, goes to every ``DiagnosticsLog`` attached at or above the nodes
/// involved, then to the process-wide ``reportHandler``. Inside ``withMisuseChecking(_:)`` a
/// refusal goes to the caller instead, as a thrown error.
///
/// The default handler routes the report to the running test when the `ContainerKitTesting`
/// module is linked into the process (an unexpected misuse fails the test, under XCTest and under
/// Swift Testing), and otherwise prints it to standard error, as UIKit prints its console
/// warnings. Replace it to route reports into your own logging.
@MainActor
public enum Diagnostics {
    /// Receives every misuse after the tree's logs; replace it to route reports elsewhere.
    ///
    /// The default is ``defaultReportHandler(_:)``.
    public static var reportHandler: @MainActor (MisuseError) -> Void {
        get { EngineState.current.diagnostics.reportHandler }
        set { EngineState.current.diagnostics.reportHandler = newValue }
    }

    /// Routes a report to the running test when `ContainerKitTesting` is linked, otherwise prints
    /// it to standard error as `ContainerKit: MIS-7: ...`.
    ///
    /// - Parameter report: The misuse to deliver.
    public static func defaultReportHandler(_ report: MisuseError) {
        if routesReportsToTests, let sink = testSink {
            sink.receive(report)
            return
        }
        var stderr = StandardError()
        print("ContainerKit: \(report)", to: &stderr)
    }

    /// Whether the default handler hands reports to `ContainerKitTesting` when it is linked; this
    /// package's tests turn it off to check the printing path.
    package static var routesReportsToTests: Bool {
        _read { yield EngineState.current.diagnostics.routesReportsToTests }
        _modify { yield &EngineState.current.diagnostics.routesReportsToTests }
    }

    /// The refusals caught by the innermost ``withMisuseChecking(_:)`` scopes, innermost last.
    static var checkingScopes: [[MisuseError]] {
        _read { yield EngineState.current.diagnostics.checkingScopes }
        _modify { yield &EngineState.current.diagnostics.checkingScopes }
    }

    /// Reports every containment begun with `addChild(_:)` and not finished with
    /// `didMove(toParent:)` (`MIS-19`), as having been left unfinished at `moment`; each child is
    /// reported once. `ContainerKitTesting` calls it when a test ends.
    ///
    /// - Parameter moment: What just happened (``MisuseError/Reason/UnfinishedMoment/testEnded``).
    package static func reportUnfinishedContainment(when moment: MisuseError.Reason.UnfinishedMoment) {
        UnfinishedContainment.reportAll(when: moment)
    }

    /// `ContainerKitTesting`'s sink, when that module is in the process.
    static let testSink: (any _MisuseReportSink.Type)? =
        _typeByName("19ContainerKitTesting13TestReportingO") as? any _MisuseReportSink.Type

    /// Refuses an operation: nothing changed. Inside a checked scope the caller gets the error;
    /// otherwise it goes to the logs above the nodes involved and to the handler. A deferred change
    /// that is refused when it is finally applied is reported as `MIS-15`.
    static func refuse(_ error: MisuseError, touching touched: Touched) {
        var refusal = error
        refusal.outcome = .refused
        if Engine.isApplyingDeferred, Engine.depth == 0, refusal.misuse != .reentrantChange {
            refusal = MisuseError(.deferredChangeRefused(underlying: refusal), outcome: .refused)
        }
        if refusal.location == nil { refusal.location = Engine.callSite }
        if !checkingScopes.isEmpty {
            checkingScopes[checkingScopes.count - 1].append(refusal)
            return
        }
        var logs = OperationScope()
        if Engine.attachmentCount > 0 {
            logs = Engine.scope
            logs.add(touched.a?.observerScope)
            logs.add(touched.b?.observerScope)
            logs.add(touched.c?.observerScope)
            logs.add(touched.d?.observerScope)
            logs.add(touched.parent?.observerScope)
        }
        deliver(refusal, to: logs.logs)
    }

    /// Reports a misuse of the operation in progress; the operation goes ahead.
    static func report(_ report: MisuseError) {
        deliver(report, to: Engine.scope.logs)
    }

    /// Reports a misuse outside any operation (a hook called by user code): the logs above `node`
    /// receive it.
    static func report(at node: Responder, _ report: MisuseError) {
        Engine.run(node) { Diagnostics.report(report) }
    }

    private static func deliver(_ report: MisuseError, to logs: [DiagnosticsLog]) {
        var report = report
        if report.location == nil { report.location = Engine.callSite }
        for log in logs { log.receive(report) }
        currentHandler(report)
    }
}

/// Runs `body` and throws the first operation that ContainerKit refused inside it.
///
/// ContainerKit's operations do not throw (as in UIKit, whose hooks cannot throw); a refused one
/// changes nothing and is reported. When your code must branch on a refusal, run the calls in this
/// scope: refusals inside it are handed to you as the thrown error instead of being reported.
/// Reported misuse (an operation that went ahead) still goes through ``Diagnostics``.
///
/// ```swift
/// do {
///     try withMisuseChecking { leaf.addSubview(root) }
/// } catch {
///     print(error.misuse)   // MIS-7: nothing changed
/// }
/// ```
///
/// The body always runs to its end: later calls in it still run after a refusal. Changes that
/// hooks request and that ContainerKit defers until the operation in progress has finished
/// (`REENT-1`) are outside the scope: a refusal met when one of them is applied is reported
/// (`MIS-15`), never thrown here.
///
/// - Parameter body: The calls to check.
/// - Returns: What `body` returned, when nothing was refused.
/// - Throws: The first ``MisuseError`` refused inside `body`, with ``MisuseError/outcome``
///   ``MisuseError/Outcome/refused``.
@MainActor
public func withMisuseChecking<R>(_ body: () -> R) throws(MisuseError) -> R {
    Diagnostics.checkingScopes.append([])
    let result = body()
    let refusals = Diagnostics.checkingScopes.removeLast()
    if let first = refusals.first { throw first }
    return result
}

/// The receiver of misuse reports inside a test process; `ContainerKitTesting` provides it.
///
/// Not for use outside ContainerKit's own modules.
public protocol _MisuseReportSink {
    /// Delivers a report to the running test.
    @MainActor static func receive(_ report: MisuseError)

    /// The caller began a containment with `addChild(_:)` that it must finish (`MIS-19`): the
    /// sink makes sure the running test's end checks it.
    @MainActor static func containmentWasLeftToCaller()
    /// Delivers invariants of the trees that did not hold at the end of an operation, in this
    /// package's own test builds; `location` is the caller's last located call.
    @MainActor static func receiveInvariantViolations(_ violations: [String], location: CallSite?)
}

extension _MisuseReportSink {
    /// Writes the violations to standard error.
    @MainActor public static func receiveInvariantViolations(_ violations: [String], location: CallSite?) {
        Diagnostics.printInvariantViolations(violations)
    }
}

extension Diagnostics {
    /// Hands invariant violations (test builds only) to the test-support module, or to standard
    /// error without it.
    static func reportInvariantViolations(_ violations: [String]) {
        guard let sink = testSink else { return printInvariantViolations(violations) }
        sink.receiveInvariantViolations(violations, location: Engine.callSite)
    }

    static func printInvariantViolations(_ violations: [String]) {
        var stderr = StandardError()
        for violation in violations { print("ContainerKit invariant violated: \(violation)", to: &stderr) }
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes to file descriptor 2 without Foundation.
struct StandardError: TextOutputStream {
    mutating func write(_ string: String) { writeToStandardError(string) }
}

private func writeToStandardError(_ string: String) {
    var bytes = Array(string.utf8)
    bytes.withUnsafeMutableBytes { buffer in
        guard let base = buffer.baseAddress else { return }
        var offset = 0
        while offset < buffer.count {
            let written = write(2, base + offset, buffer.count - offset)
            if written <= 0 { return }
            offset += written
        }
    }
}
