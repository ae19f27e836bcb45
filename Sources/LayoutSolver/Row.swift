/// One row of the tableau, `basic = constant + sum(cells[s] * s)`, or, before it has a basic
/// symbol, `0 = constant + sum(cells[s] * s)`.
///
/// Invariant: no cell is near zero (``Solver/epsilon``); a cell that becomes near zero is removed.
/// Every operation updates each cell on its own, so the results never depend on the order in
/// which the dictionary is iterated.
struct Row {
    var constant: Double
    var cells: [Int: Double]

    init(constant: Double = 0, cells: [Int: Double] = [:]) {
        self.constant = constant
        self.cells = cells
    }

    func coefficient(of symbol: Int) -> Double { cells[symbol] ?? 0 }

    /// Multiplies the whole row (constant and cells) by `factor`.
    mutating func multiply(by factor: Double) {
        constant *= factor
        for key in cells.keys { cells[key]? *= factor }
    }
}

/// The lowest symbol id of a row's cells that satisfies `predicate` (deterministic choices).
func lowestSymbol(in cells: [Int: Double], where predicate: (Int, Double) -> Bool) -> Int? {
    var best: Int?
    for (symbol, coefficient) in cells where predicate(symbol, coefficient) {
        if best.map({ symbol < $0 }) ?? true { best = symbol }
    }
    return best
}

/// The objective: one row per optional priority, highest first, minimized lexicographically
/// (Cassowary's symbolic weights). Its constants are the weighted errors at each level.
struct Objective {
    /// Distinct optional priorities, strictly descending.
    var priorities: [Float] = []
    /// `levels[i]` is the sum of the errors of the constraints at `priorities[i]`, in terms of
    /// the parametric symbols.
    var levels: [Row] = []

    /// The index of the level for `priority`, made if missing.
    mutating func level(for priority: Float) -> Int {
        var index = 0
        while index < priorities.count && priorities[index] > priority { index += 1 }
        if index < priorities.count && priorities[index] == priority { return index }
        priorities.insert(priority, at: index)
        levels.insert(Row(), at: index)
        return index
    }

    /// The sign of the symbol's reduced cost, compared lexicographically from the highest level:
    /// -1, 0 or 1.
    func sign(of symbol: Int) -> Int {
        for level in levels {
            let coefficient = level.coefficient(of: symbol)
            if coefficient < -Solver.epsilon { return -1 }
            if coefficient > Solver.epsilon { return 1 }
        }
        return 0
    }

    /// Compares `cost(a) / da` with `cost(b) / db` lexicographically: -1, 0 or 1.
    func compareRatios(_ a: Int, _ da: Double, _ b: Int, _ db: Double) -> Int {
        for level in levels {
            let ra = level.coefficient(of: a) / da
            let rb = level.coefficient(of: b) / db
            if ra < rb - Solver.epsilon { return -1 }
            if ra > rb + Solver.epsilon { return 1 }
        }
        return 0
    }
}
