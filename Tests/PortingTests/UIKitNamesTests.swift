import ContainerKit
import ContainerKitTesting
import XCTest

// UIKit's, UIContainer's and Reinstate's names that compile with their meaning (the Porting
// article), used as a porting user writes them: `import ContainerKit`, no `@testable`.

@MainActor private final class AvatarView: View {
    private(set) var preparedFrame: Rect?
    let label: String

    override init(frame: Rect) {  // UIKit's pattern: override init(frame:), then required init(name:)
        label = "avatar"
        super.init(frame: frame)
    }

    required init(name: String?) {
        label = "unnamed"
        super.init(name: name)
    }

    override func prepare() {
        super.prepare()
        preparedFrame = frame  // the frame is set before prepare()
    }
}

@MainActor private final class ProfileController: ViewController {
    let userID: Int

    init(userID: Int) {  // UIKit's pattern: super.init(nibName: nil, bundle: nil)
        self.userID = userID
        super.init(nibName: nil, bundle: nil)
        title = "Profile \(userID)"
    }

    required init(name: String?) {  // the recipe for non-optional stored properties
        userID = 0
        super.init(name: name)
    }
}

@MainActor private final class NamedRowView: View {
    private(set) var row = -1
    func show(_ row: Int) { self.row = row }
}

private enum AppWindow: WindowContainerProvider {
    case main
    static func launcher(in container: WindowContainer<AppWindow>) -> ViewController {
        ViewController(name: "launcher")
    }
    func rootViewController(in container: WindowContainer<AppWindow>) -> ViewController {
        ViewController(name: "main")
    }
}

private enum Screen: Hashable { case first, second }

@MainActor private final class Flow: StatefulViewController<Screen> {
    override func childViewController(for state: Screen) -> ViewController {
        ViewController(name: "\(state)")
    }
}

final class UIKitNamesTests: XCTestCase {
    @MainActor func testInitFrameSetsTheFrameBeforePrepareAndCanBeOverridden() async {
        let plain = View(frame: Rect(x: 1, y: 2, width: 30, height: 40))
        XCTAssertEqual(plain.frame, Rect(x: 1, y: 2, width: 30, height: 40))
        let avatar = AvatarView(frame: Rect(x: 0, y: 0, width: 64, height: 64))
        XCTAssertEqual(avatar.preparedFrame, Rect(x: 0, y: 0, width: 64, height: 64))
        XCTAssertEqual(avatar.label, "avatar")
        XCTAssertEqual(avatar.name, "AvatarView")
    }

    @MainActor func testInitNibNameBundleAndTitle() async {
        let profile = ProfileController(userID: 7)
        XCTAssertEqual(profile.userID, 7)
        XCTAssertEqual(profile.title, "Profile 7")
        XCTAssertEqual(profile.name, "ProfileController")
        XCTAssertEqual(ViewController(nibName: "Settings", bundle: nil).name, "Settings")
        XCTAssertNil(ViewController(name: "plain").title)
        XCTAssertEqual(ProfileController(name: "p").userID, 0)
    }

    @MainActor func testIsHiddenIsAFlagOnViewsAndTheVisibilityOfWindows() async {
        let window = Window(name: "W")
        let root = ViewController(name: "root")
        window.rootViewController = root
        XCTAssertTrue(window.isHidden)
        window.isHidden = false
        XCTAssertTrue(window.isVisible)
        XCTAssertFalse(window.isKeyWindow, "isHidden = false shows the window without making it key")
        XCTAssertEqual(root.appearanceState, .appeared)

        let recorder = TraceRecorder()
        window.attach(recorder)
        root.view.isHidden = true  // as in UIKit: no appearance hook
        XCTAssertTrue(root.view.isHidden)
        XCTAssertEqual(recorder.lines, [])
        XCTAssertEqual(root.appearanceState, .appeared)

        window.isHidden = true
        XCTAssertFalse(window.isVisible)
        XCTAssertEqual(root.appearanceState, .disappeared)
    }

    // MIS-12: showing a torn-down window through isHidden is refused, as makeKeyAndVisible() is.
    @MainActor func testMIS12ShowingATornDownWindowThroughIsHiddenIsRefused() async {
        let window = Window(name: "W")
        window.tearDown()
        let report = XCTAssertMisuse(.tornDown, unchanged: [window]) { window.isHidden = false }
        XCTAssertEqual(report?.outcome, .refused)
        XCTAssertTrue(window.isHidden)
    }

    @MainActor func testAlphaTagAndViewWithTag() async {
        let top = View(name: "top"), a = View(name: "a"), b = View(name: "b"), c = View(name: "c")
        top.addSubview(a)
        a.addSubview(b)
        top.addSubview(c)
        XCTAssertEqual(top.alpha, 1)
        a.alpha = 0.5
        c.alpha = 3
        XCTAssertEqual(a.alpha, 0.5)
        XCTAssertEqual(c.alpha, 1)
        XCTAssertEqual(top.tag, 0)
        b.tag = 7
        c.tag = 7
        XCTAssertTrue(top.viewWithTag(7) === b, "depth first, in order: b (under a) before c")
        XCTAssertTrue(top.viewWithTag(0) === top, "the view itself first")
        XCTAssertNil(a.viewWithTag(9))
    }

