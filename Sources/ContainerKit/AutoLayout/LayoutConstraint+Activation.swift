/// Activation (`LAYOUT-4`) and its refusals (`MIS-21`).
extension LayoutConstraint {
    /// Activates constraints: each takes part in the layout of its items' tree, installed on the
    /// closest common ancestor of its items, as UIKit's `NSLayoutConstraint.activate(_:)`.
    ///
    /// A constraint that is already active is left as it is. A constraint whose items have no
    /// common ancestor, whose attributes mix axes (a position with a size, x with y, leading or
    /// trailing with left or right), whose position attribute has no second item, or whose items
    /// are not views or layout guides, is refused (``Misuse/invalidConstraint``, `MIS-21`): it
    /// stays inactive and nothing changes; the others are activated. A required constraint that
    /// cannot hold together with the active ones is reported (``Misuse/unsatisfiableConstraints``,
    /// `MIS-22`) and broken: it stays active, left out of the solution.
    ///
    /// The frames change at the next ``View/layoutIfNeeded()``.
    ///
    /// - Parameter constraints: The constraints to activate, in order.
    /// - Complexity: Per constraint, the solver's incremental addition (independent of the size of
    ///   the tree, `LAYOUT-10`), plus the distance from each item to the closest common ancestor,
    ///   plus, the first time a view takes part, the depth to its closest ancestor that does.
    @inlinable
    public static func activate(_ constraints: [LayoutConstraint]) {
        // Inlinable, calling only `activateIfInactive()` per element, so that an optimizing caller
        // sees that the array does not escape (the compiler may keep a literal's array off the
        // heap; in the benchmark's build it still allocates it, BENCHMARKS.md).
        for constraint in constraints { constraint.activateIfInactive() }
    }

    /// Activates the constraint unless it is active (one element of ``activate(_:)``).
    @usableFromInline
    func activateIfInactive() {
        if handle == nil { activateOne() }
    }

    /// Deactivates constraints, as UIKit's `NSLayoutConstraint.deactivate(_:)`: each leaves the
    /// layout and the ``View/constraints`` of the view it was installed on. Inactive ones are left
    /// as they are.
    ///
    /// - Parameter constraints: The constraints to deactivate.
    /// - Complexity: Per constraint, the solver's incremental removal.
    public static func deactivate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { constraint.deactivateOne() }
    }

    private func activateOne() {
        switch validate() {
        case .refused(let refusal):
            let error = MisuseError(
                .invalidConstraint(constraint: "\(self)", items: itemNames, problem: problem(refusal)))
            Diagnostics.refuse(error, touching: Touched(firstItemOwner, secondItemOwner))
        case .host(let host):
            // The items are read through their tethers, whose kinds say what they are (no cast).
            // Not `Optional.flatMap`: its main-actor closure would check the executor.
            var firstNode: ItemNode?
            if let firstTether { firstNode = AutoLayoutParticipation.ensureNode(of: firstTether) }
            var secondNode: ItemNode?
            if let secondTether, secondAttribute != .notAnAttribute {
                secondNode = AutoLayoutParticipation.ensureNode(of: secondTether)
            }
            guard let firstNode else { return }
            let engine = firstNode.engine
            sequence = LayoutEngine.takeSequence()
            installedOn = host
            host.ensureAutoLayout().install(self)
            // The items share a tree (validated above), so their nodes share the engine.
            guard secondNode == nil || secondNode?.engine === engine else { return engine.add(self) }
            engine.add(self, firstNode: firstNode, secondNode: secondNode)
        }
    }

    func deactivateOne() {
        if let host = installedOn {
            host.autoLayout?.uninstall(self)
            installedOn = nil
        }
        handle?.engine.remove(self)
        handle = nil
    }

    /// The view that owns the second item.
    var secondItemOwner: Responder? { secondTether?.owningView }

    /// What ``validate(_:_:)`` found: the view to install the constraint on, or why it is refused.
    /// The refusal is a plain code, and the report's ``MisuseError/Reason/ConstraintProblem``
    /// (with its strings) is made from it only for a refusal: copying and destroying a result that
    /// could hold that problem, at every activation, was about 200 instructions per view of a 10k
    /// build (BENCHMARKS.md), a `MisuseError` before that (`alperf-4`).
    private enum Validation {
        case host(View)
        case refused(Refusal)
    }

    /// The checks of `MIS-21` that fail, in the order ``validate(_:_:)`` makes them.
    private enum Refusal {
        case foreignItem, noFirstAttribute, noSecondAttribute, positionToConstant, mixedAxes, mixedDirections
        case guideWithoutView, noCommonAncestor, tornDownItems, tornDownItem
    }

    /// The checks of `MIS-21` on the constraint; on success, the view to install the constraint
    /// on. The items are read through their tethers (``Tether/kind`` says whether each is a view
    /// or a guide: no dynamic cast).
    private func validate() -> Validation {
        guard !hasForeignItem, let firstTether, firstTether.object != nil else {
            return .refused(.foreignItem)
        }
        guard let firstAxis = firstAttribute.axis else {
            return .refused(.noFirstAttribute)
        }
        let secondIsSet = secondTether?.object != nil
        let hasSecond = secondIsSet && secondAttribute != .notAnAttribute
        if secondIsSet, secondAttribute == .notAnAttribute {
            return .refused(.noSecondAttribute)
        }
        if !hasSecond {
            if firstAxis == .horizontalPosition || firstAxis == .verticalPosition {
                return .refused(.positionToConstant)
            }
        } else if let secondAxis = secondAttribute.axis {
            let compatible = firstAxis == secondAxis || (firstAxis.isSize && secondAxis.isSize)
            if !compatible {
                return .refused(.mixedAxes)
            }
            if firstAttribute.isDirectional != secondAttribute.isDirectional,
                firstAttribute.isDirectional != nil, secondAttribute.isDirectional != nil
            {
                return .refused(.mixedDirections)
            }
        }
        guard let firstView = firstTether.owningView else {
            return .refused(.guideWithoutView)
        }
        if hasSecond {
            guard let secondView = secondTether?.owningView else {
                return .refused(.guideWithoutView)
            }
            guard let ancestor = View.closestCommonAncestor(firstView, secondView) else {
                return .refused(.noCommonAncestor)
            }
            if firstView.isTornDown || secondView.isTornDown {
                return .refused(.tornDownItems)
            }
            return .host(ancestor)
        }
        if firstView.isTornDown { return .refused(.tornDownItem) }
        return .host(firstView)
    }

    /// The problem reported for a refusal of ``validate(_:_:)`` (read from the constraint as it was
    /// checked).
    private func problem(_ refusal: Refusal) -> MisuseError.Reason.ConstraintProblem {
        switch refusal {
        case .foreignItem: .foreignItem
        case .noFirstAttribute: .noFirstAttribute
        case .noSecondAttribute: .noSecondAttribute
        case .positionToConstant: .positionToConstant(attribute: "\(firstAttribute)")
        case .mixedAxes: .mixedAxes(first: "\(firstAttribute)", second: "\(secondAttribute)")
        case .mixedDirections: .mixedDirections(first: "\(firstAttribute)", second: "\(secondAttribute)")
        case .guideWithoutView: .guideWithoutView
        case .noCommonAncestor:
            .noCommonAncestor(
                first: firstTether?.owningView?.name ?? "",
                second: secondTether?.owningView?.name ?? "")
        case .tornDownItems: .tornDownItem(bothItems: true)
        case .tornDownItem: .tornDownItem(bothItems: false)
        }
    }
}

