/// The common base of every object in a ContainerKit tree: views, windows and controllers.
///
/// `Responder` carries what all tree objects share: a ``name`` used in traces and dumps, the
/// responder chain (``next``), the torn-down state, and the attachment point for trace recorders,
/// diagnostics logs and tree settings. It cannot be subclassed or created outside ContainerKit:
/// subclass ``View`` or ``ViewController``.
@MainActor
open class Responder {
    // Stored properties in this order on purpose: 8-byte fields first, then the 4- and 1-byte
    // ones, so that the small fields of ``View`` follow without padding (BENCHMARKS.md, problem 4).

    /// A number no other responder of this process has, even after this one is released.
    ///
    /// Unlike `ObjectIdentifier`, it is never reused, so traces can tell apart a released node
    /// and a new one that got its address.
    public let serialNumber: UInt64

    /// Rarely used state, allocated on first use so that a plain view stays small.
    @exclusivity(unchecked) final var extras: ResponderExtras?
    /// The recorders and logs observing this node: its own and those of every node above it along
    /// ``scopeParent``; shared with the scope-parent when nothing is attached here (`TRACE-3`;
    /// the invariant and its upkeep are on ``ObserverScope``).
    @exclusivity(unchecked) final var observerScope: ObserverScope?

    /// The top of this node's chain as last found, valid while ``cachedTopEpoch`` equals
    /// `ChainTop.epoch` (the invariant is on ``ChainTop``; `unowned(unsafe)`: read only then).
    @exclusivity(unchecked) unowned(unsafe) final var cachedTop: Responder?
    @exclusivity(unchecked) final var cachedTopEpoch: UInt64 = 0

    /// Marks the nodes an ownership walk has visited (see `Responder+Ownership.swift`).
    @exclusivity(unchecked) final var ownershipVisitEpoch: UInt32 = 0

    /// ``isTornDown`` (the top bit) and ``inheritedHooks`` (the bits of ``HookSet``), packed into
    /// one 16-bit word so that the two 1-byte fields of ``View`` still fit before the next 8-byte
    /// boundary. Exclusivity unchecked: main-actor state, each access a load or a store.
    @exclusivity(unchecked) private final var packedBits: UInt16 = 0
    private static let tornDownBit: UInt16 = 1 << 15

    /// Whether ``View/tearDown(fileID:filePath:line:column:)`` or ``ViewController/tearDown(fileID:filePath:line:column:)`` has run on this object.
    ///
    /// A torn-down object refuses every change with ``Misuse/tornDown`` (`MIS-12`).
    public internal(set) final var isTornDown: Bool {
        get { packedBits & Responder.tornDownBit != 0 }
        set { packedBits = newValue ? packedBits | Responder.tornDownBit : packedBits & ~Responder.tornDownBit }
    }

    /// `MIS-12` for a setter or an entry point: `true`, with the refusal reported, when this object
    /// was torn down (the caller then changes nothing and calls no hook, `LIFE-2`); `false`
    /// otherwise.
    ///
    /// - Parameter change: What was asked (``MisuseError/Reason/Change/frame``).
    /// - Returns: Whether the caller must return at once.
    @inline(__always)
    final func refusesAfterTeardown(_ change: MisuseError.Reason.Change) -> Bool {
        guard isTornDown else { return false }
        Diagnostics.refuse(.tornDown(self, operation: .change(change, of: name)), touching: Touched(self))
        return true
    }

    /// The hooks this object's class inherits unchanged and whose base implementation only
    /// records: ``HookGate/call(_:_:_:animated:_:)`` records them without calling them. Set once, at the
    /// end of `init`, from the class (see `Internal/HookOverrides.swift`).
    final var inheritedHooks: HookSet { HookSet(rawValue: packedBits & ~Responder.tornDownBit) }

    private static var nextSerialNumber: UInt64 {
        _read { yield EngineState.current.nodes.nextSerialNumber }
        _modify { yield &EngineState.current.nodes.nextSerialNumber }
    }

