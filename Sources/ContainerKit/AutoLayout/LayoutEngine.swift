import LayoutSolver

/// Where an active constraint takes part: its tree's engine, its solver handle there, and the
/// part of its expression's constant that does not come from ``LayoutConstraint/constant``
/// (margins), so that a new constant is one solver call.
struct LayoutSolverHandle {
    /// Alive while any constraint holds this handle: the engine's `deinit` takes the handle of
    /// every constraint it holds (no weak reference, whose side table and atomic operations cost
    /// a tenth of an activation in a profile, BENCHMARKS.md).
    unowned(unsafe) let engine: LayoutEngine
    let id: ConstraintHandle
    let base: Double
}

/// The Auto Layout of one tree: one ``Solver`` per tree root (a window, or a view without a
/// superview), owned by that root (`LAYOUT-4`, `LAYOUT-10`).
///
/// **Variables.** Every view and guide that takes part has four variables (``ItemNode``): its
/// left, top, width and height in the coordinates of the tree's root. A view takes part once
/// something constrains it; its superview chain then takes part too (each view's frame is its
/// position relative to its superview's). The root's origin is fixed by required constraints, and
/// so is its size to its bounds unless it is a view (not a window) whose
/// ``View/translatesAutoresizingMaskIntoConstraints`` is `false`, whose size the constraints decide
/// (`LAYOUT-4`); a view whose ``View/translatesAutoresizingMaskIntoConstraints`` is `true` is fixed by
/// required constraints to its frame in its superview (UIKit's autoresizing-mask constraints).
///
/// **Invariants.** ``constraintOfHandle`` (indexed by the handle's dense index) holds exactly
/// the constraints of this engine that are in the solver (app constraints while active, and the ones ContainerKit makes); each one's
/// ``LayoutConstraint/handle`` names this engine and its key. ``nodeOfVariable`` (indexed by the variable's dense index) maps the four
/// variables of every node of this engine to it. A node's ``ItemNode/constraints`` are the
/// constraints in this engine that mention its item.
///
/// **Changes.** The solver is incremental: adding, removing or changing one constraint costs the
/// same at any size. Changes are not applied to frames at once: the engine is listed as dirty,
/// and ``flushAll()`` (from ``View/layoutIfNeeded()`` and after each view's layout hooks) marks
/// for layout the superview of each view whose solved frame differs from its frame; that
/// superview's layout then sets the frame.
@MainActor
final class LayoutEngine {
    let solver = Solver()
    /// The root of the tree; it holds this engine. `nil` once the root is gone (the engine may
    /// outlive it while listed as dirty); read through its tether, no `weak` reference.
    var root: View? { rootTether.target(as: View.self) }
    private let rootTether: Tether
    // Arrays indexed by the solver's dense indices rather than dictionaries: no hashing, and no
    // allocation per entry.
    @exclusivity(unchecked) private var nodeOfVariable: [ItemNode?] = []
    @exclusivity(unchecked) private var constraintOfHandle: [LayoutConstraint?] = []
    @exclusivity(unchecked) private var isDirty = false

    /// Engines with changes that frames do not show yet.
    private static var dirty: [LayoutEngine] {
        _read { yield EngineState.current.autoLayout.dirtyEngines }
        _modify { yield &EngineState.current.autoLayout.dirtyEngines }
    }
    /// The next ``LayoutConstraint/sequence``, the order constraints were activated in.
    static func takeSequence() -> UInt64 { EngineState.current.autoLayout.takeSequence() }

    init(root: View) {
        rootTether = root.tether
    }

    /// The tree's root let its engine go: the constraints it held are inactive from now on (the
    /// invariant that keeps ``LayoutSolverHandle/engine`` alive), and the views and guides of the
    /// tree that the app keeps alive leave it (``ItemNode/engine`` is never read after its engine
    /// went, `LIFE-1`): they take part afresh, in their new tree, when something constrains them
    /// again (**policy**, the Auto Layout article).
    isolated deinit {
        for constraint in constraintOfHandle {
            guard let constraint, constraint.handle?.engine === self else { continue }
            constraint.handle = nil
            constraint.markBroken(false)
        }
        // Each node once: at the index of its first variable.
        for (index, node) in nodeOfVariable.enumerated() {
            guard let node, node.left.index == index else { continue }
            if let view = node.view, let state = view.autoLayout, state.node === node { state.node = nil }
            if let guide = node.guide, guide.node === node { guide.node = nil }
        }
    }

