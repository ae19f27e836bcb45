import ContainerKitTesting
import Foundation
import XCTest

@testable import ContainerKit

/// A world of composition containers in one window, driven by random requests and a manual
/// animator, with its invariants checked after every step.
@MainActor
private final class CompositionWorld {
    let window = Window(name: "W")
    let recorder = TraceRecorder()
    let tracker = LifetimeTracker()
    let animator = ManualAnimator()
    let tabs: TabBarController
    let navigations: [NavigationController]
    let stateful: StatefulViewController<Int>
    var reports: [MisuseError] = []
    var refusedPresentations = 0
    private var counter = 0
    private var random: SplitMix64

    init(seed: UInt64) {
        random = SplitMix64(seed: seed)
        window.frame = Rect(x: 0, y: 0, width: 320, height: 480)
        window.attach(recorder)
        let n1 = NavigationController(name: "N1"), n2 = NavigationController(name: "N2")
        let s = StatefulViewController<Int>(name: "S")
        navigations = [n1, n2]
        stateful = s
        tabs = TabBarController(name: "T")
        for container in [n1, n2, s, tabs] as [CompositionController] {
            container.animator = animator
            tracker.track(container)
        }
        n1.setViewControllers([make()], animated: false)
        n2.setViewControllers([make(), make()], animated: false)
        s.transition(to: 0, animated: false)
        tabs.setViewControllers([n1, s, n2])
        window.rootViewController = tabs
        window.makeKeyAndVisible()
    }

    func make() -> ViewController {
        counter += 1
        let controller = ViewController(name: "c\(counter)")
        tracker.track(controller)
        return controller
    }

    private func pick<T>(_ items: [T]) -> T? {
        items.isEmpty ? nil : items[Int(random.next() % UInt64(items.count))]
    }

    private func chance(_ percent: UInt64) -> Bool { random.next() % 100 < percent }

    /// Every controller of the window: the tree from the root, then the presented ones.
    var presented: [ViewController] {
        var result: [ViewController] = []
        var top: ViewController = tabs
        while let next = top.presentedViewController {
            result.append(next)
            top = next
        }
        return result
    }

    /// One random step; returns its description.
    func step() -> String {
        let animated = chance(60)
        switch random.next() % 16 {
        case 0, 1:
            guard let n = pick(navigations) else { return "-" }
            let c = make()
            n.pushViewController(c, animated: animated)
            return "push \(c.name) on \(n.name)"
        case 2:
            guard let n = pick(navigations) else { return "-" }
            n.popViewController(animated: animated)
            return "pop \(n.name)"
        case 3:
            guard let n = pick(navigations) else { return "-" }
            n.popToRootViewController(animated: animated)
            return "popToRoot \(n.name)"
        case 4:
            guard let n = pick(navigations) else { return "-" }
            var stack = n.viewControllers.filter { _ in chance(60) }
            if chance(30) { stack.reverse() }
            if stack.isEmpty || chance(50) { stack.append(make()) }
            n.setViewControllers(stack, animated: animated)
            return "set \(n.name) to \(stack.map(\.name))"
        case 5, 6:
            let index = Int(random.next() % 3)
            tabs.selectTab(at: index)
            return "select \(index)"
        case 7, 8:
            let state = Int(random.next() % 4)
            stateful.transition(to: state, animated: animated)
            return "state \(state)"
        case 9:
            let candidates: [ViewController] = [tabs] + navigations.compactMap(\.topViewController) + presented
            guard let presenter = pick(candidates) else { return "-" }
            let c =
                chance(50)
                ? make()
                : {
                    let n = NavigationController(rootViewController: make(), name: "PN\(counter)")
                    n.animator = animator
                    tracker.track(n)
                    return n
                }()
            c.modalPresentationStyle = chance(50) ? .fullScreen : .overFullScreen
            presenter.present(c, animated: animated, animator: animator)
            return "present \(c.name) from \(presenter.name)"
        case 10:
            guard let c = pick(presented) else { return "-" }
            (chance(50) ? c : c.presentingViewController ?? c).dismiss(animated: animated, animator: animator)
            return "dismiss \(c.name)"
        case 11, 12:
            return animator.complete() ? "complete" : "-"
        case 13:
            return animator.step() ? "step" : "-"
        case 14:
            return animator.cancel() ? "cancel" : "-"
        default:
            if window.isVisible, chance(50) { window.hide(); return "hide" }
            window.makeKeyAndVisible()
            return "show"
        }
    }

