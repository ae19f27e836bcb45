// The public operations of `Solver`.

extension Solver {
    /// Makes a new variable, unconstrained, with the value 0.
    /// - Returns: The variable's handle; handles made later order after it.
    /// - Complexity: O(1) amortized.
    public func makeVariable() -> Variable {
        Variable(id: makeSymbol(.external, owner: -1))
    }

    /// Adds the constraint `expression relation 0` at `priority`.
    ///
    /// A required constraint (``Priority/required``) must hold. When it cannot hold together with
    /// the required constraints already added, it is broken: left out of the solution, which
    /// stays as it was, and reported as ``AddOutcome/unsatisfiable(_:conflicting:)`` with the
    /// constraints that together cannot be satisfied, the new one included (MIS-22). This is a
    /// policy: UIKit breaks one of the conflicting constraints; this solver always breaks the one
    /// being added, so the same calls break the same constraint. A broken constraint stays out
    /// until it is removed.
    ///
    /// An optional constraint (priority below 1000) always adds: the solution minimizes its error,
    /// after the errors of every higher priority (LAYOUT-6). Priorities are clamped into
    /// `(0, 1000]` (a priority that is not a number counts as required).
    ///
    /// Terms whose variable this solver did not make, or has released, are ignored.
    /// - Parameters:
    ///   - expression: The left side; the constraint compares it with 0.
    ///   - relation: `<=`, `==` or `>=`.
    ///   - priority: How strongly the constraint holds.
    /// - Returns: The constraint's handle, and whether it was added or broken.
    /// - Complexity: Proportional to the rows that mention the symbols of the new row, times the
    ///   pivots the optimization needs (none for a constraint that fixes a new variable).
    public func add(_ expression: Expression, _ relation: Relation, priority: Priority = .required) -> AddOutcome {
        expression.terms.withUnsafeBufferPointer { terms in
            add(terms: terms, constant: expression.constant, relation, priority: priority)
        }
    }

    /// As ``add(_:_:priority:)``, with the expression given as its terms and its constant: for this
    /// package's Auto Layout engine, which writes a constraint's few terms in a buffer on the
    /// stack rather than in an `Expression`'s array.
    /// - Parameters:
    ///   - terms: The products of the left side.
    ///   - constant: The constant of the left side.
    ///   - relation: `<=`, `==` or `>=`.
    ///   - priority: How strongly the constraint holds.
    /// - Returns: As ``add(_:_:priority:)``.
    package func add(
        terms: UnsafeBufferPointer<Term>, constant: Double, _ relation: Relation, priority: Priority
    ) -> AddOutcome {
        let id = records.count
        var clamped = priority
        if !(clamped.value > 0) { clamped.value = clamped.value.isNaN ? 1000 : Float.leastNonzeroMagnitude }
        if clamped.value > 1000 { clamped.value = 1000 }
        var record = ConstraintRecord(constant: constant, relation: relation, priority: clamped, state: .broken)
        record.serial = nextSerial
        nextSerial += 1
        records.append(record)
        storeCoefficients(terms, of: id)
        let handle = handle(of: id)
        // Only when something is listed: emptying an array that never had storage makes an empty
        // buffer and releases the old one, at every constraint.
        defer { if !infeasible.isEmpty { infeasible.removeAll(keepingCapacity: true) } }
        if let conflicting = place(id) { return .unsatisfiable(handle, conflicting: conflicting) }
        return .added(handle)
    }

    /// Removes a constraint, whether it took part in the solution or was broken.
    ///
    /// Removing a handle that was already removed, or that this solver did not make, does nothing.
    /// - Parameter constraint: The constraint's handle.
    /// - Complexity: One pivot on the rows that mention the constraint's marker, then the
    ///   optimization.
    public func remove(_ constraint: ConstraintHandle) {
        let id = constraint.id
        guard isPresent(constraint) else { return }
        if records[id].state == .active {
            if records[id].linkLeaf >= 0 {
                let detached = detachClosure([id])
                records[id].state = .removed
                replace(detached)
            } else {
                detach(id)
            }
            optimize()
            infeasible.removeAll(keepingCapacity: true)
        }
        records[id].state = .removed
        unlistMentions(of: id)
        free(id)
    }

