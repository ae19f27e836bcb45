// swift-format-ignore-file
// Ported from Cartography d0dc3f3 (MIT License, Tests/ConstraintLibraryPort/LICENSE) by renames; other edits are marked PORT (PORTING.md).
//
//  TestView.swift
//  Cartography
//
//  Created by Robert Böhnke on 21/03/15.
//  Copyright (c) 2015 Robert Böhnke. All rights reserved.
//

import ConstraintLibraryPortLibrary

class TestView: View {
    override init(frame: Rect) {
        super.init(frame: frame)

        translatesAutoresizingMaskIntoConstraints = false
    }

    required init(name: String?) {
        fatalError("init(coder:) has not been implemented")
    }

#if os(OSX)
    override var isFlipped: Bool {
        return true
    }

    func layoutIfNeeded() {
        (superview ?? self).layoutSubtreeIfNeeded()
    }
#endif
}

#if os(iOS) || canImport(ContainerKit) || os(tvOS)
class TestWindow: Window {

    #if canImport(UIKit) // PORT: a window's safe area is the screen's; ContainerKit's windows have none unless set (PORTING.md, D1)
    override var safeAreaInsets: EdgeInsets { return .zero }
    #endif // PORT
}
#else
class TestWindow: TestView {

}
#endif
