/// One lifecycle hook that ContainerKit called, in structured form.
///
/// Every event has one canonical ``line`` defined by the specification (`trace.md`); tests and
/// logs compare traces by these lines, and they are stable across releases.
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

    /// The node whose hook was called.
    public var subject: TraceSubject {
        switch self {
        case .willMoveToSuperview(let s, _), .didMoveToSuperview(let s),
             .willMoveToWindow(let s, _), .didMoveToWindow(let s),
             .didAddSubview(let s, _), .willRemoveSubview(let s, _):
            return s
        }
    }

    /// The canonical line of `trace.md`, such as `v.willMove(toSuperview: S)`.
    public var line: String {
        switch self {
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
        }
    }

    public var description: String { line }
}
