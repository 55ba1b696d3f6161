import Foundation
import SwoopCommandLine
import SwoopCore
import SwoopLiveCLI
import SwoopTestSupport
import Testing

@testable import SwoopCLI

// Issue 28: every cost bounded by a documented cap, and each refusal with its real reason and place.
// Each case asserts the cap, the message and the exit status — never a time.

private let fixtures = SwoopProcess.packageRoot + "/Fixtures/"

/// `swoop-live`'s driver (its `main.swift` lists these two commands).
private var live: CommandLineDriver {
    CommandLineDriver(executable: "swoop-live", tagline: "", commands: [RunCommand.self, RecordCommand.self])
}

private func runLive(_ argv: [String]) -> (SwoopCommandLine.ExitStatus, CapturedRun) {
    let io = CapturedRun(argv, driver: live)
    return (io.status, io)
}

private func write(_ text: String, _ name: String, in directory: String) throws -> String {
    let path = directory + "/" + name
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
}

// MARK: Caps

@Test func atPastItsCapNamesTheCapAndDoesNotQuoteTheValueBack() throws {
    let dir = try temporaryDirectory()
    let points = Array(repeating: "0.5", count: RenderCommand.maximumPoints + 200).joined(separator: ",")
    let (status, io) = CapturedRun.run(["render", "-t", "zoom", "--at", points, "-o", dir + "/x.png"])
    #expect(status == .failure(.usage))
    #expect(io.err.contains("expected at most 1000 progress points (this value has 1200)"), "\(io.err.prefix(300))")
    #expect(io.err.contains("…(4799 characters)"), "the value is cut")
    #expect(io.err.count < 2000, "\(io.err.count) characters of error")
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir).isEmpty)
}

@Test func aScriptPastTheFrameCapIsRefusedBeforeAnythingIsDrawn() throws {
    let dir = try temporaryDirectory()
    // Sixty drags, each settling for about a second at 120 Hz: about 6 300 frames.
    let script = Array(repeating: "begin; update 0.5; finish; wait 1", count: 60).joined(separator: "; ")
    let (status, io) = CapturedRun.run(["render", "-t", "zoom", "--script", script, "-o", dir + "/big.gif"])
    #expect(status == .failure(.usage), "\(io.err)")
    #expect(io.err.contains("frames at 120 Hz; an export draws at most 3600"), "\(io.err)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir).isEmpty)
}

@Test func aLongExportShowsProgressOnATerminalOnly() throws {
    let dir = try temporaryDirectory()
    let argv = ["render", "-t", "zoom", "--scale", "0.25"]  // the default script: about 100 frames
    let terminal = CapturedRun(argv + ["-o", dir + "/t/"], stderrIsTerminal: true)
    #expect(terminal.status == .success, "\(terminal.err)")
    let frames = try FileManager.default.contentsOfDirectory(atPath: dir + "/t").count
    #expect(frames >= RenderCommand.progressFrames, "\(frames) frames: long enough for a progress line")
    #expect(terminal.err.contains("\rrender [##############################] \(frames)/\(frames)"), "\(terminal.err)")
    #expect(terminal.err.hasSuffix("\r\u{1b}[K"), "the line is cleared at the end")
    let (status, piped) = CapturedRun.run(argv + ["-o", dir + "/p/"])
    #expect(status == .success)
    #expect(piped.err.isEmpty, "no progress line off a terminal: \(piped.err)")
}

// MARK: Replay and fixtures

@Test func replayRenderWithNothingToDrawIsANoticeNotBadData() throws {
    let dir = try temporaryDirectory()
    let (status, io) = CapturedRun.run([
        "replay", fixtures + "touchpad-swipe-tiny.fixture.jsonl", "-t", "zoom", "--render", dir + "/r.gif"
    ])
    #expect(status == .success, "\(io.err)")
    let notice = io.err.split(separator: "\n").filter { $0.contains("nothing to draw") }
    #expect(notice.count == 1, "\(io.err)")
    #expect(notice.first?.contains("r.gif not written") == true)
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir).isEmpty)
}

