// The container hooks' part of the hook-override table (`Internal/HookOverrides.swift`): which of
// `prepare(parent:)`, `containerDidLoad()` and `prepareForReuse()` a container class inherits
// unchanged, found once per class from its metadata with the same probes as the view's and the
// controller's hooks.

extension AnyContainerView {
    /// The container hooks' slots, found with the probes below; `nil` when the metadata does not
    /// look as expected (every hook is then called).
    static let containerHookTable = SlotTable(
        base: AnyContainerView.self, overridingNothing: HookProbeContainer.self,
        probes: [
            (.containerPrepare, HookProbePrepare.self), (.containerDidLoad, HookProbeContainerDidLoad.self),
            (.prepareForReuse, HookProbePrepareForReuse.self),
        ])
}

private final class HookProbeContainer: AnyContainerView {}
private final class HookProbePrepare: AnyContainerView {
    override func prepare(parent: ViewController?) { super.prepare(parent: parent) }
}
private final class HookProbeContainerDidLoad: AnyContainerView {
    override func containerDidLoad() { super.containerDidLoad() }
}
private final class HookProbePrepareForReuse: AnyContainerView {
    override func prepareForReuse() { super.prepareForReuse() }
}
