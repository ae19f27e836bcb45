// swift-format-ignore-file
// Ported from XCoordinator fc4fd2d (MIT License, Tests/CoordinatorPort/LICENSE) by renames; other edits are marked PORT (PORTING.md).
//
//  Route.swift
//  XCoordinator
//
//  Created by Stefan Kofler on 30.04.18.
//  Copyright © 2018 QuickBird Studios. All rights reserved.
//

import ContainerKit
import Foundation

///
/// This is the protocol your route types need to conform to.
///
/// - Note:
///     It has no requirements, although the use of enums is encouraged to make your
///     navigation code type safe.
///
public protocol Route {}
