// The wording of every misuse report: the only file where a message or a fix is written. Call
// sites build a `MisuseError.Reason` (the facts); this file turns it into words. One fact, one
// wording: two call sites that report the same fact build the same reason.

extension MisuseError.Reason {
    /// The rule the reason breaks.
    public var misuse: Misuse {
        switch self {
        case .removedWithoutWillMove: .removeFromParentWithoutWillMove
        case .missedDidMove: .missingDidMoveToParent
        case .unfinishedContainment: .unfinishedContainment
        case .childViewUnderOwnedView, .childViewUnderUnownedView, .placementViewNotOwned,
            .viewUnderUnownedViewButHasParent, .viewUnderOtherOwner, .viewPlacedWithoutAddChild,
            .containerUnderOtherOwner, .containerUnderNoController:
            .inconsistentHierarchy
        case .childHasAnotherParent: .childHasAnotherParent
        case .directAppearanceCall: .directAppearanceCall
        case .unbalancedEndAppearanceTransition: .unbalancedAppearanceTransition
        case .missingSuperCall: .missingSuperCall
        case .directContainerHookCall: .directContainerHookCall
        case .viewCycle, .controllerCycle, .parentKeptAliveByChild, .windowInsideRootController, .removalWouldCycle,
            .factoryContentCycle, .factoryContentHoldsContainer, .containerContentCycle:
            .viewCycle
        case .alreadyInStack, .duplicateInStack: .controllerAlreadyInStack
        case .viewIsRootOfAnotherController: .viewIsRootOfAnotherController
        case .loadViewLeftNoView: .loadViewLeftNoView
        case .tornDown: .tornDown
        case .missingCellDelegate: .missingCellDelegate
        case .unknownState: .unknownState
        case .missingAncestor: .missingAncestor
        case .deferredChangeRefused: .reentrantChange
        case .unacceptableNode: .unacceptableNode
        case .insertionOutOfRange: .insertionOutOfRange
        case .alreadyPresenting, .presentedElsewhere: .alreadyPresenting
        case .invalidConstraint: .invalidConstraint
        case .unsatisfiableConstraints: .unsatisfiableConstraints
        case .requiredPriorityChange: .requiredPriorityChange
        case .described(let misuse, _, _, _): misuse
        default: .invalidArgument
        }
    }

    /// The names of the nodes involved, in the order the message mentions them.
    public var nodes: [String] {
        switch self {
        case .removedWithoutWillMove(let child, let parent): [child, parent]
        case .missedDidMove(let child, _, _): [child]
        case .unfinishedContainment(let child, let parent, _, _): [child, parent ?? "its parent"]
        case .childViewUnderOwnedView(let child, let owner, let parent): [child, owner, parent]
        case .childViewUnderUnownedView(let child, let superview, let parent): [child, superview, parent]
        case .placementViewNotOwned(let child, let view, _, let parent): (child.map { [$0] } ?? []) + [view, parent]
        case .viewUnderUnownedViewButHasParent(let controller, let parent, _, let view): [controller, parent, view]
        case .viewUnderOtherOwner(let child, let owner, let parent, _): [child, owner] + (parent.map { [$0] } ?? [])
        case .viewPlacedWithoutAddChild(let controller, let owner, _): [controller, owner]
        case .containerUnderOtherOwner(let container, let owner, let parent): [container, owner, parent]
        case .containerUnderNoController(let container, _, let parent): [container, parent]
        case .childHasAnotherParent(let child, let oldParent, let parent): [child, oldParent, parent]
        case .directAppearanceCall(let node, _), .unbalancedEndAppearanceTransition(let node),
            .missingSuperCall(let node, _, _), .directContainerHookCall(let node, _):
            [node]
        case .viewCycle(let view, let superview, _): [view, superview]
        case .controllerCycle(let child, let parent, _), .parentKeptAliveByChild(let child, let parent):
            [child, parent]
        case .windowInsideRootController(let controller, let window): [controller, window]
        case .removalWouldCycle(let view, let parent): [view, parent]
        case .factoryContentCycle(let content, _, let parent, _): [content, parent]
        case .factoryContentHoldsContainer(let content, let container): [content, container]
        case .containerContentCycle(_, let content, let parent, _): [content, parent]
        case .alreadyInStack(let controller, let navigation), .duplicateInStack(let controller, let navigation),
            .notInStack(let controller, let navigation):
            [controller, navigation]
        case .viewIsRootOfAnotherController(let view, let owner, let controller): [view, owner, controller]
        case .loadViewLeftNoView(let controller, _, _): [controller]
        case .tornDown(let node, _, _): [node]
        case .missingCellDelegate(let container, _, _, let searched): [container] + searched
        case .unknownState(let container, _, _): [container]
        case .missingAncestor(let node, _, let searched): [node] + searched
        case .deferredChangeRefused(let underlying), .unacceptableNode(let underlying, _, _): underlying.nodes
        case .insertionOutOfRange(let view, let superview, _, _): [view, superview]
        case .alreadyPresenting(let presenter, let controller, let current, _): [presenter, controller, current]
        case .presentedElsewhere(let presenter, let controller, let presenting, _): [presenter, controller, presenting]
        case .invalidConstraint(_, let items, _), .unsatisfiableConstraints(_, _, let items),
            .requiredPriorityChange(_, _, _, let items):
            items
        case .notAChild(let child, let parent, _), .alreadyAChild(let child, let parent): [child, parent]
        case .windowRootCannotBeChild(let controller, let window, let parent): [controller, window, parent]
        case .childCannotBeWindowRoot(let controller, let window, _): [controller, window]
        case .rootOfAnotherWindow(let controller, let other, let window): [controller, other, window]
        case .presentedCannotBeWindowRoot(let controller, let window, _): [controller, window]
        case .presentationCannotBeChild(let child, let parent, _): [child, parent]
        case .takesPartInPresentation(let controller, let host): [controller, host]
        case .isContent(let node, let container, _, _): [node, container]
        case .isListCell(let view, let list, _): [view, list]
        case .isWindowRootView(let view, let window, _): [view, window]
        case .factoryContentIsWindowRoot(let content, let window, _): [content, window]
        case .factoryContentHasParent(let content, let parent, _): [content, parent]
        case .alreadyContent(let content, let container): [content, container]
        case .notASubview(let view, let superview, _): [view, superview]
        case .negativeInsertionIndex(let view, let superview, _): [view, superview]
        case .insertionNextToItself(let view, _): [view]
        case .exchangeOutOfRange(let view, _, _, _): [view]
        case .windowAsSubview(let window, let superview): [window, superview]
        case .rootViewAlreadyPlaced(let view, let controller, _), .rootViewInUse(let view, let controller, _),
            .rootViewTypeMismatch(let view, _, let controller, _):
            [view, controller]
        case .cannotPresent(let presenter, let controller, _): [presenter, controller]
        case .transitionChildNotAChild(_, _, let child, let parent): [child, parent]
        case .transitionToItself(let child, let parent), .transitionViewElsewhere(let child, let parent):
            [child, parent]
        case .notATab(let controller, let tabBar, _), .duplicateTab(let controller, let tabBar): [controller, tabBar]
        case .noTab(let tabBar, _): [tabBar]
        case .onePageAtATime(let pageController, let pages): [pageController] + pages
        case .swipeReturnedCurrentPage(let page, let pageController): [page, pageController]
        case .swipeReturnedChild(let page, let parent, let pageController): [page, parent, pageController]
        case .statelessInStatefulStack(let controller, let navigation): [controller, navigation]
        case .noSupplementaryColumn(let split), .tooManyColumns(let split, _, _): [split]
        case .rootViewUnloaded(let controller): [controller]
        case .alreadyAColumn(let controller, _, let split): [controller, split]
        case .arrangedIndexOutOfRange(let view, let stack, _, _): [stack, view]
        case .unregisteredIdentifier(let list, _), .reuseTypeMismatch(let list, _, _, _),
            .rowOutOfRange(let list, _, _), .negativeRowCount(let list, _), .missingContainerProvider(let list),
            .providerReturnedNil(let list, _):
            [list]
        case .factoryCellInUse(let cell, let list, _): [cell, list]
        case .pooledContainerReturned(let container, let list, _), .containerNotDequeued(let container, let list, _):
            [container, list]
        case .described(_, let nodes, _, _): nodes
        }
    }

