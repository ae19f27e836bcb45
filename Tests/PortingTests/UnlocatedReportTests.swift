import ContainerKit
import ContainerKitTesting
import Testing
import XCTest

// The second hour of a user writing tests for real screens (profiled, items 1 and 2): the UIKit
// calls that take no source location (a property set, `_ = controller.view`, `layoutIfNeeded()`,
// a release at the end of a test) fail the user's test at the user's line, never inside
// ContainerKitTesting; and a containment begun with addChild(_:) and never finished is reported
// when its parent is released or the test ends, under both frameworks (MIS-19).

/// A controller whose `viewDidLoad()` forgets `super` (MIS-11).
private final class ForgetfulLoad: ViewController {
    override func viewDidLoad() {}
}

/// A view whose `layoutSubviews()` forgets `super` (MIS-11).
private final class ForgetfulLayout: View {
    override func layoutSubviews() {}
}

/// What `TestReporting` would have recorded, with the place it points at.
private struct Failure: Equatable {
    let message: String
    let file: String
    let line: Int
}

@MainActor private func failures(of body: () -> Void) -> [Failure] {
    TestReporting.capturingFailures(body).map { Failure(message: $0.message, file: $0.filePath, line: $0.line) }
}

private let missingSuperPrefix =
    "ContainerKit reported a misuse, and no assertion expected it: MIS-11 (missingSuperCall):"

