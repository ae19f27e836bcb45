import ContainerKit
import ContainerKitTesting
import XCTest

// Auto Layout and a view's life (`LAYOUT-4`, `LAYOUT-5`): a view class that requires
// constraint-based layout, constraints of a removed view, and constraints of a torn-down view.
//
// UIKit's documentation of `removeFromSuperview()`: "Calling this method removes any constraints
// that refer to the view you are removing, or that refer to any view in the subtree of the view
// you are removing." As UIKit does it, these are the constraints held outside the subtree (they
// relate it to the rest of the tree); those among the subtree's own views stay with it.

@MainActor private func window() -> Window {
    let window = Window(name: "W")
    window.frame = Rect(x: 0, y: 0, width: 320, height: 480)
    return window
}

@MainActor private func constrained(_ name: String) -> View {
    let view = View(name: name)
    view.translatesAutoresizingMaskIntoConstraints = false
    return view
}

/// A view that makes its constraints in `updateConstraints()`, and says it needs constraint-based
/// layout (UIKit's `requiresConstraintBasedLayout`).
@MainActor private class SelfConstrainingView: View {
    override class var requiresConstraintBasedLayout: Bool { true }
    private var made = false

    override func updateConstraints() {
        if !made, let superview {
            made = true
            NSLayoutConstraint.activate([
                topAnchor.constraint(equalTo: superview.topAnchor, constant: 12),
                leadingAnchor.constraint(equalTo: superview.leadingAnchor, constant: 14),
                widthAnchor.constraint(equalToConstant: 40),
                heightAnchor.constraint(equalToConstant: 30),
            ])
        }
        super.updateConstraints()
    }
}

@MainActor private final class BadgeRowController: ViewController {}

private typealias BadgeRowCell = ControllerContainer<BadgeRowController>

/// The same view without the class property: nothing constrains it, so it has no constraint pass.
@MainActor private final class PlainSelfConstrainingView: SelfConstrainingView {
    override class var requiresConstraintBasedLayout: Bool { false }
}

final class AutoLayoutLifetimeTests: XCTestCase {
    // LAYOUT-4, LAYOUT-5: a view whose class requires constraint-based layout takes part once it
    // has a superview, so its updateConstraints() runs in the next constraint pass and can make
    // its constraints there; the same class without the property is never asked.
    @MainActor func testLAYOUT4RequiresConstraintBasedLayoutRunsUpdateConstraints() async {
        XCTAssertFalse(View.requiresConstraintBasedLayout)
        XCTAssertTrue(SelfConstrainingView.requiresConstraintBasedLayout)
        let w = window()
        let recorder = TraceRecorder()
        w.attach(recorder)
        let badge = SelfConstrainingView(name: "badge")
        badge.translatesAutoresizingMaskIntoConstraints = false
        w.addSubview(badge)
        XCTAssertTrue(badge.needsUpdateConstraints())
        recorder.removeAll()
        w.layoutIfNeeded()
        XCTAssertEqual(
            recorder.lines(hooks: [.updateConstraints, .layoutSubviews]),
            ["badge.updateConstraints", "W.updateConstraints", "W.layoutSubviews", "badge.layoutSubviews"])
        XCTAssertEqual(badge.frame, Rect(x: 14, y: 12, width: 40, height: 30))
        XCTAssertEqual(badge.constraints.count, 2, "its width and height are installed on it")

        let plain = PlainSelfConstrainingView(name: "plain")
        plain.translatesAutoresizingMaskIntoConstraints = false
        w.addSubview(plain)
        XCTAssertFalse(plain.needsUpdateConstraints())
        recorder.removeAll()
        w.layoutIfNeeded()
        XCTAssertEqual(recorder.lines(hooks: [.updateConstraints]), [], "nothing constrains it: no constraint pass")
        XCTAssertEqual(plain.frame, .zero)
    }

    // LAYOUT-4: removing a view deactivates the constraints that relate its subtree to the rest
    // of the tree (UIKit's removeFromSuperview(), quoted above) and keeps those among its views.
    @MainActor func testLAYOUT4RemovingAViewDeactivatesTheConstraintsThatLeaveItsSubtree() async {
        let w = window()
        let card = constrained("card")
        let title = constrained("title")
        let badge = constrained("badge")
        w.addSubview(card)
        card.addSubview(title)
        w.addSubview(badge)
        let outside = [
            card.topAnchor.constraint(equalTo: w.topAnchor, constant: 10),
            card.leadingAnchor.constraint(equalTo: w.leadingAnchor, constant: 10),
            title.leadingAnchor.constraint(equalTo: badge.leadingAnchor),
        ]
        let inside = [
            card.widthAnchor.constraint(equalToConstant: 100), card.heightAnchor.constraint(equalToConstant: 50),
            title.topAnchor.constraint(equalTo: card.topAnchor, constant: 5),
            title.widthAnchor.constraint(equalToConstant: 20), title.heightAnchor.constraint(equalToConstant: 20),
        ]
        NSLayoutConstraint.activate(outside + inside)
        w.layoutIfNeeded()
        card.removeFromSuperview()
        XCTAssertEqual(outside.map(\.isActive), [false, false, false])
        XCTAssertEqual(inside.map(\.isActive), [true, true, true, true, true])
        XCTAssertTrue(w.constraints.isEmpty, "the window held the constraints that crossed the card's edge")
    }

