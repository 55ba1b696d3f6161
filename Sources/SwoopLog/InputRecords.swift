import SwoopInputModel

/// Input events as `input` lines: `{"t":…,"type":"input","device":0,"event":"swipe_update","fingers":3,"dx":…,"dy":…}`.
/// `event` and the field names are the fixture format's (snake_case after the input model), so a log's
/// input lines read like the fixture they were replayed from.
extension TimedInputEvent: LogLine {
    public func write(to line: inout LogLineWriter) {
        switch event {
        case .deviceAdded(let description):
            let info = description.info
            head(.deviceAdded, to: &line)
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
        case .deviceRemoved:
            head(.deviceRemoved, to: &line)
        case .touchFrame:
            head(.touchFrame, to: &line)
        case .swipeBegin(let f):
            head(.swipeBegin, to: &line)
            line.field("fingers", f)
        case .pinchBegin(let f):
            head(.pinchBegin, to: &line)
            line.field("fingers", f)
        case .holdBegin(let f):
            head(.holdBegin, to: &line)
            line.field("fingers", f)
        case .swipeUpdate(let f, let dx, let dy):
            head(.swipeUpdate, to: &line)
            line.field("fingers", f)
            line.field("dx", dx)
            line.field("dy", dy)
        case .pinchUpdate(let f, let dx, let dy, let scale, let angle):
            head(.pinchUpdate, to: &line)
            line.field("fingers", f)
            line.field("dx", dx)
            line.field("dy", dy)
            line.field("scale", scale)
            line.field("angle_delta", angle)
        case .swipeEnd(let f, let cancelled):
            head(.swipeEnd, to: &line)
            ends(fingers: f, cancelled: cancelled, to: &line)
        case .pinchEnd(let f, let cancelled):
            head(.pinchEnd, to: &line)
            ends(fingers: f, cancelled: cancelled, to: &line)
        case .holdEnd(let f, let cancelled):
            head(.holdEnd, to: &line)
            ends(fingers: f, cancelled: cancelled, to: &line)
        case .scroll(let dx, let dy):
            head(.scroll, to: &line)
            line.field("dx", dx)
            line.field("dy", dy)
        case .scrollStop(let horizontal, let vertical):
            head(.scrollStop, to: &line)
            line.field("horizontal", horizontal)
            line.field("vertical", vertical)
        case .touchDown(let slot, let x, let y):
            head(.touchDown, to: &line)
            touch(slot: slot, x: x, y: y, to: &line)
        case .touchMotion(let slot, let x, let y):
            head(.touchMotion, to: &line)
            touch(slot: slot, x: x, y: y, to: &line)
        case .touchUp(let slot):
            head(.touchUp, to: &line)
            line.field("slot", slot)
        case .touchCancel(let slot):
            head(.touchCancel, to: &line)
            line.field("slot", slot)
        }
    }

    /// The fields every input line starts with. `kind` is `event.kind`, named by the case being written:
    /// asking the event for it cost a call and a copy of the event on every line (debug builds check it).
    @inline(__always)
    private func head(_ kind: InputEventKind, to line: inout LogLineWriter) {
        assert(kind == event.kind, "input line for \(event) named \(kind)")
        line.begin(t: time.micros, type: "input")
        line.field("device", device.rawValue)
        line.field("event", kind)
    }

    @inline(__always)
    private func ends(fingers: Int, cancelled: Bool, to line: inout LogLineWriter) {
        line.field("fingers", fingers)
        line.field("cancelled", cancelled)
    }

    @inline(__always)
    private func touch(slot: Int, x: Double, y: Double, to line: inout LogLineWriter) {
        line.field("slot", slot)
        line.field("x", x)
        line.field("y", y)
    }
}

extension LogRecord {
    public init(input: TimedInputEvent) { self.init(input) }
}
