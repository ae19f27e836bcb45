extension View {
    /// A stable, readable text picture of this view's subtree.
    ///
    /// One line per view, pre-order, drawn with tree branches. A line shows the name, then the
    /// type when it differs from the name, then bracketed notes: the window state on a window,
    /// `in window W` on the root of a dump that is inside a window, `torn down` on retired views.
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
        // (view, prefix for its children) — an explicit stack keeps deep trees off the call stack.
        var stack: [(view: View, linePrefix: String, childPrefix: String)] = [(self, "", "")]
        while let (view, linePrefix, childPrefix) = stack.popLast() {
            output += linePrefix + view.dumpLabel(isDumpRoot: view === self) + "\n"
            let children = view.storedSubviews
            for (offset, child) in children.enumerated().reversed() {
                let isLast = offset == children.count - 1
                stack.append((child, childPrefix + (isLast ? "└─ " : "├─ "), childPrefix + (isLast ? "   " : "│  ")))
            }
        }
        return output
    }

    /// The name, the type when it differs, and the bracketed notes.
    final func dumpLabel(isDumpRoot: Bool) -> String {
        let typeName = String(describing: type(of: self))
        var label = name == typeName ? typeName : "\(name): \(typeName)"
        let notes = dumpNotes(isDumpRoot: isDumpRoot)
        if !notes.isEmpty { label += " [" + notes.joined(separator: ", ") + "]" }
        return label
    }

    /// The bracketed notes of this view's dump line.
    func dumpNotes(isDumpRoot: Bool) -> [String] {
        var notes: [String] = []
        if let window = self as? Window {
            notes.append(window.isVisible ? "visible" : "hidden")
        } else if isDumpRoot, let window = storedWindow {
            notes.append("in window \(window.name)")
        }
        if let controller = storedController {
            notes.append("controller \(controller.name), \(controller.appearance.state)")
            if let composed = controller as? CompositionDumping { notes.append(composed.compositionDumpNote) }
        }
        if let container = self as? AnyContainerView {
            notes.append(container.mountedView.map { "container of \($0.name)" } ?? "empty container")
        }
        if isTornDown { notes.append("torn down") }
        return notes
    }
}
