// Needs the test switches (`TestSwitches`): compiled only with CONTAINERKIT_TEST_SWITCHES set.
#if CONTAINERKIT_TEST_SWITCHES
import ContainerKitTesting
import Foundation
import XCTest

@testable import ContainerKit

/// Randomized model checking, the one checker of the package: random operations on random forests
/// whose hooks request further random operations (REENT-1), with every invariant checked after
/// every operation, the trace grammar checked per forest, LIFE-2 checked in every hook, and every
/// forest released at the end (LIFE-1, LIFE-2). Each forest holds composition containers too
/// (`RandomForest+Composition.swift`): pushes, pops, tab switches, state changes, presentations and
/// dismissals, transitions held by a manual animator and completed, stepped or cancelled later,
/// teardowns and re-parentings while they run (LIFE-4), all of them also requested from hooks; after
/// every operation the composition records equal the tree and presentation links hold (COMP-12),
/// and every controller is appeared exactly when its view is in a visible window and nothing covers
/// it, unless a running transition holds it (LIFE-3).
final class ModelCheckTests: XCTestCase {
    // The randomized runs here check their own invariants after every step (and some inject
    // faults that break them on purpose): the per-operation check of the test builds is off.
    override func invokeTest() {
        #if CONTAINERKIT_TEST_SWITCHES
        let saved = MainActor.assumeIsolated { setPerOperationInvariantChecks(false) }
        super.invokeTest()
        MainActor.assumeIsolated { _ = setPerOperationInvariantChecks(saved) }
        #else
        super.invokeTest()
        #endif
    }

    /// 2,000 forests of 100 operations: 200,000 operations. `CONTAINERKIT_RANDOM_OPERATIONS`
    /// lowers or raises the total (the forests keep 100 operations each).
    @MainActor func testLIFE1_LIFE2_LIFE3_LIFE4_COMP12_RandomOperationsKeepEveryInvariant() async throws {
        let total = ProcessInfo.processInfo.environment["CONTAINERKIT_RANDOM_OPERATIONS"].flatMap(Int.init) ?? 200_000
        let perForest = 100
        let seed = ProcessInfo.processInfo.environment["CONTAINERKIT_RANDOM_SEED"].flatMap(UInt64.init) ?? 0x5EED_C0DE
        let configuration = Self.configure(ProcessInfo.processInfo.environment)
        defer { Self.restore(configuration) }
        if let forest = ProcessInfo.processInfo.environment["CONTAINERKIT_FOREST"].flatMap(UInt64.init) {
            // Replays the one forest a failure named (shrunk again), to debug it.
            let (checked, failure) = ModelChecker.check(forest: forest, operations: perForest)
            print("model check: forest \(forest), \(checked) operations checked")
            if let failure { XCTFail(failure.description) }
            return
        }
        let result = ModelChecker.run(seed: seed, forests: max(1, total / perForest), operationsPerForest: perForest)
        print(
            "model check: \(result.operationsChecked) random operations checked over \(result.forests) forests (seed \(seed))"
        )
        for failure in result.failures { XCTFail(failure.description) }
        XCTAssertEqual(result.operationsChecked, max(1, total / perForest) * perForest)
    }

    /// Sets the forest's switches from the environment (each documented where it is read) and
    /// returns the previous values for ``restore(_:)``.
    @MainActor private static func configure(_ environment: [String: String]) -> [Bool] {
        let saved = [
            RandomForest.includesDelegateOperations, RandomForest.releasesLastReferences,
            RandomForest.tearsDownFromHooksMidTransition, RandomForest.cancelsPresentations,
            RandomForest.includesForeignChangesToContainerChildren,
            RandomForest.includesForeignChangesToPresentations, RandomForest.checksContainerRecords,
        ]
        // Composition containers' children are also changed behind their backs (see
        // RandomForest.includesForeignChangesToContainerChildren; CONTAINERKIT_FOREIGN_CONTAINER_CHANGES=0
        // turns it off).
        let foreign = environment["CONTAINERKIT_FOREIGN_CONTAINER_CHANGES"] != "0"
        RandomForest.includesForeignChangesToContainerChildren = foreign
        // Presenters' and presented controllers' too (see RandomForest.includesForeignChangesToPresentations;
        // CONTAINERKIT_FOREIGN_PRESENTATION_CHANGES=0 turns it off).
        RandomForest.includesForeignChangesToPresentations =
            environment["CONTAINERKIT_FOREIGN_PRESENTATION_CHANGES"] != "0"
        // COMP-12: stacks, tab lists and states are compared with the tree after every operation
        // (CONTAINERKIT_CHECK_CONTAINER_RECORDS=0 turns it off, to look at another invariant alone).
        RandomForest.checksContainerRecords =
            environment["CONTAINERKIT_CHECK_CONTAINER_RECORDS"] != "0"
        // Presentations and dismissals can be cancelled (CONTAINERKIT_CANCEL_PRESENTATIONS=0 turns it off).
        RandomForest.cancelsPresentations =
            environment["CONTAINERKIT_CANCEL_PRESENTATIONS"] != "0"
        // Hooks tear down mid-transition (CONTAINERKIT_TEARDOWN_FROM_HOOKS_MID_TRANSITION=0 turns it off).
        RandomForest.tearsDownFromHooksMidTransition =
            environment["CONTAINERKIT_TEARDOWN_FROM_HOOKS_MID_TRANSITION"] != "0"
        // The forest drops its last reference to windows, views and controllers, from hooks too
        // (CONTAINERKIT_RELEASE_LAST_REFERENCE=0 turns it off).
        RandomForest.releasesLastReferences =
            environment["CONTAINERKIT_RELEASE_LAST_REFERENCE"] != "0"
        // Delegates that refuse or re-enter (CONTAINERKIT_DELEGATE_OPERATIONS=0 turns them off, to
        // replay the forests of a run made without them).
        RandomForest.includesDelegateOperations =
            environment["CONTAINERKIT_DELEGATE_OPERATIONS"] != "0"
        return saved
    }

