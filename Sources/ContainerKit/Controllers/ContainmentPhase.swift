/// Where a controller is in the `willMove(toParent:)` / `didMove(toParent:)` protocol.
///
/// It decides the moving flags (`APP-8`) and detects the misuse of `MIS-1` and `MIS-2`: each input
/// returns the misuse it reveals, if any, and the caller reports it.
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

    /// `willMove(toParent:)` was called.
    ///
    /// - Returns: `true` when the controller had been added and never received `didMove` (`MIS-2`).
    mutating func willMove(toParent hasParent: Bool) -> Bool {
        let missedDidMove = phase == .movingToParent
        phase = hasParent ? .movingToParent : .movingFromParent
        return missedDidMove
    }

    /// `didMove(toParent:)` was called.
    mutating func didMove() { phase = .settled }

    /// `removeFromParent()` is about to detach the controller.
    ///
    /// - Returns: `true` when `willMove(toParent: nil)` did not come first (`MIS-1`).
    func isRemovalUnannounced() -> Bool { phase != .movingFromParent }

    /// Whether the controller is about to disappear without having received `didMove` since it was
    /// added (`MIS-2`).
    var isAwaitingDidMove: Bool { phase == .movingToParent }
}
