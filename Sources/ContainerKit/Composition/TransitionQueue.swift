/// The one-at-a-time scheduler of a container's transitions (`COMP-3`, `REENT-1`).
///
/// Every request (push, pop, select, transition, present, dismiss) becomes an operation in this
/// queue. An operation starts only when:
/// - no other operation of the queue is running (a transition in flight included), so transitions
///   never overlap, and a request made from a hook or a completion of the running one waits;
/// - no operation of the core is changing the container's tree (otherwise the queue asks the core
///   to call it back when that operation has finished, as for any change requested from a hook);
/// - the container itself is not half-way through its own appearance (``isSettled``).
///
/// Requests run in the order they were made. An operation must call ``operationDidEnd()`` exactly
/// once, after its completion handler ran.
@MainActor
final class TransitionQueue {
    /// Invariant: operations not yet started, in request order.
    private var waiting: [@MainActor () -> Void] = []
    /// Invariant: `true` from the start of an operation to its `operationDidEnd()`.
    private(set) var isBusy = false
    private var isDraining = false
    /// A callback from the core is pending; nothing starts before it comes.
    private var isWaitingForEngine = false
    private let touched: @MainActor () -> Touched?
    private let isSettled: @MainActor () -> Bool

    /// - Parameters:
    ///   - touched: The nodes the operations change, as the core's busy check sees them (the
    ///     container's root view, and the container as the parent that gains and loses children),
    ///     or `nil` for none.
    ///   - isSettled: Whether an operation may start now as far as the container is concerned.
    init(touched: @escaping @MainActor () -> Touched?, isSettled: @escaping @MainActor () -> Bool = { true }) {
        self.touched = touched
        self.isSettled = isSettled
    }

    /// Operations waiting to start.
    var pendingCount: Int { waiting.count }

    /// Whether nothing runs and nothing waits.
    var isIdle: Bool { !isBusy && waiting.isEmpty && !isWaitingForEngine }

    /// Adds an operation; it starts now if nothing prevents it.
    func request(_ operation: @escaping @MainActor () -> Void) {
        waiting.append(operation)
        drain()
    }

    /// The running operation has ended (its completion already ran): start the next one.
    func operationDidEnd() {
        isBusy = false
        drain()
    }

    /// Starts waiting operations while nothing prevents it. Iterative: an operation that ends
    /// inside its own call does not nest the next one.
    func drain() {
        guard !isDraining, !isWaitingForEngine else { return }
        isDraining = true
        defer { isDraining = false }
        while !isBusy, !waiting.isEmpty {
            if let touched = touched(), Engine.mustDefer(touched) {
                // REENT-1: wait, as perform defers a change, for the operation in progress.
                isWaitingForEngine = true
                Engine.deferred.append(
                    DeferredChange { [weak self] in
                        guard let self else { return }
                        isWaitingForEngine = false
                        drain()
                    })
                return
            }
            guard isSettled() else { return }
            isBusy = true
            waiting.removeFirst()()
        }
    }
}