    /// Creates a responder; only ``View`` and ``ViewController`` do.
    ///
    /// - Parameter name: The name written in traces and dumps; `nil` uses the type's name.
    init(name: String?) {
        Responder.nextSerialNumber &+= 1
        serialNumber = Responder.nextSerialNumber
        if let name { extras = ResponderExtras(name: name) }
        packedBits = HookOverrides.inherited(by: type(of: self)).rawValue
    }

    isolated deinit {
        if let extras { Attachments.released(extras) }
    }

    /// The name written in traces and tree dumps.
    ///
    /// Unless set, the name is the type's name (`CartView`, `ProfileController`). Names need not be
    /// unique; give nodes that a test compares distinct names. A trace or a tree dump that shows
    /// several unnamed nodes of one type numbers them in the order it meets them
    /// (`ContainerView<CartView>#2`; `TRACE-9`); this property stays the type's name.
    public final var name: String {
        get { extras?.name ?? defaultName }
        set { ensureExtras().name = newValue }
    }

    /// The next responder in the chain, or `nil` at its end.
    ///
    /// A view's next responder is its controller when it is a controller's root view, otherwise its
    /// superview. Subclasses answer it; the base answers `nil`.
    open var next: Responder? { nil }

    /// The name used while none is set: the type's name, computed once per type and shared (every
    /// event of an unnamed node reads it; `TRACE-5`).
    var defaultName: String {
        let type = ObjectIdentifier(Swift.type(of: self))
        if let known = Responder.typeNames[type] { return known }
        let name = String(describing: Swift.type(of: self))
        Responder.typeNames[type] = name
        return name
    }

    /// Cache: the names of the types whose nodes were unnamed, by type (a type's name never changes).
    @exclusivity(unchecked) private static var typeNames: [ObjectIdentifier: String] = [:]

    /// Calls `body` with every node that holds this one strongly.
    func forEachHolder(_ body: (Responder) -> Void) {}

    /// The trees this node belongs to, for the busy check of `REENT-1` (see `Engine.mustDefer`).
    var busyKeys: BusyKeys { BusyKeys(own: self, view: self) }

    /// The node above this one whose attachments also observe this one's operations.
    ///
    /// A view answers its controller when it is a controller's root view, else its superview.
    var scopeParent: Responder? { nil }

    /// Calls `body` with every node whose ``scopeParent`` is this node.
    func forEachScopeChild(_ body: (Responder) -> Void) {}

    final func ensureExtras() -> ResponderExtras {
        if let extras { return extras }
        let created = ResponderExtras(name: nil)
        extras = created
        return created
    }
}

/// State that most responders never need: an explicit name and tree attachments.
@MainActor
final class ResponderExtras {
    var name: String?
    var recorders: [TraceRecorder] = []
    var logs: [DiagnosticsLog] = []
    var containmentPolicy: ContainmentPolicy?
    /// This node's tether, once another node links to it (`Internal/Tether.swift`).
    var tether: Tether?
    /// A composition container's note on this controller (its state, its place), valid only while
    /// the controller is a child of the container that wrote it (`COMP-12`, `CompositionTag`).
    var compositionTag: CompositionTag?
    /// UIKit's plain properties once one is set (`tag`, `alpha`, `isHidden`, `title`; Porting/).
    var uikitAttributes: UIKitAttributes?
    /// Views: the Auto Layout state (`AutoLayout/`), once the view uses Auto Layout. Kept here,
    /// beside the ``tether`` that every constrained view has, rather than in ``LayoutExtras``: a
    /// constrained view then makes no `LayoutExtras` (one allocation fewer), and the safe-area
    /// propagation, which reads a view's `LayoutExtras` at every frame change, finds none
    /// (BENCHMARKS.md).
    var autoLayout: ViewAutoLayout?

    init(name: String?) { self.name = name }
}
