/// Drives the appearance of the controllers whose root views enter or leave a visible window in one
/// operation (`APP-1`, `APP-3` to `APP-6`).
///
/// The operation visits its views twice. In the pre-order visit (with the window will-hooks),
/// ``visitWill(_:)`` calls the will-hook of each controller that the change drives, right after
/// its root view's `willMove(toWindow:)` (`APP-6`), parents first. In the post-order visit (with the
/// window did-hooks), ``visitDid(_:)`` notes each *group root* (a controller whose parent does not
/// take part): groups finish children first, as their views do (`APP-5`). At the end of the
/// operation ``finish()`` calls the did-hooks: each group root, then its contained children in
/// `children` order, parents first (`APP-3`).
///
/// A contained child is driven only when its parent forwards automatically and, to appear, when the
/// parent is appearing or appeared; an uncontained controller is driven by its view (`APP-5`).
///
/// The lists live in two static buffers that keep their capacity, so a pass allocates nothing once
/// they have grown; passes nest strictly and each owns the tail it pushed.
@MainActor
struct AppearancePass {
    let isAppearing: Bool
    private let groupStart: Int

    // Unchecked exclusivity: main-actor statics (no other thread), and every access is a read,
    // an append or a removal that calls no hook while it is open (hooks run between accesses).
    @exclusivity(unchecked) private static var groupRoots: [ViewController] = []
    @exclusivity(unchecked) private static var stack: [ViewController] = []

    init(appearing: Bool) {
        isAppearing = appearing
        groupStart = AppearancePass.groupRoots.count
    }

    /// Called right after `view.willMove(toWindow:)` for each view of the moving subtree.
    func visitWill(_ view: View) {
        guard let controller = view.storedController else { return }
        // COMP-10: a controller covered by a full-screen presentation stays disappeared.
        if controller.isCoveredByFullScreenPresentation { return }
        if let parent = controller.storedParent {
            guard parent.shouldAutomaticallyForwardAppearanceMethods else { return }
            if isAppearing, parent.appearance.state != .appearing, parent.appearance.state != .appeared { return }
        }
        let openBefore = controller.appearance.openBegins
        let action = controller.appearance.begin(appearing: isAppearing)
        guard action != .none else {
            // Joined a manual transition under way in the same direction (APP-9): this pass ends
            // its own begin, and the did-hook comes with the last end, the caller's.
            if controller.appearance.openBegins > openBefore { controller.isAwaitingAppearanceDid = true }
            return
        }
        controller.isAwaitingAppearanceDid = true
        AppearanceRequests.execute(.init(controller: controller, action: action, animated: false, forwarding: .none))
    }

    /// Called right after `view.didMoveToWindow()` for each view, children first.
    func visitDid(_ view: View) {
        guard let controller = view.storedController, controller.isAwaitingAppearanceDid else { return }
        if let parent = controller.storedParent, parent.isAwaitingAppearanceDid { return }
        AppearancePass.groupRoots.append(controller)
    }

    /// Calls the did-hooks, group by group (`APP-3`, `APP-5`).
    func finish() {
        var index = groupStart
        while index < AppearancePass.groupRoots.count {
            let stackStart = AppearancePass.stack.count
            AppearancePass.stack.append(AppearancePass.groupRoots[index])
            while AppearancePass.stack.count > stackStart {
                let controller = AppearancePass.stack.removeLast()
                guard controller.isAwaitingAppearanceDid else { continue }
                controller.isAwaitingAppearanceDid = false
                if let action = controller.appearance.end(), action != .none {
                    AppearanceRequests.execute(
                        .init(controller: controller, action: action, animated: false, forwarding: .none))
                }
                for child in controller.storedChildren.reversed() where child.isAwaitingAppearanceDid {
                    AppearancePass.stack.append(child)
                }
            }
            index += 1
        }
        if AppearancePass.groupRoots.count > groupStart { AppearancePass.groupRoots.removeSubrange(groupStart...) }
    }

    /// Runs a whole pass over a subtree whose views stay where they are (a window shown or hidden).
    static func run(over root: View, appearing: Bool) {
        let pass = AppearancePass(appearing: appearing)
        View.forEachPreOrder(in: root) { pass.visitWill($0) }
        View.forEachPostOrder(in: root) { pass.visitDid($0) }
        pass.finish()
    }
}
