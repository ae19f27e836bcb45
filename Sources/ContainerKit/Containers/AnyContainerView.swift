/// The non-generic base of ``ContainerView`` and ``ControllerContainer``: the container lifecycle
/// shared by both (`CONT-1` to `CONT-6`), and the type that code handling containers of any
/// content uses (a ``ListHost``'s cells).
///
/// - Preparing (`prepare(in:content:)` or `init(in:content:)` on the concrete classes) creates the
///   content, calls ``prepare(parent:)``, calls `insert(_:)` to mount it, resolves the content's
///   delegate, then calls ``containerDidLoad()``. Preparing with new content first removes the old
///   content completely (`CONT-2`). Preparing without a factory keeps content that is already
///   there. The factory runs before any hook, so that what it hands back is checked like a direct
///   argument before anything changes (`MIS-17`).
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
open class AnyContainerView: View {
    /// The controller the container belongs to: live, never stale.
    ///
    /// While the container is placed in a view tree, it is the controller that owns the place
    /// (``View/owningController``, `PARENT-1`), so it follows every move (`PARENT-3`). Before it is
    /// placed (created *in* a parent and not added yet) or after it left its superview, it is the
    /// controller it was last prepared in.
    public final var parentController: ViewController? {
        storedSuperview != nil ? owningController : preparedParent
    }

    /// The controller of the last successful prepare, or `nil` once it is gone (held through its
    /// tether, `Internal/Tether.swift`).
    final var preparedParent: ViewController? {
        get { preparedParentTether?.target(as: ViewController.self) }
        set {
            // A node has one tether while it lives: setting the same node again changes nothing.
            if let newValue, let tether = preparedParentTether, tether.target === newValue { return }
            preparedParentTether = newValue?.tether
        }
    }
    @exclusivity(unchecked) private final var preparedParentTether: Tether?

    /// The identifier a ``ListHost`` created this container for, or `nil` outside lists.
    @exclusivity(unchecked) public internal(set) final var reuseIdentifier: String?

    /// The list that created this container; it alone places and removes it.
    ///
    /// `nil` once the list is gone (held through its tether, `Internal/Tether.swift`).
    public internal(set) final var listHost: ListHost? {
        get { listTether?.target(as: ListHost.self) }
        set { listTether = newValue?.tether }
    }
    @exclusivity(unchecked) private final var listTether: Tether?

    /// The ``ListRegistration/number`` of the registration this list cell was created for; a cell
    /// whose registration was replaced is not pooled again. A number, not a `weak` link: a side
    /// table on the registration would slow every retain of it (`Internal/Tether.swift`).
    @exclusivity(unchecked) final var registrationNumber: UInt64 = 0
    /// Whether this list cell waits in its list's pool: set when its row ends display, cleared
    /// when the list dequeues it (so that a provider handing it back undequeued is refused, `MIS-17`).
    @exclusivity(unchecked) final var isPooled = false

    /// The space kept free around the content, as the seeds' spacers and edge insets do.
    ///
    /// Changing it places the content again. Refused on a torn-down container (`MIS-12`).
    open var contentInsets: EdgeInsets {
        get { storedContentInsets }
        set {
            guard !refusesAfterTeardown(.contentInsets) else { return }
            storedContentInsets = newValue
            placeContent()
        }
    }
    private final var storedContentInsets: EdgeInsets = .zero

    /// Creates an empty container.
    ///
    /// - Parameter name: The name used in traces and dumps; `nil` uses the type's name.
    public required init(name: String? = nil) {
        super.init(name: name)
    }

    // MARK: - Hooks

    /// Called when the container learns its parent controller, before the content is mounted.
    ///
    /// Called by ContainerKit only: a direct call is reported (`MIS-16`) and does nothing.
    ///
    /// - Parameter parent: The controller the container is prepared in, or `nil`.
    open func prepare(parent: ViewController?) {
        guard enterContainerHook(.containerPrepare) else { return }
        Engine.emit(.prepare, on: self, parent)
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
        if HookGate.enter(self, .containerRemove) {
            Engine.emit(.remove, on: self)
            unmountContent(keepingContent: false)
        } else {
            removeRequestedByUser()  // the override (if any) has already run: do the base work once
        }
    }

