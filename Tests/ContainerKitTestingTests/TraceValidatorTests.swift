import ContainerKit
import ContainerKitTesting
import XCTest

// TraceValidator (the hook grammar), LifetimeTracker (LIFE-1) and TreeSnapshot (refused operations
// change nothing).

/// A view that hands the recorder's events to a closure from inside `willMove(toSuperview:)`,
/// i.e. in the middle of a move.
@MainActor
private final class SnapshottingView: View {
    var onWillMoveToSuperview: (() -> Void)?
    override func willMove(toSuperview newSuperview: View?) {
        super.willMove(toSuperview: newSuperview)
        if let hook = onWillMoveToSuperview { onWillMoveToSuperview = nil; hook() }
    }
}

/// A controller that runs a closure from inside `viewWillAppear`, in the middle of a transition.
@MainActor
private final class SnapshottingController: ViewController {
    var onViewWillAppear: (() -> Void)?
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if let hook = onViewWillAppear { onViewWillAppear = nil; hook() }
    }
}

/// A `TraceValidator.Violation` as plain values (its memberwise initializer is internal), so that
/// tests can write the exact expected violations.
private struct Found: Equatable, CustomStringConvertible {
    let subject: String
    let rule: String
    let message: String
    let lines: [Int: String]

    init(subject: String, rule: String, message: String, lines: [Int: String]) {
        self.subject = subject
        self.rule = rule
        self.message = message
        self.lines = lines
    }

    init(_ violation: TraceValidator.Violation) {
        self.init(subject: violation.subject, rule: violation.rule, message: violation.message, lines: violation.lines)
    }

    var description: String { "\(rule) \(subject): \(message) \(lines.sorted { $0.key < $1.key })" }
}

extension TraceValidator {
    /// ``validate(_:tornDownAt:)`` as comparable values.
    fileprivate func check(_ events: [LifecycleEvent], tornDownAt: [UInt64: Int] = [:]) -> [Found] {
        validate(events, tornDownAt: tornDownAt).map(Found.init)
    }

    /// ``validateComplete(_:tornDownAt:)`` as comparable values.
    fileprivate func checkComplete(_ events: [LifecycleEvent], tornDownAt: [UInt64: Int] = [:]) -> [Found] {
        validateComplete(events, tornDownAt: tornDownAt).map(Found.init)
    }
}

/// The case name of an event.
private func kind(of event: LifecycleEvent) -> String {
    switch event {
    case .willMoveToSuperview: "willMoveToSuperview"
    case .didMoveToSuperview: "didMoveToSuperview"
    case .willMoveToWindow: "willMoveToWindow"
    case .didMoveToWindow: "didMoveToWindow"
    case .didAddSubview: "didAddSubview"
    case .willRemoveSubview: "willRemoveSubview"
    case .loadView: "loadView"
    case .viewDidLoad: "viewDidLoad"
    case .willMoveToParent: "willMoveToParent"
    case .didMoveToParent: "didMoveToParent"
    case .viewWillAppear: "viewWillAppear"
    case .viewDidAppear: "viewDidAppear"
    case .viewWillDisappear: "viewWillDisappear"
    case .viewDidDisappear: "viewDidDisappear"
    case .viewIsAppearing: "viewIsAppearing"
    case .viewWillTransitionToSize: "viewWillTransitionToSize"
    case .willTransitionToTraitCollection: "willTransitionToTraitCollection"
    case .prepare: "prepare"
    case .insert: "insert"
    case .remove: "remove"
    case .containerDidLoad: "containerDidLoad"
    case .prepareForReuse: "prepareForReuse"
    case .present: "present"
    case .dismiss: "dismiss"
    case .transition: "transition"
    case .transitionDidEnd: "transitionDidEnd"
    case .transitionDidCancel: "transitionDidCancel"
    case .layoutSubviews: "layoutSubviews"
    case .viewWillLayoutSubviews: "viewWillLayoutSubviews"
    case .viewDidLayoutSubviews: "viewDidLayoutSubviews"
    case .safeAreaInsetsDidChange: "safeAreaInsetsDidChange"
    case .viewSafeAreaInsetsDidChange: "viewSafeAreaInsetsDidChange"
    case .traitCollectionDidChange: "traitCollectionDidChange"
    case .updateConstraints: "updateConstraints"
    case .updateViewConstraints: "updateViewConstraints"
    case .mark: "mark"
    }
}

