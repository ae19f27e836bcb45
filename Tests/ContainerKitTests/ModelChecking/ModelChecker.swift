// Needs the test switches (`TestSwitches`): compiled only with CONTAINERKIT_TEST_SWITCHES set.
#if CONTAINERKIT_TEST_SWITCHES
import ContainerKitTesting
import Foundation

@testable import ContainerKit

/// Runs random operation sequences on random forests and shrinks any failure (LIFE-1).
@MainActor
struct ModelChecker {
    struct Failure: CustomStringConvertible {
        let seed: UInt64
        let operations: [ForestOperation]
        let problems: [String]

        var description: String {
            "model check failed for forest seed \(seed) after \(operations.count) operations (shrunk):\n"
                + operations.enumerated().map { "  \($0.offset + 1). \($0.element)" }.joined(separator: "\n")
                + "\nproblems:\n" + problems.prefix(10).map { "  - \($0)" }.joined(separator: "\n")
        }
    }

    struct Result {
        var operationsChecked = 0
        var forests = 0
        var failures: [Failure] = []
    }

    /// Runs `forests` forests of `operationsPerForest` operations each, derived from `seed`.
    static func run(seed: UInt64, forests: Int, operationsPerForest: Int, stopAfterFailures: Int = 1) -> Result {
        var result = Result()
        var seeds = SplitMix64(seed: seed)
        // A crash cannot be shrunk in the process: CONTAINERKIT_PRINT_FORESTS=1 names each forest
        // before it runs, so that the last one printed can be replayed (CONTAINERKIT_FOREST).
        let printsForests = ProcessInfo.processInfo.environment["CONTAINERKIT_PRINT_FORESTS"] == "1"
        for _ in 0..<forests {
            let forest = seeds.next()
            if printsForests {
                print("model check: forest \(forest)")
                fflush(nil)  // a crash would lose what is buffered
            }
            let (checked, failure) = check(forest: forest, operations: operationsPerForest)
            result.operationsChecked += checked
            result.forests += 1
            if let failure {
                result.failures.append(failure)
                if result.failures.count >= stopAfterFailures { break }
            }
        }
        return result
    }

    /// Runs the forest built from `forestSeed` (a seed a ``Failure`` names) for `operations`
    /// operations; a failure comes back shrunk. The model check's test replays one forest this way
    /// when `CONTAINERKIT_FOREST` names its seed.
    static func check(forest forestSeed: UInt64, operations count: Int) -> (checked: Int, failure: Failure?) {
        var random = SplitMix64(seed: forestSeed)
        let operations = ForestOperation.sequence(count: count, seed: forestSeed, using: &random)
        // CONTAINERKIT_PRINT_TRACE=2 prints the first run too (a crash leaves no shrunk run).
        let printsTrace = ProcessInfo.processInfo.environment["CONTAINERKIT_PRINT_TRACE"]
        let (checked, problems) = replay(forestSeed, operations, printsTrace: printsTrace == "2")
        guard !problems.isEmpty else { return (checked, nil) }
        let shrunk = shrink(forestSeed, Array(operations.prefix(checked)))
        let shrunkProblems = replay(forestSeed, shrunk, printsTrace: printsTrace == "1").problems
        // A failure that does not replay (state left behind by an earlier replay) keeps the
        // problems of the first run, so that it is not reported empty.
        return (
            checked,
            Failure(
                seed: forestSeed, operations: shrunk,
                problems: shrunkProblems.isEmpty ? ["(did not replay) "] + problems : shrunkProblems)
        )
    }

    /// Replays operations on a fresh forest; stops at the first operation that reveals a problem.
    /// Checks the trace grammar at the end, and that the whole forest is released afterwards.
    /// With `printsTrace`, prints the forest's trace at the end (to debug a failure).
    static func replay(
        _ seed: UInt64, _ operations: [ForestOperation], printsTrace: Bool = false
    ) -> (checked: Int, problems: [String]) {
        let savedHandler = Diagnostics.reportHandler
        defer {
            Diagnostics.reportHandler = savedHandler
            TestSwitches.globalRecorder = nil
            Reentry.driver = nil
        }
        var checked = 0
        var problems: [String] = []
        let engineBefore = Engine.idleProblems()
        let tracker: LifetimeTracker
        do {
            let forest = RandomForest(seed: seed)
            tracker = forest.tracker
            TestSwitches.globalRecorder = forest.recorder
            Reentry.driver = forest
            Diagnostics.reportHandler = { [weak forest] report in forest?.collect(report) }
            for operation in operations {
                checked += 1
                let printed = printsTrace ? forest.recorder.lines.count : 0
                if printsTrace {  // before it runs: it may crash
                    print("== \(operation)")
                    fflush(nil)
                }
                problems = forest.apply(operation)
                if printsTrace {
                    print("(hooks: \(forest.hookRequests.map(\.description)))")
                    print(forest.recorder.lines.dropFirst(printed).joined(separator: "\n"))
                }
                if !problems.isEmpty { break }
            }
            if problems.isEmpty {
                // The transitions still held end, so that every hook they began has its end.
                let printed = printsTrace ? forest.recorder.lines.count : 0
                forest.finishTransitions()
                if printsTrace {
                    print("== (the held transitions end)")
                    print(forest.recorder.lines.dropFirst(printed).joined(separator: "\n"))
                }
                problems = forest.checkInvariants()
            }
            appendTrace(of: forest, seed: seed)
            if problems.isEmpty { problems = forest.traceViolations() }
            TestSwitches.globalRecorder = nil
        }
        if problems.isEmpty, !tracker.liveObjects.isEmpty {
            problems = ["LIFE-1: still alive after the forest was dropped: \(tracker.liveObjects.prefix(10))"]
        }
        // Nothing of this forest may carry over into the next one (a replay must equal the run):
        // the engine holds what it held before the forest (other tests may have left state).
        if problems.isEmpty {
            let left = Engine.idleProblems()
            if left != engineBefore {
                problems = ["the forest left state in the engine: \(left), before: \(engineBefore)"]
            }
        }
        return (checked, problems)
    }

    /// `CONTAINERKIT_DUMP_TRACES=<file>` (an existing file) appends each forest's whole trace to
    /// that file, after its seed: two builds that must behave the same (a refactoring) give the
    /// same file for the same seed, so `cmp` compares them over every random operation.
    private static func appendTrace(of forest: RandomForest, seed: UInt64) {
        guard let path = ProcessInfo.processInfo.environment["CONTAINERKIT_DUMP_TRACES"],
            let handle = FileHandle(forWritingAtPath: path)
        else { return }
        handle.seekToEndOfFile()
        handle.write(Data(("== forest \(seed)\n" + forest.recorder.lines.joined(separator: "\n") + "\n").utf8))
        handle.closeFile()
    }

    /// Drops operations while the sequence still fails: halves first, then one at a time.
    static func shrink(_ seed: UInt64, _ operations: [ForestOperation]) -> [ForestOperation] {
        var current = operations
        var chunk = max(1, current.count / 2)
        while chunk >= 1 {
            var start = 0
            var removedAny = false
            while start < current.count {
                var candidate = current
                candidate.removeSubrange(start..<min(start + chunk, candidate.count))
                if !candidate.isEmpty, !replay(seed, candidate).problems.isEmpty {
                    current = candidate
                    removedAny = true
                } else {
                    start += chunk
                }
            }
            if chunk == 1, !removedAny { break }
            chunk = chunk == 1 ? 1 : chunk / 2
            if chunk == 1, !removedAny, current.count <= 1 { break }
        }
        return current
    }
}
#endif
