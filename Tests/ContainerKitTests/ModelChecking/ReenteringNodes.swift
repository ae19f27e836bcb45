@testable import ContainerKit

/// Receives every hook of the forest's nodes and may request random operations from inside it.
@MainActor
protocol HookDriver: AnyObject {
    /// A hook of `subject` was called (after `super`).
    func hookFired(on subject: Responder, _ hook: String)
}

/// The driver of the forest being checked; hooks outside a check do nothing.
@MainActor
enum Reentry {
    static weak var driver: (any HookDriver)?

    static func fire(_ subject: Responder, _ hook: String = #function) {
        driver?.hookFired(on: subject, hook)
    }
}

/// A view whose every hierarchy hook may change the tree (REENT-1 under random load).
final class ReenteringView: View {
    override func willMove(toSuperview newSuperview: View?) {
        super.willMove(toSuperview: newSuperview)
        Reentry.fire(self)
    }
    override func didMoveToSuperview() {
        super.didMoveToSuperview()
        Reentry.fire(self)
    }
    override func willMove(toWindow newWindow: Window?) {
        super.willMove(toWindow: newWindow)
        Reentry.fire(self)
    }
    override func didMoveToWindow() {
        super.didMoveToWindow()
        Reentry.fire(self)
    }
    override func didAddSubview(_ subview: View) {
        super.didAddSubview(subview)
        Reentry.fire(self)
    }
    override func willRemoveSubview(_ subview: View) {
        super.willRemoveSubview(subview)
        Reentry.fire(self)
    }
    override func layoutSubviews() {
        super.layoutSubviews()
        Reentry.fire(self)
    }
    override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        Reentry.fire(self)
    }
    override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        Reentry.fire(self)
    }
}

/// A controller whose every lifecycle hook may change the tree.
final class ReenteringController: ViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        Reentry.fire(self)
    }
    override func willMove(toParent parent: ViewController?) {
        super.willMove(toParent: parent)
        Reentry.fire(self)
    }
    override func didMove(toParent parent: ViewController?) {
        super.didMove(toParent: parent)
        Reentry.fire(self)
    }
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        Reentry.fire(self)
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        Reentry.fire(self)
    }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        Reentry.fire(self)
    }
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        Reentry.fire(self)
    }
    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        Reentry.fire(self)
    }
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        Reentry.fire(self)
    }
    override func viewSafeAreaInsetsDidChange() {
        super.viewSafeAreaInsetsDidChange()
        Reentry.fire(self)
    }
    override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        Reentry.fire(self)
    }
}

/// A view container whose container hooks and window hooks may change the tree.
final class ReenteringViewContainer: ContainerView<View> {
    override func prepare(parent: ViewController?) {
        super.prepare(parent: parent)
        Reentry.fire(self)
    }
    override func insert(_ content: View) {
        super.insert(content)
        Reentry.fire(self)
    }
    override func containerDidLoad() {
        super.containerDidLoad()
        Reentry.fire(self)
    }
    override func prepareForReuse() {
        super.prepareForReuse()
        Reentry.fire(self)
    }
    override func didMoveToWindow() {
        super.didMoveToWindow()
        Reentry.fire(self)
    }
}

/// A controller container whose container hooks and window hooks may change the tree.
final class ReenteringControllerContainer: ControllerContainer<ViewController> {
    override func prepare(parent: ViewController?) {
        super.prepare(parent: parent)
        Reentry.fire(self)
    }
    override func insert(_ content: ViewController) {
        super.insert(content)
        Reentry.fire(self)
    }
    override func containerDidLoad() {
        super.containerDidLoad()
        Reentry.fire(self)
    }
    override func willMove(toSuperview newSuperview: View?) {
        super.willMove(toSuperview: newSuperview)
        Reentry.fire(self)
    }
}

/// A navigation controller whose containment and appearance hooks may change the tree.
final class ReenteringNavigation: NavigationController {
    override func willMove(toParent parent: ViewController?) {
        super.willMove(toParent: parent)
        Reentry.fire(self)
    }
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        Reentry.fire(self)
    }
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        Reentry.fire(self)
    }
}

/// A tab bar controller whose containment and appearance hooks may change the tree.
final class ReenteringTabs: TabBarController {
    override func didMove(toParent parent: ViewController?) {
        super.didMove(toParent: parent)
        Reentry.fire(self)
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        Reentry.fire(self)
    }
}

/// A stateful container whose children are made by the forest, one per request.
final class ReenteringStateful: StatefulViewController<Int> {
    var make: (@MainActor (Int) -> ViewController)?

    override func childViewController(for state: Int) -> ViewController {
        make?(state) ?? ViewController(name: "\(name).\(state)")
    }
    override func transitionStyle(from oldState: Int, to newState: Int) -> TransitionStyle {
        TransitionStyle.allCases[(oldState + newState) % TransitionStyle.allCases.count]
    }
    override func willMove(toParent parent: ViewController?) {
        super.willMove(toParent: parent)
        Reentry.fire(self)
    }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        Reentry.fire(self)
    }
}
