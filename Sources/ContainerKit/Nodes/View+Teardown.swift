extension View {
    /// Removes the view from its superview and retires it and its whole subtree for good.
    ///
    /// The removal calls the hooks of ``removeFromSuperview(fileID:filePath:line:column:)`` (for a container's content, of the
    /// container's ``AnyContainerView/remove()``). Afterwards every view of the subtree is torn down,
    /// and so is every controller whose root view is in it, with its children: the structure stays
    /// readable (for dumps and assertions), but every change to it, or through it, is refused with
    /// ``Misuse/tornDown`` (`MIS-12`), so no hook is ever called on it again (`LIFE-2`). Tearing
    /// down a torn-down view does nothing.
    ///
    /// - Parameters:
    ///   - fileID: The caller's `#fileID`, where a misuse is reported (``CallSite``); leave the default.
    ///   - filePath: The caller's `#filePath`; leave the default.
    ///   - line: The caller's `#line`; leave the default.
    ///   - column: The caller's `#column`; leave the default.
    ///
    /// - Complexity: O(*n*) in the size of the subtree.
    ///
    /// From a hook while the view's tree is being changed, the teardown waits for the operation in
    /// progress like any other change (`REENT-1`).
    public final func tearDown(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let outermost = Engine.enter(#function, fileID, filePath, line, column)
        defer { Engine.leave(outermost) }
        Engine.perform(Touched(self, storedSuperview), reach: { View.teardownReach(of: self) }) {
            () throws(MisuseError) in
            !isTornDown
        } again: {
            { self.tearDown() }
        } _: {
            // APP-2: the hooks of what it ends run before the retirement, even from a hook.
            AppearanceRequests.atOnce {
                Engine.tearingDown(self) {
                    Engine.willRetire()  // LIFE-4
                    leavePlace()
                    View.retire(self)
                }
            }
        }
    }

    /// Takes the view out of its place through whatever put it there, with the usual hooks and
    /// without validation or deferral: its container (mounted content, `CONT-3`), its window (a
    /// root controller's view), its list (a cell), then its superview (a container first removes
    /// its own content, `CONT-4`). The first step of every teardown.
    final func leavePlace() {
        if let container = storedContainer {
            container.removeMountedContent()
        } else if let window = storedController?.windowServedAsRoot {
            window.replaceRoot(with: nil)
        }
        leaveList()
        leaveSuperview()
    }

    /// What a teardown retires: the controllers, to closure (those of root views in the subtree
    /// of `root`, the given ones, their descendants and the controllers they present, and the controllers of root views inside any
    /// of their views, which may sit anywhere: in containers elsewhere, in detached trees), in the
    /// order found; for each, whether its root view lies inside `root`'s subtree; and the lists
    /// among the views walked (``View/isList``, retired with ``View/retireRows(into:)``).
    ///
    /// The walks mark what they visit with an ownership-walk epoch (no user code runs between the
    /// marks and their reads), so each view is visited once: O(*n*) in the nodes retired, where
    /// asking every controller whether its view is inside `root` walked up each time (`LIFE-5`).
    static func retirement(
        of root: View?, controllers given: [ViewController] = []
    ) -> (controllers: [ViewController], insideRoot: [Bool], lists: [View]) {
        OwnershipWalk.epoch &+= 2
        let inRoot = OwnershipWalk.epoch &- 1  // views of `root`'s subtree
        let walked = OwnershipWalk.epoch  // collected controllers, and views walked outside `root`
        var controllers: [ViewController] = []
        var lists: [View] = []
        func collect(_ controller: ViewController) {
            guard controller.ownershipVisitEpoch != walked else { return }
            controller.ownershipVisitEpoch = walked
            controllers.append(controller)
        }
        for controller in given { collect(controller) }
        if let root {
            View.forEachPreOrder(in: root) { view in
                view.ownershipVisitEpoch = inRoot
                if let controller = view.storedController { collect(controller) }
                if view.isList { lists.append(view) }
            }
        }
        var insideRoot: [Bool] = []
        var index = 0
        while index < controllers.count {
            let controller = controllers[index]
            index += 1
            for child in controller.storedChildren { collect(child) }
            if let presented = controller.presentationLinks?.presented { collect(presented) }  // COMP-12
            let view = controller.storedView
            insideRoot.append(view?.ownershipVisitEpoch == inRoot)
            if let view, view.ownershipVisitEpoch != inRoot, view.ownershipVisitEpoch != walked {
                View.forEachPreOrder(in: view) { inner in
                    if inner.ownershipVisitEpoch != inRoot { inner.ownershipVisitEpoch = walked }
                    if let owner = inner.storedController { collect(owner) }
                    if inner.isList { lists.append(inner) }
                }
            }
        }
        return (controllers, insideRoot, lists)
    }

    /// Everything a teardown reaches, for the busy check and anchoring of `REENT-1`: the retired
    /// controllers and their root views (whose trees hold the containers they leave through).
    static func teardownReach(of root: View?, controllers given: [ViewController] = []) -> [Responder] {
        var reach: [Responder] = []
        for controller in retirement(of: root, controllers: given).controllers {
            reach.append(controller)
            if let view = controller.storedView { reach.append(view) }
        }
        return reach
    }

    /// Retires a view subtree and a set of controllers: the controllers of root views in the
    /// subtree, the given ones, and all their descendants.
    ///
    /// First, while everything is still live, each of those controllers whose view sits outside
    /// the subtree (a child mounted in a container elsewhere) leaves its place with the usual hooks:
    /// through its container, or out of its superview. Then everything is marked torn down, so no
    /// hook can reach any of it afterwards (`LIFE-2`).
    ///
    /// - Complexity: O(*n*) in the views and controllers retired.
    static func retire(_ root: View?, controllers given: [ViewController] = []) {
        let (controllers, insideRoot, lists) = retirement(of: root, controllers: given)
        // Lists end the display of their rows first: their content controllers leave their parent.
        var formerCells: [View] = []
        for list in lists where !list.isTornDown { list.retireRows(into: &formerCells) }
        for (controller, inside) in zip(controllers, insideRoot) where !controller.isTornDown && !inside {
            guard let view = controller.storedView, view.storedSuperview != nil else { continue }
            view.leavePlace()
        }
        // APP-2: an appearance transition still open on a retiring controller (begun by a
        // presentation that covers it, say) ends now, while hooks may still reach it.
        for controller in controllers where controller.isAppearanceOpen { controller.closeAppearanceForRetirement() }
        // VC-2: a removal announced (willMove(toParent: nil)) whose end was still waiting, behind a
        // busy tree (REENT-1), ends now too: didMove(toParent: nil) before the retirement (LIFE-2).
        for controller in controllers where !controller.isTornDown && !controller.containment.isRemovalUnannounced() {
            if let parent = controller.storedParent { parent.removeChildNow(controller) }
        }
        if let root {
            AutoLayoutParticipation.subtreeWillBeTornDown(root)  // LAYOUT-4
            markTornDown(root)
        }
        for controller in controllers {
            controller.isTornDown = true
            if let view = controller.storedView {
                if !view.isTornDown { AutoLayoutParticipation.subtreeWillBeTornDown(view) }  // LAYOUT-4
                markTornDown(view)
            }
        }
        for cell in formerCells {
            // LAYOUT-4: a former cell left its list (its own tree's root now): its constraints go too.
            if !cell.isTornDown { AutoLayoutParticipation.subtreeWillBeTornDown(cell) }
            markTornDown(cell)
        }
        Engine.didRetire(controllers)  // COMP-12, LIFE-4: presentation edges and leases end
    }

    /// Marks `view` and its subtree torn down, skipping subtrees already torn down: a torn-down
    /// view's subtree was torn down with it and never grows (`MIS-12`), so each view is marked once.
    private static func markTornDown(_ view: View) {
        guard !view.isTornDown else { return }
        var descend = true
        View.forEachPreOrder(in: view, descendingInto: { _ in descend }) { node in
            descend = !node.isTornDown
            node.isTornDown = true
        }
    }
}
