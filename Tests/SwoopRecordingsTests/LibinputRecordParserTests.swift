import SwoopCore
import SwoopInputModel
import SwoopTestSupport
import Testing

@testable import SwoopRecordings

@Suite struct LibinputRecordParserTests {
    @Test func parsesTheAcerRecordingFromSharedRecordings() throws {
        let path = try SharedFiles.recording("touchpad_acer-sw5-012_2fg-short-scroll-up.libinput-record.yml")
        let recording = try RecordingLoader.load(path: path)

        #expect(recording.format == .libinputRecord)
        #expect(recording.recordedWithLibinput == "1.12.6")
        #expect(recording.devices.count == 1)
        let device = try #require(recording.devices.first)
        #expect(device.name == "ITE Tech. Inc. ITE Device(8595) Touchpad")
        #expect(device.id == InputID(bustype: 3, vendor: 0x6cb, product: 0x2968, version: 0x110))
        #expect(device.codes[0] == Set(0...15))
        #expect(device.codes[1] == [272, 325, 330, 333, 334])
        #expect(device.codes[3] == [0, 1, 47, 53, 54, 55, 57])
        #expect(device.codes[4] == [5])
        #expect(device.absinfo[53] == AbsInfo(minimum: 0, maximum: 1051, resolution: 12))
        #expect(device.absinfo[57] == AbsInfo(minimum: 0, maximum: 65535))
        #expect(device.properties == [0, 2])
        #expect(device.udevProperties["ID_INPUT_TOUCHPAD"] == "1")
        #expect(device.udevProperties["ID_INPUT_WIDTH_MM"] == "87")
        #expect(device.udevProperties["LIBINPUT_DEVICE_GROUP"] == "3/6cb/2968:usb-0000:00:14.0-1")
        #expect(device.udevProperties.count == 6)

        // 13 `evdev:` entries of 112 events in the file, each ending in its SYN_REPORT.
        #expect(device.frames.count == 13)
        #expect(device.frames.map(\.events.count).reduce(0, +) == 112)
        #expect(device.frames.allSatisfy { $0.events.last == EvdevEvent(type: 0, code: 0, value: 0) })
        #expect(device.frames.first?.time == Timestamp(micros: 0))
        #expect(device.frames[1].time == Timestamp(micros: 9967))
        #expect(device.frames.last?.time == Timestamp(micros: 89724))
        #expect(device.frames[0].events[0] == EvdevEvent(type: 3, code: 57, value: 80))
        #expect(device.frames.last?.events[1] == EvdevEvent(type: 3, code: 57, value: -1))
    }

    @Test func readsSeveralDevicesAndSplitsFramesAtSynReport() throws {
        let recording = try LibinputRecordParser.parse(contents: Samples.twoDevices, file: "two.yml")
        #expect(recording.devices.map(\.name) == ["Test Touchpad", "Test Keyboard"])
        #expect(recording.recordedWithLibinput == "1.22.1")

        let pad = recording.devices[0]
        #expect(pad.id == InputID(bustype: 0x18, vendor: 0x6cb, product: 0xce37, version: 0x100))
        #expect(pad.udevProperties == ["ID_INPUT": "1", "ID_INPUT_TOUCHPAD": "1", "EMPTY": ""])
        // One `evdev:` entry holding two reports is two frames; `libinput:` and `hid:` entries are skipped.
        #expect(
            pad.frames == [
                EvdevFrame(
                    time: Timestamp(micros: 0),
                    events: [
                        EvdevEvent(type: 3, code: 57, value: 7), EvdevEvent(type: 1, code: 330, value: 1),
                        EvdevEvent(type: 0, code: 0, value: 0)
                    ], line: 40),
                EvdevFrame(
                    time: Timestamp(micros: 1_012_000),
                    events: [
                        EvdevEvent(type: 3, code: 53, value: 120), EvdevEvent(type: 0, code: 0, value: 0)
                    ], line: 42),
                EvdevFrame(
                    time: Timestamp(micros: 1_020_500),
                    events: [
                        EvdevEvent(type: 3, code: 57, value: -1), EvdevEvent(type: 1, code: 330, value: 0),
                        EvdevEvent(type: 0, code: 0, value: 0)
                    ], line: 51)
            ], "each frame knows the line of its SYN_REPORT (the last event, for a cut-off report)")

