import ContainerKit
import ContainerKitTesting
import XCTest

/// The classic containment bugs that UIKit lets pass silently, reported by default: a root view
/// placed without `addChild` (`MIS-3` (b)) and containment begun and never finished (`MIS-19`).
final class ClassicBugsTests: XCTestCase {
    /// A controller that adds a child with `addChild(_:)` in `viewDidLoad()`, alone (Reinstate's
    /// habit) or followed by the rest of UIKit's three steps.
    private final class AddsInViewDidLoad: ViewController {
        let child = ViewController(name: "C")
        var finishes = false
        override func viewDidLoad() {
            super.viewDidLoad()
            addChild(child)
            guard finishes else { return }
            view.addSubview(child.view)
            child.didMove(toParent: self)
        }
    }

    private func unfinished(_ child: String, in parent: String, when moment: String, placed: Bool = false)
        -> MisuseError
    {
        MisuseError(
            .unfinishedContainment, nodes: [child, parent],
            message: "\"\(child)\" was added to \"\(parent)\" with addChild(_:) and had not received "
                + "didMove(toParent:) when \(moment) (its view is \(placed ? "" : "not ")placed): the containment "
                + "was begun and never finished.",
            fix: "place the view of \"\(child)\" in the view of \"\(parent)\", then call didMove(toParent:) on "
                + "\"\(child)\"; or add it with addChild(_:into:), which does all of it.")
    }

    // MIS-3 (b): placed, as UIKit does, and reported; the controller is no child.
    @MainActor func testMIS3bARootViewPlacedWithoutAddChildIsReportedAndPlaced() async {
        let (w, p) = makeVisibleWindow(root: ViewController(name: "P"))
        let u = ViewController(name: "U")
        let report = XCTAssertMisuse(.inconsistentHierarchy) { p.view.addSubview(u.view) }
        XCTAssertEqual(
            report,
            MisuseError(
                .inconsistentHierarchy, nodes: ["U", "P"],
                message: "the view of \"U\" was placed under a view owned by \"P\" without addChild, so \"P\" does "
                    + "not contain \"U\": its appearance follows its view (APP-5), not its parent.",
                fix: "call addChild(_:into:) on \"P\" instead of adding the view directly."))
        XCTAssertEqual(report?.outcome, .reported)
        XCTAssertTrue(u.view.superview === p.view && u.view.window === w, "placed, as UIKit does")
        XCTAssertNil(u.parent)
        XCTAssertEqual(u.appearanceState, .appeared, "driven by its view (APP-5)")
    }

    // MIS-3 (b): a plain subtree carrying an unadopted root view is reported too; moving views
    // under the same owner, or a contained child's view, is not.
    @MainActor func testMIS3bASubtreeCarryingAnUnadoptedRootViewIsReportedOnce() async {
        let p = ViewController(name: "P"), u = ViewController(name: "U"), c = ViewController(name: "C")
        let holder = View(name: "holder")
        holder.addSubview(u.view)  // no owner above: nothing to report yet
        let report = XCTAssertMisuse(.inconsistentHierarchy) { p.view.addSubview(holder) }
        XCTAssertEqual(report?.nodes, ["U", "P"])
        let log = DiagnosticsLog()
        p.attach(log)
        p.addChild(c, into: p.view)
        p.view.addSubview(View(name: "plain"))
        holder.addSubview(View(name: "inside"))
        XCTAssertEqual(log.reports, [])
    }

    // MIS-3 (a): content of a container prepared in A, placed under B's view: the fix is to
    // prepare the container in B.
    @MainActor func testMIS3ContentPreparedInAnotherControllerGetsThePrepareFix() async {
        let a = ViewController(name: "A"), b = ViewController(name: "B")
        a.loadViewIfNeeded()
        let k = ControllerContainer<ViewController>(in: a, name: "K") { ViewController(name: "X") }
        let report = XCTAssertMisuse(.inconsistentHierarchy, unchanged: [b.view, k]) { b.view.addSubview(k) }
        XCTAssertEqual(report?.outcome, .refused)
        XCTAssertEqual(
            report?.fix,
            "prepare \"K\" in \"B\" (prepare(in:content:)) before placing it there, or place it inside the view of \"A\"."
        )
        k.prepare(in: b)
        b.view.addSubview(k)
        XCTAssertTrue(k.superview === b.view, "prepared in B, it is placed")
    }

    // MIS-18: the sibling variant of the message reads as a sentence and says where the view went.
    @MainActor func testMIS18NextToAStrangerSaysItWasAppendedAtTheEnd() async {
        let s = View(name: "S"), u = View(name: "u"), stranger = View(name: "stranger")
        s.addSubview(View(name: "x"))
        let report = XCTAssertMisuse(.insertionOutOfRange) { s.insertSubview(u, aboveSubview: stranger) }
        XCTAssertEqual(
            report?.description,
            "MIS-18 (insertionOutOfRange): \"u\" was inserted into \"S\" above \"stranger\", which is not one of its subviews: that position "
                + "does not exist, so it was appended at the end of the subviews (in front of the others), as UIKit "
                + "does. Fix: pass an index within the subviews, or a sibling that is a subview of \"S\".")
        XCTAssertEqual(s.subviews.map(\.name), ["x", "u"])
    }

