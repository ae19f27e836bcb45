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

    // LAYOUT-4. Apple's documentation of `translatesAutoresizingMaskIntoConstraints`: with `false`,
    // Auto Layout calculates the view's size and position; the frame becomes constraints only
    // with `true`. Taking the size at the root's own layout is a policy (the Auto Layout article).
    @MainActor func testLAYOUT4RootViewThatDoesNotTranslateItsFrameIsSizedByItsConstraints() async {
        // A lone view made for Auto Layout: its frame is not turned into constraints, so a width
        // constraint conflicts with nothing (UIKit logs no conflict), and its own layout gives it
        // the solved size, keeping its origin.
        let card = View(frame: Rect(x: 5, y: 6, width: 0, height: 0))
        card.name = "card"
        card.translatesAutoresizingMaskIntoConstraints = false
        let child = FrameView()
        card.addSubview(child)
        NSLayoutConstraint.activate([
            card.widthAnchor.constraint(equalToConstant: 200),
            child.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 10),
            child.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -10),
            child.topAnchor.constraint(equalTo: card.topAnchor, constant: 20),
            child.heightAnchor.constraint(equalToConstant: 30),
            card.bottomAnchor.constraint(equalTo: child.bottomAnchor, constant: 20),
        ])
        XCTAssertEqual(card.frame, Rect(x: 5, y: 6, width: 0, height: 0), "nothing moves before a layout pass")
        card.layoutIfNeeded()
        XCTAssertEqual(card.frame, Rect(x: 5, y: 6, width: 200, height: 70))
        XCTAssertEqual(child.frame, Rect(x: 10, y: 20, width: 180, height: 30))
        XCTAssertFalse(card.hasAmbiguousLayout)

        // Translating its frame again fixes its size to its frame; a conflicting width is then
        // reported, as UIKit logs it for a frame turned into constraints.
        card.translatesAutoresizingMaskIntoConstraints = true
        let wider = card.widthAnchor.constraint(equalToConstant: 300)
        let report = XCTAssertMisuse(.unsatisfiableConstraints) { wider.isActive = true }
        XCTAssertEqual(report?.outcome, .reported)
        card.layoutIfNeeded()
        XCTAssertEqual(card.frame, Rect(x: 5, y: 6, width: 200, height: 70))
    }

    // LAYOUT-4
    @MainActor func testLAYOUT4AWindowKeepsItsFrameWhateverItsLayoutMode() async {
        // A window's frame stands for the screen: it stays the root's size.
        let window = Window(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        window.translatesAutoresizingMaskIntoConstraints = false
        let view = FrameView()
        window.addSubview(view)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            view.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            view.topAnchor.constraint(equalTo: window.topAnchor),
            view.bottomAnchor.constraint(equalTo: window.bottomAnchor),
        ])
        window.layoutIfNeeded()
        XCTAssertEqual(window.frame, Rect(x: 0, y: 0, width: 320, height: 480))
        XCTAssertEqual(view.frame, Rect(x: 0, y: 0, width: 320, height: 480))
    }
}
