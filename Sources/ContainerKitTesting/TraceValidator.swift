import ContainerKit

/// Checks the hook grammar of a recorded trace, subject by subject.
///
/// Subjects are told apart by their ``/ContainerKit/TraceSubject/serialNumber``, never reused. For every subject
/// it checks that:
/// - `willMove(toSuperview:)` and `didMoveToSuperview` alternate, will first (`VIEW-*`);
/// - `willMove(toWindow:)` and `didMoveToWindow` alternate, will first (`VIEW-2`, `VIEW-3`);
/// - `loadView` happens at most once and `viewDidLoad` exactly once after it (`LOAD-1`, `LOAD-2`);
/// - appearance follows `APP-2`: `disappeared → appearing → appeared → disappearing →
///   disappeared`, with `appearing → disappearing` and back allowed (the first appearance event of
///   a subject may start anywhere, since recording can start late);
/// - `viewIsAppearing` comes only while appearing (after `viewWillAppear`, before `viewDidAppear`),
///   at most once per appearance (`APP-12`);
/// - each `willMove(toParent: X)` is followed by `didMove(toParent: X)` before the next
///   `willMove(toParent:)`, and no `didMove(toParent:)` comes without its will (`VC-1` to `VC-3`),
///   except UIKit's re-parenting: a `didMove(toParent: nil)` whose subject's next event, other
///   than a layout, safe-area or trait hook, is `willMove(toParent: P)` (`VC-4`);
/// - each container `prepare(parent:)` is followed by exactly one `containerDidLoad` before the
///   next prepare (`CONT-2`);
/// - `viewWillLayoutSubviews` and `viewDidLayoutSubviews` alternate, will first, with a
///   `layoutSubviews` (the root view's) between them (`LAYOUT-2`);
/// - a controller's `updateViewConstraints` never comes between its `viewWillLayoutSubviews` and
///   `viewDidLayoutSubviews`: constraints are updated before layout (`LAYOUT-5`);
/// - no hook reaches a subject after it was torn down (`LIFE-2`), when you say where that happened.
///
/// Marks (``/ContainerKit/TraceRecorder/mark(_:)``, `TRACE-8`) are accepted anywhere: they belong
/// to no subject, and a mark between two hooks changes nothing about them.
///
/// A trace may end in the middle of a move or a transition; ``validate(_:tornDownAt:)`` reports
/// only what is wrong in what was recorded, and ``validateComplete(_:tornDownAt:)`` also reports
/// moves and transitions left open.
public struct TraceValidator {
    /// One broken grammar rule.
    public struct Violation: Sendable, Equatable, CustomStringConvertible {
        /// The subject's name.
        public let subject: String
        /// The rule broken, such as `APP-2`.
        public let rule: String
        /// What is wrong.
        public let message: String
        /// The offending lines, 1-based, with their text.
        public let lines: [Int: String]

        public var description: String {
            let shown = lines.keys.sorted().map { "    \($0): \(lines[$0]!)" }.joined(separator: "\n")
            return "\(rule) \(subject): \(message)\n\(shown)"
        }
    }

    private struct SubjectState {
        var name = ""
        /// The index of the subject's first event: subjects of the same name are listed in the
        /// order the trace met them (`TRACE-9`).
        var firstEvent = 0
        var superviewWill: Int?
        var windowWill: Int?
        var loadViewAt: Int?
        var viewDidLoadAt: Int?
        var appearance: AppearanceState?
        var appearanceLine: Int?
        /// The line of this appearance's `viewIsAppearing`, if it came.
        var isAppearingAt: Int?
        var parentWill: (line: Int, parent: TraceSubject?)?
        var prepareAt: Int?
        /// A `didMove(toParent: nil)` with no will: fine only if `willMove(toParent: P)` comes next.
        var reparentAt: Int?
        var layoutBracketAt: Int?
    }

    /// Hooks that may come between a re-parenting's `didMove(toParent: nil)` and its
    /// `willMove(toParent: P)` (`VC-4`): they are not containment, and run whenever they are due.
    /// Loading is one of them: the `didMove(toParent: nil)` hook may read the controller's `view`
    /// (UIKit runs that hook before the new parent's `willMove(toParent:)` too).
    private static let interleavable: Set<LifecycleEvent.Hook> =
        LifecycleEvent.Hook.layout.union(LifecycleEvent.Hook.safeArea)
        .union([.traitCollectionDidChange, .loadView, .viewDidLoad])

    /// Creates a validator.
    public init() {}