    // MARK: - Nodes

    /// Makes the node of a view or guide, with its four variables and the constraints that
    /// ContainerKit adds for it (frame, intrinsic size, guide).
    func makeNode(for view: View) -> ItemNode {
        let node = makeNode(itemTether: view.tether, isGuide: false)
        view.ensureAutoLayout().node = node
        if view === root {
            addRootLinks(node)
        } else if let superview = view.storedSuperview {
            let superState = superview.ensureAutoLayout()
            // Read before written: set once (never cleared), read for every new subview.
            if !superState.hasConstrainedSubviews { superState.hasConstrainedSubviews = true }
            if view.translatesAutoresizingMaskIntoConstraints { addFrameLinks(node, superview) }
        }
        addContentSizeConstraints(node)
        return node
    }

    func makeNode(for guide: LayoutGuide) -> ItemNode {
        let node = makeNode(itemTether: guide.tether, isGuide: true)
        guide.node = node
        guide.kind.addLinks(of: guide, node: node, in: self)
        return node
    }

    /// A node and its four variables, registered by variable.
    private func makeNode(itemTether: Tether, isGuide: Bool) -> ItemNode {
        LayoutStatistics.solverCalls += 4
        let node = ItemNode(engine: self, itemTether: itemTether, isGuide: isGuide, solver: solver)
        let last = node.height.index
        if nodeOfVariable.count == node.left.index && last == node.left.index + 3 {
            // The usual case: the four variables are the solver's newest symbols.
            for _ in 0..<4 { nodeOfVariable.append(node) }
            return node
        }
        if nodeOfVariable.count <= last {
            nodeOfVariable.append(contentsOf: repeatElement(nil, count: last + 1 - nodeOfVariable.count))
        }
        nodeOfVariable[node.left.index] = node
        nodeOfVariable[node.top.index] = node
        nodeOfVariable[node.width.index] = node
        nodeOfVariable[last] = node
        return node
    }

    /// The four required constraints that fix a view to its frame in its superview.
    func addFrameLinks(_ node: ItemNode, _ superview: View) {
        guard let view = node.view else { return }
        let frame = view.frame
        addLink(node, .left, superview, .left, frame.x)
        addLink(node, .top, superview, .top, frame.y)
        addLink(node, .width, nil, .notAnAttribute, frame.width)
        addLink(node, .height, nil, .notAnAttribute, frame.height)
    }

    /// The links of the tree's root: its origin is the engine's, and its size is its frame's while
    /// ``View/rootSizeIsItsFrame`` (a window, or a root that translates its frame); otherwise the
    /// constraints decide its size (`LAYOUT-4`).
    func addRootLinks(_ node: ItemNode) {
        guard let view = node.view else { return }
        addLink(node, .left, nil, .notAnAttribute, 0)
        addLink(node, .top, nil, .notAnAttribute, 0)
        guard view.rootSizeIsItsFrame else { return }
        addLink(node, .width, nil, .notAnAttribute, view.frame.width)
        addLink(node, .height, nil, .notAnAttribute, view.frame.height)
    }

    /// A required constraint ContainerKit keeps for a node (frame, guide), listed in its links.
    func addLink(
        _ node: ItemNode, _ attribute: LayoutConstraint.Attribute, _ other: AnyObject?,
        _ otherAttribute: LayoutConstraint.Attribute, _ constant: Double, multiplier: Double = 1,
        kind: LayoutConstraint.Kind = .autoresizing
    ) {
        let link = LayoutConstraint(
            tethers: node.itemTether, attribute, .equal, LayoutConstraint.tether(of: other), otherAttribute,
            multiplier: multiplier, constant: constant, priority: .required, kind: kind, foreign: false)
        node.links.append(link)
        add(link)
    }

