import ContainerKitTesting
import XCTest

@testable import ContainerKit

/// A view that overrides every recorded hook and calls `super`: `HookGate` dispatches each of its
/// hooks (`MIS-11` check, the base implementation records).
@MainActor
private final class OverridingView: View {
    override func willMove(toSuperview newSuperview: View?) { super.willMove(toSuperview: newSuperview) }
    override func didMoveToSuperview() { super.didMoveToSuperview() }
    override func willMove(toWindow newWindow: Window?) { super.willMove(toWindow: newWindow) }
    override func didMoveToWindow() { super.didMoveToWindow() }
    override func didAddSubview(_ subview: View) { super.didAddSubview(subview) }
    override func willRemoveSubview(_ subview: View) { super.willRemoveSubview(subview) }
    override func layoutSubviews() { super.layoutSubviews() }
    override func safeAreaInsetsDidChange() { super.safeAreaInsetsDidChange() }
    override func traitCollectionDidChange(_ previous: TraitCollection?) { super.traitCollectionDidChange(previous) }
    override func updateConstraints() { super.updateConstraints() }
}

/// A controller that overrides every recorded hook and calls `super`.
@MainActor
private final class OverridingController: ViewController {
    override func viewDidLoad() { super.viewDidLoad() }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated) }
    override func viewIsAppearing(_ animated: Bool) { super.viewIsAppearing(animated) }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated) }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated) }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated) }
    override func viewWillLayoutSubviews() { super.viewWillLayoutSubviews() }
    override func viewDidLayoutSubviews() { super.viewDidLayoutSubviews() }
    override func viewSafeAreaInsetsDidChange() { super.viewSafeAreaInsetsDidChange() }
    override func traitCollectionDidChange(_ previous: TraitCollection?) { super.traitCollectionDidChange(previous) }
    override func updateViewConstraints() { super.updateViewConstraints() }
}

/// A hook that a class inherits is recorded by `HookGate` itself (it only records, so it is not
/// called); an overridden one is called and its base implementation records. Both take the one
/// recording path (`Engine.emit(_:on:_:_:animated:)`). These tests replay random sequences on a
/// tree of plain nodes and on the same tree of nodes that override every hook and call `super`,
/// and compare every recorded line (profiled).
final class TraceInheritedHookTests: XCTestCase {
    // TRACE-1: a hook is recorded the same, at the same place in the trace, whether the subject's
    // class inherits it or overrides it and calls super.
    @MainActor func testTRACE1InheritedHooksRecordWhatOverriddenHooksRecord() async {
        var seeds = SplitMix64(seed: 0x7EACE)
        for _ in 0..<12 {
            let seed = seeds.next()
            let plain = replay(seed: seed, overriding: false)
            let overriding = replay(seed: seed, overriding: true)
            XCTAssertEqual(plain.count, overriding.count)
            for (step, (a, b)) in zip(plain, overriding).enumerated() where a != b {
                XCTFail(
                    "seed \(seed), step \(step):\n--- inherited\n\(a.joined(separator: "\n"))\n--- overridden\n\(b.joined(separator: "\n"))"
                )
                return
            }
            let hooks = Set(plain.joined().compactMap { $0.split(separator: ".").dropFirst().first.map(String.init) })
            for hook in ["willMove(toWindow: W)", "didMoveToWindow", "viewWillAppear", "layoutSubviews"] {
                XCTAssertTrue(plain.joined().contains { $0.hasSuffix(hook) }, "seed \(seed) records \(hook): \(hooks)")
            }
        }
    }

    // TRACE-1: the plain nodes do inherit the hooks (so the first run records them without calling
    // them), and the overriding ones inherit none.
    @MainActor func testTheTwoTreesTakeTheTwoWays() async {
        XCTAssertTrue(View().inheritedHooks.contains(.willMoveToWindow))
        XCTAssertTrue(ViewController().inheritedHooks.contains(.viewWillAppear))
        XCTAssertTrue(ViewController().inheritedHooks.contains(.viewIsAppearing))  // APP-12
        XCTAssertEqual(OverridingView().inheritedHooks.rawValue, 0)
        // The two containment bits (which HookGate never skips) stay: it inherits willMove/didMove(toParent:).
        let containment = HookSet.inheritsWillMoveToParent.union(.inheritsDidMoveToParent)
        XCTAssertEqual(OverridingController().inheritedHooks, containment)
    }

    /// The recorder's lines after every step of the sequence of `seed`.
    @MainActor private func replay(seed: UInt64, overriding: Bool) -> [[String]] {
        var random = SplitMix64(seed: seed)
        let window = Window(name: "W")
        let recorder = TraceRecorder()
        window.attach(recorder)
        let views: [View] = (0..<8).map { overriding ? OverridingView(name: "v\($0)") : View(name: "v\($0)") }
        let controllers: [ViewController] = (0..<3).map {
            overriding ? OverridingController(name: "c\($0)") : ViewController(name: "c\($0)")
        }
        let traits = [TraitCollection.unspecified, TraitCollection(userInterfaceStyle: .dark)]
        let insets = [EdgeInsets.zero, EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)]
        var steps: [[String]] = []
        for _ in 0..<60 {
            let pick = Int(random.next() % 1_000)
            let view = views[pick % views.count]
            let controller = controllers[1 + pick % 2]
            switch random.next() % 9 {
            case 0, 1:
                let targets = [window] + views + controllers.compactMap(\.viewIfLoaded)
                let target = targets[Int(random.next() % UInt64(targets.count))]
                if target !== view, !target.isDescendant(of: view) { target.addSubview(view) }
            case 2: view.removeFromSuperview()
            case 3: window.rootViewController = window.rootViewController == nil ? controllers[0] : nil
            case 4:
                if controller.parent == nil {
                    controllers[0].addChild(controller, into: controllers[0].view)
                } else {
                    controllers[0].removeChild(controller)
                }
            case 5:
                view.setNeedsLayout()
                window.setNeedsLayout()
                window.layoutIfNeeded()
            case 6: window.systemTraits = traits[pick % traits.count]
            case 7: window.safeAreaInsets = insets[pick % insets.count]
            default: if pick % 2 == 0 { window.makeKeyAndVisible() } else { window.hide() }
            }
            steps.append(recorder.lines)
        }
        return steps
    }
}
