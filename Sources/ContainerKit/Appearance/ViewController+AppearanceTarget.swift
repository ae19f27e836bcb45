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
    /// when its view is loaded, in a visible window, and not covered (``isCoveredInPlace``);
    /// ``AppearanceState/disappeared`` otherwise.
    ///
    /// - Complexity: O(*d*) in the depth of its parent chain and of its view; O(1) while no
    ///   presentation in place removes its presenter.
    final var appearanceTarget: AppearanceState {
        guard !isTornDown, isViewInVisibleWindow else { return .disappeared }
        return isCoveredInPlace ? .disappeared : .appeared
    }

    /// Whether a presentation that removes its presenter (`.fullScreen`, `.currentContext`) covers
    /// this controller: it or a controller of its parent chain presents that way (`COMP-10`,
    /// `COMP-15`), or a controller whose root view holds its view does (`APP-5`, `LIFE-3`: in
    /// UIKit the covered presenter's whole view tree leaves the window, so a controller that is
    /// not its child but whose view sits in it, such as a child removed without its view, is
    /// covered too).
    ///
    /// - Complexity: O(*d*) in the depth of its parent chain and of its view; O(1) while no
    ///   presentation in place removes its presenter.
    final var isCoveredInPlace: Bool {
        guard PresentationLinks.coveringCount > 0 else { return false }
        var node: ViewController? = self
        while let current = node {
            if current.isCoveredByFullScreenPresentation { return true }
            node = current.storedParent
        }
        return storedView?.storedSuperview?.isInCoveredRegion(moving: nil, into: nil) == true
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
        // A presentation in flight leases its presenter, and a covering one settles the
        // controllers in the presenter's view when it ends (`isCoveredInPlace`).
        guard PresentationLinks.coveringCount > 0 || !Engine.leases.isEmpty else { return nil }
        var view = storedView?.storedSuperview
        while let current = view {
            if let owner = current.storedController, Engine.isLeased(owner) { return .transition }
            view = current.storedSuperview
        }
        return nil
    }

    /// Whether this controller is a container that ContainerKit runs, which forwards its children's
    /// appearance itself by the same rules as the automatic forwarding (a composition container).
    /// `false` for every controller of the app's own. Declared on ``ViewController`` (in
    /// `ViewController.swift`) so that the composition containers override it: the core asks,
    /// it never checks for a composition type.
}

extension View {
    /// Whether the controllers whose views sit in this view are covered: this view or a view above
    /// it is the root view of a controller that presents in a style that removes its presenter
    /// (``ViewController/isCoveredInPlace``).
    ///
    /// - Parameters:
    ///   - moving: A view whose move is under way (its superview link is still the old one), or
    ///     `nil`.
    ///   - destination: Where `moving` goes: the walk continues there instead of at its old
    ///     superview.
    /// - Returns: `true` when a covering presenter's root view is on the way up.
    /// - Complexity: O(*d*) in the depth of the view.
    final func isInCoveredRegion(moving: View?, into destination: View?) -> Bool {
        var view: View? = self
        while let current = view {
            if let controller = current.storedController, controller.isCoveredByFullScreenPresentation { return true }
            view = current === moving ? destination : current.storedSuperview
        }
        return false
    }
}
