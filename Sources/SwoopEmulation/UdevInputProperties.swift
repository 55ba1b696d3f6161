import SwoopRecordings

/// The udev properties an emulated device needs, as udev's `input_id` builtin would set them on a real
/// machine. A `libinput record` file carries the real ones; an evemu file does not, so they are derived.
package enum UdevInputProperties {
    /// The recorded properties when there are any, otherwise the derived ones.
    package static func properties(for device: RecordedDevice) -> [String: String] {
        device.udevProperties.isEmpty ? derived(for: device) : device.udevProperties
    }

    /// systemd's `udev-builtin-input_id.c` (`test_pointers`, `test_key`, `extract_info`), reduced to what
    /// matters for telling touchpads, touchscreens, tablets, mice and keyboards apart.
    package static func derived(for device: RecordedDevice) -> [String: String] {
        typealias C = EvdevCode
        let keys = device.codes[C.EV_KEY] ?? []
        let abs = device.codes[C.EV_ABS] ?? []
        let rel = device.codes[C.EV_REL] ?? []
        let direct = device.properties.contains(C.INPUT_PROP_DIRECT)
        let hasStylusOrPen = keys.contains(C.BTN_STYLUS) || keys.contains(C.BTN_TOOL_PEN)
        let fingerButNoPen = keys.contains(C.BTN_TOOL_FINGER) && !keys.contains(C.BTN_TOOL_PEN)
        let hasTouch = keys.contains(C.BTN_TOUCH)
        let hasMouseButton = keys.contains(C.BTN_LEFT)
        let hasAbsCoordinates = abs.contains(C.ABS_X) && abs.contains(C.ABS_Y)
        // A device claiming every axis (ABS_MT_SLOT and the code before it) is not really multitouch.
        let hasMTCoordinates =
            abs.contains(C.ABS_MT_POSITION_X) && abs.contains(C.ABS_MT_POSITION_Y)
            && !(abs.contains(C.ABS_MT_SLOT) && abs.contains(C.ABS_MT_SLOT - 1))

        var touchpad = false
        var touchscreen = false
        var tablet = false
        var mouse = false
        if hasAbsCoordinates {
            if hasStylusOrPen {
                tablet = true
            } else if fingerButNoPen && !direct {
                touchpad = true
            } else if hasMouseButton {
                mouse = true
            }  // udev's path for absolute (virtual-machine) mice
            else if hasTouch || direct {
                touchscreen = true
            }
        }
        if hasMTCoordinates {
            if hasStylusOrPen {
                tablet = true
            } else if fingerButNoPen && !direct {
                touchpad = true
            } else if hasTouch || direct {
                touchscreen = true
            }
        }
        if rel.contains(C.REL_X) && rel.contains(C.REL_Y) && hasMouseButton { mouse = true }

        var result = ["ID_INPUT": "1"]
        if touchpad { result["ID_INPUT_TOUCHPAD"] = "1" }
        if touchscreen { result["ID_INPUT_TOUCHSCREEN"] = "1" }
        if tablet { result["ID_INPUT_TABLET"] = "1" }
        if mouse { result["ID_INPUT_MOUSE"] = "1" }
        // Keys below BTN_MISC make a "key" device; ESC, the digits and Q…D all present make a keyboard.
        if keys.contains(where: { $0 > 0 && $0 < C.BTN_MISC }) { result["ID_INPUT_KEY"] = "1" }
        if (1...31).allSatisfy(keys.contains) { result["ID_INPUT_KEYBOARD"] = "1" }
        if let x = device.absinfo[C.ABS_X], let y = device.absinfo[C.ABS_Y], x.resolution > 0, y.resolution > 0 {
            result["ID_INPUT_WIDTH_MM"] = String((x.maximum - x.minimum) / x.resolution)
            result["ID_INPUT_HEIGHT_MM"] = String((y.maximum - y.minimum) / y.resolution)
        }
        return result
    }
}
