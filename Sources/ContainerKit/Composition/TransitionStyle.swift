/// How a container swaps one child for another (`COMP-2`), after Reinstate's state transition
/// animations.
///
/// ContainerKit draws nothing, so a style decides where the incoming child's view is placed, when
/// the outgoing child's view leaves, and when each appearance hook comes. In every style the
/// outgoing child gets `willMove(toParent: nil)` ... `didMove(toParent: nil)` and the incoming one
/// `willMove(toParent: N)` ... `didMove(toParent: N)` when the container adds and removes children;
/// Reinstate's styles (``over``, ``under``, ``cross``) add the new child completely before the old
/// one starts leaving, as Reinstate does, and the others keep the order of UIKit's
/// `transition(from:to:)` (`COMP-13`). The exact traces are written on each case (`A` leaves, `B`
/// comes, `N` is the container, in a visible window, driven by a non-cancellable animator such as
/// ``ImmediateAnimator``).
public enum TransitionStyle: Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// The new child's view is placed above the old one's and animates in (Reinstate's
    /// `appearOverPrevious`). One phase, in Reinstate's order:
    ///
    /// `N.transition(from: A, to: B)`, `B.willMove(toParent: N)`, `B.loadView`, `B.viewDidLoad`,
    /// *B's view enters, on top*, `B.viewWillAppear`, `B.didMove(toParent: N)`,
    /// `A.willMove(toParent: nil)`, `A.viewWillDisappear`, — animation —, *A's view leaves*,
    /// `A.viewDidDisappear`, `B.viewDidAppear`, `A.didMove(toParent: nil)`,
    /// `N.transitionDidEnd(from: A, to: B)`, then the completion. With a cancellable animator,
    /// `A.willMove(toParent: nil)` comes at the end, just before A's view leaves.
    case over
    /// The new child's view is placed below the old one's, which animates away (Reinstate's
    /// `appearUnderPrevious`). The trace of ``over``; only the position of B's view differs.
    case under
    /// Both at once: the new child's view above the old one's, both animate (Reinstate's
    /// `appearAndSimultaneouslyRemove`, a cross-fade). The trace of ``over``.
    case cross
    /// The old child leaves first, then the new one comes in. Two phases, in the order of UIKit's
    /// `transition(from:to:)`:
    ///
    /// `N.transition(from: A, to: B)`, `A.willMove(toParent: nil)`, `B.willMove(toParent: N)`,
    /// `B.loadView`, `B.viewDidLoad`, `A.viewWillDisappear`, — phase 1 —, *A's view leaves*,
    /// `A.viewDidDisappear`, *B's view enters*, `B.viewWillAppear`, — phase 2 —,
    /// `B.viewDidAppear`, `A.didMove(toParent: nil)`, `B.didMove(toParent: N)`,
    /// `N.transitionDidEnd(from: A, to: B)`, then the completion.
    case outThenIn
    /// No animation: the trace of ``outThenIn``, all inside the call, never handed to an animator,
    /// and the appearance hooks get `animated: false`.
    case none

    /// Whether the style is one of Reinstate's (``over``, ``under``, ``cross``), whose transitions
    /// keep Reinstate's containment order (`COMP-13`).
    var isReinstates: Bool { phaseCount == 1 }

    /// How many phases an animator steps through (`TransitionContext/step()`).
    var phaseCount: Int {
        switch self {
        case .outThenIn, .none: 2
        case .over, .under, .cross: 1
        }
    }

    public var description: String {
        switch self {
        case .over: "over"
        case .under: "under"
        case .cross: "cross"
        case .outThenIn: "outThenIn"
        case .none: "none"
        }
    }
}
