/// One line of the state log: what happened (`type`), when (`t`, µs on the replay or live clock),
/// and its fields in a fixed order so that the same run always prints the same bytes.
package struct LogRecord: Equatable, Sendable {
    package var t: Int64
    package var type: String
    package var fields: [(String, LogValue)]

    package init(t: Int64, type: String, _ fields: [(String, LogValue)] = []) {
        self.t = t
        self.type = type
        self.fields = fields
    }

    package subscript(key: String) -> LogValue? {
        fields.first { $0.0 == key }?.1
    }

    package static func == (lhs: LogRecord, rhs: LogRecord) -> Bool {
        lhs.t == rhs.t && lhs.type == rhs.type
            && lhs.fields.map(\.0) == rhs.fields.map(\.0)
            && lhs.fields.map(\.1) == rhs.fields.map(\.1)
    }
}

extension LogRecord: LogLine {
    package func write(to line: inout LogLineWriter) {
        let name = type
        var type = type
        type.withUTF8 { line.begin(t: t, type: $0, width: name.count, verbatim: false) { name } }
        for (key, value) in fields { line.field(name: key, value: value) }
    }

    /// The record of any line (what `MemoryLogSink` keeps).
    package init(_ line: some LogLine) {
        var writer = LogLineWriter(buildingRecord: ())
        writer.append(line)
        self = writer.record
    }
}

/// A JSON value whose objects keep their keys in insertion order (logs are read by people too).
/// Not `indirect`: arrays already hold their elements out of line, and boxing every scalar would cost
/// one allocation per field of every log line.
package enum LogValue: Equatable, Sendable, ExpressibleByStringLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByBooleanLiteral
{
    case int(Int64)
    case double(Double)
    case string(String)
    case bool(Bool)
    case null
    case array([LogValue])
    case object([(String, LogValue)])

    package init(stringLiteral value: String) { self = .string(value) }
    package init(integerLiteral value: Int64) { self = .int(value) }
    package init(floatLiteral value: Double) { self = .double(value) }
    package init(booleanLiteral value: Bool) { self = .bool(value) }

    package static func == (lhs: LogValue, rhs: LogValue) -> Bool {
        switch (lhs, rhs) {
        case (.int(let a), .int(let b)): a == b
        case (.double(let a), .double(let b)): a == b || (a.isNaN && b.isNaN)
        case (.string(let a), .string(let b)): a == b
        case (.bool(let a), .bool(let b)): a == b
        case (.null, .null): true
        case (.array(let a), .array(let b)): a == b
        case (.object(let a), .object(let b)): a.map(\.0) == b.map(\.0) && a.map(\.1) == b.map(\.1)
        default: false
        }
    }
}
