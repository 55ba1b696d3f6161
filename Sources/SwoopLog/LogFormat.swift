import SwoopCore

/// The two renderings of what a command prints (`--format text|json`): aligned text for people, JSON
/// (Lines) for tools. `render` and `append` write log records in either.
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
            var bytes = ByteBuffer()
            JSONRendering.appendLine(record, to: &bytes)
            out += bytes.text
        case .text: TextRendering.appendLine(record, to: &out)
        }
    }

    /// Appends one line as UTF-8 (what `FormattedLogSink` buffers).
    func append(_ record: LogRecord, to out: inout ByteBuffer) {
        switch self {
        case .json: JSONRendering.appendLine(record, to: &out)
        case .text:
            var line = ""
            TextRendering.appendLine(record, to: &line)
            out.append(utf8: line)
        }
    }
}

/// JSON Lines, written as UTF-8 bytes straight into the sink's buffer (no intermediate `String`s:
/// this is the replay's hot path, millions of lines a run). Strings and numbers are the core writer's;
/// numbers in its six-decimal style.
enum JSONRendering {
    static func appendLine(_ record: LogRecord, to out: inout ByteBuffer) {
        out.append(#"{"t":"#)
        JSONNumberText.appendInteger(record.t, to: &out)
        out.append(#","type":"#)
        JSONWriter.appendString(record.type, to: &out)
        for (key, value) in record.fields {
            out.append(UInt8(ascii: ","))
            JSONWriter.appendString(key, to: &out)
            out.append(UInt8(ascii: ":"))
            append(value, to: &out)
        }
        out.append("}\n")
    }

    /// One value as JSON text (for the text format's nested values).
    static func text(_ value: LogValue) -> String {
        var bytes = ByteBuffer()
        append(value, to: &bytes)
        return bytes.text
    }

    static func append(_ value: LogValue, to out: inout ByteBuffer) {
        switch value {
        case .int(let v): JSONNumberText.appendInteger(v, to: &out)
        case .double(let v): JSONNumberText.appendSixDecimals(v, to: &out)
        case .string(let s): JSONWriter.appendString(s, to: &out)
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
                JSONWriter.appendString(key, to: &out)
                out.append(UInt8(ascii: ":"))
                append(item, to: &out)
            }
            out.append(UInt8(ascii: "}"))
        }
    }
}

/// `   1.234567 decision   outcome=finish progress=0.42 …` — seconds, type padded, then key=value.
enum TextRendering {
    static func appendLine(_ record: LogRecord, to out: inout String) {
        let seconds = String(record.t / 1_000_000)
        let micros = String(abs(record.t % 1_000_000))
        let stamp =
            (record.t < 0 && record.t > -1_000_000 ? "-" : "") + seconds + "."
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