    /// Removes the links of a node (its frame or guide constraints).
    func removeLinks(of node: ItemNode) {
        for link in node.links { remove(link) }
        node.links.removeAll()
    }

    /// Hugging and compression resistance of the intrinsic content size (`LAYOUT-6`).
    func addContentSizeConstraints(_ node: ItemNode) {
        guard let view = node.view else { return }
        let size = view.intrinsicContentSize
        guard size.width != View.noIntrinsicMetric || size.height != View.noIntrinsicMetric else { return }
        let state = view.ensureAutoLayout()
        for (attribute, value, hugging, resistance) in [
            (LayoutConstraint.Attribute.width, size.width, state.hugging.horizontal, state.resistance.horizontal),
            (.height, size.height, state.hugging.vertical, state.resistance.vertical),
        ] where value != View.noIntrinsicMetric {
            let hug = LayoutConstraint(
                view, attribute, .lessThanOrEqual, nil, .notAnAttribute, constant: value, priority: hugging,
                kind: .contentSize)
            let resist = LayoutConstraint(
                view, attribute, .greaterThanOrEqual, nil, .notAnAttribute, constant: value, priority: resistance,
                kind: .contentSize)
            node.contentSize += [hug, resist]
            add(hug)
            add(resist)
        }
    }

    func removeContentSizeConstraints(of node: ItemNode) {
        for constraint in node.contentSize { remove(constraint) }
        node.contentSize.removeAll()
    }

    /// Releases a node's variables (and so every constraint that mentions them).
    func release(_ node: ItemNode) {
        for entry in node.entries where entry.constraint.handle?.engine === self {
            forget(entry.constraint)
        }
        node.unlistAll()
        node.links.removeAll()
        node.contentSize.removeAll()
        for variable in node.variables {
            if variable.index < nodeOfVariable.count { nodeOfVariable[variable.index] = nil }
            solver.releaseVariable(variable)
            LayoutStatistics.solverCalls += 1
        }
        markDirty()
    }

    // MARK: - Constraints

    /// The constraint of this engine that has the handle in the solver, if any.
    func constraint(of handle: ConstraintHandle) -> LayoutConstraint? {
        guard handle.index < constraintOfHandle.count, let constraint = constraintOfHandle[handle.index],
            constraint.handle?.id == handle
        else { return nil }
        return constraint
    }

    /// Adds a constraint whose items take part in this engine. Reports `MIS-22` when it is
    /// required and cannot hold; it is then broken (kept out of the solution), as UIKit does.
    func add(_ constraint: LayoutConstraint) {
        guard let first = constraint.firstItem, let firstNode = node(of: first) else { return }
        var secondNode: ItemNode?
        if let second = constraint.secondItem, constraint.secondAttribute != .notAnAttribute {
            secondNode = node(of: second)
        }
        add(constraint, firstNode: firstNode, secondNode: secondNode)
    }

    /// As ``add(_:)``, with the nodes of its items already found (activation has them): `firstNode`
    /// is the first item's node in this engine, `secondNode` the second item's, `nil` without a
    /// second attribute.
    func add(_ constraint: LayoutConstraint, firstNode: ItemNode, secondNode: ItemNode?) {
        let relation: Relation =
            switch constraint.relation {
            case .equal: .equal
            case .lessThanOrEqual: .lessThanOrEqual
            case .greaterThanOrEqual: .greaterThanOrEqual
            }
        LayoutStatistics.solverCalls += 1
        var base = 0.0
        var terms = TermList(filler: Term(firstNode.left, coefficient: 0))
        append(firstNode, constraint.firstAttribute, 1, to: &terms, base: &base)
        if let secondNode {
            append(secondNode, constraint.secondAttribute, -constraint.multiplier, to: &terms, base: &base)
        }
        let outcome = terms.add(
            to: solver, constant: base - constraint.constant, relation, priority: Priority(constraint.priority.rawValue)
        )
        constraint.handle = LayoutSolverHandle(engine: self, id: outcome.handle, base: base)
        let index = outcome.handle.index
        if constraintOfHandle.count == index {
            constraintOfHandle.append(constraint)  // the usual case: the solver's newest record
        } else {
            while constraintOfHandle.count <= index { constraintOfHandle.append(nil) }
            constraintOfHandle[index] = constraint
        }
        firstNode.list(constraint, isSecond: false)
        if let secondNode, secondNode !== firstNode { secondNode.list(constraint, isSecond: true) }
        markDirty()
        if case .unsatisfiable(_, let conflicting) = outcome {
            constraint.markBroken(true)
            reportUnsatisfiable(constraint, conflicting: conflicting)
        } else {
            constraint.markBroken(false)
        }
    }

