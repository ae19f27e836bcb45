// UIKit's names of the page and split containers (`COMP-18`, `COMP-19`): a port that still
// spells them gets a fix-it to ContainerKit's name.

@available(*, unavailable, renamed: "PageViewController")
public typealias UIPageViewController = PageViewController
@available(*, unavailable, renamed: "PageViewControllerDataSource")
public typealias UIPageViewControllerDataSource = PageViewControllerDataSource
@available(*, unavailable, renamed: "PageViewControllerDelegate")
public typealias UIPageViewControllerDelegate = PageViewControllerDelegate
@available(*, unavailable, renamed: "SplitViewController")
public typealias UISplitViewController = SplitViewController
@available(*, unavailable, renamed: "SplitViewControllerDelegate")
public typealias UISplitViewControllerDelegate = SplitViewControllerDelegate
