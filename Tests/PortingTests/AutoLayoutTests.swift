import ContainerKit
import ContainerKitTesting
import XCTest

// Auto Layout as a porting user writes it (`LAYOUT-4` to `LAYOUT-8`, `MIS-21` to `MIS-23`):
// `import ContainerKit`, UIKit's spelling, no `@testable`. Frames and traces asserted exactly.

/// A window of 320 × 480 with a recorder, and a plain view `R` filling it.
@MainActor private func windowWithRoot() -> (Window, View, TraceRecorder) {
    let window = Window(name: "W")
    window.frame = Rect(x: 0, y: 0, width: 320, height: 480)
    let root = View(frame: window.bounds)
    root.name = "R"
    window.addSubview(root)
    let recorder = TraceRecorder()
    window.attach(recorder)
    window.layoutIfNeeded()
    recorder.removeAll()
    return (window, root, recorder)
}

@MainActor private func constrainedView(_ name: String) -> View {
    let view = View(name: name)
    view.translatesAutoresizingMaskIntoConstraints = false
    return view
}

/// Records its constraint and layout hooks.
@MainActor private final class CountingView: View {
    var updates = 0
    var size = Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)

    override var intrinsicContentSize: Size { size }

    override func updateConstraints() {
        updates += 1
        super.updateConstraints()
    }
}

@MainActor private final class ConstraintsController: ViewController {
    var added = false
    let child = View(name: "child")

    override func viewDidLoad() {
        super.viewDidLoad()
        child.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(child)
    }

    override func updateViewConstraints() {
        if !added {
            added = true
            NSLayoutConstraint.activate([
                child.topAnchor.constraint(equalTo: view.topAnchor, constant: 10),
                child.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
                child.widthAnchor.constraint(equalToConstant: 100),
                child.heightAnchor.constraint(equalToConstant: 50),
            ])
        }
        super.updateViewConstraints()
    }
}

