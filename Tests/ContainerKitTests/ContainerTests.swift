import ContainerKit
import ContainerKitTesting
import XCTest

@MainActor
private final class CardView: View {
    var prepareCount = 0
    override func prepare() { prepareCount += 1 }
}

/// A container that overrides every hook, calling super, and notes what it saw (CONT-6).
@MainActor
private final class SpacedContainer: ContainerView<CardView> {
    var log: [String] = []
    override var contentInsets: EdgeInsets {
        get { EdgeInsets(top: 1, left: 2, bottom: 3, right: 4) }
        set {}
    }
    override func prepare(parent: ViewController?) {
        log.append("prepare(parent: \(parent?.name ?? "nil")) content=\(content?.name ?? "nil")")
        super.prepare(parent: parent)
    }
    override func insert(_ content: CardView) {
        log.append("insert(\(content.name)) contentPrepared=\(content.prepareCount)")
        super.insert(content)
    }
    override func remove() {
        log.append("remove")
        super.remove()
    }
    override func containerDidLoad() {
        log.append("containerDidLoad superview=\(superview?.name ?? "nil") content=\(content?.name ?? "nil")")
        super.containerDidLoad()
    }
    override func prepareForReuse() {
        log.append("prepareForReuse")
        super.prepareForReuse()
    }
}

/// Places the content in a column on the left instead of using the insets.
@MainActor
private final class ColumnContainer: ContainerView<View> {
    override func contentFrame(in bounds: Rect) -> Rect {
        Rect(x: 0, y: 0, width: bounds.width / 2, height: bounds.height)
    }
}

@MainActor
private final class ForgetfulContainer: ContainerView<View> {
    override func containerDidLoad() {}  // MIS-11
}

final class ContainerTests: XCTestCase {
    // CONT-1: a view container created in a parent with a content factory.
    @MainActor func testCONT1ViewContainer() async throws {
        let p = ViewController(name: "P")
        let k = SpacedContainer(name: "K")
        let recorder = TraceRecorder()
        p.attach(recorder)
        k.prepare(in: p) { CardView(name: "card") }
        XCTAssertTrace(
            recorder,
            equals: [
                "K.prepare(parent: P)",
                "K.insert(card)",
                "card.willMove(toSuperview: K)", "card.didMoveToSuperview", "K.didAddSubview(card)",
                "K.containerDidLoad",
            ])
        XCTAssertEqual(k.log[1], "insert(card) contentPrepared=1", "the content's prepare() ran before insert (LOAD-5)")
        XCTAssertTrue(k.content?.superview === k)
        XCTAssertTrue(k.parentController === p)
    }

    // CONT-1: the default factory creates the content type.
    @MainActor func testCONT1DefaultFactoryCreatesTheContentType() async throws {
        let k = ContainerView<CardView>(name: "K")
        k.prepare(in: nil)
        XCTAssertEqual(k.content?.name, "CardView")
        XCTAssertEqual(k.content?.prepareCount, 1)
    }

    // CONT-1: a controller container adds its content as a child of the parent.
    @MainActor func testCONT1ControllerContainer() async throws {
        let p = ViewController(name: "P")
        let k = ControllerContainer<ViewController>(name: "K")
        let recorder = TraceRecorder()
        p.attach(recorder)
        k.prepare(in: p) { ViewController(name: "X") }
        XCTAssertTrace(
            recorder,
            equals: [
                "K.prepare(parent: P)",
                "K.insert(X)",
                "X.willMove(toParent: P)", "X.loadView", "X.viewDidLoad",
                "X.view.willMove(toSuperview: K)", "X.view.didMoveToSuperview", "K.didAddSubview(X.view)",
                "X.didMove(toParent: P)",
                "K.containerDidLoad",
            ])
        let x = try XCTUnwrap(k.content)
        XCTAssertTrue(x.parent === p)
        XCTAssertEqual(p.children.map(\.name), ["X"])
        p.view.addSubview(k)  // placed afterwards, under its parent's view: consistent (VC-5)
        XCTAssertTrue(x.view.owningController === x)
        XCTAssertTrue(k.owningController === p)
    }

