/// A user-defined trait: a key into ``TraitCollection``'s extensible storage, as SwiftUI's
/// `EnvironmentKey` (`TRAIT-1`).
///
/// Declare a type (usually an empty enum) with the value's type and its default, then read and
/// write it with the collection's subscript. A trait that was never set reads as its
/// ``defaultValue`` and is *unspecified*: an override that does not set it inherits it.
///
/// ```swift
/// enum ContentDensityKey: TraitKey {
///     static let defaultValue = 1
/// }
/// window.traitOverrides[ContentDensityKey.self] = 2     // every view in the window reads 2
/// ```
///
/// Values are compared with `==` to decide whether a change is real, so
/// `traitCollectionDidChange(_:)` is called only when a value actually differs.
public protocol TraitKey {
    /// The type of the trait's value.
    associatedtype Value: Sendable & Equatable

    /// The value read while the trait is not set.
    static var defaultValue: Value { get }
}
