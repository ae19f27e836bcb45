/// The base view class: a node of a view tree with UIKit's hierarchy hooks.
///
/// A view has at most one ``superview`` (held weakly: a view never keeps its superview alive), an
/// ordered list of ``subviews`` (held strongly), and the ``window`` at the root of its chain. The
/// hierarchy operations (``addSubview(_:fileID:filePath:line:column:)`` and its relatives in `View+Hierarchy.swift`) call the
/// hooks below in the exact orders of the specification (`VIEW-1` to `VIEW-8`).
///
/// Subclass it and override the hooks; every override must call `super`, which records the hook in
/// the trace (`TRACE-1`). An override that does not is reported as `MIS-11`.
///
/// ```swift
/// final class Badge: View {
///     override func prepare() {
///         super.prepare()
///         addSubview(View(name: "count"))  // build subviews here: runs once, at the end of init
///     }
///     override func didMoveToWindow() {
///         super.didMoveToWindow()
///         // start or stop work depending on `window`
///     }
/// }
/// ```
///
/// Dropping the last reference to a tree of any depth releases it iteratively, without recursion.
@MainActor
open class View: Responder, Node {
    // The stored properties below are not checked for exclusivity at run time
    // (`@exclusivity(unchecked)`): a view lives on the main actor (no other thread), and every
    // access is a load, a store, or an in-place array change that calls no hook and releases no
    // node while it is open (`deinit` hands its subviews to `ReleaseQueue`, which releases them
    // outside the access), so no two accesses can overlap. The checks were about a quarter of the
    // time of an `addSubview` (BENCHMARKS.md, problem 2).
    //
    // The 1-byte fields first: they fill the end of Responder's storage (see the note there).
    /// A root view created by its controller's default `loadView()`: without a name of its own it
    /// is called `"<controller name>.view"`, derived when read so that it costs no storage.
    @exclusivity(unchecked) final var isNamedAfterController = false
    /// The layout marks of `LAYOUT-1`; the invariant is stated on ``LayoutFlags`` (`Layout/`).
    @exclusivity(unchecked) final var layoutFlags: LayoutFlags = .initial

