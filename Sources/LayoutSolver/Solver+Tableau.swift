// The tableau's operations: symbols, row arithmetic with the column index, pivots, the primal and
// dual simplex. Every loop over candidates keeps the lowest symbol id (see Solver.swift).

extension Solver {
    // MARK: Symbols

    func makeSymbol(_ kind: SymbolKind, owner constraint: Int) -> Int {
        let id = symbolState.count
        symbolState.append(SymbolState(kind: kind, owner: constraint))
        // `rows`, `columns` and `children` grow when a symbol is first written (`SymbolTable`).
        return id
    }

    func isRestricted(_ symbol: Int) -> Bool { symbolState[symbol].kind != .external }

    func isLiveVariable(_ variable: Variable) -> Bool {
        variable.id >= 0 && variable.id < symbolState.count && symbolState[variable.id].kind == .external
            && !symbolState[variable.id].released
    }

    func markDirty(_ symbol: Int) {
        guard symbolState[symbol].kind == .external, !symbolState[symbol].isDirty else { return }
        symbolState[symbol].isDirty = true
        dirty.append(symbol)
    }

    /// Notes that the symbol's cost in the objective changed.
    func markCandidate(_ symbol: Int) {
        guard symbol >= 0, !symbolState[symbol].isCandidate else { return }
        symbolState[symbol].isCandidate = true
        candidates.append(symbol)
    }

    /// Adds `factor * row` to objective level `level`, noting the symbols whose costs change.
    func addToObjective(_ row: Row, times factor: Double, level: Int) {
        addRow(row, times: factor, to: &objective.levels[level], basic: -1)
        for symbol in row.cells.keys { markCandidate(symbol) }
    }

    /// Adds `coefficient * symbol` to objective level `level`.
    func addToObjective(_ symbol: Int, _ coefficient: Double, level: Int) {
        addCell(symbol, coefficient, to: &objective.levels[level], basic: -1)
        markCandidate(symbol)
    }

    // MARK: Row arithmetic

    /// Adds `coefficient * symbol` to `row`, whose basic symbol is `basic` (-1 for a row that is
    /// not in the tableau: its cells are not indexed in `columns`).
    func addCell(_ symbol: Int, _ coefficient: Double, to row: inout Row, basic: Int) {
        statistics.cellsTouched += 1
        let sum = (row.cells[symbol] ?? 0) + coefficient
        if abs(sum) < Self.epsilon {
            if row.cells.removeValue(forKey: symbol) != nil, basic >= 0 { columns[symbol].remove(basic) }
        } else if row.cells.updateValue(sum, forKey: symbol) == nil, basic >= 0 {
            columns[symbol].insert(basic)
        }
    }

    /// Adds `factor * other` (constant and cells) to `row`.
    func addRow(_ other: Row, times factor: Double, to row: inout Row, basic: Int) {
        row.constant += other.constant * factor
        for (symbol, coefficient) in other.cells {
            addCell(symbol, coefficient * factor, to: &row, basic: basic)
        }
    }

    /// Puts `row` in the tableau with `basic` as its basic symbol.
    func install(_ basic: Int, _ row: Row) {
        for symbol in row.cells.keys { columns[symbol].insert(basic) }
        rows[basic] = row
        markDirty(basic)
    }

    /// Takes the row of `basic` out of the tableau; `basic` becomes parametric.
    @discardableResult
    func uninstall(_ basic: Int) -> Row {
        guard let row = rows[basic] else { return Row() }
        rows[basic] = nil
        for symbol in row.cells.keys { columns[symbol].remove(basic) }
        markDirty(basic)
        return row
    }

    /// Solves `0 = row` for `symbol`: `symbol = -(row - coefficient * symbol) / coefficient`.
    func solve(_ row: inout Row, for symbol: Int) {
        guard let coefficient = row.cells.removeValue(forKey: symbol) else { return }
        row.multiply(by: -1 / coefficient)
    }

    /// Replaces `symbol` by `row` everywhere: in the rows that mention it (through `columns`), in
    /// the objective and in the artificial objective.
    func substitute(_ symbol: Int, _ row: Row) {
        let basics = columns[symbol]
        columns[symbol] = []
        // The rows are visited in the set's order (each is updated on its own); the rows that
        // became infeasible are queued in id order, as if they had been visited in it.
        let queued = infeasible.count
        for basic in basics {
            guard var target = rows[basic], let coefficient = target.cells.removeValue(forKey: symbol) else {
                continue
            }
            rows[basic] = nil
            addRow(row, times: coefficient, to: &target, basic: basic)
            rows[basic] = target
            statistics.rowsTouched += 1
            if symbolState[basic].kind == .external {
                markDirty(basic)
            } else if target.constant < -Self.epsilon {
                infeasible.append(basic)
            }
        }
        if infeasible.count - queued > 1 { infeasible[queued...].sort() }
        for index in objective.levels.indices {
            if let coefficient = objective.levels[index].cells.removeValue(forKey: symbol) {
                addToObjective(row, times: coefficient, level: index)
            }
        }
        if var target = artificial, let coefficient = target.cells.removeValue(forKey: symbol) {
            artificial = nil
            addRow(row, times: coefficient, to: &target, basic: -1)
            artificial = target
        }
    }

