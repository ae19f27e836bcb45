extension ViewController {
    /// Whether the root view is loaded and in a visible window: the only place where the
    /// controller may be appeared (`APP-1`, `LIFE-3`).
    final var isViewInVisibleWindow: Bool { storedView?.storedWindow?.isVisible == true }

    /// Where the controller is in its appearance lifecycle (`APP-2`).
    public final var appearanceState: AppearanceState { appearance.state }

    /// Whether the controller is being added to a parent (`APP-8`).
    ///
    /// `true` only inside an appearance hook that runs between `willMove(toParent: P)` and
    /// `didMove(toParent: P)`.
    public final var isMovingToParent: Bool {
        appearanceHookDirection == true && containment.phase == .movingToParent
    }

    /// Whether the controller is being removed from its parent (`APP-8`).
    ///
    /// `true` only inside a disappearance hook that runs between `willMove(toParent: nil)` and
    /// `didMove(toParent: nil)`.
    public final var isMovingFromParent: Bool {
        appearanceHookDirection == false && containment.phase == .movingFromParent
    }

    /// Whether the controller is being presented (`APP-8`, `COMP-10`).
    ///
    /// `true` only inside an appearance hook of the presentation that shows this controller.
    public final var isBeingPresented: Bool {
        appearanceHookDirection == true && presentationLinks?.phase == .beingPresented
    }

    /// Whether the controller is being dismissed (`APP-8`, `COMP-10`).
    ///
    /// `true` only inside a disappearance hook of the dismissal that removes this controller.
    public final var isBeingDismissed: Bool {
        appearanceHookDirection == false && presentationLinks?.phase == .beingDismissed
    }

    /// Starts an appearance transition of this controller; for a parent that forwards manually
    /// (`APP-9`).
    ///
    /// Calls `viewWillAppear` or `viewWillDisappear`. Begins in the direction already under way are
    /// counted, and the did-hook comes with the last matching ``endAppearanceTransition(fileID:filePath:line:column:)``; a
    /// begin in the other direction turns the transition around. A begin towards the state the
    /// controller already is in calls nothing. The controller forwards the transition to its own
    /// contained children whose root views are in its view tree, unless it forwards manually too.
    ///
    /// Called from inside an appearance hook, the state changes at once and the hooks run right
    /// after that hook returns (see `Appearance/AppearanceRequests.swift`): forwarding down a chain
    /// of any depth takes constant stack (`LIFE-5`). Refused on a torn-down controller (`MIS-12`).
    ///
    /// - Parameters:
    ///   - isAppearing: `true` to appear, `false` to disappear.
    ///   - animated: Passed to the hooks.
    ///   - fileID: The caller's `#fileID`, where a misuse is reported (``CallSite``); leave the default.
    ///   - filePath: The caller's `#filePath`; leave the default.
    ///   - line: The caller's `#line`; leave the default.
    ///   - column: The caller's `#column`; leave the default.
    /// - Complexity: O(*n*) in the controllers the transition reaches.
    public final func beginAppearanceTransition(
        _ isAppearing: Bool, animated: Bool, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        let outermost = Engine.enter(#function, fileID, filePath, line, column)
        defer { Engine.leave(outermost) }
        let byApp = !CallSite(function: #function, fileID: fileID, filePath: filePath, line: line, column: column)
            .isInsideContainerKit
        Engine.run(self) {
            guard !refusesAfterTeardown(.beginAppearanceTransition) else { return }
            requestBegin(appearing: isAppearing, animated: animated)
            if byApp { appearance.holdForApp() }
        }
    }

    /// Ends one appearance transition started with ``beginAppearanceTransition(_:animated:fileID:filePath:line:column:)``
    /// (`APP-9`).
    ///
    /// The last matching end calls `viewDidAppear` or `viewDidDisappear`, then ends the
    /// transitions forwarded to the children. An end with no open begin changes nothing and is
    /// reported (`MIS-6`). From inside an appearance hook, as ``beginAppearanceTransition(_:animated:fileID:filePath:line:column:)``.
    /// Refused on a torn-down controller (`MIS-12`).
    ///
    /// - Parameters:
    ///   - fileID: The caller's `#fileID`, where a misuse is reported (``CallSite``); leave the default.
    ///   - filePath: The caller's `#filePath`; leave the default.
    ///   - line: The caller's `#line`; leave the default.
    ///   - column: The caller's `#column`; leave the default.
    /// - Complexity: O(*n*) in the controllers the transition reaches.
    public final func endAppearanceTransition(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let outermost = Engine.enter(#function, fileID, filePath, line, column)
        defer { Engine.leave(outermost) }
        Engine.run(self) {
            guard !refusesAfterTeardown(.endAppearanceTransition) else { return }
            requestEnd()
        }
    }

    // MARK: - Internals

    /// The state change of a begin, now; its hook and forwarding through ``AppearanceRequests``.
    final func requestBegin(appearing: Bool, animated: Bool) {
        let action = appearance.begin(appearing: appearing)
        guard action != .none else { return }
        AppearanceRequests.submit(
            .init(controller: self, action: action, animated: animated, forwarding: .begin(appearing: appearing)))
    }

    /// The state change of an end, now (`MIS-6` without an open begin); its hook and forwarding
    /// through ``AppearanceRequests``.
    final func requestEnd() {
        // APP-12: the end that completes an appearance calls a due viewIsAppearing first, while the
        // controller is still appearing (inside a hook, the did-hook's unit calls it instead).
        if !AppearanceRequests.isCollectingNow, appearance.state == .appearing, appearance.openBegins == 1 {
            callIsAppearingIfDue()
            guard !isTornDown else { return }
        }
        guard let action = appearance.end() else {
            Diagnostics.report(
                MisuseError(.unbalancedEndAppearanceTransition(controller: name)))
            return
        }
        guard action != .none else { return }
        AppearanceRequests.submit(.init(controller: self, action: action, animated: false, forwarding: .end))
    }

    /// `true` when ContainerKit called this hook; otherwise reports `MIS-5`.
    final func enterAppearanceHook(_ kind: HookKind) -> Bool {
        if HookGate.enter(self, kind) { return true }
        Engine.run(self) {
            Diagnostics.report(
                MisuseError(.directAppearanceCall(controller: name, method: kind.methodName)))
        }
        return false
    }

    /// Calls the hook that an appearance transition asked for.
    final func perform(_ action: AppearanceStateMachine.Action, animated: Bool) {
        guard !isTornDown else { return }  // LIFE-2
        switch action {
        case .none:
            return
        case .willAppear:
            UnfinishedContainment.check(childrenOf: self, when: .parentBeganToAppear(name))  // MIS-19
            callAppearanceHook(.viewWillAppear, appearing: true, animated: animated) { viewWillAppear(animated) }
            appearance.noteWillAppearCalled(animated: animated)  // APP-12
        case .didAppear:
            // APP-12: once per appearance, before the did-hook, if no earlier point called it.
            // A hook that turned the controller around (REENT-1) has its own hooks come instead.
            let stateBefore = appearanceState
            if callIsAppearingIfDue(), isTornDown || appearanceState != stateBefore { return }
            callAppearanceHook(.viewDidAppear, appearing: true, animated: animated) { viewDidAppear(animated) }
        case .willDisappear:
            if containment.isAwaitingCallersDidMove {
                _ = containment.takeUnfinished()  // one report of the one mistake: MIS-2, not MIS-19 later
                Diagnostics.report(.missedDidMove(self, before: .ownDisappearance))
            }
            callAppearanceHook(.viewWillDisappear, appearing: false, animated: animated) { viewWillDisappear(animated) }
        case .didDisappear:
            callAppearanceHook(.viewDidDisappear, appearing: false, animated: animated) { viewDidDisappear(animated) }
        }
    }

    /// Calls `viewIsAppearing` when it is due (`APP-12`): `viewWillAppear` ran in this appearance
    /// and `viewIsAppearing` has not. Changes no appearance state.
    ///
    /// - Returns: Whether it called the hook.
    @discardableResult
    final func callIsAppearingIfDue() -> Bool {
        guard !isTornDown, let animated = appearance.takeIsAppearing() else { return false }
        callAppearanceHook(.viewIsAppearing, appearing: true, animated: animated) { viewIsAppearing(animated) }
        return true
    }

    private func callAppearanceHook(_ kind: HookKind, appearing: Bool, animated: Bool, _ hook: () -> Void) {
        let saved = appearanceHookDirection
        appearanceHookDirection = appearing
        HookGate.call(self, kind, animated: animated, hook)
        appearanceHookDirection = saved
    }
}

extension ViewController {
    /// Ends, as a disappearance, the appearance transition open on a controller about to be
    /// retired (`APP-2`, `LIFE-2`, `LIFE-4`): whoever began it (a presentation covering it, a
    /// transition, a parent's forwarding) can no longer end it once it is torn down. An appearing
    /// controller begins disappearing first. Does nothing when no transition is open.
    ///
    /// - Complexity: O(1) plus the hooks (nested begins in one direction are few).
    final func closeAppearanceForRetirement() {
        guard !isTornDown else { return }
        AppearanceRequests.atOnce {  // before the retirement, even from a hook
            if appearanceState == .appearing { beginAppearanceTransition(false, animated: false) }
            endOpenAppearance()
        }
    }

    /// Ends every appearance transition open on this controller: the one begun last, and any
    /// begin in the same direction nested into it (a window hidden while a presented controller
    /// disappears begins it again and never ends it). Does nothing when none is open.
    final func endOpenAppearance() {
        var remaining = 16  // nesting is shallow; the bound only guards against a runaway loop
        while remaining > 0, appearanceState == .appearing || appearanceState == .disappearing {
            endAppearanceTransition()
            remaining -= 1
        }
    }
}
