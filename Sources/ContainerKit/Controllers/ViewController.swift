/// The base view controller: a lazily loaded root view, containment and appearance, with UIKit's
/// hooks in UIKit's order.
///
/// - The root ``view`` loads on first access: ``loadView()`` then ``viewDidLoad()`` (`LOAD-1`
///   to `LOAD-3`). The default `loadView()` creates a plain ``View`` named `"<name>.view"`; override
///   it and call ``setView(_:fileID:filePath:line:column:)`` to install your own (as in UIKit, an override need not call
///   `super`), or use ``TypedViewController`` for a typed root view.
/// - Containment (`VC-1` to `VC-6`): ``addChild(_:fileID:filePath:line:column:)``, ``removeFromParent(fileID:filePath:line:column:)``,
///   ``willMove(toParent:)``, ``didMove(toParent:)``, and the one-call helpers
///   ``addChild(_:into:fileID:filePath:line:column:)`` and ``removeChild(_:fileID:filePath:line:column:)``.
/// - Appearance (`APP-1` to `APP-11`) follows the root view entering and leaving a visible
///   ``Window``; see `ViewController+Appearance.swift`.
///
/// Every hook override except `loadView()` must call `super`, which records it (`MIS-11`).
@MainActor
open class ViewController: Responder, Controller {
    // The stored properties below are not checked for exclusivity at run time
    // (`@exclusivity(unchecked)`): a controller lives on the main actor (no other thread), and
    // every access is a load, a store, or an in-place change (an array append or removal, a state
    // machine step) that calls no hook and releases no node while it is open.
    @exclusivity(unchecked) final var storedView: View?
    @exclusivity(unchecked) final var storedChildren: [ViewController] = []
    /// This controller's position in `storedParent.storedChildren`, plus the parent's
    /// `childIndexBase`. Invariant: `parent.storedChildren[indexInParent - parent.childIndexBase] === self`.
    @exclusivity(unchecked) final var indexInParent = 0
    /// Added to every child's position to give its `indexInParent`: removing a child renumbers
    /// the shorter side (the children before it, by moving this base), so removing the oldest or
    /// the newest child renumbers nothing (BENCHMARKS.md, problem 5).
    @exclusivity(unchecked) final var childIndexBase = 0
    /// The parent; `unowned(unsafe)` (a read neither retains nor goes through a side table).
    ///
    /// Invariant: the parent holds this controller in `storedChildren`. `attachChild` and
    /// `detachFromParent` set and clear the link with the array, and the parent's `deinit` clears
    /// it in every child before releasing them. AddressSanitizer in CI checks it.
    @exclusivity(unchecked) unowned(unsafe) final var storedParent: ViewController?
    @exclusivity(unchecked) final var appearance = AppearanceStateMachine()
    @exclusivity(unchecked) final var containment = ContainmentPhase()
    /// While an appearance hook of this controller runs: `true` appearing, `false` disappearing.
    @exclusivity(unchecked) final var appearanceHookDirection: Bool?
    /// A will-hook of the appearance pass in progress was called; its did-hook is due.
    @exclusivity(unchecked) final var isAwaitingAppearanceDid = false
    /// The current manual transition was forwarded by the parent (`APP-9`).
    @exclusivity(unchecked) final var isForwardedByParent = false
    @exclusivity(unchecked) final var isLoadingView = false
    /// The presentation links (`COMP-10`); allocated on first presentation. See ``PresentationLinks``.
    @exclusivity(unchecked) final var presentationLinks: PresentationLinks?
    /// The one queue of this controller's transitions, child helpers and presentations (`COMP-3`);
    /// made on first use by the composition layer, which reads it as its own type; the core only
    /// tells it when this controller goes (``HostedQueue``).
    @exclusivity(unchecked) final var hostedQueue: (any HostedQueue)?

    /// The effective traits (`TRAIT-2`): `nil` is ``TraitCollection/unspecified``; see
    /// `Traits/TraitPropagation.swift`.
    @exclusivity(unchecked) final var storedTraits: TraitBox?
    /// Additional safe-area insets and trait overrides, allocated on first use.
    @exclusivity(unchecked) final var layoutExtras: LayoutExtras?

    /// Creates a controller whose root view is not loaded yet.
    ///
    /// The initializer is `required` so that ``ControllerContainer`` can create any controller type.
    ///
    /// - Parameter name: The name used in traces and dumps; `nil` uses the type's name.
    public required override init(name: String? = nil) {
        super.init(name: name)
    }

