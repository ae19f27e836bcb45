import ContainerKit
import ContainerKitTesting
import XCTest

@MainActor
private protocol RowActions: AnyObject {}

@MainActor
private final class HomeController: ViewController, RowActions {}

/// Content that requires a RowActions delegate; counts its instances.
@MainActor
private final class RowController: ViewController, DelegatingContent {
    static var instances = 0
    weak var delegate: (any RowActions)?
    static var delegateRequirement: DelegateRequirement { .required }
    var row = -1
    required init(name: String? = nil) {
        RowController.instances += 1
        super.init(name: name)
    }
}

/// Content whose delegate is optional.
@MainActor
private final class NoteView: View, DelegatingContent {
    weak var delegate: (any RowActions)?
}

private typealias RowContainer = ControllerContainer<RowController>
private typealias NoteContainer = ContainerView<NoteView>

@MainActor
private func makeList(in parent: ViewController, rows: Int, visible: Range<Int>) throws -> ListHost {
    let list = ListHost(name: "list")
    var made = 0
    list.register(forReuseIdentifier: "row", as: RowContainer.self) {
        made += 1
        return RowContainer(name: "K\(made - 1)")
    }
    list.register(forReuseIdentifier: "note", as: NoteContainer.self) {
        made += 1
        return NoteContainer(name: "N\(made - 1)")
    }
    list.containerProvider = { list, row in
        if row.isMultiple(of: 2) {
            guard let cell = list.dequeueReusableContainer(withIdentifier: "row", for: row, as: RowContainer.self)
            else { return nil }
            cell.prepare(
                in: list.owningController,
                content: cell.content == nil ? { () -> RowController in RowController(name: "X\(row)") } : nil)
            cell.content?.row = row
            return cell
        } else {
            guard let cell = list.dequeueReusableContainer(withIdentifier: "note", for: row, as: NoteContainer.self)
            else { return nil }
            cell.prepare(
                in: list.owningController,
                content: cell.content == nil ? { () -> NoteView in NoteView(name: "note\(row)") } : nil)
            return cell
        }
    }
    parent.view.addSubview(list)
    list.reloadData(numberOfRows: rows, visibleRows: visible)
    return list
}

