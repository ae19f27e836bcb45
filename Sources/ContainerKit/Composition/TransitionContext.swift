/// One running transition of a container, handed to its ``TransitionAnimator`` (`COMP-3`).
///
/// The context is the animator's handle: it tells what moves (``from``, ``to``, ``style``) and
/// takes the animator's decisions (``step()``, ``complete()``, ``cancel()``). Each decision runs
/// the hooks of that part of the transition, in the orders of ``TransitionStyle``; the completion
/// runs after every did-hook.
///
/// A decision taken from inside a hook of the same transition is applied after the part under way;
/// one taken while the tree is being changed by another operation is applied when that operation
/// has finished (`REENT-1`). Decisions after the end do nothing.
///
/// The context holds the transition's participants as a lease (`LIFE-4`): tearing one of them
/// down, or re-parenting one elsewhere, abandons the transition at once (``isAbandoned``). Its
/// container then settles the participants that are still live, and the completion gets `false`.
///
/// A context does not keep its container alive (`LIFE-1`): an animator holds its contexts, and a
/// container holds its animator, so a test that ends with a transition still held releases the
/// whole tree with its last reference. It keeps its participants only while the transition runs.
/// When the container goes away while its transition runs, the transition ends at once, abandoned:
/// nothing more of it runs, its completion is dropped (not called), and a context an animator kept
/// is inert: its decisions do nothing, and ``container``, ``from`` and ``to`` read `nil`.
@MainActor
public final class TransitionContext: LeaseHolder {
    /// The container whose transition this is (for a presentation, the presenting controller);
    /// `nil` once it has gone away.
    public var container: ViewController? { containerQueue.liveHost }
    /// The child that leaves, if any (for a presentation, the presenter; for a dismissal, the
    /// presented controller); `nil` once the transition has ended.
    public var from: ViewController? { fromIsContainer ? runningContainer : fromWhileRunning }
    /// The child that comes, if any (for a presentation, the presented controller; for a
    /// dismissal, the presenter); `nil` once the transition has ended.
    public var to: ViewController? { toIsContainer ? runningContainer : toWhileRunning }
    /// The style, which decides the phases.
    public let style: TransitionStyle
    /// Whether the transition is animated (passed to the appearance hooks).
    public let isAnimated: Bool

    /// The container's queue, through which the context reads its container without retaining
    /// it (`LIFE-1`): the container holds its animator, which holds this context, so a retained
    /// container would never go. The container is alive while the machine runs: its `deinit` ends
    /// the transition first (``leaseHostDidGo()``), then marks its queue.
    private let containerQueue: TransitionQueue
    /// The participants other than the container, retained while the transition runs (the lease's
    /// nodes, which its holder keeps alive) and dropped when it ends, so that a finished context
    /// keeps nothing alive: a participant may hold the animator that holds this context (a nested
    /// container sharing it). Invariant: `nil` once the machine no longer runs.
    private var fromWhileRunning: ViewController?
    private var toWhileRunning: ViewController?
    /// Whether ``from`` or ``to`` is the container (a presentation, a dismissal): not retained.
    private let fromIsContainer: Bool
    private let toIsContainer: Bool
    private var runningContainer: ViewController? { machine.isRunning ? container : nil }
    /// Invariant: `machine.isRunning` until the one commit, rollback or abandonment has been
    /// performed; `lease` is active exactly while the machine runs.
    private var machine: TransitionMachine
    /// Whether this context holds its lease in ``Engine/leases``.
    private var holdsLease = false
    /// Dropped once the transition has finished, so that a kept context keeps no child alive
    /// through the container's closures.
    private var perform: (@MainActor (TransitionMachine.Action) -> Void)?
    private var isPerforming = false
    private var pendingInputs: [Input] = []

    private enum Input { case step, complete, cancel }