    /// Creates a controller, as UIKit's `init(nibName:bundle:)` does for a controller that builds
    /// its view in ``loadView()``.
    ///
    /// There are no nibs headlessly: the view comes from ``loadView()``. A nib name, when given,
    /// becomes the controller's ``Responder/name``. A subclass may call it as UIKit code does
    /// (`super.init(nibName: nil, bundle: nil)`); a subclass that declares its own designated
    /// initializer also implements ``init(name:)`` (see the Porting article).
    ///
    /// - Parameters:
    ///   - nibName: Used as the controller's name; `nil` uses the type's name.
    ///   - bundle: Ignored (`nil`, or Foundation's `Bundle`).
    public init(nibName: String?, bundle: AnyObject?) {
        super.init(name: nibName)
    }

    isolated deinit {
        // The body is a method: with code coverage on, Swift 6.3 crashes emitting this module
        // (signal 11 in `MapRegionCounters`, "silgen emitIsolatingDestructor") on some
        // expressions in the body of an isolated `deinit`, which its module interface pass does
        // not type-check.
        letGoOfLinks()
    }

    /// What the `deinit` does: every link to this controller goes, children and the root view
    /// are handed on (see the comments inside).
    private final func letGoOfLinks() {
        UnfinishedContainment.parentIsReleased(self)  // MIS-19, while the links still hold
        cutTether()  // first: links to this controller read `nil` from now on, as `weak` ones would
        // Then the changes it hosts (a transition a test left held) end, inert: they do not own it,
        // and nothing of theirs may run or read it later (LIFE-1).
        Engine.endLeases(hostedBy: self)
        hostedQueue?.hostDidGo()
        // The children may outlive this controller (someone else holds them): their parent link
        // must not point here any more (the invariant on `storedParent`).
        for child in storedChildren { child.storedParent = nil }
        if !storedChildren.isEmpty { ChainTop.chainWasCut() }
        // VC-2: a child whose removal was announced (willMove(toParent: nil)) and whose parent goes
        // before it leaves (the parent's last reference dropped from a hook) ends its move now.
        for index in storedChildren.indices where !storedChildren[index].containment.isRemovalUnannounced() {
            let child = storedChildren[index]
            Engine.run(child) { child.callDidMove(toParent: nil) }
        }
        // A child that someone else keeps alive takes its observers from its new situation
        // (TRACE-3, LIFE-3), as a view outliving its superview does; the others go next.
        var leftOpen: [ViewController] = []  // outliving children in the middle of an appearance
        for index in storedChildren.indices where !isKnownUniquelyReferenced(&storedChildren[index]) {
            storedChildren[index].refreshObserverScopes()
            let state = storedChildren[index].appearance.state
            if state == .appearing || state == .disappearing { leftOpen.append(storedChildren[index]) }
        }
        if let storedView {
            storedView.storedController = nil
            // The root view outlives its controller: its region now belongs to the enclosing owner.
            storedView.assignOwnerToRegion(storedView.storedSuperview?.storedOwner)
            storedView.refreshObserverScopes()
        }
        // APP-2, LIFE-1 (policy): a child that outlives this controller in the middle of an
        // appearance transition that this controller began for it (by a transition it hosted,
        // ended inert above, or by its forwarding) ends that transition now, toward its place's
        // appearance: nobody else can end it (attack finding E: a navigation controller released
        // by its removal from its host while a push was held left its children appearing and
        // disappearing for good). Once the links to this controller are cut, so that no hook
        // reaches it; in one operation, whose end checks them together.
        if !leftOpen.isEmpty {
            Engine.run(nil) {
                for child in leftOpen { Engine.run(child) { child.endAppearanceLeftOpenByParent() } }
            }
        }
        // Last: the children are released iteratively (a chain of any depth), and none of them may
        // reach this controller through an owner link any more.
        if !storedChildren.isEmpty { ReleaseQueue.release(taking: &storedChildren) }
    }

    // MARK: - Root view

