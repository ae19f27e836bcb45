extension Responder {
    /// Attaches a trace recorder to this node.
    ///
    /// The recorder sees every hook delivered to this node and to every node below it, whoever
    /// started the operation, and every hook of an operation that starts at or below this node
    /// (`TRACE-3`). A recorder watches one node at a time: attaching it here detaches it from its
    /// previous node.
    ///
    /// - Complexity: O(*k*) in the nodes below this one that nothing attached lower down observes
    ///   already; the cost of every later operation does not depend on where it is attached
    ///   (`TRACE-5`).
    ///
    /// - Parameter recorder: The recorder to attach.
    public final func attach(_ recorder: TraceRecorder) {
        if recorder.host === self { return }
        recorder.detach()
        ensureExtras().recorders.append(recorder)
        recorder.setHost(self)
        Engine.attachmentCount += 1
        refreshObserverScopes(attachmentsChanged: true)
    }

    /// Attaches a diagnostics log to this node.
    ///
    /// The log receives the misuse reports of every operation that touches this node's subtree. A
    /// log watches one node at a time: attaching it here detaches it from its previous node.
    ///
    /// - Complexity: as for a recorder: O(*k*) in the nodes below this one whose observers change.
    ///
    /// - Parameter log: The log to attach.
    public final func attach(_ log: DiagnosticsLog) {
        if log.host === self { return }
        log.detach()
        ensureExtras().logs.append(log)
        log.setHost(self)
        Engine.attachmentCount += 1
        refreshObserverScopes(attachmentsChanged: true)
    }

    final func detach(_ recorder: TraceRecorder) {
        guard let extras, let index = extras.recorders.firstIndex(ofIdentical: recorder) else { return }
        extras.recorders.remove(at: index)
        recorder.setHost(nil)
        Engine.attachmentCount -= 1
        refreshObserverScopes(attachmentsChanged: true)
    }

    final func detach(_ log: DiagnosticsLog) {
        guard let extras, let index = extras.logs.firstIndex(ofIdentical: log) else { return }
        extras.logs.remove(at: index)
        log.setHost(nil)
        Engine.attachmentCount -= 1
        refreshObserverScopes(attachmentsChanged: true)
    }
}

enum Attachments {
    /// Called when a responder with extras is deinitialized.
    @MainActor
    static func released(_ extras: ResponderExtras) {
        Engine.attachmentCount -= extras.recorders.count + extras.logs.count
        for recorder in extras.recorders { recorder.setHost(nil) }
        for log in extras.logs { log.setHost(nil) }
    }
}
