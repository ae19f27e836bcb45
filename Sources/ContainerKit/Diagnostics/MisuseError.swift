/// A misuse that ContainerKit refused or reported.
///
/// Every misuse travels through one channel (``Diagnostics``): the ``DiagnosticsLog``s attached
/// to the tree, then the process-wide ``Diagnostics/reportHandler``. An operation that would break
/// the tree is *refused* (``outcome`` is ``Outcome/refused``): it changes nothing, so the tree,
/// every recorded trace and every dump are as they were before the call. Other misuse is
/// *reported* (``Outcome/reported``) and the operation goes ahead as UIKit would (a hook override
/// that forgot `super`, `removeFromParent()` without `willMove(toParent: nil)`). Code that must
/// branch on a refusal gets it thrown by ``withMisuseChecking(_:)``.
///
/// The facts of a report are its ``reason`` (a ``Reason`` case carrying the nodes, the operation,
/// the index or count involved), apart from their wording: ``misuse`` and ``nodes`` are derived
/// from the reason, and ``message`` and ``fix`` are worded from it in one place (the file
/// `MisuseError+Wording.swift`), so one fact is always worded the same way. The ``description``
/// names the rule, the nodes involved and the likely fix:
///
/// ```
/// MIS-7 (viewCycle): cannot add "root" to "leaf": "leaf" is "root" or one of its descendants, so the tree
/// would contain a cycle. Fix: add "root" to a view outside its own subtree.
/// ```
public struct MisuseError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What ContainerKit did about a misuse.
    public enum Outcome: String, Sendable, Hashable {
        /// The operation was refused: nothing changed.
        case refused
        /// The operation went ahead (as UIKit would); the misuse was only reported.
        case reported
    }

    /// The rule that was broken.
    public let misuse: Misuse
    /// Whether the operation was refused or went ahead. Set by the channel that delivers it.
    public internal(set) var outcome: Outcome
    /// The names of the nodes involved, in the order the message mentions them.
    public let nodes: [String]
    /// What was refused and why.
    public let message: String
    /// The likely fix.
    public let fix: String
    /// The facts of the misuse, without their wording: switch over it, or compare it, to tell
    /// two misuses of one rule apart without comparing sentences. For a report made with
    /// ``init(_:nodes:message:fix:outcome:)``, it is ``Reason/described(_:nodes:message:fix:)``.
    ///
    /// Not part of equality: a report is equal to one built from the same words.
    public let reason: Reason
    /// Where the caller's outermost ContainerKit call in progress was made when the misuse was
    /// reported (see ``CallSite``); `nil` for a misuse outside any such call (a hook called by
    /// user code, a property set). Set by the channel that delivers it.
    ///
    /// Not part of equality: two reports of the same misuse are equal wherever they were made.
    public internal(set) var location: CallSite?

    /// Creates a misuse error.
    ///
    /// - Parameters:
    ///   - misuse: The rule that was broken.
    ///   - nodes: The names of the nodes involved.
    ///   - message: What was refused and why.
    ///   - fix: The likely fix.
    ///   - outcome: Whether the operation was refused or went ahead; the default is
    ///     ``Outcome/reported``, and ContainerKit sets ``Outcome/refused`` when it refuses.
    public init(_ misuse: Misuse, nodes: [String], message: String, fix: String, outcome: Outcome = .reported) {
        self.init(.described(misuse, nodes: nodes, message: message, fix: fix), outcome: outcome)
    }

    /// Creates the report of `reason`, worded by ``Reason/message`` and ``Reason/fix``.
    ///
    /// - Parameters:
    ///   - reason: The facts of the misuse.
    ///   - outcome: Whether the operation was refused or went ahead; the default is
    ///     ``Outcome/reported``, and ContainerKit sets ``Outcome/refused`` when it refuses.
    init(_ reason: Reason, outcome: Outcome = .reported) {
        self.reason = reason
        self.misuse = reason.misuse
        self.outcome = outcome
        self.nodes = reason.nodes
        self.message = reason.message
        self.fix = reason.fix
    }

    public var description: String { "\(misuse.label): \(message) Fix: \(fix)" }

    /// Whether two reports state the same misuse: the same rule, outcome, nodes and wording;
    /// ``location`` is ignored.
    public static func == (lhs: MisuseError, rhs: MisuseError) -> Bool {
        lhs.misuse == rhs.misuse && lhs.outcome == rhs.outcome && lhs.nodes == rhs.nodes
            && lhs.message == rhs.message && lhs.fix == rhs.fix
    }

    /// Hashes what `==` compares.
    ///
    /// - Parameter hasher: The hasher to feed.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(misuse)
        hasher.combine(outcome)
        hasher.combine(nodes)
        hasher.combine(message)
        hasher.combine(fix)
    }
}

@MainActor
extension MisuseError {
    /// `MIS-12`: `operation` refused because `node` was torn down.
    static func tornDown(_ node: Responder, operation: Reason.Operation) -> MisuseError {
        MisuseError(.tornDown(node: node.name, type: "\(type(of: node))", operation: operation))
    }
}

extension MisuseError {
    /// `MIS-17`: a node that a factory, `loadView()` or a hook handed back is refused for the
    /// reason it would have been refused if passed directly.
    ///
    /// - Parameters:
    ///   - underlying: The refusal the node would have met as a direct argument.
    ///   - source: Who handed the node back.
    ///   - skipped: For a node found in the middle of an operation, what did not happen: the step
    ///     is undone, the rest of the operation completes, and the misuse is reported rather than
    ///     refused. `nil` when the operation changed nothing.
    /// - Returns: The `MIS-17` error, refused or (with `skipped`) reported.
    static func unacceptable(
        _ underlying: MisuseError, from source: Reason.NodeSource, skipping skipped: Reason.SkippedStep? = nil
    ) -> MisuseError {
        MisuseError(
            .unacceptableNode(underlying: underlying, source: source, skipped: skipped),
            outcome: skipped == nil ? .refused : .reported)
    }
}
