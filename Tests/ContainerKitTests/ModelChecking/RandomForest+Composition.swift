@testable import ContainerKit

/// The composition part of the forest (`COMP-*`, `COMP-12`, `LIFE-4`): a tab bar controller `T`
/// with tabs `[N1, S, N2]` at the root of `w0`, its transitions held by one manual animator,
/// presented controllers and navigation controllers made on the way.
extension RandomForest {
    /// Every composition container the forest made (presented navigation controllers included).
    var compositionContainers: [CompositionController] {
        controllers.compactMap { $0 as? CompositionController }
    }

    /// Whether a generic operation on `controller` must be skipped: it would change a composition
    /// container's children behind its back (see ``includesForeignChangesToContainerChildren``).
    func isGuardedChild(_ controller: ViewController?) -> Bool {
        guard !Self.includesForeignChangesToContainerChildren, let controller else { return false }
        return controller.parent is CompositionController
            || destinedToContainers.contains(ObjectIdentifier(controller))
    }

    /// Whether operations may change the views and children of controllers that present or are
    /// presented behind their backs too (with ``includesForeignChangesToContainerChildren``): a
    /// presentation follows views moved by others (`LIFE-3`, `APP-9`). On in the CI run
    /// (`CONTAINERKIT_FOREIGN_PRESENTATION_CHANGES=0` turns it off there).
    nonisolated(unsafe) static var includesForeignChangesToPresentations = false

    /// Whether a generic operation on `controller` as the new parent must be skipped (`addChild`
    /// on a composition container or on a controller that presents or is presented).
    func isGuardedParent(_ controller: ViewController?) -> Bool {
        guard let controller else { return false }
        if controller.isInPresentation, !Self.includesForeignChangesToPresentations { return true }
        guard !Self.includesForeignChangesToContainerChildren else { return false }
        return controller is CompositionController || controller.isInPresentation
    }

    /// Whether a generic view operation on `view` must be skipped: it lies in the view tree of a
    /// composition container (or of one of its children), whose views the container places, or of
    /// a controller that presents or is presented.
    func isGuardedView(_ view: View?) -> Bool {
        let containers = !Self.includesForeignChangesToContainerChildren
        let presentations = containers || !Self.includesForeignChangesToPresentations
        guard containers || presentations else { return false }
        var current = view
        while let node = current {
            if let owner = node.viewController {
                if presentations, owner.isInPresentation { return true }
                if containers, owner is CompositionController || owner.parent is CompositionController { return true }
            }
            current = node.superview
        }
        return false
    }

    /// Whether a teardown of `view` would retire a composition container's child.
    func retiresGuardedChild(_ view: View) -> Bool {
        guard !Self.includesForeignChangesToContainerChildren || !Self.includesForeignChangesToPresentations else {
            return false
        }
        return isGuardedView(view) || View.retirement(of: view).controllers.contains { isGuardedChild($0) }
    }

