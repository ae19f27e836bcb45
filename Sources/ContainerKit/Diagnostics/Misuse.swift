/// The misuses that ContainerKit catches, each tied to its rule in the specification.
///
/// The raw value is the rule's ID (`"MIS-7"`). ``invalidArgument`` covers bad input that is not a
/// containment misuse (an index out of range, a sibling that is not a subview).
public enum Misuse: String, Sendable, CaseIterable, CustomStringConvertible {
    /// `MIS-7`: adding a view to itself or to one of its own descendants.
    case viewCycle = "MIS-7"
    /// `MIS-11`: an overridden hook that does not call `super`.
    case missingSuperCall = "MIS-11"
    /// `MIS-12`: changing, or resolving through, a node after ``Responder/tearDown()``.
    case tornDown = "MIS-12"
    /// `MIS-15`: a change requested from a hook that ContainerKit deferred and that then failed.
    case reentrantChange = "MIS-15"
    /// Bad input that no `MIS` rule covers: an index out of range, a sibling that is not a subview.
    case invalidArgument = "ARG"

    /// The rule's ID, such as `MIS-7`.
    public var id: String { rawValue }

    public var description: String { rawValue }
}
