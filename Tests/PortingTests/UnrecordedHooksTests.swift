import ContainerKit
import ContainerKitTesting
import XCTest

// ContainerKit does not call a hook that a class inherits unchanged while nothing records (its
// base implementation would only record). These tests check, from outside the module, that every
// override of a user's class still runs, exactly as often and in the same order with or without a
// recorder: subclasses, subclasses of subclasses, generic subclasses, controllers and containers.

/// The hooks that ran, in order.
@MainActor private enum HookLog {
    static var lines: [String] = []
}

@MainActor private class WindowWatchingView: View {
    override func didMoveToWindow() {
        super.didMoveToWindow()
        HookLog.lines.append("\(name).didMoveToWindow(\(window?.name ?? "nil"))")
    }
}

@MainActor private final class LayingOutView: WindowWatchingView {
    override func layoutSubviews() {
        super.layoutSubviews()
        HookLog.lines.append("\(name).layoutSubviews")
    }
}

@MainActor private final class GenericWatchingView<Tag>: View {
    override func willMove(toWindow newWindow: Window?) {
        super.willMove(toWindow: newWindow)
        HookLog.lines.append("\(name).willMove(toWindow: \(newWindow?.name ?? "nil"))")
    }
}

@MainActor private final class AppearingController: ViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        HookLog.lines.append("\(name).viewWillAppear")
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        HookLog.lines.append("\(name).viewDidDisappear")
    }
}

@MainActor private final class LoadingContainer: ContainerView<View> {
    override func containerDidLoad() {
        super.containerDidLoad()
        HookLog.lines.append("\(name).containerDidLoad")
    }
}

final class UnrecordedHooksTests: XCTestCase {
    // CONT-6, VIEW-1, VIEW-2, VIEW-3, APP-1: overrides run whether or not anything records.
    @MainActor func testCONT6OverridesRunTheSameWithAndWithoutARecorder() async {
        let unrecorded = runScenario(recorded: false)
        XCTAssertEqual(
            unrecorded,
            [
                "R.viewWillAppear",
                "generic.willMove(toWindow: W)", "laying.didMoveToWindow(W)", "watching.didMoveToWindow(W)",
                "K.containerDidLoad",
                "laying.layoutSubviews",
                "generic.willMove(toWindow: nil)", "laying.didMoveToWindow(nil)", "watching.didMoveToWindow(nil)",
                "child.viewWillAppear", "child.viewDidDisappear",
            ])
        XCTAssertEqual(runScenario(recorded: true), unrecorded)
    }

    /// The same calls each time; a recorder on the window when `recorded`. Returns the overrides
    /// that ran.
    @MainActor private func runScenario(recorded: Bool) -> [String] {
        HookLog.lines = []
        let window = Window(name: "W")
        let recorder = TraceRecorder()
        if recorded { window.attach(recorder) }
        window.makeKeyAndVisible()
        let root = AppearingController(name: "R")
        window.rootViewController = root
        let plain = View(name: "plain")
        let generic = GenericWatchingView<Int>(name: "generic")
        let watching = WindowWatchingView(name: "watching")
        let laying = LayingOutView(name: "laying")
        plain.addSubview(generic)
        generic.addSubview(watching)
        watching.addSubview(laying)
        root.view.addSubview(plain)
        let container = LoadingContainer(name: "K")
        root.view.addSubview(container)
        container.prepare(in: root)
        laying.setNeedsLayout()
        window.layoutIfNeeded()
        plain.removeFromSuperview()
        let child = AppearingController(name: "child")
        root.addChild(child, into: root.view)
        root.removeChild(child)
        if recorded { XCTAssertFalse(recorder.lines.isEmpty) }
        return HookLog.lines
    }
}
