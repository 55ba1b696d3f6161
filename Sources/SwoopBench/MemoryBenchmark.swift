import Foundation

/// Peak RSS of a whole replay of the corpus, measured on a child process (`swoop bench --replay-only
/// CORPUS`, the same pipeline as the throughput figure) through `wait4`'s `ru_maxrss`: the replay's
/// own memory, without this process's corpus and benchmark buffers.
public enum MemoryBenchmark {
    public struct Run: Sendable {
        public var peakMiB: Double
        public var child: ChildRun
        /// What the child printed (`ReplayOnlyOutput`).
        public var replay: ReplayOnlyOutput
    }

    public static func command(executable: String, fixture: String) -> [String] {
        [executable, "bench", "--replay-only", fixture]
    }

    public static func measure(executable: String, fixture: String) throws -> Run {
        let arguments = command(executable: executable, fixture: fixture)
        let child = try ChildProcess.run(arguments)
        let commandLine = arguments.joined(separator: " ")
        guard child.status == 0 else {
            throw BenchError.childFailed(command: commandLine, reason: "exit status \(child.status)")
        }
        guard let replay = ReplayOnlyOutput(json: child.standardOutput) else {
            throw BenchError.invalidChildOutput(command: commandLine, output: child.standardOutput)
        }
        return Run(peakMiB: Double(child.maxResidentKiB) / 1024, child: child, replay: replay)
    }
}

/// The one JSON line `swoop bench --replay-only FIXTURE` prints.
public struct ReplayOnlyOutput: Sendable, Equatable {
    public var inputEvents: Int
    public var logLines: Int
    public var interactions: Int
    public var wallSeconds: Double
    public var cpuSeconds: Double

    public init(counts: ReplayCounts, wallSeconds: Double, cpuSeconds: Double) {
        inputEvents = counts.inputEvents
        logLines = counts.logLines
        interactions = counts.interactions
        self.wallSeconds = wallSeconds
        self.cpuSeconds = cpuSeconds
    }

    public var json: String {
        "{\"input_events\":\(inputEvents),\"log_lines\":\(logLines),\"interactions\":\(interactions),"
            + "\"wall_s\":\(wallSeconds),\"cpu_s\":\(cpuSeconds),"
            + "\"events_per_s\":\(wallSeconds > 0 ? (Double(inputEvents) / wallSeconds).rounded() : 0)}\n"
    }

    public init?(json: String) {
        guard let object = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any],
              let events = object["input_events"] as? Int, let lines = object["log_lines"] as? Int,
              let interactions = object["interactions"] as? Int,
              let wall = (object["wall_s"] as? NSNumber)?.doubleValue, let cpu = (object["cpu_s"] as? NSNumber)?.doubleValue
        else { return nil }
        inputEvents = events
        logLines = lines
        self.interactions = interactions
        wallSeconds = wall
        cpuSeconds = cpu
    }
}