final class TraceValidatorTests: XCTestCase {
    // MARK: - A real trace

    /// Window, root controller, child helpers, both containers, hide/show, removals, teardown.
    @MainActor private func recordScenario() throws -> (recorder: TraceRecorder, window: Window) {
        let w = Window(name: "W")
        let recorder = TraceRecorder()
        w.attach(recorder)
        w.makeKeyAndVisible()
        let p = ViewController(name: "P")
        w.rootViewController = p
        let c = ViewController(name: "C")
        p.addChild(c, into: p.view)
        c.view.addSubview(View(name: "label"))
        let k = ControllerContainer<ViewController>(name: "K")
        k.prepare(in: p) { ViewController(name: "X") }
        p.view.addSubview(k)
        let card = ContainerView<View>(name: "card")
        p.view.addSubview(card)
        card.prepare(in: p) { View(name: "cardContent") }
        w.hide()
        w.makeKeyAndVisible()
        p.removeChild(c)
        k.removeFromSuperview()
        card.tearDown()
        w.rootViewController = ViewController(name: "Q")
        return (recorder, w)
    }

    // TRACE-4, VIEW-*, LOAD-*, APP-2, VC-*, CONT-2: a real recorded trace follows the grammar.
    @MainActor func testRecordedScenarioPassesValidateComplete() async throws {
        let (recorder, _) = try recordScenario()
        let events = recorder.events
        XCTAssertEqual(
            events.count, 142, "the scenario records every hook kind:\n" + recorder.lines.joined(separator: "\n"))
        XCTAssertEqual(
            Set(events.map(kind(of:))),
            [
                "willMoveToSuperview", "didMoveToSuperview", "willMoveToWindow", "didMoveToWindow", "didAddSubview",
                "willRemoveSubview", "loadView", "viewDidLoad", "willMoveToParent", "didMoveToParent",
                "viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear",
                "prepare", "insert", "remove", "containerDidLoad",
                // APP-12: a window shown calls viewIsAppearing and lays out its root.
                "viewIsAppearing", "viewWillLayoutSubviews", "layoutSubviews", "viewDidLayoutSubviews",
            ], "every hook kind but prepareForReuse")
        XCTAssertEqual(TraceValidator().checkComplete(events), [])
        XCTAssertEqual(TraceValidator().check(events), [])
        XCTAssertValidTrace(recorder)

        // The validator is not vacuous on this trace: dropping one did-hook breaks it.
        let index = try XCTUnwrap(recorder.lines.firstIndex(of: "C.didMove(toParent: P)"))
        var broken = events
        broken.remove(at: index)
        let nextWill = try XCTUnwrap(recorder.lines.firstIndex(of: "C.willMove(toParent: nil)"))
        XCTAssertEqual(
            TraceValidator().check(broken),
            [
                Found(
                    subject: "C", rule: "VC-2",
                    message: "willMove(toParent:) again before didMove(toParent:) for the previous one.",
                    lines: [
                        nextWill: "C.willMove(toParent: nil)",
                        1 + recorder.lines.firstIndex(of: "C.willMove(toParent: P)")!:
                            "C.willMove(toParent: P)",
                    ])
            ])
    }

    // MARK: - Each rule on a hand-built trace

