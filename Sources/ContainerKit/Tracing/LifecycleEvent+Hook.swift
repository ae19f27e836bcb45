extension LifecycleEvent {
    /// The kinds of hook a trace records, named as the hooks are spelled in Swift; for filtering
    /// traces (``TraceRecorder/lines(subjects:hooks:)``).
    public enum Hook: String, Sendable, Hashable, CaseIterable {
        case willMoveToSuperview = "willMove(toSuperview:)"
        case didMoveToSuperview = "didMoveToSuperview()"
        case willMoveToWindow = "willMove(toWindow:)"
        case didMoveToWindow = "didMoveToWindow()"
        case didAddSubview = "didAddSubview(_:)"
        case willRemoveSubview = "willRemoveSubview(_:)"
        case loadView = "loadView()"
        case viewDidLoad = "viewDidLoad()"
        case willMoveToParent = "willMove(toParent:)"
        case didMoveToParent = "didMove(toParent:)"
        case viewWillAppear = "viewWillAppear(_:)"
        case viewDidAppear = "viewDidAppear(_:)"
        case viewWillDisappear = "viewWillDisappear(_:)"
        case viewDidDisappear = "viewDidDisappear(_:)"
        /// `C.viewIsAppearing` (`APP-12`).
        case viewIsAppearing = "viewIsAppearing(_:)"
        case prepare = "prepare(parent:)"
        case insert = "insert(_:)"
        case remove = "remove()"
        case containerDidLoad = "containerDidLoad()"
        case prepareForReuse = "prepareForReuse()"
        case present = "present(_:)"
        case dismiss = "dismiss(_:)"
        case transition = "transition(from:to:)"
        case transitionDidEnd = "transitionDidEnd(from:to:)"
        case transitionDidCancel = "transitionDidCancel(from:to:)"
        case layoutSubviews = "layoutSubviews()"
        case viewWillLayoutSubviews = "viewWillLayoutSubviews()"
        case viewDidLayoutSubviews = "viewDidLayoutSubviews()"
        case safeAreaInsetsDidChange = "safeAreaInsetsDidChange()"
        case viewSafeAreaInsetsDidChange = "viewSafeAreaInsetsDidChange()"
        case traitCollectionDidChange = "traitCollectionDidChange(_:)"
        case updateConstraints = "updateConstraints()"
        case updateViewConstraints = "updateViewConstraints()"
        /// `C.viewWillTransitionToSize` (`APP-13`).
        case viewWillTransitionToSize = "viewWillTransition(to:with:)"
        /// `C.willTransitionToTraitCollection` (`APP-13`).
        case willTransitionToTraitCollection = "willTransition(to:with:)"
        /// Not a hook: a user's line (``TraceRecorder/mark(_:)``, `TRACE-8`). A `hooks:` filter
        /// keeps marks only when it contains this case.
        case mark = "mark(_:)"

        /// The four appearance hooks.
        public static let appearance: Set<Hook> = [
            .viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear,
        ]
        /// The two containment hooks.
        public static let containment: Set<Hook> = [.willMoveToParent, .didMoveToParent]
        /// The six view hierarchy hooks.
        public static let hierarchy: Set<Hook> = [
            .willMoveToSuperview, .didMoveToSuperview, .willMoveToWindow, .didMoveToWindow, .didAddSubview,
            .willRemoveSubview,
        ]
        /// The three layout-pass hooks (`LAYOUT-1`, `LAYOUT-2`).
        public static let layout: Set<Hook> = [.layoutSubviews, .viewWillLayoutSubviews, .viewDidLayoutSubviews]
        /// The two safe-area hooks (`LAYOUT-3`).
        public static let safeArea: Set<Hook> = [.safeAreaInsetsDidChange, .viewSafeAreaInsetsDidChange]
        /// The two constraint-pass hooks (`LAYOUT-5`).
        public static let constraints: Set<Hook> = [.updateConstraints, .updateViewConstraints]
    }

    /// Which hook this event records.
    public var hook: Hook {
        switch self {
        case .willMoveToSuperview: .willMoveToSuperview
        case .didMoveToSuperview: .didMoveToSuperview
        case .willMoveToWindow: .willMoveToWindow
        case .didMoveToWindow: .didMoveToWindow
        case .didAddSubview: .didAddSubview
        case .willRemoveSubview: .willRemoveSubview
        case .loadView: .loadView
        case .viewDidLoad: .viewDidLoad
        case .willMoveToParent: .willMoveToParent
        case .didMoveToParent: .didMoveToParent
        case .viewWillAppear: .viewWillAppear
        case .viewDidAppear: .viewDidAppear
        case .viewWillDisappear: .viewWillDisappear
        case .viewDidDisappear: .viewDidDisappear
        case .viewIsAppearing: .viewIsAppearing
        case .prepare: .prepare
        case .insert: .insert
        case .remove: .remove
        case .containerDidLoad: .containerDidLoad
        case .prepareForReuse: .prepareForReuse
        case .present: .present
        case .dismiss: .dismiss
        case .transition: .transition
        case .transitionDidEnd: .transitionDidEnd
        case .transitionDidCancel: .transitionDidCancel
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
        case .mark: .mark
        }
    }
}
