/// The layout marks of one view (`LAYOUT-1`) and two bits of its size-following, one byte.
///
/// Invariant (the *marked-path* invariant): when a view has ``needsLayout`` or
/// ``descendantNeedsLayout``, its superview has ``descendantNeedsLayout``. So every marked view
/// lies on a path of flagged views from the root of its tree, and a layout pass follows only those
/// paths; a view without either flag heads a subtree with nothing to lay out, which is what makes
/// ``View/layoutIfNeeded()`` O(1) on a clean tree. ``descendantNeedsLayout`` may be set on a view
/// with no marked descendant left (a marked subview moved away): the pass that reaches it clears
/// it. Marking walks up and stops at the first view already flagged, so marks coalesce in O(1).
struct LayoutFlags: OptionSet, Sendable {
    let rawValue: UInt8

    /// The view's `layoutSubviews()` is due in the next pass that reaches it.
    static let needsLayout = LayoutFlags(rawValue: 1 << 0)
    /// Some view below this one may be marked.
    static let descendantNeedsLayout = LayoutFlags(rawValue: 1 << 1)
    /// The view's layout hooks are running; a nested pass leaves it and its subtree marked for
    /// the pass in progress instead of re-entering them.
    static let isLayingOut = LayoutFlags(rawValue: 1 << 2)

    /// The view's `updateConstraints()` is due in the next constraint pass that reaches it
    /// (`LAYOUT-5`).
    static let needsUpdateConstraints = LayoutFlags(rawValue: 1 << 3)
    /// Some view below this one may be marked for a constraint update; the same marked-path
    /// invariant as ``descendantNeedsLayout``, for the constraint pass.
    static let descendantNeedsUpdateConstraints = LayoutFlags(rawValue: 1 << 4)

    /// A controller's view that a container placed to fill its view: it follows that view's size
    /// (UIKit's flexible-width-and-height autoresizing of a child's view). Kept here, not in
    /// ``LayoutExtras``, so that a filled view allocates nothing for it.
    static let followsSuperviewBounds = LayoutFlags(rawValue: 1 << 5)
    /// Some subview was placed to follow this view's size (never cleared).
    static let hasFollowers = LayoutFlags(rawValue: 1 << 6)

    /// Either constraint mark: the view is on a path of the constraint pass.
    static let constraintMarks: LayoutFlags = [.needsUpdateConstraints, .descendantNeedsUpdateConstraints]

    /// A new view needs its first layout, as in UIKit.
    static let initial: LayoutFlags = [.needsLayout]

    /// Either mark: the view is on a marked path.
    static let marks: LayoutFlags = [.needsLayout, .descendantNeedsLayout]
}
