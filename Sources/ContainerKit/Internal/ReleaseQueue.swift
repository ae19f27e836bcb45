/// Releases view subtrees iteratively, so that dropping a tree of any depth cannot overflow the
/// stack.
///
/// A view's deinitializer hands its subviews here instead of releasing them recursively. The
/// outermost call drains the queue; a release that happens while draining only appends.
@MainActor
enum ReleaseQueue {
    private static var pending: [[View]] = []
    private static var draining = false

    /// Takes the views out of `storage` (leaving it empty, so the queue holds the only reference)
    /// and releases them, iteratively.
    static func release(taking storage: inout [View]) {
        pending.append(storage)
        storage = []
        if draining { return }
        draining = true
        while let batch = pending.popLast() {
            _ = batch  // the batch is released at the end of this iteration
        }
        draining = false
    }
}
