/// How strongly a constraint holds: UIKit's `UILayoutPriority`, a number from 1 to 1000
/// (`LAYOUT-6`).
///
/// ``required`` (1000) constraints must hold; any lower priority is optional, and priorities are
/// strictly ordered: the layout never lets a constraint of a priority go unsatisfied to satisfy
/// any number of constraints of lower priorities.
public struct LayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The priority, from 1 to 1000.
    public var rawValue: Float

    /// Creates a priority.
    ///
    /// - Parameter rawValue: From 1 to 1000.
    public init(rawValue: Float) { self.rawValue = rawValue }

    /// Creates a priority, as `UILayoutPriority(_:)`.
    ///
    /// - Parameter rawValue: From 1 to 1000.
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    /// 1000: the constraint must hold.
    public static let required = LayoutPriority(1000)
    /// 750: the default compression resistance of a view's intrinsic content size.
    public static let defaultHigh = LayoutPriority(750)
    /// 250: the default content hugging of a view's intrinsic content size.
    public static let defaultLow = LayoutPriority(250)
    /// 50: the priority at which ``View/systemLayoutSizeFitting(_:)`` pulls a view towards the
    /// target size.
    public static let fittingSizeLevel = LayoutPriority(50)

    /// Whether this is ``required`` (1000 or more).
    public var isRequired: Bool { rawValue >= 1000 }

    public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }

    /// A priority raised by `rhs`, as UIKit's `UILayoutPriority + Float`.
    ///
    /// - Parameters:
    ///   - lhs: The priority.
    ///   - rhs: How much to add.
    /// - Returns: The raised priority.
    public static func + (lhs: LayoutPriority, rhs: Float) -> LayoutPriority { LayoutPriority(lhs.rawValue + rhs) }

    /// A priority lowered by `rhs`, as UIKit's `UILayoutPriority - Float`.
    ///
    /// - Parameters:
    ///   - lhs: The priority.
    ///   - rhs: How much to subtract.
    /// - Returns: The lowered priority.
    public static func - (lhs: LayoutPriority, rhs: Float) -> LayoutPriority { LayoutPriority(lhs.rawValue - rhs) }

    public var description: String {
        rawValue == rawValue.rounded() ? String(Int(rawValue)) : String(rawValue)
    }
}
