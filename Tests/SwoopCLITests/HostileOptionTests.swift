import Foundation
import SwoopCommandLine
import SwoopCore
import SwoopLiveCLI
import Testing

@testable import SwoopCLI

/// Option values at and past the edges: each is refused when the command line is read (exit 64,
/// naming the flag), never carried into arithmetic or a formatter that would trap on it.
struct HostileOptionTests {
    static let fixture = SwoopProcess.packageRoot + "/Fixtures/touchpad-swipe-flick.fixture.jsonl"

    @Test(arguments: [
        ["--projection", "linear:1e19"], ["--projection", "linear:nan"], ["--projection", "linear:0x1"],
        ["--projection", "linear:-1"], ["--distance", "1e-17"], ["--distance", "1e300"], ["--distance", "inf"],
        ["--distance", "0x10"], ["--touch-fingers", "0"], ["--touch-fingers", "0x2"], ["--threshold", "0x0"],
        ["--threshold", "nan"], ["--frame-rate", "0x10"], ["--rubber-band", "1e300"], ["--rubber-band", "infinity"],
        ["--reverse-flick", "1e300"], ["--deceleration-rate", "0x0.8p0"]
    ])
    func extremeInteractionValuesAreUsageErrors(_ flag: [String]) {
        let (status, io) = CapturedRun.run(["replay", Self.fixture] + flag)
        #expect(status == .failure(.usage), "\(flag): \(io.err)")
        #expect(io.err.contains("invalid value '\(flag[1])' for \(flag[0])"), "\(io.err)")
        #expect(io.out.isEmpty)
    }

    @Test(arguments: [
        ["--width-mm", "0"], ["--height-mm", "1e9"], ["--width-mm", "0x10"], ["--start-ms", "1e20"],
        ["--start-ms", "-0.5"], ["--gap-ms", "1e300"], ["--start-ms", "9007199254700"],
        ["--gap-ms", "9007199254740", "--repeat", "3"], ["--duration-ms", "0x10"]
    ])
    func synthRefusesWhatAFixtureCannotHoldAndWritesNothing(_ flags: [String]) throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let output = directory + "/out.fixture.jsonl"
        let (status, io) = CapturedRun.run(["synth", "-o", output] + flags)
        #expect(status == .failure(.usage), "\(flags): \(io.err)")
        #expect(io.err.contains("--" + flags[0].dropFirst(2)), "\(io.err)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).isEmpty)
    }

    /// `--travel-mm` was `--distance-mm`: the old spelling still makes the same bytes, so the
    /// `source.command` of a fixture made before regenerates it, and the header names the new one.
    @Test func synthReadsTheOldSpellingOfTravel() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        var files: [String] = []
        for spelling in ["--travel-mm", "--distance-mm"] {
            let output = directory + "/\(spelling.dropFirst(2)).fixture.jsonl"
            let (status, io) = CapturedRun.run(["synth", spelling, "25", "--source", "touch", "-o", directory + "/f"])
            #expect(status == .success, "\(io.err)")
            try FileManager.default.moveItem(atPath: directory + "/f", toPath: output)
            files.append(try String(contentsOfFile: output, encoding: .utf8))
        }
        #expect(files[0] == files[1])
        #expect(files[0].contains("--travel-mm 25 ") && !files[0].contains("--distance-mm"))
        let (status, io) = CapturedRun.run(["synth", "--travel-mm", "1", "--distance-mm", "2", "-o", directory + "/g"])
        #expect(status == .failure(.usage) && io.err.contains("--travel-mm given twice"), "\(io.err)")
    }

    /// The last start a fixture can hold still makes a fixture that `replay` reads back.
    @Test func synthAtTheLastAcceptedTimeWritesAFixtureReplayReads() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let output = directory + "/late.fixture.jsonl"
        let (status, io) = CapturedRun.run(["synth", "-o", output, "--start-ms", "9007199254000", "--width-mm", "1"])
        #expect(status == .success, "\(io.err)")
        let (replayed, log) = CapturedRun.run(["replay", output, "--format", "json"])
        #expect(replayed == .success, "\(log.err)")
        #expect(log.out.contains(#""t":9007199254"#))
    }

    /// Numbers are decimal everywhere a command line takes one: `Double("0x10")` alone would be 16.
    @Test(arguments: ["12", "-0.5", ".25", "1e-3", "+2", "7.", "1E+2"])
    func decimalNumbersAreRead(_ text: String) {
        #expect(decimal(text) == Double(text))
    }

    @Test(arguments: ["0x10", "nan", "inf", "-infinity", "1e", ".", "", "1_0", "١", "1e400", " 1", "0x1p3"])
    func otherNumberSpellingsAreNot(_ text: String) {
        #expect(decimal(text) == nil)
    }
}

/// Table cells for any number a computation can reach: never a trap.
@Test(
    arguments: [
        (1e19, "1e+19"), (-1e300, "-1e+300"), (.infinity, "inf"), (.nan, "nan"), (1e16, "1e+16"),
        (123.456, "123.46"), (-0.001, "0.00")
    ] as [(Double, String)])
func tableCellsHoldEveryNumber(_ value: Double, _ text: String) {
    #expect(TextColumns.fixed(value, 2) == text)
}

/// A directory where a scene file goes is named as one, not as a missing file.
@Test func aDirectoryGivenAsASceneIsNamedSo() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let (status, io) = CapturedRun.run(["simulate", "--scene", directory])
    #expect(status == .failure(.missingInput))
    #expect(io.err.contains("is a directory"), "\(io.err)")
}
