/// The constraint pass (`LAYOUT-5`): `updateConstraints()` on each marked view of a subtree,
/// subviews before superviews; a controller's root view gets its controller's
/// `updateViewConstraints()` instead, whose default calls the view's.
///
/// Post-order along the marked paths (``LayoutFlags/needsUpdateConstraints`` and
/// ``LayoutFlags/descendantNeedsUpdateConstraints``, with the marked-path invariant of the
/// layout marks), with an explicit stack, so that it neither recurses nor depends on the tree
/// staying unchanged under it. A view marked behind the pass (by a hook, after its turn) stays
/// marked for the next pass, on a marked path. O(1) when nothing is marked.
@MainActor
enum ConstraintPass {
    struct Step {
        let view: View
        var nextSubview: Int
    }

    private static var path: [Step] {
        _read { yield EngineState.current.autoLayout.constraintPath }
        _modify { yield &EngineState.current.autoLayout.constraintPath }
    }

    /// How many constraint passes are running (a hook may start a nested one). A view that starts
    /// taking part in Auto Layout while one runs is not marked: its constraints are being updated.
    static var depth: Int {
        _read { yield EngineState.current.autoLayout.constraintDepth }
        _modify { yield &EngineState.current.autoLayout.constraintDepth }
    }

    static func run(from root: View) {
        guard !root.layoutFlags.isDisjoint(with: .constraintMarks) else { return }
        let base = path.count
        depth += 1
        defer {
            depth -= 1
            if path.count > base { path.removeSubrange(base...) }
        }
        path.append(Step(view: root, nextSubview: 0))
        while path.count > base {
            let top = path.count - 1
            let view = path[top].view
            if view.layoutFlags.contains(.descendantNeedsUpdateConstraints) {
                let subviews = view.storedSubviews
                var index = path[top].nextSubview
                while index < subviews.count {
                    let subview = subviews[index]
                    let flags = subview.layoutFlags
                    if flags.isDisjoint(with: .constraintMarks) {
                        index += 1
                        continue
                    }
                    // A marked view with nothing marked below it, whose update runs no app code (no
                    // controller, an inherited `updateConstraints()`, which is only recorded), is
                    // updated in place: the order is the path's (it would be pushed, popped and
                    // updated at once), and nothing can change the tree meanwhile. No step on the
                    // path (its retain, release and uniqueness checks were a tenth of the pass, whose
                    // views are out of the caches in a large build, BENCHMARKS.md).
                    guard !flags.contains(.descendantNeedsUpdateConstraints), subview.storedController == nil,
                        subview.inheritedHooks.contains(.updateConstraints)
                    else { break }
                    subview.layoutFlags.remove(.needsUpdateConstraints)
                    if !subview.isTornDown { callUpdateConstraints(of: subview) }
                    index += 1
                }
                if index < subviews.count {
                    path[top].nextSubview = index + 1
                    path.append(Step(view: subviews[index], nextSubview: 0))
                    continue
                }
                // A hook may have marked a subview behind the pass: it keeps the path to it. A
                // loop, not `contains(where:)`: its main-actor closure checked the executor at
                // every subview (about 220 instructions per view of a 10k build, BENCHMARKS.md).
                var markedBehind = false
                for subview in subviews where !subview.layoutFlags.isDisjoint(with: .constraintMarks) {
                    markedBehind = true
                    break
                }
                if !markedBehind { view.layoutFlags.remove(.descendantNeedsUpdateConstraints) }
            }
            path.removeLast()
            if view.layoutFlags.contains(.needsUpdateConstraints) {
                view.layoutFlags.remove(.needsUpdateConstraints)
                update(view)
            }
        }
    }

    /// `C.updateViewConstraints` for a controller's root view, `v.updateConstraints` otherwise.
    private static func update(_ view: View) {
        guard !view.isTornDown else { return }
        if let controller = view.storedController, !controller.isTornDown {
            if controller.inheritedHooks.contains(.updateViewConstraints) {
                // Inherited: the gate records it without calling it; its default's call follows.
                HookGate.call(controller, .updateViewConstraints) { controller.updateViewConstraints() }
                callUpdateConstraints(of: view)
            } else {
                HookGate.call(controller, .updateViewConstraints) { controller.updateViewConstraints() }
            }
        } else {
            callUpdateConstraints(of: view)
        }
    }

    /// The view's `updateConstraints()`, as ContainerKit calls it (recorded, `MIS-11` checked).
    static func callUpdateConstraints(of view: View) {
        HookGate.call(view, .updateConstraints) { view.updateConstraints() }
    }
}

extension View {
    /// Marks the view for a constraint update: its ``updateConstraints()`` (a controller's root
    /// view: its controller's ``ViewController/updateViewConstraints()``) runs in the next
    /// constraint pass (`LAYOUT-5`), which ``layoutIfNeeded()`` and
    /// ``updateConstraintsIfNeeded()`` run. Marks coalesce.
    ///
    /// - Complexity: O(1) when already marked; otherwise O(*d*) up to the first marked ancestor.
    public final func setNeedsUpdateConstraints() {
        guard !layoutFlags.contains(.needsUpdateConstraints) else { return }
        layoutFlags.insert(.needsUpdateConstraints)
        flagConstraintPathToRoot()
    }

    /// Whether the view is marked for a constraint update (``setNeedsUpdateConstraints()``).
    ///
    /// - Returns: `true` when its `updateConstraints()` is due.
    public final func needsUpdateConstraints() -> Bool { layoutFlags.contains(.needsUpdateConstraints) }

    /// Runs the constraint pass over this view's subtree now: each marked view gets
    /// ``updateConstraints()``, subviews before superviews (`LAYOUT-5`). With nothing marked it
    /// calls nothing. Does not lay out.
    ///
    /// - Complexity: O(1) when nothing is marked; otherwise O(*m*) in the views on the marked
    ///   paths and their subviews, plus the hooks.
    public final func updateConstraintsIfNeeded() {
        guard !layoutFlags.isDisjoint(with: .constraintMarks), !isTornDown else { return }
        Engine.run(self) { ConstraintPass.run(from: self) }
    }

    /// Sets ``LayoutFlags/descendantNeedsUpdateConstraints`` on the ancestors, up to the first
    /// that has it.
    final func flagConstraintPathToRoot() {
        var node = storedSuperview
        while let current = node, !current.layoutFlags.contains(.descendantNeedsUpdateConstraints) {
            current.layoutFlags.insert(.descendantNeedsUpdateConstraints)
            node = current.storedSuperview
        }
    }
}
