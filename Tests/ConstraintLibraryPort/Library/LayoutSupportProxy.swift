// swift-format-ignore-file
// Ported from Cartography d0dc3f3 (MIT License, Tests/ConstraintLibraryPort/LICENSE) by renames; other edits are marked PORT (PORTING.md).
//
//  LayoutSupportProxy.swift
//  Cartography-iOS
//
//  Created by Vitor Travain on 11/10/17.
//  Copyright © 2017 Robert Böhnke. All rights reserved.
//

#if os(iOS) || canImport(ContainerKit) || os(tvOS)
import ContainerKit

public final class LayoutSupportProxy: SupportsHeightLayoutProxy, SupportsTopLayoutProxy, SupportsBottomLayoutProxy {
    public let context: Context

    private let layoutGuide: ContainerKit.LayoutSupport
    public var item: AnyObject {
        return layoutGuide
    }

    public init(context: Context, item: LayoutSupport) {
        self.context = context
        self.layoutGuide = item.layoutGuide
    }
}
#endif
