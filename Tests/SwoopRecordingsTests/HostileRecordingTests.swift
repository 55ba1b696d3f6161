import Foundation
import SwoopCore
import SwoopRecordings
import Testing

/// Recordings that once crashed, hung or misled an import: Windows line ends, signs where codes go,
/// absurd axes, deep or repeated YAML, devices instead of files, gaps of years. Each is refused with
/// the file and the line (exit 65, or 66 for what is not a file), or read as its Unix twin.
struct HostileRecordingTests {
    static let description = """
        # EVEMU 1.3
        N: Test Screen
        I: 0018 5357 0002 0100
        P: 02 00 00 00 00 00 00 00
        B: 00 0b 00 00 00 00 00 00 00
        B: 01 00 00 00 00 00 00 00 00
        B: 01 00 00 00 00 00 00 00 00
        B: 01 00 00 00 00 00 00 00 00
        B: 01 00 00 00 00 00 00 00 00
        B: 01 00 00 00 00 00 00 00 00
        B: 01 00 00 00 00 00 00 00 00
        B: 03 03 00 00 00 00 80 60 02
        A: 00 0 1000 0 0 10
        A: 01 0 500 0 0 10
        A: 2f 0 9 0 0 0
        A: 35 0 1000 0 0 10
        A: 36 0 500 0 0 10
        A: 39 0 65535 0 0 0

        """
    static let events = """
        E: 0.000000 0003 0039 0007
        E: 0.000000 0003 0035 0100
        E: 0.000000 0000 0000 0000
        E: 0.012000 0003 0035 0140
        E: 0.012000 0000 0000 0000

        """
    /// The line `line` of `description` replaced (1-based): 12 is `B: 03`, 13 `A: 00`, 15 `A: 2f`,
    /// 16 `A: 35`; the first event is line 19.
    static func replacing(line: Int, with text: String) -> String {
        var lines = description.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        lines[line - 1] = text
        return lines.joined(separator: "\n") + events
    }

    static func refusal(_ text: String) -> RecordingError? {
        do {
            _ = try RecordingLoader.parse(contents: text, file: "bad.evemu")
            return nil
        } catch {
            return error
        }
    }

    @Test func windowsLineEndsReadAsUnixOnes() throws {
        let unix = try EvemuParser.parse(contents: Self.description + Self.events, file: "a.evemu")
        let windows = try RecordingLoader.parse(
            contents: (Self.description + Self.events)
                .replacingOccurrences(of: "\n", with: "\r\n"), file: "a.evemu")
        #expect(windows.devices.map(\.frames.count) == unix.devices.map(\.frames.count))
        #expect(windows.devices.first?.frames.map(\.events) == unix.devices.first?.frames.map(\.events))
        #expect(windows.devices.first?.name == "Test Screen")
    }

    /// With `\r\n` endings an error still points at its own line (Swift counts `\r\n` as one character).
    @Test func windowsLineEndsKeepErrorLinesRight() {
        let text = Self.replacing(line: 13, with: "A: 00 0 lots 0 0 10").replacingOccurrences(of: "\n", with: "\r\n")
        guard case .malformedLine(_, let line, let field, _)? = Self.refusal(text) else {
            Issue.record("accepted")
            return
        }
        #expect(line == 13 && field == "A max")
    }

    @Test(arguments: [
        ("B: 03 -003 00 00 00 00 80 60 02", 12, "B byte 1"), ("I: -018 5357 0002 0100", 3, "I field 1"),
        ("A: 2f 0 -1 0 0 0", 15, "A ABS_MT_SLOT"), ("A: 2f 0 9999 0 0 0", 15, "A ABS_MT_SLOT"),
        ("A: 00 900 100 0 0 10", 13, "A ABS_X"), ("A: 35 0 2000000000 0 0 10", 16, "A ABS_MT_POSITION_X"),
        ("A: 35 0 1000 0 0 99999", 16, "A ABS_MT_POSITION_X")
    ])
    func implausibleDescriptionsNameTheirLineAndAxis(_ line: String, _ number: Int, _ field: String) {
        guard
            case .malformedLine(let file, let at, let named, _)? = Self.refusal(
                Self.replacing(line: number, with: line))
        else {
            Issue.record("accepted: \(line)")
            return
        }
        #expect(file == "bad.evemu" && at == number && named == field, "\(line): line \(at), \(named ?? "-")")
    }

