// Reinstate's names, for code ported from Reinstate: each works with Reinstate's meaning or tells
// the compiler what to write instead (the Porting article).

extension ViewController {
    /// Adds a child and places its view to fill this controller's root view, with an animation,
    /// as Reinstate's `addChild(_:animations:)`.
    ///
    /// The same as `addChild(_:constrainedTo:transition:animated:animator:completion:)` into the
    /// root view, with the style that `animations.options` stands for
    /// (``View/AnimationOptions``); the duration is not used (ContainerKit has no clock: the
    /// animator decides when the transition ends).
    ///
    /// - Parameters:
    ///   - child: The controller to add.
    ///   - animations: Reinstate's `(duration:options:)`, or `nil` for no animation.
    ///   - completion: Called after every did-hook, as Reinstate's completion.
    public final func addChild(
        _ child: ViewController, animations: (duration: Double, options: View.AnimationOptions)?,
        completion: (() -> Void)? = nil
    ) {
        addChild(child, constrainedTo: nil, animations: animations, completion: completion)
    }

    /// Adds a child and places its view to fill `target`, with an animation, as Reinstate's
    /// `addChild(_:constrainedTo:animations:)`.
    ///
    /// The same as `addChild(_:constrainedTo:transition:animated:animator:completion:)` with the
    /// style that `animations.options` stands for (``View/AnimationOptions``); the duration is not
    /// used.
    ///
    /// - Parameters:
    ///   - child: The controller to add.
    ///   - target: The view to place the child's view in; `nil` for this controller's root view.
    ///     It must be owned by this controller.
    ///   - animations: Reinstate's `(duration:options:)`, or `nil` for no animation.
    ///   - completion: Called after every did-hook, as Reinstate's completion.
    public final func addChild(
        _ child: ViewController, constrainedTo target: View?,
        animations: (duration: Double, options: View.AnimationOptions)?, completion: (() -> Void)? = nil
    ) {
        addChild(
            child, constrainedTo: target, transition: animations?.options.transitionStyle ?? .none,
            animated: animations != nil, completion: completion.map { done in { _ in done() } })
    }
}

/// Reinstate's `StateTransitionAnimation`: in ContainerKit a stateful container's
/// `transitionStyle(from:to:)` answers a ``TransitionStyle``.
@available(
    *, unavailable,
    message:
        "override transitionStyle(from:to:) -> TransitionStyle: appearOverPrevious is .over, appearUnderPrevious is .under, appearAndSimultaneouslyRemove is .cross, nil is .none; see the Porting article"
)
public enum StateTransitionAnimation {}

extension StatefulTabBarController {
    @available(
        *, unavailable, renamed: "init(name:states:initialState:)",
        message:
            "a tab bar's states are all given at creation: StatefulTabBarController(states: [...]); see the Porting article"
    )
    public convenience init(allItems: [State]) { self.init(name: nil, states: allItems) }
}

extension StatefulViewController {
    /// Moves to a state, with a completion that takes no argument, as Reinstate's
    /// `transition(to:animated:completion:)`.
    ///
    /// - Parameters:
    ///   - state: The state to show.
    ///   - animated: Whether to animate.
    ///   - completion: Called when the transition ends (also when it was cancelled).
    @_documentation(visibility: internal)  // documented in the Porting article; keeps doc links to the twin unambiguous
    public final func transition(to state: State, animated: Bool = true, completion: @escaping () -> Void) {
        transition(to: state, animated: animated) { _ in completion() }
    }
}

extension StatefulNavigationController {
    /// Moves to a state, with a completion that takes no argument, as Reinstate's
    /// `transition(to:animated:completion:)`.
    ///
    /// - Parameters:
    ///   - state: The state to show.
    ///   - animated: Whether to animate.
    ///   - completion: Called when the transition ends (also when it was cancelled).
    @_documentation(visibility: internal)  // documented in the Porting article; keeps doc links to the twin unambiguous
    public final func transition(to state: State, animated: Bool = true, completion: @escaping () -> Void) {
        transition(to: state, animated: animated) { _ in completion() }
    }
}

extension StatefulTabBarController {
    /// Moves to a state, with a completion that takes no argument, as Reinstate's
    /// `transition(to:completion:)`.
    ///
    /// - Parameters:
    ///   - state: The state to show.
    ///   - completion: Called when the transition ends (also when it was cancelled).
    @_documentation(visibility: internal)  // documented in the Porting article; keeps doc links to the twin unambiguous
    public final func transition(to state: State, completion: @escaping () -> Void) {
        transition(to: state) { _ in completion() }
    }
}

extension WindowContainer {
    /// Moves the window to a state, with a completion that takes no argument, as UIContainer's
    /// `transition(to:)`.
    ///
    /// - Parameters:
    ///   - provider: The state to show.
    ///   - animated: Whether to animate.
    ///   - completion: Called when the transition ends (also when it was cancelled).
    @_documentation(visibility: internal)  // documented in the Porting article; keeps doc links to the twin unambiguous
    public final func transition(to provider: Provider, animated: Bool = true, completion: @escaping () -> Void) {
        transition(to: provider, animated: animated) { _ in completion() }
    }
}
