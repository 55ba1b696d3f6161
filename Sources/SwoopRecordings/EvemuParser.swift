import Foundation
import SwoopCore
import SwoopInputModel

/// Reads the text format of `evemu-record` (EVEMU 1.1–1.3 and the unversioned files before them):
/// a device description (`N:/I:/P:/B:/A:` lines, optionally `L:`/`S:` states) followed by `E:` events,
/// in one file. Both multitouch protocols are kept as recorded: protocol A's `SYN_MT_REPORT`s stay
/// inside their frame, for libinput (through mtdev) to interpret.
package enum EvemuParser {
    /// Parses the whole text of an evemu file; `file` only names it in errors and in the `Recording`.
    /// Files are read by `RecordingLoader`, which decides the format.
    package static func parse(contents text: String, file: String) throws(RecordingError) -> Recording {
        var builder = DeviceBuilder(file: file)
        var lineNumber = 0
        for rawLine in RecordingLoader.lines(of: text) {
            lineNumber += 1
            // Nearly every line is an event as evemu writes it: read from its bytes, or else below.
            if let event = QuickEventLine(rawLine), builder.takeQuickly(event, at: lineNumber) { continue }
            if rawLine.hasPrefix("# EVEMU ") { try checkVersion(rawLine.dropFirst(8), file: file, line: lineNumber) }
            let line = stripComment(rawLine)
            if line.isEmpty { continue }
            try builder.take(line, at: lineNumber)
        }
        return Recording(file: file, format: .evemu, devices: [try builder.finish(lastLine: lineNumber)])
    }

    /// Versions 1.x only differ in optional fields (1.1 added the absinfo resolution); 2.x would be a new format.
    private static func checkVersion(_ version: Substring, file: String, line: Int) throws(RecordingError) {
        let trimmed = version.trimmingCharacters(in: .whitespacesAndNewlines)
        guard let major = trimmed.split(separator: ".").first.flatMap({ Int($0) }), major == 1 else {
            throw .malformedLine(
                file: file, line: line, field: "EVEMU version",
                problem: "'\(MessageExcerpt.of(trimmed))' is not supported (only 1.x)")
        }
    }

    /// Drops `# …` comments (whole-line, or trailing as evemu 1.3 writes them after a tab) and `\r`.
    private static func stripComment(_ raw: Substring) -> Substring {
        var line = raw
        if let hash = line.firstIndex(of: "#") {
            // `N:` names may legitimately contain '#'; only the description's other lines and events carry comments.
            if !(line.hasPrefix("N:")) { line = line[..<hash] }
        }
        while let last = line.last, last == " " || last == "\t" || last == "\r" { line.removeLast() }
        while let first = line.first, first == " " || first == "\t" { line.removeFirst() }
        return line
    }
}

/// Accumulates one device's description and frames, line by line.
private struct DeviceBuilder {
    let file: String
    var name: String?
    var id: InputID?
    var propertyBytes: [UInt8] = []
    var bitBytes: [Int: [UInt8]] = [:]
    var absinfo: [Int: AbsInfo] = [:]
    /// The `A:` line of each ABS code, and the line of each description element, for messages.
    var absinfoLines: [Int: Int] = [:]
    var firstEventLine: Int?
    var frames: [EvdevFrame] = []
    var pending: [EvdevEvent] = []
    var pendingTime: Timestamp?
    var lastTime: Timestamp?

    init(file: String) { self.file = file }

