extension View {
    /// A stable, readable text picture of this view's subtree.
    ///
    /// One line per view, pre-order, drawn with tree branches. A line shows the name, then the
    /// type when it differs from the name, then bracketed notes: the window state on a window,
    /// `in window W` on the root of a dump that is inside a window, `torn down` on retired views.
    ///
    /// Unnamed nodes of the same type are numbered in the order the dump meets them, reading it
    /// from the top: the first is written by its type's name, the second `Type#2`, and so on; a
    /// root view named after its unnamed controller takes the controller's number (`P#2.view`)
    /// (`TRACE-9`). The numbers belong to the dump: the same tree gives the same dump in every run.
    ///
    /// ```
    /// main: Window [visible]
    /// └─ card: CardView
    ///    ├─ title: Label
    ///    └─ View
    /// ```
    ///
    /// The format is stable across releases so that tests can compare dumps.
    ///
    /// - Returns: The dump, one line per view, each line ending in a newline.
    /// - Complexity: O(*n* · *d*) for *n* views at depth up to *d* (the indentation).
    public final func treeDump() -> String {
        var output = ""
        var numbers = DefaultNameNumbers()
        // (view, prefix for its children) — an explicit stack keeps deep trees off the call stack.
        var stack: [(view: View, linePrefix: String, childPrefix: String)] = [(self, "", "")]
        while let (view, linePrefix, childPrefix) = stack.popLast() {
            output += linePrefix + view.dumpLabel(isDumpRoot: view === self, numbers: &numbers) + "\n"
            let children = view.storedSubviews
            for (offset, child) in children.enumerated().reversed() {
                let isLast = offset == children.count - 1
                stack.append((child, childPrefix + (isLast ? "└─ " : "├─ "), childPrefix + (isLast ? "   " : "│  ")))
            }
        }
        return output
    }

    /// The name, the type when the name is not the type's (numbered or not), and the bracketed
    /// notes; unnamed nodes are numbered with the dump's `numbers` (`TRACE-9`).
    final func dumpLabel(isDumpRoot: Bool, numbers: inout DefaultNameNumbers) -> String {
        let typeName = String(describing: type(of: self))
        let isTypeNamed = extras?.name == nil && controllerNamingIt == nil
        let name = outputName(&numbers)
        var label = isTypeNamed || name == typeName ? name : "\(name): \(typeName)"
        let notes = dumpNotes(isDumpRoot: isDumpRoot, numbers: &numbers)
        if !notes.isEmpty { label += " [" + notes.joined(separator: ", ") + "]" }
        return label
    }

    /// The bracketed notes of this view's dump line.
    func dumpNotes(isDumpRoot: Bool, numbers: inout DefaultNameNumbers) -> [String] {
        var notes: [String] = []
        if let window = self as? Window {
            notes.append(window.isVisible ? "visible" : "hidden")
        } else if isDumpRoot, let window = storedWindow {
            notes.append("in window \(window.outputName(&numbers))")
        }
        if let controller = storedController {
            notes.append("controller \(controller.outputName(&numbers)), \(controller.appearance.state)")
            if let composed = controller as? CompositionDumping {
                notes.append(composed.compositionDumpNote { $0.outputName(&numbers) })
            }
        }
        if let note = containerDumpNote(numbers: &numbers) { notes.append(note) }
        if isTornDown { notes.append("torn down") }
        return notes
    }
}

/// Something that adds a note to its root view's line in ``View/treeDump()``: the dump's hook,
/// which the composition containers adopt (declared here, so that the dump names none of them).
@MainActor
protocol CompositionDumping: AnyObject {
    /// The note, such as `stack [A, B]`.
    ///
    /// - Parameter name: Writes a controller's name as the dump does (numbering unnamed ones).
    /// - Returns: The note, or an empty string for none.
    func compositionDumpNote(naming name: (ViewController) -> String) -> String
}
