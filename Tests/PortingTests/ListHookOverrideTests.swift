import ContainerKit
import ContainerKitTesting
import XCTest

// The list's direct path (profiled) as a user meets it: public API only. A list whose cells,
// contents or list class override hooks behaves exactly as the operation path says (the hooks
// run, in the order of the spec, and requests from them wait, REENT-1); plain cells reach the
// same states whether a recorder watches (operation path) or not (direct path).

/// Content that logs its containment and appearance hooks, and may ask for a scroll from one.
@MainActor
private final class LoggingContent: ViewController {
    var log: (String) -> Void = { _ in }
    var onLeave: (() -> Void)?
    override func willMove(toParent parent: ViewController?) {
        super.willMove(toParent: parent)
        log("\(name).willMove(toParent: \(parent?.name ?? "nil"))")
    }
    override func didMove(toParent parent: ViewController?) {
        super.didMove(toParent: parent)
        log("\(name).didMove(toParent: \(parent?.name ?? "nil"))")
        if parent == nil, let onLeave {
            self.onLeave = nil
            onLeave()
        }
    }
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log("\(name).viewWillAppear")
    }
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        log("\(name).viewDidDisappear")
    }
}

/// A cell that logs its superview moves and reuse.
@MainActor
private final class LoggingCell: ControllerContainer<ViewController> {
    var log: (String) -> Void = { _ in }
    override func willMove(toSuperview newSuperview: View?) {
        super.willMove(toSuperview: newSuperview)
        log("\(name).willMove(toSuperview: \(newSuperview?.name ?? "nil"))")
    }
    override func prepareForReuse() {
        super.prepareForReuse()
        log("\(name).prepareForReuse")
    }
}

/// A list that logs its cells entering and leaving.
@MainActor
private final class LoggingList: ListHost {
    var log: (String) -> Void = { _ in }
    override func didAddSubview(_ subview: View) {
        super.didAddSubview(subview)
        log("list.didAddSubview(\(subview.name))")
    }
    override func willRemoveSubview(_ subview: View) {
        super.willRemoveSubview(subview)
        log("list.willRemoveSubview(\(subview.name))")
    }
}

@MainActor
private func visibleHome() -> (Window, ViewController) {
    let window = Window(name: "W")
    window.makeKeyAndVisible()
    let home = ViewController(name: "P")
    window.rootViewController = home
    return (window, home)
}

/// A list of one-row windows over `rows` rows whose cells host `LoggingContent` named `X`; the
/// provider calls `provided` with each prepared cell. Shows row 0.
@MainActor
private func loggingContentList(
    in home: ViewController, rows: Int,
    provided: @escaping @MainActor (ControllerContainer<LoggingContent>?, Int) -> Void
) -> ListHost {
    let list = ListHost(name: "list")
    list.register(ControllerContainer<LoggingContent>.self, forReuseIdentifier: "row")
    list.containerProvider = { list, row in
        let cell = list.dequeueReusableContainer(
            withIdentifier: "row", for: row, as: ControllerContainer<LoggingContent>.self)
        cell?.prepare(in: list.owningController, content: cell?.content == nil ? { LoggingContent(name: "X") } : nil)
        provided(cell, row)
        return cell
    }
    home.view.addSubview(list)
    list.reloadData(numberOfRows: rows, visibleRows: 0..<1)
    return list
}

final class ListHookOverrideTests: XCTestCase {
    // CELL-2, VC-3, APP-4: overridden hooks of the content, the cell and the list run in the
    // order of the reuse trace, every scroll.
    @MainActor func testCELL2OverriddenHooksRunInTheReuseOrder() async {
        let (window, home) = visibleHome()
        var log: [String] = []
        let list = LoggingList(name: "list")
        list.log = { log.append($0) }
        list.register(forReuseIdentifier: "row", as: LoggingCell.self) {
            let cell = LoggingCell(name: "K")
            cell.log = { log.append($0) }
            return cell
        }
        list.containerProvider = { list, row in
            let cell = list.dequeueReusableContainer(withIdentifier: "row", for: row, as: LoggingCell.self)
            cell?.prepare(
                in: list.owningController, content: cell?.content == nil ? { ViewController(name: "X") } : nil)
            return cell
        }
        home.view.addSubview(list)
        list.reloadData(numberOfRows: 5, visibleRows: 0..<1)
        log.removeAll()
        list.scroll(toVisible: 1..<2)
        XCTAssertEqual(
            log,
            [
                "list.willRemoveSubview(K)", "K.willMove(toSuperview: nil)", "K.prepareForReuse",
                "K.willMove(toSuperview: list)", "list.didAddSubview(K)",
            ])
        XCTAssertEqual(home.children.map(\.name), ["X"])
        XCTAssertTrue(list.window === window)
    }

