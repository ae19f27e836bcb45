/// `MIS-19`: containment begun with the caller's `addChild(_:)` and never finished.
///
/// The caller who adds a child with `addChild(_:)` alone (the habit of Reinstate, whose
/// `addChild` also placed the view) must place the child's view and call
/// `didMove(toParent:)` itself. A child still waiting for that is reported once, at the first of:
///
/// - its parent beginning to appear, laying out its views, or gaining or losing another child,
///   while the child's view is still unplaced (a placed view with `didMove(toParent:)` still to
///   come is the middle of a correct sequence, such as Apple's container transition sample:
///   `addChild`, add the new view, remove the old child, then `didMove`);
/// - the end of the outermost operation in progress when it was added (an `addChild(_:)` from a
///   hook such as `viewDidLoad()`), if its view is still unplaced then.
///
/// An `addChild(_:)` made by the caller outside any operation is followed by the caller's own
/// placement and `didMove(toParent:)`, so only the first list applies to it. Containers and
/// transitions that ContainerKit runs itself finish their own containment and are never
/// reported.
///
/// The one record of who is waiting is each child's ``ContainmentPhase/isLeftToCaller``. A parent's
/// ``ContainmentPhase/childrenLeftToCaller`` says when its children are worth checking, and the
/// list here holds (weakly) the children added inside the operation in progress; both only find
/// the waiting children quickly.
@MainActor
enum UnfinishedContainment {
    private struct Added {
        weak var child: ViewController?
    }

    /// The children that the caller added from inside the operation in progress, checked when the
    /// outermost operation ends. Empty almost always: the check costs one load then.
    @exclusivity(unchecked) private static var addedInsideOperation: [Added] = []

    /// The caller's `addChild(_:)` added `child`; the caller must finish the containment.
    ///
    /// - Parameters:
    ///   - child: The child just added.
    ///   - insideOperation: Whether an operation was in progress (a hook added it).
    static func began(_ child: ViewController, insideOperation: Bool) {
        child.containment.leaveToCaller()
        guard child.containment.isLeftToCaller, let parent = child.storedParent else { return }
        parent.containment.childrenLeftToCaller += 1
        if insideOperation { addedInsideOperation.append(Added(child: child)) }
    }

    /// Reports the children of `parent` still waiting for `didMove(toParent:)` when `event`
    /// happens to `parent` ("began to appear", "laid out its views", "changed its children").
    ///
    /// - Complexity: O(1) when no child of `parent` may be waiting (the usual case); otherwise
    ///   O(*c*) in its children.
    @inline(__always)
    static func check(childrenOf parent: ViewController, when event: @autoclosure () -> String) {
        guard parent.containment.childrenLeftToCaller > 0 else { return }
        var stillWaiting = 0
        for child in parent.storedChildren where child.containment.isLeftToCaller {
            // A placed view is the middle of a correct sequence (Apple's container transition:
            // `addChild`, add the view, remove the old child, then `didMove`): only a child whose
            // view was never placed is the forgotten half.
            if child.storedView?.storedSuperview != nil {
                stillWaiting += 1
            } else if child.containment.takeUnfinished() {
                Diagnostics.report(at: child, .unfinishedContainment(child, when: "\"\(parent.name)\" \(event())"))
            }
        }
        parent.containment.childrenLeftToCaller = stillWaiting
    }

    /// The outermost operation ended: reports the children added inside it whose views are still
    /// unplaced. Called by ``Engine`` when the outermost operation has drained its queue.
    @inline(__always)
    static func outermostOperationEnded() {
        guard !addedInsideOperation.isEmpty else { return }
        let added = addedInsideOperation
        addedInsideOperation.removeAll()
        for entry in added {
            guard let child = entry.child, child.storedView?.storedSuperview == nil, child.containment.takeUnfinished()
            else { continue }
            Diagnostics.report(
                at: child, .unfinishedContainment(child, when: "the operation that added it ended"))
        }
    }
}

extension MisuseError {
    /// `MIS-19`: `child` was added with `addChild(_:)` and had not received `didMove(toParent:)`
    /// at `moment`.
    @MainActor
    static func unfinishedContainment(_ child: ViewController, when moment: String) -> MisuseError {
        let parent = child.storedParent?.name ?? "its parent"
        let view = child.storedView?.storedSuperview == nil ? "its view is not placed" : "its view is placed"
        return MisuseError(
            .unfinishedContainment, nodes: [child.name, parent],
            message: "\"\(child.name)\" was added to \"\(parent)\" with addChild(_:) and had not received "
                + "didMove(toParent:) when \(moment) (\(view)): the containment was begun and never finished.",
            fix: "place the view of \"\(child.name)\" in the view of \"\(parent)\", then call "
                + "didMove(toParent:) on \"\(child.name)\"; or add it with addChild(_:into:), which does all of it.")
    }
}