    // VIEW-1
    @MainActor func testVIEW1SuperviewHooksMustAlternate() async throws {
        let v = View(name: "v"), s = View(name: "S")
        let sv = TraceSubject(v), ss = TraceSubject(s)
        XCTAssertEqual(
            TraceValidator().check([
                .willMoveToSuperview(sv, newSuperview: ss), .willMoveToSuperview(sv, newSuperview: nil),
            ]),
            [
                Found(
                    subject: "v", rule: "VIEW-1", message: "a second willMove(toSuperview:) before didMoveToSuperview.",
                    lines: [2: "v.willMove(toSuperview: nil)", 1: "v.willMove(toSuperview: S)"])
            ])
        XCTAssertEqual(
            TraceValidator().check([.didMoveToSuperview(sv)]),
            [
                Found(
                    subject: "v", rule: "VIEW-1", message: "didMoveToSuperview without willMove(toSuperview:) first.",
                    lines: [1: "v.didMoveToSuperview"])
            ])
        XCTAssertEqual(
            TraceValidator().check([
                .willMoveToSuperview(sv, newSuperview: ss), .didMoveToSuperview(sv), .didAddSubview(ss, subview: sv),
                .willRemoveSubview(ss, subview: sv), .willMoveToSuperview(sv, newSuperview: nil),
                .didMoveToSuperview(sv),
            ]), [], "a well-formed add and removal")
    }

    // VIEW-2
    @MainActor func testVIEW2WindowHooksMustAlternate() async throws {
        let v = View(name: "v"), w = Window(name: "W")
        let sv = TraceSubject(v), sw = TraceSubject(w)
        XCTAssertEqual(
            TraceValidator().check([
                .willMoveToWindow(sv, newWindow: sw), .willMoveToWindow(sv, newWindow: nil),
            ]),
            [
                Found(
                    subject: "v", rule: "VIEW-2", message: "a second willMove(toWindow:) before didMoveToWindow.",
                    lines: [2: "v.willMove(toWindow: nil)", 1: "v.willMove(toWindow: W)"])
            ])
        XCTAssertEqual(
            TraceValidator().check([.willMoveToWindow(sv, newWindow: sw), .didMoveToWindow(sv), .didMoveToWindow(sv)]),
            [
                Found(
                    subject: "v", rule: "VIEW-2", message: "didMoveToWindow without willMove(toWindow:) first.",
                    lines: [3: "v.didMoveToWindow"])
            ])
    }

    // LOAD-2
    @MainActor func testLOAD2LoadingHappensOnce() async throws {
        let c = TraceSubject(ViewController(name: "C"))
        XCTAssertEqual(
            TraceValidator().check([.loadView(c), .viewDidLoad(c), .loadView(c)]),
            [
                Found(
                    subject: "C", rule: "LOAD-2", message: "loadView happened twice.",
                    lines: [3: "C.loadView", 1: "C.loadView"])
            ])
        XCTAssertEqual(
            TraceValidator().check([.loadView(c), .viewDidLoad(c), .viewDidLoad(c)]),
            [
                Found(
                    subject: "C", rule: "LOAD-2", message: "viewDidLoad happened twice.",
                    lines: [3: "C.viewDidLoad", 2: "C.viewDidLoad"])
            ])
    }

    // APP-2
    @MainActor func testAPP2AppearanceStates() async throws {
        let c = TraceSubject(ViewController(name: "C"))
        XCTAssertEqual(
            TraceValidator().check([
                .viewWillAppear(c, animated: false), .viewDidAppear(c, animated: false),
                .viewDidAppear(c, animated: false),
            ]),
            [
                Found(
                    subject: "C", rule: "APP-2", message: "viewDidAppear while appeared.",
                    lines: [3: "C.viewDidAppear", 2: "C.viewDidAppear"])
            ])
        XCTAssertEqual(
            TraceValidator().check([.viewWillAppear(c, animated: false), .viewDidDisappear(c, animated: false)]),
            [
                Found(
                    subject: "C", rule: "APP-2", message: "viewDidDisappear while appearing.",
                    lines: [2: "C.viewDidDisappear", 1: "C.viewWillAppear"])
            ])
        XCTAssertEqual(
            TraceValidator().check([
                .viewWillAppear(c, animated: false), .viewDidAppear(c, animated: false),
                .viewWillAppear(c, animated: true),
            ]),
            [
                Found(
                    subject: "C", rule: "APP-2", message: "viewWillAppear while appeared.",
                    lines: [3: "C.viewWillAppear", 2: "C.viewDidAppear"])
            ])
        // Allowed: a cancelled transition both ways, and a trace that starts late (mid-transition).
        XCTAssertEqual(
            TraceValidator().checkComplete([
                .viewDidAppear(c, animated: false),
                .viewWillDisappear(c, animated: false), .viewWillAppear(c, animated: false),
                .viewWillDisappear(c, animated: false), .viewDidDisappear(c, animated: false),
            ]), [])
    }