    /// What was refused or reported, and why.
    public var message: String {
        switch self {
        case .removedWithoutWillMove(let child, let parent):
            "\"\(child)\" was removed from \"\(parent)\" without willMove(toParent: nil) first, "
                + "so its moving flags were wrong during the removal."
        case .missedDidMove(let child, let parent, let event):
            "\"\(child)\" reached \(event.words) without didMove(toParent:) since it was added to "
                + "\"\(parent ?? "its parent")\"."
        case .unfinishedContainment(let child, let parent, let moment, let placed):
            "\"\(child)\" was added to \"\(parent ?? "its parent")\" with addChild(_:) and had not received "
                + "didMove(toParent:) when \(moment.words) (its view is \(placed ? "" : "not ")placed): "
                + "the containment was begun and never finished."
        case .childViewUnderOwnedView(let child, let owner, let parent):
            "cannot add \"\(child)\" to \"\(parent)\": its view is under a view owned by \"\(owner)\" (VC-5)."
        case .childViewUnderUnownedView(let child, let superview, let parent):
            "cannot add \"\(child)\" to \"\(parent)\": its view is under \"\(superview)\", which "
                + "no controller owns, so \"\(parent)\" would not be the nearest controller above it (VC-5)."
        case .placementViewNotOwned(let child?, let view, let owner, let parent):
            "cannot place the view of \"\(child)\" into \"\(view)\": that view is owned by "
                + (owner.map { "\"\($0)\"" } ?? "no controller") + ", not by its new parent \"\(parent)\"."
        case .placementViewNotOwned(nil, let view, _, let parent):
            "cannot place a child's view into \"\(view)\": that view is not owned by \"\(parent)\"."
        case .viewUnderUnownedViewButHasParent(let controller, let parent, let window, let view):
            "the view of \"\(controller)\" would be in window \"\(window)\" under \"\(view)\", "
                + "which no controller owns, but \"\(controller)\" has its parent \"\(parent)\" (VC-5)."
        case .viewUnderOtherOwner(let child, let owner, let parent, _):
            "the view of \"\(child)\" would be under a view owned by \"\(owner)\", but \"\(child)\" has "
                + (parent.map { "its parent \"\($0)\"" } ?? "no parent") + " (VC-5)."
        case .viewPlacedWithoutAddChild(let controller, let owner, strict: true):
            "the view of \"\(controller)\" would be placed under a view owned by \"\(owner)\" "
                + "without addChild, and the tree is in strict containment mode."
        case .viewPlacedWithoutAddChild(let controller, let owner, strict: false):
            "the view of \"\(controller)\" was placed under a view owned by \"\(owner)\" without "
                + "addChild, so \"\(owner)\" does not contain \"\(controller)\": its appearance follows its view "
                + "(APP-5), not its parent."
        case .containerUnderOtherOwner(let container, let owner, let parent):
            "cannot prepare \"\(container)\" in \"\(parent)\": it sits under a view owned by \"\(owner)\", "
                + "so its content would not be under its parent's view (VC-5)."
        case .containerUnderNoController(let container, let window, let parent):
            "cannot prepare \"\(container)\" in \"\(parent)\": it is in window \"\(window)\" under no controller, "
                + "so its content would not be under its parent's view (VC-5)."
        case .childHasAnotherParent(let child, let oldParent, let parent):
            "cannot add \"\(child)\" to \"\(parent)\": it is a child of \"\(oldParent)\" "
                + "and the tree is in strict containment mode."
        case .directAppearanceCall(let controller, let method):
            "\(method) was called on \"\(controller)\" by user code; appearance hooks are called by "
                + "ContainerKit only. Nothing was recorded and the appearance state is unchanged."
        case .unbalancedEndAppearanceTransition(let controller):
            "endAppearanceTransition() was called on \"\(controller)\" with no open beginAppearanceTransition(_:animated:)."
        case .missingSuperCall(let node, let type, let method):
            "\(type) \"\(node)\" overrides \(method) without calling super, so ContainerKit could not record it."
        case .directContainerHookCall(let container, let method):
            "\(method) was called on \"\(container)\" by user code; container hooks are called by "
                + "ContainerKit only. Nothing happened."
        case .viewCycle(let view, let superview, let relation):
            "cannot add \"\(view)\" to \"\(superview)\": \"\(superview)\" is \(relation.words), "
                + "so the tree would contain a cycle."
        case .controllerCycle(let child, let parent, let isItself):
            "cannot add \"\(child)\" as a child of \"\(parent)\": \"\(parent)\" is "
                + (isItself ? "itself" : "one of its descendants") + ", so the controllers would form a cycle."
        case .parentKeptAliveByChild(let child, let parent):
            "cannot add \"\(child)\" as a child of \"\(parent)\": \"\(parent)\" is kept alive through \"\(child)\" "
                + "(its view is inside it, or it is inside its content), so the hierarchy would contain a cycle."
        case .windowInsideRootController(let controller, let window):
            "\"\(controller)\" cannot be the root view controller of \"\(window)\": the window is inside it."
        case .removalWouldCycle(let view, let parent):
            "cannot remove \"\(view)\" from its superview: the view of its parent \"\(parent)\" is inside it, "
                + "so the hierarchy would contain a cycle."
        case .factoryContentCycle(let content, let container, let parent, let relation):
            "cannot \(MisuseError.Reason.Operation.mount(content, in: container).words): it would become a child of "
                + "\(relation.words(parent)), so the hierarchy would contain a cycle."
        case .factoryContentHoldsContainer(let content, let container):
            "cannot \(MisuseError.Reason.Operation.mount(content, in: container).words): \"\(container)\" is inside "
                + "it, so the tree would contain a cycle."
        case .containerContentCycle(let container, let content, let parent, let relation):
            "cannot prepare \"\(container)\" in \"\(parent)\": its content \"\(content)\" would become a child of "
                + "\(relation.words(parent)), so the hierarchy would contain a cycle."
        case .alreadyInStack(let controller, let navigation):
            "cannot push \"\(controller)\": it is already in the stack of \"\(navigation)\"."
        case .notInStack(let controller, let navigation):
            "cannot pop to \"\(controller)\": it is not in the stack of \"\(navigation)\"."
        case .duplicateInStack(let controller, let navigation):
            "cannot set the stack of \"\(navigation)\": \"\(controller)\" appears in it twice."
        case .viewIsRootOfAnotherController(let view, let owner, let controller):
            "\"\(view)\" is already the root view of \"\(owner)\"; it cannot also be the root view of \"\(controller)\"."
        case .loadViewLeftNoView(let controller, let type, .readDuringLoad):
            "\(type) \"\(controller)\" has no root view: its view was read inside loadView() before one was "
                + "installed. It got a detached view that is not installed instead."
        case .loadViewLeftNoView(let controller, let type, .nothingInstalled(let installedType)):
            "\(type) \"\(controller)\" has no root view: loadView() returned without installing a view. "
                + "It got a new \(installedType), installed as its root view instead."
        case .tornDown(let node, _, let operation):
            "cannot \(operation.words): \"\(node)\" was torn down."
        case .missingCellDelegate(let container, let contentType, let delegateType, let searched):
            "\(contentType) in \"\(container)\" requires a delegate of type \(delegateType), but no ancestor "
                + "provides one; searched: " + searched.joined(separator: " → ") + "."
        case .unknownState(let container, let state, let states):
            "\"\(container)\" has no tab for the state \(state); its states are "
                + states.joined(separator: ", ") + ". Nothing changed."
        case .missingAncestor(let node, let type, let searched):
            "no ancestor of \"\(node)\" is a \(type); searched: "
                + (searched.isEmpty ? "nothing (it has no ancestors)" : searched.joined(separator: " → ")) + "."
        case .deferredChangeRefused(let underlying):
            "a change requested from a hook was deferred until the operation in progress finished, "
                + "and then refused: \(underlying)"
        case .unacceptableNode(let underlying, let source, let skipped):
            "\(source.words) handed back a node the operation may not take, "
                + (skipped.map { "so \($0.words)" } ?? "so nothing changed")
                + ": \(underlying.misuse.label): \(underlying.message)"
        case .insertionOutOfRange(let view, let superview, let position, strict: true):
            "cannot insert \"\(view)\" into \"\(superview)\" \(position.words): that position does not exist, "
                + "and the tree is in strict containment mode."
        case .insertionOutOfRange(let view, let superview, let position, strict: false):
            "\"\(view)\" was inserted into \"\(superview)\" \(position.appendedWords): that position does not exist, "
                + "so it was appended at the end of the subviews (in front of the others), as UIKit does."
        case .alreadyPresenting(let presenter, let controller, let current, let currentIsController):
            "\"\(presenter)\" cannot present \"\(controller)\": it is already presenting "
                + (currentIsController ? "it" : "\"\(current)\"") + "."
        case .presentedElsewhere(let presenter, let controller, let presenting, let phase):
            "\"\(presenter)\" cannot present \"\(controller)\": it is \(phase.words) by \"\(presenting)\"."
        case .invalidConstraint(let constraint, _, let problem):
            "cannot activate \(constraint): \(problem.words); it stays inactive."
        case .unsatisfiableConstraints(let broken, let conflicting, _):
            "Unable to simultaneously satisfy constraints.\n"
                + "\tProbably at least one of the constraints in the following list is one you don't want.\n"
                + "(\n\(conflicting.map { "    \"\($0)\"" }.joined(separator: ",\n"))\n)\n\n"
                + "Will attempt to recover by breaking constraint \n\(broken)"
        case .requiredPriorityChange(let constraint, let from, let to, _):
            "cannot change the priority of the active constraint \(constraint) from "
                + "\(from) to \(to): a required constraint cannot become optional, "
                + "or an optional one required, while it is active."
        case .notAChild(let child, let parent, _):
            "\"\(child)\" is not a child of \"\(parent)\"."
        case .alreadyAChild(let child, let parent):
            "\"\(child)\" already is a child of \"\(parent)\"."
        case .windowRootCannotBeChild(let controller, let window, let parent):
            "\"\(controller)\" is the root view controller of \"\(window)\"; it cannot become a child of \"\(parent)\"."
        case .childCannotBeWindowRoot(let controller, let window, let parent):
            "\"\(controller)\" cannot be the root view controller of \"\(window)\": it is a child of \"\(parent)\"."
        case .rootOfAnotherWindow(let controller, let other, let window):
            "\"\(controller)\" cannot be the root view controller of \"\(window)\": it is the root of \"\(other)\"."
        case .presentedCannotBeWindowRoot(let controller, let window, let presenter):
            "\"\(controller)\" cannot be the root view controller of \"\(window)\": it is presented by \"\(presenter)\"."
        case .presentationCannotBeChild(let child, let parent, let role):
            "cannot add \"\(child)\" to \"\(parent)\": it \(role.words)."
        case .takesPartInPresentation(let controller, let host):
            "\"\(controller)\" takes part in a presentation, so \"\(host)\" cannot take it as a child."
        case .isContent(let node, let container, let operation, _):
            "cannot \(operation.words): \"\(node)\" is the content of container \"\(container)\"."
        case .isListCell(_, let list, let operation):
            "cannot \(operation.words): it is a cell of list \"\(list)\", which places and pools it."
        case .isWindowRootView(_, let window, let operation):
            "cannot \(operation.words): it is the root view of \"\(window)\"'s root view controller."
        case .factoryContentIsWindowRoot(_, let window, let operation):
            "cannot \(operation.words): it is the root view controller of \"\(window)\"."
        case .factoryContentHasParent(_, let parent, let operation):
            "cannot \(operation.words): it is a child of \"\(parent)\"."
        case .alreadyContent(let content, let container):
            "\"\(content)\" already is the content of \"\(container)\"."
        case .notASubview(let view, let superview, let operation):
            "cannot \(operation.words): \"\(view)\" is not a subview of \"\(superview)\"."
        case .negativeInsertionIndex(let view, let superview, let index):
            "cannot insert \"\(view)\" into \"\(superview)\" at index \(index)."
        case .insertionNextToItself(let view, let above):
            "cannot insert \"\(view)\" \(above ? "above" : "below") itself."
        case .exchangeOutOfRange(let view, let index1, let index2, let count):
            "cannot exchange subviews \(index1) and \(index2) of \"\(view)\": it has \(count) subviews."
        case .windowAsSubview(let window, let superview):
            "cannot add window \"\(window)\" to \"\(superview)\": a window is always the root of its tree."
        case .rootViewAlreadyPlaced(let view, let controller, let place):
            "\"\(view)\" cannot become the root view of \"\(controller)\": it is \(place.words)."
        case .rootViewInUse(let view, let controller, let inContainer):
            "cannot replace the root view of \"\(controller)\" while \"\(view)\" is "
                + (inContainer ? "mounted in a container." : "in a view tree.")
        case .rootViewTypeMismatch(let view, let type, let controller, let declared):
            "\"\(view)\" is a \(type), but \"\(controller)\" declares its root view as \(declared)."
        case .rootViewUnloaded(let controller):
            "the root view of \"\(controller)\" cannot be set to nil: ContainerKit does not unload views."
        case .cannotPresent(let presenter, let controller, let problem):
            "\"\(presenter)\" cannot present \"\(controller)\": \(problem.words)."
        case .transitionChildNotAChild(let from, let to, let child, let parent):
            "cannot transition from \"\(from)\" to \"\(to)\": \"\(child)\" is not a child of "
                + "\"\(parent)\" (children must have a common parent, as UIKit requires)."
        case .transitionToItself(let child, let parent):
            "\"\(parent)\" cannot transition from \"\(child)\" to itself."
        case .transitionViewElsewhere(let child, let parent):
            "cannot transition from \"\(child)\": its view is not in the views of \"\(parent)\"."
        case .notATab(let controller, let tabBar, tapped: true):
            "cannot tap \"\(controller)\": it is not a tab of \"\(tabBar)\"."
        case .notATab(let controller, let tabBar, tapped: false):
            "\"\(controller)\" is not a tab of \"\(tabBar)\"."
        case .noTab(let tabBar, let index):
            "\"\(tabBar)\" has no tab at \(index.map { "index \($0)" } ?? "nil"); nothing changed."
        case .duplicateTab(let controller, let tabBar):
            "\"\(controller)\" appears twice in the tabs of \"\(tabBar)\"."
        case .onePageAtATime(let pageController, let pages):
            "\"\(pageController)\" shows one page at a time; \(pages.count) were given"
                + (pages.isEmpty ? "" : " (" + pages.map { "\"\($0)\"" }.joined(separator: ", ") + ")")
                + ", nothing changed."
        case .swipeReturnedCurrentPage(let page, let pageController):
            "the data source of \"\(pageController)\" returned the page on screen, \"\(page)\"."
        case .swipeReturnedChild(let page, let parent, let pageController):
            "the data source of \"\(pageController)\" returned \"\(page)\", a child of \"\(parent)\"."
        case .statelessInStatefulStack(let controller, let navigation):
            "\"\(controller)\" has no state, so the states of \"\(navigation)\" could not follow its stack (COMP-8)."
        case .noSupplementaryColumn(let split):
            "\"\(split)\" has two columns: it has no supplementary column."
        case .tooManyColumns(let split, let columns, let controllers):
            "\"\(split)\" has \(columns) columns: \(controllers) controllers do not fit; nothing changed."
        case .alreadyAColumn(let controller, let column, let split):
            "\"\(controller)\" already is the \(column) column of \"\(split)\"."
        case .arrangedIndexOutOfRange(let view, let stack, let index, let count):
            "cannot arrange \"\(view)\" at \(index) in \"\(stack)\", which arranges \(count) views."
        case .unregisteredIdentifier(let list, let identifier):
            "no container is registered in \"\(list)\" for the reuse identifier \"\(identifier)\"."
        case .reuseTypeMismatch(let list, let identifier, let registered, let requested):
            "the reuse identifier \"\(identifier)\" of \"\(list)\" makes \(registered), not \(requested)."
        case .rowOutOfRange(let list, let row, let count):
            "row \(row) is out of range: \"\(list)\" has \(count) rows."
        case .negativeRowCount(let list, let count):
            "\"\(list)\" cannot have \(count) rows."
        case .missingContainerProvider(let list):
            "\"\(list)\" has rows to display but no containerProvider."
        case .providerReturnedNil(let list, let row):
            "it answered nil for row \(row) of \"\(list)\"."
        case .factoryCellInUse(let cell, let list, let isTornDown):
            "\"\(list)\" cannot use \"\(cell)\": it is \(isTornDown ? "torn down" : "already placed or another list's cell")."
        case .pooledContainerReturned(let container, let list, let row):
            "the container \"\(container)\" returned for row \(row) is in the pool of \"\(list)\": it was "
                + "not dequeued for the row."
        case .containerNotDequeued(let container, let list, let row):
            "the container \"\(container)\" returned for row \(row) was not dequeued from \"\(list)\" for it."
        case .described(_, _, let message, _):
            message
        }
    }

    /// The likely fix.
    public var fix: String {
        switch self {
        case .removedWithoutWillMove:
            "call willMove(toParent: nil) before removeFromParent(), or use removeChild(_:)."
        case .missedDidMove:
            "call didMove(toParent:) after placing a child's view, or use addChild(_:into:)."
        case .unfinishedContainment(let child, let parent, _, _):
            "place the view of \"\(child)\" in the view of \"\(parent ?? "its parent")\", then call "
                + "didMove(toParent:) on \"\(child)\"; or add it with addChild(_:into:), which does all of it."
        case .childViewUnderOwnedView(let child, let owner, _):
            "remove the view of \"\(child)\" from its superview first, or add it to \"\(owner)\"."
        case .childViewUnderUnownedView(let child, let superview, let parent):
            "remove the view of \"\(child)\" from \"\(superview)\" first, or use "
                + "addChild(_:into:) to place it in a view of \"\(parent)\"."
        case .placementViewNotOwned(_, _, _, let parent):
            "pass the root view of \"\(parent)\" or a view inside it that no other controller owns."
        case .viewUnderUnownedViewButHasParent(_, let parent, _, _):
            "place it inside the view of \"\(parent)\"."
        case .viewUnderOtherOwner(let child, let owner, let parent, let container):
            if let container, let parent {
                "prepare \"\(container)\" in \"\(owner)\" (prepare(in:content:)) before placing it there, "
                    + "or place it inside the view of \"\(parent)\"."
            } else {
                "add \"\(child)\" as a child of \"\(owner)\" first, or place its view inside its parent's view."
            }
        case .viewPlacedWithoutAddChild(_, let owner, _):
            "call addChild(_:into:) on \"\(owner)\" instead of adding the view directly."
        case .containerUnderOtherOwner(_, let owner, let parent):
            "prepare the container in \"\(owner)\", or move it under a view of \"\(parent)\" first."
        case .containerUnderNoController(_, _, let parent):
            "place the container inside a view of \"\(parent)\" first, or prepare it before placing it."
        case .childHasAnotherParent(_, let oldParent, _):
            "remove it from \"\(oldParent)\" first (removeChild(_:)), or use the UIKit-compatible policy."
        case .directAppearanceCall:
            "use beginAppearanceTransition(_:animated:) and endAppearanceTransition() to drive a child."
        case .unbalancedEndAppearanceTransition:
            "call endAppearanceTransition() once for every beginAppearanceTransition(_:animated:)."
        case .missingSuperCall(_, _, let method):
            "call super.\(method) in the override."
        case .directContainerHookCall:
            "prepare the container with prepare(in:content:) or init(in:content:); call remove() to unmount it."
        case .viewCycle(let view, _, _):
            "add \"\(view)\" to a view outside its own subtree."
        case .controllerCycle(let child, _, _):
            "add \"\(child)\" to a controller outside its own subtree."
        case .parentKeptAliveByChild(let child, let parent):
            "take \"\(parent)\" out of \"\(child)\" first."
        case .windowInsideRootController:
            "pass a controller outside the window."
        case .removalWouldCycle(let view, let parent):
            "take the view of \"\(parent)\" out of \"\(view)\" first."
        case .factoryContentCycle:
            "create a controller outside the parent's ancestors in the factory."
        case .factoryContentHoldsContainer:
            "create a controller that does not hold the container."
        case .containerContentCycle:
            "prepare the container in a controller outside its content."
        case .alreadyInStack:
            "pop back to it with popToViewController(_:animated:), or push a new controller."
        case .notInStack:
            "pass a controller of viewControllers."
        case .duplicateInStack:
            "put each controller in the stack once."
        case .viewIsRootOfAnotherController(_, _, let controller):
            "give \"\(controller)\" a view of its own."
        case .loadViewLeftNoView:
            "assign view (or call setView(_:)) in loadView(), or do not override loadView()."
        case .tornDown(_, let type, _):
            "create a new \(type) instead of reusing a torn-down one."
        case .missingCellDelegate(_, _, let delegateType, _):
            "make an ancestor (for example the parent controller) conform to \(delegateType), "
                + "or declare the delegate optional."
        case .unknownState:
            "list every state when creating the tab container."
        case .missingAncestor(let node, let type, _):
            "place \"\(node)\" under a node of type \(type)."
        case .deferredChangeRefused:
            "request only changes that are valid once the current operation is done."
        case .unacceptableNode(let underlying, _, _):
            underlying.fix
        case .insertionOutOfRange(_, let superview, _, _):
            "pass an index within the subviews, or a sibling that is a subview of \"\(superview)\"."
        case .alreadyPresenting(_, _, let current, _):
            "present from the top of the chain (\"\(current)\", or its presentedViewController), "
                + "or dismiss first and present in the completion."
        case .presentedElsewhere:
            "present a controller that takes part in no presentation, or wait for the dismissal's completion."
        case .invalidConstraint(_, _, let problem):
            problem.fix
        case .unsatisfiableConstraints:
            "look at each constraint listed and remove or lower the priority of the one you don't expect "
                + "(ContainerKit always breaks the constraint that made the set unsatisfiable: the last one added)."
        case .requiredPriorityChange:
            "deactivate the constraint, change its priority, then activate it again; or use 999 instead of required."
        case .notAChild(_, _, .remove):
            "call removeChild(_:) on the child's parent."
        case .notAChild(_, _, .replace):
            "pass one of its children."
        case .alreadyAChild:
            "add a controller only once; removeChild(_:) it first to add it again."
        case .windowRootCannotBeChild(_, let window, _):
            "set the rootViewController of \"\(window)\" to another controller (or nil) first."
        case .childCannotBeWindowRoot(_, _, let parent):
            "remove it from \"\(parent)\" first."
        case .rootOfAnotherWindow(_, let other, _):
            "set the root view controller of \"\(other)\" to another controller (or nil) first."
        case .presentedCannotBeWindowRoot, .takesPartInPresentation:
            "dismiss it first."
        case .presentationCannotBeChild:
            "dismiss the presentation first."
        case .isContent(_, let container, _, .controller):
            "call remove() on \"\(container)\" first, or prepare the container in another parent."
        case .isContent(_, let container, _, .view):
            "call remove() on \"\(container)\" first, or move the container instead."
        case .isListCell(_, let list, _):
            "let \"\(list)\" display it, or use a container that no list created."
        case .isWindowRootView(_, let window, _):
            "set the rootViewController of \"\(window)\" instead."
        case .factoryContentIsWindowRoot:
            "create a new controller in the factory."
        case .factoryContentHasParent(_, let parent, _):
            "create a new controller in the factory, or remove it from \"\(parent)\" first."
        case .alreadyContent:
            "create new content in the factory, or prepare without a factory to keep it."
        case .notASubview(_, let superview, _):
            "pass one of the subviews of \"\(superview)\"."
        case .negativeInsertionIndex:
            "pass an index between 0 and the number of subviews."
        case .insertionNextToItself:
            "pass a sibling other than the view being inserted."
        case .exchangeOutOfRange(_, _, _, let count):
            "pass indices between 0 and \(count - 1)."
        case .windowAsSubview(_, let superview):
            "add the window's content to \"\(superview)\", or use a plain View."
        case .rootViewAlreadyPlaced:
            "pass a view that has no superview."
        case .rootViewInUse(let view, _, _):
            "remove \"\(view)\" from its place first."
        case .rootViewTypeMismatch(_, _, let controller, _):
            "pass a view of the type \"\(controller)\" declares."
        case .rootViewUnloaded:
            "keep the view (a controller that loads a new one is a new controller), or assign another view."
        case .cannotPresent(_, _, let problem):
            problem.fix
        case .transitionChildNotAChild(_, _, _, let parent):
            "addChild(_:) both controllers to \"\(parent)\" first."
        case .transitionToItself:
            "pass two different children."
        case .transitionViewElsewhere:
            "place the child's view in this controller's view first."
        case .notATab(_, _, tapped: true):
            "tap one of viewControllers."
        case .notATab(_, _, tapped: false):
            "pass one of viewControllers."
        case .noTab:
            "pass an index of viewControllers, or one of them."
        case .duplicateTab:
            "put each controller in the tabs once."
        case .onePageAtATime:
            "pass exactly one controller."
        case .swipeReturnedCurrentPage:
            "return the page before or after it, or nil at the end."
        case .swipeReturnedChild:
            "return a controller that has no parent (remove it from its parent first)."
        case .statelessInStatefulStack:
            "use transition(to:animated:completion:)."
        case .noSupplementaryColumn:
            "create it with style .tripleColumn, or set the primary or secondary column."
        case .tooManyColumns(_, let columns, _):
            "pass at most \(columns) controllers, one per column."
        case .alreadyAColumn:
            "set that column to nil first."
        case .arrangedIndexOutOfRange(_, _, _, let count):
            "pass an index from 0 to \(count)."
        case .unregisteredIdentifier:
            "call register(_:forReuseIdentifier:) first."
        case .reuseTypeMismatch(_, _, let registered, _):
            "dequeue as \(registered)."
        case .rowOutOfRange(_, _, let count):
            "dequeue for a row between 0 and \(count - 1)."
        case .negativeRowCount:
            "pass 0 or more rows."
        case .missingContainerProvider:
            "set containerProvider before reloadData(numberOfRows:visibleRows:)."
        case .providerReturnedNil:
            "return a container for every row."
        case .factoryCellInUse:
            "create a new container in the factory."
        case .pooledContainerReturned, .containerNotDequeued:
            "return a container from dequeueReusableContainer(withIdentifier:for:as:)."
        case .described(_, _, _, let fix):
            fix
        }
    }
}

