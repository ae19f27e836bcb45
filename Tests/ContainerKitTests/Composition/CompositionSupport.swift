import ContainerKitTesting
import XCTest

@testable import ContainerKit

/// A controller that runs closures from inside its hooks, to request changes re-entrantly.
@MainActor
final class ProbeChild: ViewController {
    var onWillAppear: (() -> Void)?
    var onDidAppear: (() -> Void)?
    var notes: [String] = []

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        notes.append("willAppear presented=\(isBeingPresented) toParent=\(isMovingToParent)")
        let action = onWillAppear
        onWillAppear = nil
        action?()
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        notes.append("didAppear presented=\(isBeingPresented)")
        let action = onDidAppear
        onDidAppear = nil
        action?()
    }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        notes.append("willDisappear dismissed=\(isBeingDismissed) fromParent=\(isMovingFromParent)")
    }
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        notes.append("didDisappear dismissed=\(isBeingDismissed)")
    }
}

/// A visible window `W` whose root is `root`, with a recorder attached to the window; the recorder
/// is cleared after the set-up unless `recordingSetUp`.
@MainActor
func showInWindow(_ root: ViewController, visible: Bool = true, recordingSetUp: Bool = false) -> (
    window: Window, recorder: TraceRecorder
) {
    let window = Window(name: "W")
    window.frame = Rect(x: 0, y: 0, width: 320, height: 480)
    let recorder = TraceRecorder()
    window.attach(recorder)
    if visible { window.makeKeyAndVisible() }
    window.rootViewController = root
    if !recordingSetUp { recorder.removeAll() }
    return (window, recorder)
}

/// Only the controller lines (no view hooks): containment, loading, appearance, composition.
@MainActor
func controllerLines(_ recorder: TraceRecorder, from start: Int = 0) -> [String] {
    recorder.events.dropFirst(start).compactMap { event in
        switch event {
        case .willMoveToSuperview, .didMoveToSuperview, .willMoveToWindow, .didMoveToWindow, .didAddSubview,
            .willRemoveSubview:
            return nil
        default:
            return event.line
        }
    }
}

/// Prints a trace in a form that can be pasted into a test.
@MainActor
func dump(_ recorder: TraceRecorder) {
    print(recorder.lines.map { "\"\($0)\"," }.joined(separator: "\n"))
}

/// The view hooks of a view without subviews entering `superview` in window `window` (`VIEW-2`).
func enters(_ view: String, _ superview: String, window: String = "W") -> [String] {
    [
        "\(view).willMove(toWindow: \(window))", "\(view).willMove(toSuperview: \(superview))",
        "\(view).didMoveToWindow",
        "\(view).didMoveToSuperview", "\(superview).didAddSubview(\(view))",
    ]
}

/// The view hooks of a view without subviews leaving `superview` in a window (`VIEW-3`).
func leaves(_ view: String, _ superview: String) -> [String] {
    [
        "\(superview).willRemoveSubview(\(view))", "\(view).willMove(toSuperview: nil)",
        "\(view).willMove(toWindow: nil)",
        "\(view).didMoveToWindow", "\(view).didMoveToSuperview",
    ]
}

/// A stateful container whose children are named after their states, with one style for every pair.
@MainActor
final class LetterContainer: StatefulViewController<String> {
    var style: TransitionStyle = .cross
    var made: [ViewController] = []
    override func childViewController(for state: String) -> ViewController {
        let child = ProbeChild(name: state)
        made.append(child)
        return child
    }
    override func transitionStyle(from oldState: String, to newState: String) -> TransitionStyle { style }
}
