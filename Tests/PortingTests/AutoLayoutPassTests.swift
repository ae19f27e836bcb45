import ContainerKit
import ContainerKitTesting
import XCTest

// The passes in UIKit's order (`LAYOUT-5`) and how constraints follow views (`LAYOUT-4`).
//
// UIKit's order, from Apple's documentation: "updateConstraints() ... The system then calls your
// implementation ... before the layout occurs" (UIView.updateConstraints()); the constraint pass
// goes "from the bottom up" (the view's subviews first), the layout pass "from the top down"
// (Auto Layout Guide, "Changing Constraints" and WWDC 2015 "Mysteries of Auto Layout, Part 2",
// The Render Loop: Update Constraints bottom-up, Layout top-down, Display); and
// UIViewController.updateViewConstraints(): "the default implementation of this method in turn
// calls the updateConstraints() method on the view controller's view" (NSViewController's
// documentation, the same in UIKit).

@MainActor private final class Recorded: View {}

/// A view whose `updateConstraints()` takes another view out of its superview.
@MainActor private final class Remover: View {
    var target: View?

    override func updateConstraints() {
        target?.removeFromSuperview()
        super.updateConstraints()
    }
}

/// A controller that adds its constraints in `updateViewConstraints()`, once, as UIKit's
/// documentation suggests.
@MainActor private final class FormController: ViewController {
    let field = View(name: "field")
    private var made = false

    override func viewDidLoad() {
        super.viewDidLoad()
        field.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(field)
        view.setNeedsUpdateConstraints()
    }

    override func updateViewConstraints() {
        if !made {
            made = true
            NSLayoutConstraint.activate([
                field.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8),
                field.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
                field.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
                field.heightAnchor.constraint(equalToConstant: 44),
            ])
        }
        super.updateViewConstraints()
    }
}

final class AutoLayoutPassTests: XCTestCase {
    /// W (320 × 480) showing `root`, recording.
    @MainActor private func show(_ root: ViewController) -> (Window, TraceRecorder) {
        let window = Window(name: "W")
        window.frame = Rect(x: 0, y: 0, width: 320, height: 480)
        window.rootViewController = root
        window.makeKeyAndVisible()
        let recorder = TraceRecorder()
        window.attach(recorder)
        return (window, recorder)
    }

    // LAYOUT-5: constraints bottom-up (subviews before superviews), then layout top-down.
    @MainActor func testLAYOUT5ConstraintsBottomUpThenLayoutTopDown() async {
        let window = Window(name: "W")
        window.frame = Rect(x: 0, y: 0, width: 320, height: 480)
        let outer = View(name: "outer")
        let inner = View(name: "inner")
        outer.translatesAutoresizingMaskIntoConstraints = false
        inner.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(outer)
        outer.addSubview(inner)
        window.layoutIfNeeded()
        let recorder = TraceRecorder()
        window.attach(recorder)
        NSLayoutConstraint.activate([
            outer.topAnchor.constraint(equalTo: window.topAnchor, constant: 10),
            outer.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
            outer.widthAnchor.constraint(equalToConstant: 100),
            outer.heightAnchor.constraint(equalToConstant: 100),
            inner.centerXAnchor.constraint(equalTo: outer.centerXAnchor),
            inner.centerYAnchor.constraint(equalTo: outer.centerYAnchor),
            inner.widthAnchor.constraint(equalTo: outer.widthAnchor, multiplier: 0.5),
            inner.heightAnchor.constraint(equalTo: outer.heightAnchor, multiplier: 0.5),
        ])
        XCTAssertTrue(inner.needsUpdateConstraints(), "a view that starts taking part is marked")
        window.layoutIfNeeded()
        XCTAssertTrace(
            recorder,
            equals: [
                "inner.updateConstraints", "outer.updateConstraints", "W.updateConstraints",
                "W.layoutSubviews", "outer.layoutSubviews", "inner.layoutSubviews",
            ])
        XCTAssertEqual(outer.frame, Rect(x: 10, y: 10, width: 100, height: 100))
        XCTAssertEqual(inner.frame, Rect(x: 25, y: 25, width: 50, height: 50))

        recorder.removeAll()
        window.layoutIfNeeded()
        XCTAssertTrace(recorder, equals: [], "nothing marked: nothing called")
        inner.setNeedsUpdateConstraints()
        inner.setNeedsUpdateConstraints()
        window.layoutIfNeeded()
        XCTAssertTrace(recorder, equals: ["inner.updateConstraints"], "marks coalesce; nothing moved, no layout")
    }

