import ContainerKit
import ContainerKitTesting
import XCTest

// Page containers (COMP-18), from a user's package (`import ContainerKit`, no `@testable`).
//
// Sources of the orders:
// - Appearance of a page turn, completed and cancelled, for both styles: device logs published in
//   "The Inconsistent Order of View Transition Events" (2014),
//   https://wangling.me/2014/02/the-inconsistent-order-of-view-transition-events.html
//   (scroll: new viewWillAppear, current viewWillDisappear, new viewDidAppear, current
//   viewDidDisappear; cancelled scroll: new viewWillAppear, current viewWillDisappear, current
//   viewWillAppear, current viewDidAppear, new viewWillDisappear, new viewDidDisappear; page curl:
//   new viewWillAppear, current viewWillDisappear, current viewDidDisappear, new viewDidAppear;
//   cancelled curl: new viewWillAppear, current viewWillDisappear, new viewWillDisappear, current
//   viewWillAppear, new viewDidDisappear, current viewDidAppear). The scroll order again, logged
//   from UIPageViewController in https://github.com/rechsteiner/Parchment/pull/468.
// - The delegate and the data source are used for gesture-driven turns only: Apple's documentation
//   of UIPageViewController.delegate ("called in response to gesture-based navigation"),
//   .dataSource ("if the value of this property is nil, then gesture-based navigation is
//   disabled"), pageViewController(_:willTransitionTo:) ("called before a gesture-driven
//   transition begins") and pageViewController(_:didFinishAnimating:previousViewControllers:
//   transitionCompleted:) ("called after a gesture-driven transition completes"),
//   https://developer.apple.com/documentation/uikit/uipageviewcontrollerdelegate; the page
//   indicator's presentationCount/presentationIndex are asked after setViewControllers and not
//   after a swipe (Apple, quoted in https://samwize.com/2015/10/14/guide-to-using-uipageviewcontroller).
// The containment hooks, the refusals and the re-entrant cases are ContainerKit's policy, stated
// in the PageAndSplit article (COMP-18).
final class PageViewControllerTests: XCTestCase {
    @MainActor private func lines(_ recorder: TraceRecorder) -> [String] {
        recorder.lines(
            hooks: LifecycleEvent.Hook.appearance.union(LifecycleEvent.Hook.containment).union([
                .loadView, .viewDidLoad, .transition, .transitionDidEnd, .transitionDidCancel, .mark,
            ]))
    }

    @MainActor final class Pages: PageViewControllerDataSource, PageViewControllerDelegate {
        let recorder: TraceRecorder
        var pages: [ViewController]
        var override: ViewController??
        var onWillTransition: (() -> Void)?
        var onDidFinish: (() -> Void)?
        init(_ recorder: TraceRecorder, _ pages: [ViewController]) {
            self.recorder = recorder
            self.pages = pages
        }
        func pageViewController(
            _ pageViewController: PageViewController, viewControllerBefore viewController: ViewController
        ) -> ViewController? {
            recorder.mark("before(\(viewController.name))")
            if let override { return override }
            guard let index = pages.firstIndex(where: { $0 === viewController }), index > 0 else { return nil }
            return pages[index - 1]
        }
        func pageViewController(
            _ pageViewController: PageViewController, viewControllerAfter viewController: ViewController
        ) -> ViewController? {
            recorder.mark("after(\(viewController.name))")
            if let override { return override }
            guard let index = pages.firstIndex(where: { $0 === viewController }), index + 1 < pages.count else {
                return nil
            }
            return pages[index + 1]
        }
        func presentationCount(for pageViewController: PageViewController) -> Int {
            recorder.mark("presentationCount")
            return pages.count
        }
        func presentationIndex(for pageViewController: PageViewController) -> Int {
            recorder.mark("presentationIndex")
            return 0
        }
        func pageViewController(
            _ pageViewController: PageViewController, willTransitionTo pendingViewControllers: [ViewController]
        ) {
            recorder.mark("willTransitionTo(\(pendingViewControllers.map(\.name)))")
            if let hook = onWillTransition { onWillTransition = nil; hook() }
        }
        func pageViewController(
            _ pageViewController: PageViewController, didFinishAnimating finished: Bool,
            previousViewControllers: [ViewController], transitionCompleted completed: Bool
        ) {
            recorder.mark(
                "didFinishAnimating(\(finished), previous: \(previousViewControllers.map(\.name)), completed: \(completed))"
            )
            if let hook = onDidFinish { onDidFinish = nil; hook() }
        }
    }

