import ContainerKit
import XCTest

// A container written by a user with the public API only, next to the path of ContainerKit's own
// that UIKit documents as the same: the traces must be the same too (one function decides
// every controller's appearance, whichever path reaches it).

/// A container that forwards appearance to its children by hand (`APP-9`), the way Apple asks of
/// a container whose `shouldAutomaticallyForwardAppearanceMethods` is `false`: "you are
/// responsible for telling the child when its views are going to appear or disappear. You do this
/// by calling the child view controller's beginAppearanceTransition(_:animated:) and
/// endAppearanceTransition() methods" (UIViewController.shouldAutomaticallyForwardAppearanceMethods,
/// Apple's documentation). It forwards from its own hooks to the children whose views are in its
/// view.
@MainActor
private final class HandForwardingContainer: ViewController {
    override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    private var shownChildren: [ViewController] {
        guard let root = viewIfLoaded else { return [] }
        return children.filter { $0.viewIfLoaded?.superview.map { $0 === root || $0.isDescendant(of: root) } == true }
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        for child in shownChildren { child.beginAppearanceTransition(true, animated: animated) }
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        for child in shownChildren { child.endAppearanceTransition() }
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        for child in shownChildren { child.beginAppearanceTransition(false, animated: animated) }
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        for child in shownChildren { child.endAppearanceTransition() }
    }
}

final class HandWrittenContainerTests: XCTestCase {
    /// A visible 320×480 window `W` with `root`, recorded from the start.
    @MainActor private func visibleWindow(_ root: ViewController) -> (Window, TraceRecorder) {
        let window = Window(name: "W")
        window.frame = Rect(x: 0, y: 0, width: 320, height: 480)
        let recorder = TraceRecorder()
        window.attach(recorder)
        window.makeKeyAndVisible()
        window.rootViewController = root
        return (window, recorder)
    }

    // VC-6, APP-7: Apple's steps for a custom container ("addChild(_:) ... automatically calls
    // the willMove(toParent:) method"; "it must call the didMove(toParent:) method of the child
    // view controller ... immediately after calling the addChild(_:) method" when there is no
    // transition; "it must call the willMove(toParent:) method ... before calling the
    // removeFromParent() method, passing in a parent value of nil"; "The removeFromParent() method
    // automatically calls the didMove(toParent:)"; UIViewController.willMove(toParent:) and
    // didMove(toParent:), Apple's documentation) give the trace of the one-call helpers
    // `addChild(_:into:)` and `removeChild(_:)`, hook for hook, with the appearance coming from the
    // views' moves in a visible window.
    @MainActor func testVC6_APP7_ContainmentByHandHasTheTraceOfTheOneCallHelpers() async {
        let byHand: [String] = {
            let p = ViewController(name: "P"), c = ViewController(name: "C")
            let (window, recorder) = visibleWindow(p)
            recorder.mark("add")
            p.addChild(c)
            p.view.addSubview(c.view)
            c.didMove(toParent: p)
            recorder.mark("remove")
            c.willMove(toParent: nil)
            c.view.removeFromSuperview()
            c.removeFromParent()
            withExtendedLifetime(window) {}
            return recorder.lines
        }()
        let byHelpers: [String] = {
            let p = ViewController(name: "P"), c = ViewController(name: "C")
            let (window, recorder) = visibleWindow(p)
            recorder.mark("add")
            p.addChild(c, into: p.view)
            recorder.mark("remove")
            p.removeChild(c)
            withExtendedLifetime(window) {}
            return recorder.lines
        }()
        XCTAssertEqual(byHand, byHelpers)
        let add = byHand.drop { $0 != "add" }
        XCTAssertEqual(
            add.filter { $0.hasPrefix("C.") && !$0.contains("Layout") && !$0.contains("layout") },
            [
                // VIEW-1, APP-6: a view without a superview hears of its window first.
                "C.willMove(toParent: P)", "C.loadView", "C.viewDidLoad", "C.view.willMove(toWindow: W)",
                "C.viewWillAppear", "C.view.willMove(toSuperview: P.view)", "C.view.didMoveToWindow",
                "C.view.didMoveToSuperview", "C.viewIsAppearing", "C.viewDidAppear", "C.didMove(toParent: P)",
                "C.willMove(toParent: nil)", "C.view.willMove(toSuperview: nil)", "C.view.willMove(toWindow: nil)",
                "C.viewWillDisappear", "C.view.didMoveToWindow", "C.view.didMoveToSuperview", "C.viewDidDisappear",
                "C.didMove(toParent: nil)",
            ])
    }

    // APP-9: a container that forwards by hand, beginning and ending its child's appearance from
    // its own hooks as Apple asks (see `HandForwardingContainer`), gives its child the appearance
    // hooks that the automatic forwarding gives it, in the same order: when the window shows and
    // hides, and when a full-screen presentation covers the container and its dismissal uncovers
    // it (COMP-10). Only `viewIsAppearing` comes elsewhere (with the child's end, APP-12), so the
    // comparison keeps the four appearance hooks.
    @MainActor func testAPP9_COMP10_HandForwardingGivesTheChildTheHooksOfAutomaticForwarding() async {
        func run(_ parent: ViewController) -> [String] {
            let c = ViewController(name: "C")
            parent.addChild(c, into: parent.view)
            let window = Window(name: "W")
            window.frame = Rect(x: 0, y: 0, width: 320, height: 480)
            window.rootViewController = parent
            let recorder = TraceRecorder()
            window.attach(recorder)
            window.makeKeyAndVisible()
            recorder.mark("cover")
            let f = ViewController(name: "F")
            f.modalPresentationStyle = .fullScreen
            parent.present(f, animated: false)
            recorder.mark("uncover")
            parent.dismiss(animated: false)
            recorder.mark("hide")
            window.isHidden = true
            return recorder.lines(hooks: LifecycleEvent.Hook.appearance.union([.mark]))
        }
        let automatic = run(ViewController(name: "P"))
        let byHand = run(HandForwardingContainer(name: "P"))
        XCTAssertEqual(byHand, automatic)
        XCTAssertEqual(
            automatic,
            [
                "P.viewWillAppear", "C.viewWillAppear", "P.viewDidAppear", "C.viewDidAppear",
                "cover", "P.viewWillDisappear", "C.viewWillDisappear", "F.viewWillAppear", "F.viewDidAppear",
                "P.viewDidDisappear", "C.viewDidDisappear",
                // The dismissal's order of testCOMP10_FullScreenPresentAndDismiss.
                "uncover", "F.viewWillDisappear", "P.viewWillAppear", "C.viewWillAppear", "P.viewDidAppear",
                "C.viewDidAppear", "F.viewDidDisappear",
                "hide", "P.viewWillDisappear", "C.viewWillDisappear", "P.viewDidDisappear", "C.viewDidDisappear",
            ])
    }
}