    /// Makes `entering` basic in place of `leaving`, whose row mentions it.
    func pivot(leaving: Int, entering: Int) {
        var row = uninstall(leaving)
        row.cells[leaving] = -1
        solve(&row, for: entering)
        substitute(entering, row)
        install(entering, row)
        statistics.pivots += 1
    }

    // MARK: Primal simplex

    /// The symbol to enter the basis: the lowest id whose reduced cost lowers the objective
    /// (a restricted non-dummy symbol with a negative cost, or a variable with any non-zero one).
    func enteringSymbol(artificialMode: Bool) -> Int? {
        var best: Int?
        func consider(_ symbol: Int, _ sign: Int) {
            guard sign != 0, symbolState[symbol].kind != .dummy, sign < 0 || symbolState[symbol].kind == .external
            else { return }
            if best.map({ symbol < $0 }) ?? true { best = symbol }
        }
        if artificialMode {
            for (symbol, coefficient) in artificial?.cells ?? [:] where abs(coefficient) >= Self.epsilon {
                consider(symbol, coefficient < 0 ? -1 : 1)
            }
        } else {
            // Only symbols whose cost changed can have become negative; the others are dropped
            // from the list until their cost changes again.
            var index = 0
            while index < candidates.count {
                let symbol = candidates[index]
                statistics.candidatesScanned += 1
                let sign = rows.hasRow(symbol) ? 0 : objective.sign(of: symbol)
                if sign < 0 || (sign != 0 && symbolState[symbol].kind == .external), symbolState[symbol].kind != .dummy
                {
                    consider(symbol, sign)
                    index += 1
                } else {
                    symbolState[symbol].isCandidate = false
                    candidates[index] = candidates[candidates.count - 1]
                    candidates.removeLast()
                }
            }
        }
        return best
    }

    /// The row that limits how far `entering` can move in the direction that lowers the
    /// objective (`direction` +1 or -1): the least ratio among restricted rows, lowest id on ties.
    func leavingRow(for entering: Int, direction: Double) -> Int? {
        var best: Int?
        var bestRatio = Double.infinity
        for basic in columns[entering] where isRestricted(basic) {
            guard let row = rows[basic] else { continue }
            let coefficient = row.coefficient(of: entering) * direction
            if coefficient < 0 {
                let ratio = -row.constant / coefficient
                if ratio < bestRatio || (ratio == bestRatio && basic < best ?? Int.max) {
                    bestRatio = ratio
                    best = basic
                }
            }
        }
        return best
    }

    /// Minimizes the objective (or the artificial objective) with the primal simplex.
    func optimize(artificialMode: Bool = false) {
        while let entering = enteringSymbol(artificialMode: artificialMode) {
            let cost: Double
            if artificialMode {
                cost = artificial?.coefficient(of: entering) ?? 0
            } else {
                cost = Double(objective.sign(of: entering))
            }
            let direction: Double = cost < 0 ? 1 : -1
            guard let leaving = leavingRow(for: entering, direction: direction) else { return }
            pivot(leaving: leaving, entering: entering)
        }
    }

    // MARK: Dual simplex

    /// Restores feasibility after constants changed, keeping optimality. Returns the basic symbol
    /// of a row that cannot be made feasible (the required constraints are unsatisfiable), or nil.
    func dualOptimize() -> Int? {
        while let leaving = infeasible.popLast() {
            guard let row = rows[leaving] else { continue }
            if symbolState[leaving].kind == .dummy {
                // A required equality's row that no longer reads 0: only dummies are left in it
                // (they never enter), so nothing can fix it.
                if abs(row.constant) > Self.epsilon {
                    infeasible.removeAll()
                    return leaving
                }
                continue
            }
            guard row.constant < -Self.epsilon else { continue }
            var best: Int?
            var bestCoefficient = 0.0
            for (symbol, coefficient) in row.cells
            where coefficient > Self.epsilon && symbolState[symbol].kind != .dummy {
                guard let current = best else {
                    best = symbol
                    bestCoefficient = coefficient
                    continue
                }
                let order = objective.compareRatios(symbol, coefficient, current, bestCoefficient)
                if order < 0 || (order == 0 && symbol < current) {
                    best = symbol
                    bestCoefficient = coefficient
                }
            }
            guard let entering = best else {
                infeasible.removeAll()
                return leaving
            }
            pivot(leaving: leaving, entering: entering)
        }
        return nil
    }

