import ContainerKit
import ContainerKitTesting
import XCTest

@MainActor
private final class SilentAppearController: ViewController {
    override func viewWillAppear(_ animated: Bool) {}  // MIS-11: no super
}

final class AppearanceTests: XCTestCase {
    // APP-1: appearance follows the root view entering a visible window, not addSubview itself.
    @MainActor func testAPP1NoAppearanceUntilTheTreeJoinsAVisibleWindow() async throws {
        let (p, c, g) = makeNestedControllers()
        let recorder = TraceRecorder()
        let hidden = Window(name: "hidden")
        hidden.attach(recorder)
        hidden.rootViewController = p
        XCTAssertFalse(recorder.lines.contains { $0.contains("Appear") })
        XCTAssertEqual([p, c, g].map(\.appearanceState), [.disappeared, .disappeared, .disappeared])
        recorder.removeAll()
        hidden.makeKeyAndVisible()
        XCTAssertTrace(
            recorder,
            equals: [
                "P.viewWillAppear",
                "C.viewWillAppear",
                "G.viewWillAppear",
                "P.viewIsAppearing",
                "C.viewIsAppearing",
                "G.viewIsAppearing",
                "P.viewWillLayoutSubviews",
                "P.view.layoutSubviews",
                "P.viewDidLayoutSubviews",
                "C.viewWillLayoutSubviews",
                "C.view.layoutSubviews",
                "C.viewDidLayoutSubviews",
                "G.viewWillLayoutSubviews",
                "G.view.layoutSubviews",
                "G.viewDidLayoutSubviews",
                "P.viewDidAppear",
                "C.viewDidAppear",
                "G.viewDidAppear",
            ])
    }

    // APP-3, APP-4: the window with P containing C containing G, made visible, then hidden.
    @MainActor func testAPP3AndAPP4NestedTreeShownThenHidden() async throws {
        let (p, c, g) = makeNestedControllers()
        let w = Window(name: "W")
        w.rootViewController = p
        let recorder = TraceRecorder()
        w.attach(recorder)
        w.makeKeyAndVisible()
        XCTAssertTrace(
            recorder,
            equals: [
                "P.viewWillAppear",
                "C.viewWillAppear",
                "G.viewWillAppear",
                "P.viewIsAppearing",
                "C.viewIsAppearing",
                "G.viewIsAppearing",
                "P.viewWillLayoutSubviews",
                "P.view.layoutSubviews",
                "P.viewDidLayoutSubviews",
                "C.viewWillLayoutSubviews",
                "C.view.layoutSubviews",
                "C.viewDidLayoutSubviews",
                "G.viewWillLayoutSubviews",
                "G.view.layoutSubviews",
                "G.viewDidLayoutSubviews",
                "P.viewDidAppear",
                "C.viewDidAppear",
                "G.viewDidAppear",
            ])
        XCTAssertEqual([p, c, g].map(\.appearanceState), [.appeared, .appeared, .appeared])
        recorder.removeAll()
        w.hide()
        XCTAssertTrace(
            recorder,
            equals: [
                "P.viewWillDisappear", "C.viewWillDisappear", "G.viewWillDisappear",
                "P.viewDidDisappear", "C.viewDidDisappear", "G.viewDidDisappear",
            ])
        XCTAssertEqual([p, c, g].map(\.appearanceState), [.disappeared, .disappeared, .disappeared])
        // APP-8: neither moving flag is set when a window shows or hides.
        XCTAssertTrue(c.notes.allSatisfy { $0.hasSuffix("toParent=false fromParent=false") }, "\(c.notes)")
    }

    // APP-6: a view's window hook comes before its controller's appearance hook.
    @MainActor func testAPP6WindowHooksComeBeforeAppearanceHooks() async throws {
        let (p, _, _) = makeNestedControllers()
        let w = Window(name: "W")
        w.makeKeyAndVisible()
        let recorder = TraceRecorder()
        w.attach(recorder)
        w.rootViewController = p
        XCTAssertTrace(
            recorder,
            equals: [
                "P.view.willMove(toWindow: W)",
                "P.viewWillAppear",
                "C.view.willMove(toWindow: W)",
                "C.viewWillAppear",
                "G.view.willMove(toWindow: W)",
                "G.viewWillAppear",
                "P.view.willMove(toSuperview: W)",
                "G.view.didMoveToWindow",
                "C.view.didMoveToWindow",
                "P.view.didMoveToWindow",
                "P.view.didMoveToSuperview",
                "W.didAddSubview(P.view)",
                "P.viewIsAppearing",
                "C.viewIsAppearing",
                "G.viewIsAppearing",
                "P.viewDidAppear",
                "C.viewDidAppear",
                "G.viewDidAppear",
            ])
        recorder.removeAll()
        w.rootViewController = nil
        XCTAssertTrace(
            recorder,
            equals: [
                "W.willRemoveSubview(P.view)", "P.view.willMove(toSuperview: nil)",
                "P.view.willMove(toWindow: nil)", "P.viewWillDisappear",
                "C.view.willMove(toWindow: nil)", "C.viewWillDisappear",
                "G.view.willMove(toWindow: nil)", "G.viewWillDisappear",
                "G.view.didMoveToWindow", "C.view.didMoveToWindow", "P.view.didMoveToWindow",
                "P.view.didMoveToSuperview",
                "P.viewDidDisappear", "C.viewDidDisappear", "G.viewDidDisappear",
            ])
    }

