import Foundation
import SwoopCore

/// Peak RSS of a whole replay of the corpus, measured on a child process (`swoop-bench --replay-only
/// CORPUS`, the same pipeline as the throughput figure): the replay's own memory, without this
/// process's corpus and benchmark buffers.
///
/// The child reports its `VmHWM` (/proc/self/status) as it ends. `wait4`'s `ru_maxrss` is not used:
/// `posix_spawn` starts the child with vfork, and at exec Linux folds the high-water mark of the memory
/// it shared until then — the parent's — into the child's `maxrss`.
package enum MemoryBenchmark {
    package struct Run: Sendable {
        package var peakMiB: Double
        package var child: ChildRun
        /// What the child printed (`ReplayOnlyOutput`).
        package var replay: ReplayOnlyOutput
    }

    package static func command(executable: String, fixture: String) -> [String] {
        [executable, "--replay-only", fixture]
    }

    package static func measure(executable: String, fixture: String) throws -> Run {
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

/// The one JSON line `swoop-bench --replay-only FIXTURE` prints.
package struct ReplayOnlyOutput: Sendable, Equatable {
    package var inputEvents: Int
    package var logLines: Int
    package var interactions: Int
    package var wallSeconds: Double
    package var cpuSeconds: Double
    /// VmHWM of the replaying process when it ended, KiB.
    package var peakResidentKiB: Int
    /// Heap allocations during the replay, when the allocation counter is preloaded.
    package var allocations: Int?

    package init(
        counts: ReplayCounts, wallSeconds: Double, cpuSeconds: Double, peakResidentKiB: Int,
        allocations: Int? = nil
    ) {
        self.allocations = allocations
        inputEvents = counts.inputEvents
        logLines = counts.logLines
        interactions = counts.interactions
        self.wallSeconds = wallSeconds
        self.cpuSeconds = cpuSeconds
        self.peakResidentKiB = peakResidentKiB
    }

    package var json: String {
        let tree = JSONNode.object(
            [
                ("input_events", .integer(Int64(inputEvents))), ("log_lines", .integer(Int64(logLines))),
                ("interactions", .integer(Int64(interactions))), ("wall_s", .number(wallSeconds)),
                ("cpu_s", .number(cpuSeconds)),
                ("events_per_s", .number(wallSeconds > 0 ? (Double(inputEvents) / wallSeconds).rounded() : 0)),
                ("vm_hwm_kib", .integer(Int64(peakResidentKiB)))
            ] + (allocations.map { [("allocations", .integer(Int64($0)))] } ?? []))
        return JSONWriter.render(tree, style: .lossless) + "\n"
    }

    /// This process's peak resident set (`VmHWM` in /proc/self/status), KiB; 0 when unreadable.
    package static func currentPeakResidentKiB() -> Int {
        guard let bytes = try? readFile("/proc/self/status", limit: 1 << 20) else { return 0 }
        let status = String(decoding: bytes, as: UTF8.self)
        for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
            return Int(line.dropFirst(6).split(whereSeparator: { $0 == " " || $0 == "\t" }).first ?? "") ?? 0
        }
        return 0
    }

    package init?(json: String) {
        struct Refused: Error {}
        do throws(Refused) {
            guard let node = try? JSONTreeParser.parse(json, maximumDepth: 2) else { throw Refused() }
            let object = try JSONObjectReader(node) { _ in Refused() }
            let count = Int64(0)...Int64(Int.max)
            inputEvents = Int(try object.required("input_events").integer(in: count))
            logLines = Int(try object.required("log_lines").integer(in: count))
            interactions = Int(try object.required("interactions").integer(in: count))
            wallSeconds = try object.required("wall_s").number(in: 0...Double.greatestFiniteMagnitude)
            cpuSeconds = try object.required("cpu_s").number(in: 0...Double.greatestFiniteMagnitude)
            peakResidentKiB = Int(try object.required("vm_hwm_kib").integer(in: 1...Int64(Int.max)))
            allocations = try object.integer("allocations", in: count).map { Int($0) }
        } catch {
            return nil
        }
    }
}
