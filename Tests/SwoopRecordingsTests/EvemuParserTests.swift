import Foundation
import SwoopCore
import SwoopInputModel
import Testing

@testable import SwoopRecordings

private let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

/// A minimal valid description: a two-slot touchpad (protocol B) in EVEMU 1.3 style.
private let header = """
    # EVEMU 1.3
    N: Test Pad
    I: 0018 5357 0001 0100
    P: 05 00 00 00 00 00 00 00
    B: 00 0b 00 00 00 00 00 00 00
    B: 01 00 00 00 00 00 00 00 00
    B: 01 00 00 00 00 00 00 00 00
    B: 01 00 00 00 00 00 00 00 00
    B: 01 00 00 00 00 00 00 00 00
    B: 01 00 00 01 00 00 00 00 00
    B: 01 20 64 00 00 00 00 00 00
    B: 03 03 00 00 00 00 80 60 02
    A: 00 0 1000 0 0 10
    A: 01 0 500 0 0 10
    A: 2f 0 1 0 0 0
    A: 35 0 1000 0 0 10
    A: 36 0 500 0 0 10
    A: 39 0 65535 0 0 0

    """

struct EvemuParserTests {
    @Test func descriptionGivesIdentityBitsAndAbsinfo() throws {
        let device = try #require(EvemuParser.parse(contents: header, file: "pad.evemu").devices.first)
        #expect(device.name == "Test Pad")
        #expect(device.id == InputID(bustype: 0x18, vendor: 0x5357, product: 1, version: 0x100))
        #expect(device.properties == [0, 2])
        #expect(Set(device.codes.keys) == [0, 1, 3])
        #expect(device.codes[1] == [0x110, 0x145, 0x14a, 0x14d, 0x14e])
        #expect(device.codes[3] == [0, 1, 0x2f, 0x35, 0x36, 0x39])
        #expect(device.absinfo[0] == AbsInfo(minimum: 0, maximum: 1000, resolution: 10))
        #expect(device.absinfo[0x39] == AbsInfo(minimum: 0, maximum: 65535))
        #expect(device.frames.isEmpty)
        #expect(device.udevProperties.isEmpty)
    }

