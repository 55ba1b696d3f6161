import SwoopInputModel

/// The `type` of an event line: the snake_case names used by the `input` lines of the state log too.
public enum EventType: String, Sendable, CaseIterable {
    case deviceAdded = "device_added"
    case deviceRemoved = "device_removed"
    case swipeBegin = "swipe_begin"
    case swipeUpdate = "swipe_update"
    case swipeEnd = "swipe_end"
    case pinchBegin = "pinch_begin"
    case pinchUpdate = "pinch_update"
    case pinchEnd = "pinch_end"
    case holdBegin = "hold_begin"
    case holdEnd = "hold_end"
    case scroll = "scroll"
    case scrollStop = "scroll_stop"
    case touchDown = "touch_down"
    case touchMotion = "touch_motion"
    case touchUp = "touch_up"
    case touchCancel = "touch_cancel"
    case touchFrame = "touch_frame"

    public init(_ event: InputEvent) {
        self = switch event {
        case .deviceAdded: .deviceAdded
        case .deviceRemoved: .deviceRemoved
        case .swipeBegin: .swipeBegin
        case .swipeUpdate: .swipeUpdate
        case .swipeEnd: .swipeEnd
        case .pinchBegin: .pinchBegin
        case .pinchUpdate: .pinchUpdate
        case .pinchEnd: .pinchEnd
        case .holdBegin: .holdBegin
        case .holdEnd: .holdEnd
        case .scroll: .scroll
        case .scrollStop: .scrollStop
        case .touchDown: .touchDown
        case .touchMotion: .touchMotion
        case .touchUp: .touchUp
        case .touchCancel: .touchCancel
        case .touchFrame: .touchFrame
        }
    }

    /// The fields after `t`, `type` and `device`, in the order they are written; all are required
    /// except `width_mm`/`height_mm` of `device_added`.
    var fields: [EventField] {
        switch self {
        case .deviceAdded: [.name, .kind, .widthMM, .heightMM]
        case .deviceRemoved, .touchFrame: []
        case .swipeBegin, .pinchBegin, .holdBegin: [.fingers]
        case .swipeUpdate: [.fingers, .dx, .dy]
        case .pinchUpdate: [.fingers, .dx, .dy, .scale, .angleDelta]
        case .swipeEnd, .pinchEnd, .holdEnd: [.fingers, .cancelled]
        case .scroll: [.dx, .dy]
        case .scrollStop: [.horizontal, .vertical]
        case .touchDown, .touchMotion: [.slot, .x, .y]
        case .touchUp, .touchCancel: [.slot]
        }
    }

    /// Bitmask of the fields an event line of this type may hold, the common ones included. Spelled
    /// out (rather than derived from `fields`) so the per-line check allocates nothing; a test keeps
    /// the two in agreement.
    var allowedMask: UInt32 {
        let common = EventField.t.bit | EventField.type.bit | EventField.device.bit
        let fingers = EventField.fingers.bit
        let delta = EventField.dx.bit | EventField.dy.bit
        let position = EventField.slot.bit | EventField.x.bit | EventField.y.bit
        return common | {
            switch self {
            case .deviceAdded:
                EventField.name.bit | EventField.kind.bit | EventField.widthMM.bit | EventField.heightMM.bit
            case .deviceRemoved, .touchFrame: 0
            case .swipeBegin, .pinchBegin, .holdBegin: fingers
            case .swipeUpdate: fingers | delta
            case .pinchUpdate: fingers | delta | EventField.scale.bit | EventField.angleDelta.bit
            case .swipeEnd, .pinchEnd, .holdEnd: fingers | EventField.cancelled.bit
            case .scroll: delta
            case .scrollStop: EventField.horizontal.bit | EventField.vertical.bit
            case .touchDown, .touchMotion: position
            case .touchUp, .touchCancel: EventField.slot.bit
            }
        }()
    }

    /// Looks a type up by the bytes of its name without allocating: the length and one or two bytes
    /// pick the only candidate, which is then compared in full.
    @inline(__always)
    static func lookUp(_ token: JSONStringToken, in cursor: JSONCursor) -> EventType? {
        guard !token.hasEscapes else {
            return (try? cursor.decode(token)).flatMap(EventType.init(rawValue:))
        }
        let n = token.end - token.start
        guard n >= 6 else { return nil }
        let b = cursor.bytes
        let first = b[token.start]
        let candidate: EventType?
        switch (first, n) {
        case (UInt8(ascii: "s"), 12): candidate = .swipeUpdate
        case (UInt8(ascii: "s"), 11): candidate = b[token.start + 1] == UInt8(ascii: "w") ? .swipeBegin : .scrollStop
        case (UInt8(ascii: "s"), 9): candidate = .swipeEnd
        case (UInt8(ascii: "s"), 6): candidate = .scroll
        case (UInt8(ascii: "t"), 12): candidate = b[token.start + 6] == UInt8(ascii: "m") ? .touchMotion : .touchCancel
        case (UInt8(ascii: "t"), 11): candidate = .touchFrame
        case (UInt8(ascii: "t"), 10): candidate = .touchDown
        case (UInt8(ascii: "t"), 8): candidate = .touchUp
        case (UInt8(ascii: "p"), 12): candidate = .pinchUpdate
        case (UInt8(ascii: "p"), 11): candidate = .pinchBegin
        case (UInt8(ascii: "p"), 9): candidate = .pinchEnd
        case (UInt8(ascii: "h"), 10): candidate = .holdBegin
        case (UInt8(ascii: "h"), 8): candidate = .holdEnd
        case (UInt8(ascii: "d"), 12): candidate = .deviceAdded
        case (UInt8(ascii: "d"), 14): candidate = .deviceRemoved
        default: candidate = nil
        }
        guard let candidate, cursor.matches(token, candidate.staticName) else { return nil }
        return candidate
    }

    /// `rawValue` as a `StaticString`, for comparing bytes without building a `String`.
    var staticName: StaticString {
        switch self {
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
