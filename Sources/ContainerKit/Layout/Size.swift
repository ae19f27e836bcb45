/// A width and a height, in points: UIKit's `CGSize` (``Rect/size``,
/// ``View/intrinsicContentSize``, ``View/systemLayoutSizeFitting(_:)``).
public struct Size: Sendable, Hashable, CustomStringConvertible {
    /// The width.
    public var width: Double
    /// The height.
    public var height: Double

    /// The size whose width and height are zero.
    public static let zero = Size(width: 0, height: 0)

    /// Creates a size.
    ///
    /// - Parameters:
    ///   - width: The width.
    ///   - height: The height.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public var description: String { "(\(width), \(height))" }
}