final class ListHostTests: XCTestCase {
    // CELL-1, CELL-2: a pooled container gets prepareForReuse just before it is returned, keeps its
    // content, and its controller leaves the parent at end of display and joins it again on display.
    @MainActor func testCELL1AndCELL2ReuseTrace() async throws {
        let (w, home) = makeVisibleWindow(root: HomeController(name: "P"))
        let list = ListHost(name: "list")
        list.register(forReuseIdentifier: "row", as: RowContainer.self) { RowContainer(name: "K") }
        list.containerProvider = { list, row in
            guard let cell = list.dequeueReusableContainer(withIdentifier: "row", for: row, as: RowContainer.self)
            else { return nil }
            cell.prepare(
                in: list.owningController,
                content: cell.content == nil ? { () -> RowController in RowController(name: "X") } : nil)
            cell.content?.row = row
            return cell
        }
        home.view.addSubview(list)
        let recorder = TraceRecorder()
        w.attach(recorder)
        list.reloadData(numberOfRows: 3, visibleRows: 0..<1)
        // A new container: no prepareForReuse.
        XCTAssertTrace(
            recorder,
            equals: [
                "K.prepare(parent: P)",
                "K.insert(X)",
                "X.willMove(toParent: P)",
                "X.loadView",
                "X.viewDidLoad",
                "X.view.willMove(toSuperview: K)",
                "X.view.didMoveToSuperview",
                "K.didAddSubview(X.view)",
                "X.didMove(toParent: P)",
                "K.containerDidLoad",
                "K.willMove(toWindow: W)",
                "X.view.willMove(toWindow: W)",
                "X.viewWillAppear",
                "K.willMove(toSuperview: list)",
                "X.view.didMoveToWindow",
                "K.didMoveToWindow",
                "K.didMoveToSuperview",
                "list.didAddSubview(K)",
                "X.viewIsAppearing",
                "X.viewDidAppear",
            ])
        let k = try XCTUnwrap(list.container(forRow: 0) as? RowContainer)
        let x = try XCTUnwrap(k.content)

        recorder.removeAll()
        list.scroll(toVisible: 1..<2)
        XCTAssertTrace(
            recorder,
            equals: [
                "X.willMove(toParent: nil)",
                "K.willRemoveSubview(X.view)",
                "X.view.willMove(toSuperview: nil)",
                "X.view.willMove(toWindow: nil)",
                "X.viewWillDisappear",
                "X.view.didMoveToWindow",
                "X.view.didMoveToSuperview",
                "X.viewDidDisappear",
                "X.didMove(toParent: nil)",
                "list.willRemoveSubview(K)",
                "K.willMove(toSuperview: nil)",
                "K.willMove(toWindow: nil)",
                "K.didMoveToWindow",
                "K.didMoveToSuperview",
                "K.prepareForReuse",
                "K.prepare(parent: P)",
                "X.willMove(toParent: P)",
                "X.view.willMove(toSuperview: K)",
                "X.view.didMoveToSuperview",
                "K.didAddSubview(X.view)",
                "X.didMove(toParent: P)",
                "K.containerDidLoad",
                "K.willMove(toWindow: W)",
                "X.view.willMove(toWindow: W)",
                "X.viewWillAppear",
                "K.willMove(toSuperview: list)",
                "X.view.didMoveToWindow",
                "K.didMoveToWindow",
                "K.didMoveToSuperview",
                "list.didAddSubview(K)",
                "X.viewIsAppearing",
                "X.viewDidAppear",
            ])
        XCTAssertTrue(list.container(forRow: 1) === k)
        XCTAssertTrue(k.content === x, "the content is kept, not recreated")
        XCTAssertEqual(x.row, 1)
        XCTAssertEqual(list.containersCreated(forReuseIdentifier: "row"), 1)
        XCTAssertEqual(home.children.map(\.name), ["X"])
    }

    // CELL-2: preparing a reused container re-resolves its parent and refreshes its delegate.
    @MainActor func testCELL2ReusedContainerFindsItsNewParentAndDelegate() async throws {
        let (_, home) = makeVisibleWindow(root: HomeController(name: "home"))
        let list = try makeList(in: home, rows: 10, visible: 0..<1)
        let k = try XCTUnwrap(list.container(forRow: 0) as? RowContainer)
        let x = try XCTUnwrap(k.content)
        XCTAssertTrue(x.delegate === home)
        XCTAssertTrue(x.parent === home)

        list.reloadData(numberOfRows: 0, visibleRows: 0..<0)
        XCTAssertNil(x.parent)
        let other = HomeController(name: "other")
        home.addChild(other, into: home.view)
        other.view.addSubview(list)
        list.reloadData(numberOfRows: 10, visibleRows: 0..<1)
        XCTAssertTrue(list.container(forRow: 0) === k)
        XCTAssertTrue(x.parent === other)
        XCTAssertTrue(x.delegate === other, "the delegate is found again at every prepare")
        XCTAssertTrue(k.parentController === other)
    }

    // CELL-3: required, optional and no delegate.
    @MainActor func testCELL3DelegatesAreResolvedFromTheNearestConformingAncestor() async throws {
        let (_, home) = makeVisibleWindow(root: HomeController(name: "home"))
        let plainParent = ViewController(name: "plain")
        home.addChild(plainParent, into: home.view)

        let note = NoteContainer(name: "N")
        note.prepare(in: plainParent)
        plainParent.view.addSubview(note)
        XCTAssertTrue(note.content?.delegate === home, "the nearest conforming ancestor, past a non-conforming parent")

        let loose = NoteContainer(name: "loose")
        loose.prepare(in: nil)
        XCTAssertNil(loose.content?.delegate, "optional: nil when nobody provides it")

        let plain = ContainerView<View>(name: "V")
        plain.prepare(in: nil)  // content that needs no delegate
        XCTAssertNotNil(plain.content)
    }

