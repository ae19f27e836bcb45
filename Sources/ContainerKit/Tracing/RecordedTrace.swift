/// A recorder's trace as it is stored: 16 bytes per event, subjects interned (profiled).
///
/// Recording an event appends one ``Record``: the hook, and the subject and arguments as indices
/// into ``subjects``, the distinct subjects seen so far. A subject is found again by its serial
/// number in ``SubjectTable`` (open addressing, no hashing beyond one multiplication); a subject
/// whose name changed since it was interned gets a new entry, so every event keeps the name its
/// subject had when it was recorded. Nothing here refers to a node (`LIFE-1`): a subject is an
/// identity and what its name is made of. Events, lines and diagrams are built when read.
///
/// **Invariants**: every index in ``records`` is below `subjects.count` or is ``Record/none``;
/// the table maps each serial number to the index of its newest subject; `marks[i]` is the text
/// of the mark whose record has `a == i`.
struct RecordedTrace {
    /// One event: its hook and the indices of its subject and node arguments.
    struct Record {
        static let none = UInt32.max
        let hook: LifecycleEvent.Hook
        /// `animated` for the appearance hooks.
        let flag: Bool
        let subject: UInt32
        /// The first argument (superview, window, subview, parent, content, presented, `from`),
        /// or, for a mark, the index of its text in ``RecordedTrace/marks``.
        let a: UInt32
        /// The second argument (`to`).
        let b: UInt32
    }

    private(set) var records: [Record] = []
    private(set) var subjects: [TraceSubject] = []
    private(set) var marks: [String] = []
    private var table = SubjectTable()
    /// The numbers of the unnamed nodes this trace met (`TRACE-9`); ``removeAll()`` starts them
    /// again with the trace.
    private var numbers = DefaultNameNumbers()

    var count: Int { records.count }

    /// Appends an event.
    ///
    /// - Complexity: Amortized O(1): one table probe per subject and argument.
    mutating func append(_ event: LifecycleEvent) {
        let parts = event.parts
        let subject = parts.subject.map { intern($0) } ?? Record.none
        let a = parts.a.map { intern($0) } ?? Record.none
        let b = parts.b.map { intern($0) } ?? Record.none
        records.append(Record(hook: parts.hook, flag: parts.flag, subject: subject, a: a, b: b))
    }

    /// Appends an event of `subject`'s hook, given by its nodes: what every hook records, with no
    /// ``LifecycleEvent`` built (profiled). Records the same as appending the event made of
    /// `TraceSubject`s of the same nodes.
    ///
    /// - Complexity: Amortized O(1): one table probe per node.
    @MainActor @inline(__always)
    mutating func append(
        _ hook: LifecycleEvent.Hook, _ subject: Responder, _ a: Responder?, _ b: Responder?, flag: Bool
    ) {
        // The optionals are unwrapped inside `intern`: an `if let` here retained and released
        // each argument around the call (and `Optional.map`, with a closure over a main-actor
        // call, was checked for the main actor at run time on every event). Tested for `nil`
        // here, so that an event without arguments makes no call for them.
        let s = intern(subject)
        let first = a == nil ? Record.none : intern(a)
        let second = b == nil ? Record.none : intern(b)
        records.append(Record(hook: hook, flag: flag, subject: s, a: first, b: second))
    }

    /// The index of `node`'s subject: the entry of the node when it still has the same name,
    /// compared in place (no ``TraceSubject`` is built, no name retained), or a new one;
    /// ``Record/none`` for `nil`.
    ///
    /// - Complexity: Amortized O(1): one table probe.
    @MainActor @inline(__always)
    private mutating func intern(_ argument: Responder?) -> UInt32 {
        guard let node = argument else { return Record.none }
        let slot = table.slot(for: node.serialNumber)
        guard let entry = table.entry(at: slot) else { return add(TraceSubject(node), at: slot) }
        let known = entry.index
        // The common case without reading the subject (profiled): a node recorded under its
        // type's name (its type never changes) still has that name while it has no explicit
        // name and is not a root view named after its controller (`TraceSubject.init`).
        if entry.isTypeNamed, node.extras?.name == nil,
            !entry.isView || unsafeDowncast(node, to: View.self).controllerNamingIt == nil
        {
            return known
        }
        if subjects[Int(known)].isRecorded(like: node) { return known }
        return add(TraceSubject(node), at: slot)
    }

