import Foundation

/// Peak RSS of a whole replay of the corpus, measured on a child process (`swoop bench --replay-only
/// CORPUS`, the same pipeline as the throughput figure): the replay's own memory, without this
/// process's corpus and benchmark buffers.
///
/// The child reports its `VmHWM` (/proc/self/status) as it ends. `wait4`'s `ru_maxrss` is not used:
/// `posix_spawn` starts the child with vfork, and at exec Linux folds the high-water mark of the memory
/// it shared until then — the parent's — into the child's `maxrss`.
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
        return Run(peakMiB: Double(replay.peakResidentKiB) / 1024, child: child, replay: replay)
    }
}

/// The one JSON line `swoop bench --replay-only FIXTURE` prints.
public struct ReplayOnlyOutput: Sendable, Equatable {
    public var inputEvents: Int
    public var logLines: Int
    public var interactions: Int
    public var wallSeconds: Double
    public var cpuSeconds: Double
    /// VmHWM of the replaying process when it ended, KiB.
    public var peakResidentKiB: Int

    public init(counts: ReplayCounts, wallSeconds: Double, cpuSeconds: Double, peakResidentKiB: Int) {
        inputEvents = counts.inputEvents
        logLines = counts.logLines
        interactions = counts.interactions
        self.wallSeconds = wallSeconds
        self.cpuSeconds = cpuSeconds
        self.peakResidentKiB = peakResidentKiB
    }

    public var json: String {
        "{\"input_events\":\(inputEvents),\"log_lines\":\(logLines),\"interactions\":\(interactions),"
            + "\"wall_s\":\(wallSeconds),\"cpu_s\":\(cpuSeconds),"
            + "\"events_per_s\":\(wallSeconds > 0 ? (Double(inputEvents) / wallSeconds).rounded() : 0),"
            + "\"vm_hwm_kib\":\(peakResidentKiB)}\n"
    }

    /// This process's peak resident set (`VmHWM` in /proc/self/status), KiB; 0 when unreadable.
    public static func currentPeakResidentKiB() -> Int {
        // /proc files claim a size of 0: read until EOF rather than trusting the size.
        let fd = open("/proc/self/status", O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return 0 }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            guard n > 0 else { break }
            bytes += chunk[0..<n]
        }
        let status = String(decoding: bytes, as: UTF8.self)
        for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
            return Int(line.dropFirst(6).split(whereSeparator: { $0 == " " || $0 == "\t" }).first ?? "") ?? 0
        }
        return 0
    }

    public init?(json: String) {
        guard let object = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any],
              let events = object["input_events"] as? Int, let lines = object["log_lines"] as? Int,
              let interactions = object["interactions"] as? Int,
              let wall = (object["wall_s"] as? NSNumber)?.doubleValue, let cpu = (object["cpu_s"] as? NSNumber)?.doubleValue,
              let peak = object["vm_hwm_kib"] as? Int, peak > 0
        else { return nil }
        peakResidentKiB = peak
        inputEvents = events
        logLines = lines
        self.interactions = interactions
        wallSeconds = wall
        cpuSeconds = cpu
    }
}