    /// Picks the operands of a composition operation and returns the call to make, or `nil`.
    func resolveComposition(_ operation: CompositionOperation) -> (() -> Void)? {
        let navigations = compositionContainers.compactMap { $0 as? NavigationController }.filter { !$0.isTornDown }
        func pick<T>(_ items: [T], _ index: Int) -> T? { items.isEmpty ? nil : items[index % items.count] }
        let animator = self.animator, presentationAnimator = self.presentationAnimator
        switch operation {
        case let .push(n, animated):
            guard let navigation = pick(navigations, n) else { return nil }
            let pushed = makeComposed("p")
            destinedToContainers.insert(ObjectIdentifier(pushed))
            return { navigation.pushViewController(pushed, animated: animated) }
        case let .pop(n, toRoot, animated):
            guard let navigation = pick(navigations, n) else { return nil }
            return {
                if toRoot {
                    navigation.popToRootViewController(animated: animated)
                } else {
                    navigation.popViewController(animated: animated)
                }
            }
        case let .selectTab(index):
            guard let tabs, !tabs.isTornDown, let count = tabs.viewControllers?.count else { return nil }
            return { tabs.selectTab(at: index % count) }
        case let .setState(state, animated):
            guard let stateful, !stateful.isTornDown else { return nil }
            return { stateful.transition(to: state, animated: animated) }
        case let .present(p, fullScreen, animated):
            guard let presenter = pick(controllers.filter { !$0.isTornDown }, p) else { return nil }
            let presented: ViewController
            if p % 3 == 0 {
                let navigation = ReenteringNavigation(name: "PN\(controllers.count)")
                navigation.animator = animator
                adopt(navigation)
                navigation.setViewControllers([makeComposed("r")], animated: false)
                presented = navigation
            } else {
                presented = makeComposed("m")
            }
            // COMP-15: a sheet (the default) or over full screen when not full screen; no new draw,
            // so every earlier seed keeps its operations.
            presented.modalPresentationStyle =
                fullScreen ? .fullScreen : (p / 3) % 2 == 0 ? .overFullScreen : .automatic
            return { [unowned self] in
                presenter.present(presented, animated: animated, animator: presentationAnimator)
                // Not linked and not refused: it waits in the presenter's queue (REENT-1).
                if presented.presentingViewController == nil, !presented.isTornDown {
                    waitingPresentations.insert(presented.name)
                }
            }
        case let .dismiss(c, animated):
            let involved = controllers.filter {
                !$0.isTornDown && ($0.directlyPresented != nil || $0.directPresenter != nil)
            }
            guard let controller = pick(involved, c) else { return nil }
            // COMP-15: one dismissal in four is a user's swipe (a sheet only), held by the
            // presentation animator like the others, so the animator operations finish or cancel it.
            if c % 4 == 0, controller.directPresenter != nil {
                return {
                    _ = controller.presentationController?.beginInteractiveDismissal(using: presentationAnimator)
                }
            }
            return { controller.dismiss(animated: animated, animator: presentationAnimator) }
        case let .animator(action):
            return {
                let target = action % 2 == 0 || !presentationAnimator.isRunning ? animator : presentationAnimator
                switch action % 3 {
                case 0: target.complete()
                case 1: target.cancel()
                default: target.step()
                }
            }
        case let .tearDown(t):
            guard let target = pick(compositionTargets, t) else { return nil }
            return { target.tearDown() }
        case let .reparent(t, into):
            guard let target = pick(compositionTargets, t),
                let parent = pick(controllers.filter { !isGuardedParent($0) && !isGuardedChild($0) }, into),
                let parentView = parent.isTornDown ? parent.viewIfLoaded : parent.view
            else { return nil }
            return { parent.addChild(target, into: parentView) }
        case let .customTransition(n, push, outcome):
            return resolveCustomTransition(navigations: navigations, n, push: push, outcome: outcome)
        case let .pushElsewhere(c, n):
            // Not a push the core refuses for what the child is now (MIS-7: the navigation
            // container or one above it; MIS-8: already in its stack).
            guard Self.includesForeignChangesToContainerChildren, let navigation = pick(navigations, n),
                let child = pick(
                    controllers.filter { candidate in
                        !candidate.isTornDown && candidate.parent is CompositionController
                            && candidate.parent !== navigation
                            && !sequence(first: navigation as ViewController, next: \.parent).contains {
                                $0 === candidate
                            }
                    }, c)
            else { return nil }
            return { navigation.pushViewController(child, animated: c % 2 == 0) }
        case let .pageTurn(action):
            return resolvePageTurn(action: action)
        case let .splitChange(action):
            return resolveSplitChange(action: action)
        case let .delegate(action):
            return resolveDelegate(action: action)
        }
    }

    /// Whether `report` refuses, when it runs, a request that waited in a container's queue and
    /// became invalid meanwhile (checked when the request runs, documented on
    /// `pushViewController` and `selectTab(at:)`): a pushed controller was torn down, joined that
    /// stack, came to hold the container, became a window's root, took part in a presentation or
    /// had its view placed under another controller's view (`MIS-3`); a selected tab left; a child
    /// that the change removes became a container view's content (`CONT-5`). Only with foreign changes, which
    /// push existing controllers, tear down controllers whose push waits and take tabs away.
    func isRefusalOfWaitingRequest(_ report: MisuseError) -> Bool {
        guard Self.includesForeignChangesToContainerChildren,
            compositionContainers.contains(where: { container in
                report.nodes.contains(container.name) || report.message.contains("\"\(container.name)\"")
            })
        else { return false }
        switch report.misuse {
        case .controllerAlreadyInStack, .viewCycle, .tornDown:
            return true
        case .inconsistentHierarchy:
            // Under another controller's view, or under a window's view no controller owns.
            return report.message.hasPrefix("cannot add ") && report.message.contains("its view is under ")
        case .invalidArgument:
            return [
                "has no tab at", "is the content of container", "is the root view controller of", ": it presents",
                "is presented by", "takes part in a presentation",
            ].contains { report.message.contains($0) }
        default:
            return false
        }
    }

    /// What composition teardowns and re-parentings pick from: the composition containers and the
    /// presented controllers that are not a container's child (unless foreign changes are on).
    private var compositionTargets: [ViewController] {
        controllers.filter { controller in
            !controller.isTornDown && !isGuardedChild(controller)
                && (controller is CompositionController || controller.directPresenter != nil
                    || Self.includesForeignChangesToContainerChildren && controller.parent is CompositionController)
        }
    }