final class AutoLayoutTests: XCTestCase {
    // LAYOUT-4
    @MainActor func testLAYOUT4AnchorsPlaceAViewInItsSuperview() async {
        let (window, root, _) = windowWithRoot()
        let card = constrainedView("card")
        root.addSubview(card)
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            card.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
            card.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
            card.heightAnchor.constraint(equalToConstant: 120),
        ])
        XCTAssertEqual(card.frame, .zero, "nothing moves before a layout pass")
        window.layoutIfNeeded()
        XCTAssertEqual(card.frame, Rect(x: 16, y: 40, width: 288, height: 120))
        XCTAssertEqual(root.constraints.count, 3, "installed on the closest common ancestor")
        XCTAssertEqual(card.constraints.count, 1, "a one-item constraint is installed on its item")
    }

    // LAYOUT-4
    @MainActor func testLAYOUT4ItemAttributeFormMultiplierAndCentre() async {
        let (window, root, _) = windowWithRoot()
        let box = constrainedView("box")
        root.addSubview(box)
        let width = NSLayoutConstraint(
            item: box, attribute: .width, relatedBy: .equal, toItem: root, attribute: .width, multiplier: 0.5,
            constant: 10)
        let height = NSLayoutConstraint(
            item: box, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1,
            constant: 30)
        let centerX = NSLayoutConstraint(
            item: box, attribute: .centerX, relatedBy: .equal, toItem: root, attribute: .centerX, multiplier: 1,
            constant: 0)
        let centerY = NSLayoutConstraint(
            item: box, attribute: .centerY, relatedBy: .equal, toItem: root, attribute: .centerY, multiplier: 1,
            constant: 0)
        width.identifier = "half"
        NSLayoutConstraint.activate([width, height, centerX, centerY])
        window.layoutIfNeeded()
        XCTAssertEqual(box.frame, Rect(x: 75, y: 225, width: 170, height: 30))
        XCTAssertTrue(width.isActive)
        XCTAssertTrue(width.firstItem === box)
        XCTAssertTrue(width.secondItem === root)
        XCTAssertEqual(width.firstAttribute, .width)
        XCTAssertEqual(width.secondAttribute, .width)
        XCTAssertEqual(width.relation, .equal)
        XCTAssertEqual(width.multiplier, 0.5)
        XCTAssertEqual(width.priority, .required)
        XCTAssertEqual(width.description, "<LayoutConstraint 'half' box.width == 0.5*R.width + 10   (active)>")

        width.constant = 30
        window.layoutIfNeeded()
        XCTAssertEqual(box.frame, Rect(x: 65, y: 225, width: 190, height: 30))
        NSLayoutConstraint.deactivate([width])
        XCTAssertFalse(width.isActive)
        XCTAssertEqual(width.description, "<LayoutConstraint 'half' box.width == 0.5*R.width + 30   (inactive)>")
        XCTAssertEqual(root.constraints.count, 2)
    }

    // LAYOUT-4
    @MainActor func testLAYOUT4TranslatedFramesStayAndRelateOthers() async {
        let (window, root, _) = windowWithRoot()
        let fixed = View(frame: Rect(x: 10, y: 20, width: 50, height: 60))
        fixed.name = "fixed"
        let follower = constrainedView("follower")
        root.addSubview(fixed)
        root.addSubview(follower)
        XCTAssertTrue(fixed.translatesAutoresizingMaskIntoConstraints, "true for views made in code")
        NSLayoutConstraint.activate([
            follower.leadingAnchor.constraint(equalTo: fixed.trailingAnchor, constant: 5),
            follower.topAnchor.constraint(equalTo: fixed.bottomAnchor),
            follower.widthAnchor.constraint(equalTo: fixed.widthAnchor),
            follower.heightAnchor.constraint(equalTo: fixed.heightAnchor, multiplier: 2),
        ])
        window.layoutIfNeeded()
        XCTAssertEqual(fixed.frame, Rect(x: 10, y: 20, width: 50, height: 60))
        XCTAssertEqual(follower.frame, Rect(x: 65, y: 80, width: 50, height: 120))
        fixed.frame = Rect(x: 0, y: 0, width: 20, height: 10)
        window.layoutIfNeeded()
        XCTAssertEqual(follower.frame, Rect(x: 25, y: 10, width: 20, height: 20), "the frame's constraints follow it")
    }

    // LAYOUT-4: constraints across levels, in the root's coordinates.
    @MainActor func testLAYOUT4ConstraintsAcrossLevels() async {
        let (window, root, _) = windowWithRoot()
        let panel = View(frame: Rect(x: 100, y: 100, width: 100, height: 100))
        panel.name = "panel"
        let inner = constrainedView("inner")
        let outer = constrainedView("outer")
        root.addSubview(panel)
        panel.addSubview(inner)
        root.addSubview(outer)
        NSLayoutConstraint.activate([
            inner.leadingAnchor.constraint(equalTo: panel.leadingAnchor, constant: 10),
            inner.topAnchor.constraint(equalTo: panel.topAnchor, constant: 10),
            inner.widthAnchor.constraint(equalToConstant: 20),
            inner.heightAnchor.constraint(equalToConstant: 20),
            outer.leadingAnchor.constraint(equalTo: inner.trailingAnchor),
            outer.topAnchor.constraint(equalTo: inner.bottomAnchor),
            outer.widthAnchor.constraint(equalToConstant: 5),
            outer.heightAnchor.constraint(equalToConstant: 5),
        ])
        window.layoutIfNeeded()
        XCTAssertEqual(inner.frame, Rect(x: 10, y: 10, width: 20, height: 20))
        XCTAssertEqual(outer.frame, Rect(x: 130, y: 130, width: 5, height: 5))
        XCTAssertEqual(root.constraints.count, 2, "outer-to-inner is installed on their common ancestor R")
    }

    // MIS-21
    @MainActor func testMIS21NoCommonAncestorIsRefused() async {
        let (_, root, recorder) = windowWithRoot()
        let stray = View(name: "stray")
        let constraint = stray.topAnchor.constraint(equalTo: root.topAnchor)
        let report = XCTAssertMisuse(.invalidConstraint, unchanged: [root, stray], recorder: recorder) {
            constraint.isActive = true
        }
        XCTAssertEqual(report?.outcome, .refused)
        XCTAssertEqual(report?.nodes, ["stray", "R"])
        XCTAssertEqual(
            report?.message,
            "cannot activate <LayoutConstraint stray.top == R.top   (inactive)>: stray and R have no common "
                + "ancestor; it stays inactive.")
        XCTAssertFalse(constraint.isActive)
        XCTAssertEqual(root.constraints.count, 0)
    }

    // MIS-21: the item: form is checked at run time (the anchors' types rule it out at compile time).
    @MainActor func testMIS21MixedAxesAreRefused() async {
        let (window, root, _) = windowWithRoot()
        let box = constrainedView("box")
        root.addSubview(box)
        let mixed = NSLayoutConstraint(
            item: box, attribute: .top, relatedBy: .equal, toItem: root, attribute: .leading, multiplier: 1,
            constant: 0)
        let sizeToPosition = NSLayoutConstraint(
            item: box, attribute: .width, relatedBy: .equal, toItem: root, attribute: .left, multiplier: 1,
            constant: 0)
        let leadingToLeft = NSLayoutConstraint(
            item: box, attribute: .leading, relatedBy: .equal, toItem: root, attribute: .left, multiplier: 1,
            constant: 0)
        let positionToConstant = NSLayoutConstraint(
            item: box, attribute: .top, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1,
            constant: 5)
        let notAView = NSLayoutConstraint(
            item: "box", attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1,
            constant: 5)
        for constraint in [mixed, sizeToPosition, leadingToLeft, positionToConstant, notAView] {
            XCTAssertMisuse(.invalidConstraint, unchanged: [window]) { NSLayoutConstraint.activate([constraint]) }
            XCTAssertFalse(constraint.isActive)
        }
        XCTAssertEqual(root.constraints.count, 0)
    }

    // MIS-22
    @MainActor func testMIS22UnsatisfiableIsReportedAsUIKitLogsItAndBreaksTheLastOne() async {
        let (window, root, _) = windowWithRoot()
        let box = constrainedView("box")
        root.addSubview(box)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            box.topAnchor.constraint(equalTo: root.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 10),
        ])
        let narrow = box.widthAnchor.constraint(equalToConstant: 100)
        let wide = box.widthAnchor.constraint(equalToConstant: 200)
        narrow.isActive = true
        let report = XCTAssertMisuse(.unsatisfiableConstraints) { wide.isActive = true }
        XCTAssertEqual(report?.outcome, .reported)
        XCTAssertEqual(
            report?.message,
            """
            Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want.
            (
                "<LayoutConstraint box.width == 100   (active)>",
                "<LayoutConstraint box.width == 200   (active)>"
            )

            Will attempt to recover by breaking constraint 
            <LayoutConstraint box.width == 200   (active)>
            """)
        XCTAssertTrue(wide.isActive, "UIKit keeps the broken constraint active")
        XCTAssertTrue(wide.isBroken)
        XCTAssertFalse(narrow.isBroken)
        window.layoutIfNeeded()
        XCTAssertEqual(box.frame, Rect(x: 0, y: 0, width: 100, height: 10))
    }

    // MIS-23
    @MainActor func testMIS23RequiredToOptionalWhileActiveIsRefused() async {
        let (window, root, _) = windowWithRoot()
        let box = constrainedView("box")
        root.addSubview(box)
        let width = box.widthAnchor.constraint(equalToConstant: 100)
        width.isActive = true
        let report = XCTAssertMisuse(.requiredPriorityChange, unchanged: [window]) {
            width.priority = .defaultHigh
        }
        XCTAssertEqual(report?.outcome, .refused)
        XCTAssertEqual(width.priority, .required)
        let optional = box.heightAnchor.constraint(equalToConstant: 10)
        optional.priority = .defaultLow
        optional.isActive = true
        optional.priority = .defaultHigh  // optional to optional: allowed
        XCTAssertEqual(optional.priority, LayoutPriority(750))
        XCTAssertMisuse(.requiredPriorityChange) { optional.priority = .required }
        XCTAssertEqual(optional.priority, .defaultHigh)
        width.isActive = false
        width.priority = .defaultLow  // inactive: allowed
        XCTAssertEqual(width.priority, .defaultLow)
    }

    // LAYOUT-6
    @MainActor func testLAYOUT6PrioritiesAreStrictlyOrdered() async {
        let (window, root, _) = windowWithRoot()
        let box = constrainedView("box")
        root.addSubview(box)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            box.topAnchor.constraint(equalTo: root.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 10),
        ])
        let strong = box.widthAnchor.constraint(equalToConstant: 100)
        strong.priority = LayoutPriority(251)
        strong.isActive = true
        var weak: [NSLayoutConstraint] = []
        for _ in 0..<10 {
            let constraint = box.widthAnchor.constraint(equalToConstant: 300)
            constraint.priority = .defaultLow
            weak.append(constraint)
        }
        NSLayoutConstraint.activate(weak)
        window.layoutIfNeeded()
        XCTAssertEqual(box.frame.width, 100, "one constraint at 251 beats ten at 250")
        XCTAssertEqual(LayoutPriority.defaultHigh + 1, LayoutPriority(751))
        XCTAssertEqual(LayoutPriority.required - 1, LayoutPriority(rawValue: 999))
        XCTAssertEqual(LayoutPriority.fittingSizeLevel.rawValue, 50)
    }

    // LAYOUT-6
    @MainActor func testLAYOUT6IntrinsicContentSizeHugsAndResists() async {
        let (window, root, _) = windowWithRoot()
        let label = CountingView(name: "label")
        label.size = Size(width: 80, height: 20)
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
        ])
        window.layoutIfNeeded()
        XCTAssertEqual(label.frame, Rect(x: 10, y: 10, width: 80, height: 20))
        XCTAssertEqual(label.contentHuggingPriority(for: .horizontal), .defaultLow)
        XCTAssertEqual(label.contentCompressionResistancePriority(for: .vertical), .defaultHigh)

        // A pull at 500 beats the hugging at 250 but not the compression resistance at 750.
        let pull = label.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10)
        pull.priority = LayoutPriority(500)
        pull.isActive = true
        let squeeze = label.heightAnchor.constraint(equalToConstant: 5)
        squeeze.priority = LayoutPriority(500)
        squeeze.isActive = true
        window.layoutIfNeeded()
        XCTAssertEqual(label.frame, Rect(x: 10, y: 10, width: 300, height: 20))

        label.setContentHuggingPriority(LayoutPriority(501), for: .horizontal)
        label.size = Size(width: 40, height: 20)
        label.invalidateIntrinsicContentSize()
        window.layoutIfNeeded()
        XCTAssertEqual(label.frame, Rect(x: 10, y: 10, width: 40, height: 20))
    }

    // LAYOUT-8
    @MainActor func testLAYOUT8SystemLayoutSizeFitting() async {
        let (_, root, _) = windowWithRoot()
        let cell = View(frame: Rect(x: 0, y: 0, width: 320, height: 44))
        cell.name = "cell"
        let label = CountingView(name: "label")
        label.size = Size(width: 100, height: 20)
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(cell)
        cell.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 10),
            label.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -10),
            label.topAnchor.constraint(equalTo: cell.topAnchor, constant: 10),
            label.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -10),
        ])
        XCTAssertEqual(cell.systemLayoutSizeFitting(View.layoutFittingCompressedSize), Size(width: 120, height: 40))
        XCTAssertEqual(
            cell.systemLayoutSizeFitting(
                Size(width: 300, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel),
            Size(width: 300, height: 40), "a cell fixed to the table's width")
        XCTAssertEqual(cell.frame, Rect(x: 0, y: 0, width: 320, height: 44), "fitting changes nothing")
    }

    // LAYOUT-8
    @MainActor func testLAYOUT8AmbiguityAndAffectingConstraints() async {
        let (window, root, _) = windowWithRoot()
        let box = constrainedView("box")
        root.addSubview(box)
        let width = box.widthAnchor.constraint(equalToConstant: 10)
        let leading = box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 4)
        NSLayoutConstraint.activate([width, box.heightAnchor.constraint(equalToConstant: 10)])
        XCTAssertTrue(box.hasAmbiguousLayout, "no position")
        NSLayoutConstraint.activate([leading, box.topAnchor.constraint(equalTo: root.topAnchor)])
        XCTAssertFalse(box.hasAmbiguousLayout)
        let horizontal = box.constraintsAffectingLayout(for: .horizontal)
        XCTAssertTrue(horizontal.contains { $0 === width })
        XCTAssertTrue(horizontal.contains { $0 === leading })
        XCTAssertFalse(horizontal.contains { $0.firstAttribute == .height || $0.firstAttribute == .top })
        window.layoutIfNeeded()
        XCTAssertEqual(box.frame, Rect(x: 4, y: 0, width: 10, height: 10))
    }
}
