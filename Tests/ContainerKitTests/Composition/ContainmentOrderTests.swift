import ContainerKitTesting
import XCTest

@testable import ContainerKit

/// `COMP-13`: Reinstate's styles keep Reinstate's containment order; the other styles keep UIKit's
/// `transition(from:to:)` order.
final class ContainmentOrderTests: XCTestCase {
    /// The containment lines of `P.replaceChild(A, with: B, transition: style)` in a visible window.
    @MainActor private func containmentLines(
        _ style: TransitionStyle, animator: TransitionAnimator? = nil, cancel: Bool = false
    ) -> [String] {
        let p = ViewController(name: "P")
        let (window, recorder) = showInWindow(p)
        let a = ViewController(name: "A"), b = ViewController(name: "B")
        p.addChild(a, constrainedTo: nil)
        recorder.removeAll()
        p.replaceChild(a, with: b, transition: style, animator: animator)
        if let manual = animator as? ManualAnimator {
            if cancel { manual.cancel() } else { manual.complete() }
        }
        XCTAssertValidTrace(recorder)
        _ = window
        return recorder.lines.filter { $0.contains("Move(toParent") }
    }

    // COMP-13: over, under and cross (Reinstate's appearOverPrevious, appearUnderPrevious,
    // appearAndSimultaneouslyRemove): B is added completely before A starts leaving.
    @MainActor func testCOMP13_ReinstateStylesAddTheNewChildCompletelyFirst() async throws {
        for style in [TransitionStyle.over, .under, .cross] {
            for animator in [nil, ManualAnimator(supportsCancellation: false), ManualAnimator()] {
                XCTAssertEqual(
                    containmentLines(style, animator: animator),
                    [
                        "B.willMove(toParent: P)", "B.didMove(toParent: P)", "A.willMove(toParent: nil)",
                        "A.didMove(toParent: nil)",
                    ], "\(style), \(animator.map { "manual, cancellable \($0.supportsCancellation)" } ?? "immediate")")
            }
        }
    }

    // COMP-13: a cancelled Reinstate transition removes the added child again; the old one never
    // got a containment hook.
    @MainActor func testCOMP13_CancelledReinstateTransitionRemovesTheNewChild() async throws {
        XCTAssertEqual(
            containmentLines(.over, animator: ManualAnimator(), cancel: true),
            [
                "B.willMove(toParent: P)", "B.didMove(toParent: P)", "B.willMove(toParent: nil)",
                "B.didMove(toParent: nil)",
            ])
    }

    // COMP-13: the styles that are not Reinstate's keep UIKit's transition(from:to:) order
    // (Apple's sample: the old child's willMove(toParent: nil) first).
    @MainActor func testCOMP13_OtherStylesKeepUIKitsOrder() async throws {
        for style in [TransitionStyle.outThenIn, .none] {
            XCTAssertEqual(
                containmentLines(style),
                [
                    "A.willMove(toParent: nil)", "B.willMove(toParent: P)", "A.didMove(toParent: nil)",
                    "B.didMove(toParent: P)",
                ], "\(style)")
        }
    }
}
