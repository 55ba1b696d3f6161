/// A small JSON reader that remembers where every value starts, so a scene file's errors can name
/// the line and column of the offending field (Foundation's decoders cannot). Strict RFC 8259:
/// no comments, no trailing commas, no NaN.
struct JSONNode: Sendable {
    indirect enum Value: Sendable {
        case null
        case bool(Bool)
        case number(Double)
        case string(String, hasEscapes: Bool)
        case array([JSONNode])
        case object([(key: String, node: JSONNode)])
    }
    var value: Value
    var line: Int
    var column: Int

    var typeName: String {
        switch value {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

struct JSONSyntaxError: Error {
    var line: Int
    var column: Int
    var reason: String
}

struct JSONReader {
    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var lineStart = 0

    static func parse(_ text: String) throws(JSONSyntaxError) -> JSONNode {
        var reader = JSONReader(bytes: Array(text.utf8))
        reader.skipSpace()
        let node = try reader.parseValue(depth: 0)
        reader.skipSpace()
        if reader.index < reader.bytes.count { throw reader.error("unexpected text after the JSON value") }
        return node
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private var countedIndex = 0
    private var countedColumn = 1

    /// 1-based column in characters (UTF-8 continuation bytes do not count); counted on from the
    /// last answer so long single-line files stay linear.
    private mutating func column() -> Int {
        if countedIndex < lineStart || countedIndex > index { countedIndex = lineStart; countedColumn = 1 }
        while countedIndex < index {
            if bytes[countedIndex] & 0xC0 != 0x80 { countedColumn += 1 }
            countedIndex += 1
        }
        return countedColumn
    }

    private mutating func error(_ reason: String) -> JSONSyntaxError { JSONSyntaxError(line: line, column: column(), reason: reason) }

    private mutating func skipSpace() {
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"): index += 1
            case UInt8(ascii: "\n"): index += 1; line += 1; lineStart = index
            default: return
            }
        }
    }

    private mutating func expect(_ word: String) throws(JSONSyntaxError) {
        for b in word.utf8 {
            guard index < bytes.count, bytes[index] == b else { throw error("expected '\(word)'") }
            index += 1
        }
    }

    private mutating func parseValue(depth: Int) throws(JSONSyntaxError) -> JSONNode {
        guard depth < 100 else { throw error("nested more than 100 deep") }
        guard index < bytes.count else { throw error("unexpected end of file, expected a value") }
        let (l, c) = (line, column())
        let value: JSONNode.Value
        switch bytes[index] {
        case UInt8(ascii: "{"): value = try parseObject(depth: depth)
        case UInt8(ascii: "["): value = try parseArray(depth: depth)
        case UInt8(ascii: "\""):
            let (s, escaped) = try parseString()
            value = .string(s, hasEscapes: escaped)
        case UInt8(ascii: "t"): try expect("true"); value = .bool(true)
        case UInt8(ascii: "f"): try expect("false"); value = .bool(false)
        case UInt8(ascii: "n"): try expect("null"); value = .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): value = .number(try parseNumber())
        default: throw error("unexpected character '\(Unicode.Scalar(bytes[index]))', expected a value")
        }
        return JSONNode(value: value, line: l, column: c)
    }

    private mutating func parseObject(depth: Int) throws(JSONSyntaxError) -> JSONNode.Value {
        index += 1
        var members: [(key: String, node: JSONNode)] = []
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") { index += 1; return .object(members) }
        while true {
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw error("expected a field name in double quotes") }
            let (key, _) = try parseString()
            if members.contains(where: { $0.key == key }) { throw error("field '\(key)' appears twice") }
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw error("expected ':' after '\(key)'") }
            index += 1
            skipSpace()
            members.append((key, try parseValue(depth: depth + 1)))
            skipSpace()
            guard index < bytes.count else { throw error("unexpected end of file inside an object") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "}") { index += 1; return .object(members) }
            throw error("expected ',' or '}'")
        }
    }

    private mutating func parseArray(depth: Int) throws(JSONSyntaxError) -> JSONNode.Value {
        index += 1
        var items: [JSONNode] = []
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") { index += 1; return .array(items) }
        while true {
            skipSpace()
            items.append(try parseValue(depth: depth + 1))
            skipSpace()
            guard index < bytes.count else { throw error("unexpected end of file inside an array") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "]") { index += 1; return .array(items) }
            throw error("expected ',' or ']'")
        }
    }

    private mutating func parseString() throws(JSONSyntaxError) -> (String, Bool) {
        index += 1
        var out: [UInt8] = []
        var escaped = false
        while index < bytes.count {
            let b = bytes[index]
            switch b {
            case UInt8(ascii: "\""):
                index += 1
                return (String(decoding: out, as: UTF8.self), escaped)
            case UInt8(ascii: "\\"):
                escaped = true
                index += 1
                guard index < bytes.count else { break }
                let e = bytes[index]
                index += 1
                switch e {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(e)
                case UInt8(ascii: "n"): out.append(10)
                case UInt8(ascii: "t"): out.append(9)
                case UInt8(ascii: "r"): out.append(13)
                case UInt8(ascii: "b"): out.append(8)
                case UInt8(ascii: "f"): out.append(12)
                case UInt8(ascii: "u"):
                    guard index + 4 <= bytes.count, let v = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16),
                          let scalar = Unicode.Scalar(v) else { throw error("bad \\u escape") }
                    index += 4
                    out += Array(String(scalar).utf8)
                default: throw error("bad escape '\\\(Unicode.Scalar(e))'")
                }
            case 0..<0x20:
                throw error(b == 10 ? "string not closed before the end of the line" : "control character in a string")
            default:
                out.append(b)
                index += 1
            }
        }
        throw error("string not closed before the end of the file")
    }

    private mutating func parseNumber() throws(JSONSyntaxError) -> Double {
        let start = index
        while index < bytes.count, let c = Optional(bytes[index]),
              (c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9")) || c == UInt8(ascii: "-") || c == UInt8(ascii: "+")
                || c == UInt8(ascii: ".") || c == UInt8(ascii: "e") || c == UInt8(ascii: "E") {
            index += 1
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            index = start
            throw error("'\(text)' is not a finite number")
        }
        return value
    }
}
