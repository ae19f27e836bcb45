// RootFlow: Reinstate's root flow. A StatefulViewController moves between splash, onboarding,
// sign in and home, each child telling the root through a delegate when it is done (COMP-1).
// The styles follow the seed: from the splash a cross-fade, forward over the previous child,
// back under it (COMP-2). The animations are stepped by hand (a ManualAnimator), so the trace
// shows where each hook falls inside them. Then a rapid sequence: sign out, and from each
// completion ask for the next state; requests wait for the running transition (COMP-3).
//
//     swift run RootFlow

import ContainerKit
import ExampleSupport

enum RootViewState: Hashable, CustomStringConvertible {
    case splash, onboarding, signIn, home

    var description: String {
        switch self {
        case .splash: "splash"
        case .onboarding: "onboarding"
        case .signIn: "signIn"
        case .home: "home"
        }
    }
}

@MainActor
protocol FlowStepDelegate: AnyObject {
    func flowStepDidComplete(_ step: FlowStepController)
}

/// Each screen of the flow: it only knows how to say that it is done.
final class FlowStepController: ViewController {
    weak var delegate: (any FlowStepDelegate)?
    func complete() { delegate?.flowStepDidComplete(self) }
}

final class RootViewController: StatefulViewController<RootViewState>, FlowStepDelegate {
    var isAuthenticated = false
    var hasCompletedOnboarding = false

    override func childViewController(for state: RootViewState) -> ViewController {
        let step = FlowStepController(name: "\(state)")
        step.delegate = self
        return step
    }

    override func transitionStyle(from oldState: RootViewState, to newState: RootViewState) -> TransitionStyle {
        switch (oldState, newState) {
        case (.splash, _): .cross
        case (.onboarding, .signIn), (.signIn, .home): .over
        case (.signIn, .onboarding), (.home, .signIn): .under
        default: .none
        }
    }

    func flowStepDidComplete(_ step: FlowStepController) {
        switch currentState {
        case .splash:
            switch (isAuthenticated, hasCompletedOnboarding) {
            case (true, _): transition(to: .home)
            case (false, true): transition(to: .signIn)
            case (false, false): transition(to: .onboarding)
            }
        case .onboarding:
            hasCompletedOnboarding = true
            transition(to: .signIn)
        case .signIn:
            isAuthenticated = true
            transition(to: .home)
        case .home, nil:
            break
        }
    }
}

@MainActor
func runExample() {
    let window = Window(name: "window")
    let root = RootViewController(name: "root", initialState: .splash)
    let animator = ManualAnimator()
    root.animator = animator
    window.rootViewController = root
    window.makeKeyAndVisible()

    let recorder = TraceRecorder()
    window.attach(recorder)
    // The flow: each screen completes, and each transition's animation is stepped to its end.
    for _ in 0..<3 {
        (root.currentChild as? FlowStepController)?.complete()
        _ = animator.completeAll()
    }
    ExampleOutput.section("state", "\(root.currentState.map { "\($0)" } ?? "none")")
    ExampleOutput.trace(recorder, title: "trace of splash → onboarding → signIn → home")

    // Sign out, then go back through onboarding, each request made from the previous completion,
    // while a request for home made right away waits its turn in between.
    recorder.removeAll()
    var completions: [String] = []
    root.transition(to: .signIn) { finished in
        completions.append("signIn \(finished)")
        root.transition(to: .onboarding) { finished in
            completions.append("onboarding \(finished)")
            root.transition(to: .signIn) { finished in completions.append("signIn \(finished)") }
        }
    }
    root.transition(to: .home) { finished in completions.append("home \(finished)") }
    let pending = root.pendingTransitionCount
    let steps = animator.completeAll()
    ExampleOutput.section(
        "rapid sequence",
        """
        waiting behind the running transition: \(pending)
        animations run: \(steps)
        completions: \(completions.joined(separator: ", "))
        state: \(root.currentState.map { "\($0)" } ?? "none")
        """)
    ExampleOutput.section(
        "trace of the rapid sequence (transitions and containment)",
        recorder.lines(hooks: LifecycleEvent.Hook.containment.union([.transition, .transitionDidEnd]))
            .joined(separator: "\n"))
    ExampleOutput.tree(window)
    ExampleOutput.diagram(recorder)
}

MainActor.assumeIsolated { runExample() }
