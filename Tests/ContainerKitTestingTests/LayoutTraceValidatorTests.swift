import ContainerKit
import ContainerKitTesting
import XCTest

// TraceValidator's layout rule (LAYOUT-2): a controller's bracket alternates, will first, with a
// layoutSubviews between; a bracket left open is reported by validateComplete.

final class LayoutTraceValidatorTests: XCTestCase {
    private struct Found: Equatable {
        let subject: String, rule: String, message: String, lines: [Int: String]
        init(_ v: TraceValidator.Violation) {
            (subject, rule, message, lines) = (v.subject, v.rule, v.message, v.lines)
        }
        init(_ subject: String, _ rule: String, _ message: String, _ lines: [Int: String]) {
            (self.subject, self.rule, self.message, self.lines) = (subject, rule, message, lines)
        }
    }

    @MainActor func testLAYOUT2_TheBracketAlternatesAroundALayoutSubviews() async throws {
        let c = TraceSubject(ViewController(name: "C")), v = TraceSubject(View(name: "C.view"))
        let validator = TraceValidator()

        XCTAssertEqual(
            validator.validateComplete([
                .viewWillLayoutSubviews(c), .layoutSubviews(v), .safeAreaInsetsDidChange(v), .viewDidLayoutSubviews(c),
                .traitCollectionDidChange(c), .viewSafeAreaInsetsDidChange(c),
            ]).map(Found.init), [])

        XCTAssertEqual(
            validator.validate([.viewWillLayoutSubviews(c), .viewDidLayoutSubviews(c)]).map(Found.init),
            [
                Found(
                    "C", "LAYOUT-2", "no layoutSubviews between viewWillLayoutSubviews and viewDidLayoutSubviews.",
                    [2: "C.viewDidLayoutSubviews", 1: "C.viewWillLayoutSubviews"])
            ])
        XCTAssertEqual(
            validator.validate([.layoutSubviews(v), .viewDidLayoutSubviews(c)]).map(Found.init),
            [
                Found(
                    "C", "LAYOUT-2", "viewDidLayoutSubviews without viewWillLayoutSubviews first.",
                    [2: "C.viewDidLayoutSubviews"])
            ])
        XCTAssertEqual(
            validator.validate([.viewWillLayoutSubviews(c), .layoutSubviews(v), .viewWillLayoutSubviews(c)]).map(
                Found.init),
            [
                Found(
                    "C", "LAYOUT-2", "viewWillLayoutSubviews again before viewDidLayoutSubviews.",
                    [3: "C.viewWillLayoutSubviews", 1: "C.viewWillLayoutSubviews"])
            ])
        XCTAssertEqual(
            validator.validate([.viewWillLayoutSubviews(c), .layoutSubviews(v)]).map(Found.init), [],
            "a trace may end inside a bracket")
        XCTAssertEqual(
            validator.validateComplete([.viewWillLayoutSubviews(c), .layoutSubviews(v)]).map(Found.init),
            [
                Found(
                    "C", "LAYOUT-2", "viewWillLayoutSubviews has no viewDidLayoutSubviews.",
                    [1: "C.viewWillLayoutSubviews"])
            ])
    }

    // VC-4 with a layout pass in between: a hook of the re-parenting may call layoutIfNeeded() (or
    // change traits), whose hooks run at once, between didMove(toParent: nil) and willMove(toParent: P).
    // The model checker found this trace; only containment and appearance events decide VC-4.
    @MainActor func testVC4_LayoutAndTraitHooksMayStandInsideAReparenting() async throws {
        let c = TraceSubject(ViewController(name: "C")), v = TraceSubject(View(name: "C.view"))
        let p = TraceSubject(ViewController(name: "P"))
        let validator = TraceValidator()
        XCTAssertEqual(
            validator.validateComplete([
                .didMoveToParent(c, parent: nil), .viewWillLayoutSubviews(c), .layoutSubviews(v),
                .viewDidLayoutSubviews(c), .traitCollectionDidChange(c), .viewSafeAreaInsetsDidChange(c),
                .willMoveToParent(c, parent: p), .didMoveToParent(c, parent: p),
            ]).map(Found.init), [])
        XCTAssertEqual(
            validator.validate([
                .didMoveToParent(c, parent: nil), .traitCollectionDidChange(c), .viewWillAppear(c, animated: false),
            ]).map(Found.init),
            [
                Found(
                    "C", "VC-3",
                    "didMove(toParent: nil) without willMove(toParent: nil) first, and not followed by "
                        + "willMove(toParent:) as a re-parenting (VC-4) is.",
                    [3: "C.viewWillAppear", 1: "C.didMove(toParent: nil)"])
            ])
    }

    // LIFE-2 covers the new hooks like every other: none may reach a torn-down subject.
    @MainActor func testLIFE2_NoLayoutOrTraitHookAfterTeardown() async throws {
        let view = View(name: "v")
        let v = TraceSubject(view)
        let found = TraceValidator().validate(
            [.layoutSubviews(v), .traitCollectionDidChange(v), .safeAreaInsetsDidChange(v)],
            tornDownAt: [view.serialNumber: 1]
        ).map(Found.init)
        XCTAssertEqual(found.map(\.rule), ["LIFE-2", "LIFE-2"])
    }

    // A real recorded trace with layout, safe-area and trait hooks is valid.
    @MainActor func testLAYOUT2_ARecordedLayoutTraceIsValid() async throws {
        let w = Window(name: "W")
        w.frame = Rect(x: 0, y: 0, width: 320, height: 480)
        let recorder = TraceRecorder()
        w.attach(recorder)
        w.safeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        let p = ViewController(name: "P"), c = ViewController(name: "C")
        w.rootViewController = p
        p.addChild(c, into: p.view)
        w.makeKeyAndVisible()
        w.systemTraits = TraitCollection(horizontalSizeClass: .compact)
        w.layoutIfNeeded()
        c.additionalSafeAreaInsets = EdgeInsets(all: 8)
        w.layoutIfNeeded()
        XCTAssertTrue(recorder.lines.contains("C.viewDidLayoutSubviews"))
        XCTAssertEqual(TraceValidator().validateComplete(recorder.events).map(Found.init), [])
    }
}
