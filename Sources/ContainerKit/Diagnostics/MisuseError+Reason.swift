extension MisuseError {
    /// The facts of a misuse, without their wording: which nodes, which operation, which index or
    /// count. Every report ContainerKit makes is built from a reason; its ``MisuseError/message``
    /// and ``MisuseError/fix`` are worded from these facts in one place, and its
    /// ``MisuseError/misuse`` and ``MisuseError/nodes`` are derived from them.
    ///
    /// Match a reason when a test must tell two misuses of one rule apart without comparing
    /// sentences:
    ///
    /// ```swift
    /// let report = XCTAssertMisuse(.invalidArgument) { list.reloadData(numberOfRows: -1, visibleRows: 0..<0) }
    /// XCTAssertEqual(report?.reason, .negativeRowCount(list: "list", count: -1))
    /// ```
    ///
    /// Nodes are carried by name, never by reference: a report kept in a ``DiagnosticsLog`` keeps
    /// no node alive, so keeping reports never changes when a node is deallocated.
    ///
    /// This type is public, unlike the internal error cases of swift-argument-parser, because the
    /// reader of a ContainerKit report is a developer writing tests: the facts are steadier than
    /// sentences, which may be reworded in any release (see the CHANGELOG). A later release may add
    /// cases: a `switch` over reasons should end with `default:`.
    public indirect enum Reason: Sendable, Hashable {
        // MARK: MIS-1, MIS-2, MIS-19: containment calls

        /// `MIS-1`: `child` was removed from `parent` without `willMove(toParent: nil)` first.
        case removedWithoutWillMove(child: String, parent: String)
        /// `MIS-2`: `child` reached `event` without `didMove(toParent:)` since it was added to
        /// `parent` (`nil` when it has no parent any more).
        case missedDidMove(child: String, parent: String?, event: ContainmentEvent)
        /// `MIS-19`: `child`, added to `parent` (`nil` when it has none any more) with
        /// `addChild(_:)`, had not received `didMove(toParent:)` at `moment`; `viewIsPlaced` tells
        /// whether its view had been placed.
        case unfinishedContainment(child: String, parent: String?, moment: UnfinishedMoment, viewIsPlaced: Bool)

        // MARK: MIS-3, MIS-4: where a controller's view may be

        /// `MIS-3`: `child` cannot be added to `parent`: its view is under a view owned by `owner`.
        case childViewUnderOwnedView(child: String, owner: String, parent: String)
        /// `MIS-3`: `child` cannot be added to `parent`: its view is under `superview`, which no
        /// controller owns.
        case childViewUnderUnownedView(child: String, superview: String, parent: String)
        /// `MIS-3`: a child's view cannot be placed into `view`, which `parent` does not own
        /// (`owner` owns it, or nobody). `child` is `nil` when the child is not named (a child
        /// transition helper).
        case placementViewNotOwned(child: String?, view: String, owner: String?, parent: String)
        /// `MIS-3`: the view of `controller` would be in `window` under `view`, which no controller
        /// owns, but `controller` has the parent `parent`.
        case viewUnderUnownedViewButHasParent(controller: String, parent: String, window: String, view: String)
        /// `MIS-3`: the view of `child` would be under a view owned by `owner`, but `child` has
        /// the parent `parent` (or none); `container` is the container whose content `child` is,
        /// if any.
        case viewUnderOtherOwner(child: String, owner: String, parent: String?, container: String?)
        /// `MIS-3`: the view of `controller` was placed under a view owned by `owner` without
        /// `addChild`: refused when `strict` (the strict containment policy), reported otherwise.
        case viewPlacedWithoutAddChild(controller: String, owner: String, strict: Bool)
        /// `MIS-3`: `container` cannot be prepared in `parent`: it sits under a view owned by
        /// `owner`.
        case containerUnderOtherOwner(container: String, owner: String, parent: String)
        /// `MIS-3`: `container` cannot be prepared in `parent`: it is in `window` under no
        /// controller.
        case containerUnderNoController(container: String, window: String, parent: String)
        /// `MIS-4`: `child` cannot be added to `parent` in strict containment mode: it is a child
        /// of `oldParent`.
        case childHasAnotherParent(child: String, oldParent: String, parent: String)

        // MARK: MIS-5, MIS-6, MIS-11, MIS-16: hooks

        /// `MIS-5`: user code called the appearance hook `method` on `controller`.
        case directAppearanceCall(controller: String, method: String)
        /// `MIS-6`: `endAppearanceTransition()` on `controller` with no open begin.
        case unbalancedEndAppearanceTransition(controller: String)
        /// `MIS-11`: `node`, of type `type`, overrides the hook `method` without calling `super`.
        case missingSuperCall(node: String, type: String, method: String)
        /// `MIS-16`: user code called the container hook `method` on `container`.
        case directContainerHookCall(container: String, method: String)

        // MARK: MIS-7: cycles

        /// `MIS-7`: `view` cannot be added to `superview`, which is `relation` of it.
        case viewCycle(view: String, superview: String, relation: CycleRelation)
        /// `MIS-7`: `child` cannot become a child of `parent`, which is `child` itself
        /// (`isItself`) or one of its descendants.
        case controllerCycle(child: String, parent: String, isItself: Bool)
        /// `MIS-7`: `child` cannot become a child of `parent`, which is kept alive through it.
        case parentKeptAliveByChild(child: String, parent: String)
        /// `MIS-7`: `controller` cannot become the root view controller of `window`: the window is
        /// inside it.
        case windowInsideRootController(controller: String, window: String)
        /// `MIS-7`: `view` cannot leave its superview: the view of its controller's parent
        /// `parent` is inside it.
        case removalWouldCycle(view: String, parent: String)
        /// `MIS-7`: `content`, handed back by the factory of `container`, would become a child of
        /// `parent`, which is `relation` of it.
        case factoryContentCycle(content: String, container: String, parent: String, relation: ControllerRelation)
        /// `MIS-7`: `content`, handed back by the factory of `container`, holds the container.
        case factoryContentHoldsContainer(content: String, container: String)
        /// `MIS-7`: `container` cannot be prepared in `parent`: its content `content` would become
        /// a child of `relation`.
        case containerContentCycle(container: String, content: String, parent: String, relation: ControllerRelation)

        // MARK: MIS-8, MIS-9, MIS-10

        /// `MIS-8`: `controller` is already in the stack of `navigation`.
        case alreadyInStack(controller: String, navigation: String)
        /// `ARG`: `controller` is not in the stack of `navigation`, to pop to.
        case notInStack(controller: String, navigation: String)
        /// `MIS-8`: `controller` appears twice in the stack given to `navigation`.
        case duplicateInStack(controller: String, navigation: String)
        /// `MIS-9`: `view` is already the root view of `owner`; it cannot also be the root view
        /// of `controller`.
        case viewIsRootOfAnotherController(view: String, owner: String, controller: String)
        /// `MIS-10`: `controller`, of type `type`, got no root view from `loadView()`.
        case loadViewLeftNoView(controller: String, type: String, failure: LoadViewFailure)

        // MARK: MIS-12

        /// `MIS-12`: `operation` was refused because `node`, of type `type`, was torn down.
        case tornDown(node: String, type: String, operation: Operation)

        // MARK: MIS-13, MIS-14, PARENT-4

        /// `MIS-13`: `contentType` in `container` requires a delegate of type `delegateType`, and
        /// none of the `searched` ancestors provides one.
        case missingCellDelegate(container: String, contentType: String, delegateType: String, searched: [String])
        /// `MIS-14`: `container` has no tab for `state`; its states are `states`.
        case unknownState(container: String, state: String, states: [String])
        /// `PARENT-4`: no ancestor of `node` is a `type`; `searched` lists the path walked.
        case missingAncestor(node: String, type: String, searched: [String])

        // MARK: MIS-15, MIS-17

        /// `MIS-15`: a change requested from a hook was deferred, then refused for `underlying`.
        case deferredChangeRefused(underlying: MisuseError)
        /// `MIS-17`: `source` handed back a node that would have been refused for `underlying`;
        /// `skipped` is what did not happen (`nil` when nothing changed).
        case unacceptableNode(underlying: MisuseError, source: NodeSource, skipped: SkippedStep?)

        // MARK: MIS-18

        /// `MIS-18`: `view` inserted into `superview` at `position`, which does not exist: refused
        /// when `strict`, appended otherwise.
        case insertionOutOfRange(view: String, superview: String, position: InsertionPosition, strict: Bool)

        // MARK: MIS-20

        /// `MIS-20`: `presenter` cannot present `controller`: it already presents `current`
        /// (`controller` itself when `currentIsController`).
        case alreadyPresenting(presenter: String, controller: String, current: String, currentIsController: Bool)
        /// `MIS-20`: `presenter` cannot present `controller`, which is `phase` by `presenting`.
        case presentedElsewhere(presenter: String, controller: String, presenting: String, phase: PresentationPhase)

        // MARK: MIS-21, MIS-22, MIS-23

        /// `MIS-21`: `constraint` (its description) cannot be activated because of `problem`;
        /// `items` names its items.
        case invalidConstraint(constraint: String, items: [String], problem: ConstraintProblem)
        /// `MIS-22`: `broken` cannot hold together with the active constraints; `conflicting`
        /// lists the constraints of the conflict (descriptions), `items` the items of `broken`.
        case unsatisfiableConstraints(broken: String, conflicting: [String], items: [String])
        /// `MIS-23`: the active `constraint` cannot change its priority from `from` to `to`.
        case requiredPriorityChange(constraint: String, from: String, to: String, items: [String])

        // MARK: ARG: bad arguments

        /// `ARG`: `child` is not a child of `parent`, for `operation`.
        case notAChild(child: String, parent: String, operation: ChildOperation)
        /// `ARG`: `child` already is a child of `parent`.
        case alreadyAChild(child: String, parent: String)
        /// `ARG`: `controller` is the root view controller of `window`; it cannot become a child
        /// of `parent`.
        case windowRootCannotBeChild(controller: String, window: String, parent: String)
        /// `ARG`: `controller` cannot be the root view controller of `window`: it is a child of
        /// `parent`.
        case childCannotBeWindowRoot(controller: String, window: String, parent: String)
        /// `ARG`: `controller` cannot be the root view controller of `window`: it is the root of
        /// `other`.
        case rootOfAnotherWindow(controller: String, other: String, window: String)
        /// `ARG`: `controller` cannot be the root view controller of `window`: it is presented by
        /// `presenter`.
        case presentedCannotBeWindowRoot(controller: String, window: String, presenter: String)
        /// `ARG`: `child` cannot be added to `parent`: it is presented by `presenter` (or presents
        /// `presented`).
        case presentationCannotBeChild(child: String, parent: String, role: PresentationRole)
        /// `ARG`: `controller` cannot become a child of the container `host`: it takes part in a
        /// presentation.
        case takesPartInPresentation(controller: String, host: String)
        /// `ARG`: `operation` is refused: `node` is the content of `container`.
        case isContent(node: String, container: String, operation: Operation, content: ContentKind)
        /// `ARG`: `operation` is refused: `view` is a cell of `list`.
        case isListCell(view: String, list: String, operation: Operation)
        /// `ARG`: `operation` is refused: `view` is the root view of the root view controller of
        /// `window`.
        case isWindowRootView(view: String, window: String, operation: Operation)
        /// `ARG`: `content`, handed back by a factory for `operation`, is the root view controller
        /// of `window`.
        case factoryContentIsWindowRoot(content: String, window: String, operation: Operation)
        /// `ARG`: `content`, handed back by a factory for `operation`, is a child of `parent`.
        case factoryContentHasParent(content: String, parent: String, operation: Operation)
        /// `ARG`: `content` already is the content of `container`.
        case alreadyContent(content: String, container: String)
        /// `ARG`: `operation` is refused: `view` is not a subview of `superview`.
        case notASubview(view: String, superview: String, operation: Operation)
        /// `ARG`: `view` cannot be inserted into `superview` at the negative `index`.
        case negativeInsertionIndex(view: String, superview: String, index: Int)
        /// `ARG`: `view` cannot be inserted above or below itself.
        case insertionNextToItself(view: String, above: Bool)
        /// `ARG`: `index1` or `index2` is not an index of the `count` subviews of `view`.
        case exchangeOutOfRange(view: String, index1: Int, index2: Int, count: Int)
        /// `ARG`: `window` cannot be added to `superview`.
        case windowAsSubview(window: String, superview: String)
        /// `ARG`: `view` cannot become the root view of `controller`: it is already `place`.
        case rootViewAlreadyPlaced(view: String, controller: String, place: ViewPlace)
        /// `ARG`: the root view `view` of `controller` cannot be replaced while it is mounted in
        /// a container (`inContainer`) or in a view tree.
        case rootViewInUse(view: String, controller: String, inContainer: Bool)
        /// `ARG`: `view`, of type `type`, is not the root view type `declared` of `controller`.
        case rootViewTypeMismatch(view: String, type: String, controller: String, declared: String)
        /// `ARG`: the root view of `controller` was set to `nil`, which would unload it.
        case rootViewUnloaded(controller: String)
        /// `ARG`: `presenter` cannot present `controller` because of `problem`.
        case cannotPresent(presenter: String, controller: String, problem: PresentationProblem)
        /// `ARG`: `from` and `to` cannot be the children of a container transition of `parent`
        /// because `child` is not a child of it.
        case transitionChildNotAChild(from: String, to: String, child: String, parent: String)
        /// `ARG`: a container transition of `parent` from `child` to itself.
        case transitionToItself(child: String, parent: String)
        /// `ARG`: the view of `child` is not in the views of `parent`, for a container transition.
        case transitionViewElsewhere(child: String, parent: String)
        /// `ARG`: `controller` is not a tab of `tabBar`; `tapped` when a tap asked for it.
        case notATab(controller: String, tabBar: String, tapped: Bool)
        /// `ARG`: `tabBar` has no tab at `index` (`nil`: no tab was given).
        case noTab(tabBar: String, index: Int?)
        /// `ARG`: `controller` appears twice in the tabs of `tabBar`.
        case duplicateTab(controller: String, tabBar: String)
        /// `ARG`: `pageController` shows one page at a time; `pages` were given.
        case onePageAtATime(pageController: String, pages: [String])
        /// `ARG`: the data source of `pageController` returned `page`, which is on screen.
        case swipeReturnedCurrentPage(page: String, pageController: String)
        /// `ARG`: the data source of `pageController` returned `page`, a child of `parent`.
        case swipeReturnedChild(page: String, parent: String, pageController: String)
        /// `ARG`: `controller` has no state, so the states of `navigation` cannot follow its stack.
        case statelessInStatefulStack(controller: String, navigation: String)
        /// `ARG`: `split` has two columns: no supplementary column.
        case noSupplementaryColumn(split: String)
        /// `ARG`: `controllers` controllers were given to `split`, which has `columns` columns.
        case tooManyColumns(split: String, columns: Int, controllers: Int)
        /// `ARG`: `controller` already is the `column` column of `split`.
        case alreadyAColumn(controller: String, column: String, split: String)
        /// `ARG`: `view` cannot be arranged at `index` in `stack`, which arranges `count` views.
        case arrangedIndexOutOfRange(view: String, stack: String, index: Int, count: Int)
        /// `ARG`: nothing is registered in `list` for `identifier`.
        case unregisteredIdentifier(list: String, identifier: String)
        /// `ARG`: `identifier` in `list` makes `registered`, not `requested`.
        case reuseTypeMismatch(list: String, identifier: String, registered: String, requested: String)
        /// `ARG`: `row` is out of range: `list` has `count` rows.
        case rowOutOfRange(list: String, row: Int, count: Int)
        /// `ARG`: `list` cannot have `count` rows.
        case negativeRowCount(list: String, count: Int)
        /// `ARG`: `list` has rows to display but no `containerProvider`.
        case missingContainerProvider(list: String)
        /// `ARG`: the container provider of `list` answered `nil` for `row`.
        case providerReturnedNil(list: String, row: Int)
        /// `ARG`: the factory of `list` handed back `cell`, which is torn down (`isTornDown`) or
        /// already placed.
        case factoryCellInUse(cell: String, list: String, isTornDown: Bool)
        /// `ARG`: `container`, returned for `row`, is in the pool of `list`.
        case pooledContainerReturned(container: String, list: String, row: Int)
        /// `ARG`: `container`, returned for `row`, was not dequeued from `list` for it.
        case containerNotDequeued(container: String, list: String, row: Int)

        /// A report built with ``MisuseError/init(_:nodes:message:fix:outcome:)``: its facts are its
        /// words.
        case described(Misuse, nodes: [String], message: String, fix: String)
    }
}

