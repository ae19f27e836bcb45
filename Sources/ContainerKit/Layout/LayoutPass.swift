/// One layout pass over the marked paths of a subtree (`LAYOUT-1`, `LAYOUT-2`).
///
/// Pre-order along the marked paths (``LayoutFlags``): a view is laid out before the pass looks at
/// its subviews, so a parent that sizes its subviews (and so marks them) has them laid out in the
/// same pass. The pass keeps the path from its root to the current view on ``path`` (strong
/// references and the index of the next subview to look at), so it neither recurses nor depends
/// on the tree staying unchanged under it. When it leaves a view it sets
/// ``LayoutFlags/descendantNeedsLayout`` exactly (from its subviews' flags), which restores the
/// marked-path invariant and keeps marks made behind the pass for the next one.
///
/// A hook may start a nested pass (``View/layoutIfNeeded()`` on some view). The nested pass skips
/// every view whose layout hooks are running (``LayoutFlags/isLayingOut``) together with its
/// subtree: those stay marked for the outer pass, which reaches them after their parent's hooks.
@MainActor
enum LayoutPass {
    struct Step {
        let view: View
        var nextSubview: Int
        /// ``marksMade`` when the step began: unchanged at its end, no subview can be marked.
        let marksAtStart: UInt64
    }

    /// Counts the marks made anywhere (``View/flagPathToRoot()``, which every mark goes through)
    /// and the marked views a nested pass leaves behind. A step that ends with the count it began
    /// with knows, without reading its subviews again, that none of them is marked: each one it
    /// visited was unmarked by the pass (and its own step ended the same way), and each one it
    /// skipped was unmarked already. So a pass over *m* marked views reads each subview list once,
    /// as a plain walk would (profiled).
    static var marksMade: UInt64 {
        _read { yield EngineState.current.layout.marksMade }
        _modify { yield &EngineState.current.layout.marksMade }
    }

    /// The paths of the passes in progress; nested passes (a hook calling `layoutIfNeeded()`)
    /// push and pop their own tail. Keeps its capacity, so a pass allocates nothing once grown.
    // Stored in `EngineState` (unchecked exclusivity there): every access is a read
    // or an in-place update that calls no hook while it is open (`layOut` runs between accesses).
    private static var path: [Step] {
        _read { yield EngineState.current.layout.layoutPath }
        _modify { yield &EngineState.current.layout.layoutPath }
    }

    static func run(from root: View) {
        let base = path.count
        defer { if path.count > base { path.removeSubrange(base...) } }
        var node = root
        while true {
            if node.layoutFlags.contains(.isLayingOut) {
                // A nested pass (from a layout hook) leaves a view whose layout is in progress, and
                // its subtree, to the pass that is laying it out: parents stay before descendants.
                // It stays marked behind this pass's steps: they must read their subviews again.
                marksMade &+= 1
            } else {
                if node.layoutFlags.contains(.needsLayout) {
                    node.layoutFlags.remove(.needsLayout)
                    layOut(node)
                }
                if node.layoutFlags.contains(.descendantNeedsLayout) {
                    path.append(Step(view: node, nextSubview: 0, marksAtStart: marksMade))
                }
            }
            // The next marked subview of the deepest view on the path, leaving finished views.
            var next: View?
            while next == nil, path.count > base {
                let top = path.count - 1
                let parent = path[top].view
                let subviews = parent.storedSubviews
                var index = path[top].nextSubview
                while index < subviews.count, subviews[index].layoutFlags.isDisjoint(with: .marks) { index += 1 }
                if index < subviews.count {
                    path[top].nextSubview = index + 1
                    next = subviews[index]
                } else {
                    let stillMarked =
                        marksMade != path[top].marksAtStart
                        && subviews.contains { !$0.layoutFlags.isDisjoint(with: .marks) }
                    if stillMarked {
                        parent.layoutFlags.insert(.descendantNeedsLayout)
                    } else {
                        parent.layoutFlags.remove(.descendantNeedsLayout)
                    }
                    path.removeLast()
                }
            }
            guard let next else { return }
            node = next
        }
    }

    /// `C.viewWillLayoutSubviews`, `v.layoutSubviews`, `C.viewDidLayoutSubviews` (`LAYOUT-2`).
    private static func layOut(_ view: View) {
        guard !view.isTornDown else { return }
        view.layoutFlags.insert(.isLayingOut)
        // Not `Optional.flatMap`: its main-actor closure would check the executor.
        var controller = view.storedController
        if controller?.isTornDown == true { controller = nil }
        if let controller {
            UnfinishedContainment.check(childrenOf: controller, when: .parentLaidOut(controller.name))  // MIS-19
            HookGate.call(controller, .viewWillLayoutSubviews) { controller.viewWillLayoutSubviews() }
        }
        HookGate.call(view, .layoutSubviews) { view.layoutSubviews() }
        // The default `layoutSubviews()` sets the solved frames (LAYOUT-5); the gate records an
        // inherited one without calling it.
        if view.inheritedHooks.contains(.layoutSubviews) { view.applySolvedFramesToSubviews() }
        if let controller {
            HookGate.call(controller, .viewDidLayoutSubviews) { controller.viewDidLayoutSubviews() }
        }
        view.layoutFlags.remove(.isLayingOut)
        // Frames set by the hooks changed constraints (a container sizing its children): their
        // solved subviews are marked in this pass.
        if LayoutEngine.hasDirtyEngines { LayoutEngine.flushAll() }
    }
}
