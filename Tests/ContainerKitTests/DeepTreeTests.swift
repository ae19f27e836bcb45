import ContainerKit
import XCTest

/// Large and deep trees: built, attached to a visible window, detached and released without
/// recursion (the bound: depth 10,000 and 100,000 views).
final class DeepTreeTests: XCTestCase {
    @MainActor func testChainOfDepth10000AttachesDetachesAndIsReleased() async throws {
        weak var weakRoot: View?
        weak var weakLeaf: View?
        do {
            let (root, leaf) = makeChain(depth: 10_000)
            weakRoot = root
            weakLeaf = leaf
            let w = Window(name: "W")
            w.makeKeyAndVisible()
            w.addSubview(root)
            XCTAssertTrue(leaf.window === w)
            XCTAssertTrue(leaf.isDescendant(of: w))
            XCTAssertEqual(root.subtreeCount, 10_000)
            root.removeFromSuperview()
            XCTAssertNil(leaf.window)
        }
        XCTAssertNil(weakRoot)
        XCTAssertNil(weakLeaf)
    }

    @MainActor func testChainOfDepth100000IsReleasedWithoutStackOverflow() async throws {
        weak var weakLeaf: View?
        do {
            let (root, leaf) = makeChain(depth: 100_000)
            weakLeaf = leaf
            let w = Window(name: "W")
            w.addSubview(root)
            XCTAssertTrue(leaf.window === w)
            w.tearDown()
            XCTAssertTrue(leaf.isTornDown)
        }
        XCTAssertNil(weakLeaf)
    }

    @MainActor func testTreeOf100000ViewsAttachesDetachesAndIsReleased() async throws {
        weak var weakRoot: View?
        do {
            let root = makeWideTree(count: 100_000, fanOut: 8)
            weakRoot = root
            XCTAssertEqual(root.subtreeCount, 100_000)
            let w = Window(name: "W")
            w.makeKeyAndVisible()
            w.addSubview(root)
            var inWindow = 0
            for view in [root] + root.subviews + root.subviews.flatMap(\.subviews) where view.window === w {
                inWindow += 1
            }
            XCTAssertEqual(inWindow, 1 + 8 + 64)
            root.removeFromSuperview()
            XCTAssertNil(root.subviews[7].subviews[7].window)
        }
        XCTAssertNil(weakRoot)
    }

    // A subview kept by the user outlives its released superview and is detached cleanly.
    @MainActor func testSubviewOutlivingItsSuperviewIsDetached() async throws {
        let kept = View(name: "kept")
        do {
            let parent = View(name: "parent")
            parent.addSubview(kept)
        }
        XCTAssertNil(kept.superview)
        let other = View(name: "other")
        other.addSubview(kept)
        XCTAssertTrue(kept.superview === other)
    }
}
