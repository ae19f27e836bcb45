/// Columns side by side when there is room, one column when there is not, as UIKit's column-style
/// `UISplitViewController` (iOS 14 and later) (`COMP-19`).
///
/// Each column holds one child (``setViewController(_:for:fileID:filePath:line:column:)``); ``ViewController/children`` are
/// the columns' controllers, in column order, whenever no change runs (`COMP-12`), and a column is
/// a mark on its child, never a second list. The split is **expanded** while its horizontal size
/// class is not compact: the columns of its ``displayMode`` are on screen together (their views
/// in the split's view) and appear and disappear with it. It is **collapsed**
/// (``isCollapsed``) while the size class is compact: one column is on screen, the
/// ``Column/compact`` column's controller when there is one, otherwise the column on top (the
/// ``Column/secondary`` column unless the delegate or ``show(_:)`` chose another).
///
/// A change of the size class (the window's ``Window/systemTraits``, or ``ViewController/traitOverrides``
/// above the split) collapses or expands the split in one operation, queued after the trait change,
/// with the delegate around it (``SplitViewControllerDelegate``). Collapsing from the primary and
/// secondary columns on screen, in a visible window:
///
/// ```
/// splitViewController(S, topColumnForCollapsingToProposedTopColumn: secondary) -> secondary
/// splitViewController(S, willHide: primary)
/// P.viewWillDisappear
/// P.viewDidDisappear
/// splitViewControllerDidCollapse(S)
/// ```
///
/// Expanding back: `displayModeForExpandingToProposedDisplayMode`, `willShow: primary`,
/// `P.viewWillAppear`, `P.viewDidAppear`, `splitViewControllerDidExpand(S)`. Every change of what
/// is on screen holds its columns as the other containers' transitions do (`LIFE-4`) and runs
/// no animation.
///
/// **Policy** where UIKit is silent or does more than ContainerKit can show (the PageAndSplit
/// article has the list): ContainerKit does not wrap a column's controller in a navigation
/// controller, and a collapsed split does not move the secondary column's controllers onto the
/// primary column's navigation stack: the column on top is shown alone, as the screen shows it;
/// ``show(_:)`` and ``hide(_:)`` move between the columns of a collapsed split as a push and a pop
/// would. A split starts expanded and collapses when it first meets a compact size class.
@MainActor
open class SplitViewController: CompositionController {
    /// How many columns the split has, as UIKit's `UISplitViewController.Style`.
    public enum Style: Sendable, Hashable {
        /// Primary and secondary.
        case doubleColumn
        /// Primary, supplementary and secondary.
        case tripleColumn
    }

    /// A column, as UIKit's `UISplitViewController.Column`.
    public enum Column: Int, Sendable, Hashable, CaseIterable, CustomStringConvertible {
        /// The leading column (a sidebar, a list).
        case primary
        /// The middle column of a triple-column split.
        case supplementary
        /// The detail column.
        case secondary
        /// The controller shown alone while the split is collapsed, when set.
        case compact

        public var description: String {
            switch self {
            case .primary: "primary"
            case .supplementary: "supplementary"
            case .secondary: "secondary"
            case .compact: "compact"
            }
        }
    }

    /// Which columns an expanded split shows, as UIKit's `UISplitViewController.DisplayMode`.
    public enum DisplayMode: Sendable, Hashable, CustomStringConvertible {
        /// The split decides: ``oneBesideSecondary`` for two columns, ``twoBesideSecondary`` for
        /// three (**policy**: the choice of a wide screen; ContainerKit does not measure).
        case automatic
        /// The secondary column alone.
        case secondaryOnly
        /// One column (the primary, or in a triple-column split the supplementary) beside the
        /// secondary.
        case oneBesideSecondary
        /// One column over the secondary (both on screen).
        case oneOverSecondary
        /// The primary and supplementary columns beside the secondary.
        case twoBesideSecondary
        /// The primary and supplementary columns over the secondary.
        case twoOverSecondary
        /// The primary and supplementary columns pushing the secondary aside.
        case twoDisplaceSecondary

        public var description: String {
            switch self {
            case .automatic: "automatic"
            case .secondaryOnly: "secondaryOnly"
            case .oneBesideSecondary: "oneBesideSecondary"
            case .oneOverSecondary: "oneOverSecondary"
            case .twoBesideSecondary: "twoBesideSecondary"
            case .twoOverSecondary: "twoOverSecondary"
            case .twoDisplaceSecondary: "twoDisplaceSecondary"
            }
        }
    }

    /// How many columns the split has.
    public final let style: Style

    /// Told about collapsing and expanding (`COMP-19`); held weakly, as in UIKit.
    public final weak var delegate: (any SplitViewControllerDelegate)?

    /// Whether one column is shown alone (the horizontal size class is compact).
    public final private(set) var isCollapsed = false

