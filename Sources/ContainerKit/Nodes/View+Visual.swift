// A view's visual properties, kept as plain values a test can assert (ContainerKit draws
// nothing): UIKit code that sets them compiles and does what it says, and a test can read back
// what the screen would show.

extension View {
    /// The view's background color, as UIKit's `backgroundColor`; `nil` (transparent) by default.
    ///
    /// A plain value: ContainerKit draws nothing, and setting it runs no hook.
    public final var backgroundColor: Color? {
        get { uikitAttributesToRead.backgroundColor }
        set { uikitAttributes.backgroundColor = newValue }
    }

    /// The view's own tint color, or its superview's, as UIKit's `tintColor`: a view that sets
    /// none inherits the nearest ancestor's, and the top of the tree uses ``Color/systemBlue``.
    /// Setting `nil` goes back to inheriting.
    ///
    /// - Complexity: O(*d*) in the depth of the view, to find an ancestor's.
    public final var tintColor: Color! {
        get {
            var current: View? = self
            while let view = current {
                if let own = view.uikitAttributesToRead.tintColor { return own }
                current = view.storedSuperview
            }
            return .systemBlue
        }
        set { uikitAttributes.tintColor = newValue }
    }

    /// The view's layer (``Layer``), made on first use, as UIKit's `layer`: its corner radius,
    /// border, shadow and clipping, kept as plain values.
    public final var layer: Layer {
        let attributes = uikitAttributes
        if let layer = attributes.layer { return layer }
        let layer = Layer()
        attributes.layer = layer
        return layer
    }

    /// Whether the view clips its subviews to its bounds, as UIKit's `clipsToBounds`: the same
    /// value as its layer's ``Layer/masksToBounds``.
    public final var clipsToBounds: Bool {
        get { uikitAttributesToRead.layer?.masksToBounds ?? false }
        set { layer.masksToBounds = newValue }
    }

    /// The view's transform, as UIKit's `transform`; ``AffineTransform/identity`` by default.
    ///
    /// A plain value: it changes neither ``frame`` nor ``bounds`` (ContainerKit draws nothing and
    /// lays nothing out by it), runs no hook and records no trace line.
    public final var transform: AffineTransform {
        get { uikitAttributesToRead.transform }
        set { uikitAttributes.transform = newValue }
    }
}
