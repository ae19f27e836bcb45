// swift-format-ignore-file
// Seed block uicontainer-02-container, from UIContainer's README (earlier version) and UIContainer's README (1.d, Container), taken literally (Tests/SeedBlocks/README.md).
import ContainerKit
import ContainerKit

class ExampleViewController: ViewController {
    weak var containerView: Container<CartViewController>!
    
    override func viewDidLoad() {
        super.viewDidLoad()
        
        let containerView = Container<CartViewController>(in: self) // Will be explained
        self.view.addSubview(containerView)
        
        self.containerView = containerView
    }
}
