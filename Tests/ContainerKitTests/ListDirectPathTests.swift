// Needs the test switches (`TestSwitches`): compiled only with CONTAINERKIT_TEST_SWITCHES set.
#if CONTAINERKIT_TEST_SWITCHES
import ContainerKitTesting
import XCTest

@testable import ContainerKit

/// The list's direct path (`Cells/ListHost+DirectPath.swift`): a cell's end of display and a
/// reused cell's remount skip the operation machinery when nothing could tell the difference.
/// These tests replay random scrolls, reloads and data changes twice, once with the direct path
/// and once with it turned off (`TestSwitches.disablesDirectPaths`), and compare after every step
/// the superviews, windows, owners, controller parents, appearance states, pools, visible rows,
/// traits and layout marks, the refusals reported, the hooks of the overriding cells and
/// controllers, and every line every recorder recorded.
final class ListDirectPathTests: XCTestCase {
    // The randomized runs here check their own invariants after every step (and some inject
    // faults that break them on purpose): the per-operation check of the test builds is off.
    override func invokeTest() {
        #if CONTAINERKIT_TEST_SWITCHES
        let saved = MainActor.assumeIsolated { setPerOperationInvariantChecks(false) }
        super.invokeTest()
        MainActor.assumeIsolated { _ = setPerOperationInvariantChecks(saved) }
        #else
        super.invokeTest()
        #endif
    }

    // CELL-1, CELL-2, CELL-4: random scrolls and reloads, nothing recorded.
    @MainActor func testCELL2TheDirectPathChangesWhatTheOperationPathChanges() async {
        compare(recorded: false)
    }

    // CELL-2, TRACE-1, TRACE-3: with recorders on the window, the list, a cell or another window
    // (some runs each), the traces are those of the operation path, line for line.
    @MainActor func testTRACE1TheListsDirectPathRecordsWhatTheOperationPathRecords() async {
        compare(recorded: true)
    }

    /// An overridden hook anywhere in a cell, its content or the list sends its moves down the
    /// operation path; a plain cell takes the direct path.
    @MainActor func testCELL2OverriddenHooksKeepTheOperationPath() async {
        for overriding in [false, true] {
            let (_, home) = makeVisibleWindow(root: ViewController(name: "P"))
            let list = ListHost(name: "list")
            list.register(forReuseIdentifier: "row", as: ControllerContainer<ViewController>.self) {
                ControllerContainer<ViewController>(name: "K")
            }
            list.register(forReuseIdentifier: "hooked", as: ControllerContainer<HookedContent>.self) {
                ControllerContainer<HookedContent>(name: "H")
            }
            var hooks: [String] = []
            list.containerProvider = { list, row in
                if overriding {
                    let cell = list.dequeueReusableContainer(
                        withIdentifier: "hooked", for: row, as: ControllerContainer<HookedContent>.self)
                    cell?.prepare(in: list.owningController)
                    cell?.content?.onHook = { hooks.append($0) }
                    return cell
                }
                let cell = list.dequeueReusableContainer(
                    withIdentifier: "row", for: row, as: ControllerContainer<ViewController>.self)
                cell?.prepare(in: list.owningController)
                return cell
            }
            home.view.addSubview(list)
            list.reloadData(numberOfRows: 10, visibleRows: 0..<2)
            let before = TestSwitches.directListMoves
            for first in 1...5 { list.scroll(toVisible: first..<(first + 2)) }
            // Five rows left and five reused rows were remounted.
            XCTAssertEqual(TestSwitches.directListMoves - before, overriding ? 0 : 10)
            XCTAssertEqual(hooks.count, overriding ? 20 : 0, "each row: willMove and didMove, twice")
        }
    }

    @MainActor private func compare(recorded: Bool) {
        let runs = recorded ? 16 : 24  // recording costs time in debug builds
        compareWithAndWithoutDirectPaths(seed: 0x11_57D1, runs: runs, takenMoreThan: runs * 10) { seed, direct in
            run(seed: seed, direct: direct, recorded: recorded)
        }
    }

