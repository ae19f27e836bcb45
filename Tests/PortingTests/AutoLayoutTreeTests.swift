import ContainerKit
import ContainerKitTesting
import XCTest

// Constraints and trees (`LAYOUT-4`, `LAYOUT-5`, `LAYOUT-7`, `LAYOUT-10`): moving views between
// trees, lifetimes (`LIFE-1`), the two policies against UIKit, guides, and operation counts.

@MainActor private func window(_ width: Double = 320, _ height: Double = 480) -> Window {
    let window = Window(name: "W")
    window.frame = Rect(x: 0, y: 0, width: width, height: height)
    return window
}

@MainActor private func constrained(_ name: String) -> View {
    let view = View(name: name)
    view.translatesAutoresizingMaskIntoConstraints = false
    return view
}

/// A controller whose `field` is pinned to its view's safe area, 16 points in.
@MainActor private final class PinnedController: ViewController {
    let field = View(name: "field")

    override func viewDidLoad() {
        super.viewDidLoad()
        field.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(field)
        let guide = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            field.topAnchor.constraint(equalTo: guide.topAnchor, constant: 16),
            field.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 16),
            field.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -16),
            field.heightAnchor.constraint(equalToConstant: 44),
        ])
    }
}

final class AutoLayoutTreeTests: XCTestCase {
    // LAYOUT-4: a subtree takes its inner constraints to its new tree; the ones that crossed its
    // edge are deactivated, as UIKit's removeFromSuperview() does.
    @MainActor func testLAYOUT4ConstraintsMoveWithTheirSubtree() async {
        let first = window()
        let card = constrained("card")
        let title = constrained("title")
        first.addSubview(card)
        card.addSubview(title)
        let crossing = card.topAnchor.constraint(equalTo: first.topAnchor, constant: 30)
        let inner = [
            title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 4),
            title.topAnchor.constraint(equalTo: card.topAnchor, constant: 4),
            title.widthAnchor.constraint(equalToConstant: 50),
            title.heightAnchor.constraint(equalToConstant: 20),
        ]
        NSLayoutConstraint.activate(
            [
                crossing, card.leadingAnchor.constraint(equalTo: first.leadingAnchor, constant: 10),
                card.widthAnchor.constraint(equalToConstant: 100), card.heightAnchor.constraint(equalToConstant: 100),
            ] + inner)
        first.layoutIfNeeded()
        XCTAssertEqual(card.frame, Rect(x: 10, y: 30, width: 100, height: 100))
        XCTAssertEqual(title.frame, Rect(x: 4, y: 4, width: 50, height: 20))

