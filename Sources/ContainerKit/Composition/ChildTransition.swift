/// Swaps the visible child of a container, hook by hook (`COMP-2`, `COMP-3`, `COMP-4`, `COMP-5`,
/// `COMP-6`, `COMP-9`).
///
/// Every container of this folder describes its change as a ``Plan`` (who leaves, who comes,
/// who joins or leaves the container quietly, the style) and lets one `ChildTransition` run it:
/// the start, then the phases and the commit or the rollback that the ``TransitionContext`` asks
/// for. Only public containment calls are used: `addChild`, `willMove`/`didMove`,
/// `removeFromParent`, `addSubview`/`removeFromSuperview` and, when the container forwards
/// appearance manually, `beginAppearanceTransition`/`endAppearanceTransition`.
///
/// Appearance is driven only when the container forwards manually and has appeared when the
/// transition starts; a container that forwards automatically sees its children appear and
/// disappear with their views (`APP-7`). A leaving child's `willMove(toParent: nil)` comes at the
/// start, unless the transition can be cancelled: then it comes at the commit, so that a cancelled
/// transition leaves no announced move behind (the grammar of `VC-1`..`VC-3`; UIKit itself answers
/// a cancelled interactive pop with `didMove(toParent: N)` after `willMove(toParent: nil)`).
///
/// The transition holds its participants as a lease (`LIFE-4`, see ``TransitionContext``): when
/// one of them is torn down or re-parented elsewhere, the transition is abandoned at once: the
/// joining child's `willMove(toParent: N)` gets its did-move, every appearance transition it
/// opened on a live participant is closed (reversed, or ended as a disappearance for a controller
/// the teardown retires), a leaving child whose `willMove(toParent: nil)` was announced leaves at
/// once, and the container stops waiting for it; when the container is free, the
/// children it was adding that are still its own leave again, the outgoing child's view is placed
/// back, and the completion gets `false`. Nothing reaches a torn-down participant (`LIFE-2`), and
/// nothing captured at the start is replayed without checking that the child is still live and
/// still the container's.
@MainActor
final class ChildTransition {
    /// Who is told when a transition ends: a composition container (its records and screen
    /// follow), or the queue of a child helper's host. A reference, not a closure, so that a
    /// transition allocates no closure of its own.
    @MainActor protocol Owner: AnyObject {
        /// The transition ended (committed, cancelled or abandoned): call `completion` and end the
        /// queue's operation.
        func childTransitionDidFinish(_ plan: Plan, committed: Bool, completion: ((Bool) -> Void)?)
        /// The transition started: its will-hooks ran, the animator has not been asked yet
        /// (`COMP-17`: a navigation controller's delegate hears `willShow` here).
        func childTransitionDidStart(_ plan: Plan)
    }

    /// What a container asks for.
    struct Plan {
        /// Not retained (`LIFE-1`): the host holds its animator, which holds the transition's
        /// context, which holds the transition. Alive whenever the transition runs a step: the
        /// host's `deinit` ends its running transition first (``TransitionContext``), and the
        /// one step that may come after it, the end of an abandonment, checks its queue first.
        unowned(unsafe) var host: ViewController
        /// Where the children's views go; `nil` while the container's view is not loaded (then only
        /// containment changes, and the views are placed when the container's view loads).
        var contentView: View?
        var outgoing: ViewController?
        var incoming: ViewController?
        var style: TransitionStyle
        var isAnimated: Bool
        /// Tabs (`COMP-9`): the incoming will-hook comes before the outgoing one.
        var incomingWillFirst = false
        /// The order of the did-hooks of a one-phase transition and of its cancel (`COMP-18`).
        var appearanceOrder: AppearanceOrder = .standard
        /// The incoming child is added by this transition (`addChild` at the start, `didMove` at the end).
        var incomingJoins = false
        /// The outgoing child leaves the container (`willMove(toParent: nil)` ... `didMove(toParent: nil)`).
        var outgoingLeaves = false
        /// Children added at the start, before the incoming one, without placing their views.
        var quietlyJoining: [ViewController] = []
        /// Children removed at the commit, after the outgoing one; their views are not placed.
        var quietlyLeaving: [ViewController] = []
        /// Whether to record `N.transition(...)` and its end.
        var recordsLines = true
        /// For a composition container: the order its children take at the commit (a stack, the
        /// tabs), and the note it writes on the incoming child then (a state, `COMP-12`).
        var finalOrder: [ViewController]?
        var incomingNote: Any?
        /// The order of the containment hooks when one child leaves and another joins (`COMP-13`):
        /// Reinstate's for its styles, UIKit's `transition(from:to:)` order for the others.
        var containmentOrder: ContainmentOrder

