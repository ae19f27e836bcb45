/// Drives the appearance of the controllers whose root views enter or leave a visible window in one
/// operation (`APP-1`, `APP-3` to `APP-6`).
///
/// The operation visits its views twice. In the pre-order visit (with the window will-hooks),
/// ``visitWill(_:)`` calls the will-hook of each controller that the change drives, right after
/// its root view's `willMove(toWindow:)` (`APP-6`), parents first. In the post-order visit (with the
/// window did-hooks), ``visitDid(_:)`` notes each *group root* (a controller whose parent does not
/// take part): groups finish children first, as their views do (`APP-5`). At the end of the
/// operation ``finish()`` calls the did-hooks: each group root, then its contained children in
/// `children` order, parents first (`APP-3`).
///
/// A contained child is driven only when its parent forwards automatically and, to appear, when the
/// parent is appearing or appeared; an uncontained controller is driven by its view (`APP-5`).
/// The child of a composition container, which forwards by hand (`APP-9`), is driven too when the
/// container did not make the move and does not settle its children later itself
/// (``drivesChild(_:of:)``, `LIFE-3`), unless the container already forwards to it.
///
/// The lists live in two static buffers that keep their capacity, so a pass allocates nothing once
/// they have grown; passes nest strictly and each owns the tail it pushed.
@MainActor
struct AppearancePass {
    let isAppearing: Bool
    /// What an appearing pass lays out before its did-hooks (`APP-12`): a window shown (its
    /// subviews, in order), or the view a container places (``containerMoves(_:into:_:)``).
    private let layoutTarget: View?
    private let groupStart: Int
    /// The view whose move the pass follows, and where it goes: the superview links in its
    /// subtree are still the old ones while the will-hooks run (``visitWill(_:)``).
    private let moving: View?
    private let destination: View?

    // Unchecked exclusivity: main-actor statics (no other thread), and every access is a read,
    // an append or a removal that calls no hook while it is open (hooks run between accesses).
    private static var groupRoots: [ViewController] {
        _read { yield EngineState.current.appearancePass.groupRoots }
        _modify { yield &EngineState.current.appearancePass.groupRoots }
    }
    private static var stack: [ViewController] {
        _read { yield EngineState.current.appearancePass.stack }
        _modify { yield &EngineState.current.appearancePass.stack }
    }
    /// The root view of a composition container's child that the container itself is moving into
    /// or out of a visible window (``containerMoves(_:into:_:)``): the container drives that child.
    private static var containerMove: ObjectIdentifier? {
        _read { yield EngineState.current.appearancePass.containerMove }
        _modify { yield &EngineState.current.appearancePass.containerMove }
    }
    /// The root view of a controller that is leaving its parent for another one (`VC-4`), moved
    /// out of its place first (``childLeavesParent(_:_:)``): the pass drives that controller by its
    /// view, as an uncontained one, since its old parent will not settle it any more.
    private static var leavingParent: ObjectIdentifier? {
        _read { yield EngineState.current.appearancePass.leavingParent }
        _modify { yield &EngineState.current.appearancePass.leavingParent }
    }

    /// The view a container is placing (``containerMoves(_:into:_:)``): the pass of its move lays
    /// it out before the did-hooks (`APP-12`: a transition, a presentation).
    private static var containerPlacement: View? {
        _read { yield EngineState.current.appearancePass.containerPlacement }
        _modify { yield &EngineState.current.appearancePass.containerPlacement }
    }

    /// - Parameters:
    ///   - appearing: The direction.
    ///   - moving: The view whose move the pass follows: laid out before the did-hooks when a
    ///     container places it (`APP-12`).
    ///   - destination: Where `moving` goes (its new superview).
    ///   - window: A window shown: its subviews are laid out before the did-hooks (`APP-12`).
    init(appearing: Bool, moving: View? = nil, into destination: View? = nil, layingOut window: Window? = nil) {
        isAppearing = appearing
        self.moving = moving
        self.destination = destination
        if !appearing {
            layoutTarget = nil
        } else if let window {
            layoutTarget = window
        } else if let moving, AppearancePass.containerPlacement === moving {
            layoutTarget = moving
        } else {
            layoutTarget = nil
        }
        groupStart = AppearancePass.groupRoots.count
    }

