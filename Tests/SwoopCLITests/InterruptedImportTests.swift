import Foundation
import SwoopEmulation
import SwoopTestSupport
import Testing

/// `swoop import` signalled while the emulator plays: nothing may outlive it. Ctrl-C and SIGTERM end
/// the emulator and remove every temporary file and directory before `swoop` exits with 130/143 and
/// says "interrupted"; after SIGKILL, which `swoop` cannot see, the emulator notices its parent's death
/// (`PR_SET_PDEATHSIG`) and removes the emulation's directory itself.
struct InterruptedImportTests {
    static let emulation = EmulationEnvironment.detect(environment: ProcessInfo.processInfo.environment)

    /// A drag with a 30 s pause in the middle, imported with `--realtime`: long enough to be signalled
    /// mid-play, short enough to be within the import's limits. (On the virtual clock the pause costs
    /// nothing and the import is over in a moment.)
    static func pausedDrag(in directory: String) throws -> String {
        let seed = SwoopProcess.packageRoot + "/Fuzz/Corpus/FuzzEvemuParser/touchscreen-drag.evemu"
        let text = try String(contentsOfFile: seed, encoding: .utf8)
            .replacingOccurrences(of: "E: 0.024000", with: "E: 30.024000")
            .replacingOccurrences(of: "E: 0.036000", with: "E: 30.036000")
        let path = directory + "/paused.evemu"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// Processes whose command line mentions `text` (the private temporary directory: the emulator's
    /// plan and umockdev's testbed live there).
    static func processes(mentioning text: String) -> [String] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.filter { $0.allSatisfy(\.isNumber) && $0 != "\(getpid())" }.compactMap { pid in
            guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") else { return nil }
            let line = String(decoding: data.map { $0 == 0 ? 32 : $0 }, as: UTF8.self)
            return line.contains(text) ? "\(pid): \(line)" : nil
        }
    }

    @Test(arguments: [(SIGINT, 130), (SIGTERM, 143), (SIGKILL, 137)] as [(Int32, Int32)])
    func anInterruptedImportLeavesNoProcessAndNoFile(_ signal: Int32, _ code: Int32) throws {
        if case .failure(let reason) = Self.emulation {
            try TestGate.unavailable("device emulation, for an interrupted import: \(reason)")
        }
        let work = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: work) }
        let temporary = work + "/tmp"
        try FileManager.default.createDirectory(atPath: temporary, withIntermediateDirectories: true)
        let recording = try Self.pausedDrag(in: work)
        let output = work + "/out"
        try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)

        // Under way once the emulator has reported progress into its directory.
        let result = try Interrupted.run(
            ["import", recording, "-o", output + "/paused.fixture.jsonl", "--realtime"], signal: signal,
            environment: ["TMPDIR": temporary]
        ) {
            Interrupted.entries(in: temporary, startingWith: "swoop-emulation-").contains { name in
                let stdout = temporary + "/" + name + "/stdout"
                let size = (try? FileManager.default.attributesOfItem(atPath: stdout))?[.size] as? Int
                return (size ?? 0) > 0
            }
        }
        #expect(result.status == code, "\(result.standardError)")
        if signal != SIGKILL {
            #expect(result.standardError.contains("interrupted by"), "\(result.standardError)")
            #expect(!result.standardError.contains("emulator failed"), "\(result.standardError)")
        }
        // SIGKILL: the emulator learns of it asynchronously; it has to be gone soon, not at once.
        var left = Self.processes(mentioning: temporary)
        for _ in 0..<300 where !left.isEmpty || !Interrupted.entries(in: temporary, startingWith: "").isEmpty {
            usleep(100_000)
            left = Self.processes(mentioning: temporary)
        }
        #expect(left.isEmpty, "processes left behind: \(left)")
        #expect(Interrupted.entries(in: temporary, startingWith: "").isEmpty, "files left behind in TMPDIR")
        #expect(Interrupted.entries(in: output, startingWith: "").isEmpty, "output left behind")
    }
}
