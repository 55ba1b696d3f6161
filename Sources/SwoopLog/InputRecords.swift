import SwoopInputModel

/// Input events as `input` lines: `{"t":…,"type":"input","device":0,"event":"swipe_update","fingers":3,"dx":…,"dy":…}`.
/// `event` and the field names are the fixture format's (snake_case after the input model), so a log's
/// input lines read like the fixture they were replayed from.
extension LogRecord {
    public init(input: TimedInputEvent) {
        // Each case builds its whole field list at once: one allocation per line (replay logs millions).
        let device: (String, LogValue) = ("device", .int(Int64(input.device.rawValue)))
        let event: (String, LogValue) = ("event", .string(input.event.kind.rawValue))
        let fields: [(String, LogValue)]
        switch input.event {
        case .deviceAdded(let info):
            var all = [device, event, ("name", .string(info.name)), ("kind", .string(info.kind.rawValue))]
            if let w = info.widthMM { all.append(("width_mm", .double(w))) }
            if let h = info.heightMM { all.append(("height_mm", .double(h))) }
            // Where the size came from, and when positions are device units: a log says what the
            // numbers on its touch lines are.
            if let source = info.sizeSource { all.append(("size_source", .string(source.rawValue))) }
            if case .deviceUnits(let x, let y) = info.coordinates {
                all += [
                    ("coordinates", .string("device_units")), ("x_range", .string(x.description)),
                    ("y_range", .string(y.description))
                ]
            }
            fields = all
        case .deviceRemoved, .touchFrame:
            fields = [device, event]
        case .swipeBegin(let f), .pinchBegin(let f), .holdBegin(let f):
            fields = [device, event, ("fingers", .int(Int64(f)))]
        case .swipeUpdate(let f, let dx, let dy):
            fields = [device, event, ("fingers", .int(Int64(f))), ("dx", .double(dx)), ("dy", .double(dy))]
        case .pinchUpdate(let f, let dx, let dy, let scale, let angle):
            fields = [
                device, event, ("fingers", .int(Int64(f))), ("dx", .double(dx)), ("dy", .double(dy)),
                ("scale", .double(scale)), ("angle_delta", .double(angle))
            ]
        case .swipeEnd(let f, let cancelled), .pinchEnd(let f, let cancelled), .holdEnd(let f, let cancelled):
            fields = [device, event, ("fingers", .int(Int64(f))), ("cancelled", .bool(cancelled))]
        case .scroll(let dx, let dy):
            fields = [device, event, ("dx", .double(dx)), ("dy", .double(dy))]
        case .scrollStop(let horizontal, let vertical):
            fields = [device, event, ("horizontal", .bool(horizontal)), ("vertical", .bool(vertical))]
        case .touchDown(let slot, let x, let y), .touchMotion(let slot, let x, let y):
            fields = [device, event, ("slot", .int(Int64(slot))), ("x", .double(x)), ("y", .double(y))]
        case .touchUp(let slot), .touchCancel(let slot):
            fields = [device, event, ("slot", .int(Int64(slot)))]
        }
        self.init(t: input.time.micros, type: "input", fields)
    }
}
