// swift-format-ignore-file
// Ported from Cartography d0dc3f3 (MIT License, Tests/ConstraintLibraryPort/LICENSE) by renames; other edits are marked PORT (PORTING.md).
//
//  Cartography.h
//  Cartography
//
//  Created by Robert Böhnke on 17/06/14.
//  Copyright (c) 2014 Robert Böhnke. All rights reserved.
//

// PORT: the framework's umbrella header, in Swift (PORTING.md, E1). The header imports UIKit, so
// `import Cartography` brings UIKit's names to the specs; `@_exported import` does the same here.
// The version symbols (CartographyVersionNumber, CartographyVersionString) are Xcode's and are
// not ported.

#if os(iOS) || canImport(ContainerKit) || os(tvOS)
    @_exported import ContainerKit
#else
    @_exported import AppKit
#endif
