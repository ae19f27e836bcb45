import ContainerKitTesting
import XCTest

@testable import ContainerKit

/// LIFE-1 and LIFE-2 in the scenarios users meet: whatever ContainerKit removes is released once
/// the user lets go, and no hook reaches a torn-down node.
final class LifetimeTests: XCTestCase {
    // LIFE-1: removed views, removed children, removed content and replaced roots are released.
    @MainActor func testLIFE1RemovedSubtreesAreReleased() async throws {
        let tracker = LifetimeTracker()
        let (w, root) = makeVisibleWindow(root: ViewController(name: "R"))
        do {
            let subtree = makeWideTree(count: 200, fanOut: 4)
            tracker.trackSubtree(of: subtree)
            root.view.addSubview(subtree)
            subtree.removeFromSuperview()
        }
        do {
            let child = ViewController(name: "C"), grandchild = ViewController(name: "G")
            tracker.track(child); tracker.track(grandchild)
            root.addChild(child, into: root.view)
            child.addChild(grandchild, into: child.view)
            tracker.trackSubtree(of: child.view)
            root.removeChild(child)
        }
        do {
            let k = ControllerContainer<ViewController>(name: "K")
            k.prepare(in: root) { ViewController(name: "X") }
            tracker.track(try XCTUnwrap(k.content))
            tracker.track(k)
            root.view.addSubview(k)
            k.removeFromSuperview()
        }
        do {
            let old = ViewController(name: "old")
            tracker.track(old)
            w.rootViewController = old
            w.rootViewController = ViewController(name: "new")
        }
        tracker.assertAllReleased()
        // 200 views; C and G, then C's subtree walk (C.view, C, G.view, G); K and X; old.
        XCTAssertEqual(tracker.trackedCount, 200 + 2 + 4 + 2 + 1)
    }

    // LIFE-1: a list and everything it created are released with it; nothing stays in the parent.
    @MainActor func testLIFE1ListAndItsCellsAreReleased() async throws {
        let tracker = LifetimeTracker()
        let (_, root) = makeVisibleWindow(root: ViewController(name: "R"))
        do {
            let list = ListHost(name: "list")
            tracker.track(list)
            list.register(forReuseIdentifier: "row", as: ControllerContainer<ViewController>.self) {
                let cell = ControllerContainer<ViewController>(name: "cell")
                tracker.track(cell)
                return cell
            }
            list.containerProvider = { list, row in
                guard
                    let cell = list.dequeueReusableContainer(
                        withIdentifier: "row", for: row, as: ControllerContainer<ViewController>.self)
                else { return nil }
                cell.prepare(
                    in: list.owningController,
                    content: cell.content == nil
                        ? { () -> ViewController in
                            let content = ViewController(name: "row\(row)")
                            tracker.track(content)
                            return content
                        } : nil)
                return cell
            }
            root.view.addSubview(list)
            list.reloadData(numberOfRows: 100, visibleRows: 0..<5)
            for first in 1...95 { list.scroll(toVisible: first..<(first + 5)) }
            list.reloadData(numberOfRows: 0, visibleRows: 0..<0)
            XCTAssertTrue(root.children.isEmpty)
            list.removeFromSuperview()
        }
        tracker.assertAllReleased()
        XCTAssertGreaterThan(tracker.trackedCount, 5)
    }

    // LIFE-1: the issue's attach shape (every tenth node a contained controller) appears,
    // disappears and is released.
    @MainActor func testLIFE1ControllerTreeAttachesDetachesAndIsReleased() async throws {
        let tracker = LifetimeTracker()
        let w = Window(name: "W")
        w.makeKeyAndVisible()
        do {
            let root = ViewController(name: "root")
            var nodes: [View] = [root.view]
            var controllers: [ViewController] = [root]
            for index in 1..<1_000 {
                let parent = nodes[(index - 1) / 8]
                if index % 10 == 0 {
                    let controller = ViewController(name: "c\(index)")
                    try XCTUnwrap(parent.owningController).addChild(controller, into: parent)
                    controllers.append(controller)
                    nodes.append(controller.view)
                } else {
                    let view = View(name: "v\(index)")
                    parent.addSubview(view)
                    nodes.append(view)
                }
            }
            tracker.trackSubtree(of: root.view)
            w.rootViewController = root
            XCTAssertTrue(controllers.allSatisfy { $0.appearanceState == .appeared })
            w.rootViewController = nil
            XCTAssertTrue(controllers.allSatisfy { $0.appearanceState == .disappeared })
        }
        tracker.assertAllReleased()
        XCTAssertEqual(tracker.trackedCount, 1_000 + 100)
    }

    // LIFE-2: after teardown no hook reaches the retired nodes, even through their containers and
    // parents, and the validator agrees.
    @MainActor func testLIFE2NoHookReachesATornDownNode() async throws {
        let recorder = TraceRecorder()
        let (w, root) = makeVisibleWindow(root: ViewController(name: "R"))
        w.attach(recorder)
        let child = ViewController(name: "C")
        root.addChild(child, into: root.view)
        let k = ControllerContainer<ViewController>(name: "K")
        k.prepare(in: child) { ViewController(name: "X") }  // content of a container that is not placed yet
        let x = try XCTUnwrap(k.content)
        child.tearDown()
        let retired = recorder.events.count
        XCTAssertTrue(child.isTornDown && x.isTornDown)
        XCTAssertNil(k.content, "the content left its container before it was retired")
        // Everything that can still happen to the rest of the tree:
        w.hide()
        w.makeKeyAndVisible()
        k.remove()
        root.view.addSubview(k)
        k.prepare(in: root)
        var tornDownAt: [UInt64: Int] = [:]
        for node: Responder in [child, child.view, x, x.view] { tornDownAt[node.serialNumber] = retired }
        XCTAssertEqual(
            TraceValidator().validateComplete(recorder.events, tornDownAt: tornDownAt).map(\.description), [])
    }
}
