/// Tabs: one child on screen at a time, the others kept as children with their views loaded
/// once and out of the window (`COMP-9`).
///
/// ``ViewController/children`` equals ``viewControllers`` whenever no change runs. A tab's view
/// loads the first time the tab is selected while the container's view is loaded. Switching is
/// not animated, and follows UIKit's tab-switch order (in a visible window, from `A` to `B`):
///
/// `T.transition(from: A, to: B)`, `B.loadView`, `B.viewDidLoad` (the first time), *B's view
/// enters*, `B.viewWillAppear`, `A.viewWillDisappear`, *A's view leaves*, `A.viewDidDisappear`,
/// `B.viewDidAppear`, `T.transitionDidEnd(from: A, to: B)`.
///
/// Off a visible window the same switch has no appearance hooks. Requests wait for the running
/// one (`REENT-1`).
@MainActor
open class TabBarController: CompositionController {
    /// The tabs, in order: the children (`COMP-12`), or `nil` when there are none.
    ///
    /// UIKit's type, `[UIViewController]?`, whose default is `nil` (Apple's documentation of
    /// `UITabBarController.viewControllers`): `nil` exactly when the container has no tab, so
    /// `viewControllers?[index]` and `viewControllers ?? []` port as written. Setting `nil`
    /// removes every tab, as setting `[]` does (Apple: the tab bar controller removes all of the
    /// old view controllers before installing the new ones). **Policy:** after every tab is
    /// removed the property answers `nil` again, not `[]`, because it is read from the tree.
    ///
    /// Read from ``ViewController/children``, never stored beside them: a tab torn down, moved to
    /// another parent (added to another tab controller, pushed elsewhere) or removed with
    /// `removeChild` leaves the tabs at once, and a child added with `addChild` is a tab
    /// (**policy**: the tabs follow the tree). While a change runs, the tabs it adds join at its
    /// commit. Setting it is ``setViewControllers(_:selectedIndex:completion:fileID:filePath:line:column:)``
    /// (`nil` as `[]`).
    ///
    /// - Complexity: O(*n*) in the children.
    public final var viewControllers: [ViewController]? {
        get {
            let tabs = self.tabs
            return tabs.isEmpty ? nil : tabs
        }
        set { setViewControllers(newValue ?? []) }
    }

    /// The tabs, in order (empty when there are none): the children, as ``viewControllers``.
    var tabs: [ViewController] { committedChildren }

    /// Told about the user's taps (``simulateTap(on:fileID:filePath:line:column:)``), never about
    /// selections your code makes (`COMP-17`); held weakly, as in UIKit.
    public final weak var delegate: (any TabBarControllerDelegate)?

    /// The selected tab, as a mark on the child: it counts only while that child is a tab of this
    /// container, so it cannot name a controller that left.
    private weak var selection: ViewController?

    /// The selected tab: the one last selected while it is still a tab, otherwise the first tab;
    /// `nil` exactly when there are no tabs (`COMP-12`).
    ///
    /// Setting it is ``selectTab(_:completion:fileID:filePath:line:column:)``: a controller that is not a tab (or `nil`) is
    /// refused with a report and changes nothing.
    public final var selectedViewController: ViewController? {
        get {
            let tabs = self.tabs
            if let selection, selection.parent === self, tabs.containsIdentical(selection) {
                return selection
            }
            return tabs.first
        }
        set {
            guard let newValue else { return reportNoTab(nil) }
            selectTab(newValue)
        }
    }

    /// The selected tab's index in ``viewControllers``, as UIKit's `Int`: `Int.max` (Foundation's
    /// `NSNotFound` on 64-bit platforms) when there are no tabs.
    ///
    /// Setting it is ``selectTab(at:completion:fileID:filePath:line:column:)``: an index that is not a
    /// tab's is refused with a report (``MisuseError/Reason/noTab(tabBar:index:)``) and changes
    /// nothing.
    ///
    /// - Complexity: O(*n*) in the tabs.
    public final var selectedIndex: Int {
        get {
            guard let selected = selectedViewController, let index = tabs.firstIndex(ofIdentical: selected) else {
                return Int.max
            }
            return index
        }
        set { selectTab(at: newValue) }
    }

    /// Creates a container with no tabs.
    ///
    /// - Parameter name: The name used in traces and dumps; `nil` uses the type's name.
    public required init(name: String? = nil) {
        super.init(name: name)
    }

