import ContainerKit

extension TestReporting {
    /// Fails the running test with each invariant of the trees that did not hold (this package's
    /// own test builds only), at the caller's last located call when there is one.
    @MainActor public static func receiveInvariantViolations(_ violations: [String], location: CallSite?) {
        for violation in violations {
            let message = "ContainerKit invariant violated: \(violation)"
            if let site = location {
                fail(message, file: site.filePath, line: site.line)
            } else {
                fail(message)
            }
        }
    }
}
