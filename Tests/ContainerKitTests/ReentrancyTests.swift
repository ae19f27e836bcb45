import ContainerKit
import ContainerKitTesting
import XCTest

// REENT-1 and MIS-15, hook by hook.
//
// For every hook kind, an override that calls `super` and then changes something. The documented
// behaviour (README "Hooks that change the tree (re-entrancy)", "Containers", "Misuse"):
// - a view-tree change (add, insert, remove, reorder, tearDown, setRootViewController,
//   makeKeyAndVisible, hide, the helpers addChild(_:into:) and removeChild(_:)) of a tree that an
//   operation is changing returns at once and is applied after the outermost operation, in request
//   order; if it then fails, it is reported as MIS-15 to the log attached above;
// - a change of an unrelated tree (a fresh view being filled) runs at once;
// - containment calls (addChild(_:), removeFromParent(), willMove/didMove(toParent:)) are never
//   deferred;
// - a container prepare(in:content:) from a hook of its own tree is refused with MIS-15.
//
// Every hook closure below is one-shot: it fires on the first call of its hook after it was set,
// so the operation under test is the one that triggers it.

// MARK: - Hooked nodes

/// A view whose hooks run a closure after `super`.
@MainActor
private final class HookView: View {
    var onWillMoveToSuperview: ((HookView, View?) -> Void)?
    var onDidMoveToSuperview: ((HookView) -> Void)?
    var onWillMoveToWindow: ((HookView, Window?) -> Void)?
    var onDidMoveToWindow: ((HookView) -> Void)?
    var onDidAddSubview: ((HookView, View) -> Void)?
    var onWillRemoveSubview: ((HookView, View) -> Void)?
    var onDidBecomeRootView: ((HookView, ViewController) -> Void)?

    override func willMove(toSuperview newSuperview: View?) {
        super.willMove(toSuperview: newSuperview)
        if let hook = onWillMoveToSuperview { onWillMoveToSuperview = nil; hook(self, newSuperview) }
    }
    override func didMoveToSuperview() {
        super.didMoveToSuperview()
        if let hook = onDidMoveToSuperview { onDidMoveToSuperview = nil; hook(self) }
    }
    override func willMove(toWindow newWindow: Window?) {
        super.willMove(toWindow: newWindow)
        if let hook = onWillMoveToWindow { onWillMoveToWindow = nil; hook(self, newWindow) }
    }
    override func didMoveToWindow() {
        super.didMoveToWindow()
        if let hook = onDidMoveToWindow { onDidMoveToWindow = nil; hook(self) }
    }
    override func didAddSubview(_ subview: View) {
        super.didAddSubview(subview)
        if let hook = onDidAddSubview { onDidAddSubview = nil; hook(self, subview) }
    }
    override func willRemoveSubview(_ subview: View) {
        super.willRemoveSubview(subview)
        if let hook = onWillRemoveSubview { onWillRemoveSubview = nil; hook(self, subview) }
    }
    override func didBecomeRootView(of controller: ViewController) {
        super.didBecomeRootView(of: controller)
        if let hook = onDidBecomeRootView { onDidBecomeRootView = nil; hook(self, controller) }
    }
}

/// A view whose `prepare()` (run by `init`, `LOAD-5`) fills itself and then asks to join
/// ``target``, when one is set.
@MainActor
private final class SelfPlacingView: View {
    static var target: View?
    static var partSeenInPrepare: [String] = []

    override func prepare() {
        super.prepare()
        must { self.addSubview(View(name: "\(self.name).part")) }  // a fresh tree: at once
        SelfPlacingView.partSeenInPrepare = subviews.map(\.name)
        if let target = SelfPlacingView.target {
            must { target.addSubview(self) }  // the busy tree: deferred
        }
    }
}

/// A controller whose hooks run a closure after `super`; `onLoadView` replaces `loadView()`.
@MainActor
private final class HookController: ViewController {
    var onLoadView: ((HookController) -> Void)?
    var onViewDidLoad: ((HookController) -> Void)?
    var onWillMoveToParent: ((HookController, ViewController?) -> Void)?
    var onDidMoveToParent: ((HookController, ViewController?) -> Void)?
    var onViewWillAppear: ((HookController) -> Void)?
    var onViewDidAppear: ((HookController) -> Void)?
    var onViewWillDisappear: ((HookController) -> Void)?
    var onViewDidDisappear: ((HookController) -> Void)?

    override func loadView() {
        if let hook = onLoadView { onLoadView = nil; hook(self) } else { super.loadView() }
    }
    override func viewDidLoad() {
        super.viewDidLoad()
        if let hook = onViewDidLoad { onViewDidLoad = nil; hook(self) }
    }
    override func willMove(toParent parent: ViewController?) {
        super.willMove(toParent: parent)
        if let hook = onWillMoveToParent { onWillMoveToParent = nil; hook(self, parent) }
    }
    override func didMove(toParent parent: ViewController?) {
        super.didMove(toParent: parent)
        if let hook = onDidMoveToParent { onDidMoveToParent = nil; hook(self, parent) }
    }
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if let hook = onViewWillAppear { onViewWillAppear = nil; hook(self) }
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if let hook = onViewDidAppear { onViewDidAppear = nil; hook(self) }
    }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        if let hook = onViewWillDisappear { onViewWillDisappear = nil; hook(self) }
    }
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        if let hook = onViewDidDisappear { onViewDidDisappear = nil; hook(self) }
    }
}

/// A view container whose hooks run a closure after `super`.
@MainActor
private final class HookViewContainer: ContainerView<View> {
    var onPrepare: ((HookViewContainer, ViewController?) -> Void)?
    var onInsert: ((HookViewContainer, View) -> Void)?
    var onRemove: ((HookViewContainer) -> Void)?
    var onContainerDidLoad: ((HookViewContainer) -> Void)?
    var onPrepareForReuse: ((HookViewContainer) -> Void)?

    override func prepare(parent: ViewController?) {
        super.prepare(parent: parent)
        if let hook = onPrepare { onPrepare = nil; hook(self, parent) }
    }
    override func insert(_ content: View) {
        super.insert(content)
        if let hook = onInsert { onInsert = nil; hook(self, content) }
    }
    override func remove() {
        super.remove()
        if let hook = onRemove { onRemove = nil; hook(self) }
    }
    override func containerDidLoad() {
        super.containerDidLoad()
        if let hook = onContainerDidLoad { onContainerDidLoad = nil; hook(self) }
    }
    override func prepareForReuse() {
        super.prepareForReuse()
        if let hook = onPrepareForReuse { onPrepareForReuse = nil; hook(self) }
    }
}

/// A controller container whose `insert(_:)` runs a closure after `super`.
@MainActor
private final class HookControllerContainer: ControllerContainer<ViewController> {
    var onInsert: ((HookControllerContainer, ViewController) -> Void)?

    override func insert(_ content: ViewController) {
        super.insert(content)
        if let hook = onInsert { onInsert = nil; hook(self, content) }
    }
}

// MARK: - Helpers

/// Runs a change that must not be refused at the call site (it runs at once or is deferred).
@MainActor
private func must(
    _ body: () -> Void, file: StaticString = #filePath, line: UInt = #line
) {
    do {
        try withMisuseChecking(body)
    } catch {
        XCTFail("unexpected refusal: \(error)", file: file, line: line)
    }
}

