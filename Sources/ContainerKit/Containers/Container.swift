/// A view that hosts one piece of content, a view or a controller, with a lifecycle of its own.
///
/// A container is prepared *in* a parent controller: `prepare(parent:)`, the content is created,
/// `insert(_:)` mounts it, then `containerDidLoad()` (`CONT-1`). `remove()` unmounts it again
/// (`CONT-3`). The two concrete containers are ``ContainerView`` (hosts a view) and
/// ``ControllerContainer`` (hosts a controller, added as a child of the parent). The hooks are
/// methods on the classes, so subclass overrides are real (`CONT-6`).
@MainActor
public protocol Container: AnyObject {
    /// The type of the hosted content.
    associatedtype Content: AnyObject
    /// The mounted content, or `nil`.
    var content: Content? { get }
    /// The controller the container was last prepared in.
    var parentController: ViewController? { get }
    /// Called when the container learns its parent controller, before any content is created.
    func prepare(parent: ViewController?)
    /// Called to mount newly created content; the base implementation places it.
    func insert(_ content: Content)
    /// Unmounts the content; called by ContainerKit and callable by you.
    func remove()
    /// Called once per successful prepare, after the content is mounted.
    func containerDidLoad()
}

/// Declares the delegate that a container's content needs (`CELL-3`).
///
/// When a container is prepared, the nearest ancestor of the container (then of its parent
/// controller) that conforms to `Delegate` becomes the content's ``delegate``. Content that needs
/// no delegate does not conform to this protocol.
///
/// ```swift
/// protocol RowActions: AnyObject { func didTapRow(_ row: RowView) }
/// final class RowView: View, DelegatingContent {
///     weak var delegate: (any RowActions)?
///     static var delegateRequirement: DelegateRequirement { .required }
/// }
/// ```
@MainActor
public protocol DelegatingContent: AnyObject {
    /// The type the delegate must have, usually a protocol existential such as `any RowActions`.
    associatedtype Delegate
    /// Whether preparing fails when no ancestor provides the delegate (default: ``DelegateRequirement/optional``).
    static var delegateRequirement: DelegateRequirement { get }
    /// Set by the container at every prepare: the nearest conforming ancestor, or `nil`.
    var delegate: Delegate? { get set }
}

extension DelegatingContent {
    /// By default a delegate is optional.
    public static var delegateRequirement: DelegateRequirement { .optional }
}

/// Whether content must find its delegate (`CELL-3`).
public enum DelegateRequirement: Sendable {
    /// Preparing is refused with ``Misuse/missingCellDelegate`` (`MIS-13`) when no ancestor conforms.
    case required
    /// The delegate is `nil` when no ancestor conforms.
    case optional
}
