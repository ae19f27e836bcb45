// swift-format-ignore-file
// Seed block generic-02, from "Generic UIViewControllers" (block 2), taken literally (Tests/SeedBlocks/README.md).
import ContainerKit

class ProfileView: View {
    
}

class ProfileViewController: GenericViewController<ProfileView> {
    
    override func viewDidLoad() {
        super.viewDidLoad()
    }
    
}
