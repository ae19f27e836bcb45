import ContainerKit
import ContainerKitTesting
import XCTest

@MainActor
private final class ParentWatchingController: ViewController {
    var parentInWillMove: [String] = []
    override func willMove(toParent parent: ViewController?) {
        parentInWillMove.append(self.parent?.name ?? "nil")
        super.willMove(toParent: parent)
    }
}

/// What a test compares before and after a refused operation.
@MainActor
private func snapshot(_ controllers: [ViewController], _ roots: [View]) -> [String] {
    controllers.map {
        "\($0.name): parent=\($0.parent?.name ?? "nil") children=\($0.children.map(\.name)) \($0.appearanceState)"
    }
        + roots.map { $0.treeDump() }
}

final class ContainmentTests: XCTestCase {
    // VC-1
    @MainActor func testVC1AddChildCallsWillMoveThenAppends() async throws {
        let p = ViewController(name: "P"), first = ViewController(name: "first"),
            c = ParentWatchingController(name: "C")
        p.addChild(first)
        first.didMove(toParent: p)  // finished, so that adding C is not MIS-19
        let recorder = TraceRecorder()
        p.attach(recorder)
        p.addChild(c)
        XCTAssertTrace(recorder, equals: ["C.willMove(toParent: P)"])
        XCTAssertEqual(c.parentInWillMove, ["nil"], "the parent is set after willMove")
        XCTAssertEqual(p.children.map(\.name), ["first", "C"])
        XCTAssertTrue(c.parent === p)
        XCTAssertFalse(c.isViewLoaded, "addChild loads nothing")
        c.didMove(toParent: p)  // finishes the containment the test began (MIS-19 at release otherwise)
    }

    // VC-2: the container places the view and calls didMove itself.
    @MainActor func testVC2ContainerCallsDidMoveAfterPlacingTheView() async throws {
        let p = ViewController(name: "P"), c = ViewController(name: "C")
        p.loadViewIfNeeded()
        let recorder = TraceRecorder(), log = DiagnosticsLog()
        p.attach(recorder)
        p.attach(log)
        p.addChild(c)
        p.view.addSubview(c.view)
        c.didMove(toParent: p)
        XCTAssertTrace(
            recorder,
            equals: [
                "C.willMove(toParent: P)", "C.loadView", "C.viewDidLoad",
                "C.view.willMove(toSuperview: P.view)", "C.view.didMoveToSuperview", "P.view.didAddSubview(C.view)",
                "C.didMove(toParent: P)",
            ])
        XCTAssertTrue(log.reports.isEmpty)
    }

    // VC-3: removal by hand, in UIKit's three steps.
    @MainActor func testVC3RemovalByHand() async throws {
        let p = ViewController(name: "P"), c = ViewController(name: "C")
        p.addChild(c, into: p.view)
        let recorder = TraceRecorder(), log = DiagnosticsLog()
        p.attach(recorder)
        p.attach(log)
        c.willMove(toParent: nil)
        c.view.removeFromSuperview()
        c.removeFromParent()
        XCTAssertTrace(
            recorder,
            equals: [
                "C.willMove(toParent: nil)",
                "P.view.willRemoveSubview(C.view)", "C.view.willMove(toSuperview: nil)", "C.view.didMoveToSuperview",
                "C.didMove(toParent: nil)",
            ])
        XCTAssertTrue(p.children.isEmpty)
        XCTAssertNil(c.parent)
        XCTAssertTrue(log.reports.isEmpty)
    }

    // VC-4: adding a child of P1 to P2 first removes it from P1 completely (policy).
    @MainActor func testVC4ReparentingRemovesFromTheOldParentFirst() async throws {
        let p1 = ViewController(name: "P1"), p2 = ViewController(name: "P2"), c = ViewController(name: "C")
        p1.addChild(c, into: p1.view)
        let r1 = TraceRecorder(), r2 = TraceRecorder()
        p1.attach(r1)
        p2.attach(r2)
        p2.addChild(c)
        // As UIKit's removeFromParent(): no willMove(toParent: nil). Policy: the placed view leaves
        // first, so that it is never under a view its new parent does not own (VC-5).
        let expected = [
            "P1.view.willRemoveSubview(C.view)", "C.view.willMove(toSuperview: nil)", "C.view.didMoveToSuperview",
            "C.didMove(toParent: nil)",
            "C.willMove(toParent: P2)",
        ]
        XCTAssertTrace(r1, equals: expected)
        XCTAssertTrace(r2, equals: expected)
        XCTAssertTrue(p1.children.isEmpty)
        XCTAssertEqual(p2.children.map(\.name), ["C"])
        XCTAssertNil(c.view.superview)
        c.didMove(toParent: p2)  // finishes the containment the test began (MIS-19 at release otherwise)
    }