    /// The grammar violations of a trace; empty when it is valid.
    ///
    /// - Parameters:
    ///   - events: The recorded events, oldest first.
    ///   - tornDownAt: For subjects that were torn down (by ``/ContainerKit/Responder/serialNumber``), the number
    ///     of events recorded at that moment: any event of the subject at or after that index is a
    ///     violation (`LIFE-2`).
    /// - Returns: The violations, in the order found.
    /// - Complexity: O(*n*) in the number of events.
    public func validate(_ events: [LifecycleEvent], tornDownAt: [UInt64: Int] = [:]) -> [Violation] {
        run(events, tornDownAt: tornDownAt).violations
    }

    /// The violations of a trace that must also have finished every move and transition it began.
    ///
    /// - Parameters:
    ///   - events: The recorded events, oldest first.
    ///   - tornDownAt: As in ``validate(_:tornDownAt:)``.
    /// - Returns: The violations, in the order found, then the moves and transitions left open,
    ///   by subject name and, for subjects of the same name, in the order the trace met them.
    public func validateComplete(_ events: [LifecycleEvent], tornDownAt: [UInt64: Int] = [:]) -> [Violation] {
        let (violations, states) = run(events, tornDownAt: tornDownAt)
        var open: [Violation] = []
        // By name, then in the order the trace met them: never in the dictionary's order (TRACE-9).
        for state in states.values.sorted(by: { ($0.name, $0.firstEvent) < ($1.name, $1.firstEvent) }) {
            func left(_ rule: String, _ what: String, _ line: Int?) {
                guard let line else { return }
                open.append(
                    Violation(subject: state.name, rule: rule, message: what, lines: [line + 1: events[line].line]))
            }
            left("VIEW-1", "willMove(toSuperview:) has no didMoveToSuperview.", state.superviewWill)
            left("VIEW-2", "willMove(toWindow:) has no didMoveToWindow.", state.windowWill)
            left("VC-2", "willMove(toParent:) has no didMove(toParent:).", state.parentWill?.line)
            left("CONT-2", "prepare(parent:) has no containerDidLoad.", state.prepareAt)
            left(
                "VC-3", "didMove(toParent: nil) without willMove(toParent: nil) first, and nothing after it.",
                state.reparentAt)
            left("LAYOUT-2", "viewWillLayoutSubviews has no viewDidLayoutSubviews.", state.layoutBracketAt)
            if state.appearance == .appearing || state.appearance == .disappearing {
                left(
                    "APP-2",
                    "the transition to \(state.appearance == .appearing ? "appeared" : "disappeared") never ended.",
                    state.appearanceLine)
            }
            if state.loadViewAt != nil, state.viewDidLoadAt == nil {
                left("LOAD-1", "loadView has no viewDidLoad.", state.loadViewAt)
            }
        }
        return violations + open
    }