        init(
            host: ViewController, contentView: View?, outgoing: ViewController?, incoming: ViewController?,
            style: TransitionStyle, isAnimated: Bool
        ) {
            self.host = host
            self.contentView = contentView
            self.outgoing = outgoing
            self.incoming = incoming
            self.style = style
            self.isAnimated = isAnimated
            containmentOrder = style.isReinstates ? .reinstate : .uikit
        }
    }

    /// The order of a one-phase transition's did-hooks and of its cancel (`COMP-18`).
    enum AppearanceOrder {
        /// The outgoing child's did-hook, then the incoming one's; a cancel ends the incoming
        /// child's disappearance before the outgoing one's appearance begins (`COMP-6`).
        case standard
        /// A scrolling page container: the incoming `viewDidAppear` before the outgoing
        /// `viewDidDisappear`; a cancel brings the outgoing child back (will, did) before the
        /// incoming one leaves (will, did).
        case pageScroll
        /// A page-curl container: completed as ``standard``; a cancel interleaves:
        /// incoming `viewWillDisappear`, outgoing `viewWillAppear`, incoming `viewDidDisappear`,
        /// outgoing `viewDidAppear`.
        case pageCurl
    }

    /// When the leaving and the joining child get their containment hooks (`COMP-13`).
    enum ContainmentOrder {
        /// UIKit's `transition(from:to:)` (Apple's sample): `old.willMove(toParent: nil)` and
        /// `new.willMove(toParent: N)` at the start, both did-hooks at the end.
        case uikit
        /// Reinstate's: the new child is added completely (`new.willMove(toParent: N)` ...
        /// `new.didMove(toParent: N)`) at the start, the old one removed completely
        /// (`old.willMove(toParent: nil)` ... `old.didMove(toParent: nil)`) when the animation ends.
        case reinstate
    }

    let plan: Plan
    private let isCancellable: Bool
    private let drivesAppearance: Bool
    private unowned let owner: any Owner
    /// The host's queue, which tells whether the host has begun to go away (see ``Plan/host``).
    private let hostQueue: TransitionQueue
    private var completion: ((Bool) -> Void)?
    private var isFinished = false
    /// Invariant: `true` once the lease broke; every step of the transition then does nothing
    /// except the settling of ``abandon(inPhase:)``.
    private var isAbandoned = false
    /// The appearance transitions this transition began and has not ended, with their direction.
    private var opened = InlineList<(child: ViewController, appearing: Bool)>()
    /// The children that got `willMove(toParent: host)` from this transition and no `didMove` yet.
    private var awaitingDidMove = InlineList<ViewController>()
    /// The children whose `willMove(toParent: host)` was under way, not yet linked, when the lease
    /// broke (``abandon(inPhase:)``): they get their `didMove(toParent: host)` before the removal
    /// that ends the abandonment, if they joined.
    private var joiningWhenAbandoned = InlineList<ViewController>()
    /// The children that got `willMove(toParent: nil)` from this transition and have not left yet.
    private var announcedLeaving = InlineList<ViewController>()
    /// The running transition's context (its lease); dropped at the end.
    private var context: TransitionContext?

    /// - Parameters:
    ///   - plan: The change.
    ///   - animator: The animator that will drive it when it is animated.
    ///   - owner: Told once, after the commit, the rollback or the abandonment and its end line:
    ///     the container updates its records, calls the completion and ends the queue's operation.
    ///   - completion: The requester's completion, handed to `owner`.
    init(_ plan: Plan, animator: TransitionAnimator, owner: any Owner, completion: ((Bool) -> Void)?) {
        self.plan = plan
        let animated = plan.isAnimated && plan.style != .none
        isCancellable = animated && animator.supportsCancellation
        drivesAppearance =
            plan.contentView != nil && !plan.host.shouldAutomaticallyForwardAppearanceMethods
            && plan.host.appearanceState == .appeared
        self.owner = owner
        hostQueue = TransitionQueue.of(plan.host)
        self.completion = completion
    }

    private var animated: Bool { plan.isAnimated && plan.style != .none }
    private var isOnePhase: Bool { plan.style.phaseCount == 1 }
    private var reinstateOrder: Bool {
        plan.containmentOrder == .reinstate && plan.incomingJoins && isOnePhase && plan.quietlyJoining.isEmpty
    }

