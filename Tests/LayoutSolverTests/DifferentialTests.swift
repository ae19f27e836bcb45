import XCTest

@testable import LayoutSolver

/// Random small systems solved by `Solver` incrementally and by `Reference` (dense, from scratch)
/// after every operation: the values must agree within 1e-6, and so must every decision that a
/// required constraint cannot hold (MIS-22). Each system has 2 to 4 variables, each held by a
/// "stay" at its own low priority (1 to 4) so that the optimum is unique, and starts with 2 to 8
/// random constraints (coefficients -3...3, constants -30...30, mixed relations and priorities),
/// then 8 random operations: add, remove, setConstant, setPriority.
///
/// `CONTAINERKIT_SOLVER_RANDOM_SYSTEMS` sets the number of systems (2,000 by default).
final class DifferentialTests: XCTestCase {
    static var systemCount: Int {
        let environment = ProcessInfo.processInfo.environment["CONTAINERKIT_SOLVER_RANDOM_SYSTEMS"]
        return environment.flatMap { Int($0) } ?? 2_000
    }

    /// One step of a system, formatted only when a check fails (formatting every step cost more
    /// than solving it).
    enum LogEntry: CustomStringConvertible {
        case add(ReferenceConstraint, AddOutcome)
        case newVariable(Int)
        case remove(ConstraintHandle)
        case setConstant(Double, ConstraintHandle, AddOutcome)
        case setPriority(Float, ConstraintHandle, Bool)

        var description: String {
            switch self {
            case .add(let constraint, let outcome): "add \(constraint) -> \(outcome)"
            case .newVariable(let index): "new variable v\(index)"
            case .remove(let handle): "remove \(handle)"
            case .setConstant(let constant, let handle, let outcome):
                "setConstant \(constant) of \(handle) -> \(outcome)"
            case .setPriority(let priority, let handle, let changed):
                "setPriority \(priority) of \(handle) -> \(changed)"
            }
        }
    }

    struct Model {
        var constraints: [ReferenceConstraint] = []
        var handles: [ConstraintHandle] = []
        var active: [Bool] = []  // in the solution (not broken, not removed)
        var removed: [Bool] = []
    }

    // LAYOUT-6, MIS-22, LAYOUT-8: the incremental solver agrees with the dense reference.
    func testRandomSystemsAgreeWithDenseReference_LAYOUT6_MIS22() {
        let count = Self.systemCount
        var generator = SplitMix64(seed: 0x5EED_50_1FE5)
        var conflicts = 0
        var links = 0
        for system in 0..<count {
            if !runSystem(system, &generator, &conflicts, &links) { return }
        }
        print(
            "LayoutSolver differential: \(count) systems, \(conflicts) unsatisfiable decisions, \(links) links checked")
        XCTAssertGreaterThan(conflicts, count / 50, "the random systems should exercise conflicts")
        XCTAssertGreaterThan(links, count / 10, "the random systems should exercise links")
    }

    func randomConstraint(_ variableCount: Int, _ generator: inout SplitMix64) -> ReferenceConstraint {
        var coefficients = [Double](repeating: 0, count: variableCount)
        for _ in 0..<Int.random(in: 1...3, using: &generator) {
            coefficients[Int.random(in: 0..<variableCount, using: &generator)] = Double(
                [-3, -2, -1, 1, 2, 3].randomElement(using: &generator) ?? 1)
        }
        let relations: [Relation] = [.equal, .lessThanOrEqual, .greaterThanOrEqual]
        let priorities: [Float] = [1000, 1000, 1000, 750, 500, 250, 100]
        return ReferenceConstraint(
            coefficients: coefficients,
            constant: Double(Int.random(in: -30...30, using: &generator)),
            relation: relations.randomElement(using: &generator) ?? .equal,
            priority: priorities.randomElement(using: &generator) ?? 1000)
    }