    // APP-12: viewIsAppearing only while appearing, once per appearance.
    @MainActor func testAPP12ViewIsAppearingOnlyWhileAppearingAndOnce() async throws {
        let c = TraceSubject(ViewController(name: "C"))
        XCTAssertEqual(
            TraceValidator().checkComplete([
                .viewWillAppear(c, animated: false), .viewIsAppearing(c, animated: false),
                .viewDidAppear(c, animated: false), .viewWillDisappear(c, animated: false),
                .viewDidDisappear(c, animated: false), .viewWillAppear(c, animated: true),
                .viewIsAppearing(c, animated: true), .viewDidAppear(c, animated: true),
            ]), [])
        XCTAssertEqual(
            TraceValidator().check([
                .viewWillAppear(c, animated: false), .viewIsAppearing(c, animated: false),
                .viewIsAppearing(c, animated: false),
            ]),
            [
                Found(
                    subject: "C", rule: "APP-12", message: "viewIsAppearing twice in one appearance.",
                    lines: [3: "C.viewIsAppearing", 2: "C.viewIsAppearing"])
            ])
        XCTAssertEqual(
            TraceValidator().check([
                .viewWillAppear(c, animated: false), .viewDidAppear(c, animated: false),
                .viewIsAppearing(c, animated: false),
            ]),
            [
                Found(
                    subject: "C", rule: "APP-12", message: "viewIsAppearing while appeared.",
                    lines: [3: "C.viewIsAppearing", 2: "C.viewDidAppear"])
            ])
    }

    // VC-2, VC-3
    @MainActor func testVC2AndVC3ContainmentPairs() async throws {
        let c = TraceSubject(ViewController(name: "C"))
        let p = ViewController(name: "P")
        let sp = TraceSubject(p)
        XCTAssertEqual(
            TraceValidator().check([.willMoveToParent(c, parent: sp), .willMoveToParent(c, parent: nil)]),
            [
                Found(
                    subject: "C", rule: "VC-2",
                    message: "willMove(toParent:) again before didMove(toParent:) for the previous one.",
                    lines: [2: "C.willMove(toParent: nil)", 1: "C.willMove(toParent: P)"])
            ])
        // Another parent with the same name is another subject: told apart by serial number.
        let otherP = TraceSubject(ViewController(name: "P"))
        XCTAssertEqual(
            TraceValidator().check([.willMoveToParent(c, parent: sp), .didMoveToParent(c, parent: otherP)]),
            [
                Found(
                    subject: "C", rule: "VC-2",
                    message: "didMove(toParent:) names another parent than willMove(toParent:).",
                    lines: [2: "C.didMove(toParent: P)", 1: "C.willMove(toParent: P)"])
            ])
        XCTAssertEqual(
            TraceValidator().check([.didMoveToParent(c, parent: sp)]),
            [
                Found(
                    subject: "C", rule: "VC-3", message: "didMove(toParent:) without willMove(toParent:) first.",
                    lines: [1: "C.didMove(toParent: P)"])
            ])
        // VC-4: UIKit's re-parenting removes without willMove(toParent: nil); willMove(toParent: P) follows.
        let p2 = TraceSubject(ViewController(name: "P2"))
        XCTAssertEqual(
            TraceValidator().checkComplete([
                .didMoveToParent(c, parent: nil), .willMoveToParent(c, parent: p2), .didMoveToParent(c, parent: p2),
            ]), [])
        // The didMove(toParent: nil) hook may read `view` before the new parent's willMove: loading
        // stands between the two halves as layout does.
        XCTAssertEqual(
            TraceValidator().checkComplete([
                .didMoveToParent(c, parent: nil), .loadView(c), .viewDidLoad(c), .willMoveToParent(c, parent: p2),
                .didMoveToParent(c, parent: p2),
            ]), [])
        XCTAssertEqual(
            TraceValidator().check([.didMoveToParent(c, parent: nil), .viewWillAppear(c, animated: false)]),
            [
                Found(
                    subject: "C", rule: "VC-3",
                    message: "didMove(toParent: nil) without willMove(toParent: nil) first, and not followed by "
                        + "willMove(toParent:) as a re-parenting (VC-4) is.",
                    lines: [2: "C.viewWillAppear", 1: "C.didMove(toParent: nil)"])
            ])
        XCTAssertEqual(
            TraceValidator().checkComplete([.didMoveToParent(c, parent: nil)]),
            [
                Found(
                    subject: "C", rule: "VC-3",
                    message: "didMove(toParent: nil) without willMove(toParent: nil) first, and nothing after it.",
                    lines: [1: "C.didMove(toParent: nil)"])
            ])
        XCTAssertEqual(
            TraceValidator().check([
                .willMoveToParent(c, parent: sp), .didMoveToParent(c, parent: sp),
                .willMoveToParent(c, parent: nil), .didMoveToParent(c, parent: nil),
            ]), [])
    }

