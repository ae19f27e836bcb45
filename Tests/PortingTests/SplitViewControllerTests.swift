import ContainerKit
import ContainerKitTesting
import XCTest

// Split containers, column style (COMP-19), from a user's package (`import ContainerKit`, no
// `@testable`).
//
// Sources:
// - Collapsed exactly while the horizontal size class is compact, expanded otherwise; a split
//   starts expanded and collapses when it meets a compact size class:
//   http://commandshift.co.uk/blog/2016/04/11/understanding-split-view-controller/ (the table of
//   size classes and `collapsed`; "when a split view controller is born, it assumes it is in a
//   non-collapsed state").
// - The delegate's questions and notifications: Apple's documentation of
//   UISplitViewControllerDelegate (column style): topColumnForCollapsingToProposedTopColumn ("asks
//   the delegate to provide the column to display after the split view interface collapses"),
//   splitViewControllerDidCollapse ("called after its interface has collapsed, meaning that
//   isCollapsed is true"), https://developer.apple.com/documentation/uikit/uisplitviewcontrollerdelegate;
//   splitViewController(_:didShow:) is called for columns the system shows ("for example, when a
//   person rotates the device"), not for your own calls.
// - viewControllers: expanded, the primary, supplementary and secondary; collapsed, the compact
//   column's controller or else the primary (Apple, UISplitViewController.viewControllers).
// - show(_:): "transitions to the closest display mode ... where the specified column is fully
//   visible" (Apple, UISplitViewController.show(_:)).
// Where UIKit is silent (the order of willHide/willShow against the hooks, the collapsed column on
// top shown alone, show/hide of a collapsed split, no navigation wrapper) the PageAndSplit
// article states the policy (COMP-19).
final class SplitViewControllerTests: XCTestCase {
    @MainActor private func lines(_ recorder: TraceRecorder) -> [String] {
        recorder.lines(
            hooks: LifecycleEvent.Hook.appearance.union(LifecycleEvent.Hook.containment).union([
                .loadView, .viewDidLoad, .transition, .transitionDidEnd, .mark,
            ]))
    }

    @MainActor final class Delegate: SplitViewControllerDelegate {
        let recorder: TraceRecorder
        var top: SplitViewController.Column?
        var mode: SplitViewController.DisplayMode?
        var onWillHide: (() -> Void)?
        var onTopColumn: (() -> Void)?
        var onDidCollapse: (() -> Void)?
        var onDisplayMode: (() -> Void)?
        var onDidExpand: (() -> Void)?
        init(_ recorder: TraceRecorder) { self.recorder = recorder }
        func splitViewController(
            _ svc: SplitViewController,
            topColumnForCollapsingToProposedTopColumn proposedTopColumn: SplitViewController.Column
        ) -> SplitViewController.Column {
            recorder.mark("topColumnForCollapsing(proposed: \(proposedTopColumn))")
            if let hook = onTopColumn { onTopColumn = nil; hook() }
            return top ?? proposedTopColumn
        }
        func splitViewController(
            _ svc: SplitViewController,
            displayModeForExpandingToProposedDisplayMode proposedDisplayMode: SplitViewController.DisplayMode
        ) -> SplitViewController.DisplayMode {
            recorder.mark("displayModeForExpanding(proposed: \(proposedDisplayMode))")
            if let hook = onDisplayMode { onDisplayMode = nil; hook() }
            return mode ?? proposedDisplayMode
        }
        func splitViewControllerDidCollapse(_ svc: SplitViewController) {
            recorder.mark("didCollapse(\(svc.isCollapsed))")
            if let hook = onDidCollapse { onDidCollapse = nil; hook() }
        }
        func splitViewControllerDidExpand(_ svc: SplitViewController) {
            recorder.mark("didExpand(\(svc.isCollapsed))")
            if let hook = onDidExpand { onDidExpand = nil; hook() }
        }
        func splitViewController(_ svc: SplitViewController, willShow column: SplitViewController.Column) {
            recorder.mark("willShow(\(column))")
        }
        func splitViewController(_ svc: SplitViewController, willHide column: SplitViewController.Column) {
            recorder.mark("willHide(\(column))")
            if let hook = onWillHide { onWillHide = nil; hook() }
        }
    }

