/// The state of the operations in progress, and the one path every operation takes.
///
/// Every public operation that changes a tree runs through ``perform(_:reach:validate:again:_:)``:
///
/// 1. **Validate.** A refusal is reported (``Diagnostics``) and nothing changes.
/// 2. **Defer when busy** (`REENT-1`). When any tree the operation touches is being changed by an
///    operation in progress (a hook asked for the change), the whole operation is queued and
///    applied, validated again, when the outermost operation has finished, in request order.
/// 3. **Run with hooks** inside ``run(_:_:_:_:)``, which marks the operation's nodes busy.
/// 4. **Drain** the queued changes, iteratively, when the outermost operation ends.
///
/// A change of a tree that no operation in progress touches (a new view filled in `viewDidLoad`)
/// runs at once: it cannot disturb a walk.
///
/// What "busy" means (see ``mustDefer(_:)``): every node an operation in progress runs on is an
/// *anchor*. A view stands for its whole view tree (the top of its superview chain, compared when
/// asked, so trees that merge or split during the operation stay covered); a controller stands for
/// its whole controller tree (the top of its parent chain). A requested change is deferred when
/// one of its nodes shares a tree with an anchor; a controller also shares the view tree of its
/// root view, except as the `parent` of an operation (``Touched/parent``), where only its
/// controller tree counts and a controller loading its own view is not busy. The walks mark what
/// they walk: ``View/move(_:to:at:)`` anchors the moving view and both superviews, so a subtree is
/// busy from its first hook to its last; a container's new content and a teardown's whole reach
/// are anchored while they run.
@MainActor
enum Engine {
    // MARK: State (stored in `EngineState.operations`, with its invariants; touched on the main
    // actor only, in place; `EngineState.current` says why its exclusivity is not checked)

    /// Recorders and logs attached anywhere; zero means every ``Responder/observerScope`` is `nil`.
    static var attachmentCount: Int {
        _read { yield EngineState.current.operations.attachmentCount }
        _modify { yield &EngineState.current.operations.attachmentCount }
    }
    /// The observers of the operation in progress: those of the nodes it runs on.
    static var scope: OperationScope {
        _read { yield EngineState.current.operations.scope }
        _modify { yield &EngineState.current.operations.scope }
    }
    /// How many operations are in progress (nested operations count).
    static var depth: Int {
        _read { yield EngineState.current.operations.depth }
        _modify { yield &EngineState.current.operations.depth }
    }
    /// The nodes the operations in progress run on: a change that shares a tree with one of them
    /// is deferred. Pushed and popped in strict nesting.
    static var anchors: [Responder] {
        _read { yield EngineState.current.operations.anchors }
        _modify { yield &EngineState.current.operations.anchors }
    }
    /// Changes requested from hooks, applied in order when the outermost operation finishes.
    static var deferred: WorkList<DeferredChange> {
        _read { yield EngineState.current.operations.deferred }
        _modify { yield &EngineState.current.operations.deferred }
    }
    /// The controllers loading their root views, innermost last. A loading controller fills in its
    /// own view and children at once even while an operation has its controller tree busy: that
    /// operation has not reached them yet (its view is not placed until it is loaded). It is still
    /// busy as a node that would move (re-parented, made a window's root, torn down).
    static var loading: [ViewController] {
        _read { yield EngineState.current.operations.loading }
        _modify { yield &EngineState.current.operations.loading }
    }
    /// Work to run when the outermost view load in progress has finished its `viewDidLoad`, in
    /// request order (``afterLoading(_:)``).
    static var afterLoadingWork: WorkList<@MainActor () -> Void> {
        _read { yield EngineState.current.operations.afterLoadingWork }
        _modify { yield &EngineState.current.operations.afterLoadingWork }
    }
    /// Whether the queue is being drained (draining never nests: the loop picks up new entries).
    static var isDraining: Bool {
        _read { yield EngineState.current.operations.isDraining }
        _modify { yield &EngineState.current.operations.isDraining }
    }
    /// Whether the outermost operation is a deferred change being applied: its refusal is then
    /// reported as `MIS-15`.
    static var isApplyingDeferred: Bool {
        _read { yield EngineState.current.operations.isApplyingDeferred }
        _modify { yield &EngineState.current.operations.isApplyingDeferred }
    }

