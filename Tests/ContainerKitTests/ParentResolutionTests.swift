import ContainerKit
import ContainerKitTesting
import XCTest

@MainActor
private protocol Themed: AnyObject {}

@MainActor
private final class ThemedController: ViewController, Themed {}

@MainActor
private final class ThemedView: View, Themed {}

/// The owning controller found by walking up, as the spec defines it: the baseline for PARENT-6.
@MainActor
private func naiveOwner(of view: View) -> ViewController? {
    var node: View? = view
    while let current = node {
        if let controller = current.viewController { return controller }
        node = current.superview
    }
    return nil
}

final class ParentResolutionTests: XCTestCase {
    // PARENT-1: root views belong to their controllers; other views, containers included, are transparent.
    @MainActor func testPARENT1EveryViewAnswersItsOwningController() async throws {
        let p = ViewController(name: "P")
        let plain = View(name: "plain"), deep = View(name: "deep")
        p.view.addSubview(plain)
        plain.addSubview(deep)
        let k = ControllerContainer<ViewController>(name: "K")
        k.prepare(in: p) { ViewController(name: "X") }
        plain.addSubview(k)
        let x = try XCTUnwrap(k.content)
        let inside = View(name: "inside")
        x.view.addSubview(inside)

        XCTAssertTrue(p.view.owningController === p)
        XCTAssertTrue(deep.owningController === p)
        XCTAssertTrue(k.owningController === p, "a container answers the controller it sits in, never its content")
        XCTAssertTrue(x.view.owningController === x)
        XCTAssertTrue(inside.owningController === x)
        XCTAssertNil(View(name: "loose").owningController)
    }

    // PARENT-2: the seeds' nesting, at depths 1, 3 and 50 of alternating view and controller containers.
    @MainActor func testPARENT2SeedsNestingAtDepths1And3And50() async throws {
        for depth in [1, 3, 50] {
            let (_, w0) = makeVisibleWindow(root: ViewController(name: "W0"))
            var hostView: View = w0.view  // where the next container goes
            var hostController: ViewController = w0  // the controller the next container is prepared in
            var expectations: [(AnyContainerView, ViewController)] = []
            for level in 0..<depth * 2 {
                if level.isMultiple(of: 2) {
                    let k = ContainerView<View>(name: "view\(level)")
                    k.prepare(in: hostController) { View(name: "content\(level)") }
                    hostView.addSubview(k)
                    expectations.append((k, hostController))
                    hostView = try XCTUnwrap(k.content)
                } else {
                    let k = ControllerContainer<ViewController>(name: "controller\(level)")
                    k.prepare(in: hostController) { ViewController(name: "C\(level)") }
                    hostView.addSubview(k)
                    expectations.append((k, hostController))
                    let content = try XCTUnwrap(k.content)
                    hostController = content
                    hostView = content.view
                }
            }
            for (container, owner) in expectations {
                XCTAssertTrue(
                    container.owningController === owner,
                    "depth \(depth): \(container.name) answers \(container.owningController?.name ?? "nil"), not \(owner.name)"
                )
            }
            // The seeds' names: A and B resolve to W0, C (inside Bc.view) resolves to Bc.
            XCTAssertTrue(expectations[0].0.owningController === w0)
            XCTAssertTrue(expectations[1].0.owningController === w0)
            if depth > 1 { XCTAssertEqual(expectations[2].0.owningController?.name, "C1") }
        }
    }

    // PARENT-3: resolution is live; a detached subtree answers the controller above within it, or nil.
    @MainActor func testPARENT3ResolutionIsLive() async throws {
        let p = ViewController(name: "P"), q = ViewController(name: "Q")
        let branch = View(name: "branch"), leaf = View(name: "leaf")
        branch.addSubview(leaf)
        XCTAssertNil(leaf.owningController)
        p.view.addSubview(branch)
        XCTAssertTrue(leaf.owningController === p)
        q.view.addSubview(branch)
        XCTAssertTrue(leaf.owningController === q)
        branch.removeFromSuperview()
        XCTAssertNil(leaf.owningController, "detached, with no controller above within the subtree")

        let c = ViewController(name: "C")
        branch.addSubview(c.view)
        let inner = View(name: "inner")
        c.view.addSubview(inner)
        XCTAssertMisuse(.inconsistentHierarchy) { p.view.addSubview(branch) }  // C uncontained: MIS-3 (b), placed
        XCTAssertTrue(inner.owningController === c)
        branch.removeFromSuperview()
        XCTAssertTrue(inner.owningController === c, "the controller above within the detached subtree")
        XCTAssertNil(leaf.owningController)
    }

