/// Which views take part in Auto Layout, and how their constraints follow them between trees
/// (`LAYOUT-4`, `LAYOUT-10`).
///
/// **Taking part.** A view takes part once something constrains it (a constraint is activated
/// with it or one of its guides as an item); its superview chain then takes part too, up to the
/// tree's root, whose ``ViewAutoLayout/ownedEngine`` is made then. A view that starts taking part
/// is marked for a constraint update (``View/setNeedsUpdateConstraints()``), unless a constraint
/// pass is running (its hooks are making the constraints).
///
/// **Moving.** When a view that takes part moves (to another superview, out of its tree, or into
/// a tree as a root's subview), the constraints that relate a view of its subtree to a view
/// outside it are deactivated, as UIKit's `removeFromSuperview()` does; the nodes of its subtree
/// are released from the old engine and made in the new tree's engine, and the constraints among
/// the views of its subtree are added there again in the order they were activated (so a set that
/// breaks a constraint breaks the same one there, `MIS-22`). Cost: O(the views of the subtree that
/// take part, their subviews, and their constraints); a move of a view that does not take part
/// costs one check.
@MainActor
enum AutoLayoutParticipation {
    /// The node of the view or guide of a constraint's item, made (with its ancestors') when it
    /// does not take part yet; `nil` for an item that is gone or a guide no view owns.
    static func ensureNode(of item: Tether) -> ItemNode? {
        if let view = item.view { return ensureNode(of: view) }
        guard let guide = item.guide, let view = guide.owningView else { return nil }
        if let node = guide.node, node.engine === view.autoLayout?.node?.engine, view.autoLayout?.node != nil {
            return node
        }
        guard let viewNode = ensureNode(of: view) else { return nil }
        return viewNode.engine.makeNode(for: guide)
    }

    static func ensureNode(of view: View) -> ItemNode? {
        if let node = view.autoLayout?.node { return node }
        // The common case: the superview takes part already (no chain to collect).
        if let superNode = view.storedSuperview?.autoLayout?.node {
            let node = superNode.engine.makeNode(for: view)
            if ConstraintPass.depth == 0 { view.setNeedsUpdateConstraints() }
            return node
        }
        var chain = [view]
        var top = view
        while let superview = top.storedSuperview, superview.autoLayout?.node == nil {
            chain.append(superview)
            top = superview
        }
        let engine: LayoutEngine
        if let existing = top.storedSuperview?.autoLayout?.node?.engine {
            engine = existing
        } else {
            let state = top.ensureAutoLayout()
            if let owned = state.ownedEngine {
                engine = owned
            } else {
                engine = LayoutEngine(root: top)
                state.ownedEngine = engine
            }
        }
        var node: ItemNode?
        for member in chain.reversed() {
            node = engine.makeNode(for: member)
            if ConstraintPass.depth == 0 { member.setNeedsUpdateConstraints() }
        }
        return node
    }

