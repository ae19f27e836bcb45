/// The engine's small API for the layers that run changes spanning several operations (the
/// transitions and presentations of composition): when a host is free, and leases on the nodes a
/// running change involves (`REENT-1`, `LIFE-4`, `COMP-12`).
///
/// Composition reaches the engine only through these calls, never through its fields.
extension Engine {
    // MARK: Hosts

    /// Whether an operation in progress is changing `host`'s trees (its controller tree, and the
    /// view tree of its root view): a change of `host`'s children or views requested now must wait.
    ///
    /// - Complexity: O(1) when no operation is in progress; otherwise as ``mustDefer(_:)``.
    static func isBusy(host: ViewController) -> Bool {
        mustDefer(Touched(host.storedView, parent: host))
    }

    /// Runs `work` now when `host` is free, otherwise when the operations in progress have
    /// finished, in request order with every change deferred meanwhile (`REENT-1`).
    static func whenFree(_ host: ViewController, _ work: @escaping @MainActor () -> Void) {
        if isBusy(host: host) {
            deferred.append(DeferredChange(apply: work))
        } else {
            work()
        }
    }

    /// Runs `work` now when no operation is in progress, otherwise when the outermost one has
    /// finished, after the changes deferred before it: the end of a change that an operation in
    /// progress broke (`LIFE-4`) waits for that operation, whatever trees it touches.
    static func afterCurrentOperation(_ work: @escaping @MainActor () -> Void) {
        if depth == 0 {
            work()
        } else {
            deferred.append(DeferredChange(apply: work))
        }
    }

    /// Runs a request that waited for its host (a queued transition) as a deferred change is
    /// applied: it belongs to no caller's `withMisuseChecking` scope, so its refusals are
    /// reported, never thrown into whichever call happened to let it start.
    /// It is not a change requested from a hook either: its refusal keeps its own misuse (never
    /// `MIS-15`), even when a deferred change let it start. Its reports carry the location of
    /// the app's call that made the request (`site`), when there was one, rather than that of the
    /// call that let it start.
    ///
    /// - Parameters:
    ///   - site: Where the request was made (``callSite`` at the time), or `nil`.
    ///   - body: The request.
    static func runWaitingRequest(madeAt site: CallSite?, _ body: () -> Void) {
        let checkingScopes = Diagnostics.checkingScopes, applyingDeferred = isApplyingDeferred
        let currentSite = callSite
        Diagnostics.checkingScopes = []
        isApplyingDeferred = false
        if let site { callSite = site }
        defer {
            Diagnostics.checkingScopes = checkingScopes
            isApplyingDeferred = applyingDeferred
            callSite = currentSite
        }
        body()
    }

    /// Completes, at once, the removal of a child that got `willMove(toParent: nil)` from a change
    /// that was then abandoned (`LIFE-4`): its view leaves its superview and it leaves its parent
    /// (`didMove(toParent: nil)`), inside the operation in progress, so that its announced move
    /// ends as the grammar requires (`VC-2`), whatever comes next (a teardown of its parent).
    ///
    /// A view in the middle of a move of its own (a hook of that move broke the lease) is not
    /// moved again from inside it, which would tear the move apart: that move places it, and if it
    /// is still inside the former parent's view once the operation in progress has finished, it
    /// leaves then (`VC-5`).
    static func completeAnnouncedRemoval(_ child: ViewController) {
        guard let parent = child.storedParent, !child.isTornDown else { return }
        run(parent, child) {
            if let view = child.storedView, view.storedSuperview != nil {
                if anchors.containsIdentical(view) {
                    afterCurrentOperation { [weak view, weak parent] in
                        guard let view, let parentView = parent?.storedView, let superview = view.storedSuperview,
                            superview === parentView || superview.isDescendant(of: parentView),
                            view.storedController?.storedParent !== parent, !view.isTornDown
                        else { return }
                        view.leaveSuperview()
                    }
                } else {
                    View.move(view, to: nil, at: 0)
                }
            }
            if child.storedParent === parent { child.detachFromParent() }
        }
    }

    // MARK: Leases

    /// The leases not yet ended, oldest first. Invariant: every lease here is active.
    static var leases: [Lease] {
        _read { yield EngineState.current.operations.leases }
        _modify { yield &EngineState.current.operations.leases }
    }

