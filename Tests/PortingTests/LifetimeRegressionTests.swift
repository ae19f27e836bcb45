import ContainerKit
import ContainerKitTesting
import XCTest

/// Windows that go away, appearance transitions that meet a window, trait hooks that change traits
/// back, and torn-down nodes, through the public API only.
final class LifetimeRegressionTests: XCTestCase {
    /// A view that sets its window's system traits back to `restored` the first time its traits
    /// change.
    @MainActor private final class RestoringView: View {
        var restored: TraitCollection?
        override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            guard let restored, let window else { return }
            self.restored = nil
            window.systemTraits = restored
        }
    }

    /// A view that notes the previous and the current traits of every trait hook.
    @MainActor private final class TraitWatchingView: View {
        var changes: [(previous: TraitCollection, current: TraitCollection)] = []
        override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            changes.append((previousTraitCollection ?? .unspecified, traitCollection))
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
            MIS-12 (tornDown): cannot set the frame of "v": "v" was torn down. \
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

    // MARK: - LIFE-1: a transition left held releases its tree

    /// A stateful container whose states are the controllers of `controllers`, by name.
    @MainActor private final class Lettered: StatefulViewController<String> {
        var controllers: [String: ViewController] = [:]
        override func childViewController(for state: String) -> ViewController {
            controllers[state] ?? ViewController(name: state)
        }
    }

    /// An animator that keeps every context it is given and never ends one: a user's animator
    /// that outlives its container.
    @MainActor private final class KeepingAnimator: TransitionAnimator {
        var contexts: [TransitionContext] = []
        var supportsCancellation: Bool { true }
        func animate(_ context: TransitionContext) { contexts.append(context) }
    }

    /// Where a LIFE-1 scenario's root controller lives while its transition is held.
    private enum Place { case none, visibleWindow, hiddenWindow }

    /// LIFE-1: `scenario` builds a tree whose root it passes to `show` (which puts it in a window
    /// as `place` says, and attaches a recorder when `recorded`), then starts a transition that
    /// `animator` holds, with `completion`, and returns every controller it made. Once its locals
    /// (the animator and the window among them) are gone, every one of them is released and the
    /// recorder is detached with its node.
    ///
    /// - Returns: The values the completion got.
    @MainActor @discardableResult private func assertLIFE1Released(
        in place: Place, recorded: Bool, file: StaticString = #filePath, line: UInt = #line,
        _ scenario: (
            _ animator: ManualAnimator, _ show: (ViewController) -> Void, _ completion: @escaping (Bool) -> Void
        ) -> [ViewController]
    ) -> [Bool] {
        let tracker = LifetimeTracker()
        let recorder = TraceRecorder()
        var completions: [Bool] = []
        do {
            let animator = ManualAnimator()
            var window: Window?
            let controllers = scenario(
                animator,
                { root in
                    if place != .none {
                        let w = Window(name: "W")
                        w.rootViewController = root
                        if place == .visibleWindow { w.makeKeyAndVisible() }
                        window = w
                    }
                    if recorded { root.attach(recorder) }
                }, { completions.append($0) })
            XCTAssertTrue(animator.isRunning, "the transition is held", file: file, line: line)
            for controller in controllers { tracker.track(controller, as: controller.name) }
            if let window { tracker.track(window, as: "W") }
        }
        tracker.assertAllReleased(file: file, line: line)
        XCTAssertNil(recorder.host, "the recorder is detached with its node", file: file, line: line)
        return completions
    }

    /// Every place and recorder combination of a LIFE-1 scenario. The completion of a transition
    /// whose container goes away with its last reference is dropped; a transition whose window
    /// goes away is abandoned first (`LIFE-4`), and its completion gets `windowCompletions`.
    @MainActor private func assertLIFE1ReleasedEverywhere(
        places: [Place] = [.none, .visibleWindow, .hiddenWindow], windowCompletions: [Bool] = [false],
        file: StaticString = #filePath, line: UInt = #line,
        _ scenario: (
            _ animator: ManualAnimator, _ show: (ViewController) -> Void, _ completion: @escaping (Bool) -> Void
        ) -> [ViewController]
    ) {
        for place in places {
            for recorded in [false, true] {
                let completions = assertLIFE1Released(in: place, recorded: recorded, file: file, line: line, scenario)
                XCTAssertEqual(
                    completions, place == .none ? [] : windowCompletions, "\(place), recorded: \(recorded)",
                    file: file, line: line)
            }
        }
    }

    // LIFE-1: a push that a manual animator holds when the test drops everything.
    @MainActor func testLIFE1_HeldPushReleasesItsTree() async {
        assertLIFE1ReleasedEverywhere { animator, show, completion in
            let a = ViewController(name: "A"), b = ViewController(name: "B")
            let n = NavigationController(rootViewController: a, name: "N")
            show(n)
            _ = n.view
            n.animator = animator
            n.pushViewController(b, completion: completion)
            return [n, a, b]
        }
    }

    // LIFE-1: a pop held the same way (a cancellable, interactive pop).
    @MainActor func testLIFE1_HeldPopReleasesItsTree() async {
        assertLIFE1ReleasedEverywhere { animator, show, completion in
            let a = ViewController(name: "A"), b = ViewController(name: "B")
            let n = NavigationController(rootViewController: a, name: "N")
            show(n)
            _ = n.view
            n.pushViewController(b, animated: false)
            n.animator = animator
            n.popViewController(completion: completion)
            return [n, a, b]
        }
    }

    // LIFE-1: a stateful container's held state change.
    @MainActor func testLIFE1_HeldStateChangeReleasesItsTree() async {
        assertLIFE1ReleasedEverywhere { animator, show, completion in
            let a = ViewController(name: "A"), b = ViewController(name: "B")
            let n = Lettered(name: "N", initialState: "A")
            n.controllers = ["A": a, "B": b]
            show(n)
            _ = n.view
            n.animator = animator
            n.transition(to: "B", completion: completion)
            return [n, a, b]
        }
    }

    // LIFE-1: the child helpers' held transitions (their animator is an argument).
    @MainActor func testLIFE1_HeldChildHelperTransitionsReleaseTheirTree() async {
        assertLIFE1ReleasedEverywhere { animator, show, completion in
            let a = ViewController(name: "A"), b = ViewController(name: "B")
            let n = ViewController(name: "N")
            show(n)
            n.addChild(a, into: n.view)
            n.replaceChild(a, with: b, animator: animator, completion: completion)
            return [n, a, b]
        }
        assertLIFE1ReleasedEverywhere { animator, show, completion in
            let b = ViewController(name: "B")
            let n = ViewController(name: "N")
            show(n)
            n.addChild(b, constrainedTo: n.view, transition: .cross, animator: animator, completion: completion)
            return [n, b]
        }
        assertLIFE1ReleasedEverywhere { animator, show, completion in
            let a = ViewController(name: "A")
            let n = ViewController(name: "N")
            show(n)
            n.addChild(a, into: n.view)
            n.removeChild(a, transition: .cross, animator: animator, completion: completion)
            return [n, a]
        }
    }

    // LIFE-1: a held presentation and a held dismissal (a presentation needs a window; its
    // completion runs only when it completes).
    @MainActor func testLIFE1_HeldPresentationAndDismissalReleaseTheirTree() async {
        let places: [Place] = [.visibleWindow, .hiddenWindow]
        assertLIFE1ReleasedEverywhere(places: places, windowCompletions: []) { animator, show, completion in
            let m = ViewController(name: "M")
            let n = NavigationController(rootViewController: ViewController(name: "A"), name: "N")
            show(n)
            n.animator = animator
            n.present(m, animator: animator) { completion(true) }
            return [n, m]
        }
        assertLIFE1ReleasedEverywhere(places: places, windowCompletions: []) { animator, show, completion in
            let m = ViewController(name: "M")
            let n = NavigationController(rootViewController: ViewController(name: "A"), name: "N")
            show(n)
            n.animator = animator
            n.present(m, animated: false)
            n.dismiss(animator: animator) { completion(true) }
            return [n, m]
        }
    }

    // LIFE-1: a user's animator that keeps a context after its container went away: the context
    // is inert (abandoned, not running); its decisions do nothing, report nothing and call no
    // completion; its container and participants read `nil`.
    @MainActor func testLIFE1_AContextKeptAfterItsContainerWentIsInert() async {
        var reports: [MisuseError] = []
        withDiagnosticsHandler({ reports.append($0) }) {
            let animator = KeepingAnimator()
            let tracker = LifetimeTracker()
            var completions: [Bool] = []
            do {
                let a = ViewController(name: "A"), b = ViewController(name: "B")
                let n = NavigationController(rootViewController: a, name: "N")
                _ = n.view
                n.animator = animator
                n.pushViewController(b) { completions.append($0) }
                let p = ViewController(name: "P"), c = ViewController(name: "C")
                p.addChild(c, into: p.view)
                p.removeChild(c, transition: .cross, animator: animator) { completions.append($0) }
                for node in [n, a, b, p, c] { tracker.track(node, as: node.name) }
                XCTAssertEqual(animator.contexts.count, 2)
                XCTAssertTrue(animator.contexts.allSatisfy(\.isRunning))
            }
            tracker.assertAllReleased()
            for context in animator.contexts {
                XCTAssertFalse(context.isRunning)
                XCTAssertTrue(context.isAbandoned)
                XCTAssertFalse(context.isCancellable)
                XCTAssertNil(context.container)
                XCTAssertNil(context.from)
                XCTAssertNil(context.to)
                XCTAssertNil(context.phase)
                context.step()
                context.complete()
                XCTAssertFalse(context.cancel())
            }
            XCTAssertEqual(completions, [], "dropped with the container")
            XCTAssertEqual(reports.map(\.description), [])
        }
    }
}