    @Test func eventsAfterTheDescriptionBecomeFramesWithExactTimes() throws {
        let text =
            header + """
                E: 12.000100 0003 0039 0007\t# EV_ABS / ABS_MT_TRACKING_ID   7
                E: 12.000100 0003 0035 0361
                E: 12.000100 0001 014a 0001
                E: 12.000100 0000 0000 0000\t# ------------ SYN_REPORT (0) ---------- +0ms
                E: 12.013650 0003 0039 -001
                E: 12.013650 0001 014a 0000
                E: 12.013650 0000 0000 0000
                """
        let recording = try EvemuParser.parse(contents: text, file: "pad.evemu")
        #expect(recording.format == .evemu)
        #expect(recording.file == "pad.evemu")
        let frames = try #require(recording.devices.first?.frames)
        #expect(frames.map(\.time.micros) == [12_000_100, 12_013_650])
        #expect(
            frames[0].events == [
                EvdevEvent(type: 3, code: 0x39, value: 7), EvdevEvent(type: 3, code: 0x35, value: 361),
                EvdevEvent(type: 1, code: 0x14a, value: 1), EvdevEvent(type: 0, code: 0, value: 0)
            ])
        #expect(frames[1].events.first == EvdevEvent(type: 3, code: 0x39, value: -1))
    }

    @Test func protocolAReportsStayInsideTheirFrame() throws {
        let text =
            header + """
                E: 0.010000 0003 0035 100
                E: 0.010000 0003 0036 200
                E: 0.010000 0000 0002 0
                E: 0.010000 0003 0035 300
                E: 0.010000 0003 0036 400
                E: 0.010000 0000 0002 0
                E: 0.010000 0000 0000 0
                """
        let frames = try #require(EvemuParser.parse(contents: text, file: "a.evemu").devices.first?.frames)
        #expect(frames.count == 1)
        #expect(frames[0].events.filter { $0 == EvdevEvent(type: 0, code: 2, value: 0) }.count == 2)
    }

    @Test func olderHeadersWithoutResolutionOrVersionParse() throws {
        let text = header.replacingOccurrences(of: "# EVEMU 1.3\n", with: "")
            .replacingOccurrences(of: "A: 00 0 1000 0 0 10", with: "A: 00 0 1000 0 0")
        let device = try #require(EvemuParser.parse(contents: text, file: "old.evemu").devices.first)
        #expect(device.absinfo[0] == AbsInfo(minimum: 0, maximum: 1000, resolution: 0))
    }

    @Test func aRecordingCutOffMidReportKeepsItsLastEvents() throws {
        let text = header + "E: 1.000000 0003 0035 10\nE: 1.000000 0000 0000 0\nE: 1.010000 0003 0035 11\n"
        let frames = try #require(EvemuParser.parse(contents: text, file: "cut.evemu").devices.first?.frames)
        #expect(frames.count == 2)
        #expect(frames[1].events == [EvdevEvent(type: 3, code: 0x35, value: 11)])
    }

    static let malformed: [(line: String, field: String)] = [
        ("X: 1 2 3", "X"),
        ("no colon here", "line"),
        ("I: 0018 0000", "I"),
        ("I: zz 0000 0000 0000", "I field 1"),
        ("P: 05 1ff", "P byte 2"),
        ("B: 01", "B"),
        ("B: 40 00", "B type"),
        ("A: 00 0 100 0", "A"),
        ("A: 40 0 1 0 0", "A code"),
        ("A: 00 0 lots 0 0 0", "A max"),
        ("E: 1.5 0003 0000 1", "E time"),
        ("E: 0.000001 0003 0000 abc", "E value"),
        ("E: 0.000001 0003 0000 99999999999", "E value"),
        ("E: 0.000001 0003 0300 1", "E code"),
        ("E: 0.000001 0003 0000", "E"),
        ("# EVEMU 2.0", "EVEMU version")
    ]

    @Test(arguments: malformed)
    func malformedLineNamesFileLineAndField(_ example: (line: String, field: String)) throws {
        let lineNumber = header.split(separator: "\n", omittingEmptySubsequences: false).count
        let text = header + example.line + "\n"
        #expect {
            try EvemuParser.parse(contents: text, file: "bad.evemu")
        } throws: { error in
            guard case .malformedLine(let file, let line, let field, _) = error as? RecordingError else { return false }
            return file == "bad.evemu" && line == lineNumber && field == example.field
        }
    }

    @Test func timeGoingBackwardsIsAnError() throws {
        let text = header + "E: 2.000000 0000 0000 0\nE: 1.999999 0000 0000 0\n"
        let error = try #require(throws: RecordingError.self) { try EvemuParser.parse(contents: text, file: "t.evemu") }
        #expect(
            error.description.hasPrefix(
                "t.evemu:\(header.split(separator: "\n", omittingEmptySubsequences: false).count + 1): E time"))
    }

    @Test(arguments: [
        ("N: Test Pad\n", "'N:'"), ("I: 0018 5357 0001 0100\n", "'I:'"),
        ("B: 00 0b 00 00 00 00 00 00 00\n", "'B: 00'")
    ])
    func aMissingDescriptionLineIsNamed(_ removed: String, _ named: String) throws {
        let error = try #require(throws: RecordingError.self) {
            try EvemuParser.parse(contents: header.replacingOccurrences(of: removed, with: ""), file: "d.evemu")
        }
        guard case .missingDescription = error else {
            Issue.record("unexpected \(error)")
            return
        }
        #expect(error.description.contains(named))
    }

    @Test func aMissingFileIsMissingInputNotBadData() throws {
        let error = try #require(throws: RecordingError.self) { try RecordingLoader.load(path: "/nonexistent/x.evemu") }
        #expect(error.category == .missingInput)
        #expect(error.description == "/nonexistent/x.evemu: no such file")
    }

    @Test(arguments: ["touchpad", "touchscreen", "keyboard"])
    func bundledDeviceDescriptionsParse(_ name: String) throws {
        let path = packageRoot.appendingPathComponent("Fixtures/devices/\(name).evemu").path
        let device = try #require(RecordingLoader.load(path: path).devices.first)
        #expect(device.name == "Swoop Emulated \(name.capitalized)")
        #expect(device.frames.isEmpty)
        switch name {
        case "touchpad":
            #expect(device.properties == [0, 2])
            #expect(device.codes[1] == [0x110, 0x145, 0x148, 0x14a, 0x14d, 0x14e, 0x14f])
            #expect(device.absinfo[0x2f]?.maximum == 4)
            #expect(device.absinfo[0]?.resolution == 40 && device.absinfo[0]?.maximum == 4000)
        case "touchscreen":
            #expect(device.properties == [1])
            #expect(device.codes[1] == [0x14a])
            #expect(device.absinfo[0x2f]?.maximum == 9)
        default:
            #expect(device.codes[1] == Set(1...31).union([57]))
            #expect(device.codes[3] == nil)
        }
    }
}

