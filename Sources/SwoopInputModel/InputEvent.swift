import SwoopCore

/// The input events Swoop understands: a faithful, C-free mirror of the libinput events that can
/// make or break a pan. Keyboard events have no case here, so they cannot reach a log or a recording.
///
/// Units are libinput's own, converted nowhere else:
/// - swipe, pinch and scroll deltas are *unaccelerated* and normalised to a 1000 dpi device
///   (1 unit = 0.0254 mm, see `InputUnits`);
/// - touch positions are millimetres from the top-left corner of the touchscreen.
///
/// Every case is a few words at most (a device's `DeviceInfo` is one word), so
/// an event is cheap to copy on its way from the reader to the recognizer and the log.
public enum InputEvent: Hashable, Sendable {
    case deviceAdded(DeviceInfo)
    case deviceRemoved

    // Touchpad gestures made by libinput.
    case swipeBegin(fingers: Int)
    case swipeUpdate(fingers: Int, dx: Double, dy: Double)
    case swipeEnd(fingers: Int, cancelled: Bool)
    case pinchBegin(fingers: Int)
    case pinchUpdate(fingers: Int, dx: Double, dy: Double, scale: Double, angleDelta: Double)
    case pinchEnd(fingers: Int, cancelled: Bool)
    case holdBegin(fingers: Int)
    case holdEnd(fingers: Int, cancelled: Bool)

    /// Two-finger scrolling (`POINTER_SCROLL_FINGER`). A sequence ends with `scrollStop`, which libinput
    /// sends as a zero value on the axes that stopped.
    case scroll(dx: Double, dy: Double)
    case scrollStop(horizontal: Bool, vertical: Bool)

    // Touchscreen touches, positions in mm.
    case touchDown(slot: Int, x: Double, y: Double)
    case touchMotion(slot: Int, x: Double, y: Double)
    case touchUp(slot: Int)
    case touchCancel(slot: Int)
    /// The end of one hardware report: every touch above it happened at the same instant.
    case touchFrame
}

/// An input event with when it happened and on which device.
public struct TimedInputEvent: Hashable, Sendable {
    public var time: Timestamp
    public var device: DeviceID
    public var event: InputEvent

    public init(time: Timestamp, device: DeviceID, event: InputEvent) {
        self.time = time
        self.device = device
        self.event = event
    }
}

/// Conversions between libinput's units and millimetres, done once at the boundary where the unit is known.
public enum InputUnits {
    /// libinput normalises unaccelerated touchpad deltas to a 1000 dpi device.
    public static let millimetresPerNormalizedUnit = 25.4 / 1000

    public static func millimetres(fromNormalized units: Double) -> Double {
        units * millimetresPerNormalizedUnit
    }

    public static func normalized(fromMillimetres mm: Double) -> Double {
        mm / millimetresPerNormalizedUnit
    }
}