    // CONT-2: containerDidLoad once per prepare, before the container is placed; new content
    // replaces the old completely first.
    @MainActor func testCONT2SecondPrepareReplacesContentCompletely() async throws {
        let p = ViewController(name: "P")
        let k = SpacedContainer(name: "K")
        k.prepare(in: p) { CardView(name: "old") }
        XCTAssertEqual(k.log.last, "containerDidLoad superview=nil content=old")
        p.view.addSubview(k)
        let old = try XCTUnwrap(k.content)
        let recorder = TraceRecorder()
        p.attach(recorder)
        k.log.removeAll()
        k.prepare(in: p) { CardView(name: "new") }
        XCTAssertTrace(
            recorder,
            equals: [
                "K.remove", "K.willRemoveSubview(old)", "old.willMove(toSuperview: nil)", "old.didMoveToSuperview",
                "K.prepare(parent: P)",
                "K.insert(new)", "new.willMove(toSuperview: K)", "new.didMoveToSuperview", "K.didAddSubview(new)",
                "K.containerDidLoad",
            ])
        XCTAssertEqual(k.log.filter { $0.hasPrefix("containerDidLoad") }.count, 1)
        XCTAssertNil(old.superview)
        XCTAssertEqual(k.subviews.map(\.name), ["new"])
    }

    // CONT-3: remove() mirrors insertion, for a view in a window and for a controller.
    @MainActor func testCONT3RemoveMirrorsInsertion() async throws {
        let (w, p) = makeVisibleWindow()
        let kv = ContainerView<View>(name: "KV"), kc = ControllerContainer<ViewController>(name: "KC")
        kv.prepare(in: p) { View(name: "v") }
        kc.prepare(in: p) { ViewController(name: "X") }
        p.view.addSubview(kv)
        p.view.addSubview(kc)
        let recorder = TraceRecorder()
        w.attach(recorder)
        kv.remove()
        XCTAssertTrace(
            recorder,
            equals: [
                "KV.remove",
                "KV.willRemoveSubview(v)", "v.willMove(toSuperview: nil)", "v.willMove(toWindow: nil)",
                "v.didMoveToWindow", "v.didMoveToSuperview",
            ])
        recorder.removeAll()
        kc.remove()
        XCTAssertTrace(
            recorder,
            equals: [
                "KC.remove",
                "X.willMove(toParent: nil)",
                "KC.willRemoveSubview(X.view)", "X.view.willMove(toSuperview: nil)", "X.view.willMove(toWindow: nil)",
                "X.viewWillDisappear", "X.view.didMoveToWindow", "X.view.didMoveToSuperview", "X.viewDidDisappear",
                "X.didMove(toParent: nil)",
            ])
        XCTAssertNil(kv.content)
        XCTAssertNil(kc.content)
        XCTAssertTrue(p.children.isEmpty)
        // An empty container records K.remove and nothing else; twice is harmless.
        recorder.removeAll()
        kc.remove()
        kc.remove()
        XCTAssertTrace(recorder, equals: ["KC.remove", "KC.remove"])
    }

    // CONT-4: removing the container from its superview removes its content with the same trace
    // as remove() (policy), then the container leaves.
    @MainActor func testCONT4LeavingTheSuperviewRemovesTheContent() async throws {
        let (w, p) = makeVisibleWindow()
        let k = ControllerContainer<ViewController>(name: "K")
        k.prepare(in: p) { ViewController(name: "X") }
        p.view.addSubview(k)
        let recorder = TraceRecorder()
        w.attach(recorder)
        k.removeFromSuperview()
        XCTAssertTrace(
            recorder,
            equals: [
                "K.remove",
                "X.willMove(toParent: nil)",
                "K.willRemoveSubview(X.view)", "X.view.willMove(toSuperview: nil)", "X.view.willMove(toWindow: nil)",
                "X.viewWillDisappear", "X.view.didMoveToWindow", "X.view.didMoveToSuperview", "X.viewDidDisappear",
                "X.didMove(toParent: nil)",
                "P.view.willRemoveSubview(K)", "K.willMove(toSuperview: nil)", "K.willMove(toWindow: nil)",
                "K.didMoveToWindow", "K.didMoveToSuperview",
            ])
        XCTAssertNil(k.content)
        XCTAssertTrue(p.children.isEmpty)
    }

