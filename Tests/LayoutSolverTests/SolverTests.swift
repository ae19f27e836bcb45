import XCTest

import typealias LayoutSolver.LinearExpression

@testable import LayoutSolver

/// The classic Cassowary cases, in this package's words. Sources: the examples of Badros, Borning
/// and Stuckey, "The Cassowary Linear Arithmetic Constraint Solving Algorithm" (ACM TOCHI 2001,
/// the midpoint of a segment, sections 2 and 3), and the cases of kiwisolver's
/// `py/tests/test_solver.py` (simple equality, inequality, required conflicts, edits as constant
/// changes, strengths), written again here with their values worked out by hand.
final class SolverTests: XCTestCase {
    /// Fails at the caller's line when an invariant of the tableau does not hold.
    func assertInvariants(_ solver: Solver, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(solver._checkInvariants(), [], file: file, line: line)
    }

    func assertValue(
        _ solver: Solver, _ variable: Variable, _ expected: Double, file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(solver.value(of: variable), expected, accuracy: 1e-9, file: file, line: line)
    }

    func testSimpleEquality() {
        let solver = Solver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        XCTAssertEqual(solver.add(x + y - 10, .equal, priority: .required), .added(ConstraintHandle(id: 0)))
        XCTAssertEqual(solver.add(x - y - 2, .equal, priority: .required), .added(ConstraintHandle(id: 1)))
        assertValue(solver, x, 6)
        assertValue(solver, y, 4)
        assertInvariants(solver)
    }

    func testInequalityAgainstWeakStay() {
        let solver = Solver()
        let x = solver.makeVariable()
        _ = solver.add(x - 100, .equal, priority: Priority(1))  // a weak "stay" at 100
        assertValue(solver, x, 100)
        let cap = solver.add(x - 10, .lessThanOrEqual, priority: .required)  // x <= 10
        assertValue(solver, x, 10)
        _ = solver.add(x - 20, .greaterThanOrEqual, priority: .required)  // x >= 20 conflicts
        assertValue(solver, x, 10)
        solver.remove(cap.handle)
        assertValue(solver, x, 100)
        assertInvariants(solver)
    }

    // MIS-22: a required constraint that cannot hold is broken (the one being added), and the
    // conflict names it with the constraints it cannot hold with.
    func testRequiredConflictBreaksTheNewConstraint_MIS22() {
        let solver = Solver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        let a = solver.add(x - 10, .equal, priority: .required).handle
        let unrelated = solver.add(y - 5, .equal, priority: .required).handle
        let outcome = solver.add(x - 20, .equal, priority: .required)
        XCTAssertEqual(outcome, .unsatisfiable(ConstraintHandle(id: 2), conflicting: [a, ConstraintHandle(id: 2)]))
        assertValue(solver, x, 10)
        assertValue(solver, y, 5)
        assertInvariants(solver)
        // The broken constraint's handle is still valid: removing it changes nothing else.
        solver.remove(outcome.handle)
        assertValue(solver, x, 10)
        // With the first one gone, the same constraint now adds.
        solver.remove(a)
        // The fourth constraint added reuses the freed record of the third, the last one then.
        XCTAssertEqual(solver.add(x - 20, .equal, priority: .required), .added(ConstraintHandle(id: 2, serial: 3)))
        assertValue(solver, x, 20)
        XCTAssertFalse(solver.constraintsAffecting(x).contains(unrelated))
        assertInvariants(solver)
    }

    // MIS-22: a conflict among inequalities goes through the artificial variable; the
    // constraints named are the ones involved, not every required constraint.
    func testInequalityConflictNamesOnlyTheInvolved_MIS22() {
        let solver = Solver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        let low = solver.add(x - 10, .greaterThanOrEqual, priority: .required).handle  // x >= 10
        _ = solver.add(y - 3, .equal, priority: .required)
        let high = solver.add(x - y - 20, .greaterThanOrEqual, priority: .required).handle  // x >= y + 20
        let outcome = solver.add(x - 15, .lessThanOrEqual, priority: .required)  // x <= 15
        guard case .unsatisfiable(let handle, let conflicting) = outcome else {
            return XCTFail("expected a conflict, got \(outcome)")
        }
        XCTAssertTrue(conflicting.contains(handle))
        XCTAssertTrue(conflicting.contains(high))
        XCTAssertFalse(conflicting.contains(low))
        assertValue(solver, x, 23)
        assertInvariants(solver)
    }