    /// `COMP-16`: the presentation style the coordinator and a custom context report (`.custom`
    /// for a container's own transition, the resolved style for a presentation).
    let presentationStyle: ModalPresentationStyle
    /// `COMP-16`: the coordinator, the custom context and the transactions waiting for this
    /// transition; made on first use (most transitions never need one) and dropped at the end.
    var coordination: TransitionCoordination?
    /// Whether this context is listed in ``RunningTransitions`` (an animated transition, from its
    /// start until it ends). Invariant: listed only while alive (removed at the end, when its
    /// container goes, and in `deinit`).
    var isListed = false

    /// Whether `controller` takes part in this transition (its container or a participant),
    /// until the transition has ended, its did-hooks included.
    func involves(_ controller: ViewController) -> Bool {
        fromWhileRunning === controller || toWhileRunning === controller
            || (isListed && containerQueue.liveHost === controller)
    }

    init(
        container: ViewController, from: ViewController?, to: ViewController?, style: TransitionStyle,
        isAnimated: Bool, isCancellable: Bool, involving others: [ViewController] = [],
        presentationStyle: ModalPresentationStyle = .custom,
        perform: @escaping @MainActor (TransitionMachine.Action) -> Void
    ) {
        self.presentationStyle = presentationStyle
        containerQueue = TransitionQueue.of(container)
        fromIsContainer = from === container
        toIsContainer = to === container
        fromWhileRunning = fromIsContainer ? nil : from
        toWhileRunning = toIsContainer ? nil : to
        self.style = style
        self.isAnimated = isAnimated
        machine = TransitionMachine(phaseCount: style.phaseCount, isCancellable: isCancellable)
        self.perform = perform
        var nodes = InlineList(from, to)  // inline: no allocation for the usual two
        nodes.removeAll { $0 === container }
        nodes.append(contentsOf: others)
        Engine.takeLease(host: container, nodes: nodes, holder: self)
        holdsLease = true
        if isAnimated { RunningTransitions.list(self) }
        Transaction.transitionDidStart(self)
    }

    isolated deinit {
        // A context dropped while running (an animator that never completes it) lets its lease go.
        if holdsLease { Engine.endLease(of: ObjectIdentifier(self)) }
        if isListed { RunningTransitions.unlist(self) }
        coordination?.containerDidGo()
    }

    func leaseDidBreak() {
        holdsLease = false
        abandon()
    }

    /// LIFE-1: the container is going away (its `deinit`) while the transition runs. The
    /// transition ends abandoned without performing anything: its hooks, its settling and its
    /// completion are dropped with the container (calling anything now would reach a container
    /// half gone). Every later input does nothing.
    func leaseHostDidGo() {
        holdsLease = false
        _ = machine.abandon()
        pendingInputs = []
        perform = nil  // the running change, and what it holds, goes now
        if isListed { RunningTransitions.unlist(self) }
        let coordination = self.coordination
        self.coordination = nil
        coordination?.containerDidGo()
        dropParticipants()
    }

    /// Whether ``cancel()`` can still undo the transition.
    public var isCancellable: Bool { machine.isCancellable && machine.isRunning }

    /// Whether the transition has neither completed nor been cancelled.
    public var isRunning: Bool { machine.isRunning }

    /// Whether the transition ended by a cancel.
    public var isCancelled: Bool { machine.stage == .cancelled }

    /// Whether the transition was abandoned because one of its participants was torn down or
    /// re-parented while it ran (`LIFE-4`: its completion got `false`), or because its container
    /// went away (`LIFE-1`: its completion was dropped). Animator calls do nothing.
    public var isAbandoned: Bool { machine.stage == .abandoned }

    /// The current phase, 1-based, while running; `nil` once finished.
    public var phase: Int? { machine.phase }

    /// How many phases the transition has (2 for ``TransitionStyle/outThenIn``, else 1).
    public var phaseCount: Int { machine.phaseCount }

    /// Ends the current phase: the next phase starts, or the last one commits the transition.
    public func step() { submit(.step) }

    /// Runs the remaining phases and commits the transition.
    public func complete() { submit(.complete) }