    /// Removes a constraint from the solver and from its items' nodes.
    func remove(_ constraint: LayoutConstraint) {
        guard let handle = constraint.handle, handle.engine === self else { return }
        LayoutStatistics.solverCalls += 1
        solver.remove(handle.id)
        forget(constraint)
        markDirty()
    }

    /// Drops the engine's records of a constraint (the solver no longer has it, or is about to
    /// release its variables).
    private func forget(_ constraint: LayoutConstraint) {
        guard let handle = constraint.handle else { return }
        if handle.id.index < constraintOfHandle.count { constraintOfHandle[handle.id.index] = nil }
        constraint.handle = nil
        constraint.markBroken(false)
        if let first = constraint.firstItem { nodeIfAny(of: first)?.unlist(constraint, isSecond: false) }
        if let second = constraint.secondItem { nodeIfAny(of: second)?.unlist(constraint, isSecond: true) }
    }

    func constantChanged(of constraint: LayoutConstraint, handle: LayoutSolverHandle) {
        LayoutStatistics.solverCalls += 1
        let outcome = solver.setConstant(handle.base - constraint.constant, of: handle.id)
        markDirty()
        if case .unsatisfiable(_, let conflicting) = outcome {
            let wasBroken = constraint.isBroken
            constraint.markBroken(true)
            if !wasBroken { reportUnsatisfiable(constraint, conflicting: conflicting) }
        }
    }

    func priorityChanged(of constraint: LayoutConstraint, handle: LayoutSolverHandle) {
        LayoutStatistics.solverCalls += 1
        solver.setPriority(Priority(constraint.priority.rawValue), of: handle.id)
        markDirty()
    }

    /// Adds the terms of `node`'s `attribute`, times `factor`, to `terms`; a margin's distance
    /// goes to `base`.
    private func append(
        _ node: ItemNode, _ attribute: LayoutConstraint.Attribute, _ factor: Double, to terms: inout TermList,
        base: inout Double
    ) {
        // Read only for a margin attribute (the getter adds the safe area).
        var margins: EdgeInsets { node.view?.layoutMargins ?? .zero }
        func add(_ variable: Variable, _ coefficient: Double) {
            terms.append(Term(variable: variable, coefficient: coefficient * factor))
        }
        switch attribute {
        case .left, .leading: add(node.left, 1)
        case .right, .trailing:
            add(node.left, 1)
            add(node.width, 1)
        case .top: add(node.top, 1)
        case .bottom, .lastBaseline, .firstBaseline:
            add(node.top, 1)
            add(node.height, 1)
        case .width: add(node.width, 1)
        case .height: add(node.height, 1)
        case .centerX:
            add(node.left, 1)
            add(node.width, 0.5)
        case .centerY:
            add(node.top, 1)
            add(node.height, 0.5)
        case .leftMargin, .leadingMargin:
            add(node.left, 1)
            base += margins.left * factor
        case .rightMargin, .trailingMargin:
            add(node.left, 1)
            add(node.width, 1)
            base -= margins.right * factor
        case .topMargin:
            add(node.top, 1)
            base += margins.top * factor
        case .bottomMargin:
            add(node.top, 1)
            add(node.height, 1)
            base -= margins.bottom * factor
        case .centerXWithinMargins:
            add(node.left, 1)
            add(node.width, 0.5)
            base += (margins.left - margins.right) / 2 * factor
        case .centerYWithinMargins:
            add(node.top, 1)
            add(node.height, 0.5)
            base += (margins.top - margins.bottom) / 2 * factor
        case .notAnAttribute: break
        }
    }