    // LAYOUT-6: with kiwisolver's strengths as priorities: a strong equality beats a medium
    // inequality, and a required equality beats both.
    func testStrengths_LAYOUT6() {
        let solver = Solver()
        let v1 = solver.makeVariable()
        let v2 = solver.makeVariable()
        _ = solver.add(v1 + v2, .equal, priority: .required)
        _ = solver.add(v1 - 10, .greaterThanOrEqual, priority: Priority(500))
        _ = solver.add(v2 - 2, .equal, priority: Priority(750))
        assertValue(solver, v1, -2)
        assertValue(solver, v2, 2)
        assertInvariants(solver)
    }

    // LAYOUT-6: many errors at a low priority never outweigh one error at a higher one (no
    // weights that add up: the objective is lexicographic).
    func testManyLowerPriorityMissesNeverOutweighOneHigherMiss_LAYOUT6() {
        let solver = Solver()
        let x = solver.makeVariable()
        _ = solver.add(LinearExpression(x), .equal, priority: Priority(251))  // wants x = 0
        for _ in 0..<1000 {
            _ = solver.add(x - 1_000_000, .equal, priority: Priority(250))  // a thousand want x = 1e6
        }
        assertValue(solver, x, 0)
        // And adjacent priorities that differ by a tiny step still order strictly.
        let y = solver.makeVariable()
        _ = solver.add(y - 1, .equal, priority: Priority(500.0001))
        for _ in 0..<100 { _ = solver.add(y - 2, .equal, priority: Priority(500)) }
        assertValue(solver, y, 1)
        assertInvariants(solver)
    }

    // The Cassowary paper's midpoint: xm = (xl + xr) / 2, xl + 10 <= xr, xl >= 0, xr <= 100,
    // with weak stays, and an "edit" of xm at a strong priority moved by constant changes.
    func testMidpointWithEdits_LAYOUT8() {
        let solver = Solver()
        let xl = solver.makeVariable()
        let xm = solver.makeVariable()
        let xr = solver.makeVariable()
        _ = solver.add(2 * xm - xl - xr, .equal, priority: .required)
        _ = solver.add(xl + 10 - xr, .lessThanOrEqual, priority: .required)
        _ = solver.add(LinearExpression(xl), .greaterThanOrEqual, priority: .required)
        _ = solver.add(xr - 100, .lessThanOrEqual, priority: .required)
        _ = solver.add(xl - 10, .equal, priority: Priority(1))
        _ = solver.add(xr - 30, .equal, priority: Priority(2))
        assertValue(solver, xl, 10)
        assertValue(solver, xr, 30)
        assertValue(solver, xm, 20)
        let edit = solver.add(xm - 20, .equal, priority: Priority(750)).handle
        _ = solver.takeChangedVariables()
        // xm = 50: xr's stay (priority 2) outranks xl's (1), but xl + 10 <= xr holds: xr = 55.
        XCTAssertEqual(solver.setConstant(-50, of: edit), .added(edit))
        XCTAssertEqual(solver.takeChangedVariables(), [xl, xm, xr])
        assertValue(solver, xm, 50)
        assertValue(solver, xl, 45)
        assertValue(solver, xr, 55)
        assertInvariants(solver)
        solver.setConstant(-90, of: edit)  // xr <= 100 and xr >= xl + 10: xr = 95, xl = 85
        assertValue(solver, xl, 85)
        assertValue(solver, xr, 95)
        solver.setConstant(-10, of: edit)  // xl >= 0 bounds it: xl = 0, xr = 20
        assertValue(solver, xl, 0)
        assertValue(solver, xr, 20)
        solver.setConstant(-150, of: edit)  // out of reach: the edit (optional) gives way at 95
        assertValue(solver, xm, 95)
        assertValue(solver, xl, 90)
        assertValue(solver, xr, 100)
        XCTAssertEqual(solver.takeChangedVariables(), [xl, xm, xr])
        XCTAssertEqual(solver.takeChangedVariables(), [])
        assertInvariants(solver)
    }

