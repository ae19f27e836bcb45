// Needs the test switches (`TestSwitches`): compiled only with CONTAINERKIT_TEST_SWITCHES set.
#if CONTAINERKIT_TEST_SWITCHES
import ContainerKitTesting
import XCTest

@testable import ContainerKit

/// `addSubview` takes a direct path when nothing could tell the difference
/// (`View.addSubviewDirectly`, BENCHMARKS.md problem 2). These tests replay random sequences
/// twice, once with the direct path and once with it turned off, and compare the whole state after
/// every operation: the trees, windows, owners, traits, safe-area insets, layout marks, appearance,
/// the refusals reported and the hooks of the few overriding views.
final class DirectPathTests: XCTestCase {
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

    @MainActor func testTheDirectPathChangesWhatTheOperationPathChanges() async {
        compareDirectAndOperationPaths(recorded: false)
    }

    // TRACE-1, TRACE-3: with recorders on a window and on a plain view, the direct path records the
    // trace of the operation path, line for line, in every recorder (profiled).
    @MainActor func testTRACE1TheDirectPathRecordsWhatTheOperationPathRecords() async {
        compareDirectAndOperationPaths(recorded: true)
    }

    @MainActor private func compareDirectAndOperationPaths(recorded: Bool) {
        let runs = recorded ? 20 : 40  // recording costs time in debug builds; half the seeds suffice
        compareWithAndWithoutDirectPaths(seed: 0xD1EC7, runs: runs, takenMoreThan: runs * 12) { seed, direct in
            run(seed: seed, direct: direct, recorded: recorded)
        }
    }

    /// A recorder keeps the direct path (its hooks then record); an overridden hook sends
    /// `addSubview` down the operation path.
    @MainActor func testTheDirectPathRecordsAndStaysOutOfTheWayOfHooks() async {
        let before = TestSwitches.directAdditions
        let a = View(name: "a"), b = View(name: "b")
        a.addSubview(b)
        XCTAssertEqual(TestSwitches.directAdditions, before + 1)
        let recorder = TraceRecorder()
        let c = View(name: "c"), d = View(name: "d")
        c.attach(recorder)
        c.addSubview(d)
        XCTAssertEqual(TestSwitches.directAdditions, before + 2)
        XCTAssertTrace(recorder, equals: ["d.willMove(toSuperview: c)", "d.didMoveToSuperview", "c.didAddSubview(d)"])
        // A recorder on another tree changes nothing here (TRACE-3: it observes its own tree only).
        let e = View(name: "e"), f = View(name: "f")
        e.addSubview(f)
        XCTAssertEqual(TestSwitches.directAdditions, before + 3)
        XCTAssertEqual(recorder.lines.count, 3)
        // Moving a view out of an observed tree is recorded.
        e.addSubview(d)
        XCTAssertEqual(TestSwitches.directAdditions, before + 4)
        XCTAssertTrace(
            recorder,
            equals: [
                "d.willMove(toSuperview: c)", "d.didMoveToSuperview", "c.didAddSubview(d)", "c.willRemoveSubview(d)",
                "d.willMove(toSuperview: e)", "d.didMoveToSuperview", "e.didAddSubview(d)",
            ])
        let counting = CountingHookView(name: "counting")
        a.addSubview(counting)
        XCTAssertEqual(TestSwitches.directAdditions, before + 4, "an overridden hook takes the operation path")
        XCTAssertEqual(counting.superviewMoves, 1)
    }

