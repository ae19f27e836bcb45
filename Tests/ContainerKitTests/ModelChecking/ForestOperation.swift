/// One random operation on a ``RandomForest``. Operands are plain numbers that pick nodes, modulo
/// the forest's current lists, when the operation runs: a sequence replays exactly on a forest
/// built from the same seed, and stays meaningful when a shrinker drops some of its operations.
enum ForestOperation: Equatable, CustomStringConvertible {
    case addSubview(view: Int, to: Int, at: Int)
    case removeFromSuperview(view: Int)
    case exchangeSubviews(superview: Int, first: Int, second: Int)
    case addChild(child: Int, parent: Int, into: Int, intoRootView: Bool)
    case removeChild(child: Int)
    case setVisible(window: Int, visible: Bool)
    case setRoot(window: Int, controller: Int?)
    case prepareViewContainer(container: Int, parent: Int?, newContent: Bool)
    case prepareControllerContainer(container: Int, parent: Int?, newContent: Bool)
    case removeContent(container: Int)
    case scroll(list: Int, first: Int)
    case tearDownView(view: Int)
    case tearDownController(controller: Int)
    // Layout and traits (LAYOUT-*, TRAIT-*); variants index small tables in RandomForest.
    case setFrame(view: Int, variant: Int)
    case setNeedsLayout(view: Int)
    case layoutIfNeeded(view: Int)
    case setWindowInsets(window: Int, variant: Int)
    case setWindowTraits(window: Int, variant: Int)
    case overrideTraits(node: Int, onController: Bool, variant: Int)
    case setAdditionalInsets(controller: Int, variant: Int)
    /// Attaches one of the forest's recorders or its log to another node (TRACE-3, TRACE-5).
    case attachObserver(observer: Int, node: Int, onController: Bool)
    /// A request to the forest's composition containers or its animator (COMP-*, LIFE-4).
    case composition(CompositionOperation)
    /// Drops the forest's last strong reference to a node (`LIFE-1`, `LIFE-3`, `LIFE-4`): kind 0 a
    /// window (replaced by a new hidden one), 1 a plain view with no superview, 2 a controller
    /// with no parent and no place. Only with ``RandomForest/releasesLastReferences``.
    case releaseLastReference(target: Int, kind: Int)

    var description: String {
        switch self {
        case let .addSubview(view, to, at): "addSubview(view: \(view), to: \(to), at: \(at))"
        case let .removeFromSuperview(view): "removeFromSuperview(view: \(view))"
        case let .exchangeSubviews(superview, first, second):
            "exchangeSubviews(superview: \(superview), \(first), \(second))"
        case let .addChild(child, parent, into, intoRootView):
            "addChild(child: \(child), parent: \(parent), into: \(intoRootView ? "root view" : "view \(into)"))"
        case let .removeChild(child): "removeChild(child: \(child))"
        case let .setVisible(window, visible): "setVisible(window: \(window), \(visible))"
        case let .setRoot(window, controller):
            "setRoot(window: \(window), controller: \(controller.map(String.init) ?? "nil"))"
        case let .prepareViewContainer(container, parent, newContent):
            "prepareViewContainer(\(container), parent: \(parent.map(String.init) ?? "nil"), newContent: \(newContent))"
        case let .prepareControllerContainer(container, parent, newContent):
            "prepareControllerContainer(\(container), parent: \(parent.map(String.init) ?? "nil"), newContent: \(newContent))"
        case let .removeContent(container): "removeContent(container: \(container))"
        case let .scroll(list, first): "scroll(list: \(list), first: \(first))"
        case let .tearDownView(view): "tearDownView(view: \(view))"
        case let .tearDownController(controller): "tearDownController(controller: \(controller))"
        case let .setFrame(view, variant): "setFrame(view: \(view), variant: \(variant))"
        case let .setNeedsLayout(view): "setNeedsLayout(view: \(view))"
        case let .layoutIfNeeded(view): "layoutIfNeeded(view: \(view))"
        case let .setWindowInsets(window, variant): "setWindowInsets(window: \(window), variant: \(variant))"
        case let .setWindowTraits(window, variant): "setWindowTraits(window: \(window), variant: \(variant))"
        case let .overrideTraits(node, onController, variant):
            "overrideTraits(\(onController ? "controller" : "view") \(node), variant: \(variant))"
        case let .setAdditionalInsets(controller, variant):
            "setAdditionalInsets(controller: \(controller), variant: \(variant))"
        case let .attachObserver(observer, node, onController):
            "attachObserver(\(observer), to: \(onController ? "controller" : "view") \(node))"
        case let .composition(operation): operation.description
        case let .releaseLastReference(target, kind):
            "releaseLastReference(\(["window", "view", "controller"][kind % 3]) \(target))"
        }
    }

