import Foundation
import SwoopCLI
import SwoopCommandLine
import SwoopCore
import SwoopFixtures
import SwoopInputModel
import SwoopLiveCLI
import SwoopRecordings
import SwoopTestSupport
import Testing

/// `swoop import` on the virtual clock (the default): the recording's own times, the same bytes on
/// every run, idle or loaded, and the same events libinput gives a real-time import.
@Suite(
    .enabled(if: ImportGate.recordingsPresent && ImportGate.canEmulate, "emulation or ../shared/recordings unavailable")
)
struct VirtualClockImportTests {
    static var paths: [String] {
        get throws { try ImportFidelityTests.recordings.map { try SharedFiles.recording($0) } }
    }

    /// Every fixture of one `swoop import` call of all shared recordings, by file name.
    static func importAll(_ arguments: [String] = []) async throws -> [String: [UInt8]] {
        let run = await ImportRun.run(try paths, arguments)
        defer { try? FileManager.default.removeItem(at: run.directory) }
        try #require(run.status == SwoopCommandLine.ExitStatus.success, "\(run.standardError)")
        var files: [String: [UInt8]] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: run.directory.path) {
            files[name] = try readFile(run.directory.appendingPathComponent(name).path, limit: 1 << 28)
        }
        return files
    }

    /// Motion and touches only ever come from a frame (timeouts make holds, gesture ends, scroll stops):
    /// each is at its frame's recorded time + 1 s exactly, the fixture's origin. (The Chromebook tap
    /// holds only a hold, which libinput's timeout makes.)
    @Test func framesEventsAreAtTheRecordingsTimesPlusOneSecond() async throws {
        let run = await ImportRun.run(try Self.paths)
        defer { try? FileManager.default.removeItem(at: run.directory) }
        try #require(run.status == SwoopCommandLine.ExitStatus.success, "\(run.standardError)")
        var checked = 0
        for path in try Self.paths {
            let recording = try RecordingLoader.load(path: path)
            let times = recording.devices.flatMap { $0.frames.map(\.time) }
            let origin = try #require(times.min())
            let frames = Set(times.map { $0.micros(since: origin) + FixtureHeader.timeOrigin.micros })
            let fixture = try ImportRun.fixture(for: path, in: run.directory)
            #expect(fixture.header.source.clock == .virtual)
            let framed = fixture.events.filter { event in
                switch event.event {
                case .touchDown, .touchMotion, .touchUp, .touchFrame, .scroll, .swipeUpdate, .pinchUpdate: return true
                default: return false
                }
            }
            checked += framed.count
            let stray = framed.filter { !frames.contains($0.time.micros) }
            #expect(stray.isEmpty, "\(path): \(stray.prefix(3)) are not at a frame's time + 1 s")
            #expect(fixture.events.allSatisfy { $0.time >= FixtureHeader.timeOrigin })
        }
        #expect(checked > 1000, "only \(checked) events came from frames")
    }

    /// Five imports of every shared recording give byte-identical fixtures.
    @Test func everyImportGivesTheSameBytes() async throws {
        let first = try await Self.importAll()
        #expect(first.count >= ImportFidelityTests.recordings.count)
        for run in 2...5 {
            let again = try await Self.importAll()
            #expect(again == first, "import \(run) differs in \(Self.differing(first, again))")
        }
    }

    /// Whether this run may load the machine: the loaded import test would slow every real-time
    /// emulation running beside it, so scripts/test runs it in a pass of its own (`SWOOP_LOAD_TEST=1`);
    /// elsewhere the runner reports it as skipped, with this reason.
    static var mayLoadTheMachine: Bool { ProcessInfo.processInfo.environment["SWOOP_LOAD_TEST"] == "1" }

    /// Five imports of every shared recording while a CPU hog (a spinning process per core) holds every
    /// core give the same bytes as one on the machine as it was.
    @Test(.enabled(if: mayLoadTheMachine, "runs in scripts/test's own pass (SWOOP_LOAD_TEST=1)"))
    func everyImportGivesTheSameBytesUnderLoad() async throws {
        let first = try await Self.importAll()
        #expect(first.count >= ImportFidelityTests.recordings.count)
        let hog = try CPUHog(processes: max(1, ProcessInfo.processInfo.activeProcessorCount))
        defer { hog.stop() }
        for run in 1...5 {
            let loaded = try await Self.importAll()
            #expect(loaded == first, "loaded import \(run) differs in \(Self.differing(first, loaded))")
        }
    }

    static func differing(_ a: [String: [UInt8]], _ b: [String: [UInt8]]) -> [String] {
        Set(a.keys).union(b.keys).filter { a[$0] != b[$0] }.sorted()
    }

    /// The tap recordings give the same holds and touches on both clocks, from one import on each.
    /// Neither depends on where the machine's delays put a frame: libinput arms no timer for the Atmel
    /// touchscreen's touches, and the Chromebook's one hold begins at libinput's hold timeout, 86 ms
    /// before the fingers lift (the virtual run: hold at +40 ms, lift at +126 ms), a margin no import
    /// lateness comes near (the summary reports any over 5 ms).
    @Test(
        arguments: ["touchscreen_atmel-maxtouch_1fg-fast-taps.evemu", "touchpad_chromebook-pixel_2fg-tap.evemu"])
    func tapsGiveTheSameEventsAsARealtimeImport(_ name: String) async throws {
        let path = try SharedFiles.recording(name)
        let virtual = try await Self.events(of: path, [])
        let realtime = try await Self.events(of: path, ["--realtime"])
        #expect(virtual.clock == .virtual)
        #expect(realtime.clock == .realtime)
        #expect(!virtual.events.isEmpty)
        #expect(realtime.events == virtual.events, "\(name): virtual \(virtual.events)\nrealtime \(realtime.events)")
        print("\(name): \(virtual.events.count) events on both clocks")
    }

    static func events(of path: String, _ arguments: [String]) async throws -> (
        clock: EmulationClock?, events: [InputEvent]
    ) {
        let run = await ImportRun.run([path], arguments)
        defer { try? FileManager.default.removeItem(at: run.directory) }
        try #require(run.status == SwoopCommandLine.ExitStatus.success, "\(run.standardError)")
        let fixture = try ImportRun.fixture(for: path, in: run.directory)
        return (fixture.header.source.clock, fixture.events.map(\.event))
    }

    /// On the virtual clock a gap costs nothing: a 61 s pause imports without --allow-long (which
    /// --realtime still needs).
    @Test func aLongGapNeedsNoAllowLongOnTheVirtualClock() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "swoop-virtual-gap-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let touchscreen = try String(
            contentsOfFile: SharedFiles.inPackage("Fixtures/devices/touchscreen.evemu"), encoding: .utf8)
        let gap = directory.appendingPathComponent("gap.evemu").path
        try (touchscreen + (touchscreen.hasSuffix("\n") ? "" : "\n") + Self.gapEvents).write(
            toFile: gap, atomically: true, encoding: .utf8)
        let refused = await ImportRun.run([gap], ["--realtime"])
        defer { try? FileManager.default.removeItem(at: refused.directory) }
        #expect(refused.status == .failure(.badData))
        #expect(refused.standardError.contains("--allow-long"), "\(refused.standardError)")
        let imported = await ImportRun.run([gap])
        defer { try? FileManager.default.removeItem(at: imported.directory) }
        #expect(imported.status == .success, "\(imported.standardError)")
        let fixture = try ImportRun.fixture(for: gap, in: imported.directory)
        let lift = try #require(fixture.events.last { if case .touchUp = $0.event { true } else { false } })
        #expect(lift.time == Timestamp(micros: 62_000_000), "the lift 61 s after the touch: \(lift)")
    }

    /// A touch at 0 s and its lift 61 s later (a `Fixtures/devices/touchscreen.evemu` device).
    static let gapEvents = """
        E: 0.000000 0003 0039 0001
        E: 0.000000 0003 0035 0500
        E: 0.000000 0003 0036 0500
        E: 0.000000 0001 014a 0001
        E: 0.000000 0003 0000 0500
        E: 0.000000 0003 0001 0500
        E: 0.000000 0000 0000 0000
        E: 61.000000 0003 0039 -001
        E: 61.000000 0001 014a 0000
        E: 61.000000 0000 0000 0000

        """
}

/// Processes that spin on every core until stopped (by their ids), to load the machine.
final class CPUHog {
    private var processes: [Process] = []

    init(processes count: Int) throws {
        for _ in 0..<count {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", "while :; do :; done"]
            try process.run()
            processes.append(process)
        }
    }

    func stop() {
        for process in processes where process.isRunning { kill(process.processIdentifier, SIGKILL) }
        for process in processes { process.waitUntilExit() }
        processes = []
    }

    deinit { stop() }
}
