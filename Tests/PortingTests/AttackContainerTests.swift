import ContainerKit
import ContainerKitTesting
import XCTest

// Attacks on the container delegates (COMP-17), page and split containers (COMP-18, COMP-19) and
// the hooks viewIsAppearing and viewWillTransition(to:with:) (APP-12, APP-13), from a user's
// package: delegates, data sources and hooks that re-enter, checked against the Composition,
// PageAndSplit and LayoutAndTraits articles.
final class AttackContainerTests: XCTestCase {
    @MainActor final class TabDelegate: TabBarControllerDelegate {
        let recorder: TraceRecorder
        var answer = true
        var onShould: ((ViewController) -> Void)?
        var onDid: ((ViewController) -> Void)?
        init(_ recorder: TraceRecorder) { self.recorder = recorder }
        func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController)
            -> Bool
        {
            recorder.mark("shouldSelect(\(viewController.name))")
            onShould?(viewController)
            return answer
        }
        func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) {
            recorder.mark("didSelect(\(viewController.name))")
            onDid?(viewController)
        }
    }

    @MainActor final class NavDelegate: NavigationControllerDelegate {
        let recorder: TraceRecorder
        var onWillShow: ((ViewController) -> Void)?
        var onDidShow: ((ViewController) -> Void)?
        init(_ recorder: TraceRecorder) { self.recorder = recorder }
        func navigationController(
            _ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool
        ) {
            recorder.mark("willShow(\(viewController.name))")
            onWillShow?(viewController)
        }
        func navigationController(
            _ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool
        ) {
            recorder.mark("didShow(\(viewController.name))")
            onDidShow?(viewController)
        }
    }

    @MainActor final class Pages: PageViewControllerDataSource, PageViewControllerDelegate {
        let recorder: TraceRecorder
        var after: () -> ViewController?
        var onWillTransition: (() -> Void)?
        var onDidFinish: (() -> Void)?
        init(_ recorder: TraceRecorder, after: @escaping () -> ViewController?) {
            self.recorder = recorder
            self.after = after
        }
        func pageViewController(
            _ pageViewController: PageViewController, viewControllerBefore viewController: ViewController
        ) -> ViewController? { nil }
        func pageViewController(
            _ pageViewController: PageViewController, viewControllerAfter viewController: ViewController
        ) -> ViewController? {
            recorder.mark("after(\(viewController.name))")
            return after()
        }
        func pageViewController(
            _ pageViewController: PageViewController, willTransitionTo pendingViewControllers: [ViewController]
        ) {
            recorder.mark("willTransitionTo(\(pendingViewControllers.map(\.name)))")
            onWillTransition?()
        }
        func pageViewController(
            _ pageViewController: PageViewController, didFinishAnimating finished: Bool,
            previousViewControllers: [ViewController], transitionCompleted completed: Bool
        ) {
            recorder.mark("didFinishAnimating(\(finished), completed: \(completed))")
            onDidFinish?()
        }
    }

    // MARK: - COMP-17

    // COMP-17: "shouldSelect answering false refuses the tap: no hook, no didSelect, the selection
    // stays", also when the delegate tears the tab bar down before answering; nothing reaches the
    // torn-down tabs afterwards (LIFE-2).
    @MainActor func testCOMP17_ShouldSelectThatTearsTheTabBarDown() async {
        let a = ViewController(name: "A"), b = ViewController(name: "B")
        let t = TabBarController(viewControllers: [a, b], name: "T")
        let (window, recorder) = showInVisibleWindow(t)
        let delegate = TabDelegate(recorder)
        delegate.answer = false
        delegate.onShould = { _ in t.tearDown() }
        t.delegate = delegate
        recorder.removeAll()
        t.simulateTap(on: b)
        let lines = attackLines(recorder)
        XCTAssertEqual(lines.first, "shouldSelect(B)")
        XCTAssertFalse(lines.contains { $0.hasPrefix("didSelect") })
        XCTAssertFalse(lines.contains("B.viewWillAppear"))
        XCTAssertFalse(lines.contains("T.transition(from: A, to: B)"))
        XCTAssertValidTrace(recorder)
        _ = window
    }

    // COMP-17, REENT-1: shouldSelect (answering true) that removes the tapped tab: "a selection
    // asked from shouldSelect runs at once, before the tap's own switch"; the tapped controller no
    // longer being a tab, the tap ends there (no switch, no didSelect, nothing reported: the app's
    // tap was valid), and the records still equal the children (COMP-12).
    @MainActor func testCOMP17_ShouldSelectThatRemovesTheTappedTab() async {
        let a = ViewController(name: "A"), b = ViewController(name: "B"), c = ViewController(name: "C")
        let t = TabBarController(viewControllers: [a, b, c], name: "T")
        let (window, recorder) = showInVisibleWindow(t)
        let delegate = TabDelegate(recorder)
        delegate.onShould = { _ in t.setViewControllers([a, c]) }
        t.delegate = delegate
        recorder.removeAll()
        t.simulateTap(on: b)
        XCTAssertTraceLines(
            attackLines(recorder), equal: ["shouldSelect(B)", "B.willMove(toParent: nil)", "B.didMove(toParent: nil)"])
        XCTAssertNil(b.parent)
        XCTAssertEqual(t.children, [a, c])
        XCTAssertEqual(t.viewControllers ?? [], t.children)
        XCTAssertTrue(t.selectedViewController === a)
        assertAppearanceSettled(in: window)
    }

    // COMP-17: "a teardown ends the running transition (LIFE-4) and no later delegate call comes";
    // a shouldSelect that tears the tab bar down and answers true ends the tap, reporting nothing
    // (no request reaches the torn-down tab bar from the app's valid tap).
    @MainActor func testCOMP17_ShouldSelectThatTearsTheTabBarDownAndAnswersTrue() async {
        for tapped in ["A", "B"] {
            let a = NavigationController(rootViewController: ViewController(name: "A0"), name: "A")
            let b = ViewController(name: "B")
            let t = TabBarController(viewControllers: [a, b], name: "T")
            let (window, recorder) = showInVisibleWindow(t)
            let delegate = TabDelegate(recorder)
            delegate.onShould = { _ in t.tearDown() }
            t.delegate = delegate
            t.simulateTap(on: tapped == "A" ? a : b)
            XCTAssertFalse(attackLines(recorder).contains { $0.hasPrefix("didSelect") }, tapped)
            XCTAssertValidTrace(recorder)
            _ = window
        }
    }

    // COMP-17: a tap on a tab while the tab bar is not in a window (its view loaded) works quietly;
    // a tap on a controller that is not a tab "is reported (nothing changes)".
    @MainActor func testCOMP17_TapOnAControllerThatIsNotATabIsReported() async {
        let a = ViewController(name: "A"), b = ViewController(name: "B"), x = ViewController(name: "X")
        let t = TabBarController(viewControllers: [a, b], name: "T")
        let (window, recorder) = showInVisibleWindow(t)
        let delegate = TabDelegate(recorder)
        t.delegate = delegate
        XCTAssertMisuse(.invalidArgument, unchanged: [window], controllers: [t, x], recorder: recorder) {
            t.simulateTap(on: x)
        }
        XCTAssertMisuse(.invalidArgument, unchanged: [window], controllers: [t], recorder: recorder) {
            t.simulateTap(on: t)
        }
    }

    // COMP-17, REENT-1: didShow after a pop gives the window another root; the app lets go of the
    // stack: no further delegate call, and the stack is deallocated (LIFE-1).
    @MainActor func testCOMP17_LIFE1_DidShowAfterAPopThatReplacesTheWindowsRoot() async {
        let q = ViewController(name: "Q")
        let window = Window(name: "W")
        window.frame = Rect(x: 0, y: 0, width: 320, height: 480)
        window.makeKeyAndVisible()
        let recorder = TraceRecorder()
        window.attach(recorder)
        let delegate = NavDelegate(recorder)
        weak var weakN: NavigationController?
        weak var weakB: ViewController?
        do {
            let a = ViewController(name: "A"), b = ViewController(name: "B")
            let n = NavigationController(rootViewController: a, name: "N")
            weakN = n
            weakB = b
            window.rootViewController = n
            n.pushViewController(b, animated: false)
            n.delegate = delegate
            delegate.onDidShow = { _ in window.rootViewController = q }
            recorder.removeAll()
            n.popViewController(animated: true) { recorder.mark("popped(\($0))") }
        }
        XCTAssertNil(weakN)
        XCTAssertNil(weakB)
        XCTAssertEqual(attackLines(recorder).filter { $0.hasPrefix("didShow") }, ["didShow(A)"])
        XCTAssertEqual(q.appearanceState, .appeared)
        XCTAssertValidTrace(recorder)
        assertAppearanceSettled(in: window)
    }

    // MIS-8: "A stack with a controller twice is refused (MIS-8)", changing nothing; asked from
    // willShow, it is checked when it runs.
    @MainActor func testMIS8_SetViewControllersWithADuplicateFromWillShow() async {
        let a = ViewController(name: "A"), b = ViewController(name: "B")
        let n = NavigationController(rootViewController: a, name: "N")
        let (window, recorder) = showInVisibleWindow(n)
        XCTAssertMisuse("MIS-8", unchanged: [window], controllers: [n, b], recorder: recorder) {
            n.setViewControllers([a, b, a], animated: false)
        }
        let delegate = NavDelegate(recorder)
        delegate.onWillShow = { shown in
            if shown === b { n.setViewControllers([b, b], animated: false) { recorder.mark("set(\($0))") } }
        }
        n.delegate = delegate
        XCTAssertMisuse("MIS-8") { n.pushViewController(b, animated: false) }
        XCTAssertEqual(n.viewControllers, [a, b])
        XCTAssertFalse(attackLines(recorder).contains { $0.hasPrefix("set(") })
        assertAppearanceSettled(in: window)
    }

    // MARK: - COMP-18

    /// A scrolling page container `P` with page `A`, in a visible window, held by a manual animator.
    @MainActor private func pageContainer(
        after: @escaping () -> ViewController?
    ) -> (PageViewController, ViewController, Pages, ManualAnimator, Window, TraceRecorder) {
        let p = PageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal, name: "P")
        let a = ViewController(name: "A")
        p.setViewControllers([a], direction: .forward, animated: false)
        let (window, recorder) = showInVisibleWindow(p)
        let pages = Pages(recorder, after: after)
        p.dataSource = pages
        p.delegate = pages
        let animator = ManualAnimator()
        p.animator = animator
        return (p, a, pages, animator, window, recorder)
    }

    // COMP-18, MIS-17: a data source that returns the page container itself: a node the turn may
    // not take is refused "as if passed directly" (MIS-7), nothing changes, no delegate call.
    @MainActor func testCOMP18_MIS17_DataSourceReturningThePageContainerItself() async {
        var container: PageViewController?
        let (p, a, pages, animator, window, recorder) = pageContainer { container }
        container = p
        let start = attackLines(recorder).count
        let report = XCTAssertMisuse(.viewCycle, unchanged: [window], controllers: [p]) {
            XCTAssertFalse(p.simulateSwipe(.forward))
        }
        XCTAssertNotNil(report)
        XCTAssertEqual(Array(attackLines(recorder).dropFirst(start)), ["after(A)"])
        XCTAssertFalse(animator.isRunning)
        XCTAssertEqual(p.viewControllers ?? [], [a])
        container = nil
        _ = pages
    }

    // COMP-18, MIS-17: a data source that returns an ancestor of the page container (the navigation
    // controller it is the root of): refused as if passed directly (MIS-7), nothing changes.
    @MainActor func testCOMP18_MIS17_DataSourceReturningAnAncestorOfTheContainer() async {
        let p = PageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal, name: "P")
        let a = ViewController(name: "A")
        p.setViewControllers([a], direction: .forward, animated: false)
        let n = NavigationController(rootViewController: p, name: "N")
        let (window, recorder) = showInVisibleWindow(n)
        let pages = Pages(recorder) { n }
        p.dataSource = pages
        p.delegate = pages
        p.animator = ManualAnimator()
        let before = recorder.lines(hooks: LifecycleEvent.Hook.appearance)
        XCTAssertMisuse(.viewCycle, unchanged: [window], controllers: [n]) {
            XCTAssertFalse(p.simulateSwipe(.forward))
        }
        XCTAssertEqual(recorder.lines(hooks: LifecycleEvent.Hook.appearance), before)
        XCTAssertEqual(p.viewControllers ?? [], [a])
        XCTAssertTrue(p.parent === n)
    }

    // COMP-18: a data source that returns a presented controller: "a controller that takes part
    // in a presentation ... is reported and changes nothing".
    @MainActor func testCOMP18_DataSourceReturningAPresentedController() async {
        var presented: ViewController?
        let (p, a, pages, animator, window, recorder) = pageContainer { presented }
        let c = ViewController(name: "C")
        p.present(c, animated: false)
        presented = c
        XCTAssertMisuse(.invalidArgument, unchanged: [window], controllers: [p, c]) {
            XCTAssertFalse(p.simulateSwipe(.forward))
        }
        XCTAssertEqual(attackLines(recorder).suffix(1), ["after(A)"], "no delegate call")
        XCTAssertFalse(animator.isRunning)
        XCTAssertEqual(p.viewControllers ?? [], [a])
        XCTAssertTrue(c.presentingViewController === p)
        _ = pages
    }

    // COMP-18, LIFE-1: willTransitionTo gives the window another root and the app lets go of the
    // page container: "a willTransitionTo that changes the container itself ends the swipe";
    // here the container is only released: no crash, every page deallocated.
    @MainActor func testCOMP18_LIFE1_WillTransitionToThatReleasesThePageContainer() async {
        let q = ViewController(name: "Q")
        weak var weakP: PageViewController?
        weak var weakB: ViewController?
        let window: Window
        do {
            let b = ViewController(name: "B")
            weakB = b
            let (p, _, pages, animator, w, _) = pageContainer { weakB }
            window = w
            weakP = p
            pages.onWillTransition = { w.rootViewController = q }
            p.simulateSwipe(.forward)
            _ = animator.complete()
        }
        XCTAssertNil(weakP)
        XCTAssertNil(weakB)
        XCTAssertEqual(q.appearanceState, .appeared)
        assertAppearanceSettled(in: window)
    }

    // COMP-18: setViewControllers with "another refusal of addChild is reported and changes
    // nothing": the page container as its own page (MIS-7), asked from a completion.
    @MainActor func testCOMP18_SetViewControllersWithTheContainerItselfFromACompletion() async {
        let (p, a, _, _, window, recorder) = pageContainer { nil }
        p.animator = ImmediateAnimator.shared
        let b = ViewController(name: "B")
        XCTAssertMisuse(.viewCycle) {
            p.setViewControllers([b], direction: .forward, animated: false) { _ in
                p.setViewControllers([p], direction: .forward, animated: false)
            }
        }
        XCTAssertEqual(p.viewControllers ?? [], [b])
        XCTAssertNil(a.parent)
        XCTAssertNil(p.parent)
        XCTAssertValidTrace(recorder)
        assertAppearanceSettled(in: window)
    }

    // COMP-18: didFinishAnimating that swipes again: the second swipe turns (or is declined), but
    // the container ends with one page, on screen and appeared.
    @MainActor func testCOMP18_DidFinishAnimatingThatSwipesAgain() async {
        var next: [ViewController] = [ViewController(name: "B"), ViewController(name: "C")]
        let (p, _, pages, animator, window, recorder) = pageContainer { next.isEmpty ? nil : next.removeFirst() }
        pages.onDidFinish = { p.simulateSwipe(.forward) }
        p.simulateSwipe(.forward)
        _ = animator.completeAll()
        XCTAssertEqual(p.children.count, 1)
        XCTAssertEqual(p.viewControllers ?? [], p.children)
        XCTAssertEqual(p.children.first?.appearanceState, .appeared)
        XCTAssertValidTrace(recorder)
        assertAppearanceSettled(in: window)
    }

    // MARK: - COMP-19

    // COMP-19: "A controller already in another column ... is reported and changes nothing":
    // showDetailViewController with the primary, and with the split itself.
    @MainActor func testCOMP19_ShowDetailWithThePrimaryOrTheSplitItself() async {
        let s = SplitViewController(style: .doubleColumn, name: "S")
        let primary = ViewController(name: "P"), detail = ViewController(name: "D")
        s.setViewController(primary, for: .primary)
        s.setViewController(detail, for: .secondary)
        let (window, recorder) = showInVisibleWindow(s)
        XCTAssertMisuse(.invalidArgument, unchanged: [window], controllers: [s], recorder: recorder) {
            s.showDetailViewController(primary, sender: nil)
        }
        XCTAssertMisuse(.viewCycle, unchanged: [window], controllers: [s], recorder: recorder) {
            detail.showDetailViewController(s, sender: nil)
        }
        XCTAssertTrue(s.viewController(for: .primary) === primary)
        XCTAssertTrue(s.viewController(for: .secondary) === detail)
    }

    // MARK: - APP-12, APP-13

    // APP-13, REENT-1: viewWillTransition(to:with:) that gives the window another root; the new
    // root has appeared at the window's new size, the old one has disappeared.
    @MainActor func testAPP13_ViewWillTransitionThatReplacesTheWindowsRoot() async {
        let r = AttackHooked(name: "R"), q = ViewController(name: "Q")
        let (window, recorder) = showInVisibleWindow(r)
        r.onWillTransitionToSize = { _, _, _ in window.rootViewController = q }
        window.simulateRotation()
        XCTAssertEqual(window.bounds.size, Size(width: 480, height: 320))
        XCTAssertTrue(window.rootViewController === q)
        XCTAssertEqual(q.appearanceState, .appeared)
        XCTAssertEqual(r.appearanceState, .disappeared)
        XCTAssertEqual(q.view.frame.size, Size(width: 480, height: 320))
        XCTAssertValidTrace(recorder)
        assertAppearanceSettled(in: window)
    }

    // APP-13, REENT-1: viewWillTransition(to:with:) that rotates again: the second size
    // transition waits for the first; the window ends at the second size, frames following.
    @MainActor func testAPP13_ViewWillTransitionThatRotatesAgain() async {
        let r = AttackHooked(name: "R")
        let (window, recorder) = showInVisibleWindow(r)
        var sizes: [Size] = []
        r.onWillTransitionToSize = { _, size, _ in
            sizes.append(size)
            if sizes.count == 1 { window.simulateSizeTransition(to: Size(width: 100, height: 200)) }
        }
        window.simulateRotation()
        XCTAssertEqual(sizes, [Size(width: 480, height: 320), Size(width: 100, height: 200)])
        XCTAssertEqual(window.bounds.size, Size(width: 100, height: 200))
        XCTAssertEqual(r.view.frame.size, Size(width: 100, height: 200))
        XCTAssertValidTrace(recorder)
    }

    // APP-13: a coordinator completion of a size transition that hides the window: everything
    // disappears; shown again, it appears at the new size.
    @MainActor func testAPP13_CoordinatorCompletionThatHidesTheWindow() async {
        let r = AttackHooked(name: "R")
        let (window, recorder) = showInVisibleWindow(r)
        r.onWillTransitionToSize = { _, _, coordinator in
            coordinator.animate(alongsideTransition: nil) { _ in window.isHidden = true }
        }
        window.simulateRotation()
        XCTAssertEqual(r.appearanceState, .disappeared)
        window.isHidden = false
        XCTAssertEqual(r.appearanceState, .appeared)
        XCTAssertEqual(r.view.frame.size, Size(width: 480, height: 320))
        XCTAssertValidTrace(recorder)
    }

    // APP-12, REENT-1: viewIsAppearing of the window's root that presents: the request waits for
    // the showing and is made after it; everything settles appeared.
    @MainActor func testAPP12_ViewIsAppearingThatPresents() async {
        let r = AttackHooked(name: "R"), c = ViewController(name: "C")
        r.onIsAppearing = { r in
            r.onIsAppearing = nil
            r.present(c, animated: false)
        }
        let (window, recorder) = showInVisibleWindow(r)
        XCTAssertTrue(r.presentedViewController === c)
        XCTAssertEqual(r.appearanceState, .appeared)
        XCTAssertEqual(c.appearanceState, .appeared)
        XCTAssertValidTrace(recorder)
        assertAppearanceSettled(in: window)
    }
}
