/// Safe-area insets (`LAYOUT-3`).
///
/// **Rule.** A window's insets are set on it (``Window/safeAreaInsets``). Every other view's are
/// derived from its superview's, edge by edge, in the view's own coordinates: on an edge where the
/// superview has an inset, the view's inset is that inset minus the view's distance from that edge
/// of the superview, clamped at zero; on an edge where the superview has none, it has none. So a
/// view 20 points below the top of a window whose top inset is 44 has a top inset of 24, and one
/// 50 points below it has none. A controller's root view then adds the controller's
/// ``ViewController/additionalSafeAreaInsets``, which its whole subtree inherits. A view outside
/// any window starts from zero (only additional insets apply there).
///
/// **Updates.** The insets are stored per view and kept current eagerly, by the changes that can
/// change them: a window's insets, a frame (the view and, when its insets or size changed, its
/// subviews), a move (the moved subtree), additional insets and a controller's new root view. An
/// update goes down only as far as insets actually change. Each view whose insets changed is marked
/// for layout and then gets ``View/safeAreaInsetsDidChange()``, parents first; a controller's
/// ``ViewController/viewSafeAreaInsetsDidChange()`` comes right after its root view's. Every view's
/// new insets are stored before the first of those hooks runs. Frames set while a view reacts to
/// its own frame change (``View/frameDidChange()``, a container placing its content) are taken into
/// account together, so each view hears once.
extension View {
    /// The insets the rule above gives this view in its current place; a window answers its own.
    final func derivedSafeAreaInsets() -> EdgeInsets {
        var insets = EdgeInsets.zero
        if let superview = storedSuperview {
            let outer = superview.safeAreaInsets
            if outer != .zero {
                let size = superview.frame
                insets = EdgeInsets(
                    top: outer.top > 0 ? max(0, outer.top - frame.y) : 0,
                    left: outer.left > 0 ? max(0, outer.left - frame.x) : 0,
                    bottom: outer.bottom > 0 ? max(0, outer.bottom - (size.height - frame.y - frame.height)) : 0,
                    right: outer.right > 0 ? max(0, outer.right - (size.width - frame.x - frame.width)) : 0)
            }
        } else if self is Window {
            return safeAreaInsets
        }
        if let extra = storedController?.layoutExtras?.additionalSafeAreaInsets, extra != .zero {
            insets = EdgeInsets(
                top: insets.top + extra.top, left: insets.left + extra.left,
                bottom: insets.bottom + extra.bottom, right: insets.right + extra.right)
        }
        return insets
    }
}
