/// Everything the engine holds that lives across a hook or an operation, in one place.
///
/// The library keeps no other mutable static state, except:
///
/// - **scratch**: a buffer reused for its capacity, whose content does not outlive one call that
///   runs no hook and no user code (each declared with a `/// Scratch:` comment saying why);
/// - **caches**: answers computed once per class or type that never change afterwards (each
///   declared with a `/// Cache:` comment);
/// - **test switches** (`Internal/TestSwitches.swift`), compiled only for this package's tests;
/// - the composition layer's own state, which the core may not name
///   (`Composition/CompositionState.swift`, held to the same rules).
///
/// `Scripts/check-statics.sh` (run by CI) fails on any other `static var`.
///
/// The fields are grouped by their owner, and only the owner reads or writes them: each owner
/// keeps its API (`Engine.depth`, `AppearanceRequests.execute(_:)`, ...) and forwards its stored
/// names here (`_read`/`_modify`, in place: no copy, no retain of a whole list). Each field states
/// its invariant.
///
/// One value in one static: accessing a field costs what a static of its own cost (the struct
/// is stored inline in the global, and its empty lists allocate nothing).
@MainActor
struct EngineState {
    /// The one instance.
    ///
    /// Unchecked exclusivity: the main actor already serializes every access, and no access
    /// here overlaps another `inout` access of the same field (each owner's accesses are reads,
    /// appends, removals or stores that run no hook and no user code while they are open), so the
    /// run-time exclusivity checks (about 30% of a build in BENCHMARKS.md, problem 2) would only
    /// cost time. A package flag (`-enforce-exclusivity=unchecked`) would need `unsafeFlags`,
    /// which would make the package unusable as a dependency.
    @exclusivity(unchecked) static var current = EngineState()

    var operations = Operations()
    var releases = Releases()
    var hookGate = HookGateState()
    var chains = Chains()
    var appearancePass = AppearancePassState()
    var appearanceRequests = AppearanceRequestsState()
    var diagnostics = DiagnosticsState()
    var unfinishedContainment = UnfinishedContainmentState()
    var nodes = Nodes()
    var layout = LayoutState()
    var autoLayout = AutoLayoutState()
    #if CONTAINERKIT_TEST_SWITCHES
    var invariants = Invariants()
    #endif

    /// The operation path (owner: ``Engine``, `Engine.swift`, `Engine+CallSite.swift`,
    /// `Engine+Hosts.swift`). **Invariant** (checked by `Engine.idleProblems`): outside any
    /// operation, `depth` is 0, `anchors`, `deferred`, `loading` and `afterLoadingWork` are
    /// empty, nothing drains, `scope` is empty and `callSite` is `nil`; once every change spanning
    /// several operations has ended, `leases` is empty.
    struct Operations {
        /// Recorders and logs attached anywhere; zero means every ``Responder/observerScope`` is
        /// `nil`. Invariant: the number of attachments not yet detached.
        var attachmentCount = 0
        /// The observers of the operation in progress: those of the nodes it runs on. Invariant:
        /// empty outside any operation.
        var scope = OperationScope()
        /// How many operations are in progress (nested operations count). Invariant: never
        /// negative; 0 exactly when no operation is in progress.
        var depth = 0
        /// The nodes the operations in progress run on. Invariant: pushed and popped in strict
        /// nesting; empty when `depth` is 0.
        var anchors: [Responder] = []
        /// Changes requested from hooks, applied in request order when the outermost operation
        /// finishes. Invariant: empty outside any operation.
        var deferred = WorkList<DeferredChange>()
        /// The controllers loading their root views, innermost last. Invariant: each one is
        /// inside its `loadView`/`viewDidLoad`; empty when no load runs.
        var loading: [ViewController] = []
        /// Work to run when the outermost view load in progress has finished its `viewDidLoad`,
        /// in request order. Invariant: empty when `loading` is.
        var afterLoadingWork = WorkList<@MainActor () -> Void>()
        /// Whether the deferred list is being drained. Invariant: draining never nests.
        var isDraining = false
        /// Whether the outermost operation is a deferred change being applied (its refusal is
        /// then reported as `MIS-15`). Invariant: only while `isDraining`.
        var isApplyingDeferred = false
        /// A number per delivered event. Invariant: only grows, so a recorder reached through
        /// several scopes records an event once (``TraceRecorder/lastDelivery``).
        var deliveries: UInt64 = 0
        /// The location of the caller's outermost ContainerKit call in progress. Invariant: set
        /// only by the outermost `Engine.enter` whose call comes from outside ContainerKit, and
        /// cleared by the matching `Engine.leave`.
        var callSite: CallSite?
        /// The leases not yet ended, oldest first. Invariant: every lease here is active.
        var leases: [Lease] = []
        /// The retirements in progress, innermost last: each teardown, and each window's
        /// departure while it breaks the leases on what leaves with it
        /// (``Engine/tearingDown(_:controller:_:)``, ``Engine/willLeaveWindow(_:)``). The one record
        /// of what is leaving for good: ``Engine/willRetire()`` breaks the leases on it and
        /// ``Engine/isBeingTornDown(_:)`` and ``Engine/isBeingRetired(_:)`` answer from it.
        /// Invariant: pushed and popped in strict nesting; empty outside a retirement.
        var retirements: [RetirementScope] = []
    }

