/// Tabs driven by states, all known up front (`COMP-9`, `MIS-14`), after Reinstate's
/// `StatefulTabBarController`.
///
/// The container creates one tab per state when it is created, in the order given, and
/// ``transition(to:completion:fileID:filePath:line:column:)`` selects the tab of a state. A state it does not know is refused
/// (`MIS-14`): reported, nothing changes, no completion; never a crash (the seed crashed).
@MainActor
open class StatefulTabBarController<State: Hashable>: TabBarController {
    /// The states, one per tab, in tab order. Invariant: `states.count == viewControllers.count`
    /// and no state twice.
    public private(set) final var states: [State] = []

    /// Creates a container with no states (and no tabs).
    ///
    /// - Parameter name: The name used in traces and dumps; `nil` uses the type's name.
    public required init(name: String? = nil) {
        super.init(name: name)
    }

    /// Creates a container with one tab per state; `initialState` (or the first state) is
    /// selected.
    ///
    /// - Parameters:
    ///   - name: The name used in traces and dumps; `nil` uses the type's name.
    ///   - states: Every state the tabs will show; repeated states count once.
    ///   - initialState: The state selected first; one not in `states` is refused (`MIS-14`) and the
    ///     first state is selected.
    public convenience init(name: String? = nil, states: [State], initialState: State? = nil) {
        self.init(name: name)
        var unique: [State] = []
        for state in states where !unique.contains(state) { unique.append(state) }
        self.states = unique
        let selection = initialState.flatMap { unique.firstIndex(of: $0) }
        if let initialState, selection == nil { reportUnknown(initialState) }
        setViewControllers(unique.map { childViewController(for: $0) }, selectedIndex: selection ?? 0)
    }

    /// The state of the selected tab.
    public final var currentState: State? {
        selectedIndex.flatMap { states.indices.contains($0) ? states[$0] : nil }
    }

    /// The child for a state; called once per state, when the container is created. Override it.
    ///
    /// - Parameter state: A state of the container.
    /// - Returns: A new controller, not yet in any tree. The default is a plain ``ViewController``
    ///   named after the state.
    open func childViewController(for state: State) -> ViewController {
        ViewController(name: "\(state)")
    }

    /// Selects the tab of a state (`COMP-9`); an unknown state is refused (`MIS-14`).
    ///
    /// - Parameters:
    ///   - state: One of ``states``.
    ///   - completion: Called after every did-hook; `false` when the state already was selected.
    ///   - fileID: The caller's `#fileID`, where a misuse is reported (``CallSite``); leave the default.
    ///   - filePath: The caller's `#filePath`; leave the default.
    ///   - line: The caller's `#line`; leave the default.
    ///   - column: The caller's `#column`; leave the default.
    /// - Complexity: O(*n*) in the states, plus the hooks.
    public final func transition(
        to state: State, completion: ((Bool) -> Void)? = nil, fileID: StaticString = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let outermost = Engine.enter(#function, fileID, filePath, line, column)
        defer { Engine.leave(outermost) }
        guard let index = states.firstIndex(of: state) else { return reportUnknown(state) }
        selectTab(at: index, completion: completion)
    }

    private func reportUnknown(_ state: State) {
        Composition.report(
            self,
            MisuseError(
                .unknownState, nodes: [name],
                message: "\"\(name)\" has no tab for the state \(state); its states are "
                    + states.map { "\($0)" }.joined(separator: ", ") + ". Nothing changed.",
                fix: "list every state when creating the tab container."))
    }

    override var compositionDumpNote: String {
        "states ["
            + states.enumerated().map { index, state in
                (index == selectedIndex ? "*" : "") + "\(state)"
            }.joined(separator: ", ") + "]"
    }
}
