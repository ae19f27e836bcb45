import ContainerKit

// Not the seed's: the app's CartViewController, which block uicontainer-02 uses and does not show.
final class CartViewController: ViewController {}
