/// A composition container's note on one of its children: a stateful container's state for it
/// (`COMP-12`). It is kept on the child, not in the container, and is valid only for the
/// container that wrote it; the container clears it when the child leaves, whoever removes it,
/// so a note never outlives the child's place and no side table can name a controller that is
/// gone. Core data (kept in the child's extras, as UIKit keeps a child's container state on the
/// child); only the composition containers write it.
@MainActor
final class CompositionTag {
    /// Invariant: the container that wrote the note; `nil` once the note was cleared (the tag is
    /// kept for the next note on the same controller, so that writing one allocates nothing).
    weak var owner: ViewController?
    var value: Any

    init(owner: ViewController, value: Any) {
        self.owner = owner
        self.value = value
    }
}
