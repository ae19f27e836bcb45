import ContainerKit
import ContainerKitTesting
import XCTest

/// The two crashes through the public API that issue "Speak UIKit and UIContainer" reported, as a
/// user's code meets them (no @testable).
final class CrashRegressionTests: XCTestCase {
    final class RowView: View {}

    /// A typed controller whose loadView() installs a view of another type.
    final class WrongRootController: TypedViewController<RowView> {
        var loads = 0
        override func loadView() {
            loads += 1
            view = View(name: "wrong")  // not a RowView: refused
        }
    }

    // LOAD-1, LOAD-4, MIS-10: the wrong view is refused, the controller gets a RowView once, and
    // rootView answers it (it used to load again on every read and trap on `as!`).
    @MainActor func testLOAD4TypedControllerWhoseLoadViewInstallsAnotherTypeGetsItsOwnTypeOnce() async {
        var reports: [MisuseError] = []
        withDiagnosticsHandler({ reports.append($0) }) {
            let recorder = TraceRecorder()
            let c = WrongRootController(name: "C")
            c.attach(recorder)

            let root: RowView = c.rootView
            XCTAssertTrue(c.view === root)
            XCTAssertTrue(c.rootView === root)
            XCTAssertEqual(root.name, "C.view")
            XCTAssertEqual(c.loads, 1)
            XCTAssertEqual(recorder.lines, ["C.loadView", "C.viewDidLoad"])
            XCTAssertEqual(reports.map(\.misuse), [.invalidArgument, .loadViewLeftNoView])
            XCTAssertEqual(reports.map(\.outcome), [.refused, .reported])
            XCTAssertEqual(
                reports.last?.message,
                "WrongRootController \"C\" has no root view: loadView() returned without installing a view. "
                    + "It got a new RowView, installed as its root view instead.")
        }
    }

    // CELL-1: registering a container type held as `AnyContainerView.Type` registers the class it
    // refers to (it used to build the base class and trap on `as!`).
    @MainActor func testCELL1RegisteringAMetatypeHeldAsTheBaseType() async throws {
        let registered: AnyContainerView.Type = ContainerView<RowView>.self
        let home = ViewController(name: "home")
        let list = ListHost(name: "list")
        list.register(registered, forReuseIdentifier: "row")
        list.containerProvider = { list, row in
            let cell = list.dequeueReusableContainer(withIdentifier: "row", for: row, as: ContainerView<RowView>.self)
            cell?.prepare(in: list.owningController)
            return cell
        }
        home.view.addSubview(list)
        list.reloadData(numberOfRows: 2, visibleRows: 0..<2)
        let first = try XCTUnwrap(list.container(forRow: 0) as? ContainerView<RowView>)
        XCTAssertNotNil(first.content)
        XCTAssertEqual(list.containersCreated(forReuseIdentifier: "row"), 2)
        // Asking for another type is refused with a clear report, not a trap.
        let report = XCTAssertMisuse(.invalidArgument) {
            XCTAssertNil(
                list.dequeueReusableContainer(
                    withIdentifier: "row", for: 0, as: ControllerContainer<ViewController>.self))
        }
        XCTAssertEqual(
            report?.message,
            "the reuse identifier \"row\" of \"list\" makes ContainerView<RowView>, "
                + "not ControllerContainer<ViewController>.")
    }
}
