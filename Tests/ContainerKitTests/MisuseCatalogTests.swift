import ContainerKit
import ContainerKitTesting
import XCTest

/// Every misuse of the MisuseRules article that ContainerKit implements, against one realistic
/// tree: the error or report, and a full snapshot (dumps, parents and children, appearance
/// states, trace) before and after. Refused misuse changes nothing; reported misuse changes only
/// what its entry documents.
/// (MIS-8 and MIS-14 through a navigation and a state-driven tab container in the same tree.)
final class MisuseCatalogTests: XCTestCase {
    private typealias Fixture = MisuseFixture

    @MainActor private func assertRefused(
        _ expected: Misuse, in f: Fixture, reachesTheTreesLog: Bool = true,
        file: StaticString = #filePath, line: UInt = #line, _ body: () -> Void
    ) {
        let report = XCTAssertMisuse(
            expected, unchanged: [f.window], controllers: [f.root], recorder: f.recorder,
            file: file, line: line, body)
        XCTAssertEqual(report?.outcome, .refused, file: file, line: line)
        if reachesTheTreesLog {
            XCTAssertEqual(f.log.reports.last, report, "the tree's log saw it first", file: file, line: line)
        }
    }

    /// Every scenario: the report of its rule, with the documented outcome; a refusal leaves the
    /// tree, the controllers and the trace exactly as they were.
    @MainActor func testEveryMisuseRuleIsRefusedOrReportedAsDocumented() async {
        for scenario in MisuseScenario.all {
            let f = Fixture()
            let misuse = scenario.setUp(f)
            // MIS-15: the operation that asked for the change went ahead; the refused change
            // itself changed nothing (testMIS15 checks it).
            let watched = scenario.rule == .reentrantChange ? [] : [f.window]
            let report = XCTAssertMisuse(
                scenario.rule, unchanged: watched, controllers: watched.isEmpty ? [] : [f.root],
                recorder: watched.isEmpty ? nil : f.recorder, "\(scenario)", misuse)
            XCTAssertEqual(report?.outcome, scenario.outcome, "\(scenario)")
            XCTAssertEqual(f.log.reports.map(\.misuse), [scenario.rule], "\(scenario): the tree's log")
        }
        let rules = Set(MisuseScenario.all.map(\.rule.id))
        let elsewhere: Set = ["ARG", "PARENT-4"]  // not MIS rules
        XCTAssertEqual(Set(Misuse.allCases.map(\.id)).subtracting(rules).subtracting(elsewhere), [])
    }

    /// A misuse that no assertion expects fails the running XCTest test, with its full message (MIS-1 to MIS-18).
    @MainActor func testAMisuseNoAssertionExpectsFailsTheXCTestTest() async {
        for scenario in MisuseScenario.all {
            let failures = TestReporting.capturingFailures { scenario.trigger(Fixture()) }.map(\.message)
            XCTAssertEqual(failures.count, 1, "\(scenario)")
            XCTAssertTrue(failures.first?.contains("\(scenario.rule.label): ") == true, "\(scenario): \(failures)")
        }
    }

    // MIS-18: strict mode refuses what UIKit appends.
    @MainActor func testMIS18RefusedInStrictMode() async {
        let f = Fixture()
        f.window.containmentPolicy = .strict
        let late = View(name: "late")
        assertRefused(.insertionOutOfRange, in: f) { f.root.view.insertSubview(late, at: 99) }
        assertRefused(.insertionOutOfRange, in: f) {
            f.root.view.insertSubview(late, aboveSubview: View(name: "stranger"))
        }
    }

    // MIS-18: by default appended as in UIKit, with the hooks of an add.
    @MainActor func testMIS18AppendsAsUIKitDoes() async {
        let f = Fixture()
        let late = View(name: "late")
        XCTAssertMisuse(.insertionOutOfRange) { f.root.view.insertSubview(late, belowSubview: View(name: "stranger")) }
        XCTAssertTrue(f.root.view.subviews.last === late)
        XCTAssertTrace(
            f.recorder,
            equals: [
                "late.willMove(toWindow: W)", "late.willMove(toSuperview: R.view)", "late.didMoveToWindow",
                "late.didMoveToSuperview", "R.view.didAddSubview(late)",
            ])
    }

    // MIS-16: a direct call to a container hook does nothing.
    @MainActor func testMIS16DirectContainerHookCallsDoNothing() async {
        let f = Fixture()
        let before = TreeSnapshot([f.window], controllers: [f.root], recorder: f.recorder)
        XCTAssertMisuse(.directContainerHookCall) { f.container.prepare(parent: f.child) }
        XCTAssertMisuse(.directContainerHookCall) { f.container.insert(ViewController(name: "Y")) }
        XCTAssertMisuse(.directContainerHookCall) { f.container.containerDidLoad() }
        XCTAssertMisuse(.directContainerHookCall) { f.container.prepareForReuse() }
        XCTAssertUnchanged(before, TreeSnapshot([f.window], controllers: [f.root], recorder: f.recorder))
        XCTAssertEqual(f.container.parentController?.name, "R")
    }