    // MARK: The operation path

    /// Runs one operation along the one path: validate, defer when busy, run, drain.
    ///
    /// - Parameters:
    ///   - touched: The nodes whose trees the operation changes.
    ///   - reach: For an operation that reaches further than `touched` (a teardown retires whole
    ///     subtrees and their descendant controllers): the other nodes it changes, checked for
    ///     busy while an operation is in progress and anchored while this one runs.
    ///   - validate: Throws the refusal; answers `false` when there is nothing to do.
    ///   - again: Makes the closure that requests the same operation again (only called to queue it).
    ///   - body: The change, with its hooks; runs as one operation anchored at `touched`.
    static func perform(
        _ touched: Touched,
        reach: (() -> [Responder])? = nil,
        validate: () throws(MisuseError) -> Bool,
        again: () -> @MainActor () -> Void,
        _ body: () -> Void
    ) {
        let changes: Bool
        do {
            changes = try validate()
        } catch {
            Diagnostics.refuse(error, touching: touched)
            return
        }
        // Nothing to do now, and nothing waiting that could make it a change by its turn.
        if !changes, deferred.isEmpty { return }
        let reached = reach?() ?? []
        if mustDefer(touched) || (depth > 0 && reached.contains { isBusy($0) }) {
            // Queued even when it changes nothing against the tree of now: a change requested
            // before it and still waiting may make it one (a hook that hides its window and shows
            // it again, REENT-1's "in the order requested"); `again` validates it afresh.
            deferred.append(DeferredChange(apply: again()))
            return
        }
        guard changes else { return }
        run(touched.a, touched.b, touched.c, touched.d) {
            // The parent (its controller tree) is busy and observed while the operation runs, and
            // everything the operation reaches is busy. (Most operations have neither: no second
            // level then, which would only count the depth up and down.)
            guard touched.parent != nil || !reached.isEmpty else { return body() }
            run(touched.parent) {
                let anchorCount = anchors.count
                anchors.append(contentsOf: reached)
                body()
                popAnchors(to: anchorCount)
            }
        }
    }

    /// Runs `body` as one operation anchored at up to four nodes: they are busy while it runs, its
    /// events go to the observers above them, and the outermost operation drains the queue.
    static func run<R, E: Error>(
        _ a: Responder?, _ b: Responder? = nil, _ c: Responder? = nil, _ d: Responder? = nil,
        _ body: () throws(E) -> R
    ) throws(E) -> R {
        let saved = scope
        if attachmentCount > 0 {
            scope.add(a?.observerScope)
            scope.add(b?.observerScope)
            scope.add(c?.observerScope)
            scope.add(d?.observerScope)
        }
        let anchorCount = anchors.count
        if let a { anchors.append(a) }
        if let b { anchors.append(b) }
        if let c { anchors.append(c) }
        if let d { anchors.append(d) }
        depth += 1
        TestHooks.noteOperation(a, b, c, d)
        defer {
            depth -= 1
            popAnchors(to: anchorCount)
            scope = saved
            if depth == 0 {
                drainDeferred()
                UnfinishedContainment.outermostOperationEnded()  // MIS-19
                TestHooks.outermostOperationEnded()
            }
        }
        return try body()
    }

    /// Marks nodes busy for the duration of `body` without starting an operation (the walks of a
    /// move inside an operation).
    @inline(__always)
    static func anchoring(_ a: Responder?, _ b: Responder?, _ c: Responder?, _ body: () -> Void) {
        let anchorCount = anchors.count
        if let a { anchors.append(a) }
        if let b { anchors.append(b) }
        if let c { anchors.append(c) }
        body()
        popAnchors(to: anchorCount)
    }

