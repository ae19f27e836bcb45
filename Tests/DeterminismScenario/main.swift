// The scenario of TRACE-9 ("same program, same trace"): lists with four reuse identifiers, two
// user-defined traits whose keys have the same short name, a teardown and a release, with every
// hook that runs while the cells go. ExamplesTests runs it in 50 processes, each with its own
// hash seed, and requires byte-identical output.
//
//     swift run DeterminismScenario

import ContainerKit

/// A trait key named `Density`.
enum Density: TraitKey {
    static let defaultValue = 0
}

/// Another trait key whose short name is also `Density`.
enum Print {
    enum Density: TraitKey {
        static let defaultValue = 0
    }
}

/// What the hooks that no recorder sees print, in the order they ran.
@MainActor
enum Unrecorded {
    static var lines: [String] = []
}

/// A cell's content; the scenario keeps every one, so that each outlives its cell and its traits
/// change when the cell goes.
final class Badge: View {
    override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        Unrecorded.lines.append(
            "\(name).traitCollectionDidChange, was \(previousTraitCollection.map { "\($0)" } ?? "nil")")
    }
}

final class ListController: ViewController {
    static let identifiers = ["a", "b", "c", "d"]
    let list = ListHost()
    private(set) var kept: [Badge] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        for (number, identifier) in ListController.identifiers.enumerated() {
            list.register(forReuseIdentifier: identifier, as: ContainerView<Badge>.self) {
                let cell = ContainerView<Badge>()
                cell.traitOverrides[Density.self] = number + 1
                return cell
            }
        }
        list.containerProvider = { [unowned self] list, row in
            let identifier = ListController.identifiers[row % ListController.identifiers.count]
            let cell = list.dequeueReusableContainer(
                withIdentifier: identifier, for: row, as: ContainerView<Badge>.self)
            cell?.prepare(in: self)
            if let badge = cell?.content, !kept.contains(where: { $0 === badge }) {
                badge.name = "\(name).badge\(kept.count + 1)"
                kept.append(badge)
            }
            return cell
        }
        view.addSubview(list)
    }
}

@MainActor
func section(_ title: String, _ lines: [String]) {
    print("== \(title) ==")
    for line in lines { print(line) }
}

@MainActor
func run() {
    let window = Window(name: "window")
    window.traitOverrides[Print.Density.self] = 7
    window.traitOverrides[Density.self] = 3
    let recorder = TraceRecorder()
    window.attach(recorder)
    let log = DiagnosticsLog()
    window.attach(log)
    let root = ViewController(name: "root")
    window.rootViewController = root
    window.makeKeyAndVisible()

    // Two identical lists: each fills and empties its pools, then one is torn down and the other
    // released.
    var first: ListController? = ListController(name: "first")
    var second: ListController? = ListController(name: "second")
    for controller in [first, second].compactMap({ $0 }) {
        root.addChild(controller)
        root.view.addSubview(controller.view)
        controller.didMove(toParent: root)
        controller.list.reloadData(numberOfRows: 8, visibleRows: 0..<8)
    }
    section("traits", [String(describing: first?.list.traitCollection ?? .unspecified)])
    section("tree", [window.treeDump()])
    first?.list.scroll(toVisible: 0..<0)
    second?.list.scroll(toVisible: 0..<0)
    let kept = (first?.kept ?? []) + (second?.kept ?? [])

    // A misuse: a cell dequeued for a row out of range.
    _ = first?.list.dequeueReusableContainer(withIdentifier: "a", for: 99, as: ContainerView<Badge>.self)

    first?.view.tearDown()
    first = nil
    second?.willMove(toParent: nil)
    second?.view.removeFromSuperview()
    second?.removeFromParent()
    second = nil
    section("trace", recorder.lines)
    section("diagram", [recorder.events.suffix(12).mermaidSequenceDiagram()])
    section("hooks that no recorder saw", Unrecorded.lines)
    section("reports", log.reports.map(\.description))
    section("kept", kept.map(\.name))
}

// `--hash-probe` prints the order of a set instead, which changes with the process's hash seed:
// the test checks with it that its processes really run with different seeds.
if CommandLine.arguments.contains("--hash-probe") {
    print(Set((1...16).map { "key\($0)" }).joined(separator: ","))
} else {
    MainActor.assumeIsolated { run() }
}
