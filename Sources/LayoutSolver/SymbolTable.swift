/// A table indexed by symbol id whose storage ends at the highest symbol written so far: a symbol
/// past its end reads as the table's `empty` value, and the first write to one grows the storage
/// up to it.
///
/// The solver's `rows`, `columns` and `children` are such tables. Most symbols of an Auto Layout
/// build are variables that become links (see "Links" in `Solver.swift`) and never get a row, a
/// column entry or a child: making a symbol then appends to `symbolState` alone instead of to four
/// tables (the three appends were about 600 instructions per view of a 10k build, BENCHMARKS.md).
///
/// Invariant: `count <= ` the number of symbols (checked by `Solver._checkInvariants()`); every
/// symbol at or past `count` holds `empty`.
struct SymbolTable<Element> {
    /// The entries of symbols `0 ..< count`.
    private var storage: [Element] = []
    /// What a symbol past the end holds.
    private let empty: Element

    /// An empty table, each symbol reading `empty`.
    init(empty: Element) { self.empty = empty }

    /// How many symbols have storage (at most the number of symbols).
    var count: Int { storage.count }

    /// The entry of `symbol` (a symbol id, not negative).
    subscript(symbol: Int) -> Element {
        @inline(__always) get { symbol < storage.count ? storage[symbol] : empty }
        @inline(__always) _modify {
            if symbol >= storage.count {
                // Room for as many symbols again: a table that jumps to a high symbol (a row made
                // after thousands of links) then grows by doubling, as an append would, not by
                // the few symbols each later constraint adds.
                if storage.capacity <= symbol { storage.reserveCapacity(2 * (symbol + 1)) }
                storage.append(contentsOf: repeatElement(empty, count: symbol + 1 - storage.count))
            }
            yield &storage[symbol]
        }
    }
}

extension SymbolTable where Element: Collection {
    /// Whether `symbol`'s entry is empty, read without copying it.
    @inline(__always)
    func isEmpty(at symbol: Int) -> Bool { symbol >= storage.count || storage[symbol].isEmpty }
}

extension SymbolTable where Element == Row? {
    /// Whether `symbol` has a row (is basic), read without copying the row.
    @inline(__always)
    func hasRow(_ symbol: Int) -> Bool { symbol < storage.count && storage[symbol] != nil }
}
