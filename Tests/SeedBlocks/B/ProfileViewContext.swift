import ContainerKit

// Not the seed's: the app's ProfileView and image, which block generic-05 uses and does not show
// (block generic-03 shows a ProfileView with setProfileImage(image:), its image drawn; here the
// image is the name of one).
final class ProfileView: View {
    private(set) var profileImageName: String?

    func setProfileImage(image: String) { profileImageName = image }
}

let profileImage = "avatar"