extension MisuseError.Reason.ContainmentEvent {
    var words: String {
        switch self {
        case .ownDisappearance: "its own disappearance"
        case .willMoveToNil: "willMove(toParent: nil)"
        case .addition(let parent): "being added to \"\(parent)\""
        }
    }
}

extension MisuseError.Reason.UnfinishedMoment {
    var words: String {
        switch self {
        case .parentBeganToAppear(let parent): "\"\(parent)\" began to appear"
        case .parentLaidOut(let parent): "\"\(parent)\" laid out its views"
        case .parentChangedChildren(let parent): "\"\(parent)\" changed its children"
        case .parentReleased(let parent): "\"\(parent)\" was released"
        case .operationEnded: "the operation that added it ended"
        case .testEnded: "the test ended"
        }
    }
}

extension MisuseError.Reason.CycleRelation {
    var words: String {
        switch self {
        case .itself: "itself"
        case .descendant: "one of its own descendants"
        case .keptAlive: "kept alive through it (a loop through a controller, a container or a list)"
        }
    }
}

extension MisuseError.Reason.ControllerRelation {
    func words(_ parent: String) -> String {
        switch self {
        case .itself: "\"\(parent)\", itself"
        case .keptAlive: "\"\(parent)\", a controller it keeps alive"
        case .insideView: "\"\(parent)\", a controller inside its own view"
        }
    }
}

