/// Groups animation changes, as Core Animation's `CATransaction` (`COMP-16`), headlessly: what
/// counts is the completion block, which runs once the transitions started inside the
/// transaction have ended.
///
/// Coordinator libraries wrap a push in a transaction and wait for its completion:
///
/// ```swift
/// Transaction.begin()
/// Transaction.setCompletionBlock { coordinator.didFinishPush() }
/// navigation.pushViewController(detail, animated: true)
/// Transaction.commit()   // the block runs when the push has ended (its did-hooks and completion)
/// ```
///
/// A transition counts when it starts between ``begin()`` and ``commit()`` (a request that waits
/// for a running transition and starts after the commit does not, **policy**); a transition that
/// ends abandoned (`LIFE-4`) or whose container goes away (`LIFE-1`) has ended too. With no such
/// transition, or none still running, the block runs in ``commit()``. Transactions nest: an outer
/// one waits for the transitions started inside its inner ones too. ``setCompletionBlock(_:)``
/// outside a transaction runs the block at once (**policy**: there is no run loop whose implicit
/// transaction would end later). Duration and actions are kept and read back; nothing is drawn.
@MainActor
public enum Transaction {
    /// One open or committed transaction.
    @MainActor
    final class Group {
        var completion: (() -> Void)?
        var duration: Double = 0.25
        var disablesActions = false
        /// The transitions started inside it that have not ended.
        var pending = 0
        var isCommitted = false

        func transitionDidEnd() {
            pending -= 1
            finishIfDone()
        }

        func finishIfDone() {
            guard isCommitted, pending <= 0, let completion else { return }
            self.completion = nil
            completion()
        }
    }

    /// The open transactions, outermost first.
    private static var open: [Group] {
        _read { yield CompositionState.current.transaction.open }
        _modify { yield &CompositionState.current.transaction.open }
    }

    /// Opens a transaction (nested in the open one, if any).
    public static func begin() {
        open.append(Group())
    }

    /// Closes the innermost open transaction; its completion block runs now when no transition
    /// started inside it is still running, else when the last one ends. Without an open
    /// transaction, does nothing.
    public static func commit() {
        guard let group = open.popLast() else { return }
        group.isCommitted = true
        group.finishIfDone()
    }

    /// Does nothing: changes are applied at once.
    public static func flush() {}

    /// Sets the block that runs once the transitions started inside the innermost open
    /// transaction have ended (at once outside a transaction).
    ///
    /// - Parameter block: The block, or `nil` for none.
    public static func setCompletionBlock(_ block: (() -> Void)?) {
        guard let group = open.last else {
            block?()
            return
        }
        group.completion = block
    }

    /// The completion block of the innermost open transaction.
    ///
    /// - Returns: The block, or `nil`.
    public static func completionBlock() -> (() -> Void)? { open.last?.completion }

    /// Sets the animation duration of the innermost open transaction (kept, nothing is drawn).
    ///
    /// - Parameter duration: The duration, in seconds.
    public static func setAnimationDuration(_ duration: Double) { open.last?.duration = duration }

    /// The animation duration of the innermost open transaction (0.25 s by default, as Core
    /// Animation's).
    ///
    /// - Returns: The duration, in seconds.
    public static func animationDuration() -> Double { open.last?.duration ?? 0.25 }

    /// Sets whether the innermost open transaction disables implicit actions (kept, nothing is
    /// drawn).
    ///
    /// - Parameter flag: Whether actions are disabled.
    public static func setDisableActions(_ flag: Bool) { open.last?.disablesActions = flag }

    /// Whether the innermost open transaction disables implicit actions.
    ///
    /// - Returns: The flag (`false` outside a transaction).
    public static func disableActions() -> Bool { open.last?.disablesActions ?? false }

    /// A transition started: every open transaction waits for it.
    static func transitionDidStart(_ context: TransitionContext) {
        guard !open.isEmpty, let coordinator = context.coordinator else { return }
        for group in open { group.pending += 1 }
        coordinator.transactions.append(contentsOf: open)
    }
}
