/// Switches and counters for this package's own tests, kept out of the engine's state.
///
/// `package` access: this package's test targets reach them without `@testable`; users of the
/// library never see them. Every switch is off and every counter unused unless a test sets it.
///
/// Exclusivity is not checked at run time (`@exclusivity(unchecked)`): main-actor statics (no
/// other thread), each only loaded or stored in one statement, so no two accesses can overlap. The
/// operations read two of them on every move and every recorded event.
@MainActor
package enum TestSwitches {
    /// A recorder that receives every event of every tree, once (the model checker validates whole
    /// forests with it).
    @exclusivity(unchecked) package static var globalRecorder: TraceRecorder?

    /// How many events were built since launch; tests use it to check `TRACE-2`.
    @exclusivity(unchecked) package static var builtEventCount = 0
    /// How many nodes observer-scope maintenance has visited (`TRACE-5`: it must stay linear in
    /// the nodes whose links change, whatever their depth).
    @exclusivity(unchecked) package static var observerScopeVisits = 0

    /// Turns off the direct paths (`View.addSubviewDirectly`), so that tests can compare them with
    /// the operation path.
    @exclusivity(unchecked) package static var disablesDirectPaths = false
    /// How many `addSubview` calls took the direct path since launch.
    @exclusivity(unchecked) package static var directAdditions = 0

    /// A deliberate fault: `didMoveToSuperview()` before `willMove(toSuperview:)` in every move, so
    /// that tests can show that the randomized checks catch a broken hook order.
    @exclusivity(unchecked) package static var didMoveToSuperviewFirst = false

    /// A deliberate fault: the busy check sees only view trees, so containment requested from a
    /// hook runs at once in the middle of an operation on the same controllers (the deferral
    /// REENT-1 needs, broken), to show that the model checker catches it.
    @exclusivity(unchecked) package static var busyCheckIgnoresControllerTrees = false
}