    // LAYOUT-8 (hasAmbiguousLayout): a variable is ambiguous when it can move without breaking a
    // required constraint or adding error at any priority.
    func testAmbiguity_LAYOUT8() {
        let solver = Solver()
        let x = solver.makeVariable()
        let width = solver.makeVariable()
        XCTAssertTrue(solver.isAmbiguous(x))  // nothing mentions it
        _ = solver.add(x + width - 300, .equal, priority: .required)  // x + width = 300
        XCTAssertTrue(solver.isAmbiguous(x))
        XCTAssertTrue(solver.isAmbiguous(width))
        let minimum = solver.add(width - 100, .greaterThanOrEqual, priority: .required)
        XCTAssertTrue(solver.isAmbiguous(x))  // width may grow
        let preferred = solver.add(width - 120, .equal, priority: Priority(250))
        XCTAssertFalse(solver.isAmbiguous(x))
        XCTAssertFalse(solver.isAmbiguous(width))
        assertValue(solver, x, 180)
        solver.remove(preferred.handle)
        XCTAssertTrue(solver.isAmbiguous(width))
        _ = solver.add(width - 100, .lessThanOrEqual, priority: .required)
        XCTAssertFalse(solver.isAmbiguous(width))  // held between 100 and 100
        assertValue(solver, x, 200)
        _ = minimum
        let linked = solver.makeVariable()
        _ = solver.add(linked - x - 5, .equal, priority: .required)  // a link to x
        XCTAssertFalse(solver.isAmbiguous(linked))
        assertInvariants(solver)
    }

    // LAYOUT-8 (constraintsAffectingLayout): the constraints that mention the variable and those
    // its value depends on, in the order they were added.
    func testConstraintsAffecting_LAYOUT8() {
        let solver = Solver()
        let x = solver.makeVariable()
        let width = solver.makeVariable()
        let right = solver.makeVariable()
        let other = solver.makeVariable()
        let a = solver.add(width - 100, .equal, priority: .required).handle
        let b = solver.add(Expression(x), .greaterThanOrEqual, priority: .required).handle
        let c = solver.add(x - 10, .equal, priority: Priority(500)).handle
        let d = solver.add(right - x - width, .equal, priority: .required).handle  // right = x + width
        let e = solver.add(other - 3, .equal, priority: .required).handle
        XCTAssertEqual(solver.constraintsAffecting(right), [a, b, c, d])  // through x, its root
        XCTAssertEqual(solver.constraintsAffecting(x), [b, c, d])
        XCTAssertEqual(solver.constraintsAffecting(other), [e])
        solver.remove(c)
        XCTAssertFalse(solver.constraintsAffecting(right).contains(c))
        assertInvariants(solver)
    }

    // LAYOUT-6: an optional priority moves to another optional priority; required <-> optional
    // is refused and changes nothing (MIS-23 is reported by the API layer).
    func testSetPriority_LAYOUT6() {
        let solver = Solver()
        let x = solver.makeVariable()
        let low = solver.add(x - 10, .equal, priority: Priority(250)).handle
        _ = solver.add(x - 20, .equal, priority: Priority(500))
        assertValue(solver, x, 20)
        XCTAssertTrue(solver.setPriority(Priority(750), of: low))
        assertValue(solver, x, 10)
        XCTAssertFalse(solver.setPriority(.required, of: low))
        assertValue(solver, x, 10)
        let hard = solver.add(x - 15, .lessThanOrEqual, priority: .required).handle
        XCTAssertFalse(solver.setPriority(Priority(999), of: hard))
        assertValue(solver, x, 10)
        assertInvariants(solver)
    }

    // LAYOUT-10: the tables that grow with every variable and constraint keep their 32-bit fields
    // (a 10k build touches 40k of each; their bytes are time, BENCHMARKS.md, branch `alperf-7`).
    func testPerSymbolAndPerConstraintTablesStayCompact_LAYOUT10() {
        XCTAssertEqual(MemoryLayout<Solver.SymbolState>.stride, 48)
        XCTAssertEqual(MemoryLayout<Solver.ConstraintRecord>.stride, 48)
        XCTAssertEqual(MemoryLayout<Solver.PoolEntry>.stride, 24)
        XCTAssertEqual(FlatArray<Int>.maximumCount, 1 << 30)
        // The widest ids a table can hold read back exactly through the 32-bit fields.
        var entry = Solver.PoolEntry(variable: 0, coefficient: 1, constraint: 0, next: -1, previous: -1)
        entry.variable = FlatArray<Int>.maximumCount - 1
        entry.next = FlatArray<Int>.maximumCount - 1
        XCTAssertEqual(entry.variable, FlatArray<Int>.maximumCount - 1)
        XCTAssertEqual(entry.next, FlatArray<Int>.maximumCount - 1)
        XCTAssertEqual(entry.previous, -1)
        var state = Solver.SymbolState(kind: .external, owner: -1)
        state.linkRoot = Solver.one
        XCTAssertEqual(state.linkRoot, Solver.one)
        XCTAssertEqual(state.owner, -1)
    }

