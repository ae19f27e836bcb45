/// What a split container tells its delegate about collapsing and expanding, as UIKit's
/// column-style `UISplitViewControllerDelegate` (`COMP-19`). Every method has a default (the
/// proposal for the questions, nothing for the others).
///
/// Order on a trait change that collapses the split (`S`, primary `P` and secondary on screen):
/// `splitViewController(S, topColumnForCollapsingToProposedTopColumn: .secondary)`,
/// `splitViewController(S, willHide:)` for each column that leaves the screen, the appearance
/// hooks, `splitViewControllerDidCollapse(S)`. On expanding:
/// `splitViewController(S, displayModeForExpandingToProposedDisplayMode:)`,
/// `splitViewController(S, willShow:)` for each column that enters, the hooks,
/// `splitViewControllerDidExpand(S)`. A change requested from one of these waits for the
/// collapse or expansion to end (`REENT-1`).
@MainActor
public protocol SplitViewControllerDelegate: AnyObject {
    /// Asked which column is on top when the split collapses.
    ///
    /// - Parameters:
    ///   - svc: The split.
    ///   - proposedTopColumn: The column the split proposes: ``SplitViewController/Column/secondary``.
    /// - Returns: The column to show; ``SplitViewController/Column/compact`` counts as the proposal.
    func splitViewController(
        _ svc: SplitViewController,
        topColumnForCollapsingToProposedTopColumn proposedTopColumn: SplitViewController.Column
    ) -> SplitViewController.Column

    /// Asked which display mode the split shows when it expands.
    ///
    /// - Parameters:
    ///   - svc: The split.
    ///   - proposedDisplayMode: The preferred display mode, resolved.
    /// - Returns: The display mode to show.
    func splitViewController(
        _ svc: SplitViewController,
        displayModeForExpandingToProposedDisplayMode proposedDisplayMode: SplitViewController.DisplayMode
    ) -> SplitViewController.DisplayMode

    /// The split collapsed (``SplitViewController/isCollapsed`` is `true`), after the hooks.
    ///
    /// - Parameter svc: The split.
    func splitViewControllerDidCollapse(_ svc: SplitViewController)

    /// The split expanded, after the hooks.
    ///
    /// - Parameter svc: The split.
    func splitViewControllerDidExpand(_ svc: SplitViewController)

    /// A column is about to come on screen because the split expands.
    ///
    /// - Parameters:
    ///   - svc: The split.
    ///   - column: The column.
    func splitViewController(_ svc: SplitViewController, willShow column: SplitViewController.Column)

    /// A column is about to leave the screen because the split collapses.
    ///
    /// - Parameters:
    ///   - svc: The split.
    ///   - column: The column.
    func splitViewController(_ svc: SplitViewController, willHide column: SplitViewController.Column)
}

extension SplitViewControllerDelegate {
    /// The proposal.
    ///
    /// - Parameters:
    ///   - svc: The split.
    ///   - proposedTopColumn: The proposed column.
    /// - Returns: `proposedTopColumn`.
    public func splitViewController(
        _ svc: SplitViewController,
        topColumnForCollapsingToProposedTopColumn proposedTopColumn: SplitViewController.Column
    ) -> SplitViewController.Column { proposedTopColumn }

    /// The proposal.
    ///
    /// - Parameters:
    ///   - svc: The split.
    ///   - proposedDisplayMode: The proposed display mode.
    /// - Returns: `proposedDisplayMode`.
    public func splitViewController(
        _ svc: SplitViewController,
        displayModeForExpandingToProposedDisplayMode proposedDisplayMode: SplitViewController.DisplayMode
    ) -> SplitViewController.DisplayMode { proposedDisplayMode }

    /// Does nothing.
    ///
    /// - Parameter svc: The split.
    public func splitViewControllerDidCollapse(_ svc: SplitViewController) {}

    /// Does nothing.
    ///
    /// - Parameter svc: The split.
    public func splitViewControllerDidExpand(_ svc: SplitViewController) {}

    /// Does nothing.
    ///
    /// - Parameters:
    ///   - svc: The split.
    ///   - column: The column.
    public func splitViewController(_ svc: SplitViewController, willShow column: SplitViewController.Column) {}

    /// Does nothing.
    ///
    /// - Parameters:
    ///   - svc: The split.
    ///   - column: The column.
    public func splitViewController(_ svc: SplitViewController, willHide column: SplitViewController.Column) {}
}
