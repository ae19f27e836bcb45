import ContainerKit
import ContainerKitTesting
import XCTest

/// A `remove()` that skips `super` (`MIS-11`): the old content keeps pointing at the container.
@MainActor
private final class RemoveSkippingContainer: ContainerView<View> {
    override func remove() {}
}

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

    // LIFE-1, CONT-5: old content left pointing at its container by a `remove()` that skipped
    // `super` is free again once that container is released (the link reads `nil`, never dangles).
    @MainActor func testLIFE1ContentLeftBehindByASkippedRemoveIsFreeOnceItsContainerIsGone() async throws {
        var old: View?
        weak var weakContainer: AnyContainerView?
        do {
            let k = RemoveSkippingContainer(name: "K")
            k.prepare(in: nil) { View(name: "old") }
            old = k.content
            XCTAssertMisuse(.missingSuperCall) { k.prepare(in: nil) { View(name: "new") } }
            XCTAssertEqual(k.content?.name, "new")
            weakContainer = k
        }
        XCTAssertNil(weakContainer)
        let view = try XCTUnwrap(old)
        let other = View(name: "other")
        other.addSubview(view)
        XCTAssertEqual(other.subviews.map(\.name), ["old"])
    }

    // LIFE-1, PARENT-1: a container's prepared parent and its list are not kept alive by it, and
    // read `nil` once they are gone.
    @MainActor func testLIFE1PreparedParentAndListAreNotKeptAliveByTheirContainers() async throws {
        let tracker = LifetimeTracker()
        var parent: ViewController? = ViewController(name: "P")
        let container = ControllerContainer<ViewController>(in: parent, name: "K")
        XCTAssertTrue(container.parentController === parent)
        tracker.track(parent!)
        parent = nil
        tracker.assertAllReleased()
        XCTAssertNil(container.parentController)

        var list: ListHost? = ListHost(name: "list")
        list!.register(ContainerView<View>.self, forReuseIdentifier: "row")
        list!.reloadData(numberOfRows: 1, visibleRows: 0..<0)
        let cell = try XCTUnwrap(
            list!.dequeueReusableContainer(withIdentifier: "row", for: 0, as: ContainerView<View>.self))
        XCTAssertTrue(cell.listHost === list)
        tracker.track(list!)
        list = nil
        tracker.assertAllReleased()
        XCTAssertNil(cell.listHost)
    }
}
