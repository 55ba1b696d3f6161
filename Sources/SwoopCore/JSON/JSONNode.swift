/// Where a value starts in a JSON text: 1-based line and column, and the 0-based byte offset.
/// Columns count characters (Unicode scalars), not bytes, so an editor lands on the right place.
public struct JSONPosition: Sendable, Hashable, CustomStringConvertible {
    public var line: Int
    public var column: Int
    public var offset: Int

    /// The position of a node built in code rather than read from a text.
    public static let none = JSONPosition(line: 0, column: 0, offset: -1)

    public var description: String { "\(line):\(column)" }
}

extension JSONPosition {
    /// The line and column of byte `offset` in `bytes` (an error's offset, say).
    public init(offset: Int, in bytes: UnsafeBufferPointer<UInt8>) {
        var locator = JSONPositionLocator()
        self = locator.position(of: offset, in: bytes)
    }
}

/// Turns increasing byte offsets into positions in one pass over the text.
struct JSONPositionLocator {
    private var offset = 0
    private var line = 1
    private var column = 1

    mutating func position(of target: Int, in bytes: UnsafeBufferPointer<UInt8>) -> JSONPosition {
        if target < offset { self = JSONPositionLocator() }
        let end = min(max(0, target), bytes.count)
        while offset < end {
            let byte = bytes[offset]
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
            offset += 1
        }
        return JSONPosition(line: line, column: column, offset: target)
    }
}

/// A JSON value with where it was read, for the files that need nesting and error positions (scenes,
/// fixture headers, manifests, the benchmark's child output). Objects keep their members in order;
/// the parser refuses duplicate keys. Built in code (to be written), a node's position is `.none`.
///
/// Equality compares values only: positions and escapes are how a value was written, not what it is.
public struct JSONNode: Sendable, Equatable {
    public indirect enum Value: Sendable, Equatable {
        case object([(key: String, node: JSONNode)])
        case array([JSONNode])
        case string(String)
        /// `integer` is set for integer syntax that fits an Int64 (see `JSONNumberToken`).
        case number(Double, integer: Int64?)
        case bool(Bool)
        case null

        public static func == (lhs: Value, rhs: Value) -> Bool {
            switch (lhs, rhs) {
            case (.object(let a), .object(let b)): a.map(\.key) == b.map(\.key) && a.map(\.node) == b.map(\.node)
            case (.array(let a), .array(let b)): a == b
            case (.string(let a), .string(let b)): a == b
            case (.number(let a, let i), .number(let b, let j)): a == b && i == j
            case (.bool(let a), .bool(let b)): a == b
            case (.null, .null): true
            case (.object, _), (.array, _), (.string, _), (.number, _), (.bool, _), (.null, _): false
            }
        }
    }

    public var value: Value
    public var position: JSONPosition
    /// For a string read from a text: whether it held escapes, so its characters do not map one to
    /// one onto the file's columns.
    public var hasEscapes: Bool

    public init(_ value: Value, position: JSONPosition = .none, hasEscapes: Bool = false) {
        (self.value, self.position, self.hasEscapes) = (value, position, hasEscapes)
    }

    public static func == (lhs: JSONNode, rhs: JSONNode) -> Bool { lhs.value == rhs.value }

    // Building values to write: `.object([("format", .string("swoop-fixture"))])`.
    public static func object(_ members: [(String, JSONNode)]) -> JSONNode {
        JSONNode(.object(members.map { (key: $0.0, node: $0.1) }))
    }
    public static func array(_ items: [JSONNode]) -> JSONNode { JSONNode(.array(items)) }
    public static func string(_ text: String) -> JSONNode { JSONNode(.string(text)) }
    public static func number(_ value: Double, integer: Int64? = nil) -> JSONNode {
        JSONNode(.number(value, integer: integer))
    }
    public static func integer(_ value: Int64) -> JSONNode { JSONNode(.number(Double(value), integer: value)) }
    public static func bool(_ value: Bool) -> JSONNode { JSONNode(.bool(value)) }
    public static let null = JSONNode(.null)

    /// The JSON type's name, for "expected a number, got a string" messages.
    public var typeName: String {
        switch value {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "a boolean"
        case .null: "null"
        }
    }
}
