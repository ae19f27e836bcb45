// Traces as Mermaid sequence diagrams (TRACE-6).

extension Sequence where Element == LifecycleEvent {
    /// Renders the trace as a Mermaid sequence diagram (`TRACE-6`).
    ///
    /// Paste the result into a fenced `mermaid` block (GitHub, GitLab and most documentation sites
    /// draw it) to see who called what, in order. The diagram has:
    ///
    /// - **One participant per node**, in order of first appearance: the subject of an event
    ///   comes before the node named in its argument, as in the canonical line. Nodes are told
    ///   apart by their subjects' `serialNumber`, so two nodes that share a name get two
    ///   participants. A participant is labelled with the node's name as first recorded.
    /// - **One message per event**, in trace order. Every arrow ends at the node whose hook was
    ///   called, the subject of the event. It starts at the node the event's argument names,
    ///   when there is one: `willMove(toSuperview:)`, `willMove(toWindow:)`,
    ///   `willMove(toParent:)`, `didMove(toParent:)` and `prepare(parent:)` come from the new
    ///   superview, window or parent; `didAddSubview(_:)` and `willRemoveSubview(_:)` from the
    ///   subview; `insert(_:)` from the content; `present(_:)` and `dismiss(_:)` from the presented
    ///   controller; `transition(from:to:)`, `transitionDidEnd(from:to:)` and
    ///   `transitionDidCancel(from:to:)` from the incoming child (the outgoing one when there is
    ///   no incoming child). Every other event, and an argument that is
    ///   `nil`, is a message from the subject to itself.
    /// - **The canonical line as the label**, without the subject's name and its dot in front:
    ///   `home.view.didAddSubview(feed.view)` (``LifecycleEvent/line``) is the message
    ///   `didAddSubview(feed.view)` to `home.view`.
    /// - **A mark** (``TraceRecorder/mark(_:)``, `TRACE-8`) as a note over every participant
    ///   (`Note over p1,p5: completion(home)`), in its place among the messages. A trace of marks
    ///   only gets one participant, `p0`, labelled `trace`, to hold the notes.
    ///
    /// Participants are declared with generated identifiers (`p1`, `p2`, …) and the names as
    /// aliases, so names with dots, spaces or generic brackets work. Characters that Mermaid
    /// reads as syntax (`#`, `;`) or as markup (`<`, `>`, `&`, `"`), and control characters,
    /// are written as Mermaid entity codes (`#59;` for `;`). A node with an empty name is shown
    /// by its identifier.
    ///
    /// ```swift
    /// let recorder = TraceRecorder()
    /// window.attach(recorder)
    /// // ... show a controller in the window ...
    /// print(recorder.events.mermaidSequenceDiagram())
    /// ```
    ///
    /// prints, for the start of a trace:
    ///
    /// ```
    /// sequenceDiagram
    ///     participant p1 as home
    ///     participant p2 as home.view
    ///     participant p3 as window
    ///     p1->>p1: loadView
    ///     p1->>p1: viewDidLoad
    ///     p3->>p2: willMove(toWindow: window)
    ///     p3->>p2: willMove(toSuperview: window)
    ///     p2->>p2: didMoveToWindow
    ///     p2->>p2: didMoveToSuperview
    ///     p2->>p3: didAddSubview(home.view)
    /// ```
    ///
    /// - Returns: The diagram's source: the line `sequenceDiagram`, the participant declarations,
    ///   then one message per event, each line indented by four spaces and ended by a newline.
    ///   An empty trace gives `"sequenceDiagram\n"`.
    /// - Complexity: O(*n* + *c*), where *n* is the number of events and *c* the number of
    ///   characters of their lines.
    public func mermaidSequenceDiagram() -> String {
        var identifiers: [UInt64: String] = [:]
        var declarations = ""

        func identifier(of subject: TraceSubject) -> String {
            if let known = identifiers[subject.serialNumber] { return known }
            let id = "p\(identifiers.count + 1)"
            identifiers[subject.serialNumber] = id
            let label = MermaidText.escaped(subject.name)
            declarations += label.isEmpty ? "    participant \(id)\n" : "    participant \(id) as \(label)\n"
            return id
        }

        // Participants first, so that a mark's note can span all of them.
        var arrows: [(sender: String, receiver: String)?] = []
        for event in self {
            if case .mark = event {
                arrows.append(nil)
                continue
            }
            let receiver = identifier(of: event.subject)
            arrows.append((event.mermaidSender.map(identifier(of:)) ?? receiver, receiver))
        }
        let span =
            switch identifiers.count {
            case 0: "p0"
            case 1: "p1"
            default: "p1,p\(identifiers.count)"
            }
        if identifiers.isEmpty, arrows.contains(where: { $0 == nil }) {
            declarations += "    participant p0 as trace\n"
        }
        var messages = ""
        for (event, arrow) in zip(self, arrows) {
            if let arrow {
                messages += "    \(arrow.sender)->>\(arrow.receiver): \(MermaidText.escaped(event.hookText))\n"
            } else {
                messages += "    Note over \(span): \(MermaidText.escaped(event.line))\n"
            }
        }
        return "sequenceDiagram\n" + declarations + messages
    }
}

