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
    /// ``AppearanceState/disappeared`` otherwise. ``appearanceTarget(after:)`` with no change
    /// pending.
    ///
    /// - Complexity: O(*d*) in the depth of its parent chain and of its view; O(1) while no
    ///   presentation in place removes its presenter.
    final var appearanceTarget: AppearanceState { appearanceTarget(after: .none) }

    /// The settled state this controller must have once `change`, under way, is over: the one
    /// statement of the direction every path takes (`APP-1`, `APP-5`, `APP-9`, `LIFE-3`,
    /// `COMP-10`). ``AppearanceState/appeared`` exactly when
    ///
    /// - it is not torn down, and its view will be in a visible window
    ///   (``PendingAppearanceChange/isVisible``, else where its view is now);
    /// - it does not present in a style that removes its presenter (`COMP-10`, `COMP-15`);
    /// - what is above it will show it: the parent it follows, when the change says it follows
    ///   one (``PendingAppearanceChange/parentShows``: a parent's forwarding answers for the
    ///   parent's own place, since the child's view is in the parent's, `VC-5`); otherwise its
    ///   parent chain and the views above its view, as they will be after the move under way
    ///   (``PendingAppearanceChange/moving``), hold no presenter that a presentation removes
    ///   (``isCovered(moving:into:)``).
    ///
    /// - Parameter change: The change under way; ``PendingAppearanceChange/none`` reads the tree
    ///   as it is (``appearanceTarget``).
    /// - Returns: ``AppearanceState/appeared`` or ``AppearanceState/disappeared``.
    /// - Complexity: O(*d*) in the depth of its parent chain and of its view; O(1) while no
    ///   presentation in place removes its presenter, and O(1) when it follows a parent.
    final func appearanceTarget(after change: PendingAppearanceChange) -> AppearanceState {
        guard !isTornDown, change.isVisible ?? willBeInVisibleWindow(after: change) else { return .disappeared }
        // COMP-10: checked first, without the cache below (O(1)).
        if isCoveredByFullScreenPresentation { return .disappeared }
        if let parentShows = change.parentShows { return parentShows ? .appeared : .disappeared }
        return isCovered(moving: change.moving, into: change.destination) ? .disappeared : .appeared
    }

    /// Whether this controller's view will be in a visible window once the move of `change` is
    /// over: the destination's window for the moving view itself, else where its view is now.
    private func willBeInVisibleWindow(after change: PendingAppearanceChange) -> Bool {
        if let moving = change.moving, storedView === moving {
            return change.destination?.storedWindow?.isVisible == true
        }
        return isViewInVisibleWindow
    }

    /// Whether a presentation that removes its presenter covers this controller now (``isCovered(moving:into:)``
    /// with no move under way).
    ///
    /// - Complexity: O(*d*) in the depth of its parent chain and of its view; O(1) while no
    ///   presentation in place removes its presenter.
    final var isCoveredInPlace: Bool { isCovered(moving: nil, into: nil) }

    /// Whether a presentation that removes its presenter (`.fullScreen`, `.currentContext`) covers
    /// this controller: it or a controller of its parent chain presents that way (`COMP-10`,
    /// `COMP-15`), or a controller whose root view holds its view does (`APP-5`, `LIFE-3`: in
    /// UIKit the covered presenter's whole view tree leaves the window, so a controller that is
    /// not its child but whose view sits in it, such as a child removed without its view, is
    /// covered too), once the move of `moving` into `destination`, under way, is over.
    ///
    /// - Parameters:
    ///   - moving: A view whose move is under way (its superview link is still the old one), or
    ///     `nil`.
    ///   - destination: Where `moving` goes.
    /// - Returns: `true` when a covering presenter is on its parent chain or above its view.
    /// - Complexity: O(*d*) in the depth of its parent chain and of its view; O(1) while no
    ///   presentation in place removes its presenter.
    private func isCovered(moving: View?, into destination: View?) -> Bool {
        guard PresentationLinks.coveringCount > 0 else { return false }
        var node: ViewController? = self
        while let current = node {
            if current.isCoveredByFullScreenPresentation { return true }
            node = current.storedParent
        }
        let above = moving != nil && storedView === moving ? destination : storedView?.storedSuperview
        return above?.isInCoveredRegion(moving: moving, into: destination) == true
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

/// A change under way that a controller's target is read after
/// (``ViewController/appearanceTarget(after:)``): a path that is about to move a view, show a
/// child or follow a parent asks for the target as it will be, and never decides the direction
/// itself.
@MainActor
struct PendingAppearanceChange {
    /// A view whose move is under way (its superview link is still the old one), or `nil`.
    var moving: View?
    /// Where ``moving`` goes (its new superview), or `nil` when it leaves its superview.
    var destination: View?
    /// Whether the controller's view, and the view of the parent it follows, will be in a visible
    /// window once the change is over, when the change decides it (an appearance pass knows its
    /// direction before the window links change); `nil`: read from the tree (the destination's
    /// window for ``moving`` itself).
    var isVisible: Bool?
    /// Whether the parent that the controller follows will show it, or `nil` when the controller
    /// follows the tree above it instead (its parent chain and the views above its view).
    var parentShows: Bool?

    /// No change: the tree as it is.
    static var none: PendingAppearanceChange { PendingAppearanceChange() }

    /// The move of `moving` into `destination` (the destination's window decides its visibility).
    static func move(_ moving: View, into destination: View?) -> PendingAppearanceChange {
        PendingAppearanceChange(moving: moving, destination: destination)
    }

    /// An appearance pass over the move of `moving` into `destination` (both `nil` for a window
    /// shown or hidden): every view it carries will be in a visible window exactly when the pass
    /// is `appearing`.
    static func pass(moving: View?, into destination: View?, appearing: Bool) -> PendingAppearanceChange {
        PendingAppearanceChange(moving: moving, destination: destination, isVisible: appearing)
    }

    /// A parent about to show the controller, its child: the child's own answer, with the parent's
    /// place taken as shown (a container's forwarding or transition, which drives only while it is
    /// on screen).
    static var shownByParent: PendingAppearanceChange {
        PendingAppearanceChange(isVisible: true, parentShows: true)
    }

    /// The controller follows `parent`, which shows its children while it is appearing or appeared
    /// and its view is (or, with `isVisible`, will be) in a visible window (`APP-1`, `APP-9`).
    ///
    /// - Parameters:
    ///   - parent: The parent followed.
    ///   - isVisible: See ``isVisible``; `nil` reads both views' windows from the tree.
    /// - Returns: The change, with the parent's answer taken now.
    static func following(_ parent: ViewController, isVisible: Bool? = nil) -> PendingAppearanceChange {
        let state = parent.appearance.state
        let shows = (state == .appearing || state == .appeared) && (isVisible ?? parent.isViewInVisibleWindow)
        return PendingAppearanceChange(isVisible: isVisible, parentShows: shows)
    }
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