/// A format 1.1 touchscreen on axes 0..1 (device units), one drag to `last` units along x.
private func unitsFixture(to last: Double, in dir: String) throws -> String {
    var lines = [
        #"{"format":"swoop-fixture","version":"1.1","device":{"name":"panel","kind":"touchscreen","width_mm":344,"height_mm":194,"size_source":"assumed","coordinates":"device_units","axes":{"x":{"min":0,"max":1},"y":{"min":0,"max":1}}},"source":{"kind":"recorded"}}"#,
        #"{"t":1000000,"type":"touch_down","slot":0,"x":0.1,"y":0.5}"#, #"{"t":1000000,"type":"touch_frame"}"#
    ]
    for (i, x) in [0.4, 0.7, last].enumerated() {
        lines += [
            #"{"t":\#(1_010_000 + 10_000 * i),"type":"touch_motion","slot":0,"x":\#(x),"y":0.5}"#,
            #"{"t":\#(1_010_000 + 10_000 * i),"type":"touch_frame"}"#
        ]
    }
    lines += [#"{"t":1050000,"type":"touch_up","slot":0}"#, #"{"t":1050000,"type":"touch_frame"}"#]
    return try write(lines.joined(separator: "\n") + "\n", "units.fixture.jsonl", in: dir)
}

@Test func positionsFarOutsideTheAxesAreRefusedAtTheirLineAndField() throws {
    let path = try unitsFixture(to: 15, in: try temporaryDirectory())
    let (status, io) = CapturedRun.run(["replay", path])
    #expect(status == .failure(.badData))
    #expect(
        io.err.contains("units.fixture.jsonl:8: field 'x': 15.0 device units is outside the header's x axis"),
        "\(io.err)")
    #expect(io.err.contains("5 % tolerance"))
}

@Test func positionsJustOutsideTheAxesAreClampedWithOneWarning() throws {
    let path = try unitsFixture(to: 1.04, in: try temporaryDirectory())
    let (status, io) = CapturedRun.run(["replay", path, "--format", "json"])
    #expect(status == .success, "\(io.err)")
    #expect(
        io.err.contains(
            "1 touch position slightly outside the header's axes (within 5 % of their span; the first on line 8) clamped"
        ),
        "\(io.err)")
    // Clamped to the axis: the log's input line holds the position as read, on the axis' end.
    #expect(
        io.out.contains(#""t":1030000,"type":"input","device":0,"event":"touch_motion","slot":0,"x":1,"y":0.5}"#),
        "\(io.out)")
}

// MARK: Outputs

@Test(arguments: [("", "'': an empty path names no file"), ("missing/dir/f", "missing/dir/f: cannot create")])
func recordChecksItsOutputBeforeAnyDevice(_ output: String, _ message: String) {
    // No device is needed to get here: an unusable -o is reported as itself (73), not as "no touch device" (69).
    let (status, io) = CapturedRun.run(["record", "-o", output, "--device", "/nonexistent/event0"])
    #expect(status == .failure(.cannotCreate), "\(io.err)")
    #expect(io.err.hasPrefix("swoop record: " + message), "\(io.err)")
    let (liveStatus, liveIO) = runLive(["record", "-o", output, "--device", "/nonexistent/event0"])
    #expect(liveStatus == .failure(.cannotCreate), "\(liveIO.err)")
    #expect(liveIO.err.hasPrefix("swoop-live record: " + message), "\(liveIO.err)")
}

@Test func runChecksItsLogBeforeAnyDevice() {
    let (status, io) = runLive(["run", "--log", "missing/dir/log.jsonl", "--device", "/nonexistent/event0"])
    #expect(status == .failure(.cannotCreate), "\(io.err)")
    #expect(io.err.hasPrefix("swoop-live run: missing/dir/log.jsonl: cannot create"), "\(io.err)")
}

