import XCTest

@testable import ContainerKit

/// Every ``MisuseError/Reason`` case, one sample each: its report is worded (a message and a fix,
/// neither empty), names every node it carries, and belongs to the rule the reason implies. The
/// rule each case must derive is written here, apart from the library's mapping, in a `switch`
/// with no `default`: a new case does not compile until this table says which rule it breaks and
/// gives it a sample.
final class MisuseReasonTests: XCTestCase {
    private typealias Reason = MisuseError.Reason

    /// The rule each case breaks and the case's place in this table.
    private func expectation(_ reason: Reason) -> (rule: Misuse, ordinal: Int) {
        switch reason {
        case .removedWithoutWillMove: (.removeFromParentWithoutWillMove, 0)
        case .missedDidMove: (.missingDidMoveToParent, 1)
        case .unfinishedContainment: (.unfinishedContainment, 2)
        case .childViewUnderOwnedView: (.inconsistentHierarchy, 3)
        case .childViewUnderUnownedView: (.inconsistentHierarchy, 4)
        case .placementViewNotOwned: (.inconsistentHierarchy, 5)
        case .viewUnderUnownedViewButHasParent: (.inconsistentHierarchy, 6)
        case .viewUnderOtherOwner: (.inconsistentHierarchy, 7)
        case .viewPlacedWithoutAddChild: (.inconsistentHierarchy, 8)
        case .containerUnderOtherOwner: (.inconsistentHierarchy, 9)
        case .containerUnderNoController: (.inconsistentHierarchy, 10)
        case .childHasAnotherParent: (.childHasAnotherParent, 11)
        case .directAppearanceCall: (.directAppearanceCall, 12)
        case .unbalancedEndAppearanceTransition: (.unbalancedAppearanceTransition, 13)
        case .missingSuperCall: (.missingSuperCall, 14)
        case .directContainerHookCall: (.directContainerHookCall, 15)
        case .viewCycle: (.viewCycle, 16)
        case .controllerCycle: (.viewCycle, 17)
        case .parentKeptAliveByChild: (.viewCycle, 18)
        case .windowInsideRootController: (.viewCycle, 19)
        case .removalWouldCycle: (.viewCycle, 20)
        case .factoryContentCycle: (.viewCycle, 21)
        case .factoryContentHoldsContainer: (.viewCycle, 22)
        case .containerContentCycle: (.viewCycle, 23)
        case .alreadyInStack: (.controllerAlreadyInStack, 24)
        case .notInStack: (.invalidArgument, 25)
        case .duplicateInStack: (.controllerAlreadyInStack, 26)
        case .viewIsRootOfAnotherController: (.viewIsRootOfAnotherController, 27)
        case .loadViewLeftNoView: (.loadViewLeftNoView, 28)
        case .tornDown: (.tornDown, 29)
        case .missingCellDelegate: (.missingCellDelegate, 30)
        case .unknownState: (.unknownState, 31)
        case .missingAncestor: (.missingAncestor, 32)
        case .deferredChangeRefused: (.reentrantChange, 33)
        case .unacceptableNode: (.unacceptableNode, 34)
        case .insertionOutOfRange: (.insertionOutOfRange, 35)
        case .alreadyPresenting: (.alreadyPresenting, 36)
        case .presentedElsewhere: (.alreadyPresenting, 37)
        case .invalidConstraint: (.invalidConstraint, 38)
        case .unsatisfiableConstraints: (.unsatisfiableConstraints, 39)
        case .requiredPriorityChange: (.requiredPriorityChange, 40)
        case .notAChild: (.invalidArgument, 41)
        case .alreadyAChild: (.invalidArgument, 42)
        case .windowRootCannotBeChild: (.invalidArgument, 43)
        case .childCannotBeWindowRoot: (.invalidArgument, 44)
        case .rootOfAnotherWindow: (.invalidArgument, 45)
        case .presentedCannotBeWindowRoot: (.invalidArgument, 46)
        case .presentationCannotBeChild: (.invalidArgument, 47)
        case .takesPartInPresentation: (.invalidArgument, 48)
        case .isContent: (.invalidArgument, 49)
        case .isListCell: (.invalidArgument, 50)
        case .isWindowRootView: (.invalidArgument, 51)
        case .factoryContentIsWindowRoot: (.invalidArgument, 52)
        case .factoryContentHasParent: (.invalidArgument, 53)
        case .alreadyContent: (.invalidArgument, 54)
        case .notASubview: (.invalidArgument, 55)
        case .negativeInsertionIndex: (.invalidArgument, 56)
        case .insertionNextToItself: (.invalidArgument, 57)
        case .exchangeOutOfRange: (.invalidArgument, 58)
        case .windowAsSubview: (.invalidArgument, 59)
        case .rootViewAlreadyPlaced: (.invalidArgument, 60)
        case .rootViewInUse: (.invalidArgument, 61)
        case .rootViewTypeMismatch: (.invalidArgument, 62)
        case .cannotPresent: (.invalidArgument, 63)
        case .transitionChildNotAChild: (.invalidArgument, 64)
        case .transitionToItself: (.invalidArgument, 65)
        case .transitionViewElsewhere: (.invalidArgument, 66)
        case .notATab: (.invalidArgument, 67)
        case .noTab: (.invalidArgument, 68)
        case .duplicateTab: (.invalidArgument, 69)
        case .onePageAtATime: (.invalidArgument, 70)
        case .swipeReturnedCurrentPage: (.invalidArgument, 71)
        case .swipeReturnedChild: (.invalidArgument, 72)
        case .statelessInStatefulStack: (.invalidArgument, 73)
        case .noSupplementaryColumn: (.invalidArgument, 74)
        case .alreadyAColumn: (.invalidArgument, 75)
        case .arrangedIndexOutOfRange: (.invalidArgument, 76)
        case .unregisteredIdentifier: (.invalidArgument, 77)
        case .reuseTypeMismatch: (.invalidArgument, 78)
        case .rowOutOfRange: (.invalidArgument, 79)
        case .negativeRowCount: (.invalidArgument, 80)
        case .missingContainerProvider: (.invalidArgument, 81)
        case .providerReturnedNil: (.invalidArgument, 82)
        case .factoryCellInUse: (.invalidArgument, 83)
        case .pooledContainerReturned: (.invalidArgument, 84)
        case .containerNotDequeued: (.invalidArgument, 85)
        case .tooManyColumns: (.invalidArgument, 86)
        case .described(let misuse, _, _, _): (misuse, 87)
        case .rootViewUnloaded: (.invalidArgument, 88)
        }
    }

