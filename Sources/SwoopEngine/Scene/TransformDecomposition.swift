#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A transform taken apart the way Core Animation (and CSS Transforms, from Graphics Gems II
/// "unmatrix") interpolates a `transform` key path: `M = P · T · R · K · S` — perspective row,
/// translation, rotation (a unit quaternion), skew, scale. Two transforms are interpolated by
/// interpolating these parts (linearly, the rotation by spherical interpolation) and multiplying them
/// back together; the matrices themselves are never mixed entry by entry, so a tilt stays a rigid
/// tilt all the way and a half turn does not collapse through a zero scale.
struct DecomposedTransform: Equatable, Sendable {
    /// Row 4 of `P` (the perspective row: (0, 0, −1/d, 1) for Core Animation's `m34 = −1/d`).
    var perspective: (Double, Double, Double, Double)
    var translation: (Double, Double, Double)
    var scale: (Double, Double, Double)
    /// `K` is upper unitriangular: column 2 is (xy, 1, 0), column 3 is (xz, yz, 1).
    var skew: (xy: Double, xz: Double, yz: Double)
    /// (x, y, z, w), unit length.
    var quaternion: (Double, Double, Double, Double)

    static func == (a: DecomposedTransform, b: DecomposedTransform) -> Bool {
        a.perspective == b.perspective && a.translation == b.translation && a.scale == b.scale
            && a.skew == b.skew && a.quaternion == b.quaternion
    }

    static let identity = DecomposedTransform(
        perspective: (0, 0, 0, 1), translation: (0, 0, 0), scale: (1, 1, 1),
        skew: (0, 0, 0), quaternion: (0, 0, 0, 1))

    /// Nil when the matrix cannot be taken apart (m44 = 0: a point at infinity); interpolation then
    /// switches from one end to the other at the midpoint, as CSS specifies.
    init?(_ matrix: Transform3D) {
        guard matrix.m44 != 0, matrix.m44.isFinite else { return nil }
        var m = matrix
        if m.m44 != 1 {
            let k = 1 / m.m44
            m = Transform3D(
                m11: m.m11 * k, m12: m.m12 * k, m13: m.m13 * k, m14: m.m14 * k,
                m21: m.m21 * k, m22: m.m22 * k, m23: m.m23 * k, m24: m.m24 * k,
                m31: m.m31 * k, m32: m.m32 * k, m33: m.m33 * k, m34: m.m34 * k,
                m41: m.m41 * k, m42: m.m42 * k, m43: m.m43 * k, m44: 1)
        }
        translation = (m.m14, m.m24, m.m34)
        // Perspective: row 4 of M is p · N with N = M's rows 1–3 over (0, 0, 0, 1), so p = row4 · N⁻¹.
        if m.m41 == 0 && m.m42 == 0 && m.m43 == 0 {
            perspective = (0, 0, 0, 1)
        } else if let inverse = Self.inverse3x3(m) {
            let r = (m.m41, m.m42, m.m43)
            let px = r.0 * inverse.0 + r.1 * inverse.3 + r.2 * inverse.6
            let py = r.0 * inverse.1 + r.1 * inverse.4 + r.2 * inverse.7
            let pz = r.0 * inverse.2 + r.1 * inverse.5 + r.2 * inverse.8
            perspective = (px, py, pz, 1 - (px * m.m14 + py * m.m24 + pz * m.m34))
        } else {
            perspective = (m.m41, m.m42, m.m43, 1)
        }
        // The 3×3 part, column by column (the images of the axes), Gram–Schmidt with skews.
        var c1 = (m.m11, m.m21, m.m31)
        var c2 = (m.m12, m.m22, m.m32)
        var c3 = (m.m13, m.m23, m.m33)
        var sx = Self.length(c1)
        c1 = sx > 1e-12 ? Self.scaled(c1, 1 / sx) : Self.completion([], fallback: (1, 0, 0))
        if sx <= 1e-12 { sx = 0 }
        var xy = Self.dot(c1, c2)
        c2 = Self.combine(c2, c1, -xy)
        var sy = Self.length(c2)
        if sy > 1e-12 {
            c2 = Self.scaled(c2, 1 / sy)
            xy /= sy
        } else {
            sy = 0
            xy = 0
            c2 = Self.completion([c1], fallback: (0, 1, 0))
        }
        var xz = Self.dot(c1, c3)
        c3 = Self.combine(c3, c1, -xz)
        var yz = Self.dot(c2, c3)
        c3 = Self.combine(c3, c2, -yz)
        var sz = Self.length(c3)
        if sz > 1e-12 {
            c3 = Self.scaled(c3, 1 / sz)
            xz /= sz
            yz /= sz
        } else {
            sz = 0
            xz = 0
            yz = 0
            c3 = Self.cross(c1, c2)
        }
        // A mirror image: flip every axis (and the rotation with it), so R is a proper rotation.
        if Self.dot(c1, Self.cross(c2, c3)) < 0 {
            sx = -sx
            sy = -sy
            sz = -sz
            c1 = Self.scaled(c1, -1)
            c2 = Self.scaled(c2, -1)
            c3 = Self.scaled(c3, -1)
        }
        scale = (sx, sy, sz)
        skew = (xy, xz, yz)
        quaternion = Self.quaternion(c1, c2, c3)
    }

