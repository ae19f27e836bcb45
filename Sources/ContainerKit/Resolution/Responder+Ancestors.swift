/// The ancestors of a node in the parent-resolution tree, nearest first (`PARENT-4`).
///
/// The chain runs over views and controllers: a view's next ancestor is its controller when it is
/// a controller's root view, otherwise its superview; a controller's is its root view's superview,
/// or its parent while its view is not placed. It is the responder chain (`PARENT-5`), except
/// that an unplaced controller continues to its parent.
@MainActor
public struct Ancestors: @MainActor Sequence, @MainActor IteratorProtocol {
    private var upcoming: Responder?

    init(startingAt first: Responder?) { upcoming = first }

    /// The next ancestor, or `nil` past the root.
    public mutating func next() -> Responder? {
        guard let current = upcoming else { return nil }
        upcoming = current.scopeParent
        return current
    }
}

extension Responder {
    /// This node's ancestors, nearest first, not including itself (`PARENT-4`).
    ///
    /// - Complexity: O(1) to create; each step is O(1).
    public final var ancestors: Ancestors { Ancestors(startingAt: scopeParent) }

    /// The nearest ancestor of a given class, or conforming to a given protocol (`PARENT-4`).
    ///
    /// Pass a class (`ProfileController.self`) or a protocol existential (`(any RowActions).self`).
    ///
    /// - Parameters:
    ///   - type: The type to look for.
    ///   - includingSelf: Whether this node itself may answer.
    /// - Returns: The nearest match, or `nil`; `nil` for a torn-down node.
    /// - Complexity: O(*d*) in the distance to the match.
    public final func ancestor<T>(of type: T.Type, includingSelf: Bool = false) -> T? {
        guard !isTornDown else { return nil }
        if includingSelf, let match = self as? T { return match }
        for node in ancestors {
            if let match = node as? T { return match }
        }
        return nil
    }

    /// The nearest ancestor of a given type, or an error that lists the path searched (`PARENT-4`).
    ///
    /// - Parameters:
    ///   - type: The class or protocol existential to look for.
    ///   - includingSelf: Whether this node itself may answer.
    /// - Returns: The nearest match.
    /// - Throws: ``Misuse/missingAncestor`` when no ancestor matches, naming every node searched;
    ///   ``Misuse/tornDown`` (`MIS-12`) for a torn-down node.
    /// - Complexity: O(*d*) in the depth of this node.
    public final func requireAncestor<T>(of type: T.Type, includingSelf: Bool = false) throws(MisuseError) -> T {
        if isTornDown { throw .tornDown(self, operation: .resolveAncestor(of: name)) }
        if let match = ancestor(of: type, includingSelf: includingSelf) { return match }
        let path = (includingSelf ? [self] : []) + Array(ancestors)
        let names = path.map(\.name)
        throw MisuseError(.missingAncestor(node: name, type: "\(T.self)", searched: names))
    }
}

extension View {
    /// The controller that owns this view (`PARENT-1`): the controller of the nearest root view at
    /// or above it.
    ///
    /// A controller's root view belongs to that controller; other views, containers included, are
    /// transparent, so a container answers the controller that owns the view it sits in, never its
    /// own content. The answer is live after every move (`PARENT-3`); a detached subtree answers
    /// the controller above within the subtree, or `nil`. A torn-down view answers `nil`.
    ///
    /// - Complexity: O(1) at any depth (`PARENT-6`): the answer is cached and kept current by the
    ///   operations that change it; see `View+Owner.swift` for the costs of keeping it.
    public final var owningController: ViewController? {
        isTornDown ? nil : storedOwner
    }
}
