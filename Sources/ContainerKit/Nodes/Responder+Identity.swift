/// Responders are equal when they are the same object, as `NSObject`'s default `isEqual(_:)`
/// makes UIKit's views and controllers: so `firstIndex(of:)`, `contains(_:)`, `==` and sets of
/// views or controllers work as in ported code. The hash is the object's identity, consistent
/// with `==`.
extension Responder: Hashable {
    /// Whether `lhs` and `rhs` are the same object (`===`).
    ///
    /// - Parameters:
    ///   - lhs: A responder.
    ///   - rhs: Another responder.
    /// - Returns: `lhs === rhs`.
    nonisolated public static func == (lhs: Responder, rhs: Responder) -> Bool { lhs === rhs }

    /// Hashes the object's identity.
    ///
    /// - Parameter hasher: The hasher to feed.
    nonisolated public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