extension MisuseError.Reason.NodeSource {
    var words: String {
        switch self {
        case .listFactory(let list, let identifier): "the factory registered in \"\(list)\" for \"\(identifier)\""
        case .containerProvider(let list): "the containerProvider of \"\(list)\""
        case .contentFactory(let container): "the content factory of \"\(container)\""
        case .loadView(let controller): "the loadView() of \"\(controller)\""
        }
    }
}

extension MisuseError.Reason.SkippedStep {
    var words: String {
        switch self {
        case .rowNotDisplayed(let row): "row \(row) is not displayed and the scroll stops there"
        case .childNotAdded(let child, let parent): "\"\(child)\" was not added to \"\(parent)\""
        case .contentNotMounted(let content, let container): "\"\(content)\" was not mounted in \"\(container)\""
        case .windowHasNoRoot(let window): "\"\(window)\" has no root view controller"
        }
    }
}

extension MisuseError.Reason.InsertionPosition {
    var words: String {
        switch self {
        case .index(let index): "at index \(index)"
        case .nextTo(let sibling, let above): "\(above ? "above" : "below") \"\(sibling)\""
        }
    }

    /// The position in the report of an insertion made as an append.
    var appendedWords: String {
        switch self {
        case .index: words
        case .nextTo: words + ", which is not one of its subviews"
        }
    }
}

