import Foundation
import XCTest

/// TRACE-9: the same program gives the same trace, in every process.
final class DeterminismTests: XCTestCase {
    /// How many processes run the scenario.
    private static let runs = 50

    // TRACE-9: `DeterminismScenario` (lists with four reuse identifiers, two trait keys with the
    // same short name, a teardown and a release, with the hooks that run while the cells go) prints
    // byte-identical output in 50 processes, each with its own random hash seed.
    func testSameProgramSameTraceIn50Processes_TRACE9() throws {
        let first = try runScenario()
        XCTAssertTrue(first.output.contains("== trace =="), "the scenario printed no trace")
        for index in 2...Self.runs {
            let next = try runScenario()
            guard next.output == first.output, next.errors == first.errors else {
                let firstLines = first.output.components(separatedBy: "\n")
                let nextLines = next.output.components(separatedBy: "\n")
                let line =
                    zip(firstLines, nextLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
                    ?? min(firstLines.count, nextLines.count)
                XCTFail(
                    """
                    Run \(index) of DeterminismScenario differs from run 1 at line \(line + 1):
                      run 1: \(line < firstLines.count ? firstLines[line] : "<end of output>")
                      run \(index): \(line < nextLines.count ? nextLines[line] : "<end of output>")
                    (standard error \(next.errors == first.errors ? "the same" : "differs"))
                    """)
                return
            }
        }
    }

    // TRACE-9: the check above means something only if its processes hash differently: a set's
    // order, which follows the hash seed, is not the same in all of them.
    func testTheProcessesHaveDifferentHashSeeds_TRACE9() throws {
        var orders: Set<String> = []
        for _ in 1...10 { orders.insert(try runScenario(["--hash-probe"]).output) }
        XCTAssertGreaterThan(orders.count, 1, "every process hashed alike: is SWIFT_DETERMINISTIC_HASHING set?")
    }

    /// Runs the scenario with `SWIFT_DETERMINISTIC_HASHING` unset, so that it gets a random seed.
    private func runScenario(_ arguments: [String] = []) throws -> (output: String, errors: String) {
        let executable = productsDirectory().appendingPathComponent("DeterminismScenario")
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            XCTFail("DeterminismScenario was not built in \(productsDirectory().path)")
            return ("", "")
        }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_DETERMINISTIC_HASHING"] = nil
        process.environment = environment
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "DeterminismScenario failed")
        return (String(decoding: data, as: UTF8.self), String(decoding: errorData, as: UTF8.self))
    }
}