    var isSettled: Bool {
        !animator.isRunning && ([tabs, stateful] + navigations).allSatisfy { !$0.isTransitioning }
            && TransitionQueue.of(tabs).isIdle
    }

    /// The invariants; empty when they hold.
    func problems() -> [String] {
        var found: [String] = []
        // Expected: a presentation requested from a controller that a dismissal queued before it
        // takes out of the window is refused when it runs (reported, nothing changes).
        refusedPresentations +=
            reports.filter { $0.misuse == .invalidArgument && $0.message.contains("cannot present") }.count
        found += reports.filter { !($0.misuse == .invalidArgument && $0.message.contains("cannot present")) }
            .map { "unexpected report: \($0)" }
        reports = []
        for n in navigations where !n.isTransitioning {
            if n.children.map(ObjectIdentifier.init) != n.viewControllers.map(ObjectIdentifier.init) {
                found.append("\(n.name): children \(n.children.map(\.name)) != stack \(n.viewControllers.map(\.name))")
            }
        }
        if !tabs.isTransitioning,
            tabs.children.map(ObjectIdentifier.init) != tabs.viewControllers.map(ObjectIdentifier.init)
        {
            found.append("T: children != tabs")
        }
        if !stateful.isTransitioning,
            stateful.children.map(ObjectIdentifier.init)
                != [stateful.currentChild].compactMap({ $0 }).map(ObjectIdentifier.init)
        {
            found.append("S: children != [current child]")
        }
        guard isSettled else { return found }
        // Settled: no controller half-way, and each container in a visible window shows exactly
        // its visible child appeared, every other child disappeared.
        var containers: [CompositionController] = [tabs, stateful] + navigations
        containers += presented.compactMap { $0 as? CompositionController }
        var all: [ViewController] = []
        var pending: [ViewController] = [tabs] + presented
        while let controller = pending.popLast() {
            all.append(controller)
            pending += controller.children
        }
        for controller in all
        where controller.appearanceState == .appearing || controller.appearanceState == .disappearing {
            found.append("\(controller.name) is \(controller.appearanceState) while everything is settled")
        }
        for container in containers {
            let visible = container.visibleChildren
            for child in container.children {
                let shouldAppear = container.appearanceState == .appeared && visible.contains { $0 === child }
                if (child.appearanceState == .appeared) != shouldAppear {
                    found.append(
                        "\(container.name) (\(container.appearanceState)): \(child.name) is \(child.appearanceState)")
                }
            }
            if container.appearanceState == .appeared, !container.children.isEmpty,
                container.children.filter({ $0.appearanceState == .appeared }).count != 1
            {
                found.append("\(container.name): not exactly one appeared child")
            }
        }
        // The root and each presented controller are appeared exactly when the window is visible
        // and what they present (if anything) does not cover them full screen.
        for controller in [tabs] + presented {
            let covered = controller.presentedViewController?.modalPresentationStyle == .fullScreen
            if (controller.appearanceState == .appeared) != (window.isVisible && !covered) {
                found.append(
                    "\(controller.name) is \(controller.appearanceState), window visible \(window.isVisible), covered \(covered)"
                )
            }
        }
        return found
    }

    /// Completes everything and dismisses every presentation; returns the problems then.
    func finish() -> [String] {
        var rounds = 0
        while rounds < 1_000, !isSettled {
            animator.completeAll()
            rounds += 1
        }
        tabs.dismiss(animated: false)
        animator.completeAll()
        return problems()
    }

