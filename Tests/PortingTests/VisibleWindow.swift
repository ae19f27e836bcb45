import ContainerKit

/// `root` as the root of a visible 320×480 window `W` with a recorder attached, cleared after the
/// set-up: the start of most composition regression tests.
@MainActor func showInVisibleWindow(_ root: ViewController) -> (Window, TraceRecorder) {
    let window = Window(name: "W")
    window.frame = Rect(x: 0, y: 0, width: 320, height: 480)
    let recorder = TraceRecorder()
    window.attach(recorder)
    window.makeKeyAndVisible()
    window.rootViewController = root
    recorder.removeAll()
    return (window, recorder)
}