    func expression(_ constraint: ReferenceConstraint, _ variables: [Variable]) -> LayoutSolver.Expression {
        LayoutSolver.Expression(
            terms: constraint.coefficients.enumerated().filter { $0.element != 0 }.map {
                Term(variables[$0.offset], coefficient: $0.element)
            },
            constant: constraint.constant)
    }

    /// Checks one decision against the reference: `outcome` for the constraint at `index`.
    func check(
        _ outcome: AddOutcome, _ index: Int, _ model: inout Model, variableCount: Int,
        context: @autoclosure () -> String,
        _ conflicts: inout Int
    ) -> Bool {
        let current = model.constraints.indices.filter { model.active[$0] && $0 != index }.map { model.constraints[$0] }
        let feasible = Reference.isFeasible(current + [model.constraints[index]], variableCount: variableCount)
        switch outcome {
        case .added:
            model.active[index] = true
            if !feasible {
                XCTFail("\(context()): added, but the reference finds the required constraints unsatisfiable")
                return false
            }
        case .unsatisfiable(let handle, let conflicting):
            conflicts += 1
            model.active[index] = false
            if feasible {
                XCTFail("\(context()): reported unsatisfiable, but the reference satisfies it")
                return false
            }
            // The conflicting constraints: the new one among them, all required, and together
            // unsatisfiable on their own.
            let indices = conflicting.compactMap { model.handles.firstIndex(of: $0) }
            XCTAssertTrue(conflicting.contains(handle), context())
            XCTAssertEqual(indices.count, conflicting.count, context())
            XCTAssertEqual(conflicting, conflicting.sorted(), context())
            let set = indices.map { model.constraints[$0] }
            XCTAssertTrue(set.allSatisfy { $0.priority >= 1000 }, context())
            if Reference.isFeasible(set, variableCount: variableCount) {
                XCTFail("\(context()): the conflicting constraints \(conflicting) can all hold")
                return false
            }
        }
        return true
    }

    /// A required equality in the shape that the solver may take as a link (see "Links" in
    /// Solver.swift): `a * v - a * w + c = 0` or `a * v + c = 0`, sometimes with a third term.
    func randomLinkShape(_ variable: Int, _ variableCount: Int, _ generator: inout SplitMix64) -> ReferenceConstraint {
        var coefficients = [Double](repeating: 0, count: variableCount)
        let a = Double([-2, -1, 1, 2].randomElement(using: &generator) ?? 1)
        coefficients[variable] = a
        let other = Int.random(in: 0..<variableCount, using: &generator)
        if other != variable && Bool.random(using: &generator) { coefficients[other] -= a }
        let third = Int.random(in: 0..<variableCount, using: &generator)
        if third != variable && Int.random(in: 0..<4, using: &generator) == 0 { coefficients[third] += 1 }
        return ReferenceConstraint(
            coefficients: coefficients, constant: Double(Int.random(in: -30...30, using: &generator)),
            relation: .equal, priority: 1000)
    }

