import ContainerKit
import Testing
import XCTest

extension TestReporting {
    /// A caller's `addChild(_:)` began a containment it must finish (`MIS-19`): makes sure the
    /// running test's end checks it. Under XCTest the first one installs `TestEndObserver`,
    /// which adds the check to every later test's teardown; a test that holds no parent at its end
    /// is covered by the parent's release anyway (ContainerKit reports a parent released with a
    /// child still unfinished). Under Swift Testing the parent's release is the end of the test
    /// for what the test created; the `.containerKit` trait checks at the end of
    /// the test too.
    ///
    /// Not for use outside ContainerKit's own modules.
    @MainActor public static func containmentWasLeftToCaller() {
        TestEndObserver.install()
    }
}

/// Adds the end-of-test check of ``TestReporting`` to every XCTest that starts after it is
/// installed: `MIS-19` for each containment begun with `addChild(_:)` and never finished, reported
/// in the test's teardown (a teardown block, so that XCTest records it in that test; XCTest runs
/// teardown blocks before the test case's `tearDown()`). The test running when it is installed is
/// checked only by the release of its parents.
final class TestEndObserver: NSObject, XCTestObservation, @unchecked Sendable {
    @MainActor private static var installed = false
    /// Whether an XCTest is running, as far as the observer saw (from its installation on).
    nonisolated(unsafe) static var isRunningXCTest = false

    /// Registers the observer once per process.
    @MainActor static func install() {
        guard !installed else { return }
        installed = true
        XCTestObservationCenter.shared.addTestObserver(TestEndObserver())
    }

    func testCaseDidFinish(_ testCase: XCTestCase) {
        TestEndObserver.isRunningXCTest = false
    }

    func testCaseWillStart(_ testCase: XCTestCase) {
        TestEndObserver.isRunningXCTest = true
        // Teardown blocks run on the test's thread, the main thread.
        testCase.addTeardownBlock {
            MainActor.assumeIsolated { TestReporting.testEnded() }
        }
    }
}

/// The trait that checks, at the end of a Swift Testing test, what ContainerKit checks when a test
/// ends: each containment begun with `addChild(_:)` and never finished with `didMove(toParent:)`
/// (`MIS-19`), reported as an issue of that test.
///
/// Without it, a parent that the test created is checked when it is released (the end of the test
/// for its locals); with it, also a parent that outlives the test.
///
/// ```swift
/// @Suite(.containerKit) struct ScreenTests { ... }
/// ```
public struct ContainerKitTrait: SuiteTrait, TestTrait, TestScoping {
    /// Applies to every test of a suite it marks.
    public var isRecursive: Bool { true }

    /// Runs the test, then reports what it left unfinished.
    ///
    /// - Parameters:
    ///   - test: The test.
    ///   - testCase: The test case (an argument of a parameterized test), or `nil`.
    ///   - function: The test.
    /// - Throws: What the test threw.
    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        guard testCase != nil || !test.isSuite else { return try await function() }
        try await function()
        await MainActor.run { TestReporting.testEnded() }
    }
}

// Documented on ``ContainerKitTrait``: a documented extension of Swift Testing's `Trait` would
// add a page for the module `Testing`, whose name the Testing article already takes.
@_documentation(visibility: internal)
extension Trait where Self == ContainerKitTrait {
    /// Checks, when each test ends, what ContainerKit checks at a test's end (`MIS-19`: a
    /// containment begun with `addChild(_:)` and never finished).
    public static var containerKit: Self { ContainerKitTrait() }
}
