import ContainerKit
import ContainerKitTesting
import XCTest

/// LIFE-5: depth is never a crash and never super-linear. Each test builds one chain, runs the
/// operation that used to recurse or walk to the top on every step, and checks the result.
///
/// The depth is `CONTAINERKIT_CHAIN_DEPTH` when set (the release run in CI sets 1,000,000), and
/// otherwise a debug-sized default that already overflowed the stack, or took seconds to minutes,
/// before the operations became iterative and linear.
final class DepthTests: XCTestCase {
    // Under the test switches, the invariant check at the end of every operation
    // (`Engine+Invariants.swift`) leaves trees of more than 150 nodes unchecked, but finding that
    // out walks 150 nodes per operation: at a million levels it took over half of each test's time
    // (`perf record` of testLIFE5NestedNavigationControllersLoadAndAppearIteratively at 100,000
    // levels in release: 53% in `checkInvariantsOfNotedTrees`, 20 s in all). These tests check
    // nothing it could: it is off here.
    override func invokeTest() {
        #if CONTAINERKIT_TEST_SWITCHES
        let saved = MainActor.assumeIsolated { TestSwitches.checksInvariants }
        MainActor.assumeIsolated { TestSwitches.checksInvariants = false }
        super.invokeTest()
        MainActor.assumeIsolated { TestSwitches.checksInvariants = saved }
        #else
        super.invokeTest()
        #endif
    }

    /// The chain depth of this run.
    private func depth(default value: Int) -> Int {
        ProcessInfo.processInfo.environment["CONTAINERKIT_CHAIN_DEPTH"].flatMap(Int.init) ?? value
    }

    // LIFE-5: each container created with the previous one as its content; dropping the top one
    // released the chain through `content`, one nested deinit per level.
    @MainActor func testLIFE5NestedContainerViewsAreReleasedIteratively() async {
        let depth = depth(default: 30_000)
        weak var innermost: View?
        do {
            let first = ContainerView<View>(in: nil, name: "k0")
            innermost = first.content
            var top = first
            for _ in 1..<depth {
                let inner = top
                top = ContainerView<View>(in: nil, name: "k") { inner }
            }
            XCTAssertTrue(first.superview != nil)
            XCTAssertNotNil(innermost)
        }
        XCTAssertNil(innermost, "the whole chain was released")
    }

    // LIFE-5: `beginAppearanceTransition` on the top of a chain of nested children forwarded
    // appearance recursively, one level of stack per child.
    @MainActor func testLIFE5AppearanceForwardingDownADeepChainIsIterative() async {
        let depth = depth(default: 30_000)
        let (top, leaf) = controllerChain(depth: depth)
        top.beginAppearanceTransition(true, animated: false)
        XCTAssertEqual(leaf.appearanceState, .appearing)
        top.endAppearanceTransition()
        XCTAssertEqual(top.appearanceState, .appeared)
        XCTAssertEqual(leaf.appearanceState, .appeared)
        top.beginAppearanceTransition(false, animated: false)
        top.endAppearanceTransition()
        XCTAssertEqual(leaf.appearanceState, .disappeared)
    }

    // LIFE-5, APP-13: a size transition of a window whose root tops a chain of nested children:
    // the default forwarding of willTransition(to:with:) and viewWillTransition(to:with:) called
    // each child from its parent's hook, several stack frames per level (a stack overflow at 10,000
    // levels in debug). It nests at most 64 forwardings now and defers the deeper ones.
    @MainActor func testLIFE5SizeTransitionForwardingDownADeepChainIsBounded() async {
        let depth = depth(default: 30_000)
        let top = ViewController(name: "c0")
        var parent = top
        for _ in 1..<(depth - 1) {
            let child = ViewController(name: "c")
            parent.addChild(child, into: parent.view)
            parent = child
        }
        let leaf = SizeNotingController(name: "leaf")
        parent.addChild(leaf, into: parent.view)
        let window = Window(name: "W")
        window.frame = Rect(x: 0, y: 0, width: 390, height: 844)
        window.rootViewController = top
        window.makeKeyAndVisible()
        window.simulateSizeTransition(
            to: Size(width: 844, height: 390), systemTraits: TraitCollection(verticalSizeClass: .compact))
        XCTAssertEqual(leaf.notes, ["traits compact", "size 844x390"])
        XCTAssertEqual(window.bounds.size, Size(width: 844, height: 390))
    }

