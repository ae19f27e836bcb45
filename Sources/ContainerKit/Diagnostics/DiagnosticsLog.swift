/// Collects the misuse reports of one tree.
///
/// Refused operations throw a ``MisuseError`` at the call site. Misuse that is only visible later
/// (an override that forgot `super`, `MIS-11`; a deferred change that failed, `MIS-15`) is
/// *reported* instead: the report goes to every `DiagnosticsLog` attached to a node above the
/// place where it happened. When no log is attached anywhere above, the report is printed to
/// standard error, as UIKit prints its console warnings.
///
/// ```swift
/// let log = DiagnosticsLog()
/// window.attach(log)
/// // ... exercise the tree ...
/// XCTAssertEqual(log.reports.map(\.misuse), [])
/// ```
@MainActor
public final class DiagnosticsLog {
    /// The reports received, oldest first.
    public private(set) var reports: [MisuseError] = []

    /// The node this log is attached to, if any.
    public private(set) weak var host: Responder?

    /// Creates a log that is not attached to any tree yet.
    public init() {}

    /// Forgets every report received so far.
    public func removeAll() { reports.removeAll() }

    /// Detaches the log from its node; it receives no further reports.
    public func detach() { host?.detach(self) }

    func receive(_ report: MisuseError) { reports.append(report) }
    func setHost(_ node: Responder?) { host = node }
}

/// Where reports go when no ``DiagnosticsLog`` is attached above the place they happened.
@MainActor
public enum Diagnostics {
    /// Handles reports that no attached log received. The default prints them to standard error.
    ///
    /// Replace it to route such reports into your own logging, or to fail a test.
    public static var unhandledReportHandler: @MainActor (MisuseError) -> Void = { report in
        var stderr = StandardError()
        print("ContainerKit: \(report)", to: &stderr)
    }

    static func report(_ report: MisuseError) {
        let logs = Engine.scope.logs
        if logs.isEmpty {
            unhandledReportHandler(report)
        } else {
            for log in logs { log.receive(report) }
        }
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
