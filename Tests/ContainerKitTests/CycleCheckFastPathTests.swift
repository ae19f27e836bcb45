import ContainerKitTesting
import XCTest

@testable import ContainerKit

/// The fast path of the cycle check (`View.regionChainCycleAnswer(adding:)`, BENCHMARKS.md
/// problem 3) gives the full check's answer wherever it applies: on the random forests of the
/// model checker (windows, views, controllers, both kinds of container, a list), after every
/// operation, for every pair of views.
final class CycleCheckFastPathTests: XCTestCase {
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

    @MainActor func testTheFastPathAgreesWithTheFullWalkOnRandomForests() async {
        withDiagnosticsHandler({ _ in }) {  // refused random operations are expected here
            var seeds = SplitMix64(seed: 0xC1C1E)
            var applied = 0, compared = 0, cycles = 0
            for _ in 0..<12 {
                let seed = seeds.next()
                var random = SplitMix64(seed: seed)
                let forest = RandomForest(seed: seed, reentrant: false)
                for operation in ForestOperation.sequence(count: 150, seed: seed, using: &random) {
                    _ = forest.apply(operation)
                    applied += 1
                    let views = forest.allViews
                    for target in views where !target.isTornDown {
                        for moving in views where moving !== target && !moving.isTornDown {
                            guard let fast = target.regionChainCycleAnswer(adding: moving) else { continue }
                            let full =
                                target.isHeld(transitivelyBy: moving) || target.resolves(through: moving)
                                || moving.storedController.map { target.mayResolve(through: $0) } == true
                            compared += 1
                            if full { cycles += 1 }
                            if fast != full {
                                XCTFail(
                                    "seed \(seed): adding \(moving.name) to \(target.name): fast \(fast), full \(full)")
                                return
                            }
                        }
                    }
                }
            }
            XCTAssertEqual(applied, 1_800)
            XCTAssertGreaterThan(compared, 10_000, "the fast path applies often")
            XCTAssertGreaterThan(cycles, 100, "and sees loops")
        }
    }

    /// The fast path's own cases, one by one.
    @MainActor func testTheFastPathCases() async {
        let controller = ViewController(name: "C")
        let root: View = controller.view, a = View(name: "a"), b = View(name: "b"), leaf = View(name: "leaf")
        root.addSubview(a)
        root.addSubview(b)
        a.addSubview(leaf)
        XCTAssertEqual(leaf.regionChainCycleAnswer(adding: a), true, "a is above leaf")
        XCTAssertEqual(b.regionChainCycleAnswer(adding: a), false, "a sibling")
        XCTAssertEqual(root.regionChainCycleAnswer(adding: a), false, "the region's root view")
        XCTAssertNil(b.regionChainCycleAnswer(adding: root), "a root view is checked in full")
        XCTAssertNil(View().regionChainCycleAnswer(adding: a), "another owner")

        // Without owner: the chain runs to the top of the tree.
        let top = View(name: "top"), middle = View(name: "middle"), bottom = View(name: "bottom")
        top.addSubview(middle)
        middle.addSubview(bottom)
        XCTAssertEqual(bottom.regionChainCycleAnswer(adding: middle), true)
        XCTAssertEqual(bottom.regionChainCycleAnswer(adding: View()), false)

        // A view held from elsewhere than its superview (a list's pooled cell) is checked in full.
        let container = ContainerView<View>(name: "K")
        container.prepare(in: nil) { View(name: "content") }
        let content = container.subviews[0]
        XCTAssertEqual(content.regionChainCycleAnswer(adding: View()), false, "content is held by its superview only")
        XCTAssertNil(content.regionChainCycleAnswer(adding: container), "a container is checked in full")
    }
}
