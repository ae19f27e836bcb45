/// Compares recorded traces with expected ones (`TRACE-4`).
///
/// Two comparisons exist: ``exact(_:_:)`` (every line, nothing extra) and ``inOrder(_:_:)`` (the
/// expected lines appear in this order, other lines may stand between them). Both answer `nil` on
/// success and a ``TraceMismatch`` that prints both traces side by side otherwise.
public enum TraceComparison {
    /// Compares a trace with the expected lines, line by line.
    ///
    /// - Parameters:
    ///   - actual: The recorded lines.
    ///   - expected: The lines that must have been recorded, and nothing else.
    /// - Returns: `nil` when the traces are equal; otherwise the mismatch, marking the first
    ///   differing line.
    /// - Complexity: O(*n*) in the length of the traces.
    public static func exact(_ actual: [String], _ expected: [String]) -> TraceMismatch? {
        let common = zip(actual, expected).prefix { $0 == $1 }.count
        if common == actual.count, common == expected.count { return nil }
        var rows: [TraceMismatch.Row] = []
        for i in 0..<max(actual.count, expected.count) {
            rows.append(
                .init(
                    expected: i < expected.count ? (i + 1, expected[i]) : nil,
                    actual: i < actual.count ? (i + 1, actual[i]) : nil,
                    isMarked: i == common
                ))
        }
        let summary =
            "The trace differs from the expected one at line \(common + 1) "
            + "(\(actual.count) lines recorded, \(expected.count) expected)."
        return TraceMismatch(summary: summary, rows: rows, recorded: actual)
    }

    /// Checks that the expected lines appear in the trace in this order, other lines allowed
    /// between them.
    ///
    /// Each expected line is matched with the first recorded line after the previous match.
    ///
    /// - Parameters:
    ///   - actual: The recorded lines.
    ///   - expected: The lines that must appear in this order.
    /// - Returns: `nil` when every expected line was found in order; otherwise the mismatch,
    ///   marking the first expected line that was not found.
    /// - Complexity: O(*n*) in the length of the traces.
    public static func inOrder(_ actual: [String], _ expected: [String]) -> TraceMismatch? {
        var rows: [TraceMismatch.Row] = []
        var next = 0
        for (offset, line) in actual.enumerated() {
            if next < expected.count, expected[next] == line {
                rows.append(.init(expected: (next + 1, line), actual: (offset + 1, line), isMarked: false))
                next += 1
            } else {
                rows.append(.init(expected: nil, actual: (offset + 1, line), isMarked: false))
            }
        }
        if next == expected.count { return nil }
        for i in next..<expected.count {
            rows.append(.init(expected: (i + 1, expected[i]), actual: nil, isMarked: i == next))
        }
        let after =
            rows.last { $0.expected != nil && $0.actual != nil }?.actual.map { "after recorded line \($0.number)" }
            ?? "anywhere"
        let summary =
            "Expected line \(next + 1) \"\(expected[next])\" was not recorded \(after) "
            + "(\(next) of \(expected.count) expected lines found in order)."
        return TraceMismatch(summary: summary, rows: rows, recorded: actual)
    }
}

/// A failed trace comparison: both traces side by side, the first difference marked with `>`,
/// then the recorded trace as a Swift array literal to paste into the test as its expectation.
///
/// ```
/// The trace differs from the expected one at line 2 (3 lines recorded, 3 expected).
///     expected                     | recorded
///   1 v.willMove(toSuperview: S)   | 1 v.willMove(toSuperview: S)
/// > 2 S.didAddSubview(v)           | 2 v.didMoveToSuperview
///   3 v.didMoveToSuperview         | 3 S.didAddSubview(v)
/// Recorded, to paste as the expectation once you checked it against the rules:
/// [
///     "v.willMove(toSuperview: S)",
///     "v.didMoveToSuperview",
///     "S.didAddSubview(v)",
/// ]
/// ```
public struct TraceMismatch: Error, Sendable, Equatable, CustomStringConvertible {
    /// One row of the side-by-side table.
    public struct Row: Sendable, Equatable {
        /// The expected line and its 1-based number, or `nil` for an empty cell.
        public var expected: (number: Int, line: String)?
        /// The recorded line and its 1-based number, or `nil` for an empty cell.
        public var actual: (number: Int, line: String)?
        /// Whether this row holds the first difference.
        public var isMarked: Bool

        public static func == (lhs: Row, rhs: Row) -> Bool {
            lhs.expected?.number == rhs.expected?.number && lhs.expected?.line == rhs.expected?.line
                && lhs.actual?.number == rhs.actual?.number && lhs.actual?.line == rhs.actual?.line
                && lhs.isMarked == rhs.isMarked
        }
    }

    /// One sentence that says where the traces part.
    public let summary: String
    /// The side-by-side rows.
    public let rows: [Row]
    /// The recorded lines, whole.
    public let recorded: [String]

    /// Creates a mismatch.
    ///
    /// - Parameters:
    ///   - summary: One sentence that says where the traces part.
    ///   - rows: The side-by-side rows.
    ///   - recorded: The recorded lines, whole.
    public init(summary: String, rows: [Row], recorded: [String]) {
        self.summary = summary
        self.rows = rows
        self.recorded = recorded
    }

    /// The recorded lines as a Swift array literal, one line per element, ready to paste.
    public var recordedLiteral: String {
        guard !recorded.isEmpty else { return "[]" }
        return "[\n" + recorded.map { "    \"\($0.swiftStringLiteralEscaped)\",\n" }.joined() + "]"
    }

    /// The summary followed by the side-by-side table.
    public var description: String {
        func cell(_ entry: (number: Int, line: String)?) -> String {
            guard let entry else { return "" }
            return "\(entry.number) \(entry.line)"
        }
        let width = rows.map { cell($0.expected).count }.max().map { max($0, "expected".count) } ?? 8
        var text = summary + "\n" + "    " + "expected".padded(to: width) + " | recorded\n"
        for row in rows {
            let marker = row.isMarked ? "> " : "  "
            let left = cell(row.expected)
            let gap = row.expected == nil ? "  " : ""
            text +=
                marker + gap + left.padded(to: width + (row.expected == nil ? 0 : 2)) + " | " + cell(row.actual) + "\n"
        }
        return text + "Recorded, to paste as the expectation once you checked it against the rules:\n" + recordedLiteral
            + "\n"
    }
}

extension String {
    func padded(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }

    /// The text escaped for the inside of a Swift string literal.
    var swiftStringLiteralEscaped: String {
        var escaped = ""
        for character in self {
            switch character {
            case "\\": escaped += "\\\\"
            case "\"": escaped += "\\\""
            case "\n": escaped += "\\n"
            case "\t": escaped += "\\t"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}
