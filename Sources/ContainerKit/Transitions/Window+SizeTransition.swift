/// Size transitions (`APP-13`): a window resized or rotated, as the system resizes a scene's
/// window.
///
/// **Order** (documented in LayoutAndTraits.md, `APP-13`; Apple documents each hook as coming
/// before its change, the order between them is a **policy**):
/// 1. when the window's system traits change, `willTransition(to:with:)` of the root controller,
///    forwarded by its default implementation to the children and the presented controller;
/// 2. `viewWillTransition(to:with:)` of the root controller, forwarded likewise;
/// 3. the change: the window's new frame (the root view and the views that fill their superview
///    follow, `LAYOUT-3`), then the new system traits (`traitCollectionDidChange(_:)` where they
///    changed, parents first, `TRAIT-1`), then a layout pass over the window (`LAYOUT-1`);
/// 4. the coordinator's alongside blocks, then its completion blocks, each in the order added.
extension Window {
    /// Resizes the window as the system does when the device rotates or the app's window is
    /// resized, with a size transition (`APP-13`).
    ///
    /// The root controller gets ``ViewController/viewWillTransition(to:with:)`` (and, when
    /// `systemTraits` changes the window's traits, ``ViewController/willTransition(to:with:)``
    /// first), whose default implementations forward to the children and to the presented
    /// controller; then the frames, traits and layout change, then the coordinator's blocks run
    /// (see the top of this file). Setting ``View/frame`` or ``systemTraits`` directly changes them
    /// without a transition, as setting a `UIWindow`'s frame does.
    ///
    /// Re-entrancy (`REENT-1`): the whole transition is one operation; a change of the tree that a
    /// hook or a block asks for is applied after it has finished, in the order requested. Refused
    /// on a torn-down window (`MIS-12`); a size and traits equal to the current ones change
    /// nothing and call nothing.
    ///
    /// - Parameters:
    ///   - size: The window's new size (its origin stays).
    ///   - systemTraits: The window's new system traits (a rotation that changes a size class);
    ///     `nil` keeps them.
    ///   - animated: Passed to the coordinator (``SizeTransitionCoordinator/isAnimated``).
    ///   - fileID: The caller's `#fileID`, where a misuse is reported (``CallSite``); leave the default.
    ///   - filePath: The caller's `#filePath`; leave the default.
    ///   - line: The caller's `#line`; leave the default.
    ///   - column: The caller's `#column`; leave the default.
    /// - Complexity: O(*n*) in the controllers that get the hooks and the views whose frames,
    ///   traits or layout change, plus the hooks and blocks.
    public final func simulateSizeTransition(
        to size: Size, systemTraits: TraitCollection? = nil, animated: Bool = true, fileID: StaticString = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let outermost = Engine.enter(#function, fileID, filePath, line, column)
        defer { Engine.leave(outermost) }
        Engine.perform(Touched(self)) { () throws(MisuseError) in
            guard !isTornDown else { throw .tornDown(self, operation: .resize(name)) }
            return size != bounds.size || (systemTraits.map { $0 != self.systemTraits } ?? false)
        } again: {
            { self.simulateSizeTransition(to: size, systemTraits: systemTraits, animated: animated) }
        } _: {
            runSizeTransition(to: size, systemTraits: systemTraits, animated: animated)
        }
    }

    /// A rotation: the window's width and height swap, with a size transition (`APP-13`); the
    /// same as ``simulateSizeTransition(to:systemTraits:animated:fileID:filePath:line:column:)``
    /// with the swapped size.
    ///
    /// - Parameters:
    ///   - systemTraits: The system traits after the rotation (on an iPhone, the size classes of
    ///     the new orientation); `nil` keeps them.
    ///   - animated: Passed to the coordinator.
    ///   - fileID: The caller's `#fileID`, where a misuse is reported (``CallSite``); leave the default.
    ///   - filePath: The caller's `#filePath`; leave the default.
    ///   - line: The caller's `#line`; leave the default.
    ///   - column: The caller's `#column`; leave the default.
    public final func simulateRotation(
        systemTraits: TraitCollection? = nil, animated: Bool = true, fileID: StaticString = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        simulateSizeTransition(
            to: Size(width: bounds.height, height: bounds.width), systemTraits: systemTraits, animated: animated,
            fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// The transition itself, validated (see the top of this file).
    private func runSizeTransition(to size: Size, systemTraits newTraits: TraitCollection?, animated: Bool) {
        Engine.run(self, rootViewController) {
            let coordinator = SizeTransitionCoordinator(window: self, size: size, animated: animated)
            let traitsChange = newTraits.map { $0 != systemTraits } ?? false
            if let root = rootViewController, !root.isTornDown {
                if traitsChange, let newTraits {
                    let future = newTraits.applying(traitOverrides).applying(root.traitOverrides)
                    root.callWillTransition(to: future, with: coordinator)
                }
                if !root.isTornDown { root.callViewWillTransition(to: size, with: coordinator) }
            }
            guard !isTornDown else { return }
            frame = Rect(x: frame.x, y: frame.y, width: size.width, height: size.height)
            if traitsChange, let newTraits, !isTornDown { self.systemTraits = newTraits }
            if !isTornDown { layoutIfNeeded() }
            coordinator.runAlongside()
            coordinator.complete()
        }
    }
}

extension ViewController {
    /// `viewWillTransition(to:with:)`, called by ContainerKit (recorded; `MIS-11` without `super`).
    final func callViewWillTransition(to size: Size, with coordinator: any ViewControllerTransitionCoordinator) {
        guard !isTornDown else { return }  // LIFE-2
        HookGate.call(self, .viewWillTransitionToSize) { viewWillTransition(to: size, with: coordinator) }
    }

    /// `willTransition(to:with:)`, called by ContainerKit (recorded; `MIS-11` without `super`).
    final func callWillTransition(to traits: TraitCollection, with coordinator: any ViewControllerTransitionCoordinator)
    {
        guard !isTornDown else { return }  // LIFE-2
        HookGate.call(self, .willTransitionToTraitCollection) { willTransition(to: traits, with: coordinator) }
    }

    /// The default forwarding of `viewWillTransition(to:with:)`: each child, in `children` order,
    /// with the size ``size(forChildContentContainer:withParentContainerSize:)`` gives it, then the
    /// controller this one presents. A child that a hook removed or tore down meanwhile is skipped.
    /// Nested at most ``SizeForwarding/maximumNesting`` deep on the stack (`LIFE-5`).
    final func forwardViewWillTransition(to size: Size, with coordinator: any ViewControllerTransitionCoordinator) {
        SizeForwarding.run { [self] in
            for child in storedChildren where !child.isTornDown && child.storedParent === self {
                child.callViewWillTransition(
                    to: self.size(forChildContentContainer: child, withParentContainerSize: size), with: coordinator)
            }
            if let presented = presentationLinks?.presented, !presented.isTornDown {
                presented.callViewWillTransition(to: size, with: coordinator)
            }
        }
    }

    /// The default forwarding of `willTransition(to:with:)`: each child with its own trait
    /// overrides applied, then the controller this one presents. Nested at most
    /// ``SizeForwarding/maximumNesting`` deep on the stack (`LIFE-5`).
    final func forwardWillTransition(
        to traits: TraitCollection, with coordinator: any ViewControllerTransitionCoordinator
    ) {
        SizeForwarding.run { [self] in
            for child in storedChildren where !child.isTornDown && child.storedParent === self {
                child.callWillTransition(to: traits.applying(child.traitOverrides), with: coordinator)
            }
            if let presented = presentationLinks?.presented, !presented.isTornDown {
                presented.callWillTransition(to: traits.applying(presented.traitOverrides), with: coordinator)
            }
        }
    }
}