    // VC-4, MIS-4: strict mode refuses re-parenting, and nothing changes.
    @MainActor func testMIS4StrictModeRefusesAddingAChildOfAnotherParent() async throws {
        let p1 = ViewController(name: "P1"), p2 = ViewController(name: "P2"), c = ViewController(name: "C")
        p1.addChild(c, into: p1.view)
        p2.containmentPolicy = .strict
        let recorder = TraceRecorder()
        p1.attach(recorder)
        let before = snapshot([p1, p2, c], [p1.view])
        let error = refusal { p2.addChild(c) }
        XCTAssertEqual(error?.misuse, .childHasAnotherParent)
        XCTAssertEqual(error?.nodes, ["C", "P1", "P2"])
        XCTAssertEqual(
            error?.description,
            "MIS-4 (childHasAnotherParent): cannot add \"C\" to \"P2\": it is a child of \"P1\" and the tree is in strict containment mode. "
                + "Fix: remove it from \"P1\" first (removeChild(_:)), or use the UIKit-compatible policy.")
        XCTAssertEqual(snapshot([p1, p2, c], [p1.view]), before)
        XCTAssertTrace(recorder, equals: [])
    }

    // VC-5, MIS-3: a child's view placed under a view its parent does not own is refused.
    @MainActor func testMIS3ChildViewUnderAnotherControllersViewIsRefused() async throws {
        let (w, root) = makeVisibleWindow(root: ViewController(name: "R"))
        let p = ViewController(name: "P"), q = ViewController(name: "Q"), c = ViewController(name: "C")
        root.addChild(p, into: root.view)
        root.addChild(q, into: root.view)
        p.addChild(c, into: p.view)
        let holder = View(name: "holder")
        p.view.addSubview(holder)
        holder.addSubview(c.view)  // still owned by P: fine
        let recorder = TraceRecorder()
        w.attach(recorder)
        let before = snapshot([root, p, q, c], [w])
        let errors = [
            refusal { q.view.addSubview(c.view) },
            refusal { q.view.addSubview(holder) },  // carries C.view along
            refusal { q.view.insertSubview(c.view, at: 0) },
            refusal { root.view.addSubview(c.view) },
        ]
        XCTAssertEqual(
            errors.map { $0?.misuse },
            [
                .inconsistentHierarchy, .inconsistentHierarchy,
                .inconsistentHierarchy, .inconsistentHierarchy,
            ])
        XCTAssertEqual(
            errors[0]?.description,
            "MIS-3 (inconsistentHierarchy): the view of \"C\" would be under a view owned by \"Q\", but \"C\" has its parent \"P\" (VC-5). "
                + "Fix: add \"C\" as a child of \"Q\" first, or place its view inside its parent's view.")
        XCTAssertEqual(snapshot([root, p, q, c], [w]), before)
        XCTAssertTrace(recorder, equals: [])
    }

    // VC-5, MIS-3: the helper refuses a container view that its parent does not own.
    @MainActor func testMIS3HelperRefusesAContainerViewOfAnotherController() async throws {
        let p = ViewController(name: "P"), q = ViewController(name: "Q"), c = ViewController(name: "C")
        p.loadViewIfNeeded()
        let recorder = TraceRecorder()
        p.attach(recorder)
        let error = refusal { p.addChild(c, into: q.view) }
        XCTAssertEqual(error?.misuse, .inconsistentHierarchy)
        XCTAssertEqual(
            error?.message,
            "cannot place the view of \"C\" into \"Q.view\": that view is owned by \"Q\", not by its new parent \"P\".")
        XCTAssertTrue(p.children.isEmpty)
        XCTAssertNil(c.parent)
        XCTAssertFalse(c.isViewLoaded)
        XCTAssertTrace(recorder, equals: [])
    }

