// swift-format-ignore-file
// Seed block uicontainer-01-containerview, from UIContainer's README (earlier version) and UIContainer's README (1.d, first case), taken literally (Tests/SeedBlocks/README.md).
import ContainerKit
import ContainerKit

class ExampleViewController: ViewController {
    weak var containerView: ContainerView<CartView>!
    
    override func viewDidLoad() {
        super.viewDidLoad()
        
        let containerView = ContainerView<CartView>(in: self) // Will be explained
        self.view.addSubview(containerView)
        
        self.containerView = containerView
    }
}
