import ContainerKit
import ContainerKitTesting
import XCTest

// LAYOUT-9: stack views laid out with constraints, as UIStackView.

/// A view with an intrinsic content size (a label, headlessly).
@MainActor private final class Sized: View {
    var size = Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    override var intrinsicContentSize: Size { size }

    static func make(_ name: String, _ width: Double, _ height: Double) -> Sized {
        let view = Sized(name: name)
        view.size = Size(width: width, height: height)
        return view
    }
}

final class StackViewTests: XCTestCase {
    /// A window (320 × 480) holding `stack` at (10, 20, 300, 100).
    @MainActor private func host(_ stack: StackView) -> Window {
        let window = Window(name: "W")
        window.frame = Rect(x: 0, y: 0, width: 320, height: 480)
        stack.frame = Rect(x: 10, y: 20, width: 300, height: 100)
        window.addSubview(stack)
        window.layoutIfNeeded()
        return window
    }

    // LAYOUT-9
    @MainActor func testLAYOUT9FillEquallyHorizontalWithSpacing() async {
        let views = (0..<3).map { View(name: "v\($0)") }
        let stack = StackView(arrangedSubviews: views)
        stack.name = "S"
        stack.distribution = .fillEqually
        stack.spacing = 6
        _ = host(stack)
        XCTAssertEqual(
            views.map(\.frame),
            [
                Rect(x: 0, y: 0, width: 96, height: 100), Rect(x: 102, y: 0, width: 96, height: 100),
                Rect(x: 204, y: 0, width: 96, height: 100),
            ])
        XCTAssertTrue(views.allSatisfy { !$0.translatesAutoresizingMaskIntoConstraints })
        XCTAssertEqual(stack.arrangedSubviews.map(\.name), ["v0", "v1", "v2"])
    }

    // LAYOUT-9: fill gives the room to the view that hugs least; vertical; alignments.
    @MainActor func testLAYOUT9FillAndAlignments() async {
        let title = Sized.make("title", 100, 20)
        let body = Sized.make("body", 50, 30)
        body.setContentHuggingPriority(LayoutPriority(200), for: .vertical)
        let stack = StackView(arrangedSubviews: [title, body])
        stack.axis = .vertical
        stack.spacing = 10
        let window = host(stack)
        XCTAssertEqual(title.frame, Rect(x: 0, y: 0, width: 300, height: 20))
        XCTAssertEqual(body.frame, Rect(x: 0, y: 30, width: 300, height: 70))
        stack.alignment = .leading
        window.layoutIfNeeded()
        XCTAssertEqual(title.frame, Rect(x: 0, y: 0, width: 100, height: 20))
        XCTAssertEqual(body.frame, Rect(x: 0, y: 30, width: 50, height: 70))
        stack.alignment = .center
        window.layoutIfNeeded()
        XCTAssertEqual(title.frame, Rect(x: 100, y: 0, width: 100, height: 20))
        stack.alignment = .trailing
        window.layoutIfNeeded()
        XCTAssertEqual(body.frame, Rect(x: 250, y: 30, width: 50, height: 70))
    }

    // LAYOUT-9: a hidden arranged subview collapses, with its spacing.
    @MainActor func testLAYOUT9HiddenArrangedSubviewCollapses() async {
        let views = (0..<3).map { View(name: "v\($0)") }
        let stack = StackView(arrangedSubviews: views)
        stack.distribution = .fillEqually
        stack.spacing = 10
        let window = host(stack)
        views[1].isHidden = true
        window.layoutIfNeeded()
        XCTAssertEqual(views[0].frame, Rect(x: 0, y: 0, width: 145, height: 100))
        XCTAssertEqual(views[1].frame, Rect(x: 0, y: 0, width: 0, height: 0))
        XCTAssertEqual(views[2].frame, Rect(x: 155, y: 0, width: 145, height: 100))
        views[1].isHidden = false
        window.layoutIfNeeded()
        // 93.33 wide from 103.33 in the stack, at 10 in the window: its edges go to whole points there.
        XCTAssertEqual(views[1].frame, Rect(x: 103, y: 0, width: 94, height: 100), "rounded to the pixel grid")
    }

    // LAYOUT-9: equal spacing and equal centring use intrinsic sizes.
    @MainActor func testLAYOUT9EqualSpacingAndCentering() async {
        let a = Sized.make("a", 20, 10)
        let b = Sized.make("b", 40, 10)
        let c = Sized.make("c", 60, 10)
        let stack = StackView(arrangedSubviews: [a, b, c])
        stack.distribution = .equalSpacing
        stack.alignment = .top
        let window = host(stack)
        XCTAssertEqual(
            [a, b, c].map(\.frame),
            [
                Rect(x: 0, y: 0, width: 20, height: 10), Rect(x: 110, y: 0, width: 40, height: 10),
                Rect(x: 240, y: 0, width: 60, height: 10),
            ])
        stack.distribution = .equalCentering
        window.layoutIfNeeded()
        XCTAssertEqual([a, b, c].map { $0.frame.midX }, [10, 140, 270])
        stack.distribution = .fillProportionally
        stack.alignment = .fill
        window.layoutIfNeeded()
        XCTAssertEqual([a, b, c].map(\.frame.width), [50, 100, 150])
    }

