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

    /// The expression's coefficients per distinct live variable, in id order, without zeros.
    func combinedCoefficients(_ expression: Expression) -> [(variable: Int, coefficient: Double)] {
        var result: [(variable: Int, coefficient: Double)] = []
        for term in expression.terms where isLiveVariable(term.variable) {
            if let index = result.firstIndex(where: { $0.variable == term.variable.id }) {
                result[index].coefficient += term.coefficient
            } else {
                result.append((term.variable.id, term.coefficient))
            }
        }
        result.removeAll { abs($0.coefficient) < Self.epsilon }
        result.sort { $0.variable < $1.variable }
        return result
    }

    /// Takes a required equality as a link when it reads `v = root + offset` (or `v = offset`)
    /// for a fresh `v`, the newest such variable. Returns whether it did.
    func tryLink(_ id: Int) -> Bool {
        let record = records[id]
        guard record.priority.isRequired, record.relation == .equal else { return false }
        let coefficients = record.coefficients
        guard coefficients.count <= 8 else { return false }
        for (variable, coefficient) in coefficients.reversed() where isFresh(variable) {
            var constant = record.expression.constant
            var root = -1
            var rootCoefficient = 0.0
            var fits = true
            for (other, factor) in coefficients where other != variable {
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
        for (variable, _) in records[id].coefficients { activeMentions[variable] += 1 }
        return nil
    }

    /// Takes an active constraint out of the solution (no optimization); its state is left to
    /// the caller. Returns the leaf it linked, if it was a link.
    @discardableResult
    func detach(_ id: Int) -> Int? {
        for (variable, _) in records[id].coefficients { activeMentions[variable] -= 1 }
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
                for other in mentions[leaf].sorted(by: >)
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
            for (variable, _) in records[id].coefficients {
                let link = linkConstraint[variable]
                if link >= 0, ids.insert(link).inserted { work.append(link) }
            }
        }
        return ids.sorted().map(ConstraintHandle.init(id:))
    }
}
