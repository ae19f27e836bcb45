import ContainerKit
import ContainerKitTesting
import XCTest

@MainActor
private final class ProfileView: View {
    var preparedIn: [String] = []
    var controllerHadViewLoadedAlready: Bool?
    override func didBecomeRootView(of controller: ViewController) {
        preparedIn.append(controller.name)
        controllerHadViewLoadedAlready = (controller as? ProfileController)?.didLoad
    }
}

@MainActor
private final class ProfileController: TypedViewController<ProfileView> {
    var didLoad = false
    override func viewDidLoad() {
        super.viewDidLoad()
        didLoad = true
    }
}

@MainActor
private final class CustomRootController: ViewController {
    override func loadView() {
        setView(View(name: "custom"))
    }
}

@MainActor
private final class EmptyLoadController: ViewController {
    override func loadView() {}  // MIS-10: installs nothing
}

final class ViewLoadingTests: XCTestCase {
    // LOAD-1
    @MainActor func testLOAD1ReadingViewLoadsItInsideTheGetter() async throws {
        let c = ViewController(name: "C")
        let recorder = TraceRecorder()
        c.attach(recorder)
        let view: View = c.view
        XCTAssertTrace(recorder, equals: ["C.loadView", "C.viewDidLoad"])
        XCTAssertEqual(view.name, "C.view")
        XCTAssertTrue(view.viewController === c)
    }

    // LOAD-2
    @MainActor func testLOAD2LaterReadsLoadNothing() async throws {
        let c = ViewController(name: "C")
        let recorder = TraceRecorder()
        c.attach(recorder)
        let first: View = c.view
        let second: View = c.view
        c.loadViewIfNeeded()
        XCTAssertTrue(first === second)
        XCTAssertTrace(recorder, equals: ["C.loadView", "C.viewDidLoad"])
    }

    // LOAD-3
    @MainActor func testLOAD3IsViewLoadedAndViewIfLoadedNeverLoad() async throws {
        let c = ViewController(name: "C")
        let recorder = TraceRecorder()
        c.attach(recorder)
        XCTAssertFalse(c.isViewLoaded)
        XCTAssertNil(c.viewIfLoaded)
        XCTAssertTrace(recorder, equals: [])
        c.loadViewIfNeeded()
        XCTAssertTrue(c.isViewLoaded)
        XCTAssertTrue(c.viewIfLoaded === c.view)
        c.loadViewIfNeeded()
        XCTAssertTrace(recorder, equals: ["C.loadView", "C.viewDidLoad"])
    }

    // LOAD-1: a loadView override installs its own view.
    @MainActor func testLOAD1CustomLoadViewInstallsItsView() async throws {
        let c = CustomRootController(name: "C")
        XCTAssertEqual(c.view.name, "custom")
    }

    // LOAD-4: typed root view, created by the default loadView, prepared once before viewDidLoad.
    @MainActor func testLOAD4TypedRootViewIsCreatedAndPreparedBeforeViewDidLoad() async throws {
        let c = ProfileController(name: "profile")
        let recorder = TraceRecorder()
        c.attach(recorder)
        let root: ProfileView = c.rootView  // typed: no cast
        XCTAssertEqual(root.name, "profile.view")
        XCTAssertEqual(root.preparedIn, ["profile"])
        XCTAssertEqual(root.controllerHadViewLoadedAlready, false, "didBecomeRootView(of:) runs before viewDidLoad")
        XCTAssertTrue(c.didLoad)
        _ = c.rootView
        XCTAssertEqual(root.preparedIn, ["profile"], "once")
        XCTAssertTrace(recorder, equals: ["profile.loadView", "profile.viewDidLoad"])
    }

    // LOAD-4: the wrapper turns an existing view into a controller.
    @MainActor func testLOAD4WrapperPresentsAnExistingView() async throws {
        let existing = ProfileView(name: "existing")
        let c = TypedViewController(name: "wrapper", wrapping: existing)
        XCTAssertTrue(c.rootView === existing)
        XCTAssertEqual(existing.preparedIn, ["wrapper"])
        XCTAssertTrue(existing.viewController === c)
    }

