import ContainerKit
import ContainerKitTesting
import XCTest

/// Every misuse of misuse.md that ContainerKit implements, against one realistic tree: the error or
/// report, and a full snapshot (dumps, parents and children, appearance states, trace) before and
/// after. Refused misuse changes nothing; reported misuse changes only what its entry documents.
/// (MIS-8 and MIS-14 belong to navigation and tabs, which do not exist yet.)
final class MisuseCatalogTests: XCTestCase {
    @MainActor
    private final class Fixture {
        let window: Window
        let root: ViewController
        let child: ViewController
        let grandchild: ViewController
        let container: ControllerContainer<ViewController>
        let recorder = TraceRecorder()
        let log = DiagnosticsLog()

        init() throws {
            (window, root) = makeVisibleWindow(root: ViewController(name: "R"))
            child = ViewController(name: "C")
            grandchild = ViewController(name: "G")
            try root.addChild(child, into: root.view)
            try child.addChild(grandchild, into: child.view)
            container = ControllerContainer(name: "K")
            try container.prepare(in: root) { ViewController(name: "X") }
            try root.view.addSubview(container)
            window.attach(recorder)
            window.attach(log)
        }

        func snapshot() -> TreeSnapshot {
            TreeSnapshot([window], controllers: [root], recorder: recorder)
        }
    }

    @MainActor private func assertRefused(
        _ expected: Misuse, in fixture: Fixture, file: StaticString = #filePath, line: UInt = #line,
        _ body: () throws(MisuseError) -> Void
    ) {
        let before = fixture.snapshot()
        XCTAssertEqual(expectMisuse(body, file: file, line: line)?.misuse, expected, file: file, line: line)
        XCTAssertUnchanged(before, fixture.snapshot(), file: file, line: line)
        XCTAssertTrue(fixture.log.reports.isEmpty, "a refused operation reports nothing", file: file, line: line)
    }

    // MIS-1: reported; the removal still happens, with only didMove(toParent: nil).
    @MainActor func testMIS1() async throws {
        let f = try Fixture()
        try f.grandchild.removeFromParent()
        XCTAssertEqual(f.log.reports.map(\.misuse), [.removeFromParentWithoutWillMove])
        XCTAssertEqual(f.log.reports.first?.nodes, ["G", "C"])
        XCTAssertTrace(f.recorder, equals: ["G.didMove(toParent: nil)"])
        XCTAssertTrue(f.child.children.isEmpty)
    }

    // MIS-2: reported; nothing else changes but the phase.
    @MainActor func testMIS2() async throws {
        let f = try Fixture()
        let late = ViewController(name: "L")
        try f.root.addChild(late)
        f.recorder.removeAll()
        late.willMove(toParent: nil)
        XCTAssertEqual(f.log.reports.map(\.misuse), [.missingDidMoveToParent])
        XCTAssertTrace(f.recorder, equals: ["L.willMove(toParent: nil)"])
        XCTAssertEqual(f.root.children.map(\.name), ["C", "X", "L"])
    }

    // MIS-3: refused.
    @MainActor func testMIS3() async throws {
        let f = try Fixture()
        assertRefused(.inconsistentHierarchy, in: f) { () throws(MisuseError) in try f.root.view.addSubview(f.grandchild.view) }
        assertRefused(.inconsistentHierarchy, in: f) { () throws(MisuseError) in try f.child.addChild(ViewController(name: "N"), into: f.root.view) }
    }

    // MIS-4: refused in strict mode.
    @MainActor func testMIS4() async throws {
        let f = try Fixture()
        f.window.containmentPolicy = .strict
        assertRefused(.childHasAnotherParent, in: f) { () throws(MisuseError) in try f.root.addChild(f.grandchild) }
    }

    // MIS-5: reported; nothing changes.
    @MainActor func testMIS5() async throws {
        let f = try Fixture()
        let before = f.snapshot()
        f.child.viewDidAppear(false)
        XCTAssertEqual(f.log.reports.map(\.misuse), [.directAppearanceCall])
        XCTAssertUnchanged(before, f.snapshot())
    }

    // MIS-6: refused and reported; nothing changes.
    @MainActor func testMIS6() async throws {
        let f = try Fixture()
        let before = f.snapshot()
        f.grandchild.endAppearanceTransition()
        XCTAssertEqual(f.log.reports.map(\.misuse), [.unbalancedAppearanceTransition])
        XCTAssertUnchanged(before, f.snapshot())
    }

