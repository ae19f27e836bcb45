extension Window {
    /// Stores the window's own safe-area insets and updates every view below (`LAYOUT-3`); the
    /// setter of ``safeAreaInsets``.
    final func setWindowSafeAreaInsets(_ insets: EdgeInsets) {
        guard !refusesAfterTeardown(.safeAreaInsets), insets != safeAreaInsets else { return }
        ensureLayoutExtras().safeAreaInsets = insets
        if autoLayout != nil { marginsDidChange() }  // LAYOUT-7
        SafeAreaPropagation.update(from: self, startChanged: true)
    }

    /// The root controller's view fills the window: placed with the window's bounds, and resized
    /// with the window.
    final func fitRootView() {
        guard let rootView = rootViewController?.storedView, rootView.storedSuperview === self else { return }
        rootView.frame = bounds
    }
}
