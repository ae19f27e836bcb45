import ContainerKitTesting

@testable import ContainerKit

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
    /// The controllers whose presentation waited in its presenter's queue when it was requested
    /// (by name): when one runs, its presenter may be presenting already (MIS-20, as UIKit).
    var waitingPresentations: Set<String> = []
    private var lifeViolations: [String] = []
    /// Whether the forests include delegates that refuse or re-enter (DelegateOperation.swift).
    /// On in the CI run (`CONTAINERKIT_DELEGATE_OPERATIONS=0` turns it off: the forests of a seed
    /// differ with and without them).
    nonisolated(unsafe) static var includesDelegateOperations = false
    /// What the delegates of a `.delegate` operation heard or changed against their exact
    /// expectations (DelegateOperation.swift), for the current operation.
    var delegateFailures: [String] = []

    /// Recorders and a log attached to random nodes, moved by `attachObserver` operations; only
    /// their scopes are checked (every event is checked through the global recorder).
    let observers = [TraceRecorder(), TraceRecorder(), TraceRecorder()]
    let observerLog = DiagnosticsLog()

    // Composition (COMP-*, LIFE-4): see RandomForest+Composition.swift.
    /// Whether operations may change a composition container's children behind its back (a child
    /// torn down, removed or re-parented directly, `addChild` on the container, a child pushed in
    /// a second container, views moved inside a container's view tree) or give a container's
    /// child or a presented controller children or views of its own (`COMP-12`, `APP-9`, `VC-4`).
    /// On in the CI run (`CONTAINERKIT_FOREIGN_CONTAINER_CHANGES=0` turns it off there).
    nonisolated(unsafe) static var includesForeignChangesToContainerChildren = false
    private(set) var navigations: [NavigationController] = []
    private(set) var tabs: TabBarController?
    private(set) var stateful: ReenteringStateful?
    /// Whether the checker compares the containers' own records with the tree after every
    /// operation (`COMP-12`: a stack, a tab list, a current state). On in the CI run
    /// (`CONTAINERKIT_CHECK_CONTAINER_RECORDS=0` turns it off there); presentation links are always
    /// checked.
    nonisolated(unsafe) static var checksContainerRecords = false
    /// The controllers made to join a container (pushed, a state's child): generic operations
    /// leave them to their container (see ``isGuardedChild(_:)``), even while their request waits.
    var destinedToContainers: Set<ObjectIdentifier> = []
    /// Holds animated composition transitions until a `.composition(.animator)` operation.
    let animator = ManualAnimator()
    /// Whether hooks may tear nodes down while a transition holds its participants. On in the CI
    /// run: a teardown requested from inside an appearance hook runs the closing hooks of the
    /// transitions it ends before the retirement (`AppearanceRequests.atOnce`, `APP-2`, `LIFE-4`).
    nonisolated(unsafe) static var tearsDownFromHooksMidTransition = false
    /// Whether presentations and dismissals can be cancelled (interactive dismissals). On in the CI
    /// run: the end of an appearance transition reaches only the children still in it (`APP-9`,
    /// `MIS-6`).
    nonisolated(unsafe) static var cancelsPresentations = false
    /// Holds animated presentations and dismissals.
    let presentationAnimator = ManualAnimator(supportsCancellation: RandomForest.cancelsPresentations)

    // Releases (LIFE-1, LIFE-3, LIFE-4).
    /// Whether operations, and hooks, drop the forest's last strong reference to a window (often
    /// in the middle of transitions the manual animators hold), a plain view with no superview, or
    /// a controller with no parent and no place (``ForestOperation/releaseLastReference(target:kind:)``).
    /// On in the CI run.
    nonisolated(unsafe) static var releasesLastReferences = false
    /// Reseeded for every top-level operation as ``hookRandom`` is, without drawing from it: whether
    /// a hook's request becomes a release. So hooks request the same operations as without releases,
    /// apart from those.
    private var hookReleaseRandom = SplitMix64(seed: 0)
    /// Windows made to replace released ones, for their names.
    private var windowCount = 2
    /// The windows and views whose last reference the forest dropped during the current top-level
    /// operation: each must be gone once the operation has finished (`LIFE-1`).
    private var released: [ReleasedNode] = []

    private struct ReleasedNode {
        let name: String
        weak var node: AnyObject?
    }

    /// The reuse identifiers of the forest's list; row `r` uses the identifier at `r % 3`.
    static let reuseIdentifiers = ["cell", "row", "card"]

    init(seed: UInt64, reentrant: Bool = true) {
        var random = SplitMix64(seed: seed)
        hookRate = reentrant ? [0, 30, 100, 250][Int(random.next() % 4)] : 0
        maxNesting = 1 + Int(random.next() % 3)
        hookSeed = random.next()
        hookRandom = SplitMix64(seed: hookSeed)
        for i in 0..<2 { windows.append(Window(name: "w\(i)")) }
        for window in windows { window.frame = Rect(x: 0, y: 0, width: 320, height: 480) }
        windows[0].makeKeyAndVisible()
        for i in 0..<(8 + Int(random.next() % 8)) { plainViews.append(ReenteringView(name: "v\(i)")) }
        for i in 0..<(3 + Int(random.next() % 5)) { controllers.append(ReenteringController(name: "c\(i)")) }
        for i in 0..<2 { viewContainers.append(ReenteringViewContainer(name: "K\(i)")) }
        for i in 0..<2 { controllerContainers.append(ReenteringControllerContainer(name: "KC\(i)")) }
        let list = ListHost(name: "list")
        // Several reuse identifiers, each with its own pool, so that teardowns and releases
        // retire several pools (TRACE-9: in registration order).
        var cells = 0
        for identifier in RandomForest.reuseIdentifiers {
            list.register(forReuseIdentifier: identifier, as: ContainerView<View>.self) {
                cells += 1
                return ReenteringViewContainer(name: "\(identifier)\(cells)")
            }
        }
        list.containerProvider = { [weak self] list, row in
            guard let self else { return nil }  // a list laid out while the forest is released
            do {
                return try withMisuseChecking { () -> AnyContainerView? in
                    let identifier = RandomForest.reuseIdentifiers[row % RandomForest.reuseIdentifiers.count]
                    guard
                        let cell = list.dequeueReusableContainer(
                            withIdentifier: identifier, for: row, as: ContainerView<View>.self)
                    else { return nil }
                    cell.prepare(
                        in: list.owningController,
                        content: cell.content == nil
                            ? { () -> View in
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
        // Observers on random nodes from the start (TRACE-3): their scopes follow every change.
        for (index, recorder) in observers.enumerated() {
            let views = allViews
            if index == 1, !controllers.isEmpty {
                controllers[Int(random.next() % UInt64(controllers.count))].attach(recorder)
            } else {
                views[Int(random.next() % UInt64(views.count))].attach(recorder)
            }
        }
        windows[Int(random.next() % 2)].attach(observerLog)
        for node in windows as [View] + plainViews + viewContainers + controllerContainers + lists {
            tracker.track(node)
        }
        for controller in controllers { tracker.track(controller) }
        buildComposition(seed: seed)
    }

    /// Adds a controller made during a run (pushed, presented, a state's child) to the forest.
    func adopt(_ controller: ViewController) {
        controllers.append(controller)
        tracker.track(controller)
    }

    /// Installs the composition containers: `T` with tabs `[N1, S, N2]`, the root of `w0`.
    private func buildComposition(seed: UInt64) {
        var random = SplitMix64(seed: seed ^ 0xC0_3905)
        let n1 = ReenteringNavigation(name: "N1"), n2 = ReenteringNavigation(name: "N2")
        let s = ReenteringStateful(name: "S")
        // Weak: a state change still waiting may run while the forest itself is released (its
        // windows go in its deinit, and their departure lets the queue run; seed 65 with the
        // delegate operations crashed on an unowned forest there).
        s.make = { [weak self] state in
            guard let self else { return ViewController(name: "S\(state)-gone") }
            let child = makeComposed("S\(state)-")
            destinedToContainers.insert(ObjectIdentifier(child))
            return child
        }
        let t = ReenteringTabs(name: "T")
        for container in [n1, n2, s, t] as [CompositionController] {
            container.animator = animator
            adopt(container)
        }
        n1.setViewControllers([makeComposed("n")], animated: false)
        n2.setViewControllers((0...(random.next() % 2)).map { _ in makeComposed("n") }, animated: false)
        s.transition(to: 0, animated: false)
        t.setViewControllers([n1, s, n2])
        navigations = [n1, n2]
        stateful = s
        tabs = t
        windows[0].rootViewController = t
    }

    private var composedCount = 0

    /// A new re-entering controller of the forest.
    func makeComposed(_ prefix: String) -> ViewController {
        composedCount += 1
        let controller = ReenteringController(name: "\(prefix)\(composedCount)")
        adopt(controller)
        return controller
    }

    /// Every live or torn-down view the forest knows, in a stable order.
    var allViews: [View] {
        var views: [View] = windows
        views += plainViews
        views += viewContainers as [View]
        views += controllerContainers as [View]
        views += lists as [View]
        views += controllers.compactMap(\.viewIfLoaded)
        views += lists.flatMap { list in
            RandomForest.reuseIdentifiers.flatMap { list.pooledContainers(forReuseIdentifier: $0) }
        }
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
        hookReleaseRandom = SplitMix64(seed: hookSeed ^ 0x7E1E_A5ED ^ RandomForest.stableHash(operation.description))
        released.removeAll()
        // Dropped once it has run: it holds its operands, which a hook may have released.
        var run = resolve(operation)
        if run == nil { return checkInvariants() }
        let eventsBefore = recorder.events.count
        let before = fingerprint()
        var failures: [String] = []
        do {
            try withMisuseChecking(run!)
            run = nil
            failures += postconditions(of: operation)
            // A view released from a hook may have been placed since, by a request that waited.
            failures += released.filter { entry in
                guard let view = entry.node as? View else { return false }
                return view is Window || view.superview == nil && view.storedContainer == nil
            }.map { "LIFE-1: \($0.name) is still alive after the forest dropped its last reference" }
        } catch {
            // A list stops a scroll at the row whose provider failed (documented): only the
            // invariants must hold then. Every other refused operation changes nothing.
            if case .scroll = operation, providerFailed { providerFailed = false; return checkInvariants() }
            if fingerprint() != before { failures.append("\(operation) was refused (\(error)) but changed the tree") }
            if recorder.events.count != eventsBefore {
                failures.append("\(operation) was refused (\(error.misuse)) but recorded hooks")
            }
        }
        // Changes requested from hooks may be refused when they are finally applied (MIS-15), and
        // may ask for positions UIKit appends (MIS-18); nothing else may be reported.
        var allowed: Set<Misuse> = hookRate > 0 ? [.reentrantChange, .insertionOutOfRange, .unacceptableNode] : []
        // A presentation requested from a hook may find its presenter presenting already (the
        // generator picks the top of the chain only for the operation itself): MIS-20 refuses it,
        // as UIKit does.
        if hookRequests.contains(where: { if case .composition(.present) = $0 { true } else { false } }) {
            allowed.insert(.alreadyPresenting)
        }
        // A presentation that waited in its presenter's queue finds it presenting when its turn
        // comes (an earlier request ran first): MIS-20 refuses it then, as UIKit refuses it.
        let refusedWaitingPresentation = { (report: MisuseError) -> Bool in
            guard case .alreadyPresenting(_, let controller, _, _) = report.reason else { return false }
            return self.waitingPresentations.contains(controller)
        }
        if case .scroll = operation {
            // A scroll stops at a row whose container cannot be displayed there (documented).
            allowed.insert(.unacceptableNode)
        }
        providerFailed = false
        // A presentation that waited in its queue is refused when it runs if its presenter left
        // the window, or either controller was torn down, meanwhile (documented on
        // present(_:animated:animator:completion:)). MIS-3 (b): the forest places root views
        // freely; UIKit allows that, ContainerKit reports it.
        let unexpected = reports.filter { report in
            !allowed.contains(report.misuse)
                && !([.invalidArgument, .tornDown].contains(report.misuse) && report.message.contains("cannot present"))
                && !(report.misuse == .inconsistentHierarchy && report.outcome == .reported)
                && !isRefusalOfWaitingRequest(report) && !refusedWaitingPresentation(report)
        }
        if !unexpected.isEmpty {
            failures.append("\(operation) produced misuse reports: \(unexpected.map(\.description))")
        }
        reports.removeAll()
        failures += lifeViolations
        lifeViolations.removeAll()
        failures += delegateFailures
        delegateFailures.removeAll()
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
        // Layout and trait changes from hooks too (about one in eight), as a layoutSubviews()
        // that sizes subviews or a traitCollectionDidChange(_:) that restyles would make them.
        // Composition requests too (about one in four): a push, a presentation, a teardown...
        let roll = hookRandom.next() % 8
        var operation =
            roll == 0
            ? ForestOperation.randomLayout(using: &hookRandom)
            : roll < 3
                ? .composition(CompositionOperation.random(using: &hookRandom))
                : ForestOperation.random(using: &hookRandom)
        if Self.releasesLastReferences, hookReleaseRandom.next() % 24 == 0 {
            operation = ForestOperation.randomRelease(using: &hookReleaseRandom)
        }
        if !Self.tearsDownFromHooksMidTransition, !Engine.leases.isEmpty, operation.isTeardown { return }
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
            if isGuardedView(target) || isGuardedView(moving) { return nil }
            let index =
                at % (moving.superview === target ? Swift.max(target.subviews.count, 1) : target.subviews.count + 1)
            return { target.insertSubview(moving, at: index) }
        case let .removeFromSuperview(v):
            let target = view(v)
            if isGuardedView(target) { return nil }
            return { target.removeFromSuperview() }
        case let .exchangeSubviews(s, first, second):
            let target = view(s)
            if isGuardedView(target) { return nil }
            return { target.exchangeSubview(at: first, withSubviewAt: second) }
        case let .addChild(child, parent, into, intoRootView):
            let p = controller(parent), c = controller(child)
            if isGuardedParent(p) || isGuardedChild(p) || isGuardedChild(c) { return nil }
            let target: View
            if intoRootView {
                guard let root = p.isTornDown ? p.viewIfLoaded : p.view else { return nil }
                target = root
            } else {
                target = view(into)
            }
            if isGuardedView(target) { return nil }
            return { p.addChild(c, into: target) }
        case let .removeChild(child):
            let c = controller(child)
            let p = c.parent ?? controller(child + 1)
            if isGuardedParent(p) || isGuardedChild(c) { return nil }
            return { p.removeChild(c) }
        case let .setVisible(w, visible):
            let window = windows[w % windows.count]
            return { if visible { window.makeKeyAndVisible() } else { window.hide() } }
        case let .setRoot(w, c):
            let window = windows[w % windows.count], root = c.map(controller)
            if isGuardedChild(root) { return nil }
            return { window.rootViewController = root }
        case let .prepareViewContainer(k, parent, newContent):
            let container = viewContainers[k % viewContainers.count], p = parent.map(controller)
            if isGuardedParent(p) || isGuardedChild(p) || isGuardedView(container) { return nil }
            return {
                container.prepare(in: p, content: newContent ? { () -> View in self.makeContentView() } : nil)
            }
        case let .prepareControllerContainer(k, parent, newContent):
            let container = controllerContainers[k % controllerContainers.count], p = parent.map(controller)
            if isGuardedParent(p) || isGuardedChild(p) || isGuardedView(container) { return nil }
            return {
                container.prepare(
                    in: p, content: newContent ? { () -> ViewController in self.makeContentController() } : nil)
            }
        case let .removeContent(k):
            let container = allContainers[k % allContainers.count]
            if isGuardedView(container) { return nil }
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
            guard target.superview != nil || target is Window, !retiresGuardedChild(target) else { return nil }
            return {
                target.tearDown()
                // From a hook the teardown is deferred: the hooks themselves check LIFE-2 then.
                if !fromHook { self.noteTornDown(target) }
            }
        case let .tearDownController(c):
            let target = controller(c)
            if isGuardedChild(target) { return nil }
            return {
                target.tearDown()
                guard !fromHook else { return }
                if let root = target.viewIfLoaded { self.noteTornDown(root) }
                self.tornDownAt[target.serialNumber] = self.recorder.events.count
            }
        case let .setFrame(v, variant):
            let target = view(v), frame = Self.frames[variant % Self.frames.count]
            return { target.frame = frame }
        case let .setNeedsLayout(v):
            let target = view(v)
            return { target.setNeedsLayout() }
        case let .layoutIfNeeded(v):
            let target = view(v)
            return { target.layoutIfNeeded() }
        case let .setWindowInsets(w, variant):
            let window = windows[w % windows.count], insets = Self.insets[variant % Self.insets.count]
            return { window.safeAreaInsets = insets }
        case let .setWindowTraits(w, variant):
            let window = windows[w % windows.count], traits = Self.traits[variant % Self.traits.count]
            return { window.systemTraits = traits }
        case let .overrideTraits(node, onController, variant):
            let traits = Self.traits[variant % Self.traits.count]
            if onController {
                let target = controller(node)
                return { target.traitOverrides = traits }
            }
            let target = view(node)
            return { target.traitOverrides = traits }
        case let .setAdditionalInsets(c, variant):
            let target = controller(c), insets = Self.insets[variant % Self.insets.count]
            return { target.additionalSafeAreaInsets = insets }
        case let .attachObserver(o, node, onController):
            let target: Responder = onController ? controller(node) : view(node)
            if o % (observers.count + 1) == observers.count {
                let log = observerLog
                return { target.attach(log) }
            }
            let recorder = observers[o % observers.count]
            return { target.attach(recorder) }
        case let .composition(operation):
            return resolveComposition(operation)
        case let .releaseLastReference(target, kind):
            return resolveRelease(target: target, kind: kind)
        }
    }

    // MARK: - Releases

    /// The call that drops the forest's last strong reference to a node (`LIFE-1`, `LIFE-3`,
    /// `LIFE-4`), or `nil` when there is no candidate. A window is replaced by a new hidden one
    /// (the operands keep picking among two windows); it and a released view must be gone once the
    /// top-level operation has finished. A controller may still be held by a transition or a
    /// request waiting for it: it must be gone when the forest is dropped (the tracker).
    private func resolveRelease(target: Int, kind: Int) -> (() -> Void)? {
        switch kind % 3 {
        case 0:
            let index = target % windows.count
            return { [unowned self] in
                let window = Window(name: "w\(windowCount)")
                windowCount += 1
                window.frame = Rect(x: 0, y: 0, width: 320, height: 480)
                tracker.track(window)
                // The lists are never mutated while a node goes: its deinit runs hooks, which read them.
                var old: Window? = windows[index]
                windows[index] = window
                released.append(ReleasedNode(name: old?.name ?? "", node: old))
                old = nil
            }
        case 1:
            let candidates = plainViews.filter { view in
                view.superview == nil && view.storedContainer == nil && !isGuardedView(view)
            }
            guard !candidates.isEmpty else { return nil }
            let id = ObjectIdentifier(candidates[target % candidates.count])
            return { [unowned self] in
                guard let index = plainViews.firstIndex(where: { ObjectIdentifier($0) == id }) else { return }
                var old: View? = plainViews.remove(at: index)
                released.append(ReleasedNode(name: old?.name ?? "", node: old))
                old = nil
            }
        default:
            let candidates = controllers.filter { controller in
                controller.parent == nil && controller.windowServedAsRoot == nil
                    && controller.directPresenter == nil && controller.directlyPresented == nil
                    && !(controller is CompositionController) && !isGuardedChild(controller)
                    && !destinedToContainers.contains(ObjectIdentifier(controller))
                    && controller.viewIfLoaded?.superview == nil && controller.viewIfLoaded?.storedContainer == nil
            }
            guard !candidates.isEmpty else { return nil }
            let id = ObjectIdentifier(candidates[target % candidates.count])
            return { [unowned self] in
                guard let index = controllers.firstIndex(where: { ObjectIdentifier($0) == id }) else { return }
                // Not in the middle of an appearance transition when the release runs (its own
                // viewWillAppear, once an earlier request of the same hook moved a view above
                // its view into a window): a controller released then never gets its did-hook,
                // as in UIKit (a view holds no reference to its controller), and the trace's
                // completeness check would count that as a transition left open (forest
                // 1528449848170587608). Not checked by the model checker: a known gap.
                let state = controllers[index].appearanceState
                guard state == .appeared || state == .disappeared else { return }
                var old: ViewController? = controllers.remove(at: index)
                old = nil
                _ = old
            }
        }
    }

    // MARK: - Layout and traits

    private enum DensityKey: TraitKey { static let defaultValue = 0 }

    private static let frames: [Rect] = [
        .zero, Rect(x: 0, y: 0, width: 320, height: 480), Rect(x: 0, y: 20, width: 320, height: 100),
        Rect(x: 10, y: 50, width: 100, height: 100), Rect(x: 0, y: 460, width: 320, height: 20),
        Rect(x: -5, y: 30, width: 330, height: 60),
    ]
    private static let insets: [EdgeInsets] = [
        .zero, EdgeInsets(top: 44, left: 0, bottom: 34, right: 0), EdgeInsets(top: 20, left: 10, bottom: 0, right: 10),
        EdgeInsets(all: 5),
    ]
    private static let traits: [TraitCollection] = {
        var dense = TraitCollection(userInterfaceStyle: .dark)
        dense[DensityKey.self] = 2
        return [
            .unspecified, TraitCollection(horizontalSizeClass: .compact, displayScale: 3),
            TraitCollection(horizontalSizeClass: .regular, displayScale: 2), dense,
        ]
    }()

    /// What an operation guarantees beyond the invariants: a layout pass leaves its live subtree
    /// unmarked (the forest's hooks mark nothing behind the pass).
    private func postconditions(of operation: ForestOperation) -> [String] {
        // What hooks requested during the pass is applied after it and marks for the next pass
        // (REENT-1, documented on layoutIfNeeded()): the postcondition holds for a pass alone.
        guard case let .layoutIfNeeded(v) = operation, hookRequests.isEmpty else { return [] }
        let views = allViews
        let target = views[v % views.count]
        guard !target.isTornDown else { return [] }
        var failures: [String] = []
        View.forEachPreOrder(in: target) { view in
            if !view.layoutFlags.isDisjoint(with: .marks) {
                failures.append("LAYOUT-1: \(view.name) still marked after \(operation)")
            }
        }
        return failures
    }

    /// The safe-area insets of the spec's rule, from the superview's stored insets: checked at
    /// every view, this proves every stored value right by induction from the windows down.
    private func expectedSafeArea(of view: View) -> EdgeInsets {
        guard let superview = view.superview else {
            let own = (view as? Window)?.safeAreaInsets ?? .zero
            return view.viewController.map { own.adding($0.additionalSafeAreaInsets) } ?? own
        }
        let outer = superview.safeAreaInsets, parent = superview.frame, frame = view.frame
        let insets = EdgeInsets(
            top: outer.top > 0 ? max(0, outer.top - frame.y) : 0,
            left: outer.left > 0 ? max(0, outer.left - frame.x) : 0,
            bottom: outer.bottom > 0 ? max(0, outer.bottom - (parent.height - frame.y - frame.height)) : 0,
            right: outer.right > 0 ? max(0, outer.right - (parent.width - frame.x - frame.width)) : 0)
        return view.viewController.map { insets.adding($0.additionalSafeAreaInsets) } ?? insets
    }

    /// The traits a controller's root view's superview (or a window, or nothing) hands down.
    private func inheritedTraits(of view: View) -> TraitCollection {
        view.superview?.traitCollection ?? (view as? Window)?.systemTraits ?? .unspecified
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
            hasher.combine(view.frame)
            hasher.combine(view.safeAreaInsets)
            hasher.combine(view.needsLayout)
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

    /// The invariants of the spec, checked against naive recomputations.
    func checkInvariants() -> [String] {
        var failures: [String] = []
        // TRACE-3, TRACE-5: every stored observer scope is its scope-parent's, or (with observers
        // attached here) a scope of this node's own built on its scope-parent's. By induction from
        // the nodes without a scope-parent, every node's scope holds exactly the observers above it.
        for node in (allViews as [Responder]) + (controllers as [Responder]) {
            let above = node.scopeParent?.observerScope
            if node.hasOwnObservers {
                guard let own = node.observerScope, own.owner === node, own.inherited === above else {
                    failures.append("TRACE-3: \(node.name) has observers but no scope of its own on its scope-parent's")
                    continue
                }
            } else if node.observerScope !== above {
                failures.append("TRACE-3: \(node.name)'s observer scope is not its scope-parent's")
            }
        }
        for view in allViews {
            if let superview = view.superview {
                if view.indexInSuperview >= superview.subviews.count
                    || superview.subviews[view.indexInSuperview] !== view
                {
                    failures.append("\(view.name): not at its index in \(superview.name).subviews")
                }
            }
            for (index, subview) in view.subviews.enumerated()
            where subview.superview !== view || subview.indexInSuperview != index {
                failures.append("\(subview.name): superview or index disagrees with \(view.name).subviews")
            }
            var root = view
            while let up = root.superview { root = up }
            if view.window !== (root as? Window) {
                failures.append("\(view.name): window is \(view.window?.name ?? "nil"), root is \(root.name)")
            }
            var owner: ViewController?
            var walk: View? = view
            while let current = walk, owner == nil { owner = current.viewController; walk = current.superview }
            if !view.isTornDown, view.owningController !== owner {
                failures.append(
                    "\(view.name): owningController \(view.owningController?.name ?? "nil") but a walk finds \(owner?.name ?? "nil")"
                )
            }
            // LAYOUT-1: a marked view's superview is on the marked path.
            if let superview = view.superview, !view.layoutFlags.isDisjoint(with: .marks),
                !superview.layoutFlags.contains(.descendantNeedsLayout)
            {
                failures.append("LAYOUT-1: \(view.name) is marked but \(superview.name) is not on the marked path")
            }
            // LAYOUT-3, TRAIT-1, TRAIT-2: every stored value follows the rule from its parent's.
            if view.safeAreaInsets != expectedSafeArea(of: view) {
                failures.append(
                    "LAYOUT-3: \(view.name) has safe area \(view.safeAreaInsets), the rule gives \(expectedSafeArea(of: view))"
                )
            }
            var traits = inheritedTraits(of: view)
            if let controller = view.viewController {
                traits = traits.applying(controller.traitOverrides)
                if controller.traitCollection != traits {
                    failures.append(
                        "TRAIT-1: \(controller.name) has \(controller.traitCollection), the rule gives \(traits)")
                }
            }
            traits = traits.applying(view.traitOverrides)
            if view.traitCollection != traits {
                failures.append("TRAIT-1: \(view.name) has \(view.traitCollection), the rule gives \(traits)")
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
            // VC-1: the index a child keeps finds it among its parent's children.
            if let parent = controller.parent {
                let position = controller.indexInParent - parent.childIndexBase
                if !parent.children.indices.contains(position) || parent.children[position] !== controller {
                    failures.append("\(controller.name): indexInParent does not find it in \(parent.name).children")
                }
            }
        }
        let inFlight = controllersInFlight()
        failures += compositionProblems()
        for controller in controllers where !controller.isTornDown {
            // VC-5: the nearest owner above a placed child's view is its parent (in a window, it must exist).
            if let parent = controller.parent, let superview = controller.viewIfLoaded?.superview {
                let above = superview.owningController
                if above.map({ $0 !== parent }) ?? (superview.window != nil) {
                    failures.append(
                        "\(controller.name): VC-5 broken, parent \(parent.name) but owner above \(above?.name ?? "nil")"
                    )
                }
            }
            // LIFE-3, COMP-10: appeared exactly in a visible window and not covered full screen,
            // unless a running transition holds it.
            let visible = controller.viewIfLoaded?.window?.isVisible == true
            let expected: AppearanceState = visible && !isCovered(controller) ? .appeared : .disappeared
            if controller.appearanceState != expected, !inFlight.contains(ObjectIdentifier(controller)) {
                failures.append(
                    "\(controller.name): \(controller.appearanceState), but its view is \(visible ? "" : "not ")in a visible window"
                )
            }
            if let parent = controller.parent, !parent.children.contains(where: { $0 === controller }) {
                failures.append("\(controller.name): not in its parent's children")
            }
            if !controller.isViewLoaded,
                controller.traitCollection != TraitCollection.unspecified.applying(controller.traitOverrides)
            {
                failures.append("TRAIT-1: \(controller.name) has no view but \(controller.traitCollection)")
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

extension EdgeInsets {
    fileprivate func adding(_ other: EdgeInsets) -> EdgeInsets {
        EdgeInsets(
            top: top + other.top, left: left + other.left, bottom: bottom + other.bottom, right: right + other.right)
    }
}
