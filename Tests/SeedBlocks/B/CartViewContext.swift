import ContainerKit

// Not the seed's: the app's CartView, which block uicontainer-01 uses and does not show.
final class CartView: View {}