    // VC-5, MIS-3: strict mode refuses a root view placed under another controller's view without addChild.
    @MainActor func testMIS3StrictModeRefusesAnUncontainedRootView() async throws {
        let (w, p) = makeVisibleWindow()
        w.containmentPolicy = .strict
        let u = ViewController(name: "U")
        u.loadViewIfNeeded()
        let recorder = TraceRecorder()
        w.attach(recorder)
        let before = w.treeDump()
        let error = refusal { p.view.addSubview(u.view) }
        XCTAssertEqual(error?.misuse, .inconsistentHierarchy)
        XCTAssertEqual(error?.nodes, ["U", "P"])
        XCTAssertEqual(w.treeDump(), before)
        XCTAssertEqual(u.appearanceState, .disappeared)
        XCTAssertTrace(recorder, equals: [])
    }

    // VC-5: adding a child whose view sits under another controller's view is refused.
    @MainActor func testMIS3AddChildWhoseViewSitsUnderAnotherController() async throws {
        let p = ViewController(name: "P"), q = ViewController(name: "Q"), u = ViewController(name: "U")
        // Uncontained under Q: UIKit-compatible mode places it and reports it (MIS-3 (b)).
        XCTAssertMisuse(.inconsistentHierarchy) { q.view.addSubview(u.view) }
        let error = refusal { p.addChild(u) }
        XCTAssertEqual(
            error?.description,
            "MIS-3 (inconsistentHierarchy): cannot add \"U\" to \"P\": its view is under a view owned by \"Q\" (VC-5). "
                + "Fix: remove the view of \"U\" from its superview first, or add it to \"Q\".")
        XCTAssertEqual(error?.nodes, ["U", "Q", "P"])
        XCTAssertNil(u.parent)
        q.addChild(u)  // under its own view's owner: fine
        XCTAssertTrue(u.parent === q)
        u.didMove(toParent: q)  // finishes the containment the test began (MIS-19 at release otherwise)
    }

    // VC-6: the helpers add and remove in one call (off-window).
    @MainActor func testVC6HelpersAddAndRemoveInOneCall() async throws {
        let p = ViewController(name: "P"), c = ViewController(name: "C")
        let holder = View(name: "holder")
        p.view.addSubview(holder)
        let recorder = TraceRecorder(), log = DiagnosticsLog()
        p.attach(recorder)
        p.attach(log)
        p.addChild(c, into: holder)
        XCTAssertTrace(
            recorder,
            equals: [
                "C.willMove(toParent: P)", "C.loadView", "C.viewDidLoad",
                "C.view.willMove(toSuperview: holder)", "C.view.didMoveToSuperview", "holder.didAddSubview(C.view)",
                "C.didMove(toParent: P)",
            ])
        XCTAssertTrue(c.view.superview === holder)
        recorder.removeAll()
        p.removeChild(c)
        XCTAssertTrace(
            recorder,
            equals: [
                "C.willMove(toParent: nil)",
                "holder.willRemoveSubview(C.view)", "C.view.willMove(toSuperview: nil)", "C.view.didMoveToSuperview",
                "C.didMove(toParent: nil)",
            ])
        XCTAssertTrue(p.children.isEmpty)
        XCTAssertNil(c.view.superview)
        XCTAssertTrue(log.reports.isEmpty)
    }

    // VC-6: bad input to the helpers.
    @MainActor func testVC6HelpersRefuseBadInput() async throws {
        let p = ViewController(name: "P"), c = ViewController(name: "C"), stranger = ViewController(name: "S")
        p.addChild(c, into: p.view)
        XCTAssertEqual(refusal { p.addChild(c) }?.misuse, .invalidArgument)
        XCTAssertEqual(refusal { p.removeChild(stranger) }?.misuse, .invalidArgument)
        XCTAssertEqual(refusal { p.addChild(p) }?.misuse, .viewCycle)
        XCTAssertEqual(refusal { c.addChild(p) }?.misuse, .viewCycle)
        XCTAssertEqual(p.children.map(\.name), ["C"])
        XCTAssertTrue(c.children.isEmpty)
    }

    // MIS-1: removeFromParent without willMove(toParent: nil) first is reported, and still done.
    @MainActor func testMIS1RemoveFromParentWithoutWillMoveIsReported() async throws {
        let p = ViewController(name: "P"), c = ViewController(name: "C")
        p.addChild(c, into: p.view)
        let recorder = TraceRecorder(), log = DiagnosticsLog()
        p.attach(recorder)
        p.attach(log)
        XCTAssertMisuse(.removeFromParentWithoutWillMove) { c.removeFromParent() }
        XCTAssertEqual(log.reports.map(\.misuse), [.removeFromParentWithoutWillMove])
        XCTAssertEqual(
            log.reports.first?.description,
            "MIS-1 (removeFromParentWithoutWillMove): \"C\" was removed from \"P\" without willMove(toParent: nil) first, so its moving flags were "
                + "wrong during the removal. Fix: call willMove(toParent: nil) before removeFromParent(), or use removeChild(_:)."
        )
        XCTAssertTrace(recorder, equals: ["C.didMove(toParent: nil)"])
        XCTAssertTrue(p.children.isEmpty)
    }

