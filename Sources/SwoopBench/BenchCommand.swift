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
        "measure replay throughput, per-event, frame and render cost, peak memory and live overhead"
    package static let usage = """
        [--format text|json] [--quick] [--only SECTION,...] [options]

        Build in release mode first: `scripts/bench` does both. The programs measured are run by path:
        `swoop`, `swoop-live` and libSwoopAllocationCounter.so beside this executable (or --swoop PATH).
        Sections: replay, event-cost, frame, render, memory, live, import. The replay corpus (1 000 000 events
        by default) is synthesized into a temporary directory and removed afterwards unless --keep-corpus.
        Each figure says its command, runs and spread (median, min, max); JSON keys: replay_events_per_s,
        event_cost_ns_p50, event_cost_ns_p99, frame_ms_100, frame_ms_1000, frame_ms_10000,
        render_ms_p50_1080p, render_ms_p99_1080p (the slowest seed preset; per preset and size too),
        peak_rss_mb, live_overhead_ratio (null, with live_overhead_reason, where device emulation is
        unavailable), live_startup_cpu_ms, live_steady_overhead_ratio, live_run_overhead_ratio (the whole
        live job, swoop-live run), live_latency_us_p50, live_latency_us_p99, live_latency_ratio (with
        live_latency_reason), live_present_latency_us_p50, live_present_latency_us_p99 (swoop run --window
        under Xvfb, with live_present_latency_reason), allocations_per_event, import_overhead_s. See
        docs/performance.md.
        --replay-only FIXTURE replays one fixture (JSON log to /dev/null) and prints one JSON line of counts
        and times: the child process whose peak RSS the memory figure reads.
        """
    package static let options: [OptionSpec] = {
        let c = BenchConfiguration()
        return [
            .value("format", "text|json", "output format (text)"),
            .flag("quick", "tiny sizes, one or two runs: checks that every part works (figures not meaningful)"),
            .value(
                "only", "SECTIONS", "comma-separated: replay, event-cost, frame, render, memory, live, import (all)"),
            .value("events", "N", "events in the synthesized corpus (\(c.corpusEvents))"),
            .value("corpus", "FIXTURE", "replay this fixture instead of a synthesized corpus"),
            .flag("keep-corpus", "keep the synthesized corpus and print its path"),
            .value("runs", "N", "runs of the replay, per-event and frame figures (\(c.runs))"),
            .value("memory-runs", "N", "child replays for peak RSS (\(c.memoryRuns))"),
            .value("live-runs", "N", "emulated pairs for the live overhead (\(c.liveRuns))"),
            .value("live-seconds", "S", "length of each emulated live session (\(BenchNumber.text(c.liveSeconds)))"),
            .value("swipes", "N", "swipes per live CPU session (default: as many as fill --live-seconds)"),
            .value("import-runs", "N", "imports timed for the import overhead (\(c.importRuns))"),
            .value("recording", "FILE", "recording imported for the import overhead (../shared/recordings/…)"),
            .value("swoop", "PATH", "the swoop executable to measure (the one beside swoop-bench)"),
            .value("note", "TEXT", "kept in the report's details (say what else ran on the machine)"),
            .value("device", "FILE", "evemu description of the emulated touchpad (Fixtures/devices/touchpad.evemu)"),
            .value("frames", "N", "frames per run of the frame cost (\(c.framesPerRun))"),
            .value("render-frames", "N", "frames per preset and size in a run of the render cost (\(c.renderFrames))"),
            .value("batch", "N", "events per timed batch in the per-event cost (\(c.eventCostBatch))"),
            .value(
                "replay-only", "FIXTURE", "replay FIXTURE once and print counts and times as JSON (the memory child)")
        ]
    }()

    package static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitStatus {
        guard arguments.positionals.isEmpty else {
            throw UsageError("unexpected argument '\(arguments.positionals[0])'")
        }
        if let fixture = arguments.value("replay-only") { return try replayOnly(fixture, context) }
        let format = try arguments.choice("format", LogFormat.self) ?? .text
        let configuration = try configuration(arguments)
        let report = try Bench.run(configuration) { context.standardError("swoop-bench: \($0)\n") }
        context.standardOutput(format == .json ? report.json : report.table)
        return .success
    }

    static func configuration(_ arguments: ParsedArguments) throws -> BenchConfiguration {
        var c = arguments.flag("quick") ? BenchConfiguration.quick : BenchConfiguration()
        if let only = arguments.value("only") {
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
        func count(_ name: String, _ range: ClosedRange<Int>) throws -> Int? {
            guard let n = try arguments.int(name) else { return nil }
            guard range.contains(n) else {
                throw UsageError("--\(name) must be \(range.lowerBound)…\(range.upperBound)")
            }
            return n
        }
        c.corpusEvents = try count("events", 1...100_000_000) ?? c.corpusEvents
        c.runs = try count("runs", 1...1000) ?? c.runs
        c.memoryRuns = try count("memory-runs", 1...100) ?? c.memoryRuns
        c.liveRuns = try count("live-runs", 1...100) ?? c.liveRuns
        c.liveSwipes = try count("swipes", 1...1000) ?? c.liveSwipes
        if let seconds = try arguments.double("live-seconds") {
            guard (0.5...3600).contains(seconds) else { throw UsageError("--live-seconds must be 0.5…3600") }
            c.liveSeconds = seconds
        }
        c.eventCostBatch = try count("batch", 1...100_000) ?? c.eventCostBatch
        c.framesPerRun = try count("frames", 2...1_000_000) ?? c.framesPerRun
        c.renderFrames = try count("render-frames", 2...100_000) ?? c.renderFrames
        c.importRuns = try count("import-runs", 1...100) ?? c.importRuns
        c.importRecording = arguments.value("recording")
        c.corpusPath = arguments.value("corpus")
        c.keepCorpus = arguments.flag("keep-corpus")
        c.devicePath = arguments.value("device")
        c.note = arguments.value("note")
        if let swoop = arguments.value("swoop") {
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
