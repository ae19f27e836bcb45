/// The misuses that ContainerKit catches, each tied to its rule in the specification.
///
/// The raw value is the rule's ID (`"MIS-7"`). ``invalidArgument`` (`ARG`, documented with the
/// `MIS` rules in the Misuse article) covers bad input that is not a containment misuse (a negative
/// index, a view that is not a subview, a row out of range).
public enum Misuse: String, Sendable, CaseIterable, CustomStringConvertible {
    /// `MIS-1`: `removeFromParent()` without `willMove(toParent: nil)` first (reported).
    case removeFromParentWithoutWillMove = "MIS-1"
    /// `MIS-2`: a child that reaches `willMove(toParent: nil)`, another `addChild` or its own
    /// disappearance without `didMove(toParent:)` since it was added (reported).
    case missingDidMoveToParent = "MIS-2"
    /// `MIS-3`: (a) a child's root view placed under a view its parent does not own (refused); (b) a
    /// controller's root view placed under another controller's view without `addChild` (reported
    /// and placed, as UIKit does; refused in strict mode).
    case inconsistentHierarchy = "MIS-3"
    /// `MIS-4`: `addChild` of a controller that has another parent, in strict mode (refused).
    case childHasAnotherParent = "MIS-4"
    /// `MIS-5`: user code calling an appearance hook directly (reported).
    case directAppearanceCall = "MIS-5"
    /// `MIS-6`: an `endAppearanceTransition()` with no open begin (refused and reported).
    case unbalancedAppearanceTransition = "MIS-6"
    /// `MIS-7`: adding a view to itself or to one of its own descendants.
    case viewCycle = "MIS-7"
    /// `MIS-8`: pushing a controller that is already in a navigation stack (refused).
    case controllerAlreadyInStack = "MIS-8"
    /// `MIS-9`: one view as the root view of two controllers (refused).
    case viewIsRootOfAnotherController = "MIS-9"
    /// `MIS-10`: a `loadView()` override that installs no view (reported).
    case loadViewLeftNoView = "MIS-10"
    /// `MIS-11`: an overridden hook that does not call `super`.
    case missingSuperCall = "MIS-11"
    /// `MIS-12`: changing, or resolving through, a node after it was torn down (`View.tearDown()`,
    /// `ViewController.tearDown()`).
    case tornDown = "MIS-12"
    /// `MIS-13`: content that requires a delegate, prepared where no ancestor provides one (refused).
    case missingCellDelegate = "MIS-13"
    /// `MIS-14`: a transition to a state that a state-driven tab container does not know (refused).
    case unknownState = "MIS-14"
    /// `PARENT-4`: a required ancestor of a given type was not found (the message lists the path).
    case missingAncestor = "PARENT-4"
    /// `MIS-15`: a change requested from a hook that ContainerKit deferred and that was refused when
    /// it was applied.
    case reentrantChange = "MIS-15"
    /// `MIS-16`: user code calling a container hook (`prepare(parent:)`, `insert(_:)`,
    /// `containerDidLoad()`, `prepareForReuse()`) directly (reported; the call does nothing).
    case directContainerHookCall = "MIS-16"
    /// `MIS-17`: a content factory, `loadView()` or hook that hands back a node the operation may
    /// not take: the container itself, an ancestor, a window, a torn-down node, content of another
    /// container, another window's root (refused, as if it had been passed directly).
    case unacceptableNode = "MIS-17"
    /// `MIS-18`: an insertion at an index past the end of the subviews, or next to a "sibling" that
    /// is not a subview (reported and appended, as UIKit does; refused in strict mode).
    case insertionOutOfRange = "MIS-18"
    /// `MIS-19`: a child added with `addChild(_:)` that had not received `didMove(toParent:)` when
    /// its parent next appeared, laid out or changed its children, or when the operation that added
    /// it ended with its view unplaced (reported, once per child).
    case unfinishedContainment = "MIS-19"
    /// `MIS-20`: presenting from a controller that already presents, or presenting a controller
    /// that is presented, being presented or being dismissed (refused: nothing changes; UIKit
    /// logs "Attempt to present ... which is already presenting" and does not present).
    case alreadyPresenting = "MIS-20"
    /// `MIS-21`: activating a constraint whose items have no common ancestor, whose attributes
    /// mix axes, or whose items are not views or layout guides (refused: it stays inactive).
    case invalidConstraint = "MIS-21"
    /// `MIS-22`: a required constraint that cannot hold together with the active ones (reported in
    /// the shape of UIKit's log, with the conflicting constraints; the constraint is broken).
    case unsatisfiableConstraints = "MIS-22"
    /// `MIS-23`: changing an active constraint's priority from required to optional or back
    /// (refused).
    case requiredPriorityChange = "MIS-23"
    /// `ARG`: bad input that no `MIS` rule covers: an index out of range, a view that is not a
    /// subview where one is asked for, an unregistered reuse identifier (refused).
    case invalidArgument = "ARG"

