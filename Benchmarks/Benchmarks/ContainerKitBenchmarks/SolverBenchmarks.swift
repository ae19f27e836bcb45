import Benchmark
import LayoutSolver
import LayoutWorkloads

// The layout solver (LAYOUT-10): n "views" of 4 variables (x, y, width, height) with 4 required
// constraints each, built and solved side by side (each view at a fixed position) and as one long
// row (each view's x 8 points after the previous view's trailing edge), at 1,000 and 10,000
// views; then single changes in a 10,000-view row: one optional constraint added and removed,
// one constant changed, and a re-query with nothing changed. The solver is not main-actor bound:
// these rows run their bodies directly. `buildSolverViews` is in LayoutWorkloads (shared with the
// ratio check).

/// A 10,000-view row kept from one iteration to the next (made by the warm-up iteration).
final class SolverFixture: @unchecked Sendable {
    let solver = Solver()
    let views: [[Variable]]
    /// One more view after the row whose width may be 50 to 200 and prefers 120 (at 750): the
    /// constant row moves this preference between 120 and 150.
    let preferredWidth: ConstraintHandle
    var flip = false

    init() {
        views = buildSolverViews(solver, count: 10_000, row: true)
        let last = views[views.count - 1]
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        let width = solver.makeVariable()
        let height = solver.makeVariable()
        _ = solver.add(x - last[0] - last[2] - 8, .equal, priority: .required)
        _ = solver.add(y - 20, .equal, priority: .required)
        _ = solver.add(height - 44, .equal, priority: .required)
        _ = solver.add(width - 50, .greaterThanOrEqual, priority: .required)
        _ = solver.add(width - 200, .lessThanOrEqual, priority: .required)
        preferredWidth = solver.add(width - 120, .equal, priority: Priority(750)).handle
        _ = solver.takeChangedVariables()
    }

    nonisolated(unsafe) static var shared: SolverFixture?
    static var current: SolverFixture {
        if let shared { return shared }
        let fixture = SolverFixture()
        shared = fixture
        return fixture
    }
}

/// Registers the solver rows.
func solverBenchmarks(
    build: Benchmark.Configuration, change: Benchmark.Configuration, requery: Benchmark.Configuration
) {
    for (count, label) in [(1_000, "1k"), (10_000, "10k")] {
        for (row, shape) in [(false, "sideBySide"), (true, "row")] {
            Benchmark("solver.build.\(shape).\(label)", configuration: build) { benchmark in
                let solver = Solver()
                benchmark.startMeasurement()
                let views = buildSolverViews(solver, count: count, row: row)
                let changed = solver.takeChangedVariables()
                benchmark.stopMeasurement()
                precondition(changed.count >= 3 * count)
                blackHole(views)
            }
        }
    }

    Benchmark("solver.addRemove.10k", configuration: change) { benchmark in
        let fixture = SolverFixture.current
        let height = fixture.views[5_000][3]
        benchmark.startMeasurement()
        let added = fixture.solver.add(height - 60, .greaterThanOrEqual, priority: Priority(500))
        fixture.solver.remove(added.handle)
        benchmark.stopMeasurement()
    }

    Benchmark("solver.setConstant.10k", configuration: change) { benchmark in
        let fixture = SolverFixture.current
        fixture.flip.toggle()
        let constant: Double = fixture.flip ? -150 : -120
        benchmark.startMeasurement()
        fixture.solver.setConstant(constant, of: fixture.preferredWidth)
        let changed = fixture.solver.takeChangedVariables()
        benchmark.stopMeasurement()
        precondition(changed.count == 1)
    }

    Benchmark("solver.requery.10k", configuration: requery) { benchmark in
        let fixture = SolverFixture.current
        benchmark.startMeasurement()
        let changed = fixture.solver.takeChangedVariables()
        benchmark.stopMeasurement()
        precondition(changed.isEmpty)
    }
}
