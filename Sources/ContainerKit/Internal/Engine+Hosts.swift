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
    /// `MIS-15`), even when a deferred change let it start.
    static func runWaitingRequest(_ body: () -> Void) {
        let checkingScopes = Diagnostics.checkingScopes, applyingDeferred = isApplyingDeferred
        Diagnostics.checkingScopes = []
        isApplyingDeferred = false
        defer {
            Diagnostics.checkingScopes = checkingScopes
            isApplyingDeferred = applyingDeferred
        }
        body()
    }

    /// Completes, at once, the removal of a child that got `willMove(toParent: nil)` from a change
    /// that was then abandoned (`LIFE-4`): its view leaves its superview and it leaves its parent
    /// (`didMove(toParent: nil)`), inside the operation in progress, so that its announced move
    /// ends as the grammar requires (`VC-2`), whatever comes next (a teardown of its parent).
    static func completeAnnouncedRemoval(_ child: ViewController) {
        guard let parent = child.storedParent, !child.isTornDown else { return }
        run(parent, child) {
            if let view = child.storedView, view.storedSuperview != nil { View.move(view, to: nil, at: 0) }
            if child.storedParent === parent { child.detachFromParent() }
        }
    }

    // MARK: Leases

    /// The leases not yet ended, oldest first. Invariant: every lease here is active.
    @exclusivity(unchecked) static var leases: [Lease] = []

    /// Takes a lease on the nodes of a change that spans several operations: until ``Lease/end()``,
    /// tearing down any of them, or re-parenting one under a controller other than `host`, breaks
    /// the lease (`LIFE-4`): its `onBreak` runs at once, inside the operation that broke it.
    ///
    /// - Parameters:
    ///   - host: The controller whose change it is; its children may join and leave it.
    ///   - nodes: The other controllers the change involves.
    ///   - onBreak: Called once, when the lease breaks.
    /// - Returns: The lease; end it with ``Lease/end()`` when the change finishes normally.
    static func lease(
        host: ViewController, nodes: InlineList<ViewController>, onBreak: @escaping @MainActor () -> Void
    ) -> Lease {
        let lease = Lease(host: host, nodes: nodes, onBreak: onBreak)
        leases.append(lease)
        return lease
    }

    /// `child` is about to become a child of `parent`: the leases it breaks end (`LIFE-4`).
    ///
    /// - Complexity: O(1) without leases; otherwise O(*l* · *n*) in the leases and their nodes.
    static func willAdopt(_ child: ViewController, by parent: ViewController) {
        guard !leases.isEmpty else { return }
        breakLeases { lease in
            lease.host === child || (lease.nodes.contains { $0 === child } && parent !== lease.host)
        }
    }

    /// A teardown is about to retire these controllers (`retirement` computes them): the leases on
    /// them break now, before the teardown's hooks, so that the containers involved are no longer
    /// held by their transitions when they disappear (`LIFE-4`).
    ///
    /// - Complexity: O(1) without leases; otherwise O(*n* + *l* · *m*) in the controllers and the
    ///   leases' nodes.
    static func willRetire(_ retirement: () -> [ViewController]) {
        guard !leases.isEmpty else { return }
        let retiring = Set(retirement().map(ObjectIdentifier.init))
        let saved = retiringNow
        retiringNow = retiring
        defer { retiringNow = saved }
        breakLeases { lease in
            retiring.contains(ObjectIdentifier(lease.host))
                || lease.nodes.contains { retiring.contains(ObjectIdentifier($0)) }
        }
    }

    /// The controllers the teardown that is breaking leases is about to retire (see
    /// ``willRetire(_:)``); empty otherwise.
    @exclusivity(unchecked) private static var retiringNow: Set<ObjectIdentifier> = []

    /// Whether `controller` is torn down, or about to be by the teardown breaking leases now: a
    /// lease holder settles such a controller as leaving for good.
    static func isBeingRetired(_ controller: ViewController) -> Bool {
        controller.isTornDown || retiringNow.contains(ObjectIdentifier(controller))
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
                    if !presenter.isTornDown { presenter.presentedControllerWasRetired() }
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
        let role =
            links.presenting.map { "is presented by \"\($0.name)\"" }
            ?? "presents \"\(links.presented?.name ?? "")\""
        return .invalid(
            [child, parent], "cannot add \"\(child.name)\" to \"\(parent.name)\": it \(role).",
            fix: "dismiss the presentation first.")
    }

    /// Why `controller` cannot become `window`'s root because it is presented, or `nil`: its view
    /// belongs to its presentation until the dismissal (`COMP-12`).
    static func presentationRefusal(makingRoot controller: ViewController, of window: Window) -> MisuseError? {
        guard let presenter = controller.presentationLinks?.presenting else { return nil }
        return .invalid(
            [controller, window],
            "\"\(controller.name)\" cannot be the root view controller of \"\(window.name)\": it is presented by \"\(presenter.name)\".",
            fix: "dismiss it first.")
    }

    private static func breakLeases(where isBroken: (Lease) -> Bool) {
        let broken = leases.filter(isBroken)
        guard !broken.isEmpty else { return }
        leases.removeAll { lease in broken.contains { $0 === lease } }
        for lease in broken { lease.breakNow() }
    }
}

/// A claim on the nodes of one running change (a transition, a presentation) that teardown and
/// re-parenting end at once (`LIFE-4`). See ``Engine/lease(host:nodes:onBreak:)``.
@MainActor
final class Lease {
    let host: ViewController
    /// Invariant: the nodes the change still holds; a node it let go (a child it already
    /// announced leaving) no longer breaks the lease.
    private(set) var nodes: InlineList<ViewController>
    private var onBreak: (@MainActor () -> Void)?

    init(host: ViewController, nodes: InlineList<ViewController>, onBreak: @escaping @MainActor () -> Void) {
        self.host = host
        self.nodes = nodes
        self.onBreak = onBreak
    }

    /// Whether the lease still holds (neither ended nor broken).
    var isActive: Bool { onBreak != nil }

    var involvesTornDownNode: Bool { host.isTornDown || nodes.contains { $0.isTornDown } }

    /// The change lets `node` go (a child it is removing anyway): moving or retiring it no longer
    /// ends the change.
    func letGo(_ node: ViewController) {
        nodes.removeAll { $0 === node }
    }

    /// The change finished normally: the lease no longer watches its nodes.
    func end() {
        guard isActive else { return }
        onBreak = nil
        Engine.leases.removeAll { $0 === self }
    }

    fileprivate func breakNow() {
        let action = onBreak
        onBreak = nil
        action?()
    }
}