@Test func swoopLiveSignsItsMessagesWithItsOwnName() {
    let (status, io) = runLive(["run", "--size-mm", "1x1"])
    #expect(status == .failure(.usage))
    #expect(io.err.hasPrefix("swoop-live run: --size-mm '1x1': width 1 mm is outside"), "\(io.err)")
    #expect(io.err.contains("\nusage: swoop-live run "), "\(io.err)")
    let help = CapturedRun(["record", "--help"], driver: live)
    #expect(help.status == .success)
    #expect(help.out.hasPrefix("swoop-live record: "), "\(help.out)")
    #expect(help.out.contains("usage: swoop-live record "))
}

@Test func everyOutputDirectoryFollowsOneRule() throws {
    let dir = try temporaryDirectory()
    let full = dir + "/full"
    try FileManager.default.createDirectory(atPath: full, withIntermediateDirectories: true)
    _ = try write("keep", "keep.txt", in: full)
    // Not empty: refused by render -o DIR/ and by check --render-failures DIR alike, before any work.
    let (render, renderIO) = CapturedRun.run(["render", "-t", "zoom", "--scale", "0.25", "-o", full + "/"])
    #expect(render == .failure(.cannotCreate))
    #expect(renderIO.err.contains("full: cannot write (the directory is not empty; give a new or empty directory)"))
    let (check, checkIO) = CapturedRun.run([
        "check", fixtures + "touchscreen-slow-drag-past.fixture.jsonl", "--threshold", "0.95", "-t", "mask",
        "--render-failures", full
    ])
    #expect(check == .failure(.cannotCreate), "\(checkIO.err)")
    #expect(checkIO.err.contains("full: the directory is not empty; give a new or empty directory"))
    #expect(checkIO.out.isEmpty, "refused before any fixture was checked")
    #expect(try FileManager.default.contentsOfDirectory(atPath: full) == ["keep.txt"])
    // Missing, with missing parents: made, for both.
    let (made, madeIO) = CapturedRun.run(["render", "-t", "zoom", "--scale", "0.25", "-o", dir + "/a/b/frames/"])
    #expect(made == .success, "\(madeIO.err)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir + "/a/b/frames").contains("frame-00000.png"))
}

@Test func anOutputDirectoryThatCannotBeMadeIsNamedNotItsTemporary() throws {
    // A directory no one may create in: /sys refuses even root; elsewhere, a directory without write permission.
    let parent: String
    if geteuid() == 0 {
        parent = "/sys/kernel"
        if mkdir(parent + "/.swoop-probe", 0o755) == 0 {
            rmdir(parent + "/.swoop-probe")
            try TestGate.unavailable("running as root, and /sys/kernel accepts new directories here")
        }
    } else {
        parent = try temporaryDirectory()
        chmod(parent, 0o555)
    }
    let (status, io) = CapturedRun.run(["render", "-t", "zoom", "--scale", "0.25", "-o", parent + "/frames/"])
    #expect(status == .failure(.cannotCreate))
    #expect(io.err.hasPrefix("swoop render: \(parent)/frames: cannot write (cannot create in \(parent): "), "\(io.err)")
    #expect(!io.err.contains(".tmp-"), "the temporary is not the user's business: \(io.err)")
}

// MARK: Scene files

@Test func invalidUTF8InASceneFileHasALineAndColumn() throws {
    let dir = try temporaryDirectory()
    let path = dir + "/bad.json"
    var bytes = Array(#"{"name": "x","#.utf8) + [0x0A] + Array(#"  "summary": "a "#.utf8)
    bytes += [0xFF] + Array(#" b"}"#.utf8)
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    let (status, io) = CapturedRun.run(["render", "--scene", path, "--at", "0", "-o", dir + "/x.png"])
    #expect(status == .failure(.badData))
    #expect(io.err.contains("bad.json:2:17: not UTF-8 text"), "\(io.err)")
}