extension MisuseError.Reason {
    /// What a child reached without `didMove(toParent:)` (`MIS-2`).
    public enum ContainmentEvent: Sendable, Hashable {
        /// Its own disappearance.
        case ownDisappearance
        /// `willMove(toParent: nil)`.
        case willMoveToNil
        /// Being added to the named controller.
        case addition(to: String)
    }

    /// When an unfinished containment was noticed (`MIS-19`).
    public enum UnfinishedMoment: Sendable, Hashable {
        /// The named parent began to appear.
        case parentBeganToAppear(String)
        /// The named parent laid out its views.
        case parentLaidOut(String)
        /// The named parent changed its children.
        case parentChangedChildren(String)
        /// The named parent was released.
        case parentReleased(String)
        /// The operation that added the child ended.
        case operationEnded
        /// The test ended (`ContainerKitTesting`).
        case testEnded
    }

    /// What a container holds.
    public enum ContentKind: Sendable, Hashable {
        /// A view (``ContainerView``).
        case view
        /// A controller (``ControllerContainer``).
        case controller
    }

    /// How the superview of a refused addition relates to the view added (`MIS-7`).
    public enum CycleRelation: Sendable, Hashable {
        /// It is the view itself.
        case itself
        /// It is one of the view's descendants.
        case descendant
        /// It is kept alive through the view (a loop through a controller, a container or a list).
        case keptAlive
    }

