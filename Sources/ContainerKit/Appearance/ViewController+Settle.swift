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
        guard !isTornDown, storedView != nil else { return false }
        let state = appearance.state
        guard state == .appeared || state == .disappeared else { return false }
        let target = appearanceTarget
        guard target != state else { return false }
        beginAppearanceTransition(target == .appeared, animated: false)
        endOpenAppearance()
        return true
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
