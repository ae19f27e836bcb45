/// A rectangle: an origin and a size, in points.
public struct Rect: Sendable, Hashable, CustomStringConvertible {
    /// The left edge.
    public var x: Double
    /// The top edge.
    public var y: Double
    /// The width.
    public var width: Double
    /// The height.
    public var height: Double

    /// The empty rectangle at the origin.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// Creates a rectangle.
    ///
    /// - Parameters:
    ///   - x: The left edge.
    ///   - y: The top edge.
    ///   - width: The width.
    ///   - height: The height.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The rectangle shrunk by `insets` on each side; width and height never go below zero.
    ///
    /// - Parameter insets: The distances to remove from each edge.
    /// - Returns: The inset rectangle.
    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(
            x: x + insets.left, y: y + insets.top,
            width: Swift.max(0, width - insets.left - insets.right),
            height: Swift.max(0, height - insets.top - insets.bottom))
    }

    public var description: String { "(\(x), \(y), \(width), \(height))" }
}

/// Distances from the four edges of a rectangle, in points.
public struct EdgeInsets: Sendable, Hashable {
    /// The distance from the top edge.
    public var top: Double
    /// The distance from the left edge.
    public var left: Double
    /// The distance from the bottom edge.
    public var bottom: Double
    /// The distance from the right edge.
    public var right: Double

    /// No insets.
    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

    /// Creates insets.
    ///
    /// - Parameters:
    ///   - top: The distance from the top edge.
    ///   - left: The distance from the left edge.
    ///   - bottom: The distance from the bottom edge.
    ///   - right: The distance from the right edge.
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The same distance from every edge.
    ///
    /// - Parameter all: The distance.
    public init(all: Double) {
        self.init(top: all, left: all, bottom: all, right: all)
    }
}
