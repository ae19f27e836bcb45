import Benchmark
import ContainerKit

// Tracing at any depth (TRACE-5, issue 13): build a 10,000-deep chain top-down inside a visible
// window, with no recorder, with a recorder attached to an unrelated window, and with one attached
// to the chain's own window; beside a raw chain. Before observer scopes, any attached recorder
// made each addition walk up to the root: quadratic (14.6 s for this chain).

/// Builds `depth` nested views under `top`, top-down; the last one added.
@MainActor
@discardableResult
func buildChain(under top: View, depth: Int) -> View {
    var tip = top
    for _ in 0..<depth {
        let next = View()
        tip.addSubview(next)
        tip = next
    }
    return tip
}

/// Releases a chain built by ``buildChain(under:depth:)`` (outside the measurement).
@MainActor
func releaseChain(under top: View) {
    top.subviews.first?.removeFromSuperview()
}

func tracingBenchmarks(_ configuration: Benchmark.Configuration) {
    let depth = 10_000

    mainActorBenchmark("chain.raw.10k", configuration: configuration) { benchmark in
        let top = RawNode()
        benchmark.startMeasurement()
        var tip = top
        for _ in 0..<depth {
            let next = RawNode()
            tip.add(next)
            tip = next
        }
        benchmark.stopMeasurement()
        blackHole(top)
    }

    for (row, place) in [
        ("chain.ContainerKit.10k", "none"), ("chain.unrelatedRecorder.10k", "unrelated"),
        ("chain.recorder.10k", "tree"),
    ] {
        mainActorBenchmark(row, configuration: configuration) { benchmark in
            let window = visibleWindow()
            let top = View()
            window.addSubview(top)
            let elsewhere = Window()
            let recorder = TraceRecorder()
            switch place {
            case "unrelated": elsewhere.attach(recorder)
            case "tree": window.attach(recorder)
            default: break
            }
            benchmark.startMeasurement()
            buildChain(under: top, depth: depth)
            benchmark.stopMeasurement()
            precondition(place == "tree" ? recorder.events.count == 5 * depth : recorder.events.isEmpty)
            recorder.detach()
            releaseChain(under: top)
        }
    }

    // A 10,000-deep chain of child controllers, each added top-down into its parent's view with
    // `addChild(_:into:)` in a visible window. Quadratic before a child that holds nothing below it
    // skipped the cycle walks (13 s for 2,000 deep in a debug build).
    mainActorBenchmark("chain.controllers.10k", configuration: configuration) { benchmark in
        let window = visibleWindow()
        let root = ViewController()
        window.rootViewController = root
        benchmark.startMeasurement()
        var tip = root
        for _ in 0..<depth {
            let next = ViewController()
            tip.addChild(next, into: tip.view)
            tip = next
        }
        benchmark.stopMeasurement()
        precondition(tip.appearanceState == .appeared)
        if let first = root.children.first { root.removeChild(first) }
    }
}
