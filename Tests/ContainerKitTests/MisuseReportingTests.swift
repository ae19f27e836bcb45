import ContainerKit
import ContainerKitTesting
import Testing

/// The reporting channel under Swift Testing: a misuse that no assertion expects fails the running test, an
/// expected one is caught by `expectMisuse`, and the checked form throws refusals to the caller.
@MainActor
@Suite struct MisuseReportingTests {
    /// MIS-1 to MIS-18 (but MIS-8, MIS-14): each misuse no assertion expects is recorded as an issue of the
    /// running test, with its rule and full message.
    @Test(arguments: MisuseScenario.all)
    func aMisuseNoAssertionExpectsIsAnIssue(_ scenario: MisuseScenario) {
        withKnownIssue {
            scenario.trigger(MisuseFixture())
        } matching: { issue in
            issue.description.contains("\(scenario.rule.id): ")
        }
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
        withKnownIssue {
            expectMisuse(.viewCycle) { f.root.view.addSubview(View(name: "fine")) }
        } matching: { issue in
            issue.description.contains("expected a MIS-7 misuse, but nothing was reported")
        }
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
