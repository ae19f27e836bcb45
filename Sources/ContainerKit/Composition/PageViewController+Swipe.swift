extension PageViewController {
    /// Swipes as a user does (`COMP-18`): asks the ``dataSource`` for the page after (``NavigationDirection/forward``)
    /// or before (``NavigationDirection/reverse``) the current one, tells the ``delegate``
    /// ``PageViewControllerDelegate/pageViewController(_:willTransitionTo:)``, then turns to it
    /// with the container's ``CompositionController/animator``, and tells the delegate
    /// ``PageViewControllerDelegate/pageViewController(_:didFinishAnimating:previousViewControllers:transitionCompleted:)``
    /// after the turn's did-hooks.
    ///
    /// With a ``ManualAnimator`` the turn is held: the test completes it (`animator.complete()`)
    /// or cancels it (`animator.cancel()`, the page stays), as a finger lifted past or before the
    /// middle of the page.
    ///
    /// Nothing happens (and `false` is returned) when there is no data source (Apple: swiping is
    /// then disabled), no page on screen, a turn runs or waits (a finger cannot start a swipe
    /// while a page turns), or the data source returns `nil`. The data source returning the
    /// page on screen, or a controller that has a parent, is reported and changes nothing.
    ///
    /// **Policy** (`REENT-1`): a data source or a `willTransitionTo` that changes this container
    /// itself (a page set directly, the container torn down) ends the swipe: after the data
    /// source, nothing more happens; after `willTransitionTo`, the delegate hears
    /// `didFinishAnimating` with `finished: false`, `transitionCompleted: false`, and no hook of
    /// a turn runs. A change requested through the container's own methods waits for the turn.
    ///
    /// - Parameters:
    ///   - direction: Which neighbour to turn to.
    ///   - fileID: The caller's `#fileID`, where a misuse is reported (``CallSite``); leave the default.
    ///   - filePath: The caller's `#filePath`; leave the default.
    ///   - line: The caller's `#line`; leave the default.
    ///   - column: The caller's `#column`; leave the default.
    /// - Returns: Whether a turn started (or was queued behind an operation in progress).
    @discardableResult
    public final func simulateSwipe(
        _ direction: NavigationDirection, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) -> Bool {
        let outermost = Engine.enter(#function, fileID, filePath, line, column)
        defer { Engine.leave(outermost) }
        if isTornDown {
            Composition.report(self, .tornDown(self, operation: .swipe(name)))
            return false
        }
        guard let dataSource, !isTransitioning, let current = lastCommittedChild else { return false }
        let found =
            switch direction {
            case .forward: dataSource.pageViewController(self, viewControllerAfter: current)
            case .reverse: dataSource.pageViewController(self, viewControllerBefore: current)
            }
        guard let next = found, isUnchanged(showing: current) else { return false }
        if let refusal = swipeRefusal(of: next, current: current) {
            Composition.report(self, refusal)
            return false
        }
        delegate?.pageViewController(self, willTransitionTo: [next])
        guard isUnchanged(showing: current), swipeRefusal(of: next, current: current) == nil else {
            if !isTornDown {
                delegate?.pageViewController(
                    self, didFinishAnimating: false, previousViewControllers: [current], transitionCompleted: false)
            }
            return false
        }
        request({ [unowned self] in "swipe \"\(name)\"" }) { [unowned self] in
            turn(to: next, animated: true, byGesture: true) { [weak self, weak current, weak next] committed in
                guard let self, !isTornDown else { return }
                // LIFE-4: abandoned (a page torn down or moved away) rather than cancelled.
                let abandoned =
                    !committed
                    && (current == nil || current?.isTornDown == true || current?.parent !== self
                        || next == nil || next?.isTornDown == true || next?.parent != nil)
                delegate?.pageViewController(
                    self, didFinishAnimating: !abandoned, previousViewControllers: current.map { [$0] } ?? [],
                    transitionCompleted: committed)
            }
        }
        return true
    }

    /// Whether this container still shows `current`, is live, and runs no turn.
    private func isUnchanged(showing current: ViewController) -> Bool {
        !isTornDown && !isTransitioning && lastCommittedChild === current && children.count == 1
    }

    /// Why the data source's `next` may not be turned to, or `nil`.
    private func swipeRefusal(of next: ViewController, current: ViewController) -> MisuseError? {
        if next === current {
            return MisuseError(.swipeReturnedCurrentPage(page: next.name, pageController: name))
        }
        if let parent = next.parent {
            return MisuseError(.swipeReturnedChild(page: next.name, parent: parent.name, pageController: name))
        }
        return Composition.refusalToAdopt(next, by: self)
    }
}
