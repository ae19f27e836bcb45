extension CompositionController {
    /// Makes ``ViewController/children`` equal `order` (`COMP-7`, `COMP-9`: the stack, or the
    /// tabs, in order).
    ///
    /// The core only appends children, so the children from the first misplaced one on are
    /// re-seated in order: `willMove(toParent: nil)`, `removeFromParent()`, `addChild`,
    /// `didMove(toParent:)`. Their views stay where they are (a re-seated top keeps its view and
    /// its appearance). Nothing happens when the order is already right, which is the case for
    /// every push, pop and tab switch; only reorderings pay (**policy**).
    ///
    /// - Complexity: O(*n*) in the children.
    final func reseatChildren(in order: [ViewController]) {
        let current = children
        var firstMismatch = 0
        while firstMismatch < min(current.count, order.count), current[firstMismatch] === order[firstMismatch] {
            firstMismatch += 1
        }
        guard firstMismatch < max(current.count, order.count) else { return }
        for child in order[firstMismatch...] {
            if child.parent === self {
                child.willMove(toParent: nil)
                Composition.removeFromParent(child)
            }
            Composition.addChildQuietly(child, to: self)
        }
    }
}
