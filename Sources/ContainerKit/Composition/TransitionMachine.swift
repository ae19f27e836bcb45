/// The phases of one transition and the inputs that move it (`COMP-3`).
///
/// A small value type: each input returns the action to perform, and the caller performs it. A
/// transition runs through `phaseCount` phases, then commits; a cancellable one can be cancelled
/// in any phase, which rolls it back. A transition whose participants are torn down or re-parented
/// is abandoned (`LIFE-4`): the caller settles what is still live. After a commit, a rollback or
/// an abandonment every input returns `.none`.
///
/// Invariant: `stage` only moves forward: `running(1)` → ... → `running(phaseCount)` →
/// `committed`, or from any `running` stage to `cancelled` or `abandoned`; `committed` and
/// `cancelled` move to `abandoned` only while their action is being performed.
struct TransitionMachine: Equatable {
    enum Stage: Equatable {
        case running(phase: Int)
        case committed
        case cancelled
        /// Ended by a teardown or a re-parenting of a participant (`LIFE-4`); terminal.
        case abandoned
    }

    enum Action: Equatable {
        case none
        /// Leave phase `toPhase - 1` and enter `toPhase`.
        case advance(toPhase: Int)
        /// The last phase ended: make the transition final.
        case commit
        /// Undo the transition from the phase it was in.
        case rollback(fromPhase: Int)
        /// The transition was abandoned in this phase: settle the live participants.
        case abandon(inPhase: Int)
    }

    let phaseCount: Int
    let isCancellable: Bool
    private(set) var stage: Stage = .running(phase: 1)

    init(phaseCount: Int, isCancellable: Bool) {
        self.phaseCount = max(1, phaseCount)
        self.isCancellable = isCancellable
    }

    var isRunning: Bool {
        if case .running = stage { return true }
        return false
    }

    /// The current phase while running, 1-based; `nil` once finished.
    var phase: Int? {
        if case .running(let phase) = stage { return phase }
        return nil
    }

    /// Ends the current phase.
    mutating func step() -> Action {
        guard case .running(let phase) = stage else { return .none }
        if phase < phaseCount {
            stage = .running(phase: phase + 1)
            return .advance(toPhase: phase + 1)
        }
        stage = .committed
        return .commit
    }

    /// Cancels the transition, when it is running and cancellable.
    mutating func cancel() -> Action {
        guard case .running(let phase) = stage, isCancellable else { return .none }
        stage = .cancelled
        return .rollback(fromPhase: phase)
    }

    /// Abandons the transition, whether or not it can be cancelled (`LIFE-4`): while it runs, or
    /// while its commit or rollback is still being performed (the caller knows; a teardown may
    /// come from one of its hooks).
    mutating func abandon() -> Action {
        switch stage {
        case .running(let phase):
            stage = .abandoned
            return .abandon(inPhase: phase)
        case .committed, .cancelled:
            stage = .abandoned
            return .abandon(inPhase: phaseCount)
        case .abandoned:
            return .none
        }
    }
}
