import ContainerKit

// Not the seed's: the app code that blocks uicontainer-09 and uicontainer-10 use and do not show.
final class ExampleViewController: ViewController {
    let contentView = View(name: "contentView")
    let imageView = View(name: "imageView")
    let cornerRadius = 8.0
    let pattern = [2.0, 3.0]
}

final class ExampleView: View {
    final class Container: ContainerView<ExampleView> {}
}