/// The error a call threw, or `nil`.
@MainActor
private func thrown(_ body: () -> Void) -> MisuseError? {
    do {
        try withMisuseChecking(body)
        return nil
    } catch {
        return error
    }
}

/// The refusal of a container prepared from a hook of its own tree (MIS-15).
private func reentrantPrepareRefusal(of container: String) -> MisuseError {
    MisuseError(
        .reentrantChange, nodes: [container],
        message: "cannot prepare \"\(container)\" from a hook while its tree is being changed.",
        fix: "prepare the container before or after the operation, not from its hooks.")
}

/// The MIS-15 report of a deferred change that failed with `inner` when it was applied.
private func deferredFailureReport(_ inner: MisuseError) -> MisuseError {
    MisuseError(
        .reentrantChange, nodes: inner.nodes,
        message: "a change requested from a hook was deferred until the operation in progress finished, "
            + "and then refused: \(inner)",
        fix: "request only changes that are valid once the current operation is done.", outcome: .refused)
}

/// Attaches a recorder and a log to `node`.
@MainActor
private func observe(_ node: Responder) -> (TraceRecorder, DiagnosticsLog) {
    let recorder = TraceRecorder(), log = DiagnosticsLog()
    node.attach(recorder)
    node.attach(log)
    return (recorder, log)
}

/// A visible window `W` whose root is `p`, with a plain `header` view inside `p.view`.
@MainActor
private func visibleWindow(root p: ViewController) -> (w: Window, header: View) {
    let (w, _) = makeVisibleWindow(root: p)
    let header = View(name: "header")
    p.view.addSubview(header)
    return (w, header)
}

/// The full trace of adding a plain leaf view `v` to `s` in window `w` (VIEW-2).
private func addLeafTrace(_ v: String, to s: String, window w: String) -> [String] {
    [
        "\(v).willMove(toWindow: \(w))", "\(v).willMove(toSuperview: \(s))", "\(v).didMoveToWindow",
        "\(v).didMoveToSuperview", "\(s).didAddSubview(\(v))",
    ]
}

/// The full trace of `p.addChild(c, into: s)` for a fresh child with a plain view, in a visible
/// window `w` (VC-6, APP-7).
private func addChildTrace(_ c: String, parent p: String, into s: String, window w: String) -> [String] {
    [
        "\(c).willMove(toParent: \(p))", "\(c).loadView", "\(c).viewDidLoad",
        "\(c).view.willMove(toWindow: \(w))", "\(c).viewWillAppear", "\(c).view.willMove(toSuperview: \(s))",
        "\(c).view.didMoveToWindow", "\(c).view.didMoveToSuperview", "\(s).didAddSubview(\(c).view)",
        "\(c).viewDidAppear", "\(c).didMove(toParent: \(p))",
    ]
}

// MARK: - Tests

final class ReentrancyTests: XCTestCase {
    // MARK: View hooks

    // REENT-1
    @MainActor func testWillMoveToSuperviewHookDefersItsOwnTreeAndFillsAFreshViewAtOnce() async throws {
        let w = Window(name: "W"), v = HookView(name: "v")
        let late = View(name: "late"), fresh = View(name: "fresh"), x = View(name: "x")
        var seen: [String] = []
        v.onWillMoveToSuperview = { v, _ in
            must { v.addSubview(late) }  // v is moving: its tree is busy, deferred
            must { fresh.addSubview(x) }  // an unrelated tree: at once
            seen = [
                "v.subviews=\(v.subviews.map(\.name))", "fresh.subviews=\(fresh.subviews.map(\.name))",
                "late.superview=\(late.superview?.name ?? "nil")",
            ]
        }
        let (recorder, log) = observe(w)

        w.addSubview(v)

        XCTAssertEqual(seen, ["v.subviews=[]", "fresh.subviews=[\"x\"]", "late.superview=nil"])
        XCTAssertTrace(
            recorder,
            equals: [
                "v.willMove(toWindow: W)", "v.willMove(toSuperview: W)",
                // the fresh view is filled inside the hook
                "x.willMove(toSuperview: fresh)", "x.didMoveToSuperview", "fresh.didAddSubview(x)",
                "v.didMoveToWindow", "v.didMoveToSuperview", "W.didAddSubview(v)",
                // the deferred change, after the operation
            ] + addLeafTrace("late", to: "v", window: "W"))
        XCTAssertEqual(v.subviews.map(\.name), ["late"])
        XCTAssertTrue(late.window === w)
        XCTAssertTrue(x.superview === fresh)
        XCTAssertEqual(log.reports, [])
    }

    // REENT-1
    // MIS-15
    @MainActor func testDidMoveToSuperviewHookDefersTearDownAndReorderAndReportsARefusedAdd() async throws {
        let w = Window(name: "W"), s = View(name: "S"), old = View(name: "old"), keep = View(name: "keep")
        w.addSubview(s)
        s.addSubview(old)
        s.addSubview(keep)
        let v = HookView(name: "v")
        var seen: [String] = []
        v.onDidMoveToSuperview = { v in
            old.tearDown()  // deferred
            must { s.exchangeSubview(at: 0, withSubviewAt: 1) }  // deferred
            must { v.addSubview(old) }  // deferred; fails: old is torn down by then
            seen = [
                "old.isTornDown=\(old.isTornDown)", "S.subviews=\(s.subviews.map(\.name))",
                "v.subviews=\(v.subviews.map(\.name))",
            ]
        }
        let (recorder, log) = observe(w)

        XCTAssertMisuse(.reentrantChange) { s.addSubview(v) }

        XCTAssertEqual(seen, ["old.isTornDown=false", "S.subviews=[\"old\", \"keep\", \"v\"]", "v.subviews=[]"])
        XCTAssertTrace(
            recorder,
            equals: [
                "v.willMove(toWindow: W)", "v.willMove(toSuperview: S)", "v.didMoveToWindow",
                "v.didMoveToSuperview", "S.didAddSubview(v)",
                // deferred: the teardown (VIEW-3), then the exchange (no hooks), then the failed add (no hooks)
                "S.willRemoveSubview(old)", "old.willMove(toSuperview: nil)", "old.willMove(toWindow: nil)",
                "old.didMoveToWindow", "old.didMoveToSuperview",
            ])
        XCTAssertTrue(old.isTornDown)
        XCTAssertNil(old.superview)
        XCTAssertEqual(s.subviews.map(\.name), ["v", "keep"], "the exchange of 0 and 1 applied after the teardown")
        XCTAssertEqual(v.subviews.map(\.name), [])
        XCTAssertEqual(
            log.reports,
            [
                deferredFailureReport(
                    MisuseError(
                        .tornDown, nodes: ["old"],
                        message: "cannot add \"old\" to \"v\": \"old\" was torn down.",
                        fix: "create a new View instead of reusing a torn-down one."))
            ])

        // LIFE-2: whatever happens later to v's subtree, no hook reaches the torn-down view.
        recorder.removeAll()
        v.removeFromSuperview()
        XCTAssertEqual(recorder.lines.filter { $0.hasPrefix("old.") }, [])
    }