    private static let caseCount = 89

    /// One sample of every case, with distinct node names.
    private static let samples: [Reason] = {
        let inner = MisuseError(.alreadyAChild(child: "Alpha", parent: "Bravo"))
        return [
            .removedWithoutWillMove(child: "Alpha", parent: "Bravo"),
            .missedDidMove(child: "Alpha", parent: "Bravo", event: .willMoveToNil),
            .unfinishedContainment(child: "Alpha", parent: "Bravo", moment: .operationEnded, viewIsPlaced: false),
            .childViewUnderOwnedView(child: "Alpha", owner: "Bravo", parent: "Charlie"),
            .childViewUnderUnownedView(child: "Alpha", superview: "Bravo", parent: "Charlie"),
            .placementViewNotOwned(child: "Alpha", view: "Bravo", owner: "Delta", parent: "Charlie"),
            .viewUnderUnownedViewButHasParent(controller: "Alpha", parent: "Bravo", window: "Win", view: "Charlie"),
            .viewUnderOtherOwner(child: "Alpha", owner: "Bravo", parent: "Charlie", container: nil),
            .viewPlacedWithoutAddChild(controller: "Alpha", owner: "Bravo", strict: false),
            .containerUnderOtherOwner(container: "Alpha", owner: "Bravo", parent: "Charlie"),
            .containerUnderNoController(container: "Alpha", window: "Win", parent: "Charlie"),
            .childHasAnotherParent(child: "Alpha", oldParent: "Bravo", parent: "Charlie"),
            .directAppearanceCall(controller: "Alpha", method: "viewWillAppear(_:)"),
            .unbalancedEndAppearanceTransition(controller: "Alpha"),
            .missingSuperCall(node: "Alpha", type: "ViewController", method: "viewDidLoad()"),
            .directContainerHookCall(container: "Alpha", method: "containerDidLoad()"),
            .viewCycle(view: "Alpha", superview: "Bravo", relation: .descendant),
            .controllerCycle(child: "Alpha", parent: "Bravo", isItself: false),
            .parentKeptAliveByChild(child: "Alpha", parent: "Bravo"),
            .windowInsideRootController(controller: "Alpha", window: "Bravo"),
            .removalWouldCycle(view: "Alpha", parent: "Bravo"),
            .factoryContentCycle(content: "Alpha", container: "Kilo", parent: "Bravo", relation: .keptAlive),
            .factoryContentHoldsContainer(content: "Alpha", container: "Bravo"),
            .containerContentCycle(container: "Kilo", content: "Alpha", parent: "Bravo", relation: .insideView),
            .alreadyInStack(controller: "Alpha", navigation: "Bravo"),
            .notInStack(controller: "Alpha", navigation: "Bravo"),
            .duplicateInStack(controller: "Alpha", navigation: "Bravo"),
            .viewIsRootOfAnotherController(view: "Alpha", owner: "Bravo", controller: "Charlie"),
            .loadViewLeftNoView(controller: "Alpha", type: "ViewController", failure: .readDuringLoad),
            .tornDown(node: "Alpha", type: "View", operation: .add("Alpha", to: "Bravo")),
            .missingCellDelegate(container: "Alpha", contentType: "Cell", delegateType: "D", searched: ["Bravo"]),
            .unknownState(container: "Alpha", state: "x", states: ["a", "b"]),
            .missingAncestor(node: "Alpha", type: "T", searched: ["Bravo", "Charlie"]),
            .deferredChangeRefused(underlying: inner),
            .unacceptableNode(underlying: inner, source: .contentFactory(container: "Kilo"), skipped: nil),
            .insertionOutOfRange(view: "Alpha", superview: "Bravo", position: .index(9), strict: true),
            .alreadyPresenting(presenter: "Alpha", controller: "Bravo", current: "Charlie", currentIsController: false),
            .presentedElsewhere(presenter: "Alpha", controller: "Bravo", presenting: "Charlie", phase: .presented),
            .invalidConstraint(constraint: "Alpha.top == Bravo.top", items: ["Alpha", "Bravo"], problem: .foreignItem),
            .unsatisfiableConstraints(
                broken: "Alpha.width == 10", conflicting: ["Alpha.width == 20", "Alpha.width == 10"], items: ["Alpha"]),
            .requiredPriorityChange(constraint: "Alpha.width == 10", from: "1000", to: "250", items: ["Alpha"]),
            .notAChild(child: "Alpha", parent: "Bravo", operation: .remove),
            .alreadyAChild(child: "Alpha", parent: "Bravo"),
            .windowRootCannotBeChild(controller: "Alpha", window: "Win", parent: "Bravo"),
            .childCannotBeWindowRoot(controller: "Alpha", window: "Win", parent: "Bravo"),
            .rootOfAnotherWindow(controller: "Alpha", other: "Bravo", window: "Win"),
            .presentedCannotBeWindowRoot(controller: "Alpha", window: "Win", presenter: "Bravo"),
            .presentationCannotBeChild(child: "Alpha", parent: "Bravo", role: .presentedBy("Charlie")),
            .takesPartInPresentation(controller: "Alpha", host: "Bravo"),
            .isContent(node: "Alpha", container: "Bravo", operation: .removeFromSuperview("Alpha"), content: .view),
            .isListCell(view: "Alpha", list: "Bravo", operation: .removeFromSuperview("Alpha")),
            .isWindowRootView(view: "Alpha", window: "Win", operation: .removeFromSuperview("Alpha")),
            .factoryContentIsWindowRoot(content: "Alpha", window: "Win", operation: .mount("Alpha", in: "Kilo")),
            .factoryContentHasParent(content: "Alpha", parent: "Bravo", operation: .mount("Alpha", in: "Kilo")),
            .alreadyContent(content: "Alpha", container: "Bravo"),
            .notASubview(view: "Alpha", superview: "Bravo", operation: .bringToFront("Alpha", of: "Bravo")),
            .negativeInsertionIndex(view: "Alpha", superview: "Bravo", index: -1),
            .insertionNextToItself(view: "Alpha", above: true),
            .exchangeOutOfRange(view: "Alpha", index1: 0, index2: 5, count: 2),
            .windowAsSubview(window: "Alpha", superview: "Bravo"),
            .rootViewAlreadyPlaced(view: "Alpha", controller: "Bravo", place: .viewTree),
            .rootViewInUse(view: "Alpha", controller: "Bravo", inContainer: false),
            .rootViewTypeMismatch(view: "Alpha", type: "View", controller: "Bravo", declared: "Label"),
            .rootViewUnloaded(controller: "Alpha"),
            .cannotPresent(presenter: "Alpha", controller: "Bravo", problem: .viewInTree),
            .transitionChildNotAChild(from: "Alpha", to: "Bravo", child: "Alpha", parent: "Charlie"),
            .transitionToItself(child: "Alpha", parent: "Bravo"),
            .transitionViewElsewhere(child: "Alpha", parent: "Bravo"),
            .notATab(controller: "Alpha", tabBar: "Bravo", tapped: true),
            .noTab(tabBar: "Alpha", index: 7),
            .duplicateTab(controller: "Alpha", tabBar: "Bravo"),
            .onePageAtATime(pageController: "Alpha", pages: ["Bravo", "Charlie"]),
            .swipeReturnedCurrentPage(page: "Alpha", pageController: "Bravo"),
            .swipeReturnedChild(page: "Alpha", parent: "Bravo", pageController: "Charlie"),
            .statelessInStatefulStack(controller: "Alpha", navigation: "Bravo"),
            .noSupplementaryColumn(split: "Alpha"),
            .alreadyAColumn(controller: "Alpha", column: "primary", split: "Bravo"),
            .arrangedIndexOutOfRange(view: "Alpha", stack: "Bravo", index: 4, count: 2),
            .unregisteredIdentifier(list: "Alpha", identifier: "cell"),
            .reuseTypeMismatch(list: "Alpha", identifier: "cell", registered: "A", requested: "B"),
            .rowOutOfRange(list: "Alpha", row: 3, count: 2),
            .negativeRowCount(list: "Alpha", count: -1),
            .missingContainerProvider(list: "Alpha"),
            .providerReturnedNil(list: "Alpha", row: 0),
            .factoryCellInUse(cell: "Alpha", list: "Bravo", isTornDown: false),
            .pooledContainerReturned(container: "Alpha", list: "Bravo", row: 0),
            .containerNotDequeued(container: "Alpha", list: "Bravo", row: 0),
            .tooManyColumns(split: "Alpha", columns: 2, controllers: 3),
            .described(.viewCycle, nodes: ["Alpha"], message: "\"Alpha\" loops.", fix: "do not."),
        ]
    }()