    /// The root view, loaded on first access (`LOAD-1`, `LOAD-2`).
    ///
    /// The first read calls ``loadView()`` and then ``viewDidLoad()`` inside the getter. Later reads
    /// load nothing. A `loadView()` override that installs no view is reported (`MIS-10`) and the
    /// controller gets a view of the kind it declares instead, so the getter always answers a view
    /// and loads once.
    ///
    /// Its type is UIKit's, `View!` (`UIView!`): a protocol of yours that requires
    /// `var view: View! { get }` is satisfied by every controller, and `controller.view!` compiles,
    /// as ported code has them. The getter never answers `nil` (reading it loads), so the implicit
    /// unwrap never traps. As in UIKit, a constant takes the optional type
    /// (`let root = controller.view` is a `View?`); write `let root: View = controller.view`.
    ///
    /// Assign it inside ``loadView()`` to install your own root view, as in UIKit
    /// (`view = ProfileView()`); assigning a view is ``setView(_:fileID:filePath:line:column:)``.
    /// Assigning `nil`, which unloads the view in UIKit, is refused and reported
    /// (``Misuse/invalidArgument``), and the view stays (**policy**: ContainerKit does not unload
    /// root views; since iOS 6 UIKit does not either unless your code asks).
    ///
    /// - Complexity: O(1) once loaded.
    public final var view: View! {
        get {
            if let storedView { return storedView }
            return loadRootView()
        }
        set {
            guard let newValue else { return refuseUnloadingView() }
            setView(newValue)
        }
    }

    /// Refuses `view = nil` (see ``view``): reported, nothing changes.
    private func refuseUnloadingView() {
        let refusal: MisuseError =
            isTornDown
            ? .tornDown(self, operation: .setRootView(of: name)) : MisuseError(.rootViewUnloaded(controller: name))
        Diagnostics.refuse(refusal, touching: Touched(self))
    }

    /// The root view if it is loaded; never loads (`LOAD-3`).
    public final var viewIfLoaded: View? { storedView }

    /// Whether the root view is loaded; never loads (`LOAD-3`).
    public final var isViewLoaded: Bool { storedView != nil }

    /// Loads the root view if it is not loaded yet (`LOAD-3`).
    public final func loadViewIfNeeded() { _ = view }

