extension ViewController {
    /// Removes the controller from its parent (or from the window it is the root of) and retires
    /// it, its children and their views for good.
    ///
    /// The removal calls the hooks of ``ViewController/removeChild(_:fileID:filePath:line:column:)``. Afterwards every
    /// controller and view of the subtree is torn down: it stays readable, but every change to it
    /// is refused with ``Misuse/tornDown`` (`MIS-12`), so no hook reaches it again (`LIFE-2`).
    /// Tearing down a torn-down controller does nothing.
    ///
    /// - Parameters:
    ///   - fileID: The caller's `#fileID`, where a misuse is reported (``CallSite``); leave the default.
    ///   - filePath: The caller's `#filePath`; leave the default.
    ///   - line: The caller's `#line`; leave the default.
    ///   - column: The caller's `#column`; leave the default.
    ///
    /// - Complexity: O(*n*) in the controllers and views of the subtree.
    ///
    /// From a hook while the controller's tree is being changed, the teardown waits for the
    /// operation in progress like any other change (`REENT-1`).
    public final func tearDown(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let outermost = Engine.enter(#function, fileID, filePath, line, column)
        defer { Engine.leave(outermost) }
        Engine.perform(
            Touched(self, storedView), reach: { View.teardownReach(of: self.storedView, controllers: [self]) }
        ) {
            () throws(MisuseError) in
            !isTornDown
        } again: {
            { self.tearDown() }
        } _: {
            // APP-2: the hooks of what it ends run before the retirement, even from a hook.
            AppearanceRequests.atOnce {
                Engine.tearingDown(storedView, controller: self) {
                    Engine.willRetire()  // LIFE-4
                    if storedView?.storedContainer == nil, let parent = storedParent {
                        parent.removeChildNow(self)  // VC-3; mounted content leaves through its container instead
                    } else {
                        storedView?.leavePlace()
                    }
                    View.retire(storedView, controllers: [self])
                }
            }
        }
    }
}