    /// Starts the transition and hands it to `animator` (or completes it, when not animated).
    func start(with animator: TransitionAnimator) {
        // The host does not own its transition (`Plan.host`): a hook that drops its last reference
        // lets it go once the start is over, not in the middle of it.
        withExtendedLifetime(plan.host) { startHoldingTheHost(with: animator) }
    }

    private func startHoldingTheHost(with animator: TransitionAnimator) {
        let host = plan.host, outgoing = plan.outgoing, incoming = plan.incoming
        let context = TransitionContext(
            container: host, from: outgoing, to: incoming, style: plan.style, isAnimated: animated,
            isCancellable: isCancellable, involving: plan.quietlyJoining + plan.quietlyLeaving,
            perform: { [self] action in perform(action) })
        self.context = context
        if animated { context.prepare(for: animator) }  // COMP-16: a custom transition's context
        if plan.recordsLines {
            Composition.emit(
                host,
                .transition(
                    TraceSubject(host), from: outgoing.map(TraceSubject.init),
                    to: incoming.map(TraceSubject.init)))
        }
        if reinstateOrder {
            // COMP-13: the new child is added completely before the old one starts leaving.
            join()
            loadIncoming()
            place(incoming, below: plan.style == .under ? outgoing : nil)
            begin(incoming, appearing: true)
            settleJoin()
            if !isCancellable { announceLeaving() }
            begin(outgoing, appearing: false)
        } else {
            if !isCancellable { announceLeaving() }
            for child in plan.quietlyJoining { joinQuietly(child) }
            join()
            loadIncoming()
            if isOnePhase {
                place(incoming, below: plan.style == .under ? outgoing : nil)
                if plan.incomingWillFirst {
                    begin(incoming, appearing: true)
                    begin(outgoing, appearing: false)
                } else {
                    begin(outgoing, appearing: false)
                    begin(incoming, appearing: true)
                }
            } else {
                begin(outgoing, appearing: false)
            }
        }
        guard context.isRunning else { return }  // LIFE-4: abandoned from a hook of the start
        owner.childTransitionDidStart(plan)
        guard context.isRunning else { return }  // LIFE-4: abandoned from the owner's callback
        settleIncoming()  // APP-12
        guard context.isRunning else { return }  // LIFE-4: abandoned from one of its hooks
        if animated {
            context.hand(to: animator)  // COMP-16: the coordinator's alongside blocks, then the animator
        } else {
            context.complete()
        }
    }

    /// Performs a step the context decided; the host stays alive until it is over, as for
    /// ``start(with:)`` (the context calls this only while the host is alive).
    private func perform(_ action: TransitionMachine.Action) {
        withExtendedLifetime(plan.host) { performHoldingTheHost(action) }
    }

    private func performHoldingTheHost(_ action: TransitionMachine.Action) {
        let outgoing = plan.outgoing, incoming = plan.incoming
        switch action {
        case .none:
            return
        case .advance:
            unplace(outgoing)
            end(outgoing)
            place(incoming, below: nil)
            begin(incoming, appearing: true)
            settleIncoming()  // APP-12
        case .commit:
            announceLeaving()
            if isOnePhase, plan.appearanceOrder == .pageScroll {
                end(incoming)
                unplace(outgoing)
                end(outgoing)
            } else {
                if isOnePhase {
                    unplace(outgoing)
                    end(outgoing)
                }
                end(incoming)
            }
            leave()
            for child in plan.quietlyLeaving { leaveQuietly(child) }
            placeIncomingIfTheHostLoaded()
            settleJoin()
            finish(committed: true)
        case .rollback(let phase):
            // The incoming child settles first, so that its disappearance is not one of a child
            // that never got didMove (MIS-2); it leaves after the outgoing one is back.
            settleJoin()
            if isOnePhase, plan.appearanceOrder != .standard {
                rollBackPage(outgoing: outgoing, incoming: incoming)
                if plan.incomingJoins, let incoming { leaveQuietly(incoming) }
                return finish(committed: false)
            }
            if isOnePhase || phase > 1 {
                begin(incoming, appearing: false)
                unplace(incoming)
                end(incoming)
            }
            if !isOnePhase, phase > 1 { place(outgoing, below: nil) }
            begin(outgoing, appearing: true)
            end(outgoing)
            if plan.incomingJoins, let incoming { leaveQuietly(incoming) }
            finish(committed: false)
        case .abandon(let phase):
            abandon(inPhase: phase)
        }
    }

