/// The name of each kind of input event, as fixtures and the state log's `input` lines spell it.
/// One list, so a recorded fixture and a replayed log always agree on what an event is called.
public enum InputEventKind: String, Sendable, CaseIterable {
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
}

extension InputEvent {
    public var kind: InputEventKind {
        switch self {
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
}
