import ContainerKit
import XCTest

/// TRACE-6: a trace rendered as a Mermaid sequence diagram.
///
/// The traces are built from `LifecycleEvent` values of real nodes, so these tests depend only on
/// the trace vocabulary, not on the operations that produce it.
final class MermaidTests: XCTestCase {
    // TRACE-6: one participant per node in order of first appearance; arrows end at the subject
    // and start at the node its argument names. The events are those of showing `home` as the
    // root of a hidden window, then adding `feed` as its child (the start of `BasicTree`).
    @MainActor func testTRACE6RendersParticipantsInOrderAndArrowsTowardsTheSubject() async {
        let window = Window(name: "window")
        let home = ViewController(name: "home"), homeView = View(name: "home.view")
        let feed = ViewController(name: "feed"), feedView = View(name: "feed.view")
        let (w, h, hv, f, fv) = (
            TraceSubject(window), TraceSubject(home), TraceSubject(homeView), TraceSubject(feed), TraceSubject(feedView)
        )
        let events: [LifecycleEvent] = [
            .loadView(h),
            .viewDidLoad(h),
            .willMoveToWindow(hv, newWindow: w),
            .willMoveToSuperview(hv, newSuperview: w),
            .didMoveToWindow(hv),
            .didMoveToSuperview(hv),
            .didAddSubview(w, subview: hv),
            .willMoveToParent(f, parent: h),
            .loadView(f),
            .viewDidLoad(f),
            .willMoveToWindow(fv, newWindow: w),
            .willMoveToSuperview(fv, newSuperview: hv),
            .didMoveToWindow(fv),
            .didMoveToSuperview(fv),
            .didAddSubview(hv, subview: fv),
            .didMoveToParent(f, parent: h),
        ]
        XCTAssertEqual(
            events.mermaidSequenceDiagram(),
            """
            sequenceDiagram
                participant p1 as home
                participant p2 as home.view
                participant p3 as window
                participant p4 as feed
                participant p5 as feed.view
                p1->>p1: loadView
                p1->>p1: viewDidLoad
                p3->>p2: willMove(toWindow: window)
                p3->>p2: willMove(toSuperview: window)
                p2->>p2: didMoveToWindow
                p2->>p2: didMoveToSuperview
                p2->>p3: didAddSubview(home.view)
                p1->>p4: willMove(toParent: home)
                p4->>p4: loadView
                p4->>p4: viewDidLoad
                p3->>p5: willMove(toWindow: window)
                p2->>p5: willMove(toSuperview: home.view)
                p5->>p5: didMoveToWindow
                p5->>p5: didMoveToSuperview
                p5->>p2: didAddSubview(feed.view)
                p1->>p4: didMove(toParent: home)

            """)
    }