extension MisuseError.Reason.PresentationPhase {
    var words: String {
        switch self {
        case .presented: "presented"
        case .beingPresented: "being presented"
        case .beingDismissed: "being dismissed"
        }
    }
}

extension MisuseError.Reason.PresentationRole {
    var words: String {
        switch self {
        case .presentedBy(let presenter): "is presented by \"\(presenter)\""
        case .presents(let presented): "presents \"\(presented)\""
        }
    }
}

extension MisuseError.Reason.PresentationProblem {
    var words: String {
        switch self {
        case .itself: "a controller cannot present itself"
        case .isChild(let parent): "it is a child of \"\(parent)\""
        case .presents(let presented): "it presents \"\(presented)\""
        case .viewInTree: "its view is in a view tree"
        case .presenterNotInWindow: "its view is not in a window hierarchy"
        }
    }

    var fix: String {
        switch self {
        case .itself: "present another controller."
        case .isChild: "remove it from its parent first."
        case .presents: "dismiss it first."
        case .viewInTree: "remove its view first."
        case .presenterNotInWindow: "present from a controller whose view is in a window."
        }
    }
}

extension MisuseError.Reason.ConstraintProblem {
    var words: String {
        switch self {
        case .foreignItem: "its items must each be a View or a LayoutGuide"
        case .noFirstAttribute: "its first attribute is notAnAttribute"
        case .noSecondAttribute: "it has a second item but no second attribute"
        case .positionToConstant(let attribute): "a position (\(attribute)) cannot be constrained to a constant alone"
        case .mixedAxes(let first, let second): "its attributes mix axes (\(first) with \(second))"
        case .mixedDirections(let first, let second):
            "it mixes a leading or trailing attribute with a left or right one (\(first) with \(second))"
        case .guideWithoutView: "its layout guide belongs to no view"
        case .noCommonAncestor(let first, let second): "\(first) and \(second) have no common ancestor"
        case .tornDownItem(let bothItems): bothItems ? "an item was torn down" : "its item was torn down"
        }
    }

