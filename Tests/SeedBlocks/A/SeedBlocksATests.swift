import ContainerKit
import ContainerKitTesting
import XCTest

// What the seeds' blocks in this module define, checked as their READMEs describe it. The blocks
// are the other files of this folder, taken literally (Tests/SeedBlocks/README.md).

final class SeedBlocksATests: XCTestCase {
    // Block uicontainer-03 (CONT-1, CONT-6, PARENT-1): CartView.Container in the example controller
    // is prepared in it, mounts a CartView, calls the subclass's containerDidLoad, and resolves
    // the controller as its parent.
    @MainActor func testCONT1TheCartViewContainerOfTheSeedResolvesItsParent() async throws {
        let window = Window(name: "W")
        let recorder = TraceRecorder()
        window.attach(recorder)
        let example = ExampleViewController(name: "example")
        window.rootViewController = example
        window.makeKeyAndVisible()

        let cart = try XCTUnwrap(example.cartView)
        XCTAssertTrue(cart.parentController === example)
        XCTAssertTrue(cart.content?.owningController === example)
        XCTAssertTrue(cart.superview === example.view)
        XCTAssertTrace(
            recorder, subjects: ["Container"], hooks: [.prepare, .insert, .containerDidLoad],
            equals: ["Container.prepare(parent: example)", "Container.insert(CartView)", "Container.containerDidLoad"])
    }

    // Blocks generic-01 and generic-02 (LOAD-1): the generic controller's loadView installs a new V,
    // so a ProfileViewController's view is a ProfileView, loaded once, then viewDidLoad.
    @MainActor func testLOAD1TheGenericControllerLoadsItsTypedView() async {
        let window = Window(name: "W")
        let recorder = TraceRecorder()
        window.attach(recorder)
        let profile = ProfileViewController(name: "profile")
        window.rootViewController = profile

        XCTAssertTrue(profile.view is ProfileView)
        XCTAssertTrace(
            recorder, subjects: ["profile"], hooks: [.loadView, .viewDidLoad],
            equals: ["profile.loadView", "profile.viewDidLoad"])
    }

    // Block reinstate-2 (VC-6, COMP-2): Reinstate's addChild(_:animations:) and
    // addChild(_:constrainedTo:animations:) add the child and place its view filling the target.
    @MainActor func testVC6ReinstatesChildHelpersPlaceTheChildsView() async throws {
        let window = Window(name: "W")
        let host = SeedStatementsController(name: "host")
        window.rootViewController = host
        window.frame = Rect(x: 0, y: 0, width: 300, height: 600)
        window.makeKeyAndVisible()
        host.view.frame = window.bounds
        host.view.addSubview(host.containerView)
        host.containerView.frame = Rect(x: 0, y: 100, width: 300, height: 200)

        var completed = false
        host.addChild(
            host.childController, constrainedTo: host.containerView,
            animations: (duration: 0.3, options: .transitionCrossDissolve)
        ) { completed = true }
        XCTAssertTrue(completed)
        XCTAssertTrue(host.childController.parent === host)
        XCTAssertTrue(host.childController.view.superview === host.containerView)
        XCTAssertEqual(host.childController.view.frame, Rect(x: 0, y: 0, width: 300, height: 200))
        XCTAssertEqual(host.childController.appearanceState, .appeared)

        let second = ViewController(name: "second")
        host.addChild(second, animations: (duration: 0.3, options: .transitionFlipFromLeft))
        XCTAssertTrue(second.parent === host)
        XCTAssertTrue(second.view.superview === host.view)
        XCTAssertEqual(second.view.frame, host.view.bounds)
    }
}
