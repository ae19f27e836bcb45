// swift-format-ignore-file
// Ported from Cartography d0dc3f3 (MIT License, Tests/ConstraintLibraryPort/LICENSE) by renames; other edits are marked PORT (PORTING.md).
import ConstraintLibraryPortLibrary

import QuickShim
import QuickShim

class PointSpec: QuickSpec {
    override func spec() {
        var window: TestWindow!
        var view: TestView!

        beforeEach {
            window = TestWindow(frame: Rect(x: 0, y: 0, width: 400, height: 400))

            view = TestView(frame: Rect.zero)
            window.addSubview(view)

            constrain(view) { view in
                view.width  == 200
                view.height == 200
            }
        }

        describe("LayoutProxy.center") {
            it("should support relative equalities") {
                constrain(view) { view in
                    view.center == view.superview!.center
                }

                window.layoutIfNeeded()

                expect(view.frame).to(equal(Rect(x: 100, y: 100, width: 200, height: 200)))
            }

            it("should support relative inequalities") {
                constrain(view) { view in
                    view.center <= view.superview!.center
                    view.center >= view.superview!.center
                }

                window.layoutIfNeeded()

                expect(view.frame).to(equal(Rect(x: 100, y: 100, width: 200, height: 200)))
            }
        }

#if os(iOS) || canImport(ContainerKit) || os(tvOS)
        describe("on iOS only") {
            beforeEach {
                view.layoutMargins = EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
            }

            describe("LayoutProxy.centerWithinMargins") {
                it("should support relative equalities") {
                    constrain(view) { view in
                        view.centerWithinMargins == view.superview!.center
                    }

                    window.layoutIfNeeded()

                    expect(view.frame).to(equal(Rect(x: 110, y: 110, width: 200, height: 200)))
                }

                it("should support relative inequalities") {
                    constrain(view) { view in
                        view.centerWithinMargins <= view.superview!.center
                        view.centerWithinMargins >= view.superview!.center
                    }

                    window.layoutIfNeeded()

                    expect(view.frame).to(equal(Rect(x: 110, y: 110, width: 200, height: 200)))
                }
            }
        }
#endif
    }
}
