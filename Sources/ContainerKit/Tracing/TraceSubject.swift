/// A node as it appears in a recorded event: its name and its identity at the time of the event.
///
/// Events do not keep nodes alive: a subject holds the name and an `ObjectIdentifier`, never a
/// reference, so recording a trace never delays a release (`LIFE-1`).
public struct TraceSubject: Sendable, Hashable, CustomStringConvertible {
    /// The node's ``Responder/name`` when the event happened.
    public let name: String
    /// The node's identity. Compare it with `ObjectIdentifier(node)`.
    public let id: ObjectIdentifier
    /// The node's ``Responder/serialNumber``: unlike ``id``, never shared with a later node.
    public let serialNumber: UInt64

    /// Creates the subject of a node.
    ///
    /// - Parameter node: The node.
    @MainActor
    public init(_ node: Responder) {
        name = node.name
        id = ObjectIdentifier(node)
        serialNumber = node.serialNumber
    }

    public var description: String { name }
}

extension Optional where Wrapped == TraceSubject {
    /// The argument as written in a canonical line: the name, or `nil`.
    var traceArgument: String { self?.name ?? "nil" }
}