    // MIS-7: refused, for views, controllers, and loops through containers.
    @MainActor func testMIS7() async throws {
        let f = try Fixture()
        assertRefused(.viewCycle, in: f) { () throws(MisuseError) in try f.grandchild.view.addSubview(f.child.view) }
        assertRefused(.viewCycle, in: f) { () throws(MisuseError) in try f.grandchild.addChild(f.root) }
        // A loop through a container: the container placed inside its own content's view.
        let x = try XCTUnwrap(f.container.content)
        let inside = View(name: "inside")
        try x.view.addSubview(inside)
        f.recorder.removeAll()
        assertRefused(.viewCycle, in: f) { () throws(MisuseError) in try inside.addSubview(f.container) }
    }

    // MIS-9: refused.
    @MainActor func testMIS9() async throws {
        let f = try Fixture()
        let other = ViewController(name: "O")
        assertRefused(.viewIsRootOfAnotherController, in: f) { () throws(MisuseError) in try other.setView(f.child.view) }
        XCTAssertFalse(other.isViewLoaded)
    }

    // MIS-10: reported; the controller gets a plain view.
    @MainActor func testMIS10() async throws {
        final class Empty: ViewController { override func loadView() {} }
        let f = try Fixture()
        let empty = Empty(name: "E")
        try f.root.addChild(empty, into: f.root.view)
        XCTAssertEqual(f.log.reports.map(\.misuse), [.loadViewLeftNoView])
        XCTAssertEqual(empty.view.name, "E.view")
        XCTAssertEqual(empty.appearanceState, .appeared)
    }

    // MIS-11: reported; the hook is missing from the trace, the change is complete.
    @MainActor func testMIS11() async throws {
        final class Forgetful: ViewController { override func viewDidLoad() {} }
        let f = try Fixture()
        try f.root.addChild(Forgetful(name: "F"), into: f.root.view)
        XCTAssertEqual(f.log.reports.map(\.misuse), [.missingSuperCall])
        XCTAssertTrace(f.recorder, containsInOrder: ["F.willMove(toParent: R)", "F.loadView", "F.viewWillAppear", "F.didMove(toParent: R)"])
        XCTAssertFalse(f.recorder.lines.contains("F.viewDidLoad"))
    }

    // MIS-12: refused, for every kind of node.
    @MainActor func testMIS12() async throws {
        let f = try Fixture()
        let doomed = ViewController(name: "D")
        try f.root.addChild(doomed, into: f.root.view)
        doomed.tearDown()
        f.recorder.removeAll()
        assertRefused(.tornDown, in: f) { () throws(MisuseError) in try f.root.addChild(doomed, into: f.root.view) }
        assertRefused(.tornDown, in: f) { () throws(MisuseError) in try f.root.view.addSubview(doomed.view) }
        assertRefused(.tornDown, in: f) { () throws(MisuseError) in _ = try doomed.view.requireAncestor(of: Window.self) }
    }

    // MIS-13: refused.
    @MainActor func testMIS13() async throws {
        final class NeedsDelegate: View, DelegatingContent {
            weak var delegate: (any Themed)?
            static var delegateRequirement: DelegateRequirement { .required }
        }
        let f = try Fixture()
        let k = ViewContainer<NeedsDelegate>(name: "KD")
        try f.root.view.addSubview(k)
        f.recorder.removeAll()
        assertRefused(.missingCellDelegate, in: f) { () throws(MisuseError) in try k.prepare(in: f.root) }
    }

    // MIS-15: a prepare from a hook of its own tree is refused; a deferred change that fails is reported.
    @MainActor func testMIS15() async throws {
        final class Preparing: View {
            var attempt: (() throws(MisuseError) -> Void)?
            var error: MisuseError?
            override func didMoveToWindow() {
                super.didMoveToWindow()
                do throws(MisuseError) { try attempt?() } catch { self.error = error }
            }
        }
        let f = try Fixture()
        let k = ViewContainer<View>(name: "KP")
        try f.root.view.addSubview(k)
        let hooked = Preparing(name: "hooked")
        hooked.attempt = { () throws(MisuseError) in try k.prepare(in: f.root) }
        try f.root.view.addSubview(hooked)
        hooked.attempt = nil  // the closure captures the fixture, which holds the window: no cycle left behind
        XCTAssertEqual(hooked.error?.misuse, .reentrantChange)
        XCTAssertNil(k.content)
    }
}

@MainActor
private protocol Themed: AnyObject {}