    // CELL-2, VC-3, APP-3, APP-4: content that overrides its containment and appearance hooks
    // leaves and rejoins its parent with every hook, in order, at every scroll.
    @MainActor func testCELL2OverridingContentGetsEveryHook() async {
        let (window, home) = visibleHome()
        var log: [String] = []
        let list = loggingContentList(in: home, rows: 5) { cell, _ in cell?.content?.log = { log.append($0) } }
        log.removeAll()
        for first in 1...2 { list.scroll(toVisible: first..<(first + 1)) }
        let oneRow = [
            "X.willMove(toParent: nil)", "X.viewDidDisappear", "X.didMove(toParent: nil)",
            "X.willMove(toParent: P)", "X.didMove(toParent: P)", "X.viewWillAppear",
        ]
        XCTAssertEqual(log, oneRow + oneRow)
        XCTAssertEqual(list.visibleRows, 2..<3)
        XCTAssertTrue(list.window === window)
    }

    // REENT-1, CELL-2: a scroll asked for from a content's didMove(toParent: nil) while a row ends
    // display waits until the scroll in progress has finished, then runs.
    @MainActor func testREENT1AScrollAskedForWhileARowEndsDisplayWaits() async {
        let (window, home) = visibleHome()
        var log: [String] = []
        let list = loggingContentList(in: home, rows: 3) { _, row in log.append("provider(\(row))") }
        let content = list.container(forRow: 0).flatMap { ($0 as? ControllerContainer<LoggingContent>)?.content }
        content?.log = { log.append($0) }
        content?.onLeave = { [unowned list] in
            list.scroll(toVisible: 2..<3)
            log.append("asked for 2..<3, visible \(list.visibleRows)")
        }
        log.removeAll()
        list.scroll(toVisible: 1..<2)
        XCTAssertEqual(
            log,
            [
                "X.willMove(toParent: nil)", "X.viewDidDisappear", "X.didMove(toParent: nil)",
                "asked for 2..<3, visible 1..<1",
                "X.willMove(toParent: P)", "X.didMove(toParent: P)", "provider(1)", "X.viewWillAppear",
                // the scroll asked for from the hook, after the first one finished
                "X.willMove(toParent: nil)", "X.viewDidDisappear", "X.didMove(toParent: nil)",
                "X.willMove(toParent: P)", "X.didMove(toParent: P)", "provider(2)", "X.viewWillAppear",
            ])
        XCTAssertEqual(list.visibleRows, 2..<3)
        XCTAssertTrue(list.window === window)
    }

    // CELL-1, CELL-2, CELL-4: plain cells scrolled with a recorder on their window (every move
    // recorded, on the operation path) and without one reach the same states after every scroll.
    @MainActor func testCELL2PlainCellsReachTheSameStatesWatchedOrNot() async {
        func states(watched: Bool) -> [String] {
            let (window, home) = visibleHome()
            let recorder = TraceRecorder()
            if watched { window.attach(recorder) }
            let list = ListHost(name: "list")
            var made = 0
            list.register(forReuseIdentifier: "row", as: ControllerContainer<ViewController>.self) {
                made += 1
                return ControllerContainer<ViewController>(name: "K\(made - 1)")
            }
            list.containerProvider = { list, row in
                let cell = list.dequeueReusableContainer(
                    withIdentifier: "row", for: row, as: ControllerContainer<ViewController>.self)
                cell?.prepare(
                    in: list.owningController, content: cell?.content == nil ? { ViewController(name: "X\(row)") } : nil
                )
                return cell
            }
            home.view.addSubview(list)
            list.reloadData(numberOfRows: 30, visibleRows: 0..<4)
            var states: [String] = []
            for (step, first) in [1, 2, 5, 4, 12, 11, 0, 26, 3].enumerated() {
                if step == 6 { window.hide() }
                if step == 7 { window.makeKeyAndVisible() }
                list.scroll(toVisible: first..<(first + 4))
                let cells = (0..<made).compactMap { index in
                    (list.displayedContainers + list.pooledContainers(forReuseIdentifier: "row")).first {
                        $0.name == "K\(index)"
                    }
                }
                states.append(
                    cells.map { cell in
                        let content = (cell as? ControllerContainer<ViewController>)?.content
                        return "\(cell.name) in \(cell.superview?.name ?? "-") of \(cell.window?.name ?? "-"), "
                            + "\(content?.name ?? "-") parent \(content?.parent?.name ?? "-") "
                            + "\(content.map { "\($0.appearanceState)" } ?? "-") "
                            + "view in \(content?.viewIfLoaded?.superview?.name ?? "-")"
                    }.joined(separator: "; ")
                        + " | visible \(list.visibleRows) children \(home.children.map(\.name)) "
                        + "pool \(list.pooledContainers(forReuseIdentifier: "row").map(\.name))")
            }
            XCTAssertEqual(watched, !recorder.events.isEmpty)
            return states
        }
        XCTAssertEqual(states(watched: false), states(watched: true))
    }
}
