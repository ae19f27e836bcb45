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
public final class TraceRecorder: AttachmentCounting {
    /// The recorded events, oldest first.
    ///
    /// Each is stored as recorded: the hook and the identity of its subjects, with what their
    /// names are made of; ``lines`` and ``LifecycleEvent/line`` spell them out when read.
    public private(set) var events: [LifecycleEvent] = []

    /// The node this recorder is attached to, if any.
    public private(set) weak var host: Responder?

    /// Changes at every attach and detach (see ``Attached``): the scopes made for an earlier
    /// attachment stop delivering at once (`TRACE-7`).
    private(set) var attachment: UInt32 = 0
    /// The last event delivered to this recorder, so that an event that reaches it through
    /// several scopes is recorded once (see `OperationScope.deliver`).
    var lastDelivery: UInt64 = 0

    /// Creates a recorder that is not attached to any tree yet.
    public init() {}

    /// The canonical lines of the recorded events (`trace.md`), oldest first.
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
    /// Marks (``mark(_:)``) belong to no node: the `subjects` filter keeps every mark, and the
    /// `hooks` filter keeps them when it contains ``LifecycleEvent/Hook/mark``.
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
    /// The filters are applied here, when the trace is read: recording costs the same with or
    /// without them.
    ///
    /// - Parameters:
    ///   - subjects: The names of the subjects to keep; `nil` keeps every subject (and marks are
    ///     always kept by this filter).
    ///   - hooks: The hooks to keep; `nil` keeps every hook.
    /// - Returns: The events that match both filters.
    /// - Complexity: O(*n*) in the number of events.
    public func events(subjects: Set<String>? = nil, hooks: Set<LifecycleEvent.Hook>? = nil) -> [LifecycleEvent] {
        guard subjects != nil || hooks != nil else { return events }
        return events.filter { event in
            let hook = event.hook
            if let hooks, !hooks.contains(hook) { return false }
            guard let subjects, hook != .mark else { return true }
            return subjects.contains(event.subject.name)
        }
    }

    /// Puts a line of your own into the trace, after every event recorded so far (`TRACE-8`).
    ///
    /// Use it to show where a completion ran or where a test checked something, in order with the
    /// hooks around it. The line is written as given, in ``lines`` and in comparisons; a Mermaid
    /// diagram shows it as a note over every participant. A mark is recorded whether or not the
    /// recorder is attached: it is your own call, not a hook.
    ///
    /// ```swift
    /// navigation.pushViewController(feed, animated: true) { _ in recorder.mark("completion(feed)") }
    /// // recorder.lines ends with "feed.viewDidAppear", "completion(feed)"
    /// ```
    ///
    /// - Parameter line: The line, such as `completion(home)`.
    /// - Complexity: Amortized O(1).
    public func mark(_ line: String) { events.append(.mark(line)) }

    /// Forgets every recorded event; the recorder stays attached.
    public func removeAll() { events.removeAll(keepingCapacity: true) }

    /// Detaches the recorder from its node; it records nothing further.
    ///
    /// This takes effect at once, also inside a hook of an operation in progress: the recorder
    /// gets no further event from that operation or any other (`TRACE-7`).
    public func detach() { host?.detach(self) }

    /// Appends an event (every check was made by whoever delivers it).
    @inline(__always)
    func record(_ event: LifecycleEvent) { events.append(event) }

    func setHost(_ node: Responder?) {
        host = node
        attachment &+= 1
    }
}
