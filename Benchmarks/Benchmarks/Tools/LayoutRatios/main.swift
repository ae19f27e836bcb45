import ContainerKit
import LayoutSolver
import LayoutWorkloads

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// The goals of the Auto Layout issue (LAYOUT-10) that are ratios, or times per operation,
// measured in one run: each pair alternately, several rounds, in the thread's CPU time, comparing
// the fastest round of each side (the least disturbed sample, as BENCHMARKS.md compares p0).
// Linear means the 10k row costs at most 15 times the 1k row (per element at most 1.5 times, for
// the caches of a tree 10 times larger). Exits 1 when a ratio is missed (see `GoalKind`). Run in
// release: `swift run -c release LayoutRatios` from Benchmarks/ (.ci/run does, with the benchmark
// package's scratch path); about 15 s on 2 cores.

/// The calling thread's CPU time, in seconds: the workloads are single-threaded, and on a shared
/// machine (2 cores, several builds) the thread's own time is disturbed far less than the wall
/// clock.
func threadSeconds() -> Double {
    var spec = timespec()
    _ = clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) * 1e-9
}

/// The fastest of `rounds` runs of `body`, in seconds of the thread's CPU time.
@MainActor
func fastest(rounds: Int, _ body: () -> Void) -> Double {
    var best = Double.infinity
    for _ in 0..<rounds {
        let start = threadSeconds()
        body()
        best = min(best, threadSeconds() - start)
    }
    return best
}

/// Two workloads measured alternately: the fastest of each. Each runs once first, untimed (a
/// warm-up, as the benchmark rows have), and what a run made is released after it, untimed
/// (`release`): a build that cannot reuse the memory of the one before pays the page faults of
/// growing the heap (about 40% of a 10k solver build in a `perf` profile), the process's cost
/// rather than the workload's, which made a 10k / 1k ratio depend on how many large builds were
/// kept alive before it.
@MainActor
func pair(rounds: Int, _ a: () -> Void, _ b: () -> Void, releasing release: () -> Void = {}) -> (Double, Double) {
    a()
    release()
    b()
    release()
    var bestA = Double.infinity
    var bestB = Double.infinity
    for _ in 0..<rounds {
        bestA = min(bestA, fastest(rounds: 1, a))
        release()
        bestB = min(bestB, fastest(rounds: 1, b))
        release()
    }
    return (bestA, bestB)
}

var failures: [String] = []

/// How a goal is checked: a ratio within one run fails the check when it is missed; a time per
/// operation depends on the machine and is reported only (as the benchmark thresholds report
/// wall clock without checking it).
enum GoalKind {
    case ratio, time
}

@MainActor
func check(_ name: String, _ value: Double, atMost goal: Double, _ unit: String, _ detail: String, _ kind: GoalKind) {
    let met = value <= goal
    let verdict: String =
        if met {
            "ok  "
        } else {
            switch kind {
            case .ratio: "FAIL"
            case .time: "MISS (time, reported only)"
            }
        }
    let line = "\(verdict) \(name): \(format(value)) \(unit) (goal <= \(format(goal)))  \(detail)"
    print(line)
    if !met && kind == .ratio { failures.append(line) }
}

func format(_ value: Double) -> String {
    let rounded = (value * 100).rounded() / 100
    return "\(rounded)"
}

func micro(_ seconds: Double) -> String { "\(format(seconds * 1e6)) µs" }