    // CONT-2
    @MainActor func testCONT2OneContainerDidLoadPerPrepare() async throws {
        let k = TraceSubject(ContainerView<View>(name: "K"))
        let p = TraceSubject(ViewController(name: "P"))
        XCTAssertEqual(
            TraceValidator().check([.prepare(k, parent: p), .prepare(k, parent: nil)]),
            [
                Found(
                    subject: "K", rule: "CONT-2", message: "prepare(parent:) again before containerDidLoad.",
                    lines: [2: "K.prepare(parent: nil)", 1: "K.prepare(parent: P)"])
            ])
        XCTAssertEqual(
            TraceValidator().check([.prepare(k, parent: p), .containerDidLoad(k), .containerDidLoad(k)]),
            [
                Found(
                    subject: "K", rule: "CONT-2", message: "containerDidLoad without prepare(parent:) first.",
                    lines: [3: "K.containerDidLoad"])
            ])
    }

    // LAYOUT-5: a controller's constraints are updated before its layout bracket, not inside it.
    @MainActor func testLAYOUT5UpdateViewConstraintsComesBeforeTheLayoutBracket() async throws {
        let c = TraceSubject(ViewController(name: "C"))
        let v = TraceSubject(View(name: "C.view"))
        XCTAssertEqual(
            TraceValidator().check([
                .updateViewConstraints(c), .updateConstraints(v), .viewWillLayoutSubviews(c), .layoutSubviews(v),
                .viewDidLayoutSubviews(c),
            ]), [])
        XCTAssertEqual(
            TraceValidator().check([
                .viewWillLayoutSubviews(c), .updateViewConstraints(c), .layoutSubviews(v), .viewDidLayoutSubviews(c),
            ]),
            [
                Found(
                    subject: "C", rule: "LAYOUT-5",
                    message: "updateViewConstraints inside viewWillLayoutSubviews and viewDidLayoutSubviews.",
                    lines: [2: "C.updateViewConstraints", 1: "C.viewWillLayoutSubviews"])
            ])
    }

