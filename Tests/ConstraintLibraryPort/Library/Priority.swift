// swift-format-ignore-file
// Ported from Cartography d0dc3f3 (MIT License, Tests/ConstraintLibraryPort/LICENSE) by renames; other edits are marked PORT (PORTING.md).
//
//  Priority.swift
//  Cartography
//
//  Created by Robert Böhnke on 18/06/14.
//  Copyright (c) 2014 Robert Böhnke. All rights reserved.
//

#if os(iOS) || canImport(ContainerKit) || os(tvOS)
import ContainerKit

public typealias LayoutPriority = ContainerKit.LayoutPriority
#else
import AppKit

public typealias LayoutPriority = NSLayoutConstraint.Priority
#endif

precedencegroup CarthographyPriorityPrecedence {
    lowerThan: ComparisonPrecedence
    higherThan: AssignmentPrecedence
}

infix operator  ~: CarthographyPriorityPrecedence

/// Sets the priority for a constraint.
///
/// - parameter lhs: The constraint to update.
/// - parameter rhs: The new priority.
///
/// - returns: The same constraint with its priority updated.
///
@discardableResult public func ~ (lhs: LayoutConstraint, rhs: LayoutPriority) -> LayoutConstraint {
    lhs.priority = rhs

    return lhs
}

/// Sets the priority for a constraint.
///
/// - parameter lhs: The constraint to update.
/// - parameter rhs: The new priority.
///
/// - returns: The same constraint with its priority updated.
///
@discardableResult public func ~ (lhs: LayoutConstraint, rhs: Float) -> LayoutConstraint {
    lhs.priority = LayoutPriority(rawValue: rhs)

    return lhs
}

/// Sets the priority for multiple constraints.
///
/// - parameter lhs: An array of `LayoutConstraint` instances.
/// - parameter rhs: The new priority.
///
/// - returns: The same constraints with their priorities updated.
///
@discardableResult public func ~ (lhs: [LayoutConstraint], rhs: LayoutPriority) -> [LayoutConstraint] {
    return lhs.map {
        $0 ~ rhs
    }
}

/// Sets the priority for multiple constraints.
///
/// - parameter lhs: An array of `LayoutConstraint` instances.
/// - parameter rhs: The new priority.
///
/// - returns: The same constraints with their priorities updated.
///
@discardableResult public func ~ (lhs: [LayoutConstraint], rhs: Float) -> [LayoutConstraint] {
    return lhs.map {
        $0 ~ rhs
    }
}