    /// Moves the constraints of `view`'s subtree to its new tree, after its links changed (see the
    /// type's documentation). Called for every move; one check when the view does not take part.
    static func viewDidMove(_ view: View, from oldSuperview: View?) {
        guard let rootNode = view.autoLayout?.node else { return }
        let oldEngine = rootNode.engine
        // The nodes of the subtree, pre-order: a view that does not take part heads a subtree
        // where none does.
        var views: [View] = []
        var stack = [view]
        while let current = stack.popLast() {
            guard current.autoLayout?.node != nil else { continue }
            views.append(current)
            stack.append(contentsOf: current.storedSubviews.reversed())
        }
        var inside = Set<ObjectIdentifier>()
        var nodes: [ItemNode] = []
        for member in views {
            inside.insert(ObjectIdentifier(member))
            if let node = member.autoLayout?.node { nodes.append(node) }
            for guide in member.autoLayout?.guides ?? [] {
                inside.insert(ObjectIdentifier(guide))
                if let node = guide.node, node.engine === oldEngine { nodes.append(node) }
            }
        }
        var kept: [LayoutConstraint] = []
        var crossing: [LayoutConstraint] = []
        var seen = Set<ObjectIdentifier>()
        for node in nodes {
            for constraint in node.constraints where constraint.kind == .app {
                guard seen.insert(ObjectIdentifier(constraint)).inserted else { continue }
                let items = [constraint.firstItem, constraint.secondItem].compactMap { $0 }
                if items.allSatisfy({ inside.contains(ObjectIdentifier($0)) }) {
                    kept.append(constraint)
                } else {
                    crossing.append(constraint)
                }
            }
        }
        for constraint in crossing { constraint.deactivateOne() }
        for node in nodes { oldEngine.release(node) }
        for member in views { member.autoLayout?.node = nil }
        for member in views { for guide in member.autoLayout?.guides ?? [] { guide.node = nil } }
        if oldSuperview == nil, oldEngine.root === view { view.autoLayout?.ownedEngine = nil }

        // The new tree: the new superview's engine (made to take part), or the view's own.
        for member in views {
            _ = ensureNodeWithoutMark(of: member)
            for guide in member.autoLayout?.guides ?? [] {
                if let engine = member.autoLayout?.node?.engine { _ = engine.makeNode(for: guide) }
            }
        }
        for constraint in kept.sorted(by: { $0.sequence < $1.sequence }) {
            constraint.handle = nil
            guard let engine = constraint.firstTether?.owningView?.autoLayout?.node?.engine else {
                continue
            }
            engine.add(constraint)
        }
    }

    /// A subtree is being torn down (`MIS-12`), after it left its place (which deactivated the
    /// constraints that related it to the rest of its tree): every constraint that still
    /// mentions or is installed on a view or guide of the subtree is deactivated, its nodes are
    /// released, and the engine it owned is dropped, so that nothing of it keeps a constraint, a
    /// solver or a node alive (**policy**: a torn-down view never takes part again, so its
    /// constraints can never matter). O(the views of the subtree that take part and their
    /// constraints); one check when the root does not take part.
    static func subtreeWillBeTornDown(_ root: View) {
        guard let rootState = root.autoLayout, rootState.node != nil || !rootState.installed.isEmpty else { return }
        var views: [View] = []
        var stack = [root]
        while let current = stack.popLast() {
            guard let state = current.autoLayout, state.node != nil || !state.installed.isEmpty else { continue }
            views.append(current)
            stack.append(contentsOf: current.storedSubviews.reversed())
        }
        var constraints: [LayoutConstraint] = []
        for view in views {
            guard let state = view.autoLayout else { continue }
            constraints += state.installed
            if let node = state.node { constraints += node.constraints.filter { $0.kind == .app } }
            for guide in state.guides {
                if let node = guide.node { constraints += node.constraints.filter { $0.kind == .app } }
            }
        }
        for constraint in constraints.sorted(by: { $0.sequence < $1.sequence }) { constraint.deactivateOne() }
        var engines: [LayoutEngine] = []
        for view in views {
            guard let state = view.autoLayout else { continue }
            for guide in state.guides {
                if let node = guide.node { node.engine.release(node) }
                guide.node = nil
            }
            if let node = state.node {
                node.engine.release(node)
                state.node = nil
            }
            if let owned = state.ownedEngine { engines.append(owned) }
            state.ownedEngine = nil
        }
        withExtendedLifetime(engines) {}
    }

    /// As ``ensureNode(of:)-(View)``, without marking the views for a constraint update: their
    /// constraints moved with them.
    private static func ensureNodeWithoutMark(of view: View) -> ItemNode? {
        if let node = view.autoLayout?.node { return node }
        if let superview = view.storedSuperview {
            guard let superNode = superview.autoLayout?.node ?? ensureNode(of: superview) else { return nil }
            return superNode.engine.makeNode(for: view)
        }
        let state = view.ensureAutoLayout()
        let engine = state.ownedEngine ?? LayoutEngine(root: view)
        state.ownedEngine = engine
        return engine.makeNode(for: view)
    }
}
