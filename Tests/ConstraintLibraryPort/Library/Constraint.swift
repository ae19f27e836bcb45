// swift-format-ignore-file
// Ported from Cartography d0dc3f3 (MIT License, Tests/ConstraintLibraryPort/LICENSE) by renames; other edits are marked PORT (PORTING.md).
//
//  Constraint.swift
//  Cartography
//
//  Created by Robert Böhnke on 06/10/14.
//  Copyright (c) 2014 Robert Böhnke. All rights reserved.
//

#if os(iOS) || canImport(ContainerKit) || os(tvOS)
import ContainerKit
#else
import AppKit
#endif

internal class Constraint {
    let layoutConstraint: LayoutConstraint

    func install() {
        layoutConstraint.isActive = true
    }

    func uninstall() {
        layoutConstraint.isActive = false
    }

    init(_ layoutConstraint: LayoutConstraint) {
        self.layoutConstraint = layoutConstraint
    }
}