    private init(
        perspective: (Double, Double, Double, Double), translation: (Double, Double, Double),
        scale: (Double, Double, Double), skew: (xy: Double, xz: Double, yz: Double),
        quaternion: (Double, Double, Double, Double)
    ) {
        self.perspective = perspective
        self.translation = translation
        self.scale = scale
        self.skew = skew
        self.quaternion = quaternion
    }

    /// `P · T · R · K · S` again.
    var matrix: Transform3D {
        let (x, y, z, w) = quaternion
        let r11 = 1 - 2 * (y * y + z * z)
        let r12 = 2 * (x * y - z * w)
        let r13 = 2 * (x * z + y * w)
        let r21 = 2 * (x * y + z * w)
        let r22 = 1 - 2 * (x * x + z * z)
        let r23 = 2 * (y * z - x * w)
        let r31 = 2 * (x * z - y * w)
        let r32 = 2 * (y * z + x * w)
        let r33 = 1 - 2 * (x * x + y * y)
        // K · S columns: (sx, 0, 0), (xy·sy, sy, 0), (xz·sz, yz·sz, sz).
        let (sx, sy, sz) = scale
        let k12 = skew.xy * sy
        let k13 = skew.xz * sz
        let k23 = skew.yz * sz
        let u11 = r11 * sx
        let u21 = r21 * sx
        let u31 = r31 * sx
        let u12 = r11 * k12 + r12 * sy
        let u22 = r21 * k12 + r22 * sy
        let u32 = r31 * k12 + r32 * sy
        let u13 = r11 * k13 + r12 * k23 + r13 * sz
        let u23 = r21 * k13 + r22 * k23 + r23 * sz
        let u33 = r31 * k13 + r32 * k23 + r33 * sz
        let (tx, ty, tz) = translation
        let (p1, p2, p3, p4) = perspective
        return Transform3D(
            m11: u11, m12: u12, m13: u13, m14: tx,
            m21: u21, m22: u22, m23: u23, m24: ty,
            m31: u31, m32: u32, m33: u33, m34: tz,
            m41: p1 * u11 + p2 * u21 + p3 * u31, m42: p1 * u12 + p2 * u22 + p3 * u32,
            m43: p1 * u13 + p2 * u23 + p3 * u33, m44: p1 * tx + p2 * ty + p3 * tz + p4)
    }

    /// The rotation's turn in the screen's plane: the angle of the turned x axis (radians, clockwise
    /// on screen). Exact for a rotation about z; 0 for a pure tilt about x or y.
    var planeRotation: Double {
        let (x, y, z, w) = quaternion
        return atan2(2 * (x * y + z * w), 1 - 2 * (y * y + z * z))
    }

    /// Parts interpolated as Core Animation and CSS do: linearly, the rotation by spherical
    /// interpolation of the quaternions (without flipping to the shorter arc, as CSS specifies).
    static func interpolate(_ a: DecomposedTransform, _ b: DecomposedTransform, _ f: Double) -> DecomposedTransform {
        func mix(_ u: Double, _ v: Double) -> Double { u + (v - u) * f }
        let product = min(max(quaternionProduct(a.quaternion, b.quaternion), -1), 1)
        var q = a.quaternion
        if abs(product) < 1 {
            let theta = acos(product)
            let w = sin(f * theta) / (1 - product * product).squareRoot()
            let k = cos(f * theta) - product * w
            q = (
                a.quaternion.0 * k + b.quaternion.0 * w, a.quaternion.1 * k + b.quaternion.1 * w,
                a.quaternion.2 * k + b.quaternion.2 * w, a.quaternion.3 * k + b.quaternion.3 * w
            )
        }
        return DecomposedTransform(
            perspective: (
                mix(a.perspective.0, b.perspective.0), mix(a.perspective.1, b.perspective.1),
                mix(a.perspective.2, b.perspective.2), mix(a.perspective.3, b.perspective.3)
            ),
            translation: (
                mix(a.translation.0, b.translation.0), mix(a.translation.1, b.translation.1),
                mix(a.translation.2, b.translation.2)
            ),
            scale: (mix(a.scale.0, b.scale.0), mix(a.scale.1, b.scale.1), mix(a.scale.2, b.scale.2)),
            skew: (mix(a.skew.xy, b.skew.xy), mix(a.skew.xz, b.skew.xz), mix(a.skew.yz, b.skew.yz)),
            quaternion: q)
    }

