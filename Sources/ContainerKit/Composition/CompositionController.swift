/// The base of the containers of this folder: one transition at a time, manual appearance
/// forwarding, a dump note (`COMP-1` to `COMP-9`, `COMP-11`, `REENT-1`).
///
/// A composition controller forwards appearance manually (`APP-9`), as UIKit's own containers do:
/// when it appears or disappears it begins and ends the transition of each child on screen (the
/// current state's child, the top of a stack, the selected tab), from inside its own appearance
/// hooks; its transitions drive the children that come and go. While one of its transitions is in
/// flight it forwards nothing, and when the transition ends it brings the child on screen to its
/// own state (**policy**: a window hidden in the middle of a push still ends with every child
/// disappeared, and no begin is left without its end).
///
/// Requests are queued (`TransitionQueue`): they run one at a time, in request order; a request
/// made from a hook, a completion, or while the container is half-way through appearing, waits
/// (`REENT-1`); a request to a torn-down container is refused (`MIS-12`). Subclasses that override
/// an appearance hook must call `super`.
///
/// One source of truth (`COMP-12`): the containers keep no record beside the tree. Their records
/// (a stack, the tabs, the current child) are read from ``ViewController/children``; a state is a
/// mark on its child, valid only while the child is the container's. When the tree changes under
/// a container without it (a child torn down, moved to another parent, `addChild`/`removeChild`
/// called on the container), the records follow at once and the screen follows in one queued
/// operation: the child now on screen is placed and appears, the others leave the screen.
@MainActor
open class CompositionController: ViewController, CompositionDumping, ChildTransition.Owner {
    /// The animator of this container's animated transitions (default: ``ImmediateAnimator``).
    ///
    /// A transition uses the animator set when it starts.
    public final var animator: TransitionAnimator = ImmediateAnimator.shared

    /// The container's one queue (its transitions, child helpers and presentations); see
    /// ``TransitionQueue``.
    final var queue: TransitionQueue { TransitionQueue.of(self) }

    /// The children a running transition of this container has added and not yet committed, so
    /// that its records keep their committed value until the commit. Invariant: empty whenever no
    /// transition of this container runs. Two fields, not one array, so that starting a
    /// transition allocates nothing: the incoming child, and the plan's quietly joining ones.
    private final var uncommittedIncoming: ViewController?
    private final var uncommittedQuietly: [ViewController] = []

    /// A reconciliation with the tree is queued (one at a time).
    private final var isFollowingTree = false

    /// Whether this container will bring its children to the appearance their views' places call
    /// for by itself, later: a transition holds them, or it follows a change of its children
    /// (``followTree()``). Until then, an appearance pass leaves them to it (`LIFE-3`). Never while
    /// a teardown in progress retires it: its queue runs nothing more (`LIFE-2`).
    override final var settlesChildrenLater: Bool {
        (isFollowingTree || transitionQueue?.isBusy == true) && !Engine.isBeingTornDown(self)
    }

    /// Whether an operation of this container's queue holds its children now, so that its own
    /// appearance reaches them when the queue is free (``followTree()``), not from its hooks.
    /// Never while a teardown in progress retires it (`LIFE-2`): nothing of its queue runs after
    /// the retirement, so its children disappear with it now, as an idle container's do (`APP-1`,
    /// `LIFE-3`; attack finding B: a split torn down from its collapse delegate).
    private final var holdsChildrenForNow: Bool { queue.isBusy && !Engine.isBeingTornDown(self) }

    isolated deinit {
        // Through the release queue, not after this deinit: a chain of nested containers is
        // released iteratively (LIFE-5). The children themselves are the core's to release.
        ReleaseQueue.release(taking: &uncommittedQuietly)
        ReleaseQueue.release(taking: &uncommittedIncoming)
    }

    /// Creates an empty container.
    ///
    /// - Parameter name: The name used in traces and dumps; `nil` uses the type's name.
    public required init(name: String? = nil) {
        super.init(name: name)
    }

    /// `false`: the container forwards appearance itself (`APP-9`).
    open override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    /// `true`: the container forwards its children's appearance by ContainerKit's own rules.
    override final var forwardsAppearanceItself: Bool { true }