    /// Installs the root view; call it (or assign ``view``) from a ``loadView()`` override.
    ///
    /// Refused, changing nothing (reported through ``Diagnostics``):
    /// ``Misuse/viewIsRootOfAnotherController`` (`MIS-9`) when `newView` already is another
    /// controller's root view; ``Misuse/invalidArgument`` when `newView` is in a view tree, is a
    /// ``Window``, or does not suit the controller (``TypedViewController``), or when the current
    /// root view is in a view tree or mounted in a container; ``Misuse/tornDown`` (`MIS-12`).
    ///
    /// - Parameters:
    ///   - newView: The root view. It must not be in a view tree and must not be the root
    ///     view of another controller.
    ///   - fileID: The caller's `#fileID`, where a misuse is reported (``CallSite``); leave the default.
    ///   - filePath: The caller's `#filePath`; leave the default.
    ///   - line: The caller's `#line`; leave the default.
    ///   - column: The caller's `#column`; leave the default.
    public final func setView(
        _ newView: View, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) {
        let outermost = Engine.enter(#function, fileID, filePath, line, column)
        defer { Engine.leave(outermost) }
        Engine.perform(Touched(newView, parent: self)) { () throws(MisuseError) in
            try validateRootView(newView)
        } again: {
            { self.setView(newView) }
        } _: {
            install(newView)
        }
    }

    /// Refuses a root view that would break the tree; `false` when it already is the root view.
    private func validateRootView(_ newView: View) throws(MisuseError) -> Bool {
        if isTornDown { throw .tornDown(self, operation: .setRootView(of: name)) }
        if newView === storedView { return false }
        if newView.isTornDown {
            throw .tornDown(newView, operation: .makeRootView(newView.name, of: name))
        }
        if let owner = newView.storedController {
            throw MisuseError(.viewIsRootOfAnotherController(view: newView.name, owner: owner.name, controller: name))
        }
        if newView.storedSuperview != nil || newView is Window || newView.storedContainer != nil {
            let place: MisuseError.Reason.ViewPlace =
                newView is Window ? .window : newView.storedContainer != nil ? .containerContent : .viewTree
            throw MisuseError(.rootViewAlreadyPlaced(view: newView.name, controller: name, place: place))
        }
        if let storedView, storedView.storedSuperview != nil || storedView.storedContainer != nil {
            throw MisuseError(
                .rootViewInUse(view: storedView.name, controller: name, inContainer: storedView.storedContainer != nil))
        }
        if let declared = rootViewMismatch(newView) {
            throw MisuseError(
                .rootViewTypeMismatch(
                    view: newView.name, type: "\(type(of: newView))", controller: name, declared: declared))
        }
        return true
    }

    /// Makes `newView` the root view; the caller validated it.
    private func install(_ newView: View) {
        let replaced = storedView
        if let old = storedView {
            old.storedController = nil
            old.assignOwnerToRegion(nil)
        }
        storedView = newView
        newView.storedController = self
        newView.assignOwnerToRegion(self)
        // TRACE-3: the controller's scope-parent is now the new view's superview, the new view's is
        // the controller, and the old view's is its own superview.
        refreshObserverScopes()
        newView.refreshObserverScopes()
        replaced?.refreshObserverScopes()
        didReplaceRootView(replaced)  // traits and safe area (Traits/, Layout/)
    }

    /// The root view type this controller declares, when `view` is not of it (an `ARG`
    /// refusal); `nil` when `view` can be its root view.
    func rootViewMismatch(_ view: View) -> String? { nil }

    /// A new, detached view of the kind this controller declares: the default root view, and what
    /// a controller gets when its `loadView()` installs nothing (`MIS-10`).
    func makeDefaultRootView() -> View {
        View.namesNextViewAfterLoadingController = ObjectIdentifier(View.self)
        let root = View(name: nil)
        View.namesNextViewAfterLoadingController = nil
        root.isNamedAfterController = true
        return root
    }

    private func loadRootView() -> View {
        if isTornDown || isLoadingView {
            Engine.run(self) {
                Diagnostics.report(
                    isTornDown
                        ? .tornDown(self, operation: .loadView(of: name))
                        : .missingView(self, .readDuringLoad))
            }
            return makeDefaultRootView()  // answered, never installed
        }
        return Engine.run(self) {
            isLoadingView = true
            Engine.loading.append(self)
            defer { Engine.loading.removeLast() }
            Engine.emit(.loadView, on: self)
            loadView()
            isLoadingView = false
            let loaded: View
            if let storedView {
                loaded = storedView
            } else {
                loaded = makeDefaultRootView()
                Diagnostics.report(
                    .missingView(self, .nothingInstalled(installedType: "\(type(of: loaded))")))
                install(loaded)
            }
            loaded.didBecomeRootView(of: self)
            HookGate.call(self, .viewDidLoad) { viewDidLoad() }
            if Engine.loading.count == 1 { Engine.runAfterLoadingWork() }  // the outermost load
            return loaded
        }
    }

    // MARK: - Hooks

    /// Creates the root view. Called once, by the first read of ``view`` (`LOAD-1`).
    ///
    /// The default creates a plain ``View`` named `"<name>.view"`. Override it to install your own
    /// by assigning ``view`` (or with ``setView(_:fileID:filePath:line:column:)``); as in UIKit, an override does not call
    /// `super`. It is recorded as `C.loadView` before it runs.
    open func loadView() {
        install(makeDefaultRootView())
    }

    /// Called once, after the root view was loaded (`LOAD-1`).
    open func viewDidLoad() {
        guard HookGate.enter(self, .viewDidLoad) else { return }
        Engine.emit(.viewDidLoad, on: self)
    }

    /// Whether ContainerKit forwards appearance to this controller's children (`APP-3`, `APP-9`).
    ///
    /// `true` by default: a contained child appears and disappears with this controller while its
    /// root view is in this controller's view tree. Override it to return `false` and drive each
    /// child yourself with ``beginAppearanceTransition(_:animated:fileID:filePath:line:column:)`` and
    /// ``endAppearanceTransition(fileID:filePath:line:column:)``.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    /// Whether this controller is a container that ContainerKit runs and that forwards its
    /// children's appearance itself, by the same rules as the automatic forwarding: `true` for the
    /// composition containers (which override it), `false` for every controller of the app's own.
    /// The core asks this instead of checking for a composition type
    /// (``appearanceHolder``).
    var forwardsAppearanceItself: Bool { false }

    /// For a controller that ``forwardsAppearanceItself``: whether it will bring its children to
    /// the appearance their views' places call for by itself, later (a transition holds them), so
    /// that an appearance pass leaves them to it (`LIFE-3`). `false` for every other controller.
    var settlesChildrenLater: Bool { false }

    /// For a controller that ``settlesChildrenLater``: an appearance pass left the move of
    /// `child`'s view to it, made by a hook while it may have passed that child already (its own
    /// settling ran the hook). The composition containers follow their tree once more when free;
    /// the default settles the child when the outermost operation ends.
    ///
    /// - Parameter child: The child whose view moved.
    func childMovedWhileSettling(_ child: ViewController) { child.settleAfterCurrentOperation() }

    #if CONTAINERKIT_TEST_SWITCHES
    /// The ways this controller's own records disagree with the tree (`COMP-12`): none for a plain
    /// controller; the composition containers override it. Checked by the invariant check of the
    /// test builds (`Engine+Invariants.swift`).
    func recordProblems() -> [String] { [] }
    #endif

    /// Called on a controller after a child joined (`removing` is `nil`) or left it, whoever
    /// asked, before the leaving child's `didMove(toParent: nil)`. Composition containers override
    /// it to follow the tree (`COMP-12`); it must not change the tree itself.
    func childrenDidChange(removing child: ViewController?) {}

    // MARK: - Containment hooks

    /// Called before the controller gets a new parent, or with `nil` before it leaves its parent.
    ///
    /// ``addChild(_:fileID:filePath:line:column:)`` calls it with the new parent. Before a removal, the container calls it with
    /// `nil` (``removeChild(_:fileID:filePath:line:column:)`` does). Overrides must call `super`. ContainerKit never calls it
    /// on a torn-down controller, and on one the base implementation records nothing and reports
    /// the call (`MIS-12`).
    ///
    /// - Parameter parent: The new parent, or `nil`.
    open func willMove(toParent parent: ViewController?) {
        handleWillMove(toParent: parent)
    }

    /// Called after the controller got its new parent, or with `nil` after it left its parent.
    ///
    /// The container calls it with the parent after placing the child's view (`VC-2`;
    /// ``addChild(_:into:fileID:filePath:line:column:)`` does). ``removeFromParent(fileID:filePath:line:column:)`` calls it with `nil`. Overrides must call
    /// `super`. On a torn-down controller, as ``willMove(toParent:)`` (`MIS-12`).
    ///
    /// - Parameter parent: The new parent, or `nil`.
    open func didMove(toParent parent: ViewController?) {
        handleDidMove(toParent: parent)
    }

    // MARK: - Appearance hooks

    /// Called before the root view appears (`APP-3`). Never call it yourself (`MIS-5`).
    ///
    /// - Parameter animated: Whether the appearance is animated.
    open func viewWillAppear(_ animated: Bool) {
        guard enterAppearanceHook(.viewWillAppear) else { return }
        Engine.emit(.viewWillAppear, on: self, animated: animated)
    }

    /// Called once per appearance, after ``viewWillAppear(_:)`` and before ``viewDidAppear(_:)``,
    /// once the root view is in the window with up-to-date traits and frame (`APP-12`), as
    /// UIKit's `viewIsAppearing(_:)` (iOS 13 and later). Never call it yourself (`MIS-5`).
    ///
    /// The place to update views from ``traitCollection`` or from the view's size: neither is final
    /// in `viewWillAppear`. Without a transition it comes right before the did-hooks of the
    /// operation, parents first; in a transition (a push, a tab switch, a presentation) and when a
    /// window is shown, at its start, once the incoming views are in the window and before they
    /// are laid out (`APP-12`, <doc:ContainmentAndAppearance>).
    /// Recorded as `C.viewIsAppearing`; overrides must call `super` (`MIS-11`).
    ///
    /// - Parameter animated: Whether the appearance is animated.
    open func viewIsAppearing(_ animated: Bool) {
        guard enterAppearanceHook(.viewIsAppearing) else { return }
        Engine.emit(.viewIsAppearing, on: self, animated: animated)
    }

    /// Called after the root view appeared (`APP-3`). Never call it yourself (`MIS-5`).
    ///
    /// - Parameter animated: Whether the appearance was animated.
    open func viewDidAppear(_ animated: Bool) {
        guard enterAppearanceHook(.viewDidAppear) else { return }
        Engine.emit(.viewDidAppear, on: self, animated: animated)
    }

    /// Called before the root view disappears (`APP-4`). Never call it yourself (`MIS-5`).
    ///
    /// - Parameter animated: Whether the disappearance is animated.
    open func viewWillDisappear(_ animated: Bool) {
        guard enterAppearanceHook(.viewWillDisappear) else { return }
        Engine.emit(.viewWillDisappear, on: self, animated: animated)
    }

    /// Called after the root view disappeared (`APP-4`). Never call it yourself (`MIS-5`).
    ///
    /// - Parameter animated: Whether the disappearance was animated.
    open func viewDidDisappear(_ animated: Bool) {
        guard enterAppearanceHook(.viewDidDisappear) else { return }
        Engine.emit(.viewDidDisappear, on: self, animated: animated)
    }

    /// The controller itself, as the class that containment operations take.
    public final var asViewController: ViewController { self }

    // MARK: - Layout and trait hooks (behaviour in Layout/ and Traits/)

    /// Called before the root view's ``View/layoutSubviews()`` in a layout pass (`LAYOUT-2`).
    ///
    /// Recorded as `C.viewWillLayoutSubviews`; overrides must call `super` (`MIS-11`).
    open func viewWillLayoutSubviews() {
        guard HookGate.enter(self, .viewWillLayoutSubviews) else { return }
        Engine.emit(.viewWillLayoutSubviews, on: self)
    }

    /// Called after the root view's ``View/layoutSubviews()`` in a layout pass (`LAYOUT-2`).
    ///
    /// Recorded as `C.viewDidLayoutSubviews`; overrides must call `super` (`MIS-11`).
    open func viewDidLayoutSubviews() {
        guard HookGate.enter(self, .viewDidLayoutSubviews) else { return }
        Engine.emit(.viewDidLayoutSubviews, on: self)
    }

    /// Updates the constraints of the controller's view before layout (`LAYOUT-5`), as UIKit's
    /// `updateViewConstraints()`.
    ///
    /// The constraint pass calls it instead of the root view's ``View/updateConstraints()`` when
    /// the root view is marked (``View/setNeedsUpdateConstraints()``); the default calls the
    /// view's `updateConstraints()`, as UIKit's does. Recorded as `C.updateViewConstraints`, the
    /// view's `v.updateConstraints` after it; overrides must call `super` (`MIS-11`).
    open func updateViewConstraints() {
        guard HookGate.enter(self, .updateViewConstraints) else { return }
        Engine.emit(.updateViewConstraints, on: self)
        if let view = storedView { ConstraintPass.callUpdateConstraints(of: view) }
    }

    /// Called right after the root view's ``View/safeAreaInsetsDidChange()`` (`LAYOUT-3`).
    ///
    /// Recorded as `C.viewSafeAreaInsetsDidChange`; overrides must call `super` (`MIS-11`).
    open func viewSafeAreaInsetsDidChange() {
        guard HookGate.enter(self, .viewSafeAreaInsetsDidChange) else { return }
        Engine.emit(.viewSafeAreaInsetsDidChange, on: self)
    }

    /// Called when ``traitCollection`` changed value (`TRAIT-1`), before the same hook of the root
    /// view.
    ///
    /// Recorded as `C.traitCollectionDidChange`; overrides must call `super` (`MIS-11`).
    ///
    /// - Parameter previousTraitCollection: The traits before the change; optional as in UIKit, so
    ///   that UIKit's override and its `super` call port unchanged. ContainerKit always passes
    ///   the traits before the change (``TraitCollection/unspecified`` for the first).
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        guard HookGate.enter(self, .traitCollectionDidChange) else { return }
        Engine.emit(.traitCollectionDidChange, on: self)
    }

