// Links: required equalities `v = root + offset` kept out of the tableau (see "Links" in
// Solver.swift), and the bookkeeping that places, detaches and re-places constraints.

extension Solver {
    /// The root a variable stands for and its offset from it: `(v, 0)` for a root.
    func resolve(_ variable: Int) -> (root: Int, offset: Double) {
        let root = symbolState[variable].linkRoot
        return root == -1 ? (variable, 0) : (root, symbolState[variable].linkOffset)
    }

    /// Whether nothing uses the variable yet, so that a constraint may link it.
    func isFresh(_ variable: Int) -> Bool {
        symbolState[variable].linkRoot == -1 && children.isEmpty(at: variable) && !rows.hasRow(variable)
            && columns.isEmpty(at: variable) && symbolState[variable].activeMentions == 0
    }

    /// The pool entries of a constraint's combined coefficients.
    @inline(__always)
    func terms(of id: Int) -> Range<Int> {
        let start = records[id].coefficientStart
        return start..<(start + records[id].coefficientCount)
    }

    /// Appends the terms' coefficients per distinct live variable, in id order, without zeros, to
    /// the pool as constraint `id`'s, and lists each entry among its variable's mentions. Nothing
    /// is allocated once the pool has grown.
    func storeCoefficients(_ terms: UnsafeBufferPointer<Term>, of id: Int) {
        if storeDistinctCoefficients(terms, of: id) { return }
        let start = pool.count
        for term in terms where isLiveVariable(term.variable) {
            pool.append(
                PoolEntry(
                    variable: term.variable.id, coefficient: term.coefficient, constraint: id, next: -1, previous: -1))
        }
        // Combine the repeats into the first entry of their variable (adding in the terms' order),
        // drop the zeros, then sort by variable (insertion sort: expressions are short). In place
        // in the new entries, through one buffer access (no uniqueness or bounds check per entry).
        let end = pool.withUnsafeMutableBufferPointer { buffer in
            var end = start
            for index in start..<buffer.count {
                let entry = buffer[index]
                var slot = start
                while slot < end && buffer[slot].variable != entry.variable { slot += 1 }
                if slot < end {
                    buffer[slot].coefficient += entry.coefficient
                } else {
                    buffer[end] = entry
                    end += 1
                }
            }
            var kept = start
            for index in start..<end where abs(buffer[index].coefficient) >= Self.epsilon {
                buffer[kept] = buffer[index]
                kept += 1
            }
            if kept - start > 1 {
                for index in (start + 1)..<kept {
                    let moving = buffer[index]
                    var slot = index
                    while slot > start && buffer[slot - 1].variable > moving.variable {
                        buffer[slot] = buffer[slot - 1]
                        slot -= 1
                    }
                    buffer[slot] = moving
                }
            }
            return kept
        }
        if pool.count > end { pool.removeLast(pool.count - end) }
        records[id].coefficientStart = start
        records[id].coefficientCount = end - start
        for entry in start..<end {
            let variable = pool[entry].variable
            let head = symbolState[variable].mentionHead
            pool[entry].next = head
            if head >= 0 { pool[head].previous = entry }
            symbolState[variable].mentionHead = entry
        }
    }

    /// The common case of ``storeCoefficients(_:of:)``, written straight to the pool: at most four
    /// terms, each of a distinct live variable with a coefficient that is not near zero (an Auto
    /// Layout constraint's terms). Combining such terms changes nothing and their order by variable
    /// is unique, so the entries are the ones the general path makes, in the same order, listed the
    /// same way; only the work differs (no entry written twice, no buffer access, no shrinking).
    /// Returns `false`, having changed nothing, when the terms are not of that kind.
    func storeDistinctCoefficients(_ terms: UnsafeBufferPointer<Term>, of id: Int) -> Bool {
        let count = terms.count
        guard count <= 4 else { return false }
        for index in 0..<count {
            let term = terms[index]
            guard isLiveVariable(term.variable), abs(term.coefficient) >= Self.epsilon else { return false }
            for other in 0..<index where terms[other].variable.id == term.variable.id { return false }
        }
        let start = pool.count
        records[id].coefficientStart = start
        records[id].coefficientCount = count
        // In order of variable: each round takes the lowest variable above the previous round's.
        var previous = Int.min
        for entry in start..<(start + count) {
            var lowest = 0
            var variable = Int.max
            for index in 0..<count {
                let candidate = terms[index].variable.id
                if candidate > previous && candidate < variable {
                    variable = candidate
                    lowest = index
                }
            }
            previous = variable
            let head = symbolState[variable].mentionHead
            pool.append(
                PoolEntry(
                    variable: variable, coefficient: terms[lowest].coefficient, constraint: id, next: head, previous: -1
                ))
            if head >= 0 { pool[head].previous = entry }
            symbolState[variable].mentionHead = entry
        }
        return true
    }

    /// Takes a constraint's entries out of their variables' lists of mentions (it is removed).
    func unlistMentions(of id: Int) {
        for entry in terms(of: id) {
            let next = pool[entry].next
            let previous = pool[entry].previous
            if previous >= 0 {
                pool[previous].next = next
            } else {
                symbolState[pool[entry].variable].mentionHead = next
            }
            if next >= 0 { pool[next].previous = previous }
            pool[entry].next = -1
            pool[entry].previous = -1
        }
    }

