/// A headless list: a number of rows, a window of visible rows, and containers reused across rows
/// (`CELL-1` to `CELL-4`), like a table or collection view without drawing or scrolling physics.
///
/// Register container types by reuse identifier, give the list a ``containerProvider`` that
/// dequeues and prepares a container for a row, then move the visible window with
/// ``scroll(toVisible:fileID:filePath:line:column:)``. Rows leaving the window end display: a hosted controller leaves its
/// parent (`VC-3`), the container leaves the list and waits in its identifier's pool. Rows entering
/// ask the provider, which gets a pooled container when there is one (after its
/// ``AnyContainerView/prepareForReuse()``) and a new one otherwise (`CELL-1`). Preparing a reused
/// container keeps its content, finds its parent and delegate again and adds a hosted controller
/// back to its parent (`CELL-2`).
///
/// ```swift
/// let list = ListHost(name: "list")
/// list.register(ControllerContainer<RowController>.self, forReuseIdentifier: "row")
/// list.containerProvider = { list, row in
///     let cell = list.dequeueReusableContainer(withIdentifier: "row", for: row,
///                                              as: ControllerContainer<RowController>.self)
///     cell?.prepare(in: list.owningController)
///     cell?.content?.show(row)
///     return cell
/// }
/// home.view.addSubview(list)
/// list.reloadData(numberOfRows: 1_000, visibleRows: 0..<10)
/// list.scroll(toVisible: 1..<11)
/// ```
///
/// Once the pools hold enough containers, showing a row allocates nothing in ContainerKit
/// (`CELL-4`): pools, the visible list and the children lists keep their capacity.
///
/// Retiring the rows (a teardown) and releasing the list walk the registrations in the order
/// their identifiers were first registered, each pool oldest first, so the hooks that run as
/// pooled containers go come in the same order in every run (`TRACE-9`).
@MainActor
open class ListHost: View {
    /// Returns the prepared container for a row; it usually calls
    /// ``dequeueReusableContainer(withIdentifier:for:as:fileID:filePath:line:column:)`` and the container's `prepare(in:)`.
    /// Returning `nil`, or a container this list did not dequeue for the row, is refused
    /// (`MIS-17`) and stops the scroll at that row.
    public typealias ContainerProvider = @MainActor (_ list: ListHost, _ row: Int) -> AnyContainerView?

    /// Supplies the container of each row that becomes visible.
    public final var containerProvider: ContainerProvider?

    /// The number of rows.
    @exclusivity(unchecked) public private(set) final var numberOfRows = 0

    /// The rows on display, always within `0..<numberOfRows`.
    @exclusivity(unchecked) public private(set) final var visibleRows: Range<Int> = 0..<0

    /// The containers on display, in row order (aligned with ``visibleRows``).
    @exclusivity(unchecked) public private(set) final var displayedContainers: [AnyContainerView] = []

    // Exclusivity unchecked (as the engine's state, `Engine/Engine.swift`): main-actor state, and
    // no access to these fields overlaps another of the same field (hooks run between accesses).
    /// The registrations, in the order their identifiers were first registered (`TRACE-9`): every
    /// walk over them (retiring the rows, releasing the list) goes in this order, never in a
    /// dictionary's, which changes with the hash seed from one process to the next.
    ///
    /// Invariant: `registrationIndex[identifier]` is the index in `registrations` of the
    /// registration of `identifier`, and each identifier has at most one. Both change only in
    /// `replaceRegistration(_:with:)`; the index is only looked up, never walked.
    @exclusivity(unchecked) private final var registrations: [ListRegistration] = []
    @exclusivity(unchecked) private final var registrationIndex: [String: Int] = [:]
    /// The identifier last looked up by ``registration(for:)``, with the index of its
    /// registration: a scroll asks for the same one at every row, and this spares the hashing of
    /// the identifier. An index, not a reference: a released list releases its registrations in
    /// registration order, none kept for last by this cache (`TRACE-9`).
    ///
    /// Invariant: when set, `registrationIndex[identifier]` is `index`. The registrations change
    /// only in `replaceRegistration(_:with:)`, which clears it.
    @exclusivity(unchecked) private final var lastLookup: (identifier: String, index: Int)?

