extension View {
    /// This view's subtree as a Graphviz DOT graph.
    ///
    /// Nodes are numbered in pre-order (`n0` is this view) and labelled like the lines of
    /// ``treeDump()``, unnamed nodes numbered as there (`TRACE-9`); edges go from superview to subview in subview order. Render it with
    /// `dot -Tpng tree.dot -o tree.png`.
    ///
    /// - Returns: The DOT source, ending in a newline.
    /// - Complexity: O(*n*) in the size of the subtree.
    public final func graphvizDOT() -> String {
        var output = "digraph ContainerKit {\n  node [shape=box, fontname=\"Helvetica\"];\n"
        var numbers: [ObjectIdentifier: Int] = [:]  // looked up only, never walked (TRACE-9)
        var names = DefaultNameNumbers()
        View.forEachPreOrder(in: self) { view in
            let number = numbers.count
            numbers[ObjectIdentifier(view)] = number
            let label = view.dumpLabel(isDumpRoot: view === self, numbers: &names)
            output += "  n\(number) [label=\"\(label.dotEscaped)\"];\n"
            if view !== self, let superview = view.storedSuperview,
                let parentNumber = numbers[ObjectIdentifier(superview)]
            {
                output += "  n\(parentNumber) -> n\(number);\n"
            }
        }
        return output + "}\n"
    }
}

extension String {
    /// The string with `\` and `"` escaped for a DOT label.
    var dotEscaped: String {
        var escaped = ""
        for character in self {
            if character == "\\" || character == "\"" { escaped.append("\\") }
            escaped.append(character)
        }
        return escaped
    }
}
