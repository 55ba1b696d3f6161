import SwoopInputModel

/// Input events as `input` lines: `{"t":…,"type":"input","device":0,"event":"swipe_update","fingers":3,"dx":…,"dy":…}`.
/// `event` and the field names are the fixture format's (snake_case after the input model), so a log's
/// input lines read like the fixture they were replayed from.
extension LogRecord {
    public init(input: TimedInputEvent) {
        var fields: [(String, LogValue)] = [("device", .int(Int64(input.device.rawValue))),
                                            ("event", .string(InputEventName.of(input.event)))]
        switch input.event {
        case .deviceAdded(let info):
            fields.append(("name", .string(info.name)))
            fields.append(("kind", .string(info.kind.rawValue)))
            if let w = info.widthMM { fields.append(("width_mm", .double(w))) }
            if let h = info.heightMM { fields.append(("height_mm", .double(h))) }
        case .deviceRemoved, .touchFrame:
            break
        case .swipeBegin(let f), .pinchBegin(let f), .holdBegin(let f):
            fields.append(("fingers", .int(Int64(f))))
        case .swipeUpdate(let f, let dx, let dy):
            fields += [("fingers", .int(Int64(f))), ("dx", .double(dx)), ("dy", .double(dy))]
        case .pinchUpdate(let f, let dx, let dy, let scale, let angle):
            fields += [("fingers", .int(Int64(f))), ("dx", .double(dx)), ("dy", .double(dy)),
                       ("scale", .double(scale)), ("angle_delta", .double(angle))]
        case .swipeEnd(let f, let cancelled), .pinchEnd(let f, let cancelled), .holdEnd(let f, let cancelled):
            fields += [("fingers", .int(Int64(f))), ("cancelled", .bool(cancelled))]
        case .scroll(let dx, let dy):
            fields += [("dx", .double(dx)), ("dy", .double(dy))]
        case .scrollStop(let horizontal, let vertical):
            fields += [("horizontal", .bool(horizontal)), ("vertical", .bool(vertical))]
        case .touchDown(let slot, let x, let y), .touchMotion(let slot, let x, let y):
            fields += [("slot", .int(Int64(slot))), ("x", .double(x)), ("y", .double(y))]
        case .touchUp(let slot), .touchCancel(let slot):
            fields.append(("slot", .int(Int64(slot))))
        }
        self.init(t: input.time.micros, type: "input", fields)
    }
}

/// The snake_case name of each input event (the `event` field; the fixture format's line `type`).
public enum InputEventName {
    public static func of(_ event: InputEvent) -> String {
        switch event {
        case .deviceAdded: "device_added"
        case .deviceRemoved: "device_removed"
        case .swipeBegin: "swipe_begin"
        case .swipeUpdate: "swipe_update"
        case .swipeEnd: "swipe_end"
        case .pinchBegin: "pinch_begin"
        case .pinchUpdate: "pinch_update"
        case .pinchEnd: "pinch_end"
        case .holdBegin: "hold_begin"
        case .holdEnd: "hold_end"
        case .scroll: "scroll"
        case .scrollStop: "scroll_stop"
        case .touchDown: "touch_down"
        case .touchMotion: "touch_motion"
        case .touchUp: "touch_up"
        case .touchCancel: "touch_cancel"
        case .touchFrame: "touch_frame"
        }
    }
}
