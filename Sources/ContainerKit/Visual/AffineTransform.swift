#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A 2D affine transform, as a plain value a test can compare: Core Graphics'
/// `CGAffineTransform` without the drawing.
///
/// The matrix is `[a b 0; c d 0; tx ty 1]`, applied to a row vector `[x y 1]`, as in Core
/// Graphics. ContainerKit draws nothing and lays nothing out by it: a view's
/// ``View/transform`` is kept as given and changes neither its ``View/frame`` nor its
/// ``View/bounds``.
public struct AffineTransform: Sendable, Hashable {
    /// The matrix's entries.
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    /// Creates a transform from its matrix's entries.
    ///
    /// - Parameters:
    ///   - a: Row 1, column 1.
    ///   - b: Row 1, column 2.
    ///   - c: Row 2, column 1.
    ///   - d: Row 2, column 2.
    ///   - tx: The x translation.
    ///   - ty: The y translation.
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// The transform that changes nothing.
    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A scale, as `CGAffineTransform(scaleX:y:)`.
    ///
    /// - Parameters:
    ///   - sx: The x factor.
    ///   - sy: The y factor.
    public init(scaleX sx: Double, y sy: Double) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A translation, as `CGAffineTransform(translationX:y:)`.
    ///
    /// - Parameters:
    ///   - tx: The x offset.
    ///   - ty: The y offset.
    public init(translationX tx: Double, y ty: Double) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// A rotation, as `CGAffineTransform(rotationAngle:)`.
    ///
    /// - Parameter angle: The angle in radians (counterclockwise in a y-up space, clockwise on
    ///   screen, as in UIKit).
    public init(rotationAngle angle: Double) {
        let cosine = cos(angle), sine = sin(angle)
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// Whether this is ``identity``.
    public var isIdentity: Bool { self == .identity }

    /// This transform followed by `other`, as `concatenating(_:)`.
    ///
    /// - Parameter other: The transform applied after this one.
    /// - Returns: The product `self × other`.
    public func concatenating(_ other: AffineTransform) -> AffineTransform {
        AffineTransform(
            a: a * other.a + b * other.c, b: a * other.b + b * other.d,
            c: c * other.a + d * other.c, d: c * other.b + d * other.d,
            tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty)
    }

    /// A scale applied before this transform, as `scaledBy(x:y:)`.
    ///
    /// - Parameters:
    ///   - sx: The x factor.
    ///   - sy: The y factor.
    /// - Returns: The scaled transform.
    public func scaledBy(x sx: Double, y sy: Double) -> AffineTransform {
        AffineTransform(scaleX: sx, y: sy).concatenating(self)
    }

    /// A translation applied before this transform, as `translatedBy(x:y:)`.
    ///
    /// - Parameters:
    ///   - tx: The x offset.
    ///   - ty: The y offset.
    /// - Returns: The translated transform.
    public func translatedBy(x tx: Double, y ty: Double) -> AffineTransform {
        AffineTransform(translationX: tx, y: ty).concatenating(self)
    }

    /// A rotation applied before this transform, as `rotated(by:)`.
    ///
    /// - Parameter angle: The angle in radians.
    /// - Returns: The rotated transform.
    public func rotated(by angle: Double) -> AffineTransform {
        AffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// Applies the transform to a point, as `point.applying(transform)`.
    ///
    /// - Parameter point: The point.
    /// - Returns: The transformed point.
    public func apply(to point: Point) -> Point {
        Point(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
    }
}
