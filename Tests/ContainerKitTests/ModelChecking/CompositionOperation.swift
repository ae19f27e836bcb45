/// One random composition operation on a ``RandomForest`` (`COMP-*`, `LIFE-4`): operands are
/// plain numbers that pick the forest's containers and controllers modulo its lists when the
/// operation runs, as for ``ForestOperation``.
enum CompositionOperation: Equatable, CustomStringConvertible {
    case push(navigation: Int, animated: Bool)
    case pop(navigation: Int, toRoot: Bool, animated: Bool)
    case selectTab(index: Int)
    case setState(state: Int, animated: Bool)
    case present(presenter: Int, fullScreen: Bool, animated: Bool)
    case dismiss(controller: Int, animated: Bool)
    /// 0: complete, 1: cancel, 2: step the oldest transition the manual animator holds.
    case animator(action: Int)
    /// Tears down a composition container, a controller of a stack, a tab, or a presented one.
    case tearDown(target: Int)
    /// Moves a composition container, or a presented controller, under another controller.
    case reparent(target: Int, into: Int)
    /// Pushes a controller that another container holds (re-parenting into a second container).
    /// Only with ``RandomForest/includesForeignChangesToContainerChildren``.
    case pushElsewhere(child: Int, navigation: Int)
    /// COMP-16: a push or pop animated by a user's animation controller that completes, cancels or
    /// holds its transition, or the end of a held one (see `CustomTransitionOperation.swift`).
    case customTransition(navigation: Int, push: Bool, outcome: Int)
    /// A page container's swipe, new page or selection (`COMP-18`, RandomForest+PageSplit.swift).
    case pageTurn(action: Int)
    /// A split's collapse, expansion, column shown or hidden, or new detail (`COMP-19`).
    case splitChange(action: Int)
    /// A delegate that refuses (a tab tap, a sheet's swipe) or re-enters (a push from `willShow`):
    /// `COMP-15`, `COMP-17`, REENT-1 (DelegateOperation.swift).
    case delegate(action: Int)

    var description: String {
        switch self {
        case let .push(n, animated): "push(on: N\(n), animated: \(animated))"
        case let .pop(n, toRoot, animated): "pop(N\(n), toRoot: \(toRoot), animated: \(animated))"
        case let .selectTab(index): "selectTab(\(index))"
        case let .setState(state, animated): "setState(\(state), animated: \(animated))"
        case let .present(p, fullScreen, animated):
            "present(from: \(p), fullScreen: \(fullScreen), animated: \(animated))"
        case let .dismiss(c, animated): "dismiss(\(c), animated: \(animated))"
        case let .animator(action): ["complete", "cancel", "step"][action % 3]
        case let .tearDown(target): "tearDownComposed(\(target))"
        case let .reparent(target, into): "reparentComposed(\(target), into: \(into))"
        case let .pushElsewhere(child, n): "pushElsewhere(\(child), on: N\(n))"
        case let .customTransition(n, push, outcome): Self.describeCustomTransition(n, push, outcome)
        case let .pageTurn(action): "pageTurn(\(action))"
        case let .splitChange(action): "splitChange(\(action))"
        case let .delegate(action): Self.describeDelegate(action)
        }
    }

    /// A random composition operation.
    static func random(using random: inout SplitMix64) -> CompositionOperation {
        func pick(_ bound: Int = 1_000) -> Int { Int(random.next() % UInt64(bound)) }
        func flip() -> Bool { random.next() % 2 == 0 }
        switch pick(100) {
        case 0..<16: return .push(navigation: pick(), animated: flip())
        case 16..<26: return .pop(navigation: pick(), toRoot: pick(4) == 0, animated: flip())
        case 26..<34: return .selectTab(index: pick(3))
        case 34..<42: return .setState(state: pick(4), animated: flip())
        case 42..<52: return .present(presenter: pick(), fullScreen: flip(), animated: flip())
        case 52..<60: return .dismiss(controller: pick(), animated: flip())
        case 60..<84: return .animator(action: pick(3))
        case 84..<90: return .tearDown(target: pick())
        case 90..<95: return .reparent(target: pick(), into: pick())
        default: return .pushElsewhere(child: pick(), navigation: pick())
        }
    }
}
