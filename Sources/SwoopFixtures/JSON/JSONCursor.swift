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
    var index: Int

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        self.index = 0
    }

    var isAtEnd: Bool { index >= bytes.count }

    var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    func fail(_ reason: String, at offset: Int? = nil) -> JSONSyntaxError {
        JSONSyntaxError(offset: offset ?? index, reason: reason)
    }

    mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    /// Describes what is at the cursor for an error message.
    func describeCurrent() -> String {
        guard let byte = current else { return "the line ends (truncated JSON?)" }
        if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "byte 0x" + String(byte, radix: 16)
    }

    mutating func expect(_ byte: UInt8, _ what: String) throws(JSONSyntaxError) {
        guard current == byte else { throw fail("expected \(what), found \(describeCurrent())") }
        index += 1
    }

    // MARK: Strings

    mutating func scanString() throws(JSONSyntaxError) -> JSONStringToken {
        try expect(UInt8(ascii: "\""), "'\"'")
        let start = index
        var hasEscapes = false
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let token = JSONStringToken(start: start, end: index, hasEscapes: hasEscapes)
                index += 1
                return token
            }
            if byte == UInt8(ascii: "\\") {
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
    func matches(_ token: JSONStringToken, _ literal: StaticString) -> Bool {
        let count = token.end - token.start
        guard !token.hasEscapes, count == literal.utf8CodeUnitCount else { return false }
        let expected = literal.utf8Start
        for k in 0..<count where bytes[token.start + k] != expected[k] { return false }
        return true
    }

    // MARK: Numbers and literals

    private static let exactPowersOfTen: [Double] = (0...22).map { p in
        (0..<p).reduce(1.0) { acc, _ in acc * 10 }
    }

    mutating func scanNumber() throws(JSONSyntaxError) -> JSONNumberToken {
        let start = index
        let negative = current == UInt8(ascii: "-")
        if negative { index += 1 }
        var mantissa: UInt64 = 0
        var significantDigits = 0
        var exponent = 0
        var integerOverflow = false
        var integerValue: Int64 = 0

        @inline(__always) func digit() -> UInt64? {
            guard let c = current, c >= UInt8(ascii: "0"), c <= UInt8(ascii: "9") else { return nil }
            return UInt64(c - UInt8(ascii: "0"))
        }
        @inline(__always) func accumulate(_ d: UInt64) -> Bool {
            if significantDigits == 0 && d == 0 { return true }
            guard significantDigits < 19 else { return false }
            mantissa = mantissa &* 10 &+ d
            significantDigits += 1
            return true
        }

        guard let first = digit() else {
            if matchesWord("NaN") || matchesWord("Infinity") {
                throw fail("NaN and Infinity are not JSON numbers; fixtures hold finite numbers only", at: start)
            }
            throw fail("expected a value, found \(describeCurrent())", at: start)
        }
        // Once a 20th significant digit appears the fast path cannot be exact; the slow path re-reads the text.
        var exact = true
        index += 1
        if first == 0 {
            if digit() != nil { throw fail("numbers must not have leading zeros", at: start) }
        } else {
            _ = accumulate(first)
            // Accumulated with the number's sign so that Int64.min fits.
            integerValue = negative ? -Int64(first) : Int64(first)
            while let d = digit() {
                index += 1
                if exact { exact = accumulate(d) }
                let (m, o1) = integerValue.multipliedReportingOverflow(by: 10)
                let (s, o2) = negative ? m.subtractingReportingOverflow(Int64(d)) : m.addingReportingOverflow(Int64(d))
                integerOverflow = integerOverflow || o1 || o2
                integerValue = s
            }
        }
        var isIntegerSyntax = true
        if current == UInt8(ascii: ".") {
            isIntegerSyntax = false
            index += 1
            guard digit() != nil else { throw fail("digits expected after '.' in a number") }
            while let d = digit() {
                index += 1
                if exact {
                    exact = accumulate(d)
                    exponent -= 1
                }
            }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            isIntegerSyntax = false
            index += 1
            var expNegative = false
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") {
                expNegative = current == UInt8(ascii: "-")
                index += 1
            }
            guard digit() != nil else { throw fail("digits expected in a number's exponent") }
            var e = 0
            while let d = digit() {
                index += 1
                e = min(e * 10 + Int(d), 100_000)
            }
            exponent += expNegative ? -e : e
        }
        let value: Double
        if exact, mantissa <= 1 << 53, (-22...22).contains(exponent) {
            let m = Double(mantissa)
            value = exponent < 0 ? m / Self.exactPowersOfTen[-exponent] : m * Self.exactPowersOfTen[exponent]
        } else {
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
            guard let parsed = Double(text) else { throw fail("invalid number", at: start) }
            value = abs(parsed)
        }
        let signed = negative ? -value : value
        let integer: Int64? = isIntegerSyntax && !integerOverflow ? integerValue : nil
        return JSONNumberToken(value: signed, integer: integer, isIntegerSyntax: isIntegerSyntax)
    }

    private func matchesWord(_ word: StaticString) -> Bool {
        let n = word.utf8CodeUnitCount
        guard index + n <= bytes.count else { return false }
        for k in 0..<n where bytes[index + k] != word.utf8Start[k] { return false }
        return true
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
