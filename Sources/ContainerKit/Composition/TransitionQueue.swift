/// The one-at-a-time scheduler of a host controller's transitions (`COMP-3`, `REENT-1`).
///
/// Each controller has at most one queue (``of(_:)``), and every request that changes what it
/// shows goes through it: a composition container's pushes, pops, selections and state changes,
/// the child helpers' transitions (``ViewController/replaceChild(_:with:constrainedTo:transition:animated:animator:completion:fileID:filePath:line:column:)``)
/// and the presentations and dismissals of the presentation chain it is the base of. So a
/// container's transitions, child helpers and presentations are ordered together. An operation
/// starts only when:
/// - no other operation of the queue is running (a transition in flight included), so transitions
///   never overlap, and a request made from a hook or a completion of the running one waits;
/// - the host is free (`Engine.whenFree(_:_:)`): no operation of the core is changing its trees;
/// - a composition container is not half-way through its own appearance.
///
/// Requests run in the order they were made. An operation must call ``operationDidEnd()`` exactly
/// once, after its completion handler ran. Requests still waiting when the host is torn down are
/// dropped (nothing of theirs runs, `LIFE-2`).
@MainActor
final class TransitionQueue: ChildTransition.Owner, HostedQueue {
    /// Invariant: operations not yet started, in request order, with whether each holds the
    /// host's children while it runs.
    private var waiting: [Request] = []
    private var requestCount = 0

    /// A waiting operation. A struct, not a tuple: a closure stored in an array of tuples is
    /// wrapped in a reabstraction thunk, one allocation per request.
    private struct Request {
        let operation: @MainActor () -> Void
        let holdsChildren: Bool
        let number: Int
        /// Where the app made the request (``Engine/callSite`` then): a request that waits and is
        /// refused when it runs reports there, at the app's own line.
        let callSite: CallSite?
    }
    /// The request being made: if it starts inside its own call, its refusals go to its caller.
    private var requestInCall: Int?
    /// Invariant: `true` from the start of an operation to its `operationDidEnd()` or its
    /// abandonment (``operationWasAbandoned()``).
    private var isRunning = false
    /// Whether the running operation changes the host's children (a transition, not a
    /// presentation): the host's appearance forwarding waits for it.
    private var runningHoldsChildren = false
    /// The running operation was abandoned (`LIFE-4`): it no longer holds the host's children, but
    /// the next operation waits for its `operationDidEnd()`.
    private var isClosing = false
    private var isDraining = false
    /// The transition context applying an input of its animator, when one of this host's does
    /// (``TransitionContext``): the transition the operation ending now ends, if any.
    ///
    /// Invariant: set only for the length of that context's `submit`, which restores the value it
    /// found, so the reference never outlives the call that keeps the context alive anyway (a
    /// strong reference, not a weak one: a weak one gave every transition context a side table,
    /// one allocation per container transition).
    var contextApplyingInput: TransitionContext?
    /// A callback from the core is pending; nothing starts before it comes.
    private var isWaitingForEngine = false
    /// The running operation, kept so that it can start again (``restartWhenFree()``).
    private var running: Request?
    /// The controller whose queue this is; it owns the queue. Read only while ``isHostGone`` is
    /// `false`.
    unowned let host: ViewController
    /// Whether the host has begun to go away (``hostDidGo()``).
    private(set) var isHostGone = false

    /// The host, or `nil` once it has begun to go away: how a transition that holds this queue
    /// reads its container without retaining it (`LIFE-1`). The queue serves as the host's
    /// tether: every host of a transition has one already, so reading it allocates nothing.
    var liveHost: ViewController? { isHostGone ? nil : host }

    private init(host: ViewController) {
        self.host = host
    }

    /// The queue of `host`, made on first use.
    static func of(_ host: ViewController) -> TransitionQueue {
        if let queue = host.transitionQueue { return queue }
        let queue = TransitionQueue(host: host)
        host.transitionQueue = queue
        return queue
    }

    /// Operations waiting to start.
    var pendingCount: Int { waiting.count }

    /// Whether nothing runs and nothing waits.
    var isIdle: Bool { !isRunning && !isClosing && waiting.isEmpty && !isWaitingForEngine }

    /// Whether an operation that changes the host's children runs (its children are in flight).
    var isBusy: Bool { isRunning && runningHoldsChildren }

    /// Whether the host lets an operation start as far as its own appearance is concerned: a
    /// composition container half-way through appearing drains its queue when it is done.
    private var isSettled: Bool {
        guard host is CompositionController else { return true }
        return host.appearanceState == .appeared || host.appearanceState == .disappeared
    }

