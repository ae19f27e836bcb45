/// A container that shows one child per state and swaps children on ``transition(to:animated:completion:fileID:filePath:line:column:)``
/// (`COMP-1`), after Reinstate's `StatefulViewController`.
///
/// Subclass it, map each state to a new child in ``childViewController(for:)`` and choose a
/// style per pair of states in ``transitionStyle(from:to:)``:
///
/// ```swift
/// enum RootState { case splash, onboarding, signIn, home }
///
/// final class RootViewController: StatefulViewController<RootState> {
///     override func childViewController(for state: RootState) -> ViewController {
///         switch state {
///         case .splash: SplashViewController(name: "splash")
///         case .onboarding: OnboardingViewController(name: "onboarding")
///         case .signIn: SignInViewController(name: "signIn")
///         case .home: HomeViewController(name: "home")
///         }
///     }
///     override func transitionStyle(from old: RootState, to new: RootState) -> TransitionStyle {
///         switch (old, new) {
///         case (.splash, _): .cross
///         case (.onboarding, .signIn), (.signIn, .home): .over
///         case (.signIn, .onboarding), (.home, .signIn): .under
///         default: .none
///         }
///     }
/// }
/// ```
///
/// - The first state installs its child without a transition: `B.willMove(toParent: N)`,
///   `B.loadView`, `B.viewDidLoad`, its view, its appearance when visible, `B.didMove(toParent: N)`.
///   A first state given to ``init(name:initialState:)`` is installed when the container's view
///   loads (Reinstate's `viewDidLoad`), where a recorder sees it.
/// - Every later state swaps children with the traces of ``TransitionStyle``; the old child is
///   removed (`VC-3`) and released unless you keep it.
/// - The same state again is a no-op that still completes.
/// - Requests made while a transition runs, including from hooks and completions, wait for it.
@MainActor
open class StatefulViewController<State: Hashable>: CompositionController {
    /// The state of ``currentChild``, or `nil` before the first transition (`COMP-12`).
    ///
    /// The state is a mark on the child, valid only while it is this container's child: it cannot
    /// name a child that was torn down or moved away (then the state is `nil`, or the state of the
    /// child shown now).
    public final var currentState: State? { currentChild?.compositionValue(by: self) }

    /// The child on screen: the last of ``ViewController/children`` (`COMP-12`), read from the
    /// tree, never stored beside it. While a transition runs it is the outgoing child until the
    /// commit. A child added from outside with `addChild` is shown, with no state (**policy**:
    /// the container follows the tree).
    public final var currentChild: ViewController? { lastCommittedChild }

    /// Creates a container with no state yet.
    ///
    /// - Parameter name: The name used in traces and dumps; `nil` uses the type's name.
    public required init(name: String? = nil) {
        super.init(name: name)
    }

    /// Creates a container whose first state is installed when its view loads, as Reinstate
    /// installs it in `viewDidLoad`: inside the operation that loads the view (a window taking
    /// the container as its root, a parent placing it), where the recorders of that tree see it,
    /// and not inside `init`, where none can (**policy**).
    ///
    /// Until then ``currentState`` and ``currentChild`` are `nil`. A
    /// ``transition(to:animated:completion:fileID:filePath:line:column:)`` requested before the view loads installs the first
    /// state first, then runs.
    ///
    /// - Parameters:
    ///   - name: The name used in traces and dumps; `nil` uses the type's name.
    ///   - initialState: The first state.
    public convenience init(name: String? = nil, initialState: State) {
        self.init(name: name)
        requestWhenLoaded { [unowned self] in transition(to: initialState, animated: false) }
    }

    /// The child for a state; called once per transition to that state. Override it.
    ///
    /// The default returns a plain ``ViewController`` named after the state.
    ///
    /// - Parameter state: The state to show.
    /// - Returns: A new controller, not yet in any tree.
    open func childViewController(for state: State) -> ViewController {
        ViewController(name: "\(state)")
    }

    /// The style of the transition between two states. Override it.
    ///
    /// - Parameters:
    ///   - oldState: The state being left.
    ///   - newState: The state being entered.
    /// - Returns: The style; the default is ``TransitionStyle/cross``.
    open func transitionStyle(from oldState: State, to newState: State) -> TransitionStyle {
        .cross
    }

    /// Moves to a state (`COMP-1`).
    ///
    /// The request waits for any running transition. When it runs: the same state as the
    /// current one completes with `true` and changes nothing; the first state installs its child
    /// without a transition; any other state creates its child and swaps it in with
    /// ``transitionStyle(from:to:)`` (``TransitionStyle/none`` when `animated` is `false`),
    /// driven by ``CompositionController/animator``.
    ///
    /// - Parameters:
    ///   - state: The state to show.
    ///   - animated: Whether to animate; `false` swaps inside the call.
    ///   - completion: Called after every did-hook, with `false` when the transition was cancelled.
    ///   - fileID: The caller's `#fileID`, where a misuse is reported (``CallSite``); leave the default.
    ///   - filePath: The caller's `#filePath`; leave the default.
    ///   - line: The caller's `#line`; leave the default.
    ///   - column: The caller's `#column`; leave the default.
    /// - Complexity: O(1) plus the hooks of the two children's subtrees.
    public final func transition(
        to state: State, animated: Bool = true, completion: ((Bool) -> Void)? = nil, fileID: StaticString = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let outermost = Engine.enter(#function, fileID, filePath, line, column)
        defer { Engine.leave(outermost) }
        request({ [unowned self] in "move \"\(name)\" to the state \(state)" }) { [unowned self] in
            perform(to: state, animated: animated, completion: completion)
        }
    }

    private func perform(to state: State, animated: Bool, completion: ((Bool) -> Void)?) {
        if let currentState, currentState == state {
            endOperation(completion, finished: true)
            return
        }
        if let current = currentChild, let refusal = Composition.refusalToRelease(current, by: self) {
            Composition.report(self, refusal)
            endRefusedOperation(completion)
            return
        }
        let incoming = childViewController(for: state)
        if let current = currentChild, incoming === current {
            // The state maps to the child already shown: it now shows this state (COMP-12).
            current.setCompositionValue(state, by: self)
            endOperation(completion, finished: true)
            return
        }
        if let refusal = Composition.refusalToAdopt(incoming, by: self) {
            Composition.report(self, refusal)
            endRefusedOperation(completion)
            return
        }
        if Composition.mustWaitToAdopt(incoming) { return queue.restartWhenFree() }
        let outgoing = currentChild
        let style = currentState.map { transitionStyle(from: $0, to: state) } ?? .none
        var plan = plan(
            from: outgoing, to: incoming, style: outgoing == nil ? .none : style,
            animated: animated && outgoing != nil)
        plan.incomingJoins = true
        plan.outgoingLeaves = outgoing != nil
        plan.recordsLines = outgoing != nil
        plan.incomingNote = state
        run(plan, completion: completion)
    }

    override var visibleChild: ViewController? { currentChild }

    override func compositionDumpNote(naming name: (ViewController) -> String) -> String {
        "state " + (currentState.map { "\($0)" } ?? "none") + (currentChild.map { ", child \(name($0))" } ?? "")
    }
}
