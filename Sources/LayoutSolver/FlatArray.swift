#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(ucrt)
import ucrt
#endif

/// A growable array of plain values (no references) that one solver owns alone: the storage of
/// `symbolState`, `records`, `pool` and `dirty`, the tables that grow with every variable and
/// constraint (a first layout of n views lists 4n variables in `dirty`).
///
/// Unlike `Array`, it is not copied on write (it is noncopyable: its only owner is the solver), so
/// a write checks no uniqueness, and it grows by `realloc`, which may extend the block where it
/// lies instead of copying it (seldom, in a build: see `grow()`). In a 10k Auto Layout build, the
/// tables as `Array`s cost about 1,000 instructions per view more, mostly uniqueness checks
/// (BENCHMARKS.md, branch `alperf-7`).
///
/// Invariants: `count <= capacity <= maximumCount` (2^30); the elements `0 ..< count` are
/// initialized; `Element` holds no references (checked when the array is made), so moving its
/// bytes moves the elements.
struct FlatArray<Element>: ~Copyable {
    /// The storage of `capacity` elements, or nil before the first append.
    private var base: UnsafeMutablePointer<Element>?
    /// How many elements there are.
    private(set) var count = 0
    /// How many elements the storage holds.
    private var capacity = 0

    /// An empty array; it allocates nothing until the first append.
    init() {
        precondition(_isPOD(Element.self), "FlatArray holds plain values only")
    }

    deinit { free(base) }

    /// Whether the array is empty.
    var isEmpty: Bool { count == 0 }

    /// The indices of the elements, `0 ..< count`.
    var indices: Range<Int> { 0..<count }

    /// The last element, or nil when the array is empty.
    var last: Element? { count == 0 ? nil : self[count - 1] }

    /// The element at `index` (`0 ..< count`, checked).
    subscript(index: Int) -> Element {
        @inline(__always) unsafeAddress {
            precondition(UInt(bitPattern: index) < UInt(bitPattern: count), "FlatArray index out of range")
            return UnsafePointer(base.unsafelyUnwrapped + index)
        }
        @inline(__always) unsafeMutableAddress {
            precondition(UInt(bitPattern: index) < UInt(bitPattern: count), "FlatArray index out of range")
            return base.unsafelyUnwrapped + index
        }
    }

    /// Appends an element.
    /// - Complexity: O(1) amortized.
    @inline(__always)
    mutating func append(_ element: Element) {
        if count == capacity { grow() }
        (base.unsafelyUnwrapped + count).initialize(to: element)
        count += 1
    }

    /// The most elements an array holds: its indices, and counts up to it, fit in 32 bits (the
    /// solver stores them so; at 24 bytes an element, the largest array is 24 GiB).
    static var maximumCount: Int { 1 << 30 }

    /// Makes the storage four times as large (16 elements at first), in place when `realloc` can:
    /// growing by 4× copies a third of what doubling copies, which matters as `realloc` seldom
    /// grows these tables in place (they grow together, so the space after one is seldom free).
    @inline(never)
    private mutating func grow() {
        precondition(capacity < Self.maximumCount, "FlatArray: more than 2^30 elements")
        let newCapacity = Swift.max(16, 4 * capacity)
        let (bytes, overflow) = newCapacity.multipliedReportingOverflow(by: MemoryLayout<Element>.stride)
        guard !overflow, let raw = realloc(base, bytes) else {
            preconditionFailure("FlatArray: out of memory")
        }
        base = raw.bindMemory(to: Element.self, capacity: newCapacity)
        capacity = newCapacity
    }

    /// Removes and returns the last element (the array must not be empty).
    @discardableResult
    mutating func removeLast() -> Element {
        precondition(count > 0, "FlatArray is empty")
        count -= 1
        return base.unsafelyUnwrapped[count]
    }

    /// Removes the last `k` elements (at most `count`); the storage is kept.
    mutating func removeLast(_ k: Int) {
        precondition(k >= 0 && k <= count, "FlatArray: removing more elements than it has")
        count -= k
    }

    /// Removes every element; the storage is kept.
    mutating func removeAll() { count = 0 }

    /// Calls `body` with the elements in one mutable buffer (no check per element).
    mutating func withUnsafeMutableBufferPointer<Result>(
        _ body: (UnsafeMutableBufferPointer<Element>) throws -> Result
    ) rethrows -> Result {
        try body(UnsafeMutableBufferPointer(start: base, count: count))
    }
}