    /// Takes a lease for `holder` on the nodes of a change that spans several operations: until
    /// ``endLease(of:)``, tearing down any of them, or re-parenting one under a controller other
    /// than `host`, breaks the lease (`LIFE-4`): the holder's ``LeaseHolder/leaseDidBreak()`` runs
    /// at once, inside the operation that broke it. One lease per holder.
    ///
    /// - Parameters:
    ///   - host: The controller whose change it is; its children may join and leave it.
    ///   - nodes: The other controllers the change involves.
    ///   - holder: The change; it must end its lease before it goes (in its `deinit` at the latest).
    /// - Complexity: O(1); allocates nothing in the steady state (a value in ``leases``).
    static func takeLease(host: ViewController, nodes: InlineList<ViewController>, holder: any LeaseHolder) {
        leases.append(Lease(host: host, nodes: nodes, holder: holder))
    }

    /// The change of `holder` finished normally (or its holder goes): its lease no longer watches
    /// its nodes. Nothing when it has none (already ended or broken).
    /// Whether a lease in force names `controller`, as its host or as one of its nodes: a change
    /// spanning several operations holds it (``ViewController/appearanceHolder``).
    ///
    /// - Complexity: O(*l*) in the leases in force (usually none or one).
    static func isLeased(_ controller: ViewController) -> Bool {
        leases.contains { lease in lease.host === controller || lease.nodes.contains { $0.controller === controller } }
    }

    static func endLease(of holder: ObjectIdentifier) {
        leases.removeAll { $0.id == holder }
    }

    /// The change of `holder` lets `node` go (a child it is removing anyway): moving or retiring
    /// it no longer breaks the lease.
    static func letGo(_ node: ViewController, inLeaseOf holder: ObjectIdentifier) {
        guard let index = leases.firstIndex(where: { $0.id == holder }) else { return }
        leases[index].nodes.removeAll { $0.controller === node }
    }

    /// `host` is going away (its `deinit` calls this before anything else than cutting its
    /// tether): the leases it hosts end, and their holders end their changes at once, inert
    /// (``LeaseHolder/leaseHostDidGo()``), so that nothing of theirs runs or reads `host` later
    /// (`LIFE-1`). This is what lets ``Lease/host`` be unretained.
    ///
    /// - Complexity: O(1) without leases; otherwise O(*l*) in the leases.
    static func endLeases(hostedBy host: ViewController) {
        guard !leases.isEmpty, leases.contains(where: { $0.host === host }) else { return }
        // Strong references: each holder stays alive until it has been told.
        let ended: [any LeaseHolder] = leases.filter { $0.host === host }.map { $0.holder }
        leases.removeAll { $0.host === host }
        for holder in ended { holder.leaseHostDidGo() }
    }

    /// `child` is about to become a child of `parent` (or, with `nil`, to leave its parent): the
    /// leases it breaks end (`LIFE-4`). A change of another controller that holds `child` as a
    /// participant ends either way. The changes `child` hosts itself end when it goes under
    /// another controller; they go on when it only leaves its parent, as they do when the app
    /// removes it with the three calls (`willMove(toParent: nil)`, its view's removal,
    /// `removeFromParent()`): ``ViewController/removeChild(_:fileID:filePath:line:column:)`` is
    /// those three calls.
    ///
    /// - Complexity: O(1) without leases; otherwise O(*l* · *n*) in the leases and their nodes.
    static func willAdopt(_ child: ViewController, by parent: ViewController?) {
        guard !leases.isEmpty else { return }
        breakLeases { lease in
            (parent != nil && lease.host === child)
                || (lease.nodes.contains { $0.controller === child } && parent !== lease.host)
        }
    }

    /// The teardown in progress (the innermost ``tearingDown(_:controller:_:)``) is about to retire
    /// its controllers: the leases on them break now, before the teardown's hooks, so that the
    /// containers involved are no longer held by their transitions when they disappear (`LIFE-4`).
    /// While they break, ``isBeingRetired(_:)`` answers for these controllers.
    ///
    /// - Complexity: O(1) without leases; otherwise O(*n* + *l* · *m*) in the controllers (found
    ///   once per teardown) and the leases' nodes.
    static func willRetire() {
        guard !leases.isEmpty, let index = retirements.indices.last, retirements[index].isTeardown else { return }
        let retiring = retired(at: index)
        breakLeases(on: retiring, at: index)
    }

    /// These controllers leave their window for good: the window goes away. The leases on them
    /// break now, before their disappearance, as for a teardown (`LIFE-3`, `LIFE-4`), and each
    /// appearance transition a broken change opened on them ends as a disappearance
    /// (``isBeingRetired(_:)``), never reversed into an appearance in a window they are leaving.
    ///
    /// - Complexity: O(1) without leases; otherwise as ``willRetire()``.
    static func willLeaveWindow(_ leaving: [ViewController]) {
        guard !leases.isEmpty else { return }
        let retiring = Set(leaving.map(ObjectIdentifier.init))
        retirements.append(
            EngineState.RetirementScope(isTeardown: false, root: nil, controller: nil, retired: retiring))
        defer { retirements.removeLast() }
        breakLeases(on: retiring, at: retirements.count - 1)
    }

