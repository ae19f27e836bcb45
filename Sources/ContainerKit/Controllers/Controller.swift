/// A view controller: what code generic over controllers relies on.
///
/// ``ViewController`` (and ``TypedViewController``) is the implementation; its hooks are methods on
/// the class, so subclasses really override them. `Controller` gathers the root view, the
/// containment relations and operations, the appearance state and the lifecycle hooks, so that a
/// helper written once works for any controller type:
///
/// ```swift
/// @MainActor func show(_ child: some Controller, in parent: some Controller) {
///     parent.addChild(child.asViewController, into: parent.view)
/// }
/// ```
@MainActor
public protocol Controller: AnyObject {
    /// The name written in traces and dumps (default: the type's name).
    var name: String { get set }
    /// The root view, loaded on first access (`LOAD-1`); `View!` as UIKit's `UIView!`, never `nil`
    /// when read.
    var view: View! { get }
    /// The root view if it is loaded, without loading it (`LOAD-3`).
    var viewIfLoaded: View? { get }
    /// Whether the root view is loaded (`LOAD-3`).
    var isViewLoaded: Bool { get }
    /// The parent controller, or `nil`.
    var parent: ViewController? { get }
    /// The child controllers, in the order they were added.
    var children: [ViewController] { get }
    /// Where the controller is in its appearance lifecycle (`APP-2`).
    var appearanceState: AppearanceState { get }
    /// The controller as the class that containment operations take.
    var asViewController: ViewController { get }

    /// Adds a child and places its root view into a view of this controller, in one call (`VC-6`).
    ///
    /// Call it without the location: the extension below fills it in.
    ///
    /// - Parameters:
    ///   - child: The controller to add.
    ///   - containerView: A view owned by this controller.
    ///   - fileID: The caller's `#fileID`; see ``CallSite``.
    ///   - filePath: The caller's `#filePath`.
    ///   - line: The caller's `#line`.
    ///   - column: The caller's `#column`.
    func addChild(
        _ child: ViewController, into containerView: View, fileID: StaticString, filePath: StaticString, line: UInt,
        column: UInt)
    /// Removes a child and its view in one call (`VC-6`).
    ///
    /// Call it without the location: the extension below fills it in.
    ///
    /// - Parameters:
    ///   - child: A child of this controller.
    ///   - fileID: The caller's `#fileID`; see ``CallSite``.
    ///   - filePath: The caller's `#filePath`.
    ///   - line: The caller's `#line`.
    ///   - column: The caller's `#column`.
    func removeChild(_ child: ViewController, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt)

    /// Creates the root view (`LOAD-1`).
    func loadView()
    /// Called once, after the root view was loaded (`LOAD-1`).
    func viewDidLoad()
    /// Called before the controller gets a new parent, or with `nil` before it leaves (`VC-1`).
    ///
    /// - Parameter parent: The new parent, or `nil`.
    func willMove(toParent parent: ViewController?)
    /// Called after the controller got its new parent, or with `nil` after it left (`VC-2`).
    ///
    /// - Parameter parent: The new parent, or `nil`.
    func didMove(toParent parent: ViewController?)
    /// Called before the root view appears (`APP-3`).
    ///
    /// - Parameter animated: Whether the appearance is animated.
    func viewWillAppear(_ animated: Bool)
    /// Called once per appearance, between `viewWillAppear` and `viewDidAppear`, once the root
    /// view is in the window with its traits and frame (`APP-12`).
    ///
    /// - Parameter animated: Whether the appearance is animated.
    func viewIsAppearing(_ animated: Bool)
    /// Called after the root view appeared (`APP-3`).
    ///
    /// - Parameter animated: Whether the appearance was animated.
    func viewDidAppear(_ animated: Bool)
    /// Called before the root view disappears (`APP-4`).
    ///
    /// - Parameter animated: Whether the disappearance is animated.
    func viewWillDisappear(_ animated: Bool)
    /// Called after the root view disappeared (`APP-4`).
    ///
    /// - Parameter animated: Whether the disappearance was animated.
    func viewDidDisappear(_ animated: Bool)

    // Layout and traits (`LAYOUT-2`, `LAYOUT-3`, `TRAIT-1`).

    /// The controller's effective traits (`TRAIT-1`), read at constant cost (`TRAIT-2`).
    var traitCollection: TraitCollection { get }
    /// The traits this controller overrides for itself and its views (`TRAIT-1`).
    var traitOverrides: TraitCollection { get set }
    /// Insets the controller adds to its root view's safe area (`LAYOUT-3`).
    var additionalSafeAreaInsets: EdgeInsets { get set }
    /// Called before the root view's `layoutSubviews()` in a layout pass (`LAYOUT-2`).
    func viewWillLayoutSubviews()
    /// Called after the root view's `layoutSubviews()` in a layout pass (`LAYOUT-2`).
    func viewDidLayoutSubviews()
    /// Called right after the root view's `safeAreaInsetsDidChange()` (`LAYOUT-3`).
    func viewSafeAreaInsetsDidChange()
    /// Called when ``traitCollection`` changed value (`TRAIT-1`), before the root view's.
    ///
    /// - Parameter previousTraitCollection: The traits before the change; optional as in UIKit, so
    ///   that UIKit's override and its `super` call port unchanged. ContainerKit always passes
    ///   the traits before the change (``TraitCollection/unspecified`` for the first).
    func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?)
}

extension Controller {
    /// Adds a child and places its root view into a view of this controller, in one call (`VC-6`);
    /// a misuse is reported at the caller's line.
    ///
    /// - Parameters:
    ///   - child: The controller to add.
    ///   - containerView: A view owned by this controller.
    ///   - fileID: The caller's `#fileID`; see ``CallSite``.
    ///   - filePath: The caller's `#filePath`.
    ///   - line: The caller's `#line`.
    ///   - column: The caller's `#column`.
    public func addChild(
        _ child: ViewController, into containerView: View, fileID: StaticString = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        addChild(child, into: containerView, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Removes a child and its view in one call (`VC-6`); a misuse is reported at the caller's line.
    ///
    /// - Parameters:
    ///   - child: A child of this controller.
    ///   - fileID: The caller's `#fileID`; see ``CallSite``.
    ///   - filePath: The caller's `#filePath`.
    ///   - line: The caller's `#line`.
    ///   - column: The caller's `#column`.
    public func removeChild(
        _ child: ViewController, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) {
        removeChild(child, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}
