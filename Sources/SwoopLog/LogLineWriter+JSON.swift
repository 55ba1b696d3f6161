import SwoopCore

/// The JSON fast path of `LogLineWriter` (at the top level of a JSON line): one capacity check per field
/// for its key and value, then stores.
extension LogLineWriter {
    /// `{"t":…,"type":"` up to the type's name. Consecutive lines mostly share their time (an input
    /// event and what it caused), so the last one made is kept and copied whole while the time stays.
    @inline(never)
    mutating func jsonBegin(t: Int64, type: StaticString) {
        bytes.reserve(MemoryLayout.size(ofValue: lineStart.text) &+ type.utf8CodeUnitCount &+ 1)
        if t != lineStart.t || lineStart.count == 0 {
            let start = bytes.count
            bytes.appendReserved(#"{"t":"#)
            JSONNumberText.appendIntegerReserved(t, to: &bytes)
            bytes.appendReserved(#","type":""#)
            lineStart.t = t
            lineStart.count = bytes.count &- start
            // Whole words, within the room reserved: only `count` bytes of them are ever used.
            let made = bytes.bytes.baseAddress! + start
            withUnsafeMutableBytes(of: &lineStart.text) { $0.baseAddress!.copyMemory(from: made, byteCount: $0.count) }
        } else {
            let count = lineStart.count
            withUnsafeBytes(of: lineStart.text) { text in
                bytes.appendReserved { start in
                    UnsafeMutableRawPointer(start).copyMemory(from: text.baseAddress!, byteCount: text.count)
                    return count
                }
            }
        }
        bytes.appendReserved(type)
        bytes.appendReserved(UInt8(ascii: "\""))
    }

    @inline(__always)
    mutating func jsonField(_ key: StaticString, _ value: Int64) {
        reserveField(key, JSONNumberText.maxIntegerBytes)
        JSONNumberText.appendIntegerReserved(value, to: &bytes)
    }

    @inline(__always)
    mutating func jsonField(_ key: StaticString, _ value: Double) {
        reserveField(key, JSONNumberText.maxSixDecimalsBytes)
        Self.appendNumber(value, to: &bytes)
    }

    /// A number's text is a call of its own: inlined in every field, it would make the lines' functions
    /// too large for the optimizer to inline their fields.
    @inline(never)
    static func appendNumber(_ value: Double, to bytes: inout ByteBuffer) {
        JSONNumberText.appendSixDecimalsReserved(value, to: &bytes)
    }

    @inline(__always)
    mutating func jsonField(_ key: StaticString, _ value: Bool) {
        reserveField(key, 5)
        bytes.appendReserved(value ? "true" : "false")
    }

    @inline(__always)
    mutating func jsonField(_ key: StaticString, name index: Int, in names: LogNameTable) {
        reserveField(key, names.longest)
        names.appendReserved(index, to: &bytes)
    }

    /// `,"key":` with room for `valueBytes` more after it.
    @inline(__always)
    mutating func reserveField(_ key: StaticString, _ valueBytes: Int) {
        bytes.reserve(key.utf8CodeUnitCount &+ 4 &+ valueBytes)
        bytes.appendReserved(#",""#)
        bytes.appendReserved(key)
        bytes.appendReserved(#"":"#)
    }
}
