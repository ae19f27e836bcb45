/// An animator that holds every transition until a test steps, completes or cancels it
/// (`COMP-3`).
///
/// ```swift
/// let animator = ManualAnimator()
/// navigation.animator = animator
/// navigation.popViewController()       // B.viewWillDisappear, A.viewWillAppear
/// animator.cancel()                    // A.viewWillDisappear, ..., B.viewDidAppear (COMP-6)
/// ```
///
/// Transitions are kept in the order they started; the methods act on the oldest running one.
/// One animator may drive several containers.
///
/// A test may end with a transition still held (`LIFE-1`): the animator keeps the transition's
/// ``TransitionContext``, which does not keep its container alive, so dropping the container (or
/// its window) releases the whole tree, the animator included when only the container held it. A
/// transition whose container goes away while it is held ends abandoned, without running its
/// remaining hooks or its completion; its context is inert (no longer running, so no longer
/// ``running``).
@MainActor
public final class ManualAnimator: TransitionAnimator {
    /// Invariant: every context here was handed to ``animate(_:)`` and not all of them have
    /// finished; finished ones are dropped whenever the list is read.
    ///
    /// Retained: the animator is the one owner of a held transition (its context, which holds
    /// the running change). A context does not own its container (`LIFE-1`), and owns its
    /// participants only while it runs, so a container that holds this animator is no cycle.
    private var contexts: [TransitionContext] = []

    /// Whether the transitions it drives can be cancelled.
    public let supportsCancellation: Bool

    /// Creates a manual animator.
    ///
    /// - Parameter supportsCancellation: Whether its transitions can be cancelled (default `true`).
    public init(supportsCancellation: Bool = true) {
        self.supportsCancellation = supportsCancellation
    }

    /// Keeps the transition until a test ends it.
    ///
    /// - Parameter context: The started transition.
    public func animate(_ context: TransitionContext) {
        contexts.append(context)
    }

    /// The running transitions, oldest first.
    public var running: [TransitionContext] {
        contexts.removeAll { !$0.isRunning }
        return contexts
    }

    /// The oldest running transition, or `nil`.
    public var current: TransitionContext? { running.first }

    /// Whether a transition is waiting for the test.
    public var isRunning: Bool { current != nil }

    /// Ends the current phase of the oldest running transition (see ``TransitionContext/step()``).
    ///
    /// - Returns: `false` when no transition was running.
    @discardableResult
    public func step() -> Bool {
        guard let context = current else { return false }
        context.step()
        contexts.removeAll { !$0.isRunning }
        return true
    }

    /// Completes the oldest running transition.
    ///
    /// - Returns: `false` when no transition was running.
    @discardableResult
    public func complete() -> Bool {
        guard let context = current else { return false }
        context.complete()
        contexts.removeAll { !$0.isRunning }
        return true
    }

    /// Cancels the oldest running transition.
    ///
    /// - Returns: `false` when no transition was running or it cannot be cancelled.
    @discardableResult
    public func cancel() -> Bool {
        guard let context = current else { return false }
        defer { contexts.removeAll { !$0.isRunning } }
        return context.cancel()
    }

    /// Completes running transitions, including those that start meanwhile (queued ones), until
    /// none is left.
    ///
    /// - Parameter limit: The most transitions to complete, a guard against a completion that
    ///   always requests another one.
    /// - Returns: How many transitions were completed.
    /// - Complexity: O(*n*) transitions.
    @discardableResult
    public func completeAll(limit: Int = 10_000) -> Int {
        var count = 0
        while count < limit, let context = current {
            context.complete()
            count += 1
        }
        contexts.removeAll { !$0.isRunning }
        return count
    }
}
