/// One lifecycle hook that ContainerKit called, in structured form, or a user's own mark.
///
/// Every event has one canonical ``line``, listed in <doc:Tracing#The-lines>; tests and logs
/// compare traces by these lines, and they are stable across releases.
///
/// An event is stored as it is recorded: the hook and its subjects (each an identity and what its
/// name is made of, ``TraceSubject``); its line is spelled out only when read.
public enum LifecycleEvent: Sendable, Hashable, CustomStringConvertible {
    /// `v.willMove(toSuperview: S)`: a view is about to get a new superview (or `nil`).
    case willMoveToSuperview(TraceSubject, newSuperview: TraceSubject?)
    /// `v.didMoveToSuperview`: a view got its new superview.
    case didMoveToSuperview(TraceSubject)
    /// `v.willMove(toWindow: W)`: a view is about to enter or leave a window.
    case willMoveToWindow(TraceSubject, newWindow: TraceSubject?)
    /// `v.didMoveToWindow`: a view entered or left a window.
    case didMoveToWindow(TraceSubject)
    /// `S.didAddSubview(v)`: a superview got a subview.
    case didAddSubview(TraceSubject, subview: TraceSubject)
    /// `S.willRemoveSubview(v)`: a superview is about to lose a subview.
    case willRemoveSubview(TraceSubject, subview: TraceSubject)
    /// `C.loadView`: a controller creates its root view.
    case loadView(TraceSubject)
    /// `C.viewDidLoad`: a controller's root view was loaded.
    case viewDidLoad(TraceSubject)
    /// `C.willMove(toParent: P)`: a controller is about to get a new parent (or `nil`).
    case willMoveToParent(TraceSubject, parent: TraceSubject?)
    /// `C.didMove(toParent: P)`: a controller got its new parent (or `nil`).
    case didMoveToParent(TraceSubject, parent: TraceSubject?)
    /// `C.viewWillAppear`.
    case viewWillAppear(TraceSubject, animated: Bool)
    /// `C.viewDidAppear`.
    case viewDidAppear(TraceSubject, animated: Bool)
    /// `C.viewWillDisappear`.
    case viewWillDisappear(TraceSubject, animated: Bool)
    /// `C.viewDidDisappear`.
    case viewDidDisappear(TraceSubject, animated: Bool)
    /// `C.viewIsAppearing`: the root view is in the window, with its traits and frame, between
    /// `viewWillAppear` and `viewDidAppear` (`APP-12`).
    case viewIsAppearing(TraceSubject, animated: Bool)
    /// `K.prepare(parent: P)`: a container learns its parent controller (or `nil`).
    case prepare(TraceSubject, parent: TraceSubject?)
    /// `K.insert(X)`: a container mounts content.
    case insert(TraceSubject, content: TraceSubject)
    /// `K.remove`: a container unmounts its content.
    case remove(TraceSubject)
    /// `K.containerDidLoad`: a container finished loading its content.
    case containerDidLoad(TraceSubject)
    /// `K.prepareForReuse`: a reusable container is about to be reused.
    case prepareForReuse(TraceSubject)
    /// `P.present(C)`: a presentation request was accepted (`COMP-10`).
    case present(TraceSubject, presented: TraceSubject)
    /// `P.dismiss(C)`: a dismissal request was accepted (`COMP-10`).
    case dismiss(TraceSubject, presented: TraceSubject)
    /// `N.transition(from: A, to: B)`: a container starts a transition between children (`COMP-2`).
    case transition(TraceSubject, from: TraceSubject?, to: TraceSubject?)
    /// `N.transitionDidEnd(from: A, to: B)`: a container's transition completed (`COMP-3`).
    case transitionDidEnd(TraceSubject, from: TraceSubject?, to: TraceSubject?)
    /// `N.transitionDidCancel(from: A, to: B)`: a container's transition was cancelled (`COMP-3`).
    case transitionDidCancel(TraceSubject, from: TraceSubject?, to: TraceSubject?)
    /// `v.layoutSubviews`: a view lays out its subviews (`LAYOUT-1`).
    case layoutSubviews(TraceSubject)
    /// `C.viewWillLayoutSubviews`: the start of a controller's layout bracket (`LAYOUT-2`).
    case viewWillLayoutSubviews(TraceSubject)
    /// `C.viewDidLayoutSubviews`: the end of a controller's layout bracket (`LAYOUT-2`).
    case viewDidLayoutSubviews(TraceSubject)
    /// `v.safeAreaInsetsDidChange`: a view's safe-area insets changed (`LAYOUT-3`; recorded
    /// since `TRACE-1` records every hook).
    case safeAreaInsetsDidChange(TraceSubject)
    /// `C.viewSafeAreaInsetsDidChange`: a controller's root view's safe-area insets changed
    /// (`LAYOUT-3`).
    case viewSafeAreaInsetsDidChange(TraceSubject)
    /// `v.traitCollectionDidChange` / `C.traitCollectionDidChange`: a view's or a controller's
    /// traits changed (`TRAIT-1`).
    case traitCollectionDidChange(TraceSubject)
    /// `v.updateConstraints`: a view updates its constraints, subviews before superviews
    /// (`LAYOUT-5`).
    case updateConstraints(TraceSubject)
    /// `C.updateViewConstraints`: a controller updates its root view's constraints; its default
    /// calls the view's `updateConstraints()` (`LAYOUT-5`).
    case updateViewConstraints(TraceSubject)
    /// `C.viewWillTransitionToSize`: the size of a controller's view is about to change in a size
    /// transition (`APP-13`); the line carries no size (the hook's argument has it).
    case viewWillTransitionToSize(TraceSubject)
    /// `C.willTransitionToTraitCollection`: a controller's traits are about to change in a size
    /// transition (`APP-13`).
    case willTransitionToTraitCollection(TraceSubject)
    /// A line the user put into the trace with ``TraceRecorder/mark(_:)`` (`TRACE-8`), such as
    /// `completion(home)`: written as given, in order with the hooks recorded around it.
    case mark(String)

