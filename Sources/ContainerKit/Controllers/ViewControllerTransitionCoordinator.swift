/// The key of a participant controller in a transition (UIKit's
/// `UITransitionContextViewControllerKey`): ``from`` leaves, ``to`` comes.
public struct TransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
    /// The key's name, as UIKit spells it.
    public let rawValue: String

    /// Creates a key from its name.
    ///
    /// - Parameter rawValue: The name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The controller that is visible when the transition starts.
    public static let from = TransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewControllerKey")
    /// The controller that is visible when the transition ends.
    public static let to = TransitionContextViewControllerKey(rawValue: "UITransitionContextToViewControllerKey")
}

/// The key of a participant view in a transition (UIKit's `UITransitionContextViewKey`).
public struct TransitionContextViewKey: RawRepresentable, Hashable, Sendable {
    /// The key's name, as UIKit spells it.
    public let rawValue: String

    /// Creates a key from its name.
    ///
    /// - Parameter rawValue: The name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The view of the controller that leaves.
    public static let from = TransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")
    /// The view of the controller that comes.
    public static let to = TransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
}

/// What a transition in progress reports to the blocks of its coordinator (UIKit's
/// `UIViewControllerTransitionCoordinatorContext`, `COMP-16`, `APP-13`).
///
/// ContainerKit draws nothing: the numbers are the ones the transition was started with, and a
/// block "alongside the animation" runs when the transition's animation would start.
@MainActor
public protocol ViewControllerTransitionCoordinatorContext: AnyObject {
    /// Whether the transition is animated.
    var isAnimated: Bool { get }
    /// The presentation style of the transition (`.custom` for a container's own transition, as
    /// UIKit reports it).
    var presentationStyle: ModalPresentationStyle { get }
    /// Whether the transition started interactive.
    var initiallyInteractive: Bool { get }
    /// Whether the transition can be interrupted.
    var isInterruptible: Bool { get }
    /// Whether the transition is driven interactively now.
    var isInteractive: Bool { get }
    /// Whether the transition was cancelled (meaningful once its interaction ended).
    var isCancelled: Bool { get }
    /// The duration of the transition's animation, in seconds.
    var transitionDuration: Double { get }
    /// How far an interactive transition is, from 0 to 1.
    var percentComplete: Double { get }
    /// The view in which the transition takes place.
    var containerView: View { get }

    /// A participant controller.
    ///
    /// - Parameter key: ``TransitionContextViewControllerKey/from`` or
    ///   ``TransitionContextViewControllerKey/to``.
    /// - Returns: The controller, or `nil` when the transition has none for `key`.
    func viewController(forKey key: TransitionContextViewControllerKey) -> ViewController?

    /// A participant view.
    ///
    /// - Parameter key: ``TransitionContextViewKey/from`` or ``TransitionContextViewKey/to``.
    /// - Returns: The view, or `nil` when the transition has none for `key`.
    func view(forKey key: TransitionContextViewKey) -> View?
}

/// The coordinator of a transition in progress (UIKit's `UIViewControllerTransitionCoordinator`,
/// `COMP-16`, `APP-13`): code that runs during the transition (an appearance hook,
/// `viewWillTransition(to:with:)`) adds blocks that run with it and after it.
@MainActor
public protocol ViewControllerTransitionCoordinator: ViewControllerTransitionCoordinatorContext {
    /// Adds blocks to run alongside the transition's animation and after it ends.
    ///
    /// - Parameters:
    ///   - animation: Runs when the transition's animation starts (at once when it already has).
    ///   - completion: Runs once the transition has ended, completed or cancelled.
    /// - Returns: `true` when the blocks were added; `false` when the transition has already ended.
    @discardableResult
    func animate(
        alongsideTransition animation: ((any ViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any ViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool

    /// Adds a block that runs when an interactive transition stops being interactive (the user
    /// lifted the finger: it will now finish or cancel).
    ///
    /// - Parameter handler: Runs once, with the context at that moment.
    func notifyWhenInteractionChanges(_ handler: @escaping (any ViewControllerTransitionCoordinatorContext) -> Void)
}

extension ViewControllerTransitionCoordinator {
    /// Adds a block to run alongside the transition's animation, with no completion block: UIKit's
    /// `animate(alongsideTransition:completion:)` with its `completion` left out (UIKit's Swift
    /// signature gives it a default of `nil`).
    ///
    /// ```swift
    /// transitionCoordinator?.animate(alongsideTransition: { _ in badge.alpha = 0 })
    /// ```
    ///
    /// - Parameter animation: Runs when the transition's animation starts (at once when it already has).
    /// - Returns: `true` when the block was added; `false` when the transition has already ended.
    @discardableResult
    public func animate(
        alongsideTransition animation: ((any ViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }
}