    // REENT-1
    @MainActor func testWillMoveToWindowHookDefersARemovalAndShowingTheWindow() async throws {
        let w = Window(name: "W"), p = ViewController(name: "P")
        w.rootViewController = p  // hidden window: no appearance yet
        let v = HookView(name: "v"), a = View(name: "a")
        v.addSubview(a)
        var seen: [String] = []
        v.onWillMoveToWindow = { _, _ in
            must { a.removeFromSuperview() }  // deferred
            must { w.makeKeyAndVisible() }  // deferred
            seen = ["a.superview=\(a.superview?.name ?? "nil")", "W.isVisible=\(w.isVisible)"]
        }
        let (recorder, log) = observe(w)

        p.view.addSubview(v)

        XCTAssertEqual(seen, ["a.superview=v", "W.isVisible=false"])
        XCTAssertTrace(
            recorder,
            equals: [
                "v.willMove(toWindow: W)",
                "a.willMove(toWindow: W)",
                "v.willMove(toSuperview: P.view)",
                "a.didMoveToWindow",
                "v.didMoveToWindow",
                "v.didMoveToSuperview",
                "P.view.didAddSubview(v)",
                "v.willRemoveSubview(a)",
                "a.willMove(toSuperview: nil)",
                "a.willMove(toWindow: nil)",
                "a.didMoveToWindow",
                "a.didMoveToSuperview",
                "P.viewWillAppear",
                "P.viewIsAppearing",
                "P.viewWillLayoutSubviews",
                "P.view.layoutSubviews",
                "P.viewDidLayoutSubviews",
                "v.layoutSubviews",
                "P.viewDidAppear",
            ])
        XCTAssertEqual(v.subviews.map(\.name), [])
        XCTAssertTrue(w.isVisible)
        XCTAssertEqual(p.appearanceState, .appeared)
        XCTAssertEqual(log.reports, [])
    }

    // REENT-1
    @MainActor func testDidMoveToWindowHookDefersSetRootViewController() async throws {
        let w = Window(name: "W")
        w.makeKeyAndVisible()
        let v = HookView(name: "v"), q = ViewController(name: "Q")
        var seen: [String] = []
        v.onDidMoveToWindow = { _ in
            must { w.rootViewController = q }  // deferred
            seen = ["root=\(w.rootViewController?.name ?? "nil")", "Q.isViewLoaded=\(q.isViewLoaded)"]
        }
        let (recorder, log) = observe(w)

        w.addSubview(v)

        XCTAssertEqual(seen, ["root=nil", "Q.isViewLoaded=false"])
        XCTAssertTrace(
            recorder,
            equals: [
                "v.willMove(toWindow: W)",
                "v.willMove(toSuperview: W)",
                "v.didMoveToWindow",
                "v.didMoveToSuperview",
                "W.didAddSubview(v)",
                "Q.loadView",
                "Q.viewDidLoad",
                "Q.view.willMove(toWindow: W)",
                "Q.viewWillAppear",
                "Q.view.willMove(toSuperview: W)",
                "Q.view.didMoveToWindow",
                "Q.view.didMoveToSuperview",
                "W.didAddSubview(Q.view)",
                "Q.viewIsAppearing",
                "Q.viewDidAppear",
            ])
        XCTAssertTrue(w.rootViewController === q)
        XCTAssertEqual(w.subviews.map(\.name), ["v", "Q.view"])
        XCTAssertEqual(q.appearanceState, .appeared)
        XCTAssertEqual(log.reports, [])
    }

    // REENT-1
    @MainActor func testDidAddSubviewHookDefersReordersAndAnAdd() async throws {
        let w = Window(name: "W"), s = HookView(name: "S"), a = View(name: "a"), b = View(name: "b")
        w.addSubview(s)
        s.addSubview(a)
        s.addSubview(b)
        let x = View(name: "x"), y = View(name: "y")
        var seen: [String] = []
        s.onDidAddSubview = { s, added in
            XCTAssertTrue(added === x)
            must { s.sendSubviewToBack(x) }  // deferred: [x, a, b]
            must { s.exchangeSubview(at: 0, withSubviewAt: 1) }  // deferred: [a, x, b]
            must { s.addSubview(y) }  // deferred: [a, x, b, y]
            seen = s.subviews.map(\.name)
        }
        let (recorder, log) = observe(w)

        s.addSubview(x)

        XCTAssertEqual(seen, ["a", "b", "x"], "inside the hook nothing has changed yet")
        XCTAssertTrace(
            recorder, equals: addLeafTrace("x", to: "S", window: "W") + addLeafTrace("y", to: "S", window: "W"))
        XCTAssertEqual(s.subviews.map(\.name), ["a", "x", "b", "y"])
        XCTAssertEqual(log.reports, [])
    }

    // REENT-1
    // MIS-15
    // MIS-18
    @MainActor func testWillRemoveSubviewHookDefersAMoveAndAnInsertPastTheEnd() async throws {
        let w = Window(name: "W"), s = HookView(name: "S"), x = View(name: "x")
        w.addSubview(s)
        s.addSubview(x)
        var seen: [String] = []
        s.onWillRemoveSubview = { s, leaving in
            XCTAssertTrue(leaving === x)
            must { w.addSubview(x) }  // deferred: x moves to W afterwards
            must { s.insertSubview(View(name: "bad"), at: 5) }  // deferred; then appended as in UIKit (MIS-18)
            seen = ["x.superview=\(x.superview?.name ?? "nil")", "W.subviews=\(w.subviews.map(\.name))"]
        }
        let (recorder, log) = observe(w)

        let report = XCTAssertMisuse(.insertionOutOfRange) { x.removeFromSuperview() }

        XCTAssertEqual(seen, ["x.superview=S", "W.subviews=[\"S\"]"])
        XCTAssertTrace(
            recorder,
            equals: [
                "S.willRemoveSubview(x)", "x.willMove(toSuperview: nil)", "x.willMove(toWindow: nil)",
                "x.didMoveToWindow", "x.didMoveToSuperview",
            ] + addLeafTrace("x", to: "W", window: "W") + addLeafTrace("bad", to: "S", window: "W"))
        XCTAssertEqual(w.subviews.map(\.name), ["S", "x"])
        XCTAssertEqual(s.subviews.map(\.name), ["bad"])
        XCTAssertEqual(report?.outcome, .reported)
        XCTAssertEqual(log.reports.map(\.misuse), [.insertionOutOfRange])
    }

    // REENT-1
    @MainActor func testPrepareHookOfAViewCreatedInsideAnotherHookFillsAtOnceAndDefersJoiningTheBusyTree() async throws
    {
        let p = ViewController(name: "P")
        let (w, _) = makeVisibleWindow(root: p)
        let v = HookView(name: "v")
        var created: SelfPlacingView?
        var seen: [String] = []
        v.onDidMoveToWindow = { _ in
            SelfPlacingView.target = p.view
            defer { SelfPlacingView.target = nil }
            let made = SelfPlacingView(name: "b")  // its prepare() runs here, inside v's hook
            created = made
            seen = ["b.subviews=\(made.subviews.map(\.name))", "b.superview=\(made.superview?.name ?? "nil")"]
        }
        let (recorder, log) = observe(w)

        p.view.addSubview(v)

        XCTAssertEqual(SelfPlacingView.partSeenInPrepare, ["b.part"], "the fresh view is filled at once")
        XCTAssertEqual(seen, ["b.subviews=[\"b.part\"]", "b.superview=nil"])
        XCTAssertTrace(
            recorder,
            equals: [
                "v.willMove(toWindow: W)", "v.willMove(toSuperview: P.view)", "v.didMoveToWindow",
                // b's prepare() fills b at once
                "b.part.willMove(toSuperview: b)", "b.part.didMoveToSuperview", "b.didAddSubview(b.part)",
                "v.didMoveToSuperview", "P.view.didAddSubview(v)",
                // deferred: b joins P.view
                "b.willMove(toWindow: W)", "b.part.willMove(toWindow: W)", "b.willMove(toSuperview: P.view)",
                "b.part.didMoveToWindow", "b.didMoveToWindow", "b.didMoveToSuperview", "P.view.didAddSubview(b)",
            ])
        XCTAssertEqual(p.view.subviews.map(\.name), ["v", "b"])
        XCTAssertTrue(created?.superview === p.view)
        XCTAssertEqual(log.reports, [])
    }

