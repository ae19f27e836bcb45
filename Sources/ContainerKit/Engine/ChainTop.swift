/// The top of a node's chain (a view's superview chain, a controller's parent chain) at an
/// amortized constant cost, for the busy check of `REENT-1` (`LIFE-5`).
///
/// Each node caches the top it last found (``Responder/cachedTop``) with the epoch it was found in
/// (``Responder/cachedTopEpoch``). **Invariant:** while a node's epoch equals ``epoch``, its cached
/// top is on its chain (itself or an ancestor), and so alive: a chain only grows above its top
/// until a link is cut, and every cut (a view leaving its superview or losing it to `deinit`, a
/// controller leaving its parent or losing it to `deinit`) moves ``epoch`` on
/// (``chainWasCut()``), which invalidates every cache at once. A lookup jumps along valid caches
/// and links to the top, then points every node it passed at that top (path compression), so a
/// deep chain asked from the bottom up, or again and again, costs O(1) per question on average.
/// The answer is exact: the top is still read at the moment of the question.
@MainActor
enum ChainTop {
    /// Moves on at every cut of a chain link. 64 bits: it never wraps, so a stale cache can never
    /// look valid again.
    private(set) static var epoch: UInt64 {
        _read { yield EngineState.current.chains.topEpoch }
        _modify { yield &EngineState.current.chains.topEpoch }
    }

    /// A link of some chain was cut: every cached top may be wrong now.
    @inline(__always)
    static func chainWasCut() { epoch &+= 1 }

    /// The top of `start`'s chain, following `up` (the superview, or the parent).
    ///
    /// - Complexity: amortized O(1) between cuts; O(*d*) in the depth of `start` after a cut.
    static func top(of start: Responder, _ up: (Responder) -> Responder?) -> Responder {
        let current = epoch
        var node = start
        while let next = step(from: node, current, up) { node = next }
        let top = node
        node = start
        while node !== top, let next = step(from: node, current, up) {
            node.cachedTop = top
            node.cachedTopEpoch = current
            node = next
        }
        return top
    }

    /// The next node towards the top: the cached top when valid and above the node, else the link.
    @inline(__always)
    private static func step(from node: Responder, _ current: UInt64, _ up: (Responder) -> Responder?) -> Responder? {
        if node.cachedTopEpoch == current, let cached = node.cachedTop, cached !== node { return cached }
        return up(node)
    }
}