    /// Settles `child` (``ViewController/settleAppearance()``) after whatever runs in the queue,
    /// if it is still a child and nothing holds it then: not in the middle of this container's
    /// own settling, which may move its view once more (forest 11717623603529938010), and without
    /// following the whole tree again (which would put back a view the app moved away).
    override final func childMovedWhileSettling(_ child: ViewController) {
        queue.request(holdsChildren: false) { [weak self, weak child] in
            guard let self else { return }
            // The cheap test first (O(1) while no presentation covers anything): reading the
            // holder walks the parent chain, which a chain of nested containers would make
            // quadratic (LIFE-5, DepthTests at 1,000,000 levels).
            if let child, child.parent === self, child.appearanceDiffersFromTarget, child.appearanceHolder == nil {
                child.settleAppearance()
            }
            queue.operationDidEnd()
        }
    }

    /// Whether a transition runs or waits.
    public final var isTransitioning: Bool { !queue.isIdle }

    /// How many requests wait for the running one.
    public final var pendingTransitionCount: Int { queue.pendingCount }

    // MARK: - For subclasses in this module

    /// The view the children's views are placed in.
    var contentView: View { view }

    /// The child on screen when no transition runs (each container shows one at most, except a
    /// split container, which overrides ``isVisibleChild(_:)`` and ``placeVisibleChildren(in:)``).
    var visibleChild: ViewController? { nil }

    /// Whether `child` is on screen when no transition runs (``visibleChild`` by default).
    func isVisibleChild(_ child: ViewController) -> Bool { child === visibleChild }

    /// Places the views of the children on screen in `content` (``visibleChild``'s by default),
    /// loading them, and forwards the appearance a deferred load owes them.
    func placeVisibleChildren(in content: View) {
        guard let child = visibleChild, child.parent === self else { return }
        let view: View = child.view  // loading it may run hooks that change what is on show
        if child.parent === self, visibleChild === child {
            Composition.place(view, in: content)
            forwardAppearanceAfterDeferredLoad(to: child)
        }
    }

    /// The children this container's records are made of (`COMP-12`): ``ViewController/children``
    /// in order, without those a running transition adds and has not committed. Every record of
    /// a composition container (a stack, the tabs, the current child) is read from here, so it
    /// cannot disagree with the tree.
    ///
    /// - Complexity: O(*n*) in the children.
    final var committedChildren: [ViewController] {
        isCommittingChildren ? children.filter { !isUncommitted($0) } : children
    }

    #if CONTAINERKIT_TEST_SWITCHES
    /// `COMP-12`: outside a transition, the records (read from ``committedChildren``) are the
    /// children, in order.
    override func recordProblems() -> [String] {
        guard !isTransitioning, !isTornDown else { return [] }
        let records = committedChildren
        guard records.count != children.count || zip(records, children).contains(where: { $0 !== $1 }) else {
            return []
        }
        let names = { (list: [ViewController]) in "[" + list.map(\.name).joined(separator: ", ") + "]" }
        return ["COMP-12: \(name) records \(names(records)) but its children are \(names(children))"]
    }
    #endif

    /// The last of ``committedChildren``, found without building them.
    final var lastCommittedChild: ViewController? {
        isCommittingChildren ? children.last { !isUncommitted($0) } : children.last
    }

    /// Whether a running transition has added children it has not committed.
    private final var isCommittingChildren: Bool { uncommittedIncoming != nil || !uncommittedQuietly.isEmpty }

    private final func isUncommitted(_ child: ViewController) -> Bool {
        child === uncommittedIncoming || uncommittedQuietly.containsIdentical(child)
    }

    func compositionDumpNote(naming name: (ViewController) -> String) -> String { "" }

    /// Places the on-screen children's views once the container's view is loaded, then makes the
    /// request given at creation, if any (a first state): when the outermost view load in
    /// progress has finished, so that nested containers load one after the other, not inside
    /// each other's `viewDidLoad` (`LIFE-5`). Overrides must call `super`.
    open override func viewDidLoad() {
        super.viewDidLoad()
        Engine.afterLoading { [self] in
            placeVisibleChildren(in: contentView)
            makeRequestAtLoad()
        }
    }

    /// A load that waited for an outer one (``Engine/afterLoading(_:)``) places the child on screen
    /// when this container may already have begun appearing, or appeared, with nothing placed to
    /// forward to (a tab selected from a hook while another view loads): the child gets the
    /// appearance this container forwards (`APP-9`, `LIFE-3`). Begun only while appearing, the
    /// container's `viewDidAppear` ends it. Nothing while a transition holds the children, and
    /// nothing for a child whose view is in no visible window (its target is disappeared: a
    /// container view's content that its container holds elsewhere follows its own window,
    /// `LIFE-3`; model checker forest 5502373295476964778, seed 54).
    final func forwardAppearanceAfterDeferredLoad(to child: ViewController) {
        guard !queue.isBusy, child.appearanceState == .disappeared,
            appearanceState == .appeared || appearanceState == .appearing,
            child.appearanceTarget == .appeared
        else { return }
        child.beginAppearanceTransition(true, animated: false)
        if appearanceState == .appeared { Composition.endAppearance(child) }
    }

