#if canImport(Glibc)
import Glibc
#endif

/// A JSON syntax error; `offset` is the 0-based byte offset in the text (see `JSONPosition` for a
/// line and column).
public struct JSONSyntaxError: Error, Equatable, Sendable, CustomStringConvertible {
    public var offset: Int
    public var reason: String

    public var description: String { "byte \(offset): \(reason)" }
}

/// What the text being read is, so that running out of it is described in the reader's words.
public enum JSONTextUnit: Sendable {
    /// One line of a JSON Lines file (a fixture line, a header).
    case line
    /// A whole file holding one JSON value (a scene, a manifest).
    case document
}

/// A string token: the bytes between the quotes, still escaped when `hasEscapes`.
package struct JSONStringToken: Equatable, Sendable {
    public var start: Int
    public var end: Int
    public var hasEscapes: Bool

    @inlinable
    public init(start: Int, end: Int, hasEscapes: Bool) {
        (self.start, self.end, self.hasEscapes) = (start, end, hasEscapes)
    }
}

/// A number token, converted once. `integer` is set only for integer syntax (no `.`, no exponent)
/// that fits in an Int64, so a field that must be whole can tell `10` from `10.0` and from `1e1`.
package struct JSONNumberToken: Equatable, Sendable {
    public var value: Double
    public var integer: Int64?
    public var isIntegerSyntax: Bool

    @inlinable
    public init(value: Double, integer: Int64?, isIntegerSyntax: Bool) {
        (self.value, self.integer, self.isIntegerSyntax) = (value, integer, isIntegerSyntax)
    }
}

