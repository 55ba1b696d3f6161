import Foundation
import SwoopCommandLine
import SwoopCore
import SwoopFixtures
import SwoopLiveCLI

/// The parts of `swoop-bench`, each selectable with `--only`.
package enum BenchSection: String, Sendable, CaseIterable {
    case replay
    case eventCost = "event-cost"
    case frame
    case render
    case memory
    case live
    case importing = "import"
    case window
}

/// Sizes and repetitions. The defaults are the goals' (1 M-event corpus, 100/1 000/10 000 elements);
/// `quick` makes every figure from tiny inputs in a few seconds (to check the command works, not to measure).
package struct BenchConfiguration: Sendable {
    package var sections = Set(BenchSection.allCases)
    package var corpusEvents = 1_000_000
    /// An existing fixture to replay instead of a synthesized corpus.
    package var corpusPath: String?
    package var keepCorpus = false
    package var runs = 5
    package var memoryRuns = 3
    package var liveRuns = 5
    package var eventCostEvents = 250_000
    package var eventCostBatch = 16
    package var frameElements = [100, 1_000, 10_000]
    /// Frames per run of the frame cost (a sweep of progress 0…1; 240 = 2 s at 120 Hz).
    package var framesPerRun = 240
    /// Frames per preset and size in a run of the render cost (evenly spaced over progress 0…1).
    package var renderFrames = 200
    /// Swipes per emulated session of the live CPU figures; nil: as many as fill `liveSeconds`.
    package var liveSwipes: Int?
    /// The length of each emulated live session (the CPU pairs' swipes, the latency runs' drags).
    package var liveSeconds = 8.0
    /// The recording `swoop import` plays for the import overhead (default: a real one in ../shared).
    package var importRecording: String?
    package var importRuns = 3
    /// Runs per display of the window's present rate, and the length of each drag it shows.
    package var windowRuns = 3
    package var windowSeconds = 4.0
    package var devicePath: String?
    /// The `swoop` run under emulation (live) and as the import child: the one beside this executable
    /// unless `--swoop PATH` names another. Always a path, never looked up by name on `PATH`.
    package var swoopExecutable = BenchConfiguration.sibling("swoop", of: ChildProcess.currentExecutable())
    /// The replaying child of the memory figures (`swoop-bench --replay-only CORPUS`): this executable,
    /// whatever it is called (an installed or renamed copy), or the `swoop-bench` beside a test bundle.
    package var benchExecutable = BenchConfiguration.benchExecutable(running: ChildProcess.currentExecutable())
    /// Kept in the report's `details` (`--note`): what a reader should know about the run.
    package var note: String?

    /// `name` in the directory of `executable`.
    package static func sibling(_ name: String, of executable: String) -> String {
        (executable as NSString).deletingLastPathComponent + "/" + name
    }

    /// The running executable, except a test bundle (`….xctest`), which runs the `swoop-bench` beside
    /// it: SwiftPM builds every product there.
    package static func benchExecutable(running: String) -> String {
        running.hasSuffix(".xctest") ? sibling("swoop-bench", of: running) : running
    }

    /// The lean live executable beside `swoop` (`swoop-live record`), whose CPU the live figures compare
    /// with libinput's; `swoop` itself when it is not there.
    package var liveExecutable: String {
        let lean = (swoopExecutable as NSString).deletingLastPathComponent + "/swoop-live"
        return FileManager.default.isExecutableFile(atPath: lean) ? lean : swoopExecutable
    }

    package init() {}

    package static var quick: BenchConfiguration {
        var c = BenchConfiguration()
        c.corpusEvents = 5_000
        c.runs = 2
        c.memoryRuns = 1
        c.liveRuns = 1
        c.eventCostEvents = 5_000
        c.framesPerRun = 24
        c.renderFrames = 2
        c.liveSeconds = 1.5
        c.importRuns = 1
        c.windowRuns = 1
        c.windowSeconds = 1
        return c
    }

    /// `swoop-bench` options that reproduce one section with these sizes.
    func command(_ section: BenchSection) -> String {
        var parts = ["swoop-bench --only \(section.rawValue)"]
        switch section {
        case .replay, .memory, .eventCost:
            parts.append(corpusPath.map { "--corpus \($0)" } ?? "--events \(corpusEvents)")
        case .frame, .render, .live, .importing, .window:
            break
        }
        switch section {
        case .replay, .eventCost: parts.append("--runs \(runs)")
        case .frame: parts.append("--runs \(runs) --frames \(framesPerRun)")
        case .render: parts.append("--runs \(runs) --render-frames \(renderFrames)")
        case .memory: parts.append("--memory-runs \(memoryRuns)")
        case .importing:
            parts.append("--import-runs \(importRuns)" + (importRecording.map { " --recording \($0)" } ?? ""))
        case .window:
            parts.append("--window-runs \(windowRuns) --window-seconds \(BenchNumber.text(windowSeconds))")
        case .live:
            parts.append(
                "--live-runs \(liveRuns) --live-seconds \(BenchNumber.text(liveSeconds))"
                    + (liveSwipes.map { " --swipes \($0)" } ?? ""))
        }
        return parts.joined(separator: " ")
    }
}