    func runSystem(_ system: Int, _ generator: inout SplitMix64, _ conflicts: inout Int, _ links: inout Int) -> Bool {
        let solver = Solver()
        defer { links += solver.statistics.links }
        var variables = (0..<Int.random(in: 2...4, using: &generator)).map { _ in solver.makeVariable() }
        var model = Model()
        var stays: Set<Int> = []
        var log: [LogEntry] = []

        func add(_ constraint: ReferenceConstraint) -> Bool {
            let outcome = solver.add(
                expression(constraint, variables), constraint.relation, priority: Priority(constraint.priority))
            model.constraints.append(constraint)
            model.handles.append(outcome.handle)
            model.active.append(false)
            model.removed.append(false)
            log.append(.add(constraint, outcome))
            return check(
                outcome, model.constraints.count - 1, &model, variableCount: variables.count,
                context: "system \(system): \(log.map(\.description).joined(separator: "; "))", &conflicts)
        }

        /// Variable i wants a random value at priority i + 1: with these the optimum is unique.
        func addStay(_ i: Int) -> Bool {
            var coefficients = [Double](repeating: 0, count: variables.count)
            coefficients[i] = 1
            stays.insert(model.constraints.count)
            return add(
                ReferenceConstraint(
                    coefficients: coefficients, constant: Double(Int.random(in: -20...20, using: &generator)),
                    relation: .equal, priority: Float(i + 1)))
        }

        // First the constraints, some in the shape of links while the variables are fresh, then
        // the stays.
        for _ in 0..<Int.random(in: 2...8, using: &generator) {
            let constraint =
                Int.random(in: 0..<3, using: &generator) == 0
                ? randomLinkShape(Int.random(in: 0..<variables.count, using: &generator), variables.count, &generator)
                : randomConstraint(variables.count, &generator)
            guard add(constraint) else { return false }
        }
        for i in variables.indices { guard addStay(i) else { return false } }
        guard compare(solver, variables, model, system, log) else { return false }
        for _ in 0..<8 {
            let candidates = model.constraints.indices.filter { !model.removed[$0] && !stays.contains($0) }
            let operation = Int.random(in: 0..<5, using: &generator)
            if operation == 0 || candidates.isEmpty {
                guard add(randomConstraint(variables.count, &generator)) else { return false }
            } else if operation == 1 {
                // A new variable, linked to the others while it is fresh, then held by its stay.
                variables.append(solver.makeVariable())
                log.append(.newVariable(variables.count - 1))
                guard add(randomLinkShape(variables.count - 1, variables.count, &generator)) else { return false }
                guard addStay(variables.count - 1) else { return false }
            } else if operation == 2 {
                let index = candidates.randomElement(using: &generator) ?? candidates[0]
                solver.remove(model.handles[index])
                model.removed[index] = true
                model.active[index] = false
                log.append(.remove(model.handles[index]))
            } else if operation == 3 {
                let index = (candidates + stays.sorted()).randomElement(using: &generator) ?? 0
                let constant = Double(Int.random(in: -30...30, using: &generator))
                model.constraints[index].constant = constant
                let outcome = solver.setConstant(constant, of: model.handles[index])
                log.append(.setConstant(constant, model.handles[index], outcome))
                if model.active[index] {
                    guard
                        check(
                            outcome, index, &model, variableCount: variables.count,
                            context: "system \(system): \(log.map(\.description).joined(separator: "; "))", &conflicts)
                    else { return false }
                } else {
                    guard case .unsatisfiable = outcome else {
                        XCTFail("system \(system): a broken constraint's constant change said \(outcome)")
                        return false
                    }
                }
            } else {
                let index = candidates.randomElement(using: &generator) ?? candidates[0]
                let optional: [Float] = [750, 500, 250, 100, 600]
                let priority = optional.randomElement(using: &generator) ?? 500
                let changed = solver.setPriority(Priority(priority), of: model.handles[index])
                log.append(.setPriority(priority, model.handles[index], changed))
                XCTAssertEqual(changed, model.constraints[index].priority < 1000)
                if changed { model.constraints[index].priority = priority }
            }
            guard compare(solver, variables, model, system, log) else { return false }
        }
        return true
    }

    func compare(
        _ solver: Solver, _ variables: [Variable], _ model: Model, _ system: Int, _ log: [LogEntry]
    ) -> Bool {
        let variableCount = variables.count
        let problems = solver._checkInvariants()
        if !problems.isEmpty {
            XCTFail("system \(system): invariants \(problems) after \(log.map(\.description).joined(separator: "; "))")
            return false
        }
        let current = model.constraints.indices.filter { model.active[$0] }.map { model.constraints[$0] }
        guard let expected = Reference.solve(current, variableCount: variableCount) else {
            XCTFail("system \(system): the reference finds the active constraints unsatisfiable")
            return false
        }
        let actual = variables.map { solver.value(of: $0) }
        for (a, e) in zip(actual, expected) where abs(a - e) > 1e-6 {
            XCTFail(
                "system \(system): values \(actual), reference \(expected) after \(log.map(\.description).joined(separator: "; "))"
            )
            return false
        }
        return true
    }
}
