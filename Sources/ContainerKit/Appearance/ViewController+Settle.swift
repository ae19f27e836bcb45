/// The one step that turns a mismatch between a controller's appearance and its place into hooks.
///
/// A path that changes where a controller is (a presentation that covers or uncovers it, a move
/// that takes its view into or out of a covered presenter's view) does not decide what the
/// controller should show: it asks ``ViewController/appearanceTarget`` and lets these functions
/// call the begin and the end.
extension ViewController {
    /// Brings this controller, when its appearance is settled (appeared or disappeared, no
    /// transition open) and differs from its ``appearanceTarget``, to that target: a begin and its
    /// end, which forward to the contained children whose views are in its view as every begin
    /// and end do (`APP-1`, `APP-9`).
    ///
    /// - Returns: Whether the controller's hooks ran.
    /// - Complexity: O(*d*) to read the target, plus the hooks.
    @discardableResult
    final func settleAppearance() -> Bool {
        guard appearanceDiffersFromTarget else { return false }
        // Settled and not at its target: the target is the other settled state.
        beginAppearanceTransition(appearance.state == .disappeared, animated: false)
        endOpenAppearance()
        return true
    }

    /// Whether this controller is settled (appeared or disappeared, no transition open) at a state
    /// other than its ``appearanceTarget``: what ``settleAppearance()`` would change.
    ///
    /// - Complexity: O(*d*) to read the target; O(1) while no presentation in place removes its
    ///   presenter.
    final var appearanceDiffersFromTarget: Bool {
        guard !isTornDown, storedView != nil else { return false }
        let state = appearance.state
        return (state == .appeared || state == .disappeared) && appearanceTarget != state
    }

    /// Settles this controller (``settleAppearance()``) when the outermost operation has ended,
    /// unless something holds it then (``appearanceHolder``): for a move that the appearance pass
    /// left to a container that settles its children later, in case the container has already
    /// passed this child when the move happens (a hook of its own settling made it).
    ///
    /// - Complexity: O(1) now; O(*d*) and the hooks at the end of the operation.
    final func settleAfterCurrentOperation() {
        Engine.afterCurrentOperation { [weak self] in
            guard let self, appearanceDiffersFromTarget, appearanceHolder == nil else { return }
            settleAppearance()
        }
    }

    /// Ends the appearance transition that a container forwarded to this child. An appearing
    /// child whose view a hook of its appearance took out of every visible window (`LIFE-3`), or
    /// whose container turned away meanwhile (`containerLeft`), turns back first: it ends
    /// disappeared, never appeared away from the screen (`APP-1`, `APP-2`). A child that is only
    /// covered is not turned back here: the presentation in flight that covers it settles it when
    /// it ends (model checker forest 7593186086988080063).
    ///
    /// - Parameter containerLeft: Whether the forwarding container itself is disappearing or
    ///   disappeared now.
    /// - Complexity: O(*d*) in the depth of the child's view, plus the hooks.
    final func endForwardedAppearance(containerLeft: Bool = false) {
        if appearanceState == .appearing, containerLeft || !isViewInVisibleWindow {
            beginAppearanceTransition(false, animated: false)
        }
        endOpenAppearance()
    }

    /// Ends the appearance transition that this controller's parent, released while it runs, left
    /// open (`APP-2`, `LIFE-1`; **policy**: nobody else can end it once the controller that began
    /// it is gone). The transition goes toward the ``appearanceTarget``: an appearing controller
    /// whose view left the screen with its parent's turns back first (`viewWillDisappear`,
    /// `viewDidDisappear`); a disappearing one gets its `viewDidDisappear`. A transition the app
    /// began itself stays the app's to end (``AppearanceHolder/app``).
    ///
    /// - Complexity: O(*d*) to read the target, plus the hooks.
    final func endAppearanceLeftOpenByParent() {
        guard !isTornDown, !appearance.isHeldByApp else { return }
        let state = appearance.state
        guard state == .appearing || state == .disappearing else { return }
        let toAppear = appearanceTarget == .appeared
        if (state == .appearing) != toAppear { beginAppearanceTransition(toAppear, animated: false) }
        endOpenAppearance()
    }

    /// Settles (``settleAppearance()``) each controller whose root view lies in `root`'s subtree
    /// and that nothing else settles: one without a parent (its appearance follows its view,
    /// `APP-5`; a transition in flight leases the controllers that own its views, never such a
    /// one). Contained children follow their parents' begins and ends.
    /// Parents first, in the order of the views.
    ///
    /// For a change of coverage that no appearance pass follows: a presentation that removes its
    /// presenter began or ended (`COMP-10`), or a view moved, within visible windows, into or
    /// out of such a presenter's view (`LIFE-3`).
    ///
    /// - Parameter root: The subtree's root view.
    /// - Complexity: O(*n*) in the subtree's views, plus O(*d*) per controller found.
    static func settleUncontainedAppearance(in root: View) {
        var found: [ViewController] = []
        View.forEachPreOrder(in: root) { view in
            if let controller = view.storedController, controller.storedParent == nil { found.append(controller) }
        }
        for controller in found where controller.storedParent == nil {
            controller.settleAppearance()
        }
    }
}
