import SwoopEngine

#if canImport(Glibc)
import Glibc
#endif

/// A point in device pixels.
struct DevicePoint: Equatable {
    var x: Double
    var y: Double
}

/// Turns a layer's rounded rectangle into a device-pixel polygon: flattened in the layer's own
/// coordinates (centred on its anchor), mapped through the 4×4 with the perspective divide, then
/// through the viewport. Mapping the flattened outline point by point is exact for a solid fill under
/// any projective transform (straight edges stay straight; only the arcs are chords, ≤ `tolerance`).
///
/// Reused across layers so that steady-state drawing allocates nothing.
struct ProjectedOutline {
    /// Largest distance, in device pixels, between a corner's arc and its chords.
    static let tolerance = 0.1
    /// The smallest W kept before dividing: the part of a layer turned behind the eye is cut away.
    static let minimumW = 1e-3

    private(set) var points: [DevicePoint] = []

    /// The smallest box holding `points` (all zero when there are none), without an array per axis.
    var extent: (minX: Double, minY: Double, maxX: Double, maxY: Double) {
        guard let first = points.first else { return (0, 0, 0, 0) }
        var e = (minX: first.x, minY: first.y, maxX: first.x, maxY: first.y)
        for p in points.dropFirst() {
            e = (min(e.minX, p.x), min(e.minY, p.y), max(e.maxX, p.x), max(e.maxY, p.y))
        }
        return e
    }
    private var local: [(x: Double, y: Double)] = []
    private var clipped: [(x: Double, y: Double)] = []

    /// Builds the outline of `geometry` inset by `inset` points on every side (a border's inner edge).
    /// Returns false when nothing is left to draw (an empty rectangle, or all of it behind the eye).
    mutating func build(_ geometry: LayerGeometry, inset: Double = 0, viewport: Viewport) -> Bool {
        points.removeAll(keepingCapacity: true)
        let w = geometry.size.width - 2 * inset
        let h = geometry.size.height - 2 * inset
        guard w > 0, h > 0, w.isFinite, h.isFinite else { return false }
        let r = max(0, min(geometry.effectiveRadius - inset, w / 2, h / 2))
        let m = geometry.transform.planeHomography
        let segments = r > 0 ? Self.arcSegments(radius: r, pixelsPerPoint: Self.pixelScale(m, w, h, viewport)) : 0

        local.removeAll(keepingCapacity: true)
        let hw = w / 2
        let hh = h / 2
        if segments == 0 {
            local += [(-hw, -hh), (hw, -hh), (hw, hh), (-hw, hh)]
        } else {
            // Clockwise on screen (y down): top-right, bottom-right, bottom-left, top-left corner arcs.
            let centres = [(hw - r, -hh + r), (hw - r, hh - r), (-hw + r, hh - r), (-hw + r, -hh + r)]
            for (corner, c) in centres.enumerated() {
                let start = -Double.pi / 2 + Double(corner) * Double.pi / 2
                for k in 0...segments {
                    let a = start + Double(k) * (Double.pi / 2) / Double(segments)
                    local.append((c.0 + r * cos(a), c.1 + r * sin(a)))
                }
            }
        }
        return project(m, geometry.position, viewport)
    }

    /// Corner chords for an arc of `radius` points: the chord's sagitta r(1 − cos(θ/2)) ≤ tolerance.
    static func arcSegments(radius: Double, pixelsPerPoint: Double) -> Int {
        let rp = radius * pixelsPerPoint
        guard rp > tolerance else { return 1 }
        let theta = 2 * acos(1 - tolerance / rp)
        return min(max(Int((Double.pi / 2 / theta).rounded(.up)), 1), 256)
    }

    /// Device pixels per local point along the most magnified edge of the rectangle.
    private static func pixelScale(_ m: PlaneHomography, _ w: Double, _ h: Double, _ v: Viewport) -> Double {
        func at(_ x: Double, _ y: Double) -> (Double, Double)? {
            let p = m.apply(x, y)
            guard p.w > minimumW else { return nil }
            return (p.x / p.w * v.scaleX, p.y / p.w * v.scaleY)
        }
        let corners = [at(-w / 2, -h / 2), at(w / 2, -h / 2), at(w / 2, h / 2), at(-w / 2, h / 2)]
        var scale = max(abs(v.scaleX), abs(v.scaleY))
        for i in 0..<4 {
            guard let a = corners[i], let b = corners[(i + 1) % 4] else { continue }
            let length = i % 2 == 0 ? w : h
            let d = ((a.0 - b.0) * (a.0 - b.0) + (a.1 - b.1) * (a.1 - b.1)).squareRoot()
            scale = max(scale, d / length)
        }
        return min(scale, 1e4)
    }

    /// Clips the local polygon to W ≥ minimumW (W is affine in local x, y, so the cut is exact),
    /// divides, and maps to the device.
    private mutating func project(_ m: PlaneHomography, _ position: Point, _ v: Viewport) -> Bool {
        @inline(__always) func wAt(_ p: (x: Double, y: Double)) -> Double { m.g * p.x + m.h * p.y + m.i }
        var source = local
        if m.g != 0 || m.h != 0 || m.i < Self.minimumW {
            clipped.removeAll(keepingCapacity: true)
            for k in local.indices {
                let a = local[k]
                let b = local[(k + 1) % local.count]
                let wa = wAt(a) - Self.minimumW
                let wb = wAt(b) - Self.minimumW
                if wa >= 0 { clipped.append(a) }
                if (wa >= 0) != (wb >= 0) {
                    let t = wa / (wa - wb)
                    clipped.append((a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t))
                }
            }
            source = clipped
        }
        guard source.count >= 3 else { return false }
        for p in source {
            let q = m.apply(p.x, p.y)
            let d = v.device(position.x + q.x / q.w, position.y + q.y / q.w)
            points.append(DevicePoint(x: d.x, y: d.y))
        }
        return true
    }

    /// The box around the outline, in pixels (for shadows and image pieces).
    var bounds: (minX: Double, minY: Double, maxX: Double, maxY: Double) {
        var b = (minX: Double.infinity, minY: Double.infinity, maxX: -Double.infinity, maxY: -Double.infinity)
        for p in points {
            b.minX = min(b.minX, p.x)
            b.minY = min(b.minY, p.y)
            b.maxX = max(b.maxX, p.x)
            b.maxY = max(b.maxY, p.y)
        }
        return b
    }
}
