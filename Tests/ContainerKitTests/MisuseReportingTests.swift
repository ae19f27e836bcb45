import ContainerKit
import ContainerKitTesting
import Testing
import XCTest

/// The reporting channel under Swift Testing: a misuse that no assertion expects fails the running test, an
/// expected one is caught by `expectMisuse`, and the checked form throws refusals to the caller.
@MainActor
@Suite struct MisuseReportingTests {
    /// MIS-1 to MIS-18 (but MIS-8, MIS-14): each misuse no assertion expects is recorded as an issue of the
    /// running test, with its rule and full message.
    @Test(arguments: MisuseScenario.all)
    func aMisuseNoAssertionExpectsIsAnIssue(_ scenario: MisuseScenario) {
        let recorded = TestReporting.capturingFailures { scenario.trigger(MisuseFixture()) }
        #expect(recorded.count == 1)
        #expect(recorded.first?.message.contains("\(scenario.rule.id) (\(scenario.rule.name)): ") == true)
    }

    /// The Swift Testing spelling of the expectation: the report is caught, and a refusal leaves the
    /// tree and the trace as they were.
    @Test(arguments: MisuseScenario.all)
    func anExpectedMisuseIsCaught(_ scenario: MisuseScenario) {
        let f = MisuseFixture()
        let misuse = scenario.setUp(f)
        let watched = scenario.rule == .reentrantChange ? [] : [f.window]  // see the XCTest catalogue
        let report = expectMisuse(
            scenario.rule, unchanged: watched, controllers: watched.isEmpty ? [] : [f.root],
            recorder: watched.isEmpty ? nil : f.recorder, misuse)
        #expect(report?.outcome == scenario.outcome)
    }

    /// An expectation that is not met is itself a failure.
    @Test func anExpectationThatIsNotMetFails() {
        let f = MisuseFixture()
        let recorded = TestReporting.capturingFailures {
            expectMisuse(.viewCycle) { f.root.view.addSubview(View(name: "fine")) }
        }
        #expect(recorded.map(\.message) == ["expected a MIS-7 (viewCycle) misuse, but nothing was reported."])
    }

    /// MIS-3, MIS-7: a rule is named as a report prints it: its ID, its case name, or both.
    @Test func mis7_aRuleIsNamedAsTheReportPrintsIt() {
        let outer = View(name: "outer"), inner = View(name: "inner")
        outer.addSubview(inner)
        for rule in ["MIS-7", "mis-7", "viewCycle", "MIS-7 (viewCycle)"] {
            let report = expectMisuse(rule) { inner.addSubview(outer) }
            #expect(report?.misuse == .viewCycle, "\(rule)")
        }
        #expect(Misuse(id: "MIS-3") == .inconsistentHierarchy)
        #expect(Misuse(id: "MIS-3 (viewCycle)") == nil)
        #expect(Misuse.inconsistentHierarchy.label == "MIS-3 (inconsistentHierarchy)")
        #expect(Misuse.allCases.allSatisfy { Misuse(id: $0.id) == $0 && Misuse(id: $0.label) == $0 })
    }

    /// MIS-7: an unknown rule is a failure that says what to write, and the body's reports are
    /// caught instead of failing the test a second time; the XCTest spelling says the same.
    @Test func mis7_anUnknownRuleIsAFailureNotACrash() {
        let outer = View(name: "outer"), inner = View(name: "inner")
        outer.addSubview(inner)
        var line = 0
        let recorded = TestReporting.capturingFailures {
            expectMisuse("MIS-7x") { inner.addSubview(outer) }; line = #line
        }
        #expect(recorded.map(\.line) == [line])
        #expect(
            recorded.first?.message.hasPrefix(
                "\"MIS-7x\" is not a ContainerKit rule: write the ID a report shows (one of MIS-1, MIS-2,") == true)
        #expect(recorded.first?.message.contains("The body reported:\n  MIS-7 (viewCycle): ") == true)
        let xctest = TestReporting.capturingFailures { XCTAssertMisuse("cycle") {} }
        #expect(xctest.map(\.message).first?.hasPrefix("\"cycle\" is not a ContainerKit rule") == true)
    }

    /// The checked form hands the first refusal to the caller instead of the channel.
    @Test func withMisuseCheckingThrowsTheFirstRefusal() {
        let f = MisuseFixture()
        let before = TreeSnapshot([f.window], controllers: [f.root], recorder: f.recorder)
        #expect(throws: MisuseError.self) {
            try withMisuseChecking {
                f.grandchild.view.addSubview(f.child.view)  // MIS-7, refused
                f.root.view.addSubview(f.root.view)  // MIS-7 again: only the first is thrown
            }
        }
        #expect(TreeSnapshot([f.window], controllers: [f.root], recorder: f.recorder) == before)
        #expect(f.log.reports.isEmpty, "a refusal handed to the caller is not reported")
        do {
            try withMisuseChecking { f.grandchild.view.addSubview(f.child.view) }
        } catch {
            #expect(error.misuse == .viewCycle)
            #expect(error.outcome == .refused)
            #expect(error.nodes == ["C.view", "G.view"])
        }
    }
}