        let keyboard = recording.devices[1]
        #expect(keyboard.absinfo.isEmpty)
        #expect(keyboard.properties.isEmpty)
        #expect(keyboard.udevProperties.isEmpty)
        #expect(keyboard.codes[1] == [30, 31])
        #expect(keyboard.frames.isEmpty)
    }

    @Test func keepsATrailingReportWithoutSynReportAsTheLastFrame() throws {
        let text = Samples.device(
            events: """
                  events:
                  - evdev:
                    - [0, 100, 3, 53, 5]
                    - [0, 100, 0, 0, 0]
                    - [0, 200, 3, 53, 6]
                """)
        let frames = try LibinputRecordParser.parse(contents: text, file: "cut.yml").devices[0].frames
        #expect(frames.count == 2)
        #expect(
            frames[1]
                == EvdevFrame(time: Timestamp(micros: 200), events: [EvdevEvent(type: 3, code: 53, value: 6)], line: 15)
        )
    }

    @Test func acceptsHexadecimalIntegersAndAnchors() throws {
        let text = """
            version: 1
            devices:
            - evdev:
                name: "Hex"
                id: [0x3, 0x6cb, 0x2968, 0x110]
                codes: {3: [0, 1]}
                absinfo:
                  0: &axis [0, 1000, 0, 0, 10]
                  1: *axis
            """
        let device = try LibinputRecordParser.parse(contents: text, file: "hex.yml").devices[0]
        #expect(device.id == InputID(bustype: 3, vendor: 0x6cb, product: 0x2968, version: 0x110))
        #expect(device.absinfo[1] == AbsInfo(minimum: 0, maximum: 1000, resolution: 10))
    }

    struct BadCase: CustomTestStringConvertible, Sendable {
        var name: String
        var yaml: String
        var line: Int
        var column: Int
        var field: String
        var says: String
        var testDescription: String { name }
    }

    static let badCases: [BadCase] = [
        BadCase(name: "no version", yaml: "devices: []\n", line: 1, column: 1, field: "version", says: "missing"),
        BadCase(name: "no devices", yaml: "version: 1\n", line: 1, column: 1, field: "devices", says: "missing"),
        BadCase(
            name: "empty device list", yaml: "version: 1\ndevices: []\n", line: 2, column: 10, field: "devices",
            says: "lists no device"),
        BadCase(
            name: "devices not a list", yaml: "version: 1\ndevices: 3\n", line: 2, column: 10, field: "devices",
            says: "expected a list, found the scalar \"3\""),
        BadCase(
            name: "ndevices disagrees", yaml: Samples.device(header: "version: 1\nndevices: 2"),
            line: 2, column: 11, field: "ndevices", says: "says 2 but `devices` lists 1"),
        BadCase(
            name: "no name", yaml: Samples.device(nameLine: ""),
            line: 4, column: 5, field: "devices[0].evdev.name", says: "missing"),
        BadCase(
            name: "id too short", yaml: Samples.device(id: "[3, 1739, 10600]"),
            line: 5, column: 9, field: "devices[0].evdev.id",
            says: "expected [bustype, vendor, product, version], found a list of 3"),
        BadCase(
            name: "id not numeric", yaml: Samples.device(id: "[3, usb, 10600, 1]"),
            line: 5, column: 13, field: "devices[0].evdev.id[1] (vendor)",
            says: "expected an integer, found the scalar \"usb\""),
        BadCase(
            name: "id quoted number", yaml: Samples.device(id: "[3, \"1739\", 10600, 1]"),
            line: 5, column: 13, field: "devices[0].evdev.id[1] (vendor)", says: "expected an integer"),
        BadCase(
            name: "vendor out of range", yaml: Samples.device(id: "[3, 70000, 10600, 1]"),
            line: 5, column: 13, field: "devices[0].evdev.id[1] (vendor)", says: "70000 is out of range 0…65535"),
        BadCase(
            name: "codes a list", yaml: Samples.device(codes: "[1, 3]"),
            line: 6, column: 12, field: "devices[0].evdev.codes", says: "expected a mapping, found a list"),
        BadCase(
            name: "absinfo of four",
            yaml: Samples.device(absinfo: "{0: [0, 100, 0, 0], 53: [0, 100, 0, 0, 1], 57: [0, 9, 0, 0, 0]}"),
            line: 7, column: 18, field: "devices[0].evdev.absinfo.0",
            says: "expected [min, max, fuzz, flat, resolution], found a list of 4"),
        BadCase(
            name: "absinfo min above max",
            yaml: Samples.device(absinfo: "{0: [200, 100, 0, 0, 1], 53: [0, 100, 0, 0, 1], 57: [0, 9, 0, 0, 0]}"),
            line: 7, column: 18, field: "devices[0].evdev.absinfo.0 (ABS_X)", says: "minimum 200 is above maximum 100"),
        BadCase(
            name: "absinfo lacks a listed code",
            yaml: Samples.device(absinfo: "{0: [0, 100, 0, 0, 1], 57: [0, 9, 0, 0, 0]}"),
            line: 7, column: 14, field: "devices[0].evdev.absinfo.53", says: "missing for ABS code 53"),
        BadCase(
            name: "udev property without =", yaml: Samples.device(udev: "[ID_INPUT]"),
            line: 10, column: 18, field: "devices[0].udev.properties[0]", says: "expected KEY=VALUE"),
        BadCase(
            name: "event of four numbers", yaml: Samples.device(events: "  events:\n  - evdev:\n    - [0, 0, 3, 53]\n"),
            line: 13, column: 7, field: "devices[0].events[0].evdev[0]", says: "found a list of 4"),
        BadCase(
            name: "usec out of range",
            yaml: Samples.device(events: "  events:\n  - evdev:\n    - [0, 1000000, 0, 0, 0]\n"),
            line: 13, column: 11, field: "devices[0].events[0].evdev[0][1] (usec)", says: "out of range 0…999999"),
        BadCase(
            name: "value beyond int32",
            yaml: Samples.device(events: "  events:\n  - evdev:\n    - [0, 0, 3, 53, 4294967296]\n"),
            line: 13, column: 21, field: "devices[0].events[0].evdev[0][4] (value)", says: "out of range"),
        BadCase(
            name: "time goes backwards",
            yaml: Samples.device(
                events: "  events:\n  - evdev:\n    - [1, 5, 0, 0, 0]\n  - evdev:\n    - [1, 4, 0, 0, 0]\n"),
            line: 15, column: 7, field: "devices[0].events[1].evdev[0]",
            says: "time 1.000004 s goes backwards (devices[0].events[0].evdev[0] was at 1.000005 s)"),
        BadCase(
            name: "events entry not a mapping", yaml: Samples.device(events: "  events:\n  - [0, 0, 0, 0, 0]\n"),
            line: 12, column: 5, field: "devices[0].events[0]", says: "expected a mapping, found a list")
    ]

    @Test(arguments: badCases)
    func reportsTheFieldLineAndColumnOfBadData(_ bad: BadCase) {
        #expect {
            try LibinputRecordParser.parse(contents: bad.yaml, file: "bad.yml")
        } throws: { error in
            guard case .invalidField(let file, let line, let column, let field, let problem) = error as? RecordingError
            else {
                Issue.record("expected invalidField, got \(error)")
                return false
            }
            #expect(file == "bad.yml")
            #expect(field == bad.field)
            #expect(line == bad.line)
            #expect(column == bad.column)
            #expect(problem.contains(bad.says), "\(problem)")
            #expect(String(describing: error).hasPrefix("bad.yml:\(bad.line):\(bad.column): field \(bad.field): "))
            return true
        }
    }

    @Test func refusesAnotherFileVersion() {
        #expect(
            throws: RecordingError.unsupportedVersion(
                file: "v2.yml", line: 1, column: 10, found: "2", supported: "version 1")
        ) {
            try LibinputRecordParser.parse(contents: "version: 2\ndevices: []\n", file: "v2.yml")
        }
    }

    @Test func malformedYAMLGivesLibyamlsLineAndColumn() throws {
        // An unclosed flow list: libyaml stops at line 4, where a `]` or `,` was expected.
        let text = "version: 1\ndevices:\n- evdev:\n    id: [3, 1739, 10600, 272\n    name: x\n"
        let error = try #require(throws: RecordingError.self) {
            try LibinputRecordParser.parse(contents: text, file: "broken.yml")
        }
        guard case .malformedYAML(let file, let line, let column, let problem) = error else {
            Issue.record("expected malformedYAML, got \(error)")
            return
        }
        #expect(file == "broken.yml")
        #expect(line == 5)
        #expect(column == 9)
        #expect(problem.contains("did not find expected ',' or ']'"))
        #expect(problem.contains("line 4, column 9"), "the context names where the list began: \(problem)")
        #expect(String(describing: error).hasPrefix("broken.yml:5:9: malformed YAML: "))
    }

    @Test func tabIndentationIsMalformedYAML() throws {
        let error = try #require(throws: RecordingError.self) {
            try LibinputRecordParser.parse(contents: "version: 1\ndevices:\n\t- evdev: {}\n", file: "tab.yml")
        }
        guard case .malformedYAML(_, let line, _, _) = error else {
            Issue.record("expected malformedYAML, got \(error)")
            return
        }
        #expect(line == 3)
    }
}