    /// The node of a view or guide in this engine, or `nil`.
    func nodeIfAny(of item: AnyObject) -> ItemNode? {
        let node: ItemNode? =
            if let view = item as? View { view.autoLayout?.node } else { (item as? LayoutGuide)?.node }
        return node?.engine === self ? node : nil
    }

    private func node(of item: AnyObject) -> ItemNode? { nodeIfAny(of: item) }

    // MARK: - Reports

    /// `MIS-22`, in the shape of UIKit's log.
    private func reportUnsatisfiable(_ broken: LayoutConstraint, conflicting: [ConstraintHandle]) {
        var listed = conflicting.compactMap { constraint(of: $0) }
        if !listed.containsIdentical(broken) { listed.append(broken) }
        let error = MisuseError(
            .unsatisfiableConstraints(
                broken: "\(broken)", conflicting: listed.map { "\($0)" }, items: broken.itemNames))
        if let owner = broken.firstItemOwner { Diagnostics.report(at: owner, error) } else { Diagnostics.report(error) }
    }

    // MARK: - Solution

    private func markDirty() {
        guard !isDirty else { return }
        isDirty = true
        LayoutEngine.dirty.append(self)
    }

    /// Whether some engine has changes that frames do not show yet.
    static var hasDirtyEngines: Bool { !dirty.isEmpty }

    /// Marks for layout the superview of each view whose solved frame changed (see the type's
    /// documentation). O(1) when no engine changed.
    static func flushAll() {
        while let engine = dirty.popLast() { engine.flush() }
    }

    private func flush() {
        isDirty = false
        let changed = solver.takeChangedVariables()
        guard !changed.isEmpty else { return }
        // The variables come in the order they were made, and a node's four were made together:
        // skipping a repeat of the previous node visits each node once (a node seen twice would
        // only be checked twice).
        // Read from a copy of the table, and the previous node by identity: no reference is
        // taken per node (setting marks runs no app code, so nothing here changes the table).
        let nodes = nodeOfVariable
        let root = root
        var previous: ObjectIdentifier?
        for variable in changed {
            guard variable.index < nodes.count, let node = nodes[variable.index] else { continue }
            let id = ObjectIdentifier(node)
            guard id != previous else { continue }
            previous = id
            guard let view = node.view else { continue }
            // The checks read the view's own flags before its Auto Layout state, and the
            // superview's before the view's: a view or superview marked already needs no more
            // (`setNeedsLayout()` would do nothing), and in a build every new view is marked and
            // its superview after the first, so most views cost no read of their state (two
            // objects fewer touched per view, BENCHMARKS.md).
            if !view.layoutFlags.contains(.needsLayout), let state = view.autoLayout, state.hasConstrainedSubviews {
                view.setNeedsLayout()
            }
            // A superview marked already needs no comparison (the mark is all the comparison decides).
            guard view !== root, let superview = view.storedSuperview, !superview.layoutFlags.contains(.needsLayout),
                !view.translatesAutoresizingMaskIntoConstraints, solvedFrame(of: view) != view.frame
            else { continue }
            superview.setNeedsLayout()
        }
    }

    /// The points-to-pixels scale of the tree: its root's display scale, 1 when unspecified.
    var scale: Double {
        let scale = root?.traitCollection.displayScale ?? 0
        return scale > 0 ? scale : 1
    }

    /// The solved rectangle of a node in the root's coordinates, each edge rounded to the pixel
    /// grid (`LAYOUT-5`).
    func solvedEdges(of node: ItemNode) -> (minX: Double, minY: Double, maxX: Double, maxY: Double) {
        solvedEdges(of: node, scale: scale)
    }

    private func solvedEdges(
        of node: ItemNode, scale: Double
    ) -> (minX: Double, minY: Double, maxX: Double, maxY: Double) {
        func pixel(_ value: Double) -> Double { (value * scale).rounded() / scale }
        let left = solver.value(of: node.left)
        let top = solver.value(of: node.top)
        return (
            pixel(left), pixel(top), pixel(left + solver.value(of: node.width)),
            pixel(top + solver.value(of: node.height))
        )
    }

