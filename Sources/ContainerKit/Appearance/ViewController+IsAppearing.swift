/// `viewIsAppearing(_:)` at the start of a transition, and the layout of the incoming view before
/// the transition's did-hooks (`APP-12`).
///
/// `viewIsAppearing` is due from the moment `viewWillAppear` ran (the controller's
/// `AppearanceStateMachine` notes it) until it is called or the controller turns to disappear. It
/// is called at the first of these points: a transition that brings the controller's view into a
/// visible window has placed it and begun its appearance (``settleIncoming()``); an appearance pass
/// reaches its did-hooks (`AppearancePass.finish()`); the end that completes a manually driven
/// appearance (`requestEnd()`); the controller's own `viewDidAppear` is about to be called
/// (`perform(_:animated:)`, for an end requested from inside a hook). So it comes once per appearance,
/// after `viewWillAppear` and before `viewDidAppear`, whoever drives the appearance. None of this
/// changes an appearance state: the appearance owner stays
/// `Appearance/ViewController+AppearanceTarget.swift`.
extension ViewController {
    /// The start of a transition that brings this controller's view into a visible window, once
    /// its will-hooks ran: each controller of its subtree whose `viewIsAppearing` is due, whose
    /// state is appearing and whose view is in a visible window gets it, parents first and
    /// children in `children` order; then their views are laid out (``View/layoutIfNeeded()``),
    /// parents first, as UIKit lays out the incoming view before the did-hooks (`APP-12`).
    ///
    /// Re-entrancy (`REENT-1`): a tree change requested from one of these hooks is applied after
    /// the operation that started the transition; a controller that a hook turned away or tore
    /// down is skipped.
    ///
    /// - Complexity: O(*n*) in the controllers of the subtree, with constant stack (`LIFE-5`), plus
    ///   the hooks and the layout of the marked views.
    final func settleIncoming() {
        var called: [ViewController] = []
        callIsAppearingInSubtree(into: &called)
        for controller in called {
            guard !controller.isTornDown, controller.appearanceState == .appearing,
                let view = controller.storedView, view.storedWindow?.isVisible == true
            else { continue }
            view.layoutIfNeeded()
        }
    }

    /// `viewIsAppearing` of this controller and of each descendant (through `children`) whose
    /// `viewIsAppearing` is due, whose state is appearing and whose view is in a visible window,
    /// parents first, children in `children` order; the walk stops below a controller that is not
    /// appearing.
    ///
    /// - Parameters:
    ///   - called: Gets the controllers whose hook was called, in order, when `collecting`.
    ///   - collecting: Whether to fill `called`.
    /// - Complexity: O(*n*) in the controllers reached, with constant stack (`LIFE-5`); allocates
    ///   nothing for a controller without children.
    final func callIsAppearingInSubtree(into called: inout [ViewController], collecting: Bool = true) {
        guard !isTornDown, appearanceState == .appearing, isViewInVisibleWindow else { return }
        if callIsAppearingIfDue(), collecting { called.append(self) }
        guard !storedChildren.isEmpty else { return }
        var stack: [ViewController] = storedChildren.reversed()
        while let controller = stack.popLast() {
            guard !controller.isTornDown, controller.appearanceState == .appearing,
                controller.isViewInVisibleWindow
            else { continue }
            if controller.callIsAppearingIfDue(), collecting { called.append(controller) }
            for child in controller.storedChildren.reversed() { stack.append(child) }
        }
    }
}