    // Subjects are keyed by serial number, not by name: two views named alike move independently.
    @MainActor func testSubjectsWithTheSameNameAreToldApart() async throws {
        let a = TraceSubject(View(name: "v")), b = TraceSubject(View(name: "v"))
        XCTAssertNotEqual(a.serialNumber, b.serialNumber)
        let events: [LifecycleEvent] = [
            .willMoveToSuperview(a, newSuperview: nil), .willMoveToSuperview(b, newSuperview: nil),
            .didMoveToSuperview(a), .didMoveToSuperview(b),
        ]
        XCTAssertEqual(TraceValidator().checkComplete(events), [])
    }

    // MARK: - LIFE-2: tornDownAt

    // LIFE-2
    @MainActor func testLIFE2TornDownAtCatchesAHookAfterTeardown() async throws {
        let w = Window(name: "W"), v = View(name: "v"), twin = View(name: "v")
        let recorder = TraceRecorder()
        w.attach(recorder)
        w.addSubview(v)
        w.addSubview(twin)
        v.tearDown()
        let tornDownAt = [v.serialNumber: recorder.events.count]
        XCTAssertEqual(
            TraceValidator().checkComplete(recorder.events, tornDownAt: tornDownAt), [],
            "the recorded trace has no hook after the teardown")

        // A hook of v after its teardown is caught; the same hook of its namesake is not.
        let lateHook =
            recorder.events + [
                .willMoveToWindow(TraceSubject(twin), newWindow: nil),
                .willMoveToWindow(TraceSubject(v), newWindow: nil),
            ]
        let line = lateHook.count
        XCTAssertEqual(
            TraceValidator().check(lateHook, tornDownAt: tornDownAt),
            [
                Found(
                    subject: "v", rule: "LIFE-2", message: "a hook reached the subject after it was torn down.",
                    lines: [line: "v.willMove(toWindow: nil)"])
            ])
        // Without tornDownAt the same list is grammatical.
        XCTAssertEqual(TraceValidator().check(lateHook), [])
        // An index at the teardown itself already counts (index >= tornDownAt).
        XCTAssertEqual(TraceValidator().check(lateHook, tornDownAt: [v.serialNumber: line - 1]).map(\.rule), ["LIFE-2"])
        XCTAssertEqual(TraceValidator().check(lateHook, tornDownAt: [v.serialNumber: line]), [])
    }

    // MARK: - validate vs validateComplete

    // VIEW-1, VIEW-2: a trace that ends in the middle of a move.
    @MainActor func testValidateVersusValidateCompleteMidMove() async throws {
        let w = Window(name: "W"), v = SnapshottingView(name: "v")
        let recorder = TraceRecorder()
        w.attach(recorder)
        var midMove: [LifecycleEvent] = []
        v.onWillMoveToSuperview = { midMove = recorder.events }
        w.addSubview(v)

        XCTAssertEqual(midMove.map(\.line), ["v.willMove(toWindow: W)", "v.willMove(toSuperview: W)"])
        XCTAssertEqual(TraceValidator().check(midMove), [], "nothing recorded so far is wrong")
        XCTAssertEqual(
            TraceValidator().checkComplete(midMove),
            [
                Found(
                    subject: "v", rule: "VIEW-1", message: "willMove(toSuperview:) has no didMoveToSuperview.",
                    lines: [2: "v.willMove(toSuperview: W)"]),
                Found(
                    subject: "v", rule: "VIEW-2", message: "willMove(toWindow:) has no didMoveToWindow.",
                    lines: [1: "v.willMove(toWindow: W)"]),
            ])
        XCTAssertEqual(TraceValidator().checkComplete(recorder.events), [], "the finished move is complete")
    }