    // REENT-1
    @MainActor func testDidBecomeRootViewHookFillsItsViewAtOnceAndDefersAChangeOfTheParentsTree() async throws {
        let p = ViewController(name: "P")
        let (w, header) = visibleWindow(root: p)
        let root = HookView(name: "C.view")
        let c = TypedViewController<HookView>(name: "C", wrapping: root)
        let badge = View(name: "badge"), sibling = View(name: "sibling")
        var seen: [String] = []
        root.onDidBecomeRootView = { root, controller in
            must { root.addSubview(badge) }  // the fresh root view: at once
            must { header.addSubview(sibling) }  // the parent's busy tree: deferred
            seen = [
                "controller=\(controller.name)", "parent=\(controller.parent?.name ?? "nil")",
                "root.subviews=\(root.subviews.map(\.name))", "header.subviews=\(header.subviews.map(\.name))",
            ]
        }
        let (recorder, log) = observe(w)

        p.addChild(c, into: p.view)

        XCTAssertEqual(seen, ["controller=C", "parent=P", "root.subviews=[\"badge\"]", "header.subviews=[]"])
        XCTAssertTrace(
            recorder,
            equals: [
                "C.willMove(toParent: P)",
                "C.loadView",
                "badge.willMove(toSuperview: C.view)",
                "badge.didMoveToSuperview",
                "C.view.didAddSubview(badge)",
                "C.viewDidLoad",
                "C.view.willMove(toWindow: W)",
                "C.viewWillAppear",
                "badge.willMove(toWindow: W)",
                "C.view.willMove(toSuperview: P.view)",
                "badge.didMoveToWindow",
                "C.view.didMoveToWindow",
                "C.view.didMoveToSuperview",
                "P.view.didAddSubview(C.view)",
                "C.viewIsAppearing",
                "C.viewDidAppear",
                "C.didMove(toParent: P)",
                "sibling.willMove(toWindow: W)",
                "sibling.willMove(toSuperview: header)",
                "sibling.didMoveToWindow",
                "sibling.didMoveToSuperview",
                "header.didAddSubview(sibling)",
            ])
        XCTAssertEqual(p.view.subviews.map(\.name), ["header", "C.view"])
        XCTAssertEqual(header.subviews.map(\.name), ["sibling"])
        XCTAssertEqual(log.reports, [])
    }

    // MARK: Controller hooks

    // REENT-1
    @MainActor func testLoadViewHookBuildsItsRootViewAtOnceAndDefersAChangeOfTheBusyTree() async throws {
        let p = ViewController(name: "P")
        let (w, header) = visibleWindow(root: p)
        let c = HookController(name: "C")
        let content = View(name: "content"), overlay = View(name: "overlay")
        var seen: [String] = []
        c.onLoadView = { c in
            let root = View(name: "C.root")
            must { root.addSubview(content) }  // a fresh tree: at once
            must { c.setView(root) }
            must { header.addSubview(overlay) }  // the busy tree: deferred
            seen = ["root.subviews=\(root.subviews.map(\.name))", "header.subviews=\(header.subviews.map(\.name))"]
        }
        let (recorder, log) = observe(w)

        p.addChild(c, into: p.view)

        XCTAssertEqual(seen, ["root.subviews=[\"content\"]", "header.subviews=[]"])
        XCTAssertTrace(
            recorder,
            equals: [
                "C.willMove(toParent: P)",
                "C.loadView",
                "content.willMove(toSuperview: C.root)",
                "content.didMoveToSuperview",
                "C.root.didAddSubview(content)",
                "C.viewDidLoad",
                "C.root.willMove(toWindow: W)",
                "C.viewWillAppear",
                "content.willMove(toWindow: W)",
                "C.root.willMove(toSuperview: P.view)",
                "content.didMoveToWindow",
                "C.root.didMoveToWindow",
                "C.root.didMoveToSuperview",
                "P.view.didAddSubview(C.root)",
                "C.viewIsAppearing",
                "C.viewDidAppear",
                "C.didMove(toParent: P)",
                "overlay.willMove(toWindow: W)",
                "overlay.willMove(toSuperview: header)",
                "overlay.didMoveToWindow",
                "overlay.didMoveToSuperview",
                "header.didAddSubview(overlay)",
            ])
        XCTAssertEqual(header.subviews.map(\.name), ["overlay"])
        XCTAssertEqual(log.reports, [])
    }

    // REENT-1
    @MainActor func testViewDidLoadHookFillsItsViewAtOnceAndDefersTheAddChildHelper() async throws {
        let p = ViewController(name: "P")
        let (w, header) = visibleWindow(root: p)
        let c = HookController(name: "C"), d = ViewController(name: "D")
        let label = View(name: "label")
        var seen: [String] = []
        c.onViewDidLoad = { c in
            must { c.view.addSubview(label) }  // its own fresh root view: at once
            must { p.addChild(d, into: header) }  // the helper, on the busy tree: deferred as a whole
            seen = [
                "P.children=\(p.children.map(\.name))", "D.parent=\(d.parent?.name ?? "nil")",
                "D.isViewLoaded=\(d.isViewLoaded)", "C.view.subviews=\(c.view.subviews.map(\.name))",
            ]
        }
        let (recorder, log) = observe(w)

        p.addChild(c, into: p.view)

        XCTAssertEqual(
            seen, ["P.children=[\"C\"]", "D.parent=nil", "D.isViewLoaded=false", "C.view.subviews=[\"label\"]"])
        XCTAssertTrace(
            recorder,
            equals: [
                "C.willMove(toParent: P)",
                "C.loadView",
                "C.viewDidLoad",
                "label.willMove(toSuperview: C.view)",
                "label.didMoveToSuperview",
                "C.view.didAddSubview(label)",
                "C.view.willMove(toWindow: W)",
                "C.viewWillAppear",
                "label.willMove(toWindow: W)",
                "C.view.willMove(toSuperview: P.view)",
                "label.didMoveToWindow",
                "C.view.didMoveToWindow",
                "C.view.didMoveToSuperview",
                "P.view.didAddSubview(C.view)",
                "C.viewIsAppearing",
                "C.viewDidAppear",
                "C.didMove(toParent: P)",
                "D.willMove(toParent: P)",
                "D.loadView",
                "D.viewDidLoad",
                "D.view.willMove(toWindow: W)",
                "D.viewWillAppear",
                "D.view.willMove(toSuperview: header)",
                "D.view.didMoveToWindow",
                "D.view.didMoveToSuperview",
                "header.didAddSubview(D.view)",
                "D.viewIsAppearing",
                "D.viewDidAppear",
                "D.didMove(toParent: P)",
            ])
        XCTAssertEqual(p.children.map(\.name), ["C", "D"])
        XCTAssertTrue(d.view.superview === header)
        XCTAssertEqual(d.appearanceState, .appeared)
        XCTAssertEqual(log.reports, [])
    }

