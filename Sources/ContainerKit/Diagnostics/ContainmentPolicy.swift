/// How strictly a tree enforces containment.
///
/// Set it on any node with ``Responder/containmentPolicy``; a node without its own setting uses the
/// nearest setting above it, and the default is ``uikitCompatible``.
public enum ContainmentPolicy: Sendable {
    /// UIKit's behaviour: adding a child of another parent re-parents it (`VC-4`), and a
    /// controller's root view may be placed under another controller's view without `addChild`
    /// (it is then driven by its view, `APP-5`); that placement is still reported (`MIS-3` (b)).
    case uikitCompatible
    /// Refuses both: `addChild` of a controller that has another parent (`MIS-4`), and a root view
    /// placed under another controller's view without `addChild` (`MIS-3`).
    case strict
}

extension Responder {
    /// This node's own containment policy, or `nil` to use the nearest one above it.
    ///
    /// Strict mode is a setting per tree: set it on a window (or a root) and every operation in
    /// that tree follows it.
    public final var containmentPolicy: ContainmentPolicy? {
        get { extras?.containmentPolicy }
        set { ensureExtras().containmentPolicy = newValue }
    }

    /// The policy in force here: this node's own, else the nearest one above, else
    /// ``ContainmentPolicy/uikitCompatible``.
    ///
    /// - Complexity: O(*d*) in the depth of this node.
    public final var effectiveContainmentPolicy: ContainmentPolicy {
        var node: Responder? = self
        while let current = node {
            if let policy = current.extras?.containmentPolicy { return policy }
            node = current.scopeParent
        }
        return .uikitCompatible
    }
}
