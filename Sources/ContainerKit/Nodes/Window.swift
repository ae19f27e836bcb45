/// The root of a view tree that can be shown.
///
/// A window is always a root: it has no superview and cannot be added to another view. Its
/// ``View/window`` is itself. A window starts hidden; ``makeKeyAndVisible(fileID:filePath:line:column:)`` shows it. Views can
/// be in a hidden window: they get window hooks, but no controller appears until it is visible.
@MainActor
open class Window: View {
    /// Whether the window is shown.
    public private(set) final var isVisible = false

    /// The root controller; changed only by `replaceRoot(with:)`, whose root view is then this
    /// window's subview (or `nil`).
    private final var storedRootViewController: ViewController?

    /// The controllers presented in this window (weakly), so that the presentations still in
    /// place when it goes end with it, wherever the app has moved their views (`COMP-12`,
    /// `LIFE-1`): a presentation holds its presenter and its presented controller in a cycle
    /// (``ViewController/presentingViewController``), which only its end breaks. Not a record of
    /// the tree: read once, when the window goes, and each entry checked against the links then.
    final var presentedHere: [WeakController] = []

    /// A controller held weakly.
    struct WeakController {
        weak var controller: ViewController?
    }

    /// Creates a hidden window.
    ///
    /// - Parameter name: The name used in traces and dumps; `nil` uses the type's name.
    public required init(name: String? = nil) {
        super.init(name: name)
        storedWindow = self
        Application.register(self)
    }

    /// Creates a hidden window with a frame, as UIKit's `UIWindow(frame:)` (`LAYOUT-3`).
    ///
    /// The frame's size is the window's ``View/bounds``, which its root controller's view fills;
    /// it stands for the screen, which ContainerKit does not have. Show the window with
    /// ``makeKeyAndVisible(fileID:filePath:line:column:)``.
    ///
    /// - Parameter frame: The window's frame.
    public override init(frame: Rect) {
        super.init(frame: frame)
        storedWindow = self
    }

    isolated deinit {
        // The body is a method, as `ViewController`'s: with code coverage on, Swift 6.3 crashes
        // emitting this module on some expressions in an isolated `deinit`'s body.
        leaveAtDeinit()
    }

    /// What the `deinit` does (see the comments inside).
    private final func leaveAtDeinit() {
        // LIFE-3 (policy; ReentrancyAndLifetime.md): the window goes away as if it had been
        // hidden and emptied. First every link to it is cut, as weak links turning `nil` would:
        // the window link of its views (the invariant on `View.storedWindow`) and the superview
        // link of its subviews, so that no hook can reach the window while it is deallocated.
        // Then its views and controllers leave it (`Window.leave`), at once or, released from a
        // hook, when the operation in progress has finished (REENT-1). O(n) in the window's
        // views; runs before `View`'s deinit, which then finds no subview.
        // Released while visible, its controllers disappear after the links are cut, and hooks
        // (of that disappearance, or of the operation that released it) can move views out of its
        // tree first: the controllers' root views in it now are noted (weakly) for those.
        let notesShown = isVisible
        var shown: [Departure.Shown] = []
        View.forEachPreOrder(in: self) { view in
            view.storedWindow = nil
            if notesShown, view.storedController != nil { shown.append(Departure.Shown(view: view)) }
        }
        // Strong: the presentations end after the links are cut (ending one may release both).
        let presented = presentedHere.compactMap(\.controller)
        presentedHere = []
        guard !storedSubviews.isEmpty else {
            if !presented.isEmpty {
                Engine.afterCurrentOperation { PresentationLinks.windowDidGo(presenting: presented) }
            }
            return
        }
        var departure = Departure(
            subviews: storedSubviews, root: storedRootViewController, wasVisible: isVisible,
            leaving: Engine.leases.isEmpty ? [] : View.retirement(of: self).controllers, shown: shown,
            presented: presented)  // calls no hook
        storedSubviews = []
        storedRootViewController = nil  // kept by the departure until its views have left
        View.detachFromDyingSuperview(departure.subviews)
        if Engine.depth == 0 {
            departure.complete()
        } else {
            Engine.afterCurrentOperation { departure.complete() }
        }
    }