    /// The handle of the constraint whose record is at `id`.
    func handle(of id: Int) -> ConstraintHandle { ConstraintHandle(id: id, serial: records[id].serial) }

    /// Whether the handle names a constraint added and not removed.
    func isPresent(_ constraint: ConstraintHandle) -> Bool {
        let id = constraint.id
        return id >= 0 && id < records.count && records[id].serial == constraint.serial
            && records[id].state != .removed
    }

    /// Frees a removed constraint's record (see `records`): its list of conflicts at once;
    /// its slot and pool entries once no record after it is live.
    func free(_ id: Int) {
        if !conflicts.isEmpty { conflicts[id] = nil }
        while let last = records.last, last.state == .removed {
            for symbol in [last.marker, last.other] where symbol >= 0 { symbolState[symbol].owner = -1 }
            records.removeLast()
        }
        let poolEnd = records.last.map { $0.coefficientStart + $0.coefficientCount } ?? 0
        if pool.count > poolEnd { pool.removeLast(pool.count - poolEnd) }
    }

    /// How many constraint records the solver holds (the constraints present, and removed ones
    /// that a later constraint still present keeps in place): for this package's tests.
    package var recordCount: Int { records.count }

    /// Changes a constraint's constant (the expression's `constant`) in place, without removing
    /// and re-adding it: the rows that mention the constraint's marker shift, and the dual simplex
    /// restores feasibility (Cassowary's edit).
    ///
    /// When the new constant makes the required constraints unsatisfiable, the changed constraint
    /// is broken (taken out, the rest solved as without it) and the result is
    /// ``AddOutcome/unsatisfiable(_:conflicting:)`` (MIS-22). A broken constraint keeps the new
    /// constant and stays broken; the result then repeats what it conflicted with when it broke.
    /// A removed or unknown handle changes nothing.
    /// - Parameters:
    ///   - constant: The expression's new constant.
    ///   - constraint: The constraint's handle.
    /// - Returns: `.added` when the constraint takes part in the solution.
    /// - Complexity: Proportional to the rows that mention the marker, plus the dual simplex's
    ///   pivots; independent of the size of the rest of the system.
    @discardableResult
    public func setConstant(_ constant: Double, of constraint: ConstraintHandle) -> AddOutcome {
        let id = constraint.id
        guard isPresent(constraint) else { return .added(constraint) }
        let old = records[id].constant
        records[id].constant = constant
        guard records[id].state == .active else {
            return .unsatisfiable(constraint, conflicting: conflicts[id] ?? [])
        }
        let delta = constant - old
        guard delta != 0 else { return .added(constraint) }
        defer { infeasible.removeAll(keepingCapacity: true) }
        if records[id].linkLeaf >= 0 {
            // A link: detach it with what was built on its leaf, place the others again, then it.
            let detached = detachClosure([id])
            records[id].state = .broken
            replace(detached)
            let conflicting = place(id)
            optimize()
            if let conflicting { return .unsatisfiable(constraint, conflicting: conflicting) }
            return .added(constraint)
        }
        shiftConstant(of: id, by: delta)
        guard let failed = dualOptimize() else { return .added(constraint) }
        // Unsatisfiable: read the conflict off the failing row, undo the shift, break the constraint.
        var conflicting = participants(of: rows[failed]?.cells ?? [:], besides: id)
        let failedOwner = symbolState[failed].owner
        if failedOwner >= 0, records[failedOwner].state == .active, records[failedOwner].priority.isRequired,
            !conflicting.contains(handle(of: failedOwner))
        {
            conflicting.append(handle(of: failedOwner))
            conflicting.sort()
        }
        conflicting = explain(conflicting)
        shiftConstant(of: id, by: -delta)
        _ = dualOptimize()
        detach(id)
        optimize()
        records[id].state = .broken
        conflicts[id] = conflicting
        return .unsatisfiable(constraint, conflicting: conflicting)
    }

