/// Auto Layout on a view (`LAYOUT-4`, `LAYOUT-6`, `LAYOUT-7`): anchors, installed constraints,
/// `translatesAutoresizingMaskIntoConstraints`, intrinsic content size and its priorities, layout
/// margins and guides.
extension View {
    // MARK: - Anchors

    /// The left edge of the frame.
    @inlinable public final var leftAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(tether, .left) }
    /// The right edge of the frame.
    @inlinable public final var rightAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(tether, .right) }
    /// The leading edge of the frame (the left edge: ContainerKit lays out left to right).
    @inlinable public final var leadingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(tether, .leading) }
    /// The trailing edge of the frame (the right edge: ContainerKit lays out left to right).
    @inlinable public final var trailingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(tether, .trailing) }
    /// The horizontal centre of the frame.
    @inlinable public final var centerXAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(tether, .centerX) }
    /// The top edge of the frame.
    @inlinable public final var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(tether, .top) }
    /// The bottom edge of the frame.
    @inlinable public final var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(tether, .bottom) }
    /// The vertical centre of the frame.
    @inlinable public final var centerYAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(tether, .centerY) }
    /// The first baseline: the bottom edge (ContainerKit draws no text).
    @inlinable public final var firstBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(tether, .firstBaseline) }
    /// The last baseline: the bottom edge (ContainerKit draws no text).
    @inlinable public final var lastBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(tether, .lastBaseline) }
    /// The width of the frame.
    @inlinable public final var widthAnchor: LayoutDimension { LayoutDimension(tether, .width) }
    /// The height of the frame.
    @inlinable public final var heightAnchor: LayoutDimension { LayoutDimension(tether, .height) }

    // MARK: - Constraints

    /// Whether the view's frame is turned into required constraints (`LAYOUT-4`); `true` by
    /// default, as for UIKit views made in code.
    ///
    /// `true`: the view's ``frame`` stays yours; constraints relate other views to it. `false`:
    /// once something constrains the view, the solver decides its frame, which its superview's
    /// layout sets (``layoutIfNeeded()``). A view without a superview keeps its origin either way;
    /// with `false` its size is the solved one, set by its own ``layoutIfNeeded()`` (a window keeps
    /// its frame: it stands for the screen).
    public final var translatesAutoresizingMaskIntoConstraints: Bool {
        get { autoLayout?.translatesAutoresizingMask ?? true }
        set {
            guard newValue != translatesAutoresizingMaskIntoConstraints else { return }
            let state = ensureAutoLayout()
            state.translatesAutoresizingMask = newValue
            guard let node = state.node, let engine = node.engine as LayoutEngine? else { return }
            if engine.root === self {
                engine.removeLinks(of: node)
                engine.addRootLinks(node)
                return
            }
            guard let superview = storedSuperview else { return }
            if newValue {
                engine.removeLinks(of: node)
                engine.addFrameLinks(node, superview)
            } else {
                engine.removeLinks(of: node)
            }
        }
    }

    /// The active constraints installed on this view (each on the closest common ancestor of its
    /// items), in the order they were activated, as UIKit's `constraints`.
    ///
    /// - Complexity: O(*k* log *k*) in the constraints installed here.
    public final var constraints: [LayoutConstraint] {
        (autoLayout?.installed).map { $0.sorted { $0.sequence < $1.sequence } } ?? []
    }

    /// Activates a constraint, as UIKit's `addConstraint(_:)` (which Apple's documentation
    /// replaces with ``LayoutConstraint/isActive``): it is installed on the closest common
    /// ancestor of its items, whichever view this is.
    ///
    /// - Parameter constraint: The constraint.
    public final func addConstraint(_ constraint: LayoutConstraint) { LayoutConstraint.activate([constraint]) }

    /// Activates constraints, as ``addConstraint(_:)`` for each.
    ///
    /// - Parameter constraints: The constraints.
    public final func addConstraints(_ constraints: [LayoutConstraint]) { LayoutConstraint.activate(constraints) }

    /// Deactivates a constraint installed on this view; one installed elsewhere is left as it is,
    /// as UIKit's `removeConstraint(_:)`.
    ///
    /// - Parameter constraint: The constraint.
    public final func removeConstraint(_ constraint: LayoutConstraint) {
        guard constraint.installedOn === self else { return }
        LayoutConstraint.deactivate([constraint])
    }

    /// Deactivates constraints installed on this view, as ``removeConstraint(_:)`` for each.
    ///
    /// - Parameter constraints: The constraints.
    public final func removeConstraints(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { removeConstraint(constraint) }
    }

    // MARK: - Intrinsic content size (LAYOUT-6)

    /// UIKit's `UIView.noIntrinsicMetric`: a dimension of ``intrinsicContentSize`` the view does
    /// not have.
    public nonisolated static let noIntrinsicMetric = -1.0

    /// Tells the layout that ``intrinsicContentSize`` changed: its hugging and compression
    /// resistance constraints are made again from the new size (`LAYOUT-6`).
    ///
    /// - Complexity: O(1) solver changes.
    public final func invalidateIntrinsicContentSize() {
        guard let node = autoLayout?.node else { return }
        node.engine.removeContentSizeConstraints(of: node)
        node.engine.addContentSizeConstraints(node)
    }

    /// How strongly the view resists growing beyond its intrinsic size along an axis; 250
    /// (``LayoutPriority/defaultLow``) by default.
    ///
    /// - Parameter axis: The axis.
    /// - Returns: The priority.
    public final func contentHuggingPriority(for axis: LayoutConstraint.Axis) -> LayoutPriority {
        let state = autoLayout
        return axis == .horizontal
            ? state?.hugging.horizontal ?? .defaultLow : state?.hugging.vertical ?? .defaultLow
    }

    /// Sets how strongly the view resists growing beyond its intrinsic size along an axis.
    ///
    /// - Parameters:
    ///   - priority: The priority.
    ///   - axis: The axis.
    public final func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutConstraint.Axis) {
        let state = ensureAutoLayout()
        if axis == .horizontal { state.hugging.horizontal = priority } else { state.hugging.vertical = priority }
        invalidateIntrinsicContentSize()
    }

    /// How strongly the view resists shrinking below its intrinsic size along an axis; 750
    /// (``LayoutPriority/defaultHigh``) by default.
    ///
    /// - Parameter axis: The axis.
    /// - Returns: The priority.
    public final func contentCompressionResistancePriority(for axis: LayoutConstraint.Axis) -> LayoutPriority {
        let state = autoLayout
        return axis == .horizontal
            ? state?.resistance.horizontal ?? .defaultHigh : state?.resistance.vertical ?? .defaultHigh
    }

    /// Sets how strongly the view resists shrinking below its intrinsic size along an axis.
    ///
    /// - Parameters:
    ///   - priority: The priority.
    ///   - axis: The axis.
    public final func setContentCompressionResistancePriority(
        _ priority: LayoutPriority, for axis: LayoutConstraint.Axis
    ) {
        let state = ensureAutoLayout()
        if axis == .horizontal { state.resistance.horizontal = priority } else { state.resistance.vertical = priority }
        invalidateIntrinsicContentSize()
    }

    // MARK: - Solved frames

    /// The default layout's part: sets the solved frames of the subviews that the solver places
    /// (`LAYOUT-5`). Nothing for a view without such subviews.
    final func applySolvedFramesToSubviews() {
        guard let state = autoLayout, state.hasConstrainedSubviews, let superNode = state.node else { return }
        let engine = superNode.engine
        // The scale and this view's edges, read once for all its subviews.
        let frames = engine.subviewFrames(of: superNode)
        for subview in storedSubviews {
            guard let node = subview.autoLayout?.node, node.engine === engine,
                !subview.translatesAutoresizingMaskIntoConstraints
            else { continue }
            let solved = frames.frame(of: node)
            if solved != subview.frame { subview.frame = solved }
        }
    }

    /// Whether the view, as the root of its tree's layout, keeps the size of its frame there: a
    /// window always does (its frame stands for the screen), another view while it translates its
    /// frame into constraints. A root view that does not is sized by its constraints, as UIKit's
    /// (`LAYOUT-4`): a width constraint on a lone view made with
    /// `translatesAutoresizingMaskIntoConstraints = false` conflicts with nothing.
    final var rootSizeIsItsFrame: Bool {
        self is Window || translatesAutoresizingMaskIntoConstraints
    }

    /// The frame was set: a frame the solver reads (the root's, or one turned into constraints)
    /// changes its constraints' constants.
    final func frameChangedForAutoLayout() {
        guard let node = autoLayout?.node, node.links.count == 4 else { return }
        let engine = node.engine
        if engine.root === self {  // four links only while its size is its frame (`rootSizeIsItsFrame`)
            node.links[2].constant = frame.width
            node.links[3].constant = frame.height
        } else if translatesAutoresizingMaskIntoConstraints {
            node.links[0].constant = frame.x
            node.links[1].constant = frame.y
            node.links[2].constant = frame.width
            node.links[3].constant = frame.height
        }
    }
}

extension LayoutConstraint {
    /// An axis of a view's layout: UIKit's `NSLayoutConstraint.Axis`.
    public enum Axis: Int, Sendable {
        /// Left to right.
        case horizontal = 0
        /// Top to bottom.
        case vertical = 1
    }
}
