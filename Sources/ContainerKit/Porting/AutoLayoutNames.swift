// Auto Layout's names, for code ported from UIKit: ContainerKit has no Auto Layout (frames are set
// in `layoutSubviews()`), so each of these tells the compiler what to write instead (the Porting
// article). The types exist so that a whole constraint expression type-checks and the compiler
// shows the message rather than a follow-on error.

#if !canImport(UIKit)
/// Auto Layout's constraint. ContainerKit has no Auto Layout.
@available(
    *, unavailable,
    message:
        "ContainerKit has no Auto Layout: set subviews' frames in layoutSubviews() (a controller: viewDidLayoutSubviews()), e.g. child.frame = bounds.inset(by: safeAreaInsets); see the Porting article"
)
public struct NSLayoutConstraint {
    /// Activates constraints.
    ///
    /// - Parameter constraints: The constraints.
    public static func activate(_ constraints: [NSLayoutConstraint]) {}
    /// Whether the constraint is active.
    public var isActive: Bool {
        get { false }
        nonmutating set {}
    }
}

/// Auto Layout's anchor. ContainerKit has no Auto Layout.
@available(
    *, unavailable,
    message:
        "ContainerKit has no Auto Layout: set subviews' frames in layoutSubviews() (a controller: viewDidLayoutSubviews()), e.g. child.frame = bounds.inset(by: safeAreaInsets); see the Porting article"
)
public struct LayoutAnchor {
    /// A constraint to another anchor.
    ///
    /// - Parameters:
    ///   - anchor: The other anchor.
    ///   - constant: The offset.
    /// - Returns: The constraint.
    public func constraint(equalTo anchor: LayoutAnchor, constant: Double = 0) -> NSLayoutConstraint {
        fatalError("unavailable")
    }
    /// A constraint to a constant.
    ///
    /// - Parameter constant: The constant.
    /// - Returns: The constraint.
    public func constraint(equalToConstant constant: Double) -> NSLayoutConstraint { fatalError("unavailable") }
    /// A constraint to another anchor.
    ///
    /// - Parameters:
    ///   - anchor: The other anchor.
    ///   - constant: The offset.
    /// - Returns: The constraint.
    public func constraint(greaterThanOrEqualTo anchor: LayoutAnchor, constant: Double = 0) -> NSLayoutConstraint {
        fatalError("unavailable")
    }
    /// A constraint to another anchor.
    ///
    /// - Parameters:
    ///   - anchor: The other anchor.
    ///   - constant: The offset.
    /// - Returns: The constraint.
    public func constraint(lessThanOrEqualTo anchor: LayoutAnchor, constant: Double = 0) -> NSLayoutConstraint {
        fatalError("unavailable")
    }
}

/// Auto Layout's layout guide. ContainerKit has no layout guides.
@available(
    *, unavailable,
    message:
        "ContainerKit has no layout guides: the safe area is safeAreaInsets, e.g. child.frame = bounds.inset(by: safeAreaInsets) in layoutSubviews(); see the Porting article"
)
public struct LayoutGuide {
    public var topAnchor: LayoutAnchor { fatalError("unavailable") }
    public var bottomAnchor: LayoutAnchor { fatalError("unavailable") }
    public var leadingAnchor: LayoutAnchor { fatalError("unavailable") }
    public var trailingAnchor: LayoutAnchor { fatalError("unavailable") }
}

extension View {
    @available(
        *, unavailable,
        message:
            "ContainerKit has no Auto Layout: set subviews' frames in layoutSubviews(), e.g. child.frame = bounds.inset(by: safeAreaInsets); see the Porting article"
    )
    public var topAnchor: LayoutAnchor { fatalError("unavailable") }
    @available(
        *, unavailable,
        message:
            "ContainerKit has no Auto Layout: set subviews' frames in layoutSubviews(), e.g. child.frame = bounds.inset(by: safeAreaInsets); see the Porting article"
    )
    public var bottomAnchor: LayoutAnchor { fatalError("unavailable") }
    @available(
        *, unavailable,
        message:
            "ContainerKit has no Auto Layout: set subviews' frames in layoutSubviews(), e.g. child.frame = bounds.inset(by: safeAreaInsets); see the Porting article"
    )
    public var leadingAnchor: LayoutAnchor { fatalError("unavailable") }
    @available(
        *, unavailable,
        message:
            "ContainerKit has no Auto Layout: set subviews' frames in layoutSubviews(), e.g. child.frame = bounds.inset(by: safeAreaInsets); see the Porting article"
    )
    public var trailingAnchor: LayoutAnchor { fatalError("unavailable") }
    @available(
        *, unavailable,
        message:
            "ContainerKit has no Auto Layout: set subviews' frames in layoutSubviews(), e.g. child.frame = bounds.inset(by: safeAreaInsets); see the Porting article"
    )
    public var leftAnchor: LayoutAnchor { fatalError("unavailable") }
    @available(
        *, unavailable,
        message:
            "ContainerKit has no Auto Layout: set subviews' frames in layoutSubviews(), e.g. child.frame = bounds.inset(by: safeAreaInsets); see the Porting article"
    )
    public var rightAnchor: LayoutAnchor { fatalError("unavailable") }
    @available(
        *, unavailable,
        message:
            "ContainerKit has no Auto Layout: set subviews' frames in layoutSubviews(), e.g. child.center = Point(x: bounds.width / 2, y: child.center.y); see the Porting article"
    )
    public var centerXAnchor: LayoutAnchor { fatalError("unavailable") }
    @available(
        *, unavailable,
        message:
            "ContainerKit has no Auto Layout: set subviews' frames in layoutSubviews(), e.g. child.center = Point(x: child.center.x, y: bounds.height / 2); see the Porting article"
    )
    public var centerYAnchor: LayoutAnchor { fatalError("unavailable") }
    @available(
        *, unavailable,
        message:
            "ContainerKit has no Auto Layout: set subviews' frames in layoutSubviews(), e.g. child.frame.width = 100; see the Porting article"
    )
    public var widthAnchor: LayoutAnchor { fatalError("unavailable") }
    @available(
        *, unavailable,
        message:
            "ContainerKit has no Auto Layout: set subviews' frames in layoutSubviews(), e.g. child.frame.height = 100; see the Porting article"
    )
    public var heightAnchor: LayoutAnchor { fatalError("unavailable") }
    @available(
        *, unavailable,
        message:
            "ContainerKit has no layout guides: the safe area is safeAreaInsets, e.g. child.frame = bounds.inset(by: safeAreaInsets) in layoutSubviews(); see the Porting article"
    )
    public var safeAreaLayoutGuide: LayoutGuide { fatalError("unavailable") }
    @available(
        *, unavailable,
        message: "ContainerKit has no layout guides: inset bounds yourself in layoutSubviews(); see the Porting article"
    )
    public var layoutMarginsGuide: LayoutGuide { fatalError("unavailable") }
    @available(
        *, unavailable,
        message: "ContainerKit has no Auto Layout: frames are always yours; delete this line; see the Porting article"
    )
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { false }
        set {}
    }
}

extension ViewController {
    @available(
        *, unavailable,
        message:
            "ContainerKit has no layout guides: the safe area is view.safeAreaInsets (and viewSafeAreaInsetsDidChange()); see the Porting article"
    )
    public var topLayoutGuide: LayoutGuide { fatalError("unavailable") }
    @available(
        *, unavailable,
        message:
            "ContainerKit has no layout guides: the safe area is view.safeAreaInsets (and viewSafeAreaInsetsDidChange()); see the Porting article"
    )
    public var bottomLayoutGuide: LayoutGuide { fatalError("unavailable") }
}
#endif
