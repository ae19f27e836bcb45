// swift-format-ignore-file
// Ported from Cartography d0dc3f3 (MIT License, Tests/ConstraintLibraryPort/LICENSE) by renames; other edits are marked PORT (PORTING.md).
//
//  SafeAreaLayoutGuideSpec.swift
//  Cartography
//
//  Created by Vitor Travain on 17/10/17.
//  Copyright © 2017 Robert Böhnke. All rights reserved.
//

import ContainerKit
import QuickShim
import QuickShim
@testable import ConstraintLibraryPortLibrary

@available(iOS, introduced: 9.0)
final class ViewLayoutGuideSpec: QuickSpec {
    override func spec() {
        describe("Layout margin guide") {
            var superview: View!
            var view: View!

            beforeEach {
                superview = View(frame: Rect(x: 0, y: 0, width: 414, height: 736) /* PORT: UIScreen.main.bounds, no screen (PORTING.md, D2) */)
                view = View(frame: .zero)

                superview.addSubview(view)
            }

            it("Views should align to edges within margins") {
                constrain(view) { view in
                    view.edges == view.superview!.layoutMarginsGuide.edges
                }

                superview.layoutIfNeeded()

                expect(view.frame.minX) == superview.layoutMarginsGuide.layoutFrame.minX
                expect(view.frame.minY) == superview.layoutMarginsGuide.layoutFrame.minY
                expect(view.frame.width) == superview.layoutMarginsGuide.layoutFrame.width
                expect(view.frame.height) == superview.layoutMarginsGuide.layoutFrame.height
            }

            it("Views should center within margins") {
                constrain(view) { view in
                    view.center == view.superview!.layoutMarginsGuide.center

                    view.width == 200
                    view.height == 200
                }

                superview.layoutIfNeeded()

                expect(view.frame.midX) == (superview.layoutMarginsGuide.layoutFrame.midX)
                expect(view.frame.midY) == (superview.layoutMarginsGuide.layoutFrame.midY)
                expect(view.frame.width) == 200
                expect(view.frame.height) == 200
            }
        }

        describe("Readable content guide") {
            var superview: View!
            var view: View!

            beforeEach {
                superview = View(frame: Rect(x: 0, y: 0, width: 414, height: 736) /* PORT: UIScreen.main.bounds, no screen (PORTING.md, D2) */)
                view = View(frame: .zero)

                superview.addSubview(view)
            }

            it("Views should align to edges within readable margins") {
                constrain(view) { view in
                    view.edges == view.superview!.readableContentGuide.edges
                }

                superview.layoutIfNeeded()

                expect(view.frame.minX) == superview.readableContentGuide.layoutFrame.minX
                expect(view.frame.minY) == superview.readableContentGuide.layoutFrame.minY
                expect(view.frame.width) == superview.readableContentGuide.layoutFrame.width
                expect(view.frame.height) == superview.readableContentGuide.layoutFrame.height
            }

            it("Views should center within readable margins") {
                constrain(view) { view in
                    view.center == view.superview!.readableContentGuide.center

                    view.width == 200
                    view.height == 200
                }

                superview.layoutIfNeeded()

                expect(view.frame.midX) == (superview.readableContentGuide.layoutFrame.midX)
                expect(view.frame.midY) == (superview.readableContentGuide.layoutFrame.midY)
                expect(view.frame.width) == 200
                expect(view.frame.height) == 200
            }
        }
    }
}

@available(iOS, introduced: 11.0)
@available(tvOS, introduced: 11.0)
final class SafeAreaLayoutGuideSpec: QuickSpec {
    override func spec() {
        describe("Safe area layout guide") {
            var superview: View!
            var view: View!

            beforeEach {
                superview = TestView(frame: Rect(x: 0, y: 0, width: 414, height: 736) /* PORT: UIScreen.main.bounds, no screen (PORTING.md, D2) */)
                view = TestView(frame: Rect.zero)

                superview.addSubview(view)
            }

            it("Views should align to safe area edges") {
                constrain(view) { view in
                    view.edges == view.superview!.safeAreaLayoutGuide.edges
                }

                superview.layoutIfNeeded()

                expect(view.frame.minX) == (superview.safeAreaLayoutGuide.layoutFrame.minX)
                expect(view.frame.minY) == (superview.safeAreaLayoutGuide.layoutFrame.maxX)
                expect(view.frame.width) == (superview.safeAreaLayoutGuide.layoutFrame.width)
                expect(view.frame.height) == (superview.safeAreaLayoutGuide.layoutFrame.height)
            }

            it("View should center in safe area") {
                constrain(view) { view in
                    view.center == view.superview!.safeAreaLayoutGuide.center
                    view.width == 200
                    view.height == 200
                }

                superview.layoutIfNeeded()

                expect(view.frame.midX) == (superview.safeAreaLayoutGuide.layoutFrame.midX)
                expect(view.frame.midY) == (superview.safeAreaLayoutGuide.layoutFrame.midY)
                expect(view.frame.width) == 200
                expect(view.frame.height) == 200
            }
        }
    }
}
