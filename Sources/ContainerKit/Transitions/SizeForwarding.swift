/// The default forwarding of the size-transition hooks (`APP-13`), bounded in stack depth for
/// deep trees (`LIFE-5`).
///
/// UIKit forwards `viewWillTransition(to:with:)` and `willTransition(to:with:)` from inside the
/// default implementations: an override's code after `super` runs after the hooks of every
/// controller below it. ContainerKit keeps that nesting for the first ``maximumNesting`` levels of
/// forwarding on the stack. A forwarding asked for deeper than that is **deferred**: it runs once
/// the outermost forwarding has called its own children, so the stack never holds more than
/// ``maximumNesting`` forwardings, however deep the tree (**policy**: below that level, code after
/// `super` runs before the deeper hooks instead of after them; no app nests controllers that deep).
/// Deferred forwardings run in the order a recursive forwarding would have reached them
/// (depth first, children in order).
@MainActor
enum SizeForwarding {
    /// How many forwardings may nest on the stack before the next one is deferred.
    static let maximumNesting = 64

    /// The forwardings on the stack now (`CompositionState`, with its invariant).
    private static var nesting: Int {
        _read { yield CompositionState.current.sizeForwarding.nesting }
        _modify { yield &CompositionState.current.sizeForwarding.nesting }
    }

    /// The forwardings deferred while the running one (or the deferred one being run) called its
    /// hooks, in the order they were asked for; handed to ``run(_:)``'s loop when that ends.
    private static var deferred: [() -> Void] {
        _read { yield CompositionState.current.sizeForwarding.deferred }
        _modify { yield &CompositionState.current.sizeForwarding.deferred }
    }

    /// Runs `forwarding` (a controller's calls of its children's and presented controller's
    /// hooks) now, or defers it when ``maximumNesting`` forwardings are already on the stack. The
    /// outermost forwarding then runs the deferred ones, depth first, before it returns.
    ///
    /// - Parameter forwarding: The calls of the hooks below one controller.
    /// - Complexity: O(1) besides `forwarding`; the outermost call also runs the deferred
    ///   forwardings, with O(1) bookkeeping each.
    static func run(_ forwarding: @escaping () -> Void) {
        if nesting >= maximumNesting {
            deferred.append(forwarding)
            return
        }
        let outermost = nesting == 0
        nesting += 1
        forwarding()
        nesting -= 1
        guard outermost, !deferred.isEmpty else { return }
        // Depth first: the forwardings a deferred one defers run before the ones deferred
        // earlier. Each batch is reversed so that its next forwarding is its last element.
        var batches: [[() -> Void]] = [take()]
        while var batch = batches.popLast() {
            guard let next = batch.popLast() else { continue }
            if !batch.isEmpty { batches.append(batch) }
            nesting = 1
            next()
            nesting = 0
            let produced = take()
            if !produced.isEmpty { batches.append(produced) }
        }
    }

    /// The deferred forwardings, reversed (the next to run last), and none left deferred.
    private static func take() -> [() -> Void] {
        defer { deferred.removeAll(keepingCapacity: true) }
        return deferred.reversed()
    }
}
