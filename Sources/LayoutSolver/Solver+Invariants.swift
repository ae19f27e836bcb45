// The tableau's invariants (stated next to the data in Solver.swift), checked on demand, in the
// manner of swift-collections' `_checkInvariants()`.

extension Solver {
    /// Checks the tableau's invariants and returns what is wrong (empty when all hold). Tests call
    /// it after every operation; it costs a scan of the whole tableau.
    package func _checkInvariants() -> [String] {
        var problems: [String] = []
        var expectedColumns = [Set<Int>](repeating: [], count: symbolState.count)
        for table in [rows.count, columns.count, children.count] where table > symbolState.count {
            problems.append("12: a symbol table holds \(table) entries for \(symbolState.count) symbols")
        }
        for basic in symbolState.indices {
            guard let row = rows[basic] else { continue }
            for (symbol, coefficient) in row.cells {
                if rows[symbol] != nil { problems.append("1: basic \(symbol) appears in the row of \(basic)") }
                if abs(coefficient) < Self.epsilon { problems.append("3: near-zero cell \(symbol) in row \(basic)") }
                expectedColumns[symbol].insert(basic)
            }
            if symbolState[basic].kind != .external && row.constant < -Self.epsilon {
                problems.append("4: restricted basic \(basic) has constant \(row.constant)")
            }
            if symbolState[basic].kind == .dummy && abs(row.constant) > Self.epsilon {
                problems.append("4: dummy \(basic) has constant \(row.constant)")
            }
            if symbolState[basic].kind == .dummy && row.cells.keys.contains(where: { symbolState[$0].kind != .dummy }) {
                problems.append("4: dummy \(basic)'s row mentions other symbols")
            }
        }
        for symbol in symbolState.indices where columns[symbol] != expectedColumns[symbol] {
            problems.append(
                "2: columns[\(symbol)] is \(columns[symbol].sorted()), rows say \(expectedColumns[symbol].sorted())")
        }
        for (index, level) in objective.levels.enumerated() {
            for (symbol, coefficient) in level.cells {
                if rows[symbol] != nil { problems.append("1: basic \(symbol) in objective level \(index)") }
                if abs(coefficient) < Self.epsilon { problems.append("3: near-zero objective cell \(symbol)") }
                let sign = objective.sign(of: symbol)
                if symbolState[symbol].kind != .dummy
                    && (sign < 0 || (sign != 0 && symbolState[symbol].kind == .external))
                {
                    problems.append("5: symbol \(symbol) can still lower the objective")
                }
            }
        }
        if artificial != nil { problems.append("artificial objective left behind") }
        for id in records.indices {
            let record = records[id]
            let symbols = [record.marker, record.other].filter { $0 >= 0 }
            switch record.state {
            case .active:
                if record.linkLeaf >= 0 {
                    if symbolState[record.linkLeaf].linkConstraint != id {
                        problems.append("7: link \(id) is not its leaf's")
                    }
                } else if record.marker < 0 || (rows[record.marker] == nil && columns[record.marker].isEmpty) {
                    problems.append("6: active constraint \(id) has its marker nowhere")
                }
            case .broken, .removed:
                for symbol in symbols where rows[symbol] != nil || !columns[symbol].isEmpty {
                    problems.append("6: symbol \(symbol) of constraint \(id) (\(record.state)) is still in the tableau")
                }
            }
        }
        for symbol in symbolState.indices where symbolState[symbol].kind == .external && !symbolState[symbol].released {
            let root = symbolState[symbol].linkRoot
            if root == -1 {
                for (index, leaf) in children[symbol].enumerated()
                where symbolState[leaf].linkRoot != symbol || symbolState[leaf].childIndex != index {
                    problems.append("8: children[\(symbol)] lists \(leaf) wrongly")
                }
                continue
            }
            if root != Self.one && (root < 0 || symbolState[root].linkRoot != -1) {
                problems.append("7: leaf \(symbol) has root \(root), which is not a root")
            }
            if !children[symbol].isEmpty || rows[symbol] != nil || !columns[symbol].isEmpty {
                problems.append("7: leaf \(symbol) has children or is in the tableau")
            }
            if root >= 0
                && (symbolState[symbol].childIndex < 0 || symbolState[symbol].childIndex >= children[root].count
                    || children[root][symbolState[symbol].childIndex] != symbol)
            {
                problems.append("8: leaf \(symbol) is not in its root's children")
            }
        }
        // 10. The lists of mentions hold exactly the entries of the constraints not removed.
        var listed = [Int](repeating: 0, count: pool.count)
        for symbol in symbolState.indices {
            var entry = symbolState[symbol].mentionHead
            var previous = -1
            while entry >= 0 {
                if pool[entry].variable != symbol { problems.append("10: entry \(entry) is listed under \(symbol)") }
                if pool[entry].previous != previous { problems.append("10: entry \(entry) has a wrong previous") }
                listed[entry] += 1
                if listed[entry] > 1 { break }
                previous = entry
                entry = pool[entry].next
            }
        }
        for id in records.indices {
            let record = records[id]
            for entry in terms(of: id) where listed[entry] != (record.state == .removed ? 0 : 1) {
                problems.append("10: entry \(entry) of constraint \(id) is listed \(listed[entry]) times")
            }
        }
        // 13. Ids, indices and counts fit the 32-bit fields.
        for (name, count) in [("symbols", symbolState.count), ("records", records.count), ("pool entries", pool.count)]
        where count > FlatArray<Int>.maximumCount {
            problems.append("13: \(count) \(name), more than 32-bit fields hold")
        }
        // 11. Freed records: the last record is live, and the pool ends with its entries.
        if let last = records.last, last.state == .removed { problems.append("11: the last record is removed") }
        let poolEnd = records.last.map { $0.coefficientStart + $0.coefficientCount } ?? 0
        if pool.count != poolEnd {
            problems.append("11: the pool has \(pool.count) entries, not \(poolEnd)")
        }
        for id in records.indices where records[id].state == .removed && conflicts[id] != nil {
            problems.append("11: removed constraint \(id) keeps its conflicts")
        }
        for id in records.indices where records[id].state == .active && records[id].priority.isRequired {
            let record = records[id]
            var value = record.constant
            for entry in terms(of: id) { value += pool[entry].coefficient * currentValue(pool[entry].variable) }
            let holds: Bool
            switch record.relation {
            case .equal: holds = abs(value) <= 1e-6
            case .lessThanOrEqual: holds = value <= 1e-6
            case .greaterThanOrEqual: holds = value >= -1e-6
            }
            if !holds { problems.append("9: required constraint \(id) does not hold (\(value))") }
        }
        return problems
    }
}
