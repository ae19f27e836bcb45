extension Responder {
    /// Attaches a trace recorder to this node.
    ///
    /// The recorder sees every hook of every operation that touches this node's subtree. A recorder
    /// watches one node at a time: attaching it here detaches it from its previous node.
    ///
    /// - Parameter recorder: The recorder to attach.
    public final func attach(_ recorder: TraceRecorder) {
        if recorder.host === self { return }
        recorder.detach()
        ensureExtras().recorders.append(recorder)
        recorder.setHost(self)
        Engine.attachmentCount += 1
    }

    /// Attaches a diagnostics log to this node.
    ///
    /// The log receives the misuse reports of every operation that touches this node's subtree. A
    /// log watches one node at a time: attaching it here detaches it from its previous node.
    ///
    /// - Parameter log: The log to attach.
    public final func attach(_ log: DiagnosticsLog) {
        if log.host === self { return }
        log.detach()
        ensureExtras().logs.append(log)
        log.setHost(self)
        Engine.attachmentCount += 1
    }

    final func detach(_ recorder: TraceRecorder) {
        guard let extras, let index = extras.recorders.firstIndex(where: { $0 === recorder }) else { return }
        extras.recorders.remove(at: index)
        recorder.setHost(nil)
        Engine.attachmentCount -= 1
    }

    final func detach(_ log: DiagnosticsLog) {
        guard let extras, let index = extras.logs.firstIndex(where: { $0 === log }) else { return }
        extras.logs.remove(at: index)
        log.setHost(nil)
        Engine.attachmentCount -= 1
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
