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
///   hook such as `viewDidLoad()`), if its view is still unplaced then;
/// - its parent's release (the last reference dropped: at the latest, the end of the test that
///   created it);
/// - in a test process (`ContainerKitTesting` linked), the end of the running test
///   (``Diagnostics/reportUnfinishedContainment(when:)``).
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
    struct Added {
        weak var child: ViewController?
        /// The caller's call that began the containment: where a later report of it points.
        var site: CallSite?
    }

    /// The children that the caller added from inside the operation in progress, checked when the
    /// outermost operation ends. Empty almost always: the check costs one load then.
    private static var addedInsideOperation: [Added] {
        _read { yield EngineState.current.unfinishedContainment.addedInsideOperation }
        _modify { yield &EngineState.current.unfinishedContainment.addedInsideOperation }
    }

    /// In a test process only: every child the caller added with `addChild(_:)`, checked when a
    /// test ends (``Diagnostics/reportUnfinishedContainment(when:)``). Empty outside tests.
    private static var addedDuringTest: [Added] {
        _read { yield EngineState.current.unfinishedContainment.addedDuringTest }
        _modify { yield &EngineState.current.unfinishedContainment.addedDuringTest }
    }
    /// The size at which ``addedDuringTest`` drops the children that are gone or finished, so that
    /// a process whose tests never end it (Swift Testing without the trait) keeps it small.
    private static var compactionSize: Int {
        _read { yield EngineState.current.unfinishedContainment.compactionSize }
        _modify { yield &EngineState.current.unfinishedContainment.compactionSize }
    }

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
        if let sink = Diagnostics.testSink {
            if addedDuringTest.count >= compactionSize {
                addedDuringTest.removeAll { $0.child?.containment.isLeftToCaller != true }
                compactionSize = Swift.max(64, addedDuringTest.count * 2)
            }
            addedDuringTest.append(Added(child: child, site: Engine.callSite))
            sink.containmentWasLeftToCaller()
        }
    }

    /// Reports the children of `parent`, which is being released, that still wait for
    /// `didMove(toParent:)`. Called first thing in the parent's `deinit`, while its links hold.
    ///
    /// - Complexity: O(1) when no child of `parent` may be waiting; otherwise O(*c*).
    static func parentIsReleased(_ parent: ViewController) {
        check(childrenOf: parent, when: .parentReleased(parent.name), includingPlaced: true)
    }

    /// Reports every child added with `addChild(_:)` that still waits for `didMove(toParent:)`,
    /// at `moment` ("the test ended"), and forgets them all.
    ///
    /// - Complexity: O(*a*) in the children added since the last call.
    static func reportAll(when moment: MisuseError.Reason.UnfinishedMoment) {
        let added = addedDuringTest
        addedDuringTest.removeAll()
        for entry in added {
            guard let child = entry.child, child.containment.takeUnfinished() else { continue }
            report(child, when: moment, at: entry.site)
        }
    }

    /// Reports `child`'s unfinished containment at `moment`, pointing at `site` (the call that
    /// began it) when known: a report made after every call ended would otherwise have no
    /// location.
    private static func report(
        _ child: ViewController, when moment: MisuseError.Reason.UnfinishedMoment, at site: CallSite?
    ) {
        var report = MisuseError.unfinishedContainment(child, when: moment)
        if Engine.callSite == nil {
            report.location = site ?? addedDuringTest.first { $0.child === child }?.site
        }
        Diagnostics.report(at: child, report)
    }

    /// Reports the children of `parent` still waiting for `didMove(toParent:)` when `event`
    /// happens to `parent` ("began to appear", "laid out its views", "changed its children").
    ///
    /// - Complexity: O(1) when no child of `parent` may be waiting (the usual case); otherwise
    ///   O(*c*) in its children.
    @inline(__always)
    static func check(
        childrenOf parent: ViewController, when event: @autoclosure () -> MisuseError.Reason.UnfinishedMoment,
        includingPlaced: Bool = false
    ) {
        guard parent.containment.childrenLeftToCaller > 0 else { return }
        var stillWaiting = 0
        for child in parent.storedChildren where child.containment.isLeftToCaller {
            // A placed view is the middle of a correct sequence (Apple's container transition:
            // `addChild`, add the view, remove the old child, then `didMove`): only a child whose
            // view was never placed is the forgotten half, until the parent goes.
            if !includingPlaced, child.storedView?.storedSuperview != nil {
                stillWaiting += 1
            } else if child.containment.takeUnfinished() {
                report(child, when: event(), at: nil)
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
                at: child, .unfinishedContainment(child, when: .operationEnded))
        }
    }
}

extension MisuseError {
    /// `MIS-19`: `child` was added with `addChild(_:)` and had not received `didMove(toParent:)`
    /// at `moment`.
    @MainActor
    static func unfinishedContainment(
        _ child: ViewController, when moment: MisuseError.Reason.UnfinishedMoment
    ) -> MisuseError {
        MisuseError(
            .unfinishedContainment(
                child: child.name, parent: child.storedParent?.name, moment: moment,
                viewIsPlaced: child.storedView?.storedSuperview != nil))
    }
}
