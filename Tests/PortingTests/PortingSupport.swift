import ContainerKit

// The seeds' code, ported as a user of the package would write it: `import ContainerKit` and the
// public API only (no `@testable`), no `try` except where the sample itself handles an error.

/// Runs `body` with the invariant check that the test switches run at the end of every operation
/// turned off: for chains of a million nodes, which that check leaves unchecked anyway (it skips
/// trees over 150 nodes) after walking 150 of their nodes per operation (see `DepthTests`).
/// Without the test switches, `body` runs as it is.
@MainActor func withoutPerOperationInvariantChecks<R>(_ body: () -> R) -> R {
    #if CONTAINERKIT_TEST_SWITCHES
    let saved = TestSwitches.checksInvariants
    TestSwitches.checksInvariants = false
    defer { TestSwitches.checksInvariants = saved }
    #endif
    return body()
}