    var fix: String {
        switch self {
        case .foreignItem: "pass views or layout guides (a guide added to a view with addLayoutGuide(_:))."
        case .noFirstAttribute: "give the first item an attribute."
        case .noSecondAttribute: "give the second item an attribute, or pass nil."
        case .positionToConstant(let attribute): "relate it to another item's \(attribute) (e.g. its superview's)."
        case .mixedAxes: "relate attributes of one axis: x with x, y with y, a size with a size."
        case .mixedDirections: "use leading and trailing on both sides, or left and right on both sides."
        case .guideWithoutView: "add the guide to a view with addLayoutGuide(_:) first."
        case .noCommonAncestor: "add both views to one tree (one window, or one view's subtree) before activating."
        case .tornDownItem: "constrain views that are in use."
        }
    }
}

extension MisuseError.Reason.ViewPlace {
    var words: String {
        switch self {
        case .window: "a window"
        case .containerContent: "a container's content"
        case .viewTree: "in a view tree"
        }
    }
}

extension MisuseError.Reason.Change {
    /// The change as a report names it, before the node's name.
    var words: String {
        switch self {
        case .beginAppearanceTransition: "begin an appearance transition of"
        case .endAppearanceTransition: "end an appearance transition of"
        case .willMoveToParent: "call willMove(toParent:) on"
        case .didMoveToParent: "call didMove(toParent:) on"
        case .contentInsets: "set the content insets of"
        case .safeAreaInsets: "set the safe-area insets of"
        case .additionalSafeAreaInsets: "set the additional safe-area insets of"
        case .traitOverrides: "set the trait overrides of"
        case .systemTraits: "set the system traits of"
        case .frame: "set the frame of"
        }
    }
}

