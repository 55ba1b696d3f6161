#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A 4×4 homogeneous transform with Core Animation's meaning: it acts about the layer's anchor point
/// (its centre), and a perspective entry makes points with z > 0 come toward the viewer. One type for
/// the whole program: element states carry it, frames log it, the renderer draws it.
///
/// Convention: **column vectors**, `p′ = M · p` with `p = (x, y, z, 1)ᵀ`; `mRC` is row R, column C.
/// Core Animation stores the transpose (row vectors, `p′ = p · M`), so CA's `m34 = −1/d` is `m43`
/// here and CA's translation `m41, m42` is `m14, m24`. `A * B` applies B first, then A — so
/// `CATransform3DConcat(a, b)` is `b * a`, and `CATransform3DRotate(t, θ, …)` (rotate first, then `t`)
/// is `t * rotation`: the usual "perspective, then rotate" idiom
/// (`t.m34 = −1/d; t = CATransform3DRotate(t, θ, 1, 0, 0)`) is `.perspective(distance: d) * .rotation(x: θ)`.
///
/// Axes as on screen: x right, y down, z toward the viewer. Rotations are the matrices of
/// `CATransform3DMakeRotation` (transposed), so a positive angle about z turns clockwise on screen,
/// and a rotation about x without perspective foreshortens height by cos θ.
public struct Transform3D: Hashable, Sendable {
    public var m11, m12, m13, m14: Double
    public var m21, m22, m23, m24: Double
    public var m31, m32, m33, m34: Double
    public var m41, m42, m43, m44: Double

    public init(
        m11: Double, m12: Double, m13: Double, m14: Double,
        m21: Double, m22: Double, m23: Double, m24: Double,
        m31: Double, m32: Double, m33: Double, m34: Double,
        m41: Double, m42: Double, m43: Double, m44: Double
    ) {
        self.m11 = m11
        self.m12 = m12
        self.m13 = m13
        self.m14 = m14
        self.m21 = m21
        self.m22 = m22
        self.m23 = m23
        self.m24 = m24
        self.m31 = m31
        self.m32 = m32
        self.m33 = m33
        self.m34 = m34
        self.m41 = m41
        self.m42 = m42
        self.m43 = m43
        self.m44 = m44
    }

    public static let identity = Transform3D(
        m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
        m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)

    public var isIdentity: Bool { self == .identity }

    public static func translation(x: Double = 0, y: Double = 0, z: Double = 0) -> Transform3D {
        var t = identity
        t.m14 = x
        t.m24 = y
        t.m34 = z
        return t
    }

    public static func scale(x: Double = 1, y: Double = 1, z: Double = 1) -> Transform3D {
        var t = identity
        t.m11 = x
        t.m22 = y
        t.m33 = z
        return t
    }

    public static func rotation(x angle: Double) -> Transform3D {
        var t = identity
        let c = cos(angle)
        let s = sin(angle)
        t.m22 = c
        t.m23 = -s
        t.m32 = s
        t.m33 = c
        return t
    }

    public static func rotation(y angle: Double) -> Transform3D {
        var t = identity
        let c = cos(angle)
        let s = sin(angle)
        t.m11 = c
        t.m13 = s
        t.m31 = -s
        t.m33 = c
        return t
    }

    public static func rotation(z angle: Double) -> Transform3D {
        var t = identity
        let c = cos(angle)
        let s = sin(angle)
        t.m11 = c
        t.m12 = -s
        t.m21 = s
        t.m22 = c
        return t
    }

    /// Core Animation's `m34 = −1/d`: the eye at distance `d` in front of the layer's plane.
    public static func perspective(distance: Double) -> Transform3D {
        var t = identity
        t.m43 = -1 / distance
        return t
    }

    /// Keeps a layer's projection but drops its depth, as Core Animation renders sublayers into their
    /// parent's plane (unless the parent is a `CATransformLayer`).
    static let flatten = Transform3D(
        m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
        m31: 0, m32: 0, m33: 0, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)

    public static func * (a: Transform3D, b: Transform3D) -> Transform3D {
        func row(_ r: (Double, Double, Double, Double)) -> (Double, Double, Double, Double) {
            (
                r.0 * b.m11 + r.1 * b.m21 + r.2 * b.m31 + r.3 * b.m41,
                r.0 * b.m12 + r.1 * b.m22 + r.2 * b.m32 + r.3 * b.m42,
                r.0 * b.m13 + r.1 * b.m23 + r.2 * b.m33 + r.3 * b.m43,
                r.0 * b.m14 + r.1 * b.m24 + r.2 * b.m34 + r.3 * b.m44
            )
        }
        let r1 = row((a.m11, a.m12, a.m13, a.m14))
        let r2 = row((a.m21, a.m22, a.m23, a.m24))
        let r3 = row((a.m31, a.m32, a.m33, a.m34))
        let r4 = row((a.m41, a.m42, a.m43, a.m44))
        return Transform3D(
            m11: r1.0, m12: r1.1, m13: r1.2, m14: r1.3, m21: r2.0, m22: r2.1, m23: r2.2, m24: r2.3,
            m31: r3.0, m32: r3.1, m33: r3.2, m34: r3.3, m41: r4.0, m42: r4.1, m43: r4.2, m44: r4.3)
    }

    /// The sixteen entries row by row (`m11, m12, …, m44`): the order frames log them in.
    public var entries: [Double] {
        [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
    }

    /// True when points of the layer's plane (z = 0) map without a perspective divide: the drawing
    /// can then use a plain 2-D affine matrix (exact for images too).
    public var isAffineOnLayerPlane: Bool { m41 == 0 && m42 == 0 && m44 == 1 }

    /// True when z never reaches x, y or the divide: a flat (2-D) transform, whose sublayers draw the
    /// same whether or not they are flattened into its plane.
    var keepsDepthApart: Bool { m13 == 0 && m23 == 0 && m43 == 0 }

    /// The plane z = 0 as the layer sees it, reduced to a 3×3 homography: (x, y, 1) → (X, Y, W).
    /// z is dropped after the transform (layers are drawn in list order, never depth-sorted).
    public var planeHomography: PlaneHomography {
        PlaneHomography(a: m11, b: m12, c: m14, d: m21, e: m22, f: m24, g: m41, h: m42, i: m44)
    }

    /// Where the point (x, y) of the layer's plane (relative to the anchor) lands, relative to the
    /// anchor, after the perspective divide; nil behind the eye.
    public func project(_ x: Double, _ y: Double) -> Point? {
        let w = m41 * x + m42 * y + m44
        guard w > 1e-12 else { return nil }
        return Point(x: (m11 * x + m12 * y + m14) / w, y: (m21 * x + m22 * y + m24) / w)
    }
}

/// How a layer's local plane lands on the screen: `X = a·x + b·y + c`, `Y = d·x + e·y + f`,
/// `W = g·x + h·y + i`; the screen point is (X/W, Y/W).
public struct PlaneHomography: Equatable, Sendable {
    public var a, b, c, d, e, f, g, h, i: Double

    @inline(__always)
    public func apply(_ x: Double, _ y: Double) -> (x: Double, y: Double, w: Double) {
        (a * x + b * y + c, d * x + e * y + f, g * x + h * y + i)
    }
}
