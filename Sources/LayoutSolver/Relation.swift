/// How a constraint's expression compares with zero: `expression REL 0`.
public enum Relation: Sendable, Hashable {
    /// `expression <= 0`.
    case lessThanOrEqual
    /// `expression == 0`.
    case equal
    /// `expression >= 0`.
    case greaterThanOrEqual
}

/// How strongly a constraint holds, on UIKit's scale from 1 to 1000 (`UILayoutPriority`).
///
/// ``required`` (1000) constraints are hard: the solution satisfies them all, or the one being
/// added is refused (``AddOutcome/unsatisfiable(_:conflicting:)``). Any other priority is
/// optional, and priorities are strictly ordered: any error at a priority is worse than any
/// errors, however many and however large, at all lower priorities together (see ``Solver``).
/// Values outside `(0, 1000]` are clamped into it when a constraint is added.
public struct Priority: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The priority on UIKit's scale.
    public var value: Float

    /// Makes a priority.
    /// - Parameter value: On UIKit's scale, 1 to 1000.
    public init(_ value: Float) { self.value = value }

    /// Makes a priority.
    public init(value: Float) { self.value = value }

    /// 1000: the constraint must hold.
    public static let required = Priority(1000)
    /// 750, UIKit's `defaultHigh` (the default compression resistance).
    public static let defaultHigh = Priority(750)
    /// 250, UIKit's `defaultLow` (the default content hugging).
    public static let defaultLow = Priority(250)
    /// 50, UIKit's `fittingSizeLevel`.
    public static let fittingSizeLevel = Priority(50)

    /// Whether this is a hard constraint (1000 or more).
    public var isRequired: Bool { value >= 1000 }

    public static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.value < rhs.value }

    public var description: String { "\(value)" }
}

/// What ``Solver/add(_:_:priority:)`` did with a constraint (also what
/// ``Solver/setConstant(_:of:)`` reports).
public enum AddOutcome: Sendable, Equatable {
    /// The constraint takes part in the solution.
    case added(ConstraintHandle)
    /// The constraint is required and cannot hold together with the required constraints already
    /// in the solver; it was left out of the solution (broken). `conflicting` names constraints
    /// that together cannot be satisfied, this one included, in the order they were added.
    /// The handle stays valid for ``Solver/remove(_:)``.
    case unsatisfiable(ConstraintHandle, conflicting: [ConstraintHandle])

    /// The constraint's handle, whatever happened to it.
    public var handle: ConstraintHandle {
        switch self {
        case .added(let handle): handle
        case .unsatisfiable(let handle, _): handle
        }
    }
}
