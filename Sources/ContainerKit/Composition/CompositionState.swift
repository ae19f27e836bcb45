/// What the composition layer (containers, transitions, lists) holds that lives across a hook or
/// an operation, in one place: the part of the engine's state that names composition types,
/// which the core (`Engine/EngineState.swift`) may not name. Held to the same rules: grouped by
/// owner, reached only through the owner's API, each field with its invariant; checked by
/// `Scripts/check-statics.sh`.
@MainActor
struct CompositionState {
    /// The one instance. Unchecked exclusivity, as ``EngineState/current``: main-actor state, and
    /// each access is a read, an append, a removal or a store that runs no user code while open.
    @exclusivity(unchecked) static var current = CompositionState()

    var transaction = TransactionState()
    var sizeForwarding = SizeForwardingState()
    var animations = AnimationsState()
    var transitions = TransitionsState()
    var lists = ListsState()

    /// Owner: `SizeForwarding`.
    struct SizeForwardingState {
        /// The forwardings on the stack now. Invariant: 0 outside any forwarding, and never more
        /// than `SizeForwarding.maximumNesting`.
        var nesting = 0
        /// The forwardings deferred while the running one (or the deferred one being run) called
        /// its hooks, in the order they were asked for. Invariant: empty outside any forwarding.
        var deferred: [() -> Void] = []
    }

    /// Owner: ``Transaction``.
    struct TransactionState {
        /// The open transactions, outermost first. Invariant: each `begin()` pushes one, its
        /// `commit()` pops it; empty outside any transaction.
        var open: [Transaction.Group] = []
    }

    /// Owner: `ViewAnimations`.
    struct AnimationsState {
        /// The interactions whose animation controllers are running, innermost last. Invariant:
        /// pushed and popped in strict nesting around an animation controller's run.
        var holders: [PercentDrivenInteractiveTransition] = []
    }

    /// Owner: `RunningTransitions`.
    struct TransitionsState {
        /// The animated transitions that run, oldest first, unretained. Invariant: every entry is
        /// alive (each context removes itself when it ends, when its container goes, and in its
        /// `deinit`).
        var contexts: [Unmanaged<TransitionContext>] = []
    }

    /// Owner: `ListRegistration`.
    struct ListsState {
        /// The last registration number given. Invariant: only grows; numbers are never reused.
        var lastNumber: UInt64 = 0
    }
}
