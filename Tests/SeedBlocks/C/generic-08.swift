// swift-format-ignore-file
// Seed block generic-08, from "Generic UIViewControllers" (block 8), taken literally (Tests/SeedBlocks/README.md).
import ContainerKit

public protocol AutoLayoutView {
    func setupAutoLayoutContraints(_ parentViewController: ViewController?)
}
