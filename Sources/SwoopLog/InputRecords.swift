import SwoopInputModel

/// Input events as `input` lines: `{"t":…,"type":"input","device":0,"event":"swipe_update","fingers":3,"dx":…,"dy":…}`.
/// `event` and the field names are the fixture format's (snake_case after the input model), so a log's
/// input lines read like the fixture they were replayed from.
extension TimedInputEvent: LogLine {
    package func write(to line: inout LogLineWriter) {
        line.begin(t: time.micros, type: "input")
        line.field("device", device.rawValue)
        line.field("event", event.kind)
        switch event {
        case .deviceAdded(let info):
            line.field("name", info.name)
            line.field("kind", info.kind)
            if let w = info.widthMM { line.field("width_mm", w) }
            if let h = info.heightMM { line.field("height_mm", h) }
            // Where the size came from, and when positions are device units: a log says what the
            // numbers on its touch lines are.
            if let source = info.sizeSource { line.field("size_source", source) }
            if case .deviceUnits(let x, let y) = info.coordinates {
                line.field("coordinates", "device_units")
                line.field("x_range", x.description)
                line.field("y_range", y.description)
            }
        case .deviceRemoved, .touchFrame:
            break
        case .swipeBegin(let f), .pinchBegin(let f), .holdBegin(let f):
            line.field("fingers", f)
        case .swipeUpdate(let f, let dx, let dy):
            line.field("fingers", f)
            line.field("dx", dx)
            line.field("dy", dy)
        case .pinchUpdate(let f, let dx, let dy, let scale, let angle):
            line.field("fingers", f)
            line.field("dx", dx)
            line.field("dy", dy)
            line.field("scale", scale)
            line.field("angle_delta", angle)
        case .swipeEnd(let f, let cancelled), .pinchEnd(let f, let cancelled), .holdEnd(let f, let cancelled):
            line.field("fingers", f)
            line.field("cancelled", cancelled)
        case .scroll(let dx, let dy):
            line.field("dx", dx)
            line.field("dy", dy)
        case .scrollStop(let horizontal, let vertical):
            line.field("horizontal", horizontal)
            line.field("vertical", vertical)
        case .touchDown(let slot, let x, let y), .touchMotion(let slot, let x, let y):
            line.field("slot", slot)
            line.field("x", x)
            line.field("y", y)
        case .touchUp(let slot), .touchCancel(let slot):
            line.field("slot", slot)
        }
    }
}

extension LogRecord {
    package init(input: TimedInputEvent) { self.init(input) }
}
