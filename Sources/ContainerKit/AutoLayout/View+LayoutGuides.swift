/// Layout guides and margins (`LAYOUT-7`).
extension View {
    /// The view's safe area as a guide: its ``safeAreaInsets`` inside its bounds (`LAYOUT-3`),
    /// as UIKit's `safeAreaLayoutGuide`. It follows the safe area as it changes.
    public final var safeAreaLayoutGuide: LayoutGuide {
        let state = ensureAutoLayout()
        if let guide = state.safeAreaGuide { return guide }
        let guide = LayoutGuide(kind: .safeArea, identifier: "UIViewSafeAreaLayoutGuide")
        state.safeAreaGuide = guide
        attach(guide)
        return guide
    }

    /// The view's layout margins as a guide, as UIKit's `layoutMarginsGuide`: the bounds inset by
    /// ``layoutMargins``. It follows the margins and the safe area as they change.
    public final var layoutMarginsGuide: LayoutGuide {
        let state = ensureAutoLayout()
        if let guide = state.marginsGuide { return guide }
        let guide = LayoutGuide(kind: .margins, identifier: "UIViewLayoutMarginsGuide")
        state.marginsGuide = guide
        attach(guide)
        return guide
    }

    /// A guide for content that should stay readable, as UIKit's `readableContentGuide`.
    ///
    /// ContainerKit has no fonts, so it approximates UIKit's readable width: the
    /// ``layoutMarginsGuide``, the same guide (on an iPhone in portrait UIKit's readable guide
    /// equals the margins guide; on wider screens UIKit narrows it to a width that depends on the
    /// text size, which ContainerKit does not model).
    public final var readableContentGuide: LayoutGuide { layoutMarginsGuide }

    /// The guides added to the view: the app's (``addLayoutGuide(_:)``) and the view's own
    /// safe-area and margins guides once they were asked for, in the order they were added.
    public final var layoutGuides: [LayoutGuide] { autoLayout?.guides ?? [] }

    /// Adds a guide to the view: the view becomes its ``LayoutGuide/owningView`` and its
    /// coordinates the guide's, as UIKit's `addLayoutGuide(_:)`. A guide that belonged to another
    /// view leaves it first (its constraints are deactivated).
    ///
    /// - Parameter guide: The guide.
    public final func addLayoutGuide(_ guide: LayoutGuide) {
        guard guide.owningView !== self else { return }
        guide.owningView?.removeLayoutGuide(guide)
        attach(guide)
    }

    /// Removes a guide the app added; its constraints are deactivated, as UIKit's
    /// `removeLayoutGuide(_:)`.
    ///
    /// - Parameter guide: The guide.
    public final func removeLayoutGuide(_ guide: LayoutGuide) {
        guard guide.owningView === self, let state = autoLayout else { return }
        if let node = guide.node {
            LayoutConstraint.deactivate(node.constraints.filter { $0.kind == .app })
            node.engine.release(node)
            guide.node = nil
        }
        state.guides.removeAll { $0 === guide }
        guide.owningView = nil
    }

    private func attach(_ guide: LayoutGuide) {
        guide.owningView = self
        ensureAutoLayout().guides.append(guide)
        if let node = autoLayout?.node { _ = node.engine.makeNode(for: guide) }
    }

    /// The distances from the bounds that content keeps, as UIKit's `layoutMargins`: 8 on each
    /// side by default, plus the safe area (UIKit's `insetsLayoutMarginsFromSafeArea`, on by
    /// default; ContainerKit has no system minimum margins). Setting it sets the margins without
    /// the safe area.
    public final var layoutMargins: EdgeInsets {
        get {
            let own = EdgeInsets(
                autoLayout?.layoutMargins ?? DirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8))
            let safe = safeAreaInsets
            return EdgeInsets(
                top: own.top + safe.top, left: own.left + safe.left, bottom: own.bottom + safe.bottom,
                right: own.right + safe.right)
        }
        set { directionalLayoutMargins = DirectionalEdgeInsets(newValue) }
    }

    /// The layout margins named by reading direction, as UIKit's `directionalLayoutMargins`
    /// (without the safe area; leading is left).
    public final var directionalLayoutMargins: DirectionalEdgeInsets {
        get { autoLayout?.layoutMargins ?? DirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8) }
        set {
            guard newValue != directionalLayoutMargins else { return }
            ensureAutoLayout().layoutMargins = newValue
            marginsDidChange()
        }
    }

    /// The margins or the safe area changed: the guides that follow them and the constraints to
    /// margin attributes take the new distances.
    final func marginsDidChange() {
        guard let state = autoLayout else { return }
        state.safeAreaGuide?.refreshLinks()
        state.marginsGuide?.refreshLinks()
        guard let node = state.node else { return }
        let margins: Set<LayoutConstraint.Attribute> = [
            .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
            .centerXWithinMargins, .centerYWithinMargins,
        ]
        let affected = node.constraints.filter {
            ($0.firstItem === self && margins.contains($0.firstAttribute))
                || ($0.secondItem === self && margins.contains($0.secondAttribute))
        }
        for constraint in affected.sorted(by: { $0.sequence < $1.sequence }) {
            node.engine.remove(constraint)
            node.engine.add(constraint)
        }
    }
}

extension ViewController {
    /// The top of the area your content may use, as UIKit's deprecated `topLayoutGuide`: a guide
    /// from the top of the view down to its top safe-area inset (`LAYOUT-7`).
    @available(*, deprecated, message: "Use view.safeAreaLayoutGuide.topAnchor instead of topLayoutGuide.bottomAnchor")
    public var topLayoutGuide: any LayoutSupport { barGuide(.topBar) }

    /// The bottom of the area your content may use, as UIKit's deprecated `bottomLayoutGuide`: a
    /// guide from the bottom safe-area inset to the bottom of the view (`LAYOUT-7`).
    @available(
        *, deprecated, message: "Use view.safeAreaLayoutGuide.bottomAnchor instead of bottomLayoutGuide.topAnchor"
    )
    public var bottomLayoutGuide: any LayoutSupport { barGuide(.bottomBar) }

    private func barGuide(_ kind: LayoutGuide.Kind) -> LayoutGuide {
        let root: View = view
        if let existing = root.layoutGuides.first(where: { $0.kind == kind }) { return existing }
        let guide = LayoutGuide(
            kind: kind,
            identifier: kind == .topBar ? "UIViewControllerTopLayoutGuide" : "UIViewControllerBottomLayoutGuide")
        root.addLayoutGuide(guide)
        return guide
    }
}