/// The axis of an attribute, for `MIS-21`.
enum AttributeAxis: Hashable {
    case horizontalPosition, verticalPosition, width, height

    /// Width or height (the two may be related).
    var isSize: Bool { self == .width || self == .height }
}

extension LayoutConstraint.Attribute {
    /// `true` for leading and trailing, `false` for left and right, `nil` for the others (UIKit
    /// refuses to relate the two kinds).
    var isDirectional: Bool? {
        switch self {
        case .leading, .trailing, .leadingMargin, .trailingMargin: true
        case .left, .right, .leftMargin, .rightMargin: false
        default: nil
        }
    }
}

extension View {
    /// The closest view that is `a`, `b` or an ancestor of both; `nil` when they are in different
    /// trees.
    ///
    /// - Complexity: O(*d*) in the distance from each view to the answer, walking both chains
    ///   in turn; O(*d*) in the depths when there is none.
    static func closestCommonAncestor(_ a: View, _ b: View) -> View? {
        if a === b { return a }
        if a.storedSuperview === b { return b }
        if b.storedSuperview === a { return a }
        if a.storedSuperview != nil, a.storedSuperview === b.storedSuperview { return a.storedSuperview }
        var seenA: Set<ObjectIdentifier> = [ObjectIdentifier(a)]
        var seenB: Set<ObjectIdentifier> = [ObjectIdentifier(b)]
        var nodeA: View? = a
        var nodeB: View? = b
        while nodeA != nil || nodeB != nil {
            if let current = nodeA?.storedSuperview {
                if seenB.contains(ObjectIdentifier(current)) { return current }
                seenA.insert(ObjectIdentifier(current))
                nodeA = current
            } else {
                nodeA = nil
            }
            if let current = nodeB?.storedSuperview {
                if seenA.contains(ObjectIdentifier(current)) { return current }
                seenB.insert(ObjectIdentifier(current))
                nodeB = current
            } else {
                nodeB = nil
            }
        }
        return nil
    }
}