    // CELL-3, MIS-13: a required delegate that no ancestor provides is refused and changes nothing.
    @MainActor func testMIS13MissingRequiredDelegateIsRefused() async throws {
        let p = ViewController(name: "P")
        let k = RowContainer(name: "K")
        let recorder = TraceRecorder()
        p.attach(recorder)
        let error = refusal { k.prepare(in: p) }
        XCTAssertEqual(error?.misuse, .missingCellDelegate)
        XCTAssertEqual(error?.nodes, ["K", "K", "P"])
        let message = try XCTUnwrap(error?.message)
        XCTAssertTrue(message.hasPrefix("RowController in \"K\" requires a delegate of type "), message)
        XCTAssertTrue(message.hasSuffix("RowActions, but no ancestor provides one; searched: K → P."), message)
        XCTAssertNil(k.content)
        XCTAssertTrue(p.children.isEmpty)
        XCTAssertNil(k.parentController)
        XCTAssertTrace(recorder, equals: [])
    }

    // CELL-1: bad dequeues are refused with clear errors.
    @MainActor func testCELL1BadDequeuesAreRefused() async throws {
        let list = ListHost(name: "list")
        list.register(NoteContainer.self, forReuseIdentifier: "note")
        list.reloadData(numberOfRows: 0, visibleRows: 0..<0)
        XCTAssertEqual(
            refusal {
                _ = list.dequeueReusableContainer(withIdentifier: "nope", for: 0, as: NoteContainer.self)
            }?.misuse, .invalidArgument)
        XCTAssertEqual(
            refusal {
                _ = list.dequeueReusableContainer(withIdentifier: "note", for: 0, as: RowContainer.self)
            }?.misuse, .invalidArgument)
        XCTAssertEqual(
            refusal {
                _ = list.dequeueReusableContainer(withIdentifier: "note", for: 0, as: NoteContainer.self)
            }?.message, "row 0 is out of range: \"list\" has 0 rows.")
        XCTAssertEqual(list.containersCreated(forReuseIdentifier: "note"), 0)
    }

    // CELL-1: registering an identifier again replaces its type and empties its pool, also right
    // after dequeues for it (the list remembers the registration it looked up last).
    @MainActor func testCELL1RegisteringAgainReplacesTheTypeAndThePoolAfterDequeues() async throws {
        let list = ListHost(name: "list")
        list.register(ContainerView<View>.self, forReuseIdentifier: "cell")
        list.containerProvider = { list, row in
            list.dequeueReusableContainer(withIdentifier: "cell", for: row, as: AnyContainerView.self)
        }
        list.reloadData(numberOfRows: 10, visibleRows: 0..<2)
        list.scroll(toVisible: 2..<3)  // rows 0 and 1 pooled, row 2 takes one of them
        XCTAssertEqual(list.pooledContainers(forReuseIdentifier: "cell").count, 1)
        list.register(NoteContainer.self, forReuseIdentifier: "cell")
        XCTAssertEqual(list.pooledContainers(forReuseIdentifier: "cell").count, 0)
        list.scroll(toVisible: 3..<4)  // row 2's cell is released, row 3 gets a new container
        XCTAssertTrue(list.container(forRow: 3) is NoteContainer, "the new registration's type")
        XCTAssertEqual(list.containersCreated(forReuseIdentifier: "cell"), 1)
        XCTAssertEqual(list.pooledContainers(forReuseIdentifier: "cell").count, 0, "the old cell is not pooled")
        _ = try XCTUnwrap(list.dequeueReusableContainer(withIdentifier: "cell", for: 4, as: NoteContainer.self))
    }

