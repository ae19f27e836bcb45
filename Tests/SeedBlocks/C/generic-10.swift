// swift-format-ignore-file
// Seed block generic-10, from "Generic UIViewControllers" (block 10), taken literally (Tests/SeedBlocks/README.md).
import ContainerKit

extension RootView {
    func setupAutoLayoutContraints(_ parentViewController: ViewController?) { }
}