    // MARK: Adding and removing rows

    /// The constraints (other than `constraint`) whose marker symbols appear in `cells`: those
    /// that take part in the combination the row is.
    func participants(of cells: [Int: Double], besides constraint: Int) -> [ConstraintHandle] {
        var ids: Set<Int> = [constraint]
        for symbol in cells.keys where symbolState[symbol].owner >= 0 {
            let id = symbolState[symbol].owner
            if records[id].state == .active && records[id].priority.isRequired { ids.insert(id) }
        }
        return ids.sorted().map(handle(of:))
    }

    /// Builds the constraint's row and puts it in the tableau. Returns nil, or the conflicting
    /// constraints when it is required and cannot hold (the tableau is then left as it was).
    func insert(_ id: Int) -> [ConstraintHandle]? {
        let record = records[id]
        var row = Row(constant: record.constant)
        for entry in terms(of: id) {
            let coefficient = pool[entry].coefficient
            let (symbol, offset) = resolve(pool[entry].variable)
            row.constant += coefficient * offset
            if symbol == Self.one { continue }
            if let basicRow = rows[symbol] {
                addRow(basicRow, times: coefficient, to: &row, basic: -1)
            } else {
                addCell(symbol, coefficient, to: &row, basic: -1)
            }
        }
        let required = record.priority.isRequired
        var marker = -1
        var other = -1
        var markerCoefficient = 1.0
        var otherCoefficient = 1.0
        switch record.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            markerCoefficient = record.relation == .lessThanOrEqual ? 1 : -1
            marker = makeSymbol(.slack, owner: id)
            row.cells[marker] = markerCoefficient
            if !required {
                otherCoefficient = -markerCoefficient
                other = makeSymbol(.error, owner: id)
                row.cells[other] = otherCoefficient
            }
        case .equal:
            if required {
                marker = makeSymbol(.dummy, owner: id)
                row.cells[marker] = 1
            } else {
                markerCoefficient = -1
                otherCoefficient = 1
                marker = makeSymbol(.error, owner: id)
                other = makeSymbol(.error, owner: id)
                row.cells[marker] = -1
                row.cells[other] = 1
            }
        }
        records[id].marker = marker
        records[id].other = other
        if row.constant < 0 { row.multiply(by: -1) }

