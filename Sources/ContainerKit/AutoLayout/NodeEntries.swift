/// The constraints that mention one item (``ItemNode/entries``): the first four held in the value
/// itself, the rest in an array.
///
/// A constrained view is usually mentioned by four constraints (a position and a size on each
/// axis): its list then costs no allocation (an array per node was one of a constrained view's
/// allocations: holding them inline saved 240 instructions per view of a 10k build,
/// BENCHMARKS.md). An ancestor that many views relate to keeps the rest in ``more``. The inline
/// entries are stored as their constraints and one bit each for ``ItemNode/Entry/isSecond``
/// (`inlineSecond`): 8 bytes an entry instead of 16, so that a node is 136 bytes, 144 of the
/// allocator instead of 176.
///
/// Invariant: the entries are the inline ones `0 ..< min(count, 4)`, then `more`, in that order;
/// the inline slots at and after `count` are `nil` with their bits clear, and `more` is empty
/// while `count <= 4`.
struct NodeEntries: RandomAccessCollection {
    private var inline: (LayoutConstraint?, LayoutConstraint?, LayoutConstraint?, LayoutConstraint?) = (
        nil, nil, nil, nil
    )
    private var more: [ItemNode.Entry] = []
    /// How many entries the list holds.
    private(set) var count = 0
    /// Bit `i` is the ``ItemNode/Entry/isSecond`` of inline entry `i`.
    private var inlineSecond: UInt8 = 0

    /// An empty list.
    init() {}

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    subscript(position: Int) -> ItemNode.Entry {
        get {
            guard position >= 4 else {
                return ItemNode.Entry(
                    constraint: inlineConstraint(position), isSecond: inlineSecond & (1 << position) != 0)
            }
            return more[position - 4]
        }
        set {
            guard position >= 4 else { return setInline(position, newValue) }
            more[position - 4] = newValue
        }
    }

    /// The constraint of inline entry `position` (below `min(count, 4)`).
    private func inlineConstraint(_ position: Int) -> LayoutConstraint {
        switch position {
        case 0: inline.0.unsafelyUnwrapped
        case 1: inline.1.unsafelyUnwrapped
        case 2: inline.2.unsafelyUnwrapped
        default: inline.3.unsafelyUnwrapped
        }
    }

    /// Stores inline entry `position` (below 4), or clears it (`nil`).
    private mutating func setInline(_ position: Int, _ entry: ItemNode.Entry?) {
        switch position {
        case 0: inline.0 = entry?.constraint
        case 1: inline.1 = entry?.constraint
        case 2: inline.2 = entry?.constraint
        default: inline.3 = entry?.constraint
        }
        let bit: UInt8 = 1 << position
        if entry?.isSecond == true { inlineSecond |= bit } else { inlineSecond &= ~bit }
    }

    /// Adds an entry at the end.
    ///
    /// - Complexity: O(1) amortized; allocates only from the fifth entry on.
    mutating func append(_ entry: ItemNode.Entry) {
        switch count {
        case 0: inline.0 = entry.constraint
        case 1: inline.1 = entry.constraint
        case 2: inline.2 = entry.constraint
        case 3: inline.3 = entry.constraint
        default: more.append(entry)
        }
        if entry.isSecond, count < 4 { inlineSecond |= 1 << count }
        count += 1
    }

    /// Removes and returns the last entry; the list must not be empty.
    ///
    /// - Complexity: O(1).
    mutating func removeLast() -> ItemNode.Entry {
        count -= 1
        let last = self[count]
        if count < 4 { setInline(count, nil) } else { more.removeLast() }
        return last
    }

    /// Removes every entry; keeps nothing.
    mutating func removeAll() { self = NodeEntries() }
}
