@testable import ContainerKit
import ContainerKitTesting

/// A random forest of windows, views, controllers, containers and a list, built from a seed, that
/// applies ``ForestOperation``s and checks every invariant after each one.
///
/// Its nodes re-enter (`REENT-1`): at every hook, with a rate chosen per seed, the forest requests
/// another random operation from inside the hook, nested up to a depth chosen per seed, at most
/// ``hookBudget`` times per operation. Everything is derived from the seed, so a sequence replays
/// exactly and shrinking works as without hooks. A hook that reaches a torn-down node is a
/// `LIFE-2` failure on the spot.
@MainActor
final class RandomForest: HookDriver {
    private(set) var windows: [Window] = []
    private(set) var plainViews: [View] = []
    private(set) var controllers: [ViewController] = []
    private(set) var viewContainers: [ContainerView<View>] = []
    private(set) var controllerContainers: [ControllerContainer<ViewController>] = []
    private(set) var lists: [ListHost] = []
    let recorder = TraceRecorder()
    let tracker = LifetimeTracker()
    private(set) var tornDownAt: [UInt64: Int] = [:]
    private(set) var reports: [MisuseError] = []
    private var contentCount = 0
    private var providerFailed = false

    /// Per mille: how often a hook requests an operation (0 turns re-entry off).
    let hookRate: UInt64
    /// How deep hook-requested operations may nest.
    let maxNesting: Int
    /// Operations hooks may request per top-level operation.
    static let hookBudget = 6
    /// Reseeded for every top-level operation from the forest seed and the operation itself, so that
    /// dropping other operations (shrinking) does not change what this one's hooks do.
    private var hookRandom: SplitMix64
    private let hookSeed: UInt64
    private var nesting = 0
    private var budget = 0
    /// Operations requested from hooks during the current top-level operation, for failure reports.
    private(set) var hookRequests: [ForestOperation] = []
    private var lifeViolations: [String] = []

    init(seed: UInt64, reentrant: Bool = true) {
        var random = SplitMix64(seed: seed)
        hookRate = reentrant ? [0, 30, 100, 250][Int(random.next() % 4)] : 0
        maxNesting = 1 + Int(random.next() % 3)
        hookSeed = random.next()
        hookRandom = SplitMix64(seed: hookSeed)
        for i in 0..<2 { windows.append(Window(name: "w\(i)")) }
        windows[0].makeKeyAndVisible()
        for i in 0..<(8 + Int(random.next() % 8)) { plainViews.append(ReenteringView(name: "v\(i)")) }
        for i in 0..<(3 + Int(random.next() % 5)) { controllers.append(ReenteringController(name: "c\(i)")) }
        for i in 0..<2 { viewContainers.append(ReenteringViewContainer(name: "K\(i)")) }
        for i in 0..<2 { controllerContainers.append(ReenteringControllerContainer(name: "KC\(i)")) }
        let list = ListHost(name: "list")
        var cells = 0
        list.register(forReuseIdentifier: "cell", as: ContainerView<View>.self) {
            cells += 1
            return ReenteringViewContainer(name: "cell\(cells)")
        }
        list.containerProvider = { [unowned self] list, row in
            do {
                return try withMisuseChecking { () -> AnyContainerView? in
                    guard let cell = list.dequeueReusableContainer(withIdentifier: "cell", for: row, as: ContainerView<View>.self)
                    else { return nil }
                    cell.prepare(in: list.owningController, content: cell.content == nil ? { () -> View in
                        ReenteringView(name: "\(cell.name).content")
                    } : nil)
                    return cell
                }
            } catch {
                providerFailed = true
                return nil
            }
        }
        lists.append(list)
        for node in windows as [View] + plainViews + viewContainers + controllerContainers + lists { tracker.track(node) }
        for controller in controllers { tracker.track(controller) }
    }

    /// Every live or torn-down view the forest knows, in a stable order.
    var allViews: [View] {
        var views: [View] = windows
        views += plainViews
        views += viewContainers as [View]
        views += controllerContainers as [View]
        views += lists as [View]
        views += controllers.compactMap(\.viewIfLoaded)
        views += lists.flatMap { list in ["cell"].flatMap { list.pooledContainers(forReuseIdentifier: $0) } }
        return views
    }

    private var allContainers: [AnyContainerView] { viewContainers as [AnyContainerView] + controllerContainers }

