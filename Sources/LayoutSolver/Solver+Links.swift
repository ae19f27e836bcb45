// Links: required equalities `v = root + offset` kept out of the tableau (see "Links" in
// Solver.swift), and the bookkeeping that places, detaches and re-places constraints.

extension Solver {
    /// The root a variable stands for and its offset from it: `(v, 0)` for a root.
    func resolve(_ variable: Int) -> (root: Int, offset: Double) {
        let root = linkRoot[variable]
        return root == -1 ? (variable, 0) : (root, linkOffset[variable])
    }

    /// Whether nothing uses the variable yet, so that a constraint may link it.
    func isFresh(_ variable: Int) -> Bool {
        linkRoot[variable] == -1 && children[variable].isEmpty && rows[variable] == nil
            && columns[variable].isEmpty && activeMentions[variable] == 0
    }

    /// The pool entries of a constraint's combined coefficients.
    @inline(__always)
    func terms(of id: Int) -> Range<Int> {
        let start = records[id].coefficientStart
        return start..<(start + records[id].coefficientCount)
    }

    /// Appends the expression's coefficients per distinct live variable, in id order, without
    /// zeros, to the pool as constraint `id`'s, and lists each entry among its variable's
    /// mentions. Nothing is allocated once the pool has grown.
    func storeCoefficients(_ expression: Expression, of id: Int) {
        let start = termVariable.count
        for term in expression.terms where isLiveVariable(term.variable) {
            var index = start
            while index < termVariable.count && termVariable[index] != term.variable.id { index += 1 }
            if index < termVariable.count {
                termCoefficient[index] += term.coefficient
            } else {
                termVariable.append(term.variable.id)
                termCoefficient.append(term.coefficient)
            }
        }
        // Drop the zeros, then sort by variable (insertion sort: expressions are short).
        var end = start
        for index in start..<termVariable.count where abs(termCoefficient[index]) >= Self.epsilon {
            termVariable[end] = termVariable[index]
            termCoefficient[end] = termCoefficient[index]
            end += 1
        }
        termVariable.removeLast(termVariable.count - end)
        termCoefficient.removeLast(termCoefficient.count - end)
        if end - start > 1 {
            for index in (start + 1)..<end {
                let variable = termVariable[index]
                let coefficient = termCoefficient[index]
                var slot = index
                while slot > start && termVariable[slot - 1] > variable {
                    termVariable[slot] = termVariable[slot - 1]
                    termCoefficient[slot] = termCoefficient[slot - 1]
                    slot -= 1
                }
                termVariable[slot] = variable
                termCoefficient[slot] = coefficient
            }
        }
        records[id].coefficientStart = start
        records[id].coefficientCount = end - start
        for entry in start..<end {
            let variable = termVariable[entry]
            let head = mentionHead[variable]
            termConstraint.append(id)
            mentionNext.append(head)
            mentionPrevious.append(-1)
            if head >= 0 { mentionPrevious[head] = entry }
            mentionHead[variable] = entry
        }
    }

    /// Takes a constraint's entries out of their variables' lists of mentions (it is removed).
    func unlistMentions(of id: Int) {
        for entry in terms(of: id) {
            let next = mentionNext[entry]
            let previous = mentionPrevious[entry]
            if previous >= 0 { mentionNext[previous] = next } else { mentionHead[termVariable[entry]] = next }
            if next >= 0 { mentionPrevious[next] = previous }
            mentionNext[entry] = -1
            mentionPrevious[entry] = -1
        }
    }

    /// The ids of the constraints that mention the variable (active or broken), in no order.
    func mentions(of variable: Int) -> [Int] {
        var ids: [Int] = []
        var entry = mentionHead[variable]
        while entry >= 0 {
            ids.append(termConstraint[entry])
            entry = mentionNext[entry]
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
        for entry in entries.reversed() where isFresh(termVariable[entry]) {
            let variable = termVariable[entry]
            let coefficient = termCoefficient[entry]
            var constant = record.constant
            var root = -1
            var rootCoefficient = 0.0
            var fits = true
            for otherEntry in entries where otherEntry != entry {
                let other = termVariable[otherEntry]
                let factor = termCoefficient[otherEntry]
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
        linkRoot[leaf] = root
        linkOffset[leaf] = offset
        linkConstraint[leaf] = id
        records[id].linkLeaf = leaf
        statistics.links += 1
        if root >= 0 {
            childIndex[leaf] = children[root].count
            children[root].append(leaf)
        }
        markDirty(leaf)
    }

    func cut(_ leaf: Int) {
        let root = linkRoot[leaf]
        if root >= 0 {
            let index = childIndex[leaf]
            let last = children[root].removeLast()
            if last != leaf {
                children[root][index] = last
                childIndex[last] = index
            }
        }
        linkRoot[leaf] = -1
        linkOffset[leaf] = 0
        linkConstraint[leaf] = -1
        childIndex[leaf] = -1
        markDirty(leaf)
    }

    /// Puts a constraint in the solution, as a link or a row. Returns nil, or the conflicting
    /// constraints (the constraint is then broken).
    func place(_ id: Int) -> [ConstraintHandle]? {
        if !tryLink(id), let conflicting = insert(id) {
            records[id].state = .broken
            records[id].conflicting = conflicting
            return conflicting
        }
        records[id].state = .active
        for entry in terms(of: id) { activeMentions[termVariable[entry]] += 1 }
        return nil
    }

    /// Takes an active constraint out of the solution (no optimization); its state is left to
    /// the caller. Returns the leaf it linked, if it was a link.
    @discardableResult
    func detach(_ id: Int) -> Int? {
        for entry in terms(of: id) { activeMentions[termVariable[entry]] -= 1 }
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
                let link = linkConstraint[termVariable[entry]]
                if link >= 0, ids.insert(link).inserted { work.append(link) }
            }
        }
        return ids.sorted().map(handle(of:))
    }
}
