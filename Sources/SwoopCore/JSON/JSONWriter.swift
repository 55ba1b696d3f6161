/// Writes JSON: strings, numbers and whole trees, into a `ByteBuffer` (or as `String`s for callers
/// that assemble text). Every JSON writer in Swoop goes through these functions, so escaping and
/// number text are decided once.
///
/// Escapes: `"` `\` and the five common controls as `\"` `\\` `\n` `\r` `\t`, every other control
/// character as `\u00XX` (lowercase hex); everything else, UTF-8 included, as it is.
public enum JSONWriter {
    /// A JSON string literal, quotes included.
    @inlinable
    public static func appendString(_ s: String, to out: inout ByteBuffer) {
        if let done: Void = s.utf8.withContiguousStorageIfAvailable({ appendQuoted($0, to: &out) }) {
            _ = done
        } else {
            var copy = s
            copy.withUTF8 { appendQuoted($0, to: &out) }
        }
    }

    @inlinable @inline(__always)
    public static func appendQuoted(_ bytes: UnsafeBufferPointer<UInt8>, to out: inout ByteBuffer) {
        // One pass that copies while it checks: almost every string (keys, names) needs no escape.
        out.reserve(bytes.count + 2)
        out.appendReserved(UInt8(ascii: "\""))
        for i in 0..<bytes.count {
            let byte = bytes[i]
            if byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                appendEscaped(UnsafeBufferPointer(rebasing: bytes[i...]), to: &out)
                break
            }
            out.appendReserved(byte)
        }
        out.append(UInt8(ascii: "\""))
    }

    @usableFromInline
    static func appendEscaped(_ bytes: UnsafeBufferPointer<UInt8>, to out: inout ByteBuffer) {
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "\""): out.append(#"\""#)
            case UInt8(ascii: "\\"): out.append(#"\\"#)
            case UInt8(ascii: "\n"): out.append(#"\n"#)
            case UInt8(ascii: "\r"): out.append(#"\r"#)
            case UInt8(ascii: "\t"): out.append(#"\t"#)
            case 0..<0x20:
                let hex: StaticString = "0123456789abcdef"
                out.append(#"\u00"#)
                out.append(hex.utf8Start[Int(byte >> 4)])
                out.append(hex.utf8Start[Int(byte & 0xF)])
            default:
                out.append(byte)
            }
        }
    }

    /// A tree, compact (no spaces), members in their order; numbers with an `integer` are written as
    /// that integer, other numbers in `style`.
    public static func append(_ node: JSONNode, style: JSONNumberStyle, to out: inout ByteBuffer) {
        switch node.value {
        case .object(let members):
            out.append(UInt8(ascii: "{"))
            for (i, member) in members.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                appendString(member.key, to: &out)
                out.append(UInt8(ascii: ":"))
                append(member.node, style: style, to: &out)
            }
            out.append(UInt8(ascii: "}"))
        case .array(let items):
            out.append(UInt8(ascii: "["))
            for (i, item) in items.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                append(item, style: style, to: &out)
            }
            out.append(UInt8(ascii: "]"))
        case .string(let s): appendString(s, to: &out)
        case .number(let n, let integer):
            if let integer {
                JSONNumberText.appendInteger(integer, to: &out)
            } else {
                JSONNumberText.append(n, style: style, to: &out)
            }
        case .bool(let b): b ? out.append("true") : out.append("false")
        case .null: out.append("null")
        }
    }

    // MARK: As strings

    /// `s` as a JSON string literal.
    public static func quoted(_ s: String) -> String {
        var out = ByteBuffer(capacity: s.utf8.count + 8)
        appendString(s, to: &out)
        return out.text
    }

    public static func number(_ value: Double, style: JSONNumberStyle) -> String {
        JSONNumberText.text(value, style: style)
    }

    public static func render(_ node: JSONNode, style: JSONNumberStyle) -> String {
        var out = ByteBuffer()
        append(node, style: style, to: &out)
        return out.text
    }
}
