import SwoopCore

#if canImport(Glibc)
import Glibc
#endif

/// Heap allocations per replayed event, counted in a child replay (`swoop-bench --replay-only CORPUS`,
/// the throughput figure's pipeline with its full JSON log) that runs with `libSwoopAllocationCounter.so`
/// preloaded: every malloc-family call is counted and forwarded to glibc. The child reads the counter
/// around the replay itself (`AllocationCounter`), so start-up and the report are not counted.
package enum AllocationBenchmark {
    /// The counter library is built beside the `swoop` executable (`swift build` makes both).
    package static func counterLibrary(besides executable: String) -> String {
        let directory = executable.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(
            separator: "/")
        return (directory.isEmpty ? "." : directory) + "/libSwoopAllocationCounter.so"
    }

    /// Allocations per input event of one child replay of `fixture`.
    package static func measure(executable: String, fixture: String) throws -> Double {
        let library = counterLibrary(besides: executable)
        guard access(library, R_OK) == 0 else {
            throw BenchError.unavailable(
                what: library, reason: "not built (swift build --product libSwoopAllocationCounter.so)")
        }
        let arguments = MemoryBenchmark.command(executable: executable, fixture: fixture)
        let child = try ChildProcess.run(arguments, environment: ["LD_PRELOAD": library])
        let commandLine = "LD_PRELOAD=\(library) " + arguments.joined(separator: " ")
        guard child.status == 0 else {
            throw BenchError.childFailed(command: commandLine, reason: "exit status \(child.status)")
        }
        guard let replay = ReplayOnlyOutput(json: child.standardOutput), let allocations = replay.allocations else {
            throw BenchError.invalidChildOutput(command: commandLine, output: child.standardOutput)
        }
        return Double(allocations) / Double(max(replay.inputEvents, 1))
    }
}

/// The preloaded counter, when this process runs with it (found by name: Swoop never links it).
package enum AllocationCounter {
    private typealias Count = @convention(c) () -> UInt64

    private static let count: Count? = {
        guard let process = dlopen(nil, RTLD_NOW), let symbol = dlsym(process, "swoop_allocation_count") else {
            return nil
        }
        return unsafeBitCast(symbol, to: Count.self)
    }()

    /// Allocations so far, or `nil` without the counter.
    package static func current() -> UInt64? { count?() }
}