    @MainActor func testCenterAndConvert() async {
        let window = Window(name: "W")
        window.frame = Rect(x: 0, y: 0, width: 400, height: 800)
        let outer = View(frame: Rect(x: 10, y: 20, width: 200, height: 200))
        let inner = View(frame: Rect(x: 5, y: 5, width: 50, height: 50))
        let other = View(frame: Rect(x: 100, y: 300, width: 10, height: 10))
        window.addSubview(outer)
        outer.addSubview(inner)
        window.addSubview(other)

        XCTAssertEqual(inner.center, Point(x: 30, y: 30))
        inner.center = Point(x: 100, y: 100)
        XCTAssertEqual(inner.frame, Rect(x: 75, y: 75, width: 50, height: 50))

        XCTAssertEqual(inner.convert(Point(x: 1, y: 1), to: nil), Point(x: 86, y: 96))
        XCTAssertEqual(inner.convert(Point(x: 1, y: 1), to: other), Point(x: -14, y: -204))
        XCTAssertEqual(
            inner.convert(Rect(x: 0, y: 0, width: 5, height: 5), to: outer), Rect(x: 75, y: 75, width: 5, height: 5))
        XCTAssertEqual(other.convert(Point(x: 86, y: 96), from: nil), Point(x: -14, y: -204))
        XCTAssertEqual(inner.convert(Point(x: 86, y: 96), from: nil), Point(x: 1, y: 1))

        let otherWindow = Window(name: "W2")
        otherWindow.frame = Rect(x: 1000, y: 0, width: 100, height: 100)
        let far = View(frame: Rect(x: 10, y: 10, width: 10, height: 10))
        otherWindow.addSubview(far)
        XCTAssertEqual(far.convert(Point.zero, to: outer), Point(x: 1000, y: -10), "through the windows' frames")
    }

    @MainActor func testIsKeyWindowFollowsMakeKeyAndVisible() async {
        let first = Window(name: "first"), second = Window(name: "second")
        first.makeKeyAndVisible()
        XCTAssertTrue(first.isKeyWindow)
        second.makeKeyAndVisible()
        XCTAssertFalse(first.isKeyWindow)
        XCTAssertTrue(second.isKeyWindow)
        second.hide()
        XCTAssertFalse(second.isKeyWindow)
    }

    // UIKit code wraps container calls in Objective-C's autoreleasepool(invoking:); without the
    // Objective-C runtime ContainerKit's runs the block, returns its result and rethrows.
    @MainActor func testAutoreleasepoolRunsTheBlock() async {
        let navigation = NavigationController(rootViewController: ViewController(name: "root"))
        let pushed = ViewController(name: "pushed")
        let count = autoreleasepool {
            navigation.pushViewController(pushed, animated: false)
            return navigation.viewControllers.count
        }
        XCTAssertEqual(count, 2)
        XCTAssertTrue(navigation.topViewController === pushed)
        struct Failure: Error {}
        XCTAssertThrowsError(try autoreleasepool { throw Failure() }) { XCTAssertTrue($0 is Failure) }
    }

    @MainActor func testUIContainersWindowContainerName() async throws {
        let window = Window.container(AppWindow.self)
        let container = try XCTUnwrap(window.rootViewController as? WindowContainer<AppWindow>)
        window.makeKeyAndVisible()
        XCTAssertEqual(container.currentRoot?.name, "launcher")
        var done = false
        container.transition(to: .main) { done = true }  // a completion without a Bool
        XCTAssertTrue(done)
        XCTAssertEqual(container.currentRoot?.name, "main")
    }

    @MainActor func testStatefulTransitionsTakeCompletionsWithoutABool() async {
        let window = Window(name: "W")
        let flow = Flow(name: "flow", initialState: .first)
        window.rootViewController = flow
        window.makeKeyAndVisible()
        var calls = 0
        flow.transition(to: .second, animated: false) { calls += 1 }
        XCTAssertEqual(calls, 1)
        XCTAssertEqual(flow.currentState, .second)
    }

    // CELL-1: register(_:) and the typed, non-optional dequeueReusableContainer(_:for:).
    @MainActor func testCELL1TypedDequeueReturnsTheRegisteredType() async {
        let window = Window(name: "W")
        let home = ViewController(name: "home")
        window.rootViewController = home
        window.makeKeyAndVisible()
        let list = ListHost(name: "list")
        list.register(ContainerView<NamedRowView>.self)
        list.containerProvider = { list, row in
            let cell = list.dequeueReusableContainer(ContainerView<NamedRowView>.self, for: row)
            cell.prepare(in: home)
            cell.content?.show(row)
            return cell
        }
        home.view.addSubview(list)
        list.reloadData(numberOfRows: 10, visibleRows: 0..<3)
        list.scroll(toVisible: 3..<6)

        let rows = list.displayedContainers.compactMap { ($0 as? ContainerView<NamedRowView>)?.content?.row }
        XCTAssertEqual(rows, [3, 4, 5])
        XCTAssertEqual(
            list.containersCreated(forReuseIdentifier: ListHost.reuseIdentifier(for: ContainerView<NamedRowView>.self)),
            3)
    }

    // Misuse.invalidArgument: dequeuing a class that was not registered is reported; the answer is a new container
    // that the list did not hand out (no crash).
    @MainActor func testTypedDequeueOfAnUnregisteredClassIsReported() async {
        let list = ListHost(name: "list")
        list.register(ContainerView<NamedRowView>.self)
        list.containerProvider = { _, _ in nil }
        var fallback: ContainerView<View>?
        let report = XCTAssertMisuse(.invalidArgument) {
            fallback = list.dequeueReusableContainer(ContainerView<View>.self, for: 0)
        }
        XCTAssertTrue(report?.message.contains("no container is registered") ?? false, report?.message ?? "")
        XCTAssertNil(fallback?.listHost)
        XCTAssertNil(fallback?.superview)
    }
}
