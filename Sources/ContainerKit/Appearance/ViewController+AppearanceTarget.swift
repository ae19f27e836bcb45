/// The appearance a controller must settle to, computed from the tree alone (`APP-1`, `LIFE-3`,
/// `COMP-10`), and who may hold it elsewhere for a while.
///
/// This is the one statement of *what* a controller's appearance should be. A controller that is
/// not held (``appearanceHolder`` is `nil`) is settled exactly at its target at the end of every
/// outermost operation; the invariant check of the test builds (`Engine+Invariants.swift`) says
/// so after each one.
extension ViewController {
    /// Who may keep a controller away from its ``appearanceTarget`` for now.
    enum AppearanceHolder: Equatable {
        /// A change spanning several operations (a transition, a presentation or a dismissal in
        /// flight) leases the controller or one of its ancestors: it settles it when it ends.
        case transition
        /// An ancestor does not forward appearance automatically
        /// (``ViewController/shouldAutomaticallyForwardAppearanceMethods`` is `false`) and is not
        /// a container that ContainerKit runs: the app's code forwards it, when it chooses.
        case parentForwarding
        /// The app's own code began the appearance transition under way with
        /// ``ViewController/beginAppearanceTransition(_:animated:fileID:filePath:line:column:)``
        /// and ends it when it chooses.
        case app
    }

    /// The settled state this controller must have when nothing holds it: ``AppearanceState/appeared``
    /// when its view is loaded, in a visible window, and neither it nor an ancestor is covered by a
    /// presentation that removes its presenter (`.fullScreen`, `.currentContext`);
    /// ``AppearanceState/disappeared`` otherwise.
    ///
    /// - Complexity: O(*d*) in the depth of its parent chain.
    final var appearanceTarget: AppearanceState {
        guard !isTornDown, isViewInVisibleWindow else { return .disappeared }
        // A full-screen presentation covers its presenter's subtree: the top of the chain for
        // `.fullScreen`, any controller in it for `.currentContext` (COMP-14, COMP-15). A
        // controller without a parent whose view sits in a covered presenter's view is not
        // covered by this rule yet: every path that drives appearance must agree on it first.
        var node: ViewController? = self
        while let current = node {
            if current.isCoveredByFullScreenPresentation { return .disappeared }
            node = current.storedParent
        }
        return .appeared
    }

    /// Who holds this controller away from its target, or `nil` when nobody does.
    ///
    /// - Complexity: O(*d* · *l*) in the depth of its parent chain and the leases in force.
    final var appearanceHolder: AppearanceHolder? {
        if appearance.isHeldByApp { return .app }
        var node: ViewController? = self
        var isChild = false
        while let current = node {
            if Engine.isLeased(current) { return .transition }
            if isChild, !current.shouldAutomaticallyForwardAppearanceMethods, !current.forwardsAppearanceItself {
                return .parentForwarding
            }
            isChild = true
            node = current.storedParent
        }
        return nil
    }

    /// Whether this controller is a container that ContainerKit runs, which forwards its children's
    /// appearance itself by the same rules as the automatic forwarding (a composition container).
    /// `false` for every controller of the app's own. Declared on ``ViewController`` (in
    /// `ViewController.swift`) so that the composition containers override it: the core asks,
    /// it never checks for a composition type.
}