    // MIS-19: addChild alone, then the parent lays out: reported once.
    @MainActor func testMIS19ReportedWhenTheParentLaysOutAndOnlyOnce() async {
        let (w, p) = makeVisibleWindow(root: ViewController(name: "P"))
        w.layoutIfNeeded()
        let c = ViewController(name: "C")
        p.addChild(c)  // Reinstate's habit: never loaded, never placed
        p.view.setNeedsLayout()
        let report = XCTAssertMisuse(.unfinishedContainment) { w.layoutIfNeeded() }
        XCTAssertEqual(report, unfinished("C", in: "P", when: "\"P\" laid out its views"))
        XCTAssertFalse(c.isViewLoaded)
        let log = DiagnosticsLog()
        w.attach(log)
        p.view.setNeedsLayout()
        w.layoutIfNeeded()
        p.addChild(ViewController(name: "D"), into: p.view)
        XCTAssertEqual(log.reports, [], "once per child")
    }

    // MIS-19: the parent begins to appear while the child waits, its view never placed.
    @MainActor func testMIS19ReportedWhenTheParentAppears() async {
        let p = ViewController(name: "P"), c = ViewController(name: "C")
        p.addChild(c)  // Reinstate's habit: never loaded, never placed
        let w = Window(name: "W")
        w.rootViewController = p
        let report = XCTAssertMisuse(.unfinishedContainment) { w.makeKeyAndVisible() }
        XCTAssertEqual(report, unfinished("C", in: "P", when: "\"P\" began to appear"))
        XCTAssertFalse(c.isViewLoaded)
    }

    // MIS-19: a child whose view is placed and whose didMove(toParent:) the caller makes later
    // (here from the parent's viewWillAppear) is in the middle of a correct sequence: the parent
    // appearing reports nothing.
    @MainActor func testMIS19NotReportedForAPlacedChildWhoseDidMoveComesFromTheParentsViewWillAppear() async {
        final class Parent: ViewController {
            let c = ViewController(name: "C")
            override func viewDidLoad() {
                super.viewDidLoad()
                addChild(c)
                view.addSubview(c.view)
            }
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                c.didMove(toParent: self)
            }
        }
        let p = Parent(name: "P")
        let log = DiagnosticsLog()
        let w = Window(name: "W")
        w.attach(log)
        w.rootViewController = p
        w.makeKeyAndVisible()
        XCTAssertEqual(log.reports, [])
        XCTAssertEqual(p.c.appearanceState, .appeared)
        XCTAssertTrue(p.c.parent === p)
    }

    // MIS-19: the parent gains another child while the first waits; the new one is not reported.
    @MainActor func testMIS19ReportedWhenTheParentChangesItsChildren() async {
        let p = ViewController(name: "P"), a = ViewController(name: "A"), b = ViewController(name: "B")
        p.addChild(a)
        let report = XCTAssertMisuse(.unfinishedContainment) { p.addChild(b) }
        XCTAssertEqual(report, unfinished("A", in: "P", when: "\"P\" changed its children"))
        p.view.addSubview(b.view)
        b.didMove(toParent: p)
        let log = DiagnosticsLog()
        p.attach(log)
        p.removeChild(b)
        XCTAssertEqual(log.reports, [], "B finished its containment; A was reported already")
    }

    // MIS-19: addChild alone in viewDidLoad: reported when the operation that loaded the view
    // ends, at the line of the call that started it.
    @MainActor func testMIS19AddChildAloneInAHookIsReportedWhenTheOperationEnds() async {
        let p = AddsInViewDidLoad(name: "P"), holder = ViewController(name: "H")
        var line: UInt = 0
        let report = XCTAssertMisuse(.unfinishedContainment) {
            holder.addChild(p, into: holder.view); line = #line  // loads P's view
        }
        XCTAssertEqual(report, unfinished("C", in: "P", when: "the operation that added it ended"))
        XCTAssertNotNil(report?.location)
        XCTAssertEqual(report?.location?.line, line)
    }

    // MIS-19: UIKit's three steps, in a hook or at the top level, are not reported.
    @MainActor func testMIS19TheThreeStepsAreNotReported() async {
        let p = AddsInViewDidLoad(name: "P")
        p.finishes = true
        let (w, _) = makeVisibleWindow(root: ViewController(name: "R"))
        let log = DiagnosticsLog()
        w.attach(log)
        w.rootViewController = p
        let q = ViewController(name: "Q"), c = ViewController(name: "QC")
        p.addChild(q, into: p.view)
        q.addChild(c)
        q.view.addSubview(c.view)
        c.didMove(toParent: q)
        w.layoutIfNeeded()
        XCTAssertEqual(log.reports, [])
        XCTAssertTrue(p.child.view.superview === p.view)
    }

    // MIS-19: a transition that ContainerKit runs begins the containment itself and finishes it
    // when the animation completes: the parent laying out in between is no misuse.
    @MainActor func testMIS19ContainerKitsOwnTransitionsAreNotReported() async {
        let n = NavigationController(rootViewController: ViewController(name: "A"), name: "N")
        let (w, _) = makeVisibleWindow(root: n)
        let log = DiagnosticsLog()
        w.attach(log)
        let animator = ManualAnimator()
        n.animator = animator
        n.pushViewController(ViewController(name: "B"))
        n.view.setNeedsLayout()
        w.layoutIfNeeded()
        XCTAssertTrue(animator.complete())
        XCTAssertEqual(log.reports, [])
        XCTAssertEqual(n.children.map(\.name), ["A", "B"])
    }
}
