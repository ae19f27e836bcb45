/// The few places where composition calls the core's mutators, records and reports.
///
/// The containers are built on the public containment API (`addChild`, `removeFromParent`,
/// `willMove`/`didMove`, `addSubview`, `begin`/`endAppearanceTransition`). The mutators do not
/// throw: a refusal is reported by the core through ``Diagnostics`` and changes nothing, and the
/// helpers here tell the caller whether the change took place.
@MainActor
enum Composition {
    /// Records a line of the container's own (`N.transition(...)`, `P.present(C)`).
    static func emit(_ host: ViewController, _ event: @autoclosure () -> LifecycleEvent) {
        Engine.run(host) { Engine.emit(on: host, event()) }
    }

    /// Refuses a request of `host`'s (nothing changed): the refusal goes to the caller inside
    /// ``withMisuseChecking(_:)``, otherwise to the logs above `host` and the report handler.
    static func report(_ host: ViewController, _ error: MisuseError) {
        Diagnostics.refuse(error, touching: Touched(host))
    }

    /// Ends every appearance transition open on `child`: the one composition began, and any begin
    /// in the same direction that was nested into it (a window hidden while a presented controller
    /// disappears begins it again and never ends it). Does nothing when none is open.
    static func endAppearance(_ child: ViewController) {
        child.endOpenAppearance()
    }

    /// `host.addChild(child)`; a refusal is reported.
    ///
    /// - Returns: `false` when the core refused the change, or when `child` already is `host`'s
    ///   child. A change that the core deferred (`REENT-1`) counts as made, as the old throwing
    ///   call did.
    ///
    /// The request was checked before it started; a refusal here comes from what a hook changed
    /// since (the child made a window's root), so it is reported, not thrown to the caller of the
    /// request, whose call has changed the tree already. A child that a hook added to `host`
    /// itself meanwhile (`addChild` from the outgoing child's `willMove(toParent: nil)`) has
    /// joined already, with the app's own containment hooks: it is not added again, and nothing
    /// is reported (the app's call was valid when made; the container follows the tree, `COMP-12`).
    @discardableResult
    static func addChild(_ child: ViewController, to host: ViewController) -> Bool {
        guard child.parent !== host else { return false }
        do throws(MisuseError) {
            try withMisuseChecking { host.addChild(child) }
            return true
        } catch {
            Diagnostics.report(at: host, error)
            return false
        }
    }

    /// `child.removeFromParent()` when `host` still is its parent; a refusal is reported by the
    /// core. A child that a hook moved elsewhere in the meantime stays where it is (`COMP-12`).
    static func removeFromParent(_ child: ViewController, of host: ViewController) {
        guard child.parent === host else { return }
        child.removeFromParent()
    }

    /// The whole removal of a child whose view is not placed: `willMove(toParent: nil)`, the view
    /// leaving if it is placed, `removeFromParent()` (`VC-3`). Nothing when `host` is not (or no
    /// longer) its parent.
    static func removeChildQuietly(_ child: ViewController, from host: ViewController) {
        guard child.parent === host else { return }
        child.announceRemovalOnce()
        guard child.parent === host else { return }
        removeView(child.viewIfLoaded)
        removeFromParent(child, of: host)
    }

    /// Adds and settles a child whose view is not placed: `addChild`, `didMove(toParent:)`; the
    /// `didMove` only when the child did join (not refused, not deferred, not moved on by a hook).
    ///
    /// The add holds `child` as a transition does (`LIFE-4`): a change that a hook of its
    /// `willMove(toParent:)` asked for runs when the add's operation ends, before the `didMove`;
    /// when it moves or retires `child`, the lease breaks first and `child` gets its
    /// `didMove(toParent: host)` then, while still `host`'s child, so that its
    /// `willMove(toParent: host)` never goes without it (`VC-2`).
    static func addChildQuietly(_ child: ViewController, to host: ViewController) {
        let join = QuietJoin(child, host)
        Engine.takeLease(host: host, nodes: InlineList(child, nil), holder: join)
        let added = addChild(child, to: host)
        guard join.isHolding else { return }  // the lease broke: the didMove came then
        join.end()
        if added, child.parent === host { child.callDidMove(toParent: host) }
    }

