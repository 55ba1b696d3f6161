import SwoopEmulation
import SwoopRecordings
import Testing

/// The texts that describe an emulated device to umockdev and libudev: no emulation needed.
struct UmockdevFilesTests {
    let touchpad: RecordedDevice
    let files: UmockdevFiles

    init() throws {
        touchpad = try TestPaths.device("touchpad")
        files = UmockdevFiles(device: touchpad, eventNumber: 3)
    }

    private func ioctl(_ request: String) -> (result: Int, bytes: [UInt8])? {
        for line in files.ioctl.split(separator: "\n") where line.hasPrefix(request + " ") {
            let parts = line.split(separator: " ")
            let hex = Array(parts[2])
            let bytes = stride(from: 0, to: hex.count, by: 2).map { UInt8(String(hex[$0...$0 + 1]), radix: 16)! }
            return (Int(parts[1])!, bytes)
        }
        return nil
    }

    @Test func nodeNumbersFollowTheEventNumber() {
        #expect(files.devnode == "/dev/input/event3")
        #expect(files.udevDatabaseName == "c13:67")
        #expect(files.sysfsPath == "/sys/devices/platform/swoop-emulated.3/input/input3/event3")
        #expect(
            files.description.hasPrefix("P: /devices/platform/swoop-emulated.3/input/input3/event3\nN: input/event3\n"))
        #expect(files.description.contains("A: dev=13:67\n"))
        #expect(files.ioctl.hasPrefix("@DEV /dev/input/event3\n"))
    }

    @Test func nameAndPhysAreExactly255Bytes() throws {
        let name = try #require(ioctl("EVIOCGNAME(0)"))
        #expect(name.bytes.count == 255)
        #expect(name.result == "Swoop Emulated Touchpad".utf8.count + 1)
        #expect(Array(name.bytes.prefix(23)) == Array("Swoop Emulated Touchpad".utf8))
        #expect(name.bytes.dropFirst(23).allSatisfy { $0 == 0 })
        #expect(try #require(ioctl("EVIOCGPHYS(0)")).bytes.count == 255)
    }

    @Test func bitSizesAreWhatLibevdevAsksFor() throws {
        #expect(try #require(ioctl("EVIOCGBIT(1)")).bytes.count == 96)
        #expect(try #require(ioctl("EVIOCGBIT(21)")).bytes.count == 16)
        for type in [0, 2, 3, 4, 5, 17, 18] { #expect(try #require(ioctl("EVIOCGBIT(\(type))")).bytes.count == 8) }
        #expect(try #require(ioctl("EVIOCGBIT(0)")).bytes == [0x0b, 0, 0, 0, 0, 0, 0, 0])
        #expect(try #require(ioctl("EVIOCGBIT(3)")).bytes == [0x03, 0, 0, 0, 0, 0x80, 0xe0, 0x02])
        #expect(try #require(ioctl("EVIOCGPROP(0)")).bytes == [0x05, 0, 0, 0, 0, 0, 0, 0])
        let keys = try #require(ioctl("EVIOCGBIT(1)")).bytes
        #expect(keys[34] == 0x01 && keys[40] == 0x20 && keys[41] == 0xe5)
    }

    @Test func absinfoIsSixLittleEndianInt32s() throws {
        let x = try #require(ioctl("EVIOCGABS(0)"))
        // value 0, min 0, max 4000 (0x0FA0), fuzz 0, flat 0, resolution 40 (0x28)
        #expect(x.bytes == [0, 0, 0, 0, 0, 0, 0, 0, 0xa0, 0x0f, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0x28, 0, 0, 0])
        #expect(try #require(ioctl("EVIOCGID")).bytes == [0x18, 0, 0x57, 0x53, 0x01, 0, 0x00, 0x01])
    }

    @Test func multitouchSlotsStartEmpty() {
        let slots = files.ioctl.split(separator: "\n").filter { $0.hasPrefix("EVIOCGMTSLOTS(0) ") }
        // One line per ABS_MT code after ABS_MT_SLOT: position x, y, tool type, tracking id.
        #expect(slots.count == 4)
        // Five slots: the code, then five int32s; tracking ids are -1 (no touch).
        #expect(slots.contains("EVIOCGMTSLOTS(0) 0 39000000" + String(repeating: "FFFFFFFF", count: 5)))
        #expect(slots.contains("EVIOCGMTSLOTS(0) 0 35000000" + String(repeating: "00000000", count: 5)))
    }

    @Test func udevDatabaseCarriesTheTouchpadTagAndSize() {
        #expect(
            files.udevDatabase == """
                E:ID_INPUT=1
                E:ID_INPUT_HEIGHT_MM=70
                E:ID_INPUT_TOUCHPAD=1
                E:ID_INPUT_WIDTH_MM=100
                G:seat
                Q:seat
                V:1

                """)
    }

    @Test func recordedUdevPropertiesWinOverDerivedOnes() {
        var device = touchpad
        device.udevProperties = ["ID_INPUT": "1", "ID_INPUT_TOUCHPAD": "1", "ID_INPUT_TOUCHPAD_INTEGRATION": "external"]
        #expect(UdevInputProperties.properties(for: device) == device.udevProperties)
        #expect(
            UmockdevFiles(device: device, eventNumber: 0).description.contains(
                "E: ID_INPUT_TOUCHPAD_INTEGRATION=external\n"))
    }
}

/// udev's input_id rules, as far as Swoop needs them.
struct UdevInputPropertiesTests {
    @Test(arguments: [
        (
            "touchpad",
            ["ID_INPUT": "1", "ID_INPUT_TOUCHPAD": "1", "ID_INPUT_WIDTH_MM": "100", "ID_INPUT_HEIGHT_MM": "70"]
        ),
        (
            "touchscreen",
            ["ID_INPUT": "1", "ID_INPUT_TOUCHSCREEN": "1", "ID_INPUT_WIDTH_MM": "294", "ID_INPUT_HEIGHT_MM": "165"]
        ),
        ("keyboard", ["ID_INPUT": "1", "ID_INPUT_KEY": "1", "ID_INPUT_KEYBOARD": "1"])
    ])
    func bundledDevicesGetTheirKind(_ name: String, _ expected: [String: String]) throws {
        #expect(UdevInputProperties.derived(for: try TestPaths.device(name)) == expected)
    }

    @Test func aPenMakesATabletNotATouchpad() throws {
        var device = try TestPaths.device("touchpad")
        device.codes[EvdevCode.EV_KEY]?.insert(EvdevCode.BTN_TOOL_PEN)
        let properties = UdevInputProperties.derived(for: device)
        #expect(properties["ID_INPUT_TABLET"] == "1")
        #expect(properties["ID_INPUT_TOUCHPAD"] == nil)
    }

    @Test func aDirectDeviceWithFingerToolsIsATouchscreen() throws {
        var device = try TestPaths.device("touchpad")
        device.properties = [EvdevCode.INPUT_PROP_DIRECT]
        let properties = UdevInputProperties.derived(for: device)
        #expect(properties["ID_INPUT_TOUCHSCREEN"] == "1")
        #expect(properties["ID_INPUT_TOUCHPAD"] == nil)
    }

    @Test func noResolutionMeansNoSize() throws {
        var device = try TestPaths.device("touchscreen")
        device.absinfo[EvdevCode.ABS_X]?.resolution = 0
        #expect(UdevInputProperties.derived(for: device)["ID_INPUT_WIDTH_MM"] == nil)
    }
}