    /// The cancel of a page turn (`COMP-18`), in the order of its style (``AppearanceOrder``).
    private func rollBackPage(outgoing: ViewController?, incoming: ViewController?) {
        if plan.appearanceOrder == .pageScroll {
            begin(outgoing, appearing: true)
            end(outgoing)
            begin(incoming, appearing: false)
            unplace(incoming)
            end(incoming)
        } else {
            begin(incoming, appearing: false)
            begin(outgoing, appearing: true)
            unplace(incoming)
            end(incoming)
            end(outgoing)
        }
    }

    /// LIFE-4: a participant was torn down or re-parented, inside the operation that did it.
    /// Only hooks run now (they are never deferred): the announced moves get their did-hook and
    /// the appearance transitions this transition opened are reversed, on live participants only.
    /// The container's queue stops holding its appearance. The rest waits until the operation that
    /// broke the lease has finished.
    private func abandon(inPhase phase: Int) {
        isAbandoned = true
        let host = plan.host
        let joining = awaitingDidMove
        awaitingDidMove.removeAll()
        for child in joining {
            if isChild(child) {
                child.callDidMove(toParent: host)
            } else {
                // Its willMove(toParent:) is under way (a hook of it broke the lease): the link
                // comes when the hook returns, its did-hook when the abandonment finishes.
                joiningWhenAbandoned.append(child)
            }
        }
        let reversed = opened
        opened.removeAll()
        for (child, _) in reversed.reversed() { child.closeAbandonedAppearance() }
        let leaving = announcedLeaving
        announcedLeaving.removeAll()
        // Their willMove(toParent: nil) was announced: the only ending the grammar allows is the
        // removal (VC-2), so they leave now, before anything retires them.
        for child in leaving where isChild(child) { Engine.completeAnnouncedRemoval(child) }
        TransitionQueue.of(host).operationWasAbandoned()
        Engine.afterCurrentOperation { [self] in finishAbandoned(fromPhase: phase) }
    }

    /// The abandonment, once the host is free: the children this transition added that are still
    /// the host's leave again, the views go back to the host's committed state, then the end.
    private func finishAbandoned(fromPhase phase: Int) {
        // LIFE-1: the host went away meanwhile (its last reference dropped from a hook); its
        // owner (the host or the host's queue) went with it: there is nothing left to settle or tell.
        guard let host = hostQueue.liveHost else { return }
        withExtendedLifetime(host) { finishAbandonedHoldingTheHost(fromPhase: phase) }
    }

    private func finishAbandonedHoldingTheHost(fromPhase phase: Int) {
        let host = plan.host
        if !host.isTornDown {
            var joined: [ViewController] = plan.quietlyJoining.reversed()
            if plan.incomingJoins, let incoming = plan.incoming { joined.insert(incoming, at: 0) }
            for child in joined where isChild(child) {
                // One operation from its first hook to its last (REENT-1): a change that a hook of
                // the removal requests on these trees (a teardown of the host) waits for its end,
                // so that its willMove(toParent: nil) gets its didMove (VC-2).
                Engine.run(host, child) {
                    // VC-2: a move announced when the lease broke completes before the removal
                    // (model checker forest 12093521364787493894, seed 34).
                    if let index = joiningWhenAbandoned.firstIndex(ofIdentical: child) {
                        joiningWhenAbandoned.remove(at: index)
                        child.callDidMove(toParent: host)
                    }
                    child.callWillMove(toParent: nil)
                    Engine.completeAnnouncedRemoval(child)
                }
            }
            if let contentView = plan.contentView, !contentView.isTornDown {
                if let view = plan.incoming?.viewIfLoaded, view.superview === contentView {
                    Composition.removeView(view)
                }
                if let outgoing = plan.outgoing, isChild(outgoing), outgoing.viewIfLoaded?.superview == nil {
                    Composition.place(outgoing.view, in: contentView)
                }
            }
        }
        finish(committed: false, settlingAbandonment: true)
    }