    // LAYOUT-10: only the variables that moved are reported, once.
    func testChangedVariables_LAYOUT10() {
        let solver = Solver()
        let a = solver.makeVariable()
        let b = solver.makeVariable()
        let c = solver.makeVariable()
        _ = solver.add(a - 10, .equal, priority: .required)
        let link = solver.add(b - a - 5, .equal, priority: .required).handle
        _ = solver.add(c - 7, .equal, priority: Priority(1))
        XCTAssertEqual(solver.takeChangedVariables(), [a, b, c])
        XCTAssertEqual(solver.takeChangedVariables(), [])
        solver.setConstant(-6, of: link)
        XCTAssertEqual(solver.takeChangedVariables(), [b])
        assertValue(solver, b, 16)
        solver.releaseVariable(b)
        XCTAssertEqual(solver.takeChangedVariables(), [])
        XCTAssertEqual(solver.value(of: b), 0)
        XCTAssertEqual(solver.constraintsAffecting(b), [])
        solver.remove(link)  // already removed with the variable: nothing happens
        assertValue(solver, a, 10)
        assertInvariants(solver)
    }

    // MIS-22: a conflict through links names the links too; breaking leaves the rest intact.
    func testConflictThroughLinks_MIS22() {
        let solver = Solver()
        let x0 = solver.makeVariable()
        let x1 = solver.makeVariable()
        let x2 = solver.makeVariable()
        let a = solver.add(x0 - 0, .equal, priority: .required).handle
        let b = solver.add(x1 - x0 - 10, .equal, priority: .required).handle
        let c = solver.add(x2 - x1 - 10, .equal, priority: .required).handle
        XCTAssertEqual(solver.statistics.links, 3)
        let outcome = solver.add(x2 - 25, .greaterThanOrEqual, priority: .required)
        XCTAssertEqual(
            outcome, .unsatisfiable(ConstraintHandle(id: 3), conflicting: [a, b, c, ConstraintHandle(id: 3)]))
        assertValue(solver, x2, 20)
        // The same conflict made by a constant change breaks the changed constraint.
        let floor = solver.add(x2 - 15, .greaterThanOrEqual, priority: .required).handle
        XCTAssertEqual(
            solver.setConstant(-25, of: floor), .unsatisfiable(floor, conflicting: [a, b, c, floor]))
        assertValue(solver, x2, 20)
        // Moving a link moves what hangs on it, with no conflict.
        XCTAssertEqual(solver.setConstant(-5, of: b), .added(b))
        assertValue(solver, x2, 15)
        assertInvariants(solver)
    }

    /// Removing constraints frees their records: 10,000 constraints (links, rows, optional ones)
    /// added and then removed, in an order that leaves holes before the last, bring the record
    /// count back to where it started; a handle of a removed constraint does nothing to a later
    /// constraint that reuses its record (LAYOUT-10).
    func testRemovedConstraintsFreeTheirRecords_LAYOUT10() {
        let solver = Solver()
        let x = solver.makeVariable()
        let kept = solver.add(x - 5, .equal, priority: .required).handle
        XCTAssertEqual(solver.recordCount, 1)
        var variables: [Variable] = []
        var handles: [ConstraintHandle] = []
        for index in 0..<10_000 {
            let v = solver.makeVariable()
            variables.append(v)
            switch index % 4 {
            case 0: handles.append(solver.add(v - x - Double(index), .equal, priority: .required).handle)
            case 1: handles.append(solver.add(v - x, .greaterThanOrEqual, priority: .required).handle)
            case 2: handles.append(solver.add(v - 7, .equal, priority: Priority(500)).handle)
            default: handles.append(solver.add(v + x - 20, .lessThanOrEqual, priority: Priority(250)).handle)
            }
        }
        XCTAssertEqual(solver.recordCount, 10_001)
        assertInvariants(solver)
        // The odd ones first (each leaves a live record after it), then the even ones, last first.
        for index in stride(from: 1, to: handles.count, by: 2) { solver.remove(handles[index]) }
        XCTAssertEqual(solver.recordCount, 10_000)
        assertInvariants(solver)
        for index in stride(from: handles.count - 2, through: 0, by: -2) { solver.remove(handles[index]) }
        XCTAssertEqual(solver.recordCount, 1)
        assertInvariants(solver)
        assertValue(solver, x, 5)
        // A new constraint reuses the first freed record; the old handle does nothing to it.
        let reused = solver.add(variables[0] - 3, .equal, priority: .required).handle
        XCTAssertEqual(reused.index, handles[0].index)
        XCTAssertNotEqual(reused, handles[0])
        solver.remove(handles[0])
        XCTAssertEqual(solver.setConstant(-9, of: handles[0]), .added(handles[0]))
        assertValue(solver, variables[0], 3)
        XCTAssertEqual(solver.recordCount, 2)
        XCTAssertLessThan(kept, reused)
        assertInvariants(solver)
    }
}
