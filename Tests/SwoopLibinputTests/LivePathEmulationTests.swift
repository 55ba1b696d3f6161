import Foundation
import SwoopCore
import SwoopEmulation
import SwoopFixtures
import SwoopInputModel
import SwoopRecordings
import SwoopTestSupport
import Testing

/// What the live figures of `swoop-bench` stand on: the lean `swoop-live` executable, the emulator's
/// timing of a command's frames and output lines, and a settle time that ends when libinput is idle.
@Suite(.enabled(if: EmulationGate.shouldRun, "device emulation unavailable (see the printed reason)"))
struct LivePathEmulationTests {
    let directory = EmulationEnvironment.executableDirectory()

    /// A one-finger drag across the emulated touchscreen: every frame changes the touch.
    func drag() throws -> EmulatedDevice {
        var screen = try TestPaths.device("touchscreen")
        screen.frames = SyntheticTouches.frames(
            on: screen, fingers: [SyntheticFinger(from: (100, 80), to: (160, 80), down: 0, up: 0.4)])
        return EmulatedDevice(screen)
    }

    @Test func swoopLiveLoadsNeitherFoundationNorTheEmulationOrWindowLibraries() throws {
        // The dynamic loader's trace mode lists what a program would load, without running it.
        let process = Process()
        process.executableURL = URL(fileURLWithPath: directory + "/swoop-live")
        process.environment = ["LD_TRACE_LOADED_OBJECTS": "1"]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let listing = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(listing.contains("libinput.so"), "\(listing)")
        for library in ["libFoundation", "libumockdev", "libSDL2", "libcairo", "libyaml"] {
            #expect(!listing.contains(library), "swoop-live loads \(library): \(listing)")
        }
    }

    @Test func swoopLiveRecordWritesTheFixtureSwoopRecordWrites() async throws {
        let output = FileManager.default.temporaryDirectory
            .appendingPathComponent("swoop-live-\(UUID().uuidString).fixture.jsonl").path
        defer { try? FileManager.default.removeItem(atPath: output) }
        let result = try await Emulator.run(command: [directory + "/swoop-live", "record", "-o", output], on: [drag()])
        #expect(result.status == 0 && !result.endedBySignal, "stderr: \(result.standardError)")
        let (header, events) = try FixtureReader.readAll(path: output)
        #expect(header.device.name == "Swoop Emulated Touchscreen")
        #expect(header.source.kind == .recorded)
        #expect(events.map(\.event).first { if case .touchDown = $0 { true } else { false } } != nil)
        #expect(events.map(\.event).last { if case .touchUp = $0 { true } else { false } } != nil)
    }

    @Test func timingPairsEveryFrameWithItsInjectionAndEveryOutputLineWithItsArrival() async throws {
        let tool = try LibinputDebugEventsTool.path()
        var options = EmulationOptions(leadTime: .seconds(1))
        options.timesCommandOutput = true
        let device = try drag()
        let result = try await Emulator.run(command: [tool, "debug-events"], on: [device], options: options)
        let timing = try #require(result.timing)
        #expect(timing.frameInjectionMicros.count == device.device.frames.count)
        #expect(zip(timing.frameInjectionMicros, timing.frameInjectionMicros.dropFirst()).allSatisfy { $0 < $1 })
        let lines = result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == timing.lineArrivalMicros.count)
        #expect(zip(timing.lineArrivalMicros, timing.lineArrivalMicros.dropFirst()).allSatisfy { $0 <= $1 })
        // Each frame makes one TOUCH_FRAME line, which cannot arrive before its frame went in.
        let frameLines = zip(lines, timing.lineArrivalMicros).filter { $0.0.contains("TOUCH_FRAME") }.map(\.1)
        #expect(frameLines.count == timing.frameInjectionMicros.count, "\(result.standardOutput)")
        #expect(zip(frameLines, timing.frameInjectionMicros).allSatisfy { $0 >= $1 })
    }

    @Test func settleEndsOnceLibinputIsIdleWithTheSameEvents() async throws {
        var options = EmulationOptions(settleTime: .seconds(30))
        options.settlesUntilIdle = true
        let result = try await Emulator.run([drag()], options: options)
        // Far less than the 30 s allowed: libinput was idle (a touchscreen arms no timer) long before.
        let settled = try #require(result.statistics["settledMicros"].flatMap(Int64.init))
        #expect(settled < 30_000_000)
        let kinds = result.inputEvents.map(\.kind.rawValue)
        #expect(kinds.first == "touch_down" && kinds.filter { $0 == "touch_up" }.count == 1, "\(kinds)")
        #expect(kinds.last == "touch_frame")
    }

    /// No settle time at all: the run stops right after the last write, while the lift is still on its
    /// way through umockdev's pty. It ends only once libinput has read that frame and handed out its
    /// events (the preload's count of bytes read), so the lift is there.
    @Test func aRunEndingAtTheLastWriteStillGetsTheLastFrame() async throws {
        var options = EmulationOptions(settleTime: .zero)
        options.settlesUntilIdle = true
        let result = try await Emulator.run([drag()], options: options)
        #expect(result.statistics["unreadBytes"] == "0")
        let kinds = result.inputEvents.map(\.kind.rawValue)
        #expect(kinds.filter { $0 == "touch_up" }.count == 1 && kinds.last == "touch_frame", "\(kinds)")
    }
}
