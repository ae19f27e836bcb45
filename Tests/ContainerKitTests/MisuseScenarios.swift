import ContainerKit

/// One realistic tree for the misuse catalogue: a visible window whose root `R` contains `C`
/// (which contains `G`) and a controller container `K` hosting `X`.
@MainActor
final class MisuseFixture {
    let window: Window
    let root: ViewController
    let child: ViewController
    let grandchild: ViewController
    let container: ControllerContainer<ViewController>
    let recorder = TraceRecorder()
    let log = DiagnosticsLog()

    init() {
        window = Window(name: "W")
        root = ViewController(name: "R")
        window.rootViewController = root
        window.makeKeyAndVisible()
        child = ViewController(name: "C")
        grandchild = ViewController(name: "G")
        root.addChild(child, into: root.view)
        child.addChild(grandchild, into: child.view)
        container = ControllerContainer(in: root, name: "K") { ViewController(name: "X") }
        root.view.addSubview(container)
        window.attach(recorder)
        window.attach(log)
    }
}

/// A misuse of one `MIS` rule, triggered on a fresh ``MisuseFixture``.
struct MisuseScenario: Sendable, CustomStringConvertible {
    let rule: Misuse
    /// Whether ContainerKit refuses it (nothing changes) or only reports it.
    let outcome: MisuseError.Outcome
    let what: String
    /// Sets the fixture up and returns the misusing call (set-up is not part of the misuse).
    let setUp: @MainActor @Sendable (MisuseFixture) -> @MainActor () -> Void

    init(
        rule: Misuse, outcome: MisuseError.Outcome,
        setUp: @escaping @MainActor @Sendable (MisuseFixture) -> @MainActor () -> Void, what: String
    ) {
        self.rule = rule
        self.outcome = outcome
        self.what = what
        self.setUp = setUp
    }

    init(
        rule: Misuse, outcome: MisuseError.Outcome, what: String,
        trigger: @escaping @MainActor @Sendable (MisuseFixture) -> Void
    ) {
        self.init(rule: rule, outcome: outcome, setUp: { f in { trigger(f) } }, what: what)
    }

    /// Sets up a fresh fixture and misuses it.
    @MainActor func trigger(_ fixture: MisuseFixture) { setUp(fixture)() }

    var description: String { "\(rule.id) \(what)" }