    /// Appends a user's mark (`TRACE-8`).
    mutating func appendMark(_ text: String) {
        marks.append(text)
        records.append(
            Record(hook: .mark, flag: false, subject: Record.none, a: UInt32(marks.count - 1), b: Record.none))
    }

    mutating func removeAll() {
        records.removeAll(keepingCapacity: true)
        subjects.removeAll(keepingCapacity: true)
        marks.removeAll()
        table.removeAll()
        numbers.removeAll()
    }

    /// The event of a record, as recorded.
    func event(at index: Int) -> LifecycleEvent {
        let record = records[index]
        if record.hook == .mark { return .mark(marks[Int(record.a)]) }
        func subject(_ i: UInt32) -> TraceSubject? { i == Record.none ? nil : subjects[Int(i)] }
        return LifecycleEvent(
            hook: record.hook, subject: subjects[Int(record.subject)], a: subject(record.a), b: subject(record.b),
            flag: record.flag)
    }

    /// The index of `subject` in ``subjects``: the entry of its node when it still has the same
    /// name, or a new one.
    @inline(__always)
    private mutating func intern(_ subject: TraceSubject) -> UInt32 {
        let slot = table.slot(for: subject.serialNumber)
        if let known = table.entry(at: slot)?.index, subjects[Int(known)].isRecorded(like: subject) { return known }
        return add(subject, at: slot)
    }

    /// Adds `subject` as a new entry, numbered if it is unnamed (`TRACE-9`), found again at `slot`
    /// (from `table.slot(for:)`).
    @inline(never)
    private mutating func add(_ subject: TraceSubject, at slot: Int) -> UInt32 {
        let index = UInt32(subjects.count)
        subjects.append(subject.numbered(by: &numbers))
        table.set(SubjectTable.Entry(index, of: subject), at: slot, for: subject.serialNumber)
        return index
    }
}

/// Serial number to subject index: open addressing with linear probing, grown at half full.
///
/// Serial numbers are never 0 (the first responder gets 1), so 0 marks an empty slot. The slot is
/// the serial number's low bits: nodes made one after the other (a tree built in one go) get
/// neighbouring slots, so a trace that visits them in about that order reads the table in
/// sequence. (Fibonacci hashing, tried first, scattered them: the first probe missed the cache on
/// most events of a traced 100,000-view attach, about a quarter of its time in `perf`.)
struct SubjectTable {
    /// What the table keeps of a subject: its index in `RecordedTrace.subjects`, and whether it
    /// is named after its node's type and whether it is a view, so that interning a node seen
    /// before usually reads no subject (`RecordedTrace.intern`).
    struct Entry {
        private static let typeNamedBit: UInt32 = 1 << 31
        private static let viewBit: UInt32 = 1 << 30
        fileprivate let bits: UInt32

        /// The index in `RecordedTrace.subjects` (below 2³⁰ subjects: 16 GiB of subjects).
        var index: UInt32 { bits & ~(Entry.typeNamedBit | Entry.viewBit) }
        /// Whether the subject is named after its node's type (``TraceSubject/isTypeNamed``).
        var isTypeNamed: Bool { bits & Entry.typeNamedBit != 0 }
        /// Whether the subject's node is a view (``TraceSubject/isView``).
        var isView: Bool { bits & Entry.viewBit != 0 }

        init(_ index: UInt32, of subject: TraceSubject) {
            precondition(index < Entry.viewBit, "more than 2^30 distinct subjects in one trace")
            bits = index | (subject.isTypeNamed ? Entry.typeNamedBit : 0) | (subject.isView ? Entry.viewBit : 0)
        }

        fileprivate init(bits: UInt32) { self.bits = bits }
    }

