/// A node of a view tree: a ``View`` or a ``Window``.
///
/// `Node` is the read side of the view hierarchy that code generic over views relies on. The base
/// class ``View`` implements it and adds the mutating operations and the hierarchy hooks, which are
/// methods on the class so that subclasses really override them.
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

    /// Whether this node is `view` or one of its descendants (`VIEW-7`: true for itself).
    ///
    /// - Parameter view: The candidate ancestor.
    /// - Returns: `true` when `view` is this node or lies on its superview chain.
    func isDescendant(of view: View) -> Bool
}
