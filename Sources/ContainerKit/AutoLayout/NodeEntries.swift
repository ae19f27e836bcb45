/// The constraints that mention one item (``ItemNode/entries``): the first four held in the value
/// itself, the rest in an array.
///
/// A constrained view is usually mentioned by four constraints (a position and a size on each
/// axis): its list then costs no allocation (an array per node was one of a constrained view's
/// allocations: holding them inline saved 240 instructions per view of a 10k build,
/// BENCHMARKS.md). An ancestor that many views relate to keeps the rest in ``more``.
///
/// Invariant: the entries are `inline.0` to `inline.3`, then `more`, in that order; the inline slots
/// at and after `count` are `nil`, and `more` is empty while `count <= 4`.
struct NodeEntries: RandomAccessCollection {
    private var inline: (ItemNode.Entry?, ItemNode.Entry?, ItemNode.Entry?, ItemNode.Entry?) = (nil, nil, nil, nil)
    private var more: [ItemNode.Entry] = []
    /// How many entries the list holds.
    private(set) var count = 0

    /// An empty list.
    init() {}

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    subscript(position: Int) -> ItemNode.Entry {
        get {
            switch position {
            case 0: inline.0.unsafelyUnwrapped
            case 1: inline.1.unsafelyUnwrapped
            case 2: inline.2.unsafelyUnwrapped
            case 3: inline.3.unsafelyUnwrapped
            default: more[position - 4]
            }
        }
        set {
            switch position {
            case 0: inline.0 = newValue
            case 1: inline.1 = newValue
            case 2: inline.2 = newValue
            case 3: inline.3 = newValue
            default: more[position - 4] = newValue
            }
        }
    }

    /// Adds an entry at the end.
    ///
    /// - Complexity: O(1) amortized; allocates only from the fifth entry on.
    mutating func append(_ entry: ItemNode.Entry) {
        switch count {
        case 0: inline.0 = entry
        case 1: inline.1 = entry
        case 2: inline.2 = entry
        case 3: inline.3 = entry
        default: more.append(entry)
        }
        count += 1
    }

    /// Removes and returns the last entry; the list must not be empty.
    ///
    /// - Complexity: O(1).
    mutating func removeLast() -> ItemNode.Entry {
        count -= 1
        let last = self[count]
        switch count {
        case 0: inline.0 = nil
        case 1: inline.1 = nil
        case 2: inline.2 = nil
        case 3: inline.3 = nil
        default: more.removeLast()
        }
        return last
    }

    /// Removes every entry; keeps nothing.
    mutating func removeAll() { self = NodeEntries() }
}