    /// The dot product of two quaternions: the cosine of half the turn between them.
    @inline(__always)
    static func quaternionProduct(
        _ q: (Double, Double, Double, Double), _ r: (Double, Double, Double, Double)
    ) -> Double {
        q.0 * r.0 + q.1 * r.1 + q.2 * r.2 + q.3 * r.3
    }

    // MARK: Small vector helpers

    typealias Vector = (Double, Double, Double)

    private static func dot(_ a: Vector, _ b: Vector) -> Double { a.0 * b.0 + a.1 * b.1 + a.2 * b.2 }
    private static func length(_ a: Vector) -> Double { dot(a, a).squareRoot() }
    private static func scaled(_ a: Vector, _ k: Double) -> Vector { (a.0 * k, a.1 * k, a.2 * k) }
    private static func combine(_ a: Vector, _ b: Vector, _ k: Double) -> Vector {
        (a.0 + b.0 * k, a.1 + b.1 * k, a.2 + b.2 * k)
    }
    private static func cross(_ a: Vector, _ b: Vector) -> Vector {
        (a.1 * b.2 - a.2 * b.1, a.2 * b.0 - a.0 * b.2, a.0 * b.1 - a.1 * b.0)
    }

    /// A unit vector orthogonal to `basis`, for an axis scaled to nothing (scale(0) has no direction).
    private static func completion(_ basis: [Vector], fallback: Vector) -> Vector {
        for candidate in [fallback, (1, 0, 0), (0, 1, 0), (0, 0, 1)] as [Vector] {
            var v = candidate
            for b in basis { v = combine(v, b, -dot(v, b)) }
            let l = length(v)
            if l > 1e-6 { return scaled(v, 1 / l) }
        }
        return fallback
    }

    /// The unit quaternion of the rotation whose columns are `c1`, `c2`, `c3` (Shoemake's branches).
    private static func quaternion(_ c1: Vector, _ c2: Vector, _ c3: Vector) -> (Double, Double, Double, Double) {
        let (r11, r21, r31) = c1
        let (r12, r22, r32) = c2
        let (r13, r23, r33) = c3
        let trace = r11 + r22 + r33
        var q: (Double, Double, Double, Double)
        if trace > 0 {
            let s = 0.5 / (trace + 1).squareRoot()
            q = ((r32 - r23) * s, (r13 - r31) * s, (r21 - r12) * s, 0.25 / s)
        } else if r11 > r22 && r11 > r33 {
            let s = 2 * (1 + r11 - r22 - r33).squareRoot()
            q = (0.25 * s, (r12 + r21) / s, (r13 + r31) / s, (r32 - r23) / s)
        } else if r22 > r33 {
            let s = 2 * (1 + r22 - r11 - r33).squareRoot()
            q = ((r12 + r21) / s, 0.25 * s, (r23 + r32) / s, (r13 - r31) / s)
        } else {
            let s = 2 * (1 + r33 - r11 - r22).squareRoot()
            q = ((r13 + r31) / s, (r23 + r32) / s, 0.25 * s, (r21 - r12) / s)
        }
        let n = (q.0 * q.0 + q.1 * q.1 + q.2 * q.2 + q.3 * q.3).squareRoot()
        return (q.0 / n, q.1 / n, q.2 / n, q.3 / n)
    }

    /// The inverse of the upper 3×3 block, row by row, or nil when it is singular.
    private static func inverse3x3(_ m: Transform3D) -> (
        Double, Double, Double, Double, Double, Double, Double, Double, Double
    )? {
        let a = m.m11
        let b = m.m12
        let c = m.m13
        let d = m.m21
        let e = m.m22
        let f = m.m23
        let g = m.m31
        let h = m.m32
        let i = m.m33
        let cofactorA = e * i - f * h
        let cofactorB = -(d * i - f * g)
        let cofactorC = d * h - e * g
        let det = a * cofactorA + b * cofactorB + c * cofactorC
        guard abs(det) > 1e-15 else { return nil }
        let k = 1 / det
        return (
            cofactorA * k, -(b * i - c * h) * k, (b * f - c * e) * k,
            cofactorB * k, (a * i - c * g) * k, -(a * f - c * d) * k,
            cofactorC * k, -(a * h - b * g) * k, (a * e - b * d) * k
        )
    }
}

extension Transform3D {
    /// Core Animation's interpolation of a `transform` key path at fraction `f` (may leave 0…1).
    public static func interpolate(_ a: Transform3D, _ b: Transform3D, _ f: Double) -> Transform3D {
        if a == b { return a }
        guard let da = DecomposedTransform(a), let db = DecomposedTransform(b) else { return f < 0.5 ? a : b }
        return DecomposedTransform.interpolate(da, db, f).matrix
    }
}
