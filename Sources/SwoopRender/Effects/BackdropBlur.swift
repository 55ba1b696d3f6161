/// A blur the way compositors do it, cheap at any radius. What lies beneath the backdrop arrives
/// already drawn at 1/f resolution (f = 1, 2, 4 or 8, the largest leaving σ ≥ 4 small pixels; the
/// renderer draws the layers beneath a second time into a small surface, ⌈w/f⌉ × ⌈h/f⌉, the scene
/// stretched over it exactly; cairo's area coverage makes that the box average a downsampling pass
/// would compute, without reading the full frame). The small image is box-blurred (3 passes per axis, in floating point), saturated and
/// tinted (both linear, so they commute with the filtering that follows), then scaled back up
/// bilinearly straight into the frame, mixed with the sharp image by the backdrop's alpha.
/// All buffers are kept between frames.
final class BackdropBlur {
    private let image = ScratchBuffer<SIMD4<Float>>()
    private let scratch = ScratchBuffer<SIMD4<Float>>()
    private let sums = ScratchBuffer<SIMD4<Float>>()
    private let packed = ScratchBuffer<UInt32>()
    private let rowA = ScratchBuffer<UInt32>()
    private let rowB = ScratchBuffer<UInt32>()
    private var columns: [(index: Int32, weight: UInt32)] = []
    private var columnsKey = (width: 0, factor: 0, smallWidth: 0)
    /// The size of the small image in `packed`, blurred and tinted (0 × 0 before the first).
    private var blurredSize = (0, 0)

    /// The downsampling factor for a blur of `sigma` device pixels.
    static func factor(sigma: Double) -> Int {
        var f = 8
        while f > 1 && sigma / Double(f) < 4 { f /= 2 }
        return f
    }

    /// The size of the small image for `rect` at factor `f`.
    static func smallSize(_ rect: PixelRect, _ f: Int) -> (width: Int, height: Int) {
        ((rect.width + f - 1) / f, (rect.height + f - 1) / f)
    }

    /// Blurs `beneath` (the content under `rect`, drawn at 1/f) and mixes the result into `rect` of
    /// `surface` by `alpha`, except in `hidden`: pixels an opaque layer drawn next will paint over
    /// (in zoom, the photo growing over the blur), left as they are. With `beneath` nil, the small
    /// image blurred last is mixed in again (the caller knows the same content lay beneath it, in
    /// the same rectangle, factor and style). `sharp`, when given, holds the sharp image to mix with
    /// (a frame of `surface`'s size and stride) in place of `surface`'s own pixels, which are then
    /// only written: one pass over the frame instead of a copy and a blend.
    func apply(
        beneath: RenderSurface?, factor f: Int, to surface: RenderSurface, rect: PixelRect,
        sigmaX: Double, sigmaY: Double, style: BlurStyle, alpha: Double, hidden: PixelRect? = nil,
        sharp: UnsafePointer<UInt32>? = nil
    ) {
        guard !rect.isEmpty, alpha > 0 else { return }
        let (sw, sh) = Self.smallSize(rect, f)
        if let beneath {
            blur(beneath, sw, sh, rect: rect, sigmaX: sigmaX, sigmaY: sigmaY, style: style)
        } else {
            precondition(blurredSize == (sw, sh), "no small image of this size was blurred")
        }
        mixIn(
            packed.reserve(sw * sh), sw, sh, f, to: surface, rect: rect, mix: UInt32((min(alpha, 1) * 256).rounded()),
            hidden: hidden, sharp: sharp)
    }

    /// `beneath`'s top-left sw × sh pixels blurred, saturated and tinted into `packed`.
    private func blur(
        _ beneath: RenderSurface, _ sw: Int, _ sh: Int, rect: PixelRect, sigmaX: Double, sigmaY: Double,
        style: BlurStyle
    ) {
        precondition(beneath.width >= sw && beneath.height >= sh, "the small image does not cover the backdrop")
        // The f × f average and the bilinear scale-up blur too (variances f²/12 and f²/6): take them off.
        func smallSigma(_ s: Double, _ k: Double) -> Double { (max(s * s - k * k / 4, 0)).squareRoot() / k }
        let fx = Double(rect.width) / Double(sw)
        let fy = Double(rect.height) / Double(sh)
        let boxX = BoxBlur.boxWidth(sigma: smallSigma(sigmaX, fx))
        let boxY = BoxBlur.boxWidth(sigma: smallSigma(sigmaY, fy))
        let img = image.reserve(sw * sh)
        beneath.withPixels { pixels, row in
            for y in 0..<sh {
                for x in 0..<sw {
                    let p = pixels[y * row + x]
                    img[y * sw + x] = SIMD4(
                        Float(p & 0xFF), Float((p >> 8) & 0xFF), Float((p >> 16) & 0xFF), Float(p >> 24))
                }
            }
        }
        BoxBlur.blur(
            img, scratch: scratch.reserve(sw * sh), sums: sums.reserve(sw), width: sw, height: sh,
            rowLength: sw, boxX: boxX, boxY: boxY)
        Self.saturateAndTint(img, into: packed.reserve(sw * sh), count: sw * sh, style)
        blurredSize = (sw, sh)
    }