    private func finish(committed: Bool, settlingAbandonment: Bool = false) {
        guard !isAbandoned || settlingAbandonment, !isFinished else { return }
        isFinished = true
        context = nil
        let host = plan.host
        if plan.recordsLines, !host.isTornDown {
            let from = plan.outgoing.map(TraceSubject.init), to = plan.incoming.map(TraceSubject.init)
            Composition.emit(
                host,
                committed
                    ? .transitionDidEnd(TraceSubject(host), from: from, to: to)
                    : .transitionDidCancel(TraceSubject(host), from: from, to: to))
        }
        let completion = self.completion
        self.completion = nil
        owner.childTransitionDidFinish(plan, committed: committed, completion: completion)
    }

    // MARK: - Containment

    /// Whether `child` may still get hooks from this transition: live and still the host's child.
    private func isChild(_ child: ViewController) -> Bool {
        !child.isTornDown && child.parent === plan.host
    }

    private func isLive(_ child: ViewController) -> Bool { !isAbandoned && !child.isTornDown }

    /// `willMove(toParent: nil)` of the leaving child, once.
    private func announceLeaving() {
        guard plan.outgoingLeaves, let outgoing = plan.outgoing else { return }
        announce(outgoing)
    }

    /// `willMove(toParent: nil)` of a child, once; recorded first, so that a teardown from the hook
    /// finds it announced.
    private func announce(_ child: ViewController) {
        guard !isAbandoned, isChild(child), !announcedLeaving.containsIdentical(child) else { return }
        announcedLeaving.append(child)
        context?.letGo(child)
        child.announceRemovalOnce()  // an earlier change may have announced it, its removal waiting
    }

    /// The leaving child leaves (`didMove(toParent: nil)` from the core).
    private func leave() {
        guard plan.outgoingLeaves, let outgoing = plan.outgoing else { return }
        leaveNow(outgoing)
    }

    /// An announced child leaves the host, and its view leaves the host's views if it is still
    /// there (the host's view may have loaded, and placed it, while the transition ran).
    private func leaveNow(_ child: ViewController) {
        guard !isAbandoned, isChild(child) else { return }
        if let view = child.viewIfLoaded, let superview = view.superview, let hostView = plan.host.viewIfLoaded,
            superview === hostView || superview.isDescendant(of: hostView)
        {
            Composition.removeView(view)
            guard !isAbandoned, isChild(child) else { return }
        }
        announcedLeaving.removeAll { $0 === child }
        Composition.removeFromParent(child, of: plan.host)
    }

    /// A change planned before the host's view loaded is containment only; when the view loaded
    /// meanwhile (a hook asked for it, and the loading placed the outgoing child), the views are
    /// brought to what the loading would have placed: the outgoing child's view leaves, the
    /// incoming one's comes.
    private func placeIncomingIfTheHostLoaded() {
        guard !isAbandoned, plan.contentView == nil, let host = plan.host as? CompositionController,
            host.isViewLoaded
        else { return }
        let content = host.contentView
        if let view = plan.outgoing?.viewIfLoaded, view.superview === content { Composition.removeView(view) }
        guard !isAbandoned, let incoming = plan.incoming, isChild(incoming) else { return }
        Composition.place(incoming.view, in: content)
    }

    /// The whole removal of a child whose view is not on show: `willMove(toParent: nil)`, its view
    /// leaving, `removeFromParent()`; each step only while the transition holds (`VC-3`).
    private func leaveQuietly(_ child: ViewController) {
        settleJoined(child)
        announce(child)
        if !isAbandoned, isChild(child) { Composition.removeView(child.viewIfLoaded) }
        leaveNow(child)
    }

    /// The joining child joins (`willMove(toParent: host)`); its did-hook comes from ``settleJoin()``.
    private func join() {
        guard plan.incomingJoins, let incoming = plan.incoming else { return }
        joinWithoutDidMove(incoming)
    }

    /// `addChild`: the child awaits its `didMove(toParent: host)`, recorded first so that a
    /// teardown from the hook finds it.
    private func joinWithoutDidMove(_ child: ViewController) {
        guard !isAbandoned, isLive(child) else { return }
        awaitingDidMove.append(child)
        if !Composition.addChild(child, to: plan.host) || child.parent !== plan.host {
            awaitingDidMove.removeAll { $0 === child }
        }
    }

    /// A child that joins without its view on show: `addChild`, `didMove(toParent: host)`.
    private func joinQuietly(_ child: ViewController) {
        joinWithoutDidMove(child)
        settleJoined(child)
    }

    private func loadIncoming() {
        guard plan.contentView != nil, let incoming = plan.incoming, isLive(incoming) else { return }
        incoming.loadViewIfNeeded()
    }