    // REENT-1
    @MainActor func testWillMoveToParentHookDefersContainmentAndAViewChangeInRequestOrder() async throws {
        let p = ViewController(name: "P")
        let (w, header) = visibleWindow(root: p)
        let c = HookController(name: "C"), d = ViewController(name: "D"), badge = View(name: "badge")
        var seen: [String] = []
        c.onWillMoveToParent = { _, parent in
            XCTAssertTrue(parent === p)
            must { p.addChild(d) }  // P's controller tree is busy: deferred
            must { header.addSubview(badge) }  // a view change of the busy tree: deferred
            seen = [
                "P.children=\(p.children.map(\.name))", "D.parent=\(d.parent?.name ?? "nil")",
                "header.subviews=\(header.subviews.map(\.name))",
            ]
        }
        let (recorder, log) = observe(w)

        // MIS-19: the hook's addChild(d) alone is never finished.
        XCTAssertMisuse(.unfinishedContainment) { p.addChild(c, into: p.view) }

        XCTAssertEqual(seen, ["P.children=[]", "D.parent=nil", "header.subviews=[]"])
        XCTAssertTrace(
            recorder,
            equals: [
                "C.willMove(toParent: P)",
                "C.loadView",
                "C.viewDidLoad",
                "C.view.willMove(toWindow: W)",
                "C.viewWillAppear",
                "C.view.willMove(toSuperview: P.view)",
                "C.view.didMoveToWindow",
                "C.view.didMoveToSuperview",
                "P.view.didAddSubview(C.view)",
                "C.viewIsAppearing",
                "C.viewDidAppear",
                "C.didMove(toParent: P)",
                "D.willMove(toParent: P)",
                "badge.willMove(toWindow: W)",
                "badge.willMove(toSuperview: header)",
                "badge.didMoveToWindow",
                "badge.didMoveToSuperview",
                "header.didAddSubview(badge)",
            ])
        XCTAssertEqual(p.children.map(\.name), ["C", "D"], "D joined after C's whole addition")
        XCTAssertEqual(header.subviews.map(\.name), ["badge"])
        XCTAssertEqual(log.reports.map(\.misuse), [.unfinishedContainment])
    }

    // REENT-1
    @MainActor func testDidMoveToParentHookDefersTheRemoveChildHelper() async throws {
        let p = ViewController(name: "P")
        let (w, _) = visibleWindow(root: p)
        let c = HookController(name: "C")
        var seen: [String] = []
        c.onDidMoveToParent = { c, parent in
            XCTAssertTrue(parent === p)
            must { p.removeChild(c) }  // the helper: deferred as a whole
            seen = ["C.parent=\(c.parent?.name ?? "nil")", "C.view.superview=\(c.view.superview?.name ?? "nil")"]
        }
        let (recorder, log) = observe(w)

        p.addChild(c, into: p.view)

        XCTAssertEqual(seen, ["C.parent=P", "C.view.superview=P.view"])
        XCTAssertTrace(
            recorder,
            equals: [
                "C.willMove(toParent: P)",
                "C.loadView",
                "C.viewDidLoad",
                "C.view.willMove(toWindow: W)",
                "C.viewWillAppear",
                "C.view.willMove(toSuperview: P.view)",
                "C.view.didMoveToWindow",
                "C.view.didMoveToSuperview",
                "P.view.didAddSubview(C.view)",
                "C.viewIsAppearing",
                "C.viewDidAppear",
                "C.didMove(toParent: P)",
                "C.willMove(toParent: nil)",
                "P.view.willRemoveSubview(C.view)",
                "C.view.willMove(toSuperview: nil)",
                "C.view.willMove(toWindow: nil)",
                "C.viewWillDisappear",
                "C.view.didMoveToWindow",
                "C.view.didMoveToSuperview",
                "C.viewDidDisappear",
                "C.didMove(toParent: nil)",
            ])
        XCTAssertNil(c.parent)
        XCTAssertEqual(p.children.map(\.name), [])
        XCTAssertNil(c.view.superview)
        XCTAssertEqual(c.appearanceState, .disappeared)
        XCTAssertEqual(log.reports, [])
    }

    // REENT-1
    @MainActor func testViewWillAppearHookDefersTheAddChildHelper() async throws {
        let w = Window(name: "W"), p = HookController(name: "P"), c = ViewController(name: "C")
        w.rootViewController = p
        var seen: [String] = []
        p.onViewWillAppear = { p in
            must { p.addChild(c, into: p.view) }  // deferred
            seen = ["P.children=\(p.children.map(\.name))", "C.isViewLoaded=\(c.isViewLoaded)"]
        }
        let (recorder, log) = observe(w)

        w.makeKeyAndVisible()

        XCTAssertEqual(seen, ["P.children=[]", "C.isViewLoaded=false"])
        XCTAssertTrace(
            recorder,
            equals: [
                "P.viewWillAppear",
                "P.viewIsAppearing",
                "P.viewWillLayoutSubviews",
                "P.view.layoutSubviews",
                "P.viewDidLayoutSubviews",
                "P.viewDidAppear",
                "C.willMove(toParent: P)",
                "C.loadView",
                "C.viewDidLoad",
                "C.view.willMove(toWindow: W)",
                "C.viewWillAppear",
                "C.view.willMove(toSuperview: P.view)",
                "C.view.didMoveToWindow",
                "C.view.didMoveToSuperview",
                "P.view.didAddSubview(C.view)",
                "C.viewIsAppearing",
                "C.viewDidAppear",
                "C.didMove(toParent: P)",
            ])
        XCTAssertEqual(p.children.map(\.name), ["C"])
        XCTAssertEqual([p.appearanceState, c.appearanceState], [.appeared, .appeared])
        XCTAssertEqual(log.reports, [])
    }

    // REENT-1
    @MainActor func testViewDidAppearHookDefersAnAddAndHidingTheWindowInRequestOrder() async throws {
        let w = Window(name: "W"), p = HookController(name: "P"), spinner = View(name: "spinner")
        w.rootViewController = p
        var seen: [String] = []
        p.onViewDidAppear = { p in
            must { p.view.addSubview(spinner) }  // deferred
            must { w.hide() }  // deferred, after the add
            seen = ["W.isVisible=\(w.isVisible)", "P.view.subviews=\(p.view.subviews.map(\.name))"]
        }
        let (recorder, log) = observe(w)

        w.makeKeyAndVisible()

        XCTAssertEqual(seen, ["W.isVisible=true", "P.view.subviews=[]"])
        XCTAssertTrace(
            recorder,
            equals: [
                "P.viewWillAppear",
                "P.viewIsAppearing",
                "P.viewWillLayoutSubviews",
                "P.view.layoutSubviews",
                "P.viewDidLayoutSubviews",
                "P.viewDidAppear",
                "spinner.willMove(toWindow: W)",
                "spinner.willMove(toSuperview: P.view)",
                "spinner.didMoveToWindow",
                "spinner.didMoveToSuperview",
                "P.view.didAddSubview(spinner)",
                "P.viewWillDisappear",
                "P.viewDidDisappear",
            ])
        XCTAssertFalse(w.isVisible)
        XCTAssertEqual(p.appearanceState, .disappeared)
        XCTAssertEqual(p.view.subviews.map(\.name), ["spinner"])
        XCTAssertEqual(log.reports, [])
    }

