import LayoutSolver

/// Fitting and diagnosis (`LAYOUT-8`).
extension View {
    /// The smallest size: the target of ``systemLayoutSizeFitting(_:)`` for the most compact size
    /// the constraints allow (UIKit's `layoutFittingCompressedSize`).
    public nonisolated static let layoutFittingCompressedSize = Size(width: 0, height: 0)
    /// A very large size (10,000,000 points a side): the target for the largest size the
    /// constraints allow (UIKit's `layoutFittingExpandedSize`).
    public nonisolated static let layoutFittingExpandedSize = Size(width: 10_000_000, height: 10_000_000)

    /// The size the view's constraints give it, as close to `targetSize` as they allow at
    /// ``LayoutPriority/fittingSizeLevel`` (50), as UIKit's `systemLayoutSizeFitting(_:)`.
    ///
    /// - Parameter targetSize: The size to approach: ``layoutFittingCompressedSize``,
    ///   ``layoutFittingExpandedSize`` or any size.
    /// - Returns: The fitting size, rounded to the pixel grid.
    /// - Complexity: O(*k*) solver changes in the constraints between the view's subtree and the
    ///   rest of its tree, which are set aside while fitting.
    public final func systemLayoutSizeFitting(_ targetSize: Size) -> Size {
        systemLayoutSizeFitting(
            targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size the view's constraints give it, pulled towards `targetSize` with the given
    /// priorities, as UIKit's `systemLayoutSizeFitting(_:withHorizontalFittingPriority:
    /// verticalFittingPriority:)`: a required priority fixes that dimension (as a cell fixes its
    /// width to the table's), a low one lets the content decide.
    ///
    /// The view is sized alone, as UIKit sizes it: its own frame and the constraints between its
    /// subtree and the views around it are set aside while fitting, then restored. Nothing
    /// changes: no frame is set, no hook is called.
    ///
    /// - Parameters:
    ///   - targetSize: The size to approach.
    ///   - horizontalFittingPriority: How strongly the width is pulled to the target's.
    ///   - verticalFittingPriority: How strongly the height is pulled to the target's.
    /// - Returns: The fitting size, rounded to the pixel grid.
    /// - Complexity: As ``systemLayoutSizeFitting(_:)``.
    public final func systemLayoutSizeFitting(
        _ targetSize: Size, withHorizontalFittingPriority horizontalFittingPriority: LayoutPriority,
        verticalFittingPriority: LayoutPriority
    ) -> Size {
        guard !isTornDown, let node = AutoLayoutParticipation.ensureNode(of: self) else { return .zero }
        let engine = node.engine
        // What ties the subtree to the rest: its own frame links and the crossing constraints.
        var inside = Set<ObjectIdentifier>()
        var nodes: [ItemNode] = []
        var stack: [View] = [self]
        while let current = stack.popLast() {
            guard let currentNode = current.autoLayout?.node, currentNode.engine === engine else { continue }
            inside.insert(ObjectIdentifier(current))
            nodes.append(currentNode)
            for guide in current.autoLayout?.guides ?? [] {
                inside.insert(ObjectIdentifier(guide))
                if let guideNode = guide.node { nodes.append(guideNode) }
            }
            stack.append(contentsOf: current.storedSubviews)
        }
        var setAside: [LayoutConstraint] = node.links
        var seen = Set(setAside.map(ObjectIdentifier.init))
        for member in nodes {
            for constraint in member.constraints where constraint.kind != .contentSize {
                guard seen.insert(ObjectIdentifier(constraint)).inserted else { continue }
                let items = [constraint.firstItem, constraint.secondItem].compactMap { $0 }
                if !items.allSatisfy({ inside.contains(ObjectIdentifier($0)) }) { setAside.append(constraint) }
            }
        }
        setAside.sort { $0.sequence < $1.sequence }
        for constraint in setAside { engine.remove(constraint) }
        let width = LayoutConstraint(
            self, .width, .equal, nil, .notAnAttribute, constant: targetSize.width,
            priority: horizontalFittingPriority, kind: .contentSize)
        let height = LayoutConstraint(
            self, .height, .equal, nil, .notAnAttribute, constant: targetSize.height,
            priority: verticalFittingPriority, kind: .contentSize)
        engine.add(width)
        engine.add(height)
        let edges = engine.solvedEdges(of: node)
        let size = Size(width: edges.maxX - edges.minX, height: edges.maxY - edges.minY)
        engine.remove(width)
        engine.remove(height)
        for constraint in setAside { engine.add(constraint) }
        return size
    }

    /// Whether the constraints leave the view's frame undetermined (UIKit's `hasAmbiguousLayout`):
    /// some of its position or size could take other values with every constraint as satisfied.
    /// `false` for a view that does not take part in Auto Layout.
    ///
    /// - Complexity: Proportional to the solver rows of the view's four variables.
    public final var hasAmbiguousLayout: Bool {
        guard let node = autoLayout?.node else { return false }
        return node.variables.contains { node.engine.solver.isAmbiguous($0) }
    }

    /// The constraints that determine the view's position and size along an axis, as UIKit's
    /// `constraintsAffectingLayout(for:)`, in the order they were activated; ContainerKit's own
    /// (a frame turned into constraints, an intrinsic size) included, as UIKit lists them.
    ///
    /// - Parameter axis: The axis.
    /// - Returns: The constraints; empty for a view that does not take part in Auto Layout.
    public final func constraintsAffectingLayout(for axis: LayoutConstraint.Axis) -> [LayoutConstraint] {
        guard let node = autoLayout?.node else { return [] }
        let engine = node.engine
        let variables = axis == .horizontal ? [node.left, node.width] : [node.top, node.height]
        var seen = Set<ConstraintHandle>()
        var result: [LayoutConstraint] = []
        for variable in variables {
            for handle in engine.solver.constraintsAffecting(variable) where seen.insert(handle).inserted {
                if let constraint = engine.constraint(of: handle) { result.append(constraint) }
            }
        }
        return result.sorted { ($0.sequence, $0.kind == .app ? 1 : 0) < ($1.sequence, $1.kind == .app ? 1 : 0) }
    }
}