    /// How a parent relates to the content that would become its child (`MIS-7`).
    public enum ControllerRelation: Sendable, Hashable {
        /// The parent is the content itself.
        case itself
        /// The content keeps the parent alive.
        case keptAlive
        /// The parent is inside the content's view.
        case insideView
    }

    /// How a controller ended up without a root view (`MIS-10`).
    public enum LoadViewFailure: Sendable, Hashable {
        /// Its view was read inside `loadView()` before one was installed; the reader got a
        /// detached view.
        case readDuringLoad
        /// `loadView()` returned without installing a view; a new view of the named type was
        /// installed.
        case nothingInstalled(installedType: String)
    }

    /// Who handed back a node (`MIS-17`).
    public enum NodeSource: Sendable, Hashable {
        /// The factory registered in the named list for the reuse identifier.
        case listFactory(list: String, identifier: String)
        /// The `containerProvider` of the named list.
        case containerProvider(list: String)
        /// The content factory of the named container.
        case contentFactory(container: String)
        /// The `loadView()` of the named controller.
        case loadView(controller: String)
    }

    /// What did not happen because a node handed back was refused (`MIS-17`).
    public enum SkippedStep: Sendable, Hashable {
        /// The row is not displayed and the scroll stops there.
        case rowNotDisplayed(Int)
        /// The child was not added to the parent.
        case childNotAdded(child: String, parent: String)
        /// The content was not mounted in the container.
        case contentNotMounted(content: String, container: String)
        /// The window has no root view controller.
        case windowHasNoRoot(window: String)
    }

