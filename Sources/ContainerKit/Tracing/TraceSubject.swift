/// A node as it appears in a recorded event: its name and its identity at the time of the event.
///
/// Events do not keep nodes alive: a subject holds the node's identity and where its name came
/// from, never a reference to the node, so recording a trace never delays a release (`LIFE-1`).
///
/// **The name is the one the node had when the event was recorded**: renaming a node later does
/// not change the lines already recorded. Recording stores only what the name is made of (the
/// explicit name, or the type whose name stands in for it); ``name`` spells it out when read, so
/// recording an event builds no string (`TRACE-2`, profiled).
///
/// A recorder numbers the unnamed nodes of one type in the order its trace meets them, from the
/// second on: `ContainerView<CartView>`, `ContainerView<CartView>#2`, … (`TRACE-9`,
/// `DefaultNameNumbers`). A subject made with ``init(_:)`` outside a recorder has no number yet;
/// the number is not part of equality, which compares the node and what its name is made of.
public struct TraceSubject: Sendable, Hashable, CustomStringConvertible {
    /// The node's identity. Compare it with `ObjectIdentifier(node)`.
    public let id: ObjectIdentifier
    /// The serial number, with ``rootViewBit`` set for a root view named after its controller
    /// and ``viewBit`` for a view.
    private let serialAndFlags: UInt64
    /// The explicit name the name is made of: the node's own, or, for a root view named after its
    /// controller, the controller's; `nil` when a type's name stands in for it.
    private let explicitName: String?
    /// The type whose name stands in when there is no explicit name: the node's, or its
    /// controller's for a root view named after it.
    private let namingType: Responder.Type?
    /// The serial number of the node whose type names this one: the node's own, or its
    /// controller's for a root view named after it. The key of the node's number in a trace.
    private let namingSerial: UInt64
    /// The node's number among the unnamed nodes of its type's name in the recorder's trace
    /// (`TRACE-9`): 0 until numbered, 1 for the first (written without a number), then 2, 3, …
    private var number: UInt32 = 0

    private static let rootViewBit: UInt64 = 1 << 63
    /// Set for a view recorded without an explicit name (the only case where its name may be its
    /// controller's): interning a node seen before then needs no dynamic cast to tell whether it
    /// is a view (profiled). An explicit name stays once set, so a subject recorded with one never
    /// needs to know. Serial numbers never reach this bit.
    private static let viewBit: UInt64 = 1 << 62
    private static let flagBits = rootViewBit | viewBit

    /// The subject of an event that belongs to no node (a ``LifecycleEvent/mark(_:)``): an empty
    /// name and serial number 0, which no node has.
    public static let none = TraceSubject()

    private init() {
        id = ObjectIdentifier(TraceSubject.self)
        serialAndFlags = 0
        explicitName = ""
        namingType = nil
        namingSerial = 0
    }

    /// Creates the subject of a node.
    ///
    /// - Parameter node: The node.
    /// - Complexity: O(1); builds no string (the name is spelled out when read).
    @MainActor
    public init(_ node: Responder) {
        id = ObjectIdentifier(node)
        if let explicit = node.extras?.name {
            namingSerial = node.serialNumber
            serialAndFlags = node.serialNumber
            explicitName = explicit
            namingType = nil
        } else if let view = node as? View {
            if let controller = view.controllerNamingIt {
                serialAndFlags = node.serialNumber | TraceSubject.viewBit | TraceSubject.rootViewBit
                explicitName = controller.extras?.name
                namingType = explicitName == nil ? Swift.type(of: controller) : nil
                namingSerial = controller.serialNumber
            } else {
                serialAndFlags = node.serialNumber | TraceSubject.viewBit
                namingSerial = node.serialNumber
                explicitName = nil
                namingType = Swift.type(of: node)
            }
        } else {
            serialAndFlags = node.serialNumber
            namingSerial = node.serialNumber
            explicitName = nil
            namingType = Swift.type(of: node)
        }
    }

