/// Releases view subtrees and controller chains iteratively, so that dropping a tree of any depth
/// cannot overflow the stack.
///
/// A view's deinitializer hands its subviews here, a controller's its children, and a container's
/// its content, instead of releasing them recursively. The outermost call drains the queue; a
/// release that happens while draining only appends.
@MainActor
enum ReleaseQueue {
    // Stored in `EngineState` (unchecked exclusivity there): every access is an append
    // or a `popLast` that releases nothing while it is open (a batch is released after its access).
    private static var views: [[View]] {
        _read { yield EngineState.current.releases.views }
        _modify { yield &EngineState.current.releases.views }
    }
    private static var controllers: [[ViewController]] {
        _read { yield EngineState.current.releases.controllers }
        _modify { yield &EngineState.current.releases.controllers }
    }
    private static var objects: [AnyObject] {
        _read { yield EngineState.current.releases.objects }
        _modify { yield &EngineState.current.releases.objects }
    }
    private static var draining: Bool {
        _read { yield EngineState.current.releases.draining }
        _modify { yield &EngineState.current.releases.draining }
    }

    /// Whether nothing waits to be released and nothing is being drained.
    static var isIdle: Bool { views.isEmpty && controllers.isEmpty && objects.isEmpty && !draining }

    /// Takes the views out of `storage` (leaving it empty, so the queue holds the only reference)
    /// and releases them, iteratively.
    static func release(taking storage: inout [View]) {
        views.append(storage)
        storage = []
        drain()
    }

    /// Takes the controllers out of `storage` and releases them, iteratively.
    static func release(taking storage: inout [ViewController]) {
        controllers.append(storage)
        storage = []
        drain()
    }

    /// Takes the node out of `slot` (leaving `nil`) and releases it, iteratively: a container's
    /// content, which its stored property would otherwise release after the container's own
    /// `deinit`, one nested `deinit` per level of a chain of containers.
    static func release<Node: AnyObject>(taking slot: inout Node?) {
        guard let node = slot else { return }
        objects.append(node)
        slot = nil
        drain()
    }

    private static func drain() {
        if draining { return }
        draining = true
        while true {
            if let batch = views.popLast() {
                _ = batch  // released at the end of this iteration; its deinits only append
            } else if let batch = controllers.popLast() {
                _ = batch
            } else if let object = objects.popLast() {
                _ = object
            } else {
                break
            }
        }
        draining = false
    }
}
