// swift-format-ignore-file: AlwaysUseLowerCamelCase
// The constants keep the kernel's own names (linux/input-event-codes.h) so they can be searched for.

/// The few `linux/input-event-codes.h` numbers the harness needs, spelled out so that this module
/// reads evdev without linking libevdev (only SwoopLibinput touches it).
package enum EvdevCode {
    // Event types.
    package static let EV_SYN = 0x00, EV_KEY = 0x01, EV_REL = 0x02, EV_ABS = 0x03, EV_MSC = 0x04, EV_SW = 0x05
    package static let EV_LED = 0x11, EV_SND = 0x12, EV_REP = 0x14, EV_FF = 0x15
    package static let SYN_REPORT = 0, SYN_MT_REPORT = 2
    // Keys and buttons.
    package static let KEY_ESC = 1, KEY_A = 30, KEY_LEFTSHIFT = 42
    package static let BTN_MISC = 0x100, BTN_LEFT = 0x110, BTN_RIGHT = 0x111, BTN_JOYSTICK = 0x120
    package static let BTN_TOOL_PEN = 0x140, BTN_TOOL_FINGER = 0x145, BTN_TOOL_QUINTTAP = 0x148
    package static let BTN_TOUCH = 0x14a, BTN_STYLUS = 0x14b
    package static let BTN_TOOL_DOUBLETAP = 0x14d, BTN_TOOL_TRIPLETAP = 0x14e, BTN_TOOL_QUADTAP = 0x14f
    // Absolute axes.
    package static let ABS_X = 0x00, ABS_Y = 0x01, ABS_Z = 0x02, ABS_PRESSURE = 0x18
    package static let ABS_MT_SLOT = 0x2f, ABS_MT_TOUCH_MAJOR = 0x30, ABS_MT_POSITION_X = 0x35, ABS_MT_POSITION_Y = 0x36
    package static let ABS_MT_TOOL_TYPE = 0x37, ABS_MT_TRACKING_ID = 0x39, ABS_MT_PRESSURE = 0x3a
    package static let REL_X = 0x00, REL_Y = 0x01
    // Properties.
    package static let INPUT_PROP_POINTER = 0, INPUT_PROP_DIRECT = 1, INPUT_PROP_BUTTONPAD = 2,
        INPUT_PROP_ACCELEROMETER = 6

    /// Highest code per type, which fixes the size of each `EVIOCGBIT` answer.
    package static let KEY_MAX = 0x2ff, ABS_MAX = 0x3f, FF_MAX = 0x7f

    /// The `BTN_TOOL_*` key that says how many fingers are down (1…5), as the kernel reports it.
    package static func fingerToolKey(_ fingers: Int) -> Int? {
        switch fingers {
        case 1: return BTN_TOOL_FINGER
        case 2: return BTN_TOOL_DOUBLETAP
        case 3: return BTN_TOOL_TRIPLETAP
        case 4: return BTN_TOOL_QUADTAP
        case 5: return BTN_TOOL_QUINTTAP
        default: return nil
        }
    }
}