    /// A request given when the container was created (its first state), made when its view loads
    /// as Reinstate makes it in `viewDidLoad`, or before any other request: not a record of the
    /// container's state, a request not made yet.
    private final var requestAtLoad: (@MainActor () -> Void)?

    /// Makes `body` when the view loads, or before the next request if that comes first
    /// (**policy**: the first state is installed where a recorder of the tree sees it, not
    /// inside `init`).
    final func requestWhenLoaded(_ body: @escaping @MainActor () -> Void) {
        requestAtLoad = body
        if isViewLoaded { makeRequestAtLoad() }
    }

    private func makeRequestAtLoad() {
        guard let body = requestAtLoad else { return }
        requestAtLoad = nil
        body()
    }

    /// Runs `plan` as one operation of the queue (already started by the caller's request).
    /// At the commit, the children take `plan.finalOrder` and the incoming child gets
    /// `plan.incomingNote` (see ``transitionDidCommit(_:)``).
    final func run(_ plan: ChildTransition.Plan, animator: TransitionAnimator? = nil, completion: ((Bool) -> Void)?) {
        uncommittedQuietly = plan.quietlyJoining
        uncommittedIncoming = plan.incomingJoins ? plan.incoming : nil
        let transition = ChildTransition(plan, animator: animator ?? self.animator, owner: self, completion: completion)
        transition.start(with: animator ?? self.animator)
    }

    final func childTransitionDidFinish(
        _ plan: ChildTransition.Plan, committed: Bool, completion: ((Bool) -> Void)?
    ) {
        uncommittedQuietly = []
        uncommittedIncoming = nil
        if committed { transitionDidCommit(plan) }
        if !isTornDown { followTree() }  // LIFE-4: not after the container's own teardown
        completion?(committed)
        queue.operationDidEnd()
    }

    /// A transition of this container started, its will-hooks called (`COMP-17`). Overrides call
    /// `super`.
    func childTransitionDidStart(_ plan: ChildTransition.Plan) {}

    /// A transition of this container committed: the children take the plan's order, the
    /// incoming child gets its note while it is still this container's. Overrides call `super`.
    func transitionDidCommit(_ plan: ChildTransition.Plan) {
        if let order = plan.finalOrder { commitOrder(order) }
        if let note = plan.incomingNote, let incoming = plan.incoming, incoming.parent === self {
            incoming.setCompositionValue(note, by: self)
        }
    }

    /// The plan of a change of this container, with its content view when its view is loaded.
    /// Before the view loads there is nothing to animate: the change is containment only and
    /// happens inside the call (the view, when it loads, shows the child on screen then).
    final func plan(
        from outgoing: ViewController?, to incoming: ViewController?, style: TransitionStyle,
        animated: Bool
    ) -> ChildTransition.Plan {
        ChildTransition.Plan(
            host: self, contentView: isViewLoaded ? contentView : nil, outgoing: outgoing,
            incoming: incoming, style: style, isAnimated: animated && isViewLoaded)
    }

    /// Ends an operation that ran no transition, after its completion. The screen follows the
    /// tree first (``followTree()``): a hook of a child it added or removed quietly may have
    /// changed the children while the queue held them (`COMP-12`, `LIFE-3`).
    final func endOperation(_ completion: ((Bool) -> Void)?, finished: Bool) {
        if !isTornDown { followTree() }
        completion?(finished)
        queue.operationDidEnd()
    }

    /// Ends an operation that was refused (the caller reported why), after its completion
    /// with `false`. Unlike ``endOperation(_:finished:)`` the screen does not follow the tree: a
    /// refused operation changes nothing, not even a view the app placed in this container's view
    /// (model checker forest 10625842631941868863 of the default seed).
    final func endRefusedOperation(_ completion: ((Bool) -> Void)?) {
        completion?(false)
        queue.operationDidEnd()
    }

    /// Queues `operation` (`REENT-1`), or refuses it when this container is torn down (`MIS-12`:
    /// reported once, nothing changes, no completion), now or when its turn comes.
    ///
    /// - Parameters:
    ///   - description: What is refused, for the report (`pop "N"`).
    ///   - operation: The operation; it must end with `queue.operationDidEnd()`.
    final func request(_ description: () -> String, _ operation: @escaping @MainActor () -> Void) {
        makeRequestAtLoad()
        if isTornDown {
            return Composition.report(self, .tornDown(self, operation: .request(description(), node: nil)))
        }
        // A request still waiting when this container is torn down never runs: the queue drops
        // the waiting requests of a torn-down host (`LIFE-2`). So `operation` goes to the queue
        // as it is, without a second closure around it.
        queue.request(operation)
    }