    /// The node's ``Responder/name`` when the event happened, with the number a recorder gave it
    /// if it is unnamed (`ContainerView<CartView>#2`, `P#2.view`; `TRACE-9`).
    ///
    /// - Complexity: O(1) for an explicit name; otherwise the type's name is looked up (the
    ///   runtime caches it), and a root view's name is formed as `<controller>.view`.
    public var name: String {
        let base =
            explicitName
            ?? namingType.map { DefaultNameNumbers.spelled(String(describing: $0), number: number) } ?? ""
        return serialAndFlags & TraceSubject.rootViewBit != 0 ? base + ".view" : base
    }

    /// This subject with its number in a trace (`TRACE-9`); an explicitly named subject needs none.
    ///
    /// - Parameter numbers: The trace's numbers; a node met for the first time gets the next one.
    /// - Returns: The subject, numbered.
    func numbered(by numbers: inout DefaultNameNumbers) -> TraceSubject {
        guard let namingType else { return self }
        var numbered = self
        numbered.number = numbers.number(of: namingSerial, type: namingType)
        return numbered
    }

    /// Whether the name is the node's own type's (no explicit name, not a root view named after
    /// its controller): then it stays so while the node has no explicit name and is not named
    /// after a controller, since a node's type never changes.
    var isTypeNamed: Bool { explicitName == nil && serialAndFlags & TraceSubject.rootViewBit == 0 }

    /// Whether the node is a ``View`` recorded without an explicit name (``viewBit``).
    var isView: Bool { serialAndFlags & TraceSubject.viewBit != 0 }

    /// The node's ``Responder/serialNumber``: unlike ``id``, never shared with a later node.
    public var serialNumber: UInt64 { serialAndFlags & ~TraceSubject.flagBits }

    public var description: String { name }

    /// Equal when they stand for the same node under the same name.
    public static func == (lhs: TraceSubject, rhs: TraceSubject) -> Bool {
        lhs.id == rhs.id && lhs.serialNumber == rhs.serialNumber
            && (lhs.isRecorded(like: rhs) || lhs.name == rhs.name)
    }

    /// Whether `other` is this subject recorded again under the same name, compared by what the
    /// names are made of (no string is built).
    func isRecorded(like other: TraceSubject) -> Bool {
        serialAndFlags == other.serialAndFlags && explicitName == other.explicitName
            && namingType.map(ObjectIdentifier.init) == other.namingType.map(ObjectIdentifier.init)
    }

    /// Whether ``TraceSubject/init(_:)`` of `node` would now make a subject recorded like this
    /// one (`isRecorded(like:)` of that subject), compared in place: no subject is built and no
    /// name is retained, so interning a node already seen under the same name costs a few loads
    /// (profiled).
    @MainActor @inline(__always)
    func isRecorded(like node: Responder) -> Bool {
        // A subject of another node is never recorded like this one. For the same node, a
        // subject recorded without an explicit name tells whether the node is a view (the view
        // bit), so no cast; one recorded with an explicit name does not, but its node still has
        // one (an explicit name stays once set) and so never reaches the view case.
        guard serialAndFlags & ~TraceSubject.flagBits == node.serialNumber else { return false }
        let isRootViewNamedAfterController = serialAndFlags & TraceSubject.rootViewBit != 0
        // The three cases of `init(_:)`, in its order. A subject with an explicit name and no
        // root-view bit has no naming type, so comparing the name and the bits suffices.
        if let explicit = node.extras?.name {
            return !isRootViewNamedAfterController && explicitName == explicit
        }
        if isView, let controller = unsafeDowncast(node, to: View.self).controllerNamingIt {
            guard isRootViewNamedAfterController else { return false }
            if let explicit = controller.extras?.name { return explicitName == explicit }
            return explicitName == nil
                && namingType.map(ObjectIdentifier.init) == ObjectIdentifier(Swift.type(of: controller))
        }
        return !isRootViewNamedAfterController && explicitName == nil
            && namingType.map(ObjectIdentifier.init) == ObjectIdentifier(Swift.type(of: node))
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(serialNumber)
    }
}

extension View {
    /// The controller whose name this view's default name is made of (`<controller>.view`), if
    /// any: the same test as ``defaultName``'s.
    @inline(__always)
    var controllerNamingIt: ViewController? {
        isNamedAfterController ? storedController ?? Engine.loading.last : nil
    }
}

extension Optional where Wrapped == TraceSubject {
    /// The argument as written in a canonical line: the name, or `nil`.
    var traceArgument: String { self?.name ?? "nil" }
}
