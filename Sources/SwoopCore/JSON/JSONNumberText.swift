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
package enum JSONNumberText {
    @inlinable
    package static func append(_ value: Double, style: JSONNumberStyle, to out: inout ByteBuffer) {
        switch style {
        case .lossless: appendLossless(value, to: &out)
        case .sixDecimals: appendSixDecimals(value, to: &out)
        }
    }

    /// The text of `value` in `style`.
    package static func text(_ value: Double, style: JSONNumberStyle) -> String {
        var out = ByteBuffer(capacity: 32)
        append(value, style: style, to: &out)
        return out.text
    }

    package static func appendLossless(_ value: Double, to out: inout ByteBuffer) {
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
    package static func appendSixDecimals(_ value: Double, to out: inout ByteBuffer) {
        out.reserve(maxSixDecimalsBytes)
        appendSixDecimalsReserved(value, to: &out)
    }

    /// Room `appendSixDecimalsReserved` needs: a sign, nine whole digits and a word for the fraction.
    @inlinable
    package static var maxSixDecimalsBytes: Int { 24 }

    /// `appendSixDecimals` into room already reserved (`maxSixDecimalsBytes`): a log line reserves its
    /// field once. Values between 0.0001 and 9 × 10⁸ in magnitude (nearly all) take the integer path:
    /// the count k of millionths, rounded half away from zero like `rounded()` but without the libm call,
    /// then its digits in whole words.
    @inlinable @inline(__always)
    package static func appendSixDecimalsReserved(_ value: Double, to out: inout ByteBuffer) {
        out.appendReserved { writeSixDecimals(value, at: $0) }
    }

    /// `appendSixDecimals` at `start`, with room for `maxSixDecimalsBytes`: returns how many bytes it
    /// wrote (it may store more, within the room). For writers that keep their own room (the log's lines).
    @inlinable @inline(__always)
    package static func writeSixDecimals(_ value: Double, at start: UnsafeMutablePointer<UInt8>) -> Int {
        let scaled = abs(value) * 1_000_000
        let magnitude = roundedMillionths(scaled)
        // NaN and the infinities fail the first comparison too. Between 1 and 99 millionths
        // `description` writes an exponent.
        guard scaled < 9e14, magnitude >= 100 || magnitude == 0 else {
            return writeSixDecimalsRarely(value, at: start)
        }
        return writeMillionths(magnitude, negative: value < 0, at: start)
    }

    /// `scaled` (|value| × 10⁶, below 9 × 10¹⁴: NaN and the infinities are not) rounded half away from
    /// zero like `rounded()`, without the libm call. Below 2⁵², adding 2⁵² rounds to the nearest integer
    /// (ties to even) and leaves it in the low mantissa bits, and both subtractions are exact; a tie
    /// rounded down to even is rounded up again.
    @inlinable @inline(__always)
    static func roundedMillionths(_ scaled: Double) -> UInt64 {
        let shifted = scaled + 0x1p52
        let nearest = shifted.bitPattern & ((1 << 52) - 1)
        return scaled - (shifted - 0x1p52) == 0.5 ? nearest &+ 1 : nearest
    }

    /// The text of `magnitude` millionths (0 or at least 100, below 9 × 10¹⁴), negative unless zero.
    @inlinable @inline(__always)
    static func writeMillionths(_ magnitude: UInt64, negative: Bool, at start: UnsafeMutablePointer<UInt8>) -> Int {
        var end = start
        if negative, magnitude != 0 {
            end.pointee = UInt8(ascii: "-")
            end += 1
        }
        if magnitude < 100_000_000 { return (end - start) &+ writeMillionthsBelow100(magnitude, at: end) }
        // k / 10⁶ is whole exactly when 10⁶ divides k (below 10¹⁵ no other quotient rounds to a whole
        // double): an integer.
        let whole = magnitude / 1_000_000
        let fraction = magnitude &- whole &* 1_000_000
        end += writeDigits(whole, at: end)
        if fraction != 0 { end += writeFraction(fraction, at: end) }
        return end - start
    }

    /// The text of `millionths` / 10⁶ below 100 (most of a log's numbers: progress, millimetres, deltas)
    /// from one word of its eight digits: the two whole digits (the first dropped when zero), then `.` and
    /// the six decimals without their trailing zeros, or none when they are all zero. Returns how many
    /// bytes that is; stores up to 10.
    @inlinable @inline(__always)
    static func writeMillionthsBelow100(_ millionths: UInt64, at start: UnsafeMutablePointer<UInt8>) -> Int {
        let digits = eightDigits(millionths)  // byte i is digit i, the most significant first
        let text = digits | 0x3030_3030_3030_3030
        let wholeCount = millionths >= 10_000_000 ? 2 : 1
        let whole = UInt16(truncatingIfNeeded: text >> (8 * (2 - wholeCount)))
        UnsafeMutableRawPointer(start).storeBytes(of: whole.littleEndian, as: UInt16.self)
        // Bytes 1…6: the decimals; byte 0 becomes the point.
        let decimals = digits >> 8 & 0x00FF_FFFF_FFFF_FF00
        guard decimals != 0 else { return wholeCount }
        let fraction = decimals | 0x0030_3030_3030_302E
        UnsafeMutableRawPointer(start + wholeCount).storeBytes(of: fraction.littleEndian, as: UInt64.self)
        return wholeCount + 8 - decimals.leadingZeroBitCount / 8
    }

    /// The values `writeSixDecimals` leaves, at `start` (room for `maxSixDecimalsBytes`: the longest
    /// `description` of a double has 24 bytes).
    @usableFromInline @inline(never)
    static func writeSixDecimalsRarely(_ value: Double, at start: UnsafeMutablePointer<UInt8>) -> Int {
        guard value.isFinite else { return write(utf8: "null", at: start) }
        let scaled = (value * 1_000_000).rounded()
        if abs(scaled) < 1e15 {
            let k = Int64(scaled)
            if k % 1_000_000 == 0 { return writeInteger(k / 1_000_000, at: start) }
            if k.magnitude >= 100 {
                var end = start
                if k < 0 {
                    end.pointee = UInt8(ascii: "-")
                    end += 1
                }
                end += writeDigits(k.magnitude / 1_000_000, at: end)
                end += writeFraction(k.magnitude % 1_000_000, at: end)
                return end - start
            }
        }
        let rounded = scaled / 1_000_000
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return writeInteger(Int64(rounded), at: start) }
        return write(utf8: "\(rounded)", at: start)
    }

    /// `value`'s digits, signed, at `start`; returns how many bytes (stores up to `maxIntegerBytes`).
    @usableFromInline
    static func writeInteger(_ value: Int64, at start: UnsafeMutablePointer<UInt8>) -> Int {
        guard value < 0 else { return writeDigits(value.magnitude, at: start) }
        start.pointee = UInt8(ascii: "-")
        return 1 + writeDigits(value.magnitude, at: start + 1)
    }

    /// A short text's UTF-8 at `start` (within the room of a number).
    @usableFromInline
    static func write(utf8 text: String, at start: UnsafeMutablePointer<UInt8>) -> Int {
        var text = text
        return text.withUTF8 { bytes in
            precondition(bytes.count <= maxSixDecimalsBytes, "number text longer than its room")
            start.update(from: bytes.baseAddress!, count: bytes.count)
            return bytes.count
        }
    }

    /// `.` and the six digits of `fraction` (1…999 999 millionths), trailing zeros dropped, at `start`;
    /// returns how many bytes that is (8 are stored). The digits are made in one word (`eightDigits`, the
    /// first two are zeros), stored whole, and the trailing zeros counted on the word, not byte by byte.
    @inlinable @inline(__always)
    static func writeFraction(_ fraction: UInt64, at start: UnsafeMutablePointer<UInt8>) -> Int {
        let digits = eightDigits(fraction) >> 8  // byte 0 is the second leading zero, bytes 1…6 the digits
        let text = digits | 0x0030_3030_3030_302E  // "." then the digits
        UnsafeMutableRawPointer(start).storeBytes(of: text.littleEndian, as: UInt64.self)
        return 8 - digits.leadingZeroBitCount / 8
    }

    /// Room `appendIntegerReserved` needs (`-9223372036854775808`).
    @inlinable
    package static var maxIntegerBytes: Int { 20 }

    @inlinable @inline(__always)
    package static func appendInteger(_ value: Int64, to out: inout ByteBuffer) {
        out.reserve(maxIntegerBytes)
        appendIntegerReserved(value, to: &out)
    }

    /// `appendInteger` into room already reserved (`maxIntegerBytes`).
    @inlinable @inline(__always)
    package static func appendIntegerReserved(_ value: Int64, to out: inout ByteBuffer) {
        if value < 0 { out.appendReserved(UInt8(ascii: "-")) }
        appendDigitsReserved(value.magnitude, to: &out)
    }

    @inlinable @inline(__always)
    package static func appendDigits(_ value: UInt64, to out: inout ByteBuffer) {
        out.reserve(maxIntegerBytes)
        appendDigitsReserved(value, to: &out)
    }

    /// The digits of `value` into room already reserved (20 bytes).
    @inlinable @inline(__always)
    package static func appendDigitsReserved(_ value: UInt64, to out: inout ByteBuffer) {
        out.appendReserved { writeDigits(value, at: $0) }
    }

    /// The digits of `value` at `start`; returns how many there are. Whole words are stored (up to 8
    /// bytes beyond the digits, at most 20 in all): up to four digits are made at once in a 32-bit word
    /// (`fourDigits`), up to eight in a 64-bit one (`eightDigits`), each stored once.
    @inlinable @inline(__always)
    static func writeDigits(_ value: UInt64, at start: UnsafeMutablePointer<UInt8>) -> Int {
        if value < 10 {
            start.pointee = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value)
            return 1
        }
        if value < 10_000 {
            let digits = fourDigits(UInt32(truncatingIfNeeded: value))
            // The leading zeros are the low zero bytes (here at most two).
            let leadingZeros = digits.trailingZeroBitCount / 8
            let text = digits >> (8 * leadingZeros) | 0x3030_3030
            UnsafeMutableRawPointer(start).storeBytes(of: text.littleEndian, as: UInt32.self)
            return 4 - leadingZeros
        }
        guard value < 100_000_000 else { return writeLongDigits(value, at: start) }
        let digits = eightDigits(value)
        let leadingZeros = digits.trailingZeroBitCount / 8
        let text = digits >> (8 * leadingZeros) | 0x3030_3030_3030_3030
        UnsafeMutableRawPointer(start).storeBytes(of: text.littleEndian, as: UInt64.self)
        return 8 - leadingZeros
    }

    /// Values of nine digits or more: eight-digit groups, the first without its leading zeros.
    @usableFromInline @inline(never)
    static func writeLongDigits(_ value: UInt64, at start: UnsafeMutablePointer<UInt8>) -> Int {
        let high = value / 100_000_000
        let count = writeDigits(high, at: start)
        let low = eightDigits(value &- high &* 100_000_000) | 0x3030_3030_3030_3030
        UnsafeMutableRawPointer(start + count).storeBytes(of: low.littleEndian, as: UInt64.self)
        return count + 8
    }

    /// `value` (below 10⁴) as four digit values 0…9, zero-padded, the most significant in the low byte
    /// (the first in memory): split by 100, then each pair by 10, with multiply-and-shift quotients exact
    /// in those ranges.
    @inlinable @inline(__always)
    static func fourDigits(_ value: UInt32) -> UInt32 {
        let hundreds = (value &* 10_486) >> 20
        let pairs = hundreds | (value &- hundreds &* 100) << 16
        let tens = (pairs &* 103) >> 10 & 0x000F_000F
        return tens | (pairs &- tens &* 10) << 8
    }

    /// `value` (below 10⁸) as eight digit values 0…9, zero-padded, the most significant in the low byte:
    /// `fourDigits` in the two halves of one word (4+4 digits split by 10⁴). Or-ing in `0x3030…` makes
    /// the text (the log's line starts rewrite their last digits with it).
    @inlinable @inline(__always)
    package static func eightDigits(_ value: UInt64) -> UInt64 {
        let high = value / 10_000
        let halves = high | (value &- high &* 10_000) << 32
        let hundreds = (halves &* 10_486) >> 20 & 0x0000_007F_0000_007F
        let pairs = hundreds | (halves &- hundreds &* 100) << 16
        let tens = (pairs &* 103) >> 10 & 0x000F_000F_000F_000F
        return tens | (pairs &- tens &* 10) << 8
    }
}
