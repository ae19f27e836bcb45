/// Who keeps whom alive, and the check that keeps that graph free of cycles.
///
/// The strong references of a tree: a view holds its subviews, a controller its root view and its
/// children, a container its content, a window its root controller, a list its cells. Every
/// operation that adds such a reference refuses it (`MIS-7`) when the new holder is already held,
/// directly or not, by what it would hold. Plain view cycles are one case; the others mix kinds,
/// for example a container placed inside a child of its own content controller, which no view or
/// controller rule alone sees but which would leak the whole loop (`LIFE-1`).
extension Responder {
    /// Whether `self` is kept alive, directly or through other nodes, by `candidate`.
    ///
    /// Walks the holders upwards, marking each node with the walk's epoch so that nodes reached by
    /// two paths (a root view is held by its superview and by its controller) are visited once.
    ///
    /// - Complexity: O(*h*) in the nodes above `self`; no allocation once the scratch stack has grown.
    final func isHeld(transitivelyBy candidate: Responder) -> Bool {
        OwnershipWalk.reaches(candidate, from: self) { node, visit in node.forEachHolder(visit) }
    }
}

extension ViewController {
    /// Whether nothing lies below this controller, in who holds whom or in the resolution chain:
    /// it has no children, presents nothing, and its root view is unloaded or holds no node
    /// (`View.holdsNoNode`).
    ///
    /// Such a controller is above no other node, so making it a child or placing its root view
    /// anywhere cannot close a loop (`MIS-7`), unless it meets itself: the cycle checks answer at
    /// once, which keeps building a deep controller chain top-down linear instead of quadratic.
    ///
    /// - Complexity: O(1).
    final var holdsNothingBelow: Bool {
        storedChildren.isEmpty && presentationLinks?.presented == nil && (storedView?.holdsNoNode ?? true)
    }
}

extension Responder {
    /// Whether `candidate` is this node or lies on its resolution chain (``ancestors``).
    ///
    /// The resolution chain must stay free of cycles too: an unplaced child resolves to its
    /// parent, so a parent whose view sits inside the child's view would make every upward walk
    /// loop. Operations that add a resolution link check it here first.
    ///
    /// - Complexity: O(*d*) in the length of the chain.
    final func resolves(through candidate: Responder) -> Bool {
        var node: Responder? = self
        while let current = node {
            if current === candidate { return true }
            node = current.scopeParent
        }
        return false
    }
}

extension Responder {
    /// Whether `candidate` is this node or could come on its resolution chain, whichever way a
    /// controller resolves: through its root view's superview (placed) or its parent (unplaced).
    ///
    /// A controller's root view placed under a view that reaches the controller this way (its
    /// parent's view inside its own child's view) would close the chain into a loop as soon as the
    /// child's view is unplaced, so such a placement is refused (`MIS-7`).
    ///
    /// - Complexity: O(*h*) in the nodes above `self`; no allocation once the scratch stack has grown.
    final func mayResolve(through candidate: Responder) -> Bool {
        OwnershipWalk.reaches(candidate, from: self) { node, visit in
            if let controller = node as? ViewController {
                if let superview = controller.storedView?.storedSuperview { visit(superview) }
                if let parent = controller.storedParent { visit(parent) }
            } else if let next = node.scopeParent {
                visit(next)
            }
        }
    }
}

/// The upward walks of the cycle checks: a depth-first search that marks each node with the
/// walk's epoch, so that a node reached by two paths is visited once, over a scratch stack that
/// keeps its capacity (no allocation once it has grown).
@MainActor
enum OwnershipWalk {
    static var epoch: UInt32 {
        _read { yield EngineState.current.chains.ownershipEpoch }
        _modify { yield &EngineState.current.chains.ownershipEpoch }
    }
    /// Scratch: the stack of the walk in progress, kept for its capacity. Each walk pushes and
    /// pops only its own tail (a nested walk from `successors` leaves it as it found it), and
    /// every access is a read, an append or a removal that runs no other code while it is open
    /// (unchecked exclusivity: main-actor state).
    @exclusivity(unchecked) static var stack: [Responder] = []

    /// Whether `candidate` is `start` or can be reached from it through `successors`.
    static func reaches(
        _ candidate: Responder, from start: Responder, _ successors: (Responder, (Responder) -> Void) -> Void
    ) -> Bool {
        epoch &+= 1
        let current = epoch
        let base = stack.count
        defer { if stack.count > base { stack.removeSubrange(base...) } }
        stack.append(start)
        while stack.count > base {
            let node = stack.removeLast()
            if node === candidate { return true }
            if node.ownershipVisitEpoch == current { continue }
            node.ownershipVisitEpoch = current
            successors(node) { stack.append($0) }
        }
        return false
    }
}
