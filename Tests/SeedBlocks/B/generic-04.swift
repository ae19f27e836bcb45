// swift-format-ignore-file
// Seed block generic-04, from "Generic UIViewControllers" (block 4), taken literally (Tests/SeedBlocks/README.md).
import ContainerKit

open class GenericViewController<V: View>: ViewController {
    
    public var rootView: V! { return self.view as! V }
    
    override open func loadView() {
        self.view = V()
    }
}
