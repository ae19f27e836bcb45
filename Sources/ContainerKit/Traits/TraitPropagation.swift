/// Keeps every node's stored effective traits current and calls `traitCollectionDidChange(_:)`
/// (`TRAIT-1`, `TRAIT-2`).
///
/// **Inheritance.** Traits flow down the view tree: a window's are its ``Window/systemTraits``
/// with its overrides applied; a view's are its superview's with its overrides applied; a
/// controller sits between its root view and that view's superview: a controller's are its root
/// view's superview's with the controller's overrides applied, and its root view inherits the
/// controller's. A controller whose root view is not loaded or not in a view tree, and a view
/// outside any tree, start from ``TraitCollection/unspecified`` (policy: traits follow the view
/// tree, as in UIKit since iOS 17, not the controller hierarchy).
///
/// **Storage.** Each node stores its effective collection in a ``TraitBox``; a node that overrides
/// nothing shares its parent's box, so reading is O(1) at any depth and a change allocates one box
/// per overriding node.
///
/// **Updates.** Eager, from the node whose inputs changed (a window's traits, an override, a move,
/// a new root view): the start node and, as far as values actually change, its descendants get
/// their new boxes first (pre-order, no user code); then the hooks run in the same pre-order,
/// parents before children, a controller right before its root view. A node whose value does not
/// change keeps its box, and its subtree is not visited.
///
/// **Hooks only on a real change** (`TRAIT-1`). A hook may change traits again (set the window's
/// traits back): the nested update stores the new values at once. A node whose hook the outer
/// update has not called yet is then left to it, and the outer update calls a hook only when the
/// node's traits still differ from those it had before: a node whose traits went and came back
/// hears nothing, and no hook ever gets `previous == traitCollection`.
@MainActor
enum TraitPropagation {
    enum Subject {
        case view(View)
        case controller(ViewController)
    }

    /// The nodes whose traits changed in the updates in progress, with their previous traits, in
    /// hook order. Keeps its capacity; nested updates (from hooks) push and pop their own tails.
    // Stored in `EngineState` (unchecked exclusivity there): every access is a read,
    // an append or a removal that calls no hook while it is open (hooks run between accesses).
    private static var changed: [(subject: Subject, previous: TraitCollection)] {
        _read { yield EngineState.current.layout.traitsChanged }
        _modify { yield &EngineState.current.layout.traitsChanged }
    }
    /// The notification loops in progress, outermost first: each one's entries `next..<end` of
    /// `changed` have not had their hook yet.
    private static var loops: [(next: Int, end: Int)] {
        _read { yield EngineState.current.layout.traitLoops }
        _modify { yield &EngineState.current.layout.traitLoops }
    }

    /// Recomputes `start` (and first its controller, when it is a root view) and the descendants
    /// whose traits change; then calls their hooks inside an operation anchored at `start`.
    static func update(from start: View) {
        let base = changed.count
        defer { if changed.count > base { changed.removeSubrange(base...) } }
        let unrecorded = isUnrecorded(anchor: start)
        if store(start, base, unrecorded), !start.storedSubviews.isEmpty {
            var lastChanged = false
            View.forEachPreOrder(in: start, descendingInto: { _ in lastChanged }) { view in
                if view !== start { lastChanged = store(view, base, unrecorded) }
            }
        }
        notify(from: base, anchor: start)
    }

    /// Recomputes a controller whose root view is not loaded.
    static func update(controller: ViewController) {
        let base = changed.count
        defer { if changed.count > base { changed.removeSubrange(base...) } }
        store(
            controller, TraitBox.composing(nil, controller.layoutExtras?.traitOverrides), base,
            isUnrecorded(anchor: controller))
        notify(from: base, anchor: controller)
    }

    /// Whether nothing but a node's own observers could record a trait hook called by the
    /// notification loop of an update anchored at `anchor`, as `HookGate.isRecorded` would answer
    /// it inside that loop's operation (`Engine.run(anchor)` adds the anchor's observers). Only
    /// user code can change the answer: no hook, no report. Off with the direct paths, so that
    /// `DifferentialRuns` compares it with the full list.
    private static func isUnrecorded(anchor: Responder) -> Bool {
        !TestHooks.disablesDirectPaths && Engine.scope.isEmpty && TestHooks.globalRecorder == nil
            && anchor.observerScope == nil
    }

