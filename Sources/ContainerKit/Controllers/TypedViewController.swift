/// A controller generic over its root view type (`LOAD-4`).
///
/// ``rootView`` is typed as `RootView`, so call sites need no casts. The default ``loadView()``
/// creates a `RootView` named `"<name>.view"`, or installs the view given to
/// ``init(name:wrapping:)``, which turns any view into a controller. Either way the root view's
/// ``View/didBecomeRootView(of:)`` hook runs once, after the view is installed and before
/// ``ViewController/viewDidLoad()``.
///
/// ```swift
/// final class ProfileView: View {
///     override func didBecomeRootView(of controller: ViewController) { /* layout that needs the controller */ }
/// }
/// final class ProfileController: TypedViewController<ProfileView> {
///     override func viewDidLoad() {
///         super.viewDidLoad()
///         rootView.name = "profile"        // a ProfileView, no cast
///     }
/// }
/// ```
@MainActor
open class TypedViewController<RootView: View>: ViewController {
    private var viewToWrap: RootView?

    /// Creates a controller whose root view will be a new `RootView`.
    ///
    /// - Parameter name: The name used in traces and dumps; `nil` uses the type's name.
    public required init(name: String? = nil) {
        super.init(name: name)
    }

    /// Creates a controller that presents an existing view as its root view.
    ///
    /// - Parameters:
    ///   - name: The name used in traces and dumps; `nil` uses the type's name.
    ///   - rootView: The view to wrap. It is installed when the controller's view is first read; it
    ///     must not be in a view tree or be another controller's root view then.
    public init(name: String? = nil, wrapping rootView: RootView) {
        viewToWrap = rootView
        super.init(name: name)
    }

    /// The root view, typed; reading it loads it like ``ViewController/view``.
    ///
    /// Always a `RootView`: the controller accepts no other root view, and when its `loadView()`
    /// installs none it gets a new `RootView` (`MIS-10`).
    public final var rootView: RootView {
        if let typed = view as? RootView { return typed }
        return RootView(name: "\(name).view")  // not reached: every root view of this controller is a RootView
    }

    /// Installs the wrapped view, or a new `RootView` named `"<name>.view"`.
    open override func loadView() {
        let root = viewToWrap ?? makeDefaultRootView()
        viewToWrap = nil
        view = root  // a refusal (a wrapped view already in a tree) is reported; loading then reports MIS-10
    }

    override func makeDefaultRootView() -> View {
        View.namesNextViewAfterLoadingController = ObjectIdentifier(RootView.self)
        let root = RootView(name: nil)
        View.namesNextViewAfterLoadingController = nil
        root.isNamedAfterController = true
        return root
    }

    override func rootViewMismatch(_ view: View) -> String? {
        view is RootView ? nil : "\(RootView.self)"
    }
}
