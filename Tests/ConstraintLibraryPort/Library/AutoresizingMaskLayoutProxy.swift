// swift-format-ignore-file
// Ported from Cartography d0dc3f3 (MIT License, Tests/ConstraintLibraryPort/LICENSE) by renames; other edits are marked PORT (PORTING.md).
//
//  AutoresizingMaskLayoutProxy.swift
//  Cartography-iOS
//
//  Created by Vitor Travain on 24/10/17.
//  Copyright © 2017 Robert Böhnke. All rights reserved.
//

import Foundation

public protocol AutoresizingMaskLayoutProxy: LayoutProxy {
    var translatesAutoresizingMaskIntoConstraints: Bool { get set }
}
