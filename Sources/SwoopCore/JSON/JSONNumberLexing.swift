/// Number lexing shared by the strict cursor and fast scanners built on it (the fixtures' event lines), so all convert every number
/// identically: Clinger's exact fast path (≤ 19 significant digits, |exponent| ≤ 22, mantissa ≤ 2^53),
/// its plain-decimal case in one tight pass, and the standard library's correctly rounded
/// conversion for everything else.
extension JSONCursor {
    /// 10^e for 0 ≤ e ≤ 22: every one is exact in a Double (Clinger's fast path relies on it).
    @inlinable @inline(__always)
    public static func exactPowerOfTen(_ e: Int) -> Double {
        switch e {
        case 0: 1e0
        case 1: 1e1
        case 2: 1e2
        case 3: 1e3
        case 4: 1e4
        case 5: 1e5
        case 6: 1e6
        case 7: 1e7
        case 8: 1e8
        case 9: 1e9
        case 10: 1e10
        case 11: 1e11
        case 12: 1e12
        case 13: 1e13
        case 14: 1e14
        case 15: 1e15
        case 16: 1e16
        case 17: 1e17
        case 18: 1e18
        case 19: 1e19
        case 20: 1e20
        case 21: 1e21
        default: 1e22
        }
    }

    /// What lexing a number found: a converted number, a valid number the fast path cannot convert
    /// exactly, or a syntax error (reason, offset).
    public enum NumberLex {
        case number(JSONNumberToken)
        case needsSlowConversion(isIntegerSyntax: Bool)
        case invalid(StaticString, at: Int)
    }

    /// Lexes the JSON number at `p[i]`, advancing `i` past it. Shared by the strict cursor and the
    /// fast event scanners so all convert every number identically.
    ///
    /// Numbers as Swoop writes them (`-?int(.frac)?`, at most 15 digits in all, no exponent) are read
    /// here in one tight pass; every other number, valid or not, by `lexNumberInGeneral`. Both give the
    /// same token: at most 15 digits is a mantissa below 2^53 and a power of ten at most 10^15, where
    /// Clinger's fast path is exact.
    @inlinable @inline(__always)
    public static func lexNumber(_ p: UnsafePointer<UInt8>, _ n: Int, _ i: inout Int) -> NumberLex {
        var k = i
        let negative = k < n && p[k] == 0x2D
        if negative { k += 1 }
        // One digit before a ',' or '}' (a finger count, a slot, a device, a zero): nothing more to read.
        if k + 1 < n, case let d = p[k] &- 0x30, d < 10, p[k + 1] == 0x2C || p[k + 1] == 0x7D {
            i = k + 1
            let integer = Int64(d)
            let value = Double(integer)
            return .number(
                JSONNumberToken(
                    value: negative ? -value : value, integer: negative ? -integer : integer, isIntegerSyntax: true))
        }
        let wholeStart = k
        var mantissa: UInt64 = 0
        // Timestamps run to eight digits and more: where eight bytes are left and all are digits,
        // they are converted at once (word arithmetic, as in simdjson), the rest byte by byte.
        if k + 8 <= n, case let word = UInt64(littleEndian: UnsafeRawPointer(p + k).loadUnaligned(as: UInt64.self)),
            (word & 0xF0F0_F0F0_F0F0_F0F0) | (((word &+ 0x0606_0606_0606_0606) & 0xF0F0_F0F0_F0F0_F0F0) >> 4)
                == 0x3333_3333_3333_3333
        {
            var v = word &- 0x3030_3030_3030_3030
            v = v &* 10 &+ (v >> 8)  // pairs of digits
            v =
                ((v & 0x0000_00FF_0000_00FF) &* (100 &+ (1_000_000 << 32))
                    &+ ((v >> 16) & 0x0000_00FF_0000_00FF) &* (1 &+ (10_000 << 32))) >> 32
            mantissa = v
            k += 8
        }
        while k < n, case let d = p[k] &- 0x30, d < 10 {
            mantissa = mantissa &* 10 &+ UInt64(d)
            k += 1
        }
        let wholeCount = k - wholeStart
        // No digit, a leading zero, or more than 15 digits: the general path decides.
        guard wholeCount > 0, wholeCount <= 15, wholeCount == 1 || p[wholeStart] != 0x30 else {
            return lexNumberInGeneral(p, n, &i)
        }
        var fractionCount = 0
        if k < n, p[k] == 0x2E {
            k += 1
            let fractionStart = k
            while k < n, case let d = p[k] &- 0x30, d < 10 {
                mantissa = mantissa &* 10 &+ UInt64(d)
                k += 1
            }
            fractionCount = k - fractionStart
            guard fractionCount > 0, wholeCount + fractionCount <= 15 else { return lexNumberInGeneral(p, n, &i) }
        }
        if k < n, p[k] | 0x20 == 0x65 { return lexNumberInGeneral(p, n, &i) }  // an exponent
        i = k
        // Below 2^53: the signed conversion is exact and cheaper than the unsigned one.
        let m = Double(Int64(bitPattern: mantissa))
        if fractionCount == 0 {
            let integer = Int64(bitPattern: mantissa)
            return .number(
                JSONNumberToken(
                    value: negative ? -m : m, integer: negative ? -integer : integer, isIntegerSyntax: true))
        }
        let value = m / exactPowerOfTen(fractionCount)
        return .number(JSONNumberToken(value: negative ? -value : value, integer: nil, isIntegerSyntax: false))
    }