    // LIFE-1, LAYOUT-4 (policy, the Auto Layout article): a constrained view that outlives its
    // released root leaves that root's solver with it: the tree's constraints are inactive, its
    // own too, and it takes part afresh in the next tree where something constrains it. It
    // crashed there: it was left a node of a solver that was gone ("Attempted to read an unowned
    // reference but object ... was already destroyed").
    @MainActor func testLIFE1_LAYOUT4_AConstrainedViewOutlivingItsReleasedRootIsLaidOutInItsNextTree() async {
        let child = constrained("child")
        let own = [
            child.widthAnchor.constraint(equalToConstant: 40), child.heightAnchor.constraint(equalToConstant: 30),
        ]
        weak var released: View?
        do {
            let root = View(name: "root")
            root.frame = Rect(x: 0, y: 0, width: 320, height: 480)
            root.addSubview(child)
            NSLayoutConstraint.activate(own + [child.topAnchor.constraint(equalTo: root.topAnchor, constant: 5)])
            root.layoutIfNeeded()
            XCTAssertEqual(child.frame, Rect(x: 0, y: 5, width: 40, height: 30))
            released = root
        }
        XCTAssertNil(released)
        XCTAssertNil(child.superview)
        XCTAssertEqual(own.map(\.isActive), [false, false])
        let w = window()
        w.addSubview(child)
        let place = [
            child.topAnchor.constraint(equalTo: w.topAnchor, constant: 7),
            child.leadingAnchor.constraint(equalTo: w.leadingAnchor, constant: 9),
        ]
        NSLayoutConstraint.activate(own + place)
        w.layoutIfNeeded()
        XCTAssertEqual(child.frame, Rect(x: 9, y: 7, width: 40, height: 30))
        XCTAssertEqual((own + place).map(\.isActive), [true, true, true, true])
        child.removeFromSuperview()
        XCTAssertEqual((own + place).map(\.isActive), [true, true, false, false])
    }

    // LIFE-1: the same for a view two levels down, kept while its superview and root are
    // released, and for a guide of it.
    @MainActor func testLIFE1_LAYOUT4_AGrandchildAndItsGuideOutlivingTheirReleasedTreeTakePartAgain() async {
        let leaf = constrained("leaf")
        let guide = LayoutGuide()
        do {
            let root = View(name: "root")
            root.frame = Rect(x: 0, y: 0, width: 320, height: 480)
            let middle = constrained("middle")
            root.addSubview(middle)
            middle.addSubview(leaf)
            leaf.addLayoutGuide(guide)
            NSLayoutConstraint.activate([
                middle.topAnchor.constraint(equalTo: root.topAnchor),
                middle.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                middle.widthAnchor.constraint(equalToConstant: 100),
                middle.heightAnchor.constraint(equalToConstant: 100),
                leaf.topAnchor.constraint(equalTo: middle.topAnchor, constant: 3),
                leaf.leadingAnchor.constraint(equalTo: middle.leadingAnchor, constant: 4),
                leaf.widthAnchor.constraint(equalToConstant: 10), leaf.heightAnchor.constraint(equalToConstant: 10),
                guide.topAnchor.constraint(equalTo: leaf.topAnchor, constant: 1),
            ])
            root.layoutIfNeeded()
            XCTAssertEqual(leaf.frame, Rect(x: 4, y: 3, width: 10, height: 10))
        }
        XCTAssertNil(leaf.superview)
        let w = window()
        w.addSubview(leaf)
        NSLayoutConstraint.activate([
            leaf.topAnchor.constraint(equalTo: w.topAnchor, constant: 20),
            leaf.leadingAnchor.constraint(equalTo: w.leadingAnchor, constant: 30),
            leaf.widthAnchor.constraint(equalToConstant: 50), leaf.heightAnchor.constraint(equalToConstant: 60),
            guide.topAnchor.constraint(equalTo: leaf.topAnchor, constant: 2),
            guide.leadingAnchor.constraint(equalTo: leaf.leadingAnchor),
            guide.widthAnchor.constraint(equalToConstant: 5), guide.heightAnchor.constraint(equalToConstant: 5),
        ])
        w.layoutIfNeeded()
        XCTAssertEqual(leaf.frame, Rect(x: 30, y: 20, width: 50, height: 60))
        XCTAssertEqual(guide.layoutFrame, Rect(x: 0, y: 2, width: 5, height: 5))
    }

