// swift-format-ignore-file
// Ported from Cartography d0dc3f3 (MIT License, Tests/ConstraintLibraryPort/LICENSE) by renames; other edits are marked PORT (PORTING.md).
//
//  LayoutSupport.swift
//  Cartography
//
//  Created by Timothy Chilvers on 30/03/2016.
//  Copyright © 2016 Robert Böhnke. All rights reserved.
//

import Foundation

#if os(iOS) || canImport(ContainerKit) || os(tvOS)
    import ContainerKit

    public final class LayoutSupport: LayoutItem {
        let layoutGuide : ContainerKit.LayoutSupport

        init(layoutGuide: ContainerKit.LayoutSupport) {
            self.layoutGuide = layoutGuide
        }

        public func asProxy(context: Context) -> LayoutSupportProxy {
            return LayoutSupportProxy(context: context, item: self)
        }
    }

    public extension ViewController {
        var car_topLayoutGuide : LayoutSupport {
            get {
                return LayoutSupport(layoutGuide: self.topLayoutGuide)
            }
        }
        
        var car_bottomLayoutGuide : LayoutSupport {
            get {
                return LayoutSupport(layoutGuide: self.bottomLayoutGuide)
            }
        }
    }

#endif