    /// A double-column split `S` with primary `P` and secondary `D`, in a visible window.
    @MainActor private func split(
        _ style: SplitViewController.Style = .doubleColumn
    ) -> (SplitViewController, ViewController, ViewController, Window, TraceRecorder, Delegate) {
        let s = SplitViewController(style: style, name: "S")
        let p = ViewController(name: "P"), d = ViewController(name: "D")
        s.setViewController(p, for: .primary)
        s.setViewController(d, for: .secondary)
        let (window, recorder) = showInVisibleWindow(s)
        let delegate = Delegate(recorder)
        s.delegate = delegate
        return (s, p, d, window, recorder, delegate)
    }

    @MainActor private func setSizeClass(_ window: Window, _ sizeClass: UserInterfaceSizeClass) {
        window.systemTraits = TraitCollection(horizontalSizeClass: sizeClass)
    }

    // COMP-19: an expanded split (any size class but compact) shows its primary and secondary
    // columns together; both appear with the split (APP-3), in column order.
    @MainActor func testCOMP19_ExpandedShowsEveryColumnOfTheDisplayMode() async {
        let s = SplitViewController(style: .doubleColumn, name: "S")
        let p = ViewController(name: "P"), d = ViewController(name: "D")
        s.setViewController(p, for: .primary)
        s.setViewController(d, for: .secondary)
        XCTAssertEqual(s.children.map(\.name), ["P", "D"])
        let window = Window(name: "W")
        let recorder = TraceRecorder()
        window.attach(recorder)
        window.makeKeyAndVisible()
        window.rootViewController = s
        XCTAssertTraceLines(
            lines(recorder).filter { !$0.contains("willMove") && !$0.contains("didMove") },
            equal: [
                "S.loadView", "S.viewDidLoad", "P.loadView", "P.viewDidLoad", "D.loadView", "D.viewDidLoad",
                "S.viewWillAppear", "P.viewWillAppear", "D.viewWillAppear", "S.viewDidAppear", "P.viewDidAppear",
                "D.viewDidAppear",
            ])
        XCTAssertFalse(s.isCollapsed)
        XCTAssertEqual(s.displayMode, .oneBesideSecondary)
        XCTAssertEqual(s.viewControllers.map(\.name), ["P", "D"])
        XCTAssertTrue(s.viewController(for: .primary) === p)
        XCTAssertTrue(s.viewController(for: .secondary) === d)
        XCTAssertNil(s.viewController(for: .supplementary))
        XCTAssertTrue(p.splitViewController === s)
        XCTAssertTrue(p.view.superview === s.view && d.view.superview === s.view)
        XCTAssertValidTrace(recorder)
    }

    // COMP-19, TRAIT-1: the size class turning compact collapses the split after the trait
    // change: the delegate chooses the column on top, hears willHide for the column that leaves,
    // the hooks, then didCollapse. Turning regular expands it back, in the mirrored order.
    @MainActor func testCOMP19_TraitFlipCollapsesAndExpandsWithTheDelegate() async {
        let (s, p, d, window, recorder, delegate) = split()
        setSizeClass(window, .compact)
        XCTAssertTraceLines(
            recorder.lines(hooks: LifecycleEvent.Hook.appearance.union([.mark, .traitCollectionDidChange]))
                .filter { !$0.hasPrefix("W.") && !$0.contains(".view.") },
            equal: [
                "S.traitCollectionDidChange", "P.traitCollectionDidChange", "D.traitCollectionDidChange",
                "topColumnForCollapsing(proposed: secondary)", "willHide(primary)", "P.viewWillDisappear",
                "P.traitCollectionDidChange", "P.viewDidDisappear", "didCollapse(true)",
            ])
        XCTAssertTrue(s.isCollapsed)
        XCTAssertEqual(s.viewControllers.map(\.name), ["P"])  // Apple: the primary when no compact column
        XCTAssertNil(p.view.superview)
        XCTAssertTrue(d.view.superview === s.view)
        XCTAssertEqual(s.children.map(\.name), ["P", "D"])
        var start = lines(recorder).count
        setSizeClass(window, .regular)
        XCTAssertTraceLines(
            Array(lines(recorder).dropFirst(start)),
            equal: [
                "displayModeForExpanding(proposed: oneBesideSecondary)", "willShow(primary)", "P.viewWillAppear",
                "P.viewDidAppear", "didExpand(false)",
            ])
        XCTAssertFalse(s.isCollapsed)
        // The delegate may choose: the primary on top, and the secondary alone when expanding.
        delegate.top = .primary
        delegate.mode = .secondaryOnly
        start = lines(recorder).count
        setSizeClass(window, .compact)
        setSizeClass(window, .regular)
        XCTAssertTraceLines(
            Array(lines(recorder).dropFirst(start)),
            equal: [
                "topColumnForCollapsing(proposed: secondary)", "willHide(secondary)", "D.viewWillDisappear",
                "D.viewDidDisappear", "didCollapse(true)", "displayModeForExpanding(proposed: oneBesideSecondary)",
                "willShow(secondary)", "P.viewWillDisappear", "D.viewWillAppear", "P.viewDidDisappear",
                "D.viewDidAppear", "didExpand(false)",
            ])
        XCTAssertEqual(s.displayMode, .secondaryOnly)
        XCTAssertValidTrace(recorder)
    }