    // APP-3: the parent forwards to its children in `children` order, parents first.
    @MainActor func testAPP3ParentForwardsToEachChildInChildrenOrder() async throws {
        let p = ViewController(name: "P"), a = ViewController(name: "A"), b = ViewController(name: "B")
        p.addChild(a, into: p.view)
        p.addChild(b, into: p.view)
        let unplaced = ViewController(name: "unplaced")
        p.addChild(unplaced)  // its view is not in the appearing tree: it does not appear
        unplaced.didMove(toParent: p)  // a finished containment whose view is not placed (not MIS-19)
        let (w, _) = makeVisibleWindow(root: ViewController(name: "R"))
        let recorder = TraceRecorder()
        w.attach(recorder)
        w.rootViewController = p
        XCTAssertTrace(
            recorder,
            containsInOrder: [
                "P.viewWillAppear", "A.viewWillAppear", "B.viewWillAppear",
                "P.viewDidAppear", "A.viewDidAppear", "B.viewDidAppear",
            ])
        XCTAssertFalse(recorder.lines.contains { $0.hasPrefix("unplaced.") })
        XCTAssertEqual(unplaced.appearanceState, .disappeared)
        XCTAssertEqual(
            recorder.lines.filter { $0.hasPrefix("R.") && !$0.hasPrefix("R.view.") },
            ["R.viewWillDisappear", "R.viewDidDisappear"], "the replaced root disappears")
    }

    // APP-5: an uncontained controller's view under a visible parent is driven by its view.
    @MainActor func testAPP5UncontainedControllerIsDrivenByItsView() async throws {
        let p = ViewController(name: "P"), u = ViewController(name: "U")
        XCTAssertMisuse(.inconsistentHierarchy) { p.view.addSubview(u.view) }  // no addChild: MIS-3 (b), placed
        let w = Window(name: "W")
        w.rootViewController = p
        let recorder = TraceRecorder()
        w.attach(recorder)
        w.makeKeyAndVisible()
        XCTAssertTrace(
            recorder,
            equals: [
                "P.viewWillAppear",
                "U.viewWillAppear",
                "U.viewIsAppearing",
                "P.viewIsAppearing",
                "P.viewWillLayoutSubviews",
                "P.view.layoutSubviews",
                "P.viewDidLayoutSubviews",
                "U.viewWillLayoutSubviews",
                "U.view.layoutSubviews",
                "U.viewDidLayoutSubviews",
                "U.viewDidAppear",
                "P.viewDidAppear",
            ])

        // Added under an already visible parent, it appears on its own.
        u.view.removeFromSuperview()
        recorder.removeAll()
        XCTAssertMisuse(.inconsistentHierarchy) { p.view.addSubview(u.view) }  // MIS-3 (b)
        XCTAssertTrace(
            recorder,
            equals: [
                "U.view.willMove(toWindow: W)",
                "U.viewWillAppear",
                "U.view.willMove(toSuperview: P.view)",
                "U.view.didMoveToWindow",
                "U.view.didMoveToSuperview",
                "P.view.didAddSubview(U.view)",
                "U.viewIsAppearing",
                "U.viewDidAppear",
            ])
        XCTAssertNil(u.parent)
    }

