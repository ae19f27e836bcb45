// swift-format-ignore-file
// Seed block reinstate-2-child-helpers, from Reinstate's README (with Reinstate), taken literally (Tests/SeedBlocks/README.md).
import ContainerKit

// Not the seed's: its statements run in a method of a controller whose properties are the
// names the statements leave free.
final class SeedStatementsController: ViewController {
    let childController = ViewController(name: "child")
    let containerView = View(name: "containerView")

    func seedStatements() {
// The seed's statements:
self.addChild(childController)
// or, an animated version:
self.addChild(childController, animations: (duration: 0.3, options: .transitionCrossDissolve))
// or, add it to a subview instead of self.view:
self.addChild(childController, constrainedTo: containerView, animations: (duration: 0.3, options: .transitionCrossDissolve))
    }
}
