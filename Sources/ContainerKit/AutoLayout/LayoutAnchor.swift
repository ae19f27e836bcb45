/// One attribute of a view or guide, to make constraints from: UIKit's `NSLayoutAnchor`
/// (`LAYOUT-4`).
///
/// The anchor types keep the axes apart at compile time, as in UIKit: an x-axis anchor
/// (``LayoutXAxisAnchor``) can only be constrained to another x-axis anchor, a y-axis anchor to a
/// y-axis anchor, a dimension (``LayoutDimension``) to a dimension or a constant. Every method
/// returns an inactive constraint; activate it (``LayoutConstraint/isActive``,
/// ``LayoutConstraint/activate(_:)``).
@MainActor
public class LayoutAnchor<AnchorType: AnyObject>: @MainActor CustomStringConvertible {
    /// The view or guide, `nil` once it is gone (as UIKit's weak link), read through its tether:
    /// no `weak` reference, whose side table would put every retain and release of the view on
    /// the runtime's slow path (`Internal/Tether.swift`).
    var item: AnyObject? { itemTether.object }
    // The anchor methods and the views' anchor getters are `@inlinable`, and an anchor's methods
    // only read these two fields and hand them to ``LayoutConstraint/anchored(_:_:_:_:_:constant:multiplier:)``:
    // in a caller built with optimization, an anchor that does not outlive the expression that
    // makes it (`a.leadingAnchor.constraint(equalTo: b.leadingAnchor)`) is then allocated on the
    // stack, not on the heap (six allocations of a view's nineteen in an Auto Layout build,
    // BENCHMARKS.md). An anchor that is kept is an ordinary object.
    @usableFromInline let itemTether: Tether
    @usableFromInline let attribute: LayoutConstraint.Attribute

    @usableFromInline init(_ itemTether: Tether, _ attribute: LayoutConstraint.Attribute) {
        self.itemTether = itemTether
        self.attribute = attribute
    }

    public var description: String {
        "\(item.map { LayoutConstraint.name(of: $0) } ?? "nil").\(attribute)"
    }

    /// A constraint that this anchor equals another, offset by `constant`.
    ///
    /// - Parameters:
    ///   - anchor: The other anchor, of the same axis.
    ///   - constant: The offset added to the other anchor.
    /// - Returns: An inactive constraint.
    @inlinable
    public func constraint(equalTo anchor: LayoutAnchor<AnchorType>, constant: Double = 0) -> LayoutConstraint {
        make(.equal, anchor, constant)
    }

    /// A constraint that this anchor is at least another, offset by `constant`.
    ///
    /// - Parameters:
    ///   - anchor: The other anchor, of the same axis.
    ///   - constant: The offset added to the other anchor.
    /// - Returns: An inactive constraint.
    @inlinable
    public func constraint(greaterThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant: Double = 0)
        -> LayoutConstraint
    {
        make(.greaterThanOrEqual, anchor, constant)
    }

    /// A constraint that this anchor is at most another, offset by `constant`.
    ///
    /// - Parameters:
    ///   - anchor: The other anchor, of the same axis.
    ///   - constant: The offset added to the other anchor.
    /// - Returns: An inactive constraint.
    @inlinable
    public func constraint(lessThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant: Double = 0)
        -> LayoutConstraint
    {
        make(.lessThanOrEqual, anchor, constant)
    }

    @inlinable
    func make(
        _ relation: LayoutConstraint.Relation, _ anchor: LayoutAnchor<AnchorType>?, _ constant: Double,
        multiplier: Double = 1
    ) -> LayoutConstraint {
        LayoutConstraint.anchored(
            itemTether, attribute, relation, anchor?.itemTether, anchor?.attribute ?? .notAnAttribute,
            constant: constant, multiplier: multiplier)
    }
}

/// A horizontal position: a leading, trailing, left, right or centre-x anchor (UIKit's
/// `NSLayoutXAxisAnchor`).
@MainActor
public final class LayoutXAxisAnchor: LayoutAnchor<LayoutXAxisAnchor> {
    /// A constraint that this anchor is the standard spacing (8 points) after another, times
    /// `multiplier`, as UIKit's `constraint(equalToSystemSpacingAfter:multiplier:)`.
    ///
    /// ContainerKit has no fonts or system metrics: the system spacing is 8 points.
    ///
    /// - Parameters:
    ///   - anchor: The anchor this one follows.
    ///   - multiplier: How many system spacings.
    /// - Returns: An inactive constraint.
    @inlinable
    public func constraint(equalToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: Double)
        -> LayoutConstraint
    {
        make(.equal, anchor, LayoutXAxisAnchor.systemSpacing * multiplier)
    }

