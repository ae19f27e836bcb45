// WindowLauncher: UIContainer's WindowContainer. The app's window starts on a launcher; once
// launched, the window container fades to the main root (COMP-11). The main controller is a
// shared instance (UIContainer's ViewSharedContext): asked for again while it lives, the same
// controller comes back, and the transition to the state on show changes nothing.
//
//     swift run WindowLauncher

import ContainerKit
import ExampleSupport

final class LauncherViewController: ViewController {}

final class MainViewController: ViewController {
    static let shared = SharedInstance { MainViewController(name: "main") }
}

/// The seed's WindowType: the states of the app's window.
enum WindowType: WindowContainerProvider {
    case main

    static func launcher(in container: WindowContainer<WindowType>) -> ViewController {
        LauncherViewController(name: "launcher")
    }

    func rootViewController(in container: WindowContainer<WindowType>) -> ViewController {
        switch self {
        case .main: MainViewController.shared.instance
        }
    }
}

/// The seed's AppDelegate, without UIApplication.
@MainActor
final class AppDelegate {
    let window: Window
    let windowView: WindowContainer<WindowType>

    init() {
        (window, windowView) = WindowContainer<WindowType>.makeWindow(
            name: "window", containerName: "windowView", frame: Rect(x: 0, y: 0, width: 375, height: 812))
    }

    func applicationDidFinishLaunching() {
        window.makeKeyAndVisible()
        windowView.transition(to: .main)
    }
}

@MainActor
func runExample() {
    let app = AppDelegate()
    let recorder = TraceRecorder()
    app.window.attach(recorder)

    app.applicationDidFinishLaunching()
    var completions: [Bool] = []
    app.windowView.transition(to: .main) { completions.append($0) }  // already there: nothing changes
    ExampleOutput.section(
        "after launch",
        """
        root on show: \(app.windowView.currentRoot?.name ?? "none")
        main is the shared instance: \(app.windowView.currentRoot === MainViewController.shared.liveInstance)
        second transition to .main completed: \(completions.map { "\($0)" }.joined(separator: ", "))
        """)
    ExampleOutput.trace(recorder)
    ExampleOutput.tree(app.window)
    ExampleOutput.diagram(recorder)
}

MainActor.assumeIsolated { runExample() }