    // REENT-1
    @MainActor func testViewWillDisappearHookDefersShowingTheWindowAgain() async throws {
        let p = HookController(name: "P")
        let (w, _) = makeVisibleWindow(root: p)
        var seen: [String] = []
        p.onViewWillDisappear = { _ in
            must { w.makeKeyAndVisible() }  // the window is already marked hidden: deferred
            seen = ["W.isVisible=\(w.isVisible)"]
        }
        let (recorder, log) = observe(w)

        w.hide()

        XCTAssertEqual(seen, ["W.isVisible=false"])
        XCTAssertTrace(
            recorder,
            equals: [
                "P.viewWillDisappear",
                "P.viewDidDisappear",
                "P.viewWillAppear",
                "P.viewIsAppearing",
                "P.viewWillLayoutSubviews",
                "P.view.layoutSubviews",
                "P.viewDidLayoutSubviews",
                "P.viewDidAppear",
            ])
        XCTAssertTrue(w.isVisible)
        XCTAssertEqual(p.appearanceState, .appeared)
        XCTAssertEqual(log.reports, [])
    }

    // REENT-1
    @MainActor func testViewDidDisappearHookRunsRemoveFromParentAtOnceAndDefersRemoveChild() async throws {
        let p = HookController(name: "P")
        let (w, _) = makeVisibleWindow(root: p)
        let c = ViewController(name: "C"), d = ViewController(name: "D")
        p.addChild(c, into: p.view)
        p.addChild(d)  // contained, its view never placed
        d.didMove(toParent: p)
        var seen: [String] = []
        p.onViewDidDisappear = { p in
            d.willMove(toParent: nil)  // containment: at once
            must { d.removeFromParent() }  // containment: at once
            must { p.removeChild(c) }  // the helper, on the busy tree: deferred
            seen = [
                "P.children=\(p.children.map(\.name))", "D.parent=\(d.parent?.name ?? "nil")",
                "C.parent=\(c.parent?.name ?? "nil")",
            ]
        }
        let (recorder, log) = observe(w)

        w.hide()

        XCTAssertEqual(seen, ["P.children=[\"C\"]", "D.parent=nil", "C.parent=P"])
        XCTAssertTrace(
            recorder,
            equals: [
                "P.viewWillDisappear", "C.viewWillDisappear", "P.viewDidDisappear",
                "D.willMove(toParent: nil)", "D.didMove(toParent: nil)",
                "C.viewDidDisappear",
                // deferred: C's removal in the hidden window (VC-3, VIEW-3, no appearance)
                "C.willMove(toParent: nil)", "P.view.willRemoveSubview(C.view)", "C.view.willMove(toSuperview: nil)",
                "C.view.willMove(toWindow: nil)", "C.view.didMoveToWindow", "C.view.didMoveToSuperview",
                "C.didMove(toParent: nil)",
            ])
        XCTAssertEqual(p.children.map(\.name), [])
        XCTAssertNil(c.view.superview)
        XCTAssertEqual(log.reports, [])
    }

    // REENT-1: two adds deferred from one hook are applied in request order, so the second
    // ends up in front (addSubview adds the front-most subview).
    @MainActor func testDidMoveToWindowHookTwoDeferredAddsKeepRequestOrder() async throws {
        let w = Window(name: "W"), v = HookView(name: "v")
        let late1 = View(name: "late1"), late2 = View(name: "late2")
        v.onDidMoveToWindow = { _ in
            must { w.addSubview(late1) }  // deferred
            must { w.addSubview(late2) }  // deferred, after late1
        }
        let (recorder, log) = observe(w)

        w.addSubview(v)

        XCTAssertTrace(
            recorder,
            equals: addLeafTrace("v", to: "W", window: "W")
                + addLeafTrace("late1", to: "W", window: "W") + addLeafTrace("late2", to: "W", window: "W"))
        XCTAssertEqual(w.subviews.map(\.name), ["v", "late1", "late2"])
        XCTAssertEqual(log.reports, [])
    }

    // REENT-1: a deferred insertSubview(_:belowSubview:) applied after an earlier deferred reorder
    // still puts the view directly behind its sibling ("in the order requested").
    @MainActor func testDidAddSubviewHookDeferredInsertBelowASiblingAfterAReorderLandsBelowIt() async throws {
        let w = Window(name: "W"), s = HookView(name: "S"), a = View(name: "a"), b = View(name: "b")
        w.addSubview(s)
        s.addSubview(a)
        s.addSubview(b)
        let x = View(name: "x"), u = View(name: "u")
        s.onDidAddSubview = { s, _ in
            must { s.sendSubviewToBack(x) }  // deferred: [x, a, b]
            must { s.insertSubview(u, belowSubview: a) }  // deferred: directly behind a
        }
        let (recorder, log) = observe(w)

        s.addSubview(x)

        XCTAssertTrace(
            recorder, equals: addLeafTrace("x", to: "S", window: "W") + addLeafTrace("u", to: "S", window: "W"))
        XCTAssertEqual(s.subviews.map(\.name), ["x", "u", "a", "b"])
        XCTAssertEqual(log.reports, [])
    }

    // REENT-1
    // MIS-15: a deferred add into the superview that the operation in progress empties is valid
    // once the operation is done, so it must succeed and report nothing.
    @MainActor func testContainerRemoveHookDeferredAddIntoTheSuperviewItLeavesIsApplied() async throws {
        let p = ViewController(name: "P")
        let (w, _) = visibleWindow(root: p)
        let k = HookViewContainer(name: "K"), placeholder = View(name: "placeholder")
        k.prepare(in: p) { View(name: "X") }
        p.view.addSubview(k)
        k.onRemove = { _ in
            must { p.view.addSubview(placeholder) }  // deferred: takes K's place
        }
        let (recorder, log) = observe(w)

        k.removeFromSuperview()

        XCTAssertTrace(
            recorder,
            equals: [
                "K.remove", "K.willRemoveSubview(X)", "X.willMove(toSuperview: nil)", "X.willMove(toWindow: nil)",
                "X.didMoveToWindow", "X.didMoveToSuperview",
                "P.view.willRemoveSubview(K)", "K.willMove(toSuperview: nil)", "K.willMove(toWindow: nil)",
                "K.didMoveToWindow", "K.didMoveToSuperview",
            ] + addLeafTrace("placeholder", to: "P.view", window: "W"))
        XCTAssertEqual(p.view.subviews.map(\.name), ["header", "placeholder"])
        XCTAssertEqual(log.reports, [])
    }

