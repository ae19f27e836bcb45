// UIContainer's names (the seeds' spelling), for code ported from UIContainer: each works with
// UIContainer's meaning or tells the compiler what to write instead (the Porting article).

@available(
    *, unavailable, renamed: "ContainerView",
    message:
        "a row is a ContainerView<YourView> registered with ListHost.register(_:); its view is `content`; see the Porting article (Lists)"
)
public typealias ContainerViewCell<Content: View> = ContainerView<Content>
@available(
    *, unavailable, renamed: "ContainerView",
    message:
        "a row is a ContainerView<YourView> registered with ListHost.register(_:); its view is `content`; see the Porting article (Lists)"
)
public typealias ContainerTableViewCell<Content: View> = ContainerView<Content>
@available(
    *, unavailable, renamed: "ControllerContainer",
    message:
        "a row hosting a controller is a ControllerContainer<YourController> registered with ListHost.register(_:); see the Porting article (Lists)"
)
public typealias ContainerCell<Content: ViewController> = ControllerContainer<Content>
@available(
    *, unavailable, renamed: "ControllerContainer",
    message:
        "a row hosting a controller is a ControllerContainer<YourController> registered with ListHost.register(_:); see the Porting article (Lists)"
)
public typealias ContainerTableCell<Content: ViewController> = ControllerContainer<Content>

@available(
    *, unavailable, renamed: "DelegatingContent",
    message:
        "conform to DelegatingContent and declare `weak var delegate: (any YourDelegate)?`; content without a delegate conforms to nothing; see the Porting article (Lists)"
)
public typealias ContainerCellDelegate = DelegatingContent
@available(
    *, unavailable,
    message:
        "content without a delegate does not conform to DelegatingContent at all; delete the conformance; see the Porting article (Lists)"
)
public protocol EmptyCellDelegate {}
@available(
    *, unavailable,
    message:
        "a delegate is optional by default: conform to DelegatingContent and leave delegateRequirement at .optional (.required refuses a prepare that finds none); see the Porting article (Lists)"
)
public protocol OptionalCellDelegate {}

@available(
    *, unavailable, renamed: "WindowContainerProvider",
    message:
        "implement static launcher(in:) -> ViewController and rootViewController(in:) -> ViewController (UIContainer's `container`, now a controller, not a view); see the Porting article"
)
public typealias WindowContainerType = WindowContainerProvider

@available(
    *, unavailable, renamed: "SharedInstance",
    message:
        "declare `static let shared = SharedInstance { MainViewController() }` and read `MainViewController.shared.instance`; see the Porting article"
)
public protocol ViewSharedContext {}

@available(
    *, unavailable,
    message:
        "there are no storyboards or nibs headlessly, so a storyboard placeholder is only partly possible: create the container in code, ContainerView<CartView>(in: self), in viewDidLoad(), and add it with view.addSubview(_:); its margins are contentInsets; see the Porting article"
)
public protocol UIContainerStoryboard {}

@available(
    *, unavailable, renamed: "TypedViewController",
    message:
        "TypedViewController(wrapping: yourView) makes a controller whose root view is yours; see the Porting article"
)
public struct ContainerController {
    /// UIContainer's `ContainerController(view)`.
    ///
    /// - Parameter view: The view to wrap.
    public init(_ view: Any) {}
}

/// UIContainer's padding view. ContainerKit draws nothing, so a spacer is only partly possible:
/// the padding it stands for is the container's ``ContainerView/contentInsets``.
@available(
    *, unavailable,
    message:
        "a spacer's padding is only partly possible headlessly (nothing is drawn): set contentInsets = EdgeInsets(all: 20) in containerDidLoad(), or override contentFrame(in:); delete the spacer(_:) override; see the Porting article"
)
public struct Spacer {
    /// UIContainer's margins of a spacer.
    public struct Margin {
        /// The same margin on every side.
        ///
        /// - Parameter spacing: The margin.
        public init(spacing: Double) {}
    }

    /// Pads a view.
    ///
    /// - Parameters:
    ///   - view: The view to pad.
    ///   - spacing: The padding on every side.
    public init(_ view: Any, spacing: Double) {}
}

/// UIContainer's rounded-corner view. ContainerKit draws nothing.
@available(
    *, unavailable,
    message:
        "ContainerKit draws nothing, so rounded corners have no counterpart: add the view itself with addSubview(_:); see the Porting article"
)
public struct Rounder {
    /// Wraps a view.
    ///
    /// - Parameters:
    ///   - view: The view.
    ///   - radius: The corner radius.
    public init(_ view: Any, radius: Double) {}
}

/// UIContainer's dashed-border view. ContainerKit draws nothing.
@available(
    *, unavailable,
    message:
        "ContainerKit draws nothing, so dashed borders have no counterpart: add the view itself with addSubview(_:); see the Porting article"
)
public struct Dashed {
    /// Wraps a view.
    ///
    /// - Parameters:
    ///   - view: The view.
    ///   - dash: The dash pattern.
    public init(_ view: Any, dash: [Double]) {}
}
@available(
    *, unavailable,
    message:
        "ContainerKit draws nothing, so a blur has no counterpart: add the view itself with addSubview(_:); see the Porting article"
)
public struct Blur {
    /// UIContainer's blur of a style.
    ///
    /// - Parameter style: The blur's style.
    public init(_ style: Any) {}
    /// UIContainer's blur of a style.
    ///
    /// - Parameter style: The blur's style.
    public init(style: Any) {}
}

@available(
    *, unavailable,
    message:
        "a container's parent is live, not a stored hint: read parentController (or owningController, ancestor(of:)); see the Porting article"
)
public protocol ContainerViewParent {}

extension AnyContainerView {
    @available(
        *, unavailable, renamed: "prepare(parent:)",
        message: "ContainerKit calls it, with the controller the container is prepared in; see the Porting article"
    )
    public func prepare(parentView: ViewController?) {}

    @available(
        *, unavailable, renamed: "remove()",
        message: "remove() unmounts the content; see the Porting article"
    )
    public func removeContainer() {}
}

extension ContainerView {
    @available(
        *, unavailable, renamed: "insert(_:)",
        message: "ContainerKit calls insert(_:) with the new content; see the Porting article"
    )
    public func insertContainer(view: Content) {}
}

extension View {
    @available(
        *, unavailable, renamed: "prepare(in:content:)",
        message:
            "create the container with ContainerView<YourView>(in: self), or call prepare(in:content:) on it; see the Porting article"
    )
    public func prepareContainer(inside parent: ViewController?, loadHandler: (() -> View?)? = nil) {}

    @available(
        *, unavailable, renamed: "prepare(in:content:)",
        message: "a dequeued container is prepared with prepare(in: self); see the Porting article (Lists)"
    )
    public func prepareContainer(in parent: ViewController?) {}

    @available(
        *, unavailable,
        message:
            "ContainerKit draws nothing, so dashed borders have no counterpart; delete the line; see the Porting article"
    )
    public func dashed(with pattern: [Double], cornerRadius: Double) -> Never { fatalError() }
}

extension Responder {
    @available(
        *, unavailable, renamed: "delegate",
        message:
            "conform your content to DelegatingContent and declare `weak var delegate: (any YourDelegate)?`; see the Porting article (Lists)"
    )
    public var cellDelegate: Never? { nil }
}