    /// Where an insertion was asked (`MIS-18`).
    public enum InsertionPosition: Sendable, Hashable {
        /// At an index.
        case index(Int)
        /// Above or below a sibling that is not a subview.
        case nextTo(sibling: String, above: Bool)
    }

    /// Where a presented controller is in its presentation (`MIS-20`).
    public enum PresentationPhase: Sendable, Hashable {
        /// Presented.
        case presented
        /// Being presented.
        case beingPresented
        /// Being dismissed.
        case beingDismissed
    }

    /// The part a controller takes in a presentation.
    public enum PresentationRole: Sendable, Hashable {
        /// It is presented by the named controller.
        case presentedBy(String)
        /// It presents the named controller.
        case presents(String)
    }

    /// Why a presentation cannot begin.
    public enum PresentationProblem: Sendable, Hashable {
        /// A controller cannot present itself.
        case itself
        /// The controller is a child of the named parent.
        case isChild(of: String)
        /// The controller presents the named controller.
        case presents(String)
        /// The controller's view is in a view tree.
        case viewInTree
        /// The presenter's view is not in a window.
        case presenterNotInWindow
    }

    /// Why a constraint cannot be activated (`MIS-21`).
    public enum ConstraintProblem: Sendable, Hashable {
        /// An item is neither a view nor a layout guide.
        case foreignItem
        /// The first attribute is `notAnAttribute`.
        case noFirstAttribute
        /// There is a second item but no second attribute.
        case noSecondAttribute
        /// A position attribute is constrained to a constant alone.
        case positionToConstant(attribute: String)
        /// The attributes mix axes.
        case mixedAxes(first: String, second: String)
        /// Leading or trailing is related to left or right.
        case mixedDirections(first: String, second: String)
        /// A layout guide belongs to no view.
        case guideWithoutView
        /// The two views have no common ancestor.
        case noCommonAncestor(first: String, second: String)
        /// An item was torn down (`bothItems`: the constraint has two).
        case tornDownItem(bothItems: Bool)
    }

