/// The coordinator of a size transition (`APP-13`): what ``ViewController/viewWillTransition(to:with:)``
/// and ``ViewController/willTransition(to:with:)`` receive when a window is resized or rotated
/// (``Window/simulateSizeTransition(to:systemTraits:animated:fileID:filePath:line:column:)``).
///
/// A size transition is never interactive and never cancelled. Its phases, in order: the hooks
/// (will-hooks, blocks may be added), the change (new frames, new traits, the layout pass), the
/// blocks "alongside the animation" in the order they were added, the completion blocks in the
/// order they were added; then it has ended, and ``animate(alongsideTransition:completion:)``
/// returns `false` and runs nothing. A block added while the alongside blocks run (from one of
/// them) runs at once, and its completion with the others.
///
/// The context it passes to its blocks is itself. It keeps no controller: ``viewController(forKey:)``
/// and ``view(forKey:)`` answer `nil`, as UIKit's do for a size transition; ``containerView`` is the
/// window.
@MainActor
public final class SizeTransitionCoordinator: ViewControllerTransitionCoordinator {
    private enum Phase { case hooks, alongside, completing, ended }

    /// The window whose size changes.
    public let window: Window
    /// The window's size after the transition.
    public let targetSize: Size
    public let isAnimated: Bool
    /// `.none`: a size transition presents nothing.
    public var presentationStyle: ModalPresentationStyle { .none }
    public var initiallyInteractive: Bool { false }
    public var isInterruptible: Bool { false }
    public var isInteractive: Bool { false }
    public var isCancelled: Bool { false }
    /// 0.4 seconds when animated (a rotation's usual duration), 0 otherwise.
    public var transitionDuration: Double { isAnimated ? 0.4 : 0 }
    /// 0 until the change is made, then 1.
    public var percentComplete: Double { phase == .hooks ? 0 : 1 }
    public var containerView: View { window }

    private var phase = Phase.hooks
    private var alongside: [(any ViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(any ViewControllerTransitionCoordinatorContext) -> Void] = []

    init(window: Window, size: Size, animated: Bool) {
        self.window = window
        targetSize = size
        isAnimated = animated
    }

    /// `nil`: a size transition has no participant controllers.
    ///
    /// - Parameter key: Either key.
    /// - Returns: `nil`.
    public func viewController(forKey key: TransitionContextViewControllerKey) -> ViewController? { nil }

    /// `nil`: a size transition has no participant views.
    ///
    /// - Parameter key: Either key.
    /// - Returns: `nil`.
    public func view(forKey key: TransitionContextViewKey) -> View? { nil }

    @discardableResult
    public func animate(
        alongsideTransition animation: ((any ViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any ViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        switch phase {
        case .ended:
            return false
        case .completing:
            // From a completion block: the animation is over; the completion runs with the others.
            if let completion { completions.append(completion) }
            return true
        case .alongside:
            if let completion { completions.append(completion) }
            animation?(self)  // the animation has started: at once
            return true
        case .hooks:
            if let animation { alongside.append(animation) }
            if let completion { completions.append(completion) }
            return true
        }
    }

    /// Never called: a size transition is never interactive.
    ///
    /// - Parameter handler: Dropped.
    public func notifyWhenInteractionChanges(
        _ handler: @escaping (any ViewControllerTransitionCoordinatorContext) -> Void
    ) {}

    /// Runs the alongside blocks, in the order they were added (the change has been made).
    func runAlongside() {
        phase = .alongside
        var index = 0
        while index < alongside.count {  // a block may add more
            alongside[index](self)
            index += 1
        }
        alongside = []
    }

    /// Runs the completion blocks, in the order they were added; then the transition has ended.
    func complete() {
        phase = .completing
        var index = 0
        while index < completions.count {
            completions[index](self)
            index += 1
        }
        completions = []
        phase = .ended
    }
}
