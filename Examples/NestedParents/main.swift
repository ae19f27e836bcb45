// NestedParents: UIContainer's ContainerViewParent story, with a live answer. A window's root
// controller holds a view container A, which holds a controller container B, which holds a view
// container C. A and B resolve to the window's controller; C resolves to B's content controller
// (PARENT-1, PARENT-2). Then C's subtree moves into the view of another controller, the
// sidebar, and C answers for its new place at once (PARENT-3). (B itself cannot move there: its
// content is a child of the root controller, and a child's view stays inside its parent's views,
// VC-5.)
//
//     swift run NestedParents

import ContainerKit
import ExampleSupport

final class BadgeView: View {}

/// B's content: a controller whose root view holds the innermost view container C.
final class DetailController: ViewController {
    weak var badge: ContainerView<BadgeView>?

    override func viewDidLoad() {
        super.viewDidLoad()
        let badge = ContainerView<BadgeView>(in: self, name: "C") { BadgeView(name: "badge") }
        view.addSubview(badge)
        self.badge = badge
    }
}

/// The seed's WindowViewController: the first controller, the window's root.
final class WindowViewController: ViewController {
    let sidebar = ViewController(name: "sidebar")
    weak var containerA: ContainerView<View>?
    weak var containerB: ControllerContainer<DetailController>?

    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(sidebar, into: view)

        let containerA = ContainerView<View>(in: self, name: "A") { View(name: "A.content") }
        view.addSubview(containerA)
        self.containerA = containerA

        let containerB = ControllerContainer<DetailController>(in: self, name: "B") {
            DetailController(name: "detail")
        }
        containerA.content?.addSubview(containerB)
        self.containerB = containerB
    }
}

@MainActor
func parents(of containers: [AnyContainerView]) -> String {
    containers.map { "\($0.name).parentController = \($0.parentController?.name ?? "nil")" }
        .joined(separator: "\n")
}

@MainActor
func runExample() {
    let window = Window(name: "window")
    let root = WindowViewController(name: "root")
    window.rootViewController = root
    window.makeKeyAndVisible()

    guard let a = root.containerA, let b = root.containerB, let c = b.content?.badge else {
        print("the containers were not built")
        return
    }
    ExampleOutput.section("parents", parents(of: [a, b, c]))

    // Move C (and the badge inside it) from the detail controller's view into the sidebar's view.
    let recorder = TraceRecorder()
    window.attach(recorder)
    root.sidebar.view.addSubview(c)
    ExampleOutput.section("parents after moving C into sidebar.view", parents(of: [a, b, c]))
    ExampleOutput.trace(recorder, title: "trace of the move")
    ExampleOutput.tree(window)
    ExampleOutput.graphviz(window)
    ExampleOutput.diagram(recorder)
}

MainActor.assumeIsolated { runExample() }
