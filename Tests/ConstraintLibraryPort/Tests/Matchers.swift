// swift-format-ignore-file
// Ported from Cartography d0dc3f3 (MIT License, Tests/ConstraintLibraryPort/LICENSE) by renames; other edits are marked PORT (PORTING.md).
import ConstraintLibraryPortLibrary
import QuickShim
import QuickShim

public func translateAutoresizingMasksToConstraints() -> Predicate<View> {
    return Predicate<View> { expression -> PredicateResult in
        guard let view = try expression.evaluate() else {
            return PredicateResult(status: .fail, message: .fail("expected valid view, got <nil>"))
        }

        return PredicateResult(bool: view.translatesAutoresizingMaskIntoConstraints,
                               message: .expectedTo("translate autoresizing masks to constraints"))
    }
}
