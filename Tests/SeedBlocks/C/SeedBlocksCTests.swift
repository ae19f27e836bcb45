import ContainerKit
import ContainerKitTesting
import XCTest

// What the seeds' blocks in this module define, checked as their READMEs describe it. The blocks
// are the other files of this folder, taken literally (Tests/SeedBlocks/README.md).

/// A root view that records the controller it is laid out for (generic-08..11's protocols).
final class RecordingRootView: View, @MainActor RootView {
    private(set) weak var laidOutFor: ViewController?
    private(set) var calls = 0

    func setupAutoLayoutContraints(_ parentViewController: ViewController?) {
        laidOutFor = parentViewController
        calls += 1
    }
}

/// A root view that keeps RootView's default, which does nothing.
final class PlainRootView: View, RootView {}

final class SeedBlocksCTests: XCTestCase {
    // Blocks generic-08 to generic-11 (LOAD-1): loadView installs a V and hands it the controller,
    // once; a view without its own setup keeps the protocol's default.
    @MainActor func testLOAD1TheRootViewIsSetUpForItsController() async throws {
        let controller = GenericViewController<RecordingRootView>(name: "profile")
        controller.loadViewIfNeeded()
        let root = try XCTUnwrap(controller.rootView)
        XCTAssertTrue(root.laidOutFor === controller)
        XCTAssertEqual(root.calls, 1)

        let plain = GenericViewController<PlainRootView>(name: "plain")
        XCTAssertTrue(plain.view is PlainRootView)
    }
}
