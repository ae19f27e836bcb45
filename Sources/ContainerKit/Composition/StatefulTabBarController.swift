/// Tabs driven by states, all known up front (`COMP-9`, `MIS-14`), after Reinstate's
/// `StatefulTabBarController`.
///
/// The container creates one tab per state when it is created, in the order given, and
/// ``transition(to:completion:fileID:filePath:line:column:)`` selects the tab of a state. A state it does not know is refused
/// (`MIS-14`): reported, nothing changes, no completion; never a crash (the seed crashed).
@MainActor
open class StatefulTabBarController<State: Hashable>: TabBarController {
    /// The states, one per tab, in tab order (`COMP-12`): each tab carries its state as a mark
    /// valid only while it is this container's child, so the states follow the tabs (a tab torn
    /// down or moved away takes its state with it; a tab added from outside has none and is
    /// skipped).
    public final var states: [State] { tabs.compactMap { state(of: $0) } }

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
        let selection = initialState.flatMap { unique.firstIndex(of: $0) }
        let tabs = unique.map { state in
            let tab = childViewController(for: state)
            if tab.parent == nil { tab.setCompositionValue(state, by: self) }
            return tab
        }
        if let initialState, selection == nil { reportUnknown(initialState, known: unique) }
        setViewControllers(tabs, selectedIndex: selection ?? 0)
    }

    /// The state of the selected tab.
    public final var currentState: State? { selectedViewController.flatMap { state(of: $0) } }

    private func state(of tab: ViewController) -> State? { tab.compositionValue(by: self) }

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
        guard let tab = tabs.first(where: { self.state(of: $0) == state }) else {
            return reportUnknown(state, known: states)
        }
        selectTab(tab, completion: completion)
    }

    private func reportUnknown(_ state: State, known states: [State]) {
        Composition.report(
            self,
            MisuseError(.unknownState(container: name, state: "\(state)", states: states.map { "\($0)" })))
    }

    override func compositionDumpNote(naming name: (ViewController) -> String) -> String {
        let selected = selectedViewController
        return "states ["
            + tabs.compactMap { tab in
                state(of: tab).map { (tab === selected ? "*" : "") + "\($0)" }
            }.joined(separator: ", ") + "]"
    }
}
