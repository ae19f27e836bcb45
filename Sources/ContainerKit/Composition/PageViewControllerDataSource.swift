/// Gives a page container the pages around the current one, as UIKit's
/// `UIPageViewControllerDataSource` (`COMP-18`).
///
/// Asked only for swipes (``PageViewController/simulateSwipe(_:fileID:filePath:line:column:)``),
/// as Apple documents ("called in response to gesture-based navigation"). Return `nil` when there
/// is no page in that direction: the swipe does nothing. Returning the current page, or a
/// controller that has another parent, is a misuse: it is reported and nothing changes.
@MainActor
public protocol PageViewControllerDataSource: AnyObject {
    /// The page before `viewController`, or `nil` at the first page.
    ///
    /// - Parameters:
    ///   - pageViewController: The page container.
    ///   - viewController: The page on screen.
    /// - Returns: The previous page, not a child of any controller; or `nil`.
    func pageViewController(
        _ pageViewController: PageViewController, viewControllerBefore viewController: ViewController
    ) -> ViewController?

    /// The page after `viewController`, or `nil` at the last page.
    ///
    /// - Parameters:
    ///   - pageViewController: The page container.
    ///   - viewController: The page on screen.
    /// - Returns: The next page, not a child of any controller; or `nil`.
    func pageViewController(
        _ pageViewController: PageViewController, viewControllerAfter viewController: ViewController
    ) -> ViewController?

    /// The number of pages for a page indicator (scroll style only). Asked after
    /// ``PageViewController/setViewControllers(_:direction:animated:completion:fileID:filePath:line:column:)``,
    /// never after a swipe, as Apple documents.
    ///
    /// - Parameter pageViewController: The page container.
    /// - Returns: The number of pages; the default is 0 (no indicator).
    func presentationCount(for pageViewController: PageViewController) -> Int

    /// The index of the page on screen for a page indicator; asked right after
    /// ``presentationCount(for:)``.
    ///
    /// - Parameter pageViewController: The page container.
    /// - Returns: The index; the default is 0.
    func presentationIndex(for pageViewController: PageViewController) -> Int
}

extension PageViewControllerDataSource {
    /// 0: no page indicator.
    ///
    /// - Parameter pageViewController: The page container.
    /// - Returns: 0.
    public func presentationCount(for pageViewController: PageViewController) -> Int { 0 }

    /// 0.
    ///
    /// - Parameter pageViewController: The page container.
    /// - Returns: 0.
    public func presentationIndex(for pageViewController: PageViewController) -> Int { 0 }
}