    @MainActor private func run(seed: UInt64, direct: Bool, recorded: Bool) -> DifferentialRun {
        let replay = DifferentialReplay(direct: direct)
        defer { replay.end() }
        let directBefore = TestSwitches.directListMoves
        var random = SplitMix64(seed: seed)
        func pick(_ bound: Int) -> Int { Int(random.next() % UInt64(bound)) }
        var hooks: [String] = []
        let window = Window(name: "W"), other = Window(name: "W2")
        window.makeKeyAndVisible()
        let homes = [ViewController(name: "P0"), ViewController(name: "P1")]
        window.rootViewController = homes[0]
        homes[0].addChild(homes[1], into: homes[0].view)
        let list = ListHost(name: "list")
        homes[0].view.addSubview(list)
        var cells: [AnyContainerView] = []
        var contents: [ViewController] = []
        func register() {
            list.register(forReuseIdentifier: "row", as: ControllerContainer<ViewController>.self) {
                let cell = ControllerContainer<ViewController>(name: "K\(cells.count)")
                cells.append(cell)
                return cell
            }
            list.register(forReuseIdentifier: "hooked", as: HookedCell.self) {
                let cell = HookedCell(name: "H\(cells.count)")
                cell.onHook = { hooks.append("\(cell.name).\($0)") }
                cells.append(cell)
                return cell
            }
            list.register(forReuseIdentifier: "note", as: ContainerView<View>.self) {
                let cell = ContainerView<View>(name: "N\(cells.count)")
                cells.append(cell)
                return cell
            }
        }
        register()
        // Rows by kind: plain cells (most), a cell that overrides a hook, a view container, a
        // content controller that overrides hooks, content with a subview.
        let rows = RowKinds((0..<40).map { _ in pick(10) })
        list.containerProvider = { list, row in
            let kind = rows.kinds[row % rows.kinds.count]
            switch kind {
            case 0:
                let cell = list.dequeueReusableContainer(withIdentifier: "hooked", for: row, as: HookedCell.self)
                cell?.prepare(in: list.owningController)
                return cell
            case 1:
                let cell = list.dequeueReusableContainer(
                    withIdentifier: "note", for: row, as: ContainerView<View>.self)
                cell?.prepare(in: list.owningController)
                return cell
            default:
                let cell = list.dequeueReusableContainer(
                    withIdentifier: "row", for: row, as: ControllerContainer<ViewController>.self)
                let make: (() -> ViewController)? =
                    cell?.content != nil && kind != 2
                    ? nil
                    : {
                        let content: ViewController
                        if kind == 3 {
                            let hooked = HookedContent(name: "X\(contents.count)")
                            hooked.onHook = { hooks.append("\(hooked.name).\($0)") }
                            content = hooked
                        } else {
                            content = ViewController(name: "X\(contents.count)")
                        }
                        if kind == 4 { content.view.addSubview(View(name: "\(content.name).sub")) }
                        contents.append(content)
                        return content
                    }
                cell?.prepare(in: list.owningController, content: make)
                return cell
            }
        }
        let recorders = [TraceRecorder(), TraceRecorder()]
        if recorded {
            switch pick(4) {
            case 0: window.attach(recorders[0])
            case 1: list.attach(recorders[0])
            case 2: homes[0].attach(recorders[0])
            default: other.attach(recorders[0])
            }
        }
        var result = DifferentialRun()
        for _ in 0..<60 {
            switch pick(20) {
            case 0..<12:
                let first = list.visibleRows.lowerBound
                let start = pick(3) == 0 ? pick(40) : max(0, first + pick(5) - 2)
                list.scroll(toVisible: start..<(start + 1 + pick(6)))
            case 12, 13:
                list.reloadData(numberOfRows: pick(40), visibleRows: pick(10)..<(10 + pick(10)))
            case 14:
                rows.kinds = (0..<40).map { _ in pick(10) }  // the data changes: rows of other kinds
                list.reloadData(numberOfRows: list.numberOfRows, visibleRows: list.visibleRows)
            case 15:
                if window.isVisible { window.hide() } else { window.makeKeyAndVisible() }
            case 16:
                window.systemTraits = TraitCollection(displayScale: Double(1 + pick(3)))
            case 17:
                // The list moves to another controller's view: cells are prepared there from now on.
                homes[pick(2)].view.addSubview(list)
            case 18:
                recorders[1].detach()
                if recorded, pick(2) == 0, !cells.isEmpty {
                    cells[pick(cells.count)].attach(recorders[1])  // a recorder on one cell
                }
            default:
                if pick(4) == 0 { register() } else { list.scroll(toVisible: list.visibleRows) }
            }
            result.states.append(
                snapshot(list: list, cells: cells, contents: contents, homes: homes) + "\n\(replay.reports)\n\(hooks)"
                    + "\n\(recorders.map(\.events.count))")
        }
        result.states.append(recorders.map { $0.lines.joined(separator: "\n") }.joined(separator: "\n--\n"))
        result.directCount = TestSwitches.directListMoves - directBefore
        for recorder in recorders { recorder.detach() }
        window.rootViewController = nil
        return result
    }