    /// As ``constraint(equalToSystemSpacingAfter:multiplier:)``, at least the spacing.
    ///
    /// - Parameters:
    ///   - anchor: The anchor this one follows.
    ///   - multiplier: How many system spacings.
    /// - Returns: An inactive constraint.
    @inlinable
    public func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: Double)
        -> LayoutConstraint
    {
        make(.greaterThanOrEqual, anchor, LayoutXAxisAnchor.systemSpacing * multiplier)
    }

    /// The system spacing, in points: 8, UIKit's standard spacing between views.
    @usableFromInline static let systemSpacing = 8.0
}

/// A vertical position: a top, bottom, centre-y or baseline anchor (UIKit's
/// `NSLayoutYAxisAnchor`).
@MainActor
public final class LayoutYAxisAnchor: LayoutAnchor<LayoutYAxisAnchor> {
    /// A constraint that this anchor is the standard spacing (8 points) below another, times
    /// `multiplier`, as UIKit's `constraint(equalToSystemSpacingBelow:multiplier:)`.
    ///
    /// ContainerKit has no fonts or system metrics: the system spacing is 8 points.
    ///
    /// - Parameters:
    ///   - anchor: The anchor this one is below.
    ///   - multiplier: How many system spacings.
    /// - Returns: An inactive constraint.
    @inlinable
    public func constraint(equalToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: Double)
        -> LayoutConstraint
    {
        make(.equal, anchor, LayoutXAxisAnchor.systemSpacing * multiplier)
    }

    /// As ``constraint(equalToSystemSpacingBelow:multiplier:)``, at least the spacing.
    ///
    /// - Parameters:
    ///   - anchor: The anchor this one is below.
    ///   - multiplier: How many system spacings.
    /// - Returns: An inactive constraint.
    @inlinable
    public func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: Double)
        -> LayoutConstraint
    {
        make(.greaterThanOrEqual, anchor, LayoutXAxisAnchor.systemSpacing * multiplier)
    }
}

/// A width or a height (UIKit's `NSLayoutDimension`): constrained to another dimension, with a
/// multiplier, or to a constant.
@MainActor
public final class LayoutDimension: LayoutAnchor<LayoutDimension> {
    /// A constraint that this dimension equals a constant.
    ///
    /// - Parameter constant: The size, in points.
    /// - Returns: An inactive constraint.
    @inlinable
    public func constraint(equalToConstant constant: Double) -> LayoutConstraint { make(.equal, nil, constant) }

    /// A constraint that this dimension is at least a constant.
    ///
    /// - Parameter constant: The size, in points.
    /// - Returns: An inactive constraint.
    @inlinable
    public func constraint(greaterThanOrEqualToConstant constant: Double) -> LayoutConstraint {
        make(.greaterThanOrEqual, nil, constant)
    }

    /// A constraint that this dimension is at most a constant.
    ///
    /// - Parameter constant: The size, in points.
    /// - Returns: An inactive constraint.
    @inlinable
    public func constraint(lessThanOrEqualToConstant constant: Double) -> LayoutConstraint {
        make(.lessThanOrEqual, nil, constant)
    }

    /// A constraint that this dimension equals another times `multiplier`, plus `constant`.
    ///
    /// - Parameters:
    ///   - anchor: The other dimension.
    ///   - multiplier: The factor applied to the other dimension.
    ///   - constant: The distance added.
    /// - Returns: An inactive constraint.
    @inlinable
    public func constraint(equalTo anchor: LayoutDimension, multiplier: Double, constant: Double = 0)
        -> LayoutConstraint
    {
        make(.equal, anchor, constant, multiplier: multiplier)
    }

    /// A constraint that this dimension is at least another times `multiplier`, plus `constant`.
    ///
    /// - Parameters:
    ///   - anchor: The other dimension.
    ///   - multiplier: The factor applied to the other dimension.
    ///   - constant: The distance added.
    /// - Returns: An inactive constraint.
    @inlinable
    public func constraint(greaterThanOrEqualTo anchor: LayoutDimension, multiplier: Double, constant: Double = 0)
        -> LayoutConstraint
    {
        make(.greaterThanOrEqual, anchor, constant, multiplier: multiplier)
    }

    /// A constraint that this dimension is at most another times `multiplier`, plus `constant`.
    ///
    /// - Parameters:
    ///   - anchor: The other dimension.
    ///   - multiplier: The factor applied to the other dimension.
    ///   - constant: The distance added.
    /// - Returns: An inactive constraint.
    @inlinable
    public func constraint(lessThanOrEqualTo anchor: LayoutDimension, multiplier: Double, constant: Double = 0)
        -> LayoutConstraint
    {
        make(.lessThanOrEqual, anchor, constant, multiplier: multiplier)
    }
}
