import Foundation
import SwoopCLI
import SwoopCommandLine
import SwoopLiveCLI
import Testing

/// `swoop import`'s refusals: each with its exit status and a message naming the file and place,
/// and never a fixture (or a temporary file) left behind. None of these plays anything.
@Suite final class ImportCommandTests {
    let directory: URL = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "swoop-import-errors-\(UUID().uuidString.prefix(8))")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }()

    deinit { try? FileManager.default.removeItem(at: directory) }

    func file(_ name: String, _ text: String) throws -> String {
        let path = directory.appendingPathComponent(name).path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    func run(_ arguments: [String], environment: [String: String] = ProcessInfo.processInfo.environment) -> (
        SwoopCommandLine.ExitStatus, String
    ) {
        let run = CapturedRun(["import"] + arguments, environment: environment)
        return (run.status, run.err)
    }

    /// Only the inputs remain in the directory: no fixture, no temporary file.
    func expectNothingWritten(besides inputs: [String]) throws {
        let left = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        #expect(left == inputs.map { URL(fileURLWithPath: $0).lastPathComponent }.sorted(), "left behind: \(left)")
    }

    static let goodYAML = """
        version: 1
        devices:
        - evdev:
            name: "Pad"
            id: [3, 1739, 10600, 272]
            codes: {0: [0], 1: [330, 325], 3: [0, 1, 47, 53, 54, 57]}
            absinfo: {0: [0, 1000, 0, 0, 10], 1: [0, 600, 0, 0, 10], 47: [0, 2, 0, 0, 0], 53: [0, 1000, 0, 0, 10], 54: [0, 600, 0, 0, 10], 57: [0, 65535, 0, 0, 0]}
            properties: [0, 2]
          events:
          - evdev:
            - [0, 0, 3, 57, 1]
            - [0, 0, 0, 0, 0]

        """

    @Test func malformedYAMLIsBadDataWithLineAndColumn() throws {
        let bad = try file("broken.yml", "version: 1\ndevices:\n- evdev:\n    id: [3, 1739\n    name: x\n")
        let (status, message) = run([bad, "-o", directory.path])
        #expect(status == .failure(.badData))
        #expect(message.contains("\(bad):5:9: malformed YAML: did not find expected ',' or ']'"), "\(message)")
        try expectNothingWritten(besides: [bad])
    }

    @Test func aWrongFieldNamesItsPath() throws {
        let bad = try file(
            "field.yml", Self.goodYAML.replacingOccurrences(of: "[3, 1739, 10600, 272]", with: "[3, 1739]"))
        let (status, message) = run([bad, "-o", directory.path])
        #expect(status == .failure(.badData))
        #expect(
            message.contains(
                "\(bad):5:9: field devices[0].evdev.id: expected [bustype, vendor, product, version], found a list of 2"
            ), "\(message)")
    }

    @Test func aFileOfNeitherFormatIsBadData() throws {
        let odd = try file("notes.txt", "# my gesture\nhello\n")
        let (status, message) = run([odd, "-o", directory.path])
        #expect(status == .failure(.badData))
        #expect(message.contains("\(odd):2: neither an evemu recording"), "\(message)")
        try expectNothingWritten(besides: [odd])
    }

    @Test func aMalformedEvemuLineIsBadDataWithItsLine() throws {
        let bad = try file("bad.evemu", "# EVEMU 1.3\nN: pad\nI: 0003 zzzz 0002 0003\n")
        let (status, message) = run([bad, "-o", directory.path])
        #expect(status == .failure(.badData))
        #expect(message.contains("\(bad):3"), "\(message)")
    }

    @Test func aMissingRecordingIsMissingInput() {
        let (status, message) = run([directory.appendingPathComponent("absent.yml").path, "-o", directory.path])
        #expect(status == .failure(.missingInput))
        #expect(message.contains("absent.yml: no such file"), "\(message)")
    }

    @Test func aRecordingWithoutFramesHasNothingToImport() throws {
        let empty = try file("empty.yml", Self.goodYAML.components(separatedBy: "  events:")[0])
        let (status, message) = run([empty, "-o", directory.path])
        #expect(status == .failure(.badData))
        #expect(message.contains("holds no events"), "\(message)")
    }

    /// One bad file in a batch: the good ones are not imported either (all or nothing).
    @Test func oneBadRecordingStopsTheWholeBatchBeforeAnythingPlays() throws {
        let good = try file("good.yml", Self.goodYAML)
        let bad = try file("bad.yml", "version: 1\ndevices: [\n")
        let (status, message) = run([good, bad, "-o", directory.path])
        #expect(status == .failure(.badData), "\(message)")
        try expectNothingWritten(besides: [good, bad])
    }

    @Test func withoutEmulationItSaysWhatToInstallAndExits69() throws {
        let good = try file("good.yml", Self.goodYAML)
        var environment = ProcessInfo.processInfo.environment
        environment["SWOOP_EMULATOR"] = "/nonexistent/swoop-emulate"
        let (status, message) = run([good, "-o", directory.path], environment: environment)
        #expect(status == .failure(.unavailable))
        #expect(message.contains("device emulation is unavailable"), "\(message)")
        #expect(
            message.contains("apt-get install") || message.contains("Build it with") || message.contains("Enable"),
            "\(message)")
        try expectNothingWritten(besides: [good])
    }

    @Test(
        arguments: [
            ([], "give at least one recording"),
            (["a.yml", "b.yml", "-o", "out.fixture.jsonl"], "with 2 recordings, -o must be an existing directory"),
            (["a.yml", "--jobs", "0"], "--jobs must be at least 1"),
            (["a.yml", "--axis", "x"], "qualify expectations: add --expect")
        ] as [([String], String)])
    func usageErrorsExit64(_ arguments: [String], _ says: String) {
        let (status, message) = run(arguments)
        #expect(status == .failure(.usage))
        #expect(message.contains(says), "\(message)")
    }
}
