// swift-format-ignore-file
// Ported from Cartography d0dc3f3 (MIT License, Tests/ConstraintLibraryPort/LICENSE) by renames; other edits are marked PORT (PORTING.md).
import ConstraintLibraryPortLibrary

import QuickShim
import QuickShim

class PrioritySpec: QuickSpec {
    override func spec() {
        var window: TestWindow!
        var view: TestView!

        beforeEach {
            window = TestWindow(frame: Rect(x: 0, y: 0, width: 200, height: 200))

            view = TestView(frame: Rect.zero)
            window.addSubview(view)
        }

        it("should operate on a single constraint") {
            var constraint: LayoutConstraint!

            constrain(view) { view in
                constraint = view.width == 200 ~ LayoutPriority(100)
            }

            expect(constraint.priority).to(equal(LayoutPriority(100)))
        }

        it("should operate on an array of constraints") {
            var constraints: [LayoutConstraint]!

            constrain(view) { view in
                constraints = (view.size <= view.superview!.size ~ LayoutPriority(100))
            }

            expect(constraints[0].priority).to(equal(LayoutPriority(100)))
            expect(constraints[1].priority).to(equal(LayoutPriority(100)))
        }
    }
}
