/// The recorders and logs that observe one region of the tree (`TRACE-3`, `TRACE-5`).
///
/// Every node keeps a reference to the scope that observes it (``Responder/observerScope``): the
/// recorders and logs attached to the node itself and to every node above it along
/// ``Responder/scopeParent``. Nodes with nothing attached share their scope-parent's object, so a
/// whole observed window points at one scope, and a node in a tree that nothing observes points at
/// nothing.
///
/// **Invariant** (checked by `_checkObserverScopes` in debug tests): for every node `n`,
/// `n.observerScope` holds exactly the observers attached to `n` and its scope ancestors; it is the
/// same object as its scope-parent's when `n` has nothing attached, and `nil` when nothing is
/// attached to `n` or above it.
///
/// **Maintenance.** Reading the scope is one load, at any depth. The references change only when
/// an attachment changes or a scope-parent link changes (a view changes superview, a controller
/// gets a root view or a parent), and then only below the node whose link changed and only as far
/// as the result differs: a node whose new scope is the object it already had stops the walk
/// (``Responder/refreshObserverScopes()``). Moving a subtree inside one observed region, or in
/// trees that nothing observes, therefore visits one node.
@MainActor
final class ObserverScope {
    /// The node whose own attachments this scope adds to ``inherited``, `nil` once it is gone (a
    /// scope may outlive its owner in a node that outlives it, until that node's links change).
    var owner: Responder? { ownerTether.target }
    /// The link to ``owner``: a tether, not a `weak` reference, so that the owner (usually the
    /// window) gets no side table and its retains stay on the fast path (profiled).
    private let ownerTether: Tether
    /// The scope of the owner's scope-parent when this one was made.
    let inherited: ObserverScope?
    /// Every recorder of the region, each once: the inherited ones, then the owner's; each with
    /// its ``TraceRecorder/attachment`` when this scope was made (`TRACE-7`: a recorder detached
    /// since, even inside a hook of an operation still using this scope, gets nothing from it).
    let recorders: [Attached<TraceRecorder>]
    /// Every log of the region, each once: the inherited ones, then the owner's; stamped as
    /// ``recorders`` are.
    let logs: [Attached<DiagnosticsLog>]

    /// The stack of ``Responder/refreshObserverScopes(attachmentsChanged:)``, kept between walks:
    /// the nodes whose scope changed and whose scope children are still to bring up to date.
    ///
    /// Unretained (profiled: a retain and a release per node were a large part of attaching an
    /// observed subtree). **Lifetime**: each node on it is a scope child of a node visited before
    /// (the first is the node the walk starts at, which its caller holds); the tree holds them
    /// (a subview by its superview's `storedSubviews`, a controller by its parent, its window or
    /// its owner, a root view by its controller), and the walk changes no link and runs no hook
    /// and no user code: the only objects it releases are replaced scopes, whose `deinit`
    /// releases recorders, logs, tethers and other scopes, never a node.
    ///
    /// Scratch: a buffer kept for its capacity; each walk pushes and pops only its own tail and
    /// runs no hook and no user code, so nothing on it outlives the walk.
    @exclusivity(unchecked) static var walk: [Unmanaged<Responder>] = []

    init(owner: Responder, extras: ResponderExtras, inherited: ObserverScope?) {
        ownerTether = owner.tether
        self.inherited = inherited
        var recorders = inherited?.recorders ?? []
        for recorder in extras.recorders where !recorders.contains(where: { $0.observer === recorder }) {
            recorders.append(Attached(recorder))
        }
        var logs = inherited?.logs ?? []
        for log in extras.logs where !logs.contains(where: { $0.observer === log }) { logs.append(Attached(log)) }
        self.recorders = recorders
        self.logs = logs
    }

    /// Calls `body` with every recorder of `scope`'s region that is still attached as it was
    /// when the scope was made (`TRACE-7`), without reference counting (profiled: retains and
    /// releases were a third of a traced operation's time).
    ///
    /// **Lifetime** (who keeps what alive while nothing is retained): the caller keeps `scope`
    /// alive through the call (`OperationScope.deliver` says how), and `scope.recorders` holds
    /// each recorder strongly for as long as the scope lives. `body` records and runs no hook and
    /// no user code, so it cannot release either.
    ///
    /// `nonisolated` so that its closures are too: a main-actor closure handed to a standard
    /// library function checks the executor at run time on every call (as in `View+Traversal`).
    /// It reads only `let`s, and only the main actor calls it.
    @inline(__always)
    nonisolated static func forEachRecorder(
        of scope: Unmanaged<ObserverScope>, _ body: (_ recorder: TraceRecorder, _ stamp: UInt32) -> Void
    ) {
        scope._withUnsafeGuaranteedRef { scope in
            scope.recorders.withUnsafeBufferPointer { attached in
                for index in attached.indices {
                    let stamp = attached[index].attachment
                    Unmanaged.passUnretained(attached[index].observer)._withUnsafeGuaranteedRef { body($0, stamp) }
                }
            }
        }
    }
}

extension ObserverScope {
    /// Calls `body` with the node that `node` refers to, without reference counting (the walk of
    /// ``Responder/refreshObserverScopes(attachmentsChanged:)``, whose caller says what keeps it
    /// alive). `nonisolated`, as ``forEachRecorder(of:_:)`` is, so that its closure is too.
    @inline(__always)
    nonisolated static func withNode(_ node: Unmanaged<Responder>, _ body: (Responder) -> Void) {
        node._withUnsafeGuaranteedRef { body($0) }
    }
}