    // TRACE-6: every kind of event, with `nil` arguments drawn as self-messages.
    @MainActor func testTRACE6DrawsEveryKindOfEvent() async {
        let s = TraceSubject(View(name: "S")), v = TraceSubject(View(name: "v"))
        let w = TraceSubject(Window(name: "W")), p = TraceSubject(ViewController(name: "P"))
        let c = TraceSubject(ViewController(name: "C")), k = TraceSubject(View(name: "K"))
        let x = TraceSubject(View(name: "X"))
        let events: [LifecycleEvent] = [
            .willMoveToSuperview(v, newSuperview: s), .willMoveToSuperview(v, newSuperview: nil),
            .didMoveToSuperview(v),
            .willMoveToWindow(v, newWindow: w), .willMoveToWindow(v, newWindow: nil),
            .didMoveToWindow(v),
            .didAddSubview(s, subview: v), .willRemoveSubview(s, subview: v),
            .loadView(c), .viewDidLoad(c),
            .willMoveToParent(c, parent: p), .willMoveToParent(c, parent: nil),
            .didMoveToParent(c, parent: p), .didMoveToParent(c, parent: nil),
            .viewWillAppear(c, animated: true), .viewDidAppear(c, animated: false),
            .viewWillDisappear(c, animated: false), .viewDidDisappear(c, animated: true),
            .prepare(k, parent: p), .prepare(k, parent: nil),
            .insert(k, content: x), .remove(k), .containerDidLoad(k), .prepareForReuse(k),
        ]
        XCTAssertEqual(
            events.mermaidSequenceDiagram(),
            """
            sequenceDiagram
                participant p1 as v
                participant p2 as S
                participant p3 as W
                participant p4 as C
                participant p5 as P
                participant p6 as K
                participant p7 as X
                p2->>p1: willMove(toSuperview: S)
                p1->>p1: willMove(toSuperview: nil)
                p1->>p1: didMoveToSuperview
                p3->>p1: willMove(toWindow: W)
                p1->>p1: willMove(toWindow: nil)
                p1->>p1: didMoveToWindow
                p1->>p2: didAddSubview(v)
                p1->>p2: willRemoveSubview(v)
                p4->>p4: loadView
                p4->>p4: viewDidLoad
                p5->>p4: willMove(toParent: P)
                p4->>p4: willMove(toParent: nil)
                p5->>p4: didMove(toParent: P)
                p4->>p4: didMove(toParent: nil)
                p4->>p4: viewWillAppear
                p4->>p4: viewDidAppear
                p4->>p4: viewWillDisappear
                p4->>p4: viewDidDisappear
                p5->>p6: prepare(parent: P)
                p6->>p6: prepare(parent: nil)
                p7->>p6: insert(X)
                p6->>p6: remove
                p6->>p6: containerDidLoad
                p6->>p6: prepareForReuse

            """)
    }

    // TRACE-6: names with Mermaid syntax or markup characters are written with entity codes;
    // nodes that share a name stay two participants; an empty name shows the identifier.
    @MainActor func testTRACE6EscapesNamesAndKeepsNodesApart() async {
        let generic = TraceSubject(View(name: "ViewContainer<Card & \"Co\">"))
        let odd = TraceSubject(View(name: "a;b #1\nnext"))
        let twinA = TraceSubject(View(name: "twin")), twinB = TraceSubject(View(name: "twin"))
        let unnamed = TraceSubject(View(name: ""))
        let events: [LifecycleEvent] = [
            .didAddSubview(generic, subview: odd),
            .didAddSubview(twinA, subview: twinB),
            .didMoveToWindow(unnamed),
        ]
        XCTAssertEqual(
            events.mermaidSequenceDiagram(),
            """
            sequenceDiagram
                participant p1 as ViewContainer#60;Card #38; #34;Co#34;#62;
                participant p2 as a#59;b #35;1#10;next
                participant p3 as twin
                participant p4 as twin
                participant p5
                p2->>p1: didAddSubview(a#59;b #35;1#10;next)
                p4->>p3: didAddSubview(twin)
                p5->>p5: didMoveToWindow

            """)
    }

    // TRACE-6: an empty trace is a diagram with nothing in it.
    func testTRACE6EmptyTrace() {
        XCTAssertEqual([LifecycleEvent]().mermaidSequenceDiagram(), "sequenceDiagram\n")
    }

    // TRACE-6: the recorder renders what it recorded (here the loading of a root view, LOAD-1).
    @MainActor func testTRACE6RecorderRendersItsTrace() async {
        let controller = ViewController(name: "profile")
        let recorder = TraceRecorder()
        controller.attach(recorder)
        _ = controller.view
        XCTAssertEqual(
            recorder.mermaidSequenceDiagram(),
            """
            sequenceDiagram
                participant p1 as profile
                p1->>p1: loadView
                p1->>p1: viewDidLoad

            """)
        XCTAssertEqual(recorder.mermaidSequenceDiagram(), recorder.events.mermaidSequenceDiagram())
    }
}