extension MisuseError.Reason.Operation {
    /// The operation as a report names it, after "cannot".
    var words: String {
        switch self {
        case .add(let node, let target): "add \"\(node)\" to \"\(target)\""
        case .remove(let node, let source): "remove \"\(node)\" from \"\(source)\""
        case .removeFromParent(let controller): "remove \"\(controller)\" from its parent"
        case .removeFromSuperview(let view): "remove \"\(view)\" from its superview"
        case .place(let child, let view): "place \"\(child)\" into \"\(view)\""
        case .bringToFront(let view, let superview): "bring \"\(view)\" to the front of \"\(superview)\""
        case .sendToBack(let view, let superview): "send \"\(view)\" to the back of \"\(superview)\""
        case .exchangeSubviews(let view): "exchange subviews of \"\(view)\""
        case .setRootView(let controller): "set the root view of \"\(controller)\""
        case .makeRootView(let view, let controller): "make \"\(view)\" the root view of \"\(controller)\""
        case .loadView(let controller): "load the view of \"\(controller)\""
        case .setRootViewController(let window): "set the root view controller of \"\(window)\""
        case .makeRoot(let controller, let window): "make \"\(controller)\" the root of \"\(window)\""
        case .setVisible(let visible, let window): "\(visible ? "show" : "hide") \"\(window)\""
        case .resize(let window): "resize \"\(window)\""
        case .makeKey(let window): "make \"\(window)\" key"
        case .prepare(let container, nil): "prepare \"\(container)\""
        case .prepare(let container, let parent?): "prepare \"\(container)\" in \"\(parent)\""
        case .mount(let content, let container): "mount \"\(content)\" in \"\(container)\""
        case .transition(let from, let to): "transition from \"\(from)\" to \"\(to)\""
        case .present(let controller): "present \"\(controller)\""
        case .tap(let controller): "tap \"\(controller)\""
        case .swipe(let controller): "swipe \"\(controller)\""
        case .resolveAncestor(let node): "resolve an ancestor of \"\(node)\""
        case .dequeue(let list): "dequeue a container from \"\(list)\""
        case .changeRows(let list): "change the rows of \"\(list)\""
        case .display(let row, let list): "display row \(row) of \"\(list)\""
        case .change(let change, let node): "\(change.words) \"\(node)\""
        case .request(let phrase, nil): phrase
        case .request(let phrase, let node?): "\(phrase) \"\(node)\""
        }
    }
}
