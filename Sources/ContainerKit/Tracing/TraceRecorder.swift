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
/// A recorder sees every hook that reaches its node or a node below it, whichever operation
/// caused it, even one that started higher up: a recorder on a controller inside a window sees
/// that controller appear when the window is shown. It does not see the hooks of nodes above its
/// node. Attach to the window to see everything.
///
/// When no recorder is attached anywhere, recording costs nothing: no event is built and no string
/// is formatted (`TRACE-2`).
///
/// Unnamed nodes of the same type are numbered in the order this recorder first meets them, from
/// the second on: `ContainerView<CartView>`, `ContainerView<CartView>#2`, … The numbers belong to
/// the trace (``removeAll()`` starts them again), never to the process, so a test gives the same
/// lines whatever ran before it (`TRACE-9`).
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
    /// Recording stores each event compactly (its hook, and its subjects interned with what their
    /// names are made of, `RecordedTrace`); this array is built when read, and kept: reading it
    /// again after more events builds only the new ones.
    ///
    /// - Complexity: O(*k*) in the events recorded since the last read.
    public var events: [LifecycleEvent] {
        if built.count > trace.count { built.removeAll(keepingCapacity: true) }
        while built.count < trace.count { built.append(trace.event(at: built.count)) }
        return built
    }

    /// What recording stores (`RecordedTrace`).
    ///
    /// Unchecked exclusivity: main-actor state, and appending runs no other code (no hook, no
    /// user code), so no two accesses can overlap; the check was a call on every recorded event.
    @exclusivity(unchecked) private var trace = RecordedTrace()
    /// ``events`` as built by the last read: a prefix of the trace.
    private var built: [LifecycleEvent] = []
    /// The names of the trace's subjects as spelled out by the last read, a prefix of its subjects.
    private var names: [String] = []

    /// The node this recorder is attached to, if any.
    public var host: Responder? { hostTether?.target }
    /// The link to ``host``: a tether, not a `weak` reference, so that the host (usually the
    /// window, retained by every operation on its tree) gets no side table and its retains stay
    /// on the fast path (`Internal/Tether.swift`, profiled).
    private var hostTether: Tether?

    /// Changes at every attach and detach (see ``Attached``): the scopes made for an earlier
    /// attachment stop delivering at once (`TRACE-7`).
    private(set) var attachment: UInt32 = 0
    /// The last event delivered to this recorder, so that an event that reaches it through
    /// several scopes is recorded once (see `OperationScope.deliver`).
    @exclusivity(unchecked) var lastDelivery: UInt64 = 0

    /// Creates a recorder that is not attached to any tree yet.
    public init() {}

    /// The canonical lines of the recorded events (<doc:Tracing#The-lines>), oldest first.
    ///
    /// - Complexity: O(*n*) in the number of events; every call formats the lines anew, spelling
    /// out each subject's name once.
    public var lines: [String] {
        spellNames()
        var lines: [String] = []
        lines.reserveCapacity(trace.count)
        for record in trace.records { lines.append(line(of: record)) }
        return lines
    }

    /// Spells out the names of the subjects interned since the last read.
    private func spellNames() {
        if names.count > trace.subjects.count { names.removeAll(keepingCapacity: true) }
        while names.count < trace.subjects.count { names.append(trace.subjects[names.count].name) }
    }

    /// The canonical line of a record, from the spelled-out names (``spellNames()`` first).
    private func line(of record: RecordedTrace.Record) -> String {
        if record.hook == .mark { return trace.marks[Int(record.a)] }
        func name(_ index: UInt32) -> String { index == RecordedTrace.Record.none ? "nil" : names[Int(index)] }
        return LifecycleEvent.line(record.hook, subject: name(record.subject), name(record.a), name(record.b))
    }

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
        guard subjects != nil || hooks != nil else { return lines }
        spellNames()
        var lines: [String] = []
        for record in trace.records where matches(record, subjects: subjects, hooks: hooks) {
            lines.append(line(of: record))
        }
        return lines
    }

    /// The filter of ``lines(subjects:hooks:)`` and ``events(subjects:hooks:)``, on a record
    /// (``spellNames()`` first).
    private func matches(_ record: RecordedTrace.Record, subjects: Set<String>?, hooks: Set<LifecycleEvent.Hook>?)
        -> Bool
    {
        if let hooks, !hooks.contains(record.hook) { return false }
        guard let subjects, record.hook != .mark else { return true }
        return subjects.contains(names[Int(record.subject)])
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
        spellNames()
        let all = events
        return trace.records.indices.compactMap { index in
            matches(trace.records[index], subjects: subjects, hooks: hooks) ? all[index] : nil
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
    public func mark(_ line: String) { trace.appendMark(line) }

    /// Forgets every recorded event; the recorder stays attached.
    public func removeAll() {
        trace.removeAll()
        built.removeAll(keepingCapacity: true)
        names.removeAll(keepingCapacity: true)
    }

    /// Detaches the recorder from its node; it records nothing further.
    ///
    /// This takes effect at once, also inside a hook of an operation in progress: the recorder
    /// gets no further event from that operation or any other (`TRACE-7`).
    public func detach() { host?.detach(self) }

    /// Appends an event of `subject`'s hook (every check was made by whoever delivers it).
    ///
    /// - Complexity: Amortized O(1); builds no event and no string (profiled).
    func record(_ hook: LifecycleEvent.Hook, _ subject: Responder, _ a: Responder?, _ b: Responder?, animated: Bool) {
        trace.append(hook, subject, a, b, flag: animated)
    }

    /// Appends an event built elsewhere (composition's own lines).
    func record(_ event: LifecycleEvent) { trace.append(event) }

    func setHost(_ node: Responder?) {
        hostTether = node?.tether
        attachment &+= 1
    }
}