    // APP-7, APP-8, APP-11: a child added to and removed from an already visible parent.
    @MainActor func testAPP7ChildAddedToAndRemovedFromAVisibleParent() async throws {
        let (w, p) = makeVisibleWindow()
        let c = ProbeController(name: "C")
        let recorder = TraceRecorder()
        w.attach(recorder)
        p.addChild(c, into: p.view)
        // APP-11: will- and did-hooks both happen inside the call.
        XCTAssertTrace(
            recorder,
            equals: [
                "C.willMove(toParent: P)",
                "C.loadView",
                "C.viewDidLoad",
                "C.view.willMove(toWindow: W)",
                "C.viewWillAppear",
                "C.view.willMove(toSuperview: P.view)",
                "C.view.didMoveToWindow",
                "C.view.didMoveToSuperview",
                "P.view.didAddSubview(C.view)",
                "C.viewIsAppearing",
                "C.viewDidAppear",
                "C.didMove(toParent: P)",
            ])
        // APP-8: the moving flags inside the hooks.
        XCTAssertEqual(
            c.notes,
            [
                "viewWillAppear state=appearing toParent=true fromParent=false",
                "viewDidAppear state=appeared toParent=true fromParent=false",
            ])
        XCTAssertFalse(c.isMovingToParent, "false outside the hooks")

        recorder.removeAll()
        c.notes.removeAll()
        p.removeChild(c)
        XCTAssertTrace(
            recorder,
            equals: [
                "C.willMove(toParent: nil)",
                "P.view.willRemoveSubview(C.view)", "C.view.willMove(toSuperview: nil)",
                "C.view.willMove(toWindow: nil)", "C.viewWillDisappear",
                "C.view.didMoveToWindow", "C.view.didMoveToSuperview",
                "C.viewDidDisappear",
                "C.didMove(toParent: nil)",
            ])
        XCTAssertEqual(
            c.notes,
            [
                "viewWillDisappear state=disappearing toParent=false fromParent=true",
                "viewDidDisappear state=disappeared toParent=false fromParent=true",
            ])
        XCTAssertFalse(c.isMovingFromParent)
    }

    // APP-8: after didMove, later appearances are not moves.
    @MainActor func testAPP8FlagsAreFalseOutsideAMove() async throws {
        let (w, p) = makeVisibleWindow()
        let c = ProbeController(name: "C")
        p.addChild(c, into: p.view)
        c.notes.removeAll()
        w.hide()
        w.makeKeyAndVisible()
        XCTAssertEqual(
            c.notes,
            [
                "viewWillDisappear state=disappearing toParent=false fromParent=false",
                "viewDidDisappear state=disappeared toParent=false fromParent=false",
                "viewWillAppear state=appearing toParent=false fromParent=false",
                "viewDidAppear state=appeared toParent=false fromParent=false",
            ])
    }

    // APP-2: the states, in order, including a cancelled transition.
    @MainActor func testAPP2StatesMoveInOrderAndCanTurnAround() async throws {
        let (w, p) = makeVisibleWindow()
        let c = ProbeController(name: "C")
        p.addChild(c, into: p.view)
        w.hide()
        XCTAssertEqual(
            c.notes.map { $0.split(separator: " ").prefix(2).joined(separator: " ") },
            [
                "viewWillAppear state=appearing", "viewDidAppear state=appeared",
                "viewWillDisappear state=disappearing", "viewDidDisappear state=disappeared",
            ])
        // appearing → disappearing is allowed (cancelled), and a will always precedes its did.
        let m = ProbeController(name: "M")
        m.beginAppearanceTransition(true, animated: false)
        XCTAssertEqual(m.appearanceState, .appearing)
        m.beginAppearanceTransition(false, animated: false)
        XCTAssertEqual(m.appearanceState, .disappearing)
        m.endAppearanceTransition()
        XCTAssertEqual(m.appearanceState, .disappeared)
        XCTAssertEqual(
            m.notes.map { String($0.split(separator: " ")[0]) },
            ["viewWillAppear", "viewWillDisappear", "viewDidDisappear"])
    }

    // APP-9: manual forwarding with nested begins and a reversed begin.
    @MainActor func testAPP9ManualForwardingWithNestedAndReversedBegins() async throws {
        let m = ProbeController(name: "M")
        m.forwardsAutomatically = false
        let c = ProbeController(name: "C"), g = ProbeController(name: "G")
        m.addChild(c, into: m.view)
        c.addChild(g, into: c.view)
        let (w, _) = makeVisibleWindow(root: ViewController(name: "R"))
        let recorder = TraceRecorder(), log = DiagnosticsLog()
        w.attach(recorder)
        w.attach(log)
        w.rootViewController = m
        XCTAssertFalse(recorder.lines.contains { $0.hasPrefix("C.view") && $0.contains("Appear") })
        XCTAssertTrace(recorder, containsInOrder: ["M.viewWillAppear", "M.viewDidAppear"])
        XCTAssertEqual(c.appearanceState, .disappeared, "M does not forward automatically")

        recorder.removeAll()
        c.beginAppearanceTransition(true, animated: true)
        c.beginAppearanceTransition(true, animated: true)  // nested: counted
        c.endAppearanceTransition()  // not the last end
        XCTAssertEqual(c.appearanceState, .appearing)
        c.endAppearanceTransition()  // the did-hook comes with the last end
        XCTAssertTrace(
            recorder,
            equals: [
                "C.viewWillAppear",
                "G.viewWillAppear",
                "C.viewIsAppearing",
                "C.viewDidAppear",
                "G.viewIsAppearing",
                "G.viewDidAppear",
            ])
        XCTAssertEqual(recorder.events.first, .viewWillAppear(TraceSubject(c), animated: true))

        recorder.removeAll()
        c.beginAppearanceTransition(false, animated: false)
        c.beginAppearanceTransition(true, animated: false)  // reversed: turns the transition around
        c.endAppearanceTransition()
        XCTAssertTrace(
            recorder,
            equals: [
                "C.viewWillDisappear",
                "G.viewWillDisappear",
                "C.viewWillAppear",
                "G.viewWillAppear",
                "C.viewIsAppearing",
                "C.viewDidAppear",
                "G.viewIsAppearing",
                "G.viewDidAppear",
            ])
        XCTAssertEqual([c.appearanceState, g.appearanceState], [.appeared, .appeared])
        XCTAssertTrue(log.reports.isEmpty)
    }