    // MARK: - Size transitions (behaviour in Transitions/)

    /// Called before the size of the controller's view changes in a size transition: a window
    /// resized or rotated (``Window/simulateSizeTransition(to:systemTraits:animated:fileID:filePath:line:column:)``,
    /// `APP-13`), as UIKit's `viewWillTransition(to:with:)`.
    ///
    /// Add blocks to `coordinator` (``ViewControllerTransitionCoordinator/animate(alongsideTransition:completion:)``)
    /// to change views along with the new frames and after them. The default implementation
    /// forwards the call to each child, in `children` order, with the size
    /// ``size(forChildContentContainer:withParentContainerSize:)`` gives it, then to the
    /// controller this one presents, with `size`. An override calls `super` so that the children
    /// hear of the change; one that does not stops the forwarding, as in UIKit, and is reported
    /// (`MIS-11`). Recorded as `C.viewWillTransitionToSize`. A container of your own that forwards
    /// by hand may call it on a child itself (unrecorded, as any direct call; the child's own
    /// forwarding is recorded).
    ///
    /// - Parameters:
    ///   - size: The size the controller's view will have.
    ///   - coordinator: The coordinator of the size transition.
    open func viewWillTransition(to size: Size, with coordinator: any ViewControllerTransitionCoordinator) {
        if HookGate.enter(self, .viewWillTransitionToSize) { Engine.emit(.viewWillTransitionToSize, on: self) }
        forwardViewWillTransition(to: size, with: coordinator)
    }