    /// Puts the children of `order` in that order (``ViewController/reorderChildren(_:)``, no
    /// hook), unless they already are: a push or a pop leaves them in order.
    ///
    /// - Complexity: O(*n* · *k*) in the children and `order`; allocates nothing when in order.
    final func commitOrder(_ order: [ViewController]) {
        var next = order.startIndex
        for child in children where order.containsIdentical(child) {
            while next < order.endIndex, order[next].parent !== self { next += 1 }
            guard next < order.endIndex, order[next] === child else { return reorderChildren(order) }
            next += 1
        }
    }

    /// Follows a change of the tree that this container did not make (`COMP-12`): a child torn
    /// down, moved to another parent, added or removed by `addChild`/`removeChild` on this
    /// container. The records follow by themselves (they are read from the children); what is
    /// left is the screen, settled by one queued operation (``followTree()``) of the container's one
    /// queue, after whatever runs there.
    override func childrenDidChange(removing child: ViewController?) {
        if let child {
            child.setCompositionValue(nil, by: self)
            settleLeaving(child)
        }
        guard !queue.isBusy else { return }
        // A child removed by the app (`removeFromParent()`) gets its `didMove(toParent: nil)`
        // before the container shows what its records now say (the `COMP-12` trace): the
        // container follows when the removal's operation is over.
        if child != nil {
            Engine.afterCurrentOperation { [weak self] in self?.followTreeWhenFree() }
        } else {
            followTreeWhenFree()
        }
    }

    /// Queues one ``followTree()`` after whatever runs in the container's queue (one at a time).
    private func followTreeWhenFree() {
        guard !isFollowingTree, !isTornDown else { return }
        isFollowingTree = true
        // One queue for the container's transitions and its child helpers': after the running one.
        // It holds no child: a change from a hook while it runs is driven (or followed) as usual.
        queue.request(holdsChildren: false) { [weak self] in
            guard let self else { return }
            isFollowingTree = false
            if !isTornDown { followTree() }
            queue.operationDidEnd()
        }
    }

    /// A child that leaves this container while on screen, whoever removes it, ends disappeared,
    /// as if this container had removed it (it forwards appearance, `APP-9`): its view has left
    /// already, its `didMove(toParent: nil)` comes next. A child that this container's own
    /// transition removes has disappeared before and gets nothing here.
    private func settleLeaving(_ child: ViewController) {
        // Removed without its view (`willMove(toParent: nil)`, `removeFromParent()`): its view,
        // still on screen in this container's view, leaves first, and the child disappears with
        // it (the move's own appearance pass: it has no parent any more).
        if child.appearanceState == .appeared || child.appearanceState == .appearing, isViewLoaded,
            let view = child.viewIfLoaded, view.storedSuperview === contentView, !view.isTornDown
        {
            View.move(view, to: nil, at: 0)
        }
        switch child.appearanceState {
        case .appeared, .appearing:
            child.beginAppearanceTransition(false, animated: false)
            Composition.endAppearance(child)
        case .disappearing:
            Composition.endAppearance(child)
        case .disappeared:
            break
        }
    }