    /// Changes an optional constraint's priority to another optional priority (the objective's
    /// weights move, then it is optimized again).
    ///
    /// A change from required to optional or back is refused (UIKit raises an exception for it
    /// on an active constraint; ContainerKit reports MIS-23): nothing changes and the result is
    /// `false`. A removed or unknown handle changes nothing (`false`).
    /// - Parameters:
    ///   - priority: The new priority, clamped into `(0, 1000)` for an optional constraint.
    ///   - constraint: The constraint's handle.
    /// - Returns: Whether the priority was changed (or already was `priority`).
    /// - Complexity: Proportional to the rows of the constraint's error symbols, then the
    ///   optimization.
    @discardableResult
    public func setPriority(_ priority: Priority, of constraint: ConstraintHandle) -> Bool {
        let id = constraint.id
        guard isPresent(constraint) else { return false }
        let record = records[id]
        guard priority.isRequired == record.priority.isRequired, !priority.value.isNaN else { return false }
        var newPriority = priority
        if !(newPriority.value > 0) { newPriority.value = Float.leastNonzeroMagnitude }
        if record.priority.isRequired || newPriority == record.priority { return true }
        records[id].priority = newPriority
        guard record.state == .active else { return true }
        let oldLevel = objective.level(for: record.priority.value)
        let newLevel = objective.level(for: newPriority.value)
        // `level(for:)` may have inserted a level before the old one.
        let oldIndex = objective.priorities.firstIndex(of: record.priority.value) ?? oldLevel
        for symbol in [record.marker, record.other] where symbol >= 0 && symbolState[symbol].kind == .error {
            if let row = rows[symbol] {
                addToObjective(row, times: -1, level: oldIndex)
                addToObjective(row, times: 1, level: newLevel)
            } else {
                addToObjective(symbol, -1, level: oldIndex)
                addToObjective(symbol, 1, level: newLevel)
            }
        }
        optimize()
        infeasible.removeAll(keepingCapacity: true)
        return true
    }

    /// The variable's value in the current solution (0 for a variable nothing fixes, or one that
    /// was released or was not made by this solver).
    /// - Complexity: O(1).
    public func value(of variable: Variable) -> Double {
        guard isLiveVariable(variable) else { return 0 }
        return currentValue(variable.id)
    }

    func currentValue(_ symbol: Int) -> Double {
        let root = symbolState[symbol].linkRoot
        if root == -1 { return rows[symbol]?.constant ?? 0 }
        if root == Self.one { return symbolState[symbol].linkOffset }
        return (rows[root]?.constant ?? 0) + symbolState[symbol].linkOffset
    }

    /// The variables whose values changed since the last call (or since they were made, for the
    /// first call), in the order they were made; each is then remembered with its current value.
    ///
    /// A caller updates only the views that moved. A variable whose value changed and changed
    /// back is not listed; released variables are never listed.
    /// - Returns: The changed variables; an empty array (no allocation) when nothing changed.
    /// - Complexity: O(k log k) for the k variables whose rows changed; O(k) when they are most of
    ///   the variables made in their range (a first layout).
    public func takeChangedVariables() -> [Variable] {
        guard !dirty.isEmpty else { return [] }
        // A root that changed moves its leaves (the range is taken before the loop: the leaves
        // appended are not visited).
        for index in dirty.indices where symbolState[dirty[index]].linkRoot == -1 {
            for leaf in children[dirty[index]] where !symbolState[leaf].isDirty {
                symbolState[leaf].isDirty = true
                dirty.append(leaf)
            }
        }
        var changed: [Variable] = []
        changed.reserveCapacity(dirty.count)
        // In id order: over the range of the dirty symbols, reading their flags, when they are most
        // of it (a build, where most variables are new: O(range), no sort and no rewrite of `dirty`);
        // otherwise sorted, in O(k log k). The same order either way (ids are distinct; `isDirty`
        // marks exactly the symbols in `dirty`).
        if let range = denseDirtyRange() {
            for symbol in range where symbolState[symbol].isDirty { report(symbol, into: &changed) }
        } else {
            dirty.withUnsafeMutableBufferPointer { buffer in
                var buffer = buffer  // sorted in place: the copy shares the storage
                buffer.sort()
            }
            for index in dirty.indices { report(dirty[index], into: &changed) }
        }
        dirty.removeAll()
        return changed
    }

    /// Clears a dirty symbol's flag and lists it in `changed` when its value differs from the one
    /// last reported (a released variable is never listed).
    @inline(__always)
    private func report(_ symbol: Int, into changed: inout [Variable]) {
        symbolState[symbol].isDirty = false
        guard !symbolState[symbol].released else { return }
        let now = currentValue(symbol)
        if now != symbolState[symbol].reported {
            symbolState[symbol].reported = now
            changed.append(Variable(id: symbol))
        }
    }

