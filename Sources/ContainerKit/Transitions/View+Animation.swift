extension View.AnimationOptions {
    // COMP-16: the rest of UIKit's `UIView.AnimationOptions`, for `View.animate(...)`. ContainerKit
    // draws nothing: they are accepted and change nothing. (The transition options are declared
    // with Reinstate's names, in `View+UIKitNames.swift`.)

    /// Lays out subviews while animating.
    public static let layoutSubviews = Self(rawValue: 1 << 10)
    /// Lets the user interact with the views while they animate.
    public static let allowUserInteraction = Self(rawValue: 1 << 11)
    /// Starts from the current state of an animation in flight.
    public static let beginFromCurrentState = Self(rawValue: 1 << 12)
    /// Repeats the animation.
    public static let `repeat` = Self(rawValue: 1 << 13)
    /// Runs the animation backward and forward.
    public static let autoreverse = Self(rawValue: 1 << 14)
    /// Ignores the duration of an enclosing animation.
    public static let overrideInheritedDuration = Self(rawValue: 1 << 15)
    /// Ignores the curve of an enclosing animation.
    public static let overrideInheritedCurve = Self(rawValue: 1 << 16)
    /// Animates by changing the content.
    public static let allowAnimatedContent = Self(rawValue: 1 << 17)
    /// Hides and shows views instead of removing and adding them (in a view transition).
    public static let showHideTransitionViews = Self(rawValue: 1 << 18)
    /// Ignores the options of an enclosing animation.
    public static let overrideInheritedOptions = Self(rawValue: 1 << 19)
    /// Ease in, ease out (the default curve).
    public static let curveEaseInOut = Self([])
    /// Ease in.
    public static let curveEaseIn = Self(rawValue: 1 << 20)
    /// Ease out.
    public static let curveEaseOut = Self(rawValue: 1 << 21)
    /// Linear.
    public static let curveLinear = Self(rawValue: 1 << 22)
    /// No view transition (the default).
    public static let transitionNone = Self([])
}

extension View {
    /// Animates changes to views, as UIKit's `UIView.animate(withDuration:delay:options:animations:completion:)`
    /// (`COMP-16`). ContainerKit draws nothing: `animations` runs at once, and `completion` runs
    /// when the animation would end: at once, with `true` (**policy**: no time passes headlessly),
    /// except inside an animation controller that a ``PercentDrivenInteractiveTransition`` drives,
    /// where it waits for the interaction's ``PercentDrivenInteractiveTransition/finish()`` or
    /// ``PercentDrivenInteractiveTransition/cancel()``.
    ///
    /// - Parameters:
    ///   - duration: The duration, in seconds (ignored).
    ///   - delay: The delay, in seconds (ignored).
    ///   - options: The options (ignored).
    ///   - animations: The changes; runs at once.
    ///   - completion: Runs when the animation ends, with `true`.
    public static func animate(
        withDuration duration: Double, delay: Double, options: AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        ViewAnimations.run(animations, completion: completion)
    }

    /// Animates changes to views (see ``animate(withDuration:delay:options:animations:completion:)``).
    ///
    /// - Parameters:
    ///   - duration: The duration, in seconds (ignored).
    ///   - animations: The changes; runs at once.
    ///   - completion: Runs when the animation ends, with `true`.
    public static func animate(
        withDuration duration: Double, animations: @escaping () -> Void, completion: ((Bool) -> Void)?
    ) {
        ViewAnimations.run(animations, completion: completion)
    }

    /// Animates changes to views (see ``animate(withDuration:delay:options:animations:completion:)``).
    ///
    /// - Parameters:
    ///   - duration: The duration, in seconds (ignored).
    ///   - animations: The changes; runs at once.
    public static func animate(withDuration duration: Double, animations: @escaping () -> Void) {
        ViewAnimations.run(animations, completion: nil)
    }

    /// Animates changes to views with a spring (see
    /// ``animate(withDuration:delay:options:animations:completion:)``).
    ///
    /// - Parameters:
    ///   - duration: The duration, in seconds (ignored).
    ///   - delay: The delay, in seconds (ignored).
    ///   - dampingRatio: The spring's damping (ignored).
    ///   - velocity: The spring's initial velocity (ignored).
    ///   - options: The options (ignored).
    ///   - animations: The changes; runs at once.
    ///   - completion: Runs when the animation ends, with `true`.
    public static func animate(
        withDuration duration: Double, delay: Double, usingSpringWithDamping dampingRatio: Double,
        initialSpringVelocity velocity: Double, options: AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        ViewAnimations.run(animations, completion: completion)
    }

    /// Runs `actionsWithoutAnimation` without animation, as UIKit's `UIView.performWithoutAnimation(_:)`:
    /// at once.
    ///
    /// - Parameter actionsWithoutAnimation: The changes.
    public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        actionsWithoutAnimation()
    }

    /// Animates changes to one view with a view transition, as UIKit's
    /// `UIView.transition(with:duration:options:animations:completion:)`: `animations` runs at
    /// once and `completion` as for ``animate(withDuration:delay:options:animations:completion:)``.
    ///
    /// - Parameters:
    ///   - view: The view whose content changes.
    ///   - duration: The duration, in seconds (ignored).
    ///   - options: The options (ignored).
    ///   - animations: The changes; runs at once.
    ///   - completion: Runs when the animation ends, with `true`.
    public static func transition(
        with view: View, duration: Double, options: AnimationOptions = [], animations: (() -> Void)?,
        completion: ((Bool) -> Void)? = nil
    ) {
        ViewAnimations.run(animations ?? {}, completion: completion)
    }
}

/// Where a view animation's completion goes (`COMP-16`): at once, or to the
/// ``PercentDrivenInteractiveTransition`` whose animation controller is running.
@MainActor
enum ViewAnimations {
    /// The interactions whose animation controllers are running, innermost last.
    private static var holders: [PercentDrivenInteractiveTransition] {
        _read { yield CompositionState.current.animations.holders }
        _modify { yield &CompositionState.current.animations.holders }
    }

    static func run(_ animations: () -> Void, completion: ((Bool) -> Void)?) {
        animations()
        guard let completion else { return }
        if let holder = holders.last {
            holder.hold(completion)
        } else {
            completion(true)
        }
    }

    /// Runs `body` with the view animations it starts held by `holder`.
    static func holding(for holder: PercentDrivenInteractiveTransition, _ body: () -> Void) {
        holders.append(holder)
        defer { holders.removeLast() }
        body()
    }
}
