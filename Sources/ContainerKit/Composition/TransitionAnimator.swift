/// Drives the transitions of containers (`COMP-3`).
///
/// A container hands each animated transition to its animator once the transition has started
/// (the incoming view placed, the will-hooks called). The animator ends it by calling
/// ``TransitionContext/complete()`` (or ``TransitionContext/step()`` once per phase), or cancels it
/// with ``TransitionContext/cancel()``, now or later. ContainerKit draws nothing, so "later" is
/// whenever the animator decides: ``ImmediateAnimator`` finishes inside the call,
/// ``ManualAnimator`` waits for a test.
@MainActor
public protocol TransitionAnimator: AnyObject {
    /// Whether the transitions this animator drives can be cancelled.
    ///
    /// A cancellable transition announces a leaving child's `willMove(toParent: nil)` only when it
    /// commits, so that a cancel never leaves that hook without its `didMove(toParent: nil)`.
    var supportsCancellation: Bool { get }

    /// Takes over a started transition.
    ///
    /// - Parameter context: The transition; end it with ``TransitionContext/complete()``, step it
    ///   with ``TransitionContext/step()`` or cancel it with ``TransitionContext/cancel()``.
    func animate(_ context: TransitionContext)
}

/// An animator that completes every transition inside the call that started it (`COMP-3`).
///
/// The default animator of every container: with it, `A.viewDidDisappear`, `B.viewDidAppear` and
/// the completion all happen before the requesting call returns (`APP-11`).
@MainActor
public final class ImmediateAnimator: TransitionAnimator {
    /// The shared instance; it keeps no state.
    public static let shared = ImmediateAnimator()

    /// Creates an immediate animator.
    public init() {}

    /// `false`: an immediate transition is over before anyone could cancel it.
    public var supportsCancellation: Bool { false }

    /// Completes the transition at once.
    ///
    /// - Parameter context: The transition to complete.
    /// - Complexity: The cost of the transition's hooks.
    public func animate(_ context: TransitionContext) {
        context.complete()
    }
}
