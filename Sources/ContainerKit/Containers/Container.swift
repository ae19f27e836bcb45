/// A view that hosts one piece of content, a view or a controller, with a lifecycle of its own:
/// what code generic over containers relies on.
///
/// A container is prepared *in* a parent controller: `prepare(parent:)`, the content is created,
/// `insert(_:)` mounts it, then `containerDidLoad()` (`CONT-1`). `remove()` unmounts it again
/// (`CONT-3`). The two concrete containers are ``ContainerView`` (hosts a view) and
/// ``ControllerContainer`` (hosts a controller, added as a child of the parent). The hooks are
/// methods on the classes, so subclass overrides are real (`CONT-6`). A helper written once works
/// for every container:
///
/// ```swift
/// @MainActor func mount(_ container: some View & Container, in parent: ViewController) {
///     container.prepare(in: parent, content: nil)
///     parent.view.addSubview(container)
/// }
/// ```
///
/// UIContainer's class `Container<C>` (the container of a controller) is ``ControllerContainer``
/// here: `Container` names this protocol, one of the three the design rests on (``Node``,
/// ``Controller``, `Container`).
@MainActor
public protocol Container: Node {
    /// The type of the hosted content.
    associatedtype Content: AnyObject
    /// The mounted content, or `nil`.
    var content: Content? { get }
    /// The controller the container belongs to: the owner of its place, or the controller it was
    /// prepared in while it is not placed (`PARENT-1`, `PARENT-3`).
    var parentController: ViewController? { get }
    /// The space kept free around the content.
    var contentInsets: EdgeInsets { get set }
    /// Prepares the container in a parent controller (`CONT-1`, `CONT-2`).
    ///
    /// Call it without the location: the extension below fills it in.
    ///
    /// - Parameters:
    ///   - parent: The controller the container belongs to, or `nil`.
    ///   - content: Creates new content; `nil` keeps mounted content or creates a default one.
    ///   - fileID: The caller's `#fileID`; see ``CallSite``.
    ///   - filePath: The caller's `#filePath`.
    ///   - line: The caller's `#line`.
    ///   - column: The caller's `#column`.
    func prepare(
        in parent: ViewController?, content: (() -> Content)?, fileID: StaticString, filePath: StaticString, line: UInt,
        column: UInt)
    /// Called when the container learns its parent controller, before the content is mounted.
    ///
    /// - Parameter parent: The controller the container is prepared in, or `nil`.
    func prepare(parent: ViewController?)
    /// Called to mount newly created content; the base implementation places it.
    ///
    /// - Parameter content: The content created by the prepare in progress.
    func insert(_ content: Content)
    /// Unmounts the content; called by ContainerKit and callable by you (`CONT-3`).
    func remove()
    /// Called once per successful prepare, after the content is mounted (`CONT-2`).
    func containerDidLoad()
    /// Called on a pooled container just before a list hands it out again (`CELL-1`).
    func prepareForReuse()
}

extension Container {
    /// Prepares the container in a parent controller (`CONT-1`, `CONT-2`); a misuse is reported at
    /// the caller's line.
    ///
    /// - Parameters:
    ///   - parent: The controller the container belongs to, or `nil`.
    ///   - content: Creates new content; `nil` keeps mounted content or creates a default one.
    ///   - fileID: The caller's `#fileID`; see ``CallSite``.
    ///   - filePath: The caller's `#filePath`.
    ///   - line: The caller's `#line`.
    ///   - column: The caller's `#column`.
    public func prepare(
        in parent: ViewController?, content: (() -> Content)? = nil, fileID: StaticString = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        prepare(in: parent, content: content, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

/// Declares the delegate that a container's content needs (`CELL-3`).
///
/// When a container is prepared, the nearest ancestor of the container (then of its parent
/// controller) that conforms to `Delegate` becomes the content's ``delegate``. Content that needs
/// no delegate does not conform to this protocol.
///
/// ```swift
/// @MainActor protocol RowActions: AnyObject { func didTapRow(_ row: RowView) }
/// final class RowView: View, DelegatingContent {
///     weak var delegate: (any RowActions)?
///     static var delegateRequirement: DelegateRequirement { .required }
/// }
/// final class RowsController: ViewController, RowActions {   // the nearest conforming ancestor
///     func didTapRow(_ row: RowView) {}
/// }
/// ```
///
/// Delegate protocols are `@MainActor` (as the tree is), so that a controller can conform.
///
/// ```swift
/// let row = ContainerView<RowView>(in: RowsController(name: "rows"))
/// // row.content?.delegate is the RowsController
/// ```
@MainActor
public protocol DelegatingContent: AnyObject {
    /// The type the delegate must have, usually a protocol existential such as `any RowActions`;
    /// inferred from ``delegate``. (The default only lets the compiler tell a type without a
    /// `delegate`, such as UIContainer's `cellDelegate`, that `delegate` is what it needs.)
    associatedtype Delegate = AnyObject
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
