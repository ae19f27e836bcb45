#if CONTAINERKIT_TEST_SWITCHES
/// The invariants of the trees, checked at the end of every outermost operation in this package's
/// test builds (`CONTAINERKIT_TEST_SWITCHES`), as swift-collections' `_checkInvariants()` checks a
/// collection after each mutation. A user's build has none of it.
///
/// Each operation notes the nodes it runs on (weakly, so that no release moves); when the
/// outermost one has drained its queue, the trees of the nodes still alive are walked and every
/// invariant below is checked against the stored state:
///
/// - **Views** (`VIEW-1`, `PARENT-1`): each subview's `superview` and index agree with its
///   superview's `subviews`; its window is the root of its superview chain when that is a window;
///   its stored owner is the controller of the nearest view up the chain that has one.
/// - **Controllers** (`VC-1`, `VC-5`): each child's `parent` and index agree with its parent's
///   `children`; the nearest controller above a placed child's root view is its parent.
/// - **Appearance** (`APP-1`, `LIFE-3`, `COMP-10`): a controller that nothing holds
///   (``ViewController/appearanceHolder``) is settled at its
///   ``ViewController/appearanceTarget``.
/// - **Presentation links** (`COMP-12`): a presented controller's presenter presents it, and
///   neither is torn down.
/// - **Composition records** (`COMP-12`): each container's records agree with its children
///   (``ViewController/recordProblems()``, which the containers override).
/// - **Engine** (`REENT-1`): nothing is left anchored, queued or loading.
///
/// A violation goes to the test-support module (``_MisuseReportSink``), which fails the running
/// test at the last located call of the user's (``Engine/callSite``); without it, to standard error.
extension Engine {
    /// A node an operation ran on, held weakly.
    struct NotedNode {
        weak var node: Responder?
    }

    /// The nodes the operations since the last check ran on.
    static var notedNodes: [NotedNode] {
        _read { yield EngineState.current.invariants.notedNodes }
        _modify { yield &EngineState.current.invariants.notedNodes }
    }

    /// The most nodes one check walks, and the longest chain it climbs to find a tree's top; a
    /// larger or deeper tree is left unchecked (the depth tests build chains of a million nodes,
    /// where a walk per operation would be quadratic). The model checker's forests and the unit
    /// tests' trees are far smaller.
    static let invariantWalkLimit = 150
    static let invariantClimbLimit = 100

    /// Nodes of the trees the last checks found over the limits, most recent first out.
    static var largeTrees: [ObjectIdentifier?] {
        _read { yield EngineState.current.invariants.largeTrees }
        _modify { yield &EngineState.current.invariants.largeTrees }
    }
    static var nextLargeTree: Int {
        _read { yield EngineState.current.invariants.nextLargeTree }
        _modify { yield &EngineState.current.invariants.nextLargeTree }
    }

    /// The most nodes noted between two checks.
    static let noteLimit = 64

    /// Notes the nodes of an operation for the check at its outermost end.
    static func noteForInvariants(_ a: Responder?, _ b: Responder?, _ c: Responder?, _ d: Responder?) {
        // A long drain or load notes few distinct trees; past the cap the check is skipped (an
        // unbounded list would make each note linear).
        guard TestSwitches.checksInvariants, notedNodes.count < noteLimit else { return }
        for node in [a, b, c, d] {
            guard let node, !notedNodes.contains(where: { $0.node === node }) else { continue }
            notedNodes.append(NotedNode(node: node))
        }
    }

    /// Checks the trees of the noted nodes and reports what does not hold; called when the
    /// outermost operation has ended and drained its queue.
    static func checkInvariantsOfNotedTrees() {
        // An operation that a drain or a view load runs is not the outermost one: the check waits
        // for the end of the drain or the load.
        guard TestSwitches.checksInvariants, !notedNodes.isEmpty, depth == 0, !isDraining, loading.isEmpty,
            ReleaseQueue.isIdle
        else {
            return
        }
        let noted = notedNodes.compactMap(\.node)
        notedNodes.removeAll()
        // A tree found too large a moment ago is not walked again: building a deep chain would
        // otherwise walk the limit once per link.
        guard !noted.contains(where: { largeTrees.contains(ObjectIdentifier($0) as ObjectIdentifier?) }) else { return }
        let problems = invariantProblems(around: noted)
        guard !problems.isEmpty else { return }
        TestSwitches.invariantViolations += problems
        Diagnostics.reportInvariantViolations(problems)
    }

    /// The invariant violations in the trees of `nodes`; empty when every invariant holds or the
    /// trees are larger than ``invariantWalkLimit``.
    static func invariantProblems(around nodes: [Responder]) -> [String] {
        var walk = InvariantWalk()
        for node in nodes { walk.addTrees(of: node) }
        guard !walk.isOverLimit else {
            // Remembered by identity only: a reused identity at worst skips one check.
            for node in nodes {
                largeTrees[nextLargeTree % largeTrees.count] = ObjectIdentifier(node); nextLargeTree += 1
            }
            return []
        }
        var problems: [String] = []
        for view in walk.views { problems += view.invariantProblems() }
        for controller in walk.controllers { problems += controller.invariantProblems() }
        problems += idleProblems(expectsNoAttachments: false).filter { !$0.contains("leases") }
        return problems
    }
}