    /// The column on top while collapsed, as chosen at the collapse (the delegate's answer) or by
    /// ``show(_:)``/``hide(_:)`` since; it counts only while its column has a controller.
    private var collapsedTop: Column = .secondary

    /// The display mode an expanded split shows; never ``DisplayMode/automatic``.
    private var expandedMode: DisplayMode

    /// The display mode you prefer; ``DisplayMode/automatic`` lets the split choose. Setting it
    /// changes the columns on screen of an expanded split (queued, `REENT-1`); a collapsed split
    /// uses it when it expands.
    public final var preferredDisplayMode: DisplayMode = .automatic {
        didSet {
            let mode = resolved(preferredDisplayMode)
            request({ [unowned self] in "change the display mode of \"\(name)\"" }) { [unowned self] in
                if isCollapsed || expandedMode == mode { return queue.operationDidEnd() }
                switchScreen { [unowned self] in expandedMode = mode }
                queue.operationDidEnd()
            }
        }
    }

    /// The display mode of the expanded split: the columns it shows, or will show when it expands.
    public final var displayMode: DisplayMode { expandedMode }

    /// Creates a split with UIKit's defaults for ``Style/doubleColumn`` (**policy**: UIKit's
    /// `UISplitViewController()` makes a classic split, which ContainerKit does not model).
    ///
    /// - Parameter name: The name used in traces and dumps; `nil` uses the type's name.
    public required init(name: String? = nil) {
        style = .doubleColumn
        expandedMode = .oneBesideSecondary
        super.init(name: name)
    }

    /// Creates a split with no column set.
    ///
    /// - Parameters:
    ///   - style: Two or three columns.
    ///   - name: The name used in traces and dumps; `nil` uses the type's name.
    public init(style: Style, name: String? = nil) {
        self.style = style
        expandedMode = style == .doubleColumn ? .oneBesideSecondary : .twoBesideSecondary
        super.init(name: name)
    }

    // MARK: - Columns

    /// The controller of a column, as UIKit's `viewController(for:)`: the controller you set, or
    /// `nil`. Read from the children (`COMP-12`): a column's controller that was torn down or moved
    /// to another parent has left the column.
    ///
    /// - Parameter column: The column.
    /// - Returns: Its controller, or `nil`.
    /// - Complexity: O(*n*) in the children (at most four).
    public final func viewController(for column: Column) -> ViewController? {
        children.first { $0.compositionValue(by: self, as: Column.self) == column }
    }

    /// The controllers of the split as UIKit's `viewControllers`: expanded, the primary, the
    /// supplementary (three columns) and the secondary that are set; collapsed, the compact column's
    /// controller when set, otherwise the primary's.
    ///
    /// Setting it fills the columns in order, as UIKit's setter does: the first controller is the
    /// primary column's, then the supplementary's (three columns), then the secondary's; a column
    /// past the end of the array is emptied (`COMP-19`). Each column changes as
    /// ``setViewController(_:for:fileID:filePath:line:column:)`` changes it, queued in column order
    /// (`REENT-1`); a controller that moves to another column of this split leaves its old column
    /// first. More controllers than columns is reported and changes nothing. Apple recommends
    /// `setViewController(_:for:)` for a column-style split; the setter is there for code written
    /// for the classic split, such as coordinator libraries.
    ///
    /// - Complexity: O(*n*) in the children.
    public final var viewControllers: [ViewController] {
        get {
            if isCollapsed {
                return [viewController(for: .compact) ?? viewController(for: .primary)].compactMap { $0 }
            }
            return orderedColumns.compactMap { viewController(for: $0) }
        }
        set {
            let columns = orderedColumns
            guard newValue.count <= columns.count else {
                return Composition.report(
                    self, MisuseError(.tooManyColumns(split: name, columns: columns.count, controllers: newValue.count))
                )
            }
            // A controller moving to another column leaves its old column first, so that no
            // column is refused for holding it twice.
            for (index, column) in columns.enumerated() {
                guard let current = viewController(for: column) else { continue }
                if let target = newValue.firstIndex(ofIdentical: current), target != index {
                    setViewController(nil, for: column)
                }
            }
            for (index, column) in columns.enumerated() {
                setViewController(index < newValue.count ? newValue[index] : nil, for: column)
            }
        }
    }

    /// The columns of the split's style, in order: primary, supplementary (three columns), secondary.
    private var orderedColumns: [Column] {
        style == .doubleColumn ? [.primary, .secondary] : [.primary, .supplementary, .secondary]
    }