    /// Takes the window apart.
    func tearDown() {
        window.rootViewController = nil
    }
}

/// Randomized model checking of the composition containers (`COMP-1` to `COMP-11`, `REENT-1`,
/// `LIFE-1`): seeded and deterministic, in the style of `ModelCheckTests`.
final class CompositionModelCheckTests: XCTestCase {
    /// 200 worlds of 100 steps (20,000 steps). `CONTAINERKIT_COMPOSITION_STEPS` changes the total.
    @MainActor func testCOMP_RandomRequestsKeepEveryInvariant() async throws {
        let total = ProcessInfo.processInfo.environment["CONTAINERKIT_COMPOSITION_STEPS"].flatMap(Int.init) ?? 20_000
        let perWorld = 100
        let seed = ProcessInfo.processInfo.environment["CONTAINERKIT_RANDOM_SEED"].flatMap(UInt64.init) ?? 0xC0_3905
        var seeds = SplitMix64(seed: seed)
        var steps = 0
        var stepKinds: [String: Int] = [:]
        let savedHandler = Diagnostics.reportHandler
        defer { Diagnostics.reportHandler = savedHandler }
        for worldIndex in 0..<max(1, total / perWorld) {
            let worldSeed = seeds.next()
            let tracker: LifetimeTracker
            var failure: String?
            do {
                let world = CompositionWorld(seed: worldSeed)
                Diagnostics.reportHandler = { [weak world] in world?.reports.append($0) }
                tracker = world.tracker
                var history: [String] = []
                for _ in 0..<perWorld {
                    let description = world.step()
                    history.append(description)
                    stepKinds[String(description.prefix { $0 != " " }), default: 0] += 1
                    steps += 1
                    let problems = world.problems()
                    if !problems.isEmpty {
                        failure =
                            "world \(worldIndex) (seed \(worldSeed)) after:\n  "
                            + history.suffix(12).joined(separator: "\n  ")
                            + "\nproblems:\n  " + problems.prefix(8).joined(separator: "\n  ")
                        if ProcessInfo.processInfo.environment["COMPOSITION_DEBUG"] != nil {
                            failure! +=
                                "\n"
                                + world.recorder.lines.filter {
                                    $0.hasPrefix("T.") || $0.contains("present") || $0.contains("dismiss")
                                        || $0.hasPrefix("PN") || $0.contains("Appear")
                                }.suffix(60).joined(separator: "\n")
                        }
                        break
                    }
                }
                if failure == nil {
                    let problems = world.finish()
                    world.tearDown()
                    let violations = TraceValidator().validateComplete(world.recorder.events)
                    if !problems.isEmpty || !violations.isEmpty {
                        let subject = violations.first?.subject ?? ""
                        let lines = world.recorder.lines.enumerated().filter {
                            $0.element.hasPrefix(subject + ".") || $0.element.contains(".transition")
                                || $0.element.contains("present") || $0.element.contains("dismiss")
                        }
                        failure =
                            "world \(worldIndex) (seed \(worldSeed)) at the end:\n  "
                            + history.suffix(30).joined(separator: " | ") + "\n  "
                            + (problems + violations.prefix(8).map(\.description)).joined(separator: "\n  ")
                            + "\n" + lines.suffix(40).map { "\($0.offset + 1): \($0.element)" }.joined(separator: "\n")
                    }
                }
            }
            if failure == nil, !tracker.liveObjects.isEmpty {
                failure =
                    "world \(worldIndex) (seed \(worldSeed)): still alive after it was dropped (LIFE-1): "
                    + tracker.liveObjects.prefix(10).joined(separator: ", ")
            }
            if let failure {
                XCTFail(failure)
                break
            }
        }
        print(
            "composition model check: \(steps) random steps, seed \(seed): "
                + stepKinds.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))
        XCTAssertGreaterThanOrEqual(steps, total)
    }
}
