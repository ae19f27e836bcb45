// swift-format-ignore-file
// Seed block generic-07, from "Generic UIViewControllers" (block 7), taken literally (Tests/SeedBlocks/README.md).
import ContainerKit

// Not the seed's: its statement runs in a method of a view.
extension View {
    func seedStatements() {
// The seed's statement:
self.topAnchor.constraint(equalTo: self.safeAreaLayoutGuide.topAnchor)
    }
}