    /// The ids of the constraints that mention the variable (active or broken), in no order.
    func mentions(of variable: Int) -> [Int] {
        var ids: [Int] = []
        var entry = symbolState[variable].mentionHead
        while entry >= 0 {
            ids.append(pool[entry].constraint)
            entry = pool[entry].next
        }
        return ids
    }

    /// Takes a required equality as a link when it reads `v = root + offset` (or `v = offset`)
    /// for a fresh `v`, the newest such variable. Returns whether it did.
    func tryLink(_ id: Int) -> Bool {
        let record = records[id]
        guard record.priority.isRequired, record.relation == .equal else { return false }
        let entries = terms(of: id)
        guard entries.count <= 8 else { return false }
        for entry in entries.reversed() where isFresh(pool[entry].variable) {
            let variable = pool[entry].variable
            let coefficient = pool[entry].coefficient
            var constant = record.constant
            var root = -1
            var rootCoefficient = 0.0
            var fits = true
            for otherEntry in entries where otherEntry != entry {
                let other = pool[otherEntry].variable
                let factor = pool[otherEntry].coefficient
                let (otherRoot, offset) = resolve(other)
                constant += factor * offset
                if otherRoot == Self.one { continue }
                if root == -1 || root == otherRoot {
                    root = otherRoot
                    rootCoefficient += factor
                } else {
                    fits = false
                    break
                }
            }
            guard fits else { continue }
            if root != -1 && abs(rootCoefficient) < Self.epsilon { root = -1 }
            if root != -1 && abs(rootCoefficient + coefficient) > Self.epsilon * max(1, abs(coefficient)) { continue }
            link(variable, to: root == -1 ? Self.one : root, offset: -constant / coefficient, by: id)
            return true
        }
        return false
    }

    func link(_ leaf: Int, to root: Int, offset: Double, by id: Int) {
        symbolState[leaf].linkRoot = root
        symbolState[leaf].linkOffset = offset
        symbolState[leaf].linkConstraint = id
        records[id].linkLeaf = leaf
        statistics.links += 1
        if root >= 0 {
            symbolState[leaf].childIndex = children[root].count
            children[root].append(leaf)
        }
        markDirty(leaf)
    }

    func cut(_ leaf: Int) {
        let root = symbolState[leaf].linkRoot
        if root >= 0 {
            let index = symbolState[leaf].childIndex
            let last = children[root].removeLast()
            if last != leaf {
                children[root][index] = last
                symbolState[last].childIndex = index
            }
        }
        symbolState[leaf].linkRoot = -1
        symbolState[leaf].linkOffset = 0
        symbolState[leaf].linkConstraint = -1
        symbolState[leaf].childIndex = -1
        markDirty(leaf)
    }

    /// Puts a constraint in the solution, as a link or a row. Returns nil, or the conflicting
    /// constraints (the constraint is then broken).
    func place(_ id: Int) -> [ConstraintHandle]? {
        if !tryLink(id), let conflicting = insert(id) {
            records[id].state = .broken
            conflicts[id] = conflicting
            return conflicting
        }
        records[id].state = .active
        for entry in terms(of: id) { symbolState[pool[entry].variable].activeMentions += 1 }
        return nil
    }

    /// Takes an active constraint out of the solution (no optimization); its state is left to
    /// the caller. Returns the leaf it linked, if it was a link.
    @discardableResult
    func detach(_ id: Int) -> Int? {
        for entry in terms(of: id) { symbolState[pool[entry].variable].activeMentions -= 1 }
        let leaf = records[id].linkLeaf
        if leaf >= 0 {
            cut(leaf)
            records[id].linkLeaf = -1
            return leaf
        }
        extract(id)
        return nil
    }

    /// Detaches the constraints and, for each link among them, every active constraint that
    /// mentions its leaf (built with the leaf's old root), transitively. Returns their ids in
    /// order; they are all still marked active.
    func detachClosure(_ seeds: [Int]) -> [Int] {
        var detached: Set<Int> = []
        var work = seeds
        while let id = work.popLast() {
            guard records[id].state == .active, detached.insert(id).inserted else { continue }
            if let leaf = detach(id) {
                for other in mentions(of: leaf).sorted(by: >)
                where records[other].state == .active && !detached.contains(other) {
                    work.append(other)
                }
            }
        }
        return detached.sorted()
    }

    /// Places again constraints that `detachClosure` took out (they held together before).
    func replace(_ ids: [Int]) {
        for id in ids where records[id].state == .active { _ = place(id) }
    }

    /// `conflicting` with the links their variables were resolved through, transitively.
    func explain(_ conflicting: [ConstraintHandle]) -> [ConstraintHandle] {
        var ids = Set(conflicting.map(\.id))
        var work = conflicting.map(\.id)
        while let id = work.popLast() {
            for entry in terms(of: id) {
                let link = symbolState[pool[entry].variable].linkConstraint
                if link >= 0, ids.insert(link).inserted { work.append(link) }
            }
        }
        return ids.sorted().map(handle(of:))
    }
}
