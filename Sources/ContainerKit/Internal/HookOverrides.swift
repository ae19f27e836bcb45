/// A set of the hook kinds that ``HookGate`` may skip, in 13 bits (bits 0 to 11 and 14: the
/// constraint-pass hooks came last), and two bits of the containment hooks that it never skips
/// (all stored in 16 with the torn-down bit of ``Responder``).
///
/// A view's hooks and a controller's share bits: a node is one or the other, never both, and its
/// set is always read with its own kinds. Kinds that are never skipped have no bit.
struct HookSet: OptionSet, Sendable {
    let rawValue: UInt16

    init(rawValue: UInt16) { self.rawValue = rawValue }

    init(_ kind: HookKind) { rawValue = HookSet.bit(of: kind) }

    @inline(__always)
    func contains(_ kind: HookKind) -> Bool { rawValue & HookSet.bit(of: kind) != 0 }

    /// The bit of `kind`, `0` for a kind that is always called. Folds to a constant at every call
    /// site, where the kind is a literal.
    @inline(__always)
    static func bit(of kind: HookKind) -> UInt16 {
        switch kind {
        case .willMoveToSuperview, .viewDidLoad: 1 << 0
        case .didMoveToSuperview, .viewWillAppear: 1 << 1
        case .willMoveToWindow, .viewDidAppear: 1 << 2
        case .didMoveToWindow, .viewWillDisappear: 1 << 3
        case .didAddSubview, .viewDidDisappear: 1 << 4
        case .willRemoveSubview, .viewWillLayoutSubviews: 1 << 5
        case .layoutSubviews, .viewDidLayoutSubviews: 1 << 6
        case .safeAreaInsetsDidChange, .viewSafeAreaInsetsDidChange: 1 << 7
        case .traitCollectionDidChange: 1 << 8
        // A container's kind and a controller's kind: a node is one or the other.
        case .containerPrepare, .viewIsAppearing: 1 << 9
        case .containerDidLoad: 1 << 10
        case .prepareForReuse: 1 << 11
        case .updateConstraints, .updateViewConstraints: 1 << 14
        case .willMoveToParent, .didMoveToParent, .containerInsert, .containerRemove: 0
        // Their base implementations forward to the children (APP-13): always called.
        case .viewWillTransitionToSize, .willTransitionToTraitCollection: 0
        }
    }

    /// A controller class inherits `willMove(toParent:)` unchanged. Not a bit of a kind: the base
    /// implementation changes the containment phase, so ``HookGate`` never skips the hook; the
    /// list's direct path (`Cells/ListHost+DirectPath.swift`) applies that change itself instead.
    static let inheritsWillMoveToParent = HookSet(rawValue: 1 << 12)
    /// A controller class inherits `didMove(toParent:)` unchanged (as ``inheritsWillMoveToParent``).
    static let inheritsDidMoveToParent = HookSet(rawValue: 1 << 13)
}

/// Which hooks a class inherits unchanged, so that ``HookGate/call(_:_:_:animated:_:)`` need not
/// call them.
///
/// Only hooks whose base implementation does nothing but record the hook (`guard HookGate.enter
/// …; Engine.emit(…)`) are candidates: a plain `View`'s window hooks, a controller's appearance
/// hooks, a container's `prepare(parent:)`. Calling such a hook on a class that does not override
/// it has no effect but its record, so the gate makes that record itself (nothing when no recorder
/// listens) instead of calling it. The answer is
/// computed once per class (``inherited(by:)``, cached by `ObjectIdentifier`) and stored in every
/// node at `init` (``Responder/inheritedHooks``), so the check is one load and one bit test.
///
/// How a class is found to override a hook: Swift keeps a class's overridable methods in a table
/// of function pointers in its metadata, one slot per method, at the same offset in every
/// subclass; an override replaces the slot's pointer. The slot of each hook is found by
/// comparison, not assumed: a private probe subclass overrides exactly that hook, and the one
/// slot in which it differs from the base class (ignoring the words in which every subclass
/// differs, found with a probe that overrides nothing) is that hook's. A class inherits the hook
/// when its pointer in that slot is the base class's. Whenever the metadata does not look as
/// expected (a size that differs, a probe that differs in more or fewer than one slot, two hooks
/// in one slot, pointers signed per slot), the table is not used and every hook is called, as
/// before: a wrong guess can only cost time, never skip an override.
@MainActor
enum HookOverrides {
    /// Cache: the answer for each class, computed once from its metadata, which never changes;
    /// `lastClass`/`lastAnswer` memoize the last lookup. Unchecked exclusivity: main-actor
    /// state, each access a load or a store that runs no other code.
    @exclusivity(unchecked) private static var lastClass: ObjectIdentifier?
    @exclusivity(unchecked) private static var lastAnswer: HookSet = []
    @exclusivity(unchecked) private static var answers: [ObjectIdentifier: HookSet] = [:]

