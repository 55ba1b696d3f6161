import Foundation
import SwoopCLI
import SwoopCommandLine
import SwoopEmulation
import SwoopFixtures
import SwoopInputModel
import SwoopLiveCLI
import SwoopTestSupport
import Testing

/// Runs `swoop import` in-process (the same code path as the executable) and reads back the fixtures.
enum ImportRun {
    struct Output: Sendable {
        var status: SwoopCommandLine.ExitStatus
        var standardError: String
        var directory: URL
    }

    /// `run` on a thread of its own: an import waits in real time and must not hold Swift's
    /// cooperative threads (two on this machine) while it does.
    static func run(
        _ recordings: [String], _ arguments: [String] = [],
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) async -> Output {
        await withCheckedContinuation { continuation in
            Thread { continuation.resume(returning: runBlocking(recordings, arguments, environment: environment)) }
                .start()
        }
    }

    /// Imports `recordings` into a fresh temporary directory; `arguments` are extra options.
    static func runBlocking(
        _ recordings: [String], _ arguments: [String] = [],
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> Output {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "swoop-import-test-\(UUID().uuidString.prefix(8))")
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let run = CapturedRun(["import"] + recordings + ["-o", directory.path] + arguments, environment: environment)
        return Output(status: run.status, standardError: run.err, directory: directory)
    }

    /// The fixture a recording became in `directory` (default name: recording name with .jsonl).
    static func fixture(for recording: String, in directory: URL) throws -> (
        header: FixtureHeader, events: [TimedInputEvent]
    ) {
        var name = URL(fileURLWithPath: recording).lastPathComponent
        for suffix in [".libinput-record.yml", ".evemu"] where name.hasSuffix(suffix) {
            name = String(name.dropLast(suffix.count))
        }
        return try FixtureReader.readAll(path: directory.appendingPathComponent(name + ".fixture.jsonl").path)
    }
}

/// Whether the emulated import tests can run here: skipped loudly where umockdev, namespaces or
/// `libinput` (libinput-tools) are missing — except under CI=true, where a missing piece fails.
enum ImportGate {
    static var emulationReason: String? {
        if case .failure(let error) = EmulationEnvironment.current { return error.description }
        return nil
    }

    static var libinputTool: String? {
        ["/usr/bin/libinput", "/usr/local/bin/libinput", "/bin/libinput"].first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }

    static var canEmulate: Bool { TestGate.shouldRun("emulated import tests", missing: emulationReason) }

    static var canCompareWithLibinputTool: Bool {
        guard canEmulate else { return false }
        return TestGate.shouldRun(
            "the `libinput debug-events` comparison",
            missing: libinputTool == nil ? "the `libinput` tool (apt-get install libinput-tools)" : nil)
    }

    static var recordingsPresent: Bool {
        SharedFiles.isPresent(SharedFiles.recordings, for: "shared-recording import tests")
    }
}
