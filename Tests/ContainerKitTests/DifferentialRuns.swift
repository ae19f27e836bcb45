// Needs the test switches (`TestSwitches`): compiled only with CONTAINERKIT_TEST_SWITCHES set.
#if CONTAINERKIT_TEST_SWITCHES
import ContainerKit
import XCTest

/// One replay of a random sequence for a differential test of a direct path: the state after
/// every step, and how many times the direct path was taken.
struct DifferentialRun {
    var states: [String] = []
    var directCount = 0
}

/// The setting of one replay: the direct paths on or off, and the refusals collected by misuse
/// ID instead of failing the test (a random sequence asks for refused changes on purpose).
/// ``end()`` restores both.
@MainActor
final class DifferentialReplay {
    private(set) var reports: [String] = []
    private let savedHandler = Diagnostics.reportHandler

    init(direct: Bool) {
        Diagnostics.reportHandler = { [unowned self] in reports.append($0.misuse.id) }
        TestSwitches.disablesDirectPaths = !direct
    }

    func end() {
        Diagnostics.reportHandler = savedHandler
        TestSwitches.disablesDirectPaths = false
    }
}

/// Replays `runs` seeds drawn from `seed`, each once with the direct paths and once without
/// (`run(seed, direct)`), and fails at the first step whose states differ; the direct path must be
/// taken more than `minimum` times in all, and never when it is turned off.
@MainActor
func compareWithAndWithoutDirectPaths(
    seed: UInt64, runs: Int, takenMoreThan minimum: Int, file: StaticString = #filePath, line: UInt = #line,
    _ run: (_ seed: UInt64, _ direct: Bool) -> DifferentialRun
) {
    var seeds = SplitMix64(seed: seed)
    var direct = 0
    for _ in 0..<runs {
        let seed = seeds.next()
        let withDirect = run(seed, true)
        let withoutDirect = run(seed, false)
        direct += withDirect.directCount
        XCTAssertEqual(withoutDirect.directCount, 0, file: file, line: line)
        XCTAssertEqual(withDirect.states.count, withoutDirect.states.count, file: file, line: line)
        for (step, (a, b)) in zip(withDirect.states, withoutDirect.states).enumerated() where a != b {
            XCTFail("seed \(seed), step \(step):\n--- direct\n\(a)\n--- operation path\n\(b)", file: file, line: line)
            return
        }
    }
    XCTAssertGreaterThan(direct, minimum, "the direct path is taken often", file: file, line: line)
}
#endif