    /// Mixes the small blurred image `words` (sw × sh) into `rect` of `surface`.
    private func mixIn(
        _ words: UnsafeMutablePointer<UInt32>, _ sw: Int, _ sh: Int, _ f: Int, to surface: RenderSurface,
        rect: PixelRect, mix: UInt32, hidden: PixelRect?, sharp: UnsafePointer<UInt32>?
    ) {
        // The hidden rectangle in the blur's own coordinates (rows y0..<y1, columns x0..<x1), if any of it is inside.
        let skip = hidden.flatMap { h -> (x0: Int, x1: Int, y0: Int, y1: Int)? in
            let x0 = max(h.x - rect.x, 0)
            let x1 = min(h.x + h.width - rect.x, rect.width)
            let y0 = max(h.y - rect.y, 0)
            let y1 = min(h.y + h.height - rect.y, rect.height)
            return x1 > x0 && y1 > y0 ? (x0, x1, y0, y1) : nil
        }
        surface.withPixels { pixels, row in
            upsample(
                from: words, sw, sh, f, into: pixels + rect.y * row + rect.x, row, rect.width, rect.height, mix,
                skip: skip, sharp: sharp.map { $0 + rect.y * row + rect.x })
        }
    }

    /// Saturation (luminance-preserving, Rec. 709 weights) then the tint, on premultiplied
    /// (blue, green, red, alpha) pixels; packed back into ARGB words.
    private static func saturateAndTint(
        _ pixels: UnsafeMutablePointer<SIMD4<Float>>, into words: UnsafeMutablePointer<UInt32>,
        count: Int, _ style: BlurStyle
    ) {
        let s = Float(style.saturation)
        let t = Float(style.tintAlpha)
        let keep = SIMD4<Float>(repeating: 1 - t)
        let tint = SIMD4<Float>(repeating: Float(style.tintWhite) * 255 * t + 0.5).replacing(
            with: 255 * t + 0.5, where: [false, false, false, true])
        let luma = SIMD4<Float>(0.0722, 0.7152, 0.2126, 0)
        let saturate = SIMD4<Float>(s, s, s, 1)
        let rest = SIMD4<Float>(1 - s, 1 - s, 1 - s, 0)
        for i in 0..<count {
            let p = pixels[i]
            let a = SIMD4<Float>(repeating: p[3])
            let l = (p * luma).sum()
            // Alpha passes through (saturate 1, rest 0); colours stay within 0…alpha (premultiplied).
            var c = p * saturate + rest * l
            c = c.replacing(with: SIMD4<Float>(), where: c .< SIMD4<Float>())
            c = c.replacing(with: a, where: c .> a)
            c = c * keep + tint
            c = c.replacing(with: SIMD4(repeating: 255), where: c .> SIMD4(repeating: 255))
            words[i] = UInt32(c[0]) | UInt32(c[1]) << 8 | UInt32(c[2]) << 16 | UInt32(c[3]) << 24
        }
    }

