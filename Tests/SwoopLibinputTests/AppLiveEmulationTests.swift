import Foundation
import SwoopCore
import SwoopEmulation
import SwoopTestSupport
import Testing

/// `swoop run --app seeds` live on the emulated touchscreen (294 × 165 mm showing the 390 × 844 pt
/// scene: 1.33 pt/mm across, 5.12 down), through the real libinput: a tap on a cell presents the zoom
/// detail, a drag down past 0.3 dismisses it, a tap on "+" reveals the menu, a drag down goes back.
/// A recording of the same touches replayed through the app writes the same navigation lines.
@Suite(.enabled(if: EmulationGate.shouldRun, "device emulation unavailable (see the printed reason)"))
struct AppLiveEmulationTests {
    let directory = EmulationEnvironment.executableDirectory()

    /// The flow on the emulated touchscreen; times in seconds from the first touch.
    func flow() throws -> EmulatedDevice {
        var screen = try TestPaths.device("touchscreen")
        let mm = (x: 294.0 / 390, y: 165.0 / 844)
        func point(_ x: Double, _ y: Double) -> (x: Double, y: Double) { (x * mm.x, y * mm.y) }
        func tap(_ p: (x: Double, y: Double), at t: Double) -> SyntheticFinger {
            SyntheticFinger(from: p, to: p, down: t, up: t + 0.08)
        }
        // 70 mm down of 165: p ≈ 0.41 by distance alone.
        func dragDown(at t: Double) -> SyntheticFinger {
            SyntheticFinger(from: (147, 40), to: (147, 110), down: t, up: t + 0.4)
        }
        screen.frames = SyntheticTouches.frames(
            on: screen,
            fingers: [
                tap(point(195, 296), at: 0), dragDown(at: 1.5), tap(point(340, 770), at: 3.0), dragDown(at: 4.0)
            ])
        return EmulatedDevice(screen)
    }

    /// The `navigation` lines of a JSON log, without their times (a live run's differ from run to run).
    func navigations(_ path: String) throws -> [String] {
        try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").compactMap { line in
            guard var record = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                record["type"] as? String == "navigation"
            else { return nil }
            record["t"] = nil
            let data = try JSONSerialization.data(withJSONObject: record, options: .sortedKeys)
            return String(decoding: data, as: UTF8.self)
        }
    }

    /// A tap on a cell, then two fingers 60 mm apart pinching in to 30 mm in 0.4 s, lifted while moving
    /// (scale 0.5: progress 1 less the slop, finish); then a tap on the cell again and a slow pinch to
    /// 51 mm that rests 0.4 s before lifting (p ≈ 0.21: cancel, the detail stays).
    func pinchFlow() throws -> EmulatedDevice {
        var screen = try TestPaths.device("touchscreen")
        let cell = (x: 195 * 294.0 / 390, y: 296 * 165.0 / 844)
        screen.frames = SyntheticTouches.frames(
            on: screen,
            fingers: [SyntheticFinger(from: cell, to: cell, down: 0, up: 0.08)]
                + TouchscreenPinchEmulationTests.pinch(from: 60, to: 30, down: 1.5, stopsAt: 1.92, up: 1.92)
                + [SyntheticFinger(from: cell, to: cell, down: 3.0, up: 3.08)]
                + TouchscreenPinchEmulationTests.pinch(from: 60, to: 51, down: 4.5, stopsAt: 5.5, up: 5.9))
        return EmulatedDevice(screen)
    }

    /// `swoop run --app seeds` on `flow`, then `swoop record` of the same touches replayed through the
    /// app: the run's standard error, its log, and both logs' navigation lines.
    func runAndReplay(_ flow: () throws -> EmulatedDevice, in directory: TemporaryDirectory) async throws -> (
        standardError: String, log: String, live: [String], replayed: [String]
    ) {
        let (log, fixture, replayed) = (
            directory.file("run.jsonl"), directory.file("flow.fixture.jsonl"), directory.file("replay.jsonl")
        )
        let swoop = self.directory + "/swoop"
        let run = try await Emulator.run(command: [swoop, "run", "--app", "seeds", "--log", log], on: [flow()])
        #expect(run.status == 0 && !run.endedBySignal, "stderr: \(run.standardError)")
        let record = try await Emulator.run(command: [swoop, "record", "-o", fixture], on: [flow()])
        #expect(record.status == 0, "stderr: \(record.standardError)")
        let replay = Process()
        replay.executableURL = URL(fileURLWithPath: swoop)
        replay.arguments = ["replay", fixture, "--app", "seeds", "--log", replayed]
        replay.standardOutput = FileHandle.nullDevice
        try replay.run()
        replay.waitUntilExit()
        #expect(replay.terminationStatus == 0)
        return (run.standardError, directory.read("run.jsonl"), try navigations(log), try navigations(replayed))
    }

    @Test func aPinchInDismissesTheZoomDetailLiveAndItsRecordingReplaysToTheSameNavigations() async throws {
        let (standardError, log, live, replayed) = try await runAndReplay(pinchFlow, in: TemporaryDirectory())
        #expect(
            standardError.contains("4 navigations, screens: home → detail → home → detail → detail"), "\(standardError)"
        )
        #expect(log.contains(#""type":"pan","phase":"began","device":"#) && log.contains(#""scale":"#))
        #expect(live.count == 8, "\(live)")
        if live.count == 8 {
            #expect(live[3].contains("\"finished\":true") && live[3].contains("\"screen\":\"home\""), "\(live)")
            #expect(live[3].contains("\"trigger\":\"pan\"") && live[3].contains("\"kind\":\"dismiss\""))
            #expect(live[7].contains("\"finished\":false") && live[7].contains("\"screen\":\"detail\""), "\(live)")
        }
        #expect(replayed == live)
    }

    @Test func theSeedsAppRunsLiveAndItsRecordingReplaysToTheSameNavigations() async throws {
        let (standardError, _, live, replayed) = try await runAndReplay(flow, in: TemporaryDirectory())
        #expect(
            standardError.contains("4 navigations, screens: home → detail → home → menu → home"), "\(standardError)")
        #expect(live.count == 8)
        #expect(live.first?.contains("\"phase\":\"began\",\"route\":\"zoom\"") == true, "\(live)")
        #expect(live.first?.contains("\"trigger\":\"tap\"") == true)
        #expect(live[3].contains("\"screen\":\"home\"") && live[3].contains("\"trigger\":\"pan\""), "\(live)")
        #expect(replayed == live)
    }
}
