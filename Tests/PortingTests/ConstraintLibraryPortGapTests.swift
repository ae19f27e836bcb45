import ContainerKit
import ContainerKitTesting
import XCTest

// The gaps that the constraint library's port (Tests/ConstraintLibraryPort/PORTING.md) found in
// ContainerKit, as a porting user meets them: `import ContainerKit`, no `@testable`.

/// A view class written as UIKit code writes one: its own `init(frame:)`, and the initializer the
/// Porting article asks for in place of `init?(coder:)`.
@MainActor private final class FrameView: View {
    var madeWithFrame: Rect?
    var prepared = 0

    override init(frame: Rect) {
        madeWithFrame = frame
        super.init(frame: frame)
        translatesAutoresizingMaskIntoConstraints = false
    }

    required init(name: String?) {
        super.init(name: name)
    }

    override func prepare() {
        super.prepare()
        prepared += 1
    }
}

final class ConstraintLibraryPortGapTests: XCTestCase {
    // LOAD-5
    @MainActor func testLOAD5InitWithoutArgumentsGoesThroughInitFrame() async {
        // UIKit: `MyView()` is NSObject's `init()`, which calls `init(frame: .zero)`, so the
        // subclass's own `init(frame:)` runs (and with it what it sets, here its layout mode).
        let view = FrameView()
        XCTAssertEqual(view.madeWithFrame, .zero)
        XCTAssertEqual(view.frame, .zero)
        XCTAssertFalse(view.translatesAutoresizingMaskIntoConstraints)
        XCTAssertEqual(view.prepared, 1, "prepare() runs once, at the end of the initializer")
        XCTAssertEqual(view.name, "FrameView")

        let named = FrameView(name: "named")
        XCTAssertNil(named.madeWithFrame, "init(name:) does not go through init(frame:)")
        XCTAssertEqual(named.name, "named")
        XCTAssertEqual(View().frame, .zero)
        XCTAssertEqual(View().name, "View")
    }

    // LAYOUT-3
    @MainActor func testLAYOUT3WindowInitFrameSetsItsFrameAndBounds() async {
        let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        XCTAssertEqual(window.frame, Rect(x: 0, y: 0, width: 400, height: 300))
        XCTAssertEqual(window.bounds, Rect(x: 0, y: 0, width: 400, height: 300))
        XCTAssertTrue(window.window === window, "a window is its own window")
        XCTAssertFalse(window.isVisible, "a window starts hidden")

        // Its bounds are the layout's: a view constrained to its edges is placed inside them.
        let view = FrameView()
        window.addSubview(view)
        NSLayoutConstraint.activate([
            view.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
            view.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -10),
            view.widthAnchor.constraint(equalToConstant: 200),
            view.heightAnchor.constraint(equalToConstant: 50),
        ])
        window.layoutIfNeeded()
        XCTAssertEqual(view.frame, Rect(x: 190, y: 100, width: 200, height: 50))
    }
}