    /// Bilinear scale-up, sample centres aligned (x_small = (x + ½)·sw/w − ½), mixed into the sharp
    /// image by `mix`/256. Each row of the small image is widened once (and kept for the f output
    /// rows that use it); the per-pixel work — the vertical blend and the mix — runs four pixels at a time.
    private func upsample(
        from small: UnsafeMutablePointer<UInt32>, _ sw: Int, _ sh: Int, _ f: Int,
        into dst: UnsafeMutablePointer<UInt32>, _ row: Int, _ w: Int, _ h: Int, _ mix: UInt32,
        skip: (x0: Int, x1: Int, y0: Int, y1: Int)?, sharp: UnsafePointer<UInt32>?
    ) {
        // Real factors per axis: w / sw is f exactly only when f divides the width.
        let fx = Double(w) / Double(sw)
        let fy = Double(h) / Double(sh)
        if columnsKey != (w, f, sw) {
            columns = (0..<w).map { x in
                let sx = (Double(x) + 0.5) / fx - 0.5
                let x0 = min(max(Int(sx.rounded(.down)), 0), sw - 1)
                let weight = sx <= 0 ? 0 : min(UInt32(((sx - Double(x0)) * 256).rounded()), 256)
                return (Int32(x0), x0 + 1 < sw ? weight : 0)
            }
            columnsKey = (w, f, sw)
        }
        var top = rowA.reserve(w)
        var bottom = rowB.reserve(w)
        var loadedTop = -1
        var loadedBottom = -1
        columns.withUnsafeBufferPointer { cols in
            for y in 0..<h {
                // The columns of this row to write: all, or those either side of the hidden rectangle.
                var left = (x0: 0, x1: w)
                var right = (x0: w, x1: w)  // empty unless a hidden rectangle splits the row
                if let skip, skip.y0 <= y, y < skip.y1 {
                    left.x1 = skip.x0
                    right.x0 = skip.x1
                    if left.x1 <= 0 && right.x0 >= w { continue }
                }
                let sy = (Double(y) + 0.5) / fy - 0.5
                let y0 = min(max(Int(sy.rounded(.down)), 0), sh - 1)
                let y1 = min(y0 + 1, sh - 1)
                let wy = sy <= 0 || y1 == y0 ? 0 : min(UInt32(((sy - Double(y0)) * 256).rounded()), 256)
                if loadedTop != y0 {
                    if loadedBottom == y0 {
                        swap(&top, &bottom)
                        swap(&loadedTop, &loadedBottom)
                    } else {
                        Self.widen(small + y0 * sw, cols, f, sw, into: top, w, exact: w == f * sw)
                        loadedTop = y0
                    }
                }
                if loadedBottom != y1 {
                    Self.widen(small + y1 * sw, cols, f, sw, into: bottom, w, exact: w == f * sw)
                    loadedBottom = y1
                }
                if left.x1 > left.x0 {
                    Self.blend(
                        top, bottom, UInt16(wy), over: sharp.map { $0 + y * row } ?? UnsafePointer(dst + y * row),
                        into: dst + y * row, UInt16(mix), left.x1)
                }
                if right.x1 > right.x0 {
                    Self.blend(
                        top + right.x0, bottom + right.x0, UInt16(wy),
                        over: sharp.map { $0 + y * row + right.x0 } ?? UnsafePointer(dst + y * row + right.x0),
                        into: dst + y * row + right.x0, UInt16(mix), right.x1 - right.x0)
                }
            }
        }
    }

    /// One small row scaled up to `w` pixels. When f divides the width (`exact`) the f outputs
    /// between two small pixels (f = 4 or 8) share their two sources and repeat the same weights, so they are made four at a time.
    private static func widen(
        _ line: UnsafeMutablePointer<UInt32>, _ cols: UnsafeBufferPointer<(index: Int32, weight: UInt32)>,
        _ f: Int, _ sw: Int, into out: UnsafeMutablePointer<UInt32>, _ w: Int, exact: Bool
    ) {
        var x = 0
        if exact && (f == 4 || f == 8) {
            // Outputs f/2 + i·f + k (k < f) blend small pixels i and i + 1 by (k + ½)/f.
            let o = UnsafeMutableRawPointer(out)
            x = min(f / 2, w)
            for i in 0..<x { out[i] = line[0] }
            // The weights of outputs k … k + 3, two lanes (two bytes each) per pixel.
            let w0 = weights(0, f)
            let w1 = weights(4, f)
            var i = 0
            while i + 1 < sw && x + f <= w {
                let a = splat(line[i])
                let b = splat(line[i + 1])
                o.storeBytes(of: lerp8(a, b, w0), toByteOffset: x * 4, as: SIMD8<UInt16>.self)
                if f == 8 { o.storeBytes(of: lerp8(a, b, w1), toByteOffset: (x + 4) * 4, as: SIMD8<UInt16>.self) }
                x += f
                i += 1
            }
        }
        while x < w {
            let c = cols[x]
            let i = Int(c.index)
            out[x] = c.weight == 0 ? line[i] : lerp(line[i], line[i + 1], c.weight)
            x += 1
        }
    }

    /// (k + ½)/f × 256 for outputs k … k + 3, each twice (a pixel's two lanes).
    private static func weights(_ k: Int, _ f: Int) -> SIMD8<UInt16> {
        var v = SIMD8<UInt16>()
        for lane in 0..<8 { v[lane] = UInt16((2 * (k + lane / 2) + 1) * 128 / f) }
        return v
    }

