import ContainerKit
import ContainerKitTesting
import XCTest

// TRACE-3 and TRACE-5 as a user meets them: tests attach recorders all the time, and a deep tree
// built under one must still record exactly what happened (no timing is asserted here: the
// `chain` rows of the benchmarks measure the cost beside a raw chain).
final class TracingAtDepthTests: XCTestCase {
    @MainActor func testTRACE5_ATenThousandDeepChainBuildsWithARecorderOnTheWindowAndOneElsewhere() async {
        let window = Window(name: "W")
        window.makeKeyAndVisible()
        let onWindow = TraceRecorder()
        window.attach(onWindow)
        let elsewhere = TraceRecorder()
        Window(name: "other").attach(elsewhere)
        let top = View(name: "top")
        window.addSubview(top)
        onWindow.removeAll()

        var tip = top
        for _ in 1..<10_000 {
            let next = View(name: "n")
            tip.addSubview(next)
            tip = next
        }

        XCTAssertEqual(onWindow.events.count, 5 * 9_999, "five hooks per view added inside a visible window")
        XCTAssertEqual(
            Array(onWindow.lines.suffix(5)),
            [
                "n.willMove(toWindow: W)", "n.willMove(toSuperview: n)", "n.didMoveToWindow", "n.didMoveToSuperview",
                "n.didAddSubview(n)",
            ])
        XCTAssertTrue(elsewhere.events.isEmpty)
        top.removeFromSuperview()
    }

    // TRACE-3: a recorder a test attaches to the controller under test sees that controller
    // appear when the app's window is shown, as a user would expect.
    @MainActor func testTRACE3_ARecorderOnTheControllerUnderTestSeesItAppear() async {
        let window = Window(name: "W")
        let home = ViewController(name: "home")
        window.rootViewController = home
        let profile = ViewController(name: "profile")
        home.addChild(profile, into: home.view)
        let recorder = TraceRecorder()
        profile.attach(recorder)
        window.makeKeyAndVisible()
        XCTAssertTrace(
            recorder,
            equals: [
                "profile.viewWillAppear",
                "profile.viewIsAppearing",
                "profile.viewWillLayoutSubviews",
                "profile.view.layoutSubviews",
                "profile.viewDidLayoutSubviews",
                "profile.viewDidAppear",
            ])
    }
}
