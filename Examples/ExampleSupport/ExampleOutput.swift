// What every example prints: its trace, its tree and its diagram, in sections that
// Tests/ExamplesTests compares with the committed expected outputs.

import ContainerKit

/// Prints an example's sections.
@MainActor
public enum ExampleOutput {
    /// Prints a titled section: `== title ==`, then the text.
    ///
    /// - Parameters:
    ///   - title: The section's title.
    ///   - text: The lines to print; a final newline is added when missing.
    public static func section(_ title: String, _ text: String) {
        print("== \(title) ==")
        print(text, terminator: text.hasSuffix("\n") || text.isEmpty ? "" : "\n")
    }

    /// Prints the recorded trace, one canonical line per hook.
    ///
    /// - Parameters:
    ///   - recorder: The recorder to print.
    ///   - title: The section's title.
    public static func trace(_ recorder: TraceRecorder, title: String = "trace") {
        section(title, recorder.lines.joined(separator: "\n"))
    }

    /// Prints the text dump of a tree.
    ///
    /// - Parameters:
    ///   - root: The root of the tree, usually a window.
    ///   - title: The section's title.
    public static func tree(_ root: View, title: String = "tree") {
        section(title, root.treeDump())
    }

    /// Prints the trace as a Mermaid sequence diagram.
    ///
    /// - Parameters:
    ///   - recorder: The recorder to draw.
    ///   - title: The section's title.
    public static func diagram(_ recorder: TraceRecorder, title: String = "diagram") {
        section(title, recorder.mermaidSequenceDiagram())
    }

    /// Prints a tree as Graphviz DOT, for `dot -Tsvg`.
    ///
    /// - Parameters:
    ///   - root: The root of the tree.
    ///   - title: The section's title.
    public static func graphviz(_ root: View, title: String = "graphviz") {
        section(title, root.graphvizDOT())
    }
}