    // COMP-19: a compact column's controller is shown alone while collapsed; the other columns
    // leave the screen (Apple: viewControllers is then the compact column's controller).
    @MainActor func testCOMP19_CompactColumnShownWhileCollapsed() async {
        let (s, _, _, window, recorder, delegate) = split()
        let c = ViewController(name: "C")
        s.setViewController(c, for: .compact)
        XCTAssertEqual(c.appearanceState, .disappeared)  // not on screen while expanded
        let start = lines(recorder).count
        setSizeClass(window, .compact)
        XCTAssertTraceLines(
            Array(lines(recorder).dropFirst(start)),
            equal: [
                "topColumnForCollapsing(proposed: secondary)", "willHide(primary)", "willHide(secondary)",
                "C.loadView", "C.viewDidLoad", "P.viewWillDisappear", "D.viewWillDisappear", "C.viewWillAppear",
                "P.viewDidDisappear", "D.viewDidDisappear", "C.viewDidAppear", "didCollapse(true)",
            ])
        XCTAssertEqual(s.viewControllers.map(\.name), ["C"])
        XCTAssertValidTrace(recorder)
        _ = delegate
    }

    // COMP-19: show(_:) and hide(_:) of an expanded split change the display mode (Apple: the
    // closest one that shows the column); the delegate is not told (policy).
    @MainActor func testCOMP19_ShowAndHideColumnsWhenExpanded() async {
        let (s, _, _, window, recorder, _) = split()
        var start = lines(recorder).count
        s.hide(.primary)
        XCTAssertEqual(s.displayMode, .secondaryOnly)
        XCTAssertEqual(Array(lines(recorder).dropFirst(start)), ["P.viewWillDisappear", "P.viewDidDisappear"])
        start = lines(recorder).count
        s.hide(.secondary)  // the secondary column cannot be hidden
        s.show(.secondary)  // already on screen
        XCTAssertEqual(Array(lines(recorder).dropFirst(start)), [])
        s.show(.primary)
        XCTAssertEqual(s.displayMode, .oneBesideSecondary)
        XCTAssertEqual(Array(lines(recorder).dropFirst(start)), ["P.viewWillAppear", "P.viewDidAppear"])
        start = lines(recorder).count
        s.preferredDisplayMode = .secondaryOnly
        XCTAssertEqual(Array(lines(recorder).dropFirst(start)), ["P.viewWillDisappear", "P.viewDidDisappear"])
        XCTAssertValidTrace(recorder)
        _ = window
    }