    // LOAD-4: a typed controller refuses a root view of another type.
    @MainActor func testLOAD4TypedControllerRefusesAnotherRootViewType() async throws {
        let c = ProfileController(name: "profile")
        let error = refusal { c.setView(View(name: "plain")) }
        XCTAssertEqual(error?.misuse, .invalidArgument)
        XCTAssertEqual(
            error?.message,
            "\"plain\" is a View, but \"profile\" declares its root view as ProfileView.")
        XCTAssertFalse(c.isViewLoaded)
    }

    // LOAD-6
    @MainActor func testLOAD6ViewDidLoadOfAChildAddedFirstSeesItsParent() async throws {
        let p = ProbeController(name: "P"), c = ProbeController(name: "C")
        p.addChild(c)
        XCTAssertFalse(c.isViewLoaded)
        c.loadViewIfNeeded()
        XCTAssertTrue(c.parentSeenInViewDidLoad === p)
        c.didMove(toParent: p)  // finishes the containment the test began (MIS-19 at release otherwise)
    }

    // MIS-9: one view as the root view of two controllers.
    @MainActor func testMIS9OneViewAsRootOfTwoControllersIsRefused() async throws {
        let a = ViewController(name: "A"), b = ViewController(name: "B")
        let shared: View = a.view
        let recorder = TraceRecorder()
        b.attach(recorder)
        let error = refusal { b.setView(shared) }
        XCTAssertEqual(error?.misuse, .viewIsRootOfAnotherController)
        XCTAssertEqual(error?.nodes, ["A.view", "A", "B"])
        XCTAssertEqual(
            error?.description,
            "MIS-9 (viewIsRootOfAnotherController): \"A.view\" is already the root view of \"A\"; it cannot also be the root view of \"B\". "
                + "Fix: give \"B\" a view of its own.")
        XCTAssertFalse(b.isViewLoaded)
        XCTAssertTrue(shared.viewController === a)
        XCTAssertTrace(recorder, equals: [])
    }

    // MIS-10: a loadView override that leaves no view is reported; the controller gets a plain view.
    @MainActor func testMIS10LoadViewThatLeavesNoViewIsReported() async throws {
        let c = EmptyLoadController(name: "C")
        let recorder = TraceRecorder(), log = DiagnosticsLog()
        c.attach(recorder)
        c.attach(log)
        var loaded: View?
        XCTAssertMisuse(.loadViewLeftNoView) { loaded = c.view }
        let view = try XCTUnwrap(loaded)
        XCTAssertEqual(view.name, "C.view")
        XCTAssertTrue(c.view === view)
        XCTAssertEqual(log.reports.map(\.misuse), [.loadViewLeftNoView])
        XCTAssertEqual(
            log.reports.first?.description,
            "MIS-10 (loadViewLeftNoView): EmptyLoadController \"C\" has no root view: loadView() returned without installing a view. "
                + "It got a new View, installed as its root view instead. Fix: assign view (or call setView(_:)) in loadView(), "
                + "or do not override loadView().")
        XCTAssertTrace(recorder, equals: ["C.loadView", "C.viewDidLoad"])
    }

    // setView refuses views that are in a tree, windows, and replacing a placed root view.
    @MainActor func testSetViewRefusesBadViews() async throws {
        let c = ViewController(name: "C"), placed = View(name: "placed"), s = View(name: "S")
        s.addSubview(placed)
        XCTAssertEqual(refusal { c.setView(placed) }?.misuse, .invalidArgument)
        XCTAssertEqual(refusal { c.setView(Window(name: "W")) }?.misuse, .invalidArgument)
        s.addSubview(c.view)
        XCTAssertEqual(refusal { c.setView(View(name: "other")) }?.misuse, .invalidArgument)
        XCTAssertEqual(c.view.name, "C.view")
    }
}
