// swift-format-ignore-file
// Ported from Cartography d0dc3f3 (MIT License, Tests/ConstraintLibraryPort/LICENSE) by renames; other edits are marked PORT (PORTING.md).
//
//  Coefficients.swift
//  Cartography
//
//  Created by Robert Böhnke on 17/06/14.
//  Copyright (c) 2014 Robert Böhnke. All rights reserved.
//

import Foundation
#if os(iOS) || canImport(ContainerKit) || os(tvOS)
    import ContainerKit
#endif

public struct Coefficients {
    var multiplier: Double = 1
    var constant: Double = 0

    init() { }

    init(_ multiplier: Double, _ constant: Double) {
        self.constant = constant
        self.multiplier = multiplier
    }
}

// MARK: Addition

public func + (c: Double, rhs: Coefficients) -> Coefficients {
    return Coefficients(rhs.multiplier, rhs.constant + c)
}

public func + (lhs: Coefficients, rhs: Double) -> Coefficients {
    return rhs + lhs
}

// MARK: Subtraction

public func - (c: Double, rhs: Coefficients) -> Coefficients {
    return Coefficients(rhs.multiplier, rhs.constant - c)
}

public func - (lhs: Coefficients, rhs: Double) -> Coefficients {
    return rhs - lhs
}

// MARK: Multiplication

public func * (m: Double, rhs: Coefficients) -> Coefficients {
    return Coefficients(rhs.multiplier * m, rhs.constant * m)
}

public func * (lhs: Coefficients, rhs: Double) -> Coefficients {
    return rhs * lhs
}

// MARK: Division

public func / (m: Double, rhs: Coefficients) -> Coefficients {
    return Coefficients(rhs.multiplier / m, rhs.constant / m)
}

public func / (lhs: Coefficients, rhs: Double) -> Coefficients {
    return rhs / lhs
}
