/// A view controller: it owns a lazily loaded root view, has a parent and children, and goes
/// through UIKit's appearance lifecycle.
///
/// `Controller` is the read side that code generic over controllers relies on. The base class
/// ``ViewController`` implements it and adds containment, appearance forwarding and the hooks,
/// which are methods on the class so that subclasses really override them.
@MainActor
public protocol Controller: AnyObject {
    /// The name written in traces and dumps (default: the type's name).
    var name: String { get set }
    /// The root view, loaded on first access (`LOAD-1`).
    var view: View { get }
    /// The root view if it is loaded, without loading it (`LOAD-3`).
    var viewIfLoaded: View? { get }
    /// Whether the root view is loaded (`LOAD-3`).
    var isViewLoaded: Bool { get }
    /// The parent controller, or `nil`.
    var parent: ViewController? { get }
    /// The child controllers, in the order they were added.
    var children: [ViewController] { get }
    /// Where the controller is in its appearance lifecycle (`APP-2`).
    var appearanceState: AppearanceState { get }
}
