import Foundation
import SwoopCore
import SwoopEmulation

/// Live latency to the screen: for `swoop run --window` on the emulated touchscreen under a private
/// Xvfb, the time from a touch frame's injection to the first presentation that reflects it.
///
/// The window reports each present (`SWOOP_PRESENTATION_REPORT`: the touch-frame events the session
/// had taken when it made the frame, and CLOCK_MONOTONIC as SDL_RenderPresent returned); the harness
/// knows each frame's injection on the same clock. A presentation that reflects new frames is paired
/// with the newest of them — the input a viewer sees answered. Older frames it also reflects were
/// superseded before a frame could show them and are counted (`reflected`), not timed; frames that
/// change nothing on screen (before the pan starts) make no presentation and are not timed either.
///
/// Under Xvfb "presented" means that SDL_RenderPresent returned, with the frame in the X server's
/// framebuffer: there is no scan-out and no refresh to wait for.
package struct LivePresentLatencyBenchmark: Sendable {
    package var latency: LiveLatencyBenchmark
    package var xvfbExecutable: String
    package var transition = "zoom"

    package struct Run: Sendable {
        package var latencies: [Double]
        /// Injected frames, and those a presentation reflected.
        package var injected: Int, reflected: Int
        package var p50: Double { Percentile.of(latencies.sorted(), 0.5) }
        package var p99: Double { Percentile.of(latencies.sorted(), 0.99) }
    }

    package static func prepare(seconds: Double, swoopExecutable: String) -> Result<
        LivePresentLatencyBenchmark, BenchError
    > {
        guard let xvfb = LiveOverheadBenchmark.findOnPath("Xvfb") else {
            return .failure(
                .unavailable(what: "an X server for the window", reason: "Xvfb is not installed (apt-get install xvfb)")
            )
        }
        return LiveLatencyBenchmark.prepare(devicePath: nil, seconds: seconds, swoopExecutable: swoopExecutable).map {
            LivePresentLatencyBenchmark(latency: $0, xvfbExecutable: xvfb)
        }
    }

    package func command(display: String, report: String) -> [String] {
        [
            "/usr/bin/env", "-u", "WAYLAND_DISPLAY", "-u", "SDL_VIDEODRIVER", "DISPLAY=\(display)",
            "SWOOP_PRESENTATION_REPORT=\(report)", latency.swoopExecutable, "run", "--window", "--transition",
            transition, "--format", "json"
        ]
    }

    package func measure() throws -> Run {
        let server = try XvfbDisplay(executable: xvfbExecutable)
        defer { server.stop() }
        let report = NSTemporaryDirectory() + "swoop-presentations-\(getpid()).txt"
        defer { unlink(report) }
        var options = EmulationOptions(leadTime: .seconds(1), settleTime: .milliseconds(500))
        options.timesCommandOutput = true
        let command = command(display: server.display, report: report)
        let line = command.joined(separator: " ")
        let result = try Emulator.run(command: command, on: [latency.emulatedDevice], options: options)
        try result.requireSuccess(of: line)
        let timing = try result.requireTiming(of: line)
        let text = try String(contentsOfFile: report, encoding: .utf8)
        return try Self.pair(report: text, injections: timing.frameInjectionMicros, command: line)
    }

    /// Pairs each presentation that reflects new frames with the newest of them (see the type).
    package static func pair(report: String, injections: [Int64], command: String) throws -> Run {
        var latencies: [Double] = []
        var taken = 0
        for (index, line) in report.split(separator: "\n").enumerated() {
            let fields = line.split(separator: " ")
            guard fields.count == 2, let frames = Int(fields[0]), let at = Int64(fields[1]), frames >= taken else {
                throw BenchError.childFailed(
                    command: command, reason: "presentation report line \(index + 1) is not `<frames> <µs>`: \(line)")
            }
            guard frames <= injections.count else {
                throw BenchError.childFailed(
                    command: command,
                    reason: "a presentation reflects \(frames) touch frames of \(injections.count) injected")
            }
            if frames > taken { latencies.append(Double(at - injections[frames - 1])) }
            taken = frames
        }
        guard !latencies.isEmpty else {
            throw BenchError.childFailed(command: command, reason: "no presentation reflected a touch frame")
        }
        return Run(latencies: latencies, injected: injections.count, reflected: taken)
    }
}