    /// Four copies of one pixel, as eight 16-bit lanes.
    @inline(__always) private static func splat(_ p: UInt32) -> SIMD8<UInt16> {
        let lo = UInt16(truncatingIfNeeded: p)
        let hi = UInt16(truncatingIfNeeded: p >> 16)
        return SIMD8(lo, hi, lo, hi, lo, hi, lo, hi)
    }

    /// out = mix(sharp, top + (bottom − top)·wy, mix), sixteen bytes (four pixels) at a time: one
    /// weighted sum of three sources whose weights add up to 256 (sharp 256 − mix, top and bottom
    /// sharing mix by wy). `sharp` is `out` itself unless the sharp image is kept elsewhere.
    private static func blend(
        _ top: UnsafeMutablePointer<UInt32>, _ bottom: UnsafeMutablePointer<UInt32>, _ wy: UInt16,
        over sharp: UnsafePointer<UInt32>, into out: UnsafeMutablePointer<UInt32>, _ mix: UInt16, _ w: Int
    ) {
        let t = UnsafeRawPointer(top)
        let b = UnsafeRawPointer(bottom)
        let s = UnsafeRawPointer(sharp)
        let o = UnsafeMutableRawPointer(out)
        let wb = UInt16((UInt32(wy) * UInt32(mix) + 128) >> 8)
        let wt = mix - wb
        let wo = 256 - mix
        let bw = SIMD8<UInt16>(repeating: wb)
        let tw = SIMD8<UInt16>(repeating: wt)
        let ow = SIMD8<UInt16>(repeating: wo)
        let low = SIMD8<UInt16>(repeating: 0x00FF)
        let round = SIMD8<UInt16>(repeating: 0x80)
        var x = 0
        if mix >= 256 {
            let weight = SIMD8<UInt16>(repeating: wy)
            while x + 4 <= w {
                let v = lerp8(
                    t.loadUnaligned(fromByteOffset: x * 4, as: SIMD8<UInt16>.self),
                    b.loadUnaligned(fromByteOffset: x * 4, as: SIMD8<UInt16>.self), weight)
                o.storeBytes(of: v, toByteOffset: x * 4, as: SIMD8<UInt16>.self)
                x += 4
            }
        } else {
            while x + 4 <= w {
                let tv = t.loadUnaligned(fromByteOffset: x * 4, as: SIMD8<UInt16>.self)
                let bv = b.loadUnaligned(fromByteOffset: x * 4, as: SIMD8<UInt16>.self)
                let ov = s.loadUnaligned(fromByteOffset: x * 4, as: SIMD8<UInt16>.self)
                let lo = (((ov & low) &* ow &+ (tv & low) &* tw &+ (bv & low) &* bw &+ round) &>> 8) & low
                let hi = ((ov &>> 8) &* ow &+ (tv &>> 8) &* tw &+ (bv &>> 8) &* bw &+ round) & ~low
                o.storeBytes(of: lo | hi, toByteOffset: x * 4, as: SIMD8<UInt16>.self)
                x += 4
            }
        }
        while x < w {
            let v = lerp(top[x], bottom[x], UInt32(wy))
            out[x] = mix >= 256 ? v : lerp(sharp[x], v, UInt32(mix))
            x += 1
        }
    }

    /// `lerp` on sixteen bytes seen as eight 16-bit lanes, a weight per lane: the low byte of each
    /// lane and the high byte are blended apart (a·(256 − w) + b·w + 128 < 2¹⁶), with no widening.
    @inline(__always)
    static func lerp8(_ a: SIMD8<UInt16>, _ b: SIMD8<UInt16>, _ w: SIMD8<UInt16>) -> SIMD8<UInt16> {
        let low = SIMD8<UInt16>(repeating: 0x00FF)
        let v = SIMD8<UInt16>(repeating: 256) &- w
        let round = SIMD8<UInt16>(repeating: 0x80)
        let lo = (((a & low) &* v &+ (b & low) &* w &+ round) &>> 8) & low
        let hi = ((a &>> 8) &* v &+ (b &>> 8) &* w &+ round) & ~low
        return lo | hi
    }

    /// a + (b − a) · w/256 on all four bytes of a pixel (two per 32-bit multiply), rounded.
    @inline(__always)
    static func lerp(_ a: UInt32, _ b: UInt32, _ w: UInt32) -> UInt32 {
        let v = 256 - w
        let rb = (((a & 0x00FF_00FF) &* v &+ (b & 0x00FF_00FF) &* w &+ 0x0080_0080) >> 8) & 0x00FF_00FF
        let ag = (((a >> 8) & 0x00FF_00FF) &* v &+ ((b >> 8) & 0x00FF_00FF) &* w &+ 0x0080_0080) & 0xFF00_FF00
        return rb | ag
    }
}
