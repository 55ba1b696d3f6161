import SwoopCore
import SwoopInputModel

/// Range checks shared by the reader and the writer, so the writer never writes what the reader refuses.
package enum FixtureLimits {
    /// Deltas (normalised units), positions (mm), scale and angle beyond this are a corrupt or
    /// unit-confused file, not a gesture: 10⁶ units is 25 m of finger travel.
    package static let magnitude = 1e6
    package static let fingers: ClosedRange<Int64> = 1...10
    package static let slots: ClosedRange<Int64> = 0...1023
    package static let devices: ClosedRange<Int64> = 0...65_535
    package static let sizeMM: ClosedRange<Double> = 1...10_000
    /// `Timestamp.acceptedRange` in the microseconds a line holds, spelled as constants so that reading
    /// it per line costs no lazy-initialisation check (a test keeps the two equal).
    static let timeMicros: ClosedRange<Int64> = 0...(1 << 53)

    /// Whether a delta, position, scale or angle can be read as it is written.
    @inline(__always)
    static func isPlausible(_ value: Double) -> Bool { value.isFinite && abs(value) <= magnitude }
}

/// Turns one scanned event line into a `TimedInputEvent`, checking every field's type and range.
struct EventLineDecoder {
    var file: String
    var lineNumber = 0
    /// Newer minor versions may add fields and event types; they are skipped rather than refused.
    var allowsUnknown = false

    func fieldError(_ field: EventField, _ reason: String) -> FixtureError {
        .invalidField(file: file, line: lineNumber, field: field.keyString, reason: reason)
    }

    /// `nil` for an event type unknown to this reader in a newer minor version.
    func decode(_ line: ScannedLine, cursor: JSONCursor) throws(FixtureError) -> TimedInputEvent? {
        guard line.has(.t) else { throw fieldError(.t, "missing (every event needs a time in µs)") }
        guard line.has(.type) else { throw fieldError(.type, "missing (every event needs a type)") }
        let typeValue = line[.type]
        guard typeValue.kind == .string else { throw fieldError(.type, "expected a string, got \(typeValue.typeName)") }
        guard let type = EventType.lookUp(typeValue.string, in: cursor) else {
            if allowsUnknown { return nil }
            let name: String
            do { name = try cursor.decode(typeValue.string) } catch { throw fieldError(.type, error.reason) }
            throw fieldError(
                .type,
                "unknown event type '\(MessageExcerpt.of(name))' (known: "
                    + EventType.allCases.map(\.rawValue).joined(separator: ", ") + ")")
        }
        if !allowsUnknown {
            if let unknown = line.unknownKey {
                throw FixtureError.invalidField(
                    file: file, line: lineNumber, field: unknown,
                    reason: "unknown field for \(type.rawValue) (format 1.0 does not define it)")
            }
            let extra = line.present & ~type.allowedMask
            if extra != 0, let field = EventField.allCases.first(where: { extra & $0.bit != 0 }) {
                throw fieldError(
                    field,
                    "does not belong to \(type.rawValue) (it has: "
                        + (type.fields.isEmpty ? "no fields" : type.fields.map(\.keyString).joined(separator: ", "))
                        + ")")
            }
        }
        let t = try integer(line, .t, in: FixtureLimits.timeMicros, what: "a timestamp in µs")
        let device =
            line.has(.device) ? try integer(line, .device, in: FixtureLimits.devices, what: "a device number") : 0
        let event: InputEvent
        switch type {
        case .deviceAdded:
            let kindText = try string(line, .kind, cursor: cursor)
            guard let kind = DeviceKind(rawValue: kindText) else {
                throw fieldError(.kind, "'\(MessageExcerpt.of(kindText))' is not touchpad or touchscreen")
            }
            event = .deviceAdded(
                DeviceInfo(
                    id: DeviceID(Int(device)), name: try string(line, .name, cursor: cursor), kind: kind,
                    widthMM: try optionalSize(line, .widthMM), heightMM: try optionalSize(line, .heightMM)))
        case .deviceRemoved: event = .deviceRemoved
        case .swipeBegin: event = .swipeBegin(fingers: try fingers(line))
        case .swipeUpdate:
            event = .swipeUpdate(fingers: try fingers(line), dx: try real(line, .dx), dy: try real(line, .dy))
        case .swipeEnd: event = .swipeEnd(fingers: try fingers(line), cancelled: try bool(line, .cancelled))
        case .pinchBegin: event = .pinchBegin(fingers: try fingers(line))
        case .pinchUpdate:
            event = .pinchUpdate(
                fingers: try fingers(line), dx: try real(line, .dx), dy: try real(line, .dy),
                scale: try real(line, .scale), angleDelta: try real(line, .angleDelta))
        case .pinchEnd: event = .pinchEnd(fingers: try fingers(line), cancelled: try bool(line, .cancelled))
        case .holdBegin: event = .holdBegin(fingers: try fingers(line))
        case .holdEnd: event = .holdEnd(fingers: try fingers(line), cancelled: try bool(line, .cancelled))
        case .scroll: event = .scroll(dx: try real(line, .dx), dy: try real(line, .dy))
        case .scrollStop:
            event = .scrollStop(horizontal: try bool(line, .horizontal), vertical: try bool(line, .vertical))
        case .touchDown: event = .touchDown(slot: try slot(line), x: try real(line, .x), y: try real(line, .y))
        case .touchMotion: event = .touchMotion(slot: try slot(line), x: try real(line, .x), y: try real(line, .y))
        case .touchUp: event = .touchUp(slot: try slot(line))
        case .touchCancel: event = .touchCancel(slot: try slot(line))
        case .touchFrame: event = .touchFrame
        }
        return TimedInputEvent(time: Timestamp(micros: t), device: DeviceID(Int(device)), event: event)
    }