    /// Called before the controller's traits change in a size transition whose window gets new
    /// system traits (`APP-13`), as UIKit's `willTransition(to:with:)`; before
    /// ``viewWillTransition(to:with:)``, and before ``traitCollectionDidChange(_:)`` reports the
    /// change.
    ///
    /// The default implementation forwards it to each child with the child's own trait overrides
    /// applied, then to the controller this one presents. An override calls `super` (`MIS-11`);
    /// recorded as `C.willTransitionToTraitCollection`.
    ///
    /// - Parameters:
    ///   - newCollection: The traits the controller will have.
    ///   - coordinator: The coordinator of the size transition.
    open func willTransition(
        to newCollection: TraitCollection, with coordinator: any ViewControllerTransitionCoordinator
    ) {
        if HookGate.enter(self, .willTransitionToTraitCollection) {
            Engine.emit(.willTransitionToTraitCollection, on: self)
        }
        forwardWillTransition(to: newCollection, with: coordinator)
    }

    /// The size a child's view will have when this controller's view gets `parentSize`
    /// (`APP-13`), as UIKit's `size(forChildContentContainer:withParentContainerSize:)`: the size
    /// ``viewWillTransition(to:with:)`` forwards to the child. The default returns `parentSize`
    /// (a child filling its parent, as the containers place them).
    ///
    /// - Parameters:
    ///   - container: The child.
    ///   - parentSize: The size this controller's view will have.
    /// - Returns: The child's size.
    open func size(forChildContentContainer container: ViewController, withParentContainerSize parentSize: Size)
        -> Size
    {
        parentSize
    }

