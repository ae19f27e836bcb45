import XCTest

@testable import ContainerKit

/// A view that logs what it sees inside its hooks, for assertions about state during hooks.
@MainActor
final class ProbeView: View {
    var notes: [String] = []
    override func willMove(toWindow newWindow: Window?) {
        super.willMove(toWindow: newWindow)
        notes.append("willMove(toWindow:) window=\(window?.name ?? "nil") superview=\(superview?.name ?? "nil")")
    }
    override func didMoveToWindow() {
        super.didMoveToWindow()
        notes.append("didMoveToWindow window=\(window?.name ?? "nil") superview=\(superview?.name ?? "nil")")
    }
    override func willMove(toSuperview newSuperview: View?) {
        super.willMove(toSuperview: newSuperview)
        notes.append("willMove(toSuperview:) superview=\(superview?.name ?? "nil")")
    }
    override func didMoveToSuperview() {
        super.didMoveToSuperview()
        notes.append("didMoveToSuperview superview=\(superview?.name ?? "nil")")
    }
}

/// Builds `v` with subviews `a` (which has `a1`) and `b`: the subtree used by the window-hook tests.
@MainActor
func makeSubtree(_ name: String = "v") -> (v: View, a: View, a1: View, b: View) {
    let v = View(name: name), a = View(name: "a"), a1 = View(name: "a1"), b = View(name: "b")
    a.addSubview(a1)
    v.addSubview(a)
    v.addSubview(b)
    return (v, a, a1, b)
}

/// A chain of `depth` views under a returned root; the last view is returned too.
@MainActor
func makeChain(depth: Int) -> (root: View, leaf: View) {
    let root = View(name: "root")
    var leaf = root
    for _ in 1..<depth {
        let next = View(name: "link")
        leaf.addSubview(next)
        leaf = next
    }
    return (root, leaf)
}

/// A tree of `count` views where every view has up to `fanOut` subviews, built breadth first.
@MainActor
func makeWideTree(count: Int, fanOut: Int) -> View {
    let root = View(name: "root")
    var all = [root]
    all.reserveCapacity(count)
    var parentIndex = 0
    while all.count < count {
        let child = View(name: "n")
        all[parentIndex].addSubview(child)
        all.append(child)
        if all[parentIndex].subviews.count == fanOut { parentIndex += 1 }
    }
    return root
}

extension XCTestCase {
    /// Runs `body` in ``withMisuseChecking(_:)``, expecting ContainerKit to refuse a call in it, and
    /// returns the refusal.
    @MainActor
    func refusal(
        _ body: () -> Void, file: StaticString = #filePath, line: UInt = #line
    ) -> MisuseError? {
        do {
            try withMisuseChecking(body)
            XCTFail("expected a refusal, but nothing was refused", file: file, line: line)
            return nil
        } catch {
            XCTAssertEqual(error.outcome, .refused, file: file, line: line)
            return error
        }
    }
}

/// A controller that notes its state and moving flags inside its appearance hooks.
@MainActor
final class ProbeController: ViewController {
    var notes: [String] = []
    var parentSeenInViewDidLoad: ViewController?
    var forwardsAutomatically = true

    override var shouldAutomaticallyForwardAppearanceMethods: Bool { forwardsAutomatically }

    override func viewDidLoad() {
        super.viewDidLoad()
        parentSeenInViewDidLoad = parent
    }
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        note("viewWillAppear")
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        note("viewDidAppear")
    }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        note("viewWillDisappear")
    }
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        note("viewDidDisappear")
    }
    private func note(_ hook: String) {
        notes.append("\(hook) state=\(appearanceState) toParent=\(isMovingToParent) fromParent=\(isMovingFromParent)")
    }
}

/// `P` containing `C` containing `G`, each child placed into its parent's root view with the
/// one-call helper; nothing is in a window.
@MainActor
func makeNestedControllers() -> (p: ProbeController, c: ProbeController, g: ProbeController) {
    let p = ProbeController(name: "P"), c = ProbeController(name: "C"), g = ProbeController(name: "G")
    p.addChild(c, into: p.view)
    c.addChild(g, into: c.view)
    return (p, c, g)
}

/// A visible window named `W` whose root is a new controller `P`.
@MainActor
func makeVisibleWindow(root: ViewController? = nil) -> (w: Window, p: ViewController) {
    let w = Window(name: "W")
    w.makeKeyAndVisible()
    let p = root ?? ProbeController(name: "P")
    w.rootViewController = p
    return (w, p)
}

#if CONTAINERKIT_TEST_SWITCHES
/// Turns the per-operation invariant check of the test builds (`Engine+Invariants.swift`) on or
/// off, for the randomized runs that compare two paths after every step and inject faults that
/// break the invariants on purpose, where a check after every operation only costs time.
///
/// - Returns: The previous setting, to restore.
@MainActor func setPerOperationInvariantChecks(_ isOn: Bool) -> Bool {
    let saved = TestSwitches.checksInvariants
    TestSwitches.checksInvariants = isOn
    return saved
}
#endif