    /// One retirement in progress (``Engine/retirements``).
    ///
    /// A teardown's scope holds its root view and the controller it was given; `retired`, the
    /// controllers it retires (``View/retirement(of:controllers:)``), is found once, when first
    /// needed (the leases to break, a question of ``Engine/isBeingTornDown(_:)``), and is `nil`
    /// until then: a teardown that nobody asks about, with no lease to break, walks nothing and
    /// allocates nothing for it. A window's departure gives its controllers at once.
    struct RetirementScope {
        /// Whether the controllers are torn down when it ends (a teardown), or only leave their
        /// window for good (a window's departure: they may live on elsewhere).
        let isTeardown: Bool
        let root: View?
        let controller: ViewController?
        var retired: Set<ObjectIdentifier>?
        /// Invariant: `true` only while ``Engine/willRetire()`` or ``Engine/willLeaveWindow(_:)``
        /// breaks the leases on `retired` (which is then not `nil`).
        var breaksLeases = false
    }

    /// The release queue (owner: ``ReleaseQueue``). **Invariant:** every list is empty and
    /// `draining` is `false` outside a release; draining never nests (a release while draining
    /// only appends).
    struct Releases {
        var views: [[View]] = []
        var controllers: [[ViewController]] = []
        var objects: [AnyObject] = []
        var draining = false
    }

    /// The hook gate (owner: ``HookGate``). **Invariant:** `expected` names the hook being called
    /// by ContainerKit, from the gate's call until the hook returns (restored for a nested call);
    /// `reached` says whether its base implementation ran.
    struct HookGateState {
        var expected: (id: ObjectIdentifier, kind: HookKind)?
        var reached = false
    }

    /// The epochs of the chain walks.
    struct Chains {
        /// Owner: ``ChainTop``. Invariant: moves on at every cut of a chain link, never wraps; a
        /// node's cached top is on its chain while its epoch equals this one.
        var topEpoch: UInt64 = 1
        /// Owner: `OwnershipWalk`. Invariant: a node marked with the current epoch was visited
        /// by the walk in progress; moves on at every walk.
        var ownershipEpoch: UInt32 = 0
    }

    /// The appearance passes in progress (owner: `AppearancePass`). **Invariant:** the lists are
    /// stacks pushed and popped in strict nesting by the passes, empty outside any pass; each
    /// saved value is restored by the scope that set it.
    struct AppearancePassState {
        /// The controllers whose groups the passes in progress settle.
        var groupRoots: [ViewController] = []
        /// The controllers of the passes in progress, innermost last.
        var stack: [ViewController] = []
        /// The root view of a container's child that the container itself is moving into or out
        /// of a visible window: the container drives that child.
        var containerMove: ObjectIdentifier?
        /// The root view of a controller leaving its parent for another one (`VC-4`): the pass
        /// drives it by its view.
        var leavingParent: ObjectIdentifier?
        /// The view a container is placing: the pass of its move lays it out before the did-hooks.
        var containerPlacement: View?
    }

    /// The appearance requests (owner: ``AppearanceRequests``). **Invariant:** outside any
    /// operation both lists are empty and nothing collects; `collectingMark <= requested.count`
    /// while collecting.
    struct AppearanceRequestsState {
        /// The units still to run, the next one last.
        var stack: [AppearanceRequests.Unit] = []
        /// The units requested while a hook runs (and the forwarded ones), before they move to
        /// `stack`.
        var requested: [AppearanceRequests.Unit] = []
        /// Whether a hook run by `execute(_:)` is running: requests are then collected.
        var isCollecting = false
        /// Where the requests of the hook running now start in `requested`.
        var collectingMark = 0
    }

    /// The misuse channel (owner: ``Diagnostics``).
    struct DiagnosticsState {
        /// Receives every misuse; the user may replace it at any time.
        var reportHandler: @MainActor (MisuseError) -> Void = Diagnostics.defaultReportHandler
        /// Whether the default handler hands reports to `ContainerKitTesting` when linked; only
        /// this package's tests change it.
        var routesReportsToTests = true
        /// The refusals caught by the innermost `withMisuseChecking(_:)` scopes, innermost last.
        /// Invariant: one entry per scope in progress.
        var checkingScopes: [[MisuseError]] = []
    }

