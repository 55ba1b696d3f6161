/// Renders JSON text for fixture lines. Numbers are written losslessly (shortest round-trip form)
/// so that write → read gives back the same `Double`s; integral values are written as integers.
enum JSONText {
    static func appendString(_ s: String, to out: inout String) {
        out += "\""
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

    /// Callers must check finiteness first (fixtures never hold NaN or infinity).
    static func appendNumber(_ value: Double, to out: inout String) {
        precondition(value.isFinite, "JSON has no NaN or infinity")
        if value == value.rounded(), abs(value) < 1e15 {
            out += String(Int64(value))
        } else {
            out += value.description
        }
    }

    static func append(_ value: JSONValue, to out: inout String) {
        switch value {
        case .object(let fields):
            out += "{"
            for (i, (key, item)) in fields.enumerated() {
                if i > 0 { out += "," }
                appendString(key, to: &out)
                out += ":"
                append(item, to: &out)
            }
            out += "}"
        case .array(let items):
            out += "["
            for (i, item) in items.enumerated() {
                if i > 0 { out += "," }
                append(item, to: &out)
            }
            out += "]"
        case .string(let s): appendString(s, to: &out)
        case .number(let n, let integer):
            if let integer { out += String(integer) } else { appendNumber(n, to: &out) }
        case .bool(let b): out += b ? "true" : "false"
        case .null: out += "null"
        }
    }

    static func render(_ value: JSONValue) -> String {
        var out = ""
        append(value, to: &out)
        return out
    }
}
