import Foundation
import SwoopCore

#if canImport(Glibc)
import Glibc
#endif

/// Starts `swoop-emulate` and watches it until it ends; nothing it starts may outlive the run.
///
/// - It runs as `unshare … setpriv --pdeathsig USR1 env LD_PRELOAD=… swoop-emulate PLAN`, one process
///   (each program execs the next), so the parent-death signal reaches the emulator itself, which then
///   ends its own command and removes the emulation's directory. `SWOOP_EMULATION_PARENT` tells it
///   whose death that is; `TMPDIR` puts umockdev's testbed inside the emulation's directory.
/// - While it runs it is a registered leftover: an interrupted `swoop` ends it and waits for it.
/// - A watchdog stops it when its output has not grown for `stallLimit`: it writes a heartbeat every
///   second while it plays, so silence means it is wedged (exit 69, with what it had said).
/// - When it fails, its standard error is summarised (the signal, the first lines that say why), not
///   dumped: Swift's crash report (registers, every thread) is turned off in it.
enum EmulatorLaunch {
    static func run(plan: URL, directory: URL, stallLimit: Duration, environment: EmulationEnvironment) throws -> String
    {
        let outURL = directory.appendingPathComponent("stdout")
        let errURL = directory.appendingPathComponent("stderr")
        try writeScratchFile(outURL.path, "")
        try writeScratchFile(errURL.path, "")
        let out = try FileHandle(forWritingTo: outURL)
        let err = try FileHandle(forWritingTo: errURL)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: environment.unshare)
        // The shim must come first: it wraps open/fstat/read and passes them on to umockdev's wrappers.
        process.arguments =
            environment.namespaceArguments + [
                environment.setpriv, "--pdeathsig", "USR1",  // `EmulatorProcess.Lifetime.parentDied`
                environment.env, "LD_PRELOAD=\(environment.fstatShim):\(environment.umockdevPreload)",
                environment.emulator, plan.path
            ]
        var childEnvironment = ProcessInfo.processInfo.environment
        childEnvironment["UMOCKDEV_DIR"] = nil
        childEnvironment["LD_PRELOAD"] = nil
        childEnvironment["SWOOP_EMULATION_PARENT"] = "\(getpid())"
        childEnvironment["TMPDIR"] = directory.path
        childEnvironment["SWIFT_BACKTRACE"] = "enable=no"
        process.environment = childEnvironment
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        let exited = ProcessExit(process)
        try process.run()
        let leftover = Leftovers.register(child: process.processIdentifier)
        defer { Leftovers.unregister(leftover) }
        let stalled = watch(process, exited: exited, output: outURL.path, stallLimit: stallLimit)
        try? out.close()
        try? err.close()
        let stdoutText = Emulator.readText(outURL.path)
        let stderrText = Emulator.readText(errURL.path)
        if stalled {
            throw EmulationError.stalled(
                seconds: Int(stallLimit.inSeconds.rounded()),
                seen: seen(stdout: stdoutText, stderr: stderrText))
        }
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            let how =
                process.terminationReason == .exit
                ? "it exited with status \(process.terminationStatus)"
                : "it was killed by \(signalName(process.terminationStatus))"
            throw EmulationError.emulatorFailed(
                reason: failureSummary(how: how, stderr: stderrText)
                    + " (SWOOP_KEEP_EMULATION=1 keeps the emulation's files)")
        }
        return stdoutText
    }

    /// Waits for `process`; true when it was stopped because `output` did not grow for `stallLimit`.
    private static func watch(_ process: Process, exited: ProcessExit, output: String, stallLimit: Duration) -> Bool {
        let limit = stallLimit.inMicroseconds
        var size: Int64 = -1
        var lastGrowth = MonotonicClock.now()
        while !exited.wait(seconds: 0.1) {
            var info = stat()
            let current = stat(output, &info) == 0 ? Int64(info.st_size) : 0
            let now = MonotonicClock.now()
            if current != size {
                size = current
                lastGrowth = now
            } else if now.micros(since: lastGrowth) >= limit {
                stop(process)
                return true
            }
        }
        return false
    }

    /// SIGTERM (the emulator ends its command and exits), then SIGKILL if it has not within 5 s.
    private static func stop(_ process: Process) {
        let pid = process.processIdentifier
        kill(pid, SIGTERM)
        for _ in 0..<50 where process.isRunning { Thread.sleep(forTimeInterval: 0.1) }
        if process.isRunning { kill(pid, SIGKILL) }
        process.waitUntilExit()
    }

    /// What a stalled emulator had got to: its last progress, libinput's last words, its own.
    static func seen(stdout: String, stderr: String) -> String {
        var parts: [String] = []
        let records = stdout.split(separator: "\n").compactMap { EmulationWire.decode(String($0)) }
        let played = records.reversed().lazy.compactMap { record -> Int? in
            if case .progress(let frames) = record { return frames }
            return nil
        }.first
        parts.append(played.map { "it had played \($0) frames" } ?? "it had not started playing")
        let said = records.compactMap { record -> String? in
            if case .log(_, let text) = record { return MessageExcerpt.of(text, limit: MessageExcerpt.lineLimit) }
            return nil
        }.suffix(3)
        if !said.isEmpty { parts.append("libinput's last lines: " + said.joined(separator: " | ")) }
        let own = reasonLines(stderr)
        if !own.isEmpty { parts.append("it printed: " + own.joined(separator: " | ")) }
        return parts.joined(separator: "; ")
    }

    /// `how` (the exit status or signal) and the first lines of standard error that say why.
    static func failureSummary(how: String, stderr: String) -> String {
        let lines = reasonLines(stderr)
        return how + (lines.isEmpty ? "" : ": " + lines.joined(separator: " | "))
    }

    /// At most three lines: those that name the failure (an assertion, a fatal error, a kernel-bug
    /// or allocator message) if there are any, else the first lines; each cut to a readable length.
    static func reasonLines(_ text: String) -> [String] {
        let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        let markers = [
            "assert", "Assertion", "Fatal error", "fatal", "bug:", "error", "free()", "abort", "swoop-emulate:"
        ]
        let telling = lines.filter { line in markers.contains { line.contains($0) } }
        return (telling.isEmpty ? lines : telling).prefix(3).map {
            MessageExcerpt.of($0, limit: MessageExcerpt.lineLimit)
        }
    }

    static func signalName(_ signo: Int32) -> String {
        let names: [Int32: String] = [
            SIGABRT: "SIGABRT", SIGSEGV: "SIGSEGV", SIGBUS: "SIGBUS", SIGILL: "SIGILL",
            SIGFPE: "SIGFPE", SIGKILL: "SIGKILL", SIGTERM: "SIGTERM", SIGINT: "SIGINT",
            SIGTRAP: "SIGTRAP", SIGHUP: "SIGHUP", SIGPIPE: "SIGPIPE"
        ]
        return names[signo] ?? "signal \(signo)"
    }
}