    /// Creates a container with these tabs, the first one selected (containment only; the
    /// selected tab's view is placed when the container's view loads).
    ///
    /// - Parameters:
    ///   - viewControllers: The tabs.
    ///   - name: The name used in traces and dumps; `nil` uses the type's name.
    ///   - fileID: The caller's `#fileID`, where a misuse is reported (``CallSite``); leave the default.
    ///   - filePath: The caller's `#filePath`; leave the default.
    ///   - line: The caller's `#line`; leave the default.
    ///   - column: The caller's `#column`; leave the default.
    public convenience init(
        viewControllers: [ViewController], name: String? = nil, fileID: StaticString = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let outermost = Engine.enter(#function, fileID, filePath, line, column)
        defer { Engine.leave(outermost) }
        self.init(name: name)
        setViewControllers(viewControllers)
    }

    /// Selects a tab (`COMP-9`).
    ///
    /// - Parameters:
    ///   - index: The tab's index when the request runs; an invalid one is reported and changes
    ///     nothing.
    ///   - completion: Called after every did-hook; `false` when the tab already was selected.
    ///   - fileID: The caller's `#fileID`, where a misuse is reported (``CallSite``); leave the default.
    ///   - filePath: The caller's `#filePath`; leave the default.
    ///   - line: The caller's `#line`; leave the default.
    ///   - column: The caller's `#column`; leave the default.
    /// - Complexity: O(1) plus the hooks of the two tabs' subtrees.
    public final func selectTab(
        at index: Int, completion: ((Bool) -> Void)? = nil, fileID: StaticString = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let outermost = Engine.enter(#function, fileID, filePath, line, column)
        defer { Engine.leave(outermost) }
        request({ [unowned self] in "select tab \(index) of \"\(name)\"" }) { [unowned self] in
            let tabs = self.tabs
            guard tabs.indices.contains(index) else {
                reportNoTab(index)
                return queue.operationDidEnd()
            }
            perform(tabs, selecting: index, completion: completion)
        }
    }

    /// Selects the tab of a controller (`COMP-9`).
    ///
    /// - Parameters:
    ///   - controller: One of the tabs when the request runs; another one is reported.
    ///   - completion: Called after every did-hook; `false` when the tab already was selected.
    ///   - fileID: The caller's `#fileID`, where a misuse is reported (``CallSite``); leave the default.
    ///   - filePath: The caller's `#filePath`; leave the default.
    ///   - line: The caller's `#line`; leave the default.
    ///   - column: The caller's `#column`; leave the default.
    public final func selectTab(
        _ controller: ViewController, completion: ((Bool) -> Void)? = nil, fileID: StaticString = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let outermost = Engine.enter(#function, fileID, filePath, line, column)
        defer { Engine.leave(outermost) }
        request({ [unowned self] in "select \"\(controller.name)\" in \"\(name)\"" }) { [unowned self] in
            let tabs = self.tabs
            guard let index = tabs.firstIndex(ofIdentical: controller) else {
                Composition.report(
                    self,
                    MisuseError(.notATab(controller: controller.name, tabBar: name, tapped: false)))
                return queue.operationDidEnd()
            }
            perform(tabs, selecting: index, completion: completion)
        }
    }

    /// Replaces the tabs.
    ///
    /// New tabs join quietly (`willMove(toParent: T)`, `didMove(toParent: T)`, no view), removed
    /// ones leave quietly (`VC-3`) and are released unless held elsewhere. When the selected tab
    /// changes, the switch has the order of a tab switch and the leaving tab leaves after it.
    ///
    /// - Parameters:
    ///   - viewControllers: The new tabs; a controller twice is reported and changes nothing.
    ///   - selectedIndex: The tab to select; `nil` keeps the selected controller when it stays,
    ///     else selects the first tab. An index outside `viewControllers` is refused and reported
    ///     (`ARG`), and nothing changes.
    ///   - completion: Called after every did-hook.
    ///   - fileID: The caller's `#fileID`, where a misuse is reported (``CallSite``); leave the default.
    ///   - filePath: The caller's `#filePath`; leave the default.
    ///   - line: The caller's `#line`; leave the default.
    ///   - column: The caller's `#column`; leave the default.
    /// - Complexity: O(*n*²) in the tabs, plus the hooks.
    public final func setViewControllers(
        _ viewControllers: [ViewController], selectedIndex: Int? = nil,
        completion: ((Bool) -> Void)? = nil, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        let outermost = Engine.enter(#function, fileID, filePath, line, column)
        defer { Engine.leave(outermost) }
        request({ [unowned self] in "set the tabs of \"\(name)\"" }) { [unowned self] in
            for (index, controller) in viewControllers.enumerated()
            where viewControllers[..<index].containsIdentical(controller) {
                Composition.report(
                    self,
                    MisuseError(.duplicateTab(controller: controller.name, tabBar: name)))
                return queue.operationDidEnd()
            }
            if let selectedIndex, !viewControllers.indices.contains(selectedIndex) {
                Composition.report(self, MisuseError(.noTab(tabBar: name, index: selectedIndex)))
                return queue.operationDidEnd()
            }
            for controller in viewControllers where !tabs.containsIdentical(controller) {
                if let refusal = Composition.refusalToAdopt(controller, by: self) {
                    Composition.report(self, refusal)
                    return queue.operationDidEnd()
                }
            }
            if let refusal = Composition.refusalToRelease(
                leaving: tabs, keeping: viewControllers, by: self)
            {
                Composition.report(self, refusal)
                return queue.operationDidEnd()
            }
            let selection =
                selectedIndex.flatMap { viewControllers.indices.contains($0) ? $0 : nil }
                ?? selectedViewController.flatMap { old in viewControllers.firstIndex(ofIdentical: old) }
                ?? (viewControllers.isEmpty ? nil : 0)
            perform(viewControllers, selecting: selection, completion: completion)
        }
    }

    private func perform(_ tabs: [ViewController], selecting index: Int?, completion: ((Bool) -> Void)?) {
        let old = self.tabs
        if tabs.contains(where: { tab in Composition.mustWaitToAdopt(tab) && !old.containsIdentical(tab) }) {
            return queue.restartWhenFree()
        }
        let outgoing = selectedViewController, incoming = index.map { tabs[$0] }
        let leaving = old.filter { controller in !tabs.containsIdentical(controller) }
        let joining = tabs.filter { controller in !old.containsIdentical(controller) }
        if outgoing === incoming {
            for child in joining { Composition.addChildQuietly(child, to: self) }
            for child in leaving { Composition.removeChildQuietly(child, from: self) }
            let changed = !joining.isEmpty || !leaving.isEmpty || old.count != tabs.count
            selection = incoming
            commitOrder(tabs)
            return endOperation(completion, finished: changed)
        }
        var plan = plan(from: outgoing, to: incoming, style: .over, animated: false)
        plan.incomingWillFirst = true
        plan.incomingJoins = incoming.map { tab in joining.containsIdentical(tab) } ?? false
        plan.outgoingLeaves = outgoing.map { tab in leaving.containsIdentical(tab) } ?? false
        plan.quietlyJoining = joining.filter { $0 !== incoming }
        plan.quietlyLeaving = leaving.filter { $0 !== outgoing }
        plan.containmentOrder = .uikit  // COMP-13: UIKit's containers keep UIKit's order
        plan.finalOrder = tabs
        // COMP-16: the delegate's animation controller, asked before any hook, animates the switch.
        var custom: TransitionAnimator?
        if plan.contentView != nil, let delegate, let from = outgoing, let to = incoming {
            let before = children
            custom = customAnimator(delegate, from: from, to: to)
            // REENT-1 (policy, as for a navigation delegate): a delegate that changed the children
            // itself drops the switch; its completion gets `false`.
            if isTornDown || children.count != before.count || zip(children, before).contains(where: { $0 !== $1 }) {
                return endOperation(completion, finished: false)
            }
            if custom != nil { plan.isAnimated = true }
        }
        run(plan, animator: custom, completion: completion)
    }

    /// The selection moves to the incoming tab with the commit.
    override func transitionDidCommit(_ plan: ChildTransition.Plan) {
        selection = plan.incoming
        super.transitionDidCommit(plan)
    }

    private func reportNoTab(_ index: Int?) {
        Composition.report(self, MisuseError(.noTab(tabBar: name, index: index)))
    }

    override var visibleChild: ViewController? { selectedViewController }

    override func compositionDumpNote(naming name: (ViewController) -> String) -> String {
        let selected = selectedIndex  // Int.max with no tabs: no tab is marked
        return "tabs ["
            + tabs.enumerated().map { index, tab in
                (index == selected ? "*" : "") + name(tab)
            }.joined(separator: ", ") + "]"
    }
}