    /// Runs one operation. Returns the failures it revealed (empty when all is well).
    ///
    /// The operands are resolved first (which may load a controller's view); then the forest is
    /// fingerprinted, and the operation runs. A refused operation must leave the fingerprint and
    /// the trace as they were.
    func apply(_ operation: ForestOperation) -> [String] {
        budget = RandomForest.hookBudget
        hookRequests.removeAll()
        hookRandom = SplitMix64(seed: hookSeed ^ RandomForest.stableHash(operation.description))
        guard let run = resolve(operation) else { return checkInvariants() }
        let eventsBefore = recorder.events.count
        let before = fingerprint()
        var failures: [String] = []
        do {
            try withMisuseChecking(run)
        } catch {
            // A list stops a scroll at the row whose provider failed (documented): only the
            // invariants must hold then. Every other refused operation changes nothing.
            if case .scroll = operation, providerFailed { providerFailed = false; return checkInvariants() }
            if fingerprint() != before { failures.append("\(operation) was refused (\(error)) but changed the tree") }
            if recorder.events.count != eventsBefore { failures.append("\(operation) was refused (\(error.misuse)) but recorded hooks") }
        }
        // Changes requested from hooks may be refused when they are finally applied (MIS-15), and
        // may ask for positions UIKit appends (MIS-18); nothing else may be reported.
        var allowed: Set<Misuse> = hookRate > 0 ? [.reentrantChange, .insertionOutOfRange, .unacceptableNode] : []
        if case .scroll = operation {
            // A scroll stops at a row whose container cannot be displayed there (documented).
            allowed.insert(.unacceptableNode)
        }
        providerFailed = false
        let unexpected = reports.filter { !allowed.contains($0.misuse) }
        if !unexpected.isEmpty {
            failures.append("\(operation) produced misuse reports: \(unexpected.map(\.description))")
        }
        reports.removeAll()
        failures += lifeViolations
        lifeViolations.removeAll()
        let problems = failures + checkInvariants()
        if !problems.isEmpty, !hookRequests.isEmpty {
            return problems + ["(hooks requested: \(hookRequests.map(\.description).joined(separator: "; ")))"]
        }
        return problems
    }

    // MARK: - Re-entry

    /// FNV-1a: stable across processes, unlike `Hasher`.
    static func stableHash(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return hash
    }

    func hookFired(on subject: Responder, _ hook: String) {
        if subject.isTornDown {
            lifeViolations.append("LIFE-2: \(subject.name).\(hook) was called after \(subject.name) was torn down")
        }
        guard hookRate > 0, nesting < maxNesting, budget > 0, hookRandom.next() % 1_000 < hookRate else { return }
        budget -= 1
        nesting += 1
        defer { nesting -= 1 }
        let operation = ForestOperation.random(using: &hookRandom)
        hookRequests.append(operation)
        guard let run = resolve(operation, fromHook: true) else { return }
        _ = try? withMisuseChecking(run)  // an already-invalid request is refused right there
    }

    /// Picks the operands of an operation and returns the call to make, or `nil` to skip it.
    private func resolve(_ operation: ForestOperation, fromHook: Bool = false) -> (() -> Void)? {
        let views = allViews
        func view(_ i: Int) -> View { views[i % views.count] }
        func controller(_ i: Int) -> ViewController { controllers[i % controllers.count] }
        switch operation {
        case let .addSubview(v, to, at):
            let target = view(to), moving = view(v)
            let index = at % (moving.superview === target ? Swift.max(target.subviews.count, 1) : target.subviews.count + 1)
            return { target.insertSubview(moving, at: index) }
        case let .removeFromSuperview(v):
            let target = view(v)
            return { target.removeFromSuperview() }
        case let .exchangeSubviews(s, first, second):
            let target = view(s)
            return { target.exchangeSubview(at: first, withSubviewAt: second) }
        case let .addChild(child, parent, into, intoRootView):
            let p = controller(parent), c = controller(child)
            let target: View
            if intoRootView {
                guard let root = p.isTornDown ? p.viewIfLoaded : p.view else { return nil }
                target = root
            } else {
                target = view(into)
            }
            return { p.addChild(c, into: target) }
        case let .removeChild(child):
            let c = controller(child)
            let p = c.parent ?? controller(child + 1)
            return { p.removeChild(c) }
        case let .setVisible(w, visible):
            let window = windows[w % windows.count]
            return { if visible { window.makeKeyAndVisible() } else { window.hide() } }
        case let .setRoot(w, c):
            let window = windows[w % windows.count], root = c.map(controller)
            return { window.rootViewController = root }
        case let .prepareViewContainer(k, parent, newContent):
            let container = viewContainers[k % viewContainers.count], p = parent.map(controller)
            return {
                container.prepare(in: p, content: newContent ? { () -> View in self.makeContentView() } : nil)
            }
        case let .prepareControllerContainer(k, parent, newContent):
            let container = controllerContainers[k % controllerContainers.count], p = parent.map(controller)
            return {
                container.prepare(in: p, content: newContent ? { () -> ViewController in self.makeContentController() } : nil)
            }
        case let .removeContent(k):
            let container = allContainers[k % allContainers.count]
            return { container.remove() }
        case let .scroll(l, first):
            let list = lists[l % lists.count]
            return {
                if list.numberOfRows == 0 {
                    list.reloadData(numberOfRows: 20, visibleRows: first..<(first + 3))
                } else {
                    list.scroll(toVisible: first..<(first + 3))
                }
            }
        case let .tearDownView(v):
            let target = view(v)
            guard target.superview != nil || target is Window else { return nil }
            return {
                target.tearDown()
                // From a hook the teardown is deferred: the hooks themselves check LIFE-2 then.
                if !fromHook { self.noteTornDown(target) }
            }
        case let .tearDownController(c):
            let target = controller(c)
            return {
                target.tearDown()
                guard !fromHook else { return }
                if let root = target.viewIfLoaded { self.noteTornDown(root) }
                self.tornDownAt[target.serialNumber] = self.recorder.events.count
            }
        }
    }

