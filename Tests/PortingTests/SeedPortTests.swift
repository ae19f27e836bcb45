import ContainerKit
import ContainerKitTesting
import XCTest

// The seeds' code samples, ported as their users would write them: `import UIKit` deleted, the
// rest kept (names, structure, `init(in:)`, subclasses); only what needs UIKit (drawing, labels,
// Auto Layout, UITableView) is replaced by frames, insets and ListHost. No `try` anywhere.

// MARK: - UIContainer: ContainerView, Container, the CartView.Container subclass

final class CartView: View {
    private(set) var prepared = 0
    override func prepare() {
        super.prepare()
        prepared += 1  // "Do stuff here": runs once, at the end of init, before any parent
        addSubview(View(name: "title"))
    }
}

final class CartViewController: ViewController {}

extension CartView {
    final class Container: ContainerView<CartView> {
        private(set) var styled = false
        // The seed's `spacer(_:)` (padding of 20 around the cart) is contentInsets here.
        override func containerDidLoad() {
            super.containerDidLoad()
            contentInsets = EdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
            styled = true  // "Stylize your container"
        }
    }
}

final class ExampleViewController: ViewController {
    weak var containerView: ContainerView<CartView>?
    weak var controllerContainer: ControllerContainer<CartViewController>?
    weak var cartView: CartView.Container?

    override func viewDidLoad() {
        super.viewDidLoad()

        let containerView = ContainerView<CartView>(in: self)
        self.view.addSubview(containerView)
        self.containerView = containerView

        let controllerContainer = ControllerContainer<CartViewController>(in: self)
        self.view.addSubview(controllerContainer)
        self.controllerContainer = controllerContainer

        let cartView = CartView.Container(in: self)
        self.view.addSubview(cartView)
        self.cartView = cartView
    }
}

// MARK: - UIContainer cells: CartView with a cell delegate, CartsViewController with a list

@MainActor protocol CartCellDelegate: AnyObject {
    func cartView(_ cartView: CartCell, didStart cart: String)
}

final class CartCell: View, DelegatingContent {
    weak var delegate: (any CartCellDelegate)?
    static var delegateRequirement: DelegateRequirement { .required }
    private(set) var cart = ""

    func reloadView(_ cart: String) { self.cart = cart }
    func play() { delegate?.cartView(self, didStart: cart) }
}

/// Content that may have a delegate (the seed's OptionalCellDelegate).
final class NoteCell: View, DelegatingContent {
    weak var delegate: (any CartCellDelegate)?
}

final class CartsViewController: ViewController, CartCellDelegate {
    let carts: [String]
    private(set) var started: [String] = []
    let tableView = ListHost(name: "tableView")

    init(carts: [String]) {
        self.carts = carts
        super.init(name: "carts")
    }

    required init(name: String?) {  // needed because init(carts:) is a designated initializer
        carts = []
        super.init(name: name)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(ContainerView<CartCell>.self, forReuseIdentifier: "CartViewCellIdentifier")
        tableView.containerProvider = { [unowned self] list, row in
            let cell = list.dequeueReusableContainer(
                withIdentifier: "CartViewCellIdentifier", for: row,
                as: ContainerView<CartCell>.self)
            cell?.prepare(in: self)
            cell?.content?.reloadView(carts[row])
            return cell
        }
        view.addSubview(tableView)
    }

    func cartView(_ cartView: CartCell, didStart cart: String) { started.append(cart) }
}

// MARK: - "Extracting UIViews from UIViewControllers": the view is the controller's own type

final class MyView: View {
    let tableView = View(name: "tableView")
    override func prepare() {
        super.prepare()
        addSubview(tableView)
    }
}

final class MyViewController: ViewController {
    override func loadView() {
        view = MyView(name: "myView")  // as in UIKit: assign `view` in loadView()
    }
    var myView: MyView? { view as? MyView }
}

// MARK: - "Generic UIViewControllers": a typed root view set up against its controller

@MainActor protocol RootViewSetup: AnyObject {
    func setupLayout(_ controller: ViewController)
}

final class ProfileView: View, RootViewSetup {
    let avatar = View(name: "avatar")
    private(set) var setUpFor: String?
    override func prepare() {
        super.prepare()
        addSubview(avatar)
    }
    // The seed's `setupAutoLayoutContraints(self)`: the typed root view's hook receives the controller.
    override func didBecomeRootView(of controller: ViewController) {
        setupLayout(controller)
    }
    func setupLayout(_ controller: ViewController) {
        setUpFor = controller.name
        avatar.frame = Rect(x: 20, y: 20, width: 80, height: 80)
    }
}

struct ProfileViewModel { let title: String }

class GenericViewController<V: View>: TypedViewController<V> {
    let viewModel: ProfileViewModel

    init(viewModel: ProfileViewModel) {
        self.viewModel = viewModel
        super.init(name: viewModel.title)
    }

    required init(name: String?) {  // Swift requires it once a designated init is declared
        viewModel = ProfileViewModel(title: name ?? "")
        super.init(name: name)
    }
}