    /// Breaks the leases whose host or nodes are in `retiring`, the controllers of the retirement
    /// at `index`, which answers ``isBeingRetired(_:)`` meanwhile.
    private static func breakLeases(on retiring: Set<ObjectIdentifier>, at index: Int) {
        retirements[index].breaksLeases = true
        // Retirements nest strictly: `index` is this one's again when the leases are broken.
        defer { if index < retirements.count { retirements[index].breaksLeases = false } }
        breakLeases { lease in
            retiring.contains(ObjectIdentifier(lease.host))
                || lease.nodes.contains { retiring.contains(ObjectIdentifier($0.controller)) }
        }
    }

    /// Whether `controller` is torn down, or about to be by the teardown breaking leases now, or
    /// leaves its window for good now (the innermost retirement that breaks leases): a lease
    /// holder settles such a controller as leaving for good.
    ///
    /// - Complexity: O(1) outside a retirement; otherwise O(*r*) in the retirements in progress.
    static func isBeingRetired(_ controller: ViewController) -> Bool {
        guard !controller.isTornDown else { return true }
        guard let breaking = retirements.last(where: { $0.breaksLeases }), let retired = breaking.retired else {
            return false
        }
        return retired.contains(ObjectIdentifier(controller))
    }

    /// The retirements in progress (see ``EngineState/RetirementScope``).
    private static var retirements: [EngineState.RetirementScope] {
        _read { yield EngineState.current.operations.retirements }
        _modify { yield &EngineState.current.operations.retirements }
    }

    /// How many retirements are in progress: none outside an operation (``idleProblems(expectsNoAttachments:)``).
    static var retirementsInProgress: Int { retirements.count }

    /// Runs `body`, the teardown of `root`'s subtree and of `controller`: while it runs,
    /// ``isBeingTornDown(_:)`` says which controllers it retires when it ends, and
    /// ``willRetire()`` breaks the leases on them.
    ///
    /// - Parameters:
    ///   - root: The root view of the subtree torn down, or `nil`.
    ///   - controller: The controller torn down besides those of the root views in `root`, if any.
    ///   - body: The teardown: the removals with their hooks, then the retirement.
    /// - Complexity: O(1) besides `body`; allocates nothing once the list has grown.
    static func tearingDown(_ root: View?, controller: ViewController? = nil, _ body: () -> Void) {
        retirements.append(
            EngineState.RetirementScope(isTeardown: true, root: root, controller: controller, retired: nil))
        defer { retirements.removeLast() }
        body()
    }

    /// Whether `controller` is torn down, or a teardown in progress retires it when it ends
    /// (``tearingDown(_:controller:_:)``): a change it would finish later (a container that
    /// settles its children when its queue is free, `LIFE-3`) must be finished now, since nothing
    /// of it runs after the retirement (`LIFE-2`).
    ///
    /// - Complexity: O(1) outside a teardown; the first question during a teardown finds what it
    ///   retires, O(*n*) in its nodes (unless ``willRetire()`` found it already), and the later
    ///   ones O(*r*) in the retirements in progress.
    static func isBeingTornDown(_ controller: ViewController) -> Bool {
        guard !controller.isTornDown else { return true }
        guard !retirements.isEmpty else { return false }
        let id = ObjectIdentifier(controller)
        for index in retirements.indices.reversed() where retirements[index].isTeardown {
            if retired(at: index).contains(id) { return true }
        }
        return false
    }

    /// The controllers the retirement at `index` retires, found on the first call (see
    /// ``EngineState/RetirementScope``).
    ///
    /// - Complexity: O(1) once found; O(*n*) in the teardown's nodes the first time.
    private static func retired(at index: Int) -> Set<ObjectIdentifier> {
        if let retired = retirements[index].retired { return retired }
        let scope = retirements[index]
        // Found outside the list's access: the walk reads the engine's state too.
        let given = scope.controller.map { [$0] } ?? []
        let retired = Set(View.retirement(of: scope.root, controllers: given).controllers.map(ObjectIdentifier.init))
        if index < retirements.count { retirements[index].retired = retired }
        return retired
    }

