import ContainerKitTesting
import XCTest

@testable import ContainerKit

// TRAIT-1 (traits flow from the window down, overrides apply to subtrees, hooks only on a real
// change, parents first, a controller right before its root view) and TRAIT-2 (reading is O(1)).

/// A user-defined trait, as SwiftUI's environment keys.
private enum DensityKey: TraitKey {
    static let defaultValue = 1
}

/// A view that notes the previous traits its hook receives, and counts its calls.
@MainActor
private final class TraitProbeView: View {
    var onChange: ((TraitProbeView) -> Void)?
    private(set) var previous: [TraitCollection] = []
    override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        previous.append(previousTraitCollection ?? .unspecified)  // never nil in ContainerKit
        onChange?(self)
    }
}

/// A view that counts its trait hooks in a shared log (for the 10,000-view test).
@MainActor
private final class CountingView: View {
    static var calls: [ObjectIdentifier] = []
    override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        CountingView.calls.append(ObjectIdentifier(self))
    }
}

private let compact = TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular, displayScale: 3)
private let regular = TraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .regular, displayScale: 3)

/// The traits a node should have, recomputed by walking the spec's inheritance rule from the top.
@MainActor
private func naiveTraits(of view: View) -> TraitCollection {
    var chain: [View] = []
    var node: View? = view
    while let current = node { chain.append(current); node = current.superview }
    var traits = (chain.last as? Window)?.systemTraits ?? .unspecified
    for current in chain.reversed() {
        if let controller = current.viewController { traits = traits.applying(controller.traitOverrides) }
        traits = traits.applying(current.traitOverrides)
    }
    return traits
}

final class TraitTests: XCTestCase {
    // MARK: - The value type

    @MainActor func testTRAIT1_ACollectionOverridesOnlyWhatItSpecifies() async throws {
        var overrides = TraitCollection()
        XCTAssertTrue(overrides.isUnspecified)
        overrides.userInterfaceStyle = .dark
        overrides[DensityKey.self] = 2
        XCTAssertTrue(overrides.contains(DensityKey.self))

        let combined = compact.applying(overrides)
        XCTAssertEqual(combined.horizontalSizeClass, .compact)
        XCTAssertEqual(combined.displayScale, 3)
        XCTAssertEqual(combined.userInterfaceStyle, .dark)
        XCTAssertEqual(combined[DensityKey.self], 2)
        XCTAssertEqual(compact[DensityKey.self], 1, "an unset trait reads its default")
        XCTAssertNotEqual(compact, combined)

        var same = combined
        same[DensityKey.self] = 2
        XCTAssertEqual(same, combined, "user-defined traits compare by value")
        same.removeValue(for: DensityKey.self)
        XCTAssertNotEqual(same, combined)
        XCTAssertEqual(
            combined.description,
            "TraitCollection(horizontal: compact, vertical: regular, scale: 3.0, style: dark, DensityKey: 2)")
    }

    // MARK: - TRAIT-1

    @MainActor func testTRAIT1_WindowTraitsFlowDownParentsFirstAControllerBeforeItsRootView() async throws {
        let w = Window(name: "W")
        let p = ViewController(name: "P"), c = ViewController(name: "C")
        w.rootViewController = p
        let header = View(name: "header"), label = View(name: "label")
        p.view.addSubview(header)
        header.addSubview(label)
        p.addChild(c, into: p.view)
        let recorder = TraceRecorder()
        w.attach(recorder)

        w.systemTraits = compact
        XCTAssertTrace(
            recorder,
            equals: [
                "W.traitCollectionDidChange",
                "P.traitCollectionDidChange",
                "P.view.traitCollectionDidChange",
                "header.traitCollectionDidChange",
                "label.traitCollectionDidChange",
                "C.traitCollectionDidChange",
                "C.view.traitCollectionDidChange",
            ])
        for traits in [
            w.traitCollection, p.traitCollection, label.traitCollection, c.traitCollection, c.view.traitCollection,
        ] {
            XCTAssertEqual(traits, compact)
        }

        recorder.removeAll()
        w.systemTraits = compact
        XCTAssertTrace(recorder, equals: [], "the same traits again: no real change, no hook")

        recorder.removeAll()
        w.systemTraits = regular
        XCTAssertEqual(recorder.lines.count, 7)
        XCTAssertValidTrace(recorder)
    }

