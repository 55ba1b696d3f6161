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
    @inlinable
    public static func appendSixDecimals(_ value: Double, to out: inout ByteBuffer) {
        out.reserve(maxSixDecimalsBytes)
        appendSixDecimalsReserved(value, to: &out)
    }

    /// Room `appendSixDecimalsReserved` needs: a sign, nine whole digits and a word for the fraction.
    @inlinable
    public static var maxSixDecimalsBytes: Int { 24 }

    /// `appendSixDecimals` into room already reserved (`maxSixDecimalsBytes`): a log line reserves its
    /// field once. Values between 0.0001 and 9 × 10⁸ in magnitude (nearly all) take the integer path:
    /// rounded half away from zero like `rounded()` but without the libm call (below 2⁵² a value minus
    /// its truncation is exact, so comparing that remainder with ½ is exact too), then digits in pairs.
    @inlinable @inline(__always)
    public static func appendSixDecimalsReserved(_ value: Double, to out: inout ByteBuffer) {
        let scaled = value * 1_000_000
        // NaN and the infinities fail this comparison too.
        guard abs(scaled) < 9e14 else { return appendSixDecimalsRarely(value, to: &out) }
        var k = Int64(scaled)
        let rest = scaled - Double(k)
        if rest >= 0.5 {
            k += 1
        } else if rest <= -0.5 {
            k -= 1
        }
        let magnitude = k.magnitude
        // k / 10⁶ is whole exactly when 10⁶ divides k (below 10¹⁵ no other quotient rounds to a whole
        // double): an integer. Between 1 and 99 micro-units `description` writes an exponent.
        let whole = magnitude / 1_000_000
        let fraction = magnitude &- whole &* 1_000_000
        if fraction != 0, magnitude < 100 { return appendSixDecimalsRarely(value, to: &out) }
        if k < 0 { out.appendReserved(UInt8(ascii: "-")) }
        appendDigitsReserved(whole, to: &out)
        if fraction != 0 { appendFractionReserved(fraction, to: &out) }
    }

    /// The values `appendSixDecimalsReserved` leaves: non-finite, tiny, huge. Checks its own room.
    @usableFromInline @inline(never)
    static func appendSixDecimalsRarely(_ value: Double, to out: inout ByteBuffer) {
        guard value.isFinite else {
            out.append("null")
            return
        }
        let scaled = (value * 1_000_000).rounded()
        if abs(scaled) < 1e15 {
            let k = Int64(scaled)
            if k % 1_000_000 == 0 {
                appendInteger(k / 1_000_000, to: &out)
                return
            }
            if k.magnitude >= 100 {
                out.reserve(maxSixDecimalsBytes)
                if k < 0 { out.appendReserved(UInt8(ascii: "-")) }
                appendDigitsReserved(k.magnitude / 1_000_000, to: &out)
                appendFractionReserved(k.magnitude % 1_000_000, to: &out)
                return
            }
        }
        let rounded = scaled / 1_000_000
        if rounded == rounded.rounded(), abs(rounded) < 1e15 {
            appendInteger(Int64(rounded), to: &out)
        } else {
            out.append(utf8: "\(rounded)")
        }
    }

    /// `.` and the six digits of `fraction` (1…999 999 millionths), trailing zeros dropped. The seven
    /// bytes are built in one word (two digits per table load) and stored whole; the zeros are counted
    /// on the word instead of byte by byte.
    @inlinable @inline(__always)
    static func appendFractionReserved(_ fraction: UInt64, to out: inout ByteBuffer) {
        let high = fraction / 10_000
        let low4 = fraction &- high &* 10_000
        let middle = low4 / 100
        let low = low4 &- middle &* 100
        let text =
            UInt64(UInt8(ascii: ".")) | pair(high) << 8 | pair(middle) << 24 | pair(low) << 40
        // Digit bytes that are "0" become zero bytes; the high zero bytes are the trailing zeros (and byte 7).
        let nonZeroDigits = (text ^ 0x0030_3030_3030_3000) & 0x00FF_FFFF_FFFF_FF00
        let width = 8 - nonZeroDigits.leadingZeroBitCount / 8
        out.appendReserved { start in
            UnsafeMutableRawPointer(start).storeBytes(of: text.littleEndian, as: UInt64.self)
            return width
        }
    }

    /// The two ASCII digits of `n` (0…99), the first in the low byte.
    @inlinable @inline(__always)
    static func pair(_ n: UInt64) -> UInt64 {
        let pairs = digitPairs
        let bytes = UnsafeRawPointer(pairs.utf8Start).loadUnaligned(fromByteOffset: 2 * Int(n), as: UInt16.self)
        return UInt64(UInt16(littleEndian: bytes))
    }

    /// "00", "01", … "99" back to back.
    @inlinable
    static var digitPairs: StaticString {
        """
        00010203040506070809101112131415161718192021222324252627282930313233343536373839\
        40414243444546474849505152535455565758596061626364656667686970717273747576777879\
        8081828384858687888990919293949596979899
        """
    }

    /// Writes `n` (0…99) as two digits at `offset`: one division per two digits.
    @inlinable @inline(__always)
    static func putPair(_ n: Int, at offset: Int, in scratch: UnsafeMutableRawBufferPointer) {
        let pairs = digitPairs
        scratch[offset] = pairs.utf8Start[2 * n]
        scratch[offset + 1] = pairs.utf8Start[2 * n + 1]
    }

    /// Room `appendIntegerReserved` needs (`-9223372036854775808`).
    @inlinable
    public static var maxIntegerBytes: Int { 20 }

    @inlinable @inline(__always)
    public static func appendInteger(_ value: Int64, to out: inout ByteBuffer) {
        out.reserve(maxIntegerBytes)
        appendIntegerReserved(value, to: &out)
    }

    /// `appendInteger` into room already reserved (`maxIntegerBytes`).
    @inlinable @inline(__always)
    public static func appendIntegerReserved(_ value: Int64, to out: inout ByteBuffer) {
        if value < 0 { out.appendReserved(UInt8(ascii: "-")) }
        appendDigitsReserved(value.magnitude, to: &out)
    }

    @inlinable @inline(__always)
    public static func appendDigits(_ value: UInt64, to out: inout ByteBuffer) {
        out.reserve(maxIntegerBytes)
        appendDigitsReserved(value, to: &out)
    }

    /// The digits of `value` into room already reserved (20 bytes): two digits per division, right to
    /// left into a scratch word triple, then copied.
    @inlinable @inline(__always)
    public static func appendDigitsReserved(_ value: UInt64, to out: inout ByteBuffer) {
        if value < 10 {
            out.appendReserved(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value))
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
            out.appendReserved(
                UnsafeBufferPointer(start: scratch.baseAddress!.assumingMemoryBound(to: UInt8.self) + i, count: 24 - i))
        }
    }
}
