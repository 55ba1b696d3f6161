import Foundation
import SwoopCore
import SwoopEmulation
import SwoopFixtures
import SwoopInputModel
import SwoopRecordings

/// Live-path overhead: the CPU time (user + system) of `swoop record` against that of libinput's own
/// `libinput debug-events`, each run inside the emulation harness on the same emulated touchpad
/// playing the same synthetic three-finger swipes through the real libinput. Both read the same
/// libinput events; the ratio is what Swoop's live path (its libinput source, event conversion and
/// fixture writing, plus the Swift runtime) costs over libinput's reference tool (which formats and
/// prints every event).
package struct LiveOverheadBenchmark: Sendable {
    package var device: RecordedDevice
    package var devicePath: String
    package var swipes: Int
    package var swoopExecutable: String
    package var libinputExecutable: String

    /// A program's CPU time in one emulated session, split at the first and the last frame played.
    package struct Split: Sendable {
        /// Whole process lifetime (user + system).
        package var total: CPUTimes
        /// Seconds used before the first frame went in: loading, start-up, opening the devices.
        package var startup: Double
        /// Seconds used while the frames were played (first to last): the steady state.
        package var steady: Double
        package var frames: Int
        package var steadyPerFrame: Double { frames > 0 ? steady / Double(frames) : 0 }
    }

    /// One round of emulated runs: `record`, libinput's tool, and the whole live job (`run`).
    package struct Pair: Sendable {
        package var swoop: Split
        package var reference: Split
        /// `run --log FILE`: recognizer, controller, engine and the JSON log on the same swipes.
        package var run: Split
        package var ratio: Double { swoop.total.total / reference.total.total }
        package var steadyRatio: Double { swoop.steady / reference.steady }
        package var runRatio: Double { run.total.total / reference.total.total }
        package var runSteadyRatio: Double { run.steady / reference.steady }
        /// Swipe events each program saw (checked, so that an emulation that delivered nothing fails).
        package var swoopSwipeEvents: Int
        package var referenceSwipeEvents: Int
    }

    /// Why the benchmark cannot run here, or the benchmark.
    package static func prepare(devicePath: String?, swipes: Int, swoopExecutable: String) -> Result<
        LiveOverheadBenchmark, BenchError
    > {
        emulation(kind: "touchpad", devicePath: devicePath, hint: " (give --device FILE)").map { setup in
            LiveOverheadBenchmark(
                device: setup.device, devicePath: setup.path, swipes: swipes, swoopExecutable: swoopExecutable,
                libinputExecutable: setup.libinput)
        }
    }

    /// What every live benchmark needs before it can run: device emulation, libinput's own tool, and the
    /// emulated device (`devicePath`, or the bundled `Fixtures/devices/KIND.evemu`); or why it cannot run.
    static func emulation(kind: String, devicePath: String?, hint: String = "") -> Result<
        (device: RecordedDevice, path: String, libinput: String), BenchError
    > {
        if case .failure(let error) = EmulationEnvironment.current {
            return .failure(.unavailable(what: "device emulation", reason: error.description))
        }
        guard let libinput = findOnPath("libinput") else {
            return .failure(
                .unavailable(
                    what: "`libinput debug-events`",
                    reason: "the `libinput` tool is not installed (apt-get install libinput-tools)"))
        }
        let what = "the emulated \(kind)"
        guard let path = devicePath ?? defaultDevicePath(kind) else {
            return .failure(
                .unavailable(
                    what: what,
                    reason:
                        "Fixtures/devices/\(kind).evemu not found beside the executable or in the current directory\(hint)"
                ))
        }
        do {
            guard let device = try RecordingLoader.load(path: path).devices.first else {
                return .failure(.unavailable(what: what, reason: "\(path) describes no device"))
            }
            return .success((device, path, libinput))
        } catch {
            return .failure(.unavailable(what: what, reason: "\(path): \(error)"))
        }
    }

    /// The touchpad playing `swipes` three-finger swipes, alternately right and left, 0.4 s each with
    /// 0.25 s between them (0.75 mm per report at 100 Hz: small enough for libinput's jump detection).
    package var emulatedDevice: EmulatedDevice {
        var touchpad = device
        var fingers: [SyntheticFinger] = []
        for i in 0..<swipes {
            let start = Double(i) * 0.65
            let dx = i % 2 == 0 ? 30.0 : -30.0
            for finger in SyntheticGestures.fingersMoving(3, centre: (50 - dx / 2, 35), by: (dx, 0), duration: 0.4) {
                fingers.append(
                    SyntheticFinger(
                        from: finger.start, to: finger.end, down: start + finger.down,
                        movesAt: start + finger.movesAt, up: start + finger.up))
            }
        }
        touchpad.frames = SyntheticTouches.frames(on: touchpad, fingers: fingers)
        return EmulatedDevice(touchpad)
    }

    package var referenceCommand: [String] { [libinputExecutable, "debug-events"] }

    package func swoopCommand(output: String) -> [String] { [swoopExecutable, "record", "-o", output] }

    package func runCommand(log: String) -> [String] { [swoopExecutable, "run", "--log", log] }

    /// Runs the three programs once each on the same emulated device, the first `rotation` of them
    /// moved last (record, libinput, run; each round starts with the next).
    package func measurePair(rotation: Int) throws -> Pair {
        let emulated = emulatedDevice
        let options = EmulationOptions(leadTime: .seconds(1), settleTime: .milliseconds(500))
        let output = FileManager.default.temporaryDirectory
            .appendingPathComponent("swoop-bench-record-\(getpid())-\(UUID().uuidString.prefix(8)).fixture.jsonl").path
        let log = output + ".log.jsonl"
        defer { try? FileManager.default.removeItem(atPath: output) }
        defer { try? FileManager.default.removeItem(atPath: log) }

        func runSwoop() throws -> (Split, Int) {
            let result = try Emulator.run(command: swoopCommand(output: output), on: [emulated], options: options)
            let cpu = try Self.cpu(result, command: swoopCommand(output: output))
            let (_, events) = try FixtureReader.readAll(path: output)
            return (cpu, events.filter { Self.isSwipe($0.event) }.count)
        }
        func runReference() throws -> (Split, Int) {
            let result = try Emulator.run(command: referenceCommand, on: [emulated], options: options)
            let cpu = try Self.cpu(result, command: referenceCommand)
            let swipes = result.standardOutput.split(separator: "\n").filter { $0.contains("GESTURE_SWIPE_") }.count
            return (cpu, swipes)
        }
        func runRun() throws -> (Split, Int) {
            let result = try Emulator.run(command: runCommand(log: log), on: [emulated], options: options)
            let cpu = try Self.cpu(result, command: runCommand(log: log))
            let decisions = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n")
                .filter { $0.contains(#""type":"decision""#) }.count
            return (cpu, decisions)
        }
        var swoop: (Split, Int)?
        var reference: (Split, Int)?
        var run: (Split, Int)?
        for program in (0..<3).map({ ($0 + rotation) % 3 }) {
            switch program {
            case 0: swoop = try runSwoop()
            case 1: reference = try runReference()
            default: run = try runRun()
            }
        }
        guard let swoop, let reference, let run, swoop.1 > 0, reference.1 > 0, run.1 > 0 else {
            throw BenchError.childFailed(
                command: "emulated swipes",
                reason: "a program saw no swipe (swoop record: \(swoop?.1 ?? 0) swipe events, libinput debug-events: "
                    + "\(reference?.1 ?? 0) lines, swoop run: \(run?.1 ?? 0) decisions)")
        }
        return Pair(
            swoop: swoop.0, reference: reference.0, run: run.0, swoopSwipeEvents: swoop.1,
            referenceSwipeEvents: reference.1)
    }

    private static func cpu(_ result: EmulatedCommandResult, command: [String]) throws -> Split {
        let line = command.joined(separator: " ")
        try result.requireSuccess(of: line)
        let value = { (key: String) in result.statistics[key].flatMap(Double.init) }
        guard let user = value("commandUserMicros"), let system = value("commandSystemMicros"),
            let first = value("commandCPUMicrosAtFirstFrame"), let last = value("commandCPUMicrosAtLastFrame"),
            let frames = value("frames")
        else {
            throw BenchError.childFailed(
                command: line, reason: "the emulator reported no CPU time (statistics: \(result.statistics))")
        }
        return Split(
            total: CPUTimes(user: user / 1e6, system: system / 1e6), startup: first / 1e6,
            steady: (last - first) / 1e6, frames: Int(frames))
    }

    static func isSwipe(_ event: InputEvent) -> Bool {
        switch event {
        case .swipeBegin, .swipeUpdate, .swipeEnd: true
        default: false
        }
    }

    static func findOnPath(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return (path.split(separator: ":").map(String.init) + ["/usr/bin", "/bin"]).map { "\($0)/\(name)" }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// `Fixtures/devices/NAME.evemu` of the package the executable was built in, or of the current directory.
    static func defaultDevicePath(_ name: String = "touchpad") -> String? {
        packageRoot().map { "\($0)/Fixtures/devices/\(name).evemu" }
    }

    /// The package the executable was built in (…/.build/…/swoop: the first directory above it that
    /// holds Fixtures/devices), or the current directory when it holds one.
    static func packageRoot() -> String? {
        var directory = URL(fileURLWithPath: ChildProcess.currentExecutable()).deletingLastPathComponent()
        var candidates: [URL] = []
        for _ in 0..<5 {
            candidates.append(directory)
            directory = directory.deletingLastPathComponent()
        }
        candidates.append(URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
        return candidates.map(\.standardizedFileURL.path).first {
            FileManager.default.fileExists(atPath: $0 + "/Fixtures/devices")
        }
    }
}
