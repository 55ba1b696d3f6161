import CLibinput
import SwoopCore
import SwoopInputModel

/// Turns one libinput event from a touch device into input-model events. Only gesture, finger-scroll
/// and touch events have a translation; keyboard, pointer-motion, button, tablet and switch events
/// have none, so they stop here and never reach the model.
enum LibinputEventConversion {
    /// The converted events and libinput's timestamp (µs, CLOCK_MONOTONIC), or `nil` when the event
    /// is not one Swoop reads.
    /// `touchUnits`: for a touchscreen whose positions are delivered in device units, what libinput's
    /// mm are multiplied by to give them back.
    static func convert(
        _ event: OpaquePointer,
        touchUnits: (x: Double, y: Double)? = nil
    ) -> (time: Timestamp, events: [InputEvent])? {
        let type = libinput_event_get_type(event)
        switch type {
        case LIBINPUT_EVENT_GESTURE_SWIPE_BEGIN, LIBINPUT_EVENT_GESTURE_SWIPE_UPDATE, LIBINPUT_EVENT_GESTURE_SWIPE_END,
            LIBINPUT_EVENT_GESTURE_PINCH_BEGIN, LIBINPUT_EVENT_GESTURE_PINCH_UPDATE, LIBINPUT_EVENT_GESTURE_PINCH_END,
            LIBINPUT_EVENT_GESTURE_HOLD_BEGIN, LIBINPUT_EVENT_GESTURE_HOLD_END:
            guard let gesture = libinput_event_get_gesture_event(event) else { return nil }
            let scale = touchpadDeltaScale(libinput_event_get_device(event))
            return (
                Timestamp(micros: Int64(libinput_event_gesture_get_time_usec(gesture))),
                [convertGesture(gesture, type, scale)]
            )
        case LIBINPUT_EVENT_POINTER_SCROLL_FINGER:
            guard let pointer = libinput_event_get_pointer_event(event) else { return nil }
            let scale = touchpadDeltaScale(libinput_event_get_device(event))
            return (
                Timestamp(micros: Int64(libinput_event_pointer_get_time_usec(pointer))),
                convertFingerScroll(pointer, scale)
            )
        case LIBINPUT_EVENT_TOUCH_DOWN, LIBINPUT_EVENT_TOUCH_MOTION, LIBINPUT_EVENT_TOUCH_UP,
            LIBINPUT_EVENT_TOUCH_CANCEL, LIBINPUT_EVENT_TOUCH_FRAME:
            guard let touch = libinput_event_get_touch_event(event) else { return nil }
            let time = Timestamp(micros: Int64(libinput_event_touch_get_time_usec(touch)))
            return (time, [convertTouch(touch, type, touchUnits)])
        default:
            return nil
        }
    }

    /// The factor libinput's touchpad filter applies to "unaccelerated" gesture and finger-scroll deltas
    /// after normalising them to 1000 dpi (libinput 1.20–1.22 `filter-touchpad.c`/`filter-touchpad-flat.c`:
    /// `touchpad_constant_filter` multiplies by its baseline 0.9 × TP_MAGIC_SLOWDOWN 0.2968 under the default
    /// adaptive profile; the flat profile by 0.2968 × (1 + speed)). Dividing it out here makes the deltas
    /// what the input model promises — 1000-dpi units, 1 unit = 0.0254 mm of finger travel — so a pan's
    /// length in mm matches the fingers' (measured on real recordings by `swoop import`'s tests:
    /// 0.268 per unit before this correction).
    static func touchpadDeltaScale(_ device: OpaquePointer?) -> Double {
        let slowdown = 0.2968
        guard let device else { return 0.9 * slowdown }
        switch libinput_device_config_accel_get_profile(device) {
        case LIBINPUT_CONFIG_ACCEL_PROFILE_FLAT:
            return slowdown * max(0.005, 1 + libinput_device_config_accel_get_speed(device))
        default:
            return 0.9 * slowdown
        }
    }