    /// Places `view` into `superview`, filling its bounds (Reinstate's `constrainedTo:`); above
    /// every subview, or just below `sibling` when it is a subview. Nothing when either is torn
    /// down: the caller's `child.view` may have loaded it, and a hook of the loading torn it down
    /// (`LIFE-4`; placing it would report `MIS-12` for the user's operation). Nothing either when
    /// the core would refuse the move for what someone else made of the views: `view` is the
    /// content of a container view, which holds it (a child added with a ``ControllerContainer``),
    /// `superview` was moved into `view` (`MIS-7`), or into another controller's view (`MIS-3`).
    /// The view stays where it is.
    ///
    /// Called while an operation changes either view's tree (a step of a transition that a hook
    /// made: a cancellation, a completion), the move waits for that operation (`REENT-1`) and is
    /// made then only if the view's controller is still a child of the controller that owns
    /// `superview`: a container never places a view for a child that has left it meanwhile.
    static func place(_ view: View, in superview: View, below sibling: View? = nil) {
        guard !view.isTornDown, !superview.isTornDown, (try? superview.validateInsertion(of: view)) != nil else {
            return
        }
        if Engine.isBusyNow(view) || Engine.isBusyNow(superview) {
            Engine.afterCurrentOperation { [weak view, weak superview, weak sibling] in
                guard let view, let superview, let child = view.viewController,
                    child.parent.map({ $0 === superview.owningController }) == true, !view.isTornDown,
                    !superview.isTornDown
                else { return }
                // Filled as a placement made at once (LAYOUT-3); the frame's hooks may change the
                // tree again, so the move is checked once more after it.
                view.fill(superview)
                guard view.superview !== superview, (try? superview.validateInsertion(of: view)) != nil else { return }
                // Not the container's own move any more (its change is over): the child follows
                // its view, as after any move the container did not make (APP-9, LIFE-3).
                insert(view, into: superview, below: sibling)
            }
            return
        }
        view.fill(superview)
        // The frame runs layout and safe-area hooks, and one of them may have torn either view
        // down or moved it (LIFE-4, REENT-1): checked again, so that the add is never refused
        // halfway through a container's change.
        guard view.superview !== superview, (try? superview.validateInsertion(of: view)) != nil else { return }
        AppearancePass.containerMoves(view, into: superview) { insert(view, into: superview, below: sibling) }
    }

    private static func insert(_ view: View, into superview: View, below sibling: View?) {
        if let sibling, sibling.superview === superview {
            superview.insertSubview(view, belowSubview: sibling)
        } else {
            superview.addSubview(view)
        }
    }

    /// Removes `view` from its superview, if it has one and is not the content of a container view
    /// (which holds it; see ``place(_:in:below:)``). While an operation changes its tree, the removal
    /// waits for it (`REENT-1`) and is made then only if the view is still in the same superview.
    /// A view that a hook made a window's root view meanwhile stays there: it moves only through
    /// `Window.rootViewController` (the change of a presentation rolled back after its presented
    /// controller became a window's root, `COMP-12`).
    static func removeView(_ view: View?) {
        // A view a hook tore down meanwhile stays where its teardown left it: removing it would be
        // refused (MIS-12) inside the container's own change (model checker forest
        // 12345676492762317889, seed 59).
        guard let view, !view.isTornDown, let superview = view.superview, view.storedContainer == nil,
            view.storedController?.windowServedAsRoot == nil
        else { return }
        if Engine.isBusyNow(view) {
            Engine.afterCurrentOperation { [weak view, weak superview] in
                // The child follows its view then (see place(_:in:below:)).
                guard let view, let superview, !view.isTornDown, view.superview === superview,
                    view.storedContainer == nil, view.storedController?.windowServedAsRoot == nil
                else { return }
                view.removeFromSuperview()
            }
            return
        }
        AppearancePass.containerMoves(view, into: nil) { view.removeFromSuperview() }
    }

