import SwoopCore
import SwoopInputModel

/// The `type` of an event line: the input model's event names, which the state log's `input` lines
/// use too. The format adds what each type carries and a fast look-up by name.
package typealias EventType = InputEventKind

extension InputEventKind {
    package init(_ event: InputEvent) { self = event.kind }

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
        return common
            | {
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
        guard let candidate, cursor.matches(token, candidate.rawValue) else { return nil }
        return candidate
    }
}
