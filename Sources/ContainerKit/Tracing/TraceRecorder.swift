/// Records the lifecycle hooks of one tree, in the order ContainerKit calls them.
///
/// Attach a recorder to a node (usually a ``Window`` or the root view of a detached tree). It then
/// sees every hook of every operation that *starts* at that node or inside its subtree, whatever
/// nodes the operation reaches: the views that move, the superviews they leave and join, the
/// controllers that appear, including hooks that subclasses override (the base implementation
/// records, `TRACE-1`). An operation starts at the nodes it is called on and the nodes it moves;
/// for a controller, "inside" follows its root view's superview, or its parent while its view is
/// not placed. Several recorders can watch different trees at once (`TRACE-3`); recorders on
/// nested nodes both see an operation deep inside.
///
/// An operation that starts *above* the recorder's node is not seen, even where it reaches that
/// node's subtree: showing a window is an operation on the window, so a recorder on a controller
/// inside it does not see that controller appear. Attach to the window to see everything.
///
/// When no recorder is attached anywhere, recording costs nothing: no event is built and no string
/// is formatted (`TRACE-2`).
///
/// ```swift
/// let recorder = TraceRecorder()
/// window.attach(recorder)
/// window.addSubview(card)
/// print(recorder.lines.joined(separator: "\n"))
/// ```
@MainActor
public final class TraceRecorder {
    /// The recorded events, oldest first.
    public private(set) var events: [LifecycleEvent] = []

    /// The node this recorder is attached to, if any.
    public private(set) weak var host: Responder?

    /// Creates a recorder that is not attached to any tree yet.
    public init() {}

    /// The canonical lines of the recorded events (<doc:Tracing#The-lines>), oldest first.
    ///
    /// - Complexity: O(*n*) in the number of events; every call formats the lines anew.
    public var lines: [String] { events.map(\.line) }

    /// The canonical lines of the events of some subjects and some hooks, oldest first (`TRACE-4`).
    ///
    /// ```swift
    /// recorder.lines(subjects: ["P", "C"], hooks: LifecycleEvent.Hook.appearance)
    /// // ["P.viewWillAppear", "C.viewWillAppear", "P.viewDidAppear", "C.viewDidAppear"]
    /// ```
    ///
    /// - Parameters:
    ///   - subjects: The names of the subjects to keep; `nil` keeps every subject.
    ///   - hooks: The hooks to keep; `nil` keeps every hook.
    /// - Returns: The lines of the events that match both filters.
    /// - Complexity: O(*n*) in the number of events.
    public func lines(subjects: Set<String>? = nil, hooks: Set<LifecycleEvent.Hook>? = nil) -> [String] {
        events(subjects: subjects, hooks: hooks).map(\.line)
    }

    /// The events of some subjects and some hooks, oldest first: the filter of
    /// ``lines(subjects:hooks:)``, for what takes events, such as a diagram of part of a trace.
    ///
    /// ```swift
    /// print(recorder.events(hooks: LifecycleEvent.Hook.containment).mermaidSequenceDiagram())
    /// ```
    ///
    /// - Parameters:
    ///   - subjects: The names of the subjects to keep; `nil` keeps every subject.
    ///   - hooks: The hooks to keep; `nil` keeps every hook.
    /// - Returns: The events that match both filters.
    /// - Complexity: O(*n*) in the number of events.
    public func events(subjects: Set<String>? = nil, hooks: Set<LifecycleEvent.Hook>? = nil) -> [LifecycleEvent] {
        events.filter { (subjects?.contains($0.subject.name) ?? true) && (hooks?.contains($0.hook) ?? true) }
    }

    /// Forgets every recorded event; the recorder stays attached.
    public func removeAll() { events.removeAll(keepingCapacity: true) }

    /// Detaches the recorder from its node; it records nothing further.
    public func detach() { host?.detach(self) }

    func record(_ event: LifecycleEvent) { events.append(event) }
    func setHost(_ node: Responder?) { host = node }
}
