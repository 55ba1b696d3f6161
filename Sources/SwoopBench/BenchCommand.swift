import SwoopCommandLine
import SwoopCore
import SwoopLiveCLI
import SwoopLog

#if canImport(Glibc)
import Glibc
#endif

/// `swoop-bench`: the performance figures — replay throughput, per-event cost, frame cost,
/// peak memory and live-path overhead — as a table or one JSON object. Benchmarks, not tests: nothing
/// here passes or fails on a time; goals are reported as met or missed.
package struct BenchCommand: Command {
    package static let name = "bench"
    package static let summary =
        "measure replay throughput, per-event, frame and render cost, peak memory, live overhead and the window's rate"
    package static let usage = """
        [--format text|json] [--quick] [--only SECTION,...] [options]

        Build in release mode first: `scripts/bench` does both. The programs measured are run by path:
        `swoop`, `swoop-live` and libSwoopAllocationCounter.so beside this executable (or --swoop PATH).
        Sections: replay, event-cost, frame, render, memory, live, import, window. The replay corpus (1 000 000 events
        by default) is synthesized into a temporary directory and removed afterwards unless --keep-corpus.
        Each figure says its command, runs and spread (median, min, max); JSON keys: replay_events_per_s,
        event_cost_ns_p50, event_cost_ns_p99, frame_ms_100, frame_ms_1000, frame_ms_10000,
        render_ms_p50_1080p, render_ms_p99_1080p (the slowest seed preset; per preset and size too),
        peak_rss_mb, live_overhead_ratio (null, with live_overhead_reason, where device emulation is
        unavailable), live_startup_cpu_ms, live_steady_overhead_ratio, live_run_overhead_ratio (the whole
        live job, swoop-live run), live_latency_us_p50, live_latency_us_p99, live_latency_ratio (with
        live_latency_reason), live_present_latency_us_p50, live_present_latency_us_p99 (swoop run --window
        under Xvfb, with live_present_latency_reason), allocations_per_event, import_overhead_s,
        window_presented_hz (with window_presented_reason; per display: window_presented_hz_x11,
        window_limit_hz_x11, window_presented_ratio_x11, and _wayland). See docs/performance.md.
        --replay-only FIXTURE replays one fixture (JSON log to /dev/null) and prints one JSON line of counts
        and times: the child process whose peak RSS the memory figure reads.
        """
    private static let defaults = BenchConfiguration()

    /// A count within `range` (`--runs must be 1…1000`).
    private static func count(_ name: String, _ help: String, _ range: ClosedRange<Int>) -> Option<Int?> {
        Option(
            name, "N", help,
            FlagSyntax.wholeNumber.refusing(
                unless: { range.contains($0) }, "must be \(range.lowerBound)…\(range.upperBound)"))
    }

    static let format = Option("format", "text|json", "output format (text)", FlagSyntax<LogFormat>.oneOf)
    static let quick = Flag(
        "quick", "tiny sizes, one or two runs: checks that every part works (figures not meaningful)")
    static let only = Option(
        "only", "SECTIONS", "comma-separated: replay, event-cost, frame, render, memory, live, import, window (all)",
        FlagSyntax.text)
    static let events = count(
        "events", "events in the synthesized corpus (\(defaults.corpusEvents))", 1...100_000_000)
    static let corpus = Option(
        "corpus", "FIXTURE", "replay this fixture instead of a synthesized corpus", FlagSyntax.text)
    static let keepCorpus = Flag("keep-corpus", "keep the synthesized corpus and print its path")
    static let runs = count("runs", "runs of the replay, per-event and frame figures (\(defaults.runs))", 1...1000)
    static let memoryRuns = count("memory-runs", "child replays for peak RSS (\(defaults.memoryRuns))", 1...100)
    static let liveRuns = count("live-runs", "emulated pairs for the live overhead (\(defaults.liveRuns))", 1...100)
    static let liveSeconds = Option(
        "live-seconds", "S", "length of each emulated live session (\(BenchNumber.text(defaults.liveSeconds)))",
        FlagSyntax.decimal.refusing(unless: { (0.5...3600).contains($0) }, "must be 0.5…3600"))
    static let swipes = count(
        "swipes", "swipes per live CPU session (default: as many as fill --live-seconds)", 1...1000)
    static let importRuns = count(
        "import-runs", "imports timed for the import overhead (\(defaults.importRuns))", 1...100)
    static let windowRuns = count(
        "window-runs", "runs per display of the window's present rate (\(defaults.windowRuns))", 1...100)
    static let windowSeconds = Option(
        "window-seconds", "S",
        "length of the drag the window shows per run (\(BenchNumber.text(defaults.windowSeconds)))",
        FlagSyntax.decimal.refusing(unless: { (0.5...600).contains($0) }, "must be 0.5…600"))
    static let recording = Option(
        "recording", "FILE", "recording imported for the import overhead (../shared/recordings/…)", FlagSyntax.text)
    static let swoop = Option(
        "swoop", "PATH", "the swoop executable to measure (the one beside swoop-bench)", FlagSyntax.text)
    static let note = Option(
        "note", "TEXT", "kept in the report's details (say what else ran on the machine)", FlagSyntax.text)
    static let device = Option(
        "device", "FILE", "evemu description of the emulated touchpad (Fixtures/devices/touchpad.evemu)",
        FlagSyntax.text)
    static let frames = count("frames", "frames per run of the frame cost (\(defaults.framesPerRun))", 2...1_000_000)
    static let renderFrames = count(
        "render-frames", "frames per preset and size in a run of the render cost (\(defaults.renderFrames))",
        2...100_000)
    static let batch = count(
        "batch", "events per timed batch in the per-event cost (\(defaults.eventCostBatch))", 1...100_000)
    static let replayFixture = Option(
        "replay-only", "FIXTURE", "replay FIXTURE once and print counts and times as JSON (the memory child)",
        FlagSyntax.text)

    package static let options: [any OptionDeclaration] = [
        format, quick, only, events, corpus, keepCorpus, runs, memoryRuns, liveRuns, liveSeconds, swipes, importRuns,
        windowRuns, windowSeconds, recording, swoop, note, device, frames, renderFrames, batch, replayFixture
    ]

    package static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitStatus {
        guard arguments.positionals.isEmpty else {
            throw UsageError("unexpected argument '\(arguments.positionals[0])'")
        }
        if let fixture = try arguments.value(replayFixture) { return try replayOnly(fixture, context) }
        let format = try arguments.value(Self.format) ?? .text
        let configuration = try configuration(arguments)
        let report = try Bench.run(configuration) { context.standardError("swoop-bench: \($0)\n") }
        context.standardOutput(format == .json ? report.json : report.table)
        return .success
    }

    static func configuration(_ a: ParsedArguments) throws -> BenchConfiguration {
        var c = a.value(quick) ? BenchConfiguration.quick : BenchConfiguration()
        if let only = try a.value(Self.only) {
            var sections = Set<BenchSection>()
            for name in only.split(separator: ",", omittingEmptySubsequences: false) {
                guard let section = BenchSection(rawValue: String(name)) else {
                    throw UsageError(
                        "--only: '\(name)' is not a section (\(BenchSection.allCases.map(\.rawValue).joined(separator: ", ")))"
                    )
                }
                sections.insert(section)
            }
            c.sections = sections
        }
        c.corpusEvents = try a.value(events) ?? c.corpusEvents
        c.runs = try a.value(runs) ?? c.runs
        c.memoryRuns = try a.value(memoryRuns) ?? c.memoryRuns
        c.liveRuns = try a.value(liveRuns) ?? c.liveRuns
        c.liveSwipes = try a.value(swipes) ?? c.liveSwipes
        c.liveSeconds = try a.value(liveSeconds) ?? c.liveSeconds
        c.eventCostBatch = try a.value(batch) ?? c.eventCostBatch
        c.framesPerRun = try a.value(frames) ?? c.framesPerRun
        c.renderFrames = try a.value(renderFrames) ?? c.renderFrames
        c.importRuns = try a.value(importRuns) ?? c.importRuns
        c.windowRuns = try a.value(windowRuns) ?? c.windowRuns
        c.windowSeconds = try a.value(windowSeconds) ?? c.windowSeconds
        c.importRecording = try a.value(recording)
        c.corpusPath = try a.value(corpus)
        c.keepCorpus = a.value(keepCorpus)
        c.devicePath = try a.value(device)
        c.note = try a.value(note)
        if let swoop = try a.value(Self.swoop) {
            guard PathKind.of(swoop) == .file, access(swoop, X_OK) == 0 else {
                throw CommandFailure(.missingInput, "--swoop: \(swoop) is not an executable file")
            }
            c.swoopExecutable = swoop
        }
        return c
    }

    static func replayOnly(_ fixture: String, _ context: CommandContext) throws -> ExitStatus {
        // Counted only when the allocation counter is preloaded (`AllocationBenchmark`).
        let before = AllocationCounter.current()
        let run = try ReplayBenchmark.measure(fixture: fixture)
        let after = AllocationCounter.current()
        let allocations = before.flatMap { start in after.map { Int($0 - start) } }
        context.standardOutput(
            ReplayOnlyOutput(
                counts: run.counts, wallSeconds: run.wallSeconds, cpuSeconds: run.cpuSeconds,
                peakResidentKiB: ReplayOnlyOutput.currentPeakResidentKiB(),
                allocations: allocations
            ).json)
        return .success
    }
}