    /// Cancels the transition: the outgoing child stays, the incoming one leaves.
    ///
    /// - Returns: `false` when the transition is over or cannot be cancelled (nothing changes).
    @discardableResult
    public func cancel() -> Bool {
        guard isCancellable else { return false }
        submit(.cancel)
        return true
    }

    private func submit(_ input: Input) {
        if isPerforming {
            pendingInputs.append(input)
            return
        }
        // A running machine has a live container (the invariant on `containerQueue`).
        guard machine.isRunning, let container else { return }
        // REENT-1: while an operation in progress changes the container's tree, the input is
        // queued as perform queues a change, and applied when that operation has finished.
        if Engine.isBusy(host: container) {
            Engine.whenFree(container) { [self] in submit(input) }
            return
        }
        isPerforming = true
        // COMP-16: the queue tells this context when the operation its transition ran ends, so
        // that animationEnded and the transactions come before the next request starts.
        let queue = containerQueue
        let outer = queue.contextApplyingInput
        queue.contextApplyingInput = self
        apply(input)
        while !pendingInputs.isEmpty { apply(pendingInputs.removeFirst()) }
        queue.contextApplyingInput = outer
        isPerforming = false
    }

    /// The operation of the queue that this transition ran has ended, after its completion, and
    /// the queue is about to start the next one (`COMP-16`): a transition that has ended tells its
    /// coordinator now (the custom animator's `animationEnded`, the transactions waiting for it),
    /// rather than after the next one has started. Its lease ends as before, when the input has
    /// been applied.
    func transitionDidEndBeforeTheQueueMoves() {
        guard !machine.isRunning, let coordination else { return }
        self.coordination = nil
        coordination.transitionDidEnd(committed: machine.stage == .committed)
    }

    private func apply(_ input: Input) {
        switch input {
        case .step:
            let action = machine.step()
            if action == .commit { coordination?.transitionWillEnd(cancelled: false) }
            perform?(action)
        case .complete:
            while machine.isRunning {
                let action = machine.step()
                if action == .commit { coordination?.transitionWillEnd(cancelled: false) }
                perform?(action)
            }
        case .cancel:
            let action = machine.cancel()
            if action != .none {
                coordination?.transitionWillEnd(cancelled: true)
                perform?(action)
            }
        }
        if !machine.isRunning { finishRunning() }
    }

    /// LIFE-4: a participant was torn down or re-parented. Inputs queued or in progress are
    /// dropped, the container settles what is live (`TransitionMachine.Action.abandon`), and
    /// every later input does nothing.
    private func abandon() {
        guard let perform else { return }  // the final action was performed: nothing to end
        let action = machine.abandon()
        pendingInputs = []
        // COMP-16: the transactions that wait for this transition end after its completion, which
        // an abandoned transition runs when the operation in progress has finished (queued by
        // `perform`, so this comes after it); its coordinator's blocks and `animationEnded` come
        // now, as before.
        let transactions = coordination?.transactions ?? []
        coordination?.transactions = []
        finishRunning()
        perform(action)
        if !transactions.isEmpty {
            Engine.afterCurrentOperation {
                for group in transactions.reversed() { group.transitionDidEnd() }  // the innermost first
            }
        }
    }

    /// The transition lets `child` go: it announced its removal, so moving or retiring it no
    /// longer abandons the transition (its removal is what the transition was doing).
    func letGo(_ child: ViewController) {
        if holdsLease { Engine.letGo(child, inLeaseOf: ObjectIdentifier(self)) }
    }

    private func finishRunning() {
        perform = nil
        if holdsLease { Engine.endLease(of: ObjectIdentifier(self)) }
        holdsLease = false
        if isListed { RunningTransitions.unlist(self) }
        // COMP-16: the coordinator's completions (for an abandoned transition, cancelled), the
        // custom animator's animationEnded, the transactions waiting for this transition.
        let coordination = self.coordination
        self.coordination = nil
        coordination?.transitionDidEnd(committed: machine.stage == .committed)
        dropParticipants()
    }

    private func dropParticipants() {
        fromWhileRunning = nil
        toWhileRunning = nil
    }
}
