import LayoutSolver

/// A view or guide that takes part in its tree's ``LayoutEngine``: its four variables (left, top,
/// width, height in the root's coordinates) and the constraints that mention it.
///
/// Invariant: ``engine`` is the engine of the item's tree; the item's node is this one until it
/// moves to another tree (`AutoLayoutMigration`) and gets a new one. Holds its item weakly, so
/// nothing here keeps a view alive (`LIFE-1`).
@MainActor
final class ItemNode {
    unowned let engine: LayoutEngine
    weak var view: View?
    weak var guide: LayoutGuide?
    let variables: [Variable]
    /// The constraints in the engine that mention this item, by identity.
    var constraints: [ObjectIdentifier: LayoutConstraint] = [:]
    /// The constraints ContainerKit keeps for the item: its frame (root, autoresizing) or its
    /// guide's edges.
    var links: [LayoutConstraint] = []
    /// The hugging and compression-resistance constraints of its intrinsic content size.
    var contentSize: [LayoutConstraint] = []

    init(engine: LayoutEngine, view: View?, guide: LayoutGuide?, variables: [Variable]) {
        self.engine = engine
        self.view = view
        self.guide = guide
        self.variables = variables
    }

    var left: Variable { variables[0] }
    var top: Variable { variables[1] }
    var width: Variable { variables[2] }
    var height: Variable { variables[3] }
}

/// The Auto Layout state of a view, allocated when the view first uses Auto Layout (a plain view
/// pays one pointer in ``LayoutExtras``).
@MainActor
final class ViewAutoLayout {
    /// `translatesAutoresizingMaskIntoConstraints`.
    var translatesAutoresizingMask = true
    /// The view's node while it takes part.
    var node: ItemNode?
    /// The engine of the tree whose root this view is, while it is one and something in its tree
    /// takes part.
    var ownedEngine: LayoutEngine?
    /// The active constraints installed on this view, by identity (``View/constraints`` sorts
    /// them by activation).
    var installed: [ObjectIdentifier: LayoutConstraint] = [:]
    /// Set when a subview that the solver places takes part: the view's layout then sets the
    /// solved frames of its subviews. Never cleared.
    var hasConstrainedSubviews = false
    var hugging = (horizontal: LayoutPriority.defaultLow, vertical: LayoutPriority.defaultLow)
    var resistance = (horizontal: LayoutPriority.defaultHigh, vertical: LayoutPriority.defaultHigh)
    var layoutMargins = DirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
    /// The view's layout guides: its safe-area and margins guides once asked for, and the app's.
    var guides: [LayoutGuide] = []
    var safeAreaGuide: LayoutGuide?
    var marginsGuide: LayoutGuide?
}

extension View {
    /// The view's Auto Layout state, or `nil` when it never used Auto Layout.
    final var autoLayout: ViewAutoLayout? { layoutExtras?.autoLayout }

    final func ensureAutoLayout() -> ViewAutoLayout {
        let extras = ensureLayoutExtras()
        if let state = extras.autoLayout { return state }
        let created = ViewAutoLayout()
        extras.autoLayout = created
        return created
    }
}