final class UnlocatedReportTests: XCTestCase {
    // MIS-11: `window.rootViewController = p` loads p's view inside a setter, which cannot take
    // #fileID: the failure is at this line, found on the call stack.
    @MainActor func testMIS11_ASetterFailsAtTheUsersLine() async {
        let window = Window(name: "W")
        window.makeKeyAndVisible()
        var line = 0
        let failures = failures {
            window.rootViewController = ForgetfulLoad(name: "P"); line = #line
        }
        XCTAssertEqual(failures.map(\.file), [#filePath])
        #if DEBUG  // an optimized build inlines across the frames the line is read from
        XCTAssertEqual(failures.map(\.line), [line])
        #endif
        XCTAssertTrue(failures.first?.message.hasPrefix(missingSuperPrefix) == true, "\(failures)")
    }

    // MIS-11: `_ = vc.view` loads in a getter.
    @MainActor func testMIS11_LoadingTheViewFailsAtTheUsersLine() async {
        let controller = ForgetfulLoad(name: "C")
        var line = 0
        let failures = failures {
            _ = controller.view; line = #line
        }
        XCTAssertEqual(failures.map(\.file), [#filePath])
        #if DEBUG  // an optimized build inlines across the frames the line is read from
        XCTAssertEqual(failures.map(\.line), [line])
        #endif
    }

    // MIS-11: `layoutIfNeeded()` takes no location either.
    @MainActor func testMIS11_LayoutIfNeededFailsAtTheUsersLine() async {
        let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let forgetful = ForgetfulLayout(name: "F")
        root.addSubview(forgetful)
        forgetful.setNeedsLayout()
        var line = 0
        let failures = failures {
            forgetful.layoutIfNeeded(); line = #line
        }
        XCTAssertEqual(failures.map(\.file), [#filePath])
        #if DEBUG  // an optimized build inlines across the frames the line is read from
        XCTAssertEqual(failures.map(\.line), [line])
        #endif
    }

    // MIS-19: a release at the end of a scope reports the containment it left unfinished, at the
    // addChild(_:) call that began it (the fix goes there).
    @MainActor func testMIS19_AReleaseReportsAtTheAddChildLine() async {
        var line = 0
        let failures = failures {
            let parent = ViewController(name: "P")
            let child = ViewController(name: "C")
            parent.addChild(child); line = #line
            parent.view.addSubview(child.view)  // no child.didMove(toParent: parent)
        }
        XCTAssertEqual(
            failures,
            [
                Failure(
                    message: "ContainerKit reported a misuse in addChild(_:), and no assertion expected it: "
                        + "MIS-19 (unfinishedContainment): \"C\" was added to \"P\" with addChild(_:) and had not "
                        + "received didMove(toParent:) when \"P\" was released (its view is placed): the containment "
                        + "was begun and never finished. Fix: place the view of \"C\" in the view of \"P\", then call "
                        + "didMove(toParent:) on \"C\"; or add it with addChild(_:into:), which does all of it.",
                    file: #filePath, line: line)
            ])
    }

    // MIS-19, MIS-2: in a visible window, released with the window.
    @MainActor func testMIS19_AReleasedWindowReportsItsUnfinishedChild() async {
        let failures = failures {
            let window = Window(name: "W")
            let parent = ViewController(name: "P")
            window.rootViewController = parent
            window.makeKeyAndVisible()
            let child = ViewController(name: "C")
            parent.addChild(child)
            parent.view.addSubview(child.view)
        }
        // One report of the one mistake: the child disappears first, without its didMove (MIS-2).
        XCTAssertEqual(failures.count, 1, "\(failures)")
        XCTAssertTrue(
            failures.first?.message.contains(
                "MIS-2 (missingDidMoveToParent): \"C\" reached its own disappearance without didMove(toParent:)")
                == true, "\(failures)")
        XCTAssertEqual(failures.first?.file, #filePath)
    }

    // MIS-19: a parent the test keeps alive is reported when the test ends (what the XCTest
    // observer and the Swift Testing trait call), once.
    @MainActor func testMIS19_TheTestsEndReportsAParentStillAlive() async {
        let parent = ViewController(name: "P")
        let child = ViewController(name: "C")
        var line = 0
        let failures = failures {
            parent.addChild(child); line = #line
            parent.view.addSubview(child.view)
            TestReporting.testEnded()
            TestReporting.testEnded()
        }
        #if DEBUG  // an optimized build inlines across the frames the line is read from
        XCTAssertEqual(failures.map(\.line), [line])
        #endif
        XCTAssertTrue(
            failures.first?.message.contains("when the test ended (its view is placed)") == true, "\(failures)")
        child.didMove(toParent: parent)
    }

    // MIS-19: a containment finished before the end is never reported.
    @MainActor func testMIS19_AFinishedContainmentIsNotReported() async {
        let failures = failures {
            let parent = ViewController(name: "P")
            let child = ViewController(name: "C")
            parent.addChild(child)
            parent.view.addSubview(child.view)
            child.didMove(toParent: parent)
            TestReporting.testEnded()
        }
        XCTAssertEqual(failures, [])
    }
}

/// The Swift Testing spelling: the issue is at the user's line too.
@MainActor
@Suite struct UnlocatedReportSwiftTestingTests {
    // MIS-11
    @Test func mis11_aSetterIsRecordedAtTheUsersLine() {
        let window = Window(name: "W")
        window.makeKeyAndVisible()
        var line = 0
        let recorded = TestReporting.capturingFailures {
            window.rootViewController = ForgetfulLoad(name: "P"); line = #line
        }
        #expect(recorded.map(\.fileID) == [#fileID])
        #if DEBUG
        #expect(recorded.map(\.line) == [line])
        #else
        // An optimized build's line table may give the setter's call the line before it (the
        // frame is found from the call stack's debug information): within one line there.
        #expect(recorded.count == 1 && recorded.allSatisfy { abs($0.line - line) <= 1 })
        #endif
    }

    // MIS-19: released at the end of the scope, with no trait.
    @Test func mis19_aReleaseIsReportedWithoutATrait() {
        var line = 0
        let recorded = TestReporting.capturingFailures {
            let parent = ViewController(name: "P")
            let child = ViewController(name: "C")
            parent.addChild(child); line = #line
            parent.view.addSubview(child.view)
        }
        #expect(recorded.map(\.fileID) == [#fileID])
        #expect(recorded.map(\.line) == [line])
        #expect(recorded.first?.message.contains("when \"P\" was released") == true)
    }
}