    /// Puts a controller in a column, as UIKit's `setViewController(_:for:)` (`COMP-19`).
    ///
    /// The column's previous controller leaves (`VC-3`) and is released unless held elsewhere;
    /// the new one joins. When the column is on screen, the change has a child transition's
    /// trace (`S.transition(from: old, to: new)`, `old.willMove(toParent: nil)`,
    /// `new.willMove(toParent: S)`, the loading, `old.viewWillDisappear`, `new.viewWillAppear`,
    /// `old.viewDidDisappear`, `new.viewDidAppear`, `old.didMove(toParent: nil)`,
    /// `new.didMove(toParent: S)`, `S.transitionDidEnd(...)`); off screen it joins and leaves
    /// quietly. Queued behind a running change (`REENT-1`).
    ///
    /// - Parameters:
    ///   - viewController: The controller, or `nil` to empty the column. A controller already in
    ///     another column of this split, or one `addChild` would refuse, is reported and changes
    ///     nothing. The ``Column/supplementary`` column of a double-column split is refused too.
    ///   - column: The column.
    ///   - fileID: The caller's `#fileID`, where a misuse is reported (``CallSite``); leave the default.
    ///   - filePath: The caller's `#filePath`; leave the default.
    ///   - line: The caller's `#line`; leave the default.
    ///   - sourceColumn: The caller's `#column`; leave the default.
    public final func setViewController(
        _ viewController: ViewController?, for column: Column, fileID: StaticString = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column sourceColumn: UInt = #column
    ) {
        let outermost = Engine.enter(#function, fileID, filePath, line, sourceColumn)
        defer { Engine.leave(outermost) }
        request({ [unowned self] in "set the \(column) column of \"\(name)\"" }) { [unowned self] in
            install(viewController, in: column)
        }
    }

    private func install(_ new: ViewController?, in column: Column) {
        let old = viewController(for: column)
        if old === new { return queue.operationDidEnd() }
        if let refusal = refusal(toInstall: new, in: column, replacing: old) {
            Composition.report(self, refusal)
            return queue.operationDidEnd()
        }
        if let new, Composition.mustWaitToAdopt(new) { return queue.restartWhenFree() }
        var order = Column.allCases.compactMap { $0 == column ? new : viewController(for: $0) }
        // On screen: a column of the expanded display mode (empty or not), or the collapsed column
        // on top.
        let shown = isCollapsed ? columnsOnScreen.contains(column) : columns(for: expandedMode).contains(column)
        if isViewLoaded, shown {
            var plan = plan(from: old, to: new, style: .over, animated: false)
            plan.incomingJoins = new != nil
            plan.outgoingLeaves = old != nil
            plan.containmentOrder = .uikit  // COMP-13: UIKit's containers keep UIKit's order
            plan.incomingNote = column
            plan.finalOrder = order
            return run(plan, completion: nil)
        }
        if let old { Composition.removeChildQuietly(old, from: self) }
        if let new {
            Composition.addChildQuietly(new, to: self)
            if new.parent === self { new.setCompositionValue(column, by: self) }
        }
        order.removeAll { $0.parent !== self }
        commitOrder(order)
        // A collapsed split may now show another column (a new compact or top controller): the
        // screen follows, holding the children as a transition does.
        if !isTornDown, isViewLoaded { switchScreen {} }
        queue.operationDidEnd()
    }

    private func refusal(
        toInstall new: ViewController?, in column: Column, replacing old: ViewController?
    ) -> MisuseError? {
        if column == .supplementary, style == .doubleColumn {
            return MisuseError(.noSupplementaryColumn(split: name))
        }
        if let new, new.parent === self, let other = new.compositionValue(by: self, as: Column.self) {
            return MisuseError(.alreadyAColumn(controller: new.name, column: "\(other)", split: name))
        }
        if let new, let refusal = Composition.refusalToAdopt(new, by: self) { return refusal }
        if let old { return Composition.refusalToRelease(old, by: self) }
        return nil
    }

    // MARK: - What is on screen

    /// The columns on screen (those with a controller), in column order.
    final var columnsOnScreen: [Column] {
        if isCollapsed {
            if viewController(for: .compact) != nil { return [.compact] }
            return effectiveTop.map { [$0] } ?? []
        }
        return columns(for: expandedMode).filter { viewController(for: $0) != nil }
    }

    /// The column on top of a collapsed split: ``collapsedTop`` or, when it has no controller, the
    /// nearest column before it that has one.
    private var effectiveTop: Column? {
        let order: [Column] = [.primary, .supplementary, .secondary]
        guard let index = order.firstIndex(of: collapsedTop) else { return nil }
        return order[...index].last { viewController(for: $0) != nil }
    }

    /// The columns a display mode shows, in column order.
    private func columns(for mode: DisplayMode) -> [Column] {
        switch (resolved(mode), style) {
        case (.secondaryOnly, _): [.secondary]
        case (.oneBesideSecondary, .doubleColumn), (.oneOverSecondary, .doubleColumn): [.primary, .secondary]
        case (.oneBesideSecondary, .tripleColumn), (.oneOverSecondary, .tripleColumn): [.supplementary, .secondary]
        case (_, .doubleColumn): [.primary, .secondary]
        case (_, .tripleColumn): [.primary, .supplementary, .secondary]
        }
    }

    private func resolved(_ mode: DisplayMode) -> DisplayMode {
        guard mode == .automatic else { return mode }
        return style == .doubleColumn ? .oneBesideSecondary : .twoBesideSecondary
    }

    override func isVisibleChild(_ child: ViewController) -> Bool {
        guard let column = child.compositionValue(by: self, as: Column.self) else { return false }
        return columnsOnScreen.contains(column)
    }

    override func placeVisibleChildren(in content: View) {
        for column in columnsOnScreen {
            guard let child = viewController(for: column) else { continue }
            let view: View = child.view  // loading it may run hooks that change what is on show
            guard child.parent === self, isVisibleChild(child) else { continue }
            Composition.place(view, in: content)
            forwardAppearanceAfterDeferredLoad(to: child)
        }
    }

    override func placeVisibleViews(in content: View) {
        for column in columnsOnScreen {
            if let child = viewController(for: column), child.parent === self {
                Composition.place(child.view, in: content)
            }
        }
    }

    /// Changes what is on screen: `change` updates the split's state, then the columns follow it
    /// (their views enter and leave, every will-hook, every did-hook), holding the split's children
    /// as a transition does (`LIFE-4`): a child torn down or moved away from a hook ends the hold,
    /// and the split follows what is left. Run inside an operation of the queue.
    final func switchScreen(_ change: @escaping @MainActor () -> Void) {
        let context = TransitionContext(
            container: self, from: nil, to: nil, style: .over, isAnimated: false, isCancellable: false,
            involving: children
        ) { [unowned self] action in
            guard action == .commit else { return }
            change()
            followTree()
        }
        context.complete()
        if context.isAbandoned, !isTornDown { followTree() }
    }

    // MARK: - Collapsing and expanding

    /// Collapses or expands when the horizontal size class changes (`COMP-19`, `TRAIT-1`); the
    /// change waits for the trait update to finish (`REENT-1`). Overrides must call `super`.
    ///
    /// - Parameter previousTraitCollection: The traits before the change.
    open override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        guard (traitCollection.horizontalSizeClass == .compact) != isCollapsed else { return }
        request({ [unowned self] in "collapse or expand \"\(name)\"" }) { [unowned self] in
            let compact = traitCollection.horizontalSizeClass == .compact
            if compact != isCollapsed { compact ? collapse() : expand() }
            queue.operationDidEnd()
        }
    }

