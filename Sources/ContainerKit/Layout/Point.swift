/// A point, in points: UIKit's `CGPoint` (`View/center`, `View/convert(_:to:)-(Point,_)`).
public struct Point: Sendable, Hashable, CustomStringConvertible {
    /// The horizontal coordinate.
    public var x: Double
    /// The vertical coordinate.
    public var y: Double

    /// The origin.
    public static let zero = Point(x: 0, y: 0)

    /// Creates a point.
    ///
    /// - Parameters:
    ///   - x: The horizontal coordinate.
    ///   - y: The vertical coordinate.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public var description: String { "(\(x), \(y))" }
}