    // CELL-1, CELL-2, CELL-4: 1,000 rows through a window of 10 visible rows.
    @MainActor func testCELL4ThousandRowsThroughTenVisibleRows() async throws {
        let (w, home) = makeVisibleWindow(root: HomeController(name: "home"))
        let list = try makeList(in: home, rows: 1_000, visible: 0..<10)
        let controllersBefore = RowController.instances
        var maxChildren = 0
        for first in 1...990 {
            list.scroll(toVisible: first..<(first + 10))
            maxChildren = max(maxChildren, home.children.count)
            XCTAssertEqual(list.displayedContainers.count, 10)
        }
        XCTAssertEqual(list.visibleRows, 990..<1_000)
        XCTAssertLessThanOrEqual(list.containersCreated(forReuseIdentifier: "row"), 11)
        XCTAssertLessThanOrEqual(list.containersCreated(forReuseIdentifier: "note"), 11)
        XCTAssertLessThanOrEqual(RowController.instances - controllersBefore, 11, "steady state creates no controllers")
        XCTAssertEqual(maxChildren, 5, "only the displayed rows' controllers are children")
        // Every displayed row shows its own data, in order.
        XCTAssertEqual(
            list.displayedContainers.compactMap { ($0 as? RowContainer)?.content?.row }, [990, 992, 994, 996, 998])

        list.reloadData(numberOfRows: 0, visibleRows: 0..<0)
        XCTAssertTrue(home.children.isEmpty, "no hosted controller is left behind")
        for pooled in list.pooledContainers(forReuseIdentifier: "row") {
            XCTAssertNil((pooled as? RowContainer)?.content?.parent)
            XCTAssertEqual((pooled as? RowContainer)?.content?.appearanceState, .disappeared)
        }
        XCTAssertEqual(list.subviews.count, 0)
        XCTAssertTrue(w.isVisible)
    }

    // CELL-1: scrolling up displays rows above, in order.
    @MainActor func testCELL1ScrollingUpAndJumping() async throws {
        let (_, home) = makeVisibleWindow(root: HomeController(name: "home"))
        let list = try makeList(in: home, rows: 100, visible: 50..<53)
        XCTAssertEqual(list.subviews.count, 3)
        list.scroll(toVisible: 48..<51)
        XCTAssertEqual(list.visibleRows, 48..<51)
        XCTAssertEqual(list.displayedContainers.compactMap { ($0 as? RowContainer)?.content?.row }, [48, 50])
        list.scroll(toVisible: 90..<200)  // clamped
        XCTAssertEqual(list.visibleRows, 90..<100)
        XCTAssertTrue(list.subviews.elementsEqual(list.displayedContainers, by: ===))
    }
}

final class ListHostRefusalTests: XCTestCase {
    // CELL-1: bad input to the list is refused with clear errors.
    @MainActor func testCELL1ListRefusesBadInput() async throws {
        let list = ListHost(name: "list")
        XCTAssertEqual(
            refusal { list.reloadData(numberOfRows: -1, visibleRows: 0..<0) }?.message,
            "\"list\" cannot have -1 rows.")
        XCTAssertEqual(
            refusal { list.reloadData(numberOfRows: 3, visibleRows: 0..<1) }?.message,
            "\"list\" has rows to display but no containerProvider.")
        XCTAssertNil(list.container(forRow: 0))

        // A provider that returns a container the list did not dequeue.
        list.register(ContainerView<View>.self, forReuseIdentifier: "cell")
        list.containerProvider = { _, _ in ContainerView<View>(name: "stray") }
        // Found mid-reload: the row is skipped (the reload itself went ahead), reported as MIS-17.
        let stray = XCTAssertMisuse(.unacceptableNode) { list.reloadData(numberOfRows: 3, visibleRows: 0..<1) }
        XCTAssertEqual(stray?.outcome, .reported)
        XCTAssertEqual(
            stray?.message,
            "the containerProvider of \"list\" handed back a node the operation may not take, "
                + "so row 0 is not displayed and the scroll stops there: "
                + "ARG (invalidArgument): the container \"stray\" returned for row 0 was not dequeued from \"list\" for it."
        )
        XCTAssertEqual(list.numberOfRows, 3)
        XCTAssertTrue(list.subviews.isEmpty)
        XCTAssertEqual(list.containersCreated(forReuseIdentifier: "unknown"), 0)
        XCTAssertEqual(list.pooledContainers(forReuseIdentifier: "unknown").count, 0)

        list.tearDown()
        XCTAssertEqual(refusal { list.scroll(toVisible: 0..<1) }?.misuse, .tornDown)
    }

