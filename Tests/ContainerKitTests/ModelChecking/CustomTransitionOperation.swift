@testable import ContainerKit

// COMP-16 in the model checker: pushes and pops animated by a user's animation controller (UIKit's
// custom-transition protocols) that completes its transition at once, cancels it at once, or holds
// it until a later operation ends it; the coordinator is asked for a completion block each time.
// The transition is ContainerKit's own (its lease, LIFE-4), so every invariant of the forest holds
// whatever comes in between: teardowns, re-parentings, other transitions.

extension CompositionOperation {
    /// A `.customTransition` operation, about one operation in 24, in one forest in four (those
    /// whose seed is a multiple of 4), or `nil`: drawn from a stream of its own, so that the other
    /// forests get exactly the sequences they had before, and these the same operations with
    /// custom transitions between them.
    static func randomCustomTransition(forest seed: UInt64, using random: inout SplitMix64) -> CompositionOperation? {
        guard seed % 4 == 0, random.next() % 24 == 0 else { return nil }
        return .customTransition(
            navigation: Int(random.next() % 1_000), push: random.next() % 2 == 0, outcome: Int(random.next() % 4))
    }

    /// The description of a `.customTransition` operation.
    static func describeCustomTransition(_ navigation: Int, _ push: Bool, _ outcome: Int) -> String {
        let what = ["completes", "cancels", "holds", "ends held"][outcome % 4]
        return outcome % 4 == 3
            ? "customTransition(\(what))" : "customTransition(\(push ? "push" : "pop") on: N\(navigation), \(what))"
    }
}

extension RandomForest {
    /// The call of a `.customTransition` operation: outcomes 0 to 2 make the navigation controller's
    /// delegate the custom one (animating with that outcome) and push or pop animated; outcome 3
    /// ends the oldest held custom transition (completed for an even navigation operand, else
    /// cancelled).
    func resolveCustomTransition(
        navigations: [NavigationController], _ n: Int, push: Bool, outcome: Int
    ) -> (() -> Void)? {
        if outcome % 4 == 3 {
            return {
                CustomTransitionsUnderTest.held.removeAll { $0.viewController(forKey: .from) == nil }
                guard !CustomTransitionsUnderTest.held.isEmpty else { return }
                CustomTransitionsUnderTest.held.removeFirst().completeTransition(n % 2 == 0)
            }
        }
        guard !navigations.isEmpty else { return nil }
        let navigation = navigations[n % navigations.count]
        let pushed = push ? makeComposed("c") : nil
        if let pushed { destinedToContainers.insert(ObjectIdentifier(pushed)) }
        return {
            CustomTransitionsUnderTest.plan(outcome % 4, for: navigation)
            if let pushed {
                navigation.pushViewController(pushed, animated: true)
            } else {
                navigation.popViewController(animated: true)
            }
        }
    }
}

/// The delegate and animation controller of the custom transitions the forest runs (`COMP-16`).
@MainActor
enum CustomTransitionsUnderTest {
    /// What the animation controller does with the next custom transitions of each navigation
    /// controller (0 completes, 1 cancels, 2 holds), in the order the operations asked. Keyed by
    /// the controller, held weakly: an entry whose controller is gone is stale (another forest),
    /// so a replay never depends on an earlier run.
    private static var outcomes: [ObjectIdentifier: (navigation: Weak, queue: [Int])] = [:]

    final class Weak {
        weak var value: NavigationController?
        init(_ value: NavigationController) { self.value = value }
    }

    /// The next transition of `navigation` that its delegate is asked about uses `outcome`.
    static func plan(_ outcome: Int, for navigation: NavigationController) {
        let key = ObjectIdentifier(navigation)
        if let entry = outcomes[key], entry.navigation.value === navigation {
            outcomes[key]?.queue.append(outcome)
        } else {
            outcomes[key] = (Weak(navigation), [outcome])
        }
        navigation.delegate = delegate
    }

    /// The outcome planned for the transition `navigation` starts now, or `nil` (its own animator).
    static func nextOutcome(for navigation: NavigationController) -> Int? {
        let key = ObjectIdentifier(navigation)
        guard let entry = outcomes[key], entry.navigation.value === navigation, !entry.queue.isEmpty else {
            return nil
        }
        return outcomes[key]?.queue.removeFirst()
    }
    /// The transitions held (outcome 2), oldest first; inert once ended.
    static var held: [any ViewControllerContextTransitioning] = []
    static let delegate = Delegate()

    /// Whether a held custom transition still runs (its context still names its participants).
    static var isHolding: Bool { held.contains { $0.viewController(forKey: .from) != nil } }

    /// Completes the held custom transitions, oldest first (for the end of a run).
    static func completeAll() {
        while !held.isEmpty { held.removeFirst().completeTransition(true) }
    }

    @MainActor final class Delegate: NavigationControllerDelegate {
        func navigationController(
            _ navigationController: NavigationController,
            animationControllerFor operation: NavigationController.Operation, from fromVC: ViewController,
            to toVC: ViewController
        ) -> (any ViewControllerAnimatedTransitioning)? {
            nextOutcome(for: navigationController).map { Animator(outcome: $0) }
        }
    }

    @MainActor final class Animator: ViewControllerAnimatedTransitioning {
        let outcome: Int
        init(outcome: Int) { self.outcome = outcome }

        func transitionDuration(using transitionContext: (any ViewControllerContextTransitioning)?) -> Double { 0.3 }

        func animateTransition(using transitionContext: any ViewControllerContextTransitioning) {
            transitionContext.viewController(forKey: .to)?.transitionCoordinator?.animate(
                alongsideTransition: nil, completion: { _ in })
            switch outcome {
            case 0: transitionContext.completeTransition(true)
            case 1: transitionContext.completeTransition(false)
            default: CustomTransitionsUnderTest.held.append(transitionContext)
            }
        }
    }
}