    private func makeContentView() -> View {
        contentCount += 1
        let content = ReenteringView(name: "x\(contentCount)")
        plainViews.append(content)
        tracker.track(content)
        return content
    }

    private func makeContentController() -> ViewController {
        contentCount += 1
        let content = ReenteringController(name: "xc\(contentCount)")
        controllers.append(content)
        tracker.track(content)
        return content
    }

    private func noteTornDown(_ root: View) {
        var pending = [root]
        while let view = pending.popLast() {
            tornDownAt[view.serialNumber] = recorder.events.count
            if let controller = view.viewController { tornDownAt[controller.serialNumber] = recorder.events.count }
            pending.append(contentsOf: view.subviews)
        }
    }

    func collect(_ report: MisuseError) { reports.append(report) }

    // MARK: - Invariants

    /// A hash of everything an operation can change.
    private func fingerprint() -> Int {
        var hasher = Hasher()
        for view in allViews {
            hasher.combine(ObjectIdentifier(view))
            hasher.combine(view.superview.map(ObjectIdentifier.init))
            hasher.combine(view.subviews.map(ObjectIdentifier.init))
            hasher.combine(view.window.map(ObjectIdentifier.init))
            hasher.combine(view.owningController.map(ObjectIdentifier.init))
            hasher.combine(view.isTornDown)
            hasher.combine((view as? Window)?.isVisible)
        }
        for controller in controllers {
            hasher.combine(controller.parent.map(ObjectIdentifier.init))
            hasher.combine(controller.children.map(ObjectIdentifier.init))
            hasher.combine(controller.appearanceState)
            hasher.combine(controller.isViewLoaded)
            hasher.combine(controller.isTornDown)
        }
        for container in allContainers { hasher.combine(container.heldContent.map(ObjectIdentifier.init)) }
        return hasher.finalize()
    }

    /// The invariants of issue 5, checked against naive recomputations.
    func checkInvariants() -> [String] {
        var failures: [String] = []
        for view in allViews {
            if let superview = view.superview {
                if view.indexInSuperview >= superview.subviews.count || superview.subviews[view.indexInSuperview] !== view {
                    failures.append("\(view.name): not at its index in \(superview.name).subviews")
                }
            }
            for (index, subview) in view.subviews.enumerated() where subview.superview !== view || subview.indexInSuperview != index {
                failures.append("\(subview.name): superview or index disagrees with \(view.name).subviews")
            }
            var root = view
            while let up = root.superview { root = up }
            if view.window !== (root as? Window) { failures.append("\(view.name): window is \(view.window?.name ?? "nil"), root is \(root.name)") }
            var owner: ViewController?
            var walk: View? = view
            while let current = walk, owner == nil { owner = current.viewController; walk = current.superview }
            if !view.isTornDown, view.owningController !== owner {
                failures.append("\(view.name): owningController \(view.owningController?.name ?? "nil") but a walk finds \(owner?.name ?? "nil")")
            }
        }
        // PARENT-1, MIS-7: every resolution chain (owning controller, ancestors) ends.
        let bound = allViews.count + controllers.count + 2
        for node in (allViews as [Responder]) + (controllers as [Responder]) {
            var steps = 0
            var iterator = node.ancestors.makeIterator()
            while iterator.next() != nil, steps <= bound { steps += 1 }
            if steps > bound { return failures + ["\(node.name): its resolution chain (ancestors) is a cycle"] }
        }
        for controller in controllers {
            var steps = 0
            var node = controller.parent
            while let current = node, steps <= controllers.count { steps += 1; node = current.parent }
            if steps > controllers.count { return failures + ["\(controller.name): its parent chain is a cycle"] }
        }
        for controller in controllers where !controller.isTornDown {
            // VC-5: the nearest owner above a placed child's view is its parent (in a window, it must exist).
            if let parent = controller.parent, let superview = controller.viewIfLoaded?.superview {
                let above = superview.owningController
                if above.map({ $0 !== parent }) ?? (superview.window != nil) {
                    failures.append("\(controller.name): VC-5 broken, parent \(parent.name) but owner above \(above?.name ?? "nil")")
                }
            }
            let visible = controller.viewIfLoaded?.window?.isVisible == true
            let expected: AppearanceState = visible ? .appeared : .disappeared
            if controller.appearanceState != expected {
                failures.append("\(controller.name): \(controller.appearanceState), but its view is \(visible ? "" : "not ")in a visible window")
            }
            if let parent = controller.parent, !parent.children.contains(where: { $0 === controller }) {
                failures.append("\(controller.name): not in its parent's children")
            }
            for child in controller.children where child.parent !== controller {
                failures.append("\(child.name): parent disagrees with \(controller.name).children")
            }
        }
        return failures
    }

    /// The grammar violations of everything recorded so far.
    func traceViolations() -> [String] {
        TraceValidator().validateComplete(recorder.events, tornDownAt: tornDownAt).map(\.description)
    }
}