    // COMP-19 (policy): in a collapsed split show(_:) puts a column on top as a push would, and
    // hide(_:) goes back to the column before it as a pop would.
    @MainActor func testCOMP19_ShowAndHideColumnsWhenCollapsed() async {
        let (s, _, _, window, recorder, _) = split()
        setSizeClass(window, .compact)
        var start = lines(recorder).count
        s.hide(.secondary)
        // Will-hooks, then did-hooks, each in column order (policy).
        XCTAssertEqual(
            Array(lines(recorder).dropFirst(start)),
            ["P.viewWillAppear", "D.viewWillDisappear", "P.viewDidAppear", "D.viewDidDisappear"])
        start = lines(recorder).count
        s.hide(.primary)  // the primary stays
        XCTAssertEqual(Array(lines(recorder).dropFirst(start)), [])
        s.show(.secondary)
        XCTAssertEqual(
            Array(lines(recorder).dropFirst(start)),
            ["P.viewWillDisappear", "D.viewWillAppear", "P.viewDidDisappear", "D.viewDidAppear"])
        XCTAssertValidTrace(recorder)
    }

    // COMP-19: showDetailViewController from inside the split replaces the secondary column (a
    // child transition in the column); collapsed, the new detail is on top. show(_:sender:) from a
    // column without a navigation controller does the same (policy); inside one it pushes.
    @MainActor func testCOMP19_ShowDetailAndShowRouting() async {
        let (s, p, d, window, recorder, _) = split()
        let e = ViewController(name: "E")
        p.showDetailViewController(e)
        XCTAssertTraceLines(
            lines(recorder),
            equal: [
                "S.transition(from: D, to: E)", "D.willMove(toParent: nil)", "E.willMove(toParent: S)", "E.loadView",
                "E.viewDidLoad", "D.viewWillDisappear", "E.viewWillAppear", "D.viewDidDisappear", "E.viewDidAppear",
                "D.didMove(toParent: nil)", "E.didMove(toParent: S)", "S.transitionDidEnd(from: D, to: E)",
            ])
        XCTAssertTrue(s.viewController(for: .secondary) === e)
        XCTAssertNil(d.parent)
        XCTAssertEqual(s.children.map(\.name), ["P", "E"])
        setSizeClass(window, .compact)
        s.hide(.secondary)  // the primary on top
        let f = ViewController(name: "F")
        let start = lines(recorder).count
        p.show(f)
        XCTAssertTraceLines(
            Array(lines(recorder).dropFirst(start)),
            equal: [
                "E.willMove(toParent: nil)", "E.didMove(toParent: nil)", "F.willMove(toParent: S)",
                "F.didMove(toParent: S)", "F.loadView", "F.viewDidLoad", "P.viewWillDisappear", "F.viewWillAppear",
                "P.viewDidDisappear", "F.viewDidAppear",
            ])
        XCTAssertTrue(s.viewController(for: .secondary) === f)
        // Inside a navigation controller of a column, show(_:sender:) pushes there.
        let g = ViewController(name: "G"), h = ViewController(name: "H")
        let n = NavigationController(rootViewController: g, name: "N")
        s.setViewController(n, for: .primary)
        s.hide(.secondary)
        g.show(h)
        XCTAssertEqual(n.viewControllers.map(\.name), ["G", "H"])
        XCTAssertTrue(h.splitViewController === s)
        _ = (d, window)
    }

    // COMP-19, LIFE-4: showDetailViewController on a collapsed split whose new detail tears the
    // split down from its willMove(toParent:) stops there: the show of the secondary column it
    // would make next is not asked for, so nothing is reported for a change the app made (model
    // checker forest 5502373295476964778).
    @MainActor func testCOMP19_ShowDetailWhoseDetailTearsTheSplitDownReportsNothing() async {
        final class TearsDown: ViewController {
            var onWillMove: (() -> Void)?
            override func willMove(toParent parent: ViewController?) {
                super.willMove(toParent: parent)
                if parent != nil, let hook = onWillMove { onWillMove = nil; hook() }
            }
        }
        let (s, p, _, window, _, _) = split()
        setSizeClass(window, .compact)
        XCTAssertTrue(s.isCollapsed)
        let e = TearsDown(name: "E")
        e.onWillMove = { s.tearDown() }
        // Any report fails this test at the line that made it (no assertion expects one).
        p.showDetailViewController(e)
        XCTAssertTrue(s.isTornDown)
        _ = window
    }

