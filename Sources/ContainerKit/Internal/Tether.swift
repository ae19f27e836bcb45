/// A link to a node that reads `nil` once the node is gone, without a `weak` reference.
///
/// A `weak` reference gives its target a side table, and from then on every retain and release of
/// the target takes the runtime's slow path: in a list scroll, where cells, their parent controller
/// and the list are the targets of such links and are retained by every operation, that was half of
/// the time (BENCHMARKS.md, problem 6). A tether is a small object that a node creates once
/// (``Responder/tether``) and that holders keep strongly; they read the node through it, and the
/// node cuts it (``Responder/cutTether()``) when its `deinit` starts, as a `weak` link would turn
/// `nil`. Reading costs two loads and no atomic operation on the target.
///
/// The links kept this way: a content view's container (`View.storedContainer`), a container's
/// prepared parent and list (`AnyContainerView.preparedParent`, `AnyContainerView.listHost`).
@MainActor
final class Tether {
    /// The node, or `nil` once it began to go away.
    ///
    /// Invariant: alive whenever it is not `nil`. Only ``Responder/tether`` sets it (to the node
    /// that creates the tether), and that node's `deinit` clears it first thing (`View` and
    /// `ViewController`, whose `deinit`s run before any of the node's storage is released).
    /// AddressSanitizer in CI reports a read past it.
    var target: Responder? { targetLink?.takeUnretainedValue() }
    /// The storage of ``target``, unretained (`Unmanaged`, as `View`'s upward links): a read
    /// follows or tests the node without the retain and release of a strong copy.
    @exclusivity(unchecked) private var targetLink: Unmanaged<Responder>?

    fileprivate init(target: Responder) { targetLink = Unmanaged.passUnretained(target) }

    /// The node as the type it was tethered as, or `nil` once it began to go away.
    ///
    /// - Parameter type: The node's class; only `Responder.tether` creates tethers, and each link
    ///   stores only nodes of its own type, so the conversion is not checked.
    /// - Returns: The node, or `nil`.
    @inline(__always)
    func target<Node: Responder>(as type: Node.Type) -> Node? {
        // Not `Optional.map`: its main-actor closure would check the executor at every read.
        guard let targetLink else { return nil }
        return unsafeDowncast(targetLink.takeUnretainedValue(), to: Node.self)
    }

    fileprivate func cut() { targetLink = nil }
}

extension Responder {
    /// The tether through which other nodes refer to this one without a `weak` reference; created
    /// on first use and kept in ``extras``.
    ///
    /// - Complexity: O(1); allocates on the first call only.
    final var tether: Tether {
        let extras = ensureExtras()
        if let tether = extras.tether { return tether }
        let created = Tether(target: self)
        extras.tether = created
        return created
    }

    /// Cuts this node's tether: every link through it reads `nil` from now on. The `deinit`s of
    /// `View` and `ViewController` call it before anything else.
    final func cutTether() {
        extras?.tether?.cut()
    }
}
