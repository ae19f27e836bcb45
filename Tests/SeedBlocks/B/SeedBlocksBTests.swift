import ContainerKit
import ContainerKitTesting
import XCTest

// What the seeds' blocks in this module define, checked as their READMEs describe it. The blocks
// are the other files of this folder, taken literally (Tests/SeedBlocks/README.md).

final class SeedBlocksBTests: XCTestCase {
    // Block uicontainer-01 (CONT-1, PARENT-1): ContainerView<CartView>(in: self) in viewDidLoad is
    // prepared in the example controller and resolves it as its parent.
    @MainActor func testPARENT1TheContainerViewOfTheSeedResolvesItsParent() async throws {
        let window = Window(name: "W")
        let example = ExampleViewController(name: "example")
        window.rootViewController = example
        window.makeKeyAndVisible()

        let container = try XCTUnwrap(example.containerView)
        XCTAssertTrue(container.parentController === example)
        XCTAssertTrue(container.content?.owningController === example)
        XCTAssertTrue(container.superview === example.view)
    }

    // Blocks generic-04 and generic-05 (LOAD-1): rootView is the typed view, and viewDidLoad can
    // call the view's own methods through it.
    @MainActor func testLOAD1RootViewIsTheTypedViewInViewDidLoad() async {
        let profile = ProfileViewController(name: "profile")
        profile.loadViewIfNeeded()
        XCTAssertTrue(profile.rootView === profile.view)
        XCTAssertEqual(profile.rootView.profileImageName, "avatar")
    }

    // Block generic-07 (LAYOUT-4, LAYOUT-7): the anchor expression makes a constraint to the safe
    // area's top and, as in UIKit, leaves it inactive (the statement discards it).
    @MainActor func testLAYOUT4TheAnchorStatementMakesAnInactiveConstraint() async {
        let window = Window(name: "W")
        window.frame = Rect(x: 0, y: 0, width: 320, height: 480)
        let view = View(name: "v")
        window.addSubview(view)
        view.seedStatements()
        XCTAssertEqual(view.constraints.count, 0)
        window.layoutIfNeeded()
        XCTAssertEqual(view.frame, .zero)
    }
}