    /// The range of the dirty symbols when they are more than 64 and at least an eighth of it (a
    /// build), or nil.
    private func denseDirtyRange() -> ClosedRange<Int>? {
        let count = dirty.count
        guard count > 64 else { return nil }
        var low = Int.max
        var high = Int.min
        for index in dirty.indices {
            low = min(low, dirty[index])
            high = max(high, dirty[index])
        }
        return high - low < count * 8 ? low...high : nil
    }

    /// Whether the constraints, each at its priority, leave the variable more than one value
    /// (UIKit's `hasAmbiguousLayout`).
    ///
    /// Precisely: the variable is ambiguous when it can move away from its value, in some
    /// direction, without breaking a required constraint and without increasing the error of any
    /// optional one. In the tableau: the variable is parametric (nothing fixes it), or its row
    /// mentions a variable that is parametric, or a slack or error symbol whose reduced cost is
    /// zero at every priority and that can grow from 0 without making another restricted row
    /// infeasible. A variable nothing mentions is ambiguous. At a degenerate solution (a freedom
    /// that only a pivot would reveal) this may answer `false` for a variable that can move.
    /// Released or foreign variables are not ambiguous.
    /// - Complexity: Proportional to the variable's row and the columns of its free symbols.
    public func isAmbiguous(_ variable: Variable) -> Bool {
        guard isLiveVariable(variable) else { return false }
        let root = symbolState[variable.id].linkRoot
        if root == Self.one { return false }
        if root >= 0 { return isAmbiguous(Variable(id: root)) }
        guard let row = rows[variable.id] else { return true }
        for (symbol, _) in row.cells {
            switch symbolState[symbol].kind {
            case .external:
                return true
            case .dummy:
                continue
            case .slack, .error:
                guard objective.sign(of: symbol) == 0 else { continue }
                let blocked = columns[symbol].contains { basic in
                    guard isRestricted(basic), let other = rows[basic] else { return false }
                    return other.coefficient(of: symbol) < 0 && other.constant < Self.epsilon
                }
                if !blocked { return true }
            }
        }
        return false
    }

    /// The constraints that affect the variable's value (UIKit's
    /// `constraintsAffectingLayout(for:)`): those whose expressions mention it and those whose
    /// constants its current value depends on (their marker or error symbols are in its row), in
    /// the order they were added. Broken and removed constraints are not listed.
    /// - Complexity: O(m log m) for the m constraints listed.
    public func constraintsAffecting(_ variable: Variable) -> [ConstraintHandle] {
        guard isLiveVariable(variable) else { return [] }
        var ids = Set(mentions(of: variable.id).filter { records[$0].state == .active })
        let link = symbolState[variable.id].linkConstraint
        if link >= 0 {
            for handle in explain([handle(of: link)]) { ids.insert(handle.id) }
            let root = symbolState[variable.id].linkRoot
            if root >= 0 { for handle in constraintsAffecting(Variable(id: root)) { ids.insert(handle.id) } }
            return ids.sorted().map(handle(of:))
        }
        if let row = rows[variable.id] {
            for symbol in row.cells.keys
            where symbolState[symbol].owner >= 0 && records[symbolState[symbol].owner].state == .active {
                ids.insert(symbolState[symbol].owner)
            }
        }
        return ids.sorted().map(handle(of:))
    }

    /// Releases a variable whose view was torn down or left the tree: the constraints that still
    /// mention it are removed first (their handles then do nothing), and the variable is never
    /// listed or used again (terms that name it are ignored, its value reads 0).
    /// - Parameter variable: The variable; one already released, or not made by this solver,
    ///   changes nothing.
    /// - Complexity: The removal of each constraint that mentions it.
    public func releaseVariable(_ variable: Variable) {
        guard isLiveVariable(variable) else { return }
        let symbol = variable.id
        for id in mentions(of: symbol).sorted() { remove(handle(of: id)) }
        if rows.hasRow(symbol) { uninstall(symbol) }
        purge(symbol)
        symbolState[symbol].released = true
    }
}