    /// What a released window leaves behind, until it has left (`LIFE-3`, `LIFE-4`, `COMP-12`).
    @MainActor private struct Departure {
        var subviews: [View]
        var root: ViewController?
        let wasVisible: Bool
        /// The controllers whose changes in flight the window's going ends (their leases).
        var leaving: [ViewController]
        /// The controllers' root views that were in the window when it went, if it was visible
        /// (weakly: kept alive by no one).
        var shown: [Shown]
        /// The controllers presented in the window, whose presentations end with it.
        var presented: [ViewController]

        struct Shown {
            weak var view: View?
        }

        /// Inside one operation (the ends of what it breaks wait for it): the changes in flight in
        /// the window (transitions, presentations) end at once, their appearance transitions
        /// ended as disappearances (`Engine.willLeaveWindow(_:)`); in a visible window the
        /// controllers disappear as in `hide()` (APP-4); the presentations shown in it are over
        /// (`Presentation.windowDidGo(_:)`). Then the root controller is let go, and the views
        /// that still outlive the window take their traits and insets from their new situation.
        mutating func complete() {
            Engine.run(nil) {
                if !leaving.isEmpty {
                    Engine.run(root) { Engine.willLeaveWindow(leaving) }
                    leaving = []  // keeps none of them alive: those that outlive the window are survivors
                }
                if wasVisible {
                    // Not a subview that a hook has put in a visible window since (the window's
                    // root view given to another window, model checker forest 5014595371433986731):
                    // its controllers are on screen there.
                    for subview in subviews where subview.storedWindow?.isVisible != true {
                        Engine.run(subview) { AppearancePass.run(over: subview, appearing: false) }
                    }
                    // A view that a hook moved out of the window's tree before this (no window
                    // link, so no pass then) takes its controllers with the window too, unless it
                    // is in a visible window now (APP-4, LIFE-3).
                    for entry in shown {
                        guard let view = entry.view, !view.isTornDown, view.storedWindow?.isVisible != true,
                            let state = view.storedController?.appearanceState,
                            state == .appeared || state == .appearing
                        else { continue }
                        Engine.run(view) { AppearancePass.run(over: view, appearing: false) }
                    }
                    shown = []
                }
                PresentationLinks.windowDidGo(subviews)
                PresentationLinks.windowDidGo(presenting: presented)
                presented = []
            }
            root = nil  // released now if nobody else keeps it, with its view
            View.releaseOrphans(&subviews)
        }
    }

    /// The controller whose root view fills the window, held strongly.
    ///
    /// Setting it makes the controller the window's root: its root view (loaded if needed) is added
    /// to the window, and the previous root controller's view is removed. In a visible window the
    /// new root appears and the old one disappears, with the hooks of `APP-6`. Setting the current
    /// root again does nothing; `nil` removes the root. A transition in flight in the old root's
    /// tree goes on, as in a hidden window, and its children end in the old root's state.
    ///
    /// Refused, changing nothing (reported through ``Diagnostics``): ``Misuse/tornDown`` (`MIS-12`)
    /// for a torn-down window or controller; ``Misuse/invalidArgument`` when the controller has a
    /// parent, is a container's content, or is the root of another window.
    public final var rootViewController: ViewController? {
        get { storedRootViewController }
        set { setRoot(newValue) }
    }

    /// The window's safe-area insets: the edges that bars, notches and rounded corners cover
    /// (`LAYOUT-3`). Unlike other views', they are set, not derived.
    ///
    /// Setting a new value derives the insets of every view below again (see
    /// `Layout/View+SafeArea.swift`); each view whose insets change, the window included, is marked
    /// for layout and gets ``View/safeAreaInsetsDidChange()``, parents first. Refused on a
    /// torn-down window (`MIS-12`).
    ///
    /// - Complexity: O(1) to read; setting is O(*n*) in the views whose insets change.
    public override var safeAreaInsets: EdgeInsets {
        get { super.safeAreaInsets }
        set { setWindowSafeAreaInsets(newValue) }
    }

