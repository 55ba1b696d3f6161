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
        var fraction = magnitude % 1_000_000
        var width = 6
        while fraction % 10 == 0 {
            fraction /= 10
            width -= 1
        }
        out.append(UInt8(ascii: "."))
        var digits: (UInt64, UInt64) = (0, 0)  // 16 bytes of scratch on the stack
        withUnsafeMutableBytes(of: &digits) { scratch in
            for i in stride(from: width - 1, through: 0, by: -1) {
                scratch[i] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: fraction % 10)
                fraction /= 10
            }
            out.append(
                UnsafeBufferPointer(start: scratch.baseAddress!.assumingMemoryBound(to: UInt8.self), count: width))
        }
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
            var i = 20
            while v > 0 {
                i -= 1
                scratch[i] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: v % 10)
                v /= 10
            }
            out.append(
                UnsafeBufferPointer(start: scratch.baseAddress!.assumingMemoryBound(to: UInt8.self) + i, count: 20 - i))
        }
    }
}
