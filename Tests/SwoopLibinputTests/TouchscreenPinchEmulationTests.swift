import Foundation
import SwoopCore
import SwoopEmulation
import SwoopFixtures
import SwoopInputModel
import SwoopRecordings
import SwoopTestSupport
import Testing

/// Two-finger pinches on an emulated touchscreen, through the real libinput (which reports only the
/// touches): `swoop run --source pinch` live, and `swoop replay --source pinch` of what `swoop record`
/// made of the same hands, decide alike.
@Suite(.enabled(if: EmulationGate.shouldRun, "device emulation unavailable (see the printed reason)"))
struct TouchscreenPinchEmulationTests {
    let swoop = EmulationEnvironment.executableDirectory() + "/swoop"

    /// Two fingers landing `from` mm apart across the middle of the 294 × 165 mm screen and moving
    /// together to `to` mm apart between `down + 0.02` and `stopsAt`, lifted at `up`.
    static func pinch(from: Double, to: Double, down: Double, stopsAt: Double, up: Double) -> [SyntheticFinger] {
        let (x, y) = (147.0, 82.0)
        return [-1.0, 1].map { side in
            SyntheticFinger(
                from: (x + side * from / 2, y), to: (x + side * to / 2, y), down: down, movesAt: down + 0.02,
                stopsAt: stopsAt, up: up)
        }
    }

    /// A pinch in to half in 0.4 s, lifted while moving (finish); 1.5 s later, a slow pinch in to 0.85
    /// that rests 0.4 s before lifting (p ≈ 0.21 at rest: cancel).
    static let hands =
        pinch(from: 60, to: 30, down: 0, stopsAt: 0.42, up: 0.42)
        + pinch(from: 60, to: 51, down: 1.9, stopsAt: 2.9, up: 3.3)

    static func decisions(inLog text: String) throws -> [(rule: String, progress: Double)] {
        try text.split(separator: "\n").compactMap { line in
            let record = try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            guard record["type"] as? String == "decision" else { return nil }
            return ("\(record["outcome"] ?? "?")/\(record["rule"] ?? "?")", record["progress"] as? Double ?? .nan)
        }
    }

    @Test func liveRunAndReplayOfItsRecordingDecideAlike() async throws {
        var device = try TestPaths.device("touchscreen")
        device.frames = SyntheticTouches.frames(on: device, fingers: Self.hands)
        let directory = TemporaryDirectory()
        let fixture = directory.file("pinches.fixture.jsonl")
        let log = directory.file("run.jsonl")
        let options = EmulationOptions(leadTime: .seconds(1))

        let recorded = try await Emulator.run(
            command: [swoop, "record", "-o", fixture], on: [EmulatedDevice(device)], options: options)
        #expect(recorded.status == 0, "stderr: \(recorded.standardError)")
        let events = try FixtureReader.readAll(path: fixture).events.map(\.event)
        #expect(!events.contains { if case .pinchBegin = $0 { true } else { false } }, "libinput made no gesture")
        #expect(events.filter { if case .touchDown = $0 { true } else { false } }.count == 4)

        let live = try await Emulator.run(
            command: [swoop, "run", "--source", "pinch", "--log", log], on: [EmulatedDevice(device)], options: options)
        #expect(live.status == 0, "stderr: \(live.standardError)")
        let logText = directory.read("run.jsonl")
        let liveDecisions = try Self.decisions(inLog: logText)
        #expect(logText.contains(#""type":"pan","phase":"began""#) && logText.contains(#""source":"pinch""#))

        let replay = Process()
        replay.executableURL = URL(fileURLWithPath: swoop)
        replay.arguments = ["replay", fixture, "--source", "pinch", "--format", "json"]
        let pipe = Pipe()
        replay.standardOutput = pipe
        try replay.run()
        let replayText = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        replay.waitUntilExit()
        #expect(replay.terminationStatus == 0)
        let replayed = try Self.decisions(inLog: replayText)

        print("touchscreen pinches: live \(liveDecisions), replayed \(replayed)")
        #expect(liveDecisions.map(\.rule) == replayed.map(\.rule))
        #expect(liveDecisions.map { String($0.rule.prefix(6)) } == ["finish", "cancel"])
        for (a, b) in zip(liveDecisions, replayed) { #expect(abs(a.progress - b.progress) < 0.02) }
        // log(51/60)/log(0.5) = 0.234 of the way, less the 2-unit slop: the resting pinch's progress.
        if replayed.count == 2 { #expect(abs(replayed[1].progress - 0.214) < 0.02, "\(replayed)") }
    }
}
