extension Engine {
    /// The location of the caller's outermost ContainerKit call in progress, or `nil` when none
    /// is (``CallSite``). Every report made while it is set carries it (``Diagnostics``).
    ///
    /// Invariant: set only by the outermost ``enter(_:_:_:_:_:)`` whose call comes from outside
    /// ContainerKit, and cleared by the matching ``leave(_:)``; nested calls (hooks calling the
    /// API, deferred changes re-entering it, ContainerKit calling itself) leave it alone.
    static var callSite: CallSite? {
        _read { yield EngineState.current.operations.callSite }
        _modify { yield &EngineState.current.operations.callSite }
    }

    /// Starts a public call made at the given location: it becomes ``callSite`` when no call is in
    /// progress. Pair it with ``leave(_:)`` in a `defer`:
    ///
    /// ```swift
    /// let outermost = Engine.enter(#function, fileID, filePath, line, column)
    /// defer { Engine.leave(outermost) }
    /// ```
    ///
    /// - Returns: Whether this call became the outermost one (to hand to ``leave(_:)``).
    /// - Complexity: O(1); allocates nothing and builds no string.
    @inline(__always)
    static func enter(
        _ function: StaticString, _ fileID: StaticString, _ filePath: StaticString, _ line: UInt, _ column: UInt
    ) -> Bool {
        guard callSite == nil else { return false }
        let site = CallSite(function: function, fileID: fileID, filePath: filePath, line: line, column: column)
        guard !site.isInsideContainerKit else { return false }
        callSite = site
        return true
    }

    /// Ends a public call started with ``enter(_:_:_:_:_:)``.
    ///
    /// - Parameter outermost: What `enter` returned.
    @inline(__always)
    static func leave(_ outermost: Bool) {
        if outermost { callSite = nil }
    }
}
