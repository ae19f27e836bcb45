/// What the engine holds between operations: nothing, once every operation has finished and every
/// change it began has ended. Checked by the model checker after each forest is released, so that
/// no state of one test carries over into the next and makes it depend on what ran before.
extension Engine {
    /// The engine state that outlives the operations that made it: empty when idle.
    ///
    /// Invariants (of the state in `EngineState.swift`, each also stated on its field): outside
    /// any operation, `depth` is 0, no node is anchored, the deferred changes and the
    /// after-loading work are drained, no controller is loading, no appearance unit waits, and
    /// the release queue is empty. Once
    /// every change spanning several operations has ended (no transition held), no lease is left;
    /// once every recorder and log is detached or released with its node, `attachmentCount` is 0.
    ///
    /// - Parameter expectsNoAttachments: Whether every recorder and log should be gone too.
    /// - Returns: One line per piece of state that is not idle; empty when idle.
    static func idleProblems(expectsNoAttachments: Bool = true) -> [String] {
        var problems: [String] = []
        func expect(_ isIdle: Bool, _ what: @autoclosure () -> String) {
            if !isIdle { problems.append("engine not idle: " + what()) }
        }
        expect(depth == 0, "\(depth) operations in progress")
        expect(anchors.isEmpty, "\(anchors.count) nodes still anchored")
        expect(deferred.isEmpty, "\(deferred.count) deferred changes not applied")
        expect(loading.isEmpty, "\(loading.count) controllers still loading")
        expect(afterLoadingWork.isEmpty, "after-loading work not run")
        expect(!isDraining && !isApplyingDeferred, "still draining")
        expect(scope.isEmpty, "an operation scope is still set")
        expect(leases.isEmpty, "\(leases.count) leases not ended")
        expect(retirementsInProgress == 0, "\(retirementsInProgress) retirements still in progress")
        expect(AppearanceRequests.isIdle, "appearance requests still waiting")
        expect(ReleaseQueue.isIdle, "the release queue is not empty")
        if expectsNoAttachments { expect(attachmentCount == 0, "attachmentCount is \(attachmentCount)") }
        return problems
    }
}

extension AppearanceRequests {
    /// Whether no unit waits and no hook is collecting requests.
    static var isIdle: Bool { stackIsEmpty && !isCollectingNow }
}
