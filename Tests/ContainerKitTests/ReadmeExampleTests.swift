// The usage example of README.md, verbatim, so that it keeps compiling and passing.
import ContainerKit
import ContainerKitTesting
import XCTest

final class BadgeView: View {
    override func prepare() {                   // once, at the end of init (LOAD-5)
        addSubview(View(name: "count"))
    }
    override func didMoveToWindow() {
        super.didMoveToWindow()                 // always call super: it records the hook
    }
}

final class BadgeTests: XCTestCase {
    @MainActor func testBadgeJoinsTheWindow() async throws {
        let window = Window(name: "W")
        let recorder = TraceRecorder()
        window.attach(recorder)

        window.addSubview(BadgeView(name: "badge"))

        XCTAssertTrace(recorder, equals: [
            "badge.willMove(toWindow: W)",
            "count.willMove(toWindow: W)",
            "badge.willMove(toSuperview: W)",
            "count.didMoveToWindow",
            "badge.didMoveToWindow",
            "badge.didMoveToSuperview",
            "W.didAddSubview(badge)",
        ])
    }
}