    /// The hooks that `type` inherits unchanged from the class that declares them, among those
    /// whose base implementation only records.
    ///
    /// - Complexity: O(1) after the first call for a class.
    static func inherited(by type: AnyClass) -> HookSet {
        let id = ObjectIdentifier(type)
        if id == lastClass { return lastAnswer }
        let answer: HookSet
        if let known = answers[id] {
            answer = known
        } else {
            answer = compute(type)
            answers[id] = answer
        }
        lastClass = id
        lastAnswer = answer
        return answer
    }

    private static func compute(_ type: AnyClass) -> HookSet {
        var answer: HookSet = []
        // A container is a view: both tables apply (the container's own through its class).
        if let viewType = type as? View.Type {
            if let table = viewTable { answer.formUnion(table.inherited(by: type)) }
            answer.formUnion(viewType.inheritedOwnHooks())
        }
        if type is ViewController.Type, let table = controllerTable { answer.formUnion(table.inherited(by: type)) }
        if type is ViewController.Type, let table = parentMoveTable { answer.formUnion(table.inherited(by: type)) }
        return answer
    }

    private static let viewTable = SlotTable(
        base: View.self, overridingNothing: HookProbeView.self,
        probes: [
            (.willMoveToSuperview, HookProbeWillMoveToSuperview.self),
            (.didMoveToSuperview, HookProbeDidMoveToSuperview.self),
            (.willMoveToWindow, HookProbeWillMoveToWindow.self), (.didMoveToWindow, HookProbeDidMoveToWindow.self),
            (.didAddSubview, HookProbeDidAddSubview.self), (.willRemoveSubview, HookProbeWillRemoveSubview.self),
            (.layoutSubviews, HookProbeLayoutSubviews.self),
            (.safeAreaInsetsDidChange, HookProbeSafeAreaInsetsDidChange.self),
            (.traitCollectionDidChange, HookProbeViewTraitCollectionDidChange.self),
            (.updateConstraints, HookProbeUpdateConstraints.self),
        ])

    private static let controllerTable = SlotTable(
        base: ViewController.self, overridingNothing: HookProbeController.self,
        probes: [
            (.viewDidLoad, HookProbeViewDidLoad.self),
            (.viewWillAppear, HookProbeViewWillAppear.self), (.viewDidAppear, HookProbeViewDidAppear.self),
            (.viewWillDisappear, HookProbeViewWillDisappear.self), (.viewDidDisappear, HookProbeViewDidDisappear.self),
            (.viewIsAppearing, HookProbeViewIsAppearing.self),
            (.viewWillLayoutSubviews, HookProbeViewWillLayoutSubviews.self),
            (.viewDidLayoutSubviews, HookProbeViewDidLayoutSubviews.self),
            (.viewSafeAreaInsetsDidChange, HookProbeViewSafeAreaInsetsDidChange.self),
            (.traitCollectionDidChange, HookProbeControllerTraitCollectionDidChange.self),
            (.updateViewConstraints, HookProbeUpdateViewConstraints.self),
        ])

    private static let parentMoveTable = SlotTable(
        base: ViewController.self, overridingNothing: HookProbeController.self,
        probing: [
            (.inheritsWillMoveToParent, HookProbeWillMoveToParent.self),
            (.inheritsDidMoveToParent, HookProbeDidMoveToParent.self),
        ])
}

/// The method-table slots of some hooks of one base class, found with probe subclasses.
struct SlotTable {
    let base: UnsafePointer<UInt>
    let slots: [(bits: HookSet, index: Int)]

    /// `nil` when the metadata does not look as expected (see ``HookOverrides``).
    init?(base baseType: AnyClass, overridingNothing none: AnyClass, probes: [(HookKind, AnyClass)]) {
        self.init(base: baseType, overridingNothing: none, probing: probes.map { (HookSet($0.0), $0.1) })
    }

    /// As `init(base:overridingNothing:probes:)`, each probe naming the bits it answers.
    init?(base baseType: AnyClass, overridingNothing none: AnyClass, probing probes: [(HookSet, AnyClass)]) {
        guard let (base, words) = SlotTable.metadata(of: baseType),
            let (plain, plainWords) = SlotTable.metadata(of: none), plainWords == words
        else { return nil }
        // The words in which any subclass differs (its superclass, its description, …).
        let common = Set((0..<words).filter { plain[$0] != base[$0] })
        var slots: [(bits: HookSet, index: Int)] = []
        for (kind, probeType): (HookSet, AnyClass) in probes {
            guard let (probe, probeWords) = SlotTable.metadata(of: probeType), probeWords == words else { return nil }
            let differing = (0..<words).filter { probe[$0] != base[$0] && !common.contains($0) }
            guard differing.count == 1, !slots.contains(where: { $0.index == differing[0] }) else { return nil }
            slots.append((kind, differing[0]))
        }
        self.base = base
        self.slots = slots
    }