    /// Adds an operation; it starts now if nothing prevents it.
    ///
    /// - Parameters:
    ///   - holdsChildren: Whether the operation changes the host's children (`false` for a
    ///     presentation, which leaves the host's own appearance forwarding free).
    ///   - operation: The operation; it must end with ``operationDidEnd()``.
    func request(holdsChildren: Bool = true, _ operation: @escaping @MainActor () -> Void) {
        requestCount += 1
        waiting.append(
            Request(operation: operation, holdsChildren: holdsChildren, number: requestCount, callSite: Engine.callSite)
        )
        let outer = requestInCall
        requestInCall = requestCount
        defer { requestInCall = outer }
        drain()
    }

    /// A child helper's transition ended: its completion, then the next operation.
    func childTransitionDidFinish(_ plan: ChildTransition.Plan, committed: Bool, completion: ((Bool) -> Void)?) {
        completion?(committed)
        operationDidEnd()
    }

    /// The running operation has ended (its completion already ran): start the next one.
    ///
    /// A transition that an animator's input ended first tells its animation controller
    /// (`animationEnded(_:)`) and its transactions (`COMP-16`): before the next transition starts,
    /// so that an animation controller serving both hears the end of one before it animates the
    /// next.
    func operationDidEnd() {
        contextApplyingInput?.transitionDidEndBeforeTheQueueMoves()
        isRunning = false
        isClosing = false
        running = nil
        drain()
    }

    /// The running operation has changed nothing and cannot go on now: a controller it would add
    /// is in the middle of an operation of the core, so its `addChild` would wait (`REENT-1`) and
    /// the operation could not give it its `didMove(toParent:)` (`VC-2`). It runs again, before the
    /// others waiting, once the operations in progress have finished.
    func restartWhenFree() {
        guard isRunning, let request = running else { return }
        isRunning = false
        running = nil
        waiting.insert(request, at: 0)
        isWaitingForEngine = true
        Engine.afterCurrentOperation { [weak self] in
            guard let self else { return }
            isWaitingForEngine = false
            drain()
        }
    }

    /// The host is going away (its `deinit`, after its running transition ended, `LIFE-1`): the
    /// running operation and the waiting ones are dropped with what they captured (nothing of
    /// theirs runs, as for a torn-down host, `LIFE-2`). A request keeps its queue (a child helper
    /// ends its operation through it), so this also ends that cycle. With nothing waiting, the
    /// queue never reads its host again.
    func hostDidGo() {
        isHostGone = true
        // Taken out first and released when this call returns: a released closure may hold the
        // last reference to a node whose `deinit` reaches this queue again.
        let dropped = (waiting, running)
        waiting = []
        running = nil
        isRunning = false
        isClosing = false
        withExtendedLifetime(dropped) {}
    }

    /// The running operation was abandoned (`LIFE-4`): the host's appearance is its own again at
    /// once; the next operation still waits for ``operationDidEnd()``.
    func operationWasAbandoned() {
        guard isRunning else { return }
        isRunning = false
        isClosing = true
        running = nil
    }

    /// Starts waiting operations while nothing prevents it. Iterative: an operation that ends
    /// inside its own call does not nest the next one.
    func drain() {
        guard !isDraining, !isWaitingForEngine else { return }
        isDraining = true
        defer { isDraining = false }
        while !isRunning, !isClosing, !isWaitingForEngine, !waiting.isEmpty {
            if host.isTornDown {
                let dropped = waiting  // released after the queue's own access (see hostDidGo)
                waiting = []
                withExtendedLifetime(dropped) {}
                return
            }
            if Engine.isBusy(host: host) {
                // REENT-1: wait, as perform defers a change, for the operation in progress.
                isWaitingForEngine = true
                Engine.whenFree(host) { [weak self] in
                    guard let self else { return }
                    isWaitingForEngine = false
                    drain()
                }
                return
            }
            guard isSettled else { return }
            let next = waiting.removeFirst()
            isRunning = true
            runningHoldsChildren = next.holdsChildren
            running = next
            if next.number == requestInCall {
                next.operation()
            } else {
                // Its caller is gone: refusals are reported, located where it was made.
                Engine.runWaitingRequest(madeAt: next.callSite, next.operation)
            }
        }
    }
}

extension ViewController {
    /// The one queue of this controller's transitions, child helpers and presentations (`COMP-3`),
    /// if made (``TransitionQueue/of(_:)``): the queue the core holds for it.
    final var transitionQueue: TransitionQueue? {
        get { hostedQueue as? TransitionQueue }
        set { hostedQueue = newValue }
    }
}
