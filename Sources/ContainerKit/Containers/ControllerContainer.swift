/// A container that hosts a controller, added as a child of the parent it is prepared in
/// (`CONT-1`), as UIContainer's `Container<ViewController>`.
///
/// Preparing mounts the content with `X.willMove(toParent: P)`, `X.loadView`, `X.viewDidLoad`, its
/// view joining the container, and `X.didMove(toParent: P)`; ``AnyContainerView/remove()`` reverses
/// it (`VC-3`). In a list (``ListHost``) the controller leaves its parent when its row ends display
/// and joins it again when the container is reused (`CELL-2`).
///
/// ```swift
/// let cart = ControllerContainer<CartViewController>(in: self) { CartViewController(name: "cart") }
/// view.addSubview(cart)
/// ```
@MainActor
open class ControllerContainer<Content: ViewController>: AnyContainerView, Container {
    /// The mounted content controller, or `nil`.
    @exclusivity(unchecked) public private(set) final var content: Content?

    /// Creates an empty container.
    ///
    /// - Parameter name: The name used in traces and dumps; `nil` uses the type's name.
    public required init(name: String? = nil) {
        super.init(name: name)
    }

    /// Creates a container and prepares it in a parent controller (`CONT-1`).
    ///
    /// The same as ``init(name:)`` followed by ``prepare(in:content:fileID:filePath:line:column:)``.
    ///
    /// - Parameters:
    ///   - parent: The controller the container belongs to, or `nil`.
    ///   - name: The name used in traces and dumps; `nil` uses the type's name.
    ///   - content: Creates the content controller; `nil` creates a `Content`.
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
    /// As ``ContainerView/prepare(in:content:fileID:filePath:line:column:)``; the content controller becomes a child of
    /// `parent`. Kept content that left its parent (a reused container) joins `parent` again.
    ///
    /// Refused, changing nothing: the refusals of ``ContainerView/prepare(in:content:fileID:filePath:line:column:)``;
    /// ``Misuse/viewCycle`` (`MIS-7`) when the content would become a child of itself, of a
    /// controller it keeps alive, or of a controller whose view is inside the content's view;
    /// ``Misuse/unacceptableNode`` (`MIS-17`) when the factory hands back a controller the
    /// container may not take (`parent` itself or an ancestor of it, a torn-down
    /// controller, one that has a parent, another container's content, a window's root).
    ///
    /// - Parameters:
    ///   - parent: The controller the container belongs to, or `nil` (the content then has no parent).
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
            try validateNewContent(created, parent: parent)
        } mount: { created in
            HookGate.call(self, .containerInsert, created) { insert(created) }
        }
    }

    /// Mounts new content: the base implementation records `K.insert(X)`, adds the controller as a
    /// child of the parent, places its view inside the container and calls `didMove(toParent:)`
    /// (`CONT-1`). Called by ContainerKit only (a direct call is reported, `MIS-16`, and does
    /// nothing); overrides call `super`.
    ///
    /// - Parameter content: The controller created by the prepare in progress.
    open func insert(_ content: Content) {
        guard HookGate.enter(self, .containerInsert) else {
            reportDirectCall(.containerInsert)
            return
        }
        Engine.emit(.insert, on: self, content)
        self.content = content
        attach(content, to: preparedParent)
    }

    /// Refuses content that a factory handed back, as if it had been passed directly (`MIS-17`).
    private func validateNewContent(_ created: Content, parent: ViewController?) throws(MisuseError) {
        func operation() -> MisuseError.Reason.Operation { .mount(created.name, in: name) }
        if created.isTornDown { throw .tornDown(created, operation: operation()) }
        if created === content {
            throw MisuseError(.alreadyContent(content: created.name, container: name))
        }
        try created.requireNotContent(for: operation())
        if let window = created.windowServedAsRoot {
            throw MisuseError(
                .factoryContentIsWindowRoot(content: created.name, window: window.name, operation: operation()))
        }
        if let other = created.storedParent {
            throw MisuseError(
                .factoryContentHasParent(content: created.name, parent: other.name, operation: operation()))
        }
        if let parent, let relation = ControllerContainer.cycle(making: created, childOf: parent) {
            throw MisuseError(
                .factoryContentCycle(content: created.name, container: name, parent: parent.name, relation: relation))
        }
        if isHeld(transitivelyBy: created) {
            throw MisuseError(.factoryContentHoldsContainer(content: created.name, container: name))
        }
        if let view = created.storedView { try validateInsertion(of: view) }
    }

    isolated deinit {
        // Content that outlives its container (someone else holds it) is nobody's content any
        // more; and it is released before the stored property would, iteratively (LIFE-5).
        mountedView?.storedContainer = nil
        ReleaseQueue.release(taking: &content)
    }

    override var mountedView: View? {
        // Not `Optional.flatMap`: its main-actor closure would check the executor at every read.
        guard let view = content?.storedView, view.storedContainer === self else { return nil }
        return view
    }
    override var heldContent: AnyObject? { content }

    override func validatePrepare(parent: ViewController?, keepsContent: Bool) throws(MisuseError) {
        // The content becomes a child of `parent`: `parent` must not be kept alive by the content.
        if let parent, let content, keepsContent || content.storedParent == nil,
            let relation = ControllerContainer.cycle(making: content, childOf: parent)
        {
            throw MisuseError(
                .containerContentCycle(container: name, content: content.name, parent: parent.name, relation: relation))
        }
        if let parent, storedOwner == nil, let window = storedWindow {
            throw MisuseError(.containerUnderNoController(container: name, window: window.name, parent: parent.name))
        }
        if let parent, let owner = storedOwner, owner !== parent {
            throw MisuseError(.containerUnderOtherOwner(container: name, owner: owner.name, parent: parent.name))
        }
    }

    /// How `content` would close a cycle as a child of `parent` (`MIS-7`), in the words of the
    /// report; `nil` when it would not.
    ///
    /// Two cycles are possible: in who keeps whom alive (`parent` is `content` or is held by it),
    /// and in the resolution chain (`parent` resolves through `content`: its view lies inside
    /// `content`'s view, so `content`, once its view leaves the container, would resolve to
    /// `parent` and `parent` to `content`, and every upward walk would loop).
    ///
    /// A content that holds nothing below it (no child, nothing presented, an unloaded or empty
    /// root view) closes neither: it keeps nothing alive, and nothing resolves through it (the
    /// same reasoning as `validateNoCycle(addingChild:)`'s), so the walks are skipped; a reused
    /// list cell's content usually qualifies.
    ///
    /// - Complexity: O(1) for such content; otherwise O(*h*) in the nodes above `parent`.
    private static func cycle(
        making content: Content, childOf parent: ViewController
    ) -> MisuseError.Reason.ControllerRelation? {
        if parent === content { return .itself }
        if content.holdsNothingBelow { return nil }
        if parent.isHeld(transitivelyBy: content) { return .keptAlive }
        if parent.resolves(through: content) { return .insideView }
        return nil
    }

    override func remountKeptContent(in parent: ViewController?, direct: Bool) {
        guard let content, !content.isTornDown else { return }
        if content.storedParent === parent, content.storedView?.storedSuperview === self { return }
        detach(content, direct: direct)
        attach(content, to: parent, direct: direct)
    }

    override func unmountContent(keepingContent: Bool, direct: Bool) {
        guard let content else { return }
        detach(content, direct: direct)
        if !keepingContent {
            content.storedView?.storedContainer = nil
            self.content = nil
        }
    }

    /// `VC-1`, the view into the container, `VC-2`.
    ///
    /// `direct`: the list's direct path (`Cells/ListHost+DirectPath.swift`) proved that no hook
    /// runs user code or records, and that the content view can be placed (an unplaced container,
    /// a leaf content view whose controller holds nothing below it: no refusal of
    /// `validateInsertion(of:)` applies), so the check is not made again.
    private func attach(_ content: Content, to parent: ViewController?, direct: Bool = false) {
        if let parent { parent.attachChild(content, direct: direct) }
        let contentView: View = content.view
        if !direct, contentView.storedSuperview !== self,
            let report = placementRefusal(
                of: contentView, from: .loadView(controller: content.name),
                skipping: .contentNotMounted(content: content.name, container: name))
        {
            // Found mid-operation, after the content joined its parent: undone, never half-applied.
            if let parent, content.storedParent === parent {
                content.callDidMove(toParent: parent)  // the addition completes, then is taken back
                content.callWillMove(toParent: nil)
                content.detachFromParent()
            }
            self.content = nil
            Diagnostics.report(report)
            return
        }
        contentView.storedContainer = self
        View.move(contentView, to: self, at: storedSubviews.count, direct: direct)
        placeContent()
        if let parent { content.callDidMove(toParent: parent, direct: direct) }
    }

    /// `VC-3`: `willMove(toParent: nil)`, the view leaves, `didMove(toParent: nil)`. `direct`: as
    /// in ``attach(_:to:direct:)``.
    private func detach(_ content: Content, direct: Bool = false) {
        let hasParent = content.storedParent != nil
        if hasParent { content.callWillMove(toParent: nil, direct: direct) }
        if let contentView = content.storedView, contentView.storedSuperview === self {
            View.move(contentView, to: nil, at: 0, direct: direct)
        }
        if hasParent { content.detachFromParent(direct: direct) }
    }

    override var contentController: ViewController? { content }
}
