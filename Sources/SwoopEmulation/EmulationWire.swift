import SwoopCore
import SwoopInputModel
import SwoopLibinput

/// The line protocol on the emulator's stdout, one record a line:
///
///     A <µs> <device> <kind> <width mm|-> <height mm|-> <size source|-> <coordinates> <node> <name…>
///                                                                      a touch device appeared; coordinates
///                                                                      `mm`, or `xmin:xmax:ymin:ymax` in units
///     E <µs> <device> <event> <fields…>                                 any other input event
///     L <priority> <text…>                                             a libinput log line
///     S <key>=<value> …                                                injection statistics
///     P <frames>                                                       still playing: frames so far
///     X <device> <frames>                                              libinput stopped reading a device
///
/// Numbers are Swift's shortest round-tripping decimal form, so events cross the process boundary
/// exactly. Names and log text are the rest of the line (newlines replaced by spaces).
package enum EmulationWire {
    package enum Record: Equatable, Sendable {
        case event(TimedInputEvent)
        case log(priority: LibinputLogPriority, text: String)
        case statistics([String: String])
        /// A heartbeat at least once a second while the emulator plays or waits: the parent's
        /// watchdog takes a silent emulator for a wedged one.
        case progress(frames: Int)
        /// Device `device` (plan order) accepted no bytes for `Injector.readerStallLimit`: libinput
        /// rejected or dropped it. Playing stopped after `frames` frames.
        case deviceNotRead(device: Int, frames: Int)
    }

    package static func encode(_ record: Record) -> String {
        switch record {
        case .event(let timed):
            let head = "\(timed.time.micros) \(timed.device.rawValue)"
            if case .deviceAdded(let info) = timed.event {
                return "A \(head) \(info.kind.rawValue) \(optional(info.widthMM)) \(optional(info.heightMM)) "
                    + "\(info.sizeSource?.rawValue ?? "-") \(coordinates(info.coordinates)) "
                    + "\(info.node ?? "-") \(oneLine(info.name))"
            }
            return "E \(head) " + encodeEvent(timed.event).joined(separator: " ")
        case .log(let priority, let text):
            return "L \(priority.rawValue) \(oneLine(text))"
        case .statistics(let values):
            return "S " + values.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
        case .progress(let frames):
            return "P \(frames)"
        case .deviceNotRead(let device, let frames):
            return "X \(device) \(frames)"
        }
    }

    package static func decode(_ line: String) -> Record? {
        let fields = line.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        guard let tag = fields.first else { return nil }
        switch tag {
        case "A":
            guard fields.count >= 10, let time = Int64(fields[1]), let device = Int(fields[2]),
                let kind = DeviceKind(rawValue: fields[3]), let coordinates = coordinates(fields[7])
            else { return nil }
            let info = DeviceInfo(
                id: DeviceID(device), name: fields[9...].joined(separator: " "), kind: kind,
                widthMM: Double(fields[4]), heightMM: Double(fields[5]),
                sizeSource: SizeSource(rawValue: fields[6]), coordinates: coordinates,
                node: fields[8] == "-" ? nil : fields[8])
            return .event(
                TimedInputEvent(
                    time: Timestamp(micros: time), device: DeviceID(device),
                    event: .deviceAdded(info)))
        case "E":
            guard fields.count >= 4, let time = Int64(fields[1]), let device = Int(fields[2]),
                let event = decodeEvent(fields[3], Array(fields[4...]))
            else { return nil }
            return .event(TimedInputEvent(time: Timestamp(micros: time), device: DeviceID(device), event: event))
        case "L":
            guard fields.count >= 2, let priority = LibinputLogPriority(rawValue: fields[1]) else { return nil }
            return .log(priority: priority, text: fields.dropFirst(2).joined(separator: " "))
        case "S":
            var values: [String: String] = [:]
            for pair in fields.dropFirst() {
                guard let eq = pair.firstIndex(of: "=") else { return nil }
                values[String(pair[..<eq])] = String(pair[pair.index(after: eq)...])
            }
            return .statistics(values)
        case "P":
            guard fields.count == 2, let frames = Int(fields[1]) else { return nil }
            return .progress(frames: frames)
        case "X":
            guard fields.count == 3, let device = Int(fields[1]), let frames = Int(fields[2]) else { return nil }
            return .deviceNotRead(device: device, frames: frames)
        default:
            return nil
        }
    }

    private static func optional(_ value: Double?) -> String { value.map { "\($0)" } ?? "-" }

    private static func coordinates(_ value: TouchCoordinates) -> String {
        switch value {
        case .millimetres: "mm"
        case .deviceUnits(let x, let y): "\(x.minimum):\(x.maximum):\(y.minimum):\(y.maximum)"
        }
    }

    private static func coordinates(_ text: String) -> TouchCoordinates? {
        if text == "mm" { return .millimetres }
        let parts = text.split(separator: ":").compactMap { Int($0) }
        guard parts.count == 4 else { return nil }
        return .deviceUnits(
            x: AxisRange(minimum: parts[0], maximum: parts[1]),
            y: AxisRange(minimum: parts[2], maximum: parts[3]))
    }
    private static func oneLine(_ text: String) -> String {
        text.map { $0.isNewline ? " " : $0 }.reduce(into: "") { $0.append($1) }
    }
    private static func flag(_ value: Bool) -> String { value ? "1" : "0" }

    private static func encodeEvent(_ event: InputEvent) -> [String] {
        switch event {
        case .deviceAdded: return ["deviceAdded"]  // written as an `A` record instead
        case .deviceRemoved: return ["deviceRemoved"]
        case .swipeBegin(let f): return ["swipeBegin", "\(f)"]
        case .swipeUpdate(let f, let dx, let dy): return ["swipeUpdate", "\(f)", "\(dx)", "\(dy)"]
        case .swipeEnd(let f, let c): return ["swipeEnd", "\(f)", flag(c)]
        case .pinchBegin(let f): return ["pinchBegin", "\(f)"]
        case .pinchUpdate(let f, let dx, let dy, let scale, let angle):
            return ["pinchUpdate", "\(f)", "\(dx)", "\(dy)", "\(scale)", "\(angle)"]
        case .pinchEnd(let f, let c): return ["pinchEnd", "\(f)", flag(c)]
        case .holdBegin(let f): return ["holdBegin", "\(f)"]
        case .holdEnd(let f, let c): return ["holdEnd", "\(f)", flag(c)]
        case .scroll(let dx, let dy): return ["scroll", "\(dx)", "\(dy)"]
        case .scrollStop(let h, let v): return ["scrollStop", flag(h), flag(v)]
        case .touchDown(let s, let x, let y): return ["touchDown", "\(s)", "\(x)", "\(y)"]
        case .touchMotion(let s, let x, let y): return ["touchMotion", "\(s)", "\(x)", "\(y)"]
        case .touchUp(let s): return ["touchUp", "\(s)"]
        case .touchCancel(let s): return ["touchCancel", "\(s)"]
        case .touchFrame: return ["touchFrame"]
        }
    }

    private static func decodeEvent(_ name: String, _ f: [String]) -> InputEvent? {
        func int(_ i: Int) -> Int? { i < f.count ? Int(f[i]) : nil }
        func real(_ i: Int) -> Double? { i < f.count ? Double(f[i]) : nil }
        func bool(_ i: Int) -> Bool? { i < f.count ? (f[i] == "1" ? true : f[i] == "0" ? false : nil) : nil }
        switch (name, f.count) {
        case ("deviceRemoved", 0): return .deviceRemoved
        case ("swipeBegin", 1): return int(0).map { .swipeBegin(fingers: $0) }
        case ("swipeUpdate", 3):
            guard let n = int(0), let dx = real(1), let dy = real(2) else { return nil }
            return .swipeUpdate(fingers: n, dx: dx, dy: dy)
        case ("swipeEnd", 2):
            guard let n = int(0), let c = bool(1) else { return nil }
            return .swipeEnd(fingers: n, cancelled: c)
        case ("pinchBegin", 1): return int(0).map { .pinchBegin(fingers: $0) }
        case ("pinchUpdate", 5):
            guard let n = int(0), let dx = real(1), let dy = real(2), let s = real(3), let a = real(4) else {
                return nil
            }
            return .pinchUpdate(fingers: n, dx: dx, dy: dy, scale: s, angleDelta: a)
        case ("pinchEnd", 2):
            guard let n = int(0), let c = bool(1) else { return nil }
            return .pinchEnd(fingers: n, cancelled: c)
        case ("holdBegin", 1): return int(0).map { .holdBegin(fingers: $0) }
        case ("holdEnd", 2):
            guard let n = int(0), let c = bool(1) else { return nil }
            return .holdEnd(fingers: n, cancelled: c)
        case ("scroll", 2):
            guard let dx = real(0), let dy = real(1) else { return nil }
            return .scroll(dx: dx, dy: dy)
        case ("scrollStop", 2):
            guard let h = bool(0), let v = bool(1) else { return nil }
            return .scrollStop(horizontal: h, vertical: v)
        case ("touchDown", 3), ("touchMotion", 3):
            guard let s = int(0), let x = real(1), let y = real(2) else { return nil }
            return name == "touchDown" ? .touchDown(slot: s, x: x, y: y) : .touchMotion(slot: s, x: x, y: y)
        case ("touchUp", 1): return int(0).map { .touchUp(slot: $0) }
        case ("touchCancel", 1): return int(0).map { .touchCancel(slot: $0) }
        case ("touchFrame", 0): return .touchFrame
        default: return nil
        }
    }
}
