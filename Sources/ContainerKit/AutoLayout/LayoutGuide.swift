/// A rectangle that takes part in Auto Layout without being a view: UIKit's `UILayoutGuide`
/// (`LAYOUT-7`).
///
/// A guide belongs to a view (``owningView``, set by ``View/addLayoutGuide(_:)``) and has anchors
/// like a view's. An app-made guide is placed only by the constraints the app gives it (use it as
/// an invisible spacer or container). A view's ``View/safeAreaLayoutGuide`` and
/// ``View/layoutMarginsGuide`` follow its safe area and its layout margins.
@MainActor
public final class LayoutGuide: @MainActor CustomStringConvertible {
    /// What places the guide.
    enum Kind {
        /// Made by the app: only its constraints place it.
        case app
        /// The view's safe area (`LAYOUT-3`).
        case safeArea
        /// The view's layout margins.
        case margins
        /// A controller's deprecated top layout guide: the view's top safe-area inset.
        case topBar
        /// A controller's deprecated bottom layout guide: the view's bottom safe-area inset.
        case bottomBar

        /// The required constraints that tie a view's own guide to the view.
        @MainActor func addLinks(of guide: LayoutGuide, node: ItemNode, in engine: LayoutEngine) {
            guard self != .app, let view = guide.owningView else { return }
            let insets = guide.insets(in: view)
            if self == .topBar || self == .bottomBar {
                let safe = view.safeAreaInsets
                engine.addLink(node, .left, view, .left, 0, kind: .guide)
                if self == .topBar {
                    engine.addLink(node, .top, view, .top, 0, kind: .guide)
                } else {
                    engine.addLink(node, .top, view, .bottom, -safe.bottom, kind: .guide)
                }
                engine.addLink(node, .width, view, .width, 0, kind: .guide)
                engine.addLink(
                    node, .height, nil, .notAnAttribute, self == .topBar ? safe.top : safe.bottom, kind: .guide)
                return
            }
            engine.addLink(node, .left, view, .left, insets.left, kind: .guide)
            engine.addLink(node, .top, view, .top, insets.top, kind: .guide)
            engine.addLink(node, .width, view, .width, -(insets.left + insets.right), kind: .guide)
            engine.addLink(node, .height, view, .height, -(insets.top + insets.bottom), kind: .guide)
        }
    }

    let kind: Kind
    /// The guide's node while it takes part.
    var node: ItemNode?

    /// The view the guide belongs to; its coordinates are the guide's (weak, as UIKit's).
    public internal(set) weak var owningView: View?

    /// A name for the guide, printed in descriptions and reports.
    public var identifier: String

    /// Creates a guide; add it to a view with ``View/addLayoutGuide(_:)`` before constraining it.
    public convenience init() {
        self.init(kind: .app, identifier: "")
    }

    init(kind: Kind, identifier: String) {
        self.kind = kind
        self.identifier = identifier
    }

    isolated deinit {
        storedTether?.cut()  // first: links to this guide read `nil` from now on, as `weak` ones would
    }

    /// The tether through which constraints, anchors and nodes refer to the guide without a `weak`
    /// reference (`Internal/Tether.swift`); created on first use.
    ///
    /// - Complexity: O(1); allocates on the first call only.
    @usableFromInline var tether: Tether {
        if let storedTether { return storedTether }
        let created = Tether(target: self, kind: .guide)
        storedTether = created
        return created
    }
    @exclusivity(unchecked) private var storedTether: Tether?

    /// The name reports use: the identifier, or UIKit's name for the kind of guide.
    var displayName: String {
        if !identifier.isEmpty { return identifier }
        return "LayoutGuide"
    }

    public var description: String { "<LayoutGuide '\(displayName)' \(layoutFrame)>" }

    /// The guide's rectangle in its owning view's coordinates, as solved by the last layout
    /// (``View/layoutIfNeeded()``); `Rect.zero` when it takes no part.
    ///
    /// - Complexity: O(1).
    public var layoutFrame: Rect {
        guard let node, let view = owningView else {
            guard let view = owningView else { return .zero }
            let safe = view.safeAreaInsets
            switch kind {
            case .app: return .zero
            case .topBar: return Rect(x: 0, y: 0, width: view.bounds.width, height: safe.top)
            case .bottomBar:
                return Rect(x: 0, y: view.bounds.height - safe.bottom, width: view.bounds.width, height: safe.bottom)
            case .safeArea, .margins: return view.bounds.inset(by: insets(in: view))
            }
        }
        guard let viewNode = view.autoLayout?.node, viewNode.engine === node.engine else { return .zero }
        let mine = node.engine.solvedEdges(of: node)
        let theirs = node.engine.solvedEdges(of: viewNode)
        return Rect(
            x: mine.minX - theirs.minX, y: mine.minY - theirs.minY, width: mine.maxX - mine.minX,
            height: mine.maxY - mine.minY)
    }

    /// The insets from the owning view's bounds that a view's own guide follows.
    func insets(in view: View) -> EdgeInsets {
        switch kind {
        case .app, .topBar, .bottomBar: .zero
        case .safeArea: view.safeAreaInsets
        case .margins: view.layoutMargins
        }
    }

    /// Sets the constants of a view's own guide's links from the view's current insets.
    func refreshLinks() {
        guard kind != .app, let node, node.links.count == 4, let view = owningView else { return }
        if kind == .topBar || kind == .bottomBar {
            let safe = view.safeAreaInsets
            if kind == .bottomBar { node.links[1].constant = -safe.bottom }
            node.links[3].constant = kind == .topBar ? safe.top : safe.bottom
            return
        }
        let insets = insets(in: view)
        let constants = [
            insets.left, insets.top, -(insets.left + insets.right), -(insets.top + insets.bottom),
        ]
        for (link, constant) in zip(node.links, constants) { link.constant = constant }
    }

    /// The guide's left edge.
    @inlinable public var leftAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(tether, .left) }
    /// The guide's right edge.
    @inlinable public var rightAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(tether, .right) }
    /// The guide's leading edge (left: ContainerKit lays out left to right).
    @inlinable public var leadingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(tether, .leading) }
    /// The guide's trailing edge (right: ContainerKit lays out left to right).
    @inlinable public var trailingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(tether, .trailing) }
    /// The guide's horizontal centre.
    @inlinable public var centerXAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(tether, .centerX) }
    /// The guide's top edge.
    @inlinable public var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(tether, .top) }
    /// The guide's bottom edge.
    @inlinable public var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(tether, .bottom) }
    /// The guide's vertical centre.
    @inlinable public var centerYAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(tether, .centerY) }
    /// The guide's width.
    @inlinable public var widthAnchor: LayoutDimension { LayoutDimension(tether, .width) }
    /// The guide's height.
    @inlinable public var heightAnchor: LayoutDimension { LayoutDimension(tether, .height) }
}

/// UIKit's `UILayoutSupport`: a controller's deprecated top and bottom layout guides
/// (``ViewController/topLayoutGuide``, ``ViewController/bottomLayoutGuide``).
@MainActor
public protocol LayoutSupport: AnyObject {
    /// The guide's height: the top or bottom safe-area inset of the controller's view.
    var length: Double { get }
    /// The guide's top edge.
    var topAnchor: LayoutYAxisAnchor { get }
    /// The guide's bottom edge.
    var bottomAnchor: LayoutYAxisAnchor { get }
    /// The guide's height.
    var heightAnchor: LayoutDimension { get }
}

extension LayoutGuide: LayoutSupport {
    /// The guide's height (``layoutFrame``'s), as `UILayoutSupport`'s `length`.
    public var length: Double { layoutFrame.height }
}