    mutating func take(_ line: Substring, at number: Int) throws(RecordingError) {
        guard line.count >= 2, line.dropFirst().first == ":" else {
            throw malformed(number, "line", "expected 'X: …' (one of N, I, P, B, A, L, S, E)")
        }
        let tag = line.first!
        let body = line.dropFirst(2).drop { $0 == " " || $0 == "\t" }
        let fields = body.split(whereSeparator: { $0 == " " || $0 == "\t" })
        switch tag {
        case "N":
            guard !body.isEmpty else { throw malformed(number, "N", "empty device name") }
            name = String(body)
        case "I":
            guard fields.count == 4 else {
                throw malformed(number, "I", "expected 4 hex fields (bus vendor product version), got \(fields.count)")
            }
            let v = try fields.enumerated().map { (item) throws(RecordingError) in
                try hex(item.element, number, "I field \(item.offset + 1)", max: 0xffff)
            }
            id = InputID(bustype: v[0], vendor: v[1], product: v[2], version: v[3])
        case "P":
            propertyBytes += try fields.enumerated().map { (item) throws(RecordingError) in
                UInt8(try hex(item.element, number, "P byte \(item.offset + 1)", max: 0xff))
            }
        case "B":
            guard fields.count >= 2 else { throw malformed(number, "B", "expected an event type and bit bytes") }
            let type = try hex(fields[0], number, "B type", max: 0x1f)
            let bytes = try fields.dropFirst().enumerated().map { (item) throws(RecordingError) in
                UInt8(try hex(item.element, number, "B byte \(item.offset + 1)", max: 0xff))
            }
            bitBytes[type, default: []] += bytes
        case "A":
            guard fields.count == 5 || fields.count == 6 else {
                throw malformed(
                    number, "A", "expected 'code min max fuzz flat [resolution]', got \(fields.count) fields")
            }
            let code = try hex(fields[0], number, "A code", max: 0x3f)
            let names = ["min", "max", "fuzz", "flat", "resolution"]
            let v = try fields.dropFirst().enumerated().map { (item) throws(RecordingError) in
                try decimal(item.element, number, "A \(names[item.offset])")
            }
            absinfo[code] = AbsInfo(
                minimum: v[0], maximum: v[1], fuzz: v[2], flat: v[3], resolution: v.count > 4 ? v[4] : 0)
            absinfoLines[code] = number
        case "L", "S":
            // LED and switch states: a touch device has none that matter; accepted for completeness.
            guard fields.count == 2 else { throw malformed(number, String(tag), "expected 'code value'") }
            _ = try hex(fields[0], number, "\(tag) code", max: 0xff)
            _ = try decimal(fields[1], number, "\(tag) value")
        case "E":
            if firstEventLine == nil { firstEventLine = number }
            try takeEvent(fields, at: number)
        default:
            throw malformed(number, String(tag), "unknown line type '\(tag):'")
        }
    }

    private mutating func takeEvent(_ fields: [Substring], at number: Int) throws(RecordingError) {
        guard fields.count == 4 else {
            throw malformed(number, "E", "expected 'sec.usec type code value', got \(fields.count) fields")
        }
        let time = try timestamp(fields[0], number)
        let type = try hex(fields[1], number, "E type", max: 0x1f)
        let code = try hex(fields[2], number, "E code", max: 0x2ff)
        let value = try decimal(fields[3], number, "E value")
        if let lastTime, time < lastTime {
            throw malformed(number, "E time", "\(MessageExcerpt.of(fields[0])) is earlier than the event before it")
        }
        append(EvdevEvent(type: type, code: code, value: value), at: time, line: number)
    }

    /// An event line read by `QuickEventLine`; false when it needs the general path (a time out of
    /// order or beyond the accepted range), which reports it.
    mutating func takeQuickly(_ event: QuickEventLine, at number: Int) -> Bool {
        let limit = Timestamp.acceptedRange.upperBound.micros
        guard event.seconds <= (limit - event.microseconds) / 1_000_000 else { return false }
        let time = Timestamp(micros: event.seconds * 1_000_000 + event.microseconds)
        if let lastTime, time < lastTime { return false }
        if firstEventLine == nil { firstEventLine = number }
        append(EvdevEvent(type: event.type, code: event.code, value: event.value), at: time, line: number)
        return true
    }

    private mutating func append(_ event: EvdevEvent, at time: Timestamp, line number: Int) {
        let type = event.type
        let code = event.code
        lastTime = time
        if pendingTime == nil { pendingTime = time }
        pending.append(event)
        if type == 0 && code == 0 {  // SYN_REPORT closes the frame; the kernel stamps a frame with its time.
            frames.append(EvdevFrame(time: time, events: pending, line: number))
            pending = []
            pendingTime = nil
        }
    }

