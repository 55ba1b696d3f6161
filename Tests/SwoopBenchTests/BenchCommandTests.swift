import Foundation
import SwoopCommandLine
import SwoopCore
import SwoopEngine
import SwoopLiveCLI
import Testing

@testable import SwoopBench

/// `swoop-bench` is a benchmark, not a test: these check what it prints and that every part runs
/// (tiny sizes, `--quick`), never how fast anything is.
struct BenchCommandTests {
    /// What `swoop-bench ARGS` printed, run in-process through the executable's own driver.
    final class Captured {
        var out = ""
        var err = ""
        lazy var context = CommandContext(
            standardOutput: { [unowned self] in self.out += $0 }, standardError: { [unowned self] in self.err += $0 },
            stdoutIsTerminal: false, stderrIsTerminal: false, environment: [:])

        static func run(_ argv: [String]) -> (SwoopCommandLine.ExitStatus, Captured) {
            let io = Captured()
            return (BenchCommandLine.driver.run(argv, context: io.context), io)
        }
    }

    static let issueKeys = [
        "replay_events_per_s", "event_cost_ns_p50", "event_cost_ns_p99", "frame_ms_100",
        "frame_ms_1000", "frame_ms_10000", "render_ms_p50_1080p", "render_ms_p99_1080p",
        "peak_rss_mb", "allocations_per_event", "live_overhead_ratio", "live_startup_cpu_ms",
        "live_steady_overhead_ratio", "live_latency_us_p50", "live_latency_us_p99", "live_latency_ratio",
        "live_present_latency_us_p50", "live_present_latency_us_p99", "import_overhead_s", "import_speed_x",
        "window_presented_hz"
    ]

