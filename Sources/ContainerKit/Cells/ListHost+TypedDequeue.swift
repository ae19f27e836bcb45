// Registering and dequeuing by type, as UIKit users expect: `register(_:)` then
// `dequeueReusableContainer(_:for:)`, which returns the registered type, not an optional.

extension ListHost {
    /// Cache: the reuse identifiers of the classes registered by type, by class (computed once per
    /// class, never changed, so that dequeuing by type allocates nothing; `CELL-4`).
    private static var typeIdentifiers: [ObjectIdentifier: String] = [:]

    /// The reuse identifier that ``register(_:)`` uses for a container class: its full type name.
    ///
    /// - Parameter type: The container class.
    /// - Returns: The identifier, e.g. `"MyApp.ContainerView<MyApp.CartView>"`.
    /// - Complexity: O(1) after the first call for a class.
    public static func reuseIdentifier<K: AnyContainerView>(for type: K.Type) -> String {
        let key = ObjectIdentifier(type)
        if let known = typeIdentifiers[key] { return known }
        let identifier = String(reflecting: type)
        typeIdentifiers[key] = identifier
        return identifier
    }

    /// Registers a container class under its own reuse identifier
    /// (``reuseIdentifier(for:)``), for ``dequeueReusableContainer(_:for:)``.
    ///
    /// ```swift
    /// tableView.register(ContainerView<CartView>.self)
    /// tableView.containerProvider = { [unowned self] list, row in
    ///     let cell = list.dequeueReusableContainer(ContainerView<CartView>.self, for: row)
    ///     cell.prepare(in: self)
    ///     cell.content?.reloadView(carts[row])
    ///     return cell
    /// }
    /// ```
    ///
    /// - Parameter type: The container class.
    public final func register<K: AnyContainerView>(_ type: K.Type) {
        register(type, forReuseIdentifier: ListHost.reuseIdentifier(for: type))
    }

    /// A container of the registered class for a row, typed and not optional, as UIKit's
    /// `dequeueReusableCell(withIdentifier:for:)` with a cast users expect: a pooled one after its
    /// ``AnyContainerView/prepareForReuse()``, or a new one (`CELL-1`).
    ///
    /// Refused as `dequeueReusableContainer(withIdentifier:for:as:)` refuses (reported through
    /// ``Diagnostics``: the class not registered with ``register(_:)``, the row out of range, a
    /// torn-down list); then the answer is a new container that this list did not hand out, and
    /// returning it from the ``containerProvider`` is refused too (`MIS-17`). Nothing crashes.
    ///
    /// - Parameters:
    ///   - type: A class registered with ``register(_:)``.
    ///   - row: The row the container is for.
    /// - Returns: The container, not yet prepared.
    /// - Complexity: O(1); allocates only when it creates a container.
    public final func dequeueReusableContainer<K: AnyContainerView>(_ type: K.Type, for row: Int) -> K {
        dequeueReusableContainer(withIdentifier: ListHost.reuseIdentifier(for: type), for: row, as: type)
            ?? type.init(name: nil)
    }
}