    // The four upward links below (superview, window, controller, owner) are stored as
    // `Unmanaged` references and read through computed properties: reading one neither retains
    // nor checks its target (a checked `unowned` read is an atomic retain, a `weak` one a
    // side-table lookup, and even an `unowned(unsafe)` read makes a strong copy, a retain and a
    // release, where the code only follows or tests the link; BENCHMARKS.md). Each is
    // safe because of an invariant the tree keeps, stated on the link: the target is alive
    // whenever the link is not `nil`. The tests run under AddressSanitizer in CI
    // (`swift test --sanitize=address`), which reports any read past it.
    // `nonisolated(unsafe)` on the superview, the subviews and the index: the walks of
    // `View+Traversal.swift` read them in `nonisolated` steps (the reason is there). Every access
    // is still on the main actor: all of ContainerKit is.
    /// The superview.
    ///
    /// Invariant: the superview holds this view in `storedSubviews`. The link is set and cleared
    /// only by `View.move` (with the array), and the superview's `deinit` clears it in every
    /// subview before releasing them.
    final var storedSuperview: View? {
        @inline(__always) get { superviewLink?.takeUnretainedValue() }
        @inline(__always) set { superviewLink = View.unretained(newValue) }
    }
    /// `node` as an unretained reference, for the links below. Not `Optional.map` with a closure:
    /// the closure would be main-actor isolated, and Swift 6 checks the executor on entry to such
    /// a closure (a `MainActor.shared` retain and release, an executor test) at every write.
    @inline(__always)
    static func unretained<Node: AnyObject>(_ node: Node?) -> Unmanaged<Node>? {
        guard let node else { return nil }
        return Unmanaged.passUnretained(node)
    }
    /// The storage of ``storedSuperview``, unretained: the superview is kept alive by its own
    /// holders for as long as the link is set (the invariant above).
    @exclusivity(unchecked) nonisolated(unsafe) final var superviewLink: Unmanaged<View>?
    @exclusivity(unchecked) nonisolated(unsafe) final var storedSubviews: [View] = []
    /// This view's position in `storedSuperview.storedSubviews`.
    @exclusivity(unchecked) nonisolated(unsafe) final var indexInSuperview = 0
    /// The window at the top of this view's superview chain (a window's own is itself).
    ///
    /// Invariant: this view is in that window's subtree, which the window holds. `View.move`
    /// rewrites the link over the whole moving subtree whenever the window changes, and a
    /// window's `deinit` clears it over its whole subtree before releasing its subviews.
    final var storedWindow: Window? {
        @inline(__always) get { windowLink?.takeUnretainedValue() }
        @inline(__always) set { windowLink = View.unretained(newValue) }
    }
    /// The storage of ``storedWindow``, unretained: the window holds this view's subtree, and so
    /// is kept alive by its own holders, for as long as the link is set (the invariant above).
    @exclusivity(unchecked) final var windowLink: Unmanaged<Window>?
    /// The controller whose root view this is, if any.
    ///
    /// Invariant: that controller holds this view as `storedView`. Only `ViewController.install`
    /// sets the link; it clears it on the view it replaces, and the controller's `deinit` clears
    /// it before the view is released.
    final var storedController: ViewController? {
        @inline(__always) get { controllerLink?.takeUnretainedValue() }
        @inline(__always) set { controllerLink = View.unretained(newValue) }
    }
    /// The storage of ``storedController``, unretained: the controller holds this view as its
    /// `storedView` for as long as the link is set (the invariant above).
    @exclusivity(unchecked) final var controllerLink: Unmanaged<ViewController>?
    /// The owning controller: the controller of the nearest root view at or above this view
    /// (`PARENT-1`). Cached; see `View+Owner.swift` for how it is kept current.
    ///
    /// Invariant: it is the `storedController` of this view or of a view on its superview chain,
    /// alive by that link's invariant. Every change of that chain or of a root view reassigns the
    /// region (`View.move`, `ViewController.install`), and a controller's `deinit` hands its
    /// region to the owner above before it goes away.
    final var storedOwner: ViewController? {
        @inline(__always) get { ownerLink?.takeUnretainedValue() }
        @inline(__always) set { ownerLink = View.unretained(newValue) }
    }
    /// The storage of ``storedOwner``, unretained: the owner's root view is this view or on its
    /// superview chain, and the owner holds that view as its `storedView`, for as long as the link
    /// is set (the invariant above); the owner's holders keep it alive.
    @exclusivity(unchecked) final var ownerLink: Unmanaged<ViewController>?
    /// The container view that mounted this view (or this root view's controller) as its content,
    /// or `nil` once that container is gone.
    ///
    /// Not an invariant-kept link: content can outlive a container that a user's override left
    /// inconsistent (a `remove()` that skips `super` leaves old content pointing at a container that
    /// mounted new content since, and whose `deinit` therefore cannot find it). So it is held
    /// through the container's tether, which reads `nil` once the container is gone, as a `weak`
    /// link would, without a side table on the container (`Internal/Tether.swift`).
    final var storedContainer: View? {
        get { containerTether?.target(as: View.self) }
        set {
            // A node has one tether while it lives: setting the same node again changes nothing.
            if let newValue, let tether = containerTether, tether.target === newValue { return }
            containerTether = newValue?.tether
        }
    }
    @exclusivity(unchecked) private final var containerTether: Tether?

    /// The effective traits (`TRAIT-2`): `nil` is ``TraitCollection/unspecified``. Shared with the
    /// superview (or controller) when this view overrides nothing; see `Traits/TraitPropagation.swift`.
    @exclusivity(unchecked) final var storedTraits: TraitBox?
    /// Safe-area insets, trait overrides and window settings, allocated on first use.
    @exclusivity(unchecked) final var layoutExtras: LayoutExtras?

    override var defaultName: String {
        if isNamedAfterController, let controller = storedController ?? Engine.loading.last {
            return "\(controller.name).view"
        }
        return super.defaultName
    }

    /// The class of the default root view a controller is about to create, so that the view is
    /// named after the controller from its first hook on, its own `prepare()` included; consumed
    /// by the `init` of the first unnamed view of exactly that class. A class, not a flag: the
    /// root view's stored properties may create other views before its own `init` body runs.
    /// Exclusivity is not checked at run time: main-actor state, only loaded and stored.
    static var namesNextViewAfterLoadingController: ObjectIdentifier? {
        _read { yield EngineState.current.nodes.namesNextViewAfterLoadingController }
        _modify { yield &EngineState.current.nodes.namesNextViewAfterLoadingController }
    }

