import SwoopCore

/// Something that is one line of the log: it names its time and type, then its fields in order, to a
/// `LogLineWriter`. Each kind of line declares its fields in exactly one place, and every rendering
/// (JSON Lines, aligned text, a `LogRecord` for tests and summaries) comes from that declaration, so
/// the formats cannot disagree on a name or an order.
package protocol LogLine {
    /// Calls `line.begin(t:type:)` once, then the fields.
    func write(to line: inout LogLineWriter)
}

/// Renders log lines as they are declared: JSON and text straight into its byte buffer (field names are
/// static bytes, numbers the core writer's digits; a replay writes millions of lines, and nothing here
/// allocates), or a `LogRecord` (`MemoryLogSink`, `LogRecord(_:)`).
///
/// JSON: `{"t":1250,"type":"decision","outcome":"finish",…}`. Text: `   0.001250 decision   outcome=finish
/// progress=0.42 …` — seconds right-aligned in 11 columns, the type padded to 11, then key=value with
/// strings bare unless empty or spaced; nested values (a frame's elements) are JSON in both.
package struct LogLineWriter: ~Copyable {
    enum Target { case json, text, record }

    let target: Target
    /// The rendered lines (JSON and text), appended to line after line; the owner drains it.
    package var bytes: ByteBuffer
    /// The record being built (`record` target).
    var record = LogRecord(t: 0, type: "")
    /// Open arrays and objects of the record being built, innermost last.
    private var open: [(key: String?, value: LogValue)] = []
    /// The key of the next value in a record.
    private var pendingKey: String?
    /// The line's type width (text pads it to 11 columns before the first field).
    private var typeWidth = 0
    private var fieldCount = 0
    /// How many arrays and objects are open (their contents are JSON in the text format too).
    private var depth = 0
    private var needsComma = false
    /// At the top level of a JSON line (the fast path of the field declarations).
    var topLevelJSON = false
    /// The start of the last JSON line made: `{"t":…,"type":"` (`count` bytes of `text`) for time `t`.
    var lineStart = (t: Int64(0), count: 0, text: (UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0)))
    /// Where the room reserved for a JSON line's flat fields ends (`reserveFlatRoom()`; checked by
    /// every flat field).
    var roomEnd = 0
    /// The name tables, kept here so that a name field reads its table with one load.
    let names = LogNameTables.shared

    /// A writer of `format` lines into `bytes`.
    package init(format: LogFormat, capacity: Int = 4096) {
        target = format == .json ? .json : .text
        bytes = ByteBuffer(capacity: capacity)
    }

    /// A writer that builds `record`.
    init(buildingRecord: Void) {
        target = .record
        bytes = ByteBuffer(capacity: 16)
    }

    /// Writes `line` completely, newline included.
    package mutating func append(_ line: some LogLine) {
        (fieldCount, depth, needsComma) = (0, 0, false)
        topLevelJSON = target == .json
        if topLevelJSON { reserveFlatRoom() }
        line.write(to: &self)
        switch target {
        case .json:
            precondition(bytes.count &+ 2 <= roomEnd, "a JSON line outgrew its flat room")
            bytes.appendReserved("}\n")
        case .text: bytes.append(UInt8(ascii: "\n"))
        case .record: break
        }
    }

    // MARK: Declaring a line

    // A replay writes millions of JSON lines, nearly all of them flat: room for the whole line is
    // reserved once, and at its top level each field is stores only (`,"key":` as constants, the value
    // copied whole, names pre-rendered). Text, records and nested values take the general path further
    // down; a general field at the top of a JSON line reserves the flat room again after it.

    /// Starts the line: its time (µs) and type.
    @inline(__always)
    package mutating func begin(t: Int64, type: StaticString) {
        if topLevelJSON {
            precondition(type.utf8CodeUnitCount <= 24, "a line type longer than the line start's room")
            jsonLineStart(t: t)
            // Here, where the type is a constant, its copy is a few stores.
            bytes.appendReserved(type)
            bytes.appendReserved(UInt8(ascii: "\""))
        } else {
            generalBegin(t: t, type: type)
        }
    }

    @inline(__always)
    package mutating func field(_ key: StaticString, _ value: Int64) {
        if topLevelJSON { jsonField(key, value) } else { generalField(key, value) }
    }

    @inline(__always)
    package mutating func field(_ key: StaticString, _ value: Int) { field(key, Int64(value)) }

    @inline(__always)
    package mutating func field(_ key: StaticString, _ value: Double) {
        if topLevelJSON { jsonField(key, value) } else { generalField(key, value) }
    }

    @inline(__always)
    package mutating func field(_ key: StaticString, _ value: Bool) {
        if topLevelJSON { jsonField(key, value) } else { generalField(key, value) }
    }

    package mutating func field(_ key: StaticString, _ value: String) {
        self.key(key)
        self.value(value)
        if topLevelJSON { reserveFlatRoom() }
    }

    /// A name field (`"axis":"x"`): in JSON its pre-rendered bytes, elsewhere its text.
    @inline(__always)
    mutating func field(_ key: StaticString, _ value: some LogName) {
        if topLevelJSON {
            jsonField(key, name: value.logNameIndex, in: type(of: value).logNames(in: names))
        } else {
            field(key, value.logName)
        }
    }

    // MARK: Anything else

    @inline(never)
    private mutating func generalBegin(t: Int64, type: StaticString) {
        begin(
            t: t, type: UnsafeBufferPointer(start: type.utf8Start, count: type.utf8CodeUnitCount),
            width: type.utf8CodeUnitCount, verbatim: true
        ) { type.description }
    }

    @inline(never)
    private mutating func generalField(_ key: StaticString, _ value: Int64) {
        self.key(key)
        self.value(value)
    }

    @inline(never)
    private mutating func generalField(_ key: StaticString, _ value: Double) {
        self.key(key)
        self.value(value)
    }

    @inline(never)
    private mutating func generalField(_ key: StaticString, _ value: Bool) {
        self.key(key)
        self.value(value)
    }

    /// Opens an array field; its elements are `element(_:)` values or `beginObject()` … `endObject()`.
    package mutating func beginArray(_ key: StaticString) {
        self.key(key)
        open(array: true)
    }

    package mutating func endArray() { close(array: true) }

    /// Opens an object as the next element of the open array.
    package mutating func beginObject() {
        separate()
        open(array: false)
    }

    package mutating func endObject() { close(array: false) }

    /// A number as the next element of the open array.
    package mutating func element(_ value: Double) {
        separate()
        self.value(value)
    }

    // MARK: Rendering

    /// `verbatim`: the type is a static name, with nothing to escape in JSON.
    mutating func begin(
        t: Int64, type: UnsafeBufferPointer<UInt8>, width: Int, verbatim: Bool, typeString: () -> String
    ) {
        typeWidth = width
        switch target {
        case .json:
            bytes.append(#"{"t":"#)
            JSONNumberText.appendInteger(t, to: &bytes)
            if verbatim {
                bytes.append(#","type":""#)
                bytes.append(type)
                bytes.append(UInt8(ascii: "\""))
            } else {
                bytes.append(#","type":"#)
                JSONWriter.appendQuoted(type, to: &bytes)
            }
            reserveFlatRoom()  // the type was written with checks of its own
        case .text:
            appendStamp(t)
            bytes.append(UInt8(ascii: " "))
            bytes.append(type)
        case .record:
            record = LogRecord(t: t, type: typeString())
            open.removeAll(keepingCapacity: true)
        }
    }

    /// `   1.234567`: seconds with six decimals, right-aligned in 11 columns (`-0.250000` between −1 s and 0).
    private mutating func appendStamp(_ t: Int64) {
        let seconds = t / 1_000_000
        let micros = (t % 1_000_000).magnitude
        let sign = t < 0 && seconds == 0
        var secondsWidth = seconds < 0 ? 2 : 1
        var rest = seconds.magnitude / 10
        while rest > 0 {
            secondsWidth += 1
            rest /= 10
        }
        let width = (sign ? 1 : 0) + secondsWidth + 7
        for _ in width..<max(width, 11) { bytes.append(UInt8(ascii: " ")) }
        if sign { bytes.append(UInt8(ascii: "-")) }
        JSONNumberText.appendInteger(seconds, to: &bytes)
        bytes.append(UInt8(ascii: "."))
        var scale: UInt64 = 100_000
        while scale > 0 {
            bytes.append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: micros / scale % 10))
            scale /= 10
        }
    }

    @inline(__always)
    private mutating func key(_ key: StaticString) {
        self.key(UnsafeBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount), verbatim: true) {
            key.description
        }
    }

    /// A key: `verbatim` ones (static names) need no JSON escape.
    private mutating func key(_ key: UnsafeBufferPointer<UInt8>, verbatim: Bool, string: () -> String) {
        switch target {
        case .json where depth == 0:
            bytes.reserve(1)
            bytes.appendReserved(UInt8(ascii: ","))
            appendJSONKey(key, verbatim: verbatim)
        case .text where depth == 0:
            if fieldCount == 0 {
                for _ in 0..<max(1, 11 - typeWidth) { bytes.append(UInt8(ascii: " ")) }
            } else {
                bytes.append(UInt8(ascii: " "))
            }
            bytes.append(key)
            bytes.append(UInt8(ascii: "="))
        case .json, .text:
            if needsComma { bytes.append(UInt8(ascii: ",")) }
            appendJSONKey(key, verbatim: verbatim)
        case .record:
            pendingKey = string()
        }
        if depth == 0 { fieldCount += 1 }
    }

    @inline(__always)
    private mutating func appendJSONKey(_ key: UnsafeBufferPointer<UInt8>, verbatim: Bool) {
        if verbatim {
            bytes.reserve(key.count + 3)
            bytes.appendReserved(UInt8(ascii: "\""))
            bytes.append(key)
            bytes.appendReserved(UInt8(ascii: "\""))
            bytes.appendReserved(UInt8(ascii: ":"))
        } else {
            JSONWriter.appendQuoted(key, to: &bytes)
            bytes.append(UInt8(ascii: ":"))
        }
    }

    /// A field of a generic record (`LogRecord`): a key made at run time and a value tree.
    mutating func field(name key: String, value: LogValue) {
        let name = key
        var key = key
        key.withUTF8 { self.key($0, verbatim: false) { name } }
        self.value(value)
        if topLevelJSON { reserveFlatRoom() }
    }

    mutating func value(_ value: LogValue) {
        switch value {
        case .int(let v): self.value(v)
        case .double(let v): self.value(v)
        case .string(let s): self.value(s)
        case .bool(let b): self.value(b)
        case .null: nullValue()
        case .array(let items):
            open(array: true)
            for item in items {
                separate()
                self.value(item)
            }
            close(array: true)
        case .object(let fields):
            open(array: false)
            for (key, item) in fields { field(name: key, value: item) }
            close(array: false)
        }
    }

    /// Before an array element: the comma between elements.
    private mutating func separate() {
        if target != .record, needsComma { bytes.append(UInt8(ascii: ",")) }
    }

    mutating func value(_ v: Int64) {
        if target == .record { return add(.int(v)) }
        JSONNumberText.appendInteger(v, to: &bytes)
        needsComma = true
    }

    mutating func value(_ v: Double) {
        if target == .record { return add(.double(v)) }
        JSONNumberText.appendSixDecimals(v, to: &bytes)
        needsComma = true
    }

    mutating func value(_ v: Bool) {
        if target == .record { return add(.bool(v)) }
        bytes.append(v ? "true" : "false")
        needsComma = true
    }

    mutating func value(_ s: String) {
        switch target {
        case .record: return add(.string(s))
        case .text where depth == 0 && Self.isBare(s): bytes.append(utf8: s)
        case .json, .text: JSONWriter.appendString(s, to: &bytes)
        }
        needsComma = true
    }

    mutating func nullValue() {
        if target == .record { return add(.null) }
        bytes.append("null")
        needsComma = true
    }

    /// Text shows a string as it is unless it is empty or has a space (a `Character` that is one).
    private static func isBare(_ s: String) -> Bool {
        guard !s.isEmpty else { return false }
        // Bytes first: no space byte means no space character; only strings with one take the slow look.
        return !s.utf8.contains(UInt8(ascii: " ")) || !s.contains(" ")
    }

    private mutating func open(array: Bool) {
        if target == .record {
            open.append((pendingKey, array ? .array([]) : .object([])))
            pendingKey = nil
        } else {
            bytes.append(UInt8(ascii: array ? "[" : "{"))
            needsComma = false
        }
        depth += 1
        topLevelJSON = false
    }

    private mutating func close(array: Bool) {
        depth -= 1
        topLevelJSON = target == .json && depth == 0
        guard target == .record else {
            bytes.append(UInt8(ascii: array ? "]" : "}"))
            needsComma = true
            if topLevelJSON { reserveFlatRoom() }
            return
        }
        let (key, container) = open.removeLast()
        pendingKey = key
        add(container)
    }

    /// A value of the record: into the innermost open container, or a field of the line.
    private mutating func add(_ value: LogValue) {
        guard let (key, last) = open.popLast() else {
            record.fields.append((pendingKey ?? "", value))
            pendingKey = nil
            return
        }
        var container = last
        switch last {
        case .array(var items):
            items.append(value)
            container = .array(items)
        case .object(var fields):
            fields.append((pendingKey ?? "", value))
            container = .object(fields)
        default: break
        }
        pendingKey = nil
        open.append((key, container))
    }
}