    /// `remove()` called by user code: the base work as one operation on the one path.
    private func removeRequestedByUser() {
        Engine.perform(Touched(self)) { () throws(MisuseError) in
            !isTornDown  // its content was retired with it (MIS-12): nothing to unmount
        } again: {
            { self.removeRequestedByUser() }
        } _: {
            Engine.emit(.remove, on: self)
            unmountContent(keepingContent: false)
        }
    }

    /// Called once per successful prepare, after the content is mounted and its delegate set,
    /// before the container is placed anywhere by that prepare (`CONT-2`).
    ///
    /// Called by ContainerKit only: a direct call is reported (`MIS-16`) and does nothing.
    open func containerDidLoad() {
        guard enterContainerHook(.containerDidLoad) else { return }
        Engine.emit(.containerDidLoad, on: self)
    }

    /// Called on a pooled container just before a list host hands it out again (`CELL-1`).
    ///
    /// Called by ContainerKit only: a direct call is reported (`MIS-16`) and does nothing.
    open func prepareForReuse() {
        guard enterContainerHook(.prepareForReuse) else { return }
        Engine.emit(.prepareForReuse, on: self)
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

    /// A container holds its content besides its subviews (`MIS-7`).
    override final var holdsNodesBesideSubviews: Bool { true }

    /// The container hooks this class inherits unchanged (`AnyContainerView+HookOverrides.swift`).
    override class func inheritedOwnHooks() -> HookSet {
        containerHookTable?.inherited(by: self) ?? []
    }

    /// Its content leaves its place: through the `remove()` hook (`CONT-3`).
    override final func removeMountedContent() {
        HookGate.call(self, .containerRemove) { remove() }
    }

    /// The list this container is a cell of (`CONT-5`).
    override final var listPlacingThisView: View? { listHost }

    /// A cell leaving its place for good leaves its list (``ListHost``), displayed or pooled.
    override final func leaveList() {
        if let listHost { listHost.forget(self) }
    }

    /// `container of <content>`, or `empty container`.
    override final func containerDumpNote(numbers: inout DefaultNameNumbers) -> String? {
        guard let mounted = mountedView else { return "empty container" }
        return "container of \(mounted.outputName(&numbers))"
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

    /// The content controller, for a container that hosts one (``ControllerContainer``).
    var contentController: ViewController? { nil }

    /// Removes the content from the container; drops it unless `keepingContent`. `direct`: the
    /// list's direct path proved that nothing can observe the hooks (`ListHost+DirectPath.swift`).
    func unmountContent(keepingContent: Bool, direct: Bool = false) {}

    /// Mounts kept content again in `parent` (a reused container being prepared); `direct` as in
    /// ``unmountContent(keepingContent:direct:)``.
    func remountKeptContent(in parent: ViewController?, direct: Bool = false) {}

    /// Refuses a prepare that would break the tree, before anything changes.
    func validatePrepare(parent: ViewController?, keepsContent: Bool) throws(MisuseError) {}

    final func placeContent() {
        mountedView?.frame = contentFrame(in: bounds)
    }

    /// The shared prepare sequence of `CONT-1` and `CONT-2`, on the one operation path.
    ///
    /// - Parameters:
    ///   - parent: The controller to prepare in.
    ///   - makesNewContent: Whether `make` creates new content (otherwise kept content stays).
    ///   - again: Makes the closure that requests the same prepare again, to queue it.
    ///   - make: Creates the content; runs first, before any hook.
    ///   - check: Refuses content that the container may not take (`MIS-17`).
    ///   - mount: Calls `insert(_:)` with the new content.
    final func runPrepare<C: AnyObject>(
        parent: ViewController?, makesNewContent: Bool,
        again: () -> @MainActor () -> Void,
        make: () -> C, check: (C) throws(MisuseError) -> Void, mount: (C) -> Void
    ) {
        var delegate: Any?? = .none
        func validate() throws(MisuseError) -> Bool {
            if isTornDown { throw .tornDown(self, operation: .prepare(name, in: nil)) }
            if let parent, parent.isTornDown {
                throw .tornDown(parent, operation: .prepare(name, in: parent.name))
            }
            try validatePlacement(parent: parent)
            try validatePrepare(parent: parent, keepsContent: !makesNewContent)
            delegate = try resolveDelegate(for: C.self, parent: parent)
            return true
        }
        // A list's reused cell keeping its content, when nothing can tell (`ListHost+DirectPath.swift`):
        // the same validations and changes, without the operation machinery. A refusal takes the
        // operation path, which validates again and reports it.
        if !makesNewContent, let list = listHost, list.remountsDirectly(self, in: parent), (try? validate()) == true {
            Engine.anchoring(self, contentController, parent) {  // what the operation would anchor
                remount(parent: parent, created: nil as C?, delegate: delegate, mount: mount, direct: true)
            }
            return
        }
        Engine.perform(
            Touched(self, mountedView, heldContent as? Responder, parent: parent), validate: validate, again: again
        ) {
            var created: C?
            if makesNewContent {
                let product = make()
                do throws(MisuseError) {
                    try check(product)
                } catch {
                    Diagnostics.refuse(
                        .unacceptable(error, from: .contentFactory(container: name)), touching: Touched(self))
                    return
                }
                created = product
            }
            remount(parent: parent, created: created, delegate: delegate, mount: mount, direct: false)
        }
    }

    /// The changes of a validated prepare (`CONT-1`, `CONT-2`): the old content leaves when new
    /// content comes, the hooks, the content is mounted (or kept content remounted), the delegate.
    private func remount<C: AnyObject>(
        parent: ViewController?, created: C?, delegate: Any??, mount: (C) -> Void, direct: Bool
    ) {
        // The new content is busy from its creation: hooks cannot take it elsewhere mid-mount.
        Engine.anchoring(created as? Responder, nil, nil) {
            if created != nil, hasContent {
                HookGate.call(self, .containerRemove) { remove() }
            }
            preparedParent = parent
            HookGate.call(self, .containerPrepare, parent) { prepare(parent: parent) }
            if let created {
                mount(created)
            } else {
                remountKeptContent(in: parent, direct: direct)
            }
            assignDelegate(delegate)
            HookGate.call(self, .containerDidLoad) { containerDidLoad() }
        }
    }

    /// `MIS-3`: a placed container belongs to the controller that owns its place.
    private func validatePlacement(parent: ViewController?) throws(MisuseError) {
        guard let parent else { return }
        if let owner = storedOwner, owner !== parent {
            throw MisuseError(.containerUnderOtherOwner(container: name, owner: owner.name, parent: parent.name))
        }
        if storedOwner == nil, let window = storedWindow {
            throw MisuseError(.containerUnderNoController(container: name, window: window.name, parent: parent.name))
        }
    }

    /// `MIS-16`: `true` when ContainerKit called this hook; otherwise reports the direct call.
    private func enterContainerHook(_ kind: HookKind) -> Bool {
        if HookGate.enter(self, kind) { return true }
        reportDirectCall(kind)
        return false
    }

    /// `MIS-16`: user code called a container hook; nothing happens.
    final func reportDirectCall(_ kind: HookKind) {
        Diagnostics.report(
            at: self,
            MisuseError(.directContainerHookCall(container: name, method: kind.methodName)))
    }

    /// `CONT-4`: a container leaving its superview removes its content first.
    override func willLeaveSuperview() {
        HookGate.call(self, .containerRemove) { remove() }
    }

    /// Ends display in a list: the content stays, its controller leaves the parent (`CELL-2`).
    /// `direct`: as in ``unmountContent(keepingContent:direct:)``.
    final func endDisplay(direct: Bool = false) {
        unmountContent(keepingContent: true, direct: direct)
    }
}