    // CONT-4: moving the container under the same owning controller keeps its content.
    @MainActor func testCONT4MovingUnderTheSameOwnerKeepsTheContent() async throws {
        let (w, p) = makeVisibleWindow()
        let holder = View(name: "holder")
        p.view.addSubview(holder)
        let k = ControllerContainer<ViewController>(name: "K")
        k.prepare(in: p) { ViewController(name: "X") }
        p.view.addSubview(k)
        let recorder = TraceRecorder()
        w.attach(recorder)
        holder.addSubview(k)
        XCTAssertTrace(
            recorder,
            equals: [
                "P.view.willRemoveSubview(K)", "K.willMove(toSuperview: holder)", "K.didMoveToSuperview",
                "holder.didAddSubview(K)",
            ])
        XCTAssertEqual(k.content?.name, "X")
        XCTAssertEqual(k.content?.appearanceState, .appeared)

        // Under another controller's view the content would be under a view its parent does not own.
        let q = ViewController(name: "Q")
        p.addChild(q, into: p.view)
        let error = refusal { q.view.addSubview(k) }
        XCTAssertEqual(error?.misuse, .inconsistentHierarchy)
        XCTAssertTrue(k.superview === holder)
    }

    // CONT-5: content is mounted only by its container and never moves elsewhere while mounted.
    @MainActor func testCONT5ContentMovesOnlyThroughItsContainer() async throws {
        let p = ViewController(name: "P")
        let kv = ContainerView<View>(name: "KV"), kc = ControllerContainer<ViewController>(name: "KC")
        kv.prepare(in: p) { View(name: "v") }
        kc.prepare(in: p) { ViewController(name: "X") }
        let v = try XCTUnwrap(kv.content), x = try XCTUnwrap(kc.content)
        let other = View(name: "other")
        let errors = [
            refusal { other.addSubview(v) },
            refusal { v.removeFromSuperview() },
            refusal { other.addSubview(x.view) },
            refusal { x.view.removeFromSuperview() },
        ]
        XCTAssertEqual(errors.map { $0?.misuse }, Array(repeating: .invalidArgument, count: 4))
        XCTAssertEqual(
            errors[0]?.description,
            "ARG (invalidArgument): cannot add \"v\" to \"other\": \"v\" is the content of container \"KV\". "
                + "Fix: call remove() on \"KV\" first, or move the container instead.")
        XCTAssertTrue(v.superview === kv)
        XCTAssertTrue(x.view.superview === kc)
        kv.remove()
        other.addSubview(v)  // once removed, it is an ordinary view again
        XCTAssertTrue(v.superview === other)
    }

    // CONT-5: containers hold their content strongly and nothing holds its parent strongly.
    @MainActor func testCONT5OwnershipIsDownwardsOnly() async throws {
        let k = ControllerContainer<ViewController>(name: "K")
        weak var weakParent: ViewController?
        weak var weakContent: ViewController?
        do {
            let p = ViewController(name: "P")
            weakParent = p
            k.prepare(in: p) { ViewController(name: "X") }
            weakContent = k.content
        }
        XCTAssertNil(weakParent, "the container and its content do not keep the parent alive")
        XCTAssertNotNil(weakContent, "the container keeps its content alive")
        XCTAssertNil(k.parentController)
    }

    // CONT-6: every subclass hook is a real override, called by the base class.
    @MainActor func testCONT6SubclassHooksAreCalled() async throws {
        let p = ViewController(name: "P")
        let k = SpacedContainer(name: "K")
        k.frame = Rect(x: 0, y: 0, width: 100, height: 50)
        k.prepare(in: p) { CardView(name: "card") }
        k.prepare(in: p) { CardView(name: "card2") }
        k.remove()
        XCTAssertEqual(
            k.log,
            [
                "prepare(parent: P) content=nil", "insert(card) contentPrepared=1",
                "containerDidLoad superview=nil content=card",
                "remove", "prepare(parent: P) content=nil", "insert(card2) contentPrepared=1",
                "containerDidLoad superview=nil content=card2",
                "remove",
            ])
    }