    /// Whether the change of `subject` can go unlisted (profiled): no entry of this update is
    /// listed yet, and its hook would do nothing when the loop reached it (inherited, and
    /// unrecorded: `HookGate.skips`). The loop calls the hooks in list order, and until it
    /// calls the first listed one no user code runs, so nothing can make such a hook recorded
    /// (attach a recorder, set a global one) before its turn: the loop would skip it. After a
    /// listed entry, user code may run first, and every entry is listed.
    @inline(__always)
    private static func goesUnlisted(_ subject: Responder, _ base: Int, _ unrecorded: Bool) -> Bool {
        guard unrecorded, changed.count == base, subject.observerScope == nil,
            subject.inheritedHooks.contains(.traitCollectionDidChange)
        else { return false }
        TestHooks.countUnlistedTraitChange()
        return true
    }

    /// Whether ``update(from:)`` would find the traits of `view` and of its controller unchanged,
    /// and so change nothing, visit no descendant and call no hook: the comparisons of
    /// `store(_:_:_:)` for the start, without storing. Calls no user code but a custom trait's
    /// `==` (as `store` does), which is nonisolated and so cannot read the main-actor tree.
    ///
    /// - Complexity: O(1).
    static func leavesUnchanged(_ view: View) -> Bool {
        var inherited = inheritedBox(of: view)
        if let controller = view.storedController {
            let box = TraitBox.composing(inherited, controller.layoutExtras?.traitOverrides)
            guard isSame(controller.storedTraits, box) else { return false }
            inherited = controller.storedTraits
        }
        return isSame(view.storedTraits, TraitBox.composing(inherited, view.layoutExtras?.traitOverrides))
    }

    /// The box a view inherits before its controller's and its own overrides: its superview's,
    /// or a window's system traits.
    private static func inheritedBox(of view: View) -> TraitBox? {
        if let superview = view.storedSuperview { return superview.storedTraits }
        if let window = view as? Window { return window.layoutExtras?.systemTraits }
        return nil
    }

    /// Whether a stored box may stay: `store` keeps `old` exactly then.
    @inline(__always)
    private static func isSame(_ old: TraitBox?, _ box: TraitBox?) -> Bool {
        old === box || TraitBox.same(old, box)
    }

    /// Stores a view's effective traits (and first its controller's); `true` when the view's
    /// value changed. Lists the change for its hook unless it can go unlisted.
    private static func store(_ view: View, _ base: Int, _ unrecorded: Bool) -> Bool {
        var inherited = inheritedBox(of: view)
        if let controller = view.storedController {
            store(controller, TraitBox.composing(inherited, controller.layoutExtras?.traitOverrides), base, unrecorded)
            inherited = controller.storedTraits
        }
        let box = TraitBox.composing(inherited, view.layoutExtras?.traitOverrides)
        let old = view.storedTraits
        guard !isSame(old, box) else { return false }
        view.storedTraits = box
        if !goesUnlisted(view, base, unrecorded) { changed.append((.view(view), old?.collection ?? .unspecified)) }
        return true
    }

    private static func store(_ controller: ViewController, _ box: TraitBox?, _ base: Int, _ unrecorded: Bool) {
        let old = controller.storedTraits
        guard !isSame(old, box) else { return }
        controller.storedTraits = box
        if !goesUnlisted(controller, base, unrecorded) {
            changed.append((.controller(controller), old?.collection ?? .unspecified))
        }
    }

    private static func notify(from base: Int, anchor: Responder) {
        let end = changed.count
        guard end > base else { return }
        let leftToOuterLoops = loops.isEmpty ? [] : pendingInOuterLoops()
        Engine.run(anchor) {
            loops.append((base, end))
            defer { loops.removeLast() }
            for index in base..<end {
                loops[loops.count - 1].next = index + 1
                let previous = changed[index].previous
                switch changed[index].subject {
                case .view(let view):
                    guard !view.isTornDown, view.traitCollection != previous,
                        !leftToOuterLoops.contains(ObjectIdentifier(view))
                    else { continue }
                    HookGate.call(view, .traitCollectionDidChange) { view.traitCollectionDidChange(previous) }
                case .controller(let controller):
                    guard !controller.isTornDown, controller.traitCollection != previous,
                        !leftToOuterLoops.contains(ObjectIdentifier(controller))
                    else { continue }
                    HookGate.call(controller, .traitCollectionDidChange) {
                        controller.traitCollectionDidChange(previous)
                    }
                }
            }
        }
    }

    /// The nodes whose hooks the loops in progress have still to call (only built for an update
    /// made from a trait hook).
    private static func pendingInOuterLoops() -> Set<ObjectIdentifier> {
        var pending: Set<ObjectIdentifier> = []
        for loop in loops {
            for index in loop.next..<loop.end {
                switch changed[index].subject {
                case .view(let view): pending.insert(ObjectIdentifier(view))
                case .controller(let controller): pending.insert(ObjectIdentifier(controller))
                }
            }
        }
        return pending
    }
}
