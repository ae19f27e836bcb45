/// UIKit's plain per-object properties that ContainerKit keeps only for porting: they change no
/// hook, no trace and no rule. Allocated on the first change and held by ``ResponderExtras``, so
/// that a node that never uses them pays one pointer in its extras and nothing else.
@MainActor
final class UIKitAttributes {
    /// `View.tag`; 0 by default, as in UIKit.
    var tag = 0
    /// `View.alpha`; 1 by default, kept within 0...1 as in UIKit.
    var alpha = 1.0
    /// `View.isHidden` of a view that is not a window (a window's is its visibility).
    var isHidden = false
    /// `ViewController.title`.
    var title: String?
    /// `View.backgroundColor`; `nil` by default, as in UIKit.
    var backgroundColor: Color?
    /// `View.tintColor` set on this view; `nil` inherits.
    var tintColor: Color?
    /// `View.layer`, made on first use.
    var layer: Layer?
    /// `View.transform`; the identity by default.
    var transform = AffineTransform.identity
    /// `ViewController.navigationItem` and `tabBarItem`, made on first use.
    var navigationItem: NavigationItem?
    var tabBarItem: TabBarItem?

    /// The defaults, read by every node that never set an attribute. Never changed.
    static let unset = UIKitAttributes()
}

extension Responder {
    /// The porting attributes to read: this node's, or the defaults while none was set.
    final var uikitAttributesToRead: UIKitAttributes { extras?.uikitAttributes ?? .unset }

    /// The porting attributes to change, allocated (with the extras) on first use.
    final var uikitAttributes: UIKitAttributes {
        let extras = ensureExtras()
        if let attributes = extras.uikitAttributes { return attributes }
        let created = UIKitAttributes()
        extras.uikitAttributes = created
        return created
    }
}
