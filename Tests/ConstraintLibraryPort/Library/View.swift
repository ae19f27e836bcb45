// swift-format-ignore-file
// Ported from Cartography d0dc3f3 (MIT License, Tests/ConstraintLibraryPort/LICENSE) by renames; other edits are marked PORT (PORTING.md).
//
//  View.swift
//  Cartography
//
//  Created by Robert Böhnke on 26/06/14.
//  Copyright (c) 2014 Robert Böhnke. All rights reserved.
//

import Foundation

#if os(iOS) || canImport(ContainerKit) || os(tvOS)
    import ContainerKit
    public typealias View = ContainerKit.View

    extension ContainerKit.View: LayoutItem {
        public func asProxy(context: Context) -> ViewProxy {
            return ViewProxy(context: context, view: self)
        }
    }
#else
    import AppKit
    public typealias View = NSView

    extension NSView: LayoutItem {
        public func asProxy(context: Context) -> ViewProxy {
            return ViewProxy(context: context, view: self)
        }
    }
#endif
