import ContainerKit
import ContainerKitTesting
import XCTest

// APP-13: size transitions (a window rotated or resized).
//
// Sources:
// - Apple, UIContentContainer.viewWillTransition(to:with:)
//   (https://developer.apple.com/documentation/uikit/uicontentcontainer/viewwilltransition(to:with:)):
//   called "before changing the size of a presented view controller's view"; an override must call
//   super "so that UIKit can forward the size change message appropriately. View controllers
//   forward the size change message to their views and child view controllers. Presentation
//   controllers forward the size change to their presented view controller." The coordinator
//   animates changes along with the transition.
// - Apple, UIContentContainer.willTransition(to:with:) (the trait collection): called before the
//   trait collection changes; traitCollectionDidChange(_:) reports the change afterwards.
// - Apple, size(forChildContentContainer:withParentContainerSize:): the size a parent gives a
//   child; by default the parent's size.
// The order between the trait hook and the size hook, and of frames, traits and layout inside the
// transition, is ContainerKit's policy (LayoutAndTraits.md, APP-13): UIKit documents each as
// coming before its change, and no published log fixes the rest.

/// A controller that notes the sizes and traits it is told about and can act in its hooks.
@MainActor
private class NotingController: ViewController {
    var notes: [String] = []
    var recorderForMarks: TraceRecorder?
    var onViewWillTransition: ((NotingController, any ViewControllerTransitionCoordinator) -> Void)?

    override func viewWillTransition(to size: Size, with coordinator: any ViewControllerTransitionCoordinator) {
        notes.append("size \(Int(size.width))x\(Int(size.height))")
        let recorder = recorderForMarks
        let name = self.name
        coordinator.animate(
            alongsideTransition: { [weak self] context in
                recorder?.mark("\(name).alongside")
                if let self { notes.append("alongside frame \(Int(view.frame.width))x\(Int(view.frame.height))") }
                _ = context
            },
            completion: { _ in recorder?.mark("\(name).completion") })
        onViewWillTransition?(self, coordinator)
        super.viewWillTransition(to: size, with: coordinator)
    }

    /// Gives each child's view this view's bounds, as a UIKit container lays out its children.
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        for child in children where child.view.superview === view { child.view.frame = view.bounds }
    }

    override func willTransition(
        to newCollection: TraitCollection, with coordinator: any ViewControllerTransitionCoordinator
    ) {
        notes.append("traits \(newCollection.verticalSizeClass)")
        super.willTransition(to: newCollection, with: coordinator)
    }
}

/// A controller that takes the size change for itself and does not call super.
@MainActor
private final class SelfishController: NotingController {
    override func viewWillTransition(to size: Size, with coordinator: any ViewControllerTransitionCoordinator) {
        notes.append("size \(Int(size.width))x\(Int(size.height)), not forwarded")
    }
}

/// A parent that gives its children half of its width.
@MainActor
private final class SplittingController: NotingController {
    override func size(forChildContentContainer container: ViewController, withParentContainerSize parentSize: Size)
        -> Size
    {
        Size(width: parentSize.width / 2, height: parentSize.height)
    }
}

