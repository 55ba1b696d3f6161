/// Box blurs by running sums: each output costs one add and one subtract whatever the box's width,
/// and three passes per axis approximate a Gaussian to within about 3 % (the SVG specification's
/// method, which vImage-based iOS blurs use too). Edges are extended, so a uniform image stays uniform.
enum BoxBlur {
    /// The widest blur computed as asked (σ in pixels); wider ones are computed as this.
    static let maximumSigma = 1e6

    /// The box width whose three passes approximate a Gaussian of standard deviation `sigma` pixels:
    /// `d = ⌊σ · 3√(2π)/4 + 0.5⌋`, made odd so the box is centred on its pixel.
    static func boxWidth(sigma: Double) -> Int {
        guard sigma > 0.5 else { return 1 }
        // Callers keep σ to a few dozen pixels by downsampling; the bound only keeps the arithmetic
        // (a byte's sums of 255 · d in 32 bits) safe whatever they pass.
        let sigma = min(sigma, maximumSigma)
        var d = Int((sigma * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down))
        if d % 2 == 0 { d += 1 }
        return max(d, 1)
    }

    /// Blurs `image` (width × height, `rowLength` elements per row) in place: `passes` horizontal
    /// passes of width `boxX`, then `passes` vertical ones of width `boxY`. `scratch` must hold
    /// height × rowLength elements and `sums` width accumulators; both are the caller's, for reuse.
    static func blur<P: BoxPixel>(
        _ image: UnsafeMutablePointer<P>, scratch: UnsafeMutablePointer<P>,
        sums: UnsafeMutablePointer<P.Sum>, width: Int, height: Int, rowLength: Int,
        boxX: Int, boxY: Int, passes: Int = 3
    ) {
        guard width > 0, height > 0 else { return }
        if boxX > 1 {
            for pass in 0..<passes {
                let (src, dst) = pass % 2 == 0 ? (image, scratch) : (scratch, image)
                for y in 0..<height { horizontal(src + y * rowLength, dst + y * rowLength, width, boxX) }
            }
            if passes % 2 == 1 { copy(scratch, image, width, height, rowLength) }
        }
        if boxY > 1 {
            for pass in 0..<passes {
                let (src, dst) = pass % 2 == 0 ? (image, scratch) : (scratch, image)
                vertical(src, dst, sums, width, height, rowLength, boxY)
            }
            if passes % 2 == 1 { copy(scratch, image, width, height, rowLength) }
        }
    }

    private static func copy<P>(
        _ from: UnsafeMutablePointer<P>, _ to: UnsafeMutablePointer<P>, _ w: Int, _ h: Int, _ row: Int
    ) {
        for y in 0..<h { (to + y * row).update(from: from + y * row, count: w) }
    }

    @inline(__always)
    private static func horizontal<P: BoxPixel>(
        _ src: UnsafeMutablePointer<P>, _ dst: UnsafeMutablePointer<P>, _ n: Int, _ d: Int
    ) {
        let k = d / 2
        let last = n - 1
        let inverse = P.inverse(d)
        // The window around pixel 0: k + 1 copies of the first pixel, then pixels 1…k, the last one
        // repeated where k runs past the row (a box wider than its image costs no more than the image).
        var acc = P.widen(src[0]) &* P.Sum.count(k + 1)
        for i in 1..<min(k, last) + 1 { acc &+= P.widen(src[i]) }
        if k > last { acc &+= P.widen(src[last]) &* P.Sum.count(k - last) }
        for i in 0..<n {
            dst[i] = P.narrow(acc, inverse)
            acc &+= P.widen(src[min(i + k + 1, last)])
            acc &-= P.widen(src[max(i - k, 0)])
        }
    }

    @inline(__always)
    private static func vertical<P: BoxPixel>(
        _ src: UnsafeMutablePointer<P>, _ dst: UnsafeMutablePointer<P>,
        _ sums: UnsafeMutablePointer<P.Sum>, _ w: Int, _ h: Int, _ row: Int, _ d: Int
    ) {
        let k = d / 2
        let last = h - 1
        let inverse = P.inverse(d)
        let first = P.Sum.count(k + 1)
        for x in 0..<w { sums[x] = P.widen(src[x]) &* first }
        for j in 1..<min(k, last) + 1 {
            let r = src + j * row
            for x in 0..<w { sums[x] &+= P.widen(r[x]) }
        }
        if k > last {
            let r = src + last * row
            let repeats = P.Sum.count(k - last)
            for x in 0..<w { sums[x] &+= P.widen(r[x]) &* repeats }
        }
        for y in 0..<h {
            let out = dst + y * row
            let add = src + min(y + k + 1, last) * row
            let sub = src + max(y - k, 0) * row
            for x in 0..<w {
                out[x] = P.narrow(sums[x], inverse)
                sums[x] &+= P.widen(add[x])
                sums[x] &-= P.widen(sub[x])
            }
        }
    }
}

/// A pixel a box blur can sum: one alpha byte (shadows) or four float channels (backdrops).
protocol BoxPixel {
    associatedtype Sum: BoxSum
    static func widen(_ p: Self) -> Sum
    /// The mean of a box: `sum / d`, by a multiply with `inverse(d)`, rounded.
    static func narrow(_ s: Sum, _ inverse: Sum) -> Self
    static func inverse(_ d: Int) -> Sum
}

protocol BoxSum {
    static func count(_ n: Int) -> Self
    static func &+= (a: inout Self, b: Self)
    static func &-= (a: inout Self, b: Self)
    static func &* (a: Self, b: Self) -> Self
}

extension UInt32: BoxSum {
    static func count(_ n: Int) -> UInt32 { UInt32(n) }
}

// A shadow's alpha bytes: sums stay below 255 · d and the inverse is 2²⁴ / d, so sum × inverse < 2³²
// for any d.
extension UInt8: BoxPixel {
    @inline(__always) static func widen(_ p: UInt8) -> UInt32 { UInt32(p) }
    @inline(__always) static func narrow(_ s: UInt32, _ inverse: UInt32) -> UInt8 {
        UInt8(truncatingIfNeeded: (s &* inverse &+ (1 << 23)) >> 24)
    }
    static func inverse(_ d: Int) -> UInt32 { UInt32((1 << 24) / d) }
}

// A backdrop's small image: (blue, green, red, alpha) in floating point, so the running sums need
// no conversions and the box mean is one multiply. Rounding drift over a row of a few hundred adds
// and subtracts of values ≤ 255 · d stays far below one level.
extension SIMD4: BoxSum where Scalar == Float {
    static func count(_ n: Int) -> SIMD4<Float> { SIMD4(repeating: Float(n)) }
    @inline(__always) static func &+= (a: inout SIMD4<Float>, b: SIMD4<Float>) { a += b }
    @inline(__always) static func &-= (a: inout SIMD4<Float>, b: SIMD4<Float>) { a -= b }
    @inline(__always) static func &* (a: SIMD4<Float>, b: SIMD4<Float>) -> SIMD4<Float> { a * b }
}

extension SIMD4: BoxPixel where Scalar == Float {
    @inline(__always) static func widen(_ p: SIMD4<Float>) -> SIMD4<Float> { p }
    @inline(__always) static func narrow(_ s: SIMD4<Float>, _ inverse: SIMD4<Float>) -> SIMD4<Float> { s * inverse }
    static func inverse(_ d: Int) -> SIMD4<Float> { SIMD4(repeating: 1 / Float(d)) }
}