    private func collapse() {
        let before = columnsOnScreen
        let top =
            delegate?.splitViewController(self, topColumnForCollapsingToProposedTopColumn: .secondary) ?? .secondary
        guard !isTornDown, !isCollapsed else { return }
        let after = viewController(for: .compact) != nil ? [Column.compact] : [top]
        for column in before where column != .compact && !after.contains(column) {
            delegate?.splitViewController(self, willHide: column)
        }
        guard !isTornDown, !isCollapsed else { return }
        switchScreen { [unowned self] in
            isCollapsed = true
            collapsedTop = top == .compact ? .secondary : top
        }
        guard !isTornDown else { return }
        delegate?.splitViewControllerDidCollapse(self)
    }

    private func expand() {
        let before = columnsOnScreen
        let proposed = resolved(preferredDisplayMode)
        let chosen =
            delegate?.splitViewController(self, displayModeForExpandingToProposedDisplayMode: proposed) ?? proposed
        guard !isTornDown, isCollapsed else { return }
        let mode = resolved(chosen)
        for column in columns(for: mode) where viewController(for: column) != nil && !before.contains(column) {
            delegate?.splitViewController(self, willShow: column)
        }
        guard !isTornDown, isCollapsed else { return }
        switchScreen { [unowned self] in
            isCollapsed = false
            expandedMode = mode
        }
        guard !isTornDown else { return }
        delegate?.splitViewControllerDidExpand(self)
    }

    /// A collapsed split's column on top becomes `column` (inside ``switchScreen(_:)``); going
    /// back from the secondary column of a triple-column split with no supplementary controller
    /// lands on the primary (``effectiveTop``).
    final func setTop(_ column: Column) { collapsedTop = column }

    /// An expanded split shows `mode` (inside ``switchScreen(_:)``).
    final func setExpandedMode(_ mode: DisplayMode) { expandedMode = mode }

    override func compositionDumpNote(naming name: (ViewController) -> String) -> String {
        let columns = Column.allCases.compactMap { column in
            viewController(for: column).map { "\(column): \(name($0))" }
        }
        return (isCollapsed ? "collapsed" : "expanded \(expandedMode)") + " [" + columns.joined(separator: ", ") + "]"
    }
}
