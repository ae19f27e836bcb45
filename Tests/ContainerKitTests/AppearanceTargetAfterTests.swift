import XCTest

@testable import ContainerKit

/// The one function that states a controller's direction, `appearanceTarget(after:)`, read for
/// each change a path can name, so that no path keeps its own copy of the rule.
final class AppearanceTargetAfterTests: XCTestCase {
    // APP-1, APP-5, LIFE-3, COMP-10: the target as it will be after a move, for a child its parent
    // shows or follows, and with no change pending (the tree's own answer, `appearanceTarget`).
    @MainActor func testAPP1_APP5_LIFE3_COMP10_TheTargetAfterEachPendingChange() async {
        let p = ViewController(name: "P"), c = ViewController(name: "C")
        p.addChild(c, into: p.view)
        let (window, _) = showInWindow(p)
        let u = ViewController(name: "U")  // uncontained: it follows its view (APP-5)
        let uView: View = u.view
        XCTAssertEqual(u.appearanceTarget, .disappeared)
        XCTAssertEqual(u.appearanceTarget(after: .move(uView, into: p.view)), .appeared)
        XCTAssertEqual(u.appearanceTarget(after: .move(uView, into: View(name: "nowhere"))), .disappeared)
        XCTAssertEqual(u.appearanceTarget(after: .pass(moving: uView, into: p.view, appearing: true)), .appeared)
        XCTAssertEqual(c.appearanceTarget(after: .following(p)), .appeared)

        let f = ViewController(name: "F")
        f.modalPresentationStyle = .fullScreen
        p.present(f, animated: false)
        // COMP-10: the presenter and everything in its view are covered; F is not.
        XCTAssertEqual(p.appearanceTarget, .disappeared)
        XCTAssertEqual(c.appearanceTarget, .disappeared)
        XCTAssertEqual(f.appearanceTarget, .appeared)
        // LIFE-3: a view moving into the covered presenter's view is covered once there, not in F's.
        XCTAssertEqual(u.appearanceTarget(after: .move(uView, into: p.view)), .disappeared)
        XCTAssertEqual(
            u.appearanceTarget(after: .pass(moving: uView, into: p.view, appearing: true)), .disappeared)
        XCTAssertEqual(u.appearanceTarget(after: .move(uView, into: f.view)), .appeared)
        // A child shown by its parent answers for itself only; one that follows its parent follows
        // the parent's state, here disappeared.
        XCTAssertEqual(c.appearanceTarget(after: .shownByParent), .appeared)
        XCTAssertEqual(c.appearanceTarget(after: .following(p)), .disappeared)
        XCTAssertEqual(c.appearanceTarget(after: .following(p, isVisible: true)), .disappeared)
        // The presenter itself stays disappeared whoever shows it (COMP-10).
        XCTAssertEqual(p.appearanceTarget(after: .shownByParent), .disappeared)
        // A pass that takes views out of the window: disappeared, covered or not.
        XCTAssertEqual(f.appearanceTarget(after: .pass(moving: nil, into: nil, appearing: false)), .disappeared)
        for controller in [p, c, f, u] {
            XCTAssertEqual(controller.appearanceTarget(after: .none), controller.appearanceTarget, controller.name)
        }

        p.dismiss(animated: false)
        XCTAssertEqual(c.appearanceTarget, .appeared)
        XCTAssertEqual(u.appearanceTarget(after: .move(uView, into: p.view)), .appeared)
        window.isHidden = true
        XCTAssertEqual(c.appearanceTarget, .disappeared)
        XCTAssertEqual(c.appearanceTarget(after: .following(p)), .disappeared)
        XCTAssertEqual(c.appearanceTarget(after: .pass(moving: nil, into: nil, appearing: true)), .appeared)
    }
}
