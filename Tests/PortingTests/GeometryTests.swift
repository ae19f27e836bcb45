import ContainerKit
import ContainerKitTesting
import XCTest

// Core Graphics' and UIKit's geometry as a porting user writes it: `Size` for `CGSize`, `Rect`'s
// members (`CGRect`'s), `DirectionalEdgeInsets` for `NSDirectionalEdgeInsets`.
final class GeometryTests: XCTestCase {
    func testSize() {
        XCTAssertEqual(Size.zero, Size(width: 0, height: 0))
        var size = Size(width: 3, height: 4)
        size.width = 5
        XCTAssertEqual(size, Size(width: 5, height: 4))
        XCTAssertEqual(size.description, "(5.0, 4.0)")
    }

    func testRectOriginSizeAndEdges() {
        var rect = Rect(origin: Point(x: 10, y: 20), size: Size(width: 100, height: 50))
        XCTAssertEqual(rect, Rect(x: 10, y: 20, width: 100, height: 50))
        XCTAssertEqual(rect.origin, Point(x: 10, y: 20))
        XCTAssertEqual(rect.size, Size(width: 100, height: 50))
        XCTAssertEqual([rect.minX, rect.midX, rect.maxX], [10, 60, 110])
        XCTAssertEqual([rect.minY, rect.midY, rect.maxY], [20, 45, 70])
        rect.origin = Point(x: 1, y: 2)
        rect.size = Size(width: 3, height: 4)
        XCTAssertEqual(rect, Rect(x: 1, y: 2, width: 3, height: 4))
        let negative = Rect(x: 10, y: 10, width: -4, height: -6)  // Core Graphics standardizes edges
        XCTAssertEqual([negative.minX, negative.maxX, negative.minY, negative.maxY], [6, 10, 4, 10])
        XCTAssertTrue(Rect(x: 5, y: 5, width: 0, height: 9).isEmpty)
        XCTAssertFalse(rect.isEmpty)
    }

    func testRectContainsIntersectsOffsetInset() {
        let rect = Rect(x: 0, y: 0, width: 10, height: 10)
        XCTAssertTrue(rect.contains(Point(x: 0, y: 0)))
        XCTAssertFalse(rect.contains(Point(x: 10, y: 5)), "the right edge is outside, as CGRect.contains")
        XCTAssertTrue(rect.contains(Rect(x: 0, y: 0, width: 10, height: 10)))
        XCTAssertFalse(rect.contains(Rect(x: 5, y: 5, width: 10, height: 1)))
        XCTAssertTrue(rect.intersects(Rect(x: 9, y: 9, width: 5, height: 5)))
        XCTAssertFalse(rect.intersects(Rect(x: 10, y: 0, width: 5, height: 5)), "touching edges do not intersect")
        XCTAssertEqual(rect.offsetBy(dx: 3, dy: -2), Rect(x: 3, y: -2, width: 10, height: 10))
        XCTAssertEqual(rect.insetBy(dx: 2, dy: 1), Rect(x: 2, y: 1, width: 6, height: 8))
        XCTAssertEqual(rect.insetBy(dx: -2, dy: 0), Rect(x: -2, y: 0, width: 14, height: 10))
        XCTAssertEqual(rect.insetBy(dx: 6, dy: 0), Rect(x: 5, y: 0, width: 0, height: 10))
    }

    func testDirectionalEdgeInsetsAreLeftToRight() {
        let directional = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        XCTAssertEqual(EdgeInsets(directional), EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        XCTAssertEqual(DirectionalEdgeInsets(EdgeInsets(directional)), directional)
        XCTAssertEqual(DirectionalEdgeInsets.zero, DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0))
    }

    @MainActor func testConvertRectFromView() async {
        let window = Window(name: "W")
        window.frame = Rect(x: 0, y: 0, width: 400, height: 800)
        let outer = View(frame: Rect(x: 10, y: 20, width: 200, height: 200))
        let inner = View(frame: Rect(x: 5, y: 5, width: 50, height: 50))
        window.addSubview(outer)
        outer.addSubview(inner)
        XCTAssertEqual(
            inner.convert(Rect(x: 75, y: 75, width: 5, height: 5), from: outer), Rect(x: 70, y: 70, width: 5, height: 5)
        )
        XCTAssertEqual(
            inner.convert(Rect(x: 15, y: 25, width: 1, height: 2), from: nil), Rect(x: 0, y: 0, width: 1, height: 2))
    }
}
