// BasicTree: builds a small view tree, attaches it to a visible window, and prints the recorded
// lifecycle trace and a tree dump.
//
//     swift run BasicTree

import ContainerKit

/// A card that builds its own subviews in `prepare()`, which runs once at the end of `init`.
final class CardView: View {
    override func prepare() {
        try! addSubview(View(name: "title"))
        try! addSubview(View(name: "subtitle"))
    }
}

@MainActor
func runExample() throws {
    let window = Window(name: "window")
    try window.makeKeyAndVisible()

    let recorder = TraceRecorder()
    window.attach(recorder)

    let feed = View(name: "feed")
    let card = CardView(name: "card")
    try feed.addSubview(card)       // off-window: only superview hooks, and not recorded (another tree)
    try window.addSubview(feed)     // into the window: window hooks over the whole subtree
    try feed.insertSubview(View(name: "header"), at: 0)

    print("== trace ==")
    for line in recorder.lines { print(line) }
    print("== tree ==")
    print(window.treeDump(), terminator: "")
}

try MainActor.assumeIsolated { try runExample() }
