/// A parsed JSON value for the few places that need nesting (the header line, `manifest.json`).
/// Objects keep their keys in order; duplicate keys are refused by the parser.
public indirect enum JSONValue: Equatable, Sendable {
    case object([(String, JSONValue)])
    case array([JSONValue])
    case string(String)
    /// `integer` is set for integer syntax that fits an Int64 (see `JSONNumberToken`).
    case number(Double, integer: Int64?)
    case bool(Bool)
    case null

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case let (.object(a), .object(b)): a.map(\.0) == b.map(\.0) && a.map(\.1) == b.map(\.1)
        case let (.array(a), .array(b)): a == b
        case let (.string(a), .string(b)): a == b
        case let (.number(a, i), .number(b, j)): a == b && i == j
        case let (.bool(a), .bool(b)): a == b
        case (.null, .null): true
        case (.object, _), (.array, _), (.string, _), (.number, _), (.bool, _), (.null, _): false
        }
    }

    /// The JSON type's name, for "expected a number, got a string" messages.
    public var typeName: String {
        switch self {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "a boolean"
        case .null: "null"
        }
    }
}

/// Parses one complete JSON value from a line (nothing but whitespace may follow it).
enum JSONTreeParser {
    static let maximumDepth = 32

    static func parse(_ bytes: UnsafeBufferPointer<UInt8>) throws(JSONSyntaxError) -> JSONValue {
        var cursor = JSONCursor(bytes)
        cursor.skipWhitespace()
        let value = try parseValue(&cursor, depth: 0)
        cursor.skipWhitespace()
        guard cursor.isAtEnd else { throw cursor.fail("unexpected \(cursor.describeCurrent()) after the value") }
        return value
    }

    static func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
        var text = text
        do {
            return try text.withUTF8 { try parse($0) }
        } catch let error as JSONSyntaxError {
            throw error
        } catch {
            preconditionFailure("only JSONSyntaxError is thrown")
        }
    }

    private static func parseValue(_ cursor: inout JSONCursor, depth: Int) throws(JSONSyntaxError) -> JSONValue {
        guard depth < maximumDepth else { throw cursor.fail("nested deeper than \(maximumDepth) levels") }
        switch cursor.current {
        case UInt8(ascii: "{"):
            cursor.index += 1
            var fields: [(String, JSONValue)] = []
            cursor.skipWhitespace()
            if cursor.current == UInt8(ascii: "}") {
                cursor.index += 1
                return .object(fields)
            }
            while true {
                cursor.skipWhitespace()
                let keyStart = cursor.index
                let key = try cursor.decode(cursor.scanString())
                if fields.contains(where: { $0.0 == key }) {
                    throw cursor.fail("duplicate key \"\(key)\"", at: keyStart)
                }
                cursor.skipWhitespace()
                try cursor.expect(UInt8(ascii: ":"), "':' after a key")
                cursor.skipWhitespace()
                fields.append((key, try parseValue(&cursor, depth: depth + 1)))
                cursor.skipWhitespace()
                if cursor.current == UInt8(ascii: ",") {
                    cursor.index += 1
                    continue
                }
                try cursor.expect(UInt8(ascii: "}"), "',' or '}'")
                return .object(fields)
            }
        case UInt8(ascii: "["):
            cursor.index += 1
            var items: [JSONValue] = []
            cursor.skipWhitespace()
            if cursor.current == UInt8(ascii: "]") {
                cursor.index += 1
                return .array(items)
            }
            while true {
                cursor.skipWhitespace()
                items.append(try parseValue(&cursor, depth: depth + 1))
                cursor.skipWhitespace()
                if cursor.current == UInt8(ascii: ",") {
                    cursor.index += 1
                    continue
                }
                try cursor.expect(UInt8(ascii: "]"), "',' or ']'")
                return .array(items)
            }
        case UInt8(ascii: "\""):
            return .string(try cursor.decode(cursor.scanString()))
        default:
            if let literal = cursor.scanLiteral() {
                switch literal {
                case .true: return .bool(true)
                case .false: return .bool(false)
                case .null: return .null
                }
            }
            let number = try cursor.scanNumber()
            return .number(number.value, integer: number.integer)
        }
    }

    /// Skips one value of any kind (unknown fields of a newer minor version), still checking its syntax.
    static func skipValue(_ cursor: inout JSONCursor) throws(JSONSyntaxError) {
        _ = try parseValue(&cursor, depth: 1)
    }
}