    /// Every rule (MIS-8 and MIS-14 through the composition containers).
    static let all: [MisuseScenario] = [
        MisuseScenario(
            rule: .removeFromParentWithoutWillMove, outcome: .reported, what: "removeFromParent without willMove"
        ) { f in
            f.grandchild.removeFromParent()
        },
        MisuseScenario(
            rule: .missingDidMoveToParent, outcome: .reported,
            setUp: { f in
                let late = ViewController(name: "L")
                f.root.addChild(late)
                return { late.willMove(toParent: nil) }
            }, what: "willMove(nil) before didMove"),
        MisuseScenario(rule: .inconsistentHierarchy, outcome: .refused, what: "a child's view under another owner") {
            f in
            f.root.view.addSubview(f.grandchild.view)
        },
        MisuseScenario(
            rule: .inconsistentHierarchy, outcome: .reported, what: "a controller's view placed without addChild"
        ) { f in
            let other = ViewController(name: "O")
            f.root.view.addSubview(other.view)
            withExtendedLifetime(other) {}
        },
        MisuseScenario(rule: .childHasAnotherParent, outcome: .refused, what: "re-parenting in strict mode") { f in
            f.window.containmentPolicy = .strict
            f.root.addChild(f.grandchild)
        },
        MisuseScenario(rule: .directAppearanceCall, outcome: .reported, what: "calling viewDidAppear") { f in
            f.child.viewDidAppear(false)
        },
        MisuseScenario(rule: .unbalancedAppearanceTransition, outcome: .reported, what: "an end with no begin") { f in
            f.grandchild.endAppearanceTransition()
        },
        MisuseScenario(rule: .viewCycle, outcome: .refused, what: "a view into its own descendant") { f in
            f.grandchild.view.addSubview(f.child.view)
        },
        MisuseScenario(rule: .viewIsRootOfAnotherController, outcome: .refused, what: "one view, two controllers") {
            f in
            ViewController(name: "O").view = f.child.view
        },
        MisuseScenario(rule: .loadViewLeftNoView, outcome: .reported, what: "loadView that installs nothing") { f in
            f.root.addChild(EmptyLoadView(name: "E"), into: f.root.view)
        },
        MisuseScenario(rule: .missingSuperCall, outcome: .reported, what: "viewDidLoad without super") { f in
            f.root.addChild(ForgetfulController(name: "F"), into: f.root.view)
        },
        MisuseScenario(rule: .tornDown, outcome: .refused, what: "adding a torn-down view") { f in
            let doomed = View(name: "D")
            doomed.tearDown()
            f.root.view.addSubview(doomed)
        },
        MisuseScenario(
            rule: .missingCellDelegate, outcome: .refused,
            setUp: { f in
                let k = ContainerView<NeedsThemeDelegate>(name: "KD")
                f.root.view.addSubview(k)
                return { k.prepare(in: f.root) }
            }, what: "a required delegate nobody provides"),
        MisuseScenario(rule: .reentrantChange, outcome: .refused, what: "a deferred change refused when applied") { f in
            let x = HookedView(name: "x")
            x.onWillMoveToSuperview = { [unowned x] newSuperview in
                if let newSuperview { x.addSubview(newSuperview) }  // valid now, a cycle once x is inside it
            }
            f.child.view.addSubview(x)
        },
        MisuseScenario(rule: .directContainerHookCall, outcome: .reported, what: "calling containerDidLoad") { f in
            f.container.containerDidLoad()
        },
        MisuseScenario(rule: .unacceptableNode, outcome: .refused, what: "a factory that hands back the container") {
            f in
            let k = ContainerView<View>(name: "KF")
            k.prepare(in: f.root) { k }
        },
        MisuseScenario(rule: .insertionOutOfRange, outcome: .reported, what: "an index past the end") { f in
            f.root.view.insertSubview(View(name: "late"), at: 99)
        },
        MisuseScenario(
            rule: .unfinishedContainment, outcome: .reported,
            setUp: { f in
                let late = ViewController(name: "L")
                f.root.addChild(late)
                return {
                    f.root.view.setNeedsLayout()
                    f.root.view.layoutIfNeeded()
                }
            }, what: "addChild alone, then the parent lays out"),
        MisuseScenario(
            rule: .alreadyPresenting, outcome: .refused,
            setUp: { f in
                f.root.present(ViewController(name: "sheet"), animated: false)
                return { f.root.present(ViewController(name: "second"), animated: false) }
            }, what: "presenting from a controller that already presents"),
        MisuseScenario(
            rule: .controllerAlreadyInStack, outcome: .refused,
            setUp: { f in
                let a = ViewController(name: "A")
                let n = NavigationController(rootViewController: a, name: "N")
                f.root.addChild(n, into: f.root.view)
                return { n.pushViewController(a, animated: false) }
            }, what: "pushing a controller already in the stack"),
        MisuseScenario(
            rule: .unknownState, outcome: .refused,
            setUp: { f in
                let tabs = ScenarioTabs(name: "T", states: [.feed, .search])
                f.root.addChild(tabs, into: f.root.view)
                return { tabs.transition(to: .settings) }
            }, what: "a state the tab container does not know"),
        MisuseScenario(
            rule: .invalidConstraint, outcome: .refused,
            setUp: { f in
                let stray = View(name: "stray")
                return { stray.topAnchor.constraint(equalTo: f.root.view.topAnchor).isActive = true }
            }, what: "a constraint between views with no common ancestor"),
        MisuseScenario(
            rule: .unsatisfiableConstraints, outcome: .reported,
            setUp: { f in
                let box = View(name: "box")
                box.translatesAutoresizingMaskIntoConstraints = false
                f.child.view.addSubview(box)
                box.widthAnchor.constraint(equalToConstant: 100).isActive = true
                return { box.widthAnchor.constraint(equalToConstant: 200).isActive = true }
            }, what: "two required widths"),
        MisuseScenario(
            rule: .requiredPriorityChange, outcome: .refused,
            setUp: { f in
                let box = View(name: "box")
                box.translatesAutoresizingMaskIntoConstraints = false
                f.child.view.addSubview(box)
                let width = box.widthAnchor.constraint(equalToConstant: 100)
                width.isActive = true
                return { width.priority = .defaultHigh }
            }, what: "a required constraint made optional while active"),
    ]
}

/// A state-driven tab container that knows two of the three states (`MIS-14`).
final class ScenarioTabs: StatefulTabBarController<ScenarioTabs.Tab> {
    enum Tab: Hashable { case feed, search, settings }
    override func childViewController(for state: Tab) -> ViewController { ViewController(name: "\(state)") }
}

/// A controller whose `loadView()` installs nothing (`MIS-10`).
final class EmptyLoadView: ViewController {
    override func loadView() {}
}

/// A controller whose `viewDidLoad()` forgets `super` (`MIS-11`).
final class ForgetfulController: ViewController {
    override func viewDidLoad() {}
}

@MainActor
protocol Theming: AnyObject {}

/// Content that requires a `Theming` delegate (`MIS-13`).
final class NeedsThemeDelegate: View, DelegatingContent {
    weak var delegate: (any Theming)?
    static var delegateRequirement: DelegateRequirement { .required }
}

/// A view that runs a closure in `willMove(toSuperview:)`, once.
final class HookedView: View {
    var onWillMoveToSuperview: ((View?) -> Void)?
    override func willMove(toSuperview newSuperview: View?) {
        super.willMove(toSuperview: newSuperview)
        let hook = onWillMoveToSuperview
        onWillMoveToSuperview = nil
        hook?(newSuperview)
    }
}
