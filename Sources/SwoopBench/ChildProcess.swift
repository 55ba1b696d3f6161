#if canImport(Glibc)
import Glibc
import SwoopCore
#endif

/// A program run to completion as a child of this process, with what the kernel accounted for it.
package struct ChildRun: Sendable {
    package var status: Int32
    package var standardOutput: String
    /// The child's own CPU time (from `wait4`'s `rusage`, not this process's).
    package var cpu: CPUTimes
    /// `ru_maxrss` in KiB. Not the child's own peak: posix_spawn starts it with vfork, and at exec Linux
    /// folds in the high-water mark of the memory shared until then (this process's).
    package var maxResidentKiB: Int
    package var wallSeconds: Double
}

/// Runs a program with `posix_spawn` and reaps it with `wait4`, whose `rusage` belongs to that child
/// alone — unlike `getrusage(RUSAGE_CHILDREN)`, which sums every child ever waited for.
package enum ChildProcess {
    /// `environment` is added to this process's own (a name given there wins). `quiet`: its standard
    /// error goes to /dev/null instead of ours.
    package static func run(_ arguments: [String], environment: [String: String] = [:], quiet: Bool = false) throws
        -> ChildRun
    {
        precondition(!arguments.isEmpty)
        let command = arguments.joined(separator: " ")
        var pipeFDs: [Int32] = [0, 0]
        guard pipe(&pipeFDs) == 0 else {
            throw BenchError.childFailed(command: command, reason: "pipe: \(errorText(errno))")
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, pipeFDs[1], 1)
        posix_spawn_file_actions_addclose(&actions, pipeFDs[0])
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        if quiet { posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0) }

        let argv = arguments.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var inherited: [String] = []
        var entry = environ
        while let pointer = entry.pointee {
            let text = String(cString: pointer)
            if !environment.keys.contains(where: { text.hasPrefix($0 + "=") }) { inherited.append(text) }
            entry += 1
        }
        let envp =
            (inherited + environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }).map { strdup($0) } + [
                nil
            ]
        defer { for pointer in envp { free(pointer) } }
        let start = MonotonicClock.nanoseconds()
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, arguments[0], &actions, nil, argv, envp)
        close(pipeFDs[1])
        guard spawned == 0 else {
            close(pipeFDs[0])
            throw BenchError.childFailed(command: command, reason: "cannot start: \(errorText(spawned))")
        }
        // An interrupted benchmark ends its run too (`Leftovers`); unregistered once reaped below.
        let leftover = Leftovers.register(child: pid)
        defer { Leftovers.unregister(leftover) }
        var output: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = chunk.withUnsafeMutableBytes { buffer in
                retryingOnInterrupt { read(pipeFDs[0], buffer.baseAddress, buffer.count) }
            }
            guard n > 0 else { break }
            output += chunk[0..<n]
        }
        close(pipeFDs[0])
        var status: Int32 = 0
        var usage = rusage()
        guard retryingOnInterrupt({ wait4(pid, &status, 0, &usage) }) >= 0 else {
            throw BenchError.childFailed(command: command, reason: "wait4: \(errorText(errno))")
        }
        let wall = Double(MonotonicClock.nanoseconds() - start) / 1e9
        let exited = status & 0x7f == 0
        let code = exited ? (status >> 8) & 0xff : -(status & 0x7f)
        return ChildRun(
            status: code, standardOutput: String(decoding: output, as: UTF8.self), cpu: CPUTimes(usage),
            maxResidentKiB: Int(usage.ru_maxrss), wallSeconds: wall)
    }

    /// The running executable (to run `swoop-bench --replay-only` as a child).
    package static func currentExecutable() -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let n = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        return n > 0
            ? String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self) : CommandLine.arguments[0]
    }
}