    // MIS-17: every kind of node a factory may not hand back.
    @MainActor func testMIS17FactoriesAreCheckedLikeDirectArguments() async {
        let f = Fixture()
        let k = ContainerView<View>(name: "KV")
        f.root.view.addSubview(k)
        let torn = View(name: "torn")
        torn.tearDown()
        for (what, make) in [
            ("the container itself", { () -> View in k }),
            ("an ancestor", { f.root.view }),
            ("a window", { Window(name: "W2") }),
            ("a torn-down view", { torn }),
            ("another container's content", { f.container.content!.view }),
            ("a window's root view", { f.root.view }),
        ] as [(String, () -> View)] {
            let report = XCTAssertMisuse(
                .unacceptableNode, unchanged: [f.window], controllers: [f.root], recorder: f.recorder
            ) {
                k.prepare(in: f.root, content: make)
            }
            XCTAssertEqual(report?.outcome, .refused, what)
        }
        let kc = ControllerContainer<ViewController>(name: "KC")
        f.root.view.addSubview(kc)
        for (what, make) in [
            ("its own parent", { f.root }),
            ("an ancestor of the parent", { f.root }),
            ("a child of another controller", { f.grandchild }),
            ("another container's content", { f.container.content! }),
        ] as [(String, () -> ViewController)] {
            XCTAssertMisuse(.unacceptableNode, unchanged: [f.window], controllers: [f.root], recorder: f.recorder, what)
            {
                kc.prepare(in: f.root, content: make)
            }
        }
        XCTAssertNil(k.content)
        XCTAssertNil(kc.content)
    }

    // MIS-1: reported; the removal still happens, with only didMove(toParent: nil).
    @MainActor func testMIS1() async {
        let f = Fixture()
        let report = XCTAssertMisuse(.removeFromParentWithoutWillMove) { f.grandchild.removeFromParent() }
        XCTAssertEqual(report?.nodes, ["G", "C"])
        XCTAssertTrace(f.recorder, equals: ["G.didMove(toParent: nil)"])
        XCTAssertTrue(f.child.children.isEmpty)
    }

    // MIS-2: reported; nothing else changes but the phase.
    @MainActor func testMIS2() async {
        let f = Fixture()
        let late = ViewController(name: "L")
        f.root.addChild(late)
        f.recorder.removeAll()
        XCTAssertMisuse(.missingDidMoveToParent) { late.willMove(toParent: nil) }
        XCTAssertTrace(f.recorder, equals: ["L.willMove(toParent: nil)"])
        XCTAssertEqual(f.root.children.map(\.name), ["C", "K", "L"].map { $0 == "K" ? "X" : $0 })
    }

    // MIS-3: refused.
    @MainActor func testMIS3() async {
        let f = Fixture()
        assertRefused(.inconsistentHierarchy, in: f) { f.root.view.addSubview(f.grandchild.view) }
        assertRefused(.inconsistentHierarchy, in: f) { f.child.addChild(ViewController(name: "N"), into: f.root.view) }
        // A view container prepared in a controller that does not own its place.
        let k = ContainerView<View>(name: "KV")
        f.child.view.addSubview(k)
        f.recorder.removeAll()
        assertRefused(.inconsistentHierarchy, in: f) { k.prepare(in: f.root) }
    }

    // MIS-4: refused in strict mode.
    @MainActor func testMIS4() async {
        let f = Fixture()
        f.window.containmentPolicy = .strict
        assertRefused(.childHasAnotherParent, in: f) { f.root.addChild(f.grandchild) }
    }

    // MIS-5: reported; nothing changes.
    @MainActor func testMIS5() async {
        let f = Fixture()
        let before = TreeSnapshot([f.window], controllers: [f.root], recorder: f.recorder)
        XCTAssertMisuse(.directAppearanceCall) { f.child.viewDidAppear(false) }
        XCTAssertUnchanged(before, TreeSnapshot([f.window], controllers: [f.root], recorder: f.recorder))
    }

    // MIS-6: an end with no begin changes nothing and is reported.
    @MainActor func testMIS6() async {
        let f = Fixture()
        let before = TreeSnapshot([f.window], controllers: [f.root], recorder: f.recorder)
        XCTAssertMisuse(.unbalancedAppearanceTransition) { f.grandchild.endAppearanceTransition() }
        XCTAssertUnchanged(before, TreeSnapshot([f.window], controllers: [f.root], recorder: f.recorder))
    }