    // CONT-6: content is placed in the bounds minus the (overridden) insets, and again
    // when the frame changes; contentFrame(in:) overrides the placement.
    @MainActor func testCONT6ContentPlacementHonoursOverrides() async throws {
        let k = SpacedContainer(name: "K")
        k.frame = Rect(x: 10, y: 10, width: 100, height: 50)
        k.prepare(in: nil) { CardView(name: "card") }
        XCTAssertEqual(k.content?.frame, Rect(x: 2, y: 1, width: 94, height: 46))
        k.frame = Rect(x: 0, y: 0, width: 20, height: 10)
        XCTAssertEqual(k.content?.frame, Rect(x: 2, y: 1, width: 14, height: 6))

        let column = ColumnContainer(name: "column")
        column.frame = Rect(x: 0, y: 0, width: 80, height: 40)
        column.prepare(in: nil)
        XCTAssertEqual(column.content?.frame, Rect(x: 0, y: 0, width: 40, height: 40))

        let plain = ContainerView<View>(name: "plain")
        plain.frame = Rect(x: 0, y: 0, width: 10, height: 10)
        plain.prepare(in: nil)
        plain.contentInsets = EdgeInsets(all: 2)
        XCTAssertEqual(plain.content?.frame, Rect(x: 2, y: 2, width: 6, height: 6))
    }

    // CONT-6, MIS-11: a container hook override without super is reported.
    @MainActor func testMIS11ContainerHookWithoutSuperIsReported() async throws {
        let p = ViewController(name: "P")
        let k = ForgetfulContainer(name: "K")
        let log = DiagnosticsLog()
        p.attach(log)
        XCTAssertMisuse(.missingSuperCall) { k.prepare(in: p) }
        XCTAssertEqual(log.reports.map(\.misuse), [.missingSuperCall])
        XCTAssertEqual(log.reports.first?.nodes, ["K"])
    }

    // The dump marks containers and their content.
    @MainActor func testTreeDumpMarksContainers() async throws {
        let p = ViewController(name: "P")
        let k = ControllerContainer<ViewController>(name: "K"), empty = ContainerView<View>(name: "E")
        k.prepare(in: p) { ViewController(name: "X") }
        p.view.addSubview(k)
        p.view.addSubview(empty)
        XCTAssertEqual(
            p.view.treeDump(),
            """
            P.view: View [controller P, disappeared]
            ├─ K: ControllerContainer<ViewController> [container of X.view]
            │  └─ X.view: View [controller X, disappeared]
            └─ E: ContainerView<View> [empty container]

            """)
    }

    // MIS-12: a torn-down container cannot be prepared.
    @MainActor func testMIS12TornDownContainerRefusesPrepare() async throws {
        let k = ContainerView<View>(name: "K")
        k.tearDown()
        XCTAssertEqual(refusal { k.prepare(in: nil) }?.misuse, .tornDown)
        XCTAssertNil(k.content)
    }

    // MIS-7: kept content cannot become a child of a controller whose view lies inside the content's
    // view. The remount would unplace the content while it is the parent's child: the content would
    // resolve to the parent and the parent back to the content, and every upward walk would loop.
    @MainActor func testMIS7KeptContentCannotBecomeAChildOfAControllerInsideItsView() async throws {
        let container = ControllerContainer<ViewController>(name: "K")
        container.prepare(in: nil)
        let content = try XCTUnwrap(container.content)
        let inner = ViewController(name: "P")
        XCTAssertMisuse(.inconsistentHierarchy) { content.view.addSubview(inner.view) }  // MIS-3 (b), placed
        let recorder = TraceRecorder()
        container.attach(recorder)
        let report = XCTAssertMisuse(
            .viewCycle, unchanged: [container], controllers: [content, inner], recorder: recorder
        ) {
            container.prepare(in: inner)
        }
        XCTAssertEqual(
            report?.message,
            "cannot prepare \"K\" in \"P\": its content \"ViewController\" would become a child of \"P\", a "
                + "controller inside its own view, so the hierarchy would contain a cycle.")
        XCTAssertEqual(report?.fix, "prepare the container in a controller outside its content.")
        XCTAssertNil(content.parent)
        XCTAssertEqual(inner.ancestors.map(\.name), ["ViewController.view", "ViewController", "K"])
    }
}
