import SwoopRecordings

/// The three texts that make one emulated evdev device: umockdev's sysfs/udev description, its
/// evdev ioctl answers, and the udev database entry libudev reads to call the device "initialized".
/// Pure: the same device and slot always give the same bytes.
package struct UmockdevFiles: Sendable, Equatable {
    /// `eventN`; minor number 64 + N as on Linux.
    package var eventNumber: Int
    /// `/sys/devices/…/eventN`, as umockdev's testbed API names devices.
    package var sysfsPath: String
    package var devnode: String
    /// `/run/udev/data/` file name: `c13:<minor>`.
    package var udevDatabaseName: String
    package var description: String
    package var ioctl: String
    /// Without the `I:` (initialisation time) line, which is written when the emulation starts.
    package var udevDatabase: String

    package init(device: RecordedDevice, eventNumber: Int) {
        self.eventNumber = eventNumber
        let minor = 64 + eventNumber
        let parent = "/devices/platform/swoop-emulated.\(eventNumber)"
        let input = "\(parent)/input/input\(eventNumber)"
        let event = "\(input)/event\(eventNumber)"
        sysfsPath = "/sys\(event)"
        devnode = "/dev/input/event\(eventNumber)"
        udevDatabaseName = "c13:\(minor)"
        let properties = UdevInputProperties.properties(for: device)
        description = Self.description(
            device: device, properties: properties, parent: parent, input: input,
            event: event, eventNumber: eventNumber, minor: minor)
        ioctl = Self.ioctl(device: device, devnode: devnode, eventNumber: eventNumber)
        udevDatabase =
            properties.sorted { $0.key < $1.key }.map { "E:\($0.key)=\($0.value)\n" }.joined()
            + "G:seat\nQ:seat\nV:1\n"
    }

    // MARK: - sysfs and udev (umockdev's `*.umockdev` format)

    private static func description(
        device: RecordedDevice, properties: [String: String], parent: String, input: String,
        event: String, eventNumber n: Int, minor: Int
    ) -> String {
        let udev = properties.sorted { $0.key < $1.key }.map { "E: \($0.key)=\($0.value)\n" }.joined()
        let name = device.name.replacingOccurrences(of: "\n", with: " ")
        let id = device.id
        let product = [id.bustype, id.vendor, id.product, id.version].map { String($0, radix: 16) }.joined(
            separator: "/")
        let props = hexWord(bits: device.properties)
        let types = hexWord(bits: Set(device.codes.keys))
        return """
            P: \(event)
            N: input/event\(n)
            E: DEVNAME=/dev/input/event\(n)
            E: MAJOR=13
            E: MINOR=\(minor)
            E: SUBSYSTEM=input
            \(udev)A: dev=13:\(minor)
            L: device=../../input\(n)

            P: \(input)
            E: NAME="\(name)"
            E: PHYS="swoop/emulated\(n)"
            E: PRODUCT=\(product)
            E: PROP=\(props)
            E: EV=\(types)
            E: SUBSYSTEM=input
            \(udev)A: name=\(name)
            A: phys=swoop/emulated\(n)
            A: properties=\(props)
            A: uniq=
            L: device=../../../swoop-emulated.\(n)

            P: \(parent)
            E: DRIVER=swoop-emulated
            E: MODALIAS=platform:swoop-emulated
            E: SUBSYSTEM=platform
            A: modalias=platform:swoop-emulated


            """
    }

    private static func hexWord(bits: Set<Int>) -> String {
        String(bits.filter { $0 >= 0 && $0 < 64 }.reduce(UInt64(0)) { $0 | (1 << UInt64($1)) }, radix: 16)
    }

    // MARK: - evdev ioctls (umockdev's `*.ioctl` format: `NAME(arg) retval hexdata`)

    /// Every ioctl libevdev makes when it opens a device. Sizes are those libevdev asks for: the name
    /// and phys strings exactly 255 bytes (`EVIOCGNAME(255)`; 256 makes the lookup fail), EV_KEY bits
    /// 96 bytes, EV_FF 16, the other bit sets 8.
    private static func ioctl(device: RecordedDevice, devnode: String, eventNumber n: Int) -> String {
        typealias C = EvdevCode
        var lines = ["@DEV \(devnode)"]
        func line(_ request: String, _ result: Int, _ bytes: [UInt8]) {
            lines.append("\(request) \(result) " + bytes.map { hexByte($0) }.joined())
        }
        line("EVIOCGBIT(0)", 8, bitmap(Set(device.codes.keys), bytes: 8))
        let name = Array(device.name.utf8.prefix(254))
        line("EVIOCGNAME(0)", name.count + 1, padded(name, to: 255))
        let phys = Array("swoop/emulated\(n)".utf8)
        line("EVIOCGPHYS(0)", phys.count + 1, padded(phys, to: 255))
        let id = device.id
        line("EVIOCGID", 0, [id.bustype, id.vendor, id.product, id.version].flatMap { le16($0) })
        line("EVIOCGVERSION", 0, le32(0x010001))
        line("EVIOCGPROP(0)", 8, bitmap(device.properties, bytes: 8))
        for type in [C.EV_KEY, C.EV_REL, C.EV_ABS, C.EV_MSC, C.EV_SW, C.EV_LED, C.EV_SND, C.EV_FF] {
            let size = type == C.EV_KEY ? 96 : type == C.EV_FF ? 16 : 8
            line("EVIOCGBIT(\(type))", size, bitmap(device.codes[type] ?? [], bytes: size))
        }
        line("EVIOCGKEY(0)", 96, [UInt8](repeating: 0, count: 96))
        line("EVIOCGLED(0)", 8, [UInt8](repeating: 0, count: 8))
        line("EVIOCGSW(0)", 8, [UInt8](repeating: 0, count: 8))
        let axes = (device.codes[C.EV_ABS] ?? []).sorted()
        for code in axes {
            let a = device.absinfo[code] ?? AbsInfo(minimum: 0, maximum: 0)
            let value = code == C.ABS_MT_SLOT ? 0 : a.value
            line(
                "EVIOCGABS(\(code))", 0,
                [value, a.minimum, a.maximum, a.fuzz, a.flat, a.resolution].flatMap { le32($0) })
        }
        if axes.contains(C.ABS_MT_SLOT) {
            // One int32 per slot after the code; no touch is down at the start (tracking id -1).
            let slots = max(1, (device.absinfo[C.ABS_MT_SLOT]?.maximum ?? 0) + 1)
            for code in axes where code > C.ABS_MT_SLOT {
                let initial = code == C.ABS_MT_TRACKING_ID ? -1 : 0
                line("EVIOCGMTSLOTS(0)", 0, le32(code) + (0..<slots).flatMap { _ in le32(initial) })
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func bitmap(_ bits: Set<Int>, bytes: Int) -> [UInt8] {
        var result = [UInt8](repeating: 0, count: bytes)
        for bit in bits where bit >= 0 && bit < bytes * 8 { result[bit / 8] |= 1 << UInt8(bit % 8) }
        return result
    }

    private static func padded(_ bytes: [UInt8], to count: Int) -> [UInt8] {
        bytes + [UInt8](repeating: 0, count: count - bytes.count)
    }

    private static func le16(_ value: Int) -> [UInt8] { [UInt8(value & 0xff), UInt8((value >> 8) & 0xff)] }

    private static func le32(_ value: Int) -> [UInt8] {
        let bits = UInt32(bitPattern: Int32(truncatingIfNeeded: value))
        return (0..<4).map { UInt8((bits >> (8 * UInt32($0))) & 0xff) }
    }

    private static func hexByte(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0xf)]])
    }
}