    // LAYOUT-9: insert, remove, and a view leaving the stack leaves the arrangement.
    @MainActor func testLAYOUT9InsertAndRemove() async {
        let views = (0..<3).map { View(name: "v\($0)") }
        let stack = StackView(arrangedSubviews: [views[0], views[2]])
        stack.distribution = .fillEqually
        let window = host(stack)
        stack.insertArrangedSubview(views[1], at: 1)
        XCTAssertEqual(stack.arrangedSubviews.map(\.name), ["v0", "v1", "v2"])
        window.layoutIfNeeded()
        XCTAssertEqual(views[1].frame, Rect(x: 100, y: 0, width: 100, height: 100))
        stack.removeArrangedSubview(views[0])
        XCTAssertTrue(views[0].superview === stack, "still a subview, as in UIKit")
        views[2].removeFromSuperview()
        XCTAssertEqual(stack.arrangedSubviews.map(\.name), ["v1"])
        window.layoutIfNeeded()
        XCTAssertEqual(views[1].frame, Rect(x: 0, y: 0, width: 300, height: 100))
        XCTAssertMisuse(.invalidArgument, unchanged: [window]) { stack.insertArrangedSubview(View(name: "x"), at: 5) }
    }

    // LAYOUT-9, LAYOUT-7: isLayoutMarginsRelativeArrangement lays the arranged views out inside
    // the stack's layout margins (UIKit's UIStackView), and follows a change of the margins.
    @MainActor func testLAYOUT9LayoutMarginsRelativeArrangement() async {
        let views = (0..<3).map { View(name: "v\($0)") }
        let stack = StackView(arrangedSubviews: views)
        stack.distribution = .fillEqually
        stack.spacing = 6
        XCTAssertFalse(stack.isLayoutMarginsRelativeArrangement)
        stack.directionalLayoutMargins = DirectionalEdgeInsets(top: 5, leading: 10, bottom: 15, trailing: 20)
        let window = host(stack)
        XCTAssertEqual(views[0].frame, Rect(x: 0, y: 0, width: 96, height: 100), "the bounds, by default")
        stack.isLayoutMarginsRelativeArrangement = true
        window.layoutIfNeeded()
        XCTAssertEqual(
            views.map(\.frame),
            [
                Rect(x: 10, y: 5, width: 86, height: 80), Rect(x: 102, y: 5, width: 86, height: 80),
                Rect(x: 194, y: 5, width: 86, height: 80),
            ])
        stack.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 0)
        window.layoutIfNeeded()
        XCTAssertEqual(views[0].frame, Rect(x: 30, y: 0, width: 86, height: 100))
        stack.isLayoutMarginsRelativeArrangement = false
        window.layoutIfNeeded()
        XCTAssertEqual(views[0].frame, Rect(x: 0, y: 0, width: 96, height: 100))
        stack.isLayoutMarginsRelativeArrangement = true
        stack.axis = .vertical
        stack.directionalLayoutMargins = DirectionalEdgeInsets(top: 4, leading: 10, bottom: 0, trailing: 20)
        window.layoutIfNeeded()
        XCTAssertEqual(views[1].frame, Rect(x: 10, y: 38, width: 270, height: 28))
    }

    // LAYOUT-9: setCustomSpacing(_:after:) replaces the spacing after one arranged view;
    // spacingUseDefault goes back to the stack's spacing, spacingUseSystem is 8 points; the custom
    // spacing leaves with its view (UIKit's UIStackView).
    @MainActor func testLAYOUT9CustomSpacingAfterAnArrangedView() async {
        let views = (0..<3).map { View(name: "v\($0)") }
        let stack = StackView(arrangedSubviews: views)
        stack.distribution = .fillEqually
        stack.spacing = 6
        let window = host(stack)
        XCTAssertEqual(stack.customSpacing(after: views[0]), StackView.spacingUseDefault)
        stack.setCustomSpacing(24, after: views[0])
        window.layoutIfNeeded()
        XCTAssertEqual(stack.customSpacing(after: views[0]), 24)
        XCTAssertEqual(stack.customSpacing(after: views[1]), StackView.spacingUseDefault)
        XCTAssertEqual(views.map(\.frame.x), [0, 114, 210])
        XCTAssertEqual(views.map(\.frame.width), [90, 90, 90])

        stack.spacing = 7
        stack.setCustomSpacing(StackView.spacingUseSystem, after: views[0])
        window.layoutIfNeeded()
        XCTAssertEqual(views.map(\.frame.x), [0, 103, 205], "8 after v0, 7 after v1")
        XCTAssertEqual(stack.customSpacing(after: views[0]), StackView.spacingUseSystem)

        stack.setCustomSpacing(StackView.spacingUseDefault, after: views[0])
        XCTAssertEqual(stack.customSpacing(after: views[0]), StackView.spacingUseDefault)
        let stranger = View(name: "stranger")
        stack.setCustomSpacing(40, after: stranger)
        XCTAssertEqual(stack.customSpacing(after: stranger), StackView.spacingUseDefault, "not arranged: ignored")

        stack.setCustomSpacing(30, after: views[1])
        stack.removeArrangedSubview(views[1])
        XCTAssertEqual(stack.customSpacing(after: views[1]), StackView.spacingUseDefault, "gone with its view")
        stack.addArrangedSubview(views[1])
        stack.spacing = 6
        window.layoutIfNeeded()
        XCTAssertEqual(views.map(\.frame.x), [0, 204, 102], "v0, v2, v1 with spacing 6: no custom spacing left")
    }

}
