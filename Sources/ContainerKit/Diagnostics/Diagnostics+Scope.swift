/// Scoped report handlers: `withDiagnosticsHandler(_:operation:)`, the way to catch
/// ContainerKit's reports for the length of one piece of code (a test, a step of one), as
/// swift-issue-reporting scopes its reporters, instead of replacing the process-wide
/// ``Diagnostics/reportHandler`` and restoring it afterwards.
extension Diagnostics {
    /// The handler of the innermost `withDiagnosticsHandler(_:operation:)` scope of
    /// the current task, if any. A task-local value: a scope covers the code it runs, including
    /// the hooks and deferred changes that code sets off, and the tasks it creates; code running
    /// at the same time in another task (another Swift Testing test) keeps its own.
    @TaskLocal static var scopedHandler: ScopedHandler?

    /// A report handler held by a scope.
    ///
    /// `@unchecked Sendable`: the handler is a main-actor closure, created on the main actor by
    /// `withDiagnosticsHandler(_:operation:)` and called only on the main actor, by
    /// ``Diagnostics``. Tasks that inherit the scope carry the box, never call it elsewhere.
    struct ScopedHandler: @unchecked Sendable {
        let receive: @MainActor (MisuseError) -> Void
    }

    /// The handler that receives a report now: the innermost scope's, else the process-wide one.
    static var currentHandler: @MainActor (MisuseError) -> Void {
        scopedHandler?.receive ?? reportHandler
    }
}

/// Runs `operation` with `handler` receiving every misuse report made while it runs, in place of
/// the process-wide ``Diagnostics/reportHandler``.
///
/// The tree's ``DiagnosticsLog``s still receive the reports first, and a refusal inside
/// ``withMisuseChecking(_:)`` is still thrown to its caller. The scope covers everything
/// `operation` sets off: hooks, changes deferred until the operation in progress has finished
/// (`REENT-1`), releases. It is task-local: scopes nest (the innermost handler receives the
/// report), tasks created inside inherit it, and tests running at the same time keep their own,
/// so nothing needs restoring afterwards.
///
/// ```swift
/// var reports: [MisuseError] = []
/// withDiagnosticsHandler({ reports.append($0) }) {
///     child.removeFromParent()  // without willMove(toParent: nil) first
/// }
/// // reports: [MIS-1 (removeFromParentWithoutWillMove): ...]
/// ```
///
/// Inside the scope the reports do not reach the running test: a test that expects a misuse can
/// collect it this way (or with `XCTAssertMisuse`/`#expectMisuse` from `ContainerKitTesting`).
///
/// - Parameters:
///   - handler: Receives each report, on the main actor.
///   - operation: The code whose reports `handler` receives.
/// - Returns: What `operation` returned.
/// - Throws: What `operation` throws.
@MainActor
public func withDiagnosticsHandler<R>(
    _ handler: @escaping @MainActor (MisuseError) -> Void, operation: () throws -> R
) rethrows -> R {
    try Diagnostics.$scopedHandler.withValue(Diagnostics.ScopedHandler(receive: handler), operation: operation)
}

/// Runs the asynchronous `operation` with `handler` receiving every misuse report made while it
/// runs, in place of the process-wide ``Diagnostics/reportHandler``.
///
/// The same scope as `withDiagnosticsHandler(_:operation:)`, across the suspension
/// points of `operation`.
///
/// - Parameters:
///   - handler: Receives each report, on the main actor.
///   - operation: The code whose reports `handler` receives.
/// - Returns: What `operation` returned.
/// - Throws: What `operation` throws.
@MainActor
public func withDiagnosticsHandler<R>(
    _ handler: @escaping @MainActor (MisuseError) -> Void, operation: () async throws -> R
) async rethrows -> R {
    try await Diagnostics.$scopedHandler.withValue(Diagnostics.ScopedHandler(receive: handler), operation: operation)
}
