/// A short list whose first two elements are held in the value itself: appending them allocates
/// nothing, only a third one does.
///
/// For the bookkeeping of a running change, which is rebuilt for every transition and nearly
/// always holds one or two elements (the children a transition opened an appearance on, announced
/// or is adding; the nodes of a lease): an `Array` would allocate its buffer each time.
///
/// Invariant: the elements are `first`, `second`, then `more`, in that order; `first` is `nil` only
/// when the list is empty and `second` is `nil` only when it holds one element or none, and `more`
/// is empty unless both are set.
struct InlineList<Element>: RandomAccessCollection {
    private var first: Element?
    private var second: Element?
    private var more: [Element] = []

    /// An empty list.
    init() {}

    /// A list of the non-`nil` elements among `a` and `b`, in that order.
    init(_ a: Element?, _ b: Element?) {
        if let a { append(a) }
        if let b { append(b) }
    }

    var startIndex: Int { 0 }

    var endIndex: Int { second == nil ? (first == nil ? 0 : 1) : 2 + more.count }

    /// The number of elements, read directly (the collection's default counted through
    /// `distance(from:to:)`, a call).
    var count: Int { endIndex }

    subscript(position: Int) -> Element {
        get {
            switch position {
            case 0: return first!
            case 1: return second!
            default: return more[position - 2]
            }
        }
        set {
            switch position {
            case 0: first = newValue
            case 1: second = newValue
            default: more[position - 2] = newValue
            }
        }
    }

    /// Adds `element` at the end.
    ///
    /// - Complexity: O(1); allocates only from the third element on.
    mutating func append(_ element: Element) {
        if first == nil {
            first = element
        } else if second == nil {
            second = element
        } else {
            more.append(element)
        }
    }

    /// Adds the elements of `elements` at the end.
    mutating func append(contentsOf elements: some Sequence<Element>) {
        for element in elements { append(element) }
    }

    /// Removes and returns the element at `position`, keeping the order of the others.
    ///
    /// - Complexity: O(*n*).
    @discardableResult
    mutating func remove(at position: Int) -> Element {
        let removed = self[position]
        switch position {
        case 0:
            first = second
            second = more.isEmpty ? nil : more.removeFirst()
        case 1:
            second = more.isEmpty ? nil : more.removeFirst()
        default:
            more.remove(at: position - 2)
        }
        return removed
    }

    /// Removes and returns the last element; the list must not be empty.
    ///
    /// - Complexity: O(1).
    @discardableResult
    mutating func removeLast() -> Element {
        if !more.isEmpty { return more.removeLast() }
        if let last = second {
            second = nil
            return last
        }
        let last = first!
        first = nil
        return last
    }

    /// Removes the elements that satisfy `shouldBeRemoved`, keeping the order of the others.
    ///
    /// - Complexity: O(*n*); allocates nothing when the list holds two elements or fewer.
    mutating func removeAll(where shouldBeRemoved: (Element) throws -> Bool) rethrows {
        var index = startIndex
        while index < endIndex {
            if try shouldBeRemoved(self[index]) {
                remove(at: index)
            } else {
                index += 1
            }
        }
    }

    /// Removes every element; keeps nothing.
    mutating func removeAll() {
        self = InlineList()
    }
}