    func inherited(by type: AnyClass) -> HookSet {
        // `type` is a subclass of the base: its metadata holds at least the base's words.
        let words = UnsafeRawPointer(SlotTable.address(of: type)).assumingMemoryBound(to: UInt.self)
        var answer: HookSet = []
        for (bits, index) in slots where words[index] == base[index] { answer.formUnion(bits) }
        return answer
    }

    private static func address(of type: AnyClass) -> UnsafeRawPointer {
        unsafeBitCast(type, to: UnsafeRawPointer.self)
    }

    /// The metadata of a class as words, from its address point, and how many words it has there.
    private static func metadata(of type: AnyClass) -> (UnsafePointer<UInt>, Int)? {
        let address = address(of: type)
        // `classSize` and `classAddressPoint` (two `UInt32`s) follow the kind, the superclass, the
        // Objective-C words where they exist, the flags and the instance size and alignment.
        #if _runtime(_ObjC)
        let sizeOffset = 56
        #else
        let sizeOffset = 32
        #endif
        let classSize = Int(address.load(fromByteOffset: sizeOffset, as: UInt32.self))
        let addressPoint = Int(address.load(fromByteOffset: sizeOffset + 4, as: UInt32.self))
        let stride = MemoryLayout<UInt>.stride
        guard addressPoint % stride == 0, addressPoint <= 8 * stride, classSize > addressPoint + 8 * stride,
            classSize <= 1 << 16, classSize % stride == 0
        else { return nil }
        return (address.assumingMemoryBound(to: UInt.self), (classSize - addressPoint) / stride)
    }
}

// The probes: never instantiated, only their metadata is read. Each overrides one hook.

private final class HookProbeView: View {}
private final class HookProbeWillMoveToSuperview: View {
    override func willMove(toSuperview newSuperview: View?) { super.willMove(toSuperview: newSuperview) }
}
private final class HookProbeDidMoveToSuperview: View {
    override func didMoveToSuperview() { super.didMoveToSuperview() }
}
private final class HookProbeWillMoveToWindow: View {
    override func willMove(toWindow newWindow: Window?) { super.willMove(toWindow: newWindow) }
}
private final class HookProbeDidMoveToWindow: View {
    override func didMoveToWindow() { super.didMoveToWindow() }
}
private final class HookProbeDidAddSubview: View {
    override func didAddSubview(_ subview: View) { super.didAddSubview(subview) }
}
private final class HookProbeWillRemoveSubview: View {
    override func willRemoveSubview(_ subview: View) { super.willRemoveSubview(subview) }
}
private final class HookProbeLayoutSubviews: View {
    override func layoutSubviews() { super.layoutSubviews() }
}
private final class HookProbeUpdateConstraints: View {
    override func updateConstraints() { super.updateConstraints() }
}
private final class HookProbeSafeAreaInsetsDidChange: View {
    override func safeAreaInsetsDidChange() { super.safeAreaInsetsDidChange() }
}
private final class HookProbeViewTraitCollectionDidChange: View {
    override func traitCollectionDidChange(_ previous: TraitCollection?) { super.traitCollectionDidChange(previous) }
}

private final class HookProbeController: ViewController {}
private final class HookProbeViewDidLoad: ViewController {
    override func viewDidLoad() { super.viewDidLoad() }
}
private final class HookProbeViewWillAppear: ViewController {
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated) }
}
private final class HookProbeViewDidAppear: ViewController {
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated) }
}
private final class HookProbeViewIsAppearing: ViewController {
    override func viewIsAppearing(_ animated: Bool) { super.viewIsAppearing(animated) }
}
private final class HookProbeViewWillDisappear: ViewController {
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated) }
}
private final class HookProbeViewDidDisappear: ViewController {
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated) }
}
private final class HookProbeViewWillLayoutSubviews: ViewController {
    override func viewWillLayoutSubviews() { super.viewWillLayoutSubviews() }
}
private final class HookProbeUpdateViewConstraints: ViewController {
    override func updateViewConstraints() { super.updateViewConstraints() }
}
private final class HookProbeViewDidLayoutSubviews: ViewController {
    override func viewDidLayoutSubviews() { super.viewDidLayoutSubviews() }
}
private final class HookProbeViewSafeAreaInsetsDidChange: ViewController {
    override func viewSafeAreaInsetsDidChange() { super.viewSafeAreaInsetsDidChange() }
}
private final class HookProbeControllerTraitCollectionDidChange: ViewController {
    override func traitCollectionDidChange(_ previous: TraitCollection?) { super.traitCollectionDidChange(previous) }
}
private final class HookProbeWillMoveToParent: ViewController {
    override func willMove(toParent parent: ViewController?) { super.willMove(toParent: parent) }
}
private final class HookProbeDidMoveToParent: ViewController {
    override func didMove(toParent parent: ViewController?) { super.didMove(toParent: parent) }
}