        var subject = chooseSubject(row, marker: marker, other: other)
        if subject == nil && row.cells.keys.allSatisfy({ symbolState[$0].kind == .dummy }) {
            if abs(row.constant) >= Self.epsilon { return explain(participants(of: row.cells, besides: id)) }
            subject = marker
        }
        if !required {
            let level = objective.level(for: record.priority.value)
            for symbol in [marker, other] where symbol >= 0 && symbolState[symbol].kind == .error {
                addToObjective(symbol, 1, level: level)
            }
        }
        if let subject {
            solve(&row, for: subject)
            substitute(subject, row)
            install(subject, row)
        } else if let conflict = addWithArtificialVariable(row, constraint: id) {
            optimize()
            return conflict
        }
        optimize()
        return nil
    }

    /// The symbol to solve a new row for: its lowest variable, else its marker or other symbol
    /// when that is a slack or error with a negative coefficient.
    func chooseSubject(_ row: Row, marker: Int, other: Int) -> Int? {
        if let variable = lowestSymbol(in: row.cells, where: { symbol, _ in symbolState[symbol].kind == .external }) {
            return variable
        }
        for symbol in [marker, other] where symbol >= 0 && symbolState[symbol].kind != .dummy {
            if row.coefficient(of: symbol) < 0 { return symbol }
        }
        return nil
    }

    /// Adds a row that has no subject through an artificial variable minimized to zero. Returns
    /// nil, or the conflicting constraints when the minimum is not zero (the row is then taken out
    /// again).
    func addWithArtificialVariable(_ row: Row, constraint: Int) -> [ConstraintHandle]? {
        let art = makeSymbol(.slack, owner: -1)
        install(art, row)
        artificial = row
        optimize(artificialMode: true)
        let satisfied = abs(artificial?.constant ?? 0) < Self.epsilon
        artificial = nil
        if rows.hasRow(art) {
            let artRow = uninstall(art)
            if !satisfied { return explain(participants(of: artRow.cells, besides: constraint)) }
            if !artRow.cells.isEmpty {
                let entering =
                    lowestSymbol(in: artRow.cells) { symbol, _ in
                        symbolState[symbol].kind == .slack || symbolState[symbol].kind == .error
                    }
                    ?? lowestSymbol(in: artRow.cells) { symbol, _ in symbolState[symbol].kind == .external }
                    ?? lowestSymbol(in: artRow.cells) { _, _ in true }
                if let entering {
                    var pivotRow = artRow
                    pivotRow.cells[art] = -1
                    solve(&pivotRow, for: entering)
                    substitute(entering, pivotRow)
                    install(entering, pivotRow)
                    statistics.pivots += 1
                }
            }
        }
        purge(art)
        return nil
    }

    /// Removes `symbol` (parametric) from every row and objective level.
    func purge(_ symbol: Int) {
        for basic in columns[symbol] {
            rows[basic]?.cells.removeValue(forKey: symbol)
        }
        columns[symbol] = []
        for index in objective.levels.indices { objective.levels[index].cells.removeValue(forKey: symbol) }
    }

    /// The row to pivot a parametric marker into before its row is dropped (Cassowary's choice:
    /// a required equality's row, else a restricted row that stays feasible, else any restricted
    /// row, else a variable's row).
    func markerLeavingRow(_ marker: Int) -> Int? {
        // Each choice keeps the lowest id among its equals (the set is visited in no order).
        var dummy: Int?
        var first: Int?
        var second: Int?
        var third: Int?
        var firstRatio = Double.infinity
        var secondRatio = Double.infinity
        for basic in columns[marker] {
            guard let row = rows[basic] else { continue }
            let coefficient = row.coefficient(of: marker)
            if symbolState[basic].kind == .dummy {
                // A required equality's row (only dummies, constant 0) blocks the marker both
                // ways: pivoting there keeps every dummy row made of dummies only.
                if basic < dummy ?? Int.max { dummy = basic }
            } else if symbolState[basic].kind == .external {
                if basic < third ?? Int.max { third = basic }
            } else if coefficient < 0 {
                let ratio = -row.constant / coefficient
                if ratio < firstRatio || (ratio == firstRatio && basic < first ?? Int.max) {
                    firstRatio = ratio
                    first = basic
                }
            } else {
                let ratio = row.constant / coefficient
                if ratio < secondRatio || (ratio == secondRatio && basic < second ?? Int.max) {
                    secondRatio = ratio
                    second = basic
                }
            }
        }
        return dummy ?? first ?? second ?? third
    }

    /// Takes an active constraint's row and its errors out of the tableau (no optimization).
    func extract(_ id: Int) {
        let record = records[id]
        if !record.priority.isRequired {
            let level = objective.level(for: record.priority.value)
            for symbol in [record.marker, record.other] where symbol >= 0 && symbolState[symbol].kind == .error {
                if let row = rows[symbol] {
                    addToObjective(row, times: -1, level: level)
                } else {
                    addToObjective(symbol, -1, level: level)
                }
            }
        }
        let marker = record.marker
        if rows.hasRow(marker) {
            uninstall(marker)
        } else if let leaving = markerLeavingRow(marker) {
            var row = uninstall(leaving)
            row.cells[leaving] = -1
            solve(&row, for: marker)
            substitute(marker, row)
            statistics.pivots += 1
        }
        for symbol in [record.marker, record.other] where symbol >= 0 {
            if rows.hasRow(symbol) { uninstall(symbol) }
            purge(symbol)
        }
    }

    /// Shifts the constant of an active constraint's row by `delta` (its marker by
    /// `delta / markerCoefficient`), queuing the rows that become infeasible.
    func shiftConstant(of id: Int, by delta: Double) {
        let record = records[id]
        let marker = record.marker
        let other = record.other
        if var row = rows[marker] {
            rows[marker] = nil
            row.constant -= delta / record.markerCoefficient
            rows[marker] = row
            if row.constant < -Self.epsilon || (symbolState[marker].kind == .dummy && abs(row.constant) > Self.epsilon)
            {
                infeasible.append(marker)
            }
        } else if other >= 0, var row = rows[other] {
            rows[other] = nil
            row.constant -= delta / record.otherCoefficient
            rows[other] = row
            if row.constant < -Self.epsilon { infeasible.append(other) }
        } else {
            let shift = delta / record.markerCoefficient
            let queued = infeasible.count
            defer { if infeasible.count - queued > 1 { infeasible[queued...].sort() } }
            for basic in columns[marker] {
                guard var row = rows[basic] else { continue }
                rows[basic] = nil
                row.constant += row.coefficient(of: marker) * shift
                rows[basic] = row
                statistics.rowsTouched += 1
                if symbolState[basic].kind == .external {
                    markDirty(basic)
                } else if row.constant < -Self.epsilon
                    || (symbolState[basic].kind == .dummy && abs(row.constant) > Self.epsilon)
                {
                    infeasible.append(basic)
                }
            }
            for index in objective.levels.indices {
                objective.levels[index].constant += objective.levels[index].coefficient(of: marker) * shift
            }
        }
    }
}
