/// Distances from the four edges of a rectangle named by reading direction, in points: UIKit's
/// `NSDirectionalEdgeInsets` (``View/directionalLayoutMargins``).
///
/// ContainerKit lays out left to right only, so ``leading`` is the left edge and ``trailing`` the
/// right one (``EdgeInsets/init(_:)``).
public struct DirectionalEdgeInsets: Sendable, Hashable, CustomStringConvertible {
    /// The distance from the top edge.
    public var top: Double
    /// The distance from the leading (left) edge.
    public var leading: Double
    /// The distance from the bottom edge.
    public var bottom: Double
    /// The distance from the trailing (right) edge.
    public var trailing: Double

    /// No insets.
    public static let zero = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)

    /// Creates insets.
    ///
    /// - Parameters:
    ///   - top: The distance from the top edge.
    ///   - leading: The distance from the leading (left) edge.
    ///   - bottom: The distance from the bottom edge.
    ///   - trailing: The distance from the trailing (right) edge.
    public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The same insets, named by reading direction (left to right: leading is left).
    ///
    /// - Parameter insets: Insets named by side.
    public init(_ insets: EdgeInsets) {
        self.init(top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right)
    }

    public var description: String { "(top: \(top), leading: \(leading), bottom: \(bottom), trailing: \(trailing))" }
}

extension EdgeInsets {
    /// The same insets, named by side (left to right: leading is left).
    ///
    /// - Parameter insets: Insets named by reading direction.
    public init(_ insets: DirectionalEdgeInsets) {
        self.init(top: insets.top, left: insets.leading, bottom: insets.bottom, right: insets.trailing)
    }
}