    private func run(_ events: [LifecycleEvent], tornDownAt: [UInt64: Int])
        -> (violations: [Violation], states: [UInt64: SubjectState])
    {
        var states: [UInt64: SubjectState] = [:]
        var violations: [Violation] = []
        var lastLayoutSubviewsAt = -1
        for (index, event) in events.enumerated() {
            // A user's mark (TRACE-8) belongs to no node and stands outside the grammar.
            if case .mark = event { continue }
            let subject = event.subject
            var state = states[subject.serialNumber] ?? SubjectState(firstEvent: index)
            state.name = subject.name
            func fail(_ rule: String, _ message: String, also earlier: Int? = nil) {
                var lines = [index + 1: event.line]
                if let earlier { lines[earlier + 1] = events[earlier].line }
                violations.append(Violation(subject: subject.name, rule: rule, message: message, lines: lines))
            }
            if let retired = tornDownAt[subject.serialNumber], index >= retired {
                fail("LIFE-2", "a hook reached the subject after it was torn down.")
            }
            // Layout, safe-area, trait and loading hooks run synchronously whenever they are due (a
            // hook may call layoutIfNeeded() or read `view`), so they may stand between the two
            // halves of a re-parenting.
            if let reparent = state.reparentAt, !Self.interleavable.contains(event.hook) {
                state.reparentAt = nil
                if case .willMoveToParent(_, let parent) = event, parent != nil {
                } else {
                    fail(
                        "VC-3",
                        "didMove(toParent: nil) without willMove(toParent: nil) first, and not followed by "
                            + "willMove(toParent:) as a re-parenting (VC-4) is.", also: reparent)
                }
            }
            switch event {
            case .willMoveToSuperview:
                if let open = state.superviewWill {
                    fail("VIEW-1", "a second willMove(toSuperview:) before didMoveToSuperview.", also: open)
                }
                state.superviewWill = index
            case .didMoveToSuperview:
                if state.superviewWill == nil {
                    fail("VIEW-1", "didMoveToSuperview without willMove(toSuperview:) first.")
                }
                state.superviewWill = nil
            case .willMoveToWindow:
                if let open = state.windowWill {
                    fail("VIEW-2", "a second willMove(toWindow:) before didMoveToWindow.", also: open)
                }
                state.windowWill = index
            case .didMoveToWindow:
                if state.windowWill == nil { fail("VIEW-2", "didMoveToWindow without willMove(toWindow:) first.") }
                state.windowWill = nil
            case .loadView:
                if let earlier = state.loadViewAt { fail("LOAD-2", "loadView happened twice.", also: earlier) }
                state.loadViewAt = index
            case .viewDidLoad:
                if let earlier = state.viewDidLoadAt { fail("LOAD-2", "viewDidLoad happened twice.", also: earlier) }
                state.viewDidLoadAt = index
            case .viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear:
                let (allowedFrom, next): ([AppearanceState], AppearanceState) =
                    switch event {
                    case .viewWillAppear: ([.disappeared, .disappearing], .appearing)
                    case .viewDidAppear: ([.appearing], .appeared)
                    case .viewWillDisappear: ([.appeared, .appearing], .disappearing)
                    default: ([.disappearing], .disappeared)
                    }
                if let current = state.appearance, !allowedFrom.contains(current) {
                    fail(
                        "APP-2", "\(event.line.split(separator: ".").last!) while \(current).",
                        also: state.appearanceLine)
                }
                state.appearance = next
                state.appearanceLine = index
                state.isAppearingAt = nil
            case .viewIsAppearing:
                if let current = state.appearance, current != .appearing {
                    fail("APP-12", "viewIsAppearing while \(current).", also: state.appearanceLine)
                } else if let earlier = state.isAppearingAt {
                    fail("APP-12", "viewIsAppearing twice in one appearance.", also: earlier)
                }
                state.isAppearingAt = index
            case .willMoveToParent(_, let parent):
                if let open = state.parentWill {
                    fail(
                        "VC-2", "willMove(toParent:) again before didMove(toParent:) for the previous one.",
                        also: open.line)
                }
                state.parentWill = (index, parent)
            case .didMoveToParent(_, let parent):
                if let open = state.parentWill {
                    if open.parent?.serialNumber != parent?.serialNumber {
                        fail(
                            "VC-2", "didMove(toParent:) names another parent than willMove(toParent:).", also: open.line
                        )
                    }
                } else if parent == nil {
                    state.reparentAt = index  // a re-parenting (VC-4) when willMove(toParent: P) follows
                } else {
                    fail("VC-3", "didMove(toParent:) without willMove(toParent:) first.")
                }
                state.parentWill = nil
            case .prepare:
                if let open = state.prepareAt {
                    fail("CONT-2", "prepare(parent:) again before containerDidLoad.", also: open)
                }
                state.prepareAt = index
            case .containerDidLoad:
                if state.prepareAt == nil { fail("CONT-2", "containerDidLoad without prepare(parent:) first.") }
                state.prepareAt = nil
            case .layoutSubviews:
                lastLayoutSubviewsAt = index
            case .updateViewConstraints:
                // The constraint pass runs before the layout pass (LAYOUT-5).
                if let open = state.layoutBracketAt {
                    fail(
                        "LAYOUT-5", "updateViewConstraints inside viewWillLayoutSubviews and viewDidLayoutSubviews.",
                        also: open)
                }
            case .viewWillLayoutSubviews:
                if let open = state.layoutBracketAt {
                    fail("LAYOUT-2", "viewWillLayoutSubviews again before viewDidLayoutSubviews.", also: open)
                }
                state.layoutBracketAt = index
            case .viewDidLayoutSubviews:
                if let open = state.layoutBracketAt {
                    if lastLayoutSubviewsAt < open {
                        fail(
                            "LAYOUT-2", "no layoutSubviews between viewWillLayoutSubviews and viewDidLayoutSubviews.",
                            also: open)
                    }
                } else {
                    fail("LAYOUT-2", "viewDidLayoutSubviews without viewWillLayoutSubviews first.")
                }
                state.layoutBracketAt = nil
            default:
                break
            }
            states[subject.serialNumber] = state
        }
        return (violations, states)
    }
}
