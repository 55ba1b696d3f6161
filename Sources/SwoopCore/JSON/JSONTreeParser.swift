/// Parses one complete JSON text into a `JSONNode` tree: strict RFC 8259 (see `JSONCursor`),
/// duplicate keys refused, nesting capped so that hostile input cannot exhaust the stack.
public enum JSONTreeParser {
    /// Parses `bytes`, which must hold one value and nothing but whitespace after it.
    /// `maximumDepth`: values may nest this many levels deep (the top value is level 0).
    public static func parse(
        _ bytes: UnsafeBufferPointer<UInt8>, unit: JSONTextUnit = .line,
        maximumDepth: Int
    ) throws(JSONSyntaxError) -> JSONNode {
        var parser = Parser(cursor: JSONCursor(bytes, unit: unit), maximumDepth: maximumDepth)
        parser.cursor.skipWhitespace()
        let node = try parser.parseValue(depth: 0)
        parser.cursor.skipWhitespace()
        guard parser.cursor.isAtEnd else {
            throw parser.cursor.fail("unexpected \(parser.cursor.describeCurrent()) after the value")
        }
        return node
    }

    public static func parse(_ text: String, unit: JSONTextUnit = .line, maximumDepth: Int) throws(JSONSyntaxError)
        -> JSONNode
    {
        var text = text
        let result = text.withUTF8 { bytes in
            Result { () throws(JSONSyntaxError) in try parse(bytes, unit: unit, maximumDepth: maximumDepth) }
        }
        return try result.get()
    }

    /// Skips one value of any kind at the cursor (an unknown field of a newer format version), still
    /// checking its syntax; the value counts as one level below the top.
    package static func skipValue(_ cursor: inout JSONCursor, maximumDepth: Int) throws(JSONSyntaxError) {
        var parser = Parser(cursor: cursor, maximumDepth: maximumDepth)
        _ = try parser.parseValue(depth: 1)
        cursor.index = parser.cursor.index
    }

    private struct Parser {
        var cursor: JSONCursor
        let maximumDepth: Int
        var locator = JSONPositionLocator()

        init(cursor: JSONCursor, maximumDepth: Int) {
            self.cursor = cursor
            self.maximumDepth = maximumDepth
        }

        mutating func parseValue(depth: Int) throws(JSONSyntaxError) -> JSONNode {
            guard depth < maximumDepth else { throw cursor.fail("nested deeper than \(maximumDepth) levels") }
            let position = locator.position(of: cursor.index, in: cursor.bytes)
            switch cursor.current {
            case UInt8(ascii: "{"):
                return JSONNode(.object(try parseMembers(depth: depth)), position: position)
            case UInt8(ascii: "["):
                return JSONNode(.array(try parseItems(depth: depth)), position: position)
            case UInt8(ascii: "\""):
                let token = try cursor.scanString()
                return JSONNode(.string(try cursor.decode(token)), position: position, hasEscapes: token.hasEscapes)
            default:
                if let literal = cursor.scanLiteral() {
                    switch literal {
                    case .true: return JSONNode(.bool(true), position: position)
                    case .false: return JSONNode(.bool(false), position: position)
                    case .null: return JSONNode(.null, position: position)
                    }
                }
                let number = try cursor.scanNumber()
                return JSONNode(.number(number.value, integer: number.integer), position: position)
            }
        }

        private mutating func parseMembers(depth: Int) throws(JSONSyntaxError) -> [(key: String, node: JSONNode)] {
            var members: [(key: String, node: JSONNode)] = []
            try parseSequence(closedBy: UInt8(ascii: "}"), "',' or '}'") { (parser) throws(JSONSyntaxError) in
                let keyStart = parser.cursor.index
                let key = try parser.cursor.decode(parser.cursor.scanString())
                if members.contains(where: { $0.key == key }) {
                    throw parser.cursor.fail(
                        "duplicate key \"\(MessageExcerpt.of(key))\" (a key may not appear twice in one object)",
                        at: keyStart)
                }
                parser.cursor.skipWhitespace()
                try parser.cursor.expect(UInt8(ascii: ":"), "':' after a key")
                parser.cursor.skipWhitespace()
                members.append((key, try parser.parseValue(depth: depth + 1)))
            }
            return members
        }

        private mutating func parseItems(depth: Int) throws(JSONSyntaxError) -> [JSONNode] {
            var items: [JSONNode] = []
            try parseSequence(closedBy: UInt8(ascii: "]"), "',' or ']'") { (parser) throws(JSONSyntaxError) in
                items.append(try parser.parseValue(depth: depth + 1))
            }
            return items
        }

        /// The opening bracket is at the cursor; `element` reads one member or item each time.
        private mutating func parseSequence(
            closedBy close: UInt8, _ expected: StaticString,
            _ element: (inout Parser) throws(JSONSyntaxError) -> Void
        ) throws(JSONSyntaxError) {
            cursor.index += 1
            cursor.skipWhitespace()
            if cursor.peek(close) {
                cursor.index += 1
                return
            }
            while true {
                cursor.skipWhitespace()
                try element(&self)
                cursor.skipWhitespace()
                if cursor.peek(UInt8(ascii: ",")) {
                    cursor.index += 1
                    continue
                }
                try cursor.expect(close, expected)
                return
            }
        }
    }
}