    /// The unfinished-containment check (owner: `UnfinishedContainment`).
    struct UnfinishedContainmentState {
        /// The children the caller added from inside the operation in progress. Invariant:
        /// empty outside any operation (checked and emptied when the outermost one ends).
        var addedInsideOperation: [UnfinishedContainment.Added] = []
        /// In a test process only: every child the caller added, checked when a test ends.
        /// Invariant: empty outside tests.
        var addedDuringTest: [UnfinishedContainment.Added] = []
        /// The size at which `addedDuringTest` drops the children that are gone or finished.
        /// Invariant: at least 64, and more than the live entries after a compaction.
        var compactionSize = 64
    }

    /// The nodes' identities (owners: ``Responder``, ``View``, ``Window``).
    struct Nodes {
        /// The last serial number given. Invariant: only grows; numbers are never reused.
        var nextSerialNumber: UInt64 = 0
        /// The class of the default root view a controller is about to create. Invariant: set
        /// just before that view is made, consumed by the first unnamed view of exactly that class.
        var namesNextViewAfterLoadingController: ObjectIdentifier?
        /// The serial number of the window `makeKeyAndVisible()` was last called on (0 before
        /// any). Invariant: 0 or a number some window got.
        var lastMadeKey: UInt64 = 0
        /// Every window created, oldest first, held weakly (owner: ``Application``): what
        /// `Application.shared.windows` reads; visibility and key state are read from each
        /// window. Invariant: each window at most once, in creation order; the entries of released
        /// windows are dropped when the list reaches `windowsCompactionSize`.
        var windows: [Application.WindowEntry] = []
        /// The size at which `windows` drops the entries of released windows. Invariant: at least
        /// 64, and more than the live entries after a compaction.
        var windowsCompactionSize = 64
    }

    /// The layout, safe-area and trait passes (owners: `LayoutPass`, `SafeAreaPropagation`,
    /// `TraitPropagation`). **Invariant:** every list is a stack whose nested passes (started
    /// from hooks) push and pop their own tails; empty outside any pass. The lists keep their
    /// capacity, so a pass allocates nothing once grown.
    struct LayoutState {
        /// The marks made anywhere. Invariant: only grows (a step that ends with the count it
        /// began with knows that none of its subviews is marked).
        var marksMade: UInt64 = 0
        /// The paths of the layout passes in progress.
        var layoutPath: [LayoutPass.Step] = []
        /// Frame changes made while a view reacts to its own frame change; applied after it.
        var safeAreaPending: [(view: View, sizeChanged: Bool)] = []
        /// How many safe-area updates are in progress. Invariant: 0 outside any update.
        var safeAreaBatchDepth = 0
        /// The views whose insets changed in the updates in progress, in hook order.
        var safeAreaChanged: [View] = []
        /// The nodes whose traits changed in the updates in progress, with their previous traits.
        var traitsChanged: [(subject: TraitPropagation.Subject, previous: TraitCollection)] = []
        /// The trait notification loops in progress, outermost first: each one's entries
        /// `next..<end` of `traitsChanged` have not had their hook yet.
        var traitLoops: [(next: Int, end: Int)] = []
    }

    /// Auto Layout (owners: `ConstraintPass`, ``LayoutEngine``, `LayoutStatistics`).
    struct AutoLayoutState {
        /// The paths of the constraint passes in progress (nested ones push and pop their tails).
        var constraintPath: [ConstraintPass.Step] = []
        /// How many constraint passes are running. Invariant: 0 outside any pass.
        var constraintDepth = 0
        /// Engines with changes that frames do not show yet. Invariant: each engine at most once.
        var dirtyEngines: [LayoutEngine] = []
        /// The order constraints were activated in. Invariant: only grows.
        var nextSequence: UInt64 = 0
        /// Solver calls made since launch (this package's operation-count tests). Only grows.
        var solverCalls = 0

        /// The next activation's sequence number (one access to the state, not two).
        mutating func takeSequence() -> UInt64 {
            nextSequence &+= 1
            return nextSequence
        }
    }

    #if CONTAINERKIT_TEST_SWITCHES
    /// The invariant checks of the test switches (owner: `Engine+Invariants.swift`).
    struct Invariants {
        /// The nodes the operations since the last check ran on. Invariant: emptied by
        /// every check.
        var notedNodes: [Engine.NotedNode] = []
        /// Nodes of the trees the last checks found over the limits (a ring).
        var largeTrees = [ObjectIdentifier?](repeating: nil, count: 16)
        /// The next slot of `largeTrees` to fill.
        var nextLargeTree = 0
    }
    #endif
}
