import ContainerKit
import ContainerKitTesting
import XCTest

// TRACE-9: walks that run hooks go in an order the program chose. A list retires and releases
// its pools in registration order, each pool oldest first; a trait collection lists keys of the
// same name in the order they were set.

/// A trait key named `Density`.
private enum Density: TraitKey {
    static let defaultValue = 0
}

/// Another key whose name is also `Density`.
private enum Other {
    enum Density: TraitKey {
        static let defaultValue = 0
    }
}

/// Appends its name to `log` when its traits change: the content a test keeps while its cell goes.
@MainActor
private final class KeptView: View {
    var log: (String) -> Void = { _ in }
    override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        log(name)
    }
}

/// A list of eight rows over four reuse identifiers registered as `d, b, a, c` (not in the
/// dictionary's or the alphabet's order); each cell overrides a trait, so its kept content's
/// traits change when the cell goes. All rows are scrolled out: every cell is pooled.
@MainActor
private func makePooledList(log: @escaping (String) -> Void) -> (list: ListHost, kept: [KeptView]) {
    let identifiers = ["d", "b", "a", "c"]
    let list = ListHost(name: "list")
    for (number, identifier) in identifiers.enumerated() {
        list.register(forReuseIdentifier: identifier, as: ContainerView<KeptView>.self) {
            let cell = ContainerView<KeptView>(name: "cell")
            cell.traitOverrides[Density.self] = number + 1
            return cell
        }
    }
    var kept: [KeptView] = []
    list.containerProvider = { list, row in
        let identifier = identifiers[row % identifiers.count]
        let cell = list.dequeueReusableContainer(withIdentifier: identifier, for: row, as: ContainerView<KeptView>.self)
        cell?.prepare(in: nil)
        if let content = cell?.content, !kept.contains(where: { $0 === content }) {
            content.name = "\(identifier)\(row)"
            content.log = log
            kept.append(content)
        }
        return cell
    }
    list.reloadData(numberOfRows: 8, visibleRows: 0..<8)
    list.scroll(toVisible: 0..<0)
    return (list, kept)
}

final class ReleaseOrderTests: XCTestCase {
    // TRACE-9: a torn-down list releases its pooled cells in registration order (d, b, a, c),
    // each pool oldest first (the rows left last to first: row 4 before row 0); the hooks of the
    // contents kept alive run in that order.
    @MainActor func testTornDownListReleasesItsPoolsInRegistrationOrder_TRACE9() async throws {
        var log: [String] = []
        var made: (list: ListHost, kept: [KeptView])? = makePooledList { log.append($0) }
        let kept = made?.kept ?? []
        XCTAssertEqual(kept.count, 8)
        log.removeAll()
        made?.list.tearDown()
        XCTAssertEqual(log, ["d4", "d0", "b5", "b1", "a6", "a2", "c7", "c3"])
        made = nil
        XCTAssertEqual(log.count, 8, "the pools were emptied by the teardown")
    }

    // TRACE-9: a list that is released without a teardown releases its pools in the same order.
    @MainActor func testReleasedListReleasesItsPoolsInRegistrationOrder_TRACE9() async throws {
        var log: [String] = []
        var made: (list: ListHost, kept: [KeptView])? = makePooledList { log.append($0) }
        let kept = made?.kept ?? []
        log.removeAll()
        made = nil
        XCTAssertEqual(log, ["d4", "d0", "b5", "b1", "a6", "a2", "c7", "c3"])
        withExtendedLifetime(kept) {}
    }

    // TRACE-9: two user-defined traits whose keys have the same name are described in the order
    // they were set; setting one again keeps its place, and `applying` keeps the receiver's order.
    func testTraitsOfTheSameNameAreDescribedInTheOrderSet_TRACE9() {
        var traits = TraitCollection()
        traits[Other.Density.self] = 7
        traits[Density.self] = 3
        XCTAssertEqual(traits.description, "TraitCollection(Density: 7, Density: 3)")
        traits[Other.Density.self] = 8
        XCTAssertEqual(traits.description, "TraitCollection(Density: 8, Density: 3)")
        var reversed = TraitCollection()
        reversed[Density.self] = 3
        reversed[Other.Density.self] = 7
        XCTAssertEqual(reversed.description, "TraitCollection(Density: 3, Density: 7)")
        XCTAssertEqual(reversed.applying(traits).description, "TraitCollection(Density: 3, Density: 8)")
        var equal = TraitCollection()
        equal[Density.self] = 3
        equal[Other.Density.self] = 8
        XCTAssertEqual(traits, equal, "the order is not part of equality")
        traits.removeValue(for: Other.Density.self)
        XCTAssertEqual(traits.description, "TraitCollection(Density: 3)")
    }
}