    @MainActor private func run(seed: UInt64, direct: Bool, recorded: Bool) -> DifferentialRun {
        let replay = DifferentialReplay(direct: direct)
        defer { replay.end() }
        let directBefore = TestSwitches.directAdditions + TestSwitches.fusedWindowWalks
        var random = SplitMix64(seed: seed)
        func pick(_ bound: Int) -> Int { Int(random.next() % UInt64(bound)) }
        var hooks: [String] = []
        let windows = (0..<2).map { Window(name: "w\($0)") }
        windows[0].makeKeyAndVisible()
        let controllers = (0..<3).map { ViewController(name: "c\($0)") }
        var views: [View] = (0..<14).map { View(name: "v\($0)") }
        views += (0..<2).map { index -> View in
            let view = CountingHookView(name: "h\(index)")
            view.onHook = { hooks.append("\(view.name).\($0)") }
            return view
        }
        // Window hooks that read the window links around them: a did-walk that wrote a link too
        // late (or too early) shows in what they log (profiled, the fused did-walk).
        views += (0..<2).map { index -> View in
            let view = WindowHookView(name: "wh\(index)")
            view.onHook = { hooks.append("\(view.name).\($0)") }
            return view
        }
        let recorders = [TraceRecorder(), TraceRecorder()]
        if recorded {
            windows[0].attach(recorders[0])
            views[0].attach(recorders[1])
        }
        var result = DifferentialRun()
        for _ in 0..<120 {
            let all: [View] = windows + views + controllers.map { $0.view }
            switch pick(20) {
            case 0..<12:
                all[pick(all.count)].addSubview(all[pick(all.count)])
            case 12, 13:
                all[pick(all.count)].removeFromSuperview()
            case 14:
                windows[pick(2)].rootViewController = pick(3) == 0 ? nil : controllers[pick(controllers.count)]
            case 15:
                let parent = controllers[pick(controllers.count)], child = controllers[pick(controllers.count)]
                parent.addChild(child, into: parent.view)
            case 16:
                let window = windows[pick(2)]
                if window.isVisible { window.hide() } else { window.makeKeyAndVisible() }
            case 17:
                windows[pick(2)].safeAreaInsets = pick(2) == 0 ? .zero : EdgeInsets(all: Double(10 * pick(3)))
            case 18:
                windows[pick(2)].systemTraits = TraitCollection(displayScale: Double(1 + pick(3)))
            default:
                all[pick(all.count)].frame = Rect(x: Double(pick(3)), y: 0, width: Double(100 * pick(4)), height: 50)
            }
            result.states.append(
                snapshot(windows: windows, views: views, controllers: controllers) + "\n\(replay.reports)\n\(hooks)"
                    + "\n\(recorders.map(\.events.count))")
        }
        result.states.append(recorders.map { $0.lines.joined(separator: "\n") }.joined(separator: "\n--\n"))
        result.directCount = TestSwitches.directAdditions + TestSwitches.fusedWindowWalks - directBefore
        for window in windows { window.rootViewController = nil }
        return result
    }

    // TRAIT-1, TRACE-1: a trait change whose hook is inherited and unrecorded goes unlisted
    // (`TraitPropagation.goesUnlisted`) only while no listed hook has run; the hooks, their order,
    // the traits and the traces are those of the full list, also when a hook attaches a recorder
    // to a node whose change comes later in the same update, or changes traits again (profiled).
    @MainActor func testTRAIT1UnlistedTraitChangesChangeAndRecordWhatTheFullListDoes() async {
        compareWithAndWithoutDirectPaths(seed: 0x7EA175, runs: 40, takenMoreThan: 40 * 20) { seed, direct in
            runTraits(seed: seed, direct: direct)
        }
    }