    /// Removes the anchors pushed since `count`. One `removeLast()` each: `removeSubrange` goes
    /// through the generic `replaceSubrange`, several times the cost for the one to four anchors
    /// an operation pushes. The callers hold every anchor, so removing one releases nothing.
    @inline(__always)
    private static func popAnchors(to count: Int) {
        while anchors.count > count { anchors.removeLast() }
    }

    /// Whether a change of these nodes must wait for the operations in progress (`REENT-1`).
    ///
    /// - Complexity: O(1) when no operation is in progress; otherwise O(*a* · *d*) in the anchors
    ///   and the depth of the trees involved. Allocates nothing.
    static func mustDefer(_ touched: Touched) -> Bool {
        guard depth > 0 else { return false }
        return isBusy(touched.a) || isBusy(touched.b) || isBusy(touched.c) || isBusy(touched.d)
            || isBusy(touched.parent, asParent: true)
    }

    /// Whether an operation in progress is changing `node`'s trees.
    ///
    /// - Complexity: O(1) when no operation is in progress; otherwise as ``mustDefer(_:)``.
    static func isBusyNow(_ node: Responder) -> Bool {
        depth > 0 && isBusy(node)
    }

    /// Whether `node` shares a tree with an anchor. As the `parent` of an operation (the
    /// controller whose children or root view change), a controller counts only its controller
    /// tree, and not even that while it loads its own view (it fills itself in).
    private static func isBusy(_ node: Responder?, asParent: Bool = false) -> Bool {
        guard let node else { return false }
        let keys = node.busyKeys
        var own: Responder? = asParent && !loading.isEmpty && loading.containsIdentical(node) ? nil : keys.own
        let view = asParent ? nil : keys.view
        let ignoresControllers = TestHooks.busyCheckIgnoresControllerTrees
        if ignoresControllers, node is ViewController { own = nil }
        for anchor in anchors {
            if ignoresControllers, anchor is ViewController { continue }
            let key = anchor.busyKeys.own
            if key === own || key === view { return true }
        }
        return false
    }

    /// Runs `work` when the outermost view load in progress has finished its `viewDidLoad` (before
    /// that load returns its view), or now when no view is loading.
    ///
    /// A container that places its children's views from its `viewDidLoad` (which loads them)
    /// would otherwise load a chain of nested containers inside each other's `viewDidLoad`, one
    /// level of stack per container (`LIFE-5`). Work requested while the queue runs (a child's
    /// own `viewDidLoad`) runs in the same loop, in request order, so the chain loads top-down
    /// with constant stack.
    static func afterLoading(_ work: @escaping @MainActor () -> Void) {
        guard !loading.isEmpty else { return work() }
        afterLoadingWork.append(work)
    }

    /// Runs the work of ``afterLoading(_:)``; called by the outermost view load.
    static func runAfterLoadingWork() {
        while let work = afterLoadingWork.take() { work() }
    }

    /// Applies the queued changes in request order, iteratively: a change queued while draining is
    /// applied by the same loop, so a chain of any length uses constant stack.
    private static func drainDeferred() {
        guard !isDraining, !deferred.isEmpty else { return }
        isDraining = true
        // Deferred changes belong to no caller's withMisuseChecking scope: their refusals are reported.
        let checkingScopes = Diagnostics.checkingScopes
        Diagnostics.checkingScopes = []
        defer {
            isDraining = false
            Diagnostics.checkingScopes = checkingScopes
        }
        // `take()` hands each change over, so that its release (which may run a `deinit` that
        // queues more work, LIFE-4) happens after the list's own access has ended.
        while let change = deferred.take() {
            isApplyingDeferred = true
            change.apply()
            isApplyingDeferred = false
        }
    }