    /// The node whose hook was called.
    ///
    /// A ``mark(_:)`` belongs to no node: its subject is ``TraceSubject/none`` (an empty name,
    /// serial number 0).
    public var subject: TraceSubject { parts.subject ?? .none }

    /// The canonical line (<doc:Tracing#The-lines>), such as `v.willMove(toSuperview: S)`.
    public var line: String {
        if case .mark(let text) = self { return text }
        let parts = self.parts
        return LifecycleEvent.line(
            parts.hook, subject: parts.subject?.name ?? "", parts.a.traceArgument, parts.b.traceArgument)
    }

    /// The canonical line of an event of `hook`, from the names of its subject and its arguments
    /// (in the order of ``parts``; `nil` written as `nil`; unused ones ignored). A recorder calls it
    /// with names it spelled out once per subject.
    static func line(_ hook: Hook, subject s: String, _ a: String, _ b: String) -> String {
        switch hook {
        case .willMoveToSuperview: "\(s).willMove(toSuperview: \(a))"
        case .didMoveToSuperview: "\(s).didMoveToSuperview"
        case .willMoveToWindow: "\(s).willMove(toWindow: \(a))"
        case .didMoveToWindow: "\(s).didMoveToWindow"
        case .didAddSubview: "\(s).didAddSubview(\(a))"
        case .willRemoveSubview: "\(s).willRemoveSubview(\(a))"
        case .loadView: "\(s).loadView"
        case .viewDidLoad: "\(s).viewDidLoad"
        case .willMoveToParent: "\(s).willMove(toParent: \(a))"
        case .didMoveToParent: "\(s).didMove(toParent: \(a))"
        case .viewWillAppear: "\(s).viewWillAppear"
        case .viewDidAppear: "\(s).viewDidAppear"
        case .viewWillDisappear: "\(s).viewWillDisappear"
        case .viewDidDisappear: "\(s).viewDidDisappear"
        case .viewIsAppearing: "\(s).viewIsAppearing"
        case .prepare: "\(s).prepare(parent: \(a))"
        case .insert: "\(s).insert(\(a))"
        case .remove: "\(s).remove"
        case .containerDidLoad: "\(s).containerDidLoad"
        case .prepareForReuse: "\(s).prepareForReuse"
        case .present: "\(s).present(\(a))"
        case .dismiss: "\(s).dismiss(\(a))"
        case .transition: "\(s).transition(from: \(a), to: \(b))"
        case .transitionDidEnd: "\(s).transitionDidEnd(from: \(a), to: \(b))"
        case .transitionDidCancel: "\(s).transitionDidCancel(from: \(a), to: \(b))"
        case .layoutSubviews: "\(s).layoutSubviews"
        case .viewWillLayoutSubviews: "\(s).viewWillLayoutSubviews"
        case .viewDidLayoutSubviews: "\(s).viewDidLayoutSubviews"
        case .safeAreaInsetsDidChange: "\(s).safeAreaInsetsDidChange"
        case .viewSafeAreaInsetsDidChange: "\(s).viewSafeAreaInsetsDidChange"
        case .traitCollectionDidChange: "\(s).traitCollectionDidChange"
        case .updateConstraints: "\(s).updateConstraints"
        case .updateViewConstraints: "\(s).updateViewConstraints"
        case .viewWillTransitionToSize: "\(s).viewWillTransitionToSize"
        case .willTransitionToTraitCollection: "\(s).willTransitionToTraitCollection"
        case .mark: a
        }
    }

    public var description: String { line }
}