    // LAYOUT-5, REENT-1: siblings whose updateConstraints() is inherited are updated in order
    // around one that overrides it, then their superview (bottom-up, UIKit's documentation quoted
    // above). A hook that takes a later sibling out of the tree while the pass runs on it asks
    // for a change of a busy tree: the change waits for the pass to end (the Reentrancy and
    // Lifetime article), so the sibling is still updated in this pass, and leaves after it.
    @MainActor func testLAYOUT5REENT1AHookThatRemovesALaterMarkedSiblingWaitsForThePass() async {
        let window = Window(name: "W")
        window.frame = Rect(x: 0, y: 0, width: 320, height: 480)
        let a = View(name: "a")
        let b = Remover(name: "b")
        let c = View(name: "c")
        let d = View(name: "d")
        b.target = c
        for (index, view) in [a, b, c, d].enumerated() {
            view.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(view)
            NSLayoutConstraint.activate([
                view.topAnchor.constraint(equalTo: window.topAnchor, constant: 10),
                view.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: Double(index * 50)),
                view.widthAnchor.constraint(equalToConstant: 40),
                view.heightAnchor.constraint(equalToConstant: 40),
            ])
        }
        let recorder = TraceRecorder()
        window.attach(recorder)
        XCTAssertTrue(c.needsUpdateConstraints() && d.needsUpdateConstraints(), "marked when they took part")
        window.layoutIfNeeded()
        XCTAssertEqual(
            recorder.lines(hooks: [.updateConstraints]),
            [
                "a.updateConstraints", "b.updateConstraints", "c.updateConstraints", "d.updateConstraints",
                "W.updateConstraints",
            ])
        XCTAssertNil(c.superview)
        XCTAssertEqual(window.subviews.map(\.name), ["a", "b", "d"])
        XCTAssertEqual(d.frame, Rect(x: 150, y: 10, width: 40, height: 40))
        XCTAssertFalse(a.needsUpdateConstraints() || b.needsUpdateConstraints() || d.needsUpdateConstraints())
    }

    // LAYOUT-5: a controller's root view gets C.updateViewConstraints, whose default calls the
    // view's updateConstraints; then the layout bracket (LAYOUT-2).
    @MainActor func testLAYOUT5ControllerUpdatesViewConstraintsBeforeLayout() async {
        let form = FormController(name: "F")
        let (window, recorder) = show(form)
        window.safeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        recorder.removeAll()
        window.layoutIfNeeded()
        XCTAssertTrace(
            recorder,
            subjects: ["W", "F", "F.view", "field"],
            hooks: LifecycleEvent.Hook.constraints.union(LifecycleEvent.Hook.layout),
            equals: [
                "W.layoutSubviews",
                "F.viewWillLayoutSubviews",
                "F.view.layoutSubviews",
                "F.viewDidLayoutSubviews",
                "field.layoutSubviews",
            ])
        XCTAssertEqual(form.field.frame, Rect(x: 20, y: 52, width: 280, height: 44))
        XCTAssertValidTrace(recorder)
    }

    // LAYOUT-5: updateConstraintsIfNeeded runs the constraint pass alone, on the receiver's subtree.
    @MainActor func testLAYOUT5UpdateConstraintsIfNeededDoesNotLayOut() async {
        let window = Window(name: "W")
        window.frame = Rect(x: 0, y: 0, width: 320, height: 480)
        let a = View(name: "a")
        let b = View(name: "b")
        window.addSubview(a)
        window.addSubview(b)
        window.layoutIfNeeded()
        let recorder = TraceRecorder()
        window.attach(recorder)
        a.setNeedsUpdateConstraints()
        b.setNeedsUpdateConstraints()
        a.updateConstraintsIfNeeded()
        XCTAssertTrace(recorder, equals: ["a.updateConstraints"])
        XCTAssertFalse(a.needsUpdateConstraints())
        XCTAssertTrue(b.needsUpdateConstraints())
        window.updateConstraintsIfNeeded()
        XCTAssertTrace(recorder, equals: ["a.updateConstraints", "b.updateConstraints"])
    }

    // LAYOUT-5: frames are rounded to the pixel grid of the display scale.
    @MainActor func testLAYOUT5FramesAreRoundedToPixels() async {
        for (scale, expected) in [
            // v1 spans 33.5 to 67 in the window; each edge goes to the nearest pixel (halves away
            // from zero), and the width is the distance between the rounded edges.
            (0.0, Rect(x: 34, y: 0, width: 33, height: 10)),  // unspecified: 1
            (2.0, Rect(x: 33.5, y: 0, width: 33.5, height: 10)),
            (3.0, Rect(x: 101.0 / 3, y: 0, width: 67 - 101.0 / 3, height: 10)),
        ] {
            let window = Window(name: "W")
            window.frame = Rect(x: 0, y: 0, width: 100.5, height: 100)
            if scale > 0 { window.systemTraits = TraitCollection(displayScale: scale) }
            let views = (0..<3).map { index -> View in
                let view = View(name: "v\(index)")
                view.translatesAutoresizingMaskIntoConstraints = false
                window.addSubview(view)
                return view
            }
            var constraints = [
                views[0].leadingAnchor.constraint(equalTo: window.leadingAnchor),
                views[2].trailingAnchor.constraint(equalTo: window.trailingAnchor),
            ]
            for (index, view) in views.enumerated() {
                constraints += [
                    view.topAnchor.constraint(equalTo: window.topAnchor),
                    view.heightAnchor.constraint(equalToConstant: 10),
                    view.widthAnchor.constraint(equalTo: window.widthAnchor, multiplier: 1.0 / 3),
                ]
                if index > 0 {
                    constraints.append(view.leadingAnchor.constraint(equalTo: views[index - 1].trailingAnchor))
                }
            }
            NSLayoutConstraint.activate(constraints)
            window.layoutIfNeeded()
            XCTAssertEqual(views[1].frame, expected, "scale \(scale)")
        }
    }
}
