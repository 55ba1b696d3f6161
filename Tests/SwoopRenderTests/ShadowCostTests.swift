import SwoopEngine
import SwoopRender
import Testing

@testable import SwoopRender

// Issue 28: a shadow's (and a blur's) cost is bounded by the pixels it covers, never by its radius.
// These assert the bounds on the work (mask size, box widths, what is skipped), not a time.

/// A 1920 × 1080 frame (the bench's 1080p), for masks built directly.
private let frame = (width: 1920, height: 1080)

/// The outline of a `w × h` rectangle at (x, y), in device pixels (scale 1).
private func outline(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> ProjectedOutline {
    var o = ProjectedOutline()
    let built = o.build(
        LayerGeometry(frame: Rect(x: x, y: y, width: w, height: h)),
        viewport: .scaled(
            Size(width: Double(frame.width), height: Double(frame.height)), by: 1))
    precondition(built)
    return o
}

private func mask(_ o: ProjectedOutline, sigma: Double, strength: Double = 0.5) -> ShadowMask? {
    ShadowMask(
        outline: o, offset: (0, 0), sigma: (sigma, sigma), strength: strength, surfaceWidth: frame.width,
        surfaceHeight: frame.height)
}

/// A card over white, with a shadow of `radius` (none when nil), drawn by the renderer at scale 1.
private func card(radius: Double?) throws -> RenderSurface {
    var l = RenderLayer(
        geometry: LayerGeometry(frame: Rect(x: 120, y: 90, width: 160, height: 120), cornerRadius: 12),
        fill: RGBA(red: 0.2, green: 0.47, blue: 0.96))
    l.shadow = radius.map { Shadow(color: .black, opacity: 0.8, offset: Point(x: 0, y: 8), radius: $0) }
    return try draw([.layer(l)], size: Size(width: 400, height: 300))
}

private func largestDifference(_ a: RenderSurface, _ b: RenderSurface) -> Int {
    var worst = 0
    for y in 0..<a.height {
        for x in 0..<a.width {
            let p = a.pixel(x: x, y: y)
            let q = b.pixel(x: x, y: y)
            worst = max(worst, abs(Int(p.r) - Int(q.r)), abs(Int(p.g) - Int(q.g)), abs(Int(p.b) - Int(q.b)))
        }
    }
    return worst
}

@Test(arguments: [20.0, 1e3, 1e5, 1e9, 8e9])
func aHugeShadowRadiusCostsNoMoreThanTheFrame(_ sigma: Double) throws {
    // A shape reaching 2σ past the frame on every side, so that the shadow is not skipped as invisible.
    let shape = outline(-2 * sigma, -2 * sigma, 4 * sigma + Double(frame.width), 4 * sigma + Double(frame.height))
    let m = try #require(mask(shape, sigma: sigma))
    // The small image is at most frame / f + 97 pixels a side; the box widths stay below 31.
    #expect(m.small.width <= frame.width / m.factor.x + 97, "\(m.small)")
    #expect(m.small.height <= frame.height / m.factor.y + 97, "\(m.small)")
    #expect(m.boxX < 31 && m.boxY < 31, "boxes \(m.boxX)×\(m.boxY)")
    #expect(sigma / Double(m.factor.x) >= ShadowMask.smallSigma, "f \(m.factor.x)")
}

@Test func aShadowTooSpreadOutToReachHalfALevelIsNotDrawn() throws {
    // A 100 × 100 card: area 10⁴ px². At σ = 1000 its peak is 0.5 · 255 · 1.1 · 10⁴ / (2π · 10⁶) ≈ 0.22.
    #expect(mask(outline(900, 500, 100, 100), sigma: 1000) == nil)
    #expect(mask(outline(900, 500, 100, 100), sigma: 1e9) == nil)
    #expect(mask(outline(900, 500, 100, 100), sigma: 100) != nil, "≈ 22 levels at σ = 100: drawn")
    // And the frame shows it: the card drawn with a radius of 10⁹ points is the card alone.
    let plain = try card(radius: nil)
    let huge = try card(radius: 1e9)
    #expect(largestDifference(plain, huge) <= 1)
}

@Test func aShadowOutsideTheFrameByMoreThanItsReachIsNotDrawn() {
    #expect(mask(outline(-900, 500, 100, 100), sigma: 100) == nil, "3σ + 2 px from the frame's left edge")
    #expect(mask(outline(-350, 500, 100, 100), sigma: 100) != nil, "within 3σ of it")
}

@Test(arguments: [(15.9, 16.0, 3), (31.9, 32.0, 3), (63.9, 64.0, 6)])
func aDownsampledShadowMatchesTheFullResolutionOneAcrossTheSwitch(_ below: Double, _ above: Double, _ levels: Int)
    throws
{
    // Either side of a change of factor (f = 1 → 2 → 4 → 8): nearly the same picture. The box widths
    // are whole small pixels, so the effective σ moves by up to half a small pixel at the switch.
    #expect(ShadowMask.factor(sigma: below) * 2 == ShadowMask.factor(sigma: above))
    let difference = largestDifference(try card(radius: below), try card(radius: above))
    #expect(difference <= levels, "\(difference) levels apart")
}

@Test func aCardShadowIsDrawnAtFullResolution() {
    // Radius 5 at × 2 (σ = 10 px), Hero's default shadow: no downsampling.
    #expect(ShadowMask.factor(sigma: 10) == 1)
    #expect(ShadowMask.factor(sigma: 15.99) == 1)
    #expect(ShadowMask.factor(sigma: 16) == 2)
}

/// `row` blurred by one pass of a box of `d` along x (`vertical` false) or y, through `BoxBlur`.
private func boxBlurred(_ row: [UInt8], _ d: Int, vertical: Bool) -> [UInt8] {
    var image = row
    var scratch = [UInt8](repeating: 0, count: row.count)
    var sums = [UInt32](repeating: 0, count: row.count)
    let (w, h) = vertical ? (1, row.count) : (row.count, 1)
    image.withUnsafeMutableBufferPointer { img in
        scratch.withUnsafeMutableBufferPointer { s in
            sums.withUnsafeMutableBufferPointer { sum in
                BoxBlur.blur(
                    img.baseAddress!, scratch: s.baseAddress!, sums: sum.baseAddress!, width: w, height: h,
                    rowLength: w, boxX: vertical ? 1 : d, boxY: vertical ? d : 1, passes: 1)
            }
        }
    }
    return image
}

@Test(arguments: [false, true])
func aBoxWiderThanItsImageIsTheEdgeExtendedMean(_ vertical: Bool) {
    // Five pixels, a box of 101: the running sums must count the edges as often as the box reaches
    // past them (what a naive clamped-index sum computes), at the cost of the image, not of the box.
    let row: [UInt8] = [0, 255, 40, 200, 10]
    let k = 50
    let naive = (0..<row.count).map { i in
        let sum = (i - k...i + k).reduce(0) { $0 + Int(row[min(max($1, 0), row.count - 1)]) }
        return Int((Double(sum) / 101).rounded())
    }
    let got = boxBlurred(row, 2 * k + 1, vertical: vertical)
    #expect(zip(got, naive).allSatisfy { abs(Int($0) - $1) <= 1 }, "\(got) vs \(naive)")
}