/// Event lines are read from their bytes when they look as evemu writes them (`QuickEventLine`);
/// every line must give what the general reader gives. A trailing non-ASCII comment sends the same
/// line down the general path, so each line is parsed both ways and compared, results and errors.
struct EvemuQuickEventLineTests {
    static let lines = [
        "E: 12.000100 0003 0039 0007", "E: 12.000100 0003 0039 -001", "E: 12.000100 0003 0039 +12",
        "E:\t1.000000\t0x03\t0x35\t5", "  E: 1.000000 0003 0035 5  \r", "E: 1.000000 0003 0035 5\t# comment",
        "E: 1.000000 0003 0035 2147483647", "E: 1.000000 0003 0035 -2147483648", "E: 1.000000 0003 0035 2147483648",
        "E: 1.000000 0003 0035 -2147483649", "E: 1.00000 0003 0035 5", "E: 1.0000000 0003 0035 5",
        "E: .000000 0003 0035 5", "E: 1.000000 0020 0035 5", "E: 1.000000 001f 02ff 5", "E: 1.000000 0003 0300 5",
        "E: 1.000000 0X03 0035 5", "E: 1.000000 -003 0035 5", "E: 1.000000 0003 0035", "E: 1.000000 0003 0035 5 6",
        "E: 1.000000 0003 0035 5\r6", "E: 1.000000 0003 0035 5a", "E: 1.000000 0003 000000035 5",
        "E: 9007199254.740992 0003 0035 5", "E: 9007199254.740993 0003 0035 5",
        "E: 999999999999999999.000000 0003 0035 5", "E: 1.000000 0003 0035 -",
        "E: 1.000000 0003 0035 0000000000000000000005",
        "E: 0.500000 0003 0035 5"
    ]

    private static func parse(_ line: String) -> Result<Recording, RecordingError> {
        let text = header + "E: 1.000000 0000 0000 0000\n" + line + "\n"
        do throws(RecordingError) {
            return .success(try EvemuParser.parse(contents: text, file: "pad.evemu"))
        } catch {
            return .failure(error)
        }
    }

    @Test(arguments: lines)
    func quickAndGeneralReadersAgree(line: String) {
        let quick = Self.parse(line)
        let general = Self.parse(line + " # général")
        #expect(quick == general, "\(line)")
    }

    @Test func theQuickReaderTakesTheLinesEvemuWrites() {
        #expect(QuickEventLine("E: 12.000100 0003 0039 -001")?.value == -1)
        #expect(QuickEventLine("E: 12.000100 0003 0039 0007\t# EV_ABS / ABS_MT_TRACKING_ID   7")?.code == 0x39)
        #expect(QuickEventLine("E: 12.000100 0003 0039 0007 # é") == nil)
    }
}