    @MainActor private func snapshot(
        list: ListHost, cells: [AnyContainerView], contents: [ViewController], homes: [ViewController]
    ) -> String {
        func describe(_ view: View) -> String {
            let index = view.superview.map { "\($0.name)#\(view.indexInSuperview)" } ?? "-"
            return
                "\(view.name): in \(index), window \(view.window?.name ?? "-"), owner \(view.owningController?.name ?? "-"), "
                + "traits \(view.traitCollection), insets \(view.safeAreaInsets), marks \(view.layoutFlags.rawValue), "
                + "subviews \(view.subviews.map(\.name)), frame \(view.frame)"
        }
        func describe(_ controller: ViewController) -> String {
            "\(controller.name): parent \(controller.parent?.name ?? "-"), \(controller.appearanceState), "
                + "children \(controller.children.map(\.name)), traits \(controller.traitCollection)"
        }
        let pools = ["row", "hooked", "note"].map {
            "\($0): \(list.pooledContainers(forReuseIdentifier: $0).map(\.name))"
        }
        let views: [View] = [list] + cells + contents.compactMap(\.viewIfLoaded)
        return views.map(describe).joined(separator: "\n") + "\n"
            + (homes + contents).map(describe).joined(separator: "\n")
            + "\nvisible \(list.visibleRows), displayed \(list.displayedContainers.map(\.name)), \(pools)"
            + ", parents \(cells.map { $0.parentController?.name ?? "-" })"
    }
}

/// The kind of each row (the list's data), changed by the test.
@MainActor
private final class RowKinds {
    var kinds: [Int]
    init(_ kinds: [Int]) { self.kinds = kinds }
}

/// A cell that overrides a view hook: its moves take the operation path.
private final class HookedCell: ControllerContainer<ViewController> {
    var onHook: ((String) -> Void)?
    override func willMove(toSuperview newSuperview: View?) {
        super.willMove(toSuperview: newSuperview)
        onHook?("willMove(toSuperview: \(newSuperview?.name ?? "nil"))")
    }
}

/// Content that overrides its containment hooks: its cell's moves take the operation path.
private final class HookedContent: ViewController {
    var onHook: ((String) -> Void)?
    override func willMove(toParent parent: ViewController?) {
        super.willMove(toParent: parent)
        onHook?("willMove(toParent: \(parent?.name ?? "nil"))")
    }
    override func didMove(toParent parent: ViewController?) {
        super.didMove(toParent: parent)
        onHook?("didMove(toParent: \(parent?.name ?? "nil"))")
    }
}
#endif
