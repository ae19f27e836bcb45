/// A container that hosts a view (`CONT-1`).
///
/// ```swift
/// let card = ViewContainer<CardView>(name: "K")
/// try card.prepare(in: home)              // K.prepare(parent: home), K.insert(CardView), K.containerDidLoad
/// try home.view.addSubview(card)
/// ```
@MainActor
open class ViewContainer<Content: View>: ContainerView, Container {
    /// The mounted content view, or `nil`.
    public private(set) final var content: Content?

    /// Creates an empty container.
    ///
    /// - Parameter name: The name used in traces and dumps; `nil` uses the type's name.
    public required init(name: String? = nil) {
        super.init(name: name)
    }

    /// Prepares the container in a parent controller (`CONT-1`, `CONT-2`).
    ///
    /// Calls ``ContainerView/prepare(parent:)``; then, when `content` is given or nothing is
    /// mounted, removes the old content completely, creates the new content (by default
    /// `Content(name: nil)`) and mounts it with ``insert(_:)``; then sets the content's delegate
    /// (`CELL-3`) and calls ``ContainerView/containerDidLoad()``. Without a factory, mounted
    /// content is kept (a reused container, `CELL-2`).
    ///
    /// - Parameters:
    ///   - parent: The controller the container belongs to, or `nil`.
    ///   - make: Creates new content (the `content` argument); `nil` keeps mounted content or creates a `Content`.
    /// - Throws: ``Misuse/missingCellDelegate`` (`MIS-13`) when the content requires a delegate
    ///   that no ancestor provides; ``Misuse/tornDown`` (`MIS-12`); ``Misuse/reentrantChange``
    ///   (`MIS-15`) when called from a hook of this container's tree. Nothing changes when it throws.
    public final func prepare(in parent: ViewController?, content make: (() -> Content)? = nil) throws(MisuseError) {
        try runPrepare(parent: parent, contentType: Content.self, makesNewContent: make != nil || content == nil) {
            let created = make?() ?? Content(name: nil)
            HookGate.call(self, .containerInsert) { insert(created) }
        }
    }

    /// Mounts new content: the base implementation records `K.insert(X)` and places the view
    /// inside the container (`CONT-1`). Called by ContainerKit only; overrides call `super`.
    ///
    /// - Parameter content: The content created by the prepare in progress.
    open func insert(_ content: Content) {
        guard HookGate.enter(self, .containerInsert) else { return }
        Engine.emit(.insert(TraceSubject(self), content: TraceSubject(content)))
        self.content = content
        content.storedContainer = self
        View.move(content, to: self, at: storedSubviews.count)
        placeContent()
    }

    override var mountedView: View? { content }
    override var heldContent: AnyObject? { content }

    override func unmountContent(keepingContent: Bool) {
        guard !keepingContent, let content else { return }
        if content.storedSuperview != nil { View.move(content, to: nil, at: 0) }
        content.storedContainer = nil
        self.content = nil
    }
}
