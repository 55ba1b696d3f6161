import Foundation

/// The live section: CPU (whole, start-up, steady state) and latency of Swoop's live path against
/// libinput's own `libinput debug-events` on the same emulated devices.
extension Bench {
    /// Every key the live section reports, for the report of a run that left it out.
    static let liveKeys: [(String, String, String)] = [
        ("live_overhead_ratio", "live overhead vs libinput", "×"),
        ("live_startup_cpu_ms", "live: record start-up CPU", "ms"),
        ("live_steady_overhead_ratio", "live steady-state overhead vs libinput", "×"),
        ("live_latency_us_p50", "live latency p50, swoop run", "µs"),
        ("live_latency_us_p99", "live latency p99, swoop run", "µs"),
        ("live_latency_ratio", "live latency p99 vs libinput", "×")
    ]

    static func liveFigures(_ c: BenchConfiguration, progress: (String) -> Void) -> [BenchFigure] {
        startupFigures(c, progress: progress) + liveCPUFigures(c, progress: progress)
            + liveLatencyFigures(c, progress: progress) + livePresentFigures(c, progress: progress)
    }

    /// The CPU time of `--help` (load, initialise, print, exit) for `swoop`, the lean `swoop-live`
    /// and the `libinput` tool: what each costs before it does any work.
    static func startupFigures(_ c: BenchConfiguration, progress: (String) -> Void) -> [BenchFigure] {
        progress("start-up CPU (--help, \(startupRuns) runs each)…")
        let lean = c.liveExecutable == c.swoopExecutable ? nil : c.liveExecutable
        let programs: [(String, String, String?)] = [
            ("startup_cpu_ms_swoop", "start-up CPU, swoop --help", c.swoopExecutable),
            ("startup_cpu_ms_swoop_live", "start-up CPU, swoop-live --help", lean),
            ("startup_cpu_ms_libinput", "start-up CPU, libinput --help", LiveOverheadBenchmark.findOnPath("libinput"))
        ]
        return programs.map { key, title, executable in
            let method =
                "`\(title.split(separator: " ").suffix(2).joined(separator: " "))` run \(startupRuns) times "
                + "as a child; user + system CPU of each from wait4's rusage; the runs are the values."
            guard let executable else {
                return BenchFigure(
                    key: key, title: title, unit: "ms", spread: nil, unavailableReason: "not built or not installed",
                    command: c.command(.live), method: method)
            }
            do {
                let values = try (0..<startupRuns).map { _ in
                    try ChildProcess.run([executable, "--help"], quiet: true).cpu.total * 1000
                }
                return BenchFigure(
                    key: key, title: title, unit: "ms", spread: Spread(values), command: c.command(.live),
                    method: method)
            } catch {
                return BenchFigure(
                    key: key, title: title, unit: "ms", spread: nil, unavailableReason: "\(error)",
                    command: c.command(.live), method: method)
            }
        }
    }

    static let startupRuns = 20

    static func liveCPUFigures(_ c: BenchConfiguration, progress: (String) -> Void) -> [BenchFigure] {
        let command = c.command(.live)
        // The lean live executable when it was built (`swoop-live record`), else `swoop record`.
        let lean = (c.liveExecutable as NSString).lastPathComponent
        let recorder = lean + " record"
        let swipes = c.liveSwipes ?? max(1, Int((c.liveSeconds / 0.65).rounded()))
        let method =
            "Under the emulation harness (umockdev + the real libinput, udev backend), the bundled touchpad "
            + "(Fixtures/devices/touchpad.evemu) plays \(swipes) three-finger swipes (0.4 s each, 0.25 s apart, 100 Hz reports). "
            + "`\(recorder) -o FILE`, `libinput debug-events` and `\(lean) run --log FILE` each run once per round, "
            + "each round starting with the next of them, and are stopped by SIGINT after the playback; CPU time "
            + "(user + system) of each from the emulator's getrusage(RUSAGE_CHILDREN). Ratio = swoop / libinput, "
            + "per round."
        let splitMethod =
            " The emulator reads the program's CPU-time clock (clock_getcpuclockid: every thread, ns) "
            + "just before the first frame goes in (start-up: loading, initialisation, opening the devices, 1 s after "
            + "it started) and as the last frame has gone in; what lies between is the steady state."
        func unavailable(_ reason: String) -> [BenchFigure] {
            liveKeys.prefix(3).map { key, title, unit in
                BenchFigure(
                    key: key, title: title, unit: unit, spread: nil, unavailableReason: reason,
                    goal: goal(key), command: command, method: method)
            }
        }
        let benchmark: LiveOverheadBenchmark
        switch LiveOverheadBenchmark.prepare(
            devicePath: c.devicePath, swipes: swipes, swoopExecutable: c.liveExecutable)
        {
        case .failure(let error): return unavailable(error.description)
        case .success(let prepared): benchmark = prepared
        }
        var pairs: [LiveOverheadBenchmark.Pair] = []
        do {
            for run in 1...c.liveRuns {
                progress("live CPU \(run)/\(c.liveRuns) (three emulations, ~\(Int(Double(swipes) * 0.65 + 3)) s each)…")
                pairs.append(try benchmark.measurePair(rotation: run - 1))
            }
        } catch {
            return unavailable("\(error)")
        }
        func figure(_ key: String, _ title: String, _ unit: String, _ values: [Double], _ method: String) -> BenchFigure
        {
            BenchFigure(
                key: key, title: title, unit: unit, spread: Spread(values), goal: goal(key), command: command,
                method: method)
        }
        return [
            figure("live_overhead_ratio", "live overhead vs libinput", "×", pairs.map(\.ratio), method),
            figure(
                "live_startup_cpu_ms", "live: \(recorder) start-up CPU", "ms", pairs.map { $0.swoop.startup * 1000 },
                "`\(recorder) -o FILE`, CPU time before the first frame." + splitMethod),
            figure(
                "live_libinput_startup_cpu_ms", "live: libinput debug-events start-up CPU", "ms",
                pairs.map { $0.reference.startup * 1000 }, "`libinput debug-events`, as live_startup_cpu_ms."),
            figure(
                "live_steady_overhead_ratio", "live steady-state overhead vs libinput", "×", pairs.map(\.steadyRatio),
                "CPU time while the \(pairs[0].swoop.frames) frames were played, \(recorder) / libinput debug-events, per pair."
                    + splitMethod),
            figure(
                "live_steady_cpu_us_per_frame", "live: \(recorder) steady CPU per frame", "µs",
                pairs.map { $0.swoop.steadyPerFrame * 1e6 },
                "Steady-state CPU time / frames played (evdev frames, 100 Hz)."),
            figure(
                "live_libinput_steady_cpu_us_per_frame", "live: libinput debug-events steady CPU per frame", "µs",
                pairs.map { $0.reference.steadyPerFrame * 1e6 }, "As live_steady_cpu_us_per_frame."),
            figure(
                "live_run_overhead_ratio", "live: \(lean) run overhead vs libinput", "×", pairs.map(\.runRatio),
                "`\(lean) run --log FILE` (the live job: recognizer, controller, engine, JSON log) / libinput "
                    + "debug-events, whole process, per round."),
            figure(
                "live_run_steady_overhead_ratio", "live: \(lean) run steady-state overhead vs libinput", "×",
                pairs.map(\.runSteadyRatio),
                "As live_steady_overhead_ratio, for `\(lean) run --log FILE`." + splitMethod),
            figure(
                "live_swoop_record_cpu_ms", "live: \(recorder) CPU", "ms", pairs.map { $0.swoop.total.total * 1000 },
                "`\(recorder) -o FILE`, user + system, whole process lifetime."),
            figure(
                "live_libinput_debug_events_cpu_ms", "live: libinput debug-events CPU", "ms",
                pairs.map { $0.reference.total.total * 1000 },
                "`libinput debug-events`, user + system, whole process lifetime.")
        ]
    }

