import Benchmark
import ContainerKit
import LayoutWorkloads

// Auto Layout through ContainerKit's public API (LAYOUT-10); the workloads are in
// LayoutWorkloads/AutoLayoutWorkloads.swift, shared with the ratio check (`LayoutRatios`):
// - `autolayout.build.<shape>.<n>`: n views with 4 constraints each, side by side or as one long
//   row, built, activated and laid out (the constraint pass, the solver, the frames);
// - `autolayout.pass.frames.10k`: the frame-only twin of `build.sideBySide.10k` (the same views
//   at the same frames, set in `layoutSubviews`), and `autolayout.pass.recorder.10k`, the same
//   build with a recorder on the root (traced);
// - in a window with n constrained views: `activate.<n>` (one optional constraint activated and
//   deactivated), `constant.<n>` (one constant changed), `resize.<n>` (the window resized and
//   laid out: 12 views move, whatever n), `unchanged.<n>` (a layout with nothing changed).

@MainActor
enum AutoLayoutFixtures {
    static var windows: [String: AutoLayoutWindowFixture] = [:]

    static func window(_ key: String, count: Int) -> AutoLayoutWindowFixture {
        if let existing = windows[key] { return existing }
        let made = AutoLayoutWindowFixture(count: count)
        windows[key] = made
        return made
    }
}

/// Registers the Auto Layout rows.
func autoLayoutBenchmarks(build: Benchmark.Configuration, change: Benchmark.Configuration) {
    for (count, label) in [(1_000, "1k"), (10_000, "10k")] {
        for (row, shape) in [(false, "sideBySide"), (true, "row")] {
            mainActorBenchmark("autolayout.build.\(shape).\(label)", configuration: build) { benchmark in
                let root = View(frame: Rect(x: 0, y: 0, width: 320, height: 480))
                benchmark.startMeasurement()
                buildConstrainedViews(count: count, row: row, in: root)
                benchmark.stopMeasurement()
                blackHole(root)
            }
        }
    }

    mainActorBenchmark("autolayout.pass.frames.10k", configuration: build) { benchmark in
        let root = FrameRootView(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        benchmark.startMeasurement()
        buildFramedViews(count: 10_000, in: root)
        benchmark.stopMeasurement()
        blackHole(root)
    }

    mainActorBenchmark("autolayout.pass.recorder.10k", configuration: build) { benchmark in
        let root = View(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let recorder = TraceRecorder()
        root.attach(recorder)
        benchmark.startMeasurement()
        buildConstrainedViews(count: 10_000, row: false, in: root)
        benchmark.stopMeasurement()
        precondition(!recorder.events.isEmpty)
        recorder.detach()
        blackHole(root)
    }

    for (count, label) in [(1_000, "1k"), (10_000, "10k")] {
        mainActorBenchmark("autolayout.activate.\(label)", configuration: change) { benchmark in
            let fixture = AutoLayoutFixtures.window("activate.\(label)", count: count)
            benchmark.startMeasurement()
            fixture.activateAndDeactivate()
            benchmark.stopMeasurement()
        }
        mainActorBenchmark("autolayout.constant.\(label)", configuration: change) { benchmark in
            let fixture = AutoLayoutFixtures.window("constant.\(label)", count: count)
            benchmark.startMeasurement()
            fixture.changeConstant()
            benchmark.stopMeasurement()
        }
        mainActorBenchmark("autolayout.resize.\(label)", configuration: change) { benchmark in
            let fixture = AutoLayoutFixtures.window("resize.\(label)", count: count)
            benchmark.startMeasurement()
            fixture.resize()
            benchmark.stopMeasurement()
        }
        mainActorBenchmark("autolayout.unchanged.\(label)", configuration: change) { benchmark in
            let fixture = AutoLayoutFixtures.window("unchanged.\(label)", count: count)
            benchmark.startMeasurement()
            fixture.layOutUnchanged()
            benchmark.stopMeasurement()
        }
    }
}