    mutating func finish(lastLine: Int) throws(RecordingError) -> RecordedDevice {
        // A missing part of the description is reported where the description should be complete:
        // at the first event, or at the end of a file without events.
        let descriptionEnd = firstEventLine ?? lastLine
        func missing(_ reason: String) -> RecordingError {
            .missingDescription(file: file, line: descriptionEnd, reason: reason)
        }
        guard let name else { throw missing("no 'N:' (device name) line") }
        guard let id else { throw missing("no 'I:' (device id) line") }
        guard let typeBits = bitBytes[0] else { throw missing("no 'B: 00' (event types) line") }
        if !pending.isEmpty, let pendingTime {
            // A recording cut off mid-report: keep it; libinput ignores it without a SYN_REPORT, as the kernel would.
            frames.append(EvdevFrame(time: pendingTime, events: pending, line: lastLine))
        }
        var codes: [Int: Set<Int>] = [:]
        for type in setBits(typeBits) {
            // evemu records the types but no EV_SYN codes: `codes[0]` only says the type exists.
            codes[type] = type == 0 ? [] : Set(setBits(bitBytes[type] ?? []))
        }
        for code in absinfo.keys.sorted() where !(codes[3]?.contains(code) ?? false) {
            throw malformed(
                absinfoLines[code] ?? descriptionEnd, "A",
                "'A:' line for \(AxisLimits.name(ofCode: code)) "
                    + "(0x\(String(code, radix: 16))), which 'B: 03' does not set")
        }
        for code in absinfo.keys.sorted() {
            if let problem = AxisLimits.problem(code: code, absinfo[code]!) {
                throw malformed(absinfoLines[code] ?? descriptionEnd, "A \(AxisLimits.name(ofCode: code))", problem)
            }
        }
        return RecordedDevice(
            name: name, id: id, properties: Set(setBits(propertyBytes)), codes: codes,
            absinfo: absinfo, frames: frames)
    }

    private func setBits(_ bytes: [UInt8]) -> [Int] {
        var result: [Int] = []
        for (index, byte) in bytes.enumerated() {
            for bit in 0..<8 where byte & (1 << bit) != 0 { result.append(index * 8 + bit) }
        }
        return result
    }

    private func malformed(_ line: Int, _ field: String, _ reason: String) -> RecordingError {
        .malformedLine(file: file, line: line, field: field, problem: reason)
    }

    private func hex(_ text: Substring, _ line: Int, _ field: String, max: Int) throws(RecordingError) -> Int {
        let digits = text.hasPrefix("0x") ? text.dropFirst(2) : text
        // Digits only: `Int(_:radix:)` would also take a sign, and `-1` is no code or bit mask.
        guard !digits.isEmpty, digits.count <= 8, digits.allSatisfy(\.isHexDigit), digits.allSatisfy(\.isASCII),
            let value = Int(digits, radix: 16)
        else {
            throw malformed(line, field, "'\(MessageExcerpt.of(text))' is not a hexadecimal number")
        }
        guard value <= max else {
            throw malformed(line, field, "0x\(digits) is out of range (at most 0x\(String(max, radix: 16)))")
        }
        return value
    }

    /// Decimal, possibly zero-padded and signed as evemu 1.3 writes it (`0042`, `-001`).
    private func decimal(_ text: Substring, _ line: Int, _ field: String) throws(RecordingError) -> Int {
        guard let value = Int32(text) else {
            throw malformed(line, field, "'\(MessageExcerpt.of(text))' is not a 32-bit decimal integer")
        }
        return Int(value)
    }

    /// `sec.usec`, exactly: parsed as integers so that no microsecond is lost to floating point. Digits
    /// only (no sign: `-0.500000` is not a time), within the times Swoop accepts from a file.
    private func timestamp(_ text: Substring, _ line: Int) throws(RecordingError) -> Timestamp {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        func digits(_ part: Substring) -> Bool { !part.isEmpty && part.allSatisfy { $0.isASCII && $0.isWholeNumber } }
        guard parts.count == 2, digits(parts[0]), parts[1].count == 6, digits(parts[1]),
            let micros = Int64(parts[1])
        else {
            throw malformed(
                line, "E time",
                "'\(MessageExcerpt.of(text))' is not 'seconds.microseconds' "
                    + "(digits, 6 after the point)")
        }
        let limit = Timestamp.acceptedRange.upperBound.micros
        guard parts[0].count <= 18, let seconds = Int64(parts[0]), seconds <= (limit - micros) / 1_000_000 else {
            throw malformed(
                line, "E time",
                "\(MessageExcerpt.of(text)) s is beyond the last time Swoop accepts "
                    + "(\(limit / 1_000_000) s)")
        }
        return Timestamp(micros: seconds * 1_000_000 + micros)
    }
}