@MainActor
func run() {
    // 1. Building n views with 4 constraints each: linear, and (the solver) at most 2 µs per constraint.
    for (row, shape) in [(false, "sideBySide"), (true, "row")] {
        var solvers: [Solver] = []  // released after each run, untimed (see `pair`)
        let (tenSmall, large) = pair(
            rounds: 5,
            {
                // Ten 1k builds per sample (the 10k side's work): one 1k build lasts about 1 ms,
                // too short a sample on a loaded machine.
                for _ in 0..<10 {
                    let solver = Solver()
                    solvers.append(solver)
                    _ = buildSolverViews(solver, count: 1_000, row: row)
                    _ = solver.takeChangedVariables()
                }
            },
            {
                let solver = Solver()
                solvers.append(solver)
                _ = buildSolverViews(solver, count: 10_000, row: row)
                _ = solver.takeChangedVariables()
            }, releasing: { solvers.removeAll() })
        solvers.removeAll()
        let small = tenSmall / 10
        check(
            "solver.build.\(shape): 10k / 1k", large / small, atMost: 15, "x",
            "(\(micro(small)) and \(micro(large)); linear is 10)", .ratio)
        check("solver.build.\(shape).10k per constraint", large / 40_000 * 1e6, atMost: 2, "µs", "", .time)
        var kept: [View] = []  // released after each run, untimed (see `pair`)
        // Five rounds: the 10k side (about 100 ms) is the most disturbed sample of the check on a
        // shared machine, and its 10k / 1k ratio missed 15 in one of four runs with three.
        let (apiSmall, apiLarge) = pair(
            rounds: 5,
            {
                let root = View(frame: Rect(x: 0, y: 0, width: 320, height: 480))
                kept.append(root)
                buildConstrainedViews(count: 1_000, row: row, in: root)
            },
            {
                let root = View(frame: Rect(x: 0, y: 0, width: 320, height: 480))
                kept.append(root)
                buildConstrainedViews(count: 10_000, row: row, in: root)
            }, releasing: { kept.removeAll() })
        kept.removeAll()
        check(
            "autolayout.build.\(shape): 10k / 1k", apiLarge / apiSmall, atMost: 15, "x",
            "(\(micro(apiSmall)) and \(micro(apiLarge)); linear is 10)", .ratio)
        check("autolayout.build.\(shape).1k per constraint", apiSmall / 4_000 * 1e6, atMost: 2, "µs", "", .time)
        check("autolayout.build.\(shape).10k per constraint", apiLarge / 40_000 * 1e6, atMost: 2, "µs", "", .time)
    }

    // 2. A full Auto Layout pass against the frame-only pass, and traced against untraced, at 10k.
    //    Measured as the build rows above (`pair`: a warm-up run of each side, what each run made
    //    released after it, untimed, the sides alternating), so that the 10k build here runs under
    //    the heap conditions of the build rows, and each side of a ratio under the same ones. (The
    //    first version kept the trees of a round alive together, without a warm-up: the same 10k
    //    build took 79-82 ms here against 55-89 ms in the build rows, BENCHMARKS.md.) Nine rounds
    //    for the full pass: its frame-only side (about 2.3 ms) is the shortest sample of the check,
    //    and the ratio is checked since it met the goal (8.2-9.3x on a quiet machine, BENCHMARKS.md).
    var keptViews: [View] = []
    let (constrained, framed) = pair(
        rounds: 9,
        {
            let root = View(frame: Rect(x: 0, y: 0, width: 320, height: 480))
            keptViews.append(root)
            buildConstrainedViews(count: 10_000, row: false, in: root)
        },
        {
            let root = FrameRootView(frame: Rect(x: 0, y: 0, width: 320, height: 480))
            keptViews.append(root)
            buildFramedViews(count: 10_000, in: root)
        }, releasing: { keptViews.removeAll() })
    check(
        "autolayout.pass.10k / frames.10k", constrained / framed, atMost: 10, "x",
        "(\(micro(constrained)) and \(micro(framed)))", .ratio)
    var recorders: [TraceRecorder] = []
    let (traced, untraced) = pair(
        rounds: 5,
        {
            let root = View(frame: Rect(x: 0, y: 0, width: 320, height: 480))
            let recorder = TraceRecorder()
            root.attach(recorder)
            keptViews.append(root)
            recorders.append(recorder)
            buildConstrainedViews(count: 10_000, row: false, in: root)
        },
        {
            let root = View(frame: Rect(x: 0, y: 0, width: 320, height: 480))
            keptViews.append(root)
            buildConstrainedViews(count: 10_000, row: false, in: root)
        },
        releasing: {
            for recorder in recorders { recorder.detach() }
            recorders.removeAll()
            keptViews.removeAll()
        })
    check(
        "autolayout.pass.recorder.10k / pass.10k", traced / untraced, atMost: 2, "x",
        "(\(micro(traced)) and \(micro(untraced)))", .ratio)

    // 3. Single changes in a window of n constrained views: the same cost at 1k and 10k; one
    //    constraint activated and deactivated, or one constant changed, in at most 10 µs.
    let small = AutoLayoutWindowFixture(count: 1_000)
    let large = AutoLayoutWindowFixture(count: 10_000)
    let batch = 200
    for (name, operation) in [
        ("activate", { (fixture: AutoLayoutWindowFixture) in fixture.activateAndDeactivate() }),
        ("constant", { (fixture: AutoLayoutWindowFixture) in fixture.changeConstant() }),
        ("resize", { (fixture: AutoLayoutWindowFixture) in fixture.resize() }),
        ("unchanged", { (fixture: AutoLayoutWindowFixture) in fixture.layOutUnchanged() }),
    ] {
        small.window.layoutIfNeeded()
        large.window.layoutIfNeeded()
        let (a, b) = pair(
            rounds: 10,
            { for _ in 0..<batch { operation(small) } },
            { for _ in 0..<batch { operation(large) } })
        let (perSmall, perLarge) = (a / Double(batch), b / Double(batch))
        check(
            "autolayout.\(name): 10k / 1k", perLarge / perSmall, atMost: 2, "x",
            "(\(micro(perSmall)) and \(micro(perLarge)) each)", .ratio)
        if name == "activate" || name == "constant" {
            check("autolayout.\(name).10k", perLarge * 1e6, atMost: 10, "µs", "", .time)
        }
    }
}

