import XCTest

@testable import LayoutSolver

/// LAYOUT-10: the cost of building and changing systems, asserted as operation counts (pivots,
/// rows and cells the tableau touched), never as times. Times are in the benchmarks.
final class ScalingTests: XCTestCase {
    /// n views of 4 variables (x, y, width, height) with 4 required constraints each. `row`: each
    /// view's leading edge 8 points after the previous view's trailing edge; otherwise side by
    /// side at fixed positions.
    static func build(_ solver: Solver, views n: Int, row: Bool) -> [[Variable]] {
        var views: [[Variable]] = []
        for i in 0..<n {
            let x = solver.makeVariable()
            let y = solver.makeVariable()
            let w = solver.makeVariable()
            let h = solver.makeVariable()
            _ = solver.add(w - 100, .equal, priority: .required)
            _ = solver.add(h - 50, .equal, priority: .required)
            _ = solver.add(y - 20, .equal, priority: .required)
            if row, let previous = views.last {
                _ = solver.add(x - previous[0] - previous[2] - 8, .equal, priority: .required)
            } else {
                _ = solver.add(x - Double(i * 110), .equal, priority: .required)
            }
            views.append([x, y, w, h])
        }
        return views
    }

    func work(_ solver: Solver) -> Int {
        solver.statistics.cellsTouched + solver.statistics.rowsTouched + solver.statistics.pivots
    }

    // LAYOUT-10: building n views costs O(n), flat or as one long row.
    func testBuildingIsLinear_LAYOUT10() {
        for row in [false, true] {
            let small = Solver()
            let smallViews = Self.build(small, views: 1_000, row: row)
            let large = Solver()
            let largeViews = Self.build(large, views: 10_000, row: row)
            XCTAssertEqual(small._checkInvariants(), [])
            XCTAssertEqual(large._checkInvariants(), [])
            XCTAssertEqual(large.value(of: largeViews[9_999][0]), row ? 9_999 * 108 : 9_999 * 110)
            XCTAssertEqual(small.value(of: smallViews[999][1]), 20)
            // Ten times the views, at most ten times the work (plus a constant).
            XCTAssertLessThanOrEqual(work(large), 10 * work(small) + 100, "row: \(row)")
            XCTAssertEqual(large.takeChangedVariables().count, 40_000 - 1)  // all but x of view 0, still 0
        }
    }

    // LAYOUT-10: adding and removing one constraint, and changing one constant, cost the same
    // in a system of 1,000 views as in one of 10,000; with nothing changed, nothing to report.
    func testSingleChangesDoNotDependOnSize_LAYOUT10() {
        var costs: [[Int]] = []
        for n in [1_000, 10_000] {
            let solver = Solver()
            let views = Self.build(solver, views: n, row: true)
            _ = solver.takeChangedVariables()
            let middle = views[n / 2]
            var cost: [Int] = []
            var before = work(solver)
            // An optional inequality on one view: in, then out.
            let extra = solver.add(middle[3] - 60, .greaterThanOrEqual, priority: Priority(500))
            solver.remove(extra.handle)
            cost.append(work(solver) - before)
            before = work(solver)
            // A required inequality in the tableau, and its constant changed.
            let limit = solver.add(middle[1] - 40, .lessThanOrEqual, priority: .required)
            solver.setConstant(-30, of: limit.handle)
            cost.append(work(solver) - before)
            XCTAssertEqual(solver.takeChangedVariables(), [])
            XCTAssertEqual(solver.takeChangedVariables(), [])  // a re-query with nothing changed
            // The last view's width: only that view moves.
            before = work(solver)
            let width = solver.add(views[n - 1][2] - 120, .equal, priority: Priority(750))
            XCTAssertEqual(solver.takeChangedVariables(), [])  // the required width of 100 wins
            solver.remove(width.handle)
            cost.append(work(solver) - before)
            XCTAssertEqual(solver._checkInvariants(), [])
            costs.append(cost)
        }
        XCTAssertEqual(costs[0], costs[1])
    }

    // LAYOUT-10: optional constraints too (a preferred width at 250 between required bounds, as
    // content hugging and compression resistance give): building stays linear.
    func testBuildingWithOptionalConstraintsIsLinear_LAYOUT10() {
        func build(_ n: Int) -> Solver {
            let solver = Solver()
            for i in 0..<n {
                let x = solver.makeVariable()
                let width = solver.makeVariable()
                _ = solver.add(x - Double(i * 200), .equal, priority: .required)
                _ = solver.add(width - 50, .greaterThanOrEqual, priority: .required)
                _ = solver.add(width - 180, .lessThanOrEqual, priority: .required)
                _ = solver.add(width - Double(60 + i % 100), .equal, priority: Priority(250))
                _ = solver.add(width - 100, .equal, priority: Priority(750))
            }
            return solver
        }
        let small = build(1_000)
        let large = build(10_000)
        XCTAssertEqual(small._checkInvariants(), [])
        XCTAssertEqual(large._checkInvariants(), [])
        XCTAssertLessThanOrEqual(work(large), 10 * work(small) + 100)
        XCTAssertLessThanOrEqual(large.statistics.candidatesScanned, 10 * small.statistics.candidatesScanned + 100)
    }
}
