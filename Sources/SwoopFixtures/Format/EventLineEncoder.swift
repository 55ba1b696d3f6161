import SwoopCore
import SwoopInputModel

/// Writes events as fixture lines: `t`, `type`, `device` (only when not 0), then the type's fields in
/// the documented order. Numbers are lossless, so reading the line back gives the same event.
package enum EventLineEncoder {
    /// Why an event cannot be written, or `nil` when it can (the writer's check mirrors the reader's).
    package static func problem(with event: TimedInputEvent) -> String? {
        guard Timestamp.acceptedRange.contains(event.time) else {
            return "timestamp \(event.time.micros) µs is outside \(Timestamp.acceptedRange.lowerBound.micros)…"
                + "\(Timestamp.acceptedRange.upperBound.micros)"
        }
        guard FixtureLimits.devices.contains(Int64(event.device.rawValue)) else {
            return "device \(event.device.rawValue) out of range"
        }
        func real(_ name: String, _ v: Double) -> String? {
            v.isFinite && abs(v) <= FixtureLimits.magnitude ? nil : "\(name) = \(v) is not a finite number within ±1e6"
        }
        func fingers(_ n: Int) -> String? {
            FixtureLimits.fingers.contains(Int64(n)) ? nil : "finger count \(n) out of range"
        }
        func slot(_ n: Int) -> String? { FixtureLimits.slots.contains(Int64(n)) ? nil : "slot \(n) out of range" }
        func size(_ name: String, _ v: Double?) -> String? {
            guard let v else { return nil }
            return FixtureLimits.sizeMM.contains(v) ? nil : "\(name) = \(v) mm is not a plausible size"
        }
        switch event.event {
        case .deviceAdded(let info):
            return size("width_mm", info.widthMM) ?? size("height_mm", info.heightMM)
        case .deviceRemoved, .touchFrame: return nil
        case .swipeBegin(let f), .pinchBegin(let f), .holdBegin(let f): return fingers(f)
        case .swipeEnd(let f, _), .pinchEnd(let f, _), .holdEnd(let f, _): return fingers(f)
        case .swipeUpdate(let f, let dx, let dy): return fingers(f) ?? real("dx", dx) ?? real("dy", dy)
        case .pinchUpdate(let f, let dx, let dy, let scale, let angle):
            return fingers(f) ?? real("dx", dx) ?? real("dy", dy) ?? real("scale", scale) ?? real("angle_delta", angle)
        case .scroll(let dx, let dy): return real("dx", dx) ?? real("dy", dy)
        case .scrollStop: return nil
        case .touchDown(let s, let x, let y), .touchMotion(let s, let x, let y):
            return slot(s) ?? real("x", x) ?? real("y", y)
        case .touchUp(let s), .touchCancel(let s): return slot(s)
        }
    }

    /// Appends one line, newline included. Call `problem(with:)` first: this one assumes a valid event.
    package static func append(_ event: TimedInputEvent, to out: inout ByteBuffer) {
        out.append(#"{"t":"#)
        JSONNumberText.appendInteger(event.time.micros, to: &out)
        out.append(#","type":""#)
        out.append(utf8: EventType(event.event).rawValue)
        out.append(UInt8(ascii: "\""))
        if event.device.rawValue != 0 {
            out.append(#","device":"#)
            JSONNumberText.appendInteger(Int64(event.device.rawValue), to: &out)
        }
        func key(_ key: StaticString) {
            out.append(#",""#)
            out.append(key)
            out.append(#"":"#)
        }
        func int(_ name: StaticString, _ v: Int) {
            key(name)
            JSONNumberText.appendInteger(Int64(v), to: &out)
        }
        func real(_ name: StaticString, _ v: Double) {
            key(name)
            JSONNumberText.appendLossless(v, to: &out)
        }
        func bool(_ name: StaticString, _ v: Bool) {
            key(name)
            v ? out.append("true") : out.append("false")
        }
        switch event.event {
        case .deviceAdded(let info):
            key("name")
            JSONWriter.appendString(info.name, to: &out)
            key("kind")
            JSONWriter.appendString(info.kind.rawValue, to: &out)
            if let w = info.widthMM { real("width_mm", w) }
            if let h = info.heightMM { real("height_mm", h) }
        case .deviceRemoved, .touchFrame: break
        case .swipeBegin(let f), .pinchBegin(let f), .holdBegin(let f): int("fingers", f)
        case .swipeUpdate(let f, let dx, let dy):
            int("fingers", f)
            real("dx", dx)
            real("dy", dy)
        case .pinchUpdate(let f, let dx, let dy, let scale, let angle):
            int("fingers", f)
            real("dx", dx)
            real("dy", dy)
            real("scale", scale)
            real("angle_delta", angle)
        case .swipeEnd(let f, let c), .pinchEnd(let f, let c), .holdEnd(let f, let c):
            int("fingers", f)
            bool("cancelled", c)
        case .scroll(let dx, let dy):
            real("dx", dx)
            real("dy", dy)
        case .scrollStop(let h, let v):
            bool("horizontal", h)
            bool("vertical", v)
        case .touchDown(let s, let x, let y), .touchMotion(let s, let x, let y):
            int("slot", s)
            real("x", x)
            real("y", y)
        case .touchUp(let s), .touchCancel(let s): int("slot", s)
        }
        out.append("}\n")
    }

    package static func line(_ event: TimedInputEvent) -> String {
        var out = ByteBuffer()
        append(event, to: &out)
        return out.text
    }
}