    /// The view's rectangle in its superview's coordinates.
    ///
    /// ContainerKit does not draw; frames place views (`LAYOUT-3`). Setting it tells the view
    /// through ``frameDidChange()``; a new size marks the view for layout (``setNeedsLayout()``),
    /// and the safe area of the view and its subtree is derived again (``safeAreaInsets``).
    /// Refused on a torn-down view (``Misuse/tornDown``, `MIS-12`): reported, nothing changes.
    public final var frame: Rect {
        get { storedFrame }
        set {
            guard !refusesAfterTeardown(.frame) else { return }
            let oldValue = storedFrame
            storedFrame = newValue
            if newValue != oldValue { frameWasSet(from: oldValue) }
        }
    }
    /// The storage of ``frame``.
    @exclusivity(unchecked) final var storedFrame: Rect = .zero

    /// The view's own rectangle: its frame's size at the origin.
    public final var bounds: Rect { Rect(x: 0, y: 0, width: frame.width, height: frame.height) }

    /// Creates a view and runs its ``prepare()`` hook (`LOAD-5`).
    ///
    /// - Parameter name: The name used in traces and dumps; `nil` uses the type's name.
    /// The initializer is `required` so that ``TypedViewController`` can create any root view type;
    /// a subclass that declares its own designated initializer also implements this one.
    public required override init(name: String? = nil) {
        super.init(name: name)
        finishInit(named: name != nil)
    }

    /// Creates a view with a frame, as UIKit's `init(frame:)`, and runs its ``prepare()`` hook
    /// (`LOAD-5`) with the frame already set (no ``frameDidChange()``: nothing observes a view
    /// being created).
    ///
    /// A subclass may override it, as UIKit code does (`override init(frame: Rect)`); a subclass
    /// that declares its own designated initializer also implements ``init(name:)`` (see the
    /// Porting article).
    ///
    /// - Parameter frame: The frame, in the superview's coordinates.
    public init(frame: Rect) {
        super.init(name: nil)
        self.frame = frame
        finishInit(named: false)
    }

    /// Creates a view with an empty frame, as UIKit's `init()`: it calls ``init(frame:)`` with
    /// `Rect.zero`, so a subclass's `override init(frame:)` runs, as in UIKit, where a view made
    /// with `MyView()` goes through `init(frame:)` (`LOAD-5`).
    ///
    /// A subclass inherits it when it inherits or overrides every designated initializer of its
    /// superclass (``init(name:)`` and ``init(frame:)``); otherwise `MyView()` calls
    /// ``init(name:)`` with its default name, as before.
    public convenience init() {
        self.init(frame: .zero)
    }

    /// The end of every initializer: an unnamed root view takes the name of the controller
    /// loading it, then ``prepare()`` runs.
    private func finishInit(named: Bool) {
        if !named, let rootClass = View.namesNextViewAfterLoadingController,
            rootClass == ObjectIdentifier(type(of: self))
        {
            View.namesNextViewAfterLoadingController = nil
            isNamedAfterController = true
        }
        prepare()
    }

    isolated deinit {
        cutTether()  // first: links to this view read `nil` from now on, as `weak` ones would
        guard !storedSubviews.isEmpty else { return }
        View.detachFromDyingSuperview(storedSubviews)
        View.releaseOrphans(&storedSubviews)
    }

    /// Cuts the links of `subviews` to their superview, which is going away (the invariant on
    /// `storedSuperview`), and takes their observers from their new situation. Calls no hook.
    static func detachFromDyingSuperview(_ subviews: [View]) {
        ChainTop.chainWasCut()
        for subview in subviews {
            subview.storedSuperview = nil
            subview.indexInSuperview = 0
            (subview.storedController ?? subview).refreshObserverScopes()
        }
    }