    // MIS-2: willMove(toParent: nil) without a didMove since the child was added.
    @MainActor func testMIS2WillMoveToNilWithoutDidMoveIsReported() async throws {
        let p = ViewController(name: "P"), c = ViewController(name: "C")
        let log = DiagnosticsLog()
        p.attach(log)
        p.addChild(c)
        XCTAssertMisuse(.missingDidMoveToParent) { c.willMove(toParent: nil) }
        XCTAssertEqual(log.reports.map(\.misuse), [.missingDidMoveToParent])
        XCTAssertEqual(
            log.reports.first?.description,
            "MIS-2 (missingDidMoveToParent): \"C\" reached willMove(toParent: nil) without didMove(toParent:) since it was added to \"P\". "
                + "Fix: call didMove(toParent:) after placing a child's view, or use addChild(_:into:).")
        XCTAssertEqual(p.children.map(\.name), ["C"], "reported, not refused")
    }

    // MIS-2: another addChild before didMove.
    @MainActor func testMIS2AnotherAddChildWithoutDidMoveIsReported() async throws {
        let p1 = ViewController(name: "P1"), p2 = ViewController(name: "P2"), c = ViewController(name: "C")
        let log = DiagnosticsLog()
        c.attach(log)
        p1.addChild(c)
        XCTAssertMisuse(.missingDidMoveToParent) { p2.addChild(c) }
        XCTAssertEqual(log.reports.map(\.misuse), [.missingDidMoveToParent])
        XCTAssertTrue(c.parent === p2)
        c.didMove(toParent: p2)  // finishes the containment the test began (MIS-19 at release otherwise)
    }

    // MIS-2: disappearing before didMove; appearing in between is normal (APP-7).
    @MainActor func testMIS2DisappearingWithoutDidMoveIsReported() async throws {
        let (w, p) = makeVisibleWindow()
        let c = ViewController(name: "C")
        let log = DiagnosticsLog()
        w.attach(log)
        p.addChild(c)
        p.view.addSubview(c.view)  // appears before didMove: normal
        XCTAssertTrue(log.reports.isEmpty)
        XCTAssertEqual(c.appearanceState, .appeared)
        XCTAssertMisuse(.missingDidMoveToParent) { c.view.removeFromSuperview() }  // disappears before didMove: MIS-2
        XCTAssertEqual(log.reports.map(\.misuse), [.missingDidMoveToParent])
        XCTAssertEqual(
            log.reports.first?.message,
            "\"C\" reached its own disappearance without didMove(toParent:) since it was added to \"P\".")
    }

    // MIS-12: a torn-down controller refuses every change.
    @MainActor func testMIS12TornDownControllerRefusesChanges() async throws {
        let (w, p) = makeVisibleWindow()
        let c = ViewController(name: "C"), g = ViewController(name: "G")
        p.addChild(c, into: p.view)
        c.addChild(g, into: c.view)
        let recorder = TraceRecorder()
        w.attach(recorder)
        c.tearDown()
        XCTAssertTrace(
            recorder,
            equals: [
                "C.willMove(toParent: nil)", "P.view.willRemoveSubview(C.view)", "C.view.willMove(toSuperview: nil)",
                "C.view.willMove(toWindow: nil)", "C.viewWillDisappear", "G.view.willMove(toWindow: nil)",
                "G.viewWillDisappear",
                "G.view.didMoveToWindow", "C.view.didMoveToWindow", "C.view.didMoveToSuperview",
                "C.viewDidDisappear", "G.viewDidDisappear", "C.didMove(toParent: nil)",
            ])
        XCTAssertTrue(c.isTornDown && g.isTornDown && c.view.isTornDown && g.view.isTornDown)
        recorder.removeAll()
        let before = snapshot([p, c, g], [w, c.view])
        let errors = [
            refusal { p.addChild(c) },
            refusal { c.addChild(ViewController(name: "new")) },
            refusal { c.removeChild(g) },
            refusal { g.removeFromParent() },
            refusal { c.setView(View(name: "v")) },
            refusal { w.rootViewController = c },
            refusal { p.view.addSubview(c.view) },
        ]
        XCTAssertEqual(errors.map { $0?.misuse }, Array(repeating: .tornDown, count: errors.count))
        XCTAssertEqual(snapshot([p, c, g], [w, c.view]), before)
        XCTAssertTrace(recorder, equals: [])
    }