        let second = window(200, 200)
        second.addSubview(card)
        XCTAssertFalse(crossing.isActive, "the constraint to the old tree is deactivated")
        XCTAssertTrue(inner.allSatisfy(\.isActive), "the subtree's own constraints moved with it")
        XCTAssertEqual(first.constraints.count, 0)
        XCTAssertEqual(card.constraints.count, 4, "two sizes of its own, two of title's position")
        NSLayoutConstraint.activate([
            card.topAnchor.constraint(equalTo: second.topAnchor, constant: 7),
            card.leadingAnchor.constraint(equalTo: second.leadingAnchor, constant: 9),
        ])
        second.layoutIfNeeded()
        XCTAssertEqual(card.frame, Rect(x: 9, y: 7, width: 100, height: 100))
        XCTAssertEqual(title.frame, Rect(x: 4, y: 4, width: 50, height: 20))
    }

    // LAYOUT-4: a detached subtree keeps its constraints; added under a window it is solved there.
    @MainActor func testLAYOUT4ADetachedSubtreeIsSolvedWhereItIsAdded() async {
        let card = View(frame: Rect(x: 5, y: 5, width: 200, height: 100))
        card.name = "card"
        let badge = constrained("badge")
        card.addSubview(badge)
        NSLayoutConstraint.activate([
            badge.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -8),
            badge.centerYAnchor.constraint(equalTo: card.centerYAnchor),
            badge.widthAnchor.constraint(equalToConstant: 20),
            badge.heightAnchor.constraint(equalTo: badge.widthAnchor),
        ])
        card.layoutIfNeeded()
        XCTAssertEqual(badge.frame, Rect(x: 172, y: 40, width: 20, height: 20))
        let w = window()
        w.addSubview(card)
        card.frame.size = Size(width: 300, height: 50)
        w.layoutIfNeeded()
        XCTAssertEqual(badge.frame, Rect(x: 272, y: 15, width: 20, height: 20))
    }

    // LIFE-1: constraints refer to their items weakly; a removed subtree with constraints is
    // released (nothing in the solver keeps it alive).
    @MainActor func testLIFE1ConstrainedSubtreeIsReleased() async {
        let tracker = LifetimeTracker()
        let w = window()
        var kept: [NSLayoutConstraint] = []
        do {
            let card = constrained("card")
            let title = constrained("title")
            w.addSubview(card)
            card.addSubview(title)
            kept = [
                card.topAnchor.constraint(equalTo: w.topAnchor),
                card.leadingAnchor.constraint(equalTo: w.leadingAnchor),
                card.widthAnchor.constraint(equalToConstant: 10), card.heightAnchor.constraint(equalToConstant: 10),
                title.topAnchor.constraint(equalTo: card.topAnchor),
                title.leadingAnchor.constraint(equalTo: card.leadingAnchor),
                title.widthAnchor.constraint(equalTo: card.widthAnchor),
                title.heightAnchor.constraint(equalTo: card.heightAnchor),
            ]
            NSLayoutConstraint.activate(kept)
            w.layoutIfNeeded()
            tracker.track(card, as: "card")
            tracker.track(title, as: "title")
            card.removeFromSuperview()
        }
        tracker.assertAllReleased()
        XCTAssertTrue(kept.allSatisfy { $0.firstItem == nil }, "weak items")
        XCTAssertFalse(kept[0].isActive)
        w.layoutIfNeeded()
    }

    // LIFE-1: a constraint refers to its items weakly, as UIKit's: first and second items, views
    // and guides, read nil once the item is gone, and a constraint or an anchor keeps no item
    // alive, active or not (the items are held through tethers, not weak references).
    @MainActor func testLIFE1ConstraintAndAnchorItemsReadNilOnceGone() async {
        let tracker = LifetimeTracker()
        let w = window()
        var made: [NSLayoutConstraint] = []
        var anchor: LayoutDimension?
        do {
            let box = constrained("box")
            let other = View(name: "other")
            let guide = LayoutGuide()
            w.addSubview(box)
            box.addLayoutGuide(guide)
            anchor = other.widthAnchor
            made = [
                box.widthAnchor.constraint(equalTo: other.widthAnchor),  // never active
                guide.heightAnchor.constraint(equalTo: box.heightAnchor),
                box.topAnchor.constraint(equalTo: w.topAnchor),
            ]
            NSLayoutConstraint.activate(Array(made[1...]))
            XCTAssertTrue(made[0].firstItem === box && made[0].secondItem === other)
            XCTAssertTrue(made[1].firstItem === guide && made[1].secondItem === box)
            XCTAssertEqual(w.constraints.count, 1)
            tracker.track(box, as: "box")
            tracker.track(other, as: "other")
            box.removeFromSuperview()
        }
        tracker.assertAllReleased()
        XCTAssertTrue(made.allSatisfy { $0.firstItem == nil })
        XCTAssertNil(made[0].secondItem)
        XCTAssertNil(made[1].secondItem)
        XCTAssertFalse(made[2].isActive)
        XCTAssertTrue(made[2].secondItem === w)
        XCTAssertEqual(w.constraints.count, 0)
        // An anchor of a view that is gone makes a constraint that activation refuses (MIS-21).
        XCTAssertNil(anchor?.constraint(equalToConstant: 5).firstItem)
    }

    // LAYOUT-5, policy: layoutIfNeeded() on a view the solver places sets its own frame, as UIKit
    // does (its engine solves from the top), without laying out its superview.
    @MainActor func testLAYOUT5LayoutIfNeededOnAConstrainedSubviewSetsItsOwnFrame() async {
        let w = window()
        let box = constrained("box")
        w.addSubview(box)
        NSLayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: w.topAnchor), box.leadingAnchor.constraint(equalTo: w.leadingAnchor),
            box.widthAnchor.constraint(equalToConstant: 10), box.heightAnchor.constraint(equalToConstant: 10),
        ])
        w.layoutIfNeeded()
        let recorder = TraceRecorder()
        w.attach(recorder)
        box.constraints.first { $0.firstAttribute == .width }?.constant = 60
        box.layoutIfNeeded()
        XCTAssertEqual(box.frame, Rect(x: 0, y: 0, width: 60, height: 10))
        XCTAssertTrace(recorder, equals: ["box.layoutSubviews"], "its superview's hooks are not called (LAYOUT-1)")
        XCTAssertTrue(w.needsLayout, "the superview stays marked for the window's pass")
    }

    // LAYOUT-5, policy: a container's children follow their container: the window's resize sizes
    // the navigation controller's view, its layout sizes the child's view, and the child's
    // constrained subviews follow in the same pass.
    @MainActor func testLAYOUT5ChildrenFollowTheirResizedContainer() async {
        let w = window()
        let pinned = PinnedController(name: "P")
        let navigation = NavigationController(rootViewController: pinned, name: "N")
        w.rootViewController = navigation
        w.makeKeyAndVisible()
        w.safeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        w.layoutIfNeeded()
        XCTAssertEqual(pinned.field.frame, Rect(x: 16, y: 36, width: 288, height: 44))
        w.frame = Rect(x: 0, y: 0, width: 480, height: 320)
        w.layoutIfNeeded()
        XCTAssertEqual(pinned.view.frame.width, 480)
        XCTAssertEqual(pinned.field.frame, Rect(x: 16, y: 36, width: 448, height: 44))
        w.safeAreaInsets = EdgeInsets(top: 0, left: 44, bottom: 21, right: 44)
        w.layoutIfNeeded()
        XCTAssertEqual(pinned.field.frame, Rect(x: 60, y: 16, width: 360, height: 44), "LAYOUT-7: the safe area")
    }

    // LAYOUT-7: guides.
    @MainActor func testLAYOUT7GuidesAndMargins() async {
        let w = window()
        let root = View(frame: w.bounds)
        root.name = "R"
        w.addSubview(root)
        w.safeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        XCTAssertEqual(root.layoutMargins, EdgeInsets(top: 52, left: 8, bottom: 42, right: 8), "8 plus the safe area")
        XCTAssertEqual(root.directionalLayoutMargins, DirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8))
        let spacer = LayoutGuide()
        spacer.identifier = "spacer"
        root.addLayoutGuide(spacer)
        XCTAssertTrue(spacer.owningView === root)
        let box = constrained("box")
        root.addSubview(box)
        NSLayoutConstraint.activate([
            spacer.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
            spacer.heightAnchor.constraint(equalToConstant: 10),
            spacer.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            spacer.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            box.topAnchor.constraint(equalTo: spacer.bottomAnchor),
            box.leadingAnchor.constraint(equalTo: root.safeAreaLayoutGuide.leadingAnchor),
            box.bottomAnchor.constraint(equalTo: root.safeAreaLayoutGuide.bottomAnchor),
            box.widthAnchor.constraint(equalTo: spacer.widthAnchor),
        ])
        w.layoutIfNeeded()
        XCTAssertEqual(spacer.layoutFrame, Rect(x: 8, y: 52, width: 304, height: 10))
        XCTAssertEqual(box.frame, Rect(x: 0, y: 62, width: 304, height: 384))
        XCTAssertEqual(root.safeAreaLayoutGuide.layoutFrame, Rect(x: 0, y: 44, width: 320, height: 402))
        root.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
        w.layoutIfNeeded()
        XCTAssertEqual(spacer.layoutFrame, Rect(x: 20, y: 44, width: 280, height: 10))
        XCTAssertEqual(box.frame, Rect(x: 0, y: 54, width: 280, height: 392))
        XCTAssertEqual(
            root.layoutGuides.map(\.identifier), ["spacer", "UIViewLayoutMarginsGuide", "UIViewSafeAreaLayoutGuide"])
    }

    // LAYOUT-10: changing a constant costs the same number of solver operations at any size, and
    // a pass with nothing changed calls nothing.
    @MainActor func testLAYOUT10OneChangeCostsTheSameAtAnySize() async {
        func build(_ count: Int) -> (Window, NSLayoutConstraint) {
            let w = window()
            var previous: View?
            var first: NSLayoutConstraint?
            for index in 0..<count {
                let view = constrained("v\(index)")
                w.addSubview(view)
                let leading = view.leadingAnchor.constraint(
                    equalTo: previous?.trailingAnchor ?? w.leadingAnchor, constant: 1)
                first = first ?? leading
                NSLayoutConstraint.activate([
                    leading, view.topAnchor.constraint(equalTo: w.topAnchor),
                    view.widthAnchor.constraint(equalToConstant: 2), view.heightAnchor.constraint(equalToConstant: 2),
                ])
                previous = view
            }
            w.layoutIfNeeded()
            return (
                w,
                first
                    ?? NSLayoutConstraint(
                        item: w, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                        multiplier: 1, constant: 0)
            )
        }
        var costs: [Int] = []
        for count in [10, 100, 1000] {
            let (w, leading) = build(count)
            let before = LayoutStatistics.solverCalls
            leading.constant = 5
            costs.append(LayoutStatistics.solverCalls - before)
            let recorder = TraceRecorder()
            w.attach(recorder)
            w.layoutIfNeeded()
            XCTAssertEqual(w.subviews.last?.frame.x, Double(count) * 3 + 4 - 2)
            recorder.removeAll()
            w.layoutIfNeeded()
            XCTAssertTrace(recorder, equals: [], "nothing changed: nothing called")
        }
        XCTAssertEqual(costs, [1, 1, 1])
    }

    // LAYOUT-7: the deprecated top and bottom layout guides (read through a protocol, so that the
    // test builds without deprecation warnings).
    @MainActor func testLAYOUT7DeprecatedTopAndBottomLayoutGuides() async {
        let w = window()
        let controller = ViewController(name: "C")
        w.rootViewController = controller
        w.makeKeyAndVisible()
        w.safeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 10, right: 0)
        let box = constrained("box")
        controller.view.addSubview(box)
        let (top, bottom) = Self.legacyGuides(of: controller)
        NSLayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: top.bottomAnchor),
            box.bottomAnchor.constraint(equalTo: bottom.topAnchor),
            box.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            box.widthAnchor.constraint(equalToConstant: 10),
        ])
        w.layoutIfNeeded()
        XCTAssertEqual(top.length, 20)
        XCTAssertEqual(bottom.length, 10)
        XCTAssertEqual(box.frame, Rect(x: 0, y: 20, width: 10, height: 450))
    }

    @MainActor private static func legacyGuides(of controller: ViewController) -> (any LayoutSupport, any LayoutSupport)
    {
        let legacy: any LegacyLayoutGuides = controller
        return (legacy.topLayoutGuide, legacy.bottomLayoutGuide)
    }
}