    // REENT-1: removeChild(_:) is a helper, deferred as a whole while the tree is changing; a child
    // that removes itself from viewDidLoad during addChild(_:into:) is added completely, then
    // removed completely (never a half-applied tree).
    @MainActor func testViewDidLoadHookRemoveChildOfItselfDuringAddChildIsDeferredAsAWhole() async throws {
        let p = ViewController(name: "P")
        let (w, _) = visibleWindow(root: p)
        let c = HookController(name: "C")
        c.onViewDidLoad = { c in
            must { p.removeChild(c) }
        }
        let (recorder, log) = observe(w)

        p.addChild(c, into: p.view)

        XCTAssertTrace(
            recorder,
            equals: [
                "C.willMove(toParent: P)",
                "C.loadView",
                "C.viewDidLoad",
                "C.view.willMove(toWindow: W)",
                "C.viewWillAppear",
                "C.view.willMove(toSuperview: P.view)",
                "C.view.didMoveToWindow",
                "C.view.didMoveToSuperview",
                "P.view.didAddSubview(C.view)",
                "C.viewIsAppearing",
                "C.viewDidAppear",
                "C.didMove(toParent: P)",
                "C.willMove(toParent: nil)",
                "P.view.willRemoveSubview(C.view)",
                "C.view.willMove(toSuperview: nil)",
                "C.view.willMove(toWindow: nil)",
                "C.viewWillDisappear",
                "C.view.didMoveToWindow",
                "C.view.didMoveToSuperview",
                "C.viewDidDisappear",
                "C.didMove(toParent: nil)",
            ])
        XCTAssertValidTrace(recorder)
        XCTAssertNil(c.parent)
        XCTAssertEqual(p.children.map(\.name), [])
        XCTAssertNil(c.view.superview)
        XCTAssertEqual(log.reports, [])
    }

    // REENT-1, MIS-15: a deferred change is reported to the logs above the node it was applied to
    // *when it fails*. Surprising but documented (DiagnosticsLog: "attached to a node above the
    // place where it happened"): a change on a view that has left the tree by then is not reported
    // to the tree's log, but to `Diagnostics.reportHandler`.
    // MIS-7: a change that is already invalid when a hook requests it is refused right there.
    @MainActor func testWillRemoveSubviewHookInvalidChangeIsRefusedAtOnce() async throws {
        let w = Window(name: "W"), s = HookView(name: "S"), x = View(name: "x")
        w.addSubview(s)
        s.addSubview(x)
        s.onWillRemoveSubview = { _, leaving in
            XCTAssertEqual(thrown { leaving.addSubview(leaving) }?.misuse, .viewCycle)  // refused at once
        }
        let (recorder, log) = observe(w)
        var unhandled: [MisuseError] = []
        withDiagnosticsHandler({ unhandled.append($0) }) {

            x.removeFromSuperview()

            XCTAssertTrace(
                recorder,
                equals: [
                    "S.willRemoveSubview(x)", "x.willMove(toSuperview: nil)", "x.willMove(toWindow: nil)",
                    "x.didMoveToWindow", "x.didMoveToSuperview",
                ])
            XCTAssertEqual(log.reports, [], "handed to the hook that asked, not reported")
            XCTAssertEqual(unhandled, [])
            XCTAssertNil(x.superview)
        }
    }

    // MARK: Container hooks

    // REENT-1
    // MIS-15
    @MainActor func testContainerPrepareParentHookDefersANestedPrepareAndAViewChange() async throws {
        let p = ViewController(name: "P")
        let (w, header) = visibleWindow(root: p)
        let k = HookViewContainer(name: "K")
        p.view.addSubview(k)
        let label = View(name: "label")
        var nestedError: MisuseError?
        var nestedFactoryCalled = false
        var linesBeforeAndAfterRefusal: [Int] = []
        var recorderRef: TraceRecorder?
        k.onPrepare = { k, parent in
            XCTAssertTrue(parent === p)
            let before = recorderRef?.lines.count ?? -1
            nestedError = thrown {
                k.prepare(in: p) {
                    nestedFactoryCalled = true; return View(name: "Y")
                }
            }
            linesBeforeAndAfterRefusal = [before, recorderRef?.lines.count ?? -1]
            must { header.addSubview(label) }  // deferred
        }
        let (recorder, log) = observe(w)
        recorderRef = recorder

        k.prepare(in: p) { View(name: "X") }

        XCTAssertNil(nestedError)
        XCTAssertTrue(nestedFactoryCalled, "the deferred prepare ran its factory when it was applied")
        XCTAssertEqual(linesBeforeAndAfterRefusal, [1, 1], "a deferred prepare records nothing at once")
        XCTAssertTrace(
            recorder,
            equals: [
                "K.prepare(parent: P)", "K.insert(X)", "X.willMove(toWindow: W)", "X.willMove(toSuperview: K)",
                "X.didMoveToWindow", "X.didMoveToSuperview", "K.didAddSubview(X)", "K.containerDidLoad",
                // deferred, in request order: the nested prepare replaces X by Y (CONT-2), then the label
                "K.remove", "K.willRemoveSubview(X)", "X.willMove(toSuperview: nil)", "X.willMove(toWindow: nil)",
                "X.didMoveToWindow", "X.didMoveToSuperview",
                "K.prepare(parent: P)", "K.insert(Y)", "Y.willMove(toWindow: W)", "Y.willMove(toSuperview: K)",
                "Y.didMoveToWindow", "Y.didMoveToSuperview", "K.didAddSubview(Y)", "K.containerDidLoad",
            ] + addLeafTrace("label", to: "header", window: "W"))
        XCTAssertEqual(k.content?.name, "Y")
        XCTAssertEqual(k.subviews.map(\.name), ["Y"])
        XCTAssertEqual(header.subviews.map(\.name), ["label"])
        XCTAssertEqual(log.reports, [])
    }

    // REENT-1
    // MIS-15
    @MainActor func testContainerInsertHookDefersANestedPrepareAndAChangeOfTheContent() async throws {
        let p = ViewController(name: "P")
        let (w, _) = visibleWindow(root: p)
        let k = HookControllerContainer(name: "K")
        p.view.addSubview(k)
        let badge = View(name: "badge")
        var nestedError: MisuseError?
        var seen: [String] = []
        k.onInsert = { k, content in
            nestedError = thrown { k.prepare(in: p) }
            must { content.view.addSubview(badge) }  // content is in the busy tree: deferred
            seen = [
                "X.parent=\(content.parent?.name ?? "nil")", "X.view.subviews=\(content.view.subviews.map(\.name))",
            ]
        }
        let (recorder, log) = observe(w)

        k.prepare(in: p) { ViewController(name: "X") }

        XCTAssertNil(nestedError)
        XCTAssertEqual(seen, ["X.parent=P", "X.view.subviews=[]"])
        XCTAssertTrace(
            recorder,
            equals: [
                "K.prepare(parent: P)",
                "K.insert(X)",
                "X.willMove(toParent: P)",
                "X.loadView",
                "X.viewDidLoad",
                "X.view.willMove(toWindow: W)",
                "X.viewWillAppear",
                "X.view.willMove(toSuperview: K)",
                "X.view.didMoveToWindow",
                "X.view.didMoveToSuperview",
                "K.didAddSubview(X.view)",
                "X.viewIsAppearing",
                "X.viewDidAppear",
                "X.didMove(toParent: P)",
                "K.containerDidLoad",
                "K.prepare(parent: P)",
                "K.containerDidLoad",
                "badge.willMove(toWindow: W)",
                "badge.willMove(toSuperview: X.view)",
                "badge.didMoveToWindow",
                "badge.didMoveToSuperview",
                "X.view.didAddSubview(badge)",
            ])
        XCTAssertEqual(p.children.map(\.name), ["X"])
        XCTAssertEqual(k.content?.view.subviews.map(\.name), ["badge"])
        XCTAssertEqual(log.reports, [])
    }

