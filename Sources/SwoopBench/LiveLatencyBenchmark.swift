import Foundation
import SwoopCore
import SwoopEmulation
import SwoopInputModel
import SwoopRecordings

/// Live latency, side by side: for every frame a touchscreen reports, the time from its injection
/// into the emulated device (the moment it gets its fresh kernel timestamp) to the moment the line it
/// caused reaches the reader of the program's standard output — for `swoop run --format json` (the
/// whole live path: libinput source, recognizer, controller, engine, the log line written and flushed)
/// and for `libinput debug-events` printing the same event, one after the other on the same emulation.
///
/// The harness reads each program's standard output through a pipe and stamps every line as the
/// `read` that completes it returns (`CommandTiming`); injection and arrival are on the same
/// CLOCK_MONOTONIC. A touchscreen frame that changes a touch makes exactly one touch-frame event in
/// libinput, which both programs write as a line of its own (`TOUCH_FRAME`, `"event":"touch_frame"`):
/// the k-th such line is the k-th frame's, a match by order that is checked by count (a program that
/// dropped or added a frame fails the run instead of shifting every match).
package struct LiveLatencyBenchmark: Sendable {
    package var device: RecordedDevice
    package var devicePath: String
    package var seconds: Double
    package var swoopExecutable: String
    package var libinputExecutable: String

    /// One run of one program: a latency (µs) per frame.
    package struct Run: Sendable {
        package var latencies: [Double]
        package var p50: Double { Percentile.of(latencies.sorted(), 0.5) }
        package var p99: Double { Percentile.of(latencies.sorted(), 0.99) }
    }

    package static func prepare(devicePath: String?, seconds: Double, swoopExecutable: String) -> Result<
        LiveLatencyBenchmark, BenchError
    > {
        LiveOverheadBenchmark.emulation(kind: "touchscreen", devicePath: devicePath).map { setup in
            LiveLatencyBenchmark(
                device: setup.device, devicePath: setup.path, seconds: seconds, swoopExecutable: swoopExecutable,
                libinputExecutable: setup.libinput)
        }
    }

    /// One-finger drags across the screen for `seconds`, alternately right and left: 0.5 s of motion
    /// each (60 mm, 100 Hz reports), 0.25 s between them.
    package var emulatedDevice: EmulatedDevice {
        var screen = device
        var fingers: [SyntheticFinger] = []
        let drags = max(1, Int((seconds / 0.75).rounded()))
        for i in 0..<drags {
            let start = Double(i) * 0.75
            let (from, to) = i % 2 == 0 ? (100.0, 160.0) : (160.0, 100.0)
            fingers.append(SyntheticFinger(from: (from, 80), to: (to, 80), down: start, up: start + 0.5))
        }
        screen.frames = SyntheticTouches.frames(on: screen, fingers: fingers)
        return EmulatedDevice(screen)
    }

    package var swoopCommand: [String] { [swoopExecutable, "run", "--format", "json"] }
    package var referenceCommand: [String] { [libinputExecutable, "debug-events"] }

    /// Both programs once each, in `swoopFirst` order, on the same emulated drags.
    package func measurePair(swoopFirst: Bool) throws -> (swoop: Run, reference: Run) {
        let emulated = emulatedDevice
        var options = EmulationOptions(leadTime: .seconds(1), settleTime: .milliseconds(500))
        options.timesCommandOutput = true
        func measure(_ command: [String], frameLine: String) throws -> Run {
            let result = try Emulator.run(command: command, on: [emulated], options: options)
            let line = command.joined(separator: " ")
            try result.requireSuccess(of: line)
            let timing = try result.requireTiming(of: line)
            return Run(
                latencies: try Self.latencies(
                    output: result.standardOutput, timing: timing, frameLine: frameLine,
                    command: line))
        }
        let swoop: Run
        let reference: Run
        if swoopFirst {
            swoop = try measure(swoopCommand, frameLine: "\"event\":\"touch_frame\"")
            reference = try measure(referenceCommand, frameLine: "TOUCH_FRAME")
        } else {
            reference = try measure(referenceCommand, frameLine: "TOUCH_FRAME")
            swoop = try measure(swoopCommand, frameLine: "\"event\":\"touch_frame\"")
        }
        return (swoop, reference)
    }

    /// µs from each frame's injection to the arrival of its line: the k-th line containing
    /// `frameLine` belongs to the k-th frame injected.
    package static func latencies(output: String, timing: CommandTiming, frameLine: String, command: String) throws
        -> [Double]
    {
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()  // after the last "\n"
        guard lines.count == timing.lineArrivalMicros.count else {
            throw BenchError.childFailed(
                command: command,
                reason: "\(lines.count) output lines but \(timing.lineArrivalMicros.count) arrival times")
        }
        let arrivals = zip(lines, timing.lineArrivalMicros).filter { $0.0.contains(frameLine) }.map(\.1)
        guard arrivals.count == timing.frameInjectionMicros.count, !arrivals.isEmpty else {
            throw BenchError.childFailed(
                command: command,
                reason: "\(arrivals.count) touch-frame lines for "
                    + "\(timing.frameInjectionMicros.count) frames injected: frames and lines cannot be matched")
        }
        return zip(arrivals, timing.frameInjectionMicros).map { Double($0 - $1) }
    }
}
