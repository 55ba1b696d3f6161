/// How a `Double` is written as a JSON number. Neither style ever writes `inf` or `nan`: a non-finite
/// value is written as `null` (the honest "no value"), and writers whose readers refuse `null` check
/// finiteness before writing (the fixture writer does).
public enum JSONNumberStyle: Sendable {
    /// The shortest text that reads back as the same `Double` (integral values below 10¹⁵ as integers):
    /// fixtures, scenes and benchmark reports, where write → read must give back what was written.
    case lossless
    /// Rounded to six decimals: the log's style (and check/sweep rows'). Six decimals are finer than any
    /// progress or millimetre Swoop reports, and rounding keeps the output stable against last-bit
    /// differences in intermediate arithmetic.
    case sixDecimals
}

/// Number text written digit by digit into a `ByteBuffer`, without making `String`s on the common paths.
public enum JSONNumberText {
    @inlinable
    public static func append(_ value: Double, style: JSONNumberStyle, to out: inout ByteBuffer) {
        switch style {
        case .lossless: appendLossless(value, to: &out)
        case .sixDecimals: appendSixDecimals(value, to: &out)
        }
    }

    /// The text of `value` in `style`.
    public static func text(_ value: Double, style: JSONNumberStyle) -> String {
        var out = ByteBuffer(capacity: 32)
        append(value, style: style, to: &out)
        return out.text
    }

    public static func appendLossless(_ value: Double, to out: inout ByteBuffer) {
        guard value.isFinite else {
            out.append("null")
            return
        }
        if value == value.rounded(), abs(value) < 1e15 {
            appendInteger(Int64(value), to: &out)
        } else {
            out.append(utf8: value.description)
        }
    }

    /// A value rounds to k / 10⁶ for an integer k. Where 100 ≤ |k| < 10¹⁵ that decimal has at most 15
    /// significant digits, so it is the shortest text that reads back as the rounded double — exactly
    /// what Swift's `description` prints — and it is written digit by digit without making a `String`.
    /// Outside that range (below 0.0001, where `description` switches to exponents, and above 10⁹) the
    /// text is `description`'s own.
    public static func appendSixDecimals(_ value: Double, to out: inout ByteBuffer) {
        guard value.isFinite else {
            out.append("null")
            return
        }
        let scaled = (value * 1_000_000).rounded()
        if abs(scaled) < 1e15 {
            // The common case in integers: k / 10⁶ is whole exactly when 10⁶ divides k (below 10¹⁵ no
            // other quotient rounds to a whole double), so this is the branches below without dividing.
            let k = Int64(scaled)
            let (whole, fraction) = k.quotientAndRemainder(dividingBy: 1_000_000)
            if fraction == 0 {
                appendInteger(whole, to: &out)
                return
            }
            if k.magnitude >= 100 {
                appendMicroUnits(k, to: &out)
                return
            }
        }
        let rounded = scaled / 1_000_000
        if rounded == rounded.rounded(), abs(rounded) < 1e15 {
            appendInteger(Int64(rounded), to: &out)
        } else if abs(scaled) >= 100, abs(scaled) < 1e15 {
            appendMicroUnits(Int64(scaled), to: &out)
        } else {
            out.append(utf8: "\(rounded)")
        }
    }

    /// `k / 10⁶` in decimal, trailing zeros of the fraction dropped (the fraction is not zero here).
    @inline(__always)
    static func appendMicroUnits(_ k: Int64, to out: inout ByteBuffer) {
        if k < 0 { out.append(UInt8(ascii: "-")) }
        let magnitude = k.magnitude
        appendDigits(magnitude / 1_000_000, to: &out)
        let fraction = Int(magnitude % 1_000_000)
        var text: UInt64 = 0  // "." and six digits, on the stack
        withUnsafeMutableBytes(of: &text) { scratch in
            scratch[0] = UInt8(ascii: ".")
            putPair(fraction / 10_000, at: 1, in: scratch)
            putPair(fraction / 100 % 100, at: 3, in: scratch)
            putPair(fraction % 100, at: 5, in: scratch)
            var width = 7
            while scratch[width - 1] == UInt8(ascii: "0") { width -= 1 }
            let start = scratch.baseAddress!.assumingMemoryBound(to: UInt8.self)
            out.append(UnsafeBufferPointer(start: start, count: width))
        }
    }

    /// Writes `n` (0…99) as two digits at `offset`: one division per two digits.
    @inlinable @inline(__always)
    static func putPair(_ n: Int, at offset: Int, in scratch: UnsafeMutableRawBufferPointer) {
        let pairs: StaticString = """
            00010203040506070809101112131415161718192021222324252627282930313233343536373839\
            40414243444546474849505152535455565758596061626364656667686970717273747576777879\
            8081828384858687888990919293949596979899
            """
        scratch[offset] = pairs.utf8Start[2 * n]
        scratch[offset + 1] = pairs.utf8Start[2 * n + 1]
    }

    @inlinable @inline(__always)
    public static func appendInteger(_ value: Int64, to out: inout ByteBuffer) {
        if value < 0 { out.append(UInt8(ascii: "-")) }
        appendDigits(value.magnitude, to: &out)
    }

    @inlinable @inline(__always)
    public static func appendDigits(_ value: UInt64, to out: inout ByteBuffer) {
        if value < 10 {
            out.append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value))
            return
        }
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)  // 24 bytes: room for 20 digits
        withUnsafeMutableBytes(of: &digits) { scratch in
            var v = value
            var i = 24
            while v >= 100 {
                i -= 2
                putPair(Int(truncatingIfNeeded: v % 100), at: i, in: scratch)
                v /= 100
            }
            if v >= 10 {
                i -= 2
                putPair(Int(truncatingIfNeeded: v), at: i, in: scratch)
            } else {
                i -= 1
                scratch[i] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: v)
            }
            out.append(
                UnsafeBufferPointer(start: scratch.baseAddress!.assumingMemoryBound(to: UInt8.self) + i, count: 24 - i))
        }
    }
}