/// The deprecated guides, as requirements (reading them through it does not warn).
@MainActor private protocol LegacyLayoutGuides {
    var topLayoutGuide: any LayoutSupport { get }
    var bottomLayoutGuide: any LayoutSupport { get }
}

extension ViewController: LegacyLayoutGuides {}

/// The Porting article's Auto Layout recipe, as written there.
@MainActor private final class RecipeProfileViewController: ViewController {
    let avatar = View(name: "avatar")

    override func viewDidLoad() {
        super.viewDidLoad()
        avatar.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(avatar)
        NSLayoutConstraint.activate([
            avatar.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            avatar.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            avatar.widthAnchor.constraint(equalToConstant: 100),
            avatar.heightAnchor.constraint(equalTo: avatar.widthAnchor),
        ])
    }
}

/// The Auto Layout article's first example, as written there.
@MainActor private final class ArticleProfileView: View {
    let avatar = View(name: "avatar")

    override func prepare() {
        super.prepare()
        avatar.translatesAutoresizingMaskIntoConstraints = false
        addSubview(avatar)
        NSLayoutConstraint.activate([
            avatar.topAnchor.constraint(equalTo: safeAreaLayoutGuide.topAnchor, constant: 20),
            avatar.centerXAnchor.constraint(equalTo: centerXAnchor),
            avatar.widthAnchor.constraint(equalToConstant: 100),
            avatar.heightAnchor.constraint(equalToConstant: 100),
        ])
    }
}