extension TraceRecorder {
    /// Renders the recorded trace as a Mermaid sequence diagram (`TRACE-6`).
    ///
    /// The same as calling ``Swift/Sequence/mermaidSequenceDiagram()`` on ``events``: one
    /// participant per node in order of first appearance, one message per event, each arrow
    /// ending at the node whose hook was called.
    ///
    /// - Returns: The diagram's source, ended by a newline.
    /// - Complexity: O(*n* + *c*), where *n* is the number of recorded events and *c* the number
    ///   of characters of their lines.
    public func mermaidSequenceDiagram() -> String {
        events.mermaidSequenceDiagram()
    }
}

extension LifecycleEvent {
    /// The node an arrow of the diagram starts from: the node named by the event's argument, or
    /// `nil` when the event has no node argument or its argument is `nil` (a self-message).
    ///
    /// Exhaustive on purpose: a new kind of event must decide how it is drawn.
    var mermaidSender: TraceSubject? {
        switch self {
        case .willMoveToSuperview(_, let newSuperview): return newSuperview
        case .willMoveToWindow(_, let newWindow): return newWindow
        case .didAddSubview(_, let subview), .willRemoveSubview(_, let subview): return subview
        case .willMoveToParent(_, let parent), .didMoveToParent(_, let parent): return parent
        case .prepare(_, let parent): return parent
        case .insert(_, let content): return content
        case .present(_, let presented), .dismiss(_, let presented): return presented
        case .transition(_, let from, let to), .transitionDidEnd(_, let from, let to),
            .transitionDidCancel(_, let from, let to):
            return to ?? from
        case .didMoveToSuperview, .didMoveToWindow, .loadView, .viewDidLoad, .viewWillAppear,
            .viewDidAppear, .viewWillDisappear, .viewDidDisappear, .viewIsAppearing, .remove, .containerDidLoad,
            .prepareForReuse, .layoutSubviews, .viewWillLayoutSubviews, .viewDidLayoutSubviews,
            .safeAreaInsetsDidChange, .viewSafeAreaInsetsDidChange, .traitCollectionDidChange, .updateConstraints,
            .updateViewConstraints, .viewWillTransitionToSize, .willTransitionToTraitCollection, .mark:
            return nil
        }
    }

    /// The canonical line without the subject's name and the dot after it, such as
    /// `didAddSubview(v)` for `S.didAddSubview(v)`.
    var hookText: String {
        let line = self.line
        let prefixLength = subject.name.utf8.count + 1
        assert(line.utf8.count > prefixLength, "a canonical line starts with its subject's name and a dot")
        return String(decoding: line.utf8.dropFirst(prefixLength), as: UTF8.self)
    }
}

/// Text as it may stand in a Mermaid participant alias or message.
enum MermaidText {
    /// Replaces the characters Mermaid reads as syntax or markup with entity codes (`#59;`).
    ///
    /// - Parameter text: The text to write.
    /// - Returns: The text with `#`, `;`, `<`, `>`, `&`, `"` and control characters replaced by
    ///   `#<decimal code>;`.
    static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscaping) else { return text }
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            if needsEscaping(scalar) {
                result += "#\(scalar.value);"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func needsEscaping(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "#", ";", "<", ">", "&", "\"": return true
        default: return scalar.properties.generalCategory == .control
        }
    }
}
