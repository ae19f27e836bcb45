// CartContainer: UIContainer's first story. A cart view inside a view container, padded and
// styled in containerDidLoad(), and the same cart as a controller inside a controller container.
// Prints the trace of building the screen (the container hooks: CONT-1, CONT-2), the frames the
// containers gave their content (LAYOUT-3), the tree and the diagram.
//
//     swift run CartContainer

import ContainerKit
import ExampleSupport

/// The cart, a plain view that builds its subviews once, in prepare() (LOAD-5).
final class CartView: View {
    override func prepare() {
        super.prepare()
        addSubview(View(name: "title"))
    }
}

extension CartView {
    /// UIContainer's favourite spelling: the container as a nested subclass.
    final class Container: ContainerView<CartView> {
        override func containerDidLoad() {
            super.containerDidLoad()
            // The seed's spacer(_:) with a spacing of 20: padding between container and cart.
            contentInsets = EdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
        }
    }
}

/// The same cart, as a controller with its own root view.
final class CartViewController: ViewController {}

/// The screen of the seed's example: both containers in its root view.
final class ExampleViewController: ViewController {
    weak var cartView: CartView.Container?
    weak var cartController: ControllerContainer<CartViewController>?

    override func viewDidLoad() {
        super.viewDidLoad()

        let cartView = CartView.Container(in: self, name: "cartContainer") { CartView(name: "cart") }
        cartView.frame = Rect(x: 0, y: 0, width: 320, height: 140)
        view.addSubview(cartView)
        self.cartView = cartView

        let cartController = ControllerContainer<CartViewController>(in: self, name: "cartControllerContainer") {
            CartViewController(name: "cartController")
        }
        cartController.frame = Rect(x: 0, y: 140, width: 320, height: 140)
        view.addSubview(cartController)
        self.cartController = cartController
    }
}

@MainActor
func runExample() {
    let window = Window(name: "window")
    window.frame = Rect(x: 0, y: 0, width: 320, height: 480)
    let recorder = TraceRecorder()
    window.attach(recorder)

    let example = ExampleViewController(name: "example")
    window.rootViewController = example
    window.makeKeyAndVisible()

    ExampleOutput.trace(recorder)
    var frames: [String] = []
    if let cartView = example.cartView, let cart = cartView.content {
        frames.append("\(cart.name) in \(cartView.name): \(cart.frame)")
    }
    if let cartController = example.cartController, let cart = cartController.content {
        frames.append("\(cart.view.name) in \(cartController.name): \(cart.view.frame)")
        frames.append("parent of \(cart.name): \(cart.parent?.name ?? "none")")
    }
    ExampleOutput.section("frames", frames.joined(separator: "\n"))
    ExampleOutput.tree(window)
    ExampleOutput.diagram(recorder)
}

MainActor.assumeIsolated { runExample() }
