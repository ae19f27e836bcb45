// swift-format-ignore-file
// Seed block generic-01, from "Generic UIViewControllers" (block 1), taken literally (Tests/SeedBlocks/README.md).
import ContainerKit

open class GenericViewController<V: View>: ViewController {
    override open func loadView() {
        self.view = V()
    }
}