    @MainActor private func runTraits(seed: UInt64, direct: Bool) -> DifferentialRun {
        let replay = DifferentialReplay(direct: direct)
        defer { replay.end() }
        let unlistedBefore = TestSwitches.unlistedTraitChanges
        var random = SplitMix64(seed: seed)
        func pick(_ bound: Int) -> Int { Int(random.next() % UInt64(bound)) }
        func traits() -> TraitCollection {
            TraitCollection(
                horizontalSizeClass: pick(2) == 0 ? .compact : .regular, displayScale: Double(pick(3)),
                userInterfaceStyle: pick(3) == 0 ? .dark : .unspecified)
        }
        var hooks: [String] = []
        var recorders: [TraceRecorder] = []
        let windows = (0..<2).map { Window(name: "w\($0)") }
        windows[0].makeKeyAndVisible()
        let controllers = (0..<3).map { ViewController(name: "c\($0)") }
        var views: [View] = []
        for index in 0..<18 {
            guard pick(3) == 0 else {
                views.append(View(name: "v\(index)"))
                continue
            }
            // A hook that records its call and, the first time, may attach a recorder to another
            // node or change traits again from inside the update.
            let view = TraitHookView(name: "h\(index)")
            let action = pick(4), target = pick(64)
            view.onTraitChange = { [unowned view] in
                hooks.append("\(view.name) \(view.traitCollection) in \(view.window?.name ?? "-")")
                guard !view.acted else { return }
                view.acted = true
                let all: [View] = windows + views + controllers.map { $0.view }
                switch action {
                case 0:
                    // On a window half of the time: then the nodes after this one in the update
                    // are observed from now on.
                    let recorder = TraceRecorder()
                    (target % 2 == 0 ? windows[target / 2 % 2] : all[target % all.count]).attach(recorder)
                    recorders.append(recorder)
                case 1: windows[target % 2].systemTraits = TraitCollection(displayScale: Double(1 + target % 3))
                case 2: all[target % all.count].traitOverrides = TraitCollection(userInterfaceStyle: .light)
                default: break
                }
            }
            views.append(view)
        }
        var result = DifferentialRun()
        for _ in 0..<100 {
            let all: [View] = windows + views + controllers.map { $0.view }
            switch pick(12) {
            case 0..<4:
                let view = all[pick(all.count)]
                if !(view is Window), view.viewController == nil { all[pick(all.count)].addSubview(view) }
            case 4:
                windows[pick(2)].rootViewController = pick(3) == 0 ? nil : controllers[pick(controllers.count)]
            case 5..<8:
                windows[pick(2)].systemTraits = traits()
            case 8, 9:
                all[pick(all.count)].traitOverrides = pick(2) == 0 ? .unspecified : traits()
            case 10:
                controllers[pick(controllers.count)].traitOverrides = pick(2) == 0 ? .unspecified : traits()
            default:
                let recorder = TraceRecorder()
                all[pick(all.count)].attach(recorder)
                recorders.append(recorder)
            }
            result.states.append(
                snapshot(windows: windows, views: views, controllers: controllers)
                    + "\n\(controllers.map(\.traitCollection))\n\(replay.reports)\n\(hooks)\n\(recorders.map(\.events.count))"
            )
        }
        result.states.append(recorders.map { $0.lines.joined(separator: "\n") }.joined(separator: "\n--\n"))
        result.directCount = TestSwitches.unlistedTraitChanges - unlistedBefore
        for window in windows { window.rootViewController = nil }
        for case let view as TraitHookView in views { view.onTraitChange = nil }  // the closures hold the views
        return result
    }

    @MainActor private func snapshot(windows: [Window], views: [View], controllers: [ViewController]) -> String {
        func describe(_ view: View) -> String {
            let index = view.superview.map { "\($0.name)#\(view.indexInSuperview)" } ?? "-"
            return
                "\(view.name): in \(index), window \(view.window?.name ?? "-"), owner \(view.owningController?.name ?? "-"), "
                + "traits \(view.traitCollection), insets \(view.safeAreaInsets), marks \(view.layoutFlags.rawValue), "
                + "subviews \(view.subviews.map(\.name))"
        }
        let all: [View] = windows + views + controllers.compactMap(\.viewIfLoaded)
        return all.map(describe).joined(separator: "\n") + "\n"
            + controllers.map { "\($0.name): parent \($0.parent?.name ?? "-"), \($0.appearanceState)" }.joined(
                separator: "\n")
    }
}

private final class CountingHookView: View {
    var superviewMoves = 0
    var onHook: ((String) -> Void)?
    override func didMoveToSuperview() {
        super.didMoveToSuperview()
        superviewMoves += 1
        onHook?("didMoveToSuperview")
    }
    override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        onHook?("traitCollectionDidChange in \(window?.name ?? "-")")
    }
}

/// Logs the window links it can see from its window and safe-area hooks: its own, its
/// superview's and its subviews'.
private final class WindowHookView: View {
    var onHook: ((String) -> Void)?
    private var links: String {
        "\(window?.name ?? "-") \(superview?.window?.name ?? "-") \(subviews.map { $0.window?.name ?? "-" })"
    }
    override func willMove(toWindow newWindow: Window?) {
        super.willMove(toWindow: newWindow)
        onHook?("willMove(toWindow: \(newWindow?.name ?? "-")) \(links)")
    }
    override func didMoveToWindow() {
        super.didMoveToWindow()
        onHook?("didMoveToWindow \(links)")
    }
    override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        onHook?("safeAreaInsetsDidChange \(links)")
    }
}

private final class TraitHookView: View {
    var onTraitChange: (() -> Void)?
    var acted = false
    override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        onTraitChange?()
    }
}
#endif
