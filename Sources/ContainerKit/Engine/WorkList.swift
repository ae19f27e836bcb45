/// A first-in, first-out list of work that is safe against anything a release runs.
///
/// The engine's queues (changes deferred until the outermost operation ends, work waiting for a
/// view load) hold closures, and a closure may hold the last reference to a node: releasing it can
/// run a `deinit` that tears a transition down and queues more work on the same list. A list that
/// released its entries from inside one of its own mutating calls (`removeAll()`) would then be
/// changed while that call is still open, which corrupts memory under unchecked exclusivity.
///
/// So no mutating call of a `WorkList` ever releases an entry: ``take()`` hands the entry to its
/// caller (who releases it once the call has returned), and the storage is cleared only when
/// every slot is empty already.
///
/// Invariant: `slots[..<head]` are all `nil` (taken); `slots[head...]` are the entries still to
/// run, in the order they were appended.
struct WorkList<Work> {
    private var slots: [Work?] = []
    private var head = 0

    /// Whether no entry waits.
    var isEmpty: Bool { head == slots.count }

    /// How many entries wait.
    var count: Int { slots.count - head }

    /// Appends an entry; it runs after every entry appended before it.
    ///
    /// - Complexity: amortized O(1).
    mutating func append(_ work: Work) {
        slots.append(work)
    }

    /// The oldest waiting entry, taken out of the list (the list keeps no reference to it), or
    /// `nil` when none waits. Releases nothing while it runs: the slot's reference moves to the
    /// result. Once the last entry is taken the storage is emptied, keeping its capacity.
    ///
    /// - Complexity: O(1).
    mutating func take() -> Work? {
        guard head < slots.count else { return nil }
        let work = slots[head].take()
        head += 1
        if head == slots.count {
            // Every slot is `nil`: emptying them releases nothing.
            slots.removeAll(keepingCapacity: true)
            head = 0
        }
        return work
    }
}