    // MIS-7: refused, for views, controllers, and loops through containers.
    @MainActor func testMIS7() async throws {
        let f = Fixture()
        assertRefused(.viewCycle, in: f) { f.grandchild.view.addSubview(f.child.view) }
        assertRefused(.viewCycle, in: f) { f.grandchild.addChild(f.root) }
        // A loop through a container: the container placed inside its own content's view.
        let x = try XCTUnwrap(f.container.content)
        let inside = View(name: "inside")
        x.view.addSubview(inside)
        f.recorder.removeAll()
        assertRefused(.viewCycle, in: f) { inside.addSubview(f.container) }
    }

    // MIS-9: refused.
    @MainActor func testMIS9() async {
        let f = Fixture()
        let other = ViewController(name: "O")
        assertRefused(.viewIsRootOfAnotherController, in: f) { other.setView(f.child.view) }
        XCTAssertFalse(other.isViewLoaded)
    }

    // MIS-10: reported; the controller gets a plain view, once.
    @MainActor func testMIS10() async {
        let f = Fixture()
        let empty = EmptyLoadView(name: "E")
        let report = XCTAssertMisuse(.loadViewLeftNoView) { f.root.addChild(empty, into: f.root.view) }
        XCTAssertEqual(
            report?.message,
            "EmptyLoadView \"E\" has no root view: loadView() returned without installing a view. "
                + "It got a new View, installed as its root view instead.")
        XCTAssertEqual(empty.view.name, "E.view")
        XCTAssertEqual(empty.appearanceState, .appeared)
        XCTAssertEqual(f.recorder.lines.filter { $0 == "E.loadView" }.count, 1)
    }

    // MIS-11: reported; the hook is missing from the trace, the change is complete.
    @MainActor func testMIS11() async {
        let f = Fixture()
        XCTAssertMisuse(.missingSuperCall) { f.root.addChild(ForgetfulController(name: "F"), into: f.root.view) }
        XCTAssertTrace(
            f.recorder,
            containsInOrder: ["F.willMove(toParent: R)", "F.loadView", "F.viewWillAppear", "F.didMove(toParent: R)"])
        XCTAssertFalse(f.recorder.lines.contains("F.viewDidLoad"))
    }

    // MIS-12: refused, for every kind of node.
    @MainActor func testMIS12() async {
        let f = Fixture()
        let doomed = ViewController(name: "D")
        f.root.addChild(doomed, into: f.root.view)
        doomed.tearDown()
        f.recorder.removeAll()
        assertRefused(.tornDown, in: f) { f.root.addChild(doomed, into: f.root.view) }
        assertRefused(.tornDown, in: f) { f.root.view.addSubview(doomed.view) }
        // A torn-down controller is in no tree: its refusal reaches no tree's log, only the handler.
        assertRefused(.tornDown, in: f, reachesTheTreesLog: false) { doomed.view = View(name: "new") }
        assertRefused(.tornDown, in: f) { f.window.rootViewController = doomed }
    }

    // MIS-13: refused.
    @MainActor func testMIS13() async {
        let f = Fixture()
        let k = ContainerView<NeedsThemeDelegate>(name: "KD")
        f.root.view.addSubview(k)
        f.recorder.removeAll()
        assertRefused(.missingCellDelegate, in: f) { k.prepare(in: f.root) }
    }

    // MIS-15: a prepare from a hook of its own tree waits; a deferred change that is refused when
    // it is applied is reported as MIS-15, with the rule it broke.
    @MainActor func testMIS15() async {
        let f = Fixture()
        let k = ContainerView<View>(name: "KP")
        f.root.view.addSubview(k)
        let hooked = HookedView(name: "hooked")
        hooked.onWillMoveToSuperview = { _ in k.prepare(in: f.root) }
        f.root.view.addSubview(hooked)
        XCTAssertNotNil(k.content, "deferred, then applied")
        XCTAssertTrace(f.recorder, containsInOrder: ["R.view.didAddSubview(hooked)", "KP.prepare(parent: R)"])

        let x = HookedView(name: "x")
        x.onWillMoveToSuperview = { [unowned x] newSuperview in if let newSuperview { x.addSubview(newSuperview) } }
        let report = XCTAssertMisuse(.reentrantChange) { f.child.view.addSubview(x) }
        XCTAssertEqual(report?.outcome, .refused)
        XCTAssertTrue(report?.message.contains("MIS-7") == true, report?.message ?? "")
        XCTAssertTrue(x.superview === f.child.view)
    }
}
