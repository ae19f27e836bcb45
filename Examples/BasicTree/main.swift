// BasicTree: builds a small tree of controllers and views, shows it in a window, and prints the
// recorded lifecycle trace, a tree dump and the trace as a Mermaid sequence diagram.
//
//     swift run BasicTree

import ContainerKit
import ExampleSupport

/// A card that builds its own subviews in `prepare()`, which runs once at the end of `init`
/// (LOAD-5). Like every override, it calls `super` first.
final class CardView: View {
    override func prepare() {
        super.prepare()
        addSubview(View(name: "title"))
        addSubview(View(name: "subtitle"))
    }
}

@MainActor
func runExample() {
    let window = Window(name: "window")
    let recorder = TraceRecorder()
    window.attach(recorder)

    let home = ViewController(name: "home")
    window.rootViewController = home  // loads home's view and puts it in the (hidden) window

    let feed = ViewController(name: "feed")
    home.addChild(feed, into: home.view)  // addChild, place the view, didMove: one call
    feed.view.addSubview(CardView(name: "card"))

    window.makeKeyAndVisible()  // now the controllers appear, parents first

    ExampleOutput.trace(recorder)
    ExampleOutput.tree(window)
    ExampleOutput.diagram(recorder)
}

MainActor.assumeIsolated { runExample() }