    // MARK: - Responder chain

    /// The next responder: the presenting controller of a presented controller, otherwise the
    /// superview of the root view (`PARENT-5`).
    open override var next: Responder? { presentationLinks?.presenting ?? storedView?.storedSuperview }

    override var scopeParent: Responder? { storedView?.storedSuperview ?? storedParent }

    /// The root view, and the children whose root views are not placed in any view.
    override func forEachScopeChild(_ body: (Responder) -> Void) {
        if let storedView { body(storedView) }
        for child in storedChildren where child.storedView?.storedSuperview == nil { body(child) }
    }

    /// A controller's tree is the top of its parent chain; it also shares its root view's tree.
    ///
    /// - Complexity: amortized O(1) (``ChainTop``).
    override var busyKeys: BusyKeys {
        let top =
            storedParent == nil
            ? self : ChainTop.top(of: self) { unsafeDowncast($0, to: ViewController.self).storedParent }
        return BusyKeys(own: top, view: storedView?.treeTop)
    }

    override func forEachHolder(_ body: (Responder) -> Void) {
        if let storedParent { body(storedParent) }
        if let container = storedView?.storedContainer { body(container) }
        if let window = windowServedAsRoot { body(window) }
        if let presenting = presentationLinks?.presenting { body(presenting) }  // it holds what it presents
    }
}

extension MisuseError {
    @MainActor
    static func missingView(
        _ controller: ViewController, _ failure: MisuseError.Reason.LoadViewFailure
    ) -> MisuseError {
        MisuseError(.loadViewLeftNoView(controller: controller.name, type: "\(type(of: controller))", failure: failure))
    }
}

/// The scheduler of a controller's changes that the composition layer keeps on it (its transition
/// queue, `COMP-3`): the core holds it and tells it when its host goes, nothing more.
@MainActor
protocol HostedQueue: AnyObject {
    /// The host's `deinit` has started: drop what waits, without running or reading the host.
    func hostDidGo()
}