    /// The frame the solution gives a view, in its superview's coordinates; its frame when it does
    /// not take part. The root keeps its origin; its size is the solved one unless
    /// ``View/rootSizeIsItsFrame``.
    func solvedFrame(of view: View) -> Rect {
        if view === root, !view.rootSizeIsItsFrame, let node = view.autoLayout?.node, node.engine === self {
            let edges = solvedEdges(of: node)
            return Rect(
                x: view.frame.x, y: view.frame.y, width: edges.maxX - edges.minX, height: edges.maxY - edges.minY)
        }
        guard let node = view.autoLayout?.node, node.engine === self, view !== root,
            let superNode = view.storedSuperview?.autoLayout?.node, superNode.engine === self
        else { return view.frame }
        return subviewFrames(of: superNode).frame(of: node)
    }

    /// What the solved frames of a view's subviews are computed from: the scale and the view's
    /// solved edges, read once for all of them (``View/applySolvedFramesToSubviews()``).
    @MainActor struct SubviewFrames {
        unowned(unsafe) let engine: LayoutEngine
        let scale: Double
        let origin: (x: Double, y: Double)

        /// The solved frame of the node of a subview (of this engine) in the view's coordinates.
        func frame(of node: ItemNode) -> Rect {
            let mine = engine.solvedEdges(of: node, scale: scale)
            return Rect(
                x: mine.minX - origin.x, y: mine.minY - origin.y, width: mine.maxX - mine.minX,
                height: mine.maxY - mine.minY)
        }
    }

    /// The ``SubviewFrames`` of the view whose node in this engine is `superNode`.
    func subviewFrames(of superNode: ItemNode) -> SubviewFrames {
        let scale = scale
        let edges = solvedEdges(of: superNode, scale: scale)
        return SubviewFrames(engine: self, scale: scale, origin: (edges.minX, edges.minY))
    }
}

/// The terms of one constraint on its way to the solver: at most four (an attribute has at most
/// two terms, a constraint two attributes), stored inline, so that adding a constraint builds no
/// array. Not main-actor isolated: ``add(to:constant:_:priority:)`` hands them to the solver from
/// a buffer on the stack, through a closure that is then not isolated either (entering a
/// main-actor closure checks the executor, a tenth of an activation in a profile, BENCHMARKS.md).
struct TermList {
    private var terms: (Term, Term, Term, Term)
    private(set) var count = 0

    /// An empty list; `filler` only initializes the unused slots.
    init(filler: Term) { terms = (filler, filler, filler, filler) }

    /// Adds a term; a fifth is dropped (no constraint has one).
    mutating func append(_ term: Term) {
        switch count {
        case 0: terms.0 = term
        case 1: terms.1 = term
        case 2: terms.2 = term
        case 3: terms.3 = term
        default: return
        }
        count += 1
    }

    /// Adds the constraint `terms + constant relation 0` to the solver.
    func add(to solver: Solver, constant: Double, _ relation: Relation, priority: Priority) -> AddOutcome {
        let count = count
        let terms = terms
        return withUnsafeTemporaryAllocation(of: Term.self, capacity: 4) { buffer in
            buffer.initializeElement(at: 0, to: terms.0)
            buffer.initializeElement(at: 1, to: terms.1)
            buffer.initializeElement(at: 2, to: terms.2)
            buffer.initializeElement(at: 3, to: terms.3)
            return solver.add(
                terms: UnsafeBufferPointer(rebasing: buffer[..<count]), constant: constant, relation, priority: priority
            )
        }
    }
}

/// Counts of the Auto Layout's work, for this package's operation-count tests of `LAYOUT-10`
/// (`package` access: users never see it).
@MainActor
package enum LayoutStatistics {
    /// Solver calls made since launch (variables made and released, constraints added, removed
    /// and changed).
    package static var solverCalls: Int {
        _read { yield EngineState.current.autoLayout.solverCalls }
        _modify { yield &EngineState.current.autoLayout.solverCalls }
    }
}