    // PARENT-4: typed lookup by class and by protocol, with and without self, and the ancestors.
    @MainActor func testPARENT4TypedLookupAndAncestors() async throws {
        let (w, root) = makeVisibleWindow(root: ThemedController(name: "themed"))
        let c = ViewController(name: "C")
        root.addChild(c, into: root.view)
        let badge = ThemedView(name: "badge"), leaf = View(name: "leaf")
        c.view.addSubview(badge)
        badge.addSubview(leaf)

        XCTAssertEqual(leaf.ancestors.map(\.name), ["badge", "C.view", "C", "themed.view", "themed", "W"])
        XCTAssertTrue(leaf.ancestor(of: ThemedView.self) === badge)
        XCTAssertTrue(leaf.ancestor(of: ThemedController.self) === root)
        XCTAssertTrue(leaf.ancestor(of: Window.self) === w)
        XCTAssertTrue(leaf.ancestor(of: (any Themed).self) === badge, "by protocol: the nearest")
        XCTAssertTrue(badge.ancestor(of: (any Themed).self) === root, "self is excluded by default")
        XCTAssertTrue(badge.ancestor(of: (any Themed).self, includingSelf: true) === badge)
        XCTAssertTrue(c.ancestor(of: ViewController.self) === root)
        XCTAssertNil(leaf.ancestor(of: ListHost.self))

        // An unplaced child's chain continues to its parent.
        let unplaced = ViewController(name: "unplaced")
        c.addChild(unplaced)
        XCTAssertEqual(unplaced.ancestors.map(\.name), ["C", "themed.view", "themed", "W"])
        XCTAssertTrue(unplaced.ancestor(of: ThemedController.self) === root)
        unplaced.didMove(toParent: c)  // finishes the containment the test began (MIS-19 at release otherwise)
    }

    // PARENT-4: the throwing lookup names the path it searched.
    @MainActor func testPARENT4ThrowingLookupListsThePathSearched() async throws {
        let p = ViewController(name: "P")
        let leaf = View(name: "leaf")
        p.view.addSubview(leaf)
        XCTAssertTrue(try leaf.requireAncestor(of: ViewController.self) === p)
        let error = thrown { () throws(MisuseError) in _ = try leaf.requireAncestor(of: Window.self) }
        XCTAssertEqual(error?.misuse, .missingAncestor)
        XCTAssertEqual(error?.nodes, ["leaf", "P.view", "P"])
        XCTAssertEqual(
            error?.description,
            "PARENT-4 (missingAncestor): no ancestor of \"leaf\" is a Window; searched: P.view → P. Fix: place \"leaf\" under a node of type Window."
        )
    }

    // PARENT-6: the cached owner equals a naive walk after every one of many random moves.
    @MainActor func testPARENT6CachedOwnerMatchesANaiveWalkAfterRandomMoves() async throws {
        var random = SplitMix64(seed: 0xC0FFEE)
        let (w, root) = makeVisibleWindow()
        var controllers: [ViewController] = [root]
        var views: [View] = [root.view]
        for i in 0..<20 {
            let c = ViewController(name: "C\(i)")
            let parent = controllers.randomElement(using: &random)!
            parent.addChild(c)
            c.didMove(toParent: parent)  // finished, not MIS-19
            controllers.append(c)
            views.append(c.view)
        }
        for i in 0..<200 { views.append(View(name: "v\(i)")) }
        var checked = 0
        for _ in 0..<3_000 {
            let view = views.randomElement(using: &random)!
            let target = views.randomElement(using: &random)!
            switch random.next() % 4 {
            case 0: _ = try? withMisuseChecking { view.removeFromSuperview() }
            default:  // refused moves (cycles, MIS-3) change nothing
                _ = try? withMisuseChecking { target.addSubview(view) }
            }
            for candidate in views {
                XCTAssertTrue(candidate.owningController === naiveOwner(of: candidate), "\(candidate.name)")
                checked += 1
            }
        }
        XCTAssertEqual(checked, 3_000 * views.count)
        XCTAssertTrue(w.window === w)
    }

    // MIS-12: a torn-down node answers no ancestors and refuses the throwing lookup.
    @MainActor func testMIS12TornDownNodeRefusesResolution() async throws {
        let p = ViewController(name: "P"), leaf = View(name: "leaf")
        p.view.addSubview(leaf)
        leaf.tearDown()
        XCTAssertNil(leaf.owningController)
        XCTAssertNil(leaf.ancestor(of: ViewController.self))
        let error = thrown { () throws(MisuseError) in _ = try leaf.requireAncestor(of: ViewController.self) }
        XCTAssertEqual(error?.misuse, .tornDown)
    }
}

/// The error a throwing lookup threw, or `nil`.
@MainActor
private func thrown(_ body: () throws(MisuseError) -> Void) -> MisuseError? {
    do {
        try body()
        return nil
    } catch {
        return error
    }
}