    private var keys: [UInt64] = Array(repeating: 0, count: 64)
    private var values: [UInt32] = Array(repeating: 0, count: 64)
    private var used = 0

    /// The slot that holds `serial`, or the empty slot where it would go.
    @inline(__always)
    func slot(for serial: UInt64) -> Int {
        let mask = keys.count - 1
        var slot = Int(truncatingIfNeeded: serial) & mask
        while true {
            let key = keys[slot]
            if key == serial || key == 0 { return slot }
            slot = (slot + 1) & mask
        }
    }

    @inline(__always)
    func entry(at slot: Int) -> Entry? { keys[slot] == 0 ? nil : Entry(bits: values[slot]) }

    mutating func set(_ entry: Entry, at slot: Int, for serial: UInt64) {
        if keys[slot] == 0 {
            keys[slot] = serial
            used += 1
        }
        values[slot] = entry.bits
        if used * 2 > keys.count { grow() }
    }

    /// Empties the table, keeping its capacity.
    mutating func removeAll() {
        for slot in keys.indices { keys[slot] = 0 }
        used = 0
    }

    private mutating func grow() {
        let oldKeys = keys, oldValues = values
        keys = Array(repeating: 0, count: oldKeys.count * 2)
        values = Array(repeating: 0, count: oldKeys.count * 2)
        for (key, value) in zip(oldKeys, oldValues) where key != 0 {
            let slot = slot(for: key)
            keys[slot] = key
            values[slot] = value
        }
    }
}

extension LifecycleEvent {
    /// The event taken apart: its hook, its subject (`nil` for a mark), its node arguments in
    /// the order of the canonical line, and `animated`. The inverse of
    /// ``init(hook:subject:a:b:flag:)``.
    var parts: (hook: Hook, subject: TraceSubject?, a: TraceSubject?, b: TraceSubject?, flag: Bool) {
        switch self {
        case .willMoveToSuperview(let s, let x): (.willMoveToSuperview, s, x, nil, false)
        case .didMoveToSuperview(let s): (.didMoveToSuperview, s, nil, nil, false)
        case .willMoveToWindow(let s, let x): (.willMoveToWindow, s, x, nil, false)
        case .didMoveToWindow(let s): (.didMoveToWindow, s, nil, nil, false)
        case .didAddSubview(let s, let x): (.didAddSubview, s, x, nil, false)
        case .willRemoveSubview(let s, let x): (.willRemoveSubview, s, x, nil, false)
        case .loadView(let s): (.loadView, s, nil, nil, false)
        case .viewDidLoad(let s): (.viewDidLoad, s, nil, nil, false)
        case .willMoveToParent(let s, let x): (.willMoveToParent, s, x, nil, false)
        case .didMoveToParent(let s, let x): (.didMoveToParent, s, x, nil, false)
        case .viewWillAppear(let s, let animated): (.viewWillAppear, s, nil, nil, animated)
        case .viewDidAppear(let s, let animated): (.viewDidAppear, s, nil, nil, animated)
        case .viewWillDisappear(let s, let animated): (.viewWillDisappear, s, nil, nil, animated)
        case .viewDidDisappear(let s, let animated): (.viewDidDisappear, s, nil, nil, animated)
        case .viewIsAppearing(let s, let animated): (.viewIsAppearing, s, nil, nil, animated)
        case .prepare(let s, let x): (.prepare, s, x, nil, false)
        case .insert(let s, let x): (.insert, s, x, nil, false)
        case .remove(let s): (.remove, s, nil, nil, false)
        case .containerDidLoad(let s): (.containerDidLoad, s, nil, nil, false)
        case .prepareForReuse(let s): (.prepareForReuse, s, nil, nil, false)
        case .present(let s, let x): (.present, s, x, nil, false)
        case .dismiss(let s, let x): (.dismiss, s, x, nil, false)
        case .transition(let s, let x, let y): (.transition, s, x, y, false)
        case .transitionDidEnd(let s, let x, let y): (.transitionDidEnd, s, x, y, false)
        case .transitionDidCancel(let s, let x, let y): (.transitionDidCancel, s, x, y, false)
        case .layoutSubviews(let s): (.layoutSubviews, s, nil, nil, false)
        case .viewWillLayoutSubviews(let s): (.viewWillLayoutSubviews, s, nil, nil, false)
        case .viewDidLayoutSubviews(let s): (.viewDidLayoutSubviews, s, nil, nil, false)
        case .safeAreaInsetsDidChange(let s): (.safeAreaInsetsDidChange, s, nil, nil, false)
        case .viewSafeAreaInsetsDidChange(let s): (.viewSafeAreaInsetsDidChange, s, nil, nil, false)
        case .traitCollectionDidChange(let s): (.traitCollectionDidChange, s, nil, nil, false)
        case .updateConstraints(let s): (.updateConstraints, s, nil, nil, false)
        case .updateViewConstraints(let s): (.updateViewConstraints, s, nil, nil, false)
        case .viewWillTransitionToSize(let s): (.viewWillTransitionToSize, s, nil, nil, false)
        case .willTransitionToTraitCollection(let s): (.willTransitionToTraitCollection, s, nil, nil, false)
        case .mark: (.mark, nil, nil, nil, false)
        }
    }