    /// `count` operations for the forest built from `seed`: the operations of ``random(using:)``
    /// drawn from `random`, with layout and trait operations (``randomLayout(using:)``, about one
    /// in eight) interleaved from a second stream derived from `seed`. The structural operations
    /// are the ones the forest got before layout existed, in the same order (a prefix of them), so
    /// layout operations add coverage without reshuffling the structural sequences.
    ///
    /// Composition operations (about one in three) come from a third stream derived from `seed`,
    /// so they too leave the structural sequences as they were.
    ///
    /// With ``RandomForest/releasesLastReferences``, about one operation in 48 drops the forest's
    /// last reference to a node instead (``randomRelease(using:)``), drawn from a fourth stream:
    /// without it the sequences are exactly the ones before.
    static func sequence(count: Int, seed: UInt64, using random: inout SplitMix64) -> [ForestOperation] {
        var layoutRandom = SplitMix64(seed: seed ^ 0x1A40_7A17)
        var compositionRandom = SplitMix64(seed: seed ^ 0xC0_3905)
        var releaseRandom = SplitMix64(seed: seed ^ 0x7E1E_A5ED)
        // Page and split operations (COMP-18, COMP-19), about one in twelve, from a fifth stream.
        var pageSplitRandom = SplitMix64(seed: seed ^ 0x9A6E_5B17)
        let releases = RandomForest.releasesLastReferences
        var customRandom = SplitMix64(seed: seed ^ 0xC057_0016)  // COMP-16: CustomTransitionOperation.swift
        // Delegates that refuse or re-enter (COMP-15, COMP-17), about one in 32, from a sixth stream
        // consulted last: every other stream draws as before (DelegateOperation.swift).
        var delegateRandom = SplitMix64(seed: seed ^ 0xDE1E_6A7E)
        return (0..<count).map { _ in
            if releases, releaseRandom.next() % 48 == 0 { return randomRelease(using: &releaseRandom) }
            if let custom = CompositionOperation.randomCustomTransition(forest: seed, using: &customRandom) {
                return .composition(custom)
            }
            if pageSplitRandom.next() % 12 == 0 {
                return .composition(CompositionOperation.randomPageOrSplit(using: &pageSplitRandom))
            }
            if compositionRandom.next() % 3 == 0 {
                return .composition(CompositionOperation.random(using: &compositionRandom))
            }
            if RandomForest.includesDelegateOperations,
                let delegate = CompositionOperation.randomDelegate(using: &delegateRandom)
            {
                return .composition(delegate)
            }
            return layoutRandom.next() % 8 == 0
                ? randomLayout(using: &layoutRandom) : ForestOperation.random(using: &random)
        }
    }

    /// Whether the operation tears something down.
    var isTeardown: Bool {
        switch self {
        case .tearDownView, .tearDownController, .composition(.tearDown): true
        default: false
        }
    }

    /// A random operation, weighted towards the common ones.
    static func random(using random: inout SplitMix64) -> ForestOperation {
        func pick(_ bound: Int = 1_000) -> Int { Int(random.next() % UInt64(bound)) }
        func maybe(_ bound: Int = 1_000) -> Int? { random.next() % 5 == 0 ? nil : pick(bound) }
        let roll = pick(100)
        switch roll {
        case 0..<28: return .addSubview(view: pick(), to: pick(), at: pick(8))
        case 28..<40: return .removeFromSuperview(view: pick())
        case 40..<43: return .exchangeSubviews(superview: pick(), first: pick(4), second: pick(4))
        case 43..<56:
            return .addChild(child: pick(), parent: pick(), into: pick(), intoRootView: random.next() % 3 != 0)
        case 56..<63: return .removeChild(child: pick())
        case 63..<69: return .setVisible(window: pick(), visible: random.next() % 2 == 0)
        case 69..<73: return .setRoot(window: pick(), controller: maybe())
        case 73..<79:
            return .prepareViewContainer(container: pick(), parent: maybe(), newContent: random.next() % 2 == 0)
        case 79..<85:
            return .prepareControllerContainer(container: pick(), parent: maybe(), newContent: random.next() % 2 == 0)
        case 85..<89: return .removeContent(container: pick())
        case 89..<98: return .scroll(list: pick(), first: pick(20))
        case 98: return .tearDownView(view: pick())
        default: return .tearDownController(controller: pick())
        }
    }

    /// A random release of a last reference: a window half the time (the one holding the
    /// composition containers among them, often with transitions held), else a detached view or
    /// controller.
    static func randomRelease(using random: inout SplitMix64) -> ForestOperation {
        let roll = Int(random.next() % 4)
        return .releaseLastReference(target: Int(random.next() % 1_000), kind: roll < 2 ? 0 : roll - 1)
    }

    /// A random layout or trait operation.
    static func randomLayout(using random: inout SplitMix64) -> ForestOperation {
        func pick(_ bound: Int = 1_000) -> Int { Int(random.next() % UInt64(bound)) }
        switch pick(16) {
        case 0..<4: return .setFrame(view: pick(), variant: pick(8))
        case 4..<6: return .setNeedsLayout(view: pick())
        case 6..<9: return .layoutIfNeeded(view: pick())
        case 9: return .setWindowInsets(window: pick(), variant: pick(8))
        case 10: return .setWindowTraits(window: pick(), variant: pick(8))
        case 11..<13: return .overrideTraits(node: pick(), onController: random.next() % 2 == 0, variant: pick(8))
        case 13: return .setAdditionalInsets(controller: pick(), variant: pick(8))
        default: return .attachObserver(observer: pick(), node: pick(), onController: random.next() % 2 == 0)
        }
    }
}
