// UIKit's and Core Animation's names of the custom-transition protocols (`COMP-16`), for code
// ported from UIKit: each tells the compiler what to write instead (the Porting article). They are
// unavailable, so they never compete with the real types where UIKit is imported.

#if !canImport(UIKit)
@available(*, unavailable, renamed: "ViewControllerAnimatedTransitioning")
public typealias UIViewControllerAnimatedTransitioning = ViewControllerAnimatedTransitioning
@available(*, unavailable, renamed: "ViewControllerContextTransitioning")
public typealias UIViewControllerContextTransitioning = ViewControllerContextTransitioning
@available(*, unavailable, renamed: "ViewControllerInteractiveTransitioning")
public typealias UIViewControllerInteractiveTransitioning = ViewControllerInteractiveTransitioning
@available(*, unavailable, renamed: "PercentDrivenInteractiveTransition")
public typealias UIPercentDrivenInteractiveTransition = PercentDrivenInteractiveTransition
@available(*, unavailable, renamed: "ViewControllerTransitioningDelegate")
public typealias UIViewControllerTransitioningDelegate = ViewControllerTransitioningDelegate
@available(*, unavailable, renamed: "ViewControllerTransitionCoordinator")
public typealias UIViewControllerTransitionCoordinator = ViewControllerTransitionCoordinator
@available(*, unavailable, renamed: "ViewControllerTransitionCoordinatorContext")
public typealias UIViewControllerTransitionCoordinatorContext = ViewControllerTransitionCoordinatorContext
@available(*, unavailable, renamed: "TransitionContextViewControllerKey")
public typealias UITransitionContextViewControllerKey = TransitionContextViewControllerKey
@available(*, unavailable, renamed: "TransitionContextViewKey")
public typealias UITransitionContextViewKey = TransitionContextViewKey
@available(
    *, unavailable, renamed: "Transaction",
    message: "headless: the completion block runs once the transitions started inside the transaction end"
)
public typealias CATransaction = Transaction
#endif
