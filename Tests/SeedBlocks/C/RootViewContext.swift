import ContainerKit

// Not the seed's: block generic-11 writes `//...` for the rest of the GenericViewController of
// block generic-04, whose `rootView` it calls.
extension GenericViewController {
    public var rootView: V! { self.view as? V }
}
