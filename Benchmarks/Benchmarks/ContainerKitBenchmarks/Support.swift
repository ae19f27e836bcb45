import Benchmark
import ContainerKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// MARK: - Allocation checks only

/// Whether this run only checks allocation counts (`CONTAINERKIT_BENCH_ALLOCATIONS_ONLY` set, as
/// `.ci/run` sets it): every row then takes one warm-up and one measured sample. An allocation
/// count is the same in every sample of a row after the warm-up (BENCHMARKS.md), so the p90 that
/// the thresholds check reads does not change; wall clock from such a run means nothing.
let checksAllocationsOnly = getenv("CONTAINERKIT_BENCH_ALLOCATIONS_ONLY") != nil

// MARK: - The raw-structure baseline

/// The limit every ContainerKit row is compared with: a plain final class with a weak parent and
/// an array of children, and no hooks, no owner, no window, no checks.
final class RawNode {
    weak var parent: RawNode?
    var children: [RawNode] = []
    /// Only the attach/detach baseline uses it: the cached root, as a view caches its window.
    weak var window: RawNode?

    init() {}

    func add(_ child: RawNode) {
        child.parent = self
        children.append(child)
    }

    func removeFromParent() {
        guard let parent else { return }
        if let index = parent.children.firstIndex(where: { $0 === self }) {
            parent.children.remove(at: index)
        }
        self.parent = nil
    }
}

// MARK: - Shapes

/// The parent of node `index` in a breadth-first tree with the given fan-out (node 0 is the root).
@inline(__always)
func parentIndex(of index: Int, fanOut: Int) -> Int { (index - 1) / fanOut }

/// Builds `count` raw nodes breadth-first with the given fan-out, into preallocated storage.
func buildRawTree(count: Int, fanOut: Int, into nodes: inout [RawNode?]) {
    nodes[0] = RawNode()
    for index in 1..<count {
        let node = RawNode()
        nodes[parentIndex(of: index, fanOut: fanOut)].unsafelyUnwrapped.add(node)
        nodes[index] = node
    }
}

/// Builds `count` plain views breadth-first with the given fan-out, off-window, each added to its
/// parent with `addSubview`.
@MainActor
func buildViewTree(count: Int, fanOut: Int, into nodes: inout [View?]) {
    nodes[0] = View()
    for index in 1..<count {
        let view = View()
        try! nodes[parentIndex(of: index, fanOut: fanOut)].unsafelyUnwrapped.addSubview(view)
        nodes[index] = view
    }
}

/// A controller whose root view is an unnamed plain view: loading it creates one object.
final class PlainRootController: ViewController {
    override func loadView() {
        setView(View())
    }
}

/// A tree of `count` views, fan-out 8, in which every tenth node is the root view of a controller
/// contained (`addChild(_:into:)`) in the controller that owns its superview. The root is the root
/// view of `root`.
@MainActor
final class ControllerTree {
    let root: PlainRootController
    let count: Int
    private(set) var controllers: [ViewController] = []

    init(count: Int, fanOut: Int = 8, controllerEvery: Int = 10) {
        self.count = count
        root = PlainRootController()
        var nodes = [View?](repeating: nil, count: count)
        nodes[0] = root.view
        for index in 1..<count {
            let parent = nodes[parentIndex(of: index, fanOut: fanOut)].unsafelyUnwrapped
            if index % controllerEvery == 0 {
                let controller = PlainRootController()
                parent.owningController!.addChild(controller, into: parent)
                controllers.append(controller)
                nodes[index] = controller.view
            } else {
                let view = View()
                parent.addSubview(view)
                nodes[index] = view
            }
        }
    }
}

/// A visible window.
@MainActor
func visibleWindow() -> Window {
    let window = Window()
    window.makeKeyAndVisible()
    return window
}

// MARK: - Memory

/// The process's resident set size in bytes, from `/proc/self/statm` (0 where it is unavailable).
func residentBytes() -> Int {
    #if os(Linux)
    let fd = open("/proc/self/statm", O_RDONLY)
    guard fd >= 0 else { return 0 }
    defer { close(fd) }
    var buffer = [UInt8](repeating: 0, count: 128)
    let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
    guard count > 0 else { return 0 }
    // "size resident shared ...", in pages.
    let fields = buffer[0..<count].split(separator: UInt8(ascii: " "))
    guard fields.count > 1, let pages = Int(String(decoding: fields[1], as: UTF8.self)) else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    #else
    return 0
    #endif
}

/// Gives freed heap pages back to the system (glibc's `malloc_trim`, looked up at run time since
/// Swift does not import `malloc.h`), so that the next resident-size delta starts clean.
func trimHeap() {
    #if os(Linux)
    typealias Trim = @convention(c) (Int) -> Int32
    if let symbol = dlsym(nil, "malloc_trim") {
        _ = unsafeBitCast(symbol, to: Trim.self)(0)
    }
    #endif
}

enum CustomMetric {
    static let residentBytesPerNode = BenchmarkMetric.custom(
        "RSS bytes per node", polarity: .prefersSmaller, useScalingFactor: false)
}

// MARK: - The main actor

/// Registers a benchmark whose body runs on the main actor.
///
/// Everything in ContainerKit is `@MainActor`, but the runner (1.38.1) calls synchronous benchmark
/// closures on a thread of the cooperative pool, where `MainActor.assumeIsolated` traps. An async
/// closure hops to the main actor instead; the hop happens before the body's own
/// `startMeasurement()`, so it is not measured. Every row, raw baselines included, runs this way, on
/// the main thread. `Benchmark` is not `Sendable`, but the body only uses it while the runner waits
/// for it, hence the `nonisolated(unsafe)` hand-over.
func mainActorBenchmark(
    _ name: String, configuration: Benchmark.Configuration, _ body: @escaping @MainActor (Benchmark) -> Void
) {
    Benchmark(name, configuration: configuration) { benchmark async in
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run { body(benchmark) }
    }
}
