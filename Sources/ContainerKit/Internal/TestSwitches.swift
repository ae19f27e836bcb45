#if CONTAINERKIT_TEST_SWITCHES
/// Switches and counters for this package's own tests, kept out of the engine's state.
///
/// Compiled only when the package is built with `CONTAINERKIT_TEST_SWITCHES` set in the
/// environment (`Package.swift`; `.ci/run` sets it for its test runs): a user's build has none of
/// them. The hot paths read them through ``TestHooks``, whose answers are constants otherwise.
///
/// `package` access: this package's test targets reach them without `@testable`; users of the
/// library never see them. Every switch is off and every counter unused unless a test sets it.
///
/// Exclusivity is not checked at run time (`@exclusivity(unchecked)`): main-actor statics (no
/// other thread), each only loaded or stored in one statement, so no two accesses can overlap.
@MainActor
package enum TestSwitches {
    /// A recorder that receives every event of every tree, once (the model checker validates
    /// whole forests with it).
    @exclusivity(unchecked) package static var globalRecorder: TraceRecorder?

    /// Whether the invariants of the trees are checked at the end of every outermost operation
    /// (`Engine+Invariants.swift`). On by default in the test builds.
    @exclusivity(unchecked) package static var checksInvariants = true
    /// Every invariant violation found since launch (each is also reported to the running test).
    @exclusivity(unchecked) package static var invariantViolations: [String] = []

    /// How many events were built since launch; tests use it to check `TRACE-2`.
    @exclusivity(unchecked) package static var builtEventCount = 0
    /// How many nodes observer-scope maintenance has visited (`TRACE-5`: it must stay linear in
    /// the nodes whose links change, whatever their depth).
    @exclusivity(unchecked) package static var observerScopeVisits = 0

    /// Turns off the direct paths (`View.addSubviewDirectly`, the list's), so that tests can compare them
    /// with the operation path.
    @exclusivity(unchecked) package static var disablesDirectPaths = false
    /// How many `addSubview` calls took the direct path since launch.
    @exclusivity(unchecked) package static var directAdditions = 0
    /// How many list moves (a cell's end of display, a reused cell's remount) took the direct path
    /// since launch (`Cells/ListHost+DirectPath.swift`).
    @exclusivity(unchecked) package static var directListMoves = 0
    /// How many trait changes went unlisted since launch: their hooks, inherited and unrecorded,
    /// were not queued for the notification loop (`Traits/TraitPropagation.swift`).
    @exclusivity(unchecked) package static var unlistedTraitChanges = 0
    /// How many moves wrote their window links in the did-walk since launch
    /// (`View.callDidMoveToWindowInSubtree(_:writing:)`).
    @exclusivity(unchecked) package static var fusedWindowWalks = 0

    /// A deliberate fault: `didMoveToSuperview()` before `willMove(toSuperview:)` in every move,
    /// so that tests can show that the randomized checks catch a broken hook order.
    @exclusivity(unchecked) package static var didMoveToSuperviewFirst = false

    /// A deliberate fault: the busy check sees only view trees, so containment requested from a
    /// hook runs at once in the middle of an operation on the same controllers (the deferral
    /// REENT-1 needs, broken), to show that the model checker catches it.
    @exclusivity(unchecked) package static var busyCheckIgnoresControllerTrees = false
}
#endif

/// What the hot paths read of ``TestSwitches``: the switches when they are compiled, constants
/// (`nil`, `false`, nothing counted) otherwise, which the optimizer folds away.
@MainActor
enum TestHooks {
    /// The recorder that receives every event, if a test set one.
    @inline(__always) static var globalRecorder: TraceRecorder? {
        #if CONTAINERKIT_TEST_SWITCHES
        TestSwitches.globalRecorder
        #else
        nil
        #endif
    }

    /// Whether a test turned off the direct paths, or injected the hook-order fault they skip.
    @inline(__always) static var disablesDirectPaths: Bool {
        #if CONTAINERKIT_TEST_SWITCHES
        TestSwitches.disablesDirectPaths || TestSwitches.didMoveToSuperviewFirst
        #else
        false
        #endif
    }

    /// The hook-order fault: `didMoveToSuperview()` first.
    @inline(__always) static var didMoveToSuperviewFirst: Bool {
        #if CONTAINERKIT_TEST_SWITCHES
        TestSwitches.didMoveToSuperviewFirst
        #else
        false
        #endif
    }

    /// The busy-check fault: controller trees ignored.
    @inline(__always) static var busyCheckIgnoresControllerTrees: Bool {
        #if CONTAINERKIT_TEST_SWITCHES
        TestSwitches.busyCheckIgnoresControllerTrees
        #else
        false
        #endif
    }

    /// Notes the nodes of an operation for the invariant check at the end of the outermost one.
    @inline(__always) static func noteOperation(_ a: Responder?, _ b: Responder?, _ c: Responder?, _ d: Responder?) {
        #if CONTAINERKIT_TEST_SWITCHES
        Engine.noteForInvariants(a, b, c, d)
        #endif
    }

    /// The outermost operation ended: checks the invariants of the trees it ran on.
    @inline(__always) static func outermostOperationEnded() {
        #if CONTAINERKIT_TEST_SWITCHES
        Engine.checkInvariantsOfNotedTrees()
        #endif
    }

    /// Counts one built event.
    @inline(__always) static func countBuiltEvent() {
        #if CONTAINERKIT_TEST_SWITCHES
        TestSwitches.builtEventCount &+= 1
        #endif
    }

    /// Counts one visit of observer-scope maintenance.
    @inline(__always) static func countObserverScopeVisit() {
        #if CONTAINERKIT_TEST_SWITCHES
        TestSwitches.observerScopeVisits &+= 1
        #endif
    }

    /// Counts one addition on the direct path.
    @inline(__always) static func countDirectAddition() {
        #if CONTAINERKIT_TEST_SWITCHES
        TestSwitches.directAdditions &+= 1
        #endif
    }

    /// Counts one list move on the direct path.
    @inline(__always) static func countDirectListMove() {
        #if CONTAINERKIT_TEST_SWITCHES
        TestSwitches.directListMoves &+= 1
        #endif
    }

    /// Counts one did-walk that writes the window links.
    @inline(__always) static func countFusedWindowWalk() {
        #if CONTAINERKIT_TEST_SWITCHES
        TestSwitches.fusedWindowWalks &+= 1
        #endif
    }

    /// Counts one trait change left out of the notification loop.
    @inline(__always) static func countUnlistedTraitChange() {
        #if CONTAINERKIT_TEST_SWITCHES
        TestSwitches.unlistedTraitChanges &+= 1
        #endif
    }
}