    // MARK: Typed fields

    @inline(__always)
    private func present(_ line: ScannedLine, _ field: EventField) throws(FixtureError) -> ScannedScalar {
        guard line.has(field) else { throw fieldError(field, "missing (required)") }
        return line[field]
    }

    @inline(__always)
    private func integer(
        _ line: ScannedLine, _ field: EventField, in range: ClosedRange<Int64>,
        what: String
    ) throws(FixtureError) -> Int64 {
        let value = try present(line, field)
        guard value.kind == .number else { throw fieldError(field, "expected \(what), got \(value.typeName)") }
        guard value.number.isIntegerSyntax else {
            throw fieldError(field, "expected \(what) as a whole number (no fraction or exponent)")
        }
        guard let integer = value.number.integer, range.contains(integer) else {
            throw fieldError(field, "out of range for \(what) (\(range.lowerBound)…\(range.upperBound))")
        }
        return integer
    }

    @inline(__always)
    private func fingers(_ line: ScannedLine) throws(FixtureError) -> Int {
        Int(try integer(line, .fingers, in: FixtureLimits.fingers, what: "a finger count"))
    }

    @inline(__always)
    private func slot(_ line: ScannedLine) throws(FixtureError) -> Int {
        Int(try integer(line, .slot, in: FixtureLimits.slots, what: "a touch slot"))
    }

    @inline(__always)
    private func real(_ line: ScannedLine, _ field: EventField) throws(FixtureError) -> Double {
        let value = try present(line, field)
        guard value.kind == .number else { throw fieldError(field, "expected a number, got \(value.typeName)") }
        let n = value.number.value
        guard n.isFinite else { throw fieldError(field, "number out of range (overflows a double)") }
        guard abs(n) <= FixtureLimits.magnitude else {
            throw fieldError(field, "implausibly large number \(n) (limit ±1e6: a corrupt or unit-confused file?)")
        }
        return n
    }

    private func optionalSize(_ line: ScannedLine, _ field: EventField) throws(FixtureError) -> Double? {
        guard line.has(field), line[field].kind != .null else { return nil }
        let n = try real(line, field)
        guard FixtureLimits.sizeMM.contains(n) else {
            throw fieldError(field, "\(n) mm is not a plausible size (1…10000)")
        }
        return n
    }

    @inline(__always)
    private func bool(_ line: ScannedLine, _ field: EventField) throws(FixtureError) -> Bool {
        let value = try present(line, field)
        guard value.kind == .bool else { throw fieldError(field, "expected true or false, got \(value.typeName)") }
        return value.bool
    }

    private func string(_ line: ScannedLine, _ field: EventField, cursor: JSONCursor) throws(FixtureError) -> String {
        let value = try present(line, field)
        guard value.kind == .string else { throw fieldError(field, "expected a string, got \(value.typeName)") }
        do {
            return try cursor.decode(value.string)
        } catch {
            throw fieldError(field, error.reason)
        }
    }
}