    // MIS-1 to MIS-23, PARENT-4 and ARG: every reason is worded, names its nodes, breaks its rule.
    func testEveryReasonIsWordedNamesItsNodesAndDerivesItsRule() {
        let ordinals = Self.samples.map { expectation($0).ordinal }
        XCTAssertEqual(Set(ordinals), Set(0..<Self.caseCount), "one sample of every case")
        XCTAssertEqual(ordinals.count, Self.caseCount, "no case sampled twice")
        for reason in Self.samples {
            let error = MisuseError(reason)
            XCTAssertEqual(error.reason, reason)
            XCTAssertEqual(error.misuse, expectation(reason).rule, "\(reason)")
            XCTAssertFalse(error.message.isEmpty, "\(reason)")
            XCTAssertFalse(error.fix.isEmpty, "\(reason)")
            XCTAssertFalse(error.nodes.isEmpty, "\(reason)")
            for node in error.nodes {
                XCTAssertTrue(error.message.contains(node), "\(reason): the message does not name \"\(node)\"")
            }
            XCTAssertEqual(error.description, "\(error.misuse.label): \(error.message) Fix: \(error.fix)")
        }
    }

    // One fact, one wording: two reports of the same reason are equal, and a report built from the
    // same words with the public initializer equals it.
    func testAReportEqualsOneBuiltFromTheSameWords() {
        for reason in Self.samples {
            let error = MisuseError(reason)
            XCTAssertEqual(error, MisuseError(reason))
            let worded = MisuseError(error.misuse, nodes: error.nodes, message: error.message, fix: error.fix)
            XCTAssertEqual(worded, error)
            XCTAssertEqual(
                worded.reason,
                .described(error.misuse, nodes: error.nodes, message: error.message, fix: error.fix))
        }
    }
}
