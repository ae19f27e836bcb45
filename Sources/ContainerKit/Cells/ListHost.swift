/// A headless list: a number of rows, a window of visible rows, and containers reused across rows
/// (`CELL-1` to `CELL-4`), like a table or collection view without drawing or scrolling physics.
///
/// Register container types by reuse identifier, give the list a ``containerProvider`` that
/// dequeues and prepares a container for a row, then move the visible window with
/// ``scroll(toVisible:)``. Rows leaving the window end display: a hosted controller leaves its
/// parent (`VC-3`), the container leaves the list and waits in its identifier's pool. Rows entering
/// ask the provider, which gets a pooled container when there is one (after its
/// ``ContainerView/prepareForReuse()``) and a new one otherwise (`CELL-1`). Preparing a reused
/// container keeps its content, finds its parent and delegate again and adds a hosted controller
/// back to its parent (`CELL-2`).
///
/// ```swift
/// let list = ListHost(name: "list")
/// list.register(ControllerContainer<RowController>.self, forReuseIdentifier: "row")
/// list.containerProvider = { list, row throws(MisuseError) in
///     let cell = try list.dequeueReusableContainer(withIdentifier: "row", for: row,
///                                                  as: ControllerContainer<RowController>.self)
///     try cell.prepare(in: list.owningController)
///     cell.content?.show(row)
///     return cell
/// }
/// try home.view.addSubview(list)
/// try list.reloadData(numberOfRows: 1_000, visibleRows: 0..<10)
/// try list.scroll(toVisible: 1..<11)
/// ```
///
/// Once the pools hold enough containers, showing a row allocates nothing in ContainerKit
/// (`CELL-4`): pools, the visible list and the children lists keep their capacity.
@MainActor
open class ListHost: View {
    /// Returns the prepared container for a row; it usually calls
    /// ``dequeueReusableContainer(withIdentifier:for:as:)`` and the container's `prepare(in:)`.
    public typealias ContainerProvider = @MainActor (_ list: ListHost, _ row: Int) throws(MisuseError) -> ContainerView

    /// Supplies the container of each row that becomes visible.
    public final var containerProvider: ContainerProvider?

    /// The number of rows.
    public private(set) final var numberOfRows = 0

    /// The rows on display, always within `0..<numberOfRows`.
    public private(set) final var visibleRows: Range<Int> = 0..<0

    /// The containers on display, in row order (aligned with ``visibleRows``).
    public private(set) final var displayedContainers: [ContainerView] = []

    private final var registrations: [String: Registration] = [:]

    /// Creates an empty list.
    ///
    /// - Parameter name: The name used in traces and dumps; `nil` uses the type's name.
    public required init(name: String? = nil) {
        super.init(name: name)
    }

    /// Registers a container type for a reuse identifier; new containers are `type.init(name: nil)`.
    ///
    /// Registering an identifier again replaces its type and empties its pool.
    ///
    /// - Parameters:
    ///   - type: The container class.
    ///   - identifier: The reuse identifier.
    public final func register<K: ContainerView>(_ type: K.Type, forReuseIdentifier identifier: String) {
        registrations[identifier] = Registration(type: type, make: { K(name: nil) })
    }

    /// Registers a factory for a reuse identifier.
    ///
    /// - Parameters:
    ///   - identifier: The reuse identifier.
    ///   - type: The class of the containers the factory makes.
    ///   - make: Creates a new container.
    public final func register<K: ContainerView>(
        forReuseIdentifier identifier: String, as type: K.Type, _ make: @escaping @MainActor () -> K
    ) {
        registrations[identifier] = Registration(type: type, make: make)
    }

