extension View {
    /// The view's effective traits: inherited from its superview (or its controller, for a root
    /// view) with ``traitOverrides`` applied (`TRAIT-1`).
    ///
    /// See `Traits/TraitPropagation.swift` for the inheritance rules. A view outside any window
    /// has its own overrides over ``TraitCollection/unspecified``.
    ///
    /// - Complexity: O(1) at any depth (`TRAIT-2`): the value is stored per view and pushed down
    ///   when a window, an override or a move changes it.
    public final var traitCollection: TraitCollection { storedTraits?.collection ?? .unspecified }

    /// Traits this view sets for itself and its subtree (`TRAIT-1`); unspecified traits are
    /// inherited.
    ///
    /// Setting it updates the traits of the view and of its subtree at once; every view whose
    /// traits change value gets ``traitCollectionDidChange(_:)``, parents before children.
    ///
    /// ```swift
    /// sidebar.traitOverrides.userInterfaceStyle = .dark
    /// ```
    ///
    /// Refused on a torn-down view (`MIS-12`).
    ///
    /// - Complexity: O(1) to read; setting is O(*n*) in the views whose traits change.
    public final var traitOverrides: TraitCollection {
        get { layoutExtras?.traitOverrides ?? .unspecified }
        set {
            guard !refusesAfterTeardown(.traitOverrides) else { return }
            ensureLayoutExtras().traitOverrides = newValue
            TraitPropagation.update(from: self)
        }
    }
}
