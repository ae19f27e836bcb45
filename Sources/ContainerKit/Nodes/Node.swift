/// A node of a view tree: what code generic over views relies on.
///
/// ``View`` (and so ``Window`` and every container) is the implementation; its hooks are methods
/// on the class, so subclasses really override them. `Node` gathers the read side of the
/// hierarchy, the hierarchy operations and the hierarchy hooks, so that a helper written once
/// works for any view type:
///
/// ```swift
/// @MainActor func names(under node: some Node) -> [String] {
///     node.subviews.flatMap { [$0.name] + names(under: $0) }
/// }
/// ```
@MainActor
public protocol Node: AnyObject {
    /// The name written in traces and dumps (default: the type's name).
    var name: String { get set }

    /// The view this node is a subview of, or `nil`. Never a strong reference upwards.
    var superview: View? { get }

    /// The subviews, back to front.
    var subviews: [View] { get }

    /// The window at the root of this node's superview chain, or `nil` (`VIEW-7`).
    var window: Window? { get }

    /// The controller whose root view this node is, or `nil`.
    var viewController: ViewController? { get }

    /// The controller that owns this node: the controller of the nearest root view at or above it
    /// (`PARENT-1`).
    var owningController: ViewController? { get }

    /// Whether this node is `view` or one of its descendants (`VIEW-7`: true for itself).
    ///
    /// - Parameter view: The candidate ancestor.
    /// - Returns: `true` when `view` is this node or lies on its superview chain.
    func isDescendant(of view: View) -> Bool

    /// Adds a view as the front-most subview (`VIEW-1`, `VIEW-2`, `VIEW-5`).
    ///
    /// Call it without the location: the extension below fills it in.
    ///
    /// - Parameters:
    ///   - view: The view to add.
    ///   - fileID: The caller's `#fileID`; see ``CallSite``.
    ///   - filePath: The caller's `#filePath`.
    ///   - line: The caller's `#line`.
    ///   - column: The caller's `#column`.
    func addSubview(_ view: View, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt)

    /// Removes the node from its superview (`VIEW-3`, `VIEW-4`, `VIEW-8`).
    ///
    /// Call it without the location: the extension below fills it in.
    ///
    /// - Parameters:
    ///   - fileID: The caller's `#fileID`; see ``CallSite``.
    ///   - filePath: The caller's `#filePath`.
    ///   - line: The caller's `#line`.
    ///   - column: The caller's `#column`.
    func removeFromSuperview(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt)

    /// A text picture of the subtree, one node per line.
    ///
    /// - Returns: The dump.
    func treeDump() -> String

    /// Called once, at the end of the initializer (`LOAD-5`).
    func prepare()
    /// Called before the node gets a new superview.
    ///
    /// - Parameter newSuperview: The new superview, or `nil`.
    func willMove(toSuperview newSuperview: View?)
    /// Called after the node got its new superview.
    func didMoveToSuperview()
    /// Called before the node enters or leaves a window.
    ///
    /// - Parameter newWindow: The new window, or `nil`.
    func willMove(toWindow newWindow: Window?)
    /// Called after the node entered or left a window.
    func didMoveToWindow()
    /// Called after a subview was added.
    ///
    /// - Parameter subview: The view that was added.
    func didAddSubview(_ subview: View)
    /// Called before a subview leaves.
    ///
    /// - Parameter subview: The view that is about to leave.
    func willRemoveSubview(_ subview: View)

    // Layout and traits (`LAYOUT-1` to `LAYOUT-3`, `TRAIT-1`, `TRAIT-2`).

    /// The node's rectangle in its superview's coordinates.
    var frame: Rect { get set }
    /// The node's own rectangle: its frame's size at the origin.
    var bounds: Rect { get }
    /// The node's safe-area insets, derived from the window's (`LAYOUT-3`).
    var safeAreaInsets: EdgeInsets { get }
    /// The node's effective traits (`TRAIT-1`), read at constant cost (`TRAIT-2`).
    var traitCollection: TraitCollection { get }
    /// The traits this node overrides for itself and its subtree (`TRAIT-1`).
    var traitOverrides: TraitCollection { get set }
    /// Whether the node is marked for layout (`LAYOUT-1`).
    var needsLayout: Bool { get }
    /// Marks the node for layout; nothing else happens until a pass (`LAYOUT-1`).
    func setNeedsLayout()
    /// Lays out the marked views of the subtree now, parents first (`LAYOUT-1`, `LAYOUT-2`).
    func layoutIfNeeded()
    /// Called by a layout pass to lay out the subviews (`LAYOUT-1`).
    func layoutSubviews()
    /// Called when ``safeAreaInsets`` changed (`LAYOUT-3`).
    func safeAreaInsetsDidChange()
    /// Called when ``traitCollection`` changed value (`TRAIT-1`).
    ///
    /// - Parameter previousTraitCollection: The traits before the change; optional as in UIKit, so
    ///   that UIKit's override and its `super` call port unchanged. ContainerKit always passes
    ///   the traits before the change (``TraitCollection/unspecified`` for the first).
    func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?)
}

extension Node {
    /// Adds a view as the front-most subview (`VIEW-1`, `VIEW-2`, `VIEW-5`); a misuse is reported
    /// at the caller's line.
    ///
    /// - Parameters:
    ///   - view: The view to add.
    ///   - fileID: The caller's `#fileID`; see ``CallSite``.
    ///   - filePath: The caller's `#filePath`.
    ///   - line: The caller's `#line`.
    ///   - column: The caller's `#column`.
    public func addSubview(
        _ view: View, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) {
        addSubview(view, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Removes the node from its superview (`VIEW-3`, `VIEW-4`, `VIEW-8`); a misuse is reported at
    /// the caller's line.
    ///
    /// - Parameters:
    ///   - fileID: The caller's `#fileID`; see ``CallSite``.
    ///   - filePath: The caller's `#filePath`.
    ///   - line: The caller's `#line`.
    ///   - column: The caller's `#column`.
    public func removeFromSuperview(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        removeFromSuperview(fileID: fileID, filePath: filePath, line: line, column: column)
    }
}
