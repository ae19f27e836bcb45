// Auto Layout's UIKit names, for code ported from UIKit (the Porting article). Foundation-style
// `NS` names keep their spelling, so a constraint expression ports unchanged; the `UI` names
// are unavailable and renamed, as `UIView` is.

#if !canImport(UIKit)
/// UIKit's name for ``LayoutConstraint``: ported Auto Layout code keeps its spelling.
public typealias NSLayoutConstraint = LayoutConstraint
/// UIKit's name for ``LayoutAnchor``.
public typealias NSLayoutAnchor<AnchorType: AnyObject> = LayoutAnchor<AnchorType>
/// UIKit's name for ``LayoutXAxisAnchor``.
public typealias NSLayoutXAxisAnchor = LayoutXAxisAnchor
/// UIKit's name for ``LayoutYAxisAnchor``.
public typealias NSLayoutYAxisAnchor = LayoutYAxisAnchor
/// UIKit's name for ``LayoutDimension``.
public typealias NSLayoutDimension = LayoutDimension
@available(*, unavailable, renamed: "LayoutGuide")
public typealias UILayoutGuide = LayoutGuide
@available(*, unavailable, renamed: "LayoutPriority")
public typealias UILayoutPriority = LayoutPriority
@available(*, unavailable, renamed: "StackView")
public typealias UIStackView = StackView
#endif