    // APP-10, MIS-5: user code calling an appearance hook directly is reported and changes nothing.
    @MainActor func testMIS5DirectAppearanceCallIsReported() async throws {
        let (w, p) = makeVisibleWindow()
        let recorder = TraceRecorder(), log = DiagnosticsLog()
        w.attach(recorder)
        w.attach(log)
        let before = w.treeDump()
        XCTAssertMisuse(.directAppearanceCall) { p.viewWillAppear(false) }
        XCTAssertMisuse(.directAppearanceCall) { p.viewDidDisappear(true) }
        XCTAssertEqual(log.reports.map(\.misuse), [.directAppearanceCall, .directAppearanceCall])
        XCTAssertEqual(
            log.reports.first?.description,
            "MIS-5 (directAppearanceCall): viewWillAppear(_:) was called on \"P\" by user code; appearance hooks are called by ContainerKit only. "
                + "Nothing was recorded and the appearance state is unchanged. "
                + "Fix: use beginAppearanceTransition(_:animated:) and endAppearanceTransition() to drive a child.")
        XCTAssertEqual(p.appearanceState, .appeared)
        XCTAssertEqual(w.treeDump(), before)
        XCTAssertTrace(recorder, equals: [])
    }

    // APP-10, MIS-6: an end with no begin is refused and reported.
    @MainActor func testMIS6EndWithoutBeginIsRefusedAndReported() async throws {
        let (w, p) = makeVisibleWindow()
        let recorder = TraceRecorder(), log = DiagnosticsLog()
        w.attach(recorder)
        w.attach(log)
        XCTAssertMisuse(.unbalancedAppearanceTransition) { p.endAppearanceTransition() }
        XCTAssertEqual(log.reports.map(\.misuse), [.unbalancedAppearanceTransition])
        XCTAssertEqual(log.reports.first?.nodes, ["P"])
        XCTAssertEqual(p.appearanceState, .appeared)
        XCTAssertTrace(recorder, equals: [])
    }

    // MIS-11: an appearance override that does not call super is reported; the state still moves.
    @MainActor func testMIS11AppearanceOverrideWithoutSuperIsReported() async throws {
        let (w, p) = makeVisibleWindow()
        let s = SilentAppearController(name: "S")
        let recorder = TraceRecorder(), log = DiagnosticsLog()
        w.attach(recorder)
        w.attach(log)
        XCTAssertMisuse(.missingSuperCall) { p.addChild(s, into: p.view) }
        XCTAssertEqual(log.reports.map(\.misuse), [.missingSuperCall])
        XCTAssertEqual(
            log.reports.first?.message,
            "SilentAppearController \"S\" overrides viewWillAppear(_:) without calling super, so ContainerKit could not record it."
        )
        XCTAssertFalse(recorder.lines.contains("S.viewWillAppear"))
        XCTAssertTrue(recorder.lines.contains("S.viewDidAppear"))
        XCTAssertEqual(s.appearanceState, .appeared)
    }

    // The dump shows which controller owns which view, and its appearance state.
    @MainActor func testTreeDumpShowsControllersAndTheirStates() async throws {
        let (p, _, _) = makeNestedControllers()
        let w = Window(name: "W")
        w.rootViewController = p
        w.makeKeyAndVisible()
        let extra = View(name: "extra")
        p.view.addSubview(extra)
        XCTAssertEqual(
            w.treeDump(),
            """
            W: Window [visible]
            └─ P.view: View [controller P, appeared]
               ├─ C.view: View [controller C, appeared]
               │  └─ G.view: View [controller G, appeared]
               └─ extra: View

            """)
    }
}
