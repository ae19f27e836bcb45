/// Deliberate faults, so that tests can show that the randomized checks catch a broken library.
///
/// Test support only: every switch is off unless a test (with `@testable import`) turns it on.
@MainActor
enum FaultInjection {
    /// Calls `didMoveToSuperview()` before `willMove(toSuperview:)` in every move: a broken hook order.
    static var didMoveToSuperviewFirst = false
}
