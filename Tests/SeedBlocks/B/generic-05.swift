// swift-format-ignore-file
// Seed block generic-05, from "Generic UIViewControllers" (block 5), taken literally (Tests/SeedBlocks/README.md).
import ContainerKit

class ProfileViewController: GenericViewController<ProfileView> {
    
    override func viewDidLoad() {
        super.viewDidLoad()
        self.rootView.setProfileImage(image: profileImage)
    }
    
}
