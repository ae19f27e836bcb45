/// A view's layer, as plain values a test can compare: Core Animation's `CALayer` without the
/// drawing.
///
/// Every view has one (``View/layer``), made on first use. UIKit code sets its properties as
/// it would (`badge.layer.cornerRadius = 8`, `card.layer.borderColor = Color.gray.cgColor`);
/// ContainerKit keeps them as given, draws nothing, records no trace line and checks no rule.
/// The defaults are Core Animation's.
@MainActor
public final class Layer {
    /// The radius of the rounded corners; 0 by default.
    public var cornerRadius: Double = 0
    /// The width of the border; 0 by default.
    public var borderWidth: Double = 0
    /// The color of the border; opaque black by default, as Core Animation's.
    public var borderColor: Color? = .black
    /// Whether sublayers are clipped to the bounds (a view's `clipsToBounds`); `false` by
    /// default.
    public var masksToBounds = false
    /// The opacity of the shadow, 0...1 (stored clamped); 0 by default: no shadow.
    public var shadowOpacity: Double = 0 {
        didSet { shadowOpacity = Swift.min(1, Swift.max(0, shadowOpacity)) }
    }
    /// The blur radius of the shadow; 3 by default.
    public var shadowRadius: Double = 3
    /// The color of the shadow; opaque black by default.
    public var shadowColor: Color? = .black
    /// The offset of the shadow, as a point (Core Animation's is a size); (0, -3) by default.
    public var shadowOffset = Point(x: 0, y: -3)
    /// The layer's own background color, which UIKit keeps equal to the view's; ContainerKit
    /// keeps ``View/backgroundColor`` on the view, and this one apart, as given.
    public var backgroundColor: Color?
    /// The layer's stacking order among its siblings; 0 by default.
    public var zPosition: Double = 0

    /// Creates a layer with Core Animation's defaults.
    public init() {}
}
