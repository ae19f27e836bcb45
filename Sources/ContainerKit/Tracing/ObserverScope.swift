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
    /// window) gets no side table and its retains stay on the fast path (issue 21).
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

    /// The stack of ``Responder/refreshObserverScopes(attachmentsChanged:)``, kept between walks.
    @exclusivity(unchecked) static var walk: [Responder] = []

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
@MainActor
struct Attached<Observer: AttachmentCounting> {
    let observer: Observer
    let attachment: UInt32

    init(_ observer: Observer) {
        self.observer = observer
        attachment = observer.attachment
    }

    /// Whether the observer is still attached as it was when the scope was made.
    @inline(__always)
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
        guard updateObserverScope(forceNew: attachmentsChanged) else { return }
        // Only when this node's scope changed: the walk below, on a stack kept between calls (no
        // hook runs here, so walks never nest).
        var pending = ObserverScope.walk
        ObserverScope.walk = []
        defer { pending.removeAll(keepingCapacity: true); ObserverScope.walk = pending }
        forEachScopeChild { pending.append($0) }
        while let node = pending.popLast() {
            if node.updateObserverScope(forceNew: false) {
                node.forEachScopeChild { pending.append($0) }
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

    /// Recomputes this node's scope from its scope-parent's; answers whether it changed.
    private final func updateObserverScope(forceNew: Bool) -> Bool {
        TestHooks.countObserverScopeVisit()
        var inherited = scopeParent?.observerScope
        if inherited != nil, inheritsFromItself(inherited) {
            // Only a broken tree (a scope-parent cycle, which validation refuses to build) gets
            // here; inheriting nothing keeps the walk finite.
            inherited = nil
        }
        let updated: ObserverScope?
        if let extras, !extras.recorders.isEmpty || !extras.logs.isEmpty {
            if !forceNew, let current = observerScope, current.owner === self, current.inherited === inherited {
                updated = current
            } else {
                updated = ObserverScope(owner: self, extras: extras, inherited: inherited)
            }
        } else {
            updated = inherited
        }
        guard updated !== observerScope else { return false }
        observerScope = updated
        return true
    }
}