    @Test(arguments: ["-0.500000", "+1.000000", "1e3.000000", "0.5", "9007199255.000000", "99999999999999999999.000000"]
    )
    func timesOutsideTheAcceptedRangeAreRefused(_ time: String) {
        let text = Self.description + "E: \(time) 0003 0035 0100\n"
        guard case .malformedLine(_, let line, let field, _)? = Self.refusal(text) else {
            Issue.record("accepted \(time)")
            return
        }
        #expect(line == 19 && field == "E time", "line \(line), \(field ?? "-")")
    }

    /// A value of megabytes is quoted as an excerpt with its length, not echoed whole.
    @Test func hugeValuesAreQuotedAsExcerpts() {
        let text = Self.replacing(line: 13, with: "A: 00 0 " + String(repeating: "9", count: 5 << 20) + " 0 0 10")
        let message = Self.refusal(text).map { "\($0)" } ?? ""
        #expect(!message.isEmpty && message.count < 400, "\(message.prefix(500))")
    }

    @Test func gapsOfYearsAreRefusedBeforeAnythingPlays() throws {
        let years =
            Self.description + Self.events + "E: 63072000.000000 0003 0035 0150\nE: 63072000.000000 0000 0000 0000\n"
        let recording = try RecordingLoader.parse(contents: years, file: "gap.evemu")
        #expect {
            try PlayingLimits.check(recording)
        } throws: { error in
            guard case .tooLong(let file, let line, _) = error as? RecordingError else { return false }
            return file == "gap.evemu" && line == 25 && "\(error)".contains("--allow-long")
        }
    }

    @Test func aDeviceIsNotARecordingFile() {
        #expect {
            try RecordingLoader.load(path: "/dev/zero")
        } throws: { error in
            guard case .notAFile = error as? RecordingError else { return false }
            return (error as? RecordingError)?.category == .missingInput
        }
    }

    /// 100 000 nested YAML lists: refused at the depth cap as libyaml streams them, in no time.
    @Test func deeplyNestedYAMLIsRefused() {
        let text =
            "version: 1\ndevices: " + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        guard case .malformedYAML(_, let line, _, let problem)? = Self.refusal(text) else {
            Issue.record("not refused as YAML")
            return
        }
        #expect(line == 2 && problem.contains("nested deeper"))
    }

    @Test func duplicateYAMLKeysAreRefusedAtTheSecond() {
        let text = Samples.device().replacingOccurrences(
            of: "    name: \"Pad\"\n", with: "    name: \"Pad\"\n    name: \"Other\"\n")
        guard case .malformedYAML(_, let line, _, let problem)? = Self.refusal(text) else {
            Issue.record("accepted a duplicate key")
            return
        }
        #expect(line == 5 && problem.contains("duplicate key \"name\""))
    }

    @Test(arguments: ["{47: [0, -1, 0, 0, 0]}", "{47: [0, 9999, 0, 0, 0]}", "{0: [100, 0, 0, 0, 1]}"])
    func implausibleYAMLAxesAreRefused(_ absinfo: String) {
        let text = Samples.device(codes: "{1: [330], 3: [0, 47, 53, 57]}", absinfo: absinfo)
        guard case .invalidField(_, let line, _, let field, _)? = Self.refusal(text) else {
            Issue.record("accepted \(absinfo)")
            return
        }
        #expect(line == 7 && field.contains("absinfo"), "\(field)")
    }
}
