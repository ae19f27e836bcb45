// swift-format-ignore-file
// Ported from Cartography d0dc3f3 (MIT License, Tests/ConstraintLibraryPort/LICENSE) by renames; other edits are marked PORT (PORTING.md).
//
//  Edges.swift
//  Cartography
//
//  Created by Robert Böhnke on 19/06/14.
//  Copyright (c) 2014 Robert Böhnke. All rights reserved.
//

#if os(iOS) || canImport(ContainerKit) || os(tvOS)
import ContainerKit
#else
import AppKit
#endif

public struct Edges: Compound, RelativeCompoundEquality, RelativeCompoundInequality {
    public let context: Context
    public let properties: [Property]

    internal init(_ context: Context, _ properties: [Property]) {
        guard properties.count == 4 else {
            fatalError("No valid edges were used")
        }

        self.context = context
        self.properties = properties
    }

    /// Insets all edges individually.
    ///
    /// - parameter top:      The amount by which to inset the top edge, in points.
    /// - parameter leading:  The amount by which to inset the leading edge, in points.
    /// - parameter bottom:   The amount by which to inset the bottom edge, in points.
    /// - parameter trailing: The amount by which to inset the trailing edge, in points.
    ///
    /// - returns: A new expression with the inseted edges.
    ///
    public func inseted(top: Double, leading: Double, bottom: Double, trailing: Double) -> Expression<Edges> {
        return Expression(
            self,
            [
                Coefficients(1, top),
                Coefficients(1, leading),
                Coefficients(1, -bottom),
                Coefficients(1, -trailing)
            ]
        )
    }

    /// Insets all horizontal and vertical edges.
    ///
    /// - parameter horizontally:   The amount by which to inset the leading and trailing edges, in points.
    /// - parameter vertically:     The amount by which to inset the top and bottom edges, in points.
    ///
    /// - returns: A new expression with the inseted edges.
    ///
    public func inseted(horizontally: Double, vertically: Double) -> Expression<Edges> {
        return self.inseted(
            top: vertically,
            leading: horizontally,
            bottom: vertically,
            trailing: horizontally
        )
    }

    /// Insets all horizontal edges.
    ///
    /// - parameter horizontally:   The amount by which to inset the leading and trailing edges, in points.
    ///
    /// - returns: A new expression with the inseted edges.
    ///
    public func inseted(horizontally: Double) -> Expression<Edges> {
        return self.inseted(
            horizontally: horizontally,
            vertically: 0
        )
    }

    /// Insets all vertical edges.
    ///
    /// - parameter vertically: The amount by which to inset the top and bottom edges, in points.
    ///
    /// - returns: A new expression with the inseted edges.
    ///
    public func inseted(vertically: Double) -> Expression<Edges> {
        return self.inseted(
            horizontally: 0,
            vertically: vertically
        )
    }

    /// Insets all edges by a single value.
    ///
    /// - parameter by: The amount by which to inset the top and bottom edges, in points.
    ///
    /// - returns: A new expression with the inseted edges.
    ///
    public func inseted(by value: Double) -> Expression<Edges> {
        return self.inseted(
            horizontally: value,
            vertically: value
        )
    }

    #if os(iOS) || canImport(ContainerKit) || os(tvOS)
    /// Insets all edges individually using an existing EdgeInsets.
    ///
    /// - parameter by: The EdgeInsets to use as a base value.
    ///
    /// - returns: A new expression with the inseted edges.
    ///
    public func inseted(by insets: EdgeInsets) -> Expression<Edges> {
        return self.inseted(
            top: insets.top,
            leading: insets.left,
            bottom: insets.bottom,
            trailing: insets.right
        )
    }
    #endif
}

/// Insets all edges.
///
/// - parameter edges: The edges to inset.
/// - parameter all:   The amount by which to inset all edges, in points.
///
/// - returns: A new expression with the inset edges.
///
public func inset(_ edges: Edges, _ all: Double) -> Expression<Edges> {
    return edges.inseted(by: all)
}

/// Insets the horizontal and vertical edges.
///
/// - parameter edges:      The edges to inset.
/// - parameter horizontal: The amount by which to inset the horizontal edges, in
///                    points.
/// - parameter vertical:   The amount by which to inset the vertical edges, in
///                    points.
///
/// - returns: A new expression with the inset edges.
///
public func inset(_ edges: Edges, _ horizontal: Double, _ vertical: Double) -> Expression<Edges> {
    return edges.inseted(horizontally: horizontal, vertically: vertical)
}

/// Insets the horizontal edges.
///
/// - parameter edges:      The edges to inset.
/// - parameter horizontally: The amount by which to inset the horizontal edges, in
///                    points.
///
/// - returns: A new expression with the inset edges.
///
public func inset(_ edges: Edges, horizontally horizontal: Double) -> Expression<Edges> {
    return edges.inseted(horizontally: horizontal)
}

/// Insets the vertical edges.
///
/// - parameter edges:      The edges to inset.
/// - parameter vertically: The amount by which to inset the vertical edges, in
///                    points.
///
/// - returns: A new expression with the inset edges.
///
public func inset(_ edges: Edges, vertically vertical: Double) -> Expression<Edges> {
    return edges.inseted(vertically: vertical)
}

/// Insets edges individually.
///
/// - parameter edges:    The edges to inset.
/// - parameter top:      The amount by which to inset the top edge, in points.
/// - parameter leading:  The amount by which to inset the leading edge, in points.
/// - parameter bottom:   The amount by which to inset the bottom edge, in points.
/// - parameter trailing: The amount by which to inset the trailing edge, in points.
///
/// - returns: A new expression with the inset edges.
///
public func inset(_ edges: Edges, _ top: Double, _ leading: Double, _ bottom: Double, _ trailing: Double) -> Expression<Edges> {
    return edges.inseted(top: top, leading: leading, bottom: bottom, trailing: trailing)
}

#if os(iOS) || canImport(ContainerKit) || os(tvOS)
/// Insets edges individually with UIEdgeInset.
///
/// - parameter edges:    The edges to inset.
/// - parameter insets:   The amounts by which to inset all edges, in points via EdgeInsets.
///
/// - returns: A new expression with the inset edges.
///
public func inset(_ edges: Edges, _ insets: EdgeInsets) -> Expression<Edges> {
    return edges.inseted(by: insets)
}
#endif
