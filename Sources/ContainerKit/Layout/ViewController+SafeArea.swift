extension ViewController {
    /// Insets added to the safe area of the root view and, through it, of its whole subtree
    /// (`LAYOUT-3`), as UIKit's `additionalSafeAreaInsets`: room for a bar the controller draws
    /// itself.
    ///
    /// Setting a new value updates the root view's subtree (when the view is loaded), with
    /// ``View/safeAreaInsetsDidChange()`` and ``viewSafeAreaInsetsDidChange()`` where insets
    /// change. Refused on a torn-down controller (`MIS-12`).
    ///
    /// - Complexity: O(1) to read; setting is O(*n*) in the views whose insets change.
    public final var additionalSafeAreaInsets: EdgeInsets {
        get { layoutExtras?.additionalSafeAreaInsets ?? .zero }
        set {
            guard !refusesAfterTeardown(.additionalSafeAreaInsets),
                newValue != additionalSafeAreaInsets
            else { return }
            ensureLayoutExtras().additionalSafeAreaInsets = newValue
            if let storedView { SafeAreaPropagation.update(from: storedView) }
        }
    }

    /// A new root view was installed (``setView(_:fileID:filePath:line:column:)``): the old and the new root view take their
    /// traits and safe area from their new situation.
    final func didReplaceRootView(_ old: View?) {
        if let old {
            TraitPropagation.update(from: old)
            SafeAreaPropagation.update(from: old)
        }
        if let storedView {
            TraitPropagation.update(from: storedView)
            SafeAreaPropagation.update(from: storedView)
        }
    }
}
