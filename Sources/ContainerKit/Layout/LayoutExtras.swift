/// Layout and trait state that most views and controllers never need, allocated on first use so
/// that a plain view pays one pointer for it.
///
/// Which fields a node uses depends on its kind; the others keep their defaults.
@MainActor
final class LayoutExtras {
    /// Views: the derived safe-area insets (see `View+SafeArea.swift`); invariant: equal to what
    /// the derivation rule gives for the view's current place, frame and controller, except while
    /// a safe-area update is under way. Windows: the insets set on the window.
    var safeAreaInsets: EdgeInsets = .zero
    /// Controllers: ``ViewController/additionalSafeAreaInsets``.
    var additionalSafeAreaInsets: EdgeInsets = .zero
    /// Views and controllers: the overridden traits (unspecified ones are inherited).
    var traitOverrides: TraitCollection = .unspecified
    /// Windows: ``Window/systemTraits``, boxed; `nil` is unspecified.
    var systemTraits: TraitBox?
}

extension View {
    final func ensureLayoutExtras() -> LayoutExtras {
        if let layoutExtras { return layoutExtras }
        let created = LayoutExtras()
        layoutExtras = created
        return created
    }
}

extension ViewController {
    final func ensureLayoutExtras() -> LayoutExtras {
        if let layoutExtras { return layoutExtras }
        let created = LayoutExtras()
        layoutExtras = created
        return created
    }
}
