import ContainerKit
import XCTest

final class ResponderChainTests: XCTestCase {
    // PARENT-5: root view → its controller → the root view's superview; other views → superview.
    @MainActor func testPARENT5ResponderChainRunsThroughControllers() async throws {
        let (w, p) = makeVisibleWindow()
        let c = ViewController(name: "C")
        let holder = View(name: "holder"), leaf = View(name: "leaf")
        p.view.addSubview(holder)
        p.addChild(c, into: holder)
        c.view.addSubview(leaf)

        var chain: [String] = []
        var responder: Responder? = leaf
        while let current = responder {
            chain.append(current.name)
            responder = current.next
        }
        XCTAssertEqual(chain, ["leaf", "C.view", "C", "holder", "P.view", "P", "W"])
        XCTAssertTrue(p.next === w, "a window's root controller answers the window")
    }

    // PARENT-5: a controller whose view is not placed (or not loaded) ends the chain.
    @MainActor func testPARENT5UnplacedControllerEndsTheChain() async throws {
        let c = ViewController(name: "C")
        XCTAssertNil(c.next)
        XCTAssertTrue(c.view.next === c)
        XCTAssertNil(c.next)
    }
}