    /// A container for a row: a pooled one after its ``ContainerView/prepareForReuse()``, or a new
    /// one when the pool is empty (`CELL-1`).
    ///
    /// - Parameters:
    ///   - identifier: A registered reuse identifier.
    ///   - row: The row the container is for.
    ///   - type: The container class to return; it must match the registration.
    /// - Returns: The container, not yet prepared.
    /// - Throws: ``Misuse/invalidArgument`` when nothing is registered for `identifier`, when the
    ///   registered class is not a `K`, or when `row` is out of range. Nothing changes when it throws.
    /// - Complexity: O(1); allocates only when it creates a container.
    public final func dequeueReusableContainer<K: ContainerView>(
        withIdentifier identifier: String, for row: Int, as type: K.Type = K.self
    ) throws(MisuseError) -> K {
        guard let registration = registrations[identifier] else {
            throw .invalid([self], "no container is registered in \"\(name)\" for the reuse identifier \"\(identifier)\".",
                fix: "call register(_:forReuseIdentifier:) first.")
        }
        guard registration.type is K.Type else {
            throw .invalid([self], "the reuse identifier \"\(identifier)\" of \"\(name)\" makes \(registration.type), not \(K.self).",
                fix: "dequeue as \(registration.type).")
        }
        guard (0..<numberOfRows).contains(row) else {
            throw .invalid([self], "row \(row) is out of range: \"\(name)\" has \(numberOfRows) rows.",
                fix: "dequeue for a row between 0 and \(numberOfRows - 1).")
        }
        if let pooled = registration.pool.popLast() {
            Engine.run(self, pooled) {
                HookGate.call(pooled, .prepareForReuse) { pooled.prepareForReuse() }
            }
            return pooled as! K  // checked above: the registration makes only Ks
        }
        let created = registration.make()
        created.reuseIdentifier = identifier
        created.listHost = self
        registration.created += 1
        return created as! K
    }

    /// How many containers were created for a reuse identifier.
    ///
    /// - Parameter identifier: The reuse identifier.
    /// - Returns: The number of containers created, or 0 for an unknown identifier.
    public final func containersCreated(forReuseIdentifier identifier: String) -> Int {
        registrations[identifier]?.created ?? 0
    }

    /// The containers waiting in a reuse identifier's pool.
    ///
    /// - Parameter identifier: The reuse identifier.
    /// - Returns: The pooled containers, oldest first.
    public final func pooledContainers(forReuseIdentifier identifier: String) -> [ContainerView] {
        registrations[identifier]?.pool ?? []
    }

    /// Sets the number of rows and the visible window, ending the display of every row first.
    ///
    /// - Parameters:
    ///   - numberOfRows: The number of rows (0 or more).
    ///   - visibleRows: The rows to display; clamped to `0..<numberOfRows`.
    /// - Throws: ``Misuse/invalidArgument`` for a negative count or when no provider is set; any
    ///   error of the provider, after which the rows displayed so far stay on display.
    public final func reloadData(numberOfRows: Int, visibleRows: Range<Int>) throws(MisuseError) {
        guard numberOfRows >= 0 else {
            throw .invalid([self], "\"\(name)\" cannot have \(numberOfRows) rows.", fix: "pass 0 or more rows.")
        }
        try requireLive()
        Engine.run(self) {
            while !displayedContainers.isEmpty { endDisplay(at: displayedContainers.count - 1) }
            self.visibleRows = 0..<0
        }
        self.numberOfRows = numberOfRows
        try scroll(toVisible: visibleRows)
    }

    /// Moves the visible window: rows that leave end display, then rows that enter are displayed,
    /// in row order.
    ///
    /// - Parameter rows: The rows to display; clamped to `0..<numberOfRows`.
    /// - Throws: ``Misuse/invalidArgument`` when rows must be displayed and no provider is set, or
    ///   when the provider returns a container that it did not dequeue from this list; any error
    ///   of the provider. The scroll stops at the row that failed: rows handled before it keep
    ///   their new state (the tree stays consistent), and the failing row is not displayed.
    /// - Complexity: O(*k*) in the rows that leave and enter, plus the hooks they call.
    public final func scroll(toVisible rows: Range<Int>) throws(MisuseError) {
        try requireLive()
        let target = rows.clamped(to: 0..<numberOfRows)
        try Engine.run(self) { () throws(MisuseError) in
            // End display of the rows that leave.
            while let last = visibleRows.last, !target.contains(last) {
                endDisplay(at: displayedContainers.count - 1)
                visibleRows = visibleRows.lowerBound..<last
            }
            while let first = visibleRows.first, !target.contains(first) {
                endDisplay(at: 0)
                visibleRows = (first + 1)..<visibleRows.upperBound
            }
            if visibleRows.isEmpty { visibleRows = target.lowerBound..<target.lowerBound }
            // Display the rows that enter, above and then below.
            while let first = target.first, visibleRows.lowerBound > first {
                try display(row: visibleRows.lowerBound - 1, at: 0)
                visibleRows = (visibleRows.lowerBound - 1)..<visibleRows.upperBound
            }
            while visibleRows.upperBound < target.upperBound {
                try display(row: visibleRows.upperBound, at: displayedContainers.count)
                visibleRows = visibleRows.lowerBound..<(visibleRows.upperBound + 1)
            }
        }
    }

