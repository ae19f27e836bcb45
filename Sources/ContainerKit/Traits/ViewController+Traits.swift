extension ViewController {
    /// The controller's effective traits: those of its root view's superview with
    /// ``traitOverrides`` applied; its root view inherits them (`TRAIT-1`).
    ///
    /// A controller whose root view is not loaded or not in a view tree has its own overrides over
    /// ``TraitCollection/unspecified`` (policy: traits follow the view tree; see
    /// `Traits/TraitPropagation.swift`).
    ///
    /// - Complexity: O(1) (`TRAIT-2`).
    public final var traitCollection: TraitCollection { storedTraits?.collection ?? .unspecified }

    /// Traits this controller sets for itself, its root view and everything below it (`TRAIT-1`),
    /// as UIKit's `traitOverrides`; unspecified traits are inherited.
    ///
    /// Setting it updates the controller and its root view's subtree at once; the controller's
    /// ``traitCollectionDidChange(_:)`` comes before its root view's. Refused on a torn-down
    /// controller (`MIS-12`).
    ///
    /// - Complexity: O(1) to read; setting is O(*n*) in the nodes whose traits change.
    public final var traitOverrides: TraitCollection {
        get { layoutExtras?.traitOverrides ?? .unspecified }
        set {
            guard !refusesAfterTeardown(.traitOverrides) else { return }
            ensureLayoutExtras().traitOverrides = newValue
            if let storedView {
                TraitPropagation.update(from: storedView)
            } else {
                TraitPropagation.update(controller: self)
            }
        }
    }
}
