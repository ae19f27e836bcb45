import ContainerKit
import ContainerKitTesting
import Testing
import XCTest

// An unexpected misuse fails the user's test at the user's line: the line of
// the outermost ContainerKit call in progress, whose name the message carries.

final class ReportLocationTests: XCTestCase {
    /// The failures that `TestReporting` would have handed to `XCTFail`, with their file and line.
    private struct Failure: Equatable {
        let message: String
        let file: String
        let line: UInt
    }

    @MainActor private func failures(of body: () -> Void) -> [Failure] {
        TestReporting.capturingFailures(body).map {
            Failure(message: $0.message, file: $0.filePath, line: UInt($0.line))
        }
    }

    // MIS-7
    @MainActor func testARefusalFailsAnXCTestAtTheCallersLine() async {
        let root = View(name: "root")
        let leaf = View(name: "leaf")
        root.addSubview(leaf)
        var line: UInt = 0
        let failures = failures {
            leaf.addSubview(root); line = #line
        }
        XCTAssertEqual(
            failures,
            [
                Failure(
                    message:
                        "ContainerKit refused addSubview(_:), and no assertion expected it: MIS-7 (viewCycle): cannot add \"root\" "
                        + "to \"leaf\": \"leaf\" is one of its own descendants, so the tree would contain a cycle. "
                        + "Fix: add \"root\" to a view outside its own subtree.",
                    file: #filePath, line: line)
            ])
    }

    // MIS-11: the report comes from an override ContainerKit calls, and points at the user's call
    // that made ContainerKit call it.
    @MainActor func testAReportFromAHookFailsAtTheOutermostCall() async {
        final class Forgetful: ViewController {
            override func viewDidLoad() {}  // no super.viewDidLoad()
        }
        let parent = ViewController(name: "P")
        let child = Forgetful(name: "C")
        var line: UInt = 0
        let failures = failures {
            parent.addChild(child, into: parent.view); line = #line
        }
        XCTAssertEqual(failures.map(\.file), [#filePath])
        XCTAssertEqual(failures.map(\.line), [line])
        XCTAssertTrue(
            failures.first?.message.hasPrefix(
                "ContainerKit reported a misuse in addChild(_:into:), and no assertion expected it: MIS-11 (missingSuperCall):"
            )
                == true, failures.first?.message ?? "no failure")
    }

    // MIS-7: through the protocol spelling too (`any Node` fills in the location).
    @MainActor func testARefusalThroughTheNodeProtocolFailsAtTheCallersLine() async {
        let root = View(name: "root")
        let leaf = View(name: "leaf")
        root.addSubview(leaf)
        let node: any Node = leaf
        var line: UInt = 0
        let failures = failures {
            node.addSubview(root); line = #line
        }
        XCTAssertEqual(failures.map(\.line), [line])
        XCTAssertEqual(failures.map(\.file), [#filePath])
    }

    // MIS-7: ContainerKit calling its own public API inside the user's call keeps the user's line.
    @MainActor func testACallThatContainerKitMakesOnItselfKeepsTheUsersLine() async {
        let navigation = NavigationController(rootViewController: ViewController(name: "A"), name: "N")
        let top = ViewController(name: "B")
        navigation.pushViewController(top, animated: false)
        var line: UInt = 0
        let failures = failures {
            navigation.pushViewController(top, animated: false); line = #line
        }
        XCTAssertEqual(failures.map(\.line), [line])
        XCTAssertEqual(failures.map(\.file), [#filePath])
    }

    // MIS-12: a convenience initializer that prepares carries the caller's location too.
    @MainActor func testARefusalInAConvenienceInitializerFailsAtTheCallersLine() async {
        let gone = ViewController(name: "gone")
        gone.tearDown()
        var line: UInt = 0
        let failures = failures {
            _ = ControllerContainer<ViewController>(in: gone, name: "K"); line = #line
        }
        XCTAssertEqual(failures.map(\.line), [line])
        XCTAssertEqual(failures.map(\.file), [#filePath])
        XCTAssertTrue(
            failures.first?.message.hasPrefix(
                "ContainerKit refused init(in:name:content:), and no assertion expected it: MIS-12 (tornDown):")
                == true, failures.first?.message ?? "no failure")
    }

    // MIS-7: inside withMisuseChecking the thrown refusal carries the caller's location too.
    @MainActor func testAThrownRefusalCarriesTheCallersLocation() async {
        let root = View(name: "root")
        let leaf = View(name: "leaf")
        root.addSubview(leaf)
        var line: UInt = 0
        do {
            try withMisuseChecking {
                leaf.addSubview(root); line = #line
            }
            XCTFail("expected a refusal")
        } catch {
            XCTAssertEqual(error.location?.line, line)
            XCTAssertEqual(error.location.map { "\($0.fileID)" }, #fileID)
            XCTAssertEqual(error.location?.callName, "addSubview(_:)")
        }
    }
}

/// The Swift Testing spelling: the issue is recorded at the user's line. The failures are caught
/// (`TestReporting.capturingFailures`) with the location they would have been recorded at, so that
/// a passing run prints no issue.
@MainActor
@Suite struct ReportLocationSwiftTestingTests {
    // MIS-7
    @Test func mis7_aRefusalIsRecordedAtTheCallersLine() {
        let root = View(name: "root")
        let leaf = View(name: "leaf")
        root.addSubview(leaf)
        var line = 0
        let recorded = TestReporting.capturingFailures {
            leaf.addSubview(root); line = #line
        }
        #expect(recorded.map(\.fileID) == [#fileID])
        #expect(recorded.map(\.line) == [line])
        #expect(
            recorded.first?.message.hasPrefix(
                "ContainerKit refused addSubview(_:), and no assertion expected it: MIS-7 (viewCycle):") == true)
    }

    // MIS-5: a hook called by user code runs outside any ContainerKit call that takes a location:
    // the issue is recorded at the user's line, found on the call stack.
    @Test func mis5_aReportOutsideAnyCallIsRecordedAtTheUsersLine() {
        let controller = ViewController(name: "C")
        var line = 0
        let recorded = TestReporting.capturingFailures {
            controller.viewWillAppear(false); line = #line
        }
        #expect(recorded.map(\.fileID) == [#fileID])
        #expect(recorded.map(\.line) == [line])
        #expect(
            recorded.first?.message.hasPrefix(
                "ContainerKit reported a misuse, and no assertion expected it: MIS-5 (directAppearanceCall):") == true)
    }

    // MIS-7, TRACE-4, LIFE-1: the XCTest spellings of the assertions, used inside a Swift Testing
    // test (a suite half ported), record their failures as issues at the assertion's own line.
    @Test func theXCTestSpellingsRecordAtTheirLineUnderSwiftTesting() {
        let root = View(name: "root")
        let recorder = TraceRecorder()
        var misuseLine = 0
        let misuse = TestReporting.capturingFailures {
            _ = XCTAssertMisuse(.viewCycle) { root.addSubview(View(name: "leaf")) }; misuseLine = #line
        }
        #expect(misuse.map(\.fileID) == [#fileID])
        #expect(misuse.map(\.line) == [misuseLine])
        #expect(misuse.first?.message.contains("expected a MIS-7 (viewCycle) misuse, but nothing was reported") == true)
        var traceLine = 0
        let trace = TestReporting.capturingFailures {
            XCTAssertTrace(recorder, equals: ["root.viewDidLoad()"]); traceLine = #line
        }
        #expect(trace.map(\.line) == [traceLine])
        let before = TreeSnapshot([root])
        root.addSubview(View(name: "other"))
        var snapshotLine = 0
        let snapshot = TestReporting.capturingFailures {
            XCTAssertUnchanged(before, TreeSnapshot([root])); snapshotLine = #line
        }
        #expect(snapshot.map(\.line) == [snapshotLine])
        #expect(snapshot.first?.message.contains("the tree changed") == true)
    }
}