    final class Hooked: ViewController {
        var onViewWillAppear: (() -> Void)?
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            if let hook = onViewWillAppear { onViewWillAppear = nil; hook() }
        }
    }

    /// A page container `P` showing `A` in a visible window, with pages `A`, `B`, `C`, a data
    /// source and delegate, and a manual animator.
    @MainActor private func pages(
        _ style: PageViewController.TransitionStyle, _ b: ViewController = ViewController(name: "B")
    ) -> (PageViewController, [ViewController], Pages, ManualAnimator, Window, TraceRecorder) {
        let a = ViewController(name: "A"), c = ViewController(name: "C")
        let p = PageViewController(transitionStyle: style, navigationOrientation: .horizontal, name: "P")
        p.setViewControllers([a], direction: .forward, animated: false)
        let (window, recorder) = showInVisibleWindow(p)
        let source = Pages(recorder, [a, b, c])
        p.dataSource = source
        p.delegate = source
        let animator = ManualAnimator()
        p.animator = animator
        return (p, [a, b, c], source, animator, window, recorder)
    }

    // MARK: - Swipes

    // COMP-18: a completed swipe in a scrolling container: the incoming page's viewDidAppear before
    // the outgoing page's viewDidDisappear (wangling.me, Parchment #468); the delegate around it.
    @MainActor func testCOMP18_ScrollSwipeCompleted() async {
        var start = 0
        let (p, pages, source, animator, window, recorder) = pages(.scroll)
        XCTAssertTrue(p.simulateSwipe(.forward))
        XCTAssertTraceLines(
            Array(lines(recorder).dropFirst(start)),
            equal: [
                "after(A)", "willTransitionTo([\"B\"])", "P.transition(from: A, to: B)", "B.willMove(toParent: P)",
                "B.loadView", "B.viewDidLoad", "B.viewWillAppear", "A.viewWillDisappear",
            ])
        XCTAssertTrue(p.viewControllers?.first === pages[0])  // COMP-12: committed at the end
        start = lines(recorder).count
        animator.complete()
        XCTAssertTraceLines(
            Array(lines(recorder).dropFirst(start)),
            equal: [
                "A.willMove(toParent: nil)", "B.viewDidAppear", "A.viewDidDisappear", "A.didMove(toParent: nil)",
                "B.didMove(toParent: P)", "P.transitionDidEnd(from: A, to: B)",
                "didFinishAnimating(true, previous: [\"A\"], completed: true)",
            ])
        XCTAssertEqual(p.viewControllers?.map(\.name), ["B"])
        XCTAssertEqual(p.children.map(\.name), ["B"])
        XCTAssertNil(pages[0].parent)
        XCTAssertEqual(pages[1].appearanceState, .appeared)
        XCTAssertEqual(pages[0].appearanceState, .disappeared)
        XCTAssertValidTrace(recorder)
        _ = (window, source)
    }

    // COMP-18: a cancelled swipe in a scrolling container: the current page comes back (will,
    // did) before the incoming one leaves (will, did) (wangling.me); the pages are unchanged.
    @MainActor func testCOMP18_ScrollSwipeCancelled() async {
        var start = 0
        let (p, pages, source, animator, window, recorder) = pages(.scroll)
        p.simulateSwipe(.forward)
        start = lines(recorder).count
        XCTAssertTrue(animator.cancel())
        XCTAssertTraceLines(
            Array(lines(recorder).dropFirst(start)),
            equal: [
                "B.didMove(toParent: P)", "A.viewWillAppear", "A.viewDidAppear", "B.viewWillDisappear",
                "B.viewDidDisappear", "B.willMove(toParent: nil)", "B.didMove(toParent: nil)",
                "P.transitionDidCancel(from: A, to: B)",
                "didFinishAnimating(true, previous: [\"A\"], completed: false)",
            ])
        XCTAssertEqual(p.viewControllers?.map(\.name), ["A"])
        XCTAssertEqual(p.children.map(\.name), ["A"])
        XCTAssertNil(pages[1].parent)
        XCTAssertEqual(pages[0].appearanceState, .appeared)
        XCTAssertEqual(pages[1].appearanceState, .disappeared)
        XCTAssertValidTrace(recorder)
        _ = (window, source)
    }

    // COMP-18: a completed page curl: the outgoing page's viewDidDisappear before the incoming
    // page's viewDidAppear (wangling.me).
    @MainActor func testCOMP18_PageCurlSwipeCompleted() async {
        let (p, _, source, animator, window, recorder) = pages(.pageCurl)
        p.simulateSwipe(.forward)
        animator.complete()
        XCTAssertTraceLines(
            lines(recorder),
            equal: [
                "after(A)", "willTransitionTo([\"B\"])", "P.transition(from: A, to: B)", "B.willMove(toParent: P)",
                "B.loadView", "B.viewDidLoad", "B.viewWillAppear", "A.viewWillDisappear",
                "A.willMove(toParent: nil)", "A.viewDidDisappear", "B.viewDidAppear", "A.didMove(toParent: nil)",
                "B.didMove(toParent: P)", "P.transitionDidEnd(from: A, to: B)",
                "didFinishAnimating(true, previous: [\"A\"], completed: true)",
            ])
        XCTAssertEqual(p.viewControllers?.map(\.name), ["B"])
        XCTAssertValidTrace(recorder)
        _ = (window, source)
    }

    // COMP-18: a cancelled page curl interleaves: new viewWillDisappear, current viewWillAppear,
    // new viewDidDisappear, current viewDidAppear (wangling.me).
    @MainActor func testCOMP18_PageCurlSwipeCancelled() async {
        var start = 0
        let (p, _, source, animator, window, recorder) = pages(.pageCurl)
        p.simulateSwipe(.forward)
        start = lines(recorder).count
        animator.cancel()
        XCTAssertTraceLines(
            Array(lines(recorder).dropFirst(start)),
            equal: [
                "B.didMove(toParent: P)", "B.viewWillDisappear", "A.viewWillAppear", "B.viewDidDisappear",
                "A.viewDidAppear", "B.willMove(toParent: nil)", "B.didMove(toParent: nil)",
                "P.transitionDidCancel(from: A, to: B)",
                "didFinishAnimating(true, previous: [\"A\"], completed: false)",
            ])
        XCTAssertEqual(p.viewControllers?.map(\.name), ["A"])
        XCTAssertValidTrace(recorder)
        _ = (window, source)
    }

    // COMP-18: a reverse swipe asks viewControllerBefore; at the first page the data source
    // returns nil and nothing happens; without a data source swiping is off (Apple).
    @MainActor func testCOMP18_DataSourceNilAndNoDataSourceDoNothing() async {
        var start = 0
        let (p, _, source, animator, window, recorder) = pages(.scroll)
        XCTAssertFalse(p.simulateSwipe(.reverse))
        XCTAssertEqual(Array(lines(recorder).dropFirst(start)), ["before(A)"])
        p.dataSource = nil
        start = lines(recorder).count
        XCTAssertFalse(p.simulateSwipe(.forward))
        XCTAssertEqual(Array(lines(recorder).dropFirst(start)), [])
        XCTAssertFalse(animator.isRunning)
        XCTAssertEqual(p.viewControllers?.map(\.name), ["A"])
        _ = (window, source)
    }

    // COMP-18: a data source that returns the page on screen, or a controller that has another
    // parent, is reported; nothing changes and the delegate hears nothing.
    @MainActor func testCOMP18_DataSourceReturningTheCurrentOrAParentedControllerIsRefused() async {
        var start = 0
        let (p, pages, source, animator, window, recorder) = pages(.scroll)
        source.override = .some(pages[0])
        start = lines(recorder).count
        let report = XCTAssertMisuse(.invalidArgument, unchanged: [window]) { p.simulateSwipe(.forward) }
        XCTAssertTrue(report?.message.contains("page on screen") == true, report?.message ?? "")
        XCTAssertEqual(Array(lines(recorder).dropFirst(start)), ["after(A)"])
        let other = ViewController(name: "O"), owned = ViewController(name: "X")
        other.addChild(owned)
        owned.didMove(toParent: other)
        source.override = .some(owned)
        start = lines(recorder).count
        XCTAssertMisuse(.invalidArgument, unchanged: [window], controllers: [other]) { p.simulateSwipe(.forward) }
        XCTAssertEqual(Array(lines(recorder).dropFirst(start)), ["after(A)"])
        XCTAssertTrue(owned.parent === other)
        XCTAssertFalse(animator.isRunning)
        XCTAssertEqual(p.children.map(\.name), ["A"])
    }

    // MARK: - setViewControllers

    // COMP-18: setViewControllers without animation runs the turn inside the call, with no
    // delegate call (Apple: the delegate hears gesture-driven turns only); a scrolling container
    // then asks for the page indicator (Apple). Animated, the animator holds it but cannot cancel it.
    @MainActor func testCOMP18_SetViewControllersAnimatedAndNot() async {
        var start = 0
        let (p, pages, source, animator, window, recorder) = pages(.scroll)
        var finished: [Bool] = []
        p.setViewControllers([pages[2]], direction: .forward, animated: false) { finished.append($0) }
        XCTAssertTraceLines(
            Array(lines(recorder).dropFirst(start)),
            equal: [
                "P.transition(from: A, to: C)", "A.willMove(toParent: nil)", "C.willMove(toParent: P)", "C.loadView",
                "C.viewDidLoad", "C.viewWillAppear", "A.viewWillDisappear", "C.viewDidAppear",
                "A.viewDidDisappear", "A.didMove(toParent: nil)", "C.didMove(toParent: P)",
                "P.transitionDidEnd(from: A, to: C)", "presentationCount", "presentationIndex",
            ])
        XCTAssertEqual(finished, [true])
        start = lines(recorder).count
        p.setViewControllers([pages[1]], direction: .reverse, animated: true) { finished.append($0) }
        XCTAssertTrue(animator.isRunning)
        XCTAssertFalse(animator.cancel())  // not a gesture: cannot be cancelled
        animator.complete()
        XCTAssertTraceLines(
            Array(lines(recorder).dropFirst(start)),
            equal: [
                "P.transition(from: C, to: B)", "C.willMove(toParent: nil)", "B.willMove(toParent: P)", "B.loadView",
                "B.viewDidLoad", "B.viewWillAppear", "C.viewWillDisappear", "B.viewDidAppear",
                "C.viewDidDisappear", "C.didMove(toParent: nil)", "B.didMove(toParent: P)",
                "P.transitionDidEnd(from: C, to: B)", "presentationCount", "presentationIndex",
            ])
        XCTAssertEqual(finished, [true, true])
        // The same page again changes nothing and completes with false.
        start = lines(recorder).count
        p.setViewControllers([pages[1]], direction: .forward, animated: true) { finished.append($0) }
        XCTAssertEqual(Array(lines(recorder).dropFirst(start)), [])
        XCTAssertEqual(finished, [true, true, false])
        XCTAssertValidTrace(recorder)
        _ = (window, source)
    }

    // COMP-18: one page at a time: any other number is reported and changes nothing.
    @MainActor func testCOMP18_SetViewControllersWithTwoPagesIsRefused() async {
        let (p, pages, source, _, window, recorder) = pages(.pageCurl)
        XCTAssertMisuse(.invalidArgument, unchanged: [window], recorder: recorder) {
            p.setViewControllers([pages[1], pages[2]], direction: .forward, animated: false)
        }
        XCTAssertMisuse(.invalidArgument, unchanged: [window], recorder: recorder) {
            p.setViewControllers(nil, direction: .forward, animated: false)
        }
        XCTAssertEqual(p.viewControllers?.map(\.name), ["A"])
        _ = source
    }

    // COMP-18: a double-sided page-curl container takes the front of the new page and the back of
    // the turned page, as Apple documents for a spine at the edge ("Pass the front of the page to be
    // displayed and the back of the previously-displayed page. The back is used for the page turning
    // animation.", setViewControllers(_:direction:animated:completion:),
    // https://developer.apple.com/documentation/uikit/uipageviewcontroller/setviewcontrollers(_:direction:animated:completion:)).
    // Policy (PageAndSplit article): the back is not shown, so it is no child and gets no hook; the
    // turn is the one-page turn to the front. A scrolling container still takes one page, and three
    // pages are refused either way.
    @MainActor func testCOMP18_DoubleSidedPageCurlTakesTheBackOfTheTurnedPage() async {
        let (p, pages, source, _, window, recorder) = pages(.pageCurl)
        XCTAssertFalse(p.isDoubleSided)  // UIKit's default
        p.isDoubleSided = true
        let back = ViewController(name: "back")
        let start = lines(recorder).count
        var finished: [Bool] = []
        p.setViewControllers([pages[1], back], direction: .forward, animated: false) { finished.append($0) }
        XCTAssertTraceLines(
            Array(lines(recorder).dropFirst(start)),
            equal: [
                "P.transition(from: A, to: B)", "A.willMove(toParent: nil)", "B.willMove(toParent: P)", "B.loadView",
                "B.viewDidLoad", "B.viewWillAppear", "A.viewWillDisappear", "A.viewDidDisappear",
                "B.viewDidAppear", "A.didMove(toParent: nil)", "B.didMove(toParent: P)",
                "P.transitionDidEnd(from: A, to: B)",
            ])
        XCTAssertEqual(finished, [true])
        XCTAssertEqual(p.viewControllers?.map(\.name), ["B"])
        XCTAssertNil(back.parent)
        XCTAssertFalse(back.isViewLoaded)
        XCTAssertMisuse(.invalidArgument, unchanged: [window], recorder: recorder) {
            p.setViewControllers([pages[2], back, pages[0]], direction: .forward, animated: false)
        }
        let scrolling = PageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal, name: "S")
        scrolling.isDoubleSided = true
        XCTAssertMisuse(.invalidArgument, controllers: [scrolling], recorder: recorder) {
            scrolling.setViewControllers([pages[2], back], direction: .forward, animated: false)
        }
        XCTAssertEqual(scrolling.viewControllers?.count, 0)
        XCTAssertValidTrace(recorder)
        _ = source
    }

    // MARK: - Re-entrance (REENT-1) and lifetime (LIFE-4)

    // COMP-18, REENT-1: a page set from the incoming page's viewWillAppear, in the middle of a
    // swipe, waits for the turn and runs after it.
    @MainActor func testCOMP18_REENT1_SetFromAHookOfTheTurnWaits() async {
        var start = 0
        let b = Hooked(name: "B")
        let (p, pages, source, animator, window, recorder) = pages(.scroll, b)
        b.onViewWillAppear = { [unowned p] in
            p.setViewControllers([pages[2]], direction: .forward, animated: false)
        }
        p.simulateSwipe(.forward)
        XCTAssertTrue(p.isTransitioning)
        XCTAssertEqual(p.pendingTransitionCount, 1)
        start = lines(recorder).count
        animator.complete()
        XCTAssertTraceLines(
            Array(lines(recorder).dropFirst(start)),
            equal: [
                "A.willMove(toParent: nil)", "B.viewDidAppear", "A.viewDidDisappear", "A.didMove(toParent: nil)",
                "B.didMove(toParent: P)", "P.transitionDidEnd(from: A, to: B)",
                "didFinishAnimating(true, previous: [\"A\"], completed: true)", "P.transition(from: B, to: C)",
                "B.willMove(toParent: nil)", "C.willMove(toParent: P)", "C.loadView", "C.viewDidLoad",
                "C.viewWillAppear", "B.viewWillDisappear", "C.viewDidAppear", "B.viewDidDisappear",
                "B.didMove(toParent: nil)", "C.didMove(toParent: P)", "P.transitionDidEnd(from: B, to: C)",
                "presentationCount", "presentationIndex",
            ])
        XCTAssertEqual(p.viewControllers?.map(\.name), ["C"])
        XCTAssertEqual(p.children.map(\.name), ["C"])
        XCTAssertValidTrace(recorder)
        _ = (window, source)
    }

    // COMP-18, REENT-1 (policy): a willTransitionTo that sets the page itself ends the swipe: the
    // delegate hears didFinishAnimating(false, completed: false), no turn runs.
    @MainActor func testCOMP18_REENT1_DelegateThatChangesThePageEndsTheSwipe() async {
        let (p, pages, source, animator, window, recorder) = pages(.scroll)
        source.onWillTransition = { [unowned p] in
            p.setViewControllers([pages[2]], direction: .forward, animated: false)
        }
        XCTAssertFalse(p.simulateSwipe(.forward))
        XCTAssertFalse(animator.isRunning)
        XCTAssertTraceLines(
            lines(recorder),
            equal: [
                "after(A)", "willTransitionTo([\"B\"])", "P.transition(from: A, to: C)", "A.willMove(toParent: nil)",
                "C.willMove(toParent: P)", "C.loadView", "C.viewDidLoad", "C.viewWillAppear", "A.viewWillDisappear",
                "C.viewDidAppear", "A.viewDidDisappear", "A.didMove(toParent: nil)", "C.didMove(toParent: P)",
                "P.transitionDidEnd(from: A, to: C)", "presentationCount", "presentationIndex",
                "didFinishAnimating(false, previous: [\"A\"], completed: false)",
            ])
        XCTAssertEqual(p.viewControllers?.map(\.name), ["C"])
        XCTAssertValidTrace(recorder)
        _ = window
    }

    // COMP-18, LIFE-4: the incoming page moved to another parent in the middle of a swipe
    // abandons the turn: the current page comes back, the delegate hears finished: false.
    @MainActor func testCOMP18_LIFE4_PageTakenAwayMidTurn() async {
        let (p, pages, source, animator, window, recorder) = pages(.scroll)
        p.simulateSwipe(.forward)
        let other = ViewController(name: "O")
        other.addChild(pages[1])
        pages[1].didMove(toParent: other)
        XCTAssertFalse(animator.isRunning)
        XCTAssertTrue(pages[1].parent === other)
        XCTAssertEqual(p.children.map(\.name), ["A"])
        XCTAssertEqual(pages[0].appearanceState, .appeared)
        XCTAssertEqual(pages[1].appearanceState, .disappeared)
        XCTAssertEqual(
            recorder.lines(hooks: [.mark, .transitionDidCancel]).suffix(2),
            [
                "P.transitionDidCancel(from: A, to: B)",
                "didFinishAnimating(false, previous: [\"A\"], completed: false)",
            ])
        _ = (window, source)
    }

    // COMP-18, LIFE-4, LIFE-1: a page container released while a swipe is held: no crash, the
    // turn ends abandoned, and every controller of it is released.
    @MainActor func testCOMP18_LIFE1_ReleasedMidTurn() async {
        let tracker = LifetimeTracker()
        let animator = ManualAnimator()
        do {
            let (p, pages, source, held, window, _) = pages(.pageCurl)
            p.animator = animator
            _ = held
            p.simulateSwipe(.forward)
            XCTAssertTrue(animator.isRunning)
            tracker.track(p)
            for page in pages { tracker.track(page) }
            tracker.track(window)
            window.rootViewController = nil
            _ = source
        }
        XCTAssertFalse(animator.complete())
        tracker.assertAllReleased()
    }
}
