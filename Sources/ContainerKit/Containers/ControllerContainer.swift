/// A container that hosts a controller, added as a child of the parent it is prepared in
/// (`CONT-1`).
///
/// Preparing mounts the content with `X.willMove(toParent: P)`, `X.loadView`, `X.viewDidLoad`, its
/// view joining the container, and `X.didMove(toParent: P)`; ``ContainerView/remove()`` reverses
/// it (`VC-3`). In a list (``ListHost``) the controller leaves its parent when its row ends display
/// and joins it again when the container is reused (`CELL-2`).
///
/// ```swift
/// let k = ControllerContainer<ProfileController>(name: "K")
/// try k.prepare(in: home)
/// try home.view.addSubview(k)
/// ```
@MainActor
open class ControllerContainer<Content: ViewController>: ContainerView, Container {
    /// The mounted content controller, or `nil`.
    public private(set) final var content: Content?

    /// Creates an empty container.
    ///
    /// - Parameter name: The name used in traces and dumps; `nil` uses the type's name.
    public required init(name: String? = nil) {
        super.init(name: name)
    }

    /// Prepares the container in a parent controller (`CONT-1`, `CONT-2`).
    ///
    /// As ``ViewContainer/prepare(in:content:)``; the content controller becomes a child of
    /// `parent`. Kept content that left its parent (a reused container) joins `parent` again.
    ///
    /// - Parameters:
    ///   - parent: The controller the container belongs to, or `nil` (the content then has no parent).
    ///   - make: Creates new content (the `content` argument); `nil` keeps mounted content or creates a `Content`.
    /// - Throws: The errors of ``ViewContainer/prepare(in:content:)``, and
    ///   ``Misuse/inconsistentHierarchy`` (`MIS-3`) when the container sits under a view owned by a
    ///   controller other than `parent`. Nothing changes when it throws.
    public final func prepare(in parent: ViewController?, content make: (() -> Content)? = nil) throws(MisuseError) {
        try runPrepare(parent: parent, contentType: Content.self, makesNewContent: make != nil || content == nil) {
            let created = make?() ?? Content(name: nil)
            HookGate.call(self, .containerInsert) { insert(created) }
        }
    }

    /// Mounts new content: the base implementation records `K.insert(X)`, adds the controller as a
    /// child of the parent, places its view inside the container and calls `didMove(toParent:)`
    /// (`CONT-1`). Called by ContainerKit only; overrides call `super`.
    ///
    /// - Parameter content: The controller created by the prepare in progress.
    open func insert(_ content: Content) {
        guard HookGate.enter(self, .containerInsert) else { return }
        Engine.emit(.insert(TraceSubject(self), content: TraceSubject(content)))
        self.content = content
        attach(content, to: parentController)
    }

    override var mountedView: View? { content?.storedView }
    override var heldContent: AnyObject? { content }

    override func validatePrepare(parent: ViewController?, keepsContent: Bool) throws(MisuseError) {
        // The content becomes a child of `parent`: `parent` must not be kept alive by the content.
        if let parent, let content, keepsContent || content.storedParent == nil,
           parent === content || parent.isHeld(transitivelyBy: content) {
            throw MisuseError(
                .viewCycle, nodes: [content.name, parent.name],
                message: "cannot prepare \"\(name)\" in \"\(parent.name)\": its content \"\(content.name)\" would become a child of "
                    + (parent === content ? "itself" : "a controller it keeps alive") + ", so the hierarchy would contain a cycle.",
                fix: "prepare the container in a controller outside its content.")
        }
        if let parent, storedOwner == nil, let window = storedWindow {
            throw MisuseError(
                .inconsistentHierarchy, nodes: [name, parent.name],
                message: "cannot prepare \"\(name)\" in \"\(parent.name)\": it is in window \"\(window.name)\" under no controller, "
                    + "so its content's view would not be under its parent's view (VC-5).",
                fix: "place the container inside a view of \"\(parent.name)\" first, or prepare it before placing it.")
        }
        if let parent, let owner = storedOwner, owner !== parent {
            throw MisuseError(
                .inconsistentHierarchy, nodes: [name, owner.name, parent.name],
                message: "cannot prepare \"\(name)\" in \"\(parent.name)\": it sits under a view owned by \"\(owner.name)\", "
                    + "so its content's view would not be under its parent's view (VC-5).",
                fix: "prepare the container in \"\(owner.name)\", or move it under a view of \"\(parent.name)\" first.")
        }
    }

    override func remountKeptContent(in parent: ViewController?) {
        guard let content else { return }
        if content.storedParent === parent, content.storedView?.storedSuperview === self { return }
        detach(content)
        attach(content, to: parent)
    }

    override func unmountContent(keepingContent: Bool) {
        guard let content else { return }
        detach(content)
        if !keepingContent {
            content.storedView?.storedContainer = nil
            self.content = nil
        }
    }

    /// `VC-1`, the view into the container, `VC-2`.
    private func attach(_ content: Content, to parent: ViewController?) {
        if let parent { parent.attachChild(content) }
        let contentView = content.view
        contentView.storedContainer = self
        View.move(contentView, to: self, at: storedSubviews.count)
        placeContent()
        if let parent { content.callDidMove(toParent: parent) }
    }

    /// `VC-3`: `willMove(toParent: nil)`, the view leaves, `didMove(toParent: nil)`.
    private func detach(_ content: Content) {
        let hasParent = content.storedParent != nil
        if hasParent { content.callWillMove(toParent: nil) }
        if let contentView = content.storedView, contentView.storedSuperview === self {
            View.move(contentView, to: nil, at: 0)
        }
        if hasParent { content.detachFromParent() }
    }
}