    /// Called right after `view.willMove(toWindow:)` for each view of the moving subtree.
    func visitWill(_ view: View) {
        guard let controller = view.storedController else { return }
        // The container's own move of its child (this move only, not a later one from a hook).
        let movedByContainer = AppearancePass.containerMove == ObjectIdentifier(view)
        if movedByContainer { AppearancePass.containerMove = nil }
        let leavesParent = AppearancePass.leavingParent == ObjectIdentifier(view)
        if leavesParent { AppearancePass.leavingParent = nil }
        // APP-2: inside an appearance hook, the transitions that hook requested changed their
        // states at once and run their hooks later. When this pass is about to begin a transition
        // of this controller, those hooks run first: one of them may forward a begin and an end to
        // it (a container that a dismissal from the hook took off screen), and running them after
        // this begin would give the controller its did-hook before its will-hook.
        if AppearanceRequests.hasRequestedSoFar {
            var probe = controller.appearance
            if probe.begin(appearing: isAppearing) != .none {
                AppearanceRequests.runRequestedSoFar()
                guard !controller.isTornDown else { return }
            }
        }
        // The direction is the target as it will be once this pass is over
        // (`appearanceTarget(after:)`, `APP-5`, `LIFE-3`, `COMP-10`). A child follows its parent
        // (below, once it is known that the pass drives it): here only its own answer, its
        // parent's place taken as shown. A parent that appears is uncovered already (a dismissal
        // begins its presenter's appearance before it ends the link), and the dismissal settles
        // only the parentless ones.
        let followsParent = controller.storedParent != nil && !leavesParent
        if isAppearing {
            let change: PendingAppearanceChange =
                followsParent ? .shownByParent : .pass(moving: moving, into: destination, appearing: true)
            if controller.appearanceTarget(after: change) == .disappeared { return }
        } else if controller.isCoveredByFullScreenPresentation {
            // Not a direction (every controller of a disappearing pass has the target
            // disappeared) but a holder: a presenter covered in place is disappeared already, or
            // the presentation or dismissal in flight that covers it holds it and settles it when
            // it ends (`COMP-10`); the pass leaves it.
            return
        }
        if let parent = controller.storedParent, followsParent {
            guard
                parent.shouldAutomaticallyForwardAppearanceMethods
                    || !movedByContainer && drivesChild(controller, of: parent)
            else {
                // Left to a container that settles its children later: it may have passed this
                // child already (a hook of its own settling moved the view), so it is told
                // (model checker forest 14949191544329522216).
                if !movedByContainer, parent.forwardsAppearanceItself { parent.childMovedWhileSettling(controller) }
                return
            }
            // The parent's will-hook of this pass ran first (parents first): its state is what it
            // will be.
            if isAppearing, controller.appearanceTarget(after: .following(parent, isVisible: true)) == .disappeared {
                return
            }
        }
        let openBefore = controller.appearance.openBegins
        let action = controller.appearance.begin(appearing: isAppearing)
        guard action != .none else {
            // Joined a manual transition under way in the same direction (APP-9): this pass ends
            // its own begin, and the did-hook comes with the last end, the caller's.
            if controller.appearance.openBegins > openBefore { controller.isAwaitingAppearanceDid = true }
            return
        }
        controller.isAwaitingAppearanceDid = true
        AppearanceRequests.execute(.init(controller: controller, action: action, animated: false, forwarding: .none))
    }

    /// Whether this pass drives `controller`, a child of `parent`, which forwards appearance by
    /// hand, in a move that `parent` did not make.
    ///
    /// **Policy** (`APP-9`, `LIFE-3`): a composition container drives the children it moves itself
    /// and forwards its own appearance to the children whose views are in its view. A move that
    /// it did not make (the app's `addSubview` or `removeFromSuperview` of a child's view, or of a
    /// view above it, or a window shown or hidden) drives the child by its view, as a parent that
    /// forwards automatically would, unless the container settles its children later anyway (a
    /// transition holds them, or it follows a change of its children): then it brings every
    /// child to the state its view's place calls for. Any other controller that forwards by hand
    /// drives all of its children itself.
    private func drivesChild(_ controller: ViewController, of parent: ViewController) -> Bool {
        guard parent.forwardsAppearanceItself, !parent.settlesChildrenLater else { return false }
        // Already under way in this direction: the container forwarded it and ends it (the pass
        // joins nothing the container began, so its children get the container's end).
        return controller.appearance.state != (isAppearing ? .appearing : .disappearing)
    }

