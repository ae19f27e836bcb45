import ContainerKit
import ContainerKitTesting
import XCTest

// TRACE-9: unnamed nodes get names that tell them apart, the same in every run: each output (a
// recorder's trace, a tree dump, a Graphviz graph) numbers the unnamed nodes of one type in the
// order it meets them, from the second on.

@MainActor
private final class Row: View {}

@MainActor
private final class Screen: ViewController {}

/// Two types whose names read the same (`Twin`).
private enum First {
    @MainActor final class Twin: View {}
}

private enum Second {
    @MainActor final class Twin: View {}
}

final class DefaultNameTests: XCTestCase {
    // TRACE-9: the second and third unnamed Row the trace meets are Row#2 and Row#3, whatever
    // nodes of the type the process made before; the node's own name stays its type's.
    @MainActor func testUnnamedNodesAreNumberedInTheOrderTheTraceMeetsThem_TRACE9() async {
        let elsewhere = (0..<3).map { _ in Row() }
        let superview = View(name: "S")
        let recorder = TraceRecorder()
        superview.attach(recorder)
        let rows = (0..<3).map { _ in Row() }
        for row in rows.reversed() { superview.addSubview(row) }
        rows[2].removeFromSuperview()
        XCTAssertTrace(
            recorder,
            equals: [
                "Row.willMove(toSuperview: S)", "Row.didMoveToSuperview", "S.didAddSubview(Row)",
                "Row#2.willMove(toSuperview: S)", "Row#2.didMoveToSuperview", "S.didAddSubview(Row#2)",
                "Row#3.willMove(toSuperview: S)", "Row#3.didMoveToSuperview", "S.didAddSubview(Row#3)",
                "S.willRemoveSubview(Row)", "Row.willMove(toSuperview: nil)", "Row.didMoveToSuperview",
            ])
        XCTAssertEqual(rows.map(\.name), ["Row", "Row", "Row"])
        XCTAssertEqual(recorder.events.map(\.line), recorder.lines)
        XCTAssertEqual(
            recorder.lines(subjects: ["Row#2"]), ["Row#2.willMove(toSuperview: S)", "Row#2.didMoveToSuperview"])
        // The number belongs to the trace, not to the node: an event made by hand is equal.
        XCTAssertEqual(
            recorder.events[3], .willMoveToSuperview(TraceSubject(rows[1]), newSuperview: TraceSubject(superview)))
        withExtendedLifetime(elsewhere) {}
    }

    // TRACE-9: removeAll() starts a new trace, numbered anew from what it meets; a node named
    // later is written by its name.
    @MainActor func testRemoveAllStartsTheNumbersAgain_TRACE9() async {
        let superview = View(name: "S")
        let recorder = TraceRecorder()
        superview.attach(recorder)
        let first = Row(), second = Row()
        superview.addSubview(first)
        superview.addSubview(second)
        recorder.removeAll()
        second.removeFromSuperview()
        first.name = "first"
        first.removeFromSuperview()
        XCTAssertTrace(
            recorder,
            equals: [
                "S.willRemoveSubview(Row)", "Row.willMove(toSuperview: nil)", "Row.didMoveToSuperview",
                "S.willRemoveSubview(first)", "first.willMove(toSuperview: nil)", "first.didMoveToSuperview",
            ])
    }

    // TRACE-9: types whose names read the same share the count, so the trace never shows one name
    // for two nodes; a root view named after its unnamed controller takes the controller's number.
    @MainActor func testSameNamedTypesAndRootViewsAreNumberedToo_TRACE9() async {
        let superview = View(name: "S")
        let recorder = TraceRecorder()
        superview.attach(recorder)
        superview.addSubview(First.Twin())
        superview.addSubview(Second.Twin())
        let screens = [Screen(), Screen()]
        for screen in screens { superview.addSubview(screen.view) }
        XCTAssertTrace(
            recorder, hooks: [.didAddSubview],
            equals: [
                "S.didAddSubview(Twin)", "S.didAddSubview(Twin#2)", "S.didAddSubview(Screen.view)",
                "S.didAddSubview(Screen#2.view)",
            ])
        let diagram = recorder.events(hooks: [.didAddSubview]).mermaidSequenceDiagram()
        XCTAssertTrue(diagram.contains("participant p3 as Twin#35;2\n"), diagram)
        XCTAssertTrue(diagram.contains("participant p5 as Screen#35;2.view\n"), diagram)
    }

    // TRACE-9: a tree dump numbers the unnamed nodes of one type in the order it prints them,
    // in labels and notes alike; a Graphviz graph labels its nodes the same way.
    @MainActor func testTreeDumpNumbersUnnamedNodesInItsOwnOrder_TRACE9() async {
        let window = Window(name: "main")
        let root = Screen(), child = Screen()
        window.rootViewController = root
        window.makeKeyAndVisible()
        root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        for _ in 0..<2 { child.view.addSubview(Row()) }
        root.view.addSubview(Row())
        XCTAssertEqual(
            window.treeDump(),
            """
            main: Window [visible]
            └─ Screen.view: View [controller Screen, appeared]
               ├─ Screen#2.view: View [controller Screen#2, appeared]
               │  ├─ Row
               │  └─ Row#2
               └─ Row#3

            """)
        // A dump of part of the tree numbers what it shows, from its own first node.
        XCTAssertEqual(
            child.view.treeDump(),
            """
            Screen.view: View [in window main, controller Screen, appeared]
            ├─ Row
            └─ Row#2

            """)
        XCTAssertTrue(window.graphvizDOT().contains("n5 [label=\"Row#3\"];"), window.graphvizDOT())
    }
}
