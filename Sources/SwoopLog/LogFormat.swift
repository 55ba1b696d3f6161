/// The two renderings of the log: JSON Lines for tools, aligned text for people.
public enum LogFormat: String, Sendable, CaseIterable {
    case text
    case json

    /// Renders one record as one line, newline included.
    public func render(_ record: LogRecord) -> String {
        var out = ""
        switch self {
        case .json: JSONRendering.appendLine(record, to: &out)
        case .text: TextRendering.appendLine(record, to: &out)
        }
        return out
    }

    public func append(_ record: LogRecord, to out: inout String) {
        switch self {
        case .json: JSONRendering.appendLine(record, to: &out)
        case .text: TextRendering.appendLine(record, to: &out)
        }
    }
}

/// Fixed-precision numbers: six decimals are finer than any progress or millimetre Swoop reports,
/// and rounding makes the output stable against last-bit differences in intermediate arithmetic.
enum NumberRendering {
    static func append(_ value: Double, to out: inout String) {
        guard value.isFinite else {
            out += "null"  // JSON has no NaN or infinity; the field's absence of value is the honest rendering.
            return
        }
        let rounded = (value * 1_000_000).rounded() / 1_000_000
        if rounded == rounded.rounded(), abs(rounded) < 1e15 {
            out += String(Int64(rounded))
        } else {
            out += "\(rounded)"
        }
    }
}

enum JSONRendering {
    static func appendLine(_ record: LogRecord, to out: inout String) {
        out += "{\"t\":"
        out += String(record.t)
        out += ",\"type\":"
        appendString(record.type, to: &out)
        for (key, value) in record.fields {
            out += ","
            appendString(key, to: &out)
            out += ":"
            append(value, to: &out)
        }
        out += "}\n"
    }

    static func append(_ value: LogValue, to out: inout String) {
        switch value {
        case .int(let v): out += String(v)
        case .double(let v): NumberRendering.append(v, to: &out)
        case .string(let s): appendString(s, to: &out)
        case .bool(let b): out += b ? "true" : "false"
        case .null: out += "null"
        case .array(let items):
            out += "["
            for (i, item) in items.enumerated() {
                if i > 0 { out += "," }
                append(item, to: &out)
            }
            out += "]"
        case .object(let fields):
            out += "{"
            for (i, (key, item)) in fields.enumerated() {
                if i > 0 { out += "," }
                appendString(key, to: &out)
                out += ":"
                append(item, to: &out)
            }
            out += "}"
        }
    }

    static func appendString(_ s: String, to out: inout String) {
        out += "\""
        // Nearly every key and value needs no escaping: append it whole (scalar by scalar is ~10× slower).
        if !s.utf8.contains(where: { $0 == 0x22 || $0 == 0x5C || $0 < 0x20 }) {
            out += s
            out += "\""
            return
        }
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case let c where c.value < 0x20:
                let hex = String(c.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
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
        case .object, .array, .string: JSONRendering.append(value, to: &out)
        default: JSONRendering.append(value, to: &out)
        }
    }
}
