/// UIKit's plain per-object properties that ContainerKit keeps only for porting: they change no
/// hook, no trace and no rule. Stored in ``ResponderExtras`` once one is set, so that a view
/// that never uses them stays small.
struct UIKitAttributes {
    /// `View.tag`; 0 by default, as in UIKit.
    var tag = 0
    /// `View.alpha`; 1 by default, clamped to 0...1 as in UIKit.
    var alpha = 1.0
    /// `View.isHidden` of a view that is not a window (a window's is its visibility).
    var isHidden = false
    /// `ViewController.title`.
    var title: String?
}

extension Responder {
    /// The porting attributes, read without allocating: the defaults while none was set.
    final var uikitAttributes: UIKitAttributes { extras?.uikitAttributes ?? UIKitAttributes() }

    /// Changes one porting attribute, allocating the extras on the first change.
    ///
    /// - Parameter change: Applied to the current attributes.
    final func updateUIKitAttributes(_ change: (inout UIKitAttributes) -> Void) {
        let extras = ensureExtras()
        var attributes = extras.uikitAttributes ?? UIKitAttributes()
        change(&attributes)
        extras.uikitAttributes = attributes
    }
}
