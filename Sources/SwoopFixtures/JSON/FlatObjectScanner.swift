import SwoopCore

/// The keys an event line may hold in format 1.x. Scanning maps key bytes straight to this enum,
/// so the hot path never builds a `String` for a key.
enum EventField: Int, CaseIterable, Sendable {
    case t, type, device, fingers, dx, dy, cancelled, slot, x, y, scale, angleDelta, horizontal, vertical
    case name, kind, widthMM, heightMM

    /// The key as written in the file.
    var key: StaticString {
        switch self {
        case .t: "t"
        case .type: "type"
        case .device: "device"
        case .fingers: "fingers"
        case .dx: "dx"
        case .dy: "dy"
        case .cancelled: "cancelled"
        case .slot: "slot"
        case .x: "x"
        case .y: "y"
        case .scale: "scale"
        case .angleDelta: "angle_delta"
        case .horizontal: "horizontal"
        case .vertical: "vertical"
        case .name: "name"
        case .kind: "kind"
        case .widthMM: "width_mm"
        case .heightMM: "height_mm"
        }
    }

    var keyString: String { key.description }

    var bit: UInt32 { 1 << UInt32(rawValue) }
}

/// One scanned scalar value, stored without allocating; strings stay as byte ranges until asked for.
struct ScannedScalar {
    enum Kind: Equatable { case number, string, bool, null, composite }
    var kind: Kind = .null
    var number = JSONNumberToken(value: 0, integer: nil, isIntegerSyntax: false)
    var string = JSONStringToken(start: 0, end: 0, hasEscapes: false)
    var bool = false
    /// Where the value starts in the line (0-based), for error messages.
    var offset = 0

    var typeName: String {
        switch kind {
        case .number: "a number"
        case .string: "a string"
        case .bool: "a boolean"
        case .null: "null"
        case .composite: "an object or array"
        }
    }
}

/// Scan slots for one line, allocated once per reader: writing a slot is a plain store, with no
/// copy-on-write or exclusivity check on the hot path.
final class ScanSlots {
    let pointer: UnsafeMutablePointer<ScannedScalar>

    init() {
        pointer = .allocate(capacity: EventField.allCases.count)
        pointer.initialize(repeating: ScannedScalar(), count: EventField.allCases.count)
    }

    deinit {
        pointer.deinitialize(count: EventField.allCases.count)
        pointer.deallocate()
    }
}

/// The result of scanning one event line: a slot per known field, a bitmask of which are present,
/// the first unknown key and the first duplicated field (if any).
struct ScannedLine {
    var present: UInt32 = 0
    let slots = ScanSlots()
    var unknownKey: String?
    var duplicate: EventField?

    @inline(__always)
    func has(_ field: EventField) -> Bool { present & field.bit != 0 }

    @inline(__always)
    subscript(_ field: EventField) -> ScannedScalar { slots.pointer[field.rawValue] }
}

/// Scans a JSON object whose known fields hold scalars (an event line) into a `ScannedLine`.
/// Unknown keys are remembered (the reader decides whether the version allows them) and their values
/// skipped after a full syntax check. Known keys holding an object or array are recorded as `.composite`
/// so the decoder can say "expected a number, got an object" rather than a syntax error.
enum FlatObjectScanner {
    /// Lines as Swoop writes them take the fast path; every other line the strict general one.
    @inline(__always)
    static func scan(_ bytes: UnsafeBufferPointer<UInt8>, into line: inout ScannedLine) throws(JSONSyntaxError) {
        if FastEventScanner.scan(bytes, into: &line) { return }
        try scanStrictly(bytes, into: &line)
    }

