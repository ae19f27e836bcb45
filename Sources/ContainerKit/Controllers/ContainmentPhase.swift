/// Where a controller is in the `willMove(toParent:)` / `didMove(toParent:)` protocol.
///
/// It decides the moving flags (`APP-8`) and detects the misuse of `MIS-1`, `MIS-2` and `MIS-19`:
/// each input returns the misuse it reveals, if any, and the caller reports it.
struct ContainmentPhase {
    enum Phase: Equatable {
        /// No move under way.
        case settled
        /// `willMove(toParent: P)` was called; `didMove(toParent: P)` has not been yet.
        case movingToParent
        /// `willMove(toParent: nil)` was called; `didMove(toParent: nil)` has not been yet.
        case movingFromParent
    }

    private(set) var phase: Phase = .settled

    /// Whether the caller began this move with `addChild(_:)` and still has to finish it with
    /// `didMove(toParent:)` (`MIS-19`). Invariant: only while ``phase`` is ``Phase/movingToParent``;
    /// cleared by the next `willMove`, by `didMove`, and once reported.
    private(set) var isLeftToCaller = false

    /// As a parent: how many of its children may still wait for the caller's
    /// `didMove(toParent:)` (`MIS-19`). A hint that is never too low: counted up by
    /// `UnfinishedContainment.began`, down by a child's `didMove(toParent:)` while it is a child, and
    /// recounted exactly whenever the parent's children are checked; zero means nothing to check.
    var childrenLeftToCaller = 0

    /// Whether the move under way was begun by the caller's `addChild(_:)`, not by a container or
    /// a transition that ContainerKit runs. Only a move the caller began and left unfinished is a
    /// misuse (`MIS-2`): ContainerKit finishes its own moves, and a hook that interrupts one (hides
    /// the window, re-parents the child) is no mistake of the caller's. Invariant: only while
    /// ``phase`` is ``Phase/movingToParent``; unlike ``isLeftToCaller``, a report does not clear it.
    private(set) var isBegunByCaller = false

    /// The caller's `addChild(_:)` added the controller: the caller finishes the move (`MIS-19`).
    mutating func leaveToCaller() {
        isLeftToCaller = phase == .movingToParent
        isBegunByCaller = isLeftToCaller
    }

    /// Takes the unfinished move for its one report (`MIS-19`).
    ///
    /// - Returns: `true`, once, when the caller began the move and has not finished it.
    mutating func takeUnfinished() -> Bool {
        defer { isLeftToCaller = false }
        return isLeftToCaller && phase == .movingToParent
    }

    /// `willMove(toParent:)` was called.
    ///
    /// - Returns: `true` when the caller had added the controller and it never received `didMove`
    ///   (`MIS-2`).
    mutating func willMove(toParent hasParent: Bool) -> Bool {
        let missedDidMove = isAwaitingCallersDidMove
        phase = hasParent ? .movingToParent : .movingFromParent
        isLeftToCaller = false
        isBegunByCaller = false
        return missedDidMove
    }

    /// `didMove(toParent:)` was called.
    mutating func didMove() {
        phase = .settled
        isLeftToCaller = false
        isBegunByCaller = false
    }

    /// `removeFromParent()` is about to detach the controller.
    ///
    /// - Returns: `true` when `willMove(toParent: nil)` did not come first (`MIS-1`).
    func isRemovalUnannounced() -> Bool { phase != .movingFromParent }

    /// Whether the controller is about to disappear without having received `didMove` since it was
    /// added (`MIS-2`).
    var isAwaitingDidMove: Bool { phase == .movingToParent }

    /// Whether the controller awaits the `didMove(toParent:)` of a move the caller began (`MIS-2`).
    var isAwaitingCallersDidMove: Bool { phase == .movingToParent && isBegunByCaller }
}