    /// Records an event of `subject`'s hook in every recorder that observes it: the recorders of
    /// the operation in progress and those attached to the subject or above it (`TRACE-3`), each
    /// once.
    ///
    /// The one recording path of every hook (the base implementations, and ``HookGate`` for a
    /// hook that a class inherits): the event is passed as its hook and its nodes, and each
    /// recorder stores it compactly (`RecordedTrace`); no event value and no string is built
    /// (`TRACE-2`, profiled). Nothing is done unless a recorder is listening. Finding the
    /// recorders reads stored scopes, never walks the tree (`TRACE-5`).
    ///
    /// - Parameters:
    ///   - hook: The hook.
    ///   - subject: The node whose hook it is.
    ///   - a: The first node argument, in the order of the canonical line (superview, window,
    ///     subview, parent, content), `nil` when the hook has none or it is `nil`.
    ///   - b: The second node argument (`to` of a transition).
    ///   - animated: `animated` of an appearance hook.
    @inline(__always)
    static func emit(
        _ hook: LifecycleEvent.Hook, on subject: Responder, _ a: Responder? = nil, _ b: Responder? = nil,
        animated: Bool = false
    ) {
        // Unretained: the subject holds it, and recording changes no scope (`OperationScope.deliver`).
        var own: Unmanaged<ObserverScope>?
        if let scope = subject.observerScope { own = Unmanaged.passUnretained(scope) }
        if own == nil, scope.isEmpty, TestHooks.globalRecorder == nil { return }
        deliver(hook, subject, a, b, animated, alsoTo: own)
    }

    /// ``emit(_:on:_:_:animated:)`` once a recorder may be listening (kept out of line: the call
    /// sites inline only the early return).
    @inline(never)
    private static func deliver(
        _ hook: LifecycleEvent.Hook, _ subject: Responder, _ a: Responder?, _ b: Responder?, _ animated: Bool,
        alsoTo own: Unmanaged<ObserverScope>?
    ) {
        TestHooks.countBuiltEvent()
        scope.deliver(alsoTo: own) { $0.record(hook, subject, a, b, animated: animated) }
        TestHooks.globalRecorder?.record(hook, subject, a, b, animated: animated)
    }

    /// Records an event that is not a node's hook with node arguments: a line of composition's
    /// own (`N.transition(from:to:)`, `P.present(C)`), built only when a recorder is listening.
    static func emit(on subject: Responder, _ event: @autoclosure () -> LifecycleEvent) {
        var own: Unmanaged<ObserverScope>?
        if let scope = subject.observerScope { own = Unmanaged.passUnretained(scope) }
        if own == nil, scope.isEmpty, TestHooks.globalRecorder == nil { return }
        let built = event()
        TestHooks.countBuiltEvent()
        scope.deliver(alsoTo: own) { $0.record(built) }
        TestHooks.globalRecorder?.record(built)
    }
}

/// The nodes an operation touches: up to four that it moves or changes, held inline so that
/// describing them allocates nothing, and the controller whose children or root view it changes.
struct Touched {
    var a: Responder?
    var b: Responder?
    var c: Responder?
    var d: Responder?
    /// The controller that gains or loses a child, or gets a root view, without moving itself:
    /// busy only through its controller tree, and not while it loads its own view.
    var parent: ViewController?

    init(
        _ a: Responder?, _ b: Responder? = nil, _ c: Responder? = nil, _ d: Responder? = nil,
        parent: ViewController? = nil
    ) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.parent = parent
    }
}

/// The trees a node belongs to, for the busy check.
struct BusyKeys {
    /// The top of the node's own chain: a view's topmost superview, a controller's topmost parent.
    let own: Responder
    /// For a controller with a loaded root view: that view's tree; for a view: its tree (`own`);
    /// `nil` for a controller whose view is not loaded.
    let view: Responder?
}

