/// Something that adds a note to its root view's line in ``View/treeDump()``.
@MainActor
protocol CompositionDumping: AnyObject {
    /// The note, such as `stack [A, B]`.
    var compositionDumpNote: String { get }
}

/// The base of the containers of this folder: one transition at a time, manual appearance
/// forwarding, a dump note (`COMP-1` to `COMP-9`, `COMP-11`, `REENT-1`).
///
/// A composition controller forwards appearance manually (`APP-9`), as UIKit's own containers do:
/// when it appears or disappears it begins and ends the transition of each child on screen (the
/// current state's child, the top of a stack, the selected tab), from inside its own appearance
/// hooks; its transitions drive the children that come and go. While one of its transitions is in
/// flight it forwards nothing, and when the transition ends it brings the child on screen to its
/// own state (**policy**: a window hidden in the middle of a push still ends with every child
/// disappeared, and no begin is left without its end).
///
/// Requests are queued (`TransitionQueue`): they run one at a time, in request order; a request
/// made from a hook, a completion, or while the container is half-way through appearing, waits
/// (`REENT-1`). Subclasses that override an appearance hook must call `super`.
@MainActor
open class CompositionController: ViewController, CompositionDumping {
    /// The animator of this container's animated transitions (default: ``ImmediateAnimator``).
    ///
    /// A transition uses the animator set when it starts.
    public final var animator: TransitionAnimator = ImmediateAnimator.shared

    /// Invariant: holds the operations of this container only; see ``TransitionQueue``.
    final var queue: TransitionQueue!

    /// The children whose appearance this container forwarded from its own will-hook, ended by
    /// its did-hook.
    private final var forwarded: [ViewController] = []

    /// Creates an empty container.
    ///
    /// - Parameter name: The name used in traces and dumps; `nil` uses the type's name.
    public required init(name: String? = nil) {
        super.init(name: name)
        queue = TransitionQueue(
            touched: { [unowned self] in Touched(viewIfLoaded, parent: self) },
            isSettled: { [unowned self] in appearanceState == .appeared || appearanceState == .disappeared })
    }

    /// `false`: the container forwards appearance itself (`APP-9`).
    open override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    /// Whether a transition runs or waits.
    public final var isTransitioning: Bool { !queue.isIdle }

    /// How many requests wait for the running one.
    public final var pendingTransitionCount: Int { queue.pendingCount }

    // MARK: - For subclasses in this module

    /// The view the children's views are placed in.
    var contentView: View { view }

    /// The children on screen when no transition runs.
    var visibleChildren: [ViewController] { [] }

    var compositionDumpNote: String { "" }

    /// Called after every transition of the queue ends, committed or cancelled.
    func reconcileAfterTransition() {}

    /// Places the on-screen children's views once the container's view is loaded: when the
    /// outermost view load in progress has finished, so that nested containers load one after the
    /// other, not inside each other's `viewDidLoad` (`LIFE-5`).
    open override func viewDidLoad() {
        super.viewDidLoad()
        Engine.afterLoading { [self] in
            let content = contentView
            for child in visibleChildren where child.parent === self {
                Composition.place(child.view, in: content)
            }
        }
    }

    /// Runs `plan` as one operation of the queue (already started by the caller's request).
    final func run(
        _ plan: ChildTransition.Plan, animator: TransitionAnimator? = nil,
        commit: @escaping @MainActor () -> Void = {}, rollback: @escaping @MainActor () -> Void = {},
        completion: ((Bool) -> Void)?
    ) {
        let transition = ChildTransition(plan, animator: animator ?? self.animator) { [unowned self] committed in
            if committed { commit() } else { rollback() }
            reconcileAfterTransition()
            settleAppearance()
            completion?(committed)
            queue.operationDidEnd()
        }
        transition.start(with: animator ?? self.animator)
    }

    /// The plan of a change of this container, with its content view when its view is loaded.
    /// Before the view loads there is nothing to animate: the change is containment only and
    /// happens inside the call (the view, when it loads, shows the child on screen then).
    final func plan(
        from outgoing: ViewController?, to incoming: ViewController?, style: TransitionStyle,
        animated: Bool
    ) -> ChildTransition.Plan {
        ChildTransition.Plan(
            host: self, contentView: isViewLoaded ? contentView : nil, outgoing: outgoing,
            incoming: incoming, style: style, isAnimated: animated && isViewLoaded)
    }

    /// Ends an operation that changed nothing, after its completion.
    final func endOperation(_ completion: ((Bool) -> Void)?, finished: Bool) {
        completion?(finished)
        queue.operationDidEnd()
    }

    /// Brings every child to the state its place calls for: on screen and this container
    /// appeared (or appearing) means appeared, anything else disappeared.
    final func settleAppearance() {
        guard isViewLoaded else { return }
        let shown = appearanceState == .appeared || appearanceState == .appearing
        let visible = visibleChildren
        for child in children {
            let state = child.appearanceState
            guard state == .appeared || state == .disappeared else { continue }
            let wanted = shown && child.viewIfLoaded?.superview != nil && visible.contains { $0 === child }
            guard wanted != (state == .appeared) else { continue }
            child.beginAppearanceTransition(wanted, animated: false)
            Composition.endAppearance(child)
        }
    }

    // MARK: - Appearance forwarding

    private func forwardBegin(_ appearing: Bool, animated: Bool) {
        // Only when ContainerKit called the hook (a direct call is MIS-5), and never over a transition.
        guard appearanceHookDirection == appearing, !queue.isBusy else { return }
        for child in visibleChildren where child.parent === self && child.viewIfLoaded?.superview != nil {
            if !forwarded.contains(where: { $0 === child }) { forwarded.append(child) }
            child.beginAppearanceTransition(appearing, animated: animated)
        }
    }

    private func forwardEnd(_ appearing: Bool) {
        guard appearanceHookDirection == appearing else { return }
        let ended = forwarded
        forwarded = []
        for child in ended { Composition.endAppearance(child) }
        queue.drain()
    }

    /// Forwards the appearance to the child on screen. Overrides must call `super`.
    ///
    /// - Parameter animated: Whether the appearance is animated.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        forwardBegin(true, animated: animated)
    }

    /// Forwards the end of the appearance. Overrides must call `super`.
    ///
    /// - Parameter animated: Whether the appearance was animated.
    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        forwardEnd(true)
    }

    /// Forwards the disappearance to the child on screen. Overrides must call `super`.
    ///
    /// - Parameter animated: Whether the disappearance is animated.
    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        forwardBegin(false, animated: animated)
    }

    /// Forwards the end of the disappearance. Overrides must call `super`.
    ///
    /// - Parameter animated: Whether the disappearance was animated.
    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        forwardEnd(false)
    }
}