#if canImport(Glibc)
// What `pair` releases after a run is meant to be reused by the next run (see `pair`). glibc's
// malloc gives a large freed heap top back to the kernel (above its trim threshold, which follows
// the largest block it mapped, a few megabytes here) and maps blocks above its mmap threshold
// afresh: a 10k build (tens of megabytes) then pays its page faults again in every run, a 1k build
// (whose memory stays below both) never does, and the 10k / 1k ratios measured the kernel's page
// clearing (about a tenth of the check's time in a `perf` profile) rather than the workloads.
// The thresholds are raised so that released memory stays in the process (`--trim-heap` keeps
// glibc's defaults, to compare).
/// glibc's `mallopt` (`malloc.h`, which the Glibc module does not export).
@_silgen_name("mallopt")
func mallopt(_ parameter: Int32, _ value: Int32) -> Int32
let trimThreshold: Int32 = -1  // M_TRIM_THRESHOLD
let mmapThreshold: Int32 = -3  // M_MMAP_THRESHOLD
if !CommandLine.arguments.contains("--trim-heap") {
    _ = mallopt(trimThreshold, Int32.max)
    _ = mallopt(mmapThreshold, 32 << 20)
}
#endif
/// The rounds of a profiling run (`--rounds N`, 5 by default): the first grows the heap, the
/// next ones reuse it (the profile of a warm heap, as the ratio check measures).
let rounds =
    CommandLine.arguments.firstIndex(of: "--rounds").flatMap { index in
        CommandLine.arguments.dropFirst(index + 1).first.flatMap { Int($0) }
    } ?? 5
if CommandLine.arguments.contains("--profile-solver") {
    // For `perf record`: the solver's 10k side-by-side build alone, a few times.
    var solvers: [Solver] = []
    for _ in 0..<10 {
        let solver = Solver()
        solvers.append(solver)
        _ = buildSolverViews(solver, count: 10_000, row: false)
        _ = solver.takeChangedVariables()
    }
    exit(0)
}
if CommandLine.arguments.contains("--profile-build") {
    // For `perf record`: the 10k side-by-side build alone, a few times.
    MainActor.assumeIsolated {
        for _ in 0..<rounds {
            buildConstrainedViews(count: 10_000, row: false, in: View(frame: Rect(x: 0, y: 0, width: 320, height: 480)))
        }
    }
    exit(0)
}
if CommandLine.arguments.contains("--profile-frames") {
    // For `perf record` or `valgrind --tool=callgrind`: the frame-only twin of the build above.
    MainActor.assumeIsolated {
        for _ in 0..<rounds {
            buildFramedViews(count: 10_000, in: FrameRootView(frame: Rect(x: 0, y: 0, width: 320, height: 480)))
        }
    }
    exit(0)
}
MainActor.assumeIsolated { run() }
if failures.isEmpty {
    print("LayoutRatios: no ratio missed (a MISS above is a time, reported only)")
} else {
    print("LayoutRatios: \(failures.count) ratio(s) missed")
    exit(1)
}
