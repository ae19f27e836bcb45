extension Window {
    /// The traits the system gives the window: its screen's size classes, scale and interface
    /// style (`TRAIT-1`). Set it to simulate a rotation, a split-screen resize or a switch to dark
    /// mode.
    ///
    /// The window's ``View/traitCollection`` is these traits with its own
    /// ``View/traitOverrides`` applied; every view and controller in the window inherits from it.
    /// Setting a new value updates them at once: each whose traits change value gets
    /// `traitCollectionDidChange(_:)`, in pre-order; setting an equal value calls nothing. Refused
    /// on a torn-down window (`MIS-12`).
    ///
    /// - Complexity: O(1) to read; setting is O(*n*) in the nodes whose traits change.
    public final var systemTraits: TraitCollection {
        get { layoutExtras?.systemTraits?.collection ?? .unspecified }
        set {
            guard !refusesAfterTeardown(.systemTraits) else { return }
            ensureLayoutExtras().systemTraits = newValue.isUnspecified ? nil : TraitBox(newValue)
            TraitPropagation.update(from: self)
        }
    }
}