    /// Why `child` cannot join `host` as a child now, or `nil`. Checked before a transition
    /// starts, so that a refused request records nothing and changes nothing: the core's own
    /// checks of `addChild` (`MIS-4` in strict mode, `MIS-7`, `MIS-12`, a window's root, a
    /// container's content, already a child, a view under another controller's view: `MIS-3`), and
    /// a controller taking part in a presentation.
    static func refusalToAdopt(_ child: ViewController, by host: ViewController) -> MisuseError? {
        if let refusal = host.refusalToAdd(child) { return refusal }
        if child.presentationLinks?.presenting != nil || child.presentationLinks?.presented != nil {
            return MisuseError(.takesPartInPresentation(controller: child.name, host: host.name))
        }
        return nil
    }

    /// Whether `child` is in the middle of an operation of the core, so that adding it now would
    /// wait (`REENT-1`): a change that adds it then starts again later
    /// (``TransitionQueue/restartWhenFree()``).
    ///
    /// - Complexity: O(1) when no operation is in progress.
    static func mustWaitToAdopt(_ child: ViewController) -> Bool {
        Engine.isBusyNow(child) || child.viewIfLoaded.map(Engine.isBusyNow) == true
    }

    /// Why `host` cannot let its child `child` go now, or `nil`: the content controller of a
    /// container view leaves its parent only through that container (`CONT-5`). Checked before a
    /// change starts, as ``refusalToAdopt(_:by:)``, so that a refused request changes nothing.
    static func refusalToRelease(_ child: ViewController, by host: ViewController) -> MisuseError? {
        do throws(MisuseError) {
            try child.requireNotContent(for: .remove(child.name, from: host.name))
            return nil
        } catch {
            return error
        }
    }

    /// The first refusal of ``refusalToRelease(_:by:)`` among `old` children that `new` leaves out.
    ///
    /// - Complexity: O(*n*) when no child of `old` is a container view's content (the common
    ///   case), O(*n* · *m*) otherwise.
    static func refusalToRelease(
        leaving old: [ViewController], keeping new: [ViewController], by host: ViewController
    ) -> MisuseError? {
        for child in old where child.viewIfLoaded?.storedContainer != nil && !new.containsIdentical(child) {
            if let refusal = refusalToRelease(child, by: host) { return refusal }
        }
        return nil
    }
}

extension ViewController {
    /// The note `owner` wrote on this controller, if it is of type `T`.
    final func compositionValue<T>(by owner: ViewController, as type: T.Type = T.self) -> T? {
        guard let tag = extras?.compositionTag, tag.owner === owner else { return nil }
        return tag.value as? T
    }

    /// Writes (or, with `nil`, clears) `owner`'s note on this controller; clearing leaves the
    /// note of another container alone.
    final func setCompositionValue(_ value: Any?, by owner: ViewController) {
        if let value {
            let extras = ensureExtras()
            if let tag = extras.compositionTag {
                tag.owner = owner
                tag.value = value
            } else {
                extras.compositionTag = CompositionTag(owner: owner, value: value)
            }
        } else if let tag = extras?.compositionTag, tag.owner === owner {
            tag.owner = nil
            tag.value = ()
        }
    }
}

/// The hold of ``Composition/addChildQuietly(_:to:)`` on the child it adds.
@MainActor
private final class QuietJoin: LeaseHolder {
    let child: ViewController
    unowned(unsafe) let host: ViewController  // alive: its deinit ends the lease first
    private(set) var isHolding = true

    init(_ child: ViewController, _ host: ViewController) {
        self.child = child
        self.host = host
    }

    func end() {
        guard isHolding else { return }
        isHolding = false
        Engine.endLease(of: ObjectIdentifier(self))
    }

    /// Moved or retired by a change a hook asked for: the announced join ends first.
    func leaseDidBreak() {
        guard isHolding else { return }
        isHolding = false
        if child.parent === host, !child.isTornDown { child.callDidMove(toParent: host) }
    }

    func leaseHostDidGo() { isHolding = false }
}
