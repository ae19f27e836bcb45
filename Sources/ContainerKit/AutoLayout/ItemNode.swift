import LayoutSolver

/// A view or guide that takes part in its tree's ``LayoutEngine``: its four variables (left, top,
/// width, height in the root's coordinates) and the constraints that mention it.
///
/// Invariant: ``engine`` is the engine of the item's tree; the item's node is this one until it
/// moves to another tree (`AutoLayoutMigration`) and gets a new one. Holds its item through the
/// item's tether (`Internal/Tether.swift`, no `weak` reference), so nothing here keeps a view
/// alive (`LIFE-1`).
@MainActor
final class ItemNode {
    /// The engine of the item's tree. Invariant: alive whenever the node can be reached: the
    /// engine holds its nodes, and its `deinit` detaches the nodes of the views and guides that
    /// outlive it (`LayoutEngine`'s `deinit`, `LIFE-1`). Held `unowned(unsafe)`: the checked
    /// `unowned` reference made an atomic `swift_unownedRetainStrong` at every read, about 190
    /// instructions per view of a 10k build (BENCHMARKS.md). AddressSanitizer
    /// (`Scripts/sanitize.sh`) reports a read past it.
    unowned(unsafe) let engine: LayoutEngine
    /// The view, or `nil` for a guide's node or once the view is gone.
    var view: View? { isGuide ? nil : itemTether.object(as: View.self) }
    /// The guide, or `nil` for a view's node or once the guide is gone.
    var guide: LayoutGuide? { isGuide ? itemTether.object(as: LayoutGuide.self) : nil }
    /// The item's tether: a ``View``'s when `isGuide` is `false`, a ``LayoutGuide``'s otherwise.
    let itemTether: Tether
    // The four variables, stored inline (no array per node).
    let left: Variable
    let top: Variable
    let width: Variable
    let height: Variable
    /// The constraints in the engine that mention this item, each once, in no order. Invariant:
    /// an entry at index `i` has `i` as its constraint's ``LayoutConstraint/firstSlot`` (or
    /// ``LayoutConstraint/secondSlot`` when `isSecond`), so that it leaves in O(1) without hashing.
    /// The first four are held inline (``NodeEntries``).
    @exclusivity(unchecked) private(set) var entries = NodeEntries()
    /// Whether the item is a guide (declared after ``entries``, in the room their flags leave).
    let isGuide: Bool
    /// The constraints ContainerKit keeps for the item: its frame (root, autoresizing) or its
    /// guide's edges.
    @exclusivity(unchecked) var links: [LayoutConstraint] = []
    /// The hugging and compression-resistance constraints of its intrinsic content size.
    @exclusivity(unchecked) var contentSize: [LayoutConstraint] = []

    /// One constraint that mentions the item: as its first item, or as its second
    /// (``isSecond``) when the first is another item.
    struct Entry {
        let constraint: LayoutConstraint
        let isSecond: Bool
    }

    init(engine: LayoutEngine, itemTether: Tether, isGuide: Bool, solver: Solver) {
        self.engine = engine
        self.itemTether = itemTether
        self.isGuide = isGuide
        left = solver.makeVariable()
        top = solver.makeVariable()
        width = solver.makeVariable()
        height = solver.makeVariable()
    }

    /// The four variables: left, top, width, height.
    var variables: [Variable] { [left, top, width, height] }

    /// The constraints in the engine that mention this item, in no order.
    var constraints: [LayoutConstraint] { entries.map(\.constraint) }

    /// Lists a constraint that mentions the item. O(1) amortized.
    func list(_ constraint: LayoutConstraint, isSecond: Bool) {
        if isSecond { constraint.secondSlot = entries.count } else { constraint.firstSlot = entries.count }
        entries.append(Entry(constraint: constraint, isSecond: isSecond))
    }

