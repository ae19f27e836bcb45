import ContainerKit
import ContainerKitTesting
import XCTest

/// A view that runs a closure from `didMoveToWindow()`.
@MainActor
private final class ActingView: View {
    var onDidMoveToWindow: ((ActingView) -> Void)?
    var sawSubviewsInHook: [String] = []
    override func didMoveToWindow() {
        super.didMoveToWindow()
        onDidMoveToWindow?(self)
        sawSubviewsInHook = subviews.map(\.name)
    }
}

final class ViewReentrancyTests: XCTestCase {
    // REENT-1: a change of the tree being changed is applied after the operation, in request order.
    @MainActor func testREENT1ChangeOfTheBusyTreeIsDeferredUntilTheOperationEnds() async throws {
        let w = Window(name: "W"), v = ActingView(name: "v"), inner = View(name: "inner")
        v.addSubview(inner)
        v.onDidMoveToWindow = { view in
            guard view.window != nil else { return }
            view.addSubview(View(name: "late1"))
            inner.removeFromSuperview()
            view.addSubview(View(name: "late2"))
        }
        let recorder = TraceRecorder()
        w.attach(recorder)
        w.addSubview(v)
        XCTAssertEqual(v.sawSubviewsInHook, ["inner"], "inside the hook nothing has changed yet")
        XCTAssertEqual(v.subviews.map(\.name), ["late1", "late2"])
        XCTAssertTrace(
            recorder,
            equals: [
                "v.willMove(toWindow: W)", "inner.willMove(toWindow: W)", "v.willMove(toSuperview: W)",
                "inner.didMoveToWindow", "v.didMoveToWindow", "v.didMoveToSuperview", "W.didAddSubview(v)",
                // the deferred changes, in the order they were requested
                "late1.willMove(toWindow: W)", "late1.willMove(toSuperview: v)", "late1.didMoveToWindow",
                "late1.didMoveToSuperview", "v.didAddSubview(late1)",
                "v.willRemoveSubview(inner)", "inner.willMove(toSuperview: nil)", "inner.willMove(toWindow: nil)",
                "inner.didMoveToWindow", "inner.didMoveToSuperview",
                "late2.willMove(toWindow: W)", "late2.willMove(toSuperview: v)", "late2.didMoveToWindow",
                "late2.didMoveToSuperview", "v.didAddSubview(late2)",
            ])
    }

    // REENT-1: a change of an unrelated tree runs at once.
    @MainActor func testREENT1ChangeOfAnUnrelatedTreeRunsAtOnce() async throws {
        let w = Window(name: "W"), v = ActingView(name: "v"), elsewhere = View(name: "elsewhere")
        v.onDidMoveToWindow = { _ in elsewhere.addSubview(View(name: "x")) }
        w.addSubview(v)
        XCTAssertEqual(elsewhere.subviews.map(\.name), ["x"])
    }

    // REENT-1, MIS-7: a change requested from a hook is validated at once, like any call: one
    // that is already invalid is refused right there (a deferred one that becomes invalid is MIS-15).
    @MainActor func testMIS7ChangeFromAHookThatIsAlreadyInvalidIsRefusedAtOnce() async throws {
        let w = Window(name: "W"), v = ActingView(name: "v"), child = View(name: "child")
        v.addSubview(child)
        v.onDidMoveToWindow = { view in
            guard view.window != nil else { return }
            child.addSubview(view)  // a cycle already: refused at once
        }
        let log = DiagnosticsLog()
        w.attach(log)
        XCTAssertMisuse(.viewCycle) { w.addSubview(v) }
        XCTAssertEqual(log.reports.map(\.misuse), [.viewCycle])
        XCTAssertEqual(log.reports.first?.nodes, ["v", "child"])
        XCTAssertTrue(v.superview === w)
        XCTAssertTrue(child.subviews.isEmpty)
    }
}