    /// Shows the window.
    ///
    /// Every controller in the window appears, parents first for the will- and the did-hooks
    /// (`APP-3`); uncontained controllers are driven by their views (`APP-5`). Showing a visible
    /// window does nothing. Refused for a torn-down window (`MIS-12`).
    ///
    /// - Parameters:
    ///   - fileID: The caller's `#fileID`, where a misuse is reported (``CallSite``); leave the default.
    ///   - filePath: The caller's `#filePath`; leave the default.
    ///   - line: The caller's `#line`; leave the default.
    ///   - column: The caller's `#column`; leave the default.
    public final func makeKeyAndVisible(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let outermost = Engine.enter(#function, fileID, filePath, line, column)
        defer { Engine.leave(outermost) }
        Window.lastMadeKey = serialNumber  // for isKeyWindow (Porting/Window+UIKitNames.swift)
        setVisible(true)
    }

    /// Hides the window.
    ///
    /// Every controller in the window disappears, parents first (`APP-4`). Hiding a hidden window
    /// does nothing. Refused for a torn-down window (`MIS-12`).
    ///
    /// - Parameters:
    ///   - fileID: The caller's `#fileID`, where a misuse is reported (``CallSite``); leave the default.
    ///   - filePath: The caller's `#filePath`; leave the default.
    ///   - line: The caller's `#line`; leave the default.
    ///   - column: The caller's `#column`; leave the default.
    public final func hide(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let outermost = Engine.enter(#function, fileID, filePath, line, column)
        defer { Engine.leave(outermost) }
        setVisible(false)
    }

    private func setRoot(_ controller: ViewController?) {
        Engine.perform(Touched(self, controller, controller?.storedView, storedRootViewController?.storedView)) {
            () throws(MisuseError) in
            try validateRoot(controller)
        } again: {
            { self.setRoot(controller) }
        } _: {
            replaceRoot(with: controller)
        }
    }

    /// Refuses a root that would break the tree; `false` when it already is the root.
    private func validateRoot(_ controller: ViewController?) throws(MisuseError) -> Bool {
        if isTornDown { throw .tornDown(self, operation: .setRootViewController(of: name)) }
        guard controller !== storedRootViewController else { return false }
        guard let controller else { return true }
        func operation() -> MisuseError.Reason.Operation { .makeRoot(controller.name, of: name) }
        if controller.isTornDown { throw .tornDown(controller, operation: operation()) }
        try controller.requireNotContent(for: operation())
        if let parent = controller.storedParent {
            throw MisuseError(.childCannotBeWindowRoot(controller: controller.name, window: name, parent: parent.name))
        }
        if let refusal = Engine.presentationRefusal(makingRoot: controller, of: self) { throw refusal }  // COMP-12
        if let other = controller.windowServedAsRoot {
            throw MisuseError(.rootOfAnotherWindow(controller: controller.name, other: other.name, window: name))
        }
        if let view = controller.storedView, isHeld(transitivelyBy: view) || resolves(through: controller) {
            throw MisuseError(.windowInsideRootController(controller: controller.name, window: name))
        }
        return true
    }

    /// Swaps the root controller, with hooks, without validation or deferral.
    final func replaceRoot(with controller: ViewController?) {
        Engine.run(self, controller) {
            let old = storedRootViewController
            storedRootViewController = controller
            if let oldView = old?.storedView, oldView.storedSuperview === self, oldView !== controller?.storedView {
                View.move(oldView, to: nil, at: 0)
            }
            if let controller {
                let rootView: View = controller.view
                guard controller.storedView === rootView, storedRootViewController === controller else { return }
                rootView.frame = bounds  // the root view fills the window (Layout/Window+Layout.swift)
                guard rootView.storedSuperview !== self else { return }
                if let report = placementRefusal(
                    of: rootView, from: .loadView(controller: controller.name), skipping: .windowHasNoRoot(window: name)
                ) {
                    storedRootViewController = nil  // found mid-operation: undone, never half-applied
                    Diagnostics.report(report)
                    return
                }
                View.move(rootView, to: self, at: storedSubviews.count)
            }
        }
    }

    /// Shows or hides the window; also `isHidden` (Porting/View+UIKitNames.swift).
    final func setVisible(_ visible: Bool) {
        Engine.perform(Touched(self)) { () throws(MisuseError) in
            guard !isTornDown else { throw .tornDown(self, operation: .setVisible(visible, window: name)) }
            return visible != isVisible
        } again: {
            { self.setVisible(visible) }
        } _: {
            isVisible = visible
            AppearancePass.run(over: self, appearing: visible, layingOut: self)  // APP-12
        }
    }
}