    /// The rule's ID, such as `MIS-7`.
    public var id: String { rawValue }

    /// The case's name as Swift spells it, such as `viewCycle`: the name after the ID in every
    /// report (`MIS-7 (viewCycle): ...`), for `XCTAssertMisuse(.viewCycle)`.
    public var name: String {
        switch self {
        case .removeFromParentWithoutWillMove: "removeFromParentWithoutWillMove"
        case .missingDidMoveToParent: "missingDidMoveToParent"
        case .inconsistentHierarchy: "inconsistentHierarchy"
        case .childHasAnotherParent: "childHasAnotherParent"
        case .directAppearanceCall: "directAppearanceCall"
        case .unbalancedAppearanceTransition: "unbalancedAppearanceTransition"
        case .viewCycle: "viewCycle"
        case .controllerAlreadyInStack: "controllerAlreadyInStack"
        case .viewIsRootOfAnotherController: "viewIsRootOfAnotherController"
        case .loadViewLeftNoView: "loadViewLeftNoView"
        case .missingSuperCall: "missingSuperCall"
        case .tornDown: "tornDown"
        case .missingCellDelegate: "missingCellDelegate"
        case .unknownState: "unknownState"
        case .missingAncestor: "missingAncestor"
        case .reentrantChange: "reentrantChange"
        case .directContainerHookCall: "directContainerHookCall"
        case .unacceptableNode: "unacceptableNode"
        case .insertionOutOfRange: "insertionOutOfRange"
        case .unfinishedContainment: "unfinishedContainment"
        case .alreadyPresenting: "alreadyPresenting"
        case .invalidConstraint: "invalidConstraint"
        case .unsatisfiableConstraints: "unsatisfiableConstraints"
        case .requiredPriorityChange: "requiredPriorityChange"
        case .invalidArgument: "invalidArgument"
        }
    }

    /// The ID and the case's name, `MIS-7 (viewCycle)`: how every report names its rule.
    public var label: String { "\(rawValue) (\(name))" }

    /// Finds a rule by the ID a report shows (`"MIS-7"`, in any letter case), by its case name
    /// (`"viewCycle"`), or by both as a report prints them (`"MIS-7 (viewCycle)"`).
    ///
    /// The initializer fails (`nil`) when no rule has that ID or name.
    ///
    /// - Parameter id: The rule's ID, its case name, or both.
    /// - Complexity: O(*n*) in the number of rules.
    public init?(id: String) {
        let words = id.split(whereSeparator: { $0 == " " || $0 == "(" || $0 == ")" })
        let found: Misuse?
        switch words.count {
        case 1:
            let word = words[0]
            found = Misuse.allCases.first { $0.rawValue == word.uppercased() || $0.name == word }
        case 2:
            found = Misuse.allCases.first { $0.rawValue == words[0].uppercased() && $0.name == words[1] }
        default:
            found = nil
        }
        guard let found else { return nil }
        self = found
    }

    public var description: String { rawValue }
}