    /// `didMove(toParent: host)` of the joining child, once.
    private func settleJoin() {
        if let incoming = plan.incoming { settleJoined(incoming) }
    }

    /// `didMove(toParent: host)` of a child that awaits it, once.
    private func settleJoined(_ child: ViewController) {
        guard !isAbandoned, let index = awaitingDidMove.firstIndex(ofIdentical: child) else { return }
        awaitingDidMove.remove(at: index)
        if isChild(child) { child.callDidMove(toParent: plan.host) }
    }

    // MARK: - Views and appearance

    private func place(_ child: ViewController?, below sibling: ViewController?) {
        guard !isAbandoned, let child, let contentView = plan.contentView, isChild(child), !contentView.isTornDown
        else { return }
        Composition.place(child.view, in: contentView, below: sibling?.viewIfLoaded)
    }

    /// `viewIsAppearing` of the incoming child and its subtree, then their layout (`APP-12`).
    private func settleIncoming() {
        guard !isAbandoned, let incoming = plan.incoming, isChild(incoming) else { return }
        incoming.settleIncoming()
    }

    private func unplace(_ child: ViewController?) {
        guard !isAbandoned, let child, let contentView = plan.contentView, let view = child.viewIfLoaded,
            view.superview === contentView, !view.isTornDown
        else { return }
        Composition.removeView(view)
    }

    private func begin(_ child: ViewController?, appearing: Bool) {
        guard !isAbandoned, drivesAppearance, let child, isChild(child), child.viewIfLoaded?.superview != nil else {
            return
        }
        // The transition drives only while its host is appeared (`drivesAppearance`): the child
        // appears where its own target, its host shown, says so. One that presents in a style that
        // removes it (current context, `COMP-14`) stays disappeared until the dismissal, as a
        // container's forwarding leaves it (a tab switched back to while its presentation covers
        // it).
        if appearing, child.appearanceTarget(after: .shownByParent) == .disappeared { return }
        opened.removeAll { $0.child === child }
        opened.append((child, appearing))  // before the hooks: a teardown may come from one of them
        child.beginAppearanceTransition(appearing, animated: animated)
    }

    /// Ends the appearance transition a child began. An appearing child whose host disappeared
    /// meanwhile (its window hid, or it left the window) turns back instead of appearing where
    /// nothing is shown (`APP-1`, `APP-2`): a joining child first finishes joining
    /// (`didMove(toParent:)`, `VC-2`), then `viewWillDisappear`, `viewDidDisappear`; no
    /// `viewDidAppear`.
    private func end(_ child: ViewController?) {
        guard !isAbandoned, drivesAppearance, let child, isChild(child) else { return }
        let hostState = plan.host.appearanceState
        if child.appearanceState == .appearing, hostState == .disappeared || hostState == .disappearing {
            // Still listed as opened while its hooks run: an abandonment from one of them (a
            // window released from a hook, LIFE-4) closes it.
            settleJoined(child)
            guard !isAbandoned, isChild(child) else { return }
            child.beginAppearanceTransition(false, animated: animated)
            guard !isAbandoned, isChild(child) else { return }
        }
        opened.removeAll { $0.child === child }
        Composition.endAppearance(child)
    }
}

extension ViewController {
    /// Whether an appearance transition is open (appearing or disappearing).
    final var isAppearanceOpen: Bool { appearanceState == .appearing || appearanceState == .disappearing }

    /// Closes the appearance transition an abandoned transition opened on this controller
    /// (`LIFE-4`): a controller that the teardown in progress retires ends disappeared (it is
    /// leaving for good); any other goes back to the state it had before the transition, unless
    /// that was appeared and its view is no longer in a visible window (the change that abandoned
    /// the transition took it out): then it ends disappeared (`LIFE-3`).
    final func closeAbandonedAppearance() {
        guard !isTornDown, isAppearanceOpen else { return }
        if Engine.isBeingRetired(self) {
            closeAppearanceForRetirement()
        } else {
            // Back to where it was, not toward its target: a presentation abandoned with it may
            // still link it as covered; whoever settles it next (the presentation's
            // `abandon`, a container's `followTree`) brings it to `appearanceTarget`.
            beginAppearanceTransition(appearanceState != .appearing && isViewInVisibleWindow, animated: false)
            Composition.endAppearance(self)
        }
    }
}

extension ChildTransition.Owner {
    /// Nothing by default.
    func childTransitionDidStart(_ plan: ChildTransition.Plan) {}
}
