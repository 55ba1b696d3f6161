import CLibinput
import SwoopInputModel

/// Turns one libinput event from a touch device into input-model events. Only gesture, finger-scroll
/// and touch events have a translation; keyboard, pointer-motion, button, tablet and switch events
/// have none, so they stop here and never reach the model.
enum LibinputEventConversion {
    /// The converted events and libinput's timestamp (µs, CLOCK_MONOTONIC), or `nil` when the event
    /// is not one Swoop reads.
    static func convert(_ event: OpaquePointer) -> (time: Timestamp, events: [InputEvent])? {
        let type = libinput_event_get_type(event)
        switch type {
        case LIBINPUT_EVENT_GESTURE_SWIPE_BEGIN, LIBINPUT_EVENT_GESTURE_SWIPE_UPDATE, LIBINPUT_EVENT_GESTURE_SWIPE_END,
             LIBINPUT_EVENT_GESTURE_PINCH_BEGIN, LIBINPUT_EVENT_GESTURE_PINCH_UPDATE, LIBINPUT_EVENT_GESTURE_PINCH_END,
             LIBINPUT_EVENT_GESTURE_HOLD_BEGIN, LIBINPUT_EVENT_GESTURE_HOLD_END:
            guard let gesture = libinput_event_get_gesture_event(event) else { return nil }
            return (Timestamp(micros: Int64(libinput_event_gesture_get_time_usec(gesture))), [convertGesture(gesture, type)])
        case LIBINPUT_EVENT_POINTER_SCROLL_FINGER:
            guard let pointer = libinput_event_get_pointer_event(event) else { return nil }
            return (Timestamp(micros: Int64(libinput_event_pointer_get_time_usec(pointer))), convertFingerScroll(pointer))
        case LIBINPUT_EVENT_TOUCH_DOWN, LIBINPUT_EVENT_TOUCH_MOTION, LIBINPUT_EVENT_TOUCH_UP,
             LIBINPUT_EVENT_TOUCH_CANCEL, LIBINPUT_EVENT_TOUCH_FRAME:
            guard let touch = libinput_event_get_touch_event(event) else { return nil }
            return (Timestamp(micros: Int64(libinput_event_touch_get_time_usec(touch))), [convertTouch(touch, type)])
        default:
            return nil
        }
    }

    private static func convertGesture(_ g: OpaquePointer, _ type: libinput_event_type) -> InputEvent {
        let fingers = Int(libinput_event_gesture_get_finger_count(g))
        func cancelled() -> Bool { libinput_event_gesture_get_cancelled(g) != 0 }
        switch type {
        case LIBINPUT_EVENT_GESTURE_SWIPE_BEGIN: return .swipeBegin(fingers: fingers)
        case LIBINPUT_EVENT_GESTURE_SWIPE_UPDATE:
            return .swipeUpdate(fingers: fingers, dx: libinput_event_gesture_get_dx_unaccelerated(g),
                                dy: libinput_event_gesture_get_dy_unaccelerated(g))
        case LIBINPUT_EVENT_GESTURE_SWIPE_END: return .swipeEnd(fingers: fingers, cancelled: cancelled())
        case LIBINPUT_EVENT_GESTURE_PINCH_BEGIN: return .pinchBegin(fingers: fingers)
        case LIBINPUT_EVENT_GESTURE_PINCH_UPDATE:
            return .pinchUpdate(fingers: fingers, dx: libinput_event_gesture_get_dx_unaccelerated(g),
                                dy: libinput_event_gesture_get_dy_unaccelerated(g),
                                scale: libinput_event_gesture_get_scale(g),
                                angleDelta: libinput_event_gesture_get_angle_delta(g))
        case LIBINPUT_EVENT_GESTURE_PINCH_END: return .pinchEnd(fingers: fingers, cancelled: cancelled())
        case LIBINPUT_EVENT_GESTURE_HOLD_BEGIN: return .holdBegin(fingers: fingers)
        default: return .holdEnd(fingers: fingers, cancelled: cancelled())
        }
    }

    /// libinput ends a finger scroll with a zero value on each axis that stopped; that becomes `scrollStop`.
    /// (For finger scrolling libinput reports the same units as motion deltas, normalised to 1000 dpi.)
    private static func convertFingerScroll(_ p: OpaquePointer) -> [InputEvent] {
        let vertical = LIBINPUT_POINTER_AXIS_SCROLL_VERTICAL
        let horizontal = LIBINPUT_POINTER_AXIS_SCROLL_HORIZONTAL
        let hasV = libinput_event_pointer_has_axis(p, vertical) != 0
        let hasH = libinput_event_pointer_has_axis(p, horizontal) != 0
        let dy = hasV ? libinput_event_pointer_get_scroll_value(p, vertical) : 0
        let dx = hasH ? libinput_event_pointer_get_scroll_value(p, horizontal) : 0
        var events: [InputEvent] = []
        if dx != 0 || dy != 0 { events.append(.scroll(dx: dx, dy: dy)) }
        let stoppedH = hasH && dx == 0, stoppedV = hasV && dy == 0
        if stoppedH || stoppedV { events.append(.scrollStop(horizontal: stoppedH, vertical: stoppedV)) }
        return events
    }

    private static func convertTouch(_ t: OpaquePointer, _ type: libinput_event_type) -> InputEvent {
        // Single-touch screens report slot -1: their one touch is slot 0. (Frames have no slot.)
        func slot() -> Int { max(0, Int(libinput_event_touch_get_slot(t))) }
        switch type {
        case LIBINPUT_EVENT_TOUCH_DOWN:
            return .touchDown(slot: slot(), x: libinput_event_touch_get_x(t), y: libinput_event_touch_get_y(t))
        case LIBINPUT_EVENT_TOUCH_MOTION:
            return .touchMotion(slot: slot(), x: libinput_event_touch_get_x(t), y: libinput_event_touch_get_y(t))
        case LIBINPUT_EVENT_TOUCH_UP: return .touchUp(slot: slot())
        case LIBINPUT_EVENT_TOUCH_CANCEL: return .touchCancel(slot: slot())
        default: return .touchFrame
        }
    }
}
