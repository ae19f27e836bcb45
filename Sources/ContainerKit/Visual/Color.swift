/// A color, as a plain value a test can compare: UIKit's `UIColor` without the drawing.
///
/// ContainerKit draws nothing: a color stored on a view (``View/backgroundColor``,
/// ``Layer/borderColor``, ...) is kept as given, so that a test can assert it
/// (`#expect(badge.backgroundColor == .red)`). Components are in the sRGB space, each clamped to
/// 0...1, as `UIColor(red:green:blue:alpha:)` takes them.
///
/// **Policy:** UIKit's dynamic system colors (`systemBackground`, `label`, `systemBlue`, ...) are
/// their light-mode values here: a color is a value, and ContainerKit resolves no traits for it.
public struct Color: Sendable, Hashable, CustomStringConvertible {
    /// The red component, 0...1.
    public let red: Double
    /// The green component, 0...1.
    public let green: Double
    /// The blue component, 0...1.
    public let blue: Double
    /// The opacity, 0...1.
    public let alpha: Double

    /// Creates a color from its components, each clamped to 0...1, as UIKit's
    /// `init(red:green:blue:alpha:)`.
    ///
    /// - Parameters:
    ///   - red: The red component.
    ///   - green: The green component.
    ///   - blue: The blue component.
    ///   - alpha: The opacity; 1 by default.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = Color.clamp(red)
        self.green = Color.clamp(green)
        self.blue = Color.clamp(blue)
        self.alpha = Color.clamp(alpha)
    }

    /// Creates a gray, as UIKit's `init(white:alpha:)`.
    ///
    /// - Parameters:
    ///   - white: The brightness, 0 (black) to 1 (white).
    ///   - alpha: The opacity; 1 by default.
    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// The same color with another opacity, as UIKit's `withAlphaComponent(_:)`.
    ///
    /// - Parameter alpha: The new opacity, clamped to 0...1.
    /// - Returns: The color with that opacity.
    public func withAlphaComponent(_ alpha: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// The color itself, for UIKit code that hands a layer `color.cgColor`.
    public var cgColor: Color { self }

    /// `Color(red: 1, green: 0, blue: 0, alpha: 1)`-style text.
    public var description: String { "Color(red: \(red), green: \(green), blue: \(blue), alpha: \(alpha))" }

    private static func clamp(_ value: Double) -> Double { Swift.min(1, Swift.max(0, value)) }
}

extension Color {
    /// Black (0, 0, 0).
    public static let black = Color(white: 0)
    /// Dark gray (1/3 white).
    public static let darkGray = Color(white: 1.0 / 3.0)
    /// Light gray (2/3 white).
    public static let lightGray = Color(white: 2.0 / 3.0)
    /// White (1, 1, 1).
    public static let white = Color(white: 1)
    /// Gray (1/2 white).
    public static let gray = Color(white: 0.5)
    /// Red (1, 0, 0).
    public static let red = Color(red: 1, green: 0, blue: 0)
    /// Green (0, 1, 0).
    public static let green = Color(red: 0, green: 1, blue: 0)
    /// Blue (0, 0, 1).
    public static let blue = Color(red: 0, green: 0, blue: 1)
    /// Cyan (0, 1, 1).
    public static let cyan = Color(red: 0, green: 1, blue: 1)
    /// Yellow (1, 1, 0).
    public static let yellow = Color(red: 1, green: 1, blue: 0)
    /// Magenta (1, 0, 1).
    public static let magenta = Color(red: 1, green: 0, blue: 1)
    /// Orange (1, 0.5, 0).
    public static let orange = Color(red: 1, green: 0.5, blue: 0)
    /// Purple (0.5, 0, 0.5).
    public static let purple = Color(red: 0.5, green: 0, blue: 0.5)
    /// Brown (0.6, 0.4, 0.2).
    public static let brown = Color(red: 0.6, green: 0.4, blue: 0.2)
    /// Fully transparent black.
    public static let clear = Color(white: 0, alpha: 0)

    /// UIKit's `systemBackground`, in light mode: white.
    public static let systemBackground = Color(white: 1)
    /// UIKit's `secondarySystemBackground`, in light mode.
    public static let secondarySystemBackground = Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255)
    /// UIKit's `label`, in light mode: black.
    public static let label = Color(white: 0)
    /// UIKit's `secondaryLabel`, in light mode.
    public static let secondaryLabel = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6)
    /// UIKit's `separator`, in light mode.
    public static let separator = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.29)
    /// UIKit's `systemBlue`, in light mode; the default ``View/tintColor``.
    public static let systemBlue = Color(red: 0, green: 122 / 255, blue: 1)
    /// UIKit's `systemRed`, in light mode.
    public static let systemRed = Color(red: 1, green: 59 / 255, blue: 48 / 255)
    /// UIKit's `systemGreen`, in light mode.
    public static let systemGreen = Color(red: 52 / 255, green: 199 / 255, blue: 89 / 255)
    /// UIKit's `systemOrange`, in light mode.
    public static let systemOrange = Color(red: 1, green: 149 / 255, blue: 0)
    /// UIKit's `systemGray`, in light mode.
    public static let systemGray = Color(red: 142 / 255, green: 142 / 255, blue: 147 / 255)
}