    // LAYOUT-4, policy: tearing a constrained view down deactivates every constraint of its
    // subtree (those that relate it to the rest of the tree, as removing it does, and its own,
    // since a torn-down view never takes part again), and nothing keeps them, the views or the
    // subtree's solver alive.
    @MainActor func testLAYOUT4TearingDownDeactivatesAndReleasesItsConstraints() async {
        let tracker = LifetimeTracker()
        let w = window()
        let badge = constrained("badge")
        w.addSubview(badge)
        weak var weakInside: NSLayoutConstraint?
        weak var weakOutside: NSLayoutConstraint?
        var outside: [NSLayoutConstraint] = []
        var inside: [NSLayoutConstraint] = []
        do {
            let card = constrained("card")
            let title = constrained("title")
            w.addSubview(card)
            card.addSubview(title)
            outside = [
                card.topAnchor.constraint(equalTo: w.topAnchor, constant: 10),
                card.leadingAnchor.constraint(equalTo: w.leadingAnchor, constant: 10),
                title.leadingAnchor.constraint(equalTo: badge.leadingAnchor),
                badge.topAnchor.constraint(equalTo: w.topAnchor), badge.widthAnchor.constraint(equalToConstant: 8),
                badge.heightAnchor.constraint(equalToConstant: 8),
                badge.leadingAnchor.constraint(equalTo: w.leadingAnchor, constant: 40),
            ]
            inside = [
                card.widthAnchor.constraint(equalToConstant: 100), card.heightAnchor.constraint(equalToConstant: 50),
                title.topAnchor.constraint(equalTo: card.topAnchor, constant: 5),
                title.widthAnchor.constraint(equalToConstant: 20), title.heightAnchor.constraint(equalToConstant: 20),
            ]
            NSLayoutConstraint.activate(outside + inside)
            w.layoutIfNeeded()
            XCTAssertEqual(title.frame, Rect(x: 30, y: 5, width: 20, height: 20))
            XCTAssertEqual(badge.frame, Rect(x: 40, y: 0, width: 8, height: 8))
            weakInside = inside[2]
            weakOutside = outside[2]
            tracker.track(card, as: "card")
            tracker.track(title, as: "title")
            card.tearDown()
            XCTAssertTrue(card.isTornDown)
            XCTAssertTrue(card.constraints.isEmpty)
            XCTAssertTrue(title.constraints.isEmpty)
        }
        XCTAssertEqual(outside.map(\.isActive), [false, false, false, true, true, true, true])
        XCTAssertEqual(inside.map(\.isActive), [false, false, false, false, false])
        tracker.assertAllReleased()
        outside.removeAll()
        inside.removeAll()
        XCTAssertNil(weakInside, "nothing of the torn-down subtree keeps its constraints")
        XCTAssertNil(weakOutside)
        w.layoutIfNeeded()
        XCTAssertEqual(badge.frame, Rect(x: 40, y: 0, width: 8, height: 8), "the badge keeps its own constraints")
    }

    // LAYOUT-4, policy (as a torn-down view's, above): the cells a list displayed when it is torn
    // down leave it and are torn down with it; the constraints inside each cell (which moved with
    // the cell to its own tree when it left the list) are deactivated too, and nothing keeps them.
    @MainActor func testLAYOUT4TearingDownAListDeactivatesTheConstraintsOfItsFormerCells() async {
        let w = window()
        w.makeKeyAndVisible()
        let home = ViewController(name: "home")
        w.rootViewController = home
        let list = ListHost(name: "list")
        list.register(forReuseIdentifier: "row", as: BadgeRowCell.self) { BadgeRowCell(name: "cell") }
        list.containerProvider = { list, row in
            guard let cell = list.dequeueReusableContainer(withIdentifier: "row", for: row, as: BadgeRowCell.self)
            else { return nil }
            cell.prepare(in: list.owningController, content: { BadgeRowController(name: "X\(row)") })
            return cell
        }
        home.view.addSubview(list)
        list.reloadData(numberOfRows: 2, visibleRows: 0..<2)
        let cells = (0..<2).compactMap { list.container(forRow: $0) }
        XCTAssertEqual(cells.count, 2)
        weak var weakConstraint: NSLayoutConstraint?
        var inside: [NSLayoutConstraint] = []
        do {
            for cell in cells {
                let badge = constrained("badge")
                cell.addSubview(badge)
                inside += [
                    badge.topAnchor.constraint(equalTo: cell.topAnchor, constant: 2),
                    badge.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 3),
                    badge.widthAnchor.constraint(equalToConstant: 8), badge.heightAnchor.constraint(equalToConstant: 8),
                ]
            }
            NSLayoutConstraint.activate(inside)
            w.layoutIfNeeded()
            XCTAssertEqual(cells[1].subviews.last?.frame, Rect(x: 3, y: 2, width: 8, height: 8))
            XCTAssertEqual(inside.map(\.isActive), Array(repeating: true, count: 8))
            weakConstraint = inside[0]
            list.tearDown()
            XCTAssertTrue(cells.allSatisfy(\.isTornDown))
            XCTAssertEqual(inside.map(\.isActive), Array(repeating: false, count: 8))
            XCTAssertEqual(cells.map(\.constraints.count), [0, 0])
            XCTAssertEqual(cells.map { $0.subviews.last?.constraints.count }, [0, 0])
        }
        inside.removeAll()
        XCTAssertNil(weakConstraint, "nothing of a torn-down cell keeps its constraints")
    }
}