    /// Releases the subviews of a superview that is going away, iteratively (`LIFE-1`). A
    /// subview that someone else keeps alive outlives it: it takes its traits and safe-area
    /// insets from its new situation, a view with no superview (`LIFE-3`), with the hooks of the
    /// values that change; the superview is not reachable from those hooks.
    static func releaseOrphans(_ subviews: inout [View]) {
        for index in subviews.indices where !isKnownUniquelyReferenced(&subviews[index]) {
            let survivor = subviews[index]
            Engine.run(survivor) {
                TraitPropagation.update(from: survivor)
                SafeAreaPropagation.update(from: survivor)
            }
        }
        ReleaseQueue.release(taking: &subviews)
    }

    // MARK: - What the container and list views answer (they override these)

    /// Whether this view keeps nodes alive besides its subviews: a container holds its content, a
    /// list its pooled cells (even with no subview). The cycle checks (`MIS-7`) build on it.
    var holdsNodesBesideSubviews: Bool { false }

    /// The list that places and pools this view, when it is one of its cells (`CONT-5`); `nil`
    /// for any other view.
    var listPlacingThisView: View? { nil }

    /// This view leaves its place for good: a cell leaves its list (displayed or pooled). Nothing
    /// for any other view.
    func leaveList() {}

    /// This view is the container of a view leaving its place: it removes its content through its
    /// `remove()` hook (`CONT-3`). Nothing for any other view.
    func removeMountedContent() {}

    /// The hooks of this class's own kind (a container's) that it inherits unchanged and whose
    /// base implementation only records, beyond a view's (`Internal/HookOverrides.swift`); empty
    /// for a plain view.
    class func inheritedOwnHooks() -> HookSet { [] }

    /// Whether this view is a list (``ListHost``), whose rows a teardown retires first.
    var isList: Bool { false }

    /// Teardown (`LIFE-2`): a list ends the display of its rows with the usual hooks and empties
    /// its pools, before anything is marked torn down, and appends the cells that were on display
    /// to `cells`, for the teardown to retire with it. Nothing for any other view.
    func retireRows(into cells: inout [View]) {}

    /// The note of a container's line in ``treeDump()``; `nil` for any other view.
    func containerDumpNote(numbers: inout DefaultNameNumbers) -> String? { nil }

    // MARK: - Node

    /// The view this view is a subview of, or `nil`.
    public final var superview: View? { storedSuperview }

    /// The subviews, back to front.
    public final var subviews: [View] { storedSubviews }

    /// The window at the root of this view's superview chain, or `nil` (`VIEW-7`).
    ///
    /// - Complexity: O(1); windows are cached and updated by the operations that change them.
    public final var window: Window? { storedWindow }

    /// Whether this view is `view` or one of its descendants (`VIEW-7`).
    ///
    /// - Parameter view: The candidate ancestor.
    /// - Returns: `true` when `view` is this view or lies on its superview chain.
    /// - Complexity: O(*d*), where *d* is this view's depth.
    public final func isDescendant(of view: View) -> Bool {
        var node: View? = self
        while let current = node {
            if current === view { return true }
            node = current.storedSuperview
        }
        return false
    }

    /// The next responder: the controller when this is a controller's root view, otherwise the
    /// superview (`PARENT-5`).
    open override var next: Responder? { storedController ?? storedSuperview }

    override var scopeParent: Responder? { storedController ?? storedSuperview }

    /// The subviews, except that a root view stands for its controller (whose scope-parent is the
    /// root view's superview).
    ///
    /// The subviews are read unretained (profiled: the scope walk of a moved subtree, one call per
    /// node): `storedSubviews` holds each, and `body` (that walk) changes no subviews.
    override func forEachScopeChild(_ body: (Responder) -> Void) {
        View.forEachSubviewUnretained(of: self) { subview in
            if let controller = subview.storedController { body(controller) } else { body(subview) }
        }
    }

    /// Calls `body` with each subview of `view`, without reference counting; `body` must not
    /// change `view`'s subviews. `nonisolated` so that its closures are too (as the steps of
    /// `View+Traversal`); it reads only `storedSubviews`, declared `nonisolated(unsafe)` for them.
    @inline(__always)
    private nonisolated static func forEachSubviewUnretained(of view: View, _ body: (View) -> Void) {
        view.storedSubviews.withUnsafeBufferPointer { subviews in
            for index in subviews.indices { Unmanaged.passUnretained(subviews[index])._withUnsafeGuaranteedRef(body) }
        }
    }

