import ContainerKitTesting
import XCTest

@testable import ContainerKit

enum Tab: String, Hashable { case feed, search, profile, settings }

/// A state-driven tab container.
@MainActor
private final class Tabs: StatefulTabBarController<Tab> {
    override func childViewController(for state: Tab) -> ViewController { ViewController(name: state.rawValue) }
}

final class TabBarControllerTests: XCTestCase {
    // COMP-9: tab switch from A to B, UIKit's order; B loads the first time only.
    @MainActor func testCOMP9_TabSwitchOrder() async throws {
        let a = ViewController(name: "A"), b = ViewController(name: "B")
        let t = TabBarController(viewControllers: [a, b], name: "T")
        let (window, recorder) = showInWindow(t)
        var done: [Bool] = []
        t.selectTab(at: 1) { done.append($0) }
        XCTAssertTrace(
            recorder,
            equals: [
                "T.transition(from: A, to: B)",
                "B.loadView",
                "B.viewDidLoad",
                "B.view.willMove(toWindow: W)",
                "B.view.willMove(toSuperview: T.view)",
                "B.view.didMoveToWindow",
                "B.view.didMoveToSuperview",
                "T.view.didAddSubview(B.view)",
                "B.viewWillAppear",
                "A.viewWillDisappear",
                "B.viewIsAppearing",
                "B.viewWillLayoutSubviews",
                "B.view.layoutSubviews",
                "B.viewDidLayoutSubviews",
                "T.view.willRemoveSubview(A.view)",
                "A.view.willMove(toSuperview: nil)",
                "A.view.willMove(toWindow: nil)",
                "A.view.didMoveToWindow",
                "A.view.didMoveToSuperview",
                "A.viewDidDisappear",
                "B.viewDidAppear",
                "T.transitionDidEnd(from: A, to: B)",
            ])
        XCTAssertEqual(done, [true])
        recorder.removeAll()
        t.selectTab(a)
        t.selectTab(b)
        XCTAssertFalse(recorder.lines.contains("B.loadView"), "views load once")
        XCTAssertEqual(t.children.map(\.name), ["A", "B"], "unselected tabs stay children")
        XCTAssertNil(a.viewIfLoaded?.window, "an unselected tab's view is out of the window")
        XCTAssertTrue(a.isViewLoaded)
        XCTAssertEqual(
            window.treeDump(),
            """
            W: Window [visible]
            └─ T.view: View [controller T, appeared, tabs [A, *B]]
               └─ B.view: View [controller B, appeared]

            """)
    }

    // COMP-9, APP-1: a tab switch while the container is not in a visible window: no appearance hooks.
    @MainActor func testCOMP9_TabSwitchOffAVisibleWindow() async throws {
        let a = ViewController(name: "A"), b = ViewController(name: "B")
        let t = TabBarController(viewControllers: [a, b], name: "T")
        let (window, recorder) = showInWindow(t, visible: false)
        t.selectTab(at: 1)
        XCTAssertTrace(
            recorder,
            equals: [
                "T.transition(from: A, to: B)", "B.loadView", "B.viewDidLoad",
            ] + enters("B.view", "T.view") + leaves("A.view", "T.view") + ["T.transitionDidEnd(from: A, to: B)"])
        recorder.removeAll()
        window.makeKeyAndVisible()
        XCTAssertTrace(
            recorder,
            equals: [
                "T.viewWillAppear",
                "B.viewWillAppear",
                "T.viewIsAppearing",
                "B.viewIsAppearing",
                "T.viewWillLayoutSubviews",
                "T.view.layoutSubviews",
                "T.viewDidLayoutSubviews",
                "B.viewWillLayoutSubviews",
                "B.view.layoutSubviews",
                "B.viewDidLayoutSubviews",
                "T.viewDidAppear",
                "B.viewDidAppear",
            ])
    }

    // COMP-9: removing tabs removes them completely (VC-3) and releases them.
    @MainActor func testCOMP9_RemovedTabsAreReleased() async throws {
        let a = ViewController(name: "A")
        let t = TabBarController(viewControllers: [a], name: "T")
        let (window, recorder) = showInWindow(t)
        let tracker = LifetimeTracker()
        do {
            let b = ViewController(name: "B"), c = ViewController(name: "C")
            tracker.track(b)
            tracker.track(c)
            t.setViewControllers([a, b, c], selectedIndex: 1)
            XCTAssertEqual(t.selectedViewController?.name, "B")
            recorder.removeAll()
            t.setViewControllers([a])
            XCTAssertEqual(
                controllerLines(recorder),
                [
                    "T.transition(from: B, to: A)",
                    "B.willMove(toParent: nil)",
                    "A.viewWillAppear",
                    "B.viewWillDisappear",
                    "A.viewIsAppearing",
                    "A.viewWillLayoutSubviews",
                    "A.view.layoutSubviews",
                    "A.viewDidLayoutSubviews",
                    "B.viewDidDisappear",
                    "A.viewDidAppear",
                    "B.didMove(toParent: nil)",
                    "C.willMove(toParent: nil)",
                    "C.didMove(toParent: nil)",
                    "T.transitionDidEnd(from: B, to: A)",
                ])
        }
        XCTAssertEqual(t.children.map(\.name), ["A"])
        tracker.assertAllReleased()
        _ = window
    }

    // COMP-9, MIS-14: a state-driven tab container knows its states up front and refuses an
    // unknown one: reported, nothing changes, no crash.
    @MainActor func testCOMP9_MIS14_UnknownStateIsRefused() async throws {
        let tabs = Tabs(name: "T", states: [.feed, .search, .profile])
        let (window, recorder) = showInWindow(tabs)
        XCTAssertEqual(tabs.children.map(\.name), ["feed", "search", "profile"])
        tabs.transition(to: .search)
        XCTAssertEqual(tabs.currentState, .search)
        recorder.removeAll()
        var completed = false
        let report = XCTAssertMisuse(.unknownState, unchanged: [window], recorder: recorder) {
            tabs.transition(to: .settings) { _ in completed = true }
        }
        XCTAssertEqual(report?.misuse.id, "MIS-14")
        XCTAssertFalse(completed)
        XCTAssertEqual(tabs.currentState, .search)
    }

    // COMP-12, COMP-9: a selected tab torn down leaves the tabs; the first tab is selected and
    // comes on screen, and the states of a state-driven tab container follow.
    @MainActor func testCOMP12_SelectedTabTornDownSelectsTheFirstTab() async throws {
        let t = Tabs(name: "T", states: [.feed, .search, .profile], initialState: .search)
        let (window, recorder) = showInWindow(t)
        let search = try XCTUnwrap(t.selectedViewController)
        XCTAssertEqual(t.currentState, .search)
        recorder.removeAll()
        search.tearDown()
        XCTAssertEqual(
            controllerLines(recorder),
            [
                "search.willMove(toParent: nil)",
                "search.viewWillDisappear",
                "search.viewDidDisappear",
                "search.didMove(toParent: nil)",
                "feed.loadView",
                "feed.viewDidLoad",
                "feed.viewWillAppear",
                "feed.viewIsAppearing",
                "feed.viewDidAppear",
            ])
        XCTAssertEqual(t.states, [.feed, .profile])
        XCTAssertEqual(t.currentState, .feed)
        XCTAssertEqual(t.selectedIndex, 0)
        XCTAssertEqual(t.view.subviews.map(\.name), ["feed.view"])
        XCTAssertMisuse(.unknownState, unchanged: [window], recorder: recorder) { t.transition(to: .search) }
        XCTAssertValidTrace(recorder)
    }
}