    // VC-2, APP-2: a trace that ends in the middle of a child's addition and appearance.
    @MainActor func testValidateVersusValidateCompleteMidTransition() async throws {
        let w = Window(name: "W")
        w.makeKeyAndVisible()
        let p = ViewController(name: "P")
        w.rootViewController = p
        let c = SnapshottingController(name: "C")
        let recorder = TraceRecorder()
        w.attach(recorder)
        var midTransition: [LifecycleEvent] = []
        c.onViewWillAppear = { midTransition = recorder.events }
        p.addChild(c, into: p.view)

        XCTAssertEqual(
            midTransition.map(\.line),
            [
                "C.willMove(toParent: P)", "C.loadView", "C.viewDidLoad", "C.view.willMove(toWindow: W)",
                "C.viewWillAppear",
            ])
        XCTAssertEqual(TraceValidator().check(midTransition), [])
        XCTAssertEqual(
            TraceValidator().checkComplete(midTransition),
            [
                Found(
                    subject: "C", rule: "VC-2", message: "willMove(toParent:) has no didMove(toParent:).",
                    lines: [1: "C.willMove(toParent: P)"]),
                Found(
                    subject: "C", rule: "APP-2", message: "the transition to appeared never ended.",
                    lines: [5: "C.viewWillAppear"]),
                Found(
                    subject: "C.view", rule: "VIEW-2", message: "willMove(toWindow:) has no didMoveToWindow.",
                    lines: [4: "C.view.willMove(toWindow: W)"]),
            ])
        XCTAssertEqual(TraceValidator().checkComplete(recorder.events), [])
    }

    // LOAD-1, CONT-2: open loads and prepares are reported by validateComplete only.
    @MainActor func testValidateCompleteReportsAnOpenLoadAndAnOpenPrepare() async throws {
        let c = TraceSubject(ViewController(name: "C")), k = TraceSubject(ContainerView<View>(name: "K"))
        let events: [LifecycleEvent] = [.loadView(c), .prepare(k, parent: nil)]
        XCTAssertEqual(TraceValidator().check(events), [])
        XCTAssertEqual(
            TraceValidator().checkComplete(events),
            [
                Found(subject: "C", rule: "LOAD-1", message: "loadView has no viewDidLoad.", lines: [1: "C.loadView"]),
                Found(
                    subject: "K", rule: "CONT-2", message: "prepare(parent:) has no containerDidLoad.",
                    lines: [2: "K.prepare(parent: nil)"]),
            ])
    }

    // MARK: - LifetimeTracker

    // LIFE-1
    @MainActor func testLifetimeTrackerLiveObjectsBeforeAndAfterRelease() async throws {
        let tracker = LifetimeTracker()
        var window: Window? = Window(name: "W")
        var child: ViewController? = ViewController(name: "C")
        do {
            let p = ViewController(name: "P")
            window!.makeKeyAndVisible()
            window!.rootViewController = p
            p.addChild(child!, into: p.view)
            child!.view.addSubview(View(name: "label"))
            tracker.trackSubtree(of: p.view)
            tracker.track(window!, as: "the window")
        }
        XCTAssertEqual(tracker.trackedCount, 6)
        XCTAssertEqual(
            tracker.liveObjects.sorted(),
            [
                "C (ViewController)", "C.view (View)", "P (ViewController)", "P.view (View)", "label (View)",
                "the window",
            ])

        // Removing the child while we still hold it keeps it (and its subtree) alive.
        window!.rootViewController!.removeChild(child!)
        XCTAssertEqual(
            tracker.liveObjects.sorted(),
            [
                "C (ViewController)", "C.view (View)", "P (ViewController)", "P.view (View)", "label (View)",
                "the window",
            ])
        child = nil
        XCTAssertEqual(tracker.liveObjects.sorted(), ["P (ViewController)", "P.view (View)", "the window"])
        window = nil
        XCTAssertEqual(tracker.liveObjects, [])
        tracker.assertAllReleased()
    }

    // MARK: - TreeSnapshot

