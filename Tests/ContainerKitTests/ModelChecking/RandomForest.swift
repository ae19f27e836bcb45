@testable import ContainerKit
import ContainerKitTesting

/// A random forest of windows, views, controllers, containers and a list, built from a seed, that
/// applies ``ForestOperation``s and checks every invariant after each one.
@MainActor
final class RandomForest {
    private(set) var windows: [Window] = []
    private(set) var plainViews: [View] = []
    private(set) var controllers: [ViewController] = []
    private(set) var viewContainers: [ViewContainer<View>] = []
    private(set) var controllerContainers: [ControllerContainer<ViewController>] = []
    private(set) var lists: [ListHost] = []
    let recorder = TraceRecorder()
    let tracker = LifetimeTracker()
    private(set) var tornDownAt: [UInt64: Int] = [:]
    private(set) var reports: [MisuseError] = []
    private var contentCount = 0
    private var providerFailed = false

    init(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        for i in 0..<2 { windows.append(Window(name: "w\(i)")) }
        for window in windows { window.frame = Rect(x: 0, y: 0, width: 320, height: 480) }
        try! windows[0].makeKeyAndVisible()
        for i in 0..<(8 + Int(random.next() % 8)) { plainViews.append(View(name: "v\(i)")) }
        for i in 0..<(3 + Int(random.next() % 5)) { controllers.append(ViewController(name: "c\(i)")) }
        for i in 0..<2 { viewContainers.append(ViewContainer(name: "K\(i)")) }
        for i in 0..<2 { controllerContainers.append(ControllerContainer(name: "KC\(i)")) }
        let list = ListHost(name: "list")
        var cells = 0
        list.register(forReuseIdentifier: "cell", as: ViewContainer<View>.self) {
            cells += 1
            return ViewContainer(name: "cell\(cells)")
        }
        list.containerProvider = { [unowned self] list, row throws(MisuseError) in
            do throws(MisuseError) {
                let cell = try list.dequeueReusableContainer(withIdentifier: "cell", for: row, as: ViewContainer<View>.self)
                try cell.prepare(in: list.owningController, content: cell.content == nil ? { View(name: "\(cell.name).content") } : nil)
                return cell
            } catch {
                providerFailed = true
                throw error
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

    private var allContainers: [ContainerView] { viewContainers as [ContainerView] + controllerContainers }

    /// Runs one operation. Returns the failures it revealed (empty when all is well).
    ///
    /// The operands are resolved first (which may load a controller's view); then the forest is
    /// fingerprinted, and the operation runs. A refused operation must leave the fingerprint and
    /// the trace as they were.
    func apply(_ operation: ForestOperation) -> [String] {
        guard let run = resolve(operation) else { return checkInvariants() }
        let eventsBefore = recorder.events.count
        let before = fingerprint()
        var failures: [String] = []
        do throws(MisuseError) {
            try run()
            failures += postconditions(of: operation)
        } catch {
            // A list stops a scroll at the row whose provider failed (documented): only the
            // invariants must hold then. Every other refused operation changes nothing.
            if case .scroll = operation, providerFailed { providerFailed = false; return checkInvariants() }
            if fingerprint() != before { failures.append("\(operation) was refused (\(error)) but changed the tree") }
            if recorder.events.count != eventsBefore { failures.append("\(operation) was refused (\(error.misuse)) but recorded hooks") }
        }
        if !reports.isEmpty {
            failures.append("\(operation) produced misuse reports: \(reports.map(\.description))")
            reports.removeAll()
        }
        return failures + checkInvariants()
    }

    /// Picks the operands of an operation and returns the call to make, or `nil` to skip it.
    private func resolve(_ operation: ForestOperation) -> (() throws(MisuseError) -> Void)? {
        let views = allViews
        func view(_ i: Int) -> View { views[i % views.count] }
        func controller(_ i: Int) -> ViewController { controllers[i % controllers.count] }
        switch operation {
        case let .addSubview(v, to, at):
            let target = view(to), moving = view(v)
            let index = at % (target.subviews.count + 1)
            return { () throws(MisuseError) in try target.insertSubview(moving, at: index) }
        case let .removeFromSuperview(v):
            let target = view(v)
            return { () throws(MisuseError) in try target.removeFromSuperview() }
        case let .exchangeSubviews(s, first, second):
            let target = view(s)
            return { () throws(MisuseError) in try target.exchangeSubview(at: first, withSubviewAt: second) }
        case let .addChild(child, parent, into, intoRootView):
            let p = controller(parent), c = controller(child)
            let target: View
            if intoRootView {
                guard let root = p.isTornDown ? p.viewIfLoaded : p.view else { return nil }
                target = root
            } else {
                target = view(into)
            }
            return { () throws(MisuseError) in try p.addChild(c, into: target) }
        case let .removeChild(child):
            let c = controller(child)
            let p = c.parent ?? controller(child + 1)
            return { () throws(MisuseError) in try p.removeChild(c) }
        case let .setVisible(w, visible):
            let window = windows[w % windows.count]
            return { () throws(MisuseError) in if visible { try window.makeKeyAndVisible() } else { try window.hide() } }
        case let .setRoot(w, c):
            let window = windows[w % windows.count], root = c.map(controller)
            return { () throws(MisuseError) in try window.setRootViewController(root) }
        case let .prepareViewContainer(k, parent, newContent):
            let container = viewContainers[k % viewContainers.count], p = parent.map(controller)
            return { () throws(MisuseError) in
                try container.prepare(in: p, content: newContent ? { self.makeContentView() } : nil)
            }
        case let .prepareControllerContainer(k, parent, newContent):
            let container = controllerContainers[k % controllerContainers.count], p = parent.map(controller)
            return { () throws(MisuseError) in
                try container.prepare(in: p, content: newContent ? { self.makeContentController() } : nil)
            }
        case let .removeContent(k):
            let container = allContainers[k % allContainers.count]
            return { () throws(MisuseError) in container.remove() }
        case let .scroll(l, first):
            let list = lists[l % lists.count]
            return { () throws(MisuseError) in
                if list.numberOfRows == 0 {
                    try list.reloadData(numberOfRows: 20, visibleRows: first..<(first + 3))
                } else {
                    try list.scroll(toVisible: first..<(first + 3))
                }
            }
        case let .tearDownView(v):
            let target = view(v)
            guard target.superview != nil || target is Window else { return nil }
            return { () throws(MisuseError) in
                target.tearDown()
                self.noteTornDown(target)
            }
        case let .tearDownController(c):
            let target = controller(c)
            return { () throws(MisuseError) in
                target.tearDown()
                if let root = target.viewIfLoaded { self.noteTornDown(root) }
                self.tornDownAt[target.serialNumber] = self.recorder.events.count
            }
        case let .setFrame(v, variant):
            let target = view(v), frame = Self.frames[variant % Self.frames.count]
            return { () throws(MisuseError) in target.frame = frame }
        case let .setNeedsLayout(v):
            let target = view(v)
            return { () throws(MisuseError) in target.setNeedsLayout() }
        case let .layoutIfNeeded(v):
            let target = view(v)
            return { () throws(MisuseError) in target.layoutIfNeeded() }
        case let .setWindowInsets(w, variant):
            let window = windows[w % windows.count], insets = Self.insets[variant % Self.insets.count]
            return { () throws(MisuseError) in window.safeAreaInsets = insets }
        case let .setWindowTraits(w, variant):
            let window = windows[w % windows.count], traits = Self.traits[variant % Self.traits.count]
            return { () throws(MisuseError) in window.systemTraits = traits }
        case let .overrideTraits(node, onController, variant):
            let traits = Self.traits[variant % Self.traits.count]
            if onController {
                let target = controller(node)
                return { () throws(MisuseError) in target.traitOverrides = traits }
            }
            let target = view(node)
            return { () throws(MisuseError) in target.traitOverrides = traits }
        case let .setAdditionalInsets(c, variant):
            let target = controller(c), insets = Self.insets[variant % Self.insets.count]
            return { () throws(MisuseError) in target.additionalSafeAreaInsets = insets }
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
        guard case let .layoutIfNeeded(v) = operation else { return [] }
        let views = allViews
        let target = views[v % views.count]
        guard !target.isTornDown else { return [] }
        var failures: [String] = []
        View.forEachPreOrder(in: target) { view in
            if !view.layoutFlags.isDisjoint(with: .marks) { failures.append("LAYOUT-1: \(view.name) still marked after \(operation)") }
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
        let content = View(name: "x\(contentCount)")
        plainViews.append(content)
        tracker.track(content)
        return content
    }

    private func makeContentController() -> ViewController {
        contentCount += 1
        let content = ViewController(name: "xc\(contentCount)")
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
            // LAYOUT-1: a marked view's superview is on the marked path.
            if let superview = view.superview, !view.layoutFlags.isDisjoint(with: .marks),
               !superview.layoutFlags.contains(.descendantNeedsLayout) {
                failures.append("LAYOUT-1: \(view.name) is marked but \(superview.name) is not on the marked path")
            }
            // LAYOUT-3, TRAIT-1, TRAIT-2: every stored value follows the rule from its parent's.
            if view.safeAreaInsets != expectedSafeArea(of: view) {
                failures.append("LAYOUT-3: \(view.name) has safe area \(view.safeAreaInsets), the rule gives \(expectedSafeArea(of: view))")
            }
            var traits = inheritedTraits(of: view)
            if let controller = view.viewController {
                traits = traits.applying(controller.traitOverrides)
                if controller.traitCollection != traits {
                    failures.append("TRAIT-1: \(controller.name) has \(controller.traitCollection), the rule gives \(traits)")
                }
            }
            traits = traits.applying(view.traitOverrides)
            if view.traitCollection != traits {
                failures.append("TRAIT-1: \(view.name) has \(view.traitCollection), the rule gives \(traits)")
            }
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
            if !controller.isViewLoaded, controller.traitCollection != TraitCollection.unspecified.applying(controller.traitOverrides) {
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
        EdgeInsets(top: top + other.top, left: left + other.left, bottom: bottom + other.bottom, right: right + other.right)
    }
}
