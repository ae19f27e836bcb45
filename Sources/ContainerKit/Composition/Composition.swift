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
        var remaining = 16  // nesting is shallow; the bound only guards against a runaway loop
        while remaining > 0, child.appearanceState == .appearing || child.appearanceState == .disappearing {
            child.endAppearanceTransition()
            remaining -= 1
        }
    }

    /// `host.addChild(child)`; a refusal is reported.
    ///
    /// - Returns: `false` when the core refused the change. A change that the core deferred
    ///   (`REENT-1`) counts as made, as the old throwing call did.
    @discardableResult
    static func addChild(_ child: ViewController, to host: ViewController) -> Bool {
        do throws(MisuseError) {
            try withMisuseChecking { host.addChild(child) }
            return true
        } catch {
            report(host, error)
            return false
        }
    }

    /// `child.removeFromParent()`; a refusal is reported by the core.
    static func removeFromParent(_ child: ViewController) {
        child.removeFromParent()
    }

    /// The whole removal of a child whose view is not placed: `willMove(toParent: nil)`, the view
    /// leaving if it is placed, `removeFromParent()` (`VC-3`).
    static func removeChildQuietly(_ child: ViewController) {
        child.willMove(toParent: nil)
        removeView(child.viewIfLoaded)
        removeFromParent(child)
    }

    /// Adds and settles a child whose view is not placed: `addChild`, `didMove(toParent:)`.
    static func addChildQuietly(_ child: ViewController, to host: ViewController) {
        if addChild(child, to: host) { child.didMove(toParent: host) }
    }

    /// Places `view` into `superview`, filling its bounds (Reinstate's `constrainedTo:`); above
    /// every subview, or just below `sibling` when it is a subview.
    static func place(_ view: View, in superview: View, below sibling: View? = nil) {
        view.frame = superview.bounds
        guard view.superview !== superview else { return }
        if let sibling, sibling.superview === superview {
            superview.insertSubview(view, belowSubview: sibling)
        } else {
            superview.addSubview(view)
        }
    }

    /// Removes `view` from its superview, if it has one.
    static func removeView(_ view: View?) {
        guard let view, view.superview != nil else { return }
        view.removeFromSuperview()
    }

    /// Why `child` cannot join `host` as a child now, or `nil`. Checked before a transition
    /// starts, so that a refused request records nothing and changes nothing.
    static func refusalToAdopt(_ child: ViewController, by host: ViewController) -> MisuseError? {
        if host.isTornDown { return .tornDown(host, operation: "add \"\(child.name)\" to \"\(host.name)\"") }
        if child.isTornDown { return .tornDown(child, operation: "add \"\(child.name)\" to \"\(host.name)\"") }
        var ancestor: ViewController? = host
        while let current = ancestor {
            if current === child {
                return MisuseError(
                    .viewCycle, nodes: [child.name, host.name],
                    message: "cannot add \"\(child.name)\" to \"\(host.name)\": \"\(host.name)\" is "
                        + (child === host ? "itself" : "one of its descendants") + ".",
                    fix: "add \"\(child.name)\" to a controller outside its own subtree.")
            }
            ancestor = current.parent
        }
        if let container = child.viewIfLoaded?.storedContainer {
            return .invalid(
                [child, container], "\"\(child.name)\" is the content of container \"\(container.name)\".",
                fix: "call remove() on \"\(container.name)\" first.")
        }
        if let window = child.windowServedAsRoot {
            return .invalid(
                [child, window], "\"\(child.name)\" is the root view controller of \"\(window.name)\".",
                fix: "give \"\(window.name)\" another root view controller first.")
        }
        if child.presentingViewController != nil || child.presentedViewController != nil {
            return .invalid(
                [child, host], "\"\(child.name)\" takes part in a presentation.",
                fix: "dismiss it first.")
        }
        if let other = child.parent, other !== host, host.effectiveContainmentPolicy == .strict {
            return MisuseError(
                .childHasAnotherParent, nodes: [child.name, other.name, host.name],
                message: "cannot add \"\(child.name)\" to \"\(host.name)\": it is a child of \"\(other.name)\" "
                    + "and the tree is in strict containment mode.",
                fix: "remove it from \"\(other.name)\" first.")
        }
        return nil
    }
}
