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
/// prepared parent and list (`AnyContainerView.preparedParent`, `AnyContainerView.listHost`), and
/// every Auto Layout link to a view or guide that UIKit keeps `weak` (a constraint's items, an
/// anchor's item, the view a constraint is installed on, a node's item, an engine's root): with
/// `weak` links, every constrained view took the slow path on every retain and release, a third
/// of an Auto Layout build (BENCHMARKS.md). A ``LayoutGuide`` has a tether of its own
/// (``LayoutGuide/tether``), read only through ``object`` and ``object(as:)``.
@MainActor
@usableFromInline
final class Tether {
    /// The node, or `nil` once it began to go away.
    ///
    /// Invariant: alive whenever it is not `nil`. Only ``Responder/tether`` and
    /// ``LayoutGuide/tether`` set it (to the object that creates the tether), and that object's
    /// `deinit` clears it first thing (`View`, `ViewController` and `LayoutGuide`, whose `deinit`s
    /// run before any of the object's storage is released). AddressSanitizer in CI reports a read
    /// past it. Read only on tethers of responders (a guide's is read through ``object``).
    var target: Responder? {
        guard let targetLink else { return nil }
        return unsafeDowncast(targetLink.takeUnretainedValue(), to: Responder.self)
    }
    /// The storage of ``target``, unretained (`Unmanaged`, as `View`'s upward links): a read
    /// follows or tests the node without the retain and release of a strong copy.
    @exclusivity(unchecked) private var targetLink: Unmanaged<AnyObject>?

    /// What the target is, fixed when the tether is made: Auto Layout reads its items as views or
    /// guides through it without a dynamic cast (`swift_dynamicCastClass` and the destruction of
    /// the cast's copy were about 400 instructions per view of a 10k build, BENCHMARKS.md).
    let kind: Kind

    /// What a tether's target is.
    enum Kind {
        /// A ``View`` (a ``Window`` among them).
        case view
        /// A ``LayoutGuide``.
        case guide
        /// Another responder (a view controller).
        case other
    }

    /// Only ``Responder/tether`` and ``LayoutGuide/tether`` make tethers, each for itself.
    init(target: AnyObject, kind: Kind) {
        targetLink = Unmanaged.passUnretained(target)
        self.kind = kind
    }

    /// The object, whatever its class, or `nil` once it began to go away.
    var object: AnyObject? { targetLink?.takeUnretainedValue() }

    /// The object as the class it was tethered as, or `nil` once it began to go away.
    ///
    /// - Parameter type: The object's class; a link stores only tethers of objects of the class
    ///   it reads, so the conversion is not checked.
    /// - Returns: The object, or `nil`.
    @inline(__always)
    func object<Object: AnyObject>(as type: Object.Type) -> Object? {
        guard let targetLink else { return nil }
        return unsafeDowncast(targetLink.takeUnretainedValue(), to: Object.self)
    }

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

    /// The view, when the target is a view that is alive; `nil` otherwise. No dynamic cast.
    var view: View? { kind == .view ? object(as: View.self) : nil }

    /// The guide, when the target is a layout guide that is alive; `nil` otherwise. No dynamic
    /// cast.
    var guide: LayoutGuide? { kind == .guide ? object(as: LayoutGuide.self) : nil }

    /// The view of a constraint's item: the view itself, or the view that owns the guide (`nil`
    /// for a guide that no view owns, or once the item is gone).
    var owningView: View? {
        guard let object else { return nil }
        return Tether.owningView(of: object, kind: kind)
    }

    /// The view of an item read through a tether of `kind`: the view itself, or the view that
    /// owns the guide (`nil` for a guide that no view owns). No dynamic cast.
    ///
    /// - Parameters:
    ///   - object: The tether's object, read by the caller.
    ///   - kind: The tether's ``kind``.
    /// - Returns: The view, or `nil`.
    static func owningView(of object: AnyObject, kind: Kind) -> View? {
        switch kind {
        case .view: unsafeDowncast(object, to: View.self)
        case .guide: unsafeDowncast(object, to: LayoutGuide.self).owningView
        case .other: nil
        }
    }

    /// Called only by the `deinit` of the object that made the tether.
    func cut() { targetLink = nil }
}

extension Responder {
    /// The tether through which other nodes refer to this one without a `weak` reference; created
    /// on first use and kept in ``extras``.
    ///
    /// - Complexity: O(1); allocates on the first call only.
    @usableFromInline
    final var tether: Tether {
        // Read through the optional first: no reference to the extras is taken. Inlined in this
        // module (Auto Layout asks for it several times per constraint); the first call makes it.
        @inline(__always) get {
            if let tether = extras?.tether { return tether }
            return makeTether()
        }
    }

    /// Makes the tether (``tether``'s first call).
    @inline(never)
    private final func makeTether() -> Tether {
        let extras = ensureExtras()
        if let tether = extras.tether { return tether }
        let created = Tether(target: self, kind: self is View ? .view : .other)
        extras.tether = created
        return created
    }

    /// Cuts this node's tether: every link through it reads `nil` from now on. The `deinit`s of
    /// `View` and `ViewController` call it before anything else.
    final func cutTether() {
        extras?.tether?.cut()
    }
}
