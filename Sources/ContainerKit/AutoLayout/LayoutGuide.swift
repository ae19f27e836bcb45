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

        /// The required constraints that tie a view's own guide to the view.
        @MainActor func addLinks(of guide: LayoutGuide, node: ItemNode, in engine: LayoutEngine) {
            guard self != .app, let view = guide.owningView else { return }
            let insets = guide.insets(in: view)
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
            if let view = owningView, kind != .app { return view.bounds.inset(by: insets(in: view)) }
            return .zero
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
        case .app: .zero
        case .safeArea: view.safeAreaInsets
        case .margins: view.layoutMargins
        }
    }

    /// Sets the constants of a view's own guide's links from the view's current insets.
    func refreshLinks() {
        guard kind != .app, let node, node.links.count == 4, let view = owningView else { return }
        let insets = insets(in: view)
        let constants = [
            insets.left, insets.top, -(insets.left + insets.right), -(insets.top + insets.bottom),
        ]
        for (link, constant) in zip(node.links, constants) { link.constant = constant }
    }

    /// The guide's left edge.
    public var leftAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .left) }
    /// The guide's right edge.
    public var rightAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .right) }
    /// The guide's leading edge (left: ContainerKit lays out left to right).
    public var leadingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .leading) }
    /// The guide's trailing edge (right: ContainerKit lays out left to right).
    public var trailingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .trailing) }
    /// The guide's horizontal centre.
    public var centerXAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .centerX) }
    /// The guide's top edge.
    public var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .top) }
    /// The guide's bottom edge.
    public var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .bottom) }
    /// The guide's vertical centre.
    public var centerYAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .centerY) }
    /// The guide's width.
    public var widthAnchor: LayoutDimension { LayoutDimension(self, .width) }
    /// The guide's height.
    public var heightAnchor: LayoutDimension { LayoutDimension(self, .height) }
}
