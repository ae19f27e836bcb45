/// The coordinator of one running transition (`COMP-16`): the object
/// ``ViewController/transitionCoordinator`` returns, and what the custom-transition layer attaches
/// to a ``TransitionContext`` (the custom context, the transactions that wait for it).
///
/// Made on first use, dropped by its transition when it ends. A coordinator kept after that is
/// inert: it answers the transition's last values and runs a block added then at once.
///
/// Order (**policy**; UIKit documents only that the blocks run "at the same time as the
/// transition animations" and the completion "after the transition finishes"): the alongside
/// blocks run when the animation starts (after the will-hooks, just before the animator is asked),
/// the completion blocks when the animator ends the transition (before its did-hooks, with
/// ``isCancelled`` final), in the order they were added.
@MainActor
final class TransitionCoordination: ViewControllerTransitionCoordinator {
    /// Not retained: the transition owns this object, not the reverse (`LIFE-1`).
    private weak var context: TransitionContext?
    /// The custom context when an animation controller drives the transition; dropped at the end.
    var custom: CustomTransitionContext?
    /// The transactions that wait for this transition (`Transaction`).
    var transactions: [Transaction.Group] = []

    private var alongside: [(any ViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(any ViewControllerTransitionCoordinatorContext) -> Void] = []
    private var interactionHandlers: [(any ViewControllerTransitionCoordinatorContext) -> Void] = []
    private var animationStarted = false
    /// Invariant: set once the completions ran (the animator ended the transition).
    private var completionsRan = false
    private var cancelled = false
    private var ended = false
    private let animated: Bool
    private let style: ModalPresentationStyle

    init(_ context: TransitionContext) {
        self.context = context
        animated = context.isAnimated
        style = context.presentationStyle
    }

    // MARK: - ViewControllerTransitionCoordinatorContext

    var isAnimated: Bool { animated }
    var presentationStyle: ModalPresentationStyle { style }
    var initiallyInteractive: Bool { custom?.initiallyInteractive ?? false }
    var isInterruptible: Bool { false }
    var isInteractive: Bool { !completionsRan && (custom?.isInteractive ?? false) }
    var isCancelled: Bool { cancelled || (custom?.transitionWasCancelled ?? false) }
    /// The custom animator's duration; 0.35 s for ContainerKit's own animators (**policy**: the
    /// length of UIKit's navigation animations; nothing is drawn).
    var transitionDuration: Double { custom?.duration ?? 0.35 }
    var percentComplete: Double { completionsRan ? 1 : (custom?.percentComplete ?? 0) }
    var containerView: View { context?.containerView ?? View() }

    func viewController(forKey key: TransitionContextViewControllerKey) -> ViewController? {
        key == .from ? context?.from : key == .to ? context?.to : nil
    }

    func view(forKey key: TransitionContextViewKey) -> View? {
        (key == .from ? context?.from : key == .to ? context?.to : nil)?.viewIfLoaded
    }

    // MARK: - ViewControllerTransitionCoordinator

    @discardableResult
    func animate(
        alongsideTransition animation: ((any ViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any ViewControllerTransitionCoordinatorContext) -> Void)? = nil
    ) -> Bool {
        guard !ended else { return false }
        if let animation {
            if animationStarted { animation(self) } else { alongside.append(animation) }
        }
        if let completion {
            if completionsRan { completion(self) } else { completions.append(completion) }
        }
        return true
    }

    func notifyWhenInteractionChanges(_ handler: @escaping (any ViewControllerTransitionCoordinatorContext) -> Void) {
        guard !ended, !completionsRan else { return }
        interactionHandlers.append(handler)
    }

    // MARK: - The transition tells

    /// The animator is about to be asked: the alongside blocks run, in order (one added meanwhile
    /// runs at once).
    func animationWillStart() {
        animationStarted = true
        while !alongside.isEmpty { alongside.removeFirst()(self) }
    }

    /// The interaction ended (finished or cancelled) or paused: the handlers run once.
    func interactionDidChange() {
        let handlers = interactionHandlers
        interactionHandlers = []
        for handler in handlers { handler(self) }
    }

    /// The animator ended the transition: the completion blocks run, with ``isCancelled`` final.
    func transitionWillEnd(cancelled: Bool) {
        guard !completionsRan else { return }
        if cancelled { self.cancelled = true }
        if custom?.isInteractive == true {
            custom?.interactionEndedWithTransition()
            interactionDidChange()
        }
        completionsRan = true
        animationStarted = true
        alongside = []
        while !completions.isEmpty { completions.removeFirst()(self) }
    }

    /// The transition ended (after its did-hooks and its completion): an abandoned one runs its
    /// completion blocks now, cancelled; then the custom animator hears `animationEnded`, and the
    /// transactions stop waiting.
    func transitionDidEnd(committed: Bool) {
        transitionWillEnd(cancelled: !committed)
        ended = true
        interactionHandlers = []
        let custom = self.custom
        self.custom = nil
        custom?.transitionDidEnd(committed: committed)
        endTransactions()
    }

    /// The container went away with the transition (`LIFE-1`): its blocks are dropped, as its
    /// completion is; the transactions stop waiting.
    func containerDidGo() {
        ended = true
        completionsRan = true
        alongside = []
        completions = []
        interactionHandlers = []
        custom = nil
        endTransactions()
    }

    private func endTransactions() {
        let groups = transactions
        transactions = []
        for group in groups.reversed() { group.transitionDidEnd() }  // the innermost first
    }
}

extension TransitionContext {
    /// The coordinator of this transition, made on first use; `nil` once it has ended.
    var coordinator: TransitionCoordination? {
        if let coordination { return coordination }
        guard isRunning || isListed else { return nil }
        let made = TransitionCoordination(self)
        coordination = made
        return made
    }

    /// The view the transition takes place in: a composition container's content view, the
    /// presented controller's window for a presentation, else the container's view.
    var containerView: View {
        if presentationStyle != .custom, let window = (to ?? from)?.viewIfLoaded?.window { return window }
        if let container = container as? CompositionController, container.isViewLoaded {
            return container.contentView
        }
        return container?.viewIfLoaded ?? View()
    }

    /// Gets the custom context ready when `animator` runs a custom transition, so that the
    /// coordinator tells the will-hooks whether the transition is interactive.
    func prepare(for animator: TransitionAnimator) {
        let base = (animator as? NonCancellable)?.base ?? animator
        guard let custom = base as? CustomTransitionAnimator, let coordinator else { return }
        coordinator.custom = CustomTransitionContext(
            self, animationController: custom.animationController, interactionController: custom.interactionController)
    }

    /// Hands the started transition to `animator`: the coordinator's alongside blocks run first
    /// (the animation starts).
    func hand(to animator: TransitionAnimator) {
        coordination?.animationWillStart()
        guard isRunning else { return }
        animator.animate(self)
    }
}
