/// A track's two transforms taken apart once, so a frame only mixes the parts and multiplies them
/// back (Core Animation's interpolation of `transform`); `nil` parts switch at the midpoint.
///
/// Most changing transforms only move: an arc bends the anchor's path, a slide translates, and
/// every other part (perspective, rotation, skew, scale) is the same at both ends. Mixing such a
/// part gives it back bit for bit, so the mixed matrix is `fixed` with its translation column (and
/// `m44`, the one entry that reads it) written in: a frame skips the spherical interpolation and
/// the product of the parts, and a frame written in place writes four entries of the matrix.
struct TransformTrack: Sendable {
    var start: DecomposedTransform?
    var end: DecomposedTransform?
    /// The matrix of the parts that do not move, when only the translation does.
    var fixed: Transform3D?
    /// `fixed != nil`, read without copying the matrix out.
    private(set) var onlyTranslates = false
    /// The ends' translations and perspective rows, read by `translated`.
    private var from = (0.0, 0.0, 0.0)
    private var to = (0.0, 0.0, 0.0)
    private var perspective = (0.0, 0.0, 0.0, 1.0)
    /// Hero's arc: its control point and its ends (centre + translation), as `transform(of:at:center:)` reads them.
    private var arc: (control: Point, p0: Point, p1: Point)?

    /// `Track.transformTrack` of a track whose ends an override changed: its parts are taken apart
    /// when it is drawn (a few tracks a frame, only with `changeTarget`).
    static let takeApartNow = -2

    init(_ track: Track) {
        start = DecomposedTransform(track.start.transform)
        end = DecomposedTransform(track.end.transform)
        guard let a = start, let b = end, Self.onlyTranslationMoves(a, b) else { return }
        fixed = a.matrix
        onlyTranslates = true
        from = a.translation
        to = b.translation
        perspective = a.perspective
        if let control = track.arcControl {
            let s = track.start
            let e = track.end
            arc = (
                control, Point(x: s.center.x + s.transform.m14, y: s.center.y + s.transform.m24),
                Point(x: e.center.x + e.transform.m14, y: e.center.y + e.transform.m24)
            )
        }
    }

    /// True when `DecomposedTransform.interpolate(a, b, f)` differs from `a` in its translation only,
    /// for every finite `f`: each other part mixes back to itself, and the rotation's quaternions
    /// are the same with a product that clamps to ±1 (no spherical interpolation).
    private static func onlyTranslationMoves(_ a: DecomposedTransform, _ b: DecomposedTransform) -> Bool {
        let same =
            [
                (a.perspective.0, b.perspective.0), (a.perspective.1, b.perspective.1),
                (a.perspective.2, b.perspective.2), (a.perspective.3, b.perspective.3),
                (a.scale.0, b.scale.0), (a.scale.1, b.scale.1), (a.scale.2, b.scale.2),
                (a.skew.xy, b.skew.xy), (a.skew.xz, b.skew.xz), (a.skew.yz, b.skew.yz)
            ].allSatisfy { ChangingKeys.mixesBack($0.0, $0.1) }
        let q = a.quaternion
        let r = b.quaternion
        guard same, q.0.bitPattern == r.0.bitPattern, q.1.bitPattern == r.1.bitPattern,
            q.2.bitPattern == r.2.bitPattern, q.3.bitPattern == r.3.bitPattern
        else { return false }
        return abs(min(max(DecomposedTransform.quaternionProduct(q, r), -1), 1)) >= 1
    }

    /// Writes the translation at `f` (finite) into `m`, a matrix whose other entries are `fixed`'s:
    /// the same bits as `DecomposedTransform.interpolate(start, end, f).matrix`, the arc included.
    @inline(__always)
    func translated(_ m: inout Transform3D, at f: Double, center: Point) {
        func mix(_ u: Double, _ v: Double) -> Double { u + (v - u) * f }
        var tx = mix(from.0, to.0)
        var ty = mix(from.1, to.1)
        let tz = mix(from.2, to.2)
        if let arc {
            let u = 1 - f
            tx = u * u * arc.p0.x + 2 * u * f * arc.control.x + f * f * arc.p1.x - center.x
            ty = u * u * arc.p0.y + 2 * u * f * arc.control.y + f * f * arc.p1.y - center.y
        }
        let (p1, p2, p3, p4) = perspective
        m.m14 = tx
        m.m24 = ty
        m.m34 = tz
        m.m44 = p1 * tx + p2 * ty + p3 * tz + p4
    }
}
