// CartList: UIContainer's cells. A list of carts in reusable view containers; each cart has a
// required cell delegate, which the list's controller provides (CELL-1 to CELL-3). The list shows
// three rows at a time; scrolling hands the containers that left back out for the new rows, with
// prepareForReuse (CELL-2), and a tap on a cart reaches the controller through the delegate.
//
//     swift run CartList

import ContainerKit
import ExampleSupport

/// The seed's ContainerCellDelegate, here a protocol of the cart's own.
@MainActor
protocol CartViewDelegate: AnyObject {
    func cartView(_ cartView: CartView, didStart cart: String)
}

/// The cell's content: a plain view with a delegate that must be provided.
final class CartView: View, DelegatingContent {
    weak var delegate: (any CartViewDelegate)?
    static var delegateRequirement: DelegateRequirement { .required }
    private(set) var cart = ""

    func reloadView(_ cart: String) { self.cart = cart }
    func play() { delegate?.cartView(self, didStart: cart) }
}

final class CartsViewController: ViewController, CartViewDelegate {
    let carts = ["apples", "bread", "coffee", "dates", "eggs", "figs"]
    let tableView = ListHost(name: "tableView")
    private(set) var started: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        var created = 0
        tableView.register(forReuseIdentifier: "CartViewCellIdentifier", as: ContainerView<CartView>.self) {
            created += 1
            return ContainerView<CartView>(name: "cell\(created)")
        }
        tableView.containerProvider = { [unowned self] list, row in
            let cell = list.dequeueReusableContainer(
                withIdentifier: "CartViewCellIdentifier", for: row, as: ContainerView<CartView>.self)
            cell?.prepare(in: self)  // the cart view is created once per container, then kept
            if let cell, let cart = cell.content { cart.name = "\(cell.name).cart" }
            cell?.content?.reloadView(carts[row])
            return cell
        }
        view.addSubview(tableView)
    }

    func cartView(_ cartView: CartView, didStart cart: String) { started.append(cart) }
}

@MainActor
func rows(of list: ListHost) -> String {
    list.visibleRows.map { row in
        let cell = list.container(forRow: row)
        let cart = (cell as? ContainerView<CartView>)?.content
        return "row \(row): \(cell?.name ?? "-") shows \(cart?.cart ?? "-")"
    }.joined(separator: "\n")
}

@MainActor
func runExample() {
    let window = Window(name: "window")
    let carts = CartsViewController(name: "carts")
    window.rootViewController = carts
    window.makeKeyAndVisible()

    let list = carts.tableView
    list.reloadData(numberOfRows: carts.carts.count, visibleRows: 0..<3)
    ExampleOutput.section("rows 0..<3", rows(of: list))

    let recorder = TraceRecorder()
    list.attach(recorder)
    list.scroll(toVisible: 3..<6)
    ExampleOutput.section("rows 3..<6, the same three containers reused", rows(of: list))
    ExampleOutput.section(
        "containers created", "\(list.containersCreated(forReuseIdentifier: "CartViewCellIdentifier"))")

    (list.container(forRow: 4) as? ContainerView<CartView>)?.content?.play()
    ExampleOutput.section("the delegate heard", carts.started.joined(separator: "\n"))

    // Only the hooks of the containers and their content: the reuse lifecycle of the scroll.
    ExampleOutput.section(
        "trace of the scroll (container hooks)",
        recorder.lines(hooks: [.prepareForReuse, .prepare, .insert, .remove, .containerDidLoad])
            .joined(separator: "\n"))
    ExampleOutput.tree(window)
    ExampleOutput.diagram(recorder)
}

MainActor.assumeIsolated { runExample() }
