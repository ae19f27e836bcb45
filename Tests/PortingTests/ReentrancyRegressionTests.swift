import ContainerKit
import ContainerKitTesting
import Foundation
import XCTest

/// The reproductions of issue "Hooks that change the tree", through the public API only: each
/// used to crash, hang, leak or break a promise; each asserts the rule it broke (REENT-1 unless
/// named otherwise).
final class ReentrancyRegressionTests: XCTestCase {
    /// A view that runs a closure once, in the named hook.
    final class Hooked: View {
        var onWillMoveToSuperview: ((Hooked, View?) -> Void)?
        var onWillMoveToWindow: ((Hooked, Window?) -> Void)?
        override func willMove(toSuperview newSuperview: View?) {
            super.willMove(toSuperview: newSuperview)
            if let hook = onWillMoveToSuperview { onWillMoveToSuperview = nil; hook(self, newSuperview) }
        }
        override func willMove(toWindow newWindow: Window?) {
            super.willMove(toWindow: newWindow)
            if let hook = onWillMoveToWindow { onWillMoveToWindow = nil; hook(self, newWindow) }
        }
    }

    /// A controller that runs a closure once, in the named hook.
    final class HookedController: ViewController {
        var onWillMoveToParent: ((HookedController, ViewController?) -> Void)?
        var onViewWillDisappear: ((HookedController) -> Void)?
        var onViewDidAppear: ((HookedController) -> Void)?
        var onLoadView: ((HookedController) -> Void)?
        override func loadView() {
            if let hook = onLoadView { onLoadView = nil; hook(self) }
            super.loadView()
        }
        override func willMove(toParent parent: ViewController?) {
            super.willMove(toParent: parent)
            if let hook = onWillMoveToParent { onWillMoveToParent = nil; hook(self, parent) }
        }
        override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            if let hook = onViewWillDisappear { onViewWillDisappear = nil; hook(self) }
        }
        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            if let hook = onViewDidAppear { onViewDidAppear = nil; hook(self) }
        }
    }

    // 1. A view that removes itself in willMove(toWindow:) while its root view enters a window.
    @MainActor func testREENT1ViewRemovingItselfWhileEnteringAWindowWaits() async {
        let w = Window(name: "W"), p = ViewController(name: "P")
        let x = Hooked(name: "x")
        p.view.addSubview(x)
        x.onWillMoveToWindow = { x, window in if window != nil { x.removeFromSuperview() } }
        let recorder = TraceRecorder()
        w.attach(recorder)
        w.rootViewController = p
        XCTAssertNil(x.superview, "applied after the operation")
        XCTAssertTrace(
            recorder,
            containsInOrder: [
                "x.willMove(toWindow: W)", "P.view.willMove(toSuperview: W)", "x.didMoveToWindow",
                "W.didAddSubview(P.view)", "P.view.willRemoveSubview(x)", "x.willMove(toSuperview: nil)",
            ])
        XCTAssertTrue(p.view.window === w)
    }

    // 2. A child's view that removes itself again while removeChild removes it.
    @MainActor func testREENT1ViewRemovingItselfDuringRemoveChild() async {
        let p = ViewController(name: "P"), c = ViewController(name: "C")
        let hooked = Hooked(name: "C.root")
        c.view = hooked
        p.addChild(c, into: p.view)
        hooked.onWillMoveToSuperview = { view, superview in if superview == nil { view.removeFromSuperview() } }
        p.removeChild(c)
        XCTAssertNil(hooked.superview)
        XCTAssertTrue(p.children.isEmpty)
    }

    // 3. A hook that re-parents the child whose view is part of the tree being changed.
    @MainActor func testREENT1ReparentingFromAHookWaits() async {
        let p = ViewController(name: "P"), p2 = ViewController(name: "P2"), c = ViewController(name: "C")
        p.addChild(c, into: p.view)
        let x = Hooked(name: "x")
        x.onWillMoveToSuperview = { _, _ in p2.addChild(c) }
        // MIS-19: the hook's addChild alone leaves C's view unplaced when the operation ends.
        XCTAssertMisuse(.unfinishedContainment) { p.view.addSubview(x) }
        XCTAssertTrue(c.parent === p2)
        XCTAssertNil(c.view.superview, "the re-parented child's view left P's view (VC-4, VC-5)")
        XCTAssertTrue(x.superview === p.view)
    }

    // 4. The right view leaves, and nothing dangles after the holder is released (LIFE-1).
    @MainActor func testLIFE1RightViewLeavesAndNothingDangles() async {
        let p = ViewController(name: "P"), q = ViewController(name: "Q"), c = HookedController(name: "C")
        let x = View(name: "x")
        weak var weakHolder: View?
        do {
            let holder = View(name: "holder")
            weakHolder = holder
            p.view.addSubview(holder)
            holder.addSubview(x)
            p.addChild(c, into: holder)
            let root = Hooked(name: "root")
            _ = root
            c.onWillMoveToParent = { c, parent in if parent == nil { q.addChild(c, into: q.view) } }
            p.removeChild(c)
            XCTAssertEqual(holder.subviews.map(\.name), ["x"])
            XCTAssertTrue(c.parent === q)
            XCTAssertTrue(c.view.superview === q.view)
            holder.removeFromSuperview()
        }
        XCTAssertNil(weakHolder)
        XCTAssertNil(x.superview, "released holder: no dangling reference")
    }

    // 5. A request that would make two controllers each other's parent is refused (MIS-7).
    @MainActor func testMIS7NoParentCycleFromAHook() async {
        let p = ViewController(name: "P"), a = ViewController(name: "A"), b = HookedController(name: "B")
        p.addChild(a)
        a.didMove(toParent: p)
        p.addChild(b)
        b.didMove(toParent: p)
        // Re-parenting b sends willMove(toParent: A) (UIKit sends no willMove(toParent: nil)).
        b.onWillMoveToParent = { b, parent in if parent != nil { b.addChild(a) } }
        weak let weakA = a, weakB: ViewController? = b
        let report = XCTAssertMisuse(.reentrantChange) { a.addChild(b) }
        XCTAssertTrue(report?.message.contains("MIS-7") == true, report?.message ?? "")
        XCTAssertTrue(b.parent === a)
        XCTAssertFalse(a.parent === b)
        XCTAssertNil(a.ancestor(of: HookedController.self), "the lookup ends")
        XCTAssertTrue(p.children.map(\.name) == ["A"])
        b.didMove(toParent: a)  // finishes the containment the test began (MIS-19 at release otherwise)
        _ = (weakA, weakB)
    }

    final class Card: View {}

    // 6. TypedViewController: torn down, empty loadView, wrapped view already in a tree, rootView
    //    read inside loadView: one load each (LOAD-1), a Card always, no trap.
    @MainActor func testLOAD1TypedControllerEdgeCases() async {
        var reports: [MisuseError] = []
        withDiagnosticsHandler({ reports.append($0) }) {

            let torn = TypedViewController<Card>(name: "T")
            torn.tearDown()
            XCTAssertTrue(type(of: torn.rootView) == Card.self)
            XCTAssertFalse(torn.isViewLoaded, "a torn-down controller loads nothing")

            final class Empty: TypedViewController<Card> { override func loadView() {} }
            let empty = Empty(name: "E")
            let first = empty.rootView
            XCTAssertTrue(empty.rootView === first, "loaded once")

            let wrapped = Card(name: "placed"), elsewhere = View(name: "elsewhere")
            elsewhere.addSubview(wrapped)
            let wrapper = TypedViewController(name: "W", wrapping: wrapped)
            XCTAssertFalse(wrapper.rootView === wrapped, "a view in a tree is not taken")
            XCTAssertTrue(wrapper.rootView === wrapper.view)
            XCTAssertTrue(wrapped.superview === elsewhere)

            final class Peeking: TypedViewController<Card> {
                var peeked: Card?
                override func loadView() { peeked = rootView; super.loadView() }
            }
            let peeking = Peeking(name: "K")
            XCTAssertTrue(type(of: peeking.rootView) == Card.self)
            XCTAssertFalse(peeking.peeked === peeking.rootView, "read inside loadView: a detached answer")
            XCTAssertEqual(Set(reports.map(\.misuse)), [.tornDown, .loadViewLeftNoView, .invalidArgument])
        }
    }

    // 7. Re-registering an identifier while its cells are displayed: the old cells are never pooled.
    @MainActor func testCELL1ReRegisteringWhileDisplayed() async {
        let home = ViewController(name: "home")
        let list = ListHost(name: "list")
        list.register(ContainerView<View>.self, forReuseIdentifier: "row")
        list.containerProvider = { list, row in
            let cell = list.dequeueReusableContainer(withIdentifier: "row", for: row, as: AnyContainerView.self)
            (cell as? ContainerView<View>)?.prepare(in: list.owningController)
            (cell as? ControllerContainer<ViewController>)?.prepare(in: list.owningController)
            return cell
        }
        home.view.addSubview(list)
        list.reloadData(numberOfRows: 10, visibleRows: 0..<3)
        let old = list.displayedContainers
        list.register(ControllerContainer<ViewController>.self, forReuseIdentifier: "row")
        list.scroll(toVisible: 5..<8)
        XCTAssertTrue(list.displayedContainers.allSatisfy { $0 is ControllerContainer<ViewController> })
        XCTAssertTrue(
            old.allSatisfy { cell in !list.pooledContainers(forReuseIdentifier: "row").contains { $0 === cell } })
    }

    // 8. reloadData and scroll from a cell's hook or from the provider wait for the operation.
    @MainActor func testREENT1ListReloadFromTheProviderWaits() async {
        let home = ViewController(name: "home")
        let list = ListHost(name: "list")
        list.register(ContainerView<View>.self, forReuseIdentifier: "row")
        var reloaded = false
        list.containerProvider = { list, row in
            if !reloaded { reloaded = true; list.reloadData(numberOfRows: 3, visibleRows: 0..<2) }
            let cell = list.dequeueReusableContainer(withIdentifier: "row", for: row, as: ContainerView<View>.self)
            cell?.prepare(in: list.owningController)
            return cell
        }
        home.view.addSubview(list)
        list.reloadData(numberOfRows: 10, visibleRows: 0..<4)
        XCTAssertEqual(list.numberOfRows, 3, "the reload requested inside was applied after")
        XCTAssertEqual(list.visibleRows, 0..<2)
        XCTAssertEqual(list.subviews.count, 2)
    }

    // 9. Replacing the root view of a pooled cell's content controller is refused; freeing it is safe.
    @MainActor func testCONT5ContentControllerKeepsItsViewWhilePooled() async {
        let home = ViewController(name: "home")
        let list = ListHost(name: "list")
        list.register(ControllerContainer<ViewController>.self, forReuseIdentifier: "row")
        list.containerProvider = { list, row in
            let cell = list.dequeueReusableContainer(
                withIdentifier: "row", for: row, as: ControllerContainer<ViewController>.self)
            cell?.prepare(in: list.owningController)
            return cell
        }
        home.view.addSubview(list)
        list.reloadData(numberOfRows: 4, visibleRows: 0..<1)
        list.scroll(toVisible: 3..<4)
        list.scroll(toVisible: 0..<0)
        let pooled = list.pooledContainers(forReuseIdentifier: "row").compactMap {
            $0 as? ControllerContainer<ViewController>
        }
        XCTAssertFalse(pooled.isEmpty)
        for cell in pooled {
            guard let content = cell.content else { continue }
            XCTAssertMisuse(.invalidArgument) { content.view = View(name: "other") }
        }
        list.tearDown()
        home.tearDown()
    }

    // 10. A chain of nested child controllers is released without recursion (LIFE-1). Depth from
    //     CONTAINERKIT_CHAIN_DEPTH (CI runs 1,000,000 in release), 100,000 by default.
    @MainActor func testLIFE1DeepChainOfChildControllersIsReleasedIteratively() async {
        let depth = ProcessInfo.processInfo.environment["CONTAINERKIT_CHAIN_DEPTH"].flatMap(Int.init) ?? 100_000
        weak var deepest: ViewController?
        withoutPerOperationInvariantChecks {
            var top = ViewController(name: "c0")
            deepest = top
            for i in 1..<depth {  // built bottom-up: each new controller adopts the chain so far
                let parent = ViewController(name: "c\(i)")
                parent.addChild(top)
                top.didMove(toParent: parent)  // finished, or its release reports it (MIS-19)
                top = parent
            }
            XCTAssertNotNil(deepest?.parent)
        }
        XCTAssertNil(deepest, "the whole chain was released")
        print("released a chain of \(depth) nested child controllers")
    }

    // 11. A chain of deferred changes is drained iteratively (100,000 by default; REENT-1).
    @MainActor func testREENT1LongChainOfDeferredChangesDrainsIteratively() async {
        let count = ProcessInfo.processInfo.environment["CONTAINERKIT_DEFERRED_CHAIN"].flatMap(Int.init) ?? 100_000
        let w = Window(name: "W")
        let views = (0..<count).map { Hooked(name: "v\($0)") }
        // Each view, joining the window, asks for the next one to join: every request is deferred
        // and applied by the same drain.
        for i in 0..<(count - 1) {
            views[i].onWillMoveToSuperview = { _, _ in w.addSubview(views[i + 1]) }
        }
        w.addSubview(views[0])
        XCTAssertEqual(w.subviews.count, count)
        XCTAssertTrue(w.subviews.last === views[count - 1])
    }

    // Teardown requested from hooks waits: no hook reaches a torn-down node (LIFE-2).
    @MainActor func testLIFE2TeardownFromViewWillDisappearWaitsForViewDidDisappear() async {
        let w = Window(name: "W"), c = HookedController(name: "C")
        w.rootViewController = c
        w.makeKeyAndVisible()
        c.onViewWillDisappear = { c in c.tearDown() }
        let recorder = TraceRecorder()
        w.attach(recorder)
        w.hide()
        XCTAssertTrue(c.isTornDown)
        XCTAssertTrace(
            recorder, subjects: ["C"], hooks: LifecycleEvent.Hook.appearance,
            equals: [
                "C.viewWillDisappear", "C.viewDidDisappear",
            ])
    }

    // A parent removing its child in its own viewDidAppear: the child appears, then leaves.
    @MainActor func testAPP2RemovingAChildInViewDidAppearDoesNotLeaveItAppearing() async {
        let w = Window(name: "W"), p = HookedController(name: "P"), c = ViewController(name: "C")
        p.addChild(c, into: p.view)
        p.onViewDidAppear = { _ in c.removeFromParent() }
        w.rootViewController = p
        XCTAssertMisuse(.removeFromParentWithoutWillMove) { w.makeKeyAndVisible() }
        XCTAssertNotEqual(c.appearanceState, .appearing)
        XCTAssertNil(c.parent)
    }

    // A second window cannot take another window's root (the first is left unchanged).
    @MainActor func testVC5AnotherWindowsRootIsRefused() async {
        let w1 = Window(name: "W1"), w2 = Window(name: "W2"), c = ViewController(name: "C")
        w1.rootViewController = c
        XCTAssertMisuse(.invalidArgument, unchanged: [w1, w2]) { w2.rootViewController = c }
        XCTAssertTrue(w1.rootViewController === c)
        XCTAssertTrue(c.view.superview === w1)
    }

    // reloadData with no provider is refused before anything changes.
    @MainActor func testCELL1ReloadWithoutProviderChangesNothing() async {
        let home = ViewController(name: "home")
        let list = ListHost(name: "list")
        list.register(ContainerView<View>.self, forReuseIdentifier: "row")
        list.containerProvider = { list, row in
            let cell = list.dequeueReusableContainer(withIdentifier: "row", for: row, as: ContainerView<View>.self)
            cell?.prepare(in: list.owningController)
            return cell
        }
        home.view.addSubview(list)
        list.reloadData(numberOfRows: 5, visibleRows: 0..<2)
        list.containerProvider = nil
        XCTAssertMisuse(.invalidArgument, unchanged: [home.view]) {
            list.reloadData(numberOfRows: 5, visibleRows: 2..<4)
        }
        XCTAssertEqual(list.visibleRows, 0..<2)
    }
}
