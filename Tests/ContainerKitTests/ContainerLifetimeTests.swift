import ContainerKit
import ContainerKitTesting
import XCTest

final class ContainerLifetimeTests: XCTestCase {
    // LIFE-1, CONT-5: content that outlives its released container is free again, not dangling.
    @MainActor func testLIFE1ContentOutlivingItsContainerIsReleasedFromIt() async throws {
        var keptView: View?
        var keptController: ViewController?
        weak var weakContainer: AnyContainerView?
        do {
            let kv = ContainerView<View>(name: "KV"), kc = ControllerContainer<ViewController>(name: "KC")
            kv.prepare(in: nil) { View(name: "v") }
            kc.prepare(in: nil) { ViewController(name: "X") }
            keptView = kv.content
            keptController = kc.content
            weakContainer = kc
        }
        XCTAssertNil(weakContainer)
        let view = try XCTUnwrap(keptView), controller = try XCTUnwrap(keptController)
        XCTAssertNil(view.superview, "the released container let go of its content")
        let other = View(name: "other")
        other.addSubview(view)  // no longer anybody's content
        other.addSubview(controller.view)
        XCTAssertEqual(other.subviews.map(\.name), ["v", "X.view"])
    }
}
