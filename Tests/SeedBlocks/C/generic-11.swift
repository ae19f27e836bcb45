// swift-format-ignore-file
// Seed block generic-11, from "Generic UIViewControllers" (block 11), taken literally (Tests/SeedBlocks/README.md).
import ContainerKit

open class GenericViewController<V: RootView>: ViewController where V: View {
    //...
    
    override open func loadView() {
        self.view = V()
        self.rootView.setupAutoLayoutContraints(self)
    }
    
    //...
}
