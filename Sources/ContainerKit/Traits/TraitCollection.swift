/// The traits of a view or a controller: size classes, display scale, interface style, and any
/// user-defined traits (``TraitKey``) (`TRAIT-1`, `TRAIT-2`).
///
/// A value type. Every built-in trait has an *unspecified* value (``UserInterfaceSizeClass/unspecified``,
/// a ``displayScale`` of `0`, ``UserInterfaceStyle/unspecified``); a user-defined trait is
/// unspecified until set. Unspecified matters for overrides: ``applying(_:)`` keeps every trait
/// the override leaves unspecified, as UIKit's `UITraitCollection(traitsFrom:)` does. So an
/// override is itself a `TraitCollection` in which only the overridden traits are set.
///
/// ```swift
/// var compact = TraitCollection()
/// compact.horizontalSizeClass = .compact
/// window.systemTraits = compact                      // every view in the window is compact
/// sidebar.traitOverrides.userInterfaceStyle = .dark  // the sidebar's subtree is also dark
/// ```
public struct TraitCollection: Sendable, Equatable, CustomStringConvertible {
    /// The horizontal size class.
    public var horizontalSizeClass: UserInterfaceSizeClass
    /// The vertical size class.
    public var verticalSizeClass: UserInterfaceSizeClass
    /// Points to pixels: `2` on a Retina display; `0` is unspecified.
    public var displayScale: Double
    /// Light or dark.
    public var userInterfaceStyle: UserInterfaceStyle
    /// The user-defined traits that are set, by key type. Invariant: every entry holds a value of
    /// its key's `Value` type (only the typed subscript writes it).
    private var custom: [ObjectIdentifier: CustomTrait]

    /// The collection with every trait unspecified: the traits of a view in no window.
    public static let unspecified = TraitCollection()

    /// Creates a collection; every trait not given is unspecified.
    ///
    /// - Parameters:
    ///   - horizontalSizeClass: The horizontal size class.
    ///   - verticalSizeClass: The vertical size class.
    ///   - displayScale: Points to pixels; `0` is unspecified.
    ///   - userInterfaceStyle: Light or dark.
    public init(
        horizontalSizeClass: UserInterfaceSizeClass = .unspecified,
        verticalSizeClass: UserInterfaceSizeClass = .unspecified,
        displayScale: Double = 0,
        userInterfaceStyle: UserInterfaceStyle = .unspecified
    ) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.displayScale = displayScale
        self.userInterfaceStyle = userInterfaceStyle
        custom = [:]
    }

    /// A user-defined trait: its value, or its key's ``TraitKey/defaultValue`` while unspecified.
    ///
    /// Setting it makes the trait specified (even when set to the default value); use
    /// ``removeValue(for:)`` to make it unspecified again.
    ///
    /// - Parameter key: The trait's key type.
    /// - Complexity: O(1) on average.
    public subscript<Key: TraitKey>(key: Key.Type) -> Key.Value {
        get {
            // The entry was written by the setter below with a `Key.Value`.
            (custom[ObjectIdentifier(key)]?.value as? Key.Value) ?? Key.defaultValue
        }
        set {
            custom[ObjectIdentifier(key)] = CustomTrait(newValue, key: key)
        }
    }

    /// Whether a user-defined trait is set.
    ///
    /// - Parameter key: The trait's key type.
    /// - Returns: `true` when the trait was set and not removed since.
    public func contains<Key: TraitKey>(_ key: Key.Type) -> Bool {
        custom[ObjectIdentifier(key)] != nil
    }

    /// Makes a user-defined trait unspecified again.
    ///
    /// - Parameter key: The trait's key type.
    public mutating func removeValue<Key: TraitKey>(for key: Key.Type) {
        custom[ObjectIdentifier(key)] = nil
    }

    /// Whether every trait, built-in and user-defined, is unspecified.
    ///
    /// An override that is unspecified changes nothing (``applying(_:)`` returns the collection
    /// unchanged), and nodes that override nothing share their parent's stored traits.
    ///
    /// - Complexity: O(1).
    public var isUnspecified: Bool { self == .unspecified }

    /// This collection with the traits that `overrides` specifies replaced by its values.
    ///
    /// - Parameter overrides: The traits to apply; its unspecified traits keep this collection's.
    /// - Returns: The combined collection.
    /// - Complexity: O(*k*) in the number of user-defined traits `overrides` sets.
    public func applying(_ overrides: TraitCollection) -> TraitCollection {
        var result = self
        if overrides.horizontalSizeClass != .unspecified { result.horizontalSizeClass = overrides.horizontalSizeClass }
        if overrides.verticalSizeClass != .unspecified { result.verticalSizeClass = overrides.verticalSizeClass }
        if overrides.displayScale != 0 { result.displayScale = overrides.displayScale }
        if overrides.userInterfaceStyle != .unspecified { result.userInterfaceStyle = overrides.userInterfaceStyle }
        for (key, trait) in overrides.custom { result.custom[key] = trait }
        return result
    }

    public static func == (lhs: TraitCollection, rhs: TraitCollection) -> Bool {
        guard lhs.horizontalSizeClass == rhs.horizontalSizeClass, lhs.verticalSizeClass == rhs.verticalSizeClass,
            lhs.displayScale == rhs.displayScale, lhs.userInterfaceStyle == rhs.userInterfaceStyle,
            lhs.custom.count == rhs.custom.count
        else { return false }
        for (key, trait) in lhs.custom {
            guard let other = rhs.custom[key], trait.isEqual(to: other) else { return false }
        }
        return true
    }

    public var description: String {
        var parts: [String] = []
        if horizontalSizeClass != .unspecified { parts.append("horizontal: \(horizontalSizeClass)") }
        if verticalSizeClass != .unspecified { parts.append("vertical: \(verticalSizeClass)") }
        if displayScale != 0 { parts.append("scale: \(displayScale)") }
        if userInterfaceStyle != .unspecified { parts.append("style: \(userInterfaceStyle)") }
        for trait in custom.values.sorted(by: { $0.keyName < $1.keyName }) {
            parts.append("\(trait.keyName): \(trait.value)")
        }
        return "TraitCollection(" + (parts.isEmpty ? "unspecified" : parts.joined(separator: ", ")) + ")"
    }
}

/// One user-defined trait's value, with the equality of its type.
private struct CustomTrait: Sendable {
    let value: any Sendable
    let keyName: String
    private let equals: @Sendable (any Sendable) -> Bool

    init<Key: TraitKey>(_ value: Key.Value, key: Key.Type) {
        self.value = value
        keyName = String(describing: key)
        equals = { other in (other as? Key.Value) == value }
    }

    func isEqual(to other: CustomTrait) -> Bool { equals(other.value) }
}
