extension AnyContainerView {
    /// Finds the delegate that content of `contentType` needs (`CELL-3`), before anything changes.
    ///
    /// - Returns: `.some(delegate)` (possibly `nil`) to assign when the content declares a delegate
    ///   type; `.none` when it declares none.
    /// - Throws: ``Misuse/missingCellDelegate`` (`MIS-13`) when the delegate is required and no
    ///   node on the search path provides it.
    final func resolveDelegate(for contentType: Any.Type, parent: ViewController?) throws(MisuseError) -> Any?? {
        guard let delegating = AnyContainerView.delegatingType(of: contentType) else { return .none }
        return .some(try findDelegate(delegating, parent: parent))
    }

    /// `contentType` as a ``DelegatingContent`` type, or `nil` when it does not conform; the
    /// answer of the dynamic cast (a conformance lookup), kept per type.
    ///
    /// Invariant: each entry is the cast's answer for its type. A type's conformances are fixed
    /// for the life of the process, so an entry never goes stale.
    ///
    /// - Complexity: O(1); allocates when it meets a type for the first time.
    private static func delegatingType(of contentType: Any.Type) -> (any DelegatingContent.Type)? {
        let key = ObjectIdentifier(contentType)
        if let known = delegatingTypes[key] { return known }
        let answer = contentType as? any DelegatingContent.Type
        delegatingTypes[key] = .some(answer)
        return answer
    }

    /// Cache: the answers of ``delegatingType(of:)``, one per content type, which never change.
    /// Exclusivity is not checked at run time: main-actor
    /// state, only read and written by that function, which calls no other code in between.
    @exclusivity(unchecked) private static var delegatingTypes: [ObjectIdentifier: (any DelegatingContent.Type)?] = [:]

    private func findDelegate<C: DelegatingContent>(_ contentType: C.Type, parent: ViewController?) throws(MisuseError)
        -> Any?
    {
        let path = delegateSearchPath(parent: parent)
        for node in path {
            if let delegate = node as? C.Delegate { return delegate }
        }
        guard C.delegateRequirement == .required else { return nil }
        let names = path.map(\.name)
        throw MisuseError(
            .missingCellDelegate(
                container: name, contentType: "\(C.self)", delegateType: "\(C.Delegate.self)", searched: names))
    }

    /// The container, its ancestors, and, when the container is not placed yet, the parent
    /// controller and its ancestors.
    private func delegateSearchPath(parent: ViewController?) -> [Responder] {
        var path: [Responder] = [self]
        path.append(contentsOf: ancestors)
        if let parent, !path.containsIdentical(parent) {
            path.append(parent)
            path.append(contentsOf: parent.ancestors)
        }
        return path
    }

    /// Gives the mounted content its delegate.
    final func assignDelegate(_ delegate: Any??) {
        guard case .some(let found) = delegate else { return }
        if let content = heldContent as? any DelegatingContent { assign(found, to: content) }
    }

    private func assign<C: DelegatingContent>(_ delegate: Any?, to content: C) {
        content.delegate = delegate as? C.Delegate
    }
}