    // COMP-19: a supplementary column in a double-column split, or one controller in two
    // columns, is reported; nothing changes.
    @MainActor func testCOMP19_RefusedColumns() async {
        let (s, p, _, window, recorder, _) = split()
        XCTAssertMisuse(.invalidArgument, unchanged: [window], recorder: recorder) {
            s.setViewController(ViewController(name: "X"), for: .supplementary)
        }
        XCTAssertMisuse(.invalidArgument, unchanged: [window], recorder: recorder) {
            s.setViewController(p, for: .secondary)
        }
        XCTAssertEqual(s.children.map(\.name), ["P", "D"])
    }

    // COMP-19: setting viewControllers, as code written for the classic split does (Apple's
    // UISplitViewController.viewControllers is `{ get set }`; for the column style Apple
    // recommends setViewController(_:for:)), fills the columns in order: the trace is that of the
    // same setViewController(_:for:) calls, a controller moving to another column leaves its old
    // column first, a column past the array's end is emptied, and more controllers than columns
    // is reported and changes nothing.
    @MainActor func testCOMP19_SettingViewControllersFillsTheColumnsInOrder() async {
        let (s, p, d, window, recorder, _) = split()
        let (twin, twinP, twinD, twinWindow, twinRecorder, _) = split()
        var start = (lines(recorder).count, lines(twinRecorder).count)
        let a = ViewController(name: "A"), twinA = ViewController(name: "A")
        s.viewControllers = [a, d]
        twin.setViewController(twinA, for: .primary)
        twin.setViewController(twinD, for: .secondary)
        XCTAssertTraceLines(
            Array(lines(recorder).dropFirst(start.0)), equal: Array(lines(twinRecorder).dropFirst(start.1)))
        XCTAssertEqual(s.viewControllers.map(\.name), ["A", "D"])
        XCTAssertNil(p.parent)
        // D moves to the primary column and A to the secondary: both leave their columns first.
        start = (lines(recorder).count, lines(twinRecorder).count)
        s.viewControllers = [d, a]
        twin.setViewController(nil, for: .primary)
        twin.setViewController(nil, for: .secondary)
        twin.setViewController(twinD, for: .primary)
        twin.setViewController(twinA, for: .secondary)
        XCTAssertTraceLines(
            Array(lines(recorder).dropFirst(start.0)), equal: Array(lines(twinRecorder).dropFirst(start.1)))
        XCTAssertEqual(s.viewControllers.map(\.name), ["D", "A"])
        // One controller: the secondary column is emptied.
        s.viewControllers = [d]
        XCTAssertEqual(s.viewControllers.map(\.name), ["D"])
        XCTAssertNil(s.viewController(for: .secondary))
        XCTAssertNil(a.parent)
        XCTAssertMisuse(.invalidArgument, unchanged: [window], recorder: recorder) {
            s.viewControllers = [a, ViewController(name: "X"), ViewController(name: "Y")]
        }
        XCTAssertEqual(s.viewControllers.map(\.name), ["D"])
        XCTAssertValidTrace(recorder)
        _ = (twinP, twinWindow)
    }

    // COMP-19, REENT-1: a column set from the delegate's willHide waits for the collapse, then
    // runs (the new secondary goes on top).
    @MainActor func testCOMP19_REENT1_DelegateChangeWaitsForTheCollapse() async {
        let (s, _, _, window, recorder, delegate) = split()
        let e = ViewController(name: "E")
        delegate.onWillHide = { [unowned s] in s.setViewController(e, for: .secondary) }
        let start = lines(recorder).count
        setSizeClass(window, .compact)
        XCTAssertTraceLines(
            Array(lines(recorder).dropFirst(start)),
            equal: [
                "topColumnForCollapsing(proposed: secondary)", "willHide(primary)", "P.viewWillDisappear",
                "P.viewDidDisappear", "didCollapse(true)", "S.transition(from: D, to: E)", "D.willMove(toParent: nil)",
                "E.willMove(toParent: S)", "E.loadView", "E.viewDidLoad", "D.viewWillDisappear", "E.viewWillAppear",
                "D.viewDidDisappear", "E.viewDidAppear", "D.didMove(toParent: nil)", "E.didMove(toParent: S)",
                "S.transitionDidEnd(from: D, to: E)",
            ])
        XCTAssertEqual(s.children.map(\.name), ["P", "E"])
        XCTAssertValidTrace(recorder)
    }