final class AutoLayoutDocumentedTests: XCTestCase {
    // LAYOUT-4, LAYOUT-7: the Porting article's recipe gives the frame it states.
    @MainActor func testLAYOUT4PortingRecipe() async {
        let window = Window(name: "W")
        window.frame = Rect(x: 0, y: 0, width: 375, height: 812)
        window.safeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        window.systemTraits = TraitCollection(displayScale: 2)
        let profile = RecipeProfileViewController(name: "profile")
        window.rootViewController = profile
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        XCTAssertEqual(profile.avatar.frame, Rect(x: 137.5, y: 64, width: 100, height: 100))
    }

    // LAYOUT-4, LAYOUT-5: the article's example, at scale 2 and at scale 1 (rounded).
    @MainActor func testLAYOUT4ArticleExample() async {
        for (scale, x) in [(2.0, 137.5), (1.0, 138.0)] {
            let window = Window(name: "W")
            window.frame = Rect(x: 0, y: 0, width: 375, height: 812)
            window.safeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
            window.systemTraits = TraitCollection(displayScale: scale)
            let profile = ArticleProfileView(frame: window.bounds)
            window.addSubview(profile)
            window.layoutIfNeeded()
            XCTAssertEqual(profile.avatar.frame, Rect(x: x, y: 64, width: 100, height: 100), "scale \(scale)")
        }
    }
}
