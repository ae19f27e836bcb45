// swift-format-ignore-file
// Ported from Cartography d0dc3f3 (MIT License, Tests/ConstraintLibraryPort/LICENSE) by renames; other edits are marked PORT (PORTING.md).
import ConstraintLibraryPortLibrary

import QuickShim
import QuickShim

class SizeSpec: QuickSpec {
    override func spec() {
        var window: TestWindow!
        var view: TestView!

        beforeEach {
            window = TestWindow(frame: Rect(x: 0, y: 0, width: 400, height: 400))

            view = TestView(frame: Rect.zero)
            window.addSubview(view)
        }

        describe("LayoutProxy.size") {
            it("should support relative equalities") {
                constrain(view) { view in
                    view.size == view.superview!.size
                }

                window.layoutIfNeeded()

                expect(view.frame.size).to(equal(ContainerKit.Size(width: 400, height: 400)))
            }

            it("should support relative inequalities") {
                constrain(view) { view in
                    view.size <= view.superview!.size
                    view.size >= view.superview!.size
                }

                window.layoutIfNeeded()

                expect(view.frame.size).to(equal(ContainerKit.Size(width: 400, height: 400)))
            }

            it("should support multiplication") {
                constrain(view) { view in
                    view.size == view.superview!.size * 2
                }

                window.layoutIfNeeded()

                expect(view.frame.size).to(equal(ContainerKit.Size(width: 800, height: 800)))
            }

            it("should support division") {
                constrain(view) { view in
                    view.size == view.superview!.size / 2
                }

                window.layoutIfNeeded()

                expect(view.frame.size).to(equal(ContainerKit.Size(width: 200, height: 200)))
            }
        }
    }
}
