import Benchmark
import ContainerKit

// Layout and traits (LAYOUT-1, TRAIT-1): a layout pass over a 10,000-view tree with every view
// marked, and one trait change at a window reaching 10,000 views, each beside a raw tree walk
// doing the same work on `RawNode`-like classes (no hooks, no checks).

/// A view that stacks its subviews in 10-point rows, full width: the arithmetic both layout rows do.
final class ColumnBenchView: View {
    override func layoutSubviews() {
        super.layoutSubviews()
        let width = bounds.width
        for (index, subview) in subviews.enumerated() {
            subview.frame = Rect(x: 0, y: Double(index) * 10, width: width, height: 10)
        }
    }
}

/// The raw baseline of the layout rows: a frame, a mark, children.
final class RawLayoutNode {
    var children: [RawLayoutNode] = []
    var frame = Rect.zero
    var needsLayout = true
}

/// The raw baseline of the trait rows: a shared immutable box per node, as ContainerKit stores.
final class RawTraitBox {
    let traits: TraitCollection
    init(_ traits: TraitCollection) { self.traits = traits }
}

final class RawTraitNode {
    var children: [RawTraitNode] = []
    var traits: RawTraitBox?
    var changes = 0

    /// The raw counterpart of the hook: a call that the optimizer keeps.
    @inline(never)
    func traitsDidChange() { changes &+= 1 }
}

@MainActor
enum LayoutFixtures {
    static var layoutRoot: View?
    static var layoutViews: [View] = []
    static var rawLayout: (root: RawLayoutNode, nodes: [RawLayoutNode], stack: [RawLayoutNode])?
    static var traitWindow: Window?
    static var traitFlip = false
    static var rawTraits: (root: RawTraitNode, stack: [RawTraitNode])?
    static var rawTraitFlip = false
}

let compactTraits = TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular, displayScale: 3)
let regularTraits = TraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .regular, displayScale: 3)

/// Registers the layout and trait rows.
func layoutBenchmarks(_ configuration: Benchmark.Configuration) {
    let count = 10_000
    let fanOut = 8

    mainActorBenchmark("layout.raw.10k", configuration: configuration) { benchmark in
        if LayoutFixtures.rawLayout == nil {
            var nodes: [RawLayoutNode] = [RawLayoutNode()]
            nodes[0].frame = Rect(x: 0, y: 0, width: 320, height: 480)
            for index in 1..<count {
                let node = RawLayoutNode()
                nodes[parentIndex(of: index, fanOut: fanOut)].children.append(node)
                nodes.append(node)
            }
            var stack: [RawLayoutNode] = []
            stack.reserveCapacity(count)
            LayoutFixtures.rawLayout = (nodes[0], nodes, stack)
        }
        var (root, nodes, stack) = LayoutFixtures.rawLayout!
        LayoutFixtures.rawLayout = nil
        for node in nodes { node.needsLayout = true }
        benchmark.startMeasurement()
        stack.append(root)
        while let node = stack.popLast() {
            if node.needsLayout {
                node.needsLayout = false
                let width = node.frame.width
                for (index, child) in node.children.enumerated() {
                    let frame = Rect(x: 0, y: Double(index) * 10, width: width, height: 10)
                    if child.frame != frame {
                        child.frame = frame
                        child.needsLayout = true
                    }
                }
            }
            stack.append(contentsOf: node.children.reversed())
        }
        benchmark.stopMeasurement()
        precondition(!nodes[count - 1].needsLayout)
        LayoutFixtures.rawLayout = (root, nodes, stack)
    }

    mainActorBenchmark("layout.ContainerKit.10k", configuration: configuration) { benchmark in
        if LayoutFixtures.layoutRoot == nil {
            var views: [View] = [ColumnBenchView()]
            views[0].frame = Rect(x: 0, y: 0, width: 320, height: 480)
            for index in 1..<count {
                let view = ColumnBenchView()
                views[parentIndex(of: index, fanOut: fanOut)].addSubview(view)
                views.append(view)
            }
            let window = visibleWindow()
            window.addSubview(views[0])
            window.layoutIfNeeded()  // the first pass sizes everything
            LayoutFixtures.layoutRoot = views[0]
            LayoutFixtures.layoutViews = views
        }
        let root = LayoutFixtures.layoutRoot!
        for view in LayoutFixtures.layoutViews { view.setNeedsLayout() }
        benchmark.startMeasurement()
        root.layoutIfNeeded()
        benchmark.stopMeasurement()
        precondition(!LayoutFixtures.layoutViews[count - 1].needsLayout)
    }

    mainActorBenchmark("traits.raw.10k", configuration: configuration) { benchmark in
        if LayoutFixtures.rawTraits == nil {
            var nodes: [RawTraitNode] = [RawTraitNode()]
            for index in 1..<count {
                let node = RawTraitNode()
                nodes[parentIndex(of: index, fanOut: fanOut)].children.append(node)
                nodes.append(node)
            }
            var stack: [RawTraitNode] = []
            stack.reserveCapacity(count)
            LayoutFixtures.rawTraits = (nodes[0], stack)
        }
        var (root, stack) = LayoutFixtures.rawTraits!
        LayoutFixtures.rawTraits = nil
        LayoutFixtures.rawTraitFlip.toggle()
        let changesBefore = root.changes
        benchmark.startMeasurement()
        // The window's new box, then every node inherits its parent's box, pre-order, with a
        // comparison and a call for each real change.
        let box = RawTraitBox(LayoutFixtures.rawTraitFlip ? compactTraits : regularTraits)
        if root.traits?.traits != box.traits {
            root.traits = box
            root.traitsDidChange()
            stack.append(root)
        }
        while let node = stack.popLast() {
            let inherited = node.traits
            for child in node.children {
                if child.traits !== inherited, child.traits?.traits != inherited?.traits {
                    child.traits = inherited
                    child.traitsDidChange()
                    stack.append(child)
                }
            }
        }
        benchmark.stopMeasurement()
        precondition(root.changes == changesBefore + 1)
        LayoutFixtures.rawTraits = (root, stack)
    }

    mainActorBenchmark("traits.ContainerKit.10k", configuration: configuration) { benchmark in
        if LayoutFixtures.traitWindow == nil {
            var nodes = [View?](repeating: nil, count: count)
            buildViewTree(count: count, fanOut: fanOut, into: &nodes)
            let window = visibleWindow()
            window.addSubview(nodes[0]!)
            LayoutFixtures.traitWindow = window
        }
        let window = LayoutFixtures.traitWindow!
        LayoutFixtures.traitFlip.toggle()
        let traits = LayoutFixtures.traitFlip ? compactTraits : regularTraits
        benchmark.startMeasurement()
        window.systemTraits = traits
        benchmark.stopMeasurement()
        precondition(window.subviews[0].subviews[0].traitCollection == traits)
    }
}