    static func scanStrictly(_ bytes: UnsafeBufferPointer<UInt8>, into line: inout ScannedLine) throws(JSONSyntaxError)
    {
        line.present = 0
        line.unknownKey = nil
        line.duplicate = nil
        let slots = line.slots.pointer
        var cursor = JSONCursor(bytes)
        cursor.skipWhitespace()
        guard cursor.peek(UInt8(ascii: "{")) else {
            throw cursor.fail("a fixture line must be a JSON object, found \(cursor.describeCurrent())")
        }
        cursor.index += 1
        cursor.skipWhitespace()
        if cursor.peek(UInt8(ascii: "}")) {
            cursor.index += 1
        } else {
            while true {
                cursor.skipWhitespace()
                let keyToken = try cursor.scanString()
                let field = try lookUp(keyToken, in: cursor)
                cursor.skipWhitespace()
                try cursor.expect(UInt8(ascii: ":"), "':' after a key")
                cursor.skipWhitespace()
                if let field {
                    if line.has(field), line.duplicate == nil { line.duplicate = field }
                    line.present |= field.bit
                    try scanScalar(&cursor, into: &slots[field.rawValue])
                } else {
                    if line.unknownKey == nil { line.unknownKey = try cursor.decode(keyToken) }
                    try JSONTreeParser.skipValue(&cursor, maximumDepth: FixtureHeader.maximumDepth)
                }
                cursor.skipWhitespace()
                if cursor.peek(UInt8(ascii: ",")) {
                    cursor.index += 1
                    continue
                }
                try cursor.expect(UInt8(ascii: "}"), "',' or '}'")
                break
            }
        }
        cursor.skipWhitespace()
        guard cursor.isAtEnd else {
            throw cursor.fail("unexpected \(cursor.describeCurrent()) after the object (one object per line)")
        }
    }

    @inline(__always)
    private static func scanScalar(_ cursor: inout JSONCursor, into value: inout ScannedScalar) throws(JSONSyntaxError)
    {
        value.offset = cursor.index
        switch cursor.current {
        case UInt8(ascii: "\""):
            value.kind = .string
            value.string = try cursor.scanString()
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            value.kind = .composite
            try JSONTreeParser.skipValue(&cursor, maximumDepth: FixtureHeader.maximumDepth)
        case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
            switch cursor.scanLiteral() {
            case .true?:
                value.kind = .bool
                value.bool = true
            case .false?:
                value.kind = .bool
                value.bool = false
            case .null?: value.kind = .null
            case nil: throw cursor.fail("expected a value, found \(cursor.describeCurrent())")
            }
        default:
            value.kind = .number
            value.number = try cursor.scanNumber()
        }
    }

    /// Maps a key's bytes to a field without allocating; escaped keys take the slow, decoding path.
    private static func lookUp(_ token: JSONStringToken, in cursor: JSONCursor) throws(JSONSyntaxError) -> EventField? {
        if token.hasEscapes {
            let key = try cursor.decode(token)
            return EventField.allCases.first { $0.keyString == key }
        }
        return lookUpPlain(token, in: cursor)
    }

    @inline(__always)
    static func lookUpPlain(_ token: JSONStringToken, in cursor: JSONCursor) -> EventField? {
        let b = cursor.bytes
        let s = token.start
        switch token.end - s {
        case 1:
            switch b[s] {
            case UInt8(ascii: "t"): return .t
            case UInt8(ascii: "x"): return .x
            case UInt8(ascii: "y"): return .y
            default: return nil
            }
        case 2:
            guard b[s] == UInt8(ascii: "d") else { return nil }
            switch b[s + 1] {
            case UInt8(ascii: "x"): return .dx
            case UInt8(ascii: "y"): return .dy
            default: return nil
            }
        case 4:
            if cursor.matches(token, "type") { return .type }
            if cursor.matches(token, "slot") { return .slot }
            if cursor.matches(token, "name") { return .name }
            if cursor.matches(token, "kind") { return .kind }
            return nil
        case 5: return cursor.matches(token, "scale") ? .scale : nil
        case 6: return cursor.matches(token, "device") ? .device : nil
        case 7: return cursor.matches(token, "fingers") ? .fingers : nil
        case 8:
            if cursor.matches(token, "vertical") { return .vertical }
            return cursor.matches(token, "width_mm") ? .widthMM : nil
        case 9:
            if cursor.matches(token, "cancelled") { return .cancelled }
            return cursor.matches(token, "height_mm") ? .heightMM : nil
        case 10: return cursor.matches(token, "horizontal") ? .horizontal : nil
        case 11: return cursor.matches(token, "angle_delta") ? .angleDelta : nil
        default: return nil
        }
    }
}