    /// Makes the screen show what the records say: the view of each child on screen is placed,
    /// the children that are no longer on screen leave the content view, and every child is
    /// brought to the appearance its place calls for (on screen in an appeared or appearing
    /// container: appeared; otherwise disappeared). The order is UIKit's for a switch without
    /// animation: the incoming view enters, every will-hook, the outgoing views leave, every
    /// did-hook. Does nothing when the view is not loaded; idempotent.
    final func followTree() {
        guard isViewLoaded else { return }
        // One operation, anchored nowhere (a change from a hook is not deferred): what ends with
        // the outermost operation (the deferred changes, the test builds' invariant check) comes
        // after the whole following, not between two of its children.
        guard Engine.depth > 0 else { return Engine.run(nil) { followTree() } }
        let content = contentView
        placeVisibleViews(in: content)
        var moving: [ViewController] = []
        for child in children where !child.isTornDown {
            // Read for each child: a hook of an earlier child's begin may have taken this container
            // out of its window (`APP-1`). A container whose view is out of every visible window
            // (its own container settles it later) shows nothing there (`LIFE-3`).
            let state = child.appearanceState
            guard state == .appeared || state == .disappeared else { continue }
            // The child follows this container (`appearanceTarget(after:)`): appeared when the
            // container shows its children and the child's view is in a visible window, unless
            // the child presents in a style that removes it (current context, `COMP-14`: it stays
            // disappeared until the dismissal, as the forwarding leaves it). A view placed
            // elsewhere by someone else (or held by a container view) stays there, and its
            // controller follows its window (`LIFE-3`); in the content view, only the children on
            // screen stay (the others' views leave it below).
            var wanted = child.appearanceTarget(after: .following(self)) == .appeared
            if wanted, child.viewIfLoaded?.superview === content { wanted = isVisibleChild(child) }
            guard wanted != (state == .appeared) else { continue }
            child.beginAppearanceTransition(wanted, animated: false)
            moving.append(child)
        }
        for child in children where !isVisibleChild(child) {
            if let view = child.viewIfLoaded, view.superview === content { Composition.removeView(view) }
        }
        // The root view of a controller that is no longer a child (its removal was deferred while
        // a load placed its view, `REENT-1`) leaves too: only children are on screen (`COMP-12`).
        for view in content.subviews {
            if let owner = view.viewController, owner.parent !== self, !view.isTornDown, view.superview === content {
                Composition.removeView(view)
            }
        }
        for child in moving {
            // Model checker seed 33: a hook of the child's appearance took its view away.
            child.endForwardedAppearance(
                containerLeft: appearanceState == .disappeared || appearanceState == .disappearing)
        }
    }

    /// Places the views of the children on screen (``visibleChild``'s by default), without the
    /// appearance of ``placeVisibleChildren(in:)``: ``followTree()`` drives it.
    func placeVisibleViews(in content: View) {
        if let child = visibleChild, child.parent === self { Composition.place(child.view, in: content) }
    }

    // MARK: - Appearance forwarding

    private func forwardBegin(_ appearing: Bool, animated: Bool) {
        // Only when ContainerKit called the hook (a direct call is MIS-5), and never over a
        // transition: the transition's children follow this container's appearance after it,
        // even when this change comes after the transition settled them, from a hook of its end
        // (a window hidden and shown again then).
        guard appearanceHookDirection == appearing else { return }
        guard !holdsChildrenForNow else { return followTreeWhenFree() }
        // The child on screen, and any child whose view someone else placed in this container's
        // view; not one whose view someone moved out of it (`LIFE-3`).
        guard let root = viewIfLoaded else { return }
        // A child appears only where its own target, this container shown, says so: one that
        // presents in a style that removes it (current context, COMP-15) stays disappeared until
        // the dismissal.
        for child in children
        where !child.isTornDown && !(appearing && child.appearanceTarget(after: .shownByParent) == .disappeared) {
            if let view = child.viewIfLoaded, let superview = view.superview,
                superview.owningController === self || superview.isDescendant(of: root)
            {
                child.beginAppearanceTransition(appearing, animated: animated)
            } else if child.isAppearanceOpen {
                // Forwarded to before someone moved its view out: it ends disappeared (`LIFE-3`).
                if child.appearanceState == .appearing { child.beginAppearanceTransition(false, animated: false) }
                Composition.endAppearance(child)
            }
        }
    }

    /// Ends what ``forwardBegin(_:animated:)`` began: the children still in the middle of an
    /// appearance in that direction. No operation can start between the two hooks (the queue
    /// waits while this container is half-way), so these are the forwarded ones, read from the
    /// tree rather than kept in a list.
    private func forwardEnd(_ appearing: Bool) {
        guard appearanceHookDirection == appearing else { return }
        if !holdsChildrenForNow {
            let midway: AppearanceState = appearing ? .appearing : .disappearing
            // A hook of the forwarded appearance may have taken a child's view away (model
            // checker forest 15573802109772198018: out of the window during viewWillAppear).
            for child in children where child.appearanceState == midway { child.endForwardedAppearance() }
        }
        queue.drain()
    }

    /// Forwards the appearance to the child on screen. Overrides must call `super`.
    ///
    /// - Parameter animated: Whether the appearance is animated.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        forwardBegin(true, animated: animated)
    }

    /// Forwards the end of the appearance. Overrides must call `super`.
    ///
    /// - Parameter animated: Whether the appearance was animated.
    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        forwardEnd(true)
    }

    /// Forwards the disappearance to the child on screen. Overrides must call `super`.
    ///
    /// - Parameter animated: Whether the disappearance is animated.
    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        forwardBegin(false, animated: animated)
    }

    /// Forwards the end of the disappearance. Overrides must call `super`.
    ///
    /// - Parameter animated: Whether the disappearance was animated.
    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        forwardEnd(false)
    }
}