    @MainActor func testTRAIT1_AnOverrideAppliesToItsSubtreeOnly() async throws {
        let w = Window(name: "W")
        w.systemTraits = compact
        let p = ViewController(name: "P"), c = ViewController(name: "C")
        w.rootViewController = p
        let sidebar = View(name: "sidebar"), item = View(name: "item"), other = View(name: "other")
        p.view.addSubview(sidebar)
        sidebar.addSubview(item)
        p.view.addSubview(other)
        p.addChild(c, into: sidebar)
        let recorder = TraceRecorder()
        w.attach(recorder)

        sidebar.traitOverrides.userInterfaceStyle = .dark
        XCTAssertTrace(
            recorder,
            equals: [
                "sidebar.traitCollectionDidChange",
                "item.traitCollectionDidChange",
                "C.traitCollectionDidChange",
                "C.view.traitCollectionDidChange",
            ])
        XCTAssertEqual(item.traitCollection.userInterfaceStyle, .dark)
        XCTAssertEqual(item.traitCollection.horizontalSizeClass, .compact, "the rest is inherited")
        XCTAssertEqual(other.traitCollection, compact)
        XCTAssertEqual(p.traitCollection, compact)

        recorder.removeAll()
        c.traitOverrides[DensityKey.self] = 3
        XCTAssertTrace(recorder, equals: ["C.traitCollectionDidChange", "C.view.traitCollectionDidChange"])
        XCTAssertEqual(c.view.traitCollection[DensityKey.self], 3)
        XCTAssertEqual(c.view.traitCollection.userInterfaceStyle, .dark)

        recorder.removeAll()
        item.traitOverrides.userInterfaceStyle = .dark
        XCTAssertTrace(recorder, equals: [], "overriding a trait with the value it has is no change")

        recorder.removeAll()
        w.traitOverrides.userInterfaceStyle = .light
        XCTAssertEqual(other.traitCollection.userInterfaceStyle, .light)
        XCTAssertEqual(item.traitCollection.userInterfaceStyle, .dark, "the nearer override wins")
        XCTAssertTrace(
            recorder,
            equals: [
                "W.traitCollectionDidChange", "P.traitCollectionDidChange", "P.view.traitCollectionDidChange",
                "other.traitCollectionDidChange",
            ], "the sidebar's subtree overrides the style: it does not change")
    }

    @MainActor func testTRAIT1_TheHookReceivesThePreviousTraitsAndSeesTheNewOnesEverywhere() async throws {
        let w = Window(name: "W")
        let outer = TraitProbeView(name: "outer"), inner = TraitProbeView(name: "inner")
        w.addSubview(outer)
        outer.addSubview(inner)
        var innerSeenFromOuter: TraitCollection?
        outer.onChange = { _ in innerSeenFromOuter = inner.traitCollection }

        w.systemTraits = compact
        XCTAssertEqual(outer.previous, [.unspecified])
        XCTAssertEqual(innerSeenFromOuter, compact, "every node's new traits are stored before the first hook")
        w.systemTraits = regular
        XCTAssertEqual(inner.previous, [.unspecified, compact])
    }

    @MainActor func testTRAIT1_AMovedViewTakesTheTraitsOfItsNewPlace() async throws {
        let w1 = Window(name: "W1"), w2 = Window(name: "W2"), w3 = Window(name: "W3")
        w1.systemTraits = compact
        w2.systemTraits = regular
        w3.systemTraits = regular
        let v = TraitProbeView(name: "v"), leaf = TraitProbeView(name: "leaf")
        v.addSubview(leaf)
        let recorder = TraceRecorder()
        w1.attach(recorder)

        w1.addSubview(v)
        XCTAssertTrace(
            recorder,
            equals: [
                "v.willMove(toWindow: W1)",
                "leaf.willMove(toWindow: W1)",
                "v.willMove(toSuperview: W1)",
                "v.traitCollectionDidChange",
                "leaf.traitCollectionDidChange",
                "leaf.didMoveToWindow",
                "v.didMoveToWindow",
                "v.didMoveToSuperview",
                "W1.didAddSubview(v)",
            ], "the new traits, with their hooks, before the did-hooks")
        XCTAssertEqual(leaf.traitCollection, compact)

        w2.addSubview(v)
        XCTAssertEqual(leaf.traitCollection, regular)
        XCTAssertEqual(leaf.previous.count, 2)
        w3.addSubview(v)
        XCTAssertEqual(leaf.previous.count, 2, "the same traits in the other window: no hook")
        v.removeFromSuperview()
        XCTAssertEqual(leaf.traitCollection, .unspecified, "out of any window")
        XCTAssertEqual(leaf.previous.count, 3)
    }

    @MainActor func testTRAIT1_AControllerOutsideTheViewTreeHasItsOwnOverrides() async throws {
        let c = ViewController(name: "C")
        let recorder = TraceRecorder()
        c.attach(recorder)
        c.traitOverrides.horizontalSizeClass = .compact
        XCTAssertFalse(c.isViewLoaded)
        XCTAssertEqual(c.traitCollection.horizontalSizeClass, .compact)
        XCTAssertTrace(recorder, equals: ["C.traitCollectionDidChange"])

        recorder.removeAll()
        XCTAssertEqual(c.view.traitCollection.horizontalSizeClass, .compact, "its new root view inherits them")
        XCTAssertTrace(recorder, equals: ["C.loadView", "C.view.traitCollectionDidChange", "C.viewDidLoad"])
    }