/// A strict RFC 8259 lexer over bytes. It accepts exactly JSON: no NaN, no Infinity, no leading
/// zeros, no trailing commas, no comments, no control characters inside strings; escaped surrogate
/// pairs decode to one scalar. Numbers are converted without allocating when they have at most 19
/// significant digits and a small exponent (Clinger's exact fast path), which is every number
/// Swoop's own files hold.
package struct JSONCursor {
    public let bytes: UnsafeBufferPointer<UInt8>
    public let unit: JSONTextUnit
    /// `bytes.baseAddress`, so the hot loops index a raw pointer.
    @usableFromInline let base: UnsafePointer<UInt8>
    @usableFromInline let count: Int
    public var index: Int

    @inlinable
    public init(_ bytes: UnsafeBufferPointer<UInt8>, unit: JSONTextUnit = .line) {
        self.bytes = bytes
        self.unit = unit
        // An empty buffer may have no address; with `count` 0 the dummy is never dereferenced.
        self.base = bytes.baseAddress ?? UnsafePointer(bitPattern: 0x10)!
        self.count = bytes.count
        self.index = 0
    }

    @inlinable
    public var isAtEnd: Bool { index >= count }

    @inlinable
    public var current: UInt8? { index < count ? base[index] : nil }

    @inlinable @inline(__always)
    public func peek(_ byte: UInt8) -> Bool { index < count && base[index] == byte }

    public func fail(_ reason: String, at offset: Int? = nil) -> JSONSyntaxError {
        JSONSyntaxError(offset: offset ?? index, reason: reason)
    }

    @inlinable @inline(__always)
    public mutating func skipWhitespace() {
        while index < count {
            let b = base[index]
            guard b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D else { return }
            index += 1
        }
    }

    /// Describes what is at the cursor for an error message.
    public func describeCurrent() -> String {
        guard let byte = current else {
            return unit == .line ? "the line ends (truncated JSON?)" : "end of file (truncated JSON?)"
        }
        if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "byte 0x" + String(byte, radix: 16)
    }

    @inlinable @inline(__always)
    public mutating func expect(_ byte: UInt8, _ what: StaticString) throws(JSONSyntaxError) {
        guard peek(byte) else { throw expected(what) }
        index += 1
    }

    @inline(never)
    public func expected(_ what: StaticString) -> JSONSyntaxError {
        fail("expected \(what), found \(describeCurrent())")
    }

    // MARK: Strings

    @inlinable @inline(__always)
    public mutating func scanString() throws(JSONSyntaxError) -> JSONStringToken {
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
        throw unterminatedString()
    }

    @usableFromInline
    func unterminatedString() -> JSONSyntaxError {
        fail(
            unit == .line
                ? "the line ends inside a string (truncated JSON?)" : "end of file inside a string (truncated JSON?)")
    }

    /// The rest of a string that holds an escape (or a forbidden control character): checked byte by byte.
    @usableFromInline @inline(never)
    mutating func scanEscapedString(from start: Int) throws(JSONSyntaxError) -> JSONStringToken {
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
        throw unterminatedString()
    }

    public static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    /// The string's value with escapes resolved and UTF-8 validated.
    public func decode(_ token: JSONStringToken) throws(JSONSyntaxError) -> String {
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
            let simple: UInt8? =
                switch escaped {
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
            // The surrogate's own code point in the message: a `?` would hide what the file holds.
            func unpaired(_ code: UInt32) -> String {
                let hex = String(code, radix: 16, uppercase: true)
                return "unpaired UTF-16 surrogate \\u\(hex) (U+\(hex)) in string"
            }
            if (0xD800..<0xDC00).contains(code) {
                guard i + 6 <= raw.count, raw[i] == UInt8(ascii: "\\"), raw[i + 1] == UInt8(ascii: "u"),
                    case let low = hex4(i + 2), (0xDC00..<0xE000).contains(low)
                else { throw fail(unpaired(code), at: token.start + i - 6) }
                code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                i += 6
            }
            guard let scalar = Unicode.Scalar(code) else {
                throw fail(unpaired(code), at: token.start + i - 6)
            }
            scalars.append(scalar)
        }
        try flushPlain()
        return String(scalars)
    }

    /// Whether the token's bytes are exactly `text` (only meaningful for tokens without escapes).
    @inlinable @inline(__always)
    public func matches(_ token: JSONStringToken, _ text: String) -> Bool {
        let n = token.end - token.start
        guard !token.hasEscapes, n == text.utf8.count else { return false }
        var text = text
        return text.withUTF8 { memcmp(base + token.start, $0.baseAddress!, n) == 0 }
    }

    /// Whether the token's bytes are exactly `literal` (only meaningful for tokens without escapes).
    @inlinable @inline(__always)
    public func matches(_ token: JSONStringToken, _ literal: StaticString) -> Bool {
        let n = token.end - token.start
        return !token.hasEscapes && n == literal.utf8CodeUnitCount
            && memcmp(base + token.start, literal.utf8Start, n) == 0
    }

    // MARK: Numbers and literals

    @inlinable
    public mutating func scanNumber() throws(JSONSyntaxError) -> JSONNumberToken {
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
    @usableFromInline @inline(never)
    func slowConversion(from start: Int, to end: Int, isIntegerSyntax: Bool) throws(JSONSyntaxError)
        -> JSONNumberToken
    {
        let text = String(decoding: UnsafeBufferPointer(start: base + start, count: end - start), as: UTF8.self)
        guard let value = Double(text) else { throw fail("invalid number", at: start) }
        return JSONNumberToken(
            value: value, integer: isIntegerSyntax ? Int64(text) : nil, isIntegerSyntax: isIntegerSyntax)
    }

    @usableFromInline @inline(never)
    func notANumber(at start: Int) -> JSONSyntaxError {
        if matchesWord("NaN") || matchesWord("Infinity") {
            return fail("NaN and Infinity are not JSON numbers (JSON holds finite numbers only)", at: start)
        }
        return fail("expected a value, found \(describeCurrent())", at: start)
    }

    @usableFromInline
    func matchesWord(_ word: StaticString) -> Bool {
        let n = word.utf8CodeUnitCount
        return index + n <= count && memcmp(base + index, word.utf8Start, n) == 0
    }

    public enum Literal { case `true`, `false`, null }

    /// `true`, `false` or `null`; `nil` (cursor unmoved) when none of them is at the cursor.
    @inlinable
    public mutating func scanLiteral() -> Literal? {
        if matchesWord("true") {
            index += 4
            return .true
        }
        if matchesWord("false") {
            index += 5
            return .false
        }
        if matchesWord("null") {
            index += 4
            return .null
        }
        return nil
    }
}
