/// `MIS-19`: containment begun with the caller's `addChild(_:)` and never finished.
///
/// The caller who adds a child with `addChild(_:)` alone (the habit of Reinstate, whose
/// `addChild` also placed the view) must place the child's view and call
/// `didMove(toParent:)` itself. A child still waiting for that is reported once, at the first of:
///
/// - its parent appearing, laying out, or gaining or losing another child;
/// - the end of the outermost operation in progress when it was added (an `addChild(_:)` from a
///   hook such as `viewDidLoad()`), if its view is still unplaced then.
///
/// An `addChild(_:)` made by the caller outside any operation is followed by the caller's own
/// placement and `didMove(toParent:)`, so only the first list applies to it. Containers and
/// transitions that ContainerKit runs itself finish their own containment and are never
/// reported.
///
/// The one record of who is waiting is each child's ``ContainmentPhase/isLeftToCaller``; the list
/// here only finds those children quickly (weakly, so it keeps nothing alive) and is pruned of
/// those that finished at every check.
@MainActor
enum UnfinishedContainment {
    private struct Entry {
        weak var child: ViewController?
        /// Added inside an operation in progress: checked when the outermost one ends.
        var insideOperation: Bool
    }

    /// The children whose containment the caller began and may not have finished. Empty almost
    /// always: the checks cost one load then.
    @exclusivity(unchecked) private static var entries: [Entry] = []

    /// The caller's `addChild(_:)` added `child`; the caller must finish the containment.
    ///
    /// - Parameters:
    ///   - child: The child just added.
    ///   - insideOperation: Whether an operation was in progress (a hook added it).
    static func began(_ child: ViewController, insideOperation: Bool) {
        child.containment.leaveToCaller()
        guard child.containment.isLeftToCaller else { return }
        entries.append(Entry(child: child, insideOperation: insideOperation))
    }

    /// Reports the children of `parent` still waiting for `didMove(toParent:)` when `event`
    /// happens to `parent` ("appeared", "laid out its views", "changed its children").
    ///
    /// - Complexity: O(1) when no child is waiting (the usual case); otherwise O(*w*) in the
    ///   waiting children.
    @inline(__always)
    static func check(childrenOf parent: ViewController, when event: @autoclosure () -> String) {
        guard !entries.isEmpty else { return }
        report { child, _ in child.storedParent === parent ? "\"\(parent.name)\" \(event())" : nil }
    }

    /// The outermost operation ended: reports the children added inside it whose views are still
    /// unplaced. Called by ``Engine`` when the outermost operation has drained its queue.
    @inline(__always)
    static func outermostOperationEnded() {
        guard !entries.isEmpty else { return }
        report { child, insideOperation in
            insideOperation && child.storedView?.storedSuperview == nil
                ? "the operation that added it ended with its view unplaced" : nil
        }
        for index in entries.indices { entries[index].insideOperation = false }
    }

    /// Drops the entries that finished, then reports each waiting child for which `reason` gives
    /// the moment (once per child).
    private static func report(_ reason: (ViewController, Bool) -> String?) {
        entries.removeAll { $0.child?.containment.isLeftToCaller != true }
        var due: [(ViewController, String)] = []
        for entry in entries {
            guard let child = entry.child, let moment = reason(child, entry.insideOperation) else { continue }
            due.append((child, moment))
        }
        for (child, moment) in due where child.containment.takeUnfinished() {
            Diagnostics.report(at: child, .unfinishedContainment(child, when: moment))
        }
        entries.removeAll { $0.child?.containment.isLeftToCaller != true }
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