    // COMP-19, COMP-12: a column's controller removed by the app leaves the column at once;
    // a collapsed split then shows the column before it.
    @MainActor func testCOMP19_COMP12_ColumnFollowsTheTree() async {
        let (s, p, d, window, recorder, _) = split()
        setSizeClass(window, .compact)
        let start = lines(recorder).count
        d.willMove(toParent: nil)
        d.view.removeFromSuperview()
        d.removeFromParent()
        XCTAssertNil(s.viewController(for: .secondary))
        XCTAssertEqual(s.children.map(\.name), ["P"])
        XCTAssertEqual(
            Array(lines(recorder).dropFirst(start)),
            [
                "D.willMove(toParent: nil)", "D.viewWillDisappear", "D.viewDidDisappear", "D.didMove(toParent: nil)",
                "P.viewWillAppear", "P.viewDidAppear",
            ])
        XCTAssertTrue(p.view.superview === s.view)
        XCTAssertValidTrace(recorder)
    }

    // COMP-19, LIFE-1: a collapsed split with its columns, released, takes every controller
    // with it.
    @MainActor func testCOMP19_LIFE1_ReleasedWithItsColumns() async {
        let tracker = LifetimeTracker()
        do {
            let (s, p, d, window, recorder, delegate) = split(.tripleColumn)
            let m = ViewController(name: "M")
            // An empty column of the display mode is on screen: its controller joins with a
            // transition's trace (APP-7's order).
            s.setViewController(m, for: .supplementary)
            XCTAssertTraceLines(
                lines(recorder),
                equal: [
                    "S.transition(from: nil, to: M)", "M.willMove(toParent: S)", "M.loadView", "M.viewDidLoad",
                    "M.viewWillAppear", "M.viewDidAppear", "M.didMove(toParent: S)",
                    "S.transitionDidEnd(from: nil, to: M)",
                ])
            XCTAssertEqual(s.children.map(\.name), ["P", "M", "D"])
            setSizeClass(window, .compact)
            XCTAssertEqual(m.appearanceState, .disappeared)
            XCTAssertEqual(d.appearanceState, .appeared)
            for object in [s, p, d, m] as [AnyObject] { tracker.track(object) }
            window.rootViewController = nil
            _ = delegate
        }
        tracker.assertAllReleased()
    }

    // COMP-19, APP-1, LIFE-3: a split torn down from a delegate callback of its collapse (the
    // top-column question, willHide, didCollapse) takes its columns' controllers out of the
    // visible window: they disappear with it, in the order of the same teardown outside the
    // delegate (a twin's), and end disappeared and torn down. UIKit: a controller whose view
    // leaves the window gets viewWillDisappear and viewDidDisappear, whoever removes it ("This
    // method is called in response to a view being removed from a view hierarchy",
    // https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwilldisappear(_:)).
    // Attack finding B: the columns stayed appeared with no disappearance (the split left them
    // to a settling queued behind its collapse, which its teardown dropped).
    @MainActor func testCOMP19_APP1_LIFE3_TornDownFromItsCollapseDelegateColumnsDisappear() async {
        enum Callback: CaseIterable { case topColumn, willHide, didCollapse }
        for callback in Callback.allCases {
            let (s, p, d, window, recorder, delegate) = split()
            // The twin is torn down outside the delegate, with the columns of the moment on screen.
            let (twin, twinP, twinD, twinWindow, twinRecorder, _) = split()
            let tearDown = { [unowned s] in
                recorder.mark("tearDown")
                s.tearDown()
            }
            switch callback {
            case .topColumn: delegate.onTopColumn = tearDown
            case .willHide: delegate.onWillHide = tearDown
            case .didCollapse: delegate.onDidCollapse = tearDown
            }
            setSizeClass(window, .compact)
            if callback == .didCollapse { setSizeClass(twinWindow, .compact) }
            twinRecorder.removeAll()
            twin.tearDown()
            let teardown = Array(lines(recorder).drop { $0 != "tearDown" }.dropFirst())
            XCTAssertTraceLines(teardown, equal: lines(twinRecorder), "\(callback)")
            let before =
                switch callback {
                case .topColumn: ["topColumnForCollapsing(proposed: secondary)"]
                case .willHide: ["topColumnForCollapsing(proposed: secondary)", "willHide(primary)"]
                case .didCollapse:
                    [
                        "topColumnForCollapsing(proposed: secondary)", "willHide(primary)", "P.viewWillDisappear",
                        "P.viewDidDisappear", "didCollapse(true)",
                    ]
                }
            let columns =
                callback == .didCollapse
                ? ["S.viewWillDisappear", "D.viewWillDisappear", "S.viewDidDisappear", "D.viewDidDisappear"]
                : [
                    "S.viewWillDisappear", "P.viewWillDisappear", "D.viewWillDisappear", "S.viewDidDisappear",
                    "P.viewDidDisappear", "D.viewDidDisappear",
                ]
            XCTAssertTraceLines(lines(recorder), equal: before + ["tearDown"] + columns, "\(callback)")
            for controller in [s, p, d, twin, twinP, twinD] {
                XCTAssertTrue(controller.isTornDown, "\(callback): \(controller.name)")
                XCTAssertEqual(controller.appearanceState, .disappeared, "\(callback): \(controller.name)")
            }
            XCTAssertEqual(s.isCollapsed, callback == .didCollapse, "\(callback)")
            XCTAssertEqual(s.children.map(\.name), ["P", "D"], "\(callback)")
            XCTAssertNil(window.rootViewController, "\(callback)")
            XCTAssertFalse(s.isTransitioning, "\(callback)")
            XCTAssertValidTrace(recorder)
        }
    }

