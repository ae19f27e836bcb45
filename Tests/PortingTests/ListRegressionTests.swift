import ContainerKit
import ContainerKitTesting
import XCTest

// The list bugs found by the model checker, as a user meets them: public API only.

@MainActor
private final class RowController: ViewController {}

private typealias RowCell = ControllerContainer<RowController>

/// A list that reads its rows from `willRemoveSubview`, as a subclass keeping an index would.
@MainActor
private final class IndexingList: ListHost {
    var seen: [String] = []
    override func willRemoveSubview(_ subview: View) {
        super.willRemoveSubview(subview)
        seen.append((0..<numberOfRows).map { container(forRow: $0)?.name ?? "-" }.joined(separator: " "))
    }
}

/// A list of `RowCell`s named `K0`, `K1`, … whose content controllers are named `X<row>`.
@MainActor
private func makeRows<L: ListHost>(_ list: L, in home: ViewController, rows: Int, visible: Range<Int>) -> L {
    var made = 0
    list.register(forReuseIdentifier: "row", as: RowCell.self) {
        made += 1
        return RowCell(name: "K\(made - 1)")
    }
    list.containerProvider = { list, row in
        guard let cell = list.dequeueReusableContainer(withIdentifier: "row", for: row, as: RowCell.self) else {
            return nil
        }
        cell.prepare(in: list.owningController, content: cell.content == nil ? { RowController(name: "X\(row)") } : nil)
        return cell
    }
    home.view.addSubview(list)
    list.reloadData(numberOfRows: rows, visibleRows: visible)
    return list
}

@MainActor
private func visibleHome() -> (Window, ViewController) {
    let window = Window(name: "W")
    window.makeKeyAndVisible()
    let home = ViewController(name: "home")
    window.rootViewController = home
    return (window, home)
}

final class ListRegressionTests: XCTestCase {
    // CELL-2: while a row ends display, the list answers for its rows consistently: the leaving
    // row is already gone, the others are still there (it crashed with "Index out of range").
    @MainActor func testCELL2ContainerForRowInsideWillRemoveSubviewDuringAScroll() async throws {
        let (_, home) = visibleHome()
        let list = makeRows(IndexingList(name: "list"), in: home, rows: 4, visible: 1..<4)
        list.scroll(toVisible: 0..<2)
        // Rows 1, 2, 3 showed K0, K1, K2; rows 3 then 2 end display, row 0 reuses K1.
        XCTAssertEqual(list.seen, ["- K0 K1 -", "- K0 - -"])
        XCTAssertEqual(list.visibleRows, 0..<2)
        XCTAssertEqual(list.displayedContainers.map(\.name), ["K1", "K0"])
        XCTAssertEqual(home.children.map(\.name), ["X1", "X2"])
    }

    // MIS-17: a provider that hands back a pooled cell without dequeuing it is refused; the cell
    // stays in its pool, not displayed (it was displayed and pooled at once).
    @MainActor func testMIS17PooledCellReturnedWithoutDequeuingIsRefused() async throws {
        let (_, home) = visibleHome()
        let list = makeRows(ListHost(name: "list"), in: home, rows: 4, visible: 0..<2)
        list.scroll(toVisible: 1..<2)
        let pooled = try XCTUnwrap(list.pooledContainers(forReuseIdentifier: "row").first)
        XCTAssertEqual(pooled.name, "K0")
        let shown = try XCTUnwrap(list.container(forRow: 1))
        list.containerProvider = { _, _ in pooled }
        let recorder = TraceRecorder()
        list.attach(recorder)
        let report = XCTAssertMisuse(.unacceptableNode) { list.scroll(toVisible: 1..<3) }
        XCTAssertEqual(
            report?.description,
            "MIS-17 (unacceptableNode): the containerProvider of \"list\" handed back a node the operation may not take, so row 2 "
                + "is not displayed and the scroll stops there: ARG (invalidArgument): the container \"K0\" returned for row 2 is in "
                + "the pool of \"list\": it was not dequeued for the row. Fix: return a container from "
                + "dequeueReusableContainer(withIdentifier:for:as:).")
        XCTAssertTrace(recorder, equals: [])
        XCTAssertEqual(list.visibleRows, 1..<2)
        XCTAssertTrue(list.container(forRow: 1) === shown)
        XCTAssertNil(pooled.superview)
        XCTAssertEqual(list.pooledContainers(forReuseIdentifier: "row").map(\.name), ["K0"])
        XCTAssertEqual(home.children.map(\.name), ["X1"])
    }

    // LIFE-2: tearing down a list retires its cells' content controllers and takes them out
    // of the list's parent controller, which keeps no torn-down child.
    @MainActor func testLIFE2TornDownListLeavesNoContentControllerInItsParent() async throws {
        let (_, home) = visibleHome()
        let list = makeRows(ListHost(name: "list"), in: home, rows: 6, visible: 0..<3)
        list.scroll(toVisible: 1..<4)
        XCTAssertEqual(home.children.map(\.name), ["X1", "X2", "X0"])
        let contents = home.children
        let recorder = TraceRecorder()
        home.view.attach(recorder)
        list.tearDown()
        XCTAssertEqual(home.children.map(\.name), [])
        XCTAssertTrue(contents.allSatisfy(\.isTornDown))
        XCTAssertTrue(contents.allSatisfy { $0.parent == nil })
        XCTAssertEqual(TraceValidator().validateComplete(recorder.events).map(\.description), [])
        XCTAssertTrace(recorder, containsInOrder: ["X0.willMove(toParent: nil)", "X0.didMove(toParent: nil)"])
    }
}
