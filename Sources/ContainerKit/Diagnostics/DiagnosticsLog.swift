/// Collects the misuse reports of one tree.
///
/// Every misuse, refused or reported, goes first to every `DiagnosticsLog` attached at or above
/// the nodes it involves, then to the process-wide ``Diagnostics/reportHandler`` (which, under
/// `ContainerKitTesting`, fails the running test unless the test expected the misuse). A log is
/// the per-tree record: read ``reports`` to see what a tree went through.
///
/// ```swift
/// let log = DiagnosticsLog()
/// window.attach(log)
/// // ... exercise the tree ...
/// XCTAssertEqual(log.reports.map(\.misuse), [])
/// ```
@MainActor
public final class DiagnosticsLog: AttachmentCounting {
    /// The reports received, oldest first.
    public private(set) var reports: [MisuseError] = []

    /// The node this log is attached to, if any.
    public var host: Responder? { hostTether?.target }
    /// The link to ``host``: a tether, not a `weak` reference, so that the host (usually the
    /// window, retained by every operation on its tree) gets no side table and its retains stay
    /// on the fast path (`Internal/Tether.swift`, profiled), as ``TraceRecorder/host`` is held.
    private var hostTether: Tether?

    /// Creates a log that is not attached to any tree yet.
    public init() {}

    /// Forgets every report received so far.
    public func removeAll() { reports.removeAll() }

    /// Changes at every attach and detach, as a recorder's does (`TRACE-7`).
    private(set) var attachment: UInt32 = 0

    /// Detaches the log from its node; it receives no further reports.
    ///
    /// This takes effect at once, also inside a hook of an operation in progress (`TRACE-7`).
    public func detach() { host?.detach(self) }

    func receive(_ report: MisuseError) { reports.append(report) }
    func setHost(_ node: Responder?) {
        hostTether = node?.tether
        attachment &+= 1
    }
}
