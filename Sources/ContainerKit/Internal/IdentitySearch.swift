/// Searches for an object by identity (`===`) without a closure.
///
/// `contains(where:)`, `firstIndex(where:)` and the like take a closure; a closure written in
/// main-actor code (all of ContainerKit) and handed to those nonisolated functions checks, each
/// time it is called, that it runs on the main actor (Swift 6's dynamic isolation check): one
/// check per element searched. In the profiles of the composition and list benchmarks these checks
/// were the largest cost of the containers' bookkeeping (BENCHMARKS.md). These loops compare
/// identities and call nothing.
extension Sequence where Element: AnyObject {
    /// Whether the sequence holds `object` itself.
    ///
    /// - Parameter object: The object to find; `nil` is never found.
    /// - Returns: `true` when an element is `object` (`===`).
    /// - Complexity: O(*n*).
    @inline(__always)
    func containsIdentical(_ object: AnyObject?) -> Bool {
        guard let object else { return false }
        for element in self where element === object { return true }
        return false
    }
}

extension Collection where Element: AnyObject {
    /// The index of `object` itself in the collection, the first one if it is there twice.
    ///
    /// - Parameter object: The object to find; `nil` is never found.
    /// - Returns: The index of the first element that is `object` (`===`), or `nil`.
    /// - Complexity: O(*n*).
    @inline(__always)
    func firstIndex(ofIdentical object: AnyObject?) -> Index? {
        guard let object else { return nil }
        var index = startIndex
        while index != endIndex {
            if self[index] === object { return index }
            formIndex(after: &index)
        }
        return nil
    }
}
