import SwoopCore
import SwoopInputModel

/// The event types `libinput debug-events` prints, counted, for the types Swoop's input model
/// mirrors (gestures, finger scrolling, touches); pointer motion, buttons and keys are not in the model.
enum LibinputDebugEvents {
    static let comparedTypes: Set<String> = [
        "GESTURE_SWIPE_BEGIN", "GESTURE_SWIPE_UPDATE", "GESTURE_SWIPE_END",
        "GESTURE_PINCH_BEGIN", "GESTURE_PINCH_UPDATE", "GESTURE_PINCH_END",
        "GESTURE_HOLD_BEGIN", "GESTURE_HOLD_END", "POINTER_SCROLL_FINGER",
        "TOUCH_DOWN", "TOUCH_MOTION", "TOUCH_UP", "TOUCH_CANCEL", "TOUCH_FRAME"
    ]

    /// Lines look like `-event0   DEVICE_ADDED  …` or ` event0   POINTER_SCROLL_FINGER  +1.025s …`.
    static func counts(inOutput output: String) -> [String: Int] {
        var counts: [String: Int] = [:]
        for line in output.split(separator: "\n") {
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard words.count >= 2, words[0].drop(while: { $0 == "-" }).hasPrefix("event") else { continue }
            let type = String(words[1])
            if comparedTypes.contains(type) { counts[type, default: 0] += 1 }
        }
        return counts
    }

    /// The libinput events a fixture's events came from. One `POINTER_SCROLL_FINGER` can become a
    /// `scroll` and a `scroll_stop` at the same instant (one axis moving, the other stopping): those
    /// two count once.
    static func counts(inFixture events: [TimedInputEvent]) -> [String: Int] {
        var counts: [String: Int] = [:]
        var lastScrollTime: Timestamp?
        for timed in events {
            let type: String?
            switch timed.event {
            case .swipeBegin: type = "GESTURE_SWIPE_BEGIN"
            case .swipeUpdate: type = "GESTURE_SWIPE_UPDATE"
            case .swipeEnd: type = "GESTURE_SWIPE_END"
            case .pinchBegin: type = "GESTURE_PINCH_BEGIN"
            case .pinchUpdate: type = "GESTURE_PINCH_UPDATE"
            case .pinchEnd: type = "GESTURE_PINCH_END"
            case .holdBegin: type = "GESTURE_HOLD_BEGIN"
            case .holdEnd: type = "GESTURE_HOLD_END"
            case .scroll:
                type = "POINTER_SCROLL_FINGER"
                lastScrollTime = timed.time
            case .scrollStop:
                type = lastScrollTime == timed.time ? nil : "POINTER_SCROLL_FINGER"
            case .touchDown: type = "TOUCH_DOWN"
            case .touchMotion: type = "TOUCH_MOTION"
            case .touchUp: type = "TOUCH_UP"
            case .touchCancel: type = "TOUCH_CANCEL"
            case .touchFrame: type = "TOUCH_FRAME"
            case .deviceAdded, .deviceRemoved: type = nil
            }
            if let type { counts[type, default: 0] += 1 }
        }
        return counts
    }
}
