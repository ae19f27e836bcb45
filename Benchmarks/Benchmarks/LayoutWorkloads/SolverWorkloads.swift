import LayoutSolver

// The solver rows' workload (LAYOUT-10), shared by SolverBenchmarks.swift and the ratio check.

/// Builds `count` views of 4 variables with 4 constraints each into `solver`.
public func buildSolverViews(_ solver: Solver, count: Int, row: Bool) -> [[Variable]] {
    var views: [[Variable]] = []
    views.reserveCapacity(count)
    for index in 0..<count {
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        let width = solver.makeVariable()
        let height = solver.makeVariable()
        // Expressions made with one array each, as the Auto Layout layer makes them (the
        // operators concatenate arrays, which costs allocations of its own).
        _ = solver.add(Expression(terms: [Term(width)], constant: -100), .equal, priority: .required)
        _ = solver.add(Expression(terms: [Term(height)], constant: -44), .equal, priority: .required)
        _ = solver.add(Expression(terms: [Term(y)], constant: -20), .equal, priority: .required)
        if row, let previous = views.last {
            let terms = [Term(x), Term(previous[0], coefficient: -1), Term(previous[2], coefficient: -1)]
            _ = solver.add(Expression(terms: terms, constant: -8), .equal, priority: .required)
        } else {
            _ = solver.add(Expression(terms: [Term(x)], constant: -Double(index * 108)), .equal, priority: .required)
        }
        views.append([x, y, width, height])
    }
    return views
}
