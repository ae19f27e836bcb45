/// An effective trait collection, shared by reference between a node and every node below it
/// that overrides nothing (`TRAIT-2`).
///
/// Immutable: a change makes a new box. A node stores `nil` for ``TraitCollection/unspecified``,
/// so that plain views outside any window (and trees where no traits were set) allocate nothing
/// and share nothing.
final class TraitBox: Sendable {
    let collection: TraitCollection

    init(_ collection: TraitCollection) { self.collection = collection }

    /// The effective traits of a node that inherits `inherited` and overrides `overrides`: the
    /// inherited box itself when nothing is overridden, so that subtrees share one box.
    static func composing(_ inherited: TraitBox?, _ overrides: TraitCollection?) -> TraitBox? {
        guard let overrides, !overrides.isUnspecified else { return inherited }
        return TraitBox((inherited?.collection ?? .unspecified).applying(overrides))
    }

    /// Whether two stored boxes hold equal traits (`nil` being unspecified).
    static func same(_ a: TraitBox?, _ b: TraitBox?) -> Bool {
        a === b || (a?.collection ?? .unspecified) == (b?.collection ?? .unspecified)
    }
}