final class SizeTransitionTests: XCTestCase {
    /// A visible 390×844 portrait window "W" (compact width, regular height) holding `root`,
    /// recorded once shown and laid out.
    @MainActor private func portraitWindow(_ root: ViewController) -> (Window, TraceRecorder) {
        let window = Window(name: "W")
        window.frame = Rect(x: 0, y: 0, width: 390, height: 844)
        window.systemTraits = TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular)
        window.rootViewController = root
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let recorder = TraceRecorder()
        window.attach(recorder)
        return (window, recorder)
    }

    private static let landscape = TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .compact)

    // APP-13: a rotation reaches the root, is forwarded to its child, then the frames change, the
    // layout runs, and the coordinator's blocks run (alongside, then completion).
    @MainActor func testAPP13_RotationReachesTheRootAndItsChildrenThenFramesLayoutAndBlocks() async {
        let p = NotingController(name: "P"), c = NotingController(name: "C")
        p.addChild(c, into: p.view)
        let (window, recorder) = portraitWindow(p)
        p.recorderForMarks = recorder
        c.recorderForMarks = recorder
        window.simulateRotation()
        XCTAssertTrace(
            recorder, hooks: Set(LifecycleEvent.Hook.allCases).subtracting([.layoutSubviews]),
            equals: [
                "P.viewWillTransitionToSize", "C.viewWillTransitionToSize",
                "P.viewWillLayoutSubviews", "P.viewDidLayoutSubviews",
                "C.viewWillLayoutSubviews", "C.viewDidLayoutSubviews",
                "P.alongside", "C.alongside", "P.completion", "C.completion",
            ])
        XCTAssertEqual(p.notes, ["size 844x390", "alongside frame 844x390"])
        XCTAssertEqual(c.notes, ["size 844x390", "alongside frame 844x390"])
        XCTAssertEqual(window.bounds.size, Size(width: 844, height: 390))
        XCTAssertEqual(p.view.frame, Rect(x: 0, y: 0, width: 844, height: 390))
        XCTAssertEqual(c.view.frame, Rect(x: 0, y: 0, width: 844, height: 390))
        XCTAssertValidTrace(recorder)
    }

    // APP-13: when the size class changes, willTransition(to:with:) first, then
    // viewWillTransition(to:with:), then traitCollectionDidChange, parents first, then layout.
    @MainActor func testAPP13_SizeClassChangeCallsTheTraitHooksInTheDocumentedOrder() async {
        let p = NotingController(name: "P"), c = NotingController(name: "C")
        p.addChild(c, into: p.view)
        let (window, recorder) = portraitWindow(p)
        p.recorderForMarks = recorder
        window.simulateRotation(systemTraits: Self.landscape)
        XCTAssertTrace(
            recorder, subjects: ["P", "C", ""],
            equals: [
                "P.willTransitionToTraitCollection", "C.willTransitionToTraitCollection",
                "P.viewWillTransitionToSize", "C.viewWillTransitionToSize",
                "P.traitCollectionDidChange", "C.traitCollectionDidChange",
                "P.viewWillLayoutSubviews", "P.viewDidLayoutSubviews",
                "C.viewWillLayoutSubviews", "C.viewDidLayoutSubviews",
                "P.alongside", "P.completion",
            ])
        XCTAssertEqual(p.notes, ["traits compact", "size 844x390", "alongside frame 844x390"])
        XCTAssertEqual(c.traitCollection.verticalSizeClass, .compact)
        XCTAssertValidTrace(recorder)
    }

    // APP-13: a presented controller hears of the change from its presenter, after the
    // presenter's children.
    @MainActor func testAPP13_PresentedControllerIsTold() async {
        let p = NotingController(name: "P"), c = NotingController(name: "C"), q = NotingController(name: "Q")
        p.addChild(c, into: p.view)
        let (window, recorder) = portraitWindow(p)
        p.present(q, animated: false)
        window.simulateSizeTransition(to: Size(width: 600, height: 844))
        XCTAssertTrace(
            recorder, hooks: [.viewWillTransitionToSize],
            equals: ["P.viewWillTransitionToSize", "C.viewWillTransitionToSize", "Q.viewWillTransitionToSize"])
        XCTAssertEqual(q.notes.first, "size 600x844")
        XCTAssertEqual(q.view.frame.size, Size(width: 600, height: 844))
    }

    // APP-13: an override that does not call super stops the forwarding, as in UIKit; ContainerKit
    // reports the missing super call (MIS-11) and the rest of the transition goes on.
    @MainActor func testAPP13_OverrideWithoutSuperStopsTheForwarding() async {
        let p = SelfishController(name: "P"), c = NotingController(name: "C")
        p.addChild(c, into: p.view)
        let (window, recorder) = portraitWindow(p)
        XCTAssertMisuse("MIS-11") { window.simulateRotation() }
        XCTAssertEqual(p.notes, ["size 844x390, not forwarded"])
        XCTAssertEqual(c.notes, [], "the child is not told")
        XCTAssertTrace(recorder, hooks: [.viewWillTransitionToSize], equals: [])
        XCTAssertEqual(c.view.frame.size, Size(width: 844, height: 390), "frames follow anyway")
    }

    // APP-13: size(forChildContentContainer:withParentContainerSize:) decides the child's size.
    @MainActor func testAPP13_ParentDecidesTheChildsSize() async {
        let p = SplittingController(name: "P"), c = NotingController(name: "C")
        p.addChild(c, into: p.view)
        let (window, _) = portraitWindow(p)
        window.simulateRotation()
        XCTAssertEqual(c.notes.first, "size 422x390")
    }

    // APP-13: the coordinator: not interactive, its blocks in order, a block added from an
    // alongside block runs at once, and after the end nothing can be added.
    @MainActor func testAPP13_CoordinatorBlocksRunInOrderAndNotAfterTheEnd() async {
        let p = NotingController(name: "P")
        let (window, recorder) = portraitWindow(p)
        var kept: (any ViewControllerTransitionCoordinator)?
        var log: [String] = []
        p.onViewWillTransition = { _, coordinator in
            kept = coordinator
            XCTAssertFalse(coordinator.isInteractive)
            XCTAssertFalse(coordinator.isCancelled)
            XCTAssertTrue(coordinator.isAnimated)
            XCTAssertTrue(coordinator.containerView === window)
            XCTAssertNil(coordinator.viewController(forKey: .from))
            XCTAssertEqual(coordinator.percentComplete, 0)
            coordinator.animate(
                alongsideTransition: { context in
                    log.append("first alongside \(context.percentComplete)")
                    coordinator.animate(
                        alongsideTransition: { _ in log.append("nested alongside") },
                        completion: { _ in log.append("nested completion") })
                },
                completion: { _ in log.append("first completion") })
            coordinator.animate(alongsideTransition: nil, completion: { _ in log.append("second completion") })
        }
        window.simulateRotation()
        XCTAssertEqual(
            log,
            ["first alongside 1.0", "nested alongside", "first completion", "second completion", "nested completion"])
        XCTAssertEqual(kept?.animate(alongsideTransition: { _ in log.append("late") }, completion: nil), false)
        XCTAssertEqual(log.count, 5)
        _ = recorder
    }

    // APP-13, REENT-1: a viewWillTransition that removes a child, and a completion block that adds
    // one: both changes are applied after the size transition, in the order asked.
    @MainActor func testAPP13_HooksAndBlocksThatChangeTheTreeWaitForTheTransition() async {
        let p = NotingController(name: "P"), c = NotingController(name: "C")
        let d = ViewController(name: "D")
        p.addChild(c, into: p.view)
        let (window, recorder) = portraitWindow(p)
        p.onViewWillTransition = { p, coordinator in
            p.removeChild(c)
            coordinator.animate(alongsideTransition: nil) { _ in
                recorder.mark("completion")
                p.addChild(d, into: p.view)
            }
        }
        window.simulateRotation()
        XCTAssertTrace(
            recorder, subjects: ["P", "C", "D", ""],
            hooks: Set(LifecycleEvent.Hook.allCases).subtracting(LifecycleEvent.Hook.layout),
            equals: [
                "P.viewWillTransitionToSize",
                "C.viewWillTransitionToSize",  // still P's child: the removal waits (REENT-1)
                "completion",
                "C.willMove(toParent: nil)", "C.viewWillDisappear",
                "C.traitCollectionDidChange",  // out of the window: the window's traits are gone (TRAIT-1)
                "C.viewDidDisappear", "C.didMove(toParent: nil)",
                "D.willMove(toParent: P)", "D.loadView", "D.viewDidLoad", "D.viewWillAppear",
                "D.traitCollectionDidChange",  // in the window: its traits
                "D.viewIsAppearing", "D.viewDidAppear", "D.didMove(toParent: P)",
            ])
        XCTAssertEqual(p.children.map(\.name), ["D"])
        XCTAssertEqual(d.view.frame.size, Size(width: 844, height: 390))
        XCTAssertValidTrace(recorder)
    }

    // APP-13: the same size and traits change nothing; a torn-down window is refused (MIS-12).
    // APP-13, LIFE-5: the default forwarding nests as UIKit's does (an override's code after super
    // runs after the hooks below it) for the first 64 levels of forwarding on the stack; the
    // forwarding of a deeper controller is deferred to the end of the outermost forwarding (inside
    // the root's super call), so that a deep tree never overflows the stack (policy,
    // LayoutAndTraits article). A chain c0 ... c66: c0 to c64 are called nested; c64's forwarding
    // (to c65) runs after c64 to c1 have returned, before the root's super call returns.
    @MainActor func testAPP13_LIFE5_ForwardingNestsSixtyFourLevelsThenDefers() async {
        final class Marking: ViewController {
            var log: (String) -> Void = { _ in }
            override func viewWillTransition(to size: Size, with coordinator: any ViewControllerTransitionCoordinator) {
                log("will \(name)")
                super.viewWillTransition(to: size, with: coordinator)
                log("after \(name)")
            }
        }
        var log: [String] = []
        let top = Marking(name: "0")
        top.log = { log.append($0) }
        var leaf: ViewController = top
        for index in 1...66 {
            let child = Marking(name: "\(index)")
            child.log = { log.append($0) }
            leaf.addChild(child, into: leaf.view)
            leaf = child
        }
        let window = Window(name: "W")
        window.frame = Rect(x: 0, y: 0, width: 390, height: 844)
        window.rootViewController = top
        window.makeKeyAndVisible()
        window.simulateRotation()
        let nested = (0...64).map { "will \($0)" } + (1...64).reversed().map { "after \($0)" }
        XCTAssertEqual(log, nested + ["will 65", "will 66", "after 66", "after 65", "after 0"])
    }

    @MainActor func testAPP13_NoChangeCallsNothing() async {
        let p = NotingController(name: "P")
        let (window, recorder) = portraitWindow(p)
        window.simulateSizeTransition(to: Size(width: 390, height: 844))
        XCTAssertEqual(recorder.lines, [])
        XCTAssertEqual(p.notes, [])
    }
}