    @MainActor private static func restore(_ saved: [Bool]) {
        RandomForest.includesDelegateOperations = saved[0]
        RandomForest.releasesLastReferences = saved[1]
        RandomForest.tearsDownFromHooksMidTransition = saved[2]
        RandomForest.cancelsPresentations = saved[3]
        RandomForest.includesForeignChangesToContainerChildren = saved[4]
        RandomForest.includesForeignChangesToPresentations = saved[5]
        RandomForest.checksContainerRecords = saved[6]
    }

    /// Forests that once failed, replayed with every switch on (and the delegate operations where
    /// they were found with them): APP-1, APP-2 and LIFE-3 hold after each of their operations.
    /// Forest 11081656746256641258 (delegate operations on) and 14949191544329522216: a hook of a
    /// container's own settling takes a child's view out of the window (the container settles it
    /// after its queue's operation, `childMovedWhileSettling`; 11717623603529938010: settled from
    /// inside that settling, a child appeared that the container then moved out); 15573802109772198018: a presented root's
    /// viewWillAppear takes its view out of the window (`endForwardedAppearance`);
    /// 5014595371433986731: a released window's root view, given to another visible window by a
    /// hook before the window's departure completed, disappeared there (`Window.Departure`).
    @MainActor func testAPP1_APP2_LIFE3_ForestsThatOnceFailedKeepEveryInvariant() async {
        let forests: [(forest: UInt64, delegates: Bool)] = [
            (11_081_656_746_256_641_258, true), (14_949_191_544_329_522_216, false),
            (15_573_802_109_772_198_018, false), (5_014_595_371_433_986_731, false),
            (11_717_623_603_529_938_010, false),
        ]
        for (forest, delegates) in forests {
            let configuration = Self.configure(["CONTAINERKIT_DELEGATE_OPERATIONS": delegates ? "1" : "0"])
            let (checked, failure) = ModelChecker.check(forest: forest, operations: 100)
            Self.restore(configuration)
            XCTAssertEqual(checked, 100, "forest \(forest)")
            if let failure { XCTFail(failure.description) }
        }
    }

    /// A deliberately broken hook order is caught, and the failure is shrunk to a short sequence.
    @MainActor func testBrokenHookOrderIsCaught() async throws {
        TestSwitches.didMoveToSuperviewFirst = true
        defer { TestSwitches.didMoveToSuperviewFirst = false }
        let result = ModelChecker.run(seed: 42, forests: 20, operationsPerForest: 100)
        let failure = try XCTUnwrap(result.failures.first, "the broken hook order went unnoticed")
        XCTAssertTrue(failure.problems.contains { $0.contains("VIEW-1") }, failure.description)
        XCTAssertLessThanOrEqual(failure.operations.count, 3, "shrunk to a short sequence:\n\(failure)")
    }

    /// REENT-1: a deliberately broken deferral (containment requested from hooks runs at once in
    /// the middle of an operation on the same controllers) is caught, and the failure is shrunk.
    ///
    /// Any seed catches it within the budget of 2,000 forests; seed 1 does at its 20th forest
    /// (1,927 operations), where seed 7, used before, needed 795 forests: 78 s of a debug build
    /// and 121 s under the address sanitizer, for the same proof. Measured with a probe that ran
    /// `ModelChecker.run` for seeds 1 to 12 (from 20 to 795 forests).
    @MainActor func testREENT1BrokenDeferralIsCaught() async throws {
        TestSwitches.busyCheckIgnoresControllerTrees = true
        defer { TestSwitches.busyCheckIgnoresControllerTrees = false }
        let result = ModelChecker.run(seed: 1, forests: 2_000, operationsPerForest: 100)
        let failure = try XCTUnwrap(result.failures.first, "the broken deferral went unnoticed")
        // 12 since APP-12 (a window shown and a transition lay out, so the reentering nodes' layout
        // hooks act in more places and the checker meets another first failure): still short.
        XCTAssertLessThanOrEqual(failure.operations.count, 12, "shrunk to a short sequence:\n\(failure)")
    }

    /// The checker's own invariants hold on a hand-built forest, and a replay is deterministic.
    @MainActor func testReplayIsDeterministic() async throws {
        var random = SplitMix64(seed: 7)
        let operations = (0..<200).map { _ in ForestOperation.random(using: &random) }
        let first = ModelChecker.replay(7, operations)
        let second = ModelChecker.replay(7, operations)
        XCTAssertEqual(first.checked, 200)
        XCTAssertEqual(first.problems, second.problems)
        XCTAssertEqual(first.problems, [])
    }
}
#endif
