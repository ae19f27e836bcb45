import ContainerKit
import ContainerKitTesting
import Testing

// UIKit's signatures that a port keeps as written (profiled, item 6): the optional argument of
// traitCollectionDidChange(_:), with its `super` call (TRAIT-1, MIS-11).

/// A controller with UIKit's override, as written for UIKit (after `UITraitCollection` became
/// `TraitCollection`).
private final class SizeClassAware: ViewController {
    var previous: [TraitCollection?] = []

    override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        previous.append(previousTraitCollection)
    }
}

@MainActor
@Suite struct UIKitSignatureTests {
    // TRAIT-1, MIS-11: UIKit's override and its super call compile; the hook is called with the
    // traits before the change, and the super call is seen (no MIS-11 report fails this test).
    @Test func trait1_mis11_UIKitsTraitOverrideAndItsSuperCallPortUnchanged() {
        let compact = TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular, displayScale: 3)
        let regular = TraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .regular, displayScale: 3)
        let window = Window(name: "W")
        window.systemTraits = compact
        let controller = SizeClassAware(name: "C")
        window.rootViewController = controller
        window.makeKeyAndVisible()
        controller.previous.removeAll()
        window.systemTraits = regular
        #expect(controller.previous == [compact])
    }
}
