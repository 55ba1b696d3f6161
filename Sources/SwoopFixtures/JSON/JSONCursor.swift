#if canImport(Glibc)
import Glibc
#endif

/// A JSON syntax error inside one line; the reader adds the file and line number.
struct JSONSyntaxError: Error, Equatable {
    /// 0-based byte offset in the line.
    var offset: Int
    var reason: String
}

/// A string token: the bytes between the quotes, still escaped when `hasEscapes`.
struct JSONStringToken: Equatable {
    var start: Int
    var end: Int
    var hasEscapes: Bool
}

/// A number token, converted once. `integer` is set only for integer syntax (no `.`, no exponent)
/// that fits in an Int64, so a field that must be whole can tell `10` from `10.0` and from `1e1`.
struct JSONNumberToken: Equatable {
    var value: Double
    var integer: Int64?
    var isIntegerSyntax: Bool
}

/// A strict RFC 8259 lexer over one line's bytes. It accepts exactly JSON: no NaN, no Infinity,
/// no leading zeros, no trailing commas, no comments, no control characters inside strings.
/// Numbers are converted without allocating when they have at most 19 significant digits and a
/// small exponent (Clinger's exact fast path), which is every number a fixture normally holds.
struct JSONCursor {
    let bytes: UnsafeBufferPointer<UInt8>
    /// `bytes.baseAddress`, so the hot loops index a raw pointer.
    private let base: UnsafePointer<UInt8>
    private let count: Int
    var index: Int

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        // An empty buffer may have no address; with `count` 0 the dummy is never dereferenced.
        self.base = bytes.baseAddress ?? UnsafePointer(bitPattern: 0x10)!
        self.count = bytes.count
        self.index = 0
    }

    var isAtEnd: Bool { index >= count }

    var current: UInt8? { index < count ? base[index] : nil }

    @inline(__always)
    func peek(_ byte: UInt8) -> Bool { index < count && base[index] == byte }

    func fail(_ reason: String, at offset: Int? = nil) -> JSONSyntaxError {
        JSONSyntaxError(offset: offset ?? index, reason: reason)
    }

    @inline(__always)
    mutating func skipWhitespace() {
        while index < count {
            let b = base[index]
            guard b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D else { return }
            index += 1
        }
    }

    /// Describes what is at the cursor for an error message.
    func describeCurrent() -> String {
        guard let byte = current else { return "the line ends (truncated JSON?)" }
        if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "byte 0x" + String(byte, radix: 16)
    }

    @inline(__always)
    mutating func expect(_ byte: UInt8, _ what: StaticString) throws(JSONSyntaxError) {
        guard peek(byte) else { throw expected(what) }
        index += 1
    }

    @inline(never)
    func expected(_ what: StaticString) -> JSONSyntaxError {
        fail("expected \(what), found \(describeCurrent())")
    }

    // MARK: Strings

    @inline(__always)
    mutating func scanString() throws(JSONSyntaxError) -> JSONStringToken {
        try expect(0x22, "'\"'")
        let start = index
        var i = index
        while i < count {
            let byte = base[i]
            if byte == 0x22 {
                index = i + 1
                return JSONStringToken(start: start, end: i, hasEscapes: false)
            }
            if byte == 0x5C || byte < 0x20 {
                index = i
                return try scanEscapedString(from: start)
            }
            i += 1
        }
        index = i
        throw fail("the line ends inside a string (truncated JSON?)")
    }

    /// The rest of a string that holds an escape (or a forbidden control character): checked byte by byte.
    @inline(never)
    private mutating func scanEscapedString(from start: Int) throws(JSONSyntaxError) -> JSONStringToken {
        var hasEscapes = false
        while index < count {
            let byte = base[index]
            if byte == 0x22 {
                let token = JSONStringToken(start: start, end: index, hasEscapes: hasEscapes)
                index += 1
                return token
            }
            if byte == 0x5C {
                hasEscapes = true
                index += 1
                guard let escaped = current else { break }
                switch escaped {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"),
                    UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                    index += 1
                case UInt8(ascii: "u"):
                    index += 1
                    for _ in 0..<4 {
                        guard let h = current, Self.hexValue(h) != nil else {
                            throw fail("\\u must be followed by four hex digits")
                        }
                        index += 1
                    }
                default:
                    throw fail("invalid escape '\\\(Character(Unicode.Scalar(escaped)))' in string")
                }
                continue
            }
            if byte < 0x20 { throw fail("control character 0x\(String(byte, radix: 16)) inside a string (escape it)") }
            index += 1
        }
        throw fail("the line ends inside a string (truncated JSON?)")
    }

    static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    /// The string's value with escapes resolved and UTF-8 validated.
    func decode(_ token: JSONStringToken) throws(JSONSyntaxError) -> String {
        let raw = UnsafeBufferPointer(rebasing: bytes[token.start..<token.end])
        if !token.hasEscapes {
            guard let s = String(validating: raw, as: UTF8.self) else {
                throw fail("string is not valid UTF-8", at: token.start)
            }
            return s
        }
        var scalars = String.UnicodeScalarView()
        var plain: [UInt8] = []
        func flushPlain() throws(JSONSyntaxError) {
            guard !plain.isEmpty else { return }
            guard let s = String(validating: plain, as: UTF8.self) else {
                throw fail("string is not valid UTF-8", at: token.start)
            }
            scalars.append(contentsOf: s.unicodeScalars)
            plain.removeAll(keepingCapacity: true)
        }
        var i = 0
        func hex4(_ at: Int) -> UInt32 {
            (0..<4).reduce(UInt32(0)) { $0 << 4 | JSONCursor.hexValue(raw[at + $1])! }
        }
        while i < raw.count {
            let byte = raw[i]
            guard byte == UInt8(ascii: "\\") else {
                plain.append(byte)
                i += 1
                continue
            }
            try flushPlain()
            let escaped = raw[i + 1]
            i += 2
            let simple: UInt8? = switch escaped {
            case UInt8(ascii: "b"): 0x08
            case UInt8(ascii: "f"): 0x0C
            case UInt8(ascii: "n"): 0x0A
            case UInt8(ascii: "r"): 0x0D
            case UInt8(ascii: "t"): 0x09
            case UInt8(ascii: "u"): nil
            default: escaped
            }
            if let simple {
                scalars.append(Unicode.Scalar(simple))
                continue
            }
            var code = hex4(i)
            i += 4
            if (0xD800..<0xDC00).contains(code) {
                guard i + 6 <= raw.count, raw[i] == UInt8(ascii: "\\"), raw[i + 1] == UInt8(ascii: "u"),
                    case let low = hex4(i + 2), (0xDC00..<0xE000).contains(low)
                else { throw fail("unpaired UTF-16 surrogate in string", at: token.start + i) }
                code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                i += 6
            }
            guard let scalar = Unicode.Scalar(code) else {
                throw fail("unpaired UTF-16 surrogate in string", at: token.start + i)
            }
            scalars.append(scalar)
        }
        try flushPlain()
        return String(scalars)
    }

    /// Whether the token's bytes are exactly `literal` (only meaningful for tokens without escapes).
    @inline(__always)
    func matches(_ token: JSONStringToken, _ literal: StaticString) -> Bool {
        let n = token.end - token.start
        return !token.hasEscapes && n == literal.utf8CodeUnitCount && memcmp(base + token.start, literal.utf8Start, n) == 0
    }

    // MARK: Numbers and literals

    /// 10^e for 0 ≤ e ≤ 22: every one is exact in a Double (Clinger's fast path relies on it).
    @inline(__always)
    static func exactPowerOfTen(_ e: Int) -> Double {
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
    enum NumberLex {
        case number(JSONNumberToken)
        case needsSlowConversion(isIntegerSyntax: Bool)
        case invalid(StaticString, at: Int)
    }

    /// Lexes the JSON number at `p[i]`, advancing `i` past it. Shared by the strict cursor and the
    /// fast event scanner so both convert every number identically.
    @inline(__always)
    static func lexNumber(_ p: UnsafePointer<UInt8>, _ n: Int, _ i: inout Int) -> NumberLex {
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

    mutating func scanNumber() throws(JSONSyntaxError) -> JSONNumberToken {
        let start = index
        var i = index
        let lexed = Self.lexNumber(base, count, &i)
        index = i
        switch lexed {
        case .number(let token):
            return token
        case .needsSlowConversion(let isIntegerSyntax):
            return try slowConversion(from: start, to: i, isIntegerSyntax: isIntegerSyntax)
        case .invalid(let reason, let offset):
            guard reason.utf8CodeUnitCount == 0 else { throw fail(reason.description, at: offset) }
            index = start + (start < count && base[start] == 0x2D ? 1 : 0)
            throw notANumber(at: start)
        }
    }

    /// Numbers beyond the exact fast path (very long, or with a large exponent): the standard library's
    /// correctly rounded, locale-independent conversion. Overflow gives ±infinity, which callers refuse.
    @inline(never)
    private func slowConversion(from start: Int, to end: Int, isIntegerSyntax: Bool) throws(JSONSyntaxError)
        -> JSONNumberToken
    {
        let text = String(decoding: UnsafeBufferPointer(start: base + start, count: end - start), as: UTF8.self)
        guard let value = Double(text) else { throw fail("invalid number", at: start) }
        return JSONNumberToken(value: value, integer: isIntegerSyntax ? Int64(text) : nil, isIntegerSyntax: isIntegerSyntax)
    }

    @inline(never)
    private func notANumber(at start: Int) -> JSONSyntaxError {
        if matchesWord("NaN") || matchesWord("Infinity") {
            return fail("NaN and Infinity are not JSON numbers; fixtures hold finite numbers only", at: start)
        }
        return fail("expected a value, found \(describeCurrent())", at: start)
    }

    private func matchesWord(_ word: StaticString) -> Bool {
        let n = word.utf8CodeUnitCount
        return index + n <= count && memcmp(base + index, word.utf8Start, n) == 0
    }

    enum Literal { case `true`, `false`, null }

    /// `true`, `false` or `null`; `nil` (cursor unmoved) when none of them is at the cursor.
    mutating func scanLiteral() -> Literal? {
        if matchesWord("true") { index += 4; return .true }
        if matchesWord("false") { index += 5; return .false }
        if matchesWord("null") { index += 4; return .null }
        return nil
    }
}
