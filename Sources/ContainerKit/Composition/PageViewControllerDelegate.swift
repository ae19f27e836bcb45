/// What a page container tells its delegate about swipes, as UIKit's
/// `UIPageViewControllerDelegate` (`COMP-18`). Both methods do nothing by default.
///
/// Apple documents both for gesture-driven turns only (``PageViewController/simulateSwipe(_:fileID:filePath:line:column:)``
/// in a test), never for ``PageViewController/setViewControllers(_:direction:animated:completion:fileID:filePath:line:column:)``.
/// A swipe from page `A` to page `B`, completed, in a scrolling container in a visible window:
///
/// ```
/// pageViewController(P, willTransitionTo: [B])
/// P.transition(from: A, to: B)
/// B.viewWillAppear
/// A.viewWillDisappear
/// B.viewDidAppear
/// A.viewDidDisappear
/// P.transitionDidEnd(from: A, to: B)
/// pageViewController(P, didFinishAnimating: true, previousViewControllers: [A], transitionCompleted: true)
/// ```
///
/// Cancelled, the end is `P.transitionDidCancel(from: A, to: B)` and `transitionCompleted: false`.
@MainActor
public protocol PageViewControllerDelegate: AnyObject {
    /// A swipe is about to turn to `pendingViewControllers` (before any hook of the turn; Apple:
    /// "called before a gesture-driven transition begins").
    ///
    /// - Parameters:
    ///   - pageViewController: The page container.
    ///   - pendingViewControllers: The page the swipe turns to.
    func pageViewController(
        _ pageViewController: PageViewController, willTransitionTo pendingViewControllers: [ViewController])

    /// A swipe's turn ended: after every did-hook, completed or cancelled.
    ///
    /// - Parameters:
    ///   - pageViewController: The page container.
    ///   - finished: `false` only when the turn was abandoned (`LIFE-4`: a page torn down or
    ///     moved elsewhere during the turn).
    ///   - previousViewControllers: The page on screen before the swipe.
    ///   - completed: `true` when the turn completed, `false` when it was cancelled or abandoned.
    func pageViewController(
        _ pageViewController: PageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [ViewController], transitionCompleted completed: Bool)
}

extension PageViewControllerDelegate {
    /// Does nothing.
    ///
    /// - Parameters:
    ///   - pageViewController: The page container.
    ///   - pendingViewControllers: The page the swipe turns to.
    public func pageViewController(
        _ pageViewController: PageViewController, willTransitionTo pendingViewControllers: [ViewController]
    ) {}

    /// Does nothing.
    ///
    /// - Parameters:
    ///   - pageViewController: The page container.
    ///   - finished: Whether the animation finished.
    ///   - previousViewControllers: The page on screen before the swipe.
    ///   - completed: Whether the turn completed.
    public func pageViewController(
        _ pageViewController: PageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [ViewController], transitionCompleted completed: Bool
    ) {}
}