    // REENT-1: a tree change requested from traitCollectionDidChange waits for the operation.
    @MainActor func testREENT1_ATreeChangeFromTraitCollectionDidChangeIsAppliedAfterTheUpdate() async throws {
        let w = Window(name: "W")
        let v = TraitProbeView(name: "v"), late = View(name: "late")
        w.addSubview(v)
        v.onChange = { view in
            view.onChange = nil
            view.addSubview(late)
            XCTAssertNil(late.superview, "deferred")
        }
        let recorder = TraceRecorder()
        w.attach(recorder)
        w.systemTraits = compact
        XCTAssertTrace(
            recorder,
            equals: [
                "W.traitCollectionDidChange",
                "v.traitCollectionDidChange",
                "late.willMove(toWindow: W)",
                "late.willMove(toSuperview: v)",
                "late.traitCollectionDidChange",
                "late.didMoveToWindow",
                "late.didMoveToSuperview",
                "v.didAddSubview(late)",
            ])
    }

    @MainActor func testMIS11_TraitCollectionDidChangeWithoutSuperIsReported() async throws {
        final class Forgetful: View {
            override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}
        }
        let w = Window(name: "W")
        let log = DiagnosticsLog()
        w.attach(log)
        w.addSubview(Forgetful(name: "F"))
        let report = XCTAssertMisuse(.missingSuperCall) { w.systemTraits = compact }
        XCTAssertEqual(
            report?.description,
            """
            MIS-11 (missingSuperCall): Forgetful "F" overrides traitCollectionDidChange(_:) without calling super, \
            so ContainerKit could not record it. Fix: call super.traitCollectionDidChange(_:) in the override.
            """)
        XCTAssertEqual(log.reports.map(\.misuse), [.missingSuperCall])
    }

    // MARK: - 10,000 views

    @MainActor func testTRAIT1_OneChangeAtTheWindowReachesTenThousandViewsOnceInPreOrder() async throws {
        let w = Window(name: "W")
        let root = CountingView(name: "root")
        var all: [View] = [root]
        var parent = 0
        while all.count < 10_000 {
            let view = CountingView(name: "n")
            all[parent].addSubview(view)
            all.append(view)
            if all[parent].subviews.count == 6 { parent += 1 }
        }
        w.addSubview(root)
        var preOrder: [ObjectIdentifier] = []
        var stack: [View] = [root]
        while let view = stack.popLast() {
            preOrder.append(ObjectIdentifier(view))
            stack.append(contentsOf: view.subviews.reversed())
        }
        CountingView.calls = []

        w.systemTraits = compact
        XCTAssertEqual(CountingView.calls.count, 10_000, "every view once")
        XCTAssertEqual(Set(CountingView.calls).count, 10_000)
        XCTAssertTrue(CountingView.calls == preOrder, "in pre-order")

        CountingView.calls = []
        w.systemTraits = compact
        XCTAssertEqual(CountingView.calls.count, 0, "an identical change reaches none")
        XCTAssertTrue(all.allSatisfy { $0.traitCollection == compact })
        CountingView.calls = []
    }

    // MARK: - TRAIT-2

    @MainActor func testTRAIT2_StoredTraitsEqualANaiveWalkAfterRandomMovesAndOverrides() async throws {
        var random = SplitMix64(seed: 0x7EA17)
        let w = Window(name: "W")
        let root = ViewController(name: "root")
        w.rootViewController = root
        var controllers: [ViewController] = [root]
        var views: [View] = [root.view]
        for i in 0..<10 {
            let c = ViewController(name: "C\(i)")
            let parent = controllers.randomElement(using: &random)!
            parent.addChild(c)
            c.didMove(toParent: parent)  // finished, not MIS-19
            controllers.append(c)
            views.append(c.view)
        }
        for i in 0..<60 { views.append(View(name: "v\(i)")) }
        let styles: [UserInterfaceStyle] = [.unspecified, .light, .dark]
        for step in 0..<2_000 {
            let view = views.randomElement(using: &random)!
            switch random.next() % 6 {
            case 0: _ = try? withMisuseChecking { view.removeFromSuperview() }  // a root view refuses
            case 1: view.traitOverrides.userInterfaceStyle = styles.randomElement(using: &random)!
            case 2: controllers.randomElement(using: &random)!.traitOverrides[DensityKey.self] = Int(random.next() % 3)
            case 3: w.systemTraits = Bool.random(using: &random) ? compact : regular
            default:  // a refused move (a cycle) changes nothing; withMisuseChecking keeps it out of the report channel
                let target = views.randomElement(using: &random)!
                _ = try? withMisuseChecking { target.addSubview(view) }
            }
            for candidate in views {
                XCTAssertEqual(
                    candidate.traitCollection, naiveTraits(of: candidate), "\(candidate.name) after step \(step)")
            }
        }
    }

    /// TRAIT-2: reading a node's traits is one load at any depth, because each view stores the
    /// effective collection (a box shared down a chain without overrides) rather than walking up.
    /// The cost itself is measured by the `traits` rows of the benchmarks, not timed here.
    @MainActor func testTRAIT2_TraitsAtDepthTenThousandAreStoredNotComputed() async throws {
        let (chain, leaf) = makeChain(depth: 10_000)
        let w = Window(name: "W")
        w.addSubview(chain)
        w.systemTraits = compact
        XCTAssertEqual(leaf.traitCollection, compact)
        XCTAssertEqual(chain.traitCollection, compact)
        // The stored box is shared down the chain: no per-view copy.
        XCTAssertTrue(leaf.storedTraits === chain.storedTraits)
    }
}