    /// The container displayed for a row, or `nil` when the row is not on display.
    ///
    /// - Parameter row: A row.
    /// - Returns: The container, or `nil`.
    public final func container(forRow row: Int) -> ContainerView? {
        visibleRows.contains(row) ? displayedContainers[row - visibleRows.lowerBound] : nil
    }

    // MARK: - Internals

    /// Drops a cell that is being torn down, for good.
    ///
    /// A displayed cell ends display together with the rows after it (so that the visible window
    /// stays a range of rows with one container each); a pooled one leaves its pool.
    final func forget(_ container: ContainerView) {
        if let position = displayedContainers.firstIndex(where: { $0 === container }) {
            Engine.run(self, container) {
                while displayedContainers.count > position + 1 { endDisplay(at: displayedContainers.count - 1) }
                container.endDisplay()
                View.move(container, to: nil, at: 0)
            }
            displayedContainers.remove(at: position)
            visibleRows = visibleRows.lowerBound..<(visibleRows.lowerBound + position)
        }
        if let identifier = container.reuseIdentifier {
            registrations[identifier]?.pool.removeAll { $0 === container }
        }
        container.listHost = nil
    }

    private func requireLive() throws(MisuseError) {
        if isTornDown { throw .tornDown(self, operation: "change the rows of \"\(name)\"") }
    }

    private func display(row: Int, at position: Int) throws(MisuseError) {
        guard let containerProvider else {
            throw .invalid([self], "\"\(name)\" has rows to display but no containerProvider.",
                fix: "set containerProvider before reloadData(numberOfRows:visibleRows:).")
        }
        let container = try containerProvider(self, row)
        guard container.listHost === self, container.storedSuperview == nil,
              !displayedContainers.contains(where: { $0 === container }) else {
            throw .invalid([container, self],
                "the container \"\(container.name)\" returned for row \(row) was not dequeued from \"\(name)\" for it.",
                fix: "return a container from dequeueReusableContainer(withIdentifier:for:as:).")
        }
        if isTornDown || container.isTornDown {
            throw .tornDown(isTornDown ? self : container, operation: "display row \(row) of \"\(name)\"")
        }
        if isHeld(transitivelyBy: container) {
            throw MisuseError(
                .viewCycle, nodes: [container.name, name],
                message: "cannot display \"\(container.name)\" in \"\(name)\": the list is inside that container, so the tree would contain a cycle.",
                fix: "do not place a list inside one of its own cells.")
        }
        try validateOwnership(placing: container)
        View.move(container, to: self, at: position)
        displayedContainers.insert(container, at: position)
    }

    /// `CELL-2`: the hosted controller leaves its parent, the container leaves the list and waits
    /// in its pool.
    private func endDisplay(at position: Int) {
        let container = displayedContainers.remove(at: position)
        Engine.run(self, container) {
            container.endDisplay()
            if container.storedSuperview === self { View.move(container, to: nil, at: 0) }
        }
        if let identifier = container.reuseIdentifier, let registration = registrations[identifier] {
            registration.pool.append(container)
        }
    }
}

/// One reuse identifier: how to make containers, the pool, and how many were made.
@MainActor
private final class Registration {
    let type: ContainerView.Type
    let make: @MainActor () -> ContainerView
    var pool: [ContainerView] = []
    var created = 0

    init(type: ContainerView.Type, make: @escaping @MainActor () -> ContainerView) {
        self.type = type
        self.make = make
    }
}
