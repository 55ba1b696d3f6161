import Foundation
import SwoopEmulation
import SwoopTestSupport
import Testing

/// README's exit-code table is the contract scripts rely on: every code it lists is produced here by
/// a real `swoop` process in a real situation, and every situation here is listed there.
struct ExitCodeTableTests {
    static let fixture = SwoopProcess.packageRoot + "/Fixtures/touchpad-swipe-flick.fixture.jsonl"
    static let recording = SwoopProcess.packageRoot + "/Fuzz/Corpus/FuzzEvemuParser/touchscreen-drag.evemu"

    /// The codes of the README's "Exit codes" table (a row may list several: `129, 130, 143`).
    static func documentedCodes() throws -> [Int32] {
        let readme = try String(contentsOfFile: SwoopProcess.packageRoot + "/README.md", encoding: .utf8)
        let section = try #require(readme.components(separatedBy: "## Exit codes").dropFirst().first)
        let table = section.components(separatedBy: "\n## ").first ?? section
        return table.split(separator: "\n").filter { $0.hasPrefix("| ") }.flatMap { row in
            row.split(separator: "|").first.map { cell in
                cell.split(separator: ",").compactMap { Int32($0.trimmingCharacters(in: .whitespaces)) }
            } ?? []
        }
    }

    @Test func theTableListsExactlyTheCodesProducedBelow() throws {
        #expect(try Self.documentedCodes().sorted() == [0, 1, 64, 65, 66, 69, 70, 73, 74, 77, 129, 130, 143])
    }

    @Test func everyCodeIsWhatTheCommandLineReturns() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let malformed = directory + "/malformed.fixture.jsonl"
        try "not a fixture\n".write(toFile: malformed, atomically: true, encoding: .utf8)

        func expect(
            _ code: Int32, _ arguments: [String], output: String = "/dev/null", wrapper: [String] = [],
            environment: [String: String] = [:], sourceLocation: SourceLocation = #_sourceLocation
        ) throws {
            let result = try SwoopProcess.run(arguments, output: output, wrapper: wrapper, environment: environment)
            #expect(
                result.status == code, "swoop \(arguments.joined(separator: " ")): \(result.standardError)",
                sourceLocation: sourceLocation)
            #expect(result.signal == nil, "a trap is never an exit code", sourceLocation: sourceLocation)
        }
        try expect(0, ["transitions"])
        try expect(1, ["check", Self.fixture, "--projection", "none"])
        try expect(64, ["replay", Self.fixture, "--frobnicate"])
        try expect(65, ["replay", malformed])
        try expect(66, ["replay", directory + "/missing.fixture.jsonl"])
        try expect(69, ["run", "--device", "/dev/null"])
        try expect(73, ["replay", Self.fixture, "--log", directory + "/missing/replay.log"])
        try expect(74, ["transitions"], output: "/dev/full")
        // Every command writes standard output through one checked writer: a long log fails alike.
        let full = try SwoopProcess.run(["replay", Self.fixture, "--format", "json"], output: "/dev/full")
        #expect(full.status == 74 && full.signal == nil)
        #expect(full.standardError.contains("No space left on device"), "\(full.standardError)")

        // 70: a child that fails. Emulation needs namespaces; without them the same command says 69.
        let child = try SwoopProcess.run(
            ["import", Self.recording, "-o", directory + "/imported.fixture.jsonl"],
            environment: ["SWOOP_EMULATOR": "/bin/false"])
        // What could not be produced here: said at the end (a skip, or under CI=true a failure), after every
        // other code was checked.
        var unavailable: [String] = []
        if case .failure(let reason) = EmulationEnvironment.current {
            #expect(child.status == 69, "\(child.standardError)")
            unavailable.append("device emulation, for exit 70 (\(reason))")
        } else {
            #expect(child.status == 70, "\(child.standardError)")
        }

        // 77: an input the user may not read. Root reads everything, so root runs it as nobody.
        let secret = directory + "/secret.fixture.jsonl"
        try FileManager.default.copyItem(atPath: Self.fixture, toPath: secret)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: secret)
        if getuid() != 0 {
            try expect(77, ["replay", secret])
        } else if FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv") {
            try FileManager.default.setAttributes([.posixPermissions: 0o711], ofItemAtPath: directory)
            try expect(
                77, ["replay", secret],
                wrapper: ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"])
        } else {
            unavailable.append("/usr/bin/setpriv (util-linux), for exit 77 as root")
        }

        // 129, 130, 143: a signal mid-run (a replay at recorded speed waits between events).
        let long = directory + "/long.fixture.jsonl"
        try expect(0, ["synth", "-o", long, "--repeat", "40"])
        for (signal, code) in [(SIGHUP, Int32(129)), (SIGINT, 130), (SIGTERM, 143)] {
            // Under way once the log's temporary file exists: then there is something to clean up too.
            let result = try Interrupted.run(
                ["replay", long, "--realtime", "--log", directory + "/replay.log"],
                signal: signal
            ) { !Interrupted.entries(in: directory, startingWith: ".replay.log").isEmpty }
            #expect(result.status == code, "\(result.standardError)")
            #expect(result.standardError.contains("interrupted"), "\(result.standardError)")
            #expect(
                Interrupted.entries(in: directory, startingWith: ".replay.log").isEmpty, "temporary log left behind")
            #expect(
                !FileManager.default.fileExists(atPath: directory + "/replay.log"), "a log of a replay that did not end"
            )
        }
        if !unavailable.isEmpty { try TestGate.unavailable(unavailable.joined(separator: "; ")) }
    }
}
