/// Where a controller is in its appearance lifecycle (`APP-2`).
public enum AppearanceState: String, Sendable, CustomStringConvertible {
    /// Not visible; the initial state.
    case disappeared
    /// `viewWillAppear` was called; `viewDidAppear` has not been yet.
    case appearing
    /// Visible.
    case appeared
    /// `viewWillDisappear` was called; `viewDidDisappear` has not been yet.
    case disappearing

    public var description: String { rawValue }
}

/// The appearance state of one controller and the transitions between states (`APP-2`, `APP-9`).
///
/// A small value type: each input returns the hook to call, and the caller calls it. Begins in the
/// direction already under way are counted, and the did-hook comes with the last matching end; a
/// begin in the other direction turns the transition around.
struct AppearanceStateMachine {
    /// The hook a transition asks for.
    enum Action: Equatable {
        case none
        case willAppear, didAppear, willDisappear, didDisappear
    }

    private(set) var state: AppearanceState = .disappeared
    /// Begins in the current direction not yet matched by an end.
    private(set) var openBegins = 0
    /// Whether the app's own code (not a container or transition of ContainerKit's) began the
    /// transition under way, with `beginAppearanceTransition(_:animated:)`: then the app ends it,
    /// whenever it chooses, and the controller may stay away from its target until then
    /// (``ViewController/appearanceHolder``). Invariant: only while the state is open
    /// (appearing or disappearing).
    private(set) var isHeldByApp = false
    /// `viewIsAppearing` is due (`APP-12`): `viewWillAppear` ran and `viewIsAppearing` has not yet
    /// in this appearance; the value is the `animated` of that `viewWillAppear`. Invariant: `nil`
    /// unless the last will-hook called was `viewWillAppear`; cleared by a begin towards
    /// disappearing and when `viewIsAppearing` is called.
    private(set) var isAppearingDue: Bool?

    /// `viewWillAppear` was called: `viewIsAppearing` is due once (`APP-12`).
    mutating func noteWillAppearCalled(animated: Bool) {
        if state == .appearing { isAppearingDue = animated }
    }

    /// Takes the due `viewIsAppearing`: its `animated` when it was due (it no longer is), `nil`
    /// when it was not.
    mutating func takeIsAppearing() -> Bool? {
        defer { isAppearingDue = nil }
        return isAppearingDue
    }

    /// The app's own call began or joined the transition under way.
    mutating func holdForApp() { isHeldByApp = state == .appearing || state == .disappearing }

    /// Starts (or joins, or turns around) a transition.
    ///
    /// - Returns: The will-hook to call, or `.none` when the transition joins one under way or the
    ///   controller already is where the transition goes.
    mutating func begin(appearing: Bool) -> Action {
        switch (state, appearing) {
        case (.appearing, true), (.disappearing, false):
            openBegins += 1
            return .none
        case (.appeared, true), (.disappeared, false):
            isHeldByApp = false
            return .none
        case (.disappeared, true), (.disappearing, true):
            state = .appearing
            openBegins = 1
            return .willAppear
        case (.appeared, false), (.appearing, false):
            state = .disappearing
            isAppearingDue = nil
            openBegins = 1
            return .willDisappear
        }
    }

    /// Ends one begin.
    ///
    /// - Returns: The did-hook to call when this was the last open begin, `.none` for a nested
    ///   end, or `nil` when no transition is open (an end with no begin, `MIS-6`).
    mutating func end() -> Action? {
        guard openBegins > 0 else { return nil }
        openBegins -= 1
        guard openBegins == 0 else { return Action.none }
        isHeldByApp = false
        switch state {
        case .appearing:
            state = .appeared
            return .didAppear
        case .disappearing:
            state = .disappeared
            return .didDisappear
        case .appeared, .disappeared:
            return Action.none
        }
    }
}
