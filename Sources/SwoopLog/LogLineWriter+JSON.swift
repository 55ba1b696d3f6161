import SwoopCore

/// The JSON fast path of `LogLineWriter` (at the top level of a JSON line): the line's room is reserved
/// once, and each field is stores only.
extension LogLineWriter {
    /// The room reserved at the start of a JSON line, and again after any field that took the general
    /// path: enough for the line start, 30 flat fields (`flatFieldRoom` each) and the closing `}\n`.
    /// The longest flat line has a dozen fields; every field is checked against `roomEnd` (`startField`).
    static var flatRoom: Int { 64 + 30 * flatFieldRoom + 2 }

    /// The most a flat field takes: `,"key":` with a key of up to 30 bytes, and the widest value
    /// (a name's slot, a number's 24 bytes).
    static var flatFieldRoom: Int { 4 + 30 + max(LogNameTable.room, JSONNumberText.maxSixDecimalsBytes) }

    /// Makes room for a flat line (or what is left of one) with one capacity check.
    @inline(__always)
    mutating func reserveFlatRoom() {
        bytes.reserve(Self.flatRoom)
        roomEnd = bytes.count &+ Self.flatRoom
    }

    /// `{"t":…,"type":"` up to the type's name, into the room `reserveFlatRoom()` made. Consecutive lines
    /// mostly share their time (an input event and what it caused), so the last one made is kept and
    /// copied whole while the time stays; while its second stays, only its last six digits are made again.
    @inline(never)
    mutating func jsonLineStart(t: Int64) {
        if t != lineStart.t || lineStart.count == 0 {
            if t >= 1_000_000, t / 1_000_000 == lineStart.t / 1_000_000, lineStart.count != 0 {
                replaceMicroseconds(of: t)
            } else {
                makeLineStart(t)
                return
            }
        }
        let count = lineStart.count
        withUnsafeBytes(of: lineStart.text) { text in
            bytes.appendReserved { start in
                UnsafeMutableRawPointer(start).copyMemory(from: text.baseAddress!, byteCount: text.count)
                return count
            }
        }
    }

    /// The kept line start for `t`, in the same second as the one it holds: its six last digits (just
    /// before `,"type":"`) and the `,"` after them, stored as one word.
    @inline(__always)
    private mutating func replaceMicroseconds(of t: Int64) {
        let micros = UInt64(truncatingIfNeeded: t % 1_000_000)
        let digits = JSONNumberText.eightDigits(micros) >> 16 | 0x3030_3030_3030  // the two leading zeros dropped
        let word = digits | UInt64(0x222C) << 48  // then `,"`
        let offset = lineStart.count &- 15  // six digits and `,"type":"`
        withUnsafeMutableBytes(of: &lineStart.text) {
            $0.storeBytes(of: word.littleEndian, toByteOffset: offset, as: UInt64.self)
        }
        lineStart.t = t
    }

    /// Writes the line start for `t` and keeps it.
    private mutating func makeLineStart(_ t: Int64) {
        let start = bytes.count
        bytes.appendReserved(#"{"t":"#)
        JSONNumberText.appendIntegerReserved(t, to: &bytes)
        bytes.appendReserved(#","type":""#)
        lineStart.t = t
        lineStart.count = bytes.count &- start
        // Whole words, within the room reserved: only `count` bytes of them are ever used.
        let made = bytes.bytes.baseAddress! + start
        withUnsafeMutableBytes(of: &lineStart.text) { $0.baseAddress!.copyMemory(from: made, byteCount: $0.count) }
    }

    @inline(__always)
    mutating func jsonField(_ key: StaticString, _ value: Int64) {
        startField(key, JSONNumberText.maxIntegerBytes)
        JSONNumberText.appendIntegerReserved(value, to: &bytes)
    }

    @inline(__always)
    mutating func jsonField(_ key: StaticString, _ value: Double) {
        startField(key, JSONNumberText.maxSixDecimalsBytes)
        Self.appendNumber(value, to: &bytes)
    }

    /// A number's text is a call of its own (`writeNumber`): inlined in every field, it would make the
    /// lines' functions too large for the optimizer to inline their fields. The call only writes at a
    /// pointer (no buffer to load and store back), which leaves it few registers to save.
    @inline(__always)
    static func appendNumber(_ value: Double, to bytes: inout ByteBuffer) {
        bytes.appendReserved { writeNumber(value, at: $0) }
    }

    @inline(never)
    static func writeNumber(_ value: Double, at start: UnsafeMutablePointer<UInt8>) -> Int {
        JSONNumberText.writeSixDecimals(value, at: start)
    }

    @inline(__always)
    mutating func jsonField(_ key: StaticString, _ value: Bool) {
        startField(key, 5)
        bytes.appendReserved(value ? "true" : "false")
    }

    @inline(__always)
    mutating func jsonField(_ key: StaticString, name index: Int, in names: LogNameTable) {
        startField(key, LogNameTable.room)
        names.appendReserved(index, to: &bytes)
    }

    /// `,"key":`, in the line's room, with `valueBytes` more after it. Checked in every build: the stores
    /// after it are unchecked, and a compare per field is the price of never writing past the room.
    @inline(__always)
    mutating func startField(_ key: StaticString, _ valueBytes: Int) {
        precondition(
            bytes.count &+ key.utf8CodeUnitCount &+ 4 &+ valueBytes <= roomEnd, "a JSON line outgrew its flat room")
        bytes.appendReserved(#",""#)
        bytes.appendReserved(key)
        bytes.appendReserved(#"":"#)
    }
}