final class ProfileViewController: GenericViewController<ProfileView> {}

// MARK: - A helper a user writes once for all their containers (generic over the protocols)

@MainActor func mount(_ container: some View & Container, in parent: some Controller) {
    container.prepare(in: parent.asViewController, content: nil)
    parent.view.addSubview(container)
}

@MainActor func names(under node: some Node) -> [String] {
    node.subviews.flatMap { [$0.name] + names(under: $0) }
}

// MARK: - Tests

final class SeedPortTests: XCTestCase {
    // CONT-1, CONT-6, PARENT-1: the three containers of the seed's ExampleViewController.
    @MainActor func testCONT1UIContainerExampleViewController() async throws {
        let window = Window(name: "W")
        let recorder = TraceRecorder()
        window.attach(recorder)
        let example = ExampleViewController(name: "example")
        window.rootViewController = example
        window.makeKeyAndVisible()

        let cart = try XCTUnwrap(example.containerView)
        XCTAssertEqual(cart.content?.prepared, 1, "prepare() ran once, in init")
        XCTAssertTrue(cart.parentController === example)
        XCTAssertTrue(cart.content?.owningController === example)
        let controllerContainer = try XCTUnwrap(example.controllerContainer)
        XCTAssertTrue(controllerContainer.content?.parent === example)
        XCTAssertEqual(controllerContainer.content?.appearanceState, .appeared)
        let subclassed = try XCTUnwrap(example.cartView)
        XCTAssertTrue(subclassed.styled, "the subclass's containerDidLoad was called")
        subclassed.frame = Rect(x: 0, y: 0, width: 200, height: 100)
        XCTAssertEqual(subclassed.content?.frame, Rect(x: 20, y: 20, width: 160, height: 60))
        // Unnamed nodes are named after their type (the Tracing article, "Subjects"); the second
        // unnamed CartView the trace meets is CartView#2 (TRACE-9).
        XCTAssertTrace(
            recorder, subjects: ["ContainerView<CartView>", "Container"],
            hooks: [.prepare, .insert, .containerDidLoad],
            equals: [
                "ContainerView<CartView>.prepare(parent: example)", "ContainerView<CartView>.insert(CartView)",
                "ContainerView<CartView>.containerDidLoad",
                "Container.prepare(parent: example)", "Container.insert(CartView#2)", "Container.containerDidLoad",
            ])
        XCTAssertTrace(
            recorder, hooks: LifecycleEvent.Hook.appearance,
            equals: [
                "example.viewWillAppear", "CartViewController.viewWillAppear",
                "example.viewDidAppear", "CartViewController.viewDidAppear",
            ])
    }

    // PARENT-2: window controller ⊃ view container ⊃ controller container ⊃ view container.
    @MainActor func testPARENT2NestedContainersResolveTheirParents() async throws {
        let window = Window(name: "W")
        let w0 = ViewController(name: "W0")
        window.rootViewController = w0
        let a = ContainerView<View>(in: w0, name: "A")
        w0.view.addSubview(a)
        let b = ControllerContainer<ViewController>(in: w0, name: "B") { ViewController(name: "Bc") }
        try XCTUnwrap(a.content).addSubview(b)
        let bc = try XCTUnwrap(b.content)
        let c = ContainerView<View>(in: bc, name: "C")
        bc.view.addSubview(c)

        XCTAssertTrue(a.parentController === w0)
        XCTAssertTrue(b.parentController === w0)
        XCTAssertTrue(c.parentController === bc)
        XCTAssertTrue(bc.parent === w0)
        XCTAssertEqual(names(under: window), ["W0.view", "A", "View", "B", "Bc.view", "C", "View"])
    }

    // CELL-1..3, MIS-13: the seed's CartsViewController with a required cell delegate.
    @MainActor func testCELL3CartsWithARequiredCellDelegate() async throws {
        let window = Window(name: "W")
        let carts = CartsViewController(carts: ["a", "b", "c", "d", "e"])
        window.rootViewController = carts
        window.makeKeyAndVisible()
        carts.tableView.reloadData(numberOfRows: carts.carts.count, visibleRows: 0..<2)
        let first = try XCTUnwrap((carts.tableView.container(forRow: 0) as? ContainerView<CartCell>)?.content)
        XCTAssertEqual(first.cart, "a")
        first.play()
        XCTAssertEqual(carts.started, ["a"], "the delegate is the nearest CartCellDelegate: the controller")
        carts.tableView.scroll(toVisible: 3..<5)
        XCTAssertEqual(carts.tableView.containersCreated(forReuseIdentifier: "CartViewCellIdentifier"), 2, "reused")
        XCTAssertEqual(
            carts.tableView.displayedContainers.compactMap { ($0 as? ContainerView<CartCell>)?.content?.cart },
            ["d", "e"])

        // The same cell where no ancestor provides the delegate is refused (MIS-13), not a crash.
        let lonely = ViewController(name: "lonely")
        XCTAssertMisuse(.missingCellDelegate) { _ = ContainerView<CartCell>(in: lonely, name: "K") }
        // An optional delegate may be missing.
        let note = ContainerView<NoteCell>(in: lonely, name: "N")
        XCTAssertNotNil(note.content)
        XCTAssertNil(note.content?.delegate)
    }

