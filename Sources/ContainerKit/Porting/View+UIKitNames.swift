// UIKit's names on `View`, for code ported from UIKit (the Porting article): those with a
// headless meaning work as in UIKit; those without one (Auto Layout) tell the compiler what to
// write instead.

extension View {
    /// Whether the view is hidden, as UIKit's `isHidden`.
    ///
    /// For a ``Window`` it is the inverse of ``Window/isVisible``: setting `false` shows the window
    /// (without making it key) and `true` hides it, with the appearance hooks of
    /// `makeKeyAndVisible()` and `hide()`. For any other view it is a plain
    /// flag, as in UIKit, where hiding a view calls no appearance hook: ContainerKit draws
    /// nothing, so nothing else changes, except in a ``StackView``, where a hidden arranged
    /// subview collapses (`LAYOUT-9`).
    public final var isHidden: Bool {
        get {
            if let window = self as? Window { return !window.isVisible }
            return uikitAttributesToRead.isHidden
        }
        set {
            if let window = self as? Window {
                window.setVisible(!newValue)
            } else {
                guard newValue != uikitAttributesToRead.isHidden else { return }
                uikitAttributes.isHidden = newValue
                // A hidden arranged subview collapses (LAYOUT-9).
                if let stack = storedSuperview as? StackView { stack.arrangedSubviewVisibilityChanged(self) }
            }
        }
    }

    /// The view's opacity, as UIKit's `alpha`: 1 by default; values outside 0...1 are stored
    /// as 0 or 1. A plain value: ContainerKit draws nothing.
    public final var alpha: Double {
        get { uikitAttributesToRead.alpha }
        set { uikitAttributes.alpha = Swift.min(1, Swift.max(0, newValue)) }
    }

    /// An integer that identifies the view, as UIKit's `tag` (0 by default); see
    /// ``viewWithTag(_:)``.
    public final var tag: Int {
        get { uikitAttributesToRead.tag }
        set { uikitAttributes.tag = newValue }
    }

    /// The first view with a tag, searching this view, then its subviews depth first in order,
    /// as UIKit's `viewWithTag(_:)`.
    ///
    /// - Parameter tag: The tag to look for.
    /// - Returns: The view, or `nil` when no view of the subtree has that tag.
    /// - Complexity: O(*n*) in the views of the subtree.
    public final func viewWithTag(_ tag: Int) -> View? {
        var found: View?
        View.forEachPreOrder(in: self, descendingInto: { _ in found == nil }) { view in
            if found == nil, view.tag == tag { found = view }
        }
        return found
    }

    /// The center of the view's frame, in the superview's coordinates, as UIKit's `center`.
    /// Setting it moves the frame and keeps its size.
    public final var center: Point {
        get { Point(x: frame.x + frame.width / 2, y: frame.y + frame.height / 2) }
        set {
            frame = Rect(
                x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2, width: frame.width,
                height: frame.height)
        }
    }

    /// Converts a point from this view's coordinates to another view's, as UIKit's
    /// `convert(_:to:)`.
    ///
    /// A view's coordinates start at its frame's origin (``bounds`` always starts at zero).
    /// `nil` converts to the coordinates of the top of this view's tree (its window). Views of
    /// different trees are converted through the frames of their tops, as UIKit does through the
    /// screen.
    ///
    /// - Parameters:
    ///   - point: A point in this view's coordinates.
    ///   - view: The view whose coordinates to convert to, or `nil` for the window's.
    /// - Returns: The point in `view`'s coordinates.
    /// - Complexity: O(*d*) in the depths of the two views.
    public final func convert(_ point: Point, to view: View?) -> Point {
        let offset = offset(to: view)
        return Point(x: point.x + offset.x, y: point.y + offset.y)
    }

    /// Converts a rectangle from this view's coordinates to another view's, as UIKit's
    /// `convert(_:to:)`; see ``convert(_:to:)-(Point,_)``.
    ///
    /// - Parameters:
    ///   - rect: A rectangle in this view's coordinates.
    ///   - view: The view whose coordinates to convert to, or `nil` for the window's.
    /// - Returns: The rectangle in `view`'s coordinates: the same size, its origin converted.
    /// - Complexity: O(*d*) in the depths of the two views.
    public final func convert(_ rect: Rect, to view: View?) -> Rect {
        let offset = offset(to: view)
        return Rect(x: rect.x + offset.x, y: rect.y + offset.y, width: rect.width, height: rect.height)
    }

