/// The owning controller of every view, cached.
///
/// Design. Every view stores its owning controller (`storedOwner`): the controller of the nearest
/// root view at or above it; a root view stores its own controller. The views between one root view
/// and the root views nested below it form that controller's *region*. The cache changes only when
/// a region changes hands:
///
/// | operation | cost |
/// | --- | --- |
/// | read the owner of any view | O(1), at any depth |
/// | move a subtree between views of the same owner (or of no owner) | O(1) for the cache |
/// | move a subtree whose top is a controller's root view | O(1) for the cache |
/// | move another subtree to a different owner | O(*r*), *r* the views of the moving region (nested regions are skipped) |
/// | install a root view, or release a controller whose view lives on | O(*r*) in that region |
///
/// The same region walk finds the controllers whose root views the move carries across owners,
/// which is what the hierarchy-consistency check of `VC-5` needs.
extension View {
    /// Sets the owner of every view of this view's region: this view and its descendants, except
    /// the subtrees of nested root views.
    ///
    /// - Complexity: O(*r*) in the size of the region.
    final func assignOwnerToRegion(_ owner: ViewController?) {
        let own = storedController ?? owner
        View.forEachPreOrder(in: self, descendingInto: { $0.storedController == nil }) { view in
            if view === self {
                view.storedOwner = own
            } else if view.storedController == nil {
                view.storedOwner = own
            }
        }
    }

    /// Calls `body` for each controller whose root view lies in this view's region: the top-most
    /// root views at or below this view.
    final func forEachControllerAtRegionBoundary(_ body: (ViewController) -> Void) {
        // A root view carries only its own controller across: the controllers below it keep theirs.
        if let controller = storedController {
            body(controller)
            return
        }
        View.forEachPreOrder(in: self, descendingInto: { $0.storedController == nil }) { view in
            if let controller = view.storedController { body(controller) }
        }
    }

    /// Refuses a placement that would break hierarchy consistency (`VC-5`, `MIS-3`).
    ///
    /// Placing `view` under this view changes the nearest owner above the root views that `view`
    /// carries. Each of those controllers that has a parent must land under a view its parent owns,
    /// or, outside any window, under no controller at all (a container being filled before it is
    /// placed); in strict mode, one without a parent must not land under another controller's view.
    ///
    /// - Complexity: O(1) when the owner above does not change; otherwise O(*r*) in the moving region.
    final func validateOwnership(placing view: View) throws(MisuseError) {
        let newOwner = storedOwner
        let oldOwner = view.storedSuperview?.storedOwner
        if view.storedController == nil, newOwner === oldOwner, newOwner != nil || storedWindow === view.storedWindow {
            return
        }
        var failure: MisuseError?
        var strict: Bool?
        let inWindow = storedWindow != nil
        view.forEachControllerAtRegionBoundary { controller in
            guard failure == nil else { return }
            guard let newOwner else {
                if inWindow, let parent = controller.storedParent {
                    failure = MisuseError(
                        .viewUnderUnownedViewButHasParent(
                            controller: controller.name, parent: parent.name, window: storedWindow?.name ?? "",
                            view: name))
                }
                return
            }
            if let parent = controller.storedParent {
                if parent !== newOwner { failure = .misplacedChild(controller, newParent: parent, owner: newOwner) }
            } else if controller !== newOwner {
                if strict == nil { strict = effectiveContainmentPolicy == .strict }
                if strict == true {
                    failure = MisuseError(
                        .viewPlacedWithoutAddChild(controller: controller.name, owner: newOwner.name, strict: true))
                }
            }
        }
        if let failure { throw failure }
    }

    /// `MIS-3` (b) by default: placing `view` under this view brings a controller's root view under
    /// a view owned by another controller, without `addChild`. The placement goes ahead, as in UIKit
    /// (the controller is then driven by its view, `APP-5`), and is reported; in strict mode
    /// ``validateOwnership(placing:)`` refused it. `nil` when nothing is to report.
    ///
    /// - Complexity: O(1) when the owner above does not change; otherwise O(*r*) in the moving region.
    final func unadoptedRootViewReport(placing view: View) -> MisuseError? {
        guard let newOwner = storedOwner else { return nil }
        if view.storedController == nil, newOwner === view.storedSuperview?.storedOwner { return nil }
        var unadopted: ViewController?
        view.forEachControllerAtRegionBoundary { controller in
            if unadopted == nil, controller.storedParent == nil, controller !== newOwner { unadopted = controller }
        }
        guard let unadopted, effectiveContainmentPolicy != .strict else { return nil }
        return MisuseError(.viewPlacedWithoutAddChild(controller: unadopted.name, owner: newOwner.name, strict: false))
    }
}