    // COMP-19, APP-1, LIFE-3: the same teardown from a delegate callback of the split's
    // expansion (the display-mode question, didExpand): the columns on screen disappear with the
    // split, in the order of a twin's teardown outside the delegate.
    @MainActor func testCOMP19_APP1_LIFE3_TornDownFromItsExpansionDelegateColumnsDisappear() async {
        enum Callback: CaseIterable { case displayMode, didExpand }
        for callback in Callback.allCases {
            let (s, p, d, window, recorder, delegate) = split()
            let (twin, twinP, twinD, twinWindow, twinRecorder, _) = split()
            setSizeClass(window, .compact)
            setSizeClass(twinWindow, .compact)
            if callback == .didExpand { setSizeClass(twinWindow, .regular) }
            recorder.removeAll()
            let tearDown = { [unowned s] in
                recorder.mark("tearDown")
                s.tearDown()
            }
            switch callback {
            case .displayMode: delegate.onDisplayMode = tearDown
            case .didExpand: delegate.onDidExpand = tearDown
            }
            setSizeClass(window, .regular)
            twinRecorder.removeAll()
            twin.tearDown()
            let teardown = Array(lines(recorder).drop { $0 != "tearDown" }.dropFirst())
            XCTAssertTraceLines(teardown, equal: lines(twinRecorder), "\(callback)")
            let expected =
                switch callback {
                case .displayMode:
                    [
                        "displayModeForExpanding(proposed: oneBesideSecondary)", "tearDown", "S.viewWillDisappear",
                        "D.viewWillDisappear", "S.viewDidDisappear", "D.viewDidDisappear",
                    ]
                case .didExpand:
                    [
                        "displayModeForExpanding(proposed: oneBesideSecondary)", "willShow(primary)",
                        "P.viewWillAppear", "P.viewDidAppear", "didExpand(false)", "tearDown", "S.viewWillDisappear",
                        "P.viewWillDisappear", "D.viewWillDisappear", "S.viewDidDisappear", "P.viewDidDisappear",
                        "D.viewDidDisappear",
                    ]
                }
            XCTAssertTraceLines(lines(recorder), equal: expected, "\(callback)")
            for controller in [s, p, d, twin, twinP, twinD] {
                XCTAssertTrue(controller.isTornDown, "\(callback): \(controller.name)")
                XCTAssertEqual(controller.appearanceState, .disappeared, "\(callback): \(controller.name)")
            }
            XCTAssertEqual(s.isCollapsed, callback == .displayMode, "\(callback)")
            XCTAssertNil(window.rootViewController, "\(callback)")
            XCTAssertValidTrace(recorder)
        }
    }
}
