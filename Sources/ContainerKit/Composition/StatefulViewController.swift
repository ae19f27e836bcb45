/// A container that shows one child per state and swaps children on ``transition(to:animated:completion:)``
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
/// - Every later state swaps children with the traces of ``TransitionStyle``; the old child is
///   removed (`VC-3`) and released unless you keep it.
/// - The same state again is a no-op that still completes.
/// - Requests made while a transition runs, including from hooks and completions, wait for it.
@MainActor
open class StatefulViewController<State: Hashable>: CompositionController {
    /// Invariant: the state whose child is ``currentChild``; `nil` before the first transition.
    public private(set) final var currentState: State?
    /// Invariant: `children == [currentChild]` (or empty) whenever no transition runs.
    public private(set) final var currentChild: ViewController?

    isolated deinit {
        // Through the release queue, not after this deinit: a chain of nested containers is
        // released iteratively (LIFE-5).
        ReleaseQueue.release(taking: &currentChild)
    }

    /// Creates a container with no state yet.
    ///
    /// - Parameter name: The name used in traces and dumps; `nil` uses the type's name.
    public required init(name: String? = nil) {
        super.init(name: name)
    }

    /// Creates a container and installs the child of `initialState` (containment only; its view
    /// is placed when the container's view loads).
    ///
    /// - Parameters:
    ///   - name: The name used in traces and dumps; `nil` uses the type's name.
    ///   - initialState: The first state.
    public convenience init(name: String? = nil, initialState: State) {
        self.init(name: name)
        transition(to: initialState, animated: false)
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
    /// - Complexity: O(1) plus the hooks of the two children's subtrees.
    public final func transition(to state: State, animated: Bool = true, completion: ((Bool) -> Void)? = nil) {
        queue.request { [unowned self] in
            perform(to: state, animated: animated, completion: completion)
        }
    }

    private func perform(to state: State, animated: Bool, completion: ((Bool) -> Void)?) {
        if let currentState, currentState == state {
            endOperation(completion, finished: true)
            return
        }
        let incoming = childViewController(for: state)
        if let refusal = Composition.refusalToAdopt(incoming, by: self) {
            Composition.report(self, refusal)
            endOperation(completion, finished: false)
            return
        }
        let outgoing = currentChild
        let style = currentState.map { transitionStyle(from: $0, to: state) } ?? .none
        var plan = plan(
            from: outgoing, to: incoming, style: outgoing == nil ? .none : style,
            animated: animated && outgoing != nil)
        plan.incomingJoins = true
        plan.outgoingLeaves = outgoing != nil
        plan.recordsLines = outgoing != nil
        run(
            plan,
            commit: { [unowned self] in
                currentState = state
                currentChild = incoming
            }, completion: completion)
    }

    override var visibleChildren: [ViewController] { currentChild.map { [$0] } ?? [] }

    override var compositionDumpNote: String {
        "state " + (currentState.map { "\($0)" } ?? "none") + (currentChild.map { ", child \($0.name)" } ?? "")
    }
}
