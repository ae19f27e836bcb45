import ContainerKit
import ContainerKitTesting
import XCTest

@MainActor
private final class PreparedView: View {
    let configuredBeforeSuperInit: String
    var prepareCount = 0
    var seenInPrepare: (superview: View?, window: Window?, configured: String)?

    required init(name: String?) {
        configuredBeforeSuperInit = "configured"
        super.init(name: name)
    }

    override func prepare() {
        prepareCount += 1
        seenInPrepare = (superview, window, configuredBeforeSuperInit)
        let child = View(name: "child")
        addSubview(child)
    }
}

final class ViewPrepareTests: XCTestCase {
    // LOAD-5
    @MainActor func testLOAD5PrepareRunsOnceAtTheEndOfInitBeforeAnySuperviewOrWindow() async throws {
        let view = PreparedView(name: "card")
        XCTAssertEqual(view.prepareCount, 1)
        XCTAssertNil(view.seenInPrepare?.superview)
        XCTAssertNil(view.seenInPrepare?.window)
        XCTAssertEqual(view.seenInPrepare?.configured, "configured")
        XCTAssertEqual(view.subviews.map(\.name), ["child"])

        let w = Window(name: "W")
        let recorder = TraceRecorder()
        w.attach(recorder)
        w.addSubview(view)
        view.removeFromSuperview()
        w.addSubview(view)
        XCTAssertEqual(view.prepareCount, 1, "moving the view never prepares it again")
        // LOAD-5: prepare() is not a recorded hook.
        XCTAssertTrace(recorder, containsInOrder: ["card.willMove(toWindow: W)", "child.willMove(toWindow: W)"])
        XCTAssertFalse(recorder.lines.contains { $0.contains("prepare") })
    }
}
