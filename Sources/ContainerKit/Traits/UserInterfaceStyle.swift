/// The appearance style of the interface: light or dark (`TRAIT-1`).
///
/// As UIKit's `UIUserInterfaceStyle`. ``unspecified`` means "not set": an override whose style is
/// `unspecified` inherits it.
public enum UserInterfaceStyle: Sendable, Hashable, CustomStringConvertible {
    /// Not set; inherited from the parent when used as an override.
    case unspecified
    /// The light appearance.
    case light
    /// The dark appearance.
    case dark

    public var description: String {
        switch self {
        case .unspecified: "unspecified"
        case .light: "light"
        case .dark: "dark"
        }
    }
}
