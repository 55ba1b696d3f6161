/// The two renderings of the log: JSON Lines for tools, aligned text for people.
public enum LogFormat: String, Sendable, CaseIterable {
    case text
    case json

    /// Renders one record as one line, newline included.
    public func render(_ record: LogRecord) -> String {
        var out = ""
        append(record, to: &out)
        return out
    }

    public func append(_ record: LogRecord, to out: inout String) {
        switch self {
        case .json:
            var bytes = LogBytes()
            JSONRendering.appendLine(record, to: &bytes)
            out += String(decoding: bytes.bytes, as: UTF8.self)
        case .text: TextRendering.appendLine(record, to: &out)
        }
    }

    /// Appends one line as UTF-8 (what `FormattedLogSink` buffers).
    func append(_ record: LogRecord, to out: inout LogBytes) {
        switch self {
        case .json: JSONRendering.appendLine(record, to: &out)
        case .text:
            var line = ""
            TextRendering.appendLine(record, to: &line)
            line.withUTF8 { out.append($0) }
        }
    }
}

/// Fixed-precision numbers: six decimals are finer than any progress or millimetre Swoop reports,
/// and rounding makes the output stable against last-bit differences in intermediate arithmetic.
///
/// A value rounds to k / 10⁶ for an integer k. Where 100 ≤ |k| < 10¹⁵ that decimal has at most 15
/// significant digits, so it is the shortest text that reads back as the rounded double — exactly what
/// Swift's `description` prints — and it is written digit by digit without making a `String`. Outside
/// that range (below 0.0001, where `description` switches to exponents, and above 10⁹) the text is
/// `description`'s own.
enum NumberRendering {
    /// The text of `value` as a log line shows it.
    static func text(_ value: Double) -> String {
        var bytes = LogBytes()
        append(value, to: &bytes)
        return String(decoding: bytes.bytes, as: UTF8.self)
    }

    static func append(_ value: Double, to out: inout LogBytes) {
        guard value.isFinite else {
            out.append("null")  // JSON has no NaN or infinity; the field's absence of value is the honest rendering.
            return
        }
        let scaled = (value * 1_000_000).rounded()
        let rounded = scaled / 1_000_000
        if rounded == rounded.rounded(), abs(rounded) < 1e15 {
            appendInteger(Int64(rounded), to: &out)
        } else if abs(scaled) >= 100, abs(scaled) < 1e15 {
            appendMicroUnits(Int64(scaled), to: &out)
        } else {
            var text = "\(rounded)"
            text.withUTF8 { out.append($0) }
        }
    }

    /// `k / 10⁶` in decimal, trailing zeros of the fraction dropped (the fraction is not zero here).
    @inline(__always)
    private static func appendMicroUnits(_ k: Int64, to out: inout LogBytes) {
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
            out.append(UnsafeBufferPointer(start: scratch.baseAddress!.assumingMemoryBound(to: UInt8.self), count: width))
        }
    }

    @inline(__always)
    static func appendInteger(_ value: Int64, to out: inout LogBytes) {
        if value < 0 { out.append(UInt8(ascii: "-")) }
        appendDigits(value.magnitude, to: &out)
    }

    @inline(__always)
    private static func appendDigits(_ value: UInt64, to out: inout LogBytes) {
        if value < 10 {
            out.append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value))
            return
        }
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)  // 24 bytes: room for 20 digits
        withUnsafeMutableBytes(of: &digits) { scratch in
            var v = value, i = 20
            while v > 0 {
                i -= 1
                scratch[i] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: v % 10)
                v /= 10
            }
            out.append(UnsafeBufferPointer(start: scratch.baseAddress!.assumingMemoryBound(to: UInt8.self) + i, count: 20 - i))
        }
    }
}

/// JSON Lines, written as UTF-8 bytes straight into the sink's buffer (no intermediate `String`s:
/// this is the replay's hot path, millions of lines a run).
enum JSONRendering {
    static func appendLine(_ record: LogRecord, to out: inout LogBytes) {
        out.append(#"{"t":"#)
        NumberRendering.appendInteger(record.t, to: &out)
        out.append(#","type":"#)
        appendString(record.type, to: &out)
        for (key, value) in record.fields {
            out.append(UInt8(ascii: ","))
            appendString(key, to: &out)
            out.append(UInt8(ascii: ":"))
            append(value, to: &out)
        }
        out.append("}\n")
    }

    /// One value as JSON text (for the text format's nested values).
    static func text(_ value: LogValue) -> String {
        var bytes = LogBytes()
        append(value, to: &bytes)
        return String(decoding: bytes.bytes, as: UTF8.self)
    }

    static func append(_ value: LogValue, to out: inout LogBytes) {
        switch value {
        case .int(let v): NumberRendering.appendInteger(v, to: &out)
        case .double(let v): NumberRendering.append(v, to: &out)
        case .string(let s): appendString(s, to: &out)
        case .bool(let b): b ? out.append("true") : out.append("false")
        case .null: out.append("null")
        case .array(let items):
            out.append(UInt8(ascii: "["))
            for (i, item) in items.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                append(item, to: &out)
            }
            out.append(UInt8(ascii: "]"))
        case .object(let fields):
            out.append(UInt8(ascii: "{"))
            for (i, (key, item)) in fields.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                appendString(key, to: &out)
                out.append(UInt8(ascii: ":"))
                append(item, to: &out)
            }
            out.append(UInt8(ascii: "}"))
        }
    }

    /// A JSON string: `"`, `\` and control characters escaped, everything else (UTF-8 included) as is.
    static func appendString(_ s: String, to out: inout LogBytes) {
        if let done: Void = s.utf8.withContiguousStorageIfAvailable({ appendQuoted($0, to: &out) }) {
            _ = done
        } else {
            var copy = s
            copy.withUTF8 { appendQuoted($0, to: &out) }
        }
    }

    @inline(__always)
    private static func appendQuoted(_ bytes: UnsafeBufferPointer<UInt8>, to out: inout LogBytes) {
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

    private static func appendEscaped(_ bytes: UnsafeBufferPointer<UInt8>, to out: inout LogBytes) {
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
}

/// `   1.234567 decision   outcome=finish progress=0.42 …` — seconds, type padded, then key=value.
enum TextRendering {
    static func appendLine(_ record: LogRecord, to out: inout String) {
        let seconds = String(record.t / 1_000_000)
        let micros = String(abs(record.t % 1_000_000))
        let stamp = (record.t < 0 && record.t > -1_000_000 ? "-" : "") + seconds + "."
            + String(repeating: "0", count: 6 - micros.count) + micros
        out += String(repeating: " ", count: max(0, 11 - stamp.count)) + stamp + " "
        out += record.type
        if !record.fields.isEmpty {
            out += String(repeating: " ", count: max(1, 11 - record.type.count))
            for (i, (key, value)) in record.fields.enumerated() {
                if i > 0 { out += " " }
                out += key + "="
                appendPlain(value, to: &out)
            }
        }
        out += "\n"
    }

    static func appendPlain(_ value: LogValue, to out: inout String) {
        switch value {
        case .string(let s) where !s.isEmpty && !s.contains(" "): out += s
        case .object, .array, .string: out += JSONRendering.text(value)
        default: out += JSONRendering.text(value)
        }
    }
}