/// Something that is attached to a node and counts its attachments: a recorder or a log.
@MainActor
protocol AttachmentCounting: AnyObject {
    /// Changes at every attach and detach, so that a stamp taken while attached goes stale at once.
    var attachment: UInt32 { get }
}

/// An observer as a scope holds it: with the attachment it had when the scope was made.
///
/// **Invariant**: the observer listens through this scope only while ``isCurrent``: a detach (or a
/// new attach) changes the observer's attachment, so scopes that an operation in progress still
/// holds stop delivering to it at once (`TRACE-7`).
///
/// Not main-actor isolated itself (its `let`s are read by `ObserverScope.forEachRecorder`, which
/// is `nonisolated`); what reads the observer's state is.
struct Attached<Observer: AttachmentCounting> {
    let observer: Observer
    let attachment: UInt32

    @MainActor
    init(_ observer: Observer) {
        self.observer = observer
        attachment = observer.attachment
    }

    /// Whether the observer is still attached as it was when the scope was made.
    @MainActor @inline(__always)
    var isCurrent: Bool { observer.attachment == attachment }
}

extension Responder {
    /// Whether recorders or logs are attached to this node itself.
    final var hasOwnObservers: Bool {
        guard let extras else { return false }
        return !extras.recorders.isEmpty || !extras.logs.isEmpty
    }

    /// Brings ``observerScope`` up to date for this node and, as far as their scopes change, the
    /// nodes below it along the scope-parent links. Call it after this node's ``scopeParent``
    /// changed, or (with `attachmentsChanged`) after its own attachments changed.
    ///
    /// - Parameter attachmentsChanged: Whether this node's own recorders or logs changed, so that
    ///   its scope must be made anew even when what it inherits is the same.
    /// - Complexity: O(1) when nothing is attached anywhere, or when the node's scope is unchanged
    ///   (a move inside one observed region, or between trees that nothing observes); otherwise
    ///   O(*k*) in the nodes whose scope changes, plus their subviews and children.
    final func refreshObserverScopes(attachmentsChanged: Bool = false) {
        guard Engine.attachmentCount > 0 || observerScope != nil else { return }
        TestHooks.countObserverScopeVisit()
        guard updateObserverScope(inheriting: scopeParent?.observerScope, forceNew: attachmentsChanged) else {
            return
        }
        // Only when this node's scope changed: the walk below, on a stack kept between calls (no
        // hook runs here, so walks never nest). Each node's scope children are brought up to date
        // from its scope, which is current: a child with nothing attached takes it as it is (one
        // load and one compare), so a subtree that moves whole costs about one store per node.
        var pending = ObserverScope.walk
        ObserverScope.walk = []
        defer { pending.removeAll(keepingCapacity: true); ObserverScope.walk = pending }
        pending.append(Unmanaged.passUnretained(self))
        while let next = pending.popLast() {
            // The node is alive: see `ObserverScope.walk`. Its scope is held by the node, whose
            // scope no step below replaces (the walk sets each node's scope from its
            // scope-parent's, and a tree has no scope-parent cycle; `updateObserverScope` keeps
            // even a broken one finite).
            ObserverScope.withNode(next) { node in
                let scope = node.observerScope
                node.forEachScopeChild { child in
                    TestHooks.countObserverScopeVisit()
                    if child.updateObserverScope(inheriting: scope) { pending.append(Unmanaged.passUnretained(child)) }
                }
            }
        }
    }

    /// Whether `scope` or a scope it inherits from belongs to this node.
    ///
    /// - Complexity: O(*s*) in the nested scopes above, one per node with attachments.
    private final func inheritsFromItself(_ scope: ObserverScope?) -> Bool {
        var current = scope
        while let here = current {
            if here.owner === self { return true }
            current = here.inherited
        }
        return false
    }

    /// Sets this node's scope from `inherited`, its scope-parent's current scope; answers whether
    /// it changed.
    ///
    /// A node with nothing attached takes `inherited` as it is. In a tree, no scope above a node
    /// belongs to it: only a node with attachments owns a scope, and changing its attachments
    /// makes its scope anew and brings every scope below that inherits from the old one up to
    /// date (``refreshObserverScopes(attachmentsChanged:)``).
    @inline(__always)
    private final func updateObserverScope(inheriting inherited: ObserverScope?, forceNew: Bool = false) -> Bool {
        guard let extras, !extras.recorders.isEmpty || !extras.logs.isEmpty else {
            guard inherited !== observerScope else { return false }
            observerScope = inherited
            return true
        }
        return updateOwnObserverScope(extras, inheriting: inherited, forceNew: forceNew)
    }

    /// ``updateObserverScope(inheriting:forceNew:)`` of a node with attachments: its own scope,
    /// made anew when what it inherits or its attachments changed.
    @inline(never)
    private final func updateOwnObserverScope(
        _ extras: ResponderExtras, inheriting inheritedScope: ObserverScope?, forceNew: Bool
    ) -> Bool {
        var inherited = inheritedScope
        if inherited != nil, inheritsFromItself(inherited) {
            // Only a broken tree (a scope-parent cycle, which validation refuses to build) gets
            // here; inheriting nothing keeps the walk finite.
            inherited = nil
        }
        let updated: ObserverScope
        if !forceNew, let current = observerScope, current.owner === self, current.inherited === inherited {
            updated = current
        } else {
            updated = ObserverScope(owner: self, extras: extras, inherited: inherited)
        }
        guard updated !== observerScope else { return false }
        observerScope = updated
        return true
    }
}

/// An observer and a number: sendable when the observer is (recorders and logs are main-actor
/// objects), so that `ObserverScope.forEachRecorder` may read a scope's `recorders` nonisolated.
extension Attached: Sendable where Observer: Sendable {}