    /// The controllers whose appearance a running transition holds: the participants of every
    /// transition the animator holds and the children of every container with a transition
    /// running or waiting, with their descendants.
    func controllersInFlight() -> Set<ObjectIdentifier> {
        var pending: [ViewController] = []
        for context in animator.running + presentationAnimator.running {
            pending += [context.container, context.from, context.to].compactMap { $0 }
        }
        for container in compositionContainers where container.isTransitioning { pending.append(container) }
        var seen: Set<ObjectIdentifier> = []
        while let controller = pending.popLast() {
            guard seen.insert(ObjectIdentifier(controller)).inserted else { continue }
            pending += controller.children
        }
        // A controller whose view sits in an in-flight controller's view follows that transition
        // when it ends (a covering presentation settles the presenter's view, `LIFE-3`).
        guard !seen.isEmpty else { return seen }
        for controller in controllers where !seen.contains(ObjectIdentifier(controller)) {
            var view = controller.viewIfLoaded?.superview
            while let current = view {
                if let owner = current.viewController, seen.contains(ObjectIdentifier(owner)) {
                    seen.insert(ObjectIdentifier(controller))
                    break
                }
                view = current.superview
            }
        }
        return seen
    }

    /// Whether a full-screen presentation covers `controller`: then it stays disappeared in a
    /// visible window (`COMP-10`). Through the parent chain (`.currentContext` covers a
    /// controller inside it too) and through the views above its view: a covered presenter's whole
    /// view tree is off screen in UIKit, so a controller without a parent whose view sits in it is
    /// covered too (`LIFE-3`).
    func isCovered(_ controller: ViewController) -> Bool {
        var node: ViewController? = controller
        while let current = node {
            if current.isCoveredByFullScreenPresentation { return true }
            node = current.parent
        }
        var view = controller.viewIfLoaded?.superview
        while let current = view {
            if let owner = current.viewController, owner.isCoveredByFullScreenPresentation { return true }
            view = current.superview
        }
        return false
    }

    /// `COMP-12`: the composition records equal the tree, and presentation links name two live,
    /// non-torn-down controllers.
    func compositionProblems() -> [String] {
        var failures: [String] = []
        func names(_ list: [ViewController]) -> String { "[" + list.map(\.name).joined(separator: ", ") + "]" }
        for controller in controllers {
            if let presented = controller.directlyPresented {
                if presented.directPresenter !== controller || presented.isTornDown || controller.isTornDown {
                    failures.append("COMP-12: \(controller.name) presents \(presented.name), a link that does not hold")
                }
            }
            if let presenter = controller.directPresenter {
                if presenter.directlyPresented !== controller || presenter.isTornDown || controller.isTornDown {
                    failures.append(
                        "COMP-12: \(controller.name) is presented by \(presenter.name), a link that does not hold")
                }
            }
        }
        for container in compositionContainers
        where Self.checksContainerRecords && !container.isTornDown && !container.isTransitioning {
            let children = container.children
            if let navigation = container as? NavigationController,
                navigation.viewControllers.map(ObjectIdentifier.init) != children.map(ObjectIdentifier.init)
            {
                failures.append(
                    "COMP-12: \(navigation.name).viewControllers \(names(navigation.viewControllers)) != children \(names(children))"
                )
            }
            if let tabs = container as? TabBarController,
                (tabs.viewControllers ?? []).map(ObjectIdentifier.init) != children.map(ObjectIdentifier.init)
            {
                failures.append(
                    "COMP-12: \(tabs.name) tabs \(names(tabs.viewControllers ?? [])) != children \(names(children))")
            }
            // A child added from outside with `addChild` is shown (documented on `currentChild`):
            // outside a transition, the current child is the last child.
            if let stateful = container as? ReenteringStateful, stateful.currentChild !== children.last {
                failures.append(
                    "COMP-12: \(stateful.name) current child \(stateful.currentChild?.name ?? "nil") != children \(names(children))"
                )
            }
        }
        return failures
    }

    /// Completes every held transition (and those they let start), so that the trace can be
    /// checked complete.
    func finishTransitions() {
        var rounds = 0
        while rounds < 100, animator.isRunning || presentationAnimator.isRunning || CustomTransitionsUnderTest.isHolding
        {
            animator.completeAll()
            presentationAnimator.completeAll()
            CustomTransitionsUnderTest.completeAll()
            rounds += 1
        }
    }
}

extension ViewController {
    /// The controller this one presents itself (not through an ancestor, `COMP-14`).
    var directlyPresented: ViewController? { presentationLinks?.presented }
    /// The controller that presents this one itself (not one of its ancestors, `COMP-14`).
    var directPresenter: ViewController? { presentationLinks?.presenting }

    /// Whether the controller presents another one or is presented.
    fileprivate var isInPresentation: Bool { directPresenter != nil || directlyPresented != nil }
}
