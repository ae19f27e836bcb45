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
    /// The user-defined traits that are set, in the order they were first set (`TRACE-9`: the
    /// ``description`` and every comparison walk them in that order, never in a dictionary's).
    ///
    /// Invariants: at most one entry per key type; every entry holds a value of its key's `Value`
    /// type (only the typed subscript writes it). A collection holds a few user-defined traits at
    /// most, so a linear search is as fast as hashing the key.
    private var custom: [CustomTrait]

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
        custom = []
    }

    /// A user-defined trait: its value, or its key's ``TraitKey/defaultValue`` while unspecified.
    ///
    /// Setting it makes the trait specified (even when set to the default value); use
    /// ``removeValue(for:)`` to make it unspecified again.
    ///
    /// A trait set for the first time goes after the others in ``description``; setting it again
    /// keeps its place.
    ///
    /// - Parameter key: The trait's key type.
    /// - Complexity: O(*k*) in the number of user-defined traits set (a few).
    public subscript<Key: TraitKey>(key: Key.Type) -> Key.Value {
        get {
            // The entry was written by the setter below with a `Key.Value`.
            (index(of: ObjectIdentifier(key)).map { custom[$0].value } as? Key.Value) ?? Key.defaultValue
        }
        set {
            set(CustomTrait(newValue, key: key))
        }
    }

    /// The index in ``custom`` of the trait of a key type, or `nil` when it is not set.
    private func index(of key: ObjectIdentifier) -> Int? {
        custom.firstIndex { $0.key == key }
    }

    /// Sets a user-defined trait, in its place when it is set already, else after the others.
    private mutating func set(_ trait: CustomTrait) {
        if let index = index(of: trait.key) {
            custom[index] = trait
        } else {
            custom.append(trait)
        }
    }

    /// Whether a user-defined trait is set.
    ///
    /// - Parameter key: The trait's key type.
    /// - Returns: `true` when the trait was set and not removed since.
    public func contains<Key: TraitKey>(_ key: Key.Type) -> Bool {
        index(of: ObjectIdentifier(key)) != nil
    }

    /// Makes a user-defined trait unspecified again.
    ///
    /// - Parameter key: The trait's key type.
    public mutating func removeValue<Key: TraitKey>(for key: Key.Type) {
        custom.removeAll { $0.key == ObjectIdentifier(key) }
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
    /// - Complexity: O(*k* · *m*) in the number of user-defined traits `overrides` and this
    ///   collection set (a few each).
    public func applying(_ overrides: TraitCollection) -> TraitCollection {
        var result = self
        if overrides.horizontalSizeClass != .unspecified { result.horizontalSizeClass = overrides.horizontalSizeClass }
        if overrides.verticalSizeClass != .unspecified { result.verticalSizeClass = overrides.verticalSizeClass }
        if overrides.displayScale != 0 { result.displayScale = overrides.displayScale }
        if overrides.userInterfaceStyle != .unspecified { result.userInterfaceStyle = overrides.userInterfaceStyle }
        for trait in overrides.custom { result.set(trait) }
        return result
    }

    public static func == (lhs: TraitCollection, rhs: TraitCollection) -> Bool {
        guard lhs.horizontalSizeClass == rhs.horizontalSizeClass, lhs.verticalSizeClass == rhs.verticalSizeClass,
            lhs.displayScale == rhs.displayScale, lhs.userInterfaceStyle == rhs.userInterfaceStyle,
            lhs.custom.count == rhs.custom.count
        else { return false }
        for trait in lhs.custom {
            guard let index = rhs.index(of: trait.key), trait.isEqual(to: rhs.custom[index]) else { return false }
        }
        return true
    }

    public var description: String {
        var parts: [String] = []
        if horizontalSizeClass != .unspecified { parts.append("horizontal: \(horizontalSizeClass)") }
        if verticalSizeClass != .unspecified { parts.append("vertical: \(verticalSizeClass)") }
        if displayScale != 0 { parts.append("scale: \(displayScale)") }
        if userInterfaceStyle != .unspecified { parts.append("style: \(userInterfaceStyle)") }
        // By the key's name; two keys of the same name in the order they were set (TRACE-9).
        let ordered = custom.indices.sorted { (custom[$0].keyName, $0) < (custom[$1].keyName, $1) }
        for trait in ordered.map({ custom[$0] }) {
            parts.append("\(trait.keyName): \(trait.value)")
        }
        return "TraitCollection(" + (parts.isEmpty ? "unspecified" : parts.joined(separator: ", ")) + ")"
    }
}

/// One user-defined trait's value, with the equality of its type.
private struct CustomTrait: Sendable {
    let value: any Sendable
    /// The key type's identity.
    let key: ObjectIdentifier
    let keyName: String
    private let equals: @Sendable (any Sendable) -> Bool

    init<Key: TraitKey>(_ value: Key.Value, key: Key.Type) {
        self.value = value
        self.key = ObjectIdentifier(key)
        keyName = String(describing: key)
        equals = { other in (other as? Key.Value) == value }
    }

    func isEqual(to other: CustomTrait) -> Bool { equals(other.value) }
}
