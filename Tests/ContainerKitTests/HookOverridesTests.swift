import ContainerKitTesting
import XCTest

@testable import ContainerKit

/// The per-class table of inherited hooks (`Internal/HookOverrides.swift`): found on this platform,
/// exact per hook, and never skipping an override.
final class HookOverridesTests: XCTestCase {
    private static let viewHooks: [HookKind] = [
        .willMoveToSuperview, .didMoveToSuperview, .willMoveToWindow, .didMoveToWindow, .didAddSubview,
        .willRemoveSubview, .layoutSubviews, .safeAreaInsetsDidChange, .traitCollectionDidChange,
    ]
    private static let controllerHooks: [HookKind] = [
        .viewDidLoad, .viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear,
        .viewWillLayoutSubviews, .viewDidLayoutSubviews, .viewSafeAreaInsetsDidChange, .traitCollectionDidChange,
        .viewIsAppearing,  // APP-12
    ]

    /// The slot tables were found: plain library objects skip every recording-only hook. (If this
    /// fails on a platform, the metadata did not look as expected and every hook is called: correct,
    /// only slower.)
    @MainActor func testPlainLibraryClassesInheritEveryRecordingHook() async {
        for kind in Self.viewHooks {
            XCTAssertTrue(View().inheritedHooks.contains(kind), "View \(kind)")
            XCTAssertTrue(Window().inheritedHooks.contains(kind), "Window \(kind)")
            XCTAssertTrue(ContainerView<View>().inheritedHooks.contains(kind), "ContainerView \(kind)")
        }
        for kind in [HookKind.containerPrepare, .containerDidLoad, .prepareForReuse] {
            XCTAssertTrue(ControllerContainer<ViewController>().inheritedHooks.contains(kind), "container \(kind)")
            XCTAssertFalse(View().inheritedHooks.contains(kind), "a plain view has no container hooks")
        }
        for kind in Self.controllerHooks {
            XCTAssertTrue(ViewController().inheritedHooks.contains(kind), "ViewController \(kind)")
        }
        // Hooks whose base implementation does more than record are always called.
        for kind in [HookKind.willMoveToParent, .didMoveToParent, .containerInsert, .containerRemove] {
            XCTAssertFalse(ViewController().inheritedHooks.contains(kind), "\(kind)")
            XCTAssertFalse(ContainerView<View>().inheritedHooks.contains(kind), "\(kind)")
        }
    }

    /// Exactly the overridden hooks are called, at every level of a class hierarchy and in a
    /// generic class.
    @MainActor func testOverridesAreFoundPerHook() async {
        XCTAssertEqual(missing(in: CountingView()), [.didMoveToWindow])
        XCTAssertEqual(missing(in: CountingSubview()), [.didMoveToWindow, .layoutSubviews])
        XCTAssertEqual(missing(in: GenericView<Int>()), [.willMoveToWindow])
        XCTAssertEqual(missing(in: GenericView<String>()), [.willMoveToWindow])
        XCTAssertEqual(missing(in: AppearingController(), among: Self.controllerHooks), [.viewWillAppear])
    }

    /// No recorder: the overrides run, the plain views' hooks are skipped without effect.
    @MainActor func testOverridesRunWithoutARecorder() async {
        let window = Window(name: "W")
        window.makeKeyAndVisible()
        let root = View(name: "root")
        let counting = CountingView(name: "counting")
        let subclass = CountingSubview(name: "sub")
        root.addSubview(counting)
        counting.addSubview(subclass)
        window.addSubview(root)
        XCTAssertEqual(counting.windowMoves, 1)
        XCTAssertEqual(subclass.windowMoves, 1)
        root.removeFromSuperview()
        XCTAssertEqual(counting.windowMoves, 2)
        XCTAssertEqual(subclass.windowMoves, 2)

        let controller = AppearingController(name: "A")
        window.rootViewController = controller
        XCTAssertEqual(controller.appearances, 1)
    }

    /// With a recorder, a skipped hook is recorded exactly as the base implementation records it.
    @MainActor func testInheritedHooksAreRecordedWhenARecorderListens() async {
        let window = Window(name: "W")
        window.makeKeyAndVisible()
        let recorder = TraceRecorder()
        window.attach(recorder)
        let root = View(name: "root")
        let counting = CountingView(name: "counting")
        root.addSubview(counting)
        window.addSubview(root)
        XCTAssertTrace(
            recorder,
            equals: [
                "root.willMove(toWindow: W)", "counting.willMove(toWindow: W)", "root.willMove(toSuperview: W)",
                "counting.didMoveToWindow", "root.didMoveToWindow", "root.didMoveToSuperview", "W.didAddSubview(root)",
            ])
    }

    @MainActor private func missing(in node: Responder, among kinds: [HookKind] = viewHooks) -> [HookKind] {
        kinds.filter { !node.inheritedHooks.contains($0) }
    }
}

private class CountingView: View {
    var windowMoves = 0
    override func didMoveToWindow() {
        super.didMoveToWindow()
        windowMoves += 1
    }
}

private final class CountingSubview: CountingView {
    override func layoutSubviews() { super.layoutSubviews() }
}

private final class GenericView<T>: View {
    override func willMove(toWindow newWindow: Window?) { super.willMove(toWindow: newWindow) }
}

private final class AppearingController: ViewController {
    var appearances = 0
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        appearances += 1
    }
}
