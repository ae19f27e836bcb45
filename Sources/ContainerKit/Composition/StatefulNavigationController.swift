/// A navigation stack driven by states (`COMP-8`), after Reinstate's
/// `StatefulNavigationController`.
///
/// ``transition(to:animated:completion:fileID:filePath:line:column:)`` decides: when an entry of the stack has the state,
/// it pops back to the deepest such entry; otherwise it pushes a new child for the state. The
/// record of states is a mark on each entry, valid only while it is this container's child, and
/// ``states`` is read from the stack, so it always equals the stack, entry for entry, after pushes,
/// pops, cancels, replacements and any change of the tree (`COMP-12`; the seed lost track when it
/// replaced an entry). An entry that joined from outside (`addChild`) has no state and is skipped.
/// Pushing or installing a controller that has no state (``NavigationController/pushViewController(_:animated:completion:fileID:filePath:line:column:)``
/// with a controller you made) is refused, since the record could not name it.
@MainActor
open class StatefulNavigationController<State: Hashable>: NavigationController {
    /// Creates an empty stack.
    ///
    /// - Parameter name: The name used in traces and dumps; `nil` uses the type's name.
    public required init(name: String? = nil) {
        super.init(name: name)
    }

    /// Creates a stack whose root is the child of `initialState`, pushed when the container's view
    /// loads (as a ``StatefulViewController``'s first state, where a recorder sees it); a request
    /// made before that pushes it first.
    ///
    /// - Parameters:
    ///   - name: The name used in traces and dumps; `nil` uses the type's name.
    ///   - initialState: The state of the root.
    public convenience init(name: String? = nil, initialState: State) {
        self.init(name: name)
        requestWhenLoaded { [unowned self] in transition(to: initialState, animated: false) }
    }

    /// The states of the stack, bottom first: one per entry of
    /// ``NavigationController/viewControllers``.
    public final var states: [State] {
        viewControllers.compactMap { state(of: $0) }
    }

    /// The state of the top of the stack (`nil` for a top with no state).
    public final var currentState: State? { topViewController.flatMap { state(of: $0) } }

    private func state(of entry: ViewController) -> State? { entry.compositionValue(by: self) }

    /// The child for a state; called for each push. Override it.
    ///
    /// - Parameter state: The state to show.
    /// - Returns: A new controller, not yet in any tree. The default is a plain ``ViewController``
    ///   named after the state.
    open func childViewController(for state: State) -> ViewController {
        ViewController(name: "\(state)")
    }

    /// Moves to a state: pops back to the deepest entry with that state, or pushes (`COMP-8`).
    ///
    /// The decision is made when the request runs, after the requests queued before it. The state
    /// of the top again completes with `false` and changes nothing. When the child for a new state
    /// is the top itself, the top now names that state: no hook, the completion gets `true`
    /// (`COMP-12`). When it is an entry below the top, the move is refused as a push of that
    /// entry would be (`MIS-8`): nothing changes and the completion is not called.
    ///
    /// - Parameters:
    ///   - state: The state to show.
    ///   - animated: Whether to animate.
    ///   - completion: Called after every did-hook, `false` when cancelled or nothing changed.
    ///   - fileID: The caller's `#fileID`, where a misuse is reported (``CallSite``); leave the default.
    ///   - filePath: The caller's `#filePath`; leave the default.
    ///   - line: The caller's `#line`; leave the default.
    ///   - column: The caller's `#column`; leave the default.
    /// - Complexity: O(*n*) in the stack, plus the hooks.
    public final func transition(
        to state: State, animated: Bool = true, completion: ((Bool) -> Void)? = nil, fileID: StaticString = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let outermost = Engine.enter(#function, fileID, filePath, line, column)
        defer { Engine.leave(outermost) }
        change("move to the state \(state)", animated: animated, completion: completion) { [unowned self] stack in
            if let index = stack.lastIndex(where: { self.state(of: $0) == state }) {
                return Array(stack[...index])
            }
            let child = childViewController(for: state)
            if let top = stack.last, child === top {
                // The state maps to the top already shown: the top now names it (COMP-12), no
                // hook, as a stateful container's child does.
                top.setCompositionValue(state, by: self)
                completion?(true)
                return nil
            }
            // An entry below the top is refused as its push would be (MIS-8): nothing changes.
            guard let pushed = pushing(child, on: stack) else { return nil }
            if child.parent == nil { child.setCompositionValue(state, by: self) }
            return pushed
        }
    }

    override func stackRefusal(_ stack: [ViewController]) -> MisuseError? {
        guard let stateless = stack.first(where: { state(of: $0) == nil }) else { return nil }
        return MisuseError(.statelessInStatefulStack(controller: stateless.name, navigation: name))
    }

    override func compositionDumpNote(naming name: (ViewController) -> String) -> String {
        "states [" + states.map { "\($0)" }.joined(separator: ", ") + "]"
    }
}