    /// Runs `body`, the move of `view`, a composition container's child's root view, into
    /// `superview` (or out of its superview, when `nil`), made by the container itself: the pass
    /// of the move leaves that child to the container (``drivesChild(_:of:)``).
    static func containerMoves(_ view: View, into superview: View?, _ body: () -> Void) {
        let savedPlacement = containerPlacement
        containerPlacement = view
        defer { containerPlacement = savedPlacement }
        let wasVisible = view.storedWindow?.isVisible == true
        let willBeVisible = superview?.storedWindow?.isVisible == true
        // No pass without a change of visibility: then no token, which a later pass could take.
        guard wasVisible != willBeVisible, view.storedController?.storedParent != nil else { return body() }
        let saved = containerMove
        containerMove = ObjectIdentifier(view)
        body()
        containerMove = saved
    }

    /// Runs `body`, which takes `view`, the root view of a controller about to leave its parent for
    /// another one, out of its superview: the pass of that move drives the controller by its view
    /// (`VC-4`, `APP-1`), whatever its parent forwards, and its children as their parents do.
    static func childLeavesParent(_ view: View, _ body: () -> Void) {
        let saved = leavingParent
        leavingParent = ObjectIdentifier(view)
        body()
        leavingParent = saved
    }

    /// Called right after `view.didMoveToWindow()` for each view, children first.
    func visitDid(_ view: View) {
        guard let controller = view.storedController, controller.isAwaitingAppearanceDid else { return }
        if let parent = controller.storedParent, parent.isAwaitingAppearanceDid { return }
        AppearancePass.groupRoots.append(controller)
    }

    /// Calls the did-hooks, group by group (`APP-3`, `APP-5`); before them, `viewIsAppearing` of
    /// every appearing controller of the pass, in the same order, and the layout of a window
    /// shown or of a view a container placed (`APP-12`).
    func finish() {
        if isAppearing { callIsAppearing() }
        var index = groupStart
        while index < AppearancePass.groupRoots.count {
            let stackStart = AppearancePass.stack.count
            AppearancePass.stack.append(AppearancePass.groupRoots[index])
            while AppearancePass.stack.count > stackStart {
                let controller = AppearancePass.stack.removeLast()
                guard controller.isAwaitingAppearanceDid else { continue }
                controller.isAwaitingAppearanceDid = false
                if let action = controller.appearance.end(), action != .none {
                    AppearanceRequests.execute(
                        .init(controller: controller, action: action, animated: false, forwarding: .none))
                }
                for child in controller.storedChildren.reversed() where child.isAwaitingAppearanceDid {
                    AppearancePass.stack.append(child)
                }
            }
            index += 1
        }
        if AppearancePass.groupRoots.count > groupStart { AppearancePass.groupRoots.removeSubrange(groupStart...) }
    }

    /// `APP-12`, **policy**: `viewIsAppearing` of every appearing controller of each group, in the
    /// order of the did-hooks (groups in turn, parents first; those the pass drives and those their
    /// containers forward to), then, when `layingOut` (a window shown, a container placing a
    /// view), the layout of each group root's view, then (in ``finish(layingOut:)``) every
    /// `viewDidAppear`.
    private func callIsAppearing() {
        guard AppearancePass.groupRoots.count > groupStart else { return }  // nothing appears
        var unused: [ViewController] = []  // never filled: allocates nothing
        var index = groupStart
        while index < AppearancePass.groupRoots.count {
            let root = AppearancePass.groupRoots[index]
            if root.isAwaitingAppearanceDid { root.callIsAppearingInSubtree(into: &unused, collecting: false) }
            index += 1
        }
        guard let target = layoutTarget, !target.isTornDown, target.storedWindow?.isVisible == true else { return }
        if target is Window {
            // The root view, presented views, any view of the app's: each one laid out in order.
            for subview in target.storedSubviews where !subview.isTornDown && subview.storedSuperview === target {
                subview.layoutIfNeeded()
            }
        } else {
            target.layoutIfNeeded()
        }
    }

    /// Runs a whole pass over a subtree whose views stay where they are (a window shown or hidden).
    ///
    /// - Parameters:
    ///   - root: The subtree.
    ///   - appearing: The direction.
    ///   - layingOut: A window shown, whose subviews are laid out before the did-hooks (`APP-12`).
    static func run(over root: View, appearing: Bool, layingOut: Window? = nil) {
        let pass = AppearancePass(appearing: appearing, layingOut: layingOut)
        View.forEachPreOrder(in: root) { pass.visitWill($0) }
        View.forEachPostOrder(in: root) { pass.visitDid($0) }
        pass.finish()
    }
}
