/// An unknown of a ``Solver``: one coordinate of a view's frame (x, y, width, height), or any
/// other quantity a caller wants solved.
///
/// A variable is an opaque handle made by ``Solver/makeVariable()``; it is only meaningful to the
/// solver that made it. Handles compare by identity of the unknown, and their order (`Comparable`)
/// is the order in which the solver made them, which is what the solver uses whenever it has to
/// choose between variables (so the same sequence of calls gives the same results in every process).
public struct Variable: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The variable's symbol in the solver's tableau (dense, from 0).
    @usableFromInline let id: Int

    init(id: Int) { self.id = id }

    public static func < (lhs: Variable, rhs: Variable) -> Bool { lhs.id < rhs.id }

    public var description: String { "v\(id)" }
}

/// A handle for one constraint added to a ``Solver`` with ``Solver/add(_:_:priority:)``.
///
/// A handle stays valid until ``Solver/remove(_:)``, whether the constraint took part in the
/// solution or was broken when it was added (``AddOutcome/unsatisfiable(_:conflicting:)``); after
/// it, the handle does nothing, even once a later constraint reuses its record. The handles of the
/// constraints present order (`Comparable`) as their constraints were added.
public struct ConstraintHandle: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The index of the constraint's record in the solver.
    @usableFromInline let id: Int
    /// The number of constraints the solver had added before this one: it tells this constraint
    /// from a later one that reuses its record.
    let serial: Int

    init(id: Int, serial: Int) {
        self.id = id
        self.serial = serial
    }

    /// The handle of the constraint at `id` when no record was reused (the serial is the id).
    init(id: Int) { self.init(id: id, serial: id) }

    public static func < (lhs: ConstraintHandle, rhs: ConstraintHandle) -> Bool { lhs.id < rhs.id }

    public var description: String { "c\(id)" }
}

extension Variable {
    /// The variable's dense index (0, 1, 2... in the order the solver made its symbols), for a
    /// caller in this package that keeps a table per variable in an array. Inlinable: the Auto
    /// Layout engine reads it several times per constraint and per variable.
    @inlinable package var index: Int { id }
}

extension ConstraintHandle {
    /// The handle's dense index (0, 1, 2... in the order the constraints were added), for a
    /// caller in this package that keeps a table per constraint in an array. Inlinable, as
    /// ``Variable/index``.
    @inlinable package var index: Int { id }
}
