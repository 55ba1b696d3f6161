import Foundation
import SwoopEmulation
import SwoopTestSupport
import Testing

/// An emulator that goes quiet is stopped, not waited for: the watchdog kills it once its output has
/// not grown for the stall limit and reports what it had said (exit 69), and a crashing one is
/// summarised in a few lines instead of its register dump.
@Suite(.enabled(if: EmulationGate.shouldRun, "device emulation unavailable (see the printed reason)"))
struct EmulatorWatchdogTests {
    /// An executable in a fresh directory standing in for `swoop-emulate`.
    static func fakeEmulator(_ script: String) throws -> (directory: String, path: String) {
        let directory = NSTemporaryDirectory() + "swoop-watchdog-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let path = directory + "/fake-emulate"
        try ("#!/bin/sh\n" + script + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
        return (directory, path)
    }

    static func environment(emulator: String) throws -> EmulationEnvironment {
        var variables = ProcessInfo.processInfo.environment
        variables["SWOOP_EMULATOR"] = emulator
        return try EmulationEnvironment.detect(environment: variables).get()
    }

    @Test func aSilentEmulatorIsStoppedAndReported() throws {
        let fake = try Self.fakeEmulator("echo 'emulator: started' >&2\nexec sleep 1000")
        defer { try? FileManager.default.removeItem(atPath: fake.directory) }
        let device = EmulatedDevice(try TestPaths.device("touchscreen"))
        #expect {
            _ = try Emulator.run(
                [device], options: EmulationOptions(stallLimit: .seconds(1)),
                environment: try Self.environment(emulator: fake.path))
        } throws: { error in
            guard case .stalled(let seconds, let seen) = error as? EmulationError else { return false }
            return seconds == 1 && seen.contains("emulator: started")
                && (error as? EmulationError)?.category == .unavailable
        }
    }

    @Test func aCrashingEmulatorIsSummarisedNotDumped() throws {
        let dump = (1...200).map { "register r\($0) = 0x\(String($0, radix: 16))" }.joined(separator: "\\n")
        // abort(3), as libinput's assertions call it: it unblocks SIGABRT, which a test thread's mask may block.
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/python3") else {
            try TestGate.unavailable("/usr/bin/python3, to abort(3) a fake emulator with")
        }
        let fake = try Self.fakeEmulator(
            "printf 'libinput: assertion failed: slot < nslots\\n\(dump)\\n' >&2\n"
                + "exec /usr/bin/python3 -c 'import os; os.abort()'")
        defer { try? FileManager.default.removeItem(atPath: fake.directory) }
        let device = EmulatedDevice(try TestPaths.device("touchscreen"))
        #expect {
            _ = try Emulator.run([device], environment: try Self.environment(emulator: fake.path))
        } throws: { error in
            let text = "\(error)"
            return text.contains("SIGABRT") && text.contains("assertion failed")
                && text.split(separator: "\n").count < 10
        }
    }
}
