extension View {
    /// Removes the view from its superview and retires it and its whole subtree for good.
    ///
    /// The removal calls the hooks of ``removeFromSuperview()`` (for a container's content, of the
    /// container's ``AnyContainerView/remove()``). Afterwards every view of the subtree is torn down,
    /// and so is every controller whose root view is in it, with its children: the structure stays
    /// readable (for dumps and assertions), but every change to it, or through it, is refused with
    /// ``Misuse/tornDown`` (`MIS-12`), so no hook is ever called on it again (`LIFE-2`). Tearing
    /// down a torn-down view does nothing.
    ///
    /// - Complexity: O(*n*) in the size of the subtree.
    ///
    /// From a hook while the view's tree is being changed, the teardown waits for the operation in
    /// progress like any other change (`REENT-1`).
    public final func tearDown() {
        Engine.perform(Touched(self, storedSuperview), reach: { View.teardownReach(of: self) }) {
            () throws(MisuseError) in
            !isTornDown
        } again: {
            { self.tearDown() }
        } _: {
            leavePlace()
            View.retire(self)
        }
    }

    /// Takes the view out of its place through whatever put it there, with the usual hooks and
    /// without validation or deferral: its container (mounted content, `CONT-3`), its window (a
    /// root controller's view), its list (a cell), then its superview (a container first removes
    /// its own content, `CONT-4`). The first step of every teardown.
    final func leavePlace() {
        if let container = storedContainer {
            HookGate.call(container, .containerRemove) { container.remove() }
        } else if let window = storedController?.windowServedAsRoot {
            window.replaceRoot(with: nil)
        }
        if let cell = self as? AnyContainerView, let list = cell.listHost {
            list.forget(cell)
        }
        leaveSuperview()
    }

    /// The controllers a teardown retires, to closure: those of root views in the subtree of
    /// `root`, the given ones, their descendants, and the controllers of root views inside any of
    /// their views (which may sit anywhere: in containers elsewhere, in detached trees).
    static func retirement(of root: View?, controllers given: [ViewController] = []) -> [ViewController] {
        var controllers: [ViewController] = []
        var seen: Set<ObjectIdentifier> = []
        func collect(_ controller: ViewController) {
            if seen.insert(ObjectIdentifier(controller)).inserted { controllers.append(controller) }
        }
        for controller in given { collect(controller) }
        if let root {
            View.forEachPreOrder(in: root) { view in
                if let controller = view.storedController { collect(controller) }
            }
        }
        var index = 0
        while index < controllers.count {
            let controller = controllers[index]
            index += 1
            for child in controller.storedChildren { collect(child) }
            if let view = controller.storedView, root.map({ !view.isDescendant(of: $0) }) ?? true {
                View.forEachPreOrder(in: view) { inner in
                    if let owner = inner.storedController { collect(owner) }
                }
            }
        }
        return controllers
    }

    /// Everything a teardown reaches, for the busy check and anchoring of `REENT-1`: the retired
    /// controllers and their root views (whose trees hold the containers they leave through).
    static func teardownReach(of root: View?, controllers given: [ViewController] = []) -> [Responder] {
        var reach: [Responder] = []
        for controller in retirement(of: root, controllers: given) {
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
    static func retire(_ root: View?, controllers given: [ViewController] = []) {
        let controllers = retirement(of: root, controllers: given)
        // Lists end the display of their rows first: their content controllers leave their parent.
        let formerCells = ListHost.retireRows(under: root, controllers: controllers)
        for controller in controllers where !controller.isTornDown {
            guard let view = controller.storedView, view.storedSuperview != nil else { continue }
            if let root, view.isDescendant(of: root) { continue }
            view.leavePlace()
        }
        if let root { View.forEachPreOrder(in: root) { $0.isTornDown = true } }
        for controller in controllers {
            controller.isTornDown = true
            if let view = controller.storedView { View.forEachPreOrder(in: view) { $0.isTornDown = true } }
        }
        for cell in formerCells { View.forEachPreOrder(in: cell) { $0.isTornDown = true } }
    }
}