    /// Creates an empty list.
    ///
    /// - Parameter name: The name used in traces and dumps; `nil` uses the type's name.
    public required init(name: String? = nil) {
        super.init(name: name)
    }

    /// Registers a container type for a reuse identifier; new containers are `type.init(name: nil)`.
    ///
    /// Registering an identifier again replaces its type and empties its pool; the containers on
    /// display for the old registration are released when their rows end display, never pooled.
    ///
    /// - Parameters:
    ///   - type: The container class; the dynamic type is used, so a metatype held as
    ///     `AnyContainerView.Type` registers the class it refers to.
    ///   - identifier: The reuse identifier.
    ///   - fileID: The caller's `#fileID`, where a misuse is reported (``CallSite``); leave the default.
    ///   - filePath: The caller's `#filePath`; leave the default.
    ///   - line: The caller's `#line`; leave the default.
    ///   - column: The caller's `#column`; leave the default.
    public final func register(
        _ type: AnyContainerView.Type, forReuseIdentifier identifier: String, fileID: StaticString = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let outermost = Engine.enter(#function, fileID, filePath, line, column)
        defer { Engine.leave(outermost) }
        replaceRegistration(identifier, with: ListRegistration(type: type, make: { type.init(name: nil) }))
    }

    /// Registers a factory for a reuse identifier.
    ///
    /// - Parameters:
    ///   - identifier: The reuse identifier.
    ///   - type: The class of the containers the factory makes.
    ///   - make: Creates a new container.
    ///   - fileID: The caller's `#fileID`, where a misuse is reported (``CallSite``); leave the default.
    ///   - filePath: The caller's `#filePath`; leave the default.
    ///   - line: The caller's `#line`; leave the default.
    ///   - column: The caller's `#column`; leave the default.
    public final func register<K: AnyContainerView>(
        forReuseIdentifier identifier: String, as type: K.Type, _ make: @escaping @MainActor () -> K,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let outermost = Engine.enter(#function, fileID, filePath, line, column)
        defer { Engine.leave(outermost) }
        replaceRegistration(identifier, with: ListRegistration(type: type, make: make))
    }

    /// Installs a registration; the old one's pooled cells are no longer pooled (they are released
    /// unless someone else holds them).
    ///
    /// A new identifier goes after the others; a registered one keeps its place (`TRACE-9`).
    private func replaceRegistration(_ identifier: String, with registration: ListRegistration) {
        lastLookup = nil
        guard let index = registrationIndex[identifier] else {
            registrationIndex[identifier] = registrations.count
            registrations.append(registration)
            return
        }
        for cell in registrations[index].pool { cell.isPooled = false }
        registrations[index] = registration
    }

    /// The registration of `identifier`, through ``lastLookup``.
    private func registration(for identifier: String) -> ListRegistration? {
        if let lastLookup, lastLookup.identifier == identifier { return registrations[lastLookup.index] }
        guard let index = registrationIndex[identifier] else { return nil }
        lastLookup = (identifier, index)
        return registrations[index]
    }

    /// A container for a row: a pooled one after its ``AnyContainerView/prepareForReuse()``, or a
    /// new one when the pool is empty (`CELL-1`). A pooled container that an operation in progress
    /// is changing (a hook moved a view into it) stays in the pool.
    ///
    /// Refused, answering `nil` (reported through ``Diagnostics``): ``Misuse/invalidArgument`` when
    /// nothing is registered for `identifier`, when the registered class is not a `K`, or when `row`
    /// is out of range; ``Misuse/unacceptableNode`` (`MIS-17`) when a registered factory hands back
    /// a container that is placed, torn down or another list's cell.
    ///
    /// - Parameters:
    ///   - identifier: A registered reuse identifier.
    ///   - row: The row the container is for.
    ///   - type: The container class to return; it must match the registration.
    ///   - fileID: The caller's `#fileID`, where a misuse is reported (``CallSite``); leave the default.
    ///   - filePath: The caller's `#filePath`; leave the default.
    ///   - line: The caller's `#line`; leave the default.
    ///   - column: The caller's `#column`; leave the default.
    /// - Returns: The container, not yet prepared, or `nil` when the request was refused.
    /// - Complexity: O(1); allocates only when it creates a container.
    public final func dequeueReusableContainer<K: AnyContainerView>(
        withIdentifier identifier: String, for row: Int, as type: K.Type = K.self, fileID: StaticString = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> K? {
        let outermost = Engine.enter(#function, fileID, filePath, line, column)
        defer { Engine.leave(outermost) }
        let registration: ListRegistration
        do throws(MisuseError) {
            registration = try validateDequeue(identifier, row: row, as: K.self)
        } catch {
            Diagnostics.refuse(error, touching: Touched(self))
            return nil
        }
        // A pooled container that an operation in progress is changing is left in the pool.
        while let index = registration.pool.lastIndex(where: { !Engine.isBusyNow($0) }) {
            let pooled = registration.pool.remove(at: index)
            pooled.isPooled = false
            guard let typed = pooled as? K, !pooled.isTornDown else { continue }
            Engine.run(self, pooled) {
                HookGate.call(pooled, .prepareForReuse) { pooled.prepareForReuse() }
            }
            return typed
        }
        let created = registration.make()
        guard let typed = created as? K, created.listHost == nil, created.storedSuperview == nil, !created.isTornDown
        else {
            Diagnostics.refuse(
                .unacceptable(
                    MisuseError(.factoryCellInUse(cell: created.name, list: name, isTornDown: created.isTornDown)),
                    from: .listFactory(list: name, identifier: identifier)), touching: Touched(self))
            return nil
        }
        created.reuseIdentifier = identifier
        created.listHost = self
        created.registrationNumber = registration.number
        registration.created += 1
        return typed
    }

    private func validateDequeue<K>(_ identifier: String, row: Int, as type: K.Type) throws(MisuseError)
        -> ListRegistration
    {
        if isTornDown { throw .tornDown(self, operation: .dequeue(from: name)) }
        guard let registration = registration(for: identifier) else {
            throw MisuseError(.unregisteredIdentifier(list: name, identifier: identifier))
        }
        guard registration.type is K.Type else {
            throw MisuseError(
                .reuseTypeMismatch(
                    list: name, identifier: identifier, registered: "\(registration.type)", requested: "\(K.self)"))
        }
        guard (0..<numberOfRows).contains(row) else {
            throw MisuseError(.rowOutOfRange(list: name, row: row, count: numberOfRows))
        }
        return registration
    }

    /// How many containers were created for a reuse identifier.
    ///
    /// - Parameter identifier: The reuse identifier.
    /// - Returns: The number of containers created, or 0 for an unknown identifier.
    public final func containersCreated(forReuseIdentifier identifier: String) -> Int {
        registrationIndex[identifier].map { registrations[$0].created } ?? 0
    }

    /// The containers waiting in a reuse identifier's pool.
    ///
    /// - Parameter identifier: The reuse identifier.
    /// - Returns: The pooled containers, oldest first.
    public final func pooledContainers(forReuseIdentifier identifier: String) -> [AnyContainerView] {
        registrationIndex[identifier].map { registrations[$0].pool } ?? []
    }

    /// Sets the number of rows and the visible window, ending the display of every row first.
    ///
    /// Refused, changing nothing (reported through ``Diagnostics``): ``Misuse/invalidArgument`` for
    /// a negative count, or when rows must be displayed and no ``containerProvider`` is set;
    /// ``Misuse/tornDown`` (`MIS-12`). Called from a hook of this list's tree (a cell's, or the
    /// provider), it waits for the operation in progress (`REENT-1`).
    ///
    /// - Parameters:
    ///   - numberOfRows: The number of rows (0 or more).
    ///   - visibleRows: The rows to display; clamped to `0..<numberOfRows`.
    ///   - fileID: The caller's `#fileID`, where a misuse is reported (``CallSite``); leave the default.
    ///   - filePath: The caller's `#filePath`; leave the default.
    ///   - line: The caller's `#line`; leave the default.
    ///   - column: The caller's `#column`; leave the default.
    public final func reloadData(
        numberOfRows: Int, visibleRows: Range<Int>, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        let outermost = Engine.enter(#function, fileID, filePath, line, column)
        defer { Engine.leave(outermost) }
        Engine.perform(Touched(self)) { () throws(MisuseError) in
            try requireLive()
            guard numberOfRows >= 0 else {
                throw MisuseError(.negativeRowCount(list: name, count: numberOfRows))
            }
            try requireProvider(forDisplaying: visibleRows.clamped(to: 0..<numberOfRows))
            return true
        } again: {
            { self.reloadData(numberOfRows: numberOfRows, visibleRows: visibleRows) }
        } _: {
            while !displayedContainers.isEmpty { endDisplay(at: displayedContainers.count - 1) }
            self.visibleRows = 0..<0
            self.numberOfRows = numberOfRows
            showRows(visibleRows)
        }
    }

    /// Moves the visible window: rows that leave end display, then rows that enter are displayed,
    /// in row order.
    ///
    /// Refused, changing nothing: ``Misuse/invalidArgument`` when rows must be displayed and no
    /// provider is set; ``Misuse/tornDown`` (`MIS-12`). When the provider hands back `nil` or a
    /// container it did not dequeue from this list for the row, that is reported (`MIS-17`) and the
    /// scroll stops at that row: rows handled before it keep their new state (the tree stays
    /// consistent), and the failing row is not displayed. Called from a hook of this list's tree
    /// (a cell's, or the provider), it waits for the operation in progress (`REENT-1`).
    ///
    /// - Parameters:
    ///   - rows: The rows to display; clamped to `0..<numberOfRows`.
    ///   - fileID: The caller's `#fileID`, where a misuse is reported (``CallSite``); leave the default.
    ///   - filePath: The caller's `#filePath`; leave the default.
    ///   - line: The caller's `#line`; leave the default.
    ///   - column: The caller's `#column`; leave the default.
    /// - Complexity: O(*k*) in the rows that leave and enter, plus the hooks they call.
    public final func scroll(
        toVisible rows: Range<Int>, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        let outermost = Engine.enter(#function, fileID, filePath, line, column)
        defer { Engine.leave(outermost) }
        Engine.perform(Touched(self)) { () throws(MisuseError) in
            try requireLive()
            let target = rows.clamped(to: 0..<numberOfRows)
            let entering =
                !target.isEmpty
                && !(visibleRows.lowerBound <= target.lowerBound && target.upperBound <= visibleRows.upperBound)
            try requireProvider(forDisplaying: entering ? target : 0..<0)
            return true
        } again: {
            { self.scroll(toVisible: rows) }
        } _: {
            showRows(rows)
        }
    }

    private func showRows(_ rows: Range<Int>) {
        let target = rows.clamped(to: 0..<numberOfRows)
        // End display of the rows that leave.
        while let last = visibleRows.last, !target.contains(last) {
            endDisplay(at: displayedContainers.count - 1)
        }
        while let first = visibleRows.first, !target.contains(first) {
            endDisplay(at: 0)
        }
        if visibleRows.isEmpty { visibleRows = target.lowerBound..<target.lowerBound }
        // Display the rows that enter, above and then below.
        while let first = target.first, visibleRows.lowerBound > first {
            guard display(row: visibleRows.lowerBound - 1, at: 0) else { return }
            visibleRows = (visibleRows.lowerBound - 1)..<visibleRows.upperBound
        }
        while visibleRows.upperBound < target.upperBound {
            guard display(row: visibleRows.upperBound, at: displayedContainers.count) else { return }
            visibleRows = visibleRows.lowerBound..<(visibleRows.upperBound + 1)
        }
    }

    /// The container displayed for a row, or `nil` when the row is not on display.
    ///
    /// - Parameter row: A row.
    /// - Returns: The container, or `nil`.
    public final func container(forRow row: Int) -> AnyContainerView? {
        visibleRows.contains(row) ? displayedContainers[row - visibleRows.lowerBound] : nil
    }

    // MARK: - Internals

    /// A list holds its pooled cells besides its subviews (`MIS-7`).
    override final var holdsNodesBesideSubviews: Bool { true }

    /// Drops a cell that is being torn down, for good.
    ///
    /// A displayed cell ends display together with the rows after it (so that the visible window
    /// stays a range of rows with one container each); a pooled one leaves its pool.
    final func forget(_ container: AnyContainerView) {
        if let position = displayedContainers.firstIndex(ofIdentical: container) {
            Engine.run(self, container) {
                while displayedContainers.count > position {
                    endDisplay(at: displayedContainers.count - 1, pooling: displayedContainers.count - 1 != position)
                }
            }
        }
        if container.isPooled, let identifier = container.reuseIdentifier {
            registration(for: identifier)?.pool.removeAll { $0 === container }
        }
        container.isPooled = false
        container.listHost = nil
    }

    /// A list: a teardown retires its rows first.
    override final var isList: Bool { true }

    /// Teardown (`LIFE-2`): a list in a retiring subtree, or in a retiring controller's view
    /// (found by `View.retirement`), ends the display of its rows with the usual hooks (content
    /// controllers leave their parent, cells leave the list) and empties its pools, before
    /// anything is marked torn down; the cells that were on display go to `cells`, for the
    /// teardown to retire with the list.
    ///
    /// - Complexity: O(*r*) in the rows on display, plus their hooks.
    override final func retireRows(into cells: inout [View]) {
        cells.append(contentsOf: displayedContainers)
        Engine.run(self) {
            while !displayedContainers.isEmpty {
                endDisplay(at: displayedContainers.count - 1, pooling: false)
            }
        }
        // In registration order, each pool oldest first (`TRACE-9`).
        for registration in registrations {
            for cell in registration.pool { cell.isPooled = false }
            registration.pool.removeAll()
        }
    }

    private func requireLive() throws(MisuseError) {
        if isTornDown { throw .tornDown(self, operation: .changeRows(of: name)) }
    }

    private func requireProvider(forDisplaying rows: Range<Int>) throws(MisuseError) {
        guard !rows.isEmpty, containerProvider == nil else { return }
        throw MisuseError(.missingContainerProvider(list: name))
    }

    /// Displays one row; `false` when the provider's answer was refused (`MIS-17`).
    private func display(row: Int, at position: Int) -> Bool {
        guard let containerProvider else { return false }
        // Found mid-scroll: the row is skipped and reported, the rows before it stay (never half-applied).
        func skip(_ error: MisuseError) -> Bool {
            Diagnostics.report(
                .unacceptable(error, from: .containerProvider(list: name), skipping: .rowNotDisplayed(row)))
            return false
        }
        guard let container = containerProvider(self, row) else {
            return skip(MisuseError(.providerReturnedNil(list: name, row: row)))
        }
        do throws(MisuseError) {
            try validateDisplay(of: container, row: row)
        } catch {
            return skip(error)
        }
        View.move(container, to: self, at: position)
        displayedContainers.insert(container, at: position)
        return true
    }

    private func validateDisplay(of container: AnyContainerView, row: Int) throws(MisuseError) {
        if isTornDown || container.isTornDown {
            throw .tornDown(isTornDown ? self : container, operation: .display(row: row, of: name))
        }
        if container.isPooled, container.listHost === self {
            throw MisuseError(.pooledContainerReturned(container: container.name, list: name, row: row))
        }
        guard container.listHost === self, container.storedSuperview == nil, !isDisplaying(container) else {
            throw MisuseError(.containerNotDequeued(container: container.name, list: name, row: row))
        }
        if placesWithoutWalks(container) { return }  // MIS-7, MIS-3: nothing to refuse (ListHost+DirectPath.swift)
        try validateNoCycle(adding: container)
        try validateOwnership(placing: container)
    }

    /// Whether `container` is in ``displayedContainers``. Compares the stored references without
    /// a strong copy of each element (a retain and a release per displayed row otherwise).
    ///
    /// - Complexity: O(*n*) in the displayed rows.
    private func isDisplaying(_ container: AnyContainerView) -> Bool {
        ListHost.contains(displayedContainers, Unmanaged.passUnretained(container).toOpaque())
    }

    /// Whether `cells` holds the object at `wanted`. Not isolated, so that its closure is not
    /// either: Swift 6 checks the executor on entry to every main-actor closure.
    private nonisolated static func contains(_ cells: [AnyContainerView], _ wanted: UnsafeMutableRawPointer) -> Bool {
        cells.withUnsafeBufferPointer { buffer in
            for index in buffer.indices where Unmanaged.passUnretained(buffer[index]).toOpaque() == wanted {
                return true
            }
            return false
        }
    }

    /// `CELL-2`: the hosted controller leaves its parent, the container leaves the list and waits
    /// in its pool (unless `pooling` is `false`: a cell being torn down).
    ///
    /// The row leaves ``visibleRows`` and ``displayedContainers`` together, before the first hook:
    /// a hook that asks the list for its rows (``container(forRow:)``) finds them aligned, the
    /// leaving row already gone. `position` is the first or the last displayed row.
    private func endDisplay(at position: Int, pooling: Bool = true) {
        let container = displayedContainers.remove(at: position)
        visibleRows =
            position == 0
            ? (visibleRows.lowerBound + 1)..<visibleRows.upperBound
            : visibleRows.lowerBound..<(visibleRows.upperBound - 1)
        if let content = directContent(of: container, parent: container.contentController?.storedParent),
            container.storedSuperview === self, content.storedView?.storedSuperview === container
        {
            // The direct path (ListHost+DirectPath.swift): the same changes, anchored as the operation would be.
            TestHooks.countDirectListMove()
            Engine.anchoring(self, container, nil) {
                container.endDisplay(direct: true)
                View.move(container, to: nil, at: 0, direct: true)
            }
        } else {
            Engine.run(self, container) {
                container.endDisplay()
                if container.storedSuperview === self { View.move(container, to: nil, at: 0) }
            }
        }
        // A cell whose registration was replaced meanwhile is released, never pooled again.
        if pooling, let identifier = container.reuseIdentifier, let registration = registration(for: identifier),
            registration.number == container.registrationNumber, !container.isTornDown
        {
            container.isPooled = true
            registration.pool.append(container)
        }
    }
}

/// One reuse identifier: how to make containers, the pool, and how many were made.
///
/// Invariant: every pooled container was made by this registration (its `registrationNumber` is
/// this registration's ``number``).
@MainActor
final class ListRegistration {
    /// A number no other registration of this process has, even after this one is released.
    let number: UInt64
    private static var lastNumber: UInt64 {
        _read { yield CompositionState.current.lists.lastNumber }
        _modify { yield &CompositionState.current.lists.lastNumber }
    }
    let type: AnyContainerView.Type
    let make: @MainActor () -> AnyContainerView
    @exclusivity(unchecked) var pool: [AnyContainerView] = []
    @exclusivity(unchecked) var created = 0

    init(type: AnyContainerView.Type, make: @escaping @MainActor () -> AnyContainerView) {
        self.type = type
        self.make = make
        ListRegistration.lastNumber &+= 1
        number = ListRegistration.lastNumber
    }
}
