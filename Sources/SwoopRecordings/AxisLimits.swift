/// What a recorded device may claim about its absolute axes before Swoop hands it to libinput.
///
/// libinput trusts the kernel's description of a device. A corrupt or hostile recording that claims
/// no touch slots, thousands of them, an axis whose minimum is above its maximum or an axis billions
/// of units wide makes it assert or corrupt its heap inside the emulator, so such a description is
/// refused first, naming the axis. Every real touch device is far inside these limits.
package enum AxisLimits {
    /// Touch slots (`ABS_MT_SLOT` maximum + 1): touch hardware tracks 2 to 20 fingers; 64 leaves room.
    package static let slots = 1...64
    /// Units between minimum and maximum of a position axis: a metre at 1000 units/mm.
    package static let positionSpan = 1...1_000_000
    /// Units per millimetre: real surfaces have 5–200 (0 means the device does not say).
    package static let resolution = 0...10_000
    /// Any axis: its span must fit in an `int` (libinput subtracts minimum from maximum in one).
    package static let span = 0...Int(Int32.max)

    static let positionCodes: Set<Int> = [0x00, 0x01, 0x35, 0x36]
    static let slotCode = 0x2f

    /// Why libinput cannot be given this axis, or `nil` when it can.
    package static func problem(code: Int, _ axis: AbsInfo) -> String? {
        guard axis.minimum <= axis.maximum else {
            return "minimum \(axis.minimum) is above maximum \(axis.maximum)"
        }
        let span = axis.maximum - axis.minimum
        guard self.span.contains(span) else { return "spans \(span) units (at most \(self.span.upperBound))" }
        guard resolution.contains(axis.resolution) else {
            return "resolution \(axis.resolution) units/mm is outside \(resolution.lowerBound)…\(resolution.upperBound)"
        }
        guard axis.fuzz >= 0, axis.flat >= 0, axis.fuzz <= span, axis.flat <= span else {
            return "fuzz \(axis.fuzz) and flat \(axis.flat) must lie within 0…\(span) (the axis' span)"
        }
        if code == slotCode {
            guard axis.minimum == 0, slots.contains(axis.maximum + 1) else {
                return "claims slots \(axis.minimum)…\(axis.maximum); a touch device has slots 0…N-1 with N in "
                    + "\(slots.lowerBound)…\(slots.upperBound)"
            }
        }
        if positionCodes.contains(code) {
            guard positionSpan.contains(span) else {
                return span == 0
                    ? "is zero units wide (minimum = maximum = \(axis.minimum)): not a surface"
                    : "spans \(span) units (a position axis spans 1…\(positionSpan.upperBound))"
            }
        }
        return nil
    }

    /// The kernel's name for an `ABS_*` code (`ABS_MT_SLOT`), or `ABS 0x2a`.
    package static func name(ofCode code: Int) -> String {
        let names: [Int: String] = [
            0x00: "ABS_X", 0x01: "ABS_Y", 0x02: "ABS_Z", 0x18: "ABS_PRESSURE", 0x19: "ABS_DISTANCE",
            0x1a: "ABS_TILT_X", 0x1b: "ABS_TILT_Y", 0x1c: "ABS_TOOL_WIDTH", 0x28: "ABS_MISC",
            0x2f: "ABS_MT_SLOT", 0x30: "ABS_MT_TOUCH_MAJOR", 0x31: "ABS_MT_TOUCH_MINOR", 0x32: "ABS_MT_WIDTH_MAJOR",
            0x33: "ABS_MT_WIDTH_MINOR", 0x34: "ABS_MT_ORIENTATION", 0x35: "ABS_MT_POSITION_X",
            0x36: "ABS_MT_POSITION_Y", 0x37: "ABS_MT_TOOL_TYPE", 0x38: "ABS_MT_BLOB_ID", 0x39: "ABS_MT_TRACKING_ID",
            0x3a: "ABS_MT_PRESSURE", 0x3b: "ABS_MT_DISTANCE", 0x3c: "ABS_MT_TOOL_X", 0x3d: "ABS_MT_TOOL_Y"
        ]
        return names[code] ?? "ABS 0x" + String(code, radix: 16)
    }

    /// The first axis of `device` libinput cannot be given, with why, in code order.
    package static func firstProblem(in device: RecordedDevice) -> (code: Int, problem: String)? {
        for code in device.absinfo.keys.sorted() {
            if let problem = problem(code: code, device.absinfo[code]!) { return (code, problem) }
        }
        return nil
    }
}
