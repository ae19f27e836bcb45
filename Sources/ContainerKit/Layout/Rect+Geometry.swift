/// UIKit's (Core Graphics') members of a rectangle, so that ported geometry reads the same.
///
/// As in Core Graphics, the edges (``minX``, ``maxX``, ...) are those of the standardized
/// rectangle: a negative width or height counts from the other edge.
extension Rect {
    /// Creates a rectangle from its origin and its size, as `CGRect(origin:size:)`.
    ///
    /// - Parameters:
    ///   - origin: The top-left corner.
    ///   - size: The width and height.
    public init(origin: Point, size: Size) {
        self.init(x: origin.x, y: origin.y, width: size.width, height: size.height)
    }

    /// The top-left corner (``x``, ``y``).
    public var origin: Point {
        get { Point(x: x, y: y) }
        set {
            x = newValue.x
            y = newValue.y
        }
    }

    /// The width and height.
    public var size: Size {
        get { Size(width: width, height: height) }
        set {
            width = newValue.width
            height = newValue.height
        }
    }

    /// The smallest x coordinate.
    public var minX: Double { Swift.min(x, x + width) }
    /// The x coordinate of the centre.
    public var midX: Double { x + width / 2 }
    /// The largest x coordinate.
    public var maxX: Double { Swift.max(x, x + width) }
    /// The smallest y coordinate.
    public var minY: Double { Swift.min(y, y + height) }
    /// The y coordinate of the centre.
    public var midY: Double { y + height / 2 }
    /// The largest y coordinate.
    public var maxY: Double { Swift.max(y, y + height) }

    /// Whether the rectangle has no area: its width or its height is zero.
    public var isEmpty: Bool { width == 0 || height == 0 }

    /// Whether a point lies inside the rectangle: on its top or left edge counts, on its bottom or
    /// right edge does not, as `CGRect.contains(_:)`.
    ///
    /// - Parameter point: The point, in the rectangle's coordinates.
    /// - Returns: `true` when `minX <= x < maxX` and `minY <= y < maxY`.
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// Whether another rectangle lies wholly inside this one, edges included.
    ///
    /// - Parameter rect: The other rectangle.
    /// - Returns: `true` when every edge of `rect` is on or inside this rectangle's edges.
    public func contains(_ rect: Rect) -> Bool {
        rect.minX >= minX && rect.maxX <= maxX && rect.minY >= minY && rect.maxY <= maxY
    }

    /// Whether the two rectangles overlap with a non-zero area, as `CGRect.intersects(_:)`.
    ///
    /// - Parameter rect: The other rectangle.
    /// - Returns: `true` when the rectangles share an area; touching edges do not count.
    public func intersects(_ rect: Rect) -> Bool {
        Swift.max(minX, rect.minX) < Swift.min(maxX, rect.maxX)
            && Swift.max(minY, rect.minY) < Swift.min(maxY, rect.maxY)
    }

    /// The rectangle moved by the given distances, as `CGRect.offsetBy(dx:dy:)`.
    ///
    /// - Parameters:
    ///   - dx: The horizontal distance (positive moves right).
    ///   - dy: The vertical distance (positive moves down).
    /// - Returns: The moved rectangle, of the same size.
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: x + dx, y: y + dy, width: width, height: height)
    }

    /// The rectangle shrunk by `dx` on the left and right and by `dy` on the top and bottom (grown
    /// when negative), as `CGRect.insetBy(dx:dy:)`.
    ///
    /// Core Graphics returns its null rectangle when the result would have a negative width or
    /// height; ContainerKit has no null rectangle and returns an empty rectangle at the centre of
    /// that axis instead.
    ///
    /// - Parameters:
    ///   - dx: The distance to remove from the left and from the right.
    ///   - dy: The distance to remove from the top and from the bottom.
    /// - Returns: The inset rectangle (standardized).
    public func insetBy(dx: Double, dy: Double) -> Rect {
        let newWidth = (maxX - minX) - 2 * dx
        let newHeight = (maxY - minY) - 2 * dy
        return Rect(
            x: newWidth < 0 ? midX : minX + dx, y: newHeight < 0 ? midY : minY + dy,
            width: Swift.max(0, newWidth), height: Swift.max(0, newHeight))
    }
}
