import ContainerKit
import XCTest

// Support for the Attack* tests: user code, written against the documentation only, that
// re-enters ContainerKit from every callback a real app has (hooks, delegates, animators,
// completions, data sources) and does there what apps do by mistake.

/// A controller whose hooks run the test's closures after calling `super`.
@MainActor final class AttackHooked: ViewController {
    var onWillAppear: ((AttackHooked) -> Void)?
    var onIsAppearing: ((AttackHooked) -> Void)?
    var onDidAppear: ((AttackHooked) -> Void)?
    var onWillDisappear: ((AttackHooked) -> Void)?
    var onDidDisappear: ((AttackHooked) -> Void)?
    var onWillTransitionToSize: ((AttackHooked, Size, any ViewControllerTransitionCoordinator) -> Void)?

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        onWillAppear?(self)
    }
    override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        onIsAppearing?(self)
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        onDidAppear?(self)
    }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        onWillDisappear?(self)
    }
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        onDidDisappear?(self)
    }
    override func viewWillTransition(to size: Size, with coordinator: any ViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        onWillTransitionToSize?(self, size, coordinator)
    }
}

/// A user's animation controller: marks its calls in the recorder and runs the test's closure in
/// `animateTransition(using:)`, keeping the context.
@MainActor final class AttackAnimator: ViewControllerAnimatedTransitioning {
    let recorder: TraceRecorder
    var context: (any ViewControllerContextTransitioning)?
    var onAnimate: ((any ViewControllerContextTransitioning) -> Void)?
    var onEnded: ((Bool) -> Void)?
    init(_ recorder: TraceRecorder, onAnimate: ((any ViewControllerContextTransitioning) -> Void)? = nil) {
        self.recorder = recorder
        self.onAnimate = onAnimate
    }
    func transitionDuration(using transitionContext: (any ViewControllerContextTransitioning)?) -> Double { 0.3 }
    func animateTransition(using transitionContext: any ViewControllerContextTransitioning) {
        recorder.mark("animateTransition")
        context = transitionContext
        onAnimate?(transitionContext)
    }
    func animationEnded(_ transitionCompleted: Bool) {
        recorder.mark("animationEnded(\(transitionCompleted))")
        onEnded?(transitionCompleted)
    }
}

/// The lines an attack compares: appearance, loading, containment, transitions, presentations
/// and the test's marks.
@MainActor func attackLines(_ recorder: TraceRecorder) -> [String] {
    recorder.lines(
        hooks: LifecycleEvent.Hook.appearance.union([
            .loadView, .viewDidLoad, .transition, .transitionDidEnd, .transitionDidCancel, .mark, .present, .dismiss,
            .willMoveToParent, .didMoveToParent,
        ]))
}

/// The controllers whose root views are in `window`, in tree order.
@MainActor func controllersShown(in window: Window) -> [ViewController] {
    var found: [ViewController] = []
    var views: [View] = [window]
    while let view = views.popLast() {
        if let controller = view.viewController { found.append(controller) }
        views.append(contentsOf: view.subviews.reversed())
    }
    return found
}

/// Asserts the appearance promise of the containment article (`APP-1`): with nothing in flight,
/// every controller whose root view is in a visible window has appeared, except the ones named in
/// `covered` (a presenter covered full screen stays disappeared, `COMP-10`).
@MainActor func assertAppearanceSettled(
    in window: Window, covered: Set<String> = [], file: StaticString = #filePath, line: UInt = #line
) {
    for controller in controllersShown(in: window) where !covered.contains(controller.name) {
        XCTAssertEqual(
            controller.appearanceState, .appeared, "\(controller.name) is in the visible window \(window.name)",
            file: file, line: line)
    }
}

/// A navigation controller's delegate that hands out the animation and interaction controllers
/// a test gives it (`COMP-16`), for every operation.
@MainActor final class AttackNavigationDelegate: NavigationControllerDelegate {
    var animator: (any ViewControllerAnimatedTransitioning)?
    var interaction: (any ViewControllerInteractiveTransitioning)?

    init(
        _ animator: (any ViewControllerAnimatedTransitioning)? = nil,
        _ interaction: (any ViewControllerInteractiveTransitioning)? = nil
    ) {
        self.animator = animator
        self.interaction = interaction
    }

    func navigationController(
        _ navigationController: NavigationController,
        animationControllerFor operation: NavigationController.Operation, from fromVC: ViewController,
        to toVC: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)? { animator }

    func navigationController(
        _ navigationController: NavigationController,
        interactionControllerFor animationController: any ViewControllerAnimatedTransitioning
    ) -> (any ViewControllerInteractiveTransitioning)? { interaction }
}