    // MIS-7: a refused operation changes nothing; a real one changes the snapshot.
    @MainActor func testTreeSnapshotEqualAfterARefusedOperationAndDifferentAfterARealOne() async throws {
        let w = Window(name: "W")
        w.makeKeyAndVisible()
        let p = ViewController(name: "P")
        w.rootViewController = p
        let a = View(name: "a"), a1 = View(name: "a1")
        p.view.addSubview(a)
        a.addSubview(a1)
        let recorder = TraceRecorder()
        w.attach(recorder)

        let before = TreeSnapshot([w], recorder: recorder)
        XCTAssertEqual(
            before.dumps,
            [
                """
                W: Window [visible]
                └─ P.view: View [controller P, appeared]
                   └─ a: View
                      └─ a1: View

                """
            ])
        XCTAssertEqual(before.controllers, ["P: parent=nil children=[] appeared loaded=true"])
        XCTAssertEqual(before.trace, [])

        XCTAssertMisuse(.viewCycle, unchanged: [w], recorder: recorder) {
            a1.addSubview(a)
        }
        let afterRefusal = TreeSnapshot([w], recorder: recorder)
        XCTAssertEqual(afterRefusal, before)
        XCTAssertUnchanged(before, afterRefusal)

        // A containment-only change leaves the dump as it was but changes the controllers.
        let c = ViewController(name: "C")
        p.addChild(c)
        let afterAddChild = TreeSnapshot([w], recorder: recorder)
        XCTAssertNotEqual(afterAddChild, before)
        XCTAssertEqual(afterAddChild.dumps, before.dumps)
        XCTAssertEqual(
            afterAddChild.controllers,
            [
                "P: parent=nil children=[C] appeared loaded=true",
                "C: parent=P children=[] disappeared loaded=false",
            ])
        XCTAssertEqual(afterAddChild.trace, ["C.willMove(toParent: P)"])

        // A view change changes the dump.
        c.didMove(toParent: p)
        let mid = TreeSnapshot([w], recorder: recorder)
        a1.removeFromSuperview()
        let afterRemoval = TreeSnapshot([w], recorder: recorder)
        XCTAssertNotEqual(afterRemoval, mid)
        XCTAssertNotEqual(afterRemoval.dumps, mid.dumps)
        XCTAssertEqual(afterRemoval.controllers, mid.controllers)
        XCTAssertEqual(
            Array(afterRemoval.trace.suffix(5)),
            [
                "a.willRemoveSubview(a1)", "a1.willMove(toSuperview: nil)", "a1.willMove(toWindow: nil)",
                "a1.didMoveToWindow", "a1.didMoveToSuperview",
            ])
    }

    // TreeSnapshot also describes controllers given explicitly (not in any dumped tree), with their
    // children.
    @MainActor func testTreeSnapshotDescribesGivenControllersAndTheirChildren() async throws {
        let p = ViewController(name: "P"), c = ViewController(name: "C"), g = ViewController(name: "G")
        p.addChild(c)
        c.addChild(g)
        let snapshot = TreeSnapshot([], controllers: [p])
        XCTAssertEqual(snapshot.dumps, [])
        XCTAssertEqual(
            snapshot.controllers,
            [
                "P: parent=nil children=[C] disappeared loaded=false",
                "C: parent=P children=[G] disappeared loaded=false",
                "G: parent=C children=[] disappeared loaded=false",
            ])
        c.didMove(toParent: p)
        g.didMove(toParent: c)
        _ = g.view
        XCTAssertNotEqual(TreeSnapshot([], controllers: [p]), snapshot, "loading a view changes the snapshot")
    }

    // TRACE-9: moves left open by subjects of the same name are listed in the order the trace met
    // them, not in a dictionary's order (which changes with the hash seed).
    @MainActor func testOpenMovesOfSameNamedSubjectsInTraceOrder_TRACE9() async throws {
        let views = (0..<8).map { _ in View() }
        let superview = View(name: "S")
        let events = views.reversed().map {
            LifecycleEvent.willMoveToSuperview(TraceSubject($0), newSuperview: TraceSubject(superview))
        }
        let found = TraceValidator().checkComplete(events)
        XCTAssertEqual(
            found,
            (1...8).map { line in
                Found(
                    subject: "View", rule: "VIEW-1", message: "willMove(toSuperview:) has no didMoveToSuperview.",
                    lines: [line: "View.willMove(toSuperview: S)"])
            })
    }
}
