import Foundation
import SwoopCLI
import SwoopCommandLine
import SwoopEmulation
import SwoopInputModel
import SwoopLiveCLI
import SwoopRecordings
import SwoopTestSupport
import Testing

/// The proof that `swoop import` is faithful, on the real recordings in ../shared/recordings.
@Suite(
    .enabled(if: ImportGate.recordingsPresent && ImportGate.canEmulate, "emulation or ../shared/recordings unavailable")
)
struct ImportFidelityTests {
    static let recordings = [
        "touchpad_acer-sw5-012_2fg-short-scroll-up.libinput-record.yml",
        "touchpad_chromebook-pixel_2fg-tap.evemu",
        "touchpad_synaptics-ps2-hp8470p_2fg-swipes-right.evemu",
        "touchscreen_atmel-maxtouch_1fg-drag-up-then-down.evemu",
        "touchscreen_atmel-maxtouch_1fg-fast-taps.evemu",
        "touchscreen_quanta-optical_1fg-short-drags.evemu",
        "touchtablet_wacom-intuos5-touch-M_2fg-swipe-right.evemu"
    ]

    /// `libinput debug-events` reads the emulated device live, in real time; two real-time runs never
    /// play a recording at exactly the same instants, and on a recording whose meaning hangs on
    /// libinput's timers (the hp8470p's flickering finger count: seen as 17 events in one import and
    /// 20 in the next) they can legitimately differ, the more so on a busy machine. A fault in the
    /// import would differ every time, so up to three attempts are made, each printed, and every
    /// fixture is compared with every `debug-events` run so far: one pair must agree exactly. A
    /// virtual-clock import is the same every time, so it is made once, and `debug-events` (the only
    /// side that varies) gets up to five runs to meet it.
    @Test(.enabled(if: ImportGate.canCompareWithLibinputTool), arguments: recordings, EmulationClock.allCases)
    func fixtureHoldsWhatLibinputDebugEventsPrints(_ name: String, _ clock: EmulationClock) async throws {
        let path = try SharedFiles.recording(name)
        let recording = try RecordingLoader.load(path: path)
        let tool = try #require(
            ImportGate.libinputTool, "libinput-tools is not installed (apt-get install libinput-tools)")
        var attempts: [String] = []
        var printed: [[String: Int]] = []
        var imported: [[String: Int]] = []
        for attempt in 1...(clock == .virtual ? 5 : 3) {
            if clock == .realtime || imported.isEmpty {
                let run = await ImportRun.run([path], clock == .realtime ? ["--realtime"] : [])
                defer { try? FileManager.default.removeItem(at: run.directory) }
                try #require(run.status == SwoopCommandLine.ExitStatus.success, "\(run.standardError)")
                let fixture = try ImportRun.fixture(for: path, in: run.directory)
                #expect(fixture.header.source.clock == clock)
                imported.append(LibinputDebugEvents.counts(inFixture: fixture.events))
            }
            let debug = try await Emulator.run(
                command: [tool, "debug-events", "--device", "/dev/input/event0"],
                on: recording.devices.map { EmulatedDevice($0) })
            try #require(
                debug.standardOutput.contains("DEVICE_ADDED"), "debug-events saw no device: \(debug.standardError)")
            printed.append(LibinputDebugEvents.counts(inOutput: debug.standardOutput))
            attempts.append(
                "attempt \(attempt): libinput debug-events \(Self.listed(printed.last!)); "
                    + "\(clock.rawValue) fixture \(Self.listed(imported.last!))")
            print("\(name): \(attempts.last!)")
            if imported.contains(where: { printed.contains($0) }) { return }
        }
        let report: String =
            "\(name): no fixture matched any `libinput debug-events` run:\n" + attempts.joined(separator: "\n")
        guard clock == .virtual, Self.virtualClockDivergences.contains(name) else {
            Issue.record(Comment(rawValue: report))
            return
        }
        withKnownIssue("the virtual clock gives the rarer of libinput's two real-time outcomes here (issue 24)") {
            Issue.record(Comment(rawValue: report))
        }
    }

    /// Recordings whose meaning hangs on a race between libinput's timers and the moment a frame is
    /// read: real-time `debug-events` mostly prints two holds for the hp8470p's flickering second
    /// finger, sometimes one; the virtual clock, reading each frame at its own time, always gives one.
    /// Still compared and printed every run; a mismatch is reported as a known issue, not hidden.
    static let virtualClockDivergences: Set = ["touchpad_synaptics-ps2-hp8470p_2fg-swipes-right.evemu"]

    static func listed(_ counts: [String: Int]) -> String {
        counts.isEmpty
            ? "nothing" : counts.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }.joined(separator: ", ")
    }

    /// Every file in ../shared/recordings (whatever is added there later) imports in one call.
    @Test func everySharedRecordingImportsInOneCall() async throws {
        let directory = SharedFiles.recordings
        let names = try FileManager.default.contentsOfDirectory(atPath: directory)
            .filter { $0.hasSuffix(".evemu") || $0.hasSuffix(".yml") || $0.hasSuffix(".yaml") }.sorted()
        #expect(names.count >= 6)
        let imported = await ImportRun.run(names.map { "\(directory)/\($0)" })
        defer { try? FileManager.default.removeItem(at: imported.directory) }
        print(imported.standardError)
        #expect(imported.status == SwoopCommandLine.ExitStatus.success, "\(imported.standardError)")
        for name in names {
            let fixture = try ImportRun.fixture(for: "\(directory)/\(name)", in: imported.directory)
            #expect(fixture.header.source.kind == .imported)
            #expect(fixture.header.source.file == name)
            #expect(
                fixture.header.source.libinput?.first?.isNumber == true,
                "libinput version: \(String(describing: fixture.header.source.libinput))")
        }
    }
}