    /// Converts a point from another view's coordinates to this view's, as UIKit's
    /// `convert(_:from:)`.
    ///
    /// - Parameters:
    ///   - point: A point in `view`'s coordinates.
    ///   - view: The view whose coordinates the point is in, or `nil` for the window's.
    /// - Returns: The point in this view's coordinates.
    /// - Complexity: O(*d*) in the depths of the two views.
    public final func convert(_ point: Point, from view: View?) -> Point {
        let offset = offset(to: view)
        return Point(x: point.x - offset.x, y: point.y - offset.y)
    }

    /// Converts a rectangle from another view's coordinates to this view's, as UIKit's
    /// `convert(_:from:)`; see ``convert(_:to:)-(Point,_)``.
    ///
    /// - Parameters:
    ///   - rect: A rectangle in `view`'s coordinates.
    ///   - view: The view whose coordinates the rectangle is in, or `nil` for the window's.
    /// - Returns: The rectangle in this view's coordinates: the same size, its origin converted.
    /// - Complexity: O(*d*) in the depths of the two views.
    public final func convert(_ rect: Rect, from view: View?) -> Rect {
        let offset = offset(to: view)
        return Rect(x: rect.x - offset.x, y: rect.y - offset.y, width: rect.width, height: rect.height)
    }

    /// What to add to a point of this view to get the same point in `view`'s coordinates.
    private func offset(to view: View?) -> Point {
        let (mine, myTop) = originInTop()
        guard let view else { return mine }
        let (theirs, theirTop) = view.originInTop()
        var offset = Point(x: mine.x - theirs.x, y: mine.y - theirs.y)
        if myTop !== theirTop {
            offset.x += myTop.frame.x - theirTop.frame.x
            offset.y += myTop.frame.y - theirTop.frame.y
        }
        return offset
    }

    /// This view's origin in the coordinates of the top of its superview chain, and that top.
    private func originInTop() -> (Point, View) {
        var origin = Point.zero
        var node = self
        while let superview = node.superview {
            origin.x += node.frame.x
            origin.y += node.frame.y
            node = superview
        }
        return (origin, node)
    }
}

extension View {
    /// UIKit's transition options, for Reinstate's `animations: (duration:options:)` tuples
    /// (`ViewController/addChild(_:animations:completion:)`): each chooses a
    /// ``TransitionStyle``. ContainerKit has no clock, so durations are not used.
    public struct AnimationOptions: OptionSet, Sendable, Hashable {
        public let rawValue: Int

        /// Creates options from their raw value.
        ///
        /// - Parameter rawValue: The bits.
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// A cross-dissolve: ``TransitionStyle/cross``.
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 1 << 0)
        /// A flip from the left: the new view comes in over the old one, ``TransitionStyle/over``.
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 1)
        /// A flip from the right: ``TransitionStyle/over``.
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 1 << 2)
        /// A flip from the top: ``TransitionStyle/over``.
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 1 << 3)
        /// A flip from the bottom: ``TransitionStyle/over``.
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 1 << 4)
        /// A page curl up: the old view goes away above the new one, ``TransitionStyle/under``.
        public static let transitionCurlUp = AnimationOptions(rawValue: 1 << 5)
        /// A page curl down: ``TransitionStyle/over``.
        public static let transitionCurlDown = AnimationOptions(rawValue: 1 << 6)

        /// The style these options stand for: a cross-dissolve wins, then a curl up; any other
        /// transition is ``TransitionStyle/over``, and no transition ``TransitionStyle/none``.
        var transitionStyle: TransitionStyle {
            if contains(.transitionCrossDissolve) { return .cross }
            if contains(.transitionCurlUp) { return .under }
            // Only the transition bits count: a curve or another option alone is no transition.
            return intersection(Self(rawValue: 0x7F)).isEmpty ? .none : .over
        }
    }
}