    // LIFE-5: nested navigation controllers made a window's root: loading each container's view
    // loaded the next one inside its viewDidLoad (a stack overflow), and each placement and busy
    // check walked the chain (cubic: 19 s at 2,000 levels in release). Then hidden, shown again
    // and torn down.
    @MainActor func testLIFE5NestedNavigationControllersLoadAndAppearIteratively() async {
        let depth = depth(default: 5_000)
        let leaf = ViewController(name: "leaf")
        var top: ViewController = leaf
        for _ in 0..<depth { top = NavigationController(rootViewController: top, name: "N") }
        let window = Window(name: "W")
        window.makeKeyAndVisible()
        window.rootViewController = top
        XCTAssertTrue(leaf.view.window === window)
        XCTAssertEqual(leaf.appearanceState, .appeared)
        XCTAssertEqual(top.appearanceState, .appeared)
        window.hide()
        XCTAssertEqual(leaf.appearanceState, .disappeared)
        window.makeKeyAndVisible()
        top.tearDown()
        XCTAssertTrue(leaf.isTornDown)
        XCTAssertEqual(leaf.appearanceState, .disappeared)
        XCTAssertNil(window.rootViewController)
    }

    // LIFE-5: tearing down the top of a chain of nested controllers in a visible window checked,
    // for every controller, whether its view was inside the top's (quadratic: 22 s for 30,000).
    @MainActor func testLIFE5TearingDownADeepControllerChainIsLinear() async {
        let depth = depth(default: 20_000)
        let (top, leaf) = controllerChain(depth: depth)
        let window = Window(name: "W")
        window.rootViewController = top
        window.makeKeyAndVisible()
        XCTAssertEqual(leaf.appearanceState, .appeared)
        top.tearDown()
        XCTAssertTrue(leaf.isTornDown)
        XCTAssertTrue(leaf.view.isTornDown)
        XCTAssertEqual(leaf.appearanceState, .disappeared)
        XCTAssertNil(window.rootViewController)
        XCTAssertTrue(window.subviews.isEmpty)
    }

    // LIFE-5: every view of a deep chain adds a badge when it enters the window; each request's
    // busy check walked up to the top of the tree (38 s for 100,000 in release).
    @MainActor func testLIFE5BusyChecksOfRequestsFromADeepChainAreConstant() async {
        let depth = depth(default: 20_000)
        let root = BadgingView(name: "v")
        var views = [root]
        views.reserveCapacity(depth)
        for _ in 1..<depth {
            let next = BadgingView(name: "v")
            views[views.count - 1].addSubview(next)
            views.append(next)
        }
        let window = Window(name: "W")
        window.makeKeyAndVisible()
        window.addSubview(root)
        XCTAssertTrue(views.allSatisfy { $0.badge?.superview === $0 }, "every request was applied")
        XCTAssertTrue(views.allSatisfy { $0.badge?.window === window })
        root.removeFromSuperview()
    }

    /// A chain of `depth` controllers, each added with its view into its parent's view.
    @MainActor private func controllerChain(depth: Int) -> (top: ViewController, leaf: ViewController) {
        let top = ViewController(name: "c0")
        var leaf = top
        for _ in 1..<depth {
            let child = ViewController(name: "c")
            leaf.addChild(child, into: leaf.view)
            leaf = child
        }
        return (top, leaf)
    }
}

/// A view that adds a badge to itself when it enters a window (a request made from a hook while
/// its tree is changing: applied after the operation, `REENT-1`).
@MainActor
private final class BadgingView: View {
    var badge: View?

    override func didMoveToWindow() {
        super.didMoveToWindow()
        guard window != nil, badge == nil else { return }
        let badge = View(name: "badge")
        self.badge = badge
        addSubview(badge)
    }
}

/// A controller that notes the size-transition hooks it gets.
@MainActor
private final class SizeNotingController: ViewController {
    var notes: [String] = []

    override func willTransition(
        to newCollection: TraitCollection, with coordinator: any ViewControllerTransitionCoordinator
    ) {
        notes.append("traits \(newCollection.verticalSizeClass)")
        super.willTransition(to: newCollection, with: coordinator)
    }

    override func viewWillTransition(to size: Size, with coordinator: any ViewControllerTransitionCoordinator) {
        notes.append("size \(Int(size.width))x\(Int(size.height))")
        super.viewWillTransition(to: size, with: coordinator)
    }
}