    private static func convertGesture(_ g: OpaquePointer, _ type: libinput_event_type, _ scale: Double) -> InputEvent {
        let fingers = Int(libinput_event_gesture_get_finger_count(g))
        func cancelled() -> Bool { libinput_event_gesture_get_cancelled(g) != 0 }
        switch type {
        case LIBINPUT_EVENT_GESTURE_SWIPE_BEGIN: return .swipeBegin(fingers: fingers)
        case LIBINPUT_EVENT_GESTURE_SWIPE_UPDATE:
            return .swipeUpdate(
                fingers: fingers, dx: libinput_event_gesture_get_dx_unaccelerated(g) / scale,
                dy: libinput_event_gesture_get_dy_unaccelerated(g) / scale)
        case LIBINPUT_EVENT_GESTURE_SWIPE_END: return .swipeEnd(fingers: fingers, cancelled: cancelled())
        case LIBINPUT_EVENT_GESTURE_PINCH_BEGIN: return .pinchBegin(fingers: fingers)
        case LIBINPUT_EVENT_GESTURE_PINCH_UPDATE:
            return .pinchUpdate(
                fingers: fingers, dx: libinput_event_gesture_get_dx_unaccelerated(g) / scale,
                dy: libinput_event_gesture_get_dy_unaccelerated(g) / scale,
                scale: libinput_event_gesture_get_scale(g),
                angleDelta: libinput_event_gesture_get_angle_delta(g))
        case LIBINPUT_EVENT_GESTURE_PINCH_END: return .pinchEnd(fingers: fingers, cancelled: cancelled())
        case LIBINPUT_EVENT_GESTURE_HOLD_BEGIN: return .holdBegin(fingers: fingers)
        default: return .holdEnd(fingers: fingers, cancelled: cancelled())
        }
    }

    /// libinput ends a finger scroll with a zero value on each axis that stopped; that becomes `scrollStop`.
    /// (Finger-scroll values pass through the same touchpad filter as gesture deltas: see `touchpadDeltaScale`.)
    private static func convertFingerScroll(_ p: OpaquePointer, _ scale: Double) -> [InputEvent] {
        let vertical = LIBINPUT_POINTER_AXIS_SCROLL_VERTICAL
        let horizontal = LIBINPUT_POINTER_AXIS_SCROLL_HORIZONTAL
        let hasV = libinput_event_pointer_has_axis(p, vertical) != 0
        let hasH = libinput_event_pointer_has_axis(p, horizontal) != 0
        let dy = hasV ? libinput_event_pointer_get_scroll_value(p, vertical) / scale : 0
        let dx = hasH ? libinput_event_pointer_get_scroll_value(p, horizontal) / scale : 0
        var events: [InputEvent] = []
        if dx != 0 || dy != 0 { events.append(.scroll(dx: dx, dy: dy)) }
        let stoppedH = hasH && dx == 0
        let stoppedV = hasV && dy == 0
        if stoppedH || stoppedV { events.append(.scrollStop(horizontal: stoppedH, vertical: stoppedV)) }
        return events
    }

    /// Device units are whole numbers (evdev reports integers): rounding undoes the division libinput
    /// made, so a live run and a fixture recorded from it hold the very same positions.
    private static func convertTouch(
        _ t: OpaquePointer, _ type: libinput_event_type,
        _ units: (x: Double, y: Double)?
    ) -> InputEvent {
        // Single-touch screens report slot -1: their one touch is slot 0. (Frames have no slot.)
        func slot() -> Int { max(0, Int(libinput_event_touch_get_slot(t))) }
        func position() -> (x: Double, y: Double) {
            let x = libinput_event_touch_get_x(t)
            let y = libinput_event_touch_get_y(t)
            guard let units else { return (x, y) }
            return ((x * units.x).rounded(), (y * units.y).rounded())
        }
        switch type {
        case LIBINPUT_EVENT_TOUCH_DOWN:
            let p = position()
            return .touchDown(slot: slot(), x: p.x, y: p.y)
        case LIBINPUT_EVENT_TOUCH_MOTION:
            let p = position()
            return .touchMotion(slot: slot(), x: p.x, y: p.y)
        case LIBINPUT_EVENT_TOUCH_UP: return .touchUp(slot: slot())
        case LIBINPUT_EVENT_TOUCH_CANCEL: return .touchCancel(slot: slot())
        default: return .touchFrame
        }
    }
}
