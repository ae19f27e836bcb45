// swift-format-ignore-file
// Ported from Cartography d0dc3f3 (MIT License, Tests/ConstraintLibraryPort/LICENSE) by renames; other edits are marked PORT (PORTING.md).
//
//  LayoutGuide.swift
//  Cartography
//
//  Created by Vitor Travain on 11/10/17.
//  Copyright © 2017 Robert Böhnke. All rights reserved.
//

#if os(iOS) || canImport(ContainerKit) || os(tvOS)
import ContainerKit

@available(iOS, introduced: 9.0)
@available(tvOS, introduced: 9.0)
public typealias LayoutGuide = ContainerKit.LayoutGuide

@available(iOS, introduced: 9.0)
@available(tvOS, introduced: 9.0)
extension ContainerKit.LayoutGuide: LayoutItem {

    @available(iOS, introduced: 9.0)
    @available(tvOS, introduced: 9.0)
    public func asProxy(context: Context) -> LayoutGuideProxy {
        return LayoutGuideProxy(context: context, item: self)
    }
}
#elseif os(OSX)
import AppKit

@available(OSX, introduced: 10.11)
public typealias LayoutGuide = NSLayoutGuide

@available(OSX, introduced: 10.11)
extension NSLayoutGuide: LayoutItem {

    @available(OSX, introduced: 10.11)
    public func asProxy(context: Context) -> LayoutGuideProxy {
        return LayoutGuideProxy(context: context, item: self)
    }
}
#endif
