import ContainerKitTesting
import XCTest

@testable import ContainerKit

@MainActor
final class MainController: ViewController {
    static let shared = SharedInstance { MainController(name: "main") }
}

enum AppWindow: WindowContainerProvider {
    case main, login

    static func launcher(in container: WindowContainer<AppWindow>) -> ViewController {
        ViewController(name: "launcher")
    }

    func rootViewController(in container: WindowContainer<AppWindow>) -> ViewController {
        switch self {
        case .main: MainController.shared.instance
        case .login: ViewController(name: "login")
        }
    }
}

final class WindowContainerTests: XCTestCase {
    // COMP-11, COMP-13: a launcher first, then a fade (Reinstate's cross style, so Reinstate's
    // order) to the provider's root; the launcher is removed and released.
    @MainActor func testCOMP11_COMP13_LauncherThenAnimatedTransition() async throws {
        let tracker = LifetimeTracker()
        let (window, container) = WindowContainer<AppWindow>.makeWindow(
            name: "W", containerName: "K", frame: Rect(x: 0, y: 0, width: 320, height: 480))
        XCTAssertEqual(container.name, "K")
        XCTAssertTrue(window.rootViewController === container)
        let recorder = TraceRecorder()
        window.attach(recorder)
        tracker.track(try XCTUnwrap(container.currentRoot))
        window.makeKeyAndVisible()
        XCTAssertTrace(
            recorder,
            equals: [
                "K.viewWillAppear",
                "launcher.viewWillAppear",
                "K.viewIsAppearing",
                "launcher.viewIsAppearing",
                "K.viewWillLayoutSubviews",
                "K.view.layoutSubviews",
                "K.viewDidLayoutSubviews",
                "launcher.viewWillLayoutSubviews",
                "launcher.view.layoutSubviews",
                "launcher.viewDidLayoutSubviews",
                "K.viewDidAppear",
                "launcher.viewDidAppear",
            ])
        recorder.removeAll()
        container.transition(to: .main)
        XCTAssertTrace(
            recorder,
            equals: [
                "K.transition(from: launcher, to: main)",
                "main.willMove(toParent: K)",
                "main.loadView",
                "main.viewDidLoad",
                "main.view.willMove(toWindow: W)",
                "main.view.willMove(toSuperview: K.view)",
                "main.view.didMoveToWindow",
                "main.view.didMoveToSuperview",
                "K.view.didAddSubview(main.view)",
                "main.viewWillAppear",
                "main.didMove(toParent: K)",
                "launcher.willMove(toParent: nil)",
                "launcher.viewWillDisappear",
                "main.viewIsAppearing",
                "main.viewWillLayoutSubviews",
                "main.view.layoutSubviews",
                "main.viewDidLayoutSubviews",
                "K.view.willRemoveSubview(launcher.view)",
                "launcher.view.willMove(toSuperview: nil)",
                "launcher.view.willMove(toWindow: nil)",
                "launcher.view.didMoveToWindow",
                "launcher.view.didMoveToSuperview",
                "launcher.viewDidDisappear",
                "main.viewDidAppear",
                "launcher.didMove(toParent: nil)",
                "K.transitionDidEnd(from: launcher, to: main)",
            ])
        XCTAssertEqual(container.provider, .main)
        XCTAssertEqual(container.children.map(\.name), ["main"])
        XCTAssertEqual(container.currentRoot?.view.frame, container.view.bounds)
        tracker.assertAllReleased()
        XCTAssertEqual(
            window.treeDump(),
            """
            W: Window [visible]
            └─ K.view: View [controller K, appeared, window state main]
               └─ main.view: View [controller main, appeared]

            """)
    }

    // COMP-11: a transition without animation, and the old root released; SharedInstance hands out
    // the live instance while one exists and a new one afterwards.
    @MainActor func testCOMP11_RootReleasedAndSharedInstance() async throws {
        let (window, container) = WindowContainer<AppWindow>.makeWindow(name: "W")
        window.makeKeyAndVisible()
        container.transition(to: .main, animated: false)
        let tracker = LifetimeTracker()
        do {
            let live = try XCTUnwrap(MainController.shared.liveInstance)
            XCTAssertTrue(MainController.shared.instance === live, "the live instance is handed out")
            XCTAssertTrue(container.currentRoot === live)
            tracker.track(live)
        }
        var done: Bool?
        container.transition(to: .login, animated: false) { done = $0 }
        XCTAssertEqual(done, true)
        XCTAssertEqual(container.children.map(\.name), ["login"])
        XCTAssertEqual(container.currentRoot?.appearanceState, .appeared)
        tracker.assertAllReleased("the old root is released: the shared instance does not keep it")
        XCTAssertNil(MainController.shared.liveInstance)
        var same: Bool?
        container.transition(to: .login) { same = $0 }
        XCTAssertEqual(same, true, "the current state again is a no-op that completes")
    }

    // COMP-12, COMP-11: the current root and the state are read from the tree: a root torn down
    // leaves the container with no root and no state, and the next transition installs the new
    // root with nothing to replace.
    @MainActor func testCOMP12_RootTornDownLeavesNoRootAndNoState() async throws {
        let (window, container) = WindowContainer<AppWindow>.makeWindow(name: "W", containerName: "K")
        window.makeKeyAndVisible()
        container.transition(to: .login, animated: false)
        let recorder = TraceRecorder()
        window.attach(recorder)
        try XCTUnwrap(container.currentRoot).tearDown()
        XCTAssertNil(container.currentRoot)
        XCTAssertNil(container.provider)
        XCTAssertEqual(
            controllerLines(recorder),
            [
                "login.willMove(toParent: nil)", "login.viewWillDisappear", "login.viewDidDisappear",
                "login.didMove(toParent: nil)",
            ])
        recorder.removeAll()
        container.transition(to: .main, animated: false)
        XCTAssertEqual(
            controllerLines(recorder),
            [
                "K.transition(from: nil, to: main)",
                "main.willMove(toParent: K)",
                "main.loadView",
                "main.viewDidLoad",
                "main.viewWillAppear",
                "main.viewIsAppearing",
                "main.viewWillLayoutSubviews",
                "main.view.layoutSubviews",
                "main.viewDidLayoutSubviews",
                "main.viewDidAppear",
                "main.didMove(toParent: K)",
                "K.transitionDidEnd(from: nil, to: main)",
            ])
        XCTAssertEqual(container.provider, .main)
        XCTAssertValidTrace(recorder)
    }
}