package enum Bench {
    /// Runs the selected sections; `progress` gets a line as each part starts.
    package static func run(_ configuration: BenchConfiguration, progress: (String) -> Void = { _ in }) throws
        -> BenchReport
    {
        let c = configuration
        var report = BenchReport(figures: [], corpus: nil, breakdown: nil, details: [])
        report.details.append(("cores", "\(ProcessInfo.processInfo.activeProcessorCount)"))
        report.details.append(("load_average_at_start", loadAverage()))
        report.details.append(
            ("build", isOptimized ? "release" : "debug (figures are not meaningful: use scripts/bench)"))
        report.details.append(("swoop_version", SwoopVersion.text))
        if let note = c.note { report.details.append(("note", note)) }

        let needsCorpus =
            c.sections.contains(.replay) || c.sections.contains(.eventCost) || c.sections.contains(.memory)
        var temporaryDirectory: String?
        defer {
            if let temporaryDirectory, !c.keepCorpus { try? FileManager.default.removeItem(atPath: temporaryDirectory) }
        }
        var corpusPath = c.corpusPath ?? ""
        if needsCorpus {
            if let given = c.corpusPath {
                let reader = try FixtureReader(path: given)
                var events = 0
                while try reader.next() != nil { events += 1 }
                report.corpus = CorpusDescription(
                    path: given, events: events, gestures: 0,
                    bytes: FileSize.of(given) ?? 0, kept: true)
            } else {
                let directory = try makeTemporaryDirectory()
                temporaryDirectory = directory
                corpusPath = directory + "/corpus.fixture.jsonl"
                progress("synthesizing a corpus of \(c.corpusEvents) events…")
                let corpus = try ReplayCorpus.synthesize(minimumEvents: c.corpusEvents, to: corpusPath)
                report.corpus = CorpusDescription(
                    path: corpusPath, events: corpus.eventCount, gestures: corpus.gestureCount,
                    bytes: corpus.bytes, kept: c.keepCorpus)
            }
        }

        if c.sections.contains(.replay) {
            report.figures += try replayFigures(c, corpus: corpusPath, breakdown: &report.breakdown, progress: progress)
        } else {
            report.figures.append(skipped("replay_events_per_s", "replay throughput", "events/s", .replay, c))
        }
        if c.sections.contains(.eventCost) {
            report.figures += try eventCostFigures(c, corpus: corpusPath, details: &report.details, progress: progress)
        } else {
            report.figures.append(skipped("event_cost_ns_p50", "per-event cost p50", "ns", .eventCost, c))
            report.figures.append(skipped("event_cost_ns_p99", "per-event cost p99", "ns", .eventCost, c))
        }
        if c.sections.contains(.frame) {
            report.figures += try frameFigures(c, progress: progress)
        } else {
            for n in [100, 1000, 10000] {
                report.figures.append(skipped("frame_ms_\(n)", "frame, \(n) elements", "ms", .frame, c))
            }
        }
        if c.sections.contains(.render) {
            report.figures += try renderFigures(c, progress: progress)
        } else {
            report.figures.append(
                skipped("render_ms_p50_1080p", "render, slowest preset, 1920×1080, p50", "ms", .render, c))
            report.figures.append(
                skipped("render_ms_p99_1080p", "render, slowest preset, 1920×1080, p99", "ms", .render, c))
        }
        if c.sections.contains(.memory) {
            report.figures.append(try memoryFigure(c, corpus: corpusPath, progress: progress))
            report.figures.append(allocationFigure(c, corpus: corpusPath, progress: progress))
        } else {
            report.figures.append(skipped("peak_rss_mb", "peak RSS, replaying the corpus", "MB", .memory, c))
            report.figures.append(
                skipped("allocations_per_event", "heap allocations per event", "allocations", .memory, c))
        }
        if c.sections.contains(.live) {
            report.figures += liveFigures(c, progress: progress)
        } else {
            for (key, title, unit) in liveKeys + livePresentKeys {
                report.figures.append(skipped(key, title, unit, .live, c))
            }
        }
        if c.sections.contains(.importing) {
            report.figures.append(importFigure(c, progress: progress))
            report.figures.append(importSpeedFigure(c, progress: progress))
        } else {
            report.figures.append(skipped("import_overhead_s", "import overhead", "s", .importing, c))
            report.figures.append(skipped(importSpeedKey.key, importSpeedKey.title, importSpeedKey.unit, .importing, c))
        }
        if c.sections.contains(.window) {
            report.figures += windowFigures(c, progress: progress)
        } else {
            for (key, title, unit) in windowAllKeys { report.figures.append(skipped(key, title, unit, .window, c)) }
        }
        report.details.append(("load_average_at_end", loadAverage()))
        return report
    }

    // MARK: Sections

    static func replayFigures(
        _ c: BenchConfiguration, corpus: String, breakdown: inout ReplayBreakdown?,
        progress: (String) -> Void
    ) throws -> [BenchFigure] {
        var wall: [Double] = []
        var cpu: [Double] = []
        var read: [Double] = []
        var session: [Double] = []
        var full: [Double] = []
        var linesPerEvent = 0.0
        for run in 1...c.runs {
            progress("replay \(run)/\(c.runs)…")
            let r = try ReplayBenchmark.measure(fixture: corpus)
            wall.append(r.eventsPerSecond)
            cpu.append(r.eventsPerCPUSecond)
            full.append(r.cpuSeconds * 1e9 / Double(r.counts.inputEvents))
            linesPerEvent = Double(r.counts.logLines) / Double(r.counts.inputEvents)
            read.append(try ReplayBenchmark.readOnly(fixture: corpus))
            session.append(try ReplayBenchmark.withoutLog(fixture: corpus))
        }
        breakdown = ReplayBreakdown(
            readNanosecondsPerEvent: Spread(read).median,
            sessionNanosecondsPerEvent: Spread(session).median,
            fullNanosecondsPerEvent: Spread(full).median, logLinesPerEvent: linesPerEvent)
        let method =
            "Each run replays the whole corpus once on one thread: streaming fixture reader → pan recognizer → "
            + "interactive controller → engine on the virtual clock → every session record (input, pan, interaction, "
            + "decision and engine lines) rendered as JSON Lines by FormattedLogSink into /dev/null. "
            + "Input events (the reader's device_added included) / CLOCK_MONOTONIC seconds."
        return [
            BenchFigure(
                key: "replay_events_per_s", title: "replay throughput", unit: "events/s", spread: Spread(wall),
                goal: .atLeast(2_000_000), command: c.command(.replay), method: method),
            BenchFigure(
                key: "replay_events_per_cpu_s", title: "replay throughput per CPU second", unit: "events/s",
                spread: Spread(cpu), command: c.command(.replay),
                method: "The same runs divided by the replaying thread's CPU time (CLOCK_THREAD_CPUTIME_ID): "
                    + "the figure for an unshared core, less sensitive to other load on the machine.")
        ]
    }

    static func eventCostFigures(
        _ c: BenchConfiguration, corpus: String, details: inout [(String, String)],
        progress: (String) -> Void
    ) throws -> [BenchFigure] {
        progress("per-event cost: loading \(c.eventCostEvents) events…")
        let events = try EventCostBenchmark.load(fixture: corpus, limit: c.eventCostEvents)
        let benchmark = EventCostBenchmark(events: events, batchSize: c.eventCostBatch)
        let overhead = EventCostBenchmark.clockOverhead()
        var p50: [Double] = []
        var p99: [Double] = []
        var mean: [Double] = []
        var allocations: [Double] = []
        for run in 1...c.runs {
            progress("per-event cost \(run)/\(c.runs)…")
            let pass = benchmark.measure(clockOverhead: overhead)
            p50.append(pass.p50)
            p99.append(pass.p99)
            mean.append(pass.mean)
            if let perEvent = pass.allocationsPerEvent { allocations.append(perEvent) }
        }
        // Only with the counter preloaded into this process (LD_PRELOAD=…/libSwoopAllocationCounter.so):
        // the session's own allocations, without the reader or the log (the memory section counts those).
        if !allocations.isEmpty {
            details.append(("event_cost_allocations_per_event", BenchNumber.text(Spread(allocations).median)))
        }
        details.append(("clock_overhead_ns", BenchNumber.text(overhead)))
        details.append(("event_cost_batch_events", "\(c.eventCostBatch)"))
        details.append(("event_cost_events_per_run", "\(events.count)"))
        let method =
            "The first \(events.count) corpus events in memory, fed to a fresh PanSession per run (recognizer + "
            + "controller + engine; records made and dropped, no log, no I/O). CLOCK_MONOTONIC read around batches of "
            + "\(c.eventCostBatch) events; (batch time − clock overhead \(BenchNumber.text(overhead)) ns) / \(c.eventCostBatch) per batch; "
            + "percentiles over the batches of a run, so p99 is a percentile of batch means."
        return [
            BenchFigure(
                key: "event_cost_ns_p50", title: "per-event cost p50", unit: "ns", spread: Spread(p50),
                command: c.command(.eventCost), method: method),
            BenchFigure(
                key: "event_cost_ns_p99", title: "per-event cost p99", unit: "ns", spread: Spread(p99),
                command: c.command(.eventCost), method: "As p50."),
            BenchFigure(
                key: "event_cost_ns_mean", title: "per-event cost mean", unit: "ns", spread: Spread(mean),
                command: c.command(.eventCost), method: "Total batch time / events (clock reads included).")
        ]
    }

    static func frameFigures(_ c: BenchConfiguration, progress: (String) -> Void) throws -> [BenchFigure] {
        var figures: [BenchFigure] = []
        for elements in c.frameElements {
            progress("frame cost, \(elements) elements…")
            var benchmark = try FrameCostBenchmark(elements: elements)
            benchmark.framesPerPass = c.framesPerRun
            _ = benchmark.measure()  // warm caches and the plan's tables
            let spread = Spread((0..<c.runs).map { _ in benchmark.measure() })
            figures.append(
                BenchFigure(
                    key: "frame_ms_\(elements)", title: "frame, \(elements) elements", unit: "ms", spread: spread,
                    goal: elements == 10_000 ? .atMost(0.5) : nil, command: c.command(.frame),
                    method:
                        "SyntheticScenes.matchedGrid(count: \(elements)) presented (\(benchmark.trackCount) tracks); "
                        + "plan.evaluate(progress:into:) into one reused FrameBuffer at \(benchmark.framesPerPass) progress values 0…1; "
                        + "each frame timed with CLOCK_MONOTONIC; a run's value is its median frame."))
        }
        return figures
    }

    static func memoryFigure(_ c: BenchConfiguration, corpus: String, progress: (String) -> Void) throws -> BenchFigure
    {
        var peaks: [Double] = []
        for run in 1...c.memoryRuns {
            progress("peak RSS \(run)/\(c.memoryRuns) (child replay)…")
            peaks.append(try MemoryBenchmark.measure(executable: c.benchExecutable, fixture: corpus).peakMiB)
        }
        let child = MemoryBenchmark.command(executable: "swoop-bench", fixture: "CORPUS").joined(separator: " ")
        return BenchFigure(
            key: "peak_rss_mb", title: "peak RSS, replaying the corpus", unit: "MB", spread: Spread(peaks),
            goal: .atMost(50), command: c.command(.memory) + "  (runs `\(child)` as a child)",
            method: "The replay of the throughput figure in a child process, which prints its VmHWM "
                + "(/proc/self/status: peak resident set, MiB) as it ends; the figure is the child's alone. "
                + "(wait4's ru_maxrss is not used: after posix_spawn's vfork it includes the parent's peak.)")
    }

    static func allocationFigure(_ c: BenchConfiguration, corpus: String, progress: (String) -> Void) -> BenchFigure {
        progress("allocations per event (child replay with the allocation counter)…")
        let (key, title, unit) = ("allocations_per_event", "heap allocations per event", "allocations")
        let command =
            c.command(.memory) + "  (runs `LD_PRELOAD=libSwoopAllocationCounter.so swoop-bench --replay-only "
            + "CORPUS` as a child)"
        let method =
            "The replay of the throughput figure (full JSON log to /dev/null) in a child process with "
            + "libSwoopAllocationCounter.so preloaded: every malloc, calloc, realloc and aligned allocation is counted "
            + "and forwarded to glibc; the child reads the count around its replay and divides by the events replayed."
        do {
            let perEvent = try AllocationBenchmark.measure(executable: c.benchExecutable, fixture: corpus)
            return BenchFigure(
                key: key, title: title, unit: unit, spread: Spread([perEvent]), goal: .atMost(0.01),
                command: command, method: method)
        } catch {
            return BenchFigure(
                key: key, title: title, unit: unit, spread: nil, unavailableReason: "\(error)",
                command: command, method: method)
        }
    }

    // MARK: Helpers

    static func skipped(
        _ key: String, _ title: String, _ unit: String, _ section: BenchSection, _ c: BenchConfiguration
    ) -> BenchFigure {
        BenchFigure(
            key: key, title: title, unit: unit, spread: nil,
            unavailableReason: "--only left out \(section.rawValue)", command: c.command(section), method: "-")
    }

    static func makeTemporaryDirectory() throws -> String {
        let base = ProcessInfo.processInfo.environment["TMPDIR"] ?? "/tmp"
        var template = Array((base + "/swoop-bench-XXXXXX").utf8CString)
        guard let made = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else {
            throw BenchError.unavailable(what: "a temporary directory in \(base)", reason: errorText(errno))
        }
        return String(cString: made)
    }

    static func loadAverage() -> String {
        var loads = [Double](repeating: 0, count: 3)
        return getloadavg(&loads, 3) == 3 ? loads.map { BenchNumber.text($0) }.joined(separator: " ") : "unknown"
    }

    static var isOptimized: Bool {
        #if DEBUG
        false
        #else
        true
        #endif
    }
}
