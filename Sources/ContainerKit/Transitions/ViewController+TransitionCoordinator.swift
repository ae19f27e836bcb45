extension ViewController {
    /// The coordinator of the transition in progress that involves this controller, as UIKit's
    /// `transitionCoordinator` (`COMP-16`): the transition of which this controller or one of its
    /// ancestors is the container or a participant (a push, a pop, a tab switch, a presentation,
    /// a dismissal, a child transition), from its start until its did-hooks have run; `nil`
    /// otherwise, and for a transition that is not animated (**policy**: it is over inside the
    /// call).
    ///
    /// Typical use, in `viewWillAppear`, to learn that an interactive pop was cancelled:
    ///
    /// ```swift
    /// transitionCoordinator?.animate(alongsideTransition: nil) { context in
    ///     if context.isCancelled { /* the pop was cancelled */ }
    /// }
    /// ```
    ///
    /// - Complexity: O(*h* · *t*) in the ancestors and the running transitions.
    public final var transitionCoordinator: (any ViewControllerTransitionCoordinator)? {
        guard !RunningTransitions.isEmpty else { return nil }
        var node: ViewController? = self
        while let current = node {
            if let context = RunningTransitions.involving(current) { return context.coordinator }
            node = current.parent
        }
        return nil
    }
}

/// The animated transitions that run, oldest first, for ``ViewController/transitionCoordinator``
/// (`COMP-16`). Not retained: each context removes itself when it ends, when its container goes,
/// and in its `deinit` (``TransitionContext/isListed``), so every entry is alive.
@MainActor
enum RunningTransitions {
    private static var contexts: [Unmanaged<TransitionContext>] {
        _read { yield CompositionState.current.transitions.contexts }
        _modify { yield &CompositionState.current.transitions.contexts }
    }

    static func list(_ context: TransitionContext) {
        contexts.append(Unmanaged.passUnretained(context))
        context.isListed = true
    }

    static func unlist(_ context: TransitionContext) {
        context.isListed = false
        contexts.removeAll { $0.toOpaque() == Unmanaged.passUnretained(context).toOpaque() }
    }

    /// The newest running transition that involves `controller`.
    ///
    /// - Complexity: O(*t*) in the running transitions.
    static func involving(_ controller: ViewController) -> TransitionContext? {
        for entry in contexts.reversed() {
            let context = entry.takeUnretainedValue()
            if context.involves(controller) { return context }
        }
        return nil
    }

    static var isEmpty: Bool { contexts.isEmpty }
}