/// The observers of one operation: the scopes of the nodes it runs on (``ObserverScope``), each
/// once. Adding a node's scope reads one stored reference; nothing walks the tree (`TRACE-5`).
/// The first scope is held inline, so that an observed operation (usually one scope) allocates
/// nothing when it saves and extends the scope of the operation around it.
@MainActor
struct OperationScope {
    /// The outermost operation's first scope; `nil` when nothing observes the operation.
    private var first: ObserverScope?
    /// The other distinct scopes, in the order added. Usually empty.
    private var more: [ObserverScope] = []
    /// ``first``, unretained, and whether ``more`` has any: what a delivery reads, without
    /// reference counting. Invariant: `firstUnretained` is `first`'s reference and `hasMore` is
    /// `!more.isEmpty`, both set only by ``add(_:)``.
    private var firstUnretained: Unmanaged<ObserverScope>?
    private var hasMore = false

    var isEmpty: Bool { firstUnretained == nil }

    /// Adds the observers of a node (`nil`: nothing observes it).
    mutating func add(_ scope: ObserverScope?) {
        guard let scope else { return }
        guard let first else {
            self.first = scope
            firstUnretained = Unmanaged.passUnretained(scope)
            return
        }
        guard first !== scope, !more.containsIdentical(scope) else { return }
        more.append(scope)
        hasMore = true
    }

    /// Calls `body` with every scope, the first first.
    private func forEachScope(_ body: (ObserverScope) -> Void) {
        guard let first else { return }
        body(first)
        for scope in more { body(scope) }
    }

    /// The logs of every scope that are still attached as they were when the scope was made
    /// (`TRACE-7`), each once.
    var logs: [DiagnosticsLog] {
        var logs: [DiagnosticsLog] = []
        forEachScope { scope in
            for log in scope.logs where log.isCurrent && !logs.containsIdentical(log.observer) {
                logs.append(log.observer)
            }
        }
        return logs
    }

    /// A number per delivered event, so that a recorder reached through several scopes records
    /// it once (``TraceRecorder/lastDelivery``).
    private static var deliveries: UInt64 {
        _read { yield EngineState.current.operations.deliveries }
        _modify { yield &EngineState.current.operations.deliveries }
    }

    /// Calls `record` with every recorder of these scopes and of `extra`, each once, that is still
    /// attached as it was when its scope was made (`TRACE-7`).
    ///
    /// - Complexity: O(*r*) in the recorders of the scopes; allocates nothing beyond the event's
    ///   place in each recorder.
    /// `mutating` though it changes nothing: called on `Engine.scope`, it then reads the global in
    /// place, where a non-mutating call copies it and retains and releases its scopes per event.
    @inline(__always)
    mutating func deliver(alsoTo extra: Unmanaged<ObserverScope>?, _ record: (TraceRecorder) -> Void) {
        // **Lifetime** of the scopes read unretained here (no reference counting per event, issue
        // 21): `first` and `more` are held strongly by this operation scope, which is
        // `Engine.scope` from the start of the outermost observed operation to its end
        // (`Engine.run` saves and restores it, never during a delivery); `extra` is the subject's
        // own ``Responder/observerScope``, which the subject (alive: its hook is being recorded)
        // holds, and which only a change of links or attachments replaces, never a delivery
        // (recording runs no hook and no user code).
        if !hasMore, firstUnretained == nil || extra == nil || extra?.toOpaque() == firstUnretained?.toOpaque() {
            guard let only = firstUnretained ?? extra else { return }
            ObserverScope.forEachRecorder(of: only) { recorder, stamp in
                if recorder.attachment == stamp { record(recorder) }
            }
            return
        }
        OperationScope.deliveries &+= 1
        let delivery = OperationScope.deliveries
        func deliver(through scope: Unmanaged<ObserverScope>) {
            ObserverScope.forEachRecorder(of: scope) { recorder, stamp in
                guard recorder.attachment == stamp, recorder.lastDelivery != delivery else { return }
                recorder.lastDelivery = delivery
                record(recorder)
            }
        }
        forEachScope { deliver(through: Unmanaged.passUnretained($0)) }
        if let extra { deliver(through: extra) }
    }
}

/// A change requested from a hook while one of its trees was being changed: the same public call,
/// made again when the queue drains.
struct DeferredChange {
    let apply: @MainActor () -> Void
}