    // REENT-1
    @MainActor func testContainerRemoveHookReplacesTheContentAtOnceAndDefersPlacingIt() async throws {
        let p = ViewController(name: "P")
        let (w, header) = visibleWindow(root: p)
        let k = HookViewContainer(name: "K"), x = View(name: "X"), placeholder = View(name: "placeholder")
        k.prepare(in: p) { x }
        p.view.addSubview(k)
        var seen: [String] = []
        k.onRemove = { k in
            must { placeholder.addSubview(x) }  // both detached now: at once
            must { header.addSubview(placeholder) }  // the busy tree: deferred
            seen = [
                "X.superview=\(x.superview?.name ?? "nil")", "K.superview=\(k.superview?.name ?? "nil")",
                "header.subviews=\(header.subviews.map(\.name))",
            ]
        }
        let (recorder, log) = observe(w)

        k.removeFromSuperview()

        XCTAssertEqual(seen, ["X.superview=placeholder", "K.superview=P.view", "header.subviews=[]"])
        XCTAssertTrace(
            recorder,
            equals: [
                // CONT-4: the container's remove() first
                "K.remove", "K.willRemoveSubview(X)", "X.willMove(toSuperview: nil)", "X.willMove(toWindow: nil)",
                "X.didMoveToWindow", "X.didMoveToSuperview",
                // the hook fills the detached placeholder at once
                "X.willMove(toSuperview: placeholder)", "X.didMoveToSuperview", "placeholder.didAddSubview(X)",
                // then K leaves P.view
                "P.view.willRemoveSubview(K)", "K.willMove(toSuperview: nil)", "K.willMove(toWindow: nil)",
                "K.didMoveToWindow", "K.didMoveToSuperview",
                // deferred: the placeholder joins header
                "placeholder.willMove(toWindow: W)", "X.willMove(toWindow: W)",
                "placeholder.willMove(toSuperview: header)",
                "X.didMoveToWindow", "placeholder.didMoveToWindow", "placeholder.didMoveToSuperview",
                "header.didAddSubview(placeholder)",
            ])
        XCTAssertNil(k.content)
        XCTAssertNil(k.superview)
        XCTAssertTrue(x.superview === placeholder)
        XCTAssertTrue(placeholder.superview === header)
        XCTAssertEqual(log.reports, [])
    }

    // REENT-1
    // MIS-15
    @MainActor func testContainerDidLoadHookDefersPlacingTheContainerAndReportsARefusedCycle() async throws {
        let p = ViewController(name: "P")
        let (w, _) = visibleWindow(root: p)
        let k = HookViewContainer(name: "K")
        var seen: [String] = []
        k.onContainerDidLoad = { k in
            must { p.view.addSubview(k) }  // k is being prepared (busy): deferred
            XCTAssertEqual(thrown { k.content!.addSubview(k) }?.misuse, .viewCycle)  // already a cycle: refused at once
            seen = ["K.superview=\(k.superview?.name ?? "nil")"]
        }
        let (recorder, log) = observe(w)

        k.prepare(in: p) { View(name: "X") }

        XCTAssertEqual(seen, ["K.superview=nil"])
        XCTAssertTrace(
            recorder,
            equals: [
                "K.prepare(parent: P)", "K.insert(X)", "X.willMove(toSuperview: K)", "X.didMoveToSuperview",
                "K.didAddSubview(X)", "K.containerDidLoad",
                // deferred: K joins P.view with its content
                "K.willMove(toWindow: W)", "X.willMove(toWindow: W)", "K.willMove(toSuperview: P.view)",
                "X.didMoveToWindow", "K.didMoveToWindow", "K.didMoveToSuperview", "P.view.didAddSubview(K)",
            ])
        XCTAssertEqual(p.view.subviews.map(\.name), ["header", "K"])
        XCTAssertEqual(k.subviews.map(\.name), ["X"])
        XCTAssertEqual(log.reports, [])
    }

    // REENT-1
    // MIS-15
    @MainActor func testContainerPrepareForReuseHookDefersAPrepareAndAViewChangeInRequestOrder() async throws {
        let p = ViewController(name: "P")
        let (w, header) = visibleWindow(root: p)
        let list = ListHost(name: "list")
        var made = 0
        list.register(forReuseIdentifier: "row", as: HookViewContainer.self) {
            defer { made += 1 }
            return HookViewContainer(name: "K\(made)")
        }
        list.containerProvider = { list, row in
            guard let cell = list.dequeueReusableContainer(withIdentifier: "row", for: row, as: HookViewContainer.self)
            else { return nil }
            if cell.content == nil {
                cell.prepare(in: list.owningController) { View(name: "X\(row)") }
            } else {
                cell.prepare(in: list.owningController)  // keeps the content (CELL-2)
            }
            return cell
        }
        p.view.addSubview(list)
        list.reloadData(numberOfRows: 2, visibleRows: 0..<1)
        let k0 = try XCTUnwrap(list.container(forRow: 0) as? HookViewContainer)
        let banner = View(name: "banner")
        var nestedError: MisuseError?
        k0.onPrepareForReuse = { k in
            nestedError = thrown { k.prepare(in: p) }  // its own tree is busy: deferred
            must { header.addSubview(banner) }  // deferred
        }
        let (recorder, log) = observe(w)

        list.scroll(toVisible: 1..<2)

        XCTAssertNil(nestedError)
        XCTAssertTrace(
            recorder,
            equals: [
                // row 0 ends display (CELL-2): K0 leaves the list, keeping X0
                "list.willRemoveSubview(K0)", "K0.willMove(toSuperview: nil)", "K0.willMove(toWindow: nil)",
                "X0.willMove(toWindow: nil)", "X0.didMoveToWindow", "K0.didMoveToWindow", "K0.didMoveToSuperview",
                // row 1: K0 is reused (CELL-1), prepared again by the provider, displayed
                "K0.prepareForReuse", "K0.prepare(parent: P)", "K0.containerDidLoad",
                "K0.willMove(toWindow: W)", "X0.willMove(toWindow: W)", "K0.willMove(toSuperview: list)",
                "X0.didMoveToWindow", "K0.didMoveToWindow", "K0.didMoveToSuperview", "list.didAddSubview(K0)",
                // deferred, in request order: the nested prepare (keeps X0, CELL-2), then the banner
                "K0.prepare(parent: P)", "K0.containerDidLoad",
            ] + addLeafTrace("banner", to: "header", window: "W"))
        XCTAssertTrue(list.container(forRow: 1) === k0)
        XCTAssertEqual(list.containersCreated(forReuseIdentifier: "row"), 1)
        XCTAssertEqual(k0.content?.name, "X0")
        XCTAssertEqual(header.subviews.map(\.name), ["banner"])
        XCTAssertEqual(log.reports, [])
    }
}
