// NavigationAndTabs: the containers UIKit ships, headless. A tab bar with two tabs; the first is
// a navigation stack. Push a detail screen (COMP-4), pop it (COMP-5), push it again and start an
// interactive pop that the user cancels halfway (COMP-6: the stack is unchanged, and no
// containment hook is sent), then switch tabs (COMP-9).
//
//     swift run NavigationAndTabs

import ContainerKit
import ExampleSupport

@MainActor
func controllerLines(_ recorder: TraceRecorder) -> String {
    recorder.lines(
        hooks: LifecycleEvent.Hook.appearance.union(LifecycleEvent.Hook.containment)
            .union([.transition, .transitionDidEnd, .transitionDidCancel])
    )
    .joined(separator: "\n")
}

@MainActor
func runExample() {
    let window = Window(name: "window")
    let inbox = ViewController(name: "inbox")
    let navigation = NavigationController(rootViewController: inbox, name: "nav")
    let settings = ViewController(name: "settings")
    let tabs = TabBarController(viewControllers: [navigation, settings], name: "tabs")
    window.rootViewController = tabs
    window.makeKeyAndVisible()

    let recorder = TraceRecorder()
    window.attach(recorder)

    // Push and pop, animated by an animator that completes at once.
    navigation.pushViewController(ViewController(name: "message"))
    navigation.popViewController()
    ExampleOutput.section("push, then pop", controllerLines(recorder))

    // An interactive pop, driven by hand, cancelled: the message stays on top.
    navigation.pushViewController(ViewController(name: "message"), animated: false)
    let animator = ManualAnimator()
    navigation.animator = animator
    recorder.removeAll()
    var popFinished: [Bool] = []
    navigation.popViewController { popFinished.append($0) }
    _ = animator.cancel()
    ExampleOutput.section(
        "a cancelled interactive pop",
        controllerLines(recorder) + """

            completion: \(popFinished.map { "\($0)" }.joined(separator: ", "))
            stack: \(navigation.viewControllers.map(\.name).joined(separator: ", "))
            """)

    // Switch to the settings tab.
    recorder.removeAll()
    tabs.selectTab(at: 1)
    ExampleOutput.section(
        "switch to the settings tab",
        controllerLines(recorder) + """

            selected: \(tabs.selectedViewController?.name ?? "none")
            """)
    ExampleOutput.tree(window)
    ExampleOutput.diagram(recorder)
}

MainActor.assumeIsolated { runExample() }
