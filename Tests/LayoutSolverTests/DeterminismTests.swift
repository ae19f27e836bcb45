import XCTest

@testable import LayoutSolver

/// Same input sequence, same output, bit for bit, in every process: nothing may depend on hash
/// seeds (Swift seeds its hashing per process) or addresses.
final class DeterminismTests: XCTestCase {
    /// Runs a seeded random sequence of operations on 50 small systems and folds every value's bit
    /// pattern and every outcome into an FNV-1a digest. A constraint is folded as its serial (the
    /// number of constraints added before it), which names it whether or not its record is a
    /// freed one reused.
    static func digest() -> UInt64 {
        var generator = SplitMix64(seed: 0xD1_6E57)
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        func fold(_ value: UInt64) {
            hash = (hash ^ value) &* 0x0000_0100_0000_01B3
        }
        for _ in 0..<50 {
            let solver = Solver()
            let variables = (0..<6).map { _ in solver.makeVariable() }
            var handles: [ConstraintHandle] = []
            for step in 0..<40 {
                let choice = Int.random(in: 0..<10, using: &generator)
                if choice < 6 || handles.isEmpty {
                    var expression = LinearExpression(Double(Int.random(in: -50...50, using: &generator)))
                    for _ in 0..<Int.random(in: 1...3, using: &generator) {
                        let variable = variables.randomElement(using: &generator) ?? variables[0]
                        expression = expression + Double(Int.random(in: -3...3, using: &generator)) * variable
                    }
                    let relation = [Relation.equal, .lessThanOrEqual, .greaterThanOrEqual][step % 3]
                    let priority = [Priority.required, Priority(750), Priority(250), Priority(1)][choice % 4]
                    let outcome = solver.add(expression, relation, priority: priority)
                    handles.append(outcome.handle)
                    if case .unsatisfiable(_, let conflicting) = outcome {
                        fold(0xC0)
                        for handle in conflicting { fold(UInt64(handle.serial)) }
                    }
                } else if choice < 8 {
                    solver.remove(handles.remove(at: Int.random(in: 0..<handles.count, using: &generator)))
                } else {
                    let handle = handles.randomElement(using: &generator) ?? handles[0]
                    if case .unsatisfiable = solver.setConstant(
                        Double(Int.random(in: -50...50, using: &generator)), of: handle)
                    {
                        fold(0xC1)
                    }
                }
                for variable in solver.takeChangedVariables() { fold(UInt64(variable.id)) }
                for variable in variables {
                    fold(solver.value(of: variable).bitPattern)
                    fold(solver.isAmbiguous(variable) ? 1 : 2)
                    for handle in solver.constraintsAffecting(variable) { fold(UInt64(handle.serial)) }
                }
            }
            XCTAssertEqual(solver._checkInvariants(), [])
        }
        return hash
    }

    func testSameCallsSameResults() {
        XCTAssertEqual(Self.digest(), Self.digest())
    }

    // The digest was recorded from a run and checked with and without
    // SWIFT_DETERMINISTIC_HASHING=1 (different hash seeds). It changes only when the algorithm
    // changes on purpose: then record the new value, and check it both ways again.
    func testSameResultsInEveryProcess() {
        let digest = Self.digest()
        print("LayoutSolver determinism digest: \(String(digest, radix: 16))")
        XCTAssertEqual(String(digest, radix: 16), "c41a939325822e3e")
    }
}
