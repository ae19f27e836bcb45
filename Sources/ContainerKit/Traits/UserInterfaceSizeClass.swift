/// A size class: a coarse description of the space available along one axis (`TRAIT-1`).
///
/// As UIKit's `UIUserInterfaceSizeClass`: `compact` for constrained space (an iPhone's width),
/// `regular` for ample space. ``unspecified`` means "not set": an override whose size class is
/// `unspecified` inherits it.
public enum UserInterfaceSizeClass: Sendable, Hashable, CustomStringConvertible {
    /// Not set; inherited from the parent when used as an override.
    case unspecified
    /// Constrained space.
    case compact
    /// Ample space.
    case regular

    public var description: String {
        switch self {
        case .unspecified: "unspecified"
        case .compact: "compact"
        case .regular: "regular"
        }
    }
}