    /// A view's tree is the top of its superview chain.
    override var busyKeys: BusyKeys {
        let top = treeTop
        return BusyKeys(own: top, view: top)
    }

    /// The top of this view's superview chain: its window when it has one, else found through
    /// ``ChainTop``.
    ///
    /// - Complexity: O(1) in a window; amortized O(1) otherwise (O(*d*) after a cut).
    final var treeTop: View {
        if let storedWindow { return storedWindow }
        let top = ChainTop.top(of: self) { unsafeDowncast($0, to: View.self).storedSuperview }
        return unsafeDowncast(top, to: View.self)
    }

    override func forEachHolder(_ body: (Responder) -> Void) {
        if let storedSuperview { body(storedSuperview) }
        if let storedController { body(storedController) }
        if let storedContainer { body(storedContainer) }
    }

    /// The controller whose root view this is, or `nil`.
    public final var viewController: ViewController? { storedController }

    // MARK: - Hooks

    /// Called once, at the end of the initializer, before the view has a superview, a window or a
    /// controller (`LOAD-5`).
    ///
    /// Override it to build the view's subviews, and call `super.prepare()` first, as in every
    /// override: the base implementation does nothing, but a view class of yours in between may
    /// build its own subviews there. It is not a recorded hook, so a missing `super` call is not
    /// reported (`MIS-11` covers recorded hooks only).
    open func prepare() {}

    /// Called once on a controller's root view, after the view was created and installed and
    /// before the controller's `viewDidLoad()` (`LOAD-4`).
    ///
    /// Override it for set-up that depends on the controller, such as layout against the
    /// controller's other views, and call `super` first, as for ``prepare()``. It is not a
    /// recorded hook, so a missing `super` call is not reported.
    ///
    /// - Parameter controller: The controller whose root view this view became.
    open func didBecomeRootView(of controller: ViewController) {}

    /// Called after ``frame`` changed. Containers place their content here.
    ///
    /// Not a recorded hook; calling `super` is required only in subclasses of the containers.
    open func frameDidChange() {}

    /// Called inside a removal from the superview, before any hook of the removal (`CONT-4`).
    func willLeaveSuperview() {}

    /// Called before the view gets a new superview (`nil` when it is being removed).
    ///
    /// - Parameter newSuperview: The superview the view is moving to, or `nil`.
    open func willMove(toSuperview newSuperview: View?) {
        guard HookGate.enter(self, .willMoveToSuperview) else { return }
        Engine.emit(.willMoveToSuperview, on: self, newSuperview)
    }

    /// Called after the view got its new superview (``superview`` is already the new one).
    open func didMoveToSuperview() {
        guard HookGate.enter(self, .didMoveToSuperview) else { return }
        Engine.emit(.didMoveToSuperview, on: self)
    }

    /// Called before the view enters or leaves a window; for every view of a moving subtree,
    /// parents before children.
    ///
    /// - Parameter newWindow: The window the view is moving to, or `nil`.
    open func willMove(toWindow newWindow: Window?) {
        guard HookGate.enter(self, .willMoveToWindow) else { return }
        Engine.emit(.willMoveToWindow, on: self, newWindow)
    }

    /// Called after the view entered or left a window; for every view of a moving subtree,
    /// children before parents.
    open func didMoveToWindow() {
        guard HookGate.enter(self, .didMoveToWindow) else { return }
        Engine.emit(.didMoveToWindow, on: self)
    }

    /// Called after a subview was added.
    ///
    /// - Parameter subview: The view that was added.
    open func didAddSubview(_ subview: View) {
        guard HookGate.enter(self, .didAddSubview) else { return }
        Engine.emit(.didAddSubview, on: self, subview)
    }

    /// Called before a subview is removed or moved to another superview.
    ///
    /// - Parameter subview: The view that is about to leave.
    open func willRemoveSubview(_ subview: View) {
        guard HookGate.enter(self, .willRemoveSubview) else { return }
        Engine.emit(.willRemoveSubview, on: self, subview)
    }

    // MARK: - Layout and trait hooks (behaviour in Layout/ and Traits/)