    // LOAD-1: the extracted view is the controller's view, installed by assigning `view`.
    @MainActor func testLOAD1ExtractedViewIsTheControllersView() async throws {
        let recorder = TraceRecorder()
        let c = MyViewController(name: "my")
        c.attach(recorder)
        let myView = try XCTUnwrap(c.myView)
        XCTAssertEqual(myView.subviews.map(\.name), ["tableView"])
        XCTAssertTrue(myView.viewController === c)
        // MyView's prepare() fills it inside loadView (VIEW-1: no window), before viewDidLoad.
        XCTAssertEqual(
            recorder.lines,
            [
                "my.loadView", "tableView.willMove(toSuperview: myView)", "tableView.didMoveToSuperview",
                "myView.didAddSubview(tableView)", "my.viewDidLoad",
            ])
    }

    // LOAD-4: the generic view controller with a typed root view, set up against its controller.
    @MainActor func testLOAD4GenericViewControllerWithViewModel() async throws {
        let window = Window(name: "W")
        let profile = ProfileViewController(viewModel: ProfileViewModel(title: "profile"))
        window.rootViewController = profile
        let root: ProfileView = profile.rootView  // typed: no cast
        XCTAssertEqual(root.setUpFor, "profile")
        XCTAssertEqual(root.avatar.frame, Rect(x: 20, y: 20, width: 80, height: 80))
        XCTAssertEqual(root.name, "profile.view")
        XCTAssertEqual(profile.viewModel.title, "profile")
    }

    // CONT-1: a helper written once, generic over Container, Controller and Node.
    @MainActor func testCONT1GenericHelperOverTheProtocols() async throws {
        let home = ViewController(name: "home")
        mount(ContainerView<CartView>(name: "K1"), in: home)
        mount(ControllerContainer<CartViewController>(name: "K2"), in: home)
        XCTAssertEqual(names(under: home.view), ["K1", "CartView", "title", "K2", "CartViewController.view"])
        XCTAssertEqual(home.children.map(\.name), ["CartViewController"])
    }
}

// The DelegatingContent documentation example, as written there.
@MainActor protocol RowActions: AnyObject { func didTapRow(_ row: RowView) }
final class RowView: View, DelegatingContent {
    weak var delegate: (any RowActions)?
    static var delegateRequirement: DelegateRequirement { .required }
}
final class RowsController: ViewController, RowActions {
    func didTapRow(_ row: RowView) {}
}

/// A typed root view that fills itself in its own prepare().
final class BadgedView: View {
    override func prepare() {
        super.prepare()
        addSubview(View(name: "badge"))
    }
}

final class DocumentationExampleTests: XCTestCase {
    // CELL-3: a controller conforming to a @MainActor delegate protocol is found.
    @MainActor func testCELL3DelegatingContentDocumentationExample() async {
        let rows = RowsController(name: "rows")
        let row = ContainerView<RowView>(in: rows)
        XCTAssertTrue(row.content?.delegate === rows)
    }

    // LOAD-4: a typed root view has one name in every line, its own prepare() included.
    @MainActor func testLOAD4TypedRootViewHasOneNameInEveryLine() async {
        let c = TypedViewController<BadgedView>(name: "profile")
        let recorder = TraceRecorder()
        c.attach(recorder)
        let window = Window(name: "W")
        window.rootViewController = c
        XCTAssertTrace(
            recorder, subjects: ["profile.view", "BadgedView"], hooks: [.didAddSubview],
            equals: [
                "profile.view.didAddSubview(badge)"
            ])
        XCTAssertFalse(recorder.lines.contains { $0.contains("BadgedView") }, "\(recorder.lines)")
    }

    // LOAD-4: the same when the root view keeps its subviews in stored properties, as the seed's
    // ProfileView does (`let profileImageView = UIImageView()`): those views are created before the
    // root view's own initializer body runs, and must not take the root view's name.
    @MainActor func testLOAD4TypedRootViewWithStoredSubviewsHasOneNameInEveryLine() async {
        final class ProfileView: View {
            let profileImageView = View(name: "profileImage")
            let unnamed = View()
            override func prepare() {
                super.prepare()
                addSubview(profileImageView)
                addSubview(unnamed)
            }
        }
        let c = TypedViewController<ProfileView>(name: "profile")
        let recorder = TraceRecorder()
        c.attach(recorder)
        XCTAssertEqual(c.rootView.name, "profile.view")
        XCTAssertEqual(c.rootView.unnamed.name, "View", "an unnamed view inside is not named after the controller")
        XCTAssertTrace(
            recorder, hooks: [.didAddSubview],
            equals: [
                "profile.view.didAddSubview(profileImage)",
                "profile.view.didAddSubview(View)",
            ])
    }
}