    static func runJSON(_ argv: [String]) throws -> (SwoopCommandLine.ExitStatus, [String: Any], String) {
        let (status, io) = Captured.run(argv)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(io.out.utf8)) as? [String: Any],
            "not one JSON object: \(io.out.prefix(300)) / \(io.err.suffix(500))")
        return (status, object, io.err)
    }

    @Test func quickRunPrintsOneJSONObjectWithEveryFigureAndItsSpread() throws {
        let (status, json, err) = try Self.runJSON(["--quick", "--format", "json"])
        #expect(status == .success, "stderr: \(err)")
        let figures = try #require(json["figures"] as? [String: [String: Any]])
        for key in Self.issueKeys {
            #expect(json.keys.contains(key), "missing \(key)")
            let figure = try #require(figures[key], "no figure for \(key)")
            #expect((figure["command"] as? String)?.hasPrefix("swoop-bench --only ") == true, "\(key)")
            if key.hasPrefix("live_") || key.hasPrefix("import_") || key.hasPrefix("window_"), json[key] is NSNull {
                // Emulation, a display (or ../shared's recording) unavailable here: the reason is said, not hidden.
                let reason = try #require(figure["unavailable_reason"] as? String)
                #expect(!reason.isEmpty)
                print("⚠️  \(key) not measured: \(reason)")
                continue
            }
            let median = try #require((json[key] as? NSNumber)?.doubleValue, "\(key) is not a number")
            let low = try #require((figure["min"] as? NSNumber)?.doubleValue)
            let high = try #require((figure["max"] as? NSNumber)?.doubleValue)
            #expect(median > 0 && low <= median && median <= high, "\(key): \(low) ≤ \(median) ≤ \(high)")
            #expect((figure["runs"] as? Int ?? 0) >= 1)
            #expect((figure["values"] as? [Any])?.count == figure["runs"] as? Int)
        }
        #expect(json["live_overhead_reason"] != nil, "the reason key is always there (null when measured)")
        #expect(json["live_latency_reason"] != nil, "the reason key is always there (null when measured)")
        #expect(json["live_present_latency_reason"] != nil, "the reason key is always there (null when measured)")
        #expect(json["window_presented_reason"] != nil, "the reason key is always there (null when measured)")
        let corpus = try #require(json["corpus"] as? [String: Any])
        #expect((corpus["events"] as? Int ?? 0) >= 5_000)
    }

    @Test func onlyMeasuresTheChosenSectionsAndSaysWhyTheOthersAreMissing() throws {
        let (status, json, _) = try Self.runJSON(["--quick", "--only", "frame", "--format", "json"])
        #expect(status == .success)
        #expect(json["frame_ms_10000"] is NSNumber)
        #expect(json["replay_events_per_s"] is NSNull)
        #expect(json["live_overhead_ratio"] is NSNull)
        let figures = try #require(json["figures"] as? [String: [String: Any]])
        #expect((figures["peak_rss_mb"]?["unavailable_reason"] as? String)?.contains("--only") == true)
        #expect(json["corpus"] == nil, "no corpus is made when nothing replays it")
        #expect(
            (figures["render_ms_p99_1080p"]?["unavailable_reason"] as? String)?.contains("--only left out render")
                == true)
    }

    @Test func renderFiguresNameEveryPresetAndSizeAndTheSlowestAgainstTheGoal() throws {
        let (status, json, err) = try Self.runJSON([
            "--quick", "--only", "render", "--runs", "1", "--format", "json"
        ])
        #expect(status == .success, "\(err)")
        let figures = try #require(json["figures"] as? [String: [String: Any]])
        var p99At1080: [String: Double] = [:]
        var cpuP99At1080: [String: Double] = [:]
        // Every seed preset, so the headline can be checked against all of them.
        for preset in SeedPresets.all.map(\.name) {
            for size in ["2x", "1080p"] {
                for p in ["p50", "p99"] {
                    #expect(json["render_ms_\(p)_\(preset)_\(size)"] is NSNumber, "render_ms_\(p)_\(preset)_\(size)")
                }
            }
            p99At1080[preset] = (json["render_ms_p99_\(preset)_1080p"] as? NSNumber)?.doubleValue
            cpuP99At1080[preset] = (json["render_cpu_ms_p99_\(preset)_1080p"] as? NSNumber)?.doubleValue
        }
        let slowest = try #require((json["render_ms_p99_1080p"] as? NSNumber)?.doubleValue)
        #expect(slowest == p99At1080.values.max(), "the headline is the slowest preset's")
        let slowestCPU = try #require((json["render_cpu_ms_p99_1080p"] as? NSNumber)?.doubleValue)
        #expect(slowestCPU == cpuP99At1080.values.max(), "the CPU headline is the slowest preset's on that clock")
        #expect(
            (figures["render_ms_p99_1080p"]?["goal"] as? String)?.contains("4") == true,
            "\(figures["render_ms_p99_1080p"] ?? [:])")
        #expect(
            (figures["render_ms_p99_1080p"]?["command"] as? String)
                == "swoop-bench --only render --runs 1 --render-frames 2")
    }

    @Test func textTableNamesEveryFigureWithGoalsAndCommands() {
        let (status, io) = Captured.run(["--quick", "--only", "frame"])
        #expect(status == .success)
        #expect(io.out.contains("frame, 10000 elements"))
        #expect(io.out.contains("≤ 0.5"))
        #expect(io.out.contains("swoop-bench --only frame"))
        #expect(io.out.contains("replay throughput") && io.out.contains("not measured"))
    }

    @Test(arguments: [["--only", "replay,nonsense"], ["--runs", "0"], ["extra"], ["bench"]])
    func badOptionsAreUsageErrors(arguments: [String]) {
        let (status, io) = Captured.run(arguments)
        #expect(status == .failure(.usage))
        #expect(io.out.isEmpty)
        #expect(io.err.hasPrefix("swoop-bench: "), "\(io.err)")
    }

    @Test func replayOnlyPrintsTheCountsOfOneFixture() throws {
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fixtures/touchpad-two-swipes.fixture.jsonl").path
        let (status, json, _) = try Self.runJSON(["--replay-only", fixture])
        #expect(status == .success)
        #expect((json["input_events"] as? Int ?? 0) > 10)
        #expect((json["log_lines"] as? Int ?? 0) > (json["input_events"] as? Int ?? 0))
        #expect(json["interactions"] as? Int == 2)
        #expect(json["allocations"] == nil, "allocations are counted only with the counter preloaded")
    }

    /// The preloaded counter sees the replay's allocations: a replay that logs makes some (the figure's
    /// goal is about steady state, not zero at start).
    @Test func allocationsAreCountedInAChildWithTheCounterPreloaded() throws {
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fixtures/touchpad-two-swipes.fixture.jsonl").path
        let executable = BenchConfiguration().benchExecutable
        let perEvent = try AllocationBenchmark.measure(executable: executable, fixture: fixture)
        #expect(perEvent > 0)
        #expect(AllocationCounter.current() == nil, "the test process runs without the counter")
    }

    /// An installed or renamed copy measures itself: its memory child is the running executable, not a
    /// `swoop-bench` that may not exist beside it; the `swoop` it measures is named by path.
    @Test func aRenamedExecutableRunsItselfAsTheMemoryChild() throws {
        let built = BenchConfiguration().benchExecutable
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("swoop-renamed-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let renamed = directory.appendingPathComponent("swoop-bench-1.0").path
        try FileManager.default.copyItem(atPath: built, toPath: renamed)
        let child = try ChildProcess.run([renamed, "--quick", "--only", "memory", "--format", "json"])
        #expect(child.status == 0)
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(child.standardOutput.utf8)) as? [String: Any])
        #expect((json["peak_rss_mb"] as? Double ?? 0) > 0, "\(child.standardOutput.prefix(400))")
        #expect(BenchConfiguration.benchExecutable(running: "/opt/bin/bench-1.0") == "/opt/bin/bench-1.0")
        #expect(
            BenchConfiguration.benchExecutable(running: "/b/debug/swoopPackageTests.xctest") == "/b/debug/swoop-bench")
        #expect(BenchConfiguration.sibling("swoop", of: "/opt/bin/swoop-bench") == "/opt/bin/swoop")
    }

    /// `--swoop PATH` names the executable the live and import figures run; one that is not there is
    /// missing input, said before anything is measured.
    @Test func theMeasuredSwoopIsNamedByPath() {
        let (status, io) = Captured.run(["--quick", "--only", "import", "--swoop", "/nonexistent/swoop"])
        #expect(status == .failure(.missingInput))
        #expect(io.err.contains("/nonexistent/swoop"), "\(io.err)")
        #expect(io.out.isEmpty)
    }

    @Test func aNoteIsKeptInTheDetails() throws {
        let (_, json, _) = try Self.runJSON([
            "--quick", "--only", "frame", "--note", "shared machine", "--format", "json"
        ])
        let details = try #require(json["details"] as? [String: String])
        #expect(details["note"] == "shared machine")
        #expect(details["swoop_version"] != nil)
    }

    @Test func missingCorpusIsMissingInput() {
        let (status, _) = Captured.run(["--only", "replay", "--corpus", "/nonexistent/x.fixture.jsonl"])
        #expect(status == .failure(.missingInput))
    }
}