    // MIS-7: a controller with nothing below it (no children, an empty root view) skips the cycle
    // walks, but is still refused as its own child, with or without its view.
    @MainActor func testMIS7ALeafControllerCannotBeItsOwnChild() async throws {
        let leaf = ViewController(name: "L")
        let report = XCTAssertMisuse(.viewCycle, controllers: [leaf]) { leaf.addChild(leaf) }
        XCTAssertEqual(
            report?.message,
            "cannot add \"L\" as a child of \"L\": \"L\" is itself, so the controllers would form a cycle.")
        let view: View = leaf.view  // loaded outside the call: loading is not part of the refusal
        XCTAssertMisuse(.viewCycle, controllers: [leaf]) { leaf.addChild(leaf, into: view) }
        XCTAssertNil(leaf.parent)
        XCTAssertTrue(leaf.children.isEmpty)
        XCTAssertNil(leaf.view.superview)
    }

    // MIS-7: once a controller holds something below it, the walks run again: an ancestor cannot
    // become the child of its own descendant, whatever the depth.
    @MainActor func testMIS7AnAncestorCannotBecomeTheChildOfItsDeepDescendant() async throws {
        let root = ViewController(name: "root")
        var chain = [root]
        for index in 1...50 {
            let child = ViewController(name: "c\(index)")
            chain[index - 1].addChild(child, into: chain[index - 1].view)
            chain.append(child)
        }
        XCTAssertEqual(chain[50].ancestors.compactMap { $0 as? ViewController }.count, 50)
        XCTAssertMisuse(.viewCycle, controllers: [root]) { chain[50].addChild(chain[1], into: chain[50].view) }
        XCTAssertTrue(chain[1].parent === root)
    }
}

final class ContainmentInWindowTests: XCTestCase {
    // VC-5, MIS-3: in a window, a child's view must be under its parent's view, not under a view
    // that no controller owns.
    @MainActor func testMIS3ChildViewInAWindowOutsideItsParentIsRefused() async throws {
        let w = Window(name: "W")
        let p = ViewController(name: "P"), c = ViewController(name: "C")
        p.addChild(c, into: p.view)
        let loose = View(name: "loose")
        w.addSubview(loose)
        let error = refusal { loose.addSubview(c.view) }
        XCTAssertEqual(error?.misuse, .inconsistentHierarchy)
        XCTAssertEqual(
            error?.message,
            "the view of \"C\" would be in window \"W\" under \"loose\", which no controller owns, but \"C\" has its parent \"P\" (VC-5)."
        )
        XCTAssertTrue(c.view.superview === p.view)
        // Off-window, under no controller, it is allowed (a container filled before it is placed).
        let detached = View(name: "detached")
        detached.addSubview(c.view)
        XCTAssertTrue(c.view.superview === detached)
        XCTAssertEqual(refusal { w.addSubview(detached) }?.misuse, .inconsistentHierarchy)
    }

    // VC-5: a controller's root view that carries its own contained children can be placed
    // anywhere its controller may go (found by the benchmarks: it used to be refused with MIS-3).
    @MainActor func testVC5RootViewWithContainedChildrenCanBePlaced() async throws {
        let w = Window(name: "W")
        w.makeKeyAndVisible()
        let p = ViewController(name: "P"), c = ViewController(name: "C"), g = ViewController(name: "G")
        p.addChild(c, into: p.view)
        c.addChild(g, into: c.view)
        w.addSubview(p.view)
        XCTAssertEqual([p, c, g].map(\.appearanceState), [.appeared, .appeared, .appeared])
        let holder = View(name: "holder")
        w.addSubview(holder)
        holder.addSubview(p.view)
        let q = ViewController(name: "Q")
        w.addSubview(q.view)
        // Uncontained under Q: placed in the UIKit-compatible mode, and reported (MIS-3 (b)).
        XCTAssertMisuse(.inconsistentHierarchy) { q.view.addSubview(p.view) }
        XCTAssertTrue(c.view.owningController === c)
        XCTAssertTrue(g.view.superview === c.view)
        p.view.removeFromSuperview()
        XCTAssertEqual([p, c, g].map(\.appearanceState), [.disappeared, .disappeared, .disappeared])
    }
}