    /// The event made of its ``parts`` (a mark is not made this way: it has its own text).
    init(hook: Hook, subject s: TraceSubject, a: TraceSubject?, b: TraceSubject?, flag: Bool) {
        // Arguments that are never nil were recorded from a node.
        switch hook {
        case .willMoveToSuperview: self = .willMoveToSuperview(s, newSuperview: a)
        case .didMoveToSuperview: self = .didMoveToSuperview(s)
        case .willMoveToWindow: self = .willMoveToWindow(s, newWindow: a)
        case .didMoveToWindow: self = .didMoveToWindow(s)
        case .didAddSubview: self = .didAddSubview(s, subview: a!)
        case .willRemoveSubview: self = .willRemoveSubview(s, subview: a!)
        case .loadView: self = .loadView(s)
        case .viewDidLoad: self = .viewDidLoad(s)
        case .willMoveToParent: self = .willMoveToParent(s, parent: a)
        case .didMoveToParent: self = .didMoveToParent(s, parent: a)
        case .viewWillAppear: self = .viewWillAppear(s, animated: flag)
        case .viewDidAppear: self = .viewDidAppear(s, animated: flag)
        case .viewWillDisappear: self = .viewWillDisappear(s, animated: flag)
        case .viewDidDisappear: self = .viewDidDisappear(s, animated: flag)
        case .viewIsAppearing: self = .viewIsAppearing(s, animated: flag)
        case .prepare: self = .prepare(s, parent: a)
        case .insert: self = .insert(s, content: a!)
        case .remove: self = .remove(s)
        case .containerDidLoad: self = .containerDidLoad(s)
        case .prepareForReuse: self = .prepareForReuse(s)
        case .present: self = .present(s, presented: a!)
        case .dismiss: self = .dismiss(s, presented: a!)
        case .transition: self = .transition(s, from: a, to: b)
        case .transitionDidEnd: self = .transitionDidEnd(s, from: a, to: b)
        case .transitionDidCancel: self = .transitionDidCancel(s, from: a, to: b)
        case .layoutSubviews: self = .layoutSubviews(s)
        case .viewWillLayoutSubviews: self = .viewWillLayoutSubviews(s)
        case .viewDidLayoutSubviews: self = .viewDidLayoutSubviews(s)
        case .safeAreaInsetsDidChange: self = .safeAreaInsetsDidChange(s)
        case .viewSafeAreaInsetsDidChange: self = .viewSafeAreaInsetsDidChange(s)
        case .traitCollectionDidChange: self = .traitCollectionDidChange(s)
        case .updateConstraints: self = .updateConstraints(s)
        case .updateViewConstraints: self = .updateViewConstraints(s)
        case .viewWillTransitionToSize: self = .viewWillTransitionToSize(s)
        case .willTransitionToTraitCollection: self = .willTransitionToTraitCollection(s)
        case .mark: self = .mark("")
        }
    }
}
