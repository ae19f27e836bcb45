/// Keeps every view's stored safe-area insets equal to the rule of `View+SafeArea.swift`, and
/// calls the safe-area hooks (`LAYOUT-3`).
///
/// An update runs in two phases: it stores the new insets of the start view and, as far as they
/// change, of its descendants (pre-order, no user code), then calls the hooks of the views that
/// changed, inside an operation anchored at the start view, so that a tree change requested from
/// them waits (`REENT-1`). The lists live in static buffers that keep their capacity; nested
/// updates (from hooks) push and pop their own tails.
@MainActor
enum SafeAreaPropagation {
    /// Frame changes made while a view reacts to its own frame change; applied together after it.
    // Stored in `EngineState` (unchecked exclusivity there):
    // every access is a read, an append or a removal that calls no hook while it is open.
    private static var pending: [(view: View, sizeChanged: Bool)] {
        _read { yield EngineState.current.layout.safeAreaPending }
        _modify { yield &EngineState.current.layout.safeAreaPending }
    }
    private static var batchDepth: Int {
        _read { yield EngineState.current.layout.safeAreaBatchDepth }
        _modify { yield &EngineState.current.layout.safeAreaBatchDepth }
    }
    /// The views whose insets changed in the updates in progress, in hook order.
    private static var changed: [View] {
        _read { yield EngineState.current.layout.safeAreaChanged }
        _modify { yield &EngineState.current.layout.safeAreaChanged }
    }

    /// A view's frame changed: runs `react` (the view's own reaction, during which further frame
    /// changes are collected), then updates the view and each collected view, in that order.
    static func frameDidChange(of view: View, sizeChanged: Bool, _ react: () -> Void) {
        if batchDepth > 0 {
            pending.append((view, sizeChanged))
            react()
            return
        }
        let base = pending.count
        batchDepth += 1
        react()
        batchDepth -= 1
        update(from: view, sizeChanged: sizeChanged)
        var index = base
        while index < pending.count {
            let (collected, collectedSizeChanged) = pending[index]
            update(from: collected, sizeChanged: collectedSizeChanged)
            index += 1
        }
        if pending.count > base { pending.removeSubrange(base...) }
    }

    /// Derives the insets of `start` again and, where needed, of its descendants; then calls the
    /// hooks.
    ///
    /// - Parameters:
    ///   - start: The view whose place, frame or inputs changed.
    ///   - sizeChanged: `start`'s size changed, so its subviews' insets may change even when its
    ///     own do not.
    ///   - startChanged: `start` is a window whose insets were just set to a new value.
    static func update(from start: View, sizeChanged: Bool = false, startChanged: Bool = false) {
        let base = changed.count
        defer { if changed.count > base { changed.removeSubrange(base...) } }
        var descend: Bool
        if startChanged {
            start.setNeedsLayout()
            changed.append(start)
            descend = true
        } else {
            descend = store(start)
        }
        if !descend, sizeChanged { descend = start.safeAreaInsets != .zero }
        if descend, !start.storedSubviews.isEmpty {
            var lastChanged = false
            View.forEachPreOrder(in: start, descendingInto: { _ in lastChanged }) { view in
                if view !== start { lastChanged = store(view) }
            }
        }
        let end = changed.count
        guard end > base else { return }
        Engine.run(start) {
            for index in base..<end {
                let view = changed[index]
                if !view.isTornDown {
                    HookGate.call(view, .safeAreaInsetsDidChange) { view.safeAreaInsetsDidChange() }
                }
                if let controller = view.storedController, !controller.isTornDown {
                    HookGate.call(controller, .viewSafeAreaInsetsDidChange) { controller.viewSafeAreaInsetsDidChange() }
                }
            }
        }
    }

    /// Stores the derived insets of one view; `true` (and the view marked and listed) when they
    /// changed.
    private static func store(_ view: View) -> Bool {
        let old = view.safeAreaInsets
        let new = view.derivedSafeAreaInsets()
        guard new != old else { return false }
        view.ensureLayoutExtras().safeAreaInsets = new
        view.setNeedsLayout()
        if view.autoLayout != nil { view.marginsDidChange() }  // LAYOUT-7
        changed.append(view)
        return true
    }
}
