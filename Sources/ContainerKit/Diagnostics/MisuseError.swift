/// A misuse that ContainerKit refused or reported.
///
/// Operations that would break the tree throw a `MisuseError` and change nothing: the tree, every
/// recorded trace and every dump are as they were before the call. Misuse that only becomes
/// visible later (a hook override that forgot `super`, a deferred change that failed) is reported
/// with the same type to the ``DiagnosticsLog`` attached to the tree.
///
/// The ``description`` names the rule, the nodes involved and the likely fix:
///
/// ```
/// MIS-7: cannot add "root" to "leaf": "leaf" is "root" or one of its descendants, so the tree
/// would contain a cycle. Fix: add "root" to a view outside its own subtree.
/// ```
public struct MisuseError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The rule that was broken.
    public let misuse: Misuse
    /// The names of the nodes involved, in the order the message mentions them.
    public let nodes: [String]
    /// What was refused and why.
    public let message: String
    /// The likely fix.
    public let fix: String

    /// Creates a misuse error.
    ///
    /// - Parameters:
    ///   - misuse: The rule that was broken.
    ///   - nodes: The names of the nodes involved.
    ///   - message: What was refused and why.
    ///   - fix: The likely fix.
    public init(_ misuse: Misuse, nodes: [String], message: String, fix: String) {
        self.misuse = misuse
        self.nodes = nodes
        self.message = message
        self.fix = fix
    }

    public var description: String { "\(misuse.id): \(message) Fix: \(fix)" }
}

@MainActor
extension MisuseError {
    static func tornDown(_ node: Responder, operation: String) -> MisuseError {
        MisuseError(
            .tornDown, nodes: [node.name],
            message: "cannot \(operation): \"\(node.name)\" was torn down.",
            fix: "create a new \(type(of: node)) instead of reusing a torn-down one."
        )
    }

    static func invalid(_ nodes: [Responder], _ message: String, fix: String) -> MisuseError {
        MisuseError(.invalidArgument, nodes: nodes.map { $0.name }, message: message, fix: fix)
    }
}