    /// What was asked of a child that is not a child (`ARG`).
    public enum ChildOperation: Sendable, Hashable {
        /// `removeChild(_:)`.
        case remove
        /// A child transition helper.
        case replace
    }

    /// Where a view that cannot become a root view is.
    public enum ViewPlace: Sendable, Hashable {
        /// It is a window.
        case window
        /// It is a container's content.
        case containerContent
        /// It is in a view tree.
        case viewTree
    }

    /// An operation refused, as a report names it.
    public enum Operation: Sendable, Hashable {
        /// Adding the first named node to the second.
        case add(String, to: String)
        /// Removing the first named node from the second.
        case remove(String, from: String)
        /// Removing the named controller from its parent.
        case removeFromParent(String)
        /// Removing the named view from its superview.
        case removeFromSuperview(String)
        /// Placing the named child into the named view.
        case place(String, into: String)
        /// Bringing a subview to the front of a view.
        case bringToFront(String, of: String)
        /// Sending a subview to the back of a view.
        case sendToBack(String, of: String)
        /// Exchanging two subviews of the named view.
        case exchangeSubviews(of: String)
        /// Setting the root view of the named controller.
        case setRootView(of: String)
        /// Making the named view the root view of the named controller.
        case makeRootView(String, of: String)
        /// Loading the view of the named controller.
        case loadView(of: String)
        /// Setting the root view controller of the named window.
        case setRootViewController(of: String)
        /// Making the named controller the root of the named window.
        case makeRoot(String, of: String)
        /// Showing (`true`) or hiding the named window.
        case setVisible(Bool, window: String)
        /// Making the named window key (`makeKey()`).
        case makeKey(window: String)
        /// Resizing the named window.
        case resize(String)
        /// Preparing the named container, in the named parent if any.
        case prepare(String, in: String?)
        /// Mounting the named content in the named container.
        case mount(String, in: String)
        /// A container transition between two children.
        case transition(from: String, to: String)
        /// Presenting the named controller.
        case present(String)
        /// Tapping the named tab.
        case tap(String)
        /// Swiping the named page controller.
        case swipe(String)
        /// Resolving an ancestor of the named node.
        case resolveAncestor(of: String)
        /// Dequeuing a container from the named list.
        case dequeue(from: String)
        /// Changing the rows of the named list.
        case changeRows(of: String)
        /// Displaying a row of the named list.
        case display(row: Int, of: String)
        /// A change of one property or state of the named node (a setter, a containment or
        /// appearance call).
        case change(Change, of: String)
        /// A container's queued request, as the container describes it ("push \"B\" on \"N\"");
        /// `node` is named after it when given.
        case request(String, node: String?)
    }

    /// A change of one property or state of a node, refused when the node was torn down.
    public enum Change: Sendable, Hashable {
        /// `beginAppearanceTransition(_:animated:)`.
        case beginAppearanceTransition
        /// `endAppearanceTransition()`.
        case endAppearanceTransition
        /// `willMove(toParent:)`.
        case willMoveToParent
        /// `didMove(toParent:)`.
        case didMoveToParent
        /// A container's content insets.
        case contentInsets
        /// A window's safe-area insets.
        case safeAreaInsets
        /// A controller's additional safe-area insets.
        case additionalSafeAreaInsets
        /// A node's trait overrides.
        case traitOverrides
        /// A window's system traits.
        case systemTraits
        /// A view's frame.
        case frame
    }
}