    /// Takes a listed constraint out (the last entry takes its place). O(1).
    func unlist(_ constraint: LayoutConstraint, isSecond: Bool) {
        let slot = isSecond ? constraint.secondSlot : constraint.firstSlot
        guard slot >= 0, slot < entries.count, entries[slot].constraint === constraint else { return }
        let last = entries.removeLast()
        if slot < entries.count {
            entries[slot] = last
            if last.isSecond { last.constraint.secondSlot = slot } else { last.constraint.firstSlot = slot }
        }
        if isSecond { constraint.secondSlot = -1 } else { constraint.firstSlot = -1 }
    }

    /// Forgets every listed constraint (the node is released).
    func unlistAll() {
        for entry in entries {
            if entry.isSecond { entry.constraint.secondSlot = -1 } else { entry.constraint.firstSlot = -1 }
        }
        entries.removeAll()
    }
}

/// The Auto Layout state of a view, allocated when the view first uses Auto Layout (a plain view
/// pays one pointer in its `ResponderExtras`, when it has them).
@MainActor
final class ViewAutoLayout {
    /// The view's node while it takes part.
    @exclusivity(unchecked) var node: ItemNode?
    /// The engine of the tree whose root this view is, while it is one and something in its tree
    /// takes part.
    var ownedEngine: LayoutEngine?
    /// The active constraints installed on this view, in no order (``View/constraints`` sorts
    /// them by activation). Invariant: each one's ``LayoutConstraint/installedSlot`` is its index.
    /// The first two are held inline: a view's own width and height constraints (installed on it;
    /// those that relate it to others are installed on an ancestor) cost no array.
    @exclusivity(unchecked) private(set) var installed = InlineList<LayoutConstraint>()
    /// `translatesAutoresizingMaskIntoConstraints`. (The two flags sit together: the state is
    /// 136 bytes, 144 of the allocator instead of 160.)
    @exclusivity(unchecked) var translatesAutoresizingMask = true
    /// Set when a subview that the solver places takes part: the view's layout then sets the
    /// solved frames of its subviews. Never cleared.
    @exclusivity(unchecked) var hasConstrainedSubviews = false
    var hugging = (horizontal: LayoutPriority.defaultLow, vertical: LayoutPriority.defaultLow)
    var resistance = (horizontal: LayoutPriority.defaultHigh, vertical: LayoutPriority.defaultHigh)
    var layoutMargins = DirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
    /// The view's layout guides: its safe-area and margins guides once asked for, and the app's.
    var guides: [LayoutGuide] = []
    var safeAreaGuide: LayoutGuide?
    var marginsGuide: LayoutGuide?
}

extension ViewAutoLayout {
    /// Installs an active constraint here. O(1) amortized.
    func install(_ constraint: LayoutConstraint) {
        constraint.installedSlot = installed.count
        installed.append(constraint)
    }

    /// Takes an installed constraint out (the last one takes its place). O(1).
    func uninstall(_ constraint: LayoutConstraint) {
        let slot = constraint.installedSlot
        guard slot >= 0, slot < installed.count, installed[slot] === constraint else { return }
        let last = installed.removeLast()
        if slot < installed.count {
            installed[slot] = last
            last.installedSlot = slot
        }
        constraint.installedSlot = -1
    }
}

extension View {
    /// The view's Auto Layout state, or `nil` when it never used Auto Layout.
    final var autoLayout: ViewAutoLayout? { extras?.autoLayout }

    @inline(__always)
    final func ensureAutoLayout() -> ViewAutoLayout {
        // Read through the optional first: no reference to the extras is taken (activation asks
        // for a view's state several times per constraint). Inlined; the first call makes it.
        if let state = extras?.autoLayout { return state }
        return makeAutoLayout()
    }

    /// Makes the view's Auto Layout state (``ensureAutoLayout()``'s first call).
    @inline(never)
    private final func makeAutoLayout() -> ViewAutoLayout {
        let extras = ensureExtras()
        if let state = extras.autoLayout { return state }
        let created = ViewAutoLayout()
        extras.autoLayout = created
        return created
    }
}