    /// The controllers were retired (torn down): the presentation edges through them go, and the
    /// leases on them break (`LIFE-4`, `COMP-12`). Called by every teardown, once the controllers
    /// are marked torn down.
    ///
    /// A presenter that survives the controller it presented gets its place's appearance back when
    /// it is free (it is no longer covered).
    ///
    /// - Complexity: O(*n*) in the controllers, plus O(*l* · *n*) when leases are active.
    static func didRetire(_ controllers: [ViewController]) {
        for controller in controllers {
            guard let links = controller.presentationLinks else { continue }
            if let presenter = links.presenting {
                links.presenting = nil
                if presenter.presentationLinks?.presented === controller {
                    presenter.presentationLinks?.presented = nil
                    PresentationLinks.presentedDidGo(from: presenter)
                }
            }
            if let presented = links.presented {
                links.presented = nil
                presented.presentationLinks?.presenting = nil
            }
        }
        guard !leases.isEmpty else { return }
        breakLeases { lease in lease.involvesTornDownNode }
    }

    /// Why `child` cannot become a child of another controller because of a presentation, or
    /// `nil`: a presented controller, or one that presents, belongs to its presentation
    /// (`COMP-10`, `COMP-12`).
    static func presentationRefusal(adopting child: ViewController, by parent: ViewController) -> MisuseError? {
        guard let links = child.presentationLinks, links.presenting != nil || links.presented != nil else {
            return nil
        }
        let role: MisuseError.Reason.PresentationRole =
            links.presenting.map { .presentedBy($0.name) } ?? .presents(links.presented?.name ?? "")
        return MisuseError(.presentationCannotBeChild(child: child.name, parent: parent.name, role: role))
    }

    /// Why `controller` cannot become `window`'s root because it is presented, or `nil`: its view
    /// belongs to its presentation until the dismissal (`COMP-12`).
    static func presentationRefusal(makingRoot controller: ViewController, of window: Window) -> MisuseError? {
        guard let presenter = controller.presentationLinks?.presenting else { return nil }
        return MisuseError(
            .presentedCannotBeWindowRoot(controller: controller.name, window: window.name, presenter: presenter.name))
    }

    private static func breakLeases(where isBroken: (Lease) -> Bool) {
        guard leases.contains(where: isBroken) else { return }
        // Strong references: a holder stays alive until it has been told, whatever the hooks of
        // an earlier one release.
        let broken: [any LeaseHolder] = leases.filter(isBroken).map { $0.holder }
        leases.removeAll { lease in broken.contains { ObjectIdentifier($0) == lease.id } }
        for holder in broken { holder.leaseDidBreak() }
    }
}

/// A change that holds a lease (``Engine/takeLease(host:nodes:holder:)``).
@MainActor
protocol LeaseHolder: AnyObject {
    /// The lease broke (`LIFE-4`); called once, after the lease was removed.
    func leaseDidBreak()

    /// The lease's host is going away (its `deinit` has started, ``Engine/endLeases(hostedBy:)``);
    /// called once, after the lease was removed. The holder ends its change without running
    /// anything and never reads the host again (`LIFE-1`).
    func leaseHostDidGo()
}

/// A claim on the nodes of one running change (a transition, a presentation) that teardown and
/// re-parenting end at once (`LIFE-4`). See ``Engine/takeLease(host:nodes:holder:)``. A value in
/// ``Engine/leases``, so that taking one allocates nothing.
///
/// A lease keeps nothing alive (`LIFE-1`): ``Engine/leases`` is global, so a retained host or node
/// would outlive every reference user code holds. The host and the nodes are alive for as long as
/// the lease is listed for these reasons instead.
@MainActor
struct Lease {
    /// Invariant: alive while the lease is in ``Engine/leases``: the host's `deinit` ends the
    /// leases it hosts before anything else (``Engine/endLeases(hostedBy:)``). Not retained.
    unowned(unsafe) let host: ViewController
    /// Invariant: the nodes the change still holds; a node it let go (a child it already
    /// announced leaving) no longer breaks the lease. Alive while the lease is listed: its holder
    /// keeps them alive (the running change holds its participants) until it ends its lease.
    var nodes: InlineList<LeasedNode>
    /// Invariant: alive while the lease is in ``Engine/leases``: a holder ends its lease before
    /// it goes. Not retained, as the closure of a `weak` holder was not, and without the side
    /// table a `weak` reference would give it.
    unowned(unsafe) let holder: any LeaseHolder
    /// The holder's identity.
    let id: ObjectIdentifier

    init(host: ViewController, nodes: InlineList<ViewController>, holder: any LeaseHolder) {
        self.host = host
        var unretained = InlineList<LeasedNode>()  // inline: no allocation for the usual two
        for node in nodes { unretained.append(LeasedNode(controller: node)) }
        self.nodes = unretained
        self.holder = holder
        id = ObjectIdentifier(holder)
    }

    var involvesTornDownNode: Bool { host.isTornDown || nodes.contains { $0.controller.isTornDown } }
}

/// A node of a ``Lease``, not retained (see ``Lease/nodes`` for why it is alive).
@MainActor
struct LeasedNode {
    unowned(unsafe) let controller: ViewController
}
