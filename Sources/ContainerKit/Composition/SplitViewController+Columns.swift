extension SplitViewController {
    /// Shows a column, as UIKit's `show(_:)` (`COMP-19`).
    ///
    /// Expanded, the split moves to the nearest display mode that shows the column (Apple: "the
    /// closest display mode available ... where the specified column is fully visible"): the
    /// primary column of a split showing the secondary alone brings ``DisplayMode/oneBesideSecondary``
    /// (two columns) or ``DisplayMode/twoBesideSecondary`` (three), the supplementary column
    /// ``DisplayMode/oneBesideSecondary``. Collapsed (**policy**), the column's controller
    /// replaces the one on top, as a push would; with a ``Column/compact`` controller nothing
    /// changes. The columns that enter appear, those that leave disappear; the delegate is not
    /// told (**policy**: it hears the changes the system makes, as Apple documents for
    /// `splitViewController(_:didShow:)`). Queued (`REENT-1`).
    ///
    /// - Parameter column: The column to show; one without a controller changes nothing.
    public final func show(_ column: Column) {
        request({ [unowned self] in "show the \(column) column of \"\(name)\"" }) { [unowned self] in
            if viewController(for: column) != nil, !columnsOnScreen.contains(column) {
                if isCollapsed {
                    if viewController(for: .compact) == nil, column != .compact {
                        switchScreen { [unowned self] in setTop(column) }
                    }
                } else if let mode = mode(showing: column) {
                    switchScreen { [unowned self] in setExpandedMode(mode) }
                }
            }
            queue.operationDidEnd()
        }
    }

    /// Hides a column, as UIKit's `hide(_:)` (`COMP-19`).
    ///
    /// Expanded: hiding the primary column leaves the secondary alone (two columns) or the
    /// supplementary beside it (three); hiding the supplementary column leaves the secondary
    /// alone; the secondary column cannot be hidden. Collapsed (**policy**): hiding the column on
    /// top shows the column before it, as a pop would; the primary column stays. Queued
    /// (`REENT-1`); the delegate is not told.
    ///
    /// - Parameter column: The column to hide.
    public final func hide(_ column: Column) {
        request({ [unowned self] in "hide the \(column) column of \"\(name)\"" }) { [unowned self] in
            if columnsOnScreen.contains(column) {
                if isCollapsed {
                    if let previous = column.previous { switchScreen { [unowned self] in setTop(previous) } }
                } else if let mode = mode(hiding: column) {
                    switchScreen { [unowned self] in setExpandedMode(mode) }
                }
            }
            queue.operationDidEnd()
        }
    }

    private func mode(showing column: Column) -> DisplayMode? {
        switch (column, style) {
        case (.primary, .doubleColumn): .oneBesideSecondary
        case (.primary, .tripleColumn): .twoBesideSecondary
        case (.supplementary, .tripleColumn): .oneBesideSecondary
        default: nil
        }
    }

    private func mode(hiding column: Column) -> DisplayMode? {
        switch (column, style) {
        case (.primary, .doubleColumn): .secondaryOnly
        case (.primary, .tripleColumn): .oneBesideSecondary
        case (.supplementary, .tripleColumn): .secondaryOnly
        default: nil
        }
    }

    /// Shows a controller as the detail, as UIKit's `showDetailViewController(_:sender:)` does in
    /// a column-style split: it becomes the ``Column/secondary`` column's controller
    /// (``setViewController(_:for:fileID:filePath:line:column:)``) and, when collapsed, the column on top (``show(_:)``).
    /// **Policy**: UIKit pushes it on the primary column's navigation stack when collapsed;
    /// ContainerKit shows the secondary column on top instead (see the type's discussion).
    ///
    /// - Parameter viewController: The new detail.
    final func showDetail(_ viewController: ViewController) {
        setViewController(viewController, for: .secondary)
        // A hook of the first step may have torn this container down: the second is not asked
        // for then (it would be refused, MIS-12, for a change the app made; model checker forest
        // 5502373295476964778).
        if isCollapsed, !isTornDown { show(.secondary) }
    }
}

extension SplitViewController.Column {
    /// The column a collapsed split shows when this one is hidden.
    fileprivate var previous: Self? {
        switch self {
        case .secondary: .supplementary
        case .supplementary: .primary
        case .primary, .compact: nil
        }
    }
}
