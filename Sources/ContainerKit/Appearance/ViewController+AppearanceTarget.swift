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
    /// when its view is loaded, in a visible window, and neither it nor a controller above it (a
    /// parent or, without one, the owner of the view its view sits in) is covered by a
    /// presentation that removes its presenter (`.fullScreen`, `.currentContext`);
    /// ``AppearanceState/disappeared`` otherwise.
    ///
    /// - Complexity: O(*d*) in the depth of its parent chain.
    final var appearanceTarget: AppearanceState {
        guard !isTornDown, isViewInVisibleWindow else { return .disappeared }
        // A full-screen presentation covers its presenter's subtree: the top of the chain for
        // `.fullScreen`, any controller in it for `.currentContext` (COMP-14, COMP-15). The chain
        // goes through parents and, for a controller without a parent, through the controller
        // that owns the view its view sits in (its appearance follows its view, APP-5).
        // Bounded: a tree that breaks VC-5 (a state the invariant check reports) could make the
        // two kinds of step go round.
        var node: ViewController? = self
        var steps = 0
        while let current = node, steps < Self.targetChainLimit {
            if current.isCoveredByFullScreenPresentation { return .disappeared }
            node = current.storedParent ?? current.storedView?.storedSuperview?.storedOwner
            steps += 1
        }
        return .appeared
    }

    /// The longest chain ``appearanceTarget`` follows (far deeper than any tree of the depth tests).
    static let targetChainLimit = 4_000_000

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

extension ViewController {
    /// Brings each controller without a parent whose root view lies below `root`'s view (its
    /// appearance follows its view, `APP-5`) and that nothing holds to its ``appearanceTarget``:
    /// such a controller is reached by no parent's forwarding, so when `root` settles (the end of a
    /// presentation that covered it, `COMP-10`) this is where it follows. A child that left its
    /// parent while its parent was covered, its view still in place, appears with it again
    /// (`LIFE-3`).
    ///
    /// - Complexity: O(*n*) in the views below `root`'s view, plus the hooks.
    final func settleUnparentedControllersBelow() {
        guard let top = storedView else { return }
        var stack = top.storedSubviews
        var strays: [ViewController] = []
        while let view = stack.popLast() {
            if let controller = view.storedController, controller.storedParent == nil, !controller.isTornDown {
                strays.append(controller)
            }
            stack.append(contentsOf: view.storedSubviews)
        }
        guard !strays.isEmpty else { return }
        // One operation, so that each begin and its end come within it.
        Engine.run(self) {
            for controller in strays.reversed() where !controller.isTornDown && controller.storedParent == nil {
                let state = controller.appearanceState
                guard state == .appeared || state == .disappeared, controller.appearanceHolder == nil else { continue }
                let target = controller.appearanceTarget
                guard target != state else { continue }
                controller.beginAppearanceTransition(target == .appeared, animated: false)
                controller.endOpenAppearance()
            }
        }
    }
}
