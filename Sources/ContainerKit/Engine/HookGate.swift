/// The kinds of hook that ContainerKit calls.
enum HookKind: UInt8 {
    case willMoveToSuperview, didMoveToSuperview, willMoveToWindow, didMoveToWindow
    case didAddSubview, willRemoveSubview
    case viewDidLoad, willMoveToParent, didMoveToParent
    case viewWillAppear, viewDidAppear, viewWillDisappear, viewDidDisappear, viewIsAppearing
    case containerPrepare, containerInsert, containerRemove, containerDidLoad, prepareForReuse
    case layoutSubviews, viewWillLayoutSubviews, viewDidLayoutSubviews
    case safeAreaInsetsDidChange, viewSafeAreaInsetsDidChange, traitCollectionDidChange
    case updateConstraints, updateViewConstraints
    case viewWillTransitionToSize, willTransitionToTraitCollection
}

/// Tells the base implementation of a hook whether ContainerKit is calling it, and tells
/// ContainerKit whether an override called `super` (`MIS-11`).
///
/// ContainerKit calls every hook through ``call(_:_:_:animated:_:)``, which marks the hook as expected. The
/// base implementation calls ``enter(_:_:)``: it records only when the hook is expected, so a
/// direct call from user code records nothing. When the override returns without having reached
/// the base implementation, a `MIS-11` report names the subject and the hook.
///
/// A hook that the subject's class inherits unchanged and whose base implementation only records
/// (``Responder/inheritedHooks``) is not called at all: calling it would have no effect but its
/// record, so the gate makes that record itself, with the same call the base implementation makes
/// (`Engine.emit(_:on:_:_:animated:)`, the one recording path), and nothing when no recorder
/// listens. Traces are the same either way (`HookRecordingTests` compares them with subclasses
/// that override every hook and call `super`).
@MainActor
enum HookGate {
    // Stored in `EngineState` (unchecked exclusivity there): each access is a plain
    // load or store that runs no other code, so no two can overlap (BENCHMARKS.md, problem 2).
    private static var expected: (id: ObjectIdentifier, kind: HookKind)? {
        _read { yield EngineState.current.hookGate.expected }
        _modify { yield &EngineState.current.hookGate.expected }
    }
    private static var reached: Bool {
        _read { yield EngineState.current.hookGate.reached }
        _modify { yield &EngineState.current.hookGate.reached }
    }

    /// Calls `subject`'s hook of `kind`; or, when its class inherits the hook (which only
    /// records), records its event without calling it.
    ///
    /// - Parameters:
    ///   - subject: The node whose hook it is.
    ///   - kind: The hook.
    ///   - argument: The hook's node argument as its event records it (the new superview or
    ///     window, the subview, the parent, the content); `nil` for a hook without one.
    ///   - animated: `animated` of an appearance hook.
    ///   - hook: Calls the hook (an override, or the base implementation, which records).
    @inline(__always)
    static func call(
        _ subject: Responder, _ kind: HookKind, _ argument: Responder? = nil, animated: Bool = false,
        _ hook: () -> Void
    ) {
        guard !recordsInherited(subject, kind, argument, animated: animated) else { return }
        dispatch(subject, kind, hook)
    }

    /// Whether ``call(_:_:_:animated:_:)`` would do nothing: `subject`'s class inherits the hook,
    /// which only records, and nothing records (`TraitPropagation.goesUnlisted` asks the same of
    /// a trait change).
    @inline(__always)
    static func skips(_ subject: Responder, _ kind: HookKind) -> Bool {
        subject.inheritedHooks.contains(kind) && !isRecorded(subject)
    }

    /// Whether an event of `subject`'s hook would be recorded now: the early return of
    /// `Engine.emit(_:on:_:_:animated:)`, negated (keep the two in step).
    @inline(__always)
    static func isRecorded(_ subject: Responder) -> Bool {
        subject.observerScope != nil || !Engine.scope.isEmpty || TestHooks.globalRecorder != nil
    }

    /// Makes the record of an inherited hook: when `subject`'s class inherits the hook (which
    /// only records), records its event, as ``call(_:_:_:animated:_:)`` would (nothing when no
    /// recorder listens), and answers `true`; answers `false` when the class overrides the hook,
    /// which the caller then calls with ``call(_:_:_:animated:_:)``.
    ///
    /// Hot call sites ask first, before they form the hook's closure: its captures are retained
    /// when it is formed, even on the path that only records (profiled: two retains and two
    /// releases per recorded event of a walk).
    @inline(__always)
    static func recordsInherited(
        _ subject: Responder, _ kind: HookKind, _ argument: Responder? = nil, animated: Bool = false
    ) -> Bool {
        guard subject.inheritedHooks.contains(kind) else { return false }
        Engine.emit(kind.recordedHook, on: subject, argument, animated: animated)
        return true
    }

    private static func dispatch(_ subject: Responder, _ kind: HookKind, _ hook: () -> Void) {
        let saved = (expected, reached)
        expected = (ObjectIdentifier(subject), kind)
        reached = false
        hook()
        let superWasCalled = reached
        (expected, reached) = saved
        if !superWasCalled {
            Diagnostics.report(
                MisuseError(
                    .missingSuperCall(node: subject.name, type: "\(type(of: subject))", method: kind.methodName)))
        }
    }

    /// Called first by a base implementation; `true` when ContainerKit is calling this hook.
    static func enter(_ subject: Responder, _ kind: HookKind) -> Bool {
        guard let current = expected, current.kind == kind,
            current.id == ObjectIdentifier(subject)
        else { return false }
        reached = true
        return true
    }
}

extension HookKind {
    /// The hook that an event of this kind records.
    var recordedHook: LifecycleEvent.Hook {
        switch self {
        case .willMoveToSuperview: .willMoveToSuperview
        case .didMoveToSuperview: .didMoveToSuperview
        case .willMoveToWindow: .willMoveToWindow
        case .didMoveToWindow: .didMoveToWindow
        case .didAddSubview: .didAddSubview
        case .willRemoveSubview: .willRemoveSubview
        case .viewDidLoad: .viewDidLoad
        case .willMoveToParent: .willMoveToParent
        case .didMoveToParent: .didMoveToParent
        case .viewWillAppear: .viewWillAppear
        case .viewDidAppear: .viewDidAppear
        case .viewWillDisappear: .viewWillDisappear
        case .viewDidDisappear: .viewDidDisappear
        case .viewIsAppearing: .viewIsAppearing
        case .containerPrepare: .prepare
        case .containerInsert: .insert
        case .containerRemove: .remove
        case .containerDidLoad: .containerDidLoad
        case .prepareForReuse: .prepareForReuse
        case .layoutSubviews: .layoutSubviews
        case .viewWillLayoutSubviews: .viewWillLayoutSubviews
        case .viewDidLayoutSubviews: .viewDidLayoutSubviews
        case .safeAreaInsetsDidChange: .safeAreaInsetsDidChange
        case .viewSafeAreaInsetsDidChange: .viewSafeAreaInsetsDidChange
        case .traitCollectionDidChange: .traitCollectionDidChange
        case .updateConstraints: .updateConstraints
        case .updateViewConstraints: .updateViewConstraints
        case .viewWillTransitionToSize: .viewWillTransitionToSize
        case .willTransitionToTraitCollection: .willTransitionToTraitCollection
        }
    }

    /// The hook as spelled in Swift, as `MIS-11` reports name it: its recorded hook's name.
    var methodName: String { recordedHook.rawValue }
}