    // CELL-2: a displayed cell is moved only by its list; tearing one down ends display of it and
    // the rows after it, and a pooled one leaves its pool.
    @MainActor func testCELL2CellsBelongToTheirList() async throws {
        let (_, root) = makeVisibleWindow(root: ViewController(name: "R"))
        let list = ListHost(name: "list")
        var made = 0
        list.register(forReuseIdentifier: "cell", as: ContainerView<View>.self) {
            made += 1
            return ContainerView(name: "cell\(made)")
        }
        list.containerProvider = { list, row in
            guard
                let cell = list.dequeueReusableContainer(withIdentifier: "cell", for: row, as: ContainerView<View>.self)
            else { return nil }
            cell.prepare(in: list.owningController)
            return cell
        }
        root.view.addSubview(list)
        list.reloadData(numberOfRows: 10, visibleRows: 0..<4)
        let second = try XCTUnwrap(list.container(forRow: 1))
        XCTAssertEqual(
            refusal { root.view.addSubview(second) }?.message,
            "cannot add \"cell2\" to \"R.view\": it is a cell of list \"list\", which places and pools it.")
        XCTAssertEqual(refusal { second.removeFromSuperview() }?.misuse, .invalidArgument)

        second.tearDown()
        XCTAssertEqual(list.visibleRows, 0..<1, "the rows from the torn-down one on ended display")
        XCTAssertEqual(list.displayedContainers.map(\.name), ["cell1"])
        XCTAssertEqual(list.pooledContainers(forReuseIdentifier: "cell").map(\.name), ["cell4", "cell3"])
        XCTAssertNil(second.listHost)

        let pooled = list.pooledContainers(forReuseIdentifier: "cell")[0]
        pooled.tearDown()
        XCTAssertEqual(list.pooledContainers(forReuseIdentifier: "cell").map(\.name), ["cell3"])
        list.scroll(toVisible: 0..<3)
        XCTAssertEqual(list.displayedContainers.map(\.name), ["cell1", "cell3", "cell5"])
    }

    // MIS-7, LIFE-1: a list holds its pooled cells, so a list whose cells are all pooled (it has no
    // subviews) still cannot be placed inside one of their contents: that would be a cycle.
    @MainActor func testMIS7AListCannotBePlacedInsideItsOwnPooledCell() async throws {
        let root = ViewController(name: "R")
        let list = ListHost(name: "list")
        list.register(forReuseIdentifier: "cell", as: ContainerView<View>.self) { ContainerView(name: "cell") }
        list.containerProvider = { list, row in
            let cell = list.dequeueReusableContainer(withIdentifier: "cell", for: row, as: ContainerView<View>.self)
            cell?.prepare(in: list.owningController) { View(name: "content") }
            return cell
        }
        root.view.addSubview(list)
        list.reloadData(numberOfRows: 1, visibleRows: 0..<1)
        list.scroll(toVisible: 0..<0)
        let pooled = try XCTUnwrap(list.pooledContainers(forReuseIdentifier: "cell").first)
        let content = try XCTUnwrap((pooled as? ContainerView<View>)?.content)
        XCTAssertTrue(list.subviews.isEmpty)
        list.removeFromSuperview()
        let report = XCTAssertMisuse(.viewCycle, unchanged: [list, content.superview ?? content, root.view]) {
            content.addSubview(list)
        }
        XCTAssertEqual(
            report?.message,
            "cannot add \"list\" to \"content\": \"content\" is kept alive through it (a loop through a controller, "
                + "a container or a list), so the tree would contain a cycle.")
        XCTAssertNil(list.superview)
    }
}