    static func liveLatencyFigures(_ c: BenchConfiguration, progress: (String) -> Void) -> [BenchFigure] {
        let command = c.command(.live)
        let method =
            "Under the emulation harness, the bundled touchscreen (Fixtures/devices/touchscreen.evemu) plays "
            + "one-finger drags for \(BenchNumber.text(c.liveSeconds)) s (100 Hz reports). `swoop run --format json` (log "
            + "to standard output) and `libinput debug-events` run once per pair on it, alternating which goes first, each "
            + "with its standard output a pipe that the emulator reads, stamping each line with CLOCK_MONOTONIC as the read "
            + "that completes it returns. A frame's latency: that arrival − the moment the frame was written into the "
            + "emulated node (its kernel timestamp). Each frame makes one libinput touch frame, which both programs print "
            + "as a line of its own (`\"event\":\"touch_frame\"`, `TOUCH_FRAME`): the k-th such line is the k-th frame's, "
            + "checked by count. Percentiles over a run's frames; median over the runs."
        func unavailable(_ reason: String) -> [BenchFigure] {
            liveKeys.suffix(3).map { key, title, unit in
                BenchFigure(
                    key: key, title: title, unit: unit, spread: nil, unavailableReason: reason,
                    goal: goal(key), command: command, method: method)
            }
        }
        let benchmark: LiveLatencyBenchmark
        switch LiveLatencyBenchmark.prepare(devicePath: nil, seconds: c.liveSeconds, swoopExecutable: c.swoopExecutable)
        {
        case .failure(let error): return unavailable(error.description)
        case .success(let prepared): benchmark = prepared
        }
        var swoop: [LiveLatencyBenchmark.Run] = []
        var reference: [LiveLatencyBenchmark.Run] = []
        do {
            for run in 1...c.liveRuns {
                progress("live latency \(run)/\(c.liveRuns) (two emulations, ~\(Int(c.liveSeconds + 2)) s each)…")
                let pair = try benchmark.measurePair(swoopFirst: run % 2 == 1)
                swoop.append(pair.swoop)
                reference.append(pair.reference)
            }
        } catch {
            return unavailable("\(error)")
        }
        func figure(_ key: String, _ title: String, _ values: [Double], _ text: String, unit: String = "µs")
            -> BenchFigure
        {
            BenchFigure(
                key: key, title: title, unit: unit, spread: Spread(values), goal: goal(key), command: command,
                method: text)
        }
        return [
            figure("live_latency_us_p50", "live latency p50, swoop run", swoop.map(\.p50), method),
            figure("live_latency_us_p99", "live latency p99, swoop run", swoop.map(\.p99), "As p50."),
            figure(
                "live_libinput_latency_us_p50", "live latency p50, libinput debug-events", reference.map(\.p50),
                "As swoop's."),
            figure(
                "live_libinput_latency_us_p99", "live latency p99, libinput debug-events", reference.map(\.p99),
                "As swoop's."),
            figure(
                "live_latency_ratio", "live latency p99 vs libinput", zip(swoop, reference).map { $0.p99 / $1.p99 },
                "swoop run's p99 / libinput debug-events' p99, per pair.", unit: "×")
        ]
    }

    private static func goal(_ key: String) -> BenchGoal? {
        switch key {
        case "live_overhead_ratio", "live_latency_ratio": .atMost(1.05)
        case "live_steady_overhead_ratio": .atMost(1.0)
        default: nil
        }
    }
}
