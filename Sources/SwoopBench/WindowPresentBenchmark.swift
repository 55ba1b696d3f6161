import Foundation
import SwoopCore
import SwoopLiveCLI

/// How smooth the window is: the rate at which `swoop simulate --window` presents frames on a display,
/// beside the rate at which a minimal SDL2 client (`swoop-present-limit`: a full-size texture upload
/// and a present in a loop, nothing drawn) presents on the same display in the same run — the limit.
///
/// Swoop is offered frames faster than any display here shows them (a drag at `frameRate`), so the
/// display, not the content, sets the pace. Both sides time each present as SDL_RenderPresent returns
/// (Swoop through `SWOOP_PRESENTATION_REPORT`) and get the same rate: presents over the span from
/// the second to the last, leaving out the first (its cold start: the window's mapping, fonts, photos).
package struct WindowPresentBenchmark: Sendable {
    package enum Display: String, Sendable, CaseIterable {
        case x11
        case wayland
    }

    package var swoopExecutable: String
    package var limitExecutable: String
    package var xvfbExecutable: String
    package var westonExecutable: String?
    /// The length of the drag Swoop shows (and of the limit client's run).
    package var seconds: Double
    package var transition = "zoom"
    /// The rate the drag's frames are made at: above every display's refresh.
    package var frameRate = 240.0
    /// The window's size in points: the seed presets' screen (390 × 844), which Xvfb's 1280 × 1024
    /// screen fits whole and weston's output is made to (its kiosk shell fills the output).
    package var width = 390, height = 844

    package struct Run: Sendable, Equatable {
        package var presentedHz: Double
        package var limitHz: Double
        package var ratio: Double { presentedHz / limitHz }
    }

    /// The apparatus, or why the window section cannot run at all (no Xvfb, no limit client).
    package static func prepare(swoopExecutable: String, seconds: Double) -> Result<WindowPresentBenchmark, BenchError>
    {
        guard let xvfb = LiveOverheadBenchmark.findOnPath("Xvfb") else {
            return .failure(.unavailable(what: "an X server", reason: "Xvfb is not installed (apt-get install xvfb)"))
        }
        let limit = BenchConfiguration.sibling("swoop-present-limit", of: swoopExecutable)
        guard FileManager.default.isExecutableFile(atPath: limit) else {
            return .failure(
                .unavailable(
                    what: "the minimal SDL client", reason: "\(limit) is not built (scripts/bench builds it)"))
        }
        return .success(
            WindowPresentBenchmark(
                swoopExecutable: swoopExecutable, limitExecutable: limit, xvfbExecutable: xvfb,
                westonExecutable: LiveOverheadBenchmark.findOnPath("weston"), seconds: seconds))
    }

    /// One run on `display`: a fresh server, then both programs on it one after the other
    /// (`limitFirst` says which goes first, so that a series alternates them).
    package func measure(on display: Display, limitFirst: Bool) throws -> Run {
        let xvfb = try XvfbDisplay(executable: xvfbExecutable)
        defer { xvfb.stop() }
        let environment: [String]
        var weston: WestonDisplay?
        switch display {
        case .x11:
            environment = ["-u", "WAYLAND_DISPLAY", "-u", "SDL_VIDEODRIVER", "DISPLAY=\(xvfb.display)"]
        case .wayland:
            guard let westonExecutable else {
                throw BenchError.unavailable(what: "weston", reason: "it is not installed (apt-get install weston)")
            }
            let server = try WestonDisplay(executable: westonExecutable, on: xvfb, width: width, height: height)
            weston = server
            environment = server.environment
        }
        defer { weston?.stop() }
        var presented = 0.0
        var limit = 0.0
        for side in limitFirst ? [true, false] : [false, true] {
            if side {
                limit = try limitRate(environment, display)
            } else {
                presented = try swoopRate(environment, display)
            }
        }
        return Run(presentedHz: presented, limitHz: limit)
    }

    package func limitCommand(_ environment: [String]) -> [String] {
        ["/usr/bin/env"] + environment + [
            limitExecutable, "--size", "\(width)x\(height)", "--seconds", BenchNumber.text(seconds)
        ]
    }

    package func swoopCommand(_ environment: [String], report: String) -> [String] {
        ["/usr/bin/env"] + environment + [
            "SWOOP_PRESENTATION_REPORT=\(report)", swoopExecutable, "simulate", "--window", "--transition",
            transition, "--rate", BenchNumber.text(frameRate), "--step", TextColumns.fixed(1 / frameRate, 6),
            "--script", Self.dragScript(seconds: seconds, rate: frameRate), "--log", "/dev/null"
        ]
    }

    private func limitRate(_ environment: [String], _ display: Display) throws -> Double {
        let command = limitCommand(environment)
        let line = command.prefix(command.count - 4).joined(separator: " ") + " …"
        let run = try ChildProcess.run(command, quiet: true)
        guard run.status == 0 else {
            throw BenchError.childFailed(command: line, reason: "exit \(run.status) on \(display.rawValue)")
        }
        let lines = run.standardOutput.split(separator: "\n")
        guard let header = lines.first, header.hasPrefix("limit driver=\(display.rawValue) ") else {
            throw BenchError.invalidChildOutput(command: line, output: run.standardOutput)
        }
        return try Self.rate(lines.compactMap { Int64($0) }, command: line)
    }

    private func swoopRate(_ environment: [String], _ display: Display) throws -> Double {
        let report = NSTemporaryDirectory() + "swoop-window-presents-\(getpid()).txt"
        defer { unlink(report) }
        let command = swoopCommand(environment, report: report)
        let line = "swoop simulate --window --transition \(transition) --rate \(BenchNumber.text(frameRate)) …"
        let run = try ChildProcess.run(command, quiet: true)
        guard run.status == 0 else {
            throw BenchError.childFailed(command: line, reason: "exit \(run.status) on \(display.rawValue)")
        }
        let text = try String(contentsOfFile: report, encoding: .utf8)
        let times = text.split(separator: "\n").compactMap { $0.split(separator: " ").last.flatMap { Int64($0) } }
        return try Self.rate(times, command: line)
    }

    /// Presents per second from the second present to the last (CLOCK_MONOTONIC µs, in order).
    package static func rate(_ micros: [Int64], command: String) throws -> Double {
        guard micros.count >= 3, let last = micros.last, last > micros[1] else {
            throw BenchError.childFailed(command: command, reason: "\(micros.count) presents: too few to time")
        }
        return Double(micros.count - 2) / (Double(last - micros[1]) / 1e6)
    }

    /// A drag of `seconds` at `rate` updates per second, from progress 0 to 1 and back, then a cancel:
    /// every frame differs (zoom's photo grows, its blur deepens), none waits on input.
    package static func dragScript(seconds: Double, rate: Double) -> String {
        let steps = max(2, Int((seconds * rate).rounded()))
        let half = Double(steps) / 2
        let updates = (1..<steps).map { k in
            let p = 1 - abs(Double(k) / half - 1)
            return "update " + TextColumns.fixed(p, 4)
        }
        return (["begin"] + updates + ["cancel"]).joined(separator: ";")
    }
}
