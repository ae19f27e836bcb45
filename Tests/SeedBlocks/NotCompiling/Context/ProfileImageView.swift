import ContainerKit

// Not the seed's: block generic-12 writes `// ...` for the rest of block generic-06's ProfileView,
// whose profileImageView it constrains (an image view there; a plain view here).
extension ProfileView {
    var profileImageView: View { subviews[0] }
}
