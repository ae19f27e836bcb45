/// The base of ``ViewContainer`` and ``ControllerContainer``: the container lifecycle shared by
/// both (`CONT-1` to `CONT-6`).
///
/// - Preparing (`prepare(in:content:)` on the concrete classes) calls ``prepare(parent:)``,
///   creates the content, calls `insert(_:)` to mount it, resolves the content's delegate, then
///   calls ``containerDidLoad()``. Preparing with new content first removes the old content
///   completely (`CONT-2`). Preparing without a factory keeps content that is already there.
/// - ``remove()`` unmounts the content with the hooks of `VIEW-3`/`VIEW-4` or `VC-3` (`CONT-3`).
///   Removing the container from its superview does the same first (`CONT-4`, policy).
/// - The content is placed in ``View/bounds`` minus ``contentInsets`` (`LAYOUT-3`), and placed
///   again whenever the frame or the insets change. Override ``contentFrame(in:)`` to place it
///   differently (`CONT-6`).
/// - Content is mounted only by its container and is never in two containers (`CONT-5`): moving
///   a mounted content view (or its controller) elsewhere is refused until ``remove()``.
///
/// Every hook override must call `super` (`MIS-11`), which records it.
@MainActor
open class ContainerView: View {
    /// The controller the container was last prepared in. Held weakly.
    public private(set) final weak var parentController: ViewController?

    /// The identifier a ``ListHost`` created this container for, or `nil` outside lists.
    public internal(set) final var reuseIdentifier: String?

    /// The list that created this container; it alone places and removes it.
    public internal(set) final weak var listHost: ListHost?

    /// The space kept free around the content, as the seeds' spacers and edge insets do.
    ///
    /// Changing it places the content again.
    open var contentInsets: EdgeInsets = .zero {
        didSet { placeContent() }
    }

    /// Creates an empty container.
    ///
    /// - Parameter name: The name used in traces and dumps; `nil` uses the type's name.
    public required init(name: String? = nil) {
        super.init(name: name)
    }

    isolated deinit {
        // Content that outlives its container (someone else holds it) is nobody's content any more.
        mountedView?.storedContainer = nil
    }

    // MARK: - Hooks

    /// Called when the container learns its parent controller, before content is created.
    ///
    /// - Parameter parent: The controller the container is prepared in, or `nil`.
    open func prepare(parent: ViewController?) {
        guard HookGate.enter(self, .containerPrepare) else { return }
        Engine.emit(.prepare(TraceSubject(self), parent: parent.map(TraceSubject.init)))
    }

    /// Unmounts the content (`CONT-3`).
    ///
    /// ContainerKit calls it before new content replaces old (`CONT-2`) and when the container
    /// leaves its superview (`CONT-4`); you may call it too. For a view, the content leaves the
    /// container; for a controller, `willMove(toParent: nil)`, its view leaves, `didMove(toParent:
    /// nil)`. The container then holds no content. Without content it records `K.remove` and
    /// nothing else; removing twice is harmless. Called from a hook while its tree is changing, the
    /// removal waits for the operation in progress to finish (`REENT-1`).
    open func remove() {
        let calledByContainerKit = HookGate.enter(self, .containerRemove)
        if isTornDown { return }  // its content was retired with it (MIS-12): nothing to unmount
        if !calledByContainerKit, Engine.mustDefer(self, storedSuperview) {
            Engine.enqueue(anchor: self) { () throws(MisuseError) in self.remove() }
            return
        }
        Engine.run(self) {
            Engine.emit(.remove(TraceSubject(self)))
            unmountContent(keepingContent: false)
        }
    }

    /// Called once per successful prepare, after the content is mounted and its delegate set,
    /// before the container is placed anywhere by that prepare (`CONT-2`).
    open func containerDidLoad() {
        guard HookGate.enter(self, .containerDidLoad) else { return }
        Engine.emit(.containerDidLoad(TraceSubject(self)))
    }

    /// Called on a pooled container just before a list host hands it out again (`CELL-1`).
    open func prepareForReuse() {
        guard HookGate.enter(self, .prepareForReuse) else { return }
        Engine.emit(.prepareForReuse(TraceSubject(self)))
    }

    /// The rectangle the content gets inside the container.
    ///
    /// The default is ``View/bounds`` minus ``contentInsets``. Override it to place the content
    /// another way; ContainerKit calls it whenever the content is mounted or the frame changes.
    ///
    /// - Parameter bounds: The container's bounds.
    /// - Returns: The content's frame, in the container's coordinates.
    open func contentFrame(in bounds: Rect) -> Rect {
        bounds.inset(by: contentInsets)
    }

    override func forEachHolder(_ body: (Responder) -> Void) {
        super.forEachHolder(body)
        if let listHost { body(listHost) }
    }

    /// Places the content again after the frame changed. Subclasses that override it call `super`.
    open override func frameDidChange() {
        super.frameDidChange()
        placeContent()
    }

    // MARK: - For the concrete containers

    /// The view placed inside the container: the content view, or the content controller's root view.
    var mountedView: View? { nil }

    /// The mounted content (a view or a controller), untyped.
    var heldContent: AnyObject? { nil }

    /// Whether content is mounted.
    final var hasContent: Bool { heldContent != nil }

    /// Removes the content from the container; drops it unless `keepingContent`.
    func unmountContent(keepingContent: Bool) {}

    /// Mounts kept content again in `parent` (a reused container being prepared).
    func remountKeptContent(in parent: ViewController?) {}

    /// Refuses a prepare that would break the tree, before anything changes.
    func validatePrepare(parent: ViewController?, keepsContent: Bool) throws(MisuseError) {}

    final func placeContent() {
        mountedView?.frame = contentFrame(in: bounds)
    }

    /// The shared prepare sequence of `CONT-1` and `CONT-2`.
    final func runPrepare(
        parent: ViewController?, contentType: Any.Type, makesNewContent: Bool, mount: () -> Void
    ) throws(MisuseError) {
        if isTornDown { throw .tornDown(self, operation: "prepare \"\(name)\"") }
        if let parent, parent.isTornDown { throw .tornDown(parent, operation: "prepare \"\(name)\" in \"\(parent.name)\"") }
        try validatePrepare(parent: parent, keepsContent: !makesNewContent)
        let delegate = try resolveDelegate(for: contentType, parent: parent)
        if Engine.mustDefer(self, mountedView) {
            // REENT-1: a prepare can fail (MIS-13), so it is refused rather than deferred.
            throw MisuseError(
                .reentrantChange, nodes: [name],
                message: "cannot prepare \"\(name)\" from a hook while its tree is being changed.",
                fix: "prepare the container before or after the operation, not from its hooks.")
        }
        Engine.run(self, parent) {
            if makesNewContent, hasContent {
                HookGate.call(self, .containerRemove) { remove() }
            }
            parentController = parent
            HookGate.call(self, .containerPrepare) { prepare(parent: parent) }
            if makesNewContent {
                mount()
            } else {
                remountKeptContent(in: parent)
            }
            assignDelegate(delegate)
            HookGate.call(self, .containerDidLoad) { containerDidLoad() }
        }
    }

    /// `CONT-4`: a container leaving its superview removes its content first.
    override func willLeaveSuperview() {
        HookGate.call(self, .containerRemove) { remove() }
    }

    /// Ends display in a list: the content stays, its controller leaves the parent (`CELL-2`).
    final func endDisplay() {
        unmountContent(keepingContent: true)
    }
}
