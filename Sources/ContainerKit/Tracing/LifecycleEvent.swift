/// One lifecycle hook that ContainerKit called, in structured form, or a user's own mark.
///
/// Every event has one canonical ``line`` defined by the specification (`trace.md`); tests and
/// logs compare traces by these lines, and they are stable across releases.
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
    /// `v.safeAreaInsetsDidChange`: a view's safe-area insets changed (`LAYOUT-3`; a line
    /// ContainerKit adds to `trace.md`'s table, since `TRACE-1` records every hook).
    case safeAreaInsetsDidChange(TraceSubject)
    /// `C.viewSafeAreaInsetsDidChange`: a controller's root view's safe-area insets changed
    /// (`LAYOUT-3`; a line ContainerKit adds to `trace.md`'s table).
    case viewSafeAreaInsetsDidChange(TraceSubject)
    /// `v.traitCollectionDidChange` / `C.traitCollectionDidChange`: a view's or a controller's
    /// traits changed (`TRAIT-1`).
    case traitCollectionDidChange(TraceSubject)
    /// A line the user put into the trace with ``TraceRecorder/mark(_:)`` (`TRACE-8`), such as
    /// `completion(home)`: written as given, in order with the hooks recorded around it.
    case mark(String)

    /// The node whose hook was called.
    ///
    /// A ``mark(_:)`` belongs to no node: its subject is ``TraceSubject/none`` (an empty name,
    /// serial number 0).
    public var subject: TraceSubject {
        switch self {
        case .mark: return .none
        case .willMoveToSuperview(let s, _), .didMoveToSuperview(let s),
            .willMoveToWindow(let s, _), .didMoveToWindow(let s),
            .didAddSubview(let s, _), .willRemoveSubview(let s, _),
            .loadView(let s), .viewDidLoad(let s), .willMoveToParent(let s, _), .didMoveToParent(let s, _),
            .viewWillAppear(let s, _), .viewDidAppear(let s, _), .viewWillDisappear(let s, _),
            .viewDidDisappear(let s, _), .prepare(let s, _), .insert(let s, _), .remove(let s),
            .containerDidLoad(let s), .prepareForReuse(let s),
            .present(let s, _), .dismiss(let s, _), .transition(let s, _, _),
            .transitionDidEnd(let s, _, _), .transitionDidCancel(let s, _, _),
            .layoutSubviews(let s), .viewWillLayoutSubviews(let s), .viewDidLayoutSubviews(let s),
            .safeAreaInsetsDidChange(let s), .viewSafeAreaInsetsDidChange(let s), .traitCollectionDidChange(let s):
            return s
        }
    }

    /// The canonical line of `trace.md`, such as `v.willMove(toSuperview: S)`.
    public var line: String {
        switch self {
        case .mark(let text):
            return text
        case .willMoveToSuperview(let s, let newSuperview):
            return "\(s.name).willMove(toSuperview: \(newSuperview.traceArgument))"
        case .didMoveToSuperview(let s):
            return "\(s.name).didMoveToSuperview"
        case .willMoveToWindow(let s, let newWindow):
            return "\(s.name).willMove(toWindow: \(newWindow.traceArgument))"
        case .didMoveToWindow(let s):
            return "\(s.name).didMoveToWindow"
        case .didAddSubview(let s, let subview):
            return "\(s.name).didAddSubview(\(subview.name))"
        case .willRemoveSubview(let s, let subview):
            return "\(s.name).willRemoveSubview(\(subview.name))"
        case .loadView(let s):
            return "\(s.name).loadView"
        case .viewDidLoad(let s):
            return "\(s.name).viewDidLoad"
        case .willMoveToParent(let s, let parent):
            return "\(s.name).willMove(toParent: \(parent.traceArgument))"
        case .didMoveToParent(let s, let parent):
            return "\(s.name).didMove(toParent: \(parent.traceArgument))"
        case .viewWillAppear(let s, _):
            return "\(s.name).viewWillAppear"
        case .viewDidAppear(let s, _):
            return "\(s.name).viewDidAppear"
        case .viewWillDisappear(let s, _):
            return "\(s.name).viewWillDisappear"
        case .viewDidDisappear(let s, _):
            return "\(s.name).viewDidDisappear"
        case .prepare(let s, let parent):
            return "\(s.name).prepare(parent: \(parent.traceArgument))"
        case .insert(let s, let content):
            return "\(s.name).insert(\(content.name))"
        case .remove(let s):
            return "\(s.name).remove"
        case .containerDidLoad(let s):
            return "\(s.name).containerDidLoad"
        case .prepareForReuse(let s):
            return "\(s.name).prepareForReuse"
        case .present(let s, let presented):
            return "\(s.name).present(\(presented.name))"
        case .dismiss(let s, let presented):
            return "\(s.name).dismiss(\(presented.name))"
        case .transition(let s, let from, let to):
            return "\(s.name).transition(from: \(from.traceArgument), to: \(to.traceArgument))"
        case .transitionDidEnd(let s, let from, let to):
            return "\(s.name).transitionDidEnd(from: \(from.traceArgument), to: \(to.traceArgument))"
        case .transitionDidCancel(let s, let from, let to):
            return "\(s.name).transitionDidCancel(from: \(from.traceArgument), to: \(to.traceArgument))"
        case .layoutSubviews(let s):
            return "\(s.name).layoutSubviews"
        case .viewWillLayoutSubviews(let s):
            return "\(s.name).viewWillLayoutSubviews"
        case .viewDidLayoutSubviews(let s):
            return "\(s.name).viewDidLayoutSubviews"
        case .safeAreaInsetsDidChange(let s):
            return "\(s.name).safeAreaInsetsDidChange"
        case .viewSafeAreaInsetsDidChange(let s):
            return "\(s.name).viewSafeAreaInsetsDidChange"
        case .traitCollectionDidChange(let s):
            return "\(s.name).traitCollectionDidChange"
        }
    }

    public var description: String { line }
}
