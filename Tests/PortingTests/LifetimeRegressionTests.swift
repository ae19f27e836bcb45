import ContainerKit
import ContainerKitTesting
import XCTest

/// Windows that go away, appearance transitions that meet a window, trait hooks that change traits
/// back, and torn-down nodes (issue 19), through the public API only.
final class LifetimeRegressionTests: XCTestCase {
    /// A view that sets its window's system traits back to `restored` the first time its traits
    /// change.
    @MainActor private final class RestoringView: View {
        var restored: TraitCollection?
        override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection) {
            super.traitCollectionDidChange(previousTraitCollection)
            guard let restored, let window else { return }
            self.restored = nil
            window.systemTraits = restored
        }
    }

    /// A view that notes the previous and the current traits of every trait hook.
    @MainActor private final class TraitWatchingView: View {
        var changes: [(previous: TraitCollection, current: TraitCollection)] = []
        override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection) {
            super.traitCollectionDidChange(previousTraitCollection)
            changes.append((previousTraitCollection, traitCollection))
        }
    }

    // LIFE-3: a visible window released while its root controller is kept: the controllers
    // disappear as if the window had been hidden (parents first), no view or window hook runs,
    // and the controller appears again in the next visible window.
    @MainActor func testLIFE3ReleasingAVisibleWindowMakesItsControllersDisappear() async {
        let c = ViewController(name: "C"), d = ViewController(name: "D")
        c.addChild(d, into: c.view)
        let recorder = TraceRecorder()
        c.attach(recorder)
        weak var released: Window?
        do {
            let w = Window(name: "W")
            released = w
            w.rootViewController = c
            w.makeKeyAndVisible()
            XCTAssertEqual(d.appearanceState, .appeared)
            recorder.removeAll()
        }
        XCTAssertNil(released, "the window is gone")
        XCTAssertTrace(
            recorder,
            equals: ["C.viewWillDisappear", "D.viewWillDisappear", "C.viewDidDisappear", "D.viewDidDisappear"])
        XCTAssertEqual(c.appearanceState, .disappeared)
        XCTAssertEqual(d.appearanceState, .disappeared)
        XCTAssertNil(c.view.superview)
        XCTAssertNil(d.view.window)

        let w2 = Window(name: "W2")
        w2.makeKeyAndVisible()
        recorder.removeAll()
        w2.rootViewController = c
        XCTAssertTrace(
            recorder, hooks: LifecycleEvent.Hook.appearance,
            equals: ["C.viewWillAppear", "D.viewWillAppear", "C.viewDidAppear", "D.viewDidAppear"])
        XCTAssertEqual(d.appearanceState, .appeared)
    }

    // LIFE-3: views that outlive their window take their traits and safe area from their new
    // situation (no window): nothing inherited from a window that is gone.
    @MainActor func testLIFE3ViewsOutlivingTheirWindowReDeriveTraitsAndInsets() async {
        let c = ViewController(name: "C")
        let inner = TraitWatchingView(name: "inner")
        c.view.addSubview(inner)
        do {
            let w = Window(name: "W")
            w.frame = Rect(x: 0, y: 0, width: 100, height: 100)
            w.systemTraits = TraitCollection(userInterfaceStyle: .dark)
            w.safeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
            w.rootViewController = c
            XCTAssertEqual(inner.traitCollection.userInterfaceStyle, .dark)
            XCTAssertEqual(c.view.safeAreaInsets.top, 20)
        }
        XCTAssertEqual(inner.traitCollection, .unspecified)
        XCTAssertEqual(c.traitCollection, .unspecified)
        XCTAssertEqual(c.view.safeAreaInsets, .zero)
        XCTAssertEqual(inner.changes.last?.previous.userInterfaceStyle, .dark)
    }

    // APP-9: a manual appearance transition under way when the controller becomes the root of a
    // visible window: the window's appearance joins it (no second viewWillAppear) and the
    // transition ends with the caller's end, with viewDidAppear; nothing is left appearing.
    @MainActor func testAPP9ManualBeginThenVisibleWindowThenEndAppears() async {
        let c = ViewController(name: "C"), w = Window(name: "W")
        w.makeKeyAndVisible()
        let recorder = TraceRecorder()
        c.attach(recorder)
        c.beginAppearanceTransition(true, animated: false)
        w.rootViewController = c
        XCTAssertEqual(c.appearanceState, .appearing, "the caller's transition is still open")
        c.endAppearanceTransition()
        XCTAssertEqual(c.appearanceState, .appeared)
        XCTAssertTrace(
            recorder, hooks: LifecycleEvent.Hook.appearance, equals: ["C.viewWillAppear", "C.viewDidAppear"])

        // The same going away: a manual disappearance, then the window drops the controller.
        recorder.removeAll()
        c.beginAppearanceTransition(false, animated: false)
        w.rootViewController = nil
        c.endAppearanceTransition()
        XCTAssertEqual(c.appearanceState, .disappeared)
        XCTAssertTrace(
            recorder, hooks: LifecycleEvent.Hook.appearance, equals: ["C.viewWillDisappear", "C.viewDidDisappear"])
    }

    // TRAIT-1: a trait hook that sets the window's traits back: every other view ends where it
    // started and hears nothing; no hook ever gets `previous == current`.
    @MainActor func testTRAIT1AHookThatRestoresTheTraitsLeavesNoHookWithoutAChange() async {
        let w = Window(name: "W")
        let light = TraitCollection(userInterfaceStyle: .light)
        w.systemTraits = light
        let first = RestoringView(name: "first")
        let later = (0..<3).map { TraitWatchingView(name: "later\($0)") }
        w.addSubview(first)
        for view in later { w.addSubview(view) }
        for view in later { view.changes = [] }
        first.restored = light
        w.systemTraits = TraitCollection(userInterfaceStyle: .dark)
        XCTAssertEqual(w.traitCollection, light)
        for view in later {
            XCTAssertEqual(view.traitCollection, light)
            for change in view.changes {
                XCTAssertNotEqual(change.previous, change.current, "\(view.name): a hook without a change")
            }
            XCTAssertTrue(view.changes.isEmpty, "\(view.name) never saw the dark traits")
        }
    }

    // MIS-12: every setter of a torn-down node is refused, reported, and changes nothing.
    @MainActor func testMIS12SettersOfTornDownNodesAreRefused() async {
        let w = Window(name: "W")
        let c = ViewController(name: "C")
        let v = View(name: "v"), k = ContainerView<View>(in: c, name: "K")
        c.view.addSubview(v)
        c.view.addSubview(k)
        w.rootViewController = c
        let frame = Rect(x: 1, y: 2, width: 3, height: 4)
        let insets = EdgeInsets(top: 5, left: 0, bottom: 0, right: 0)
        let dark = TraitCollection(userInterfaceStyle: .dark)
        w.tearDown()
        XCTAssertTrue(v.isTornDown && k.isTornDown && c.isTornDown)
        let all: [any Node] = [w, c.view]
        let report = XCTAssertMisuse(.tornDown, unchanged: all) { v.frame = frame }
        XCTAssertEqual(
            report?.description,
            """
            MIS-12: cannot set the frame of "v": "v" was torn down. \
            Fix: create a new View instead of reusing a torn-down one.
            """)
        XCTAssertMisuse(.tornDown, unchanged: all) { v.traitOverrides = dark }
        XCTAssertMisuse(.tornDown, unchanged: all) { k.contentInsets = insets }
        XCTAssertMisuse(.tornDown, unchanged: all) { w.frame = frame }
        XCTAssertMisuse(.tornDown, unchanged: all) { w.systemTraits = dark }
        XCTAssertMisuse(.tornDown, unchanged: all) { w.safeAreaInsets = insets }
        XCTAssertMisuse(.tornDown, unchanged: all, controllers: [c]) { c.traitOverrides = dark }
        XCTAssertMisuse(.tornDown, unchanged: all, controllers: [c]) { c.additionalSafeAreaInsets = insets }
        XCTAssertEqual(v.frame, .zero)
        XCTAssertEqual(k.contentInsets, .zero)
        XCTAssertEqual(w.safeAreaInsets, .zero)
        XCTAssertEqual(w.systemTraits, .unspecified)
        XCTAssertEqual(c.traitOverrides, .unspecified)
        XCTAssertEqual(c.additionalSafeAreaInsets, .zero)
        XCTAssertEqual(v.traitCollection, .unspecified)
    }

    // MIS-12, LIFE-2: the core's hook entry points refuse a torn-down controller, so no hook
    // reaches it even when a layer above asks.
    @MainActor func testMIS12HookEntryPointsRefuseATornDownController() async {
        let p = ViewController(name: "P"), c = ViewController(name: "C")
        p.addChild(c, into: p.view)
        let recorder = TraceRecorder()
        c.attach(recorder)
        c.tearDown()
        recorder.removeAll()
        XCTAssertMisuse(.tornDown) { c.beginAppearanceTransition(true, animated: false) }
        XCTAssertMisuse(.tornDown) { c.endAppearanceTransition() }
        XCTAssertMisuse(.tornDown) { c.willMove(toParent: p) }
        XCTAssertMisuse(.tornDown) { c.didMove(toParent: p) }
        XCTAssertMisuse(.tornDown) { c.willMove(toParent: nil) }
        XCTAssertTrace(recorder, equals: [])
        XCTAssertEqual(c.appearanceState, .disappeared)
    }
}