/// The nodes of the trees one invariant check walks, each once, in the order met.
@MainActor
struct InvariantWalk {
    private(set) var views: [View] = []
    private(set) var controllers: [ViewController] = []
    private var seen: Set<ObjectIdentifier> = []
    private(set) var isOverLimit = false

    /// Adds every node of the trees `node` belongs to: its view tree, its controller tree, the
    /// view trees of those controllers, and the controllers they present or are presented by.
    mutating func addTrees(of node: Responder) {
        var pending: [Responder] = [node]
        while let next = pending.popLast(), !isOverLimit {
            // The climbs count against the limit too: a chain of a million views is not climbed
            // once per operation.
            var steps = 0
            if let view = next as? View {
                var top = view
                while let up = top.storedSuperview, steps <= Engine.invariantClimbLimit { top = up; steps += 1 }
                if steps > Engine.invariantClimbLimit { isOverLimit = true; return }
                addViewTree(top, to: &pending)
            } else if let controller = next as? ViewController {
                var top = controller
                while let up = top.storedParent, steps <= Engine.invariantClimbLimit { top = up; steps += 1 }
                if steps > Engine.invariantClimbLimit { isOverLimit = true; return }
                addControllerTree(top, to: &pending)
            }
        }
    }

    private mutating func addViewTree(_ top: View, to pending: inout [Responder]) {
        guard seen.insert(ObjectIdentifier(top)).inserted else { return }
        var stack = [top]
        while let view = stack.popLast() {
            views.append(view)
            if views.count + controllers.count > Engine.invariantWalkLimit { isOverLimit = true; return }
            if let controller = view.storedController { pending.append(controller) }
            for subview in view.storedSubviews where seen.insert(ObjectIdentifier(subview)).inserted {
                stack.append(subview)
            }
        }
    }

    private mutating func addControllerTree(_ top: ViewController, to pending: inout [Responder]) {
        guard seen.insert(ObjectIdentifier(top)).inserted else { return }
        var stack = [top]
        while let controller = stack.popLast() {
            controllers.append(controller)
            if views.count + controllers.count > Engine.invariantWalkLimit { isOverLimit = true; return }
            if let view = controller.storedView { pending.append(view) }
            if let links = controller.presentationLinks {
                if let presented = links.presented { pending.append(presented) }
                if let presenting = links.presenting { pending.append(presenting) }
            }
            for child in controller.storedChildren where seen.insert(ObjectIdentifier(child)).inserted {
                stack.append(child)
            }
        }
    }
}

extension View {
    /// The invariants of this view's links (`VIEW-1`, `PARENT-1`).
    fileprivate func invariantProblems() -> [String] {
        var problems: [String] = []
        for (index, subview) in storedSubviews.enumerated()
        where subview.storedSuperview !== self || subview.indexInSuperview != index {
            problems.append("VIEW-1: \(subview.name): superview or index disagrees with \(name).subviews")
        }
        var root: View = self
        while let up = root.storedSuperview { root = up }
        if storedWindow !== (root as? Window) {
            problems.append("VIEW-1: \(name): window is \(storedWindow?.name ?? "nil"), root is \(root.name)")
        }
        if !isTornDown {
            var owner: ViewController?
            var walk: View? = self
            while let current = walk, owner == nil {
                owner = current.storedController
                walk = current.storedSuperview
            }
            if storedOwner !== owner {
                problems.append(
                    "PARENT-1: \(name): owner \(storedOwner?.name ?? "nil") but a walk finds \(owner?.name ?? "nil")")
            }
        }
        return problems
    }
}

extension ViewController {
    /// The invariants of this controller (`VC-1`, `VC-5`, `APP-1`, `LIFE-3`, `COMP-12`).
    fileprivate func invariantProblems() -> [String] {
        var problems: [String] = []
        for (index, child) in storedChildren.enumerated()
        where child.storedParent !== self || child.indexInParent - childIndexBase != index {
            problems.append("VC-1: \(child.name): parent or index disagrees with \(name).children")
        }
        guard !isTornDown else { return problems }
        if let parent = storedParent, let superview = storedView?.storedSuperview {
            let above = superview.storedOwner
            if above.map({ $0 !== parent }) ?? (superview.storedWindow != nil) {
                problems.append("VC-5: \(name): parent \(parent.name) but the owner above is \(above?.name ?? "nil")")
            }
        }
        let target = appearanceTarget
        if appearanceState != target, appearanceHolder == nil {
            let place = isViewInVisibleWindow ? "in a visible window" : "not in a visible window"
            problems.append(
                "APP-1: \(name) is \(appearanceState), its target is \(target) (its view is \(place)) and nothing holds it"
            )
        }
        if let links = presentationLinks {
            if let presented = links.presented,
                presented.presentationLinks?.presenting !== self || presented.isTornDown
            {
                problems.append("COMP-12: \(name) presents \(presented.name), a link that does not hold")
            }
            if let presenter = links.presenting,
                presenter.presentationLinks?.presented !== self || presenter.isTornDown
            {
                problems.append("COMP-12: \(name) is presented by \(presenter.name), a link that does not hold")
            }
        }
        problems += recordProblems()
        return problems
    }
}
#endif