    /// The safe-area insets of this view, in its own coordinates (`LAYOUT-3`).
    ///
    /// Derived, never set (except on a ``Window``): the insets of the superview reduced by this
    /// view's position inside it, clamped at zero, plus the controller's
    /// ``ViewController/additionalSafeAreaInsets`` on a root view. See `View+SafeArea.swift`.
    ///
    /// - Complexity: O(1): the value is stored and kept current by the changes that affect it.
    public var safeAreaInsets: EdgeInsets { layoutExtras?.safeAreaInsets ?? .zero }

    /// Lays out the subviews: set their ``frame``s here (`LAYOUT-1`, `LAYOUT-2`).
    ///
    /// Called by a layout pass (``layoutIfNeeded()``) on each marked view, parents before their
    /// marked descendants; never call it yourself (call ``setNeedsLayout()`` and
    /// ``layoutIfNeeded()``). Recorded as `v.layoutSubviews`; overrides must call `super`
    /// (`MIS-11`). The default sets the frames the Auto Layout solver gives the subviews it
    /// places (those that take part with ``translatesAutoresizingMaskIntoConstraints`` `false`,
    /// `LAYOUT-5`); for a view without such subviews it does nothing else.
    open func layoutSubviews() {
        guard HookGate.enter(self, .layoutSubviews) else { return }
        Engine.emit(.layoutSubviews, on: self)
        applySolvedFramesToSubviews()
    }

    /// Updates the view's constraints before layout (`LAYOUT-5`), as UIKit's
    /// `updateConstraints()`.
    ///
    /// Called by the constraint pass of ``layoutIfNeeded()`` (or ``updateConstraintsIfNeeded()``)
    /// on each view marked with ``setNeedsUpdateConstraints()``, subviews before superviews. A
    /// view is marked when it starts taking part in Auto Layout. Override it to change
    /// constraints in one batch; never call it yourself. Recorded as `v.updateConstraints`;
    /// overrides must call `super`, as the last step as in UIKit (`MIS-11`). The default does
    /// nothing else.
    open func updateConstraints() {
        guard HookGate.enter(self, .updateConstraints) else { return }
        Engine.emit(.updateConstraints, on: self)
    }

    /// Whether views of this class depend on constraint-based layout, as UIKit's class property
    /// `requiresConstraintBasedLayout`; `false` by default. Override it to return `true` in a
    /// view class that makes its constraints in ``updateConstraints()``: a view of such a class
    /// takes part in Auto Layout as soon as it has a superview, before anything constrains it, so
    /// it is marked for a constraint update and its `updateConstraints()` runs in the next
    /// constraint pass (`LAYOUT-4`, `LAYOUT-5`). Without it, a view that nothing constrains has no
    /// constraint pass.
    ///
    /// - Complexity: Read once per move of a view that does not take part yet.
    open class var requiresConstraintBasedLayout: Bool { false }

    /// The size the view's content needs, when it has one (`LAYOUT-6`); UIKit's
    /// `intrinsicContentSize`.
    ///
    /// A dimension of ``View/noIntrinsicMetric`` (the default for both) adds nothing. Otherwise,
    /// once the view takes part in Auto Layout, the size becomes two optional constraints per
    /// dimension: at most the size, at the content hugging priority (250 by default), and at
    /// least the size, at the compression resistance priority (750 by default). Call
    /// ``invalidateIntrinsicContentSize()`` when it changes.
    open var intrinsicContentSize: Size { Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric) }

    /// Called when ``safeAreaInsets`` changed (`LAYOUT-3`).
    ///
    /// The view is already marked for layout. Recorded as `v.safeAreaInsetsDidChange`; overrides
    /// must call `super` (`MIS-11`).
    open func safeAreaInsetsDidChange() {
        guard HookGate.enter(self, .safeAreaInsetsDidChange) else { return }
        Engine.emit(.safeAreaInsetsDidChange, on: self)
    }

    /// Called when ``traitCollection`` changed value (`TRAIT-1`), parents before children.
    ///
    /// Recorded as `v.traitCollectionDidChange`; overrides must call `super` (`MIS-11`).
    ///
    /// - Parameter previousTraitCollection: The traits before the change; optional as in UIKit, so
    ///   that UIKit's override and its `super` call port unchanged. ContainerKit always passes
    ///   the traits before the change (``TraitCollection/unspecified`` for the first).
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        guard HookGate.enter(self, .traitCollectionDidChange) else { return }
        Engine.emit(.traitCollectionDidChange, on: self)
    }
}
