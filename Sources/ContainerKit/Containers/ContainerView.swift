/// A container that hosts a view (`CONT-1`), as UIContainer's `ContainerView<View>`.
///
/// Create it *in* the controller it belongs to, with an optional content factory, then place it:
///
/// ```swift
/// let cart = ContainerView<CartView>(in: self)   // K.prepare(parent: self), K.insert(CartView), K.containerDidLoad
/// view.addSubview(cart)
/// ```
///
/// Subclass it to style the container, as the seeds do:
///
/// ```swift
/// extension CartView {
///     final class Container: ContainerView<CartView> {
///         override func containerDidLoad() {
///             super.containerDidLoad()
///             contentInsets = EdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
///         }
///     }
/// }
/// let cart = CartView.Container(in: self)
/// ```
@MainActor
open class ContainerView<Content: View>: AnyContainerView, Container {
    /// The mounted content view, or `nil`.
    public private(set) final var content: Content?

    /// Creates an empty container.
    ///
    /// - Parameter name: The name used in traces and dumps; `nil` uses the type's name.
    public required init(name: String? = nil) {
        super.init(name: name)
    }

    /// Creates a container and prepares it in a parent controller (`CONT-1`), as UIContainer's
    /// `init(in:loadHandler:)`.
    ///
    /// The same as ``init(name:)`` followed by ``prepare(in:content:fileID:filePath:line:column:)``.
    ///
    /// - Parameters:
    ///   - parent: The controller the container belongs to, or `nil`.
    ///   - name: The name used in traces and dumps; `nil` uses the type's name.
    ///   - content: Creates the content; `nil` creates a `Content`.
    ///   - fileID: The caller's `#fileID`, where a misuse is reported (``CallSite``); leave the default.
    ///   - filePath: The caller's `#filePath`; leave the default.
    ///   - line: The caller's `#line`; leave the default.
    ///   - column: The caller's `#column`; leave the default.
    public convenience init(
        in parent: ViewController?, name: String? = nil, content: (() -> Content)? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let outermost = Engine.enter(#function, fileID, filePath, line, column)
        defer { Engine.leave(outermost) }
        self.init(name: name)
        prepare(in: parent, content: content)
    }

    /// Prepares the container in a parent controller (`CONT-1`, `CONT-2`).
    ///
    /// When `content` is given or nothing is mounted, creates the new content (by default
    /// `Content(name: nil)`), then removes the old content completely, calls
    /// ``AnyContainerView/prepare(parent:)``, mounts the new content with ``insert(_:)``, sets the
    /// content's delegate (`CELL-3`) and calls ``AnyContainerView/containerDidLoad()``. Without a
    /// factory, mounted content is kept (a reused container, `CELL-2`).
    ///
    /// Refused, changing nothing (reported through ``Diagnostics``): ``Misuse/missingCellDelegate``
    /// (`MIS-13`) when the content requires a delegate that no ancestor provides;
    /// ``Misuse/inconsistentHierarchy`` (`MIS-3`) when the container sits under a view that
    /// `parent` does not own; ``Misuse/tornDown`` (`MIS-12`); ``Misuse/unacceptableNode``
    /// (`MIS-17`) when the factory hands back a view the container may not take (the container
    /// itself or an ancestor, a window, a torn-down view, another container's content, a window's
    /// root view). From a hook while the container's tree is being changed, the prepare waits for
    /// the operation in progress (`REENT-1`).
    ///
    /// - Parameters:
    ///   - parent: The controller the container belongs to, or `nil`.
    ///   - make: Creates new content; `nil` keeps mounted content or creates a `Content`.
    ///   - fileID: The caller's `#fileID`, where a misuse is reported (``CallSite``); leave the default.
    ///   - filePath: The caller's `#filePath`; leave the default.
    ///   - line: The caller's `#line`; leave the default.
    ///   - column: The caller's `#column`; leave the default.
    public final func prepare(
        in parent: ViewController?, content make: (() -> Content)? = nil, fileID: StaticString = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let outermost = Engine.enter(#function, fileID, filePath, line, column)
        defer { Engine.leave(outermost) }
        runPrepare(parent: parent, makesNewContent: make != nil || content == nil) {
            { self.prepare(in: parent, content: make) }
        } make: {
            make?() ?? Content(name: nil)
        } check: { (created: Content) throws(MisuseError) in
            if created === content {
                throw MisuseError(.alreadyContent(content: created.name, container: name))
            }
            try validateInsertion(of: created)
        } mount: { created in
            HookGate.call(self, .containerInsert, created) { insert(created) }
        }
    }

    /// Mounts new content: the base implementation records `K.insert(X)` and places the view
    /// inside the container (`CONT-1`). Called by ContainerKit only (a direct call is reported,
    /// `MIS-16`, and does nothing); overrides call `super`.
    ///
    /// - Parameter content: The content created by the prepare in progress.
    open func insert(_ content: Content) {
        guard HookGate.enter(self, .containerInsert) else {
            reportDirectCall(.containerInsert)
            return
        }
        Engine.emit(.insert, on: self, content)
        self.content = content
        content.storedContainer = self
        View.move(content, to: self, at: storedSubviews.count)
        placeContent()
    }

    isolated deinit {
        // Content that outlives its container (someone else holds it) is nobody's content any
        // more. It is released here, before the stored property would release it after this
        // deinit: a chain of containers, each the content of the next, would otherwise release
        // one nested deinit per level (LIFE-5).
        content?.storedContainer = nil
        ReleaseQueue.release(taking: &content)
    }

    override var mountedView: View? { content }
    override var heldContent: AnyObject? { content }

    override func unmountContent(keepingContent: Bool, direct: Bool) {
        guard !keepingContent, let content else { return }
        if content.storedSuperview != nil { View.move(content, to: nil, at: 0) }
        content.storedContainer = nil
        self.content = nil
    }
}
