import LayoutSolver

/// The slow reference for the differential test: a dense, non-incremental simplex that solves
/// the whole system from scratch every time, sharing no code with `Solver`.
///
/// It minimizes objectives lexicographically over `A x = b, x >= 0`: phase 1 with artificial
/// columns finds a feasible basis, then each objective is minimized in turn on the same tableau;
/// after each, the columns with a positive reduced cost are frozen at 0 (every optimum of the
/// earlier objectives keeps them there), which makes the order exact without weights or
/// tolerances on the objective values. Bland's rule (lowest index) throughout.
struct DenseLP {
    static let tolerance = 1e-9

    /// The lexicographic minimum, or nil when `A x = b, x >= 0` has no solution.
    ///
    /// The tableau is one flat array (row `i`, column `j` at `i * stride + j`) read through
    /// unsafe buffers: the differential test solves hundreds of thousands of small systems.
    static func solve(_ a: [[Double]], _ b: [Double], columns n: Int, objectives: [[Double]]) -> [Double]? {
        let m = a.count
        let width = n + m
        let stride = width + 1
        // The tableau: m rows of width columns, then the right-hand side.
        var storage = [Double](repeating: 0, count: m * stride)
        var basis = [Int](repeating: 0, count: m)
        for i in 0..<m {
            let sign: Double = b[i] < 0 ? -1 : 1
            for j in 0..<n { storage[i * stride + j] = a[i][j] * sign }
            storage[i * stride + n + i] = 1
            storage[i * stride + width] = b[i] * sign
            basis[i] = n + i
        }
        var frozen = [Bool](repeating: false, count: width)
        return storage.withUnsafeMutableBufferPointer { t in
            func pivot(_ row: Int, _ column: Int, _ z: UnsafeMutableBufferPointer<Double>) {
                let base = row * stride
                let p = t[base + column]
                for j in 0...width { t[base + j] /= p }
                for i in 0..<m where i != row {
                    let f = t[i * stride + column]
                    if f != 0 { for j in 0...width { t[i * stride + j] -= f * t[base + j] } }
                }
                let f = z[column]
                if f != 0 { for j in 0...width { z[j] -= f * t[base + j] } }
                basis[row] = column
            }

            /// Minimizes the objective whose reduced-cost row is `z` (`z[width]` is minus its value).
            func run(_ z: UnsafeMutableBufferPointer<Double>) {
                while true {
                    var entering = -1
                    for j in 0..<width where !frozen[j] && z[j] < -tolerance {
                        entering = j
                        break
                    }
                    guard entering >= 0 else { return }
                    var leaving = -1
                    var best = Double.infinity
                    for i in 0..<m where t[i * stride + entering] > tolerance {
                        let ratio = t[i * stride + width] / t[i * stride + entering]
                        if ratio < best - tolerance
                            || (abs(ratio - best) <= tolerance && basis[i] < basis[leaving < 0 ? i : leaving])
                        {
                            best = ratio
                            leaving = i
                        }
                    }
                    guard leaving >= 0 else { return }  // unbounded: cannot happen for these objectives
                    pivot(leaving, entering, z)
                }
            }

            func reducedCosts(_ costs: [Double], into z: UnsafeMutableBufferPointer<Double>) {
                for j in 0..<width { z[j] = costs[j] }
                z[width] = 0
                for i in 0..<m {
                    let c = costs[basis[i]]
                    if c != 0 { for j in 0...width { z[j] -= c * t[i * stride + j] } }
                }
            }

            var zStorage = [Double](repeating: 0, count: stride)
            return zStorage.withUnsafeMutableBufferPointer { z -> [Double]? in
                // Phase 1.
                reducedCosts([Double](repeating: 0, count: n) + [Double](repeating: 1, count: m), into: z)
                run(z)
                if -z[width] > 1e-7 { return nil }
                for j in n..<width { frozen[j] = true }
                // Drive artificial columns out of the basis where a real column can replace them.
                for j in 0...width { z[j] = 0 }
                for i in 0..<m where basis[i] >= n {
                    if let j = (0..<n).first(where: { abs(t[i * stride + $0]) > 1e-7 }) { pivot(i, j, z) }
                }
                // Phase 2, objective by objective.
                for objective in objectives {
                    reducedCosts(objective + [Double](repeating: 0, count: m), into: z)
                    run(z)
                    for j in 0..<width where z[j] > tolerance { frozen[j] = true }
                }
                var x = [Double](repeating: 0, count: n)
                for i in 0..<m where basis[i] < n { x[basis[i]] = t[i * stride + width] }
                return x
            }
        }
    }
}

/// One constraint of the reference model, in the solver's terms.
struct ReferenceConstraint: CustomStringConvertible {
    var coefficients: [Double]  // one per variable
    var constant: Double
    var relation: Relation
    var priority: Float  // 1000 is required

    var description: String {
        let terms = coefficients.enumerated().filter { $0.element != 0 }.map { "\($0.element)*v\($0.offset)" }
        return "\(terms.joined(separator: " + ")) + \(constant) \(relation) 0 @\(priority)"
    }
}

/// The reference model: solves a list of constraints from scratch with `DenseLP`.
enum Reference {
    /// The values of the variables, or nil when the required constraints cannot all hold.
    static func solve(_ constraints: [ReferenceConstraint], variableCount: Int) -> [Double]? {
        // Columns: x+ and x- for each variable, then per constraint its slack and errors.
        var columnCount = 2 * variableCount
        var rows: [[(Int, Double)]] = []
        var b: [Double] = []
        var errorColumns: [(priority: Float, column: Int)] = []
        for constraint in constraints {
            var row: [(Int, Double)] = []
            for (v, c) in constraint.coefficients.enumerated() where c != 0 {
                row.append((2 * v, c))
                row.append((2 * v + 1, -c))
            }
            let required = constraint.priority >= 1000
            switch constraint.relation {
            case .equal:
                if !required {
                    row.append((columnCount, -1))
                    row.append((columnCount + 1, 1))
                    errorColumns.append((constraint.priority, columnCount))
                    errorColumns.append((constraint.priority, columnCount + 1))
                    columnCount += 2
                }
            case .lessThanOrEqual, .greaterThanOrEqual:
                let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
                row.append((columnCount, sign))  // the slack
                columnCount += 1
                if !required {
                    row.append((columnCount, -sign))  // the error absorbs a violation
                    errorColumns.append((constraint.priority, columnCount))
                    columnCount += 1
                }
            }
            rows.append(row)
            b.append(-constraint.constant)
        }
        var a = [[Double]](repeating: [Double](repeating: 0, count: columnCount), count: rows.count)
        for (i, row) in rows.enumerated() { for (j, c) in row { a[i][j] += c } }
        let priorities = Set(errorColumns.map(\.priority)).sorted(by: >)
        let objectives = priorities.map { priority in
            var c = [Double](repeating: 0, count: columnCount)
            for error in errorColumns where error.priority == priority { c[error.column] = 1 }
            return c
        }
        guard let x = DenseLP.solve(a, b, columns: columnCount, objectives: objectives) else { return nil }
        return (0..<variableCount).map { x[2 * $0] - x[2 * $0 + 1] }
    }

    /// Whether the required constraints among `constraints` can all hold.
    static func isFeasible(_ constraints: [ReferenceConstraint], variableCount: Int) -> Bool {
        solve(constraints.filter { $0.priority >= 1000 }, variableCount: variableCount) != nil
    }
}