    /// Every number the plain-decimal path above leaves: long or exponent numbers, and invalid ones.
    @usableFromInline @inline(never)
    static func lexNumberInGeneral(_ p: UnsafePointer<UInt8>, _ n: Int, _ i: inout Int) -> NumberLex {
        // A digit's value, or ≥ 10 for anything else (the end of the line included).
        @inline(__always) func digit(_ k: Int) -> UInt8 { k < n ? p[k] &- 0x30 : 0xFF }
        let start = i
        let negative = i < n && p[i] == 0x2D
        if negative { i += 1 }
        let first = digit(i)
        guard first < 10 else { return .invalid("", at: start) }
        // value = mantissa × 10^exponent while at most 19 significant digits are seen; more and the
        // fast path cannot be exact (`dropped`), so the caller converts the text with the standard library.
        var mantissa = UInt64(first)
        var significant = first == 0 ? 0 : 1
        var dropped = false
        var exponent = 0
        i += 1
        var d = digit(i)
        if first == 0 {
            if d < 10 { return .invalid("numbers must not have leading zeros", at: start) }
        } else {
            while d < 10 {
                if significant < 19 {
                    mantissa = mantissa &* 10 &+ UInt64(d)
                    significant += 1
                } else {
                    dropped = true
                    exponent += 1
                }
                i += 1
                d = digit(i)
            }
        }
        var isIntegerSyntax = true
        if i < n, p[i] == 0x2E {
            isIntegerSyntax = false
            i += 1
            d = digit(i)
            guard d < 10 else { return .invalid("digits expected after '.' in a number", at: i) }
            while d < 10 {
                if significant < 19 {
                    if mantissa != 0 || d != 0 {
                        mantissa = mantissa &* 10 &+ UInt64(d)
                        significant += 1
                    }
                    exponent -= 1
                } else {
                    dropped = true
                }
                i += 1
                d = digit(i)
            }
        }
        if i < n, p[i] | 0x20 == 0x65 {  // e or E
            isIntegerSyntax = false
            i += 1
            var expNegative = false
            if i < n, p[i] == 0x2B || p[i] == 0x2D {
                expNegative = p[i] == 0x2D
                i += 1
            }
            d = digit(i)
            guard d < 10 else { return .invalid("digits expected in a number's exponent", at: i) }
            var e = 0
            while d < 10 {
                e = min(e * 10 + Int(d), 100_000)
                i += 1
                d = digit(i)
            }
            exponent += expNegative ? -e : e
        }
        guard !dropped, mantissa <= 1 << 53, exponent >= -22, exponent <= 22 else {
            return .needsSlowConversion(isIntegerSyntax: isIntegerSyntax)
        }
        let m = Double(mantissa)
        var value = exponent < 0 ? m / exactPowerOfTen(-exponent) : m * exactPowerOfTen(exponent)
        if negative { value = -value }
        // Integers of up to 16 digits reach here (mantissa ≤ 2^53); longer ones take the slow path.
        let integer: Int64? = isIntegerSyntax ? (negative ? -Int64(mantissa) : Int64(mantissa)) : nil
        return .number(JSONNumberToken(value: value, integer: integer, isIntegerSyntax: isIntegerSyntax))
    }
}
