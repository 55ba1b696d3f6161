import Foundation
import SwoopEmulation
import SwoopTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// Whether the checkout can be hidden here: root (to mount over it) and util-linux's `unshare`.
enum InstallGate {
    static let unshare = ["/usr/bin/unshare", "/bin/unshare"].first { FileManager.default.isExecutableFile(atPath: $0) }

    static var canHideTheCheckout: Bool {
        TestGate.shouldRun(
            "the install tests",
            missing: geteuid() != 0 ? "root, to mount over the checkout" : unshare == nil ? "unshare (util-linux)" : nil
        )
    }
}

/// `scripts/install PREFIX` makes a tool that works on its own: installed into a temporary prefix, with
/// the checkout made unreachable (an empty tmpfs mounted over it in a private mount namespace), `swoop
/// demo` replays the installed fixtures, `swoop import` finds its emulator and shim relative to itself,
/// and `man` shows the pages written from the same declarations as `--help`.
@Suite(.enabled(if: InstallGate.canHideTheCheckout, "needs root and unshare to hide the checkout"))
struct InstallTests {

    /// The products the tests run (`swift build` puts every one beside the test bundle).
    static let built = URL(fileURLWithPath: SwoopProcess.executable).deletingLastPathComponent().path

    /// Runs `command` (a shell command line) with the checkout hidden; its output and status.
    static func withoutCheckout(_ command: String, in directory: String) throws -> (status: Int32, output: String) {
        let hide =
            "mount -t tmpfs swoop-checkout-hidden '\(SharedFiles.packageRoot)' && cd '\(directory)' && \(command)"
        return try ExternalProgram.run(
            try #require(InstallGate.unshare), ["--mount", "--propagation", "private", "/bin/sh", "-c", hide + " 2>&1"])
    }

    static func install(into prefix: String) throws {
        let result = try ExternalProgram.run(
            "/usr/bin/env", ["SWOOP_INSTALL_FROM=\(built)", SharedFiles.inPackage("scripts/install"), prefix])
        try #require(result.status == 0, "scripts/install: \(result.output)")
    }

    @Test func anInstalledSwoopRunsTheDemoWithTheCheckoutOutOfReach() throws {
        let work = TemporaryDirectory()
        let prefix = work.file("prefix")
        try Self.install(into: prefix)
        for file in ["bin/swoop", "bin/swoop-live", "bin/swoop-emulate", "lib/swoop/libSwoopFstatShim.so"] {
            #expect(FileManager.default.fileExists(atPath: prefix + "/" + file), "\(file)")
        }
        try FileManager.default.createDirectory(atPath: work.file("run"), withIntermediateDirectories: true)
        let demo = try Self.withoutCheckout("'\(prefix)/bin/swoop' demo", in: work.file("run"))
        #expect(demo.status == 0, "\(demo.output)")
        #expect(demo.output.contains("fixtures through 'match'"), "\(demo.output)")
        #expect(FileManager.default.fileExists(atPath: work.file("run/swoop-demo.log.jsonl")))
        let hidden = try Self.withoutCheckout("ls -A '\(SharedFiles.packageRoot)' | wc -l", in: work.path)
        #expect(hidden.output.trimmingCharacters(in: .whitespacesAndNewlines) == "0", "the checkout is hidden")

        let version = try Self.withoutCheckout("'\(prefix)/bin/swoop' --version", in: work.path)
        #expect(version.status == 0)
        #expect(version.output.hasPrefix("swoop "), "\(version.output)")
        #expect(version.output.contains("\nlibinput "), "\(version.output)")
    }

    @Test func anInstalledImportFindsItsEmulatorAndShimBesideItself() throws {
        if case .failure(let error) = EmulationEnvironment.current {
            try TestGate.unavailable("device emulation, for an installed import: \(error)")
        }
        let work = TemporaryDirectory()
        let prefix = work.file("prefix")
        try Self.install(into: prefix)
        let recording = work.file("drag.evemu")
        try FileManager.default.copyItem(
            atPath: SharedFiles.inPackage("Fuzz/Corpus/FuzzEvemuParser/touchscreen-drag.evemu"), toPath: recording)
        let imported = try Self.withoutCheckout(
            "'\(prefix)/bin/swoop' import '\(recording)' -o '\(work.file("drag.fixture.jsonl"))'", in: work.path)
        #expect(imported.status == 0, "\(imported.output)")
        #expect(FileManager.default.fileExists(atPath: work.file("drag.fixture.jsonl")), "\(imported.output)")
    }

    @Test func manShowsThePagesWrittenFromTheHelpDeclarations() throws {
        guard let man = ["/usr/bin/man", "/bin/man"].first(where: { FileManager.default.isExecutableFile(atPath: $0) })
        else { try TestGate.unavailable("man (apt-get install man-db)") }
        let work = TemporaryDirectory()
        let prefix = work.file("prefix")
        try Self.install(into: prefix)
        let pages = prefix + "/share/man"
        let environment = ["MANPAGER=cat", "PAGER=cat", "MANWIDTH=100", "LC_ALL=C.UTF-8"]
        let top = try ExternalProgram.run("/usr/bin/env", environment + [man, "-M", pages, "swoop"])
        #expect(top.status == 0, "\(top.output)")
        for text in ["swoop - Turns touchpad", "replay", "swoop-replay(1)", "--version", "EXIT STATUS"] {
            #expect(top.output.contains(text), "swoop(1) lacks \(text)")
        }
        let replay = try ExternalProgram.run("/usr/bin/env", environment + [man, "-M", pages, "swoop-replay"])
        #expect(replay.status == 0, "\(replay.output)")
        let help = CapturedRun(["replay", "--help"])
        for line in help.out.split(separator: "\n") where line.hasPrefix("  --") {
            let option = String(line.dropFirst(2).prefix { $0 != " " })
            #expect(replay.output.contains(option), "swoop-replay(1) lacks \(option), which --help lists")
        }
        for page in ["swoop-live.1", "swoop-demo.1", "swoop-import.1"] {
            #expect(FileManager.default.fileExists(atPath: pages + "/man1/" + page), "\(page)")
        }
    }

    @Test func bashCompletesCommandsAndTheirOptions() throws {
        let work = TemporaryDirectory()
        let prefix = work.file("prefix")
        try Self.install(into: prefix)
        let script = prefix + "/share/bash-completion/completions/swoop"
        let probe = """
            . '\(script)'
            COMP_WORDS=(swoop re); COMP_CWORD=1; _swoop; echo "${COMPREPLY[*]}"
            COMP_WORDS=(swoop replay --form); COMP_CWORD=2; _swoop; echo "${COMPREPLY[*]}"
            COMP_WORDS=(swoop replay --format ''); COMP_CWORD=3; _swoop; echo "${COMPREPLY[*]}"
            """
        let result = try ExternalProgram.run("/bin/bash", ["-c", probe])
        #expect(result.status == 0, "\(result.output)")
        let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == "render record replay", "\(result.output)")
        #expect(lines.dropFirst().first == "--format", "\(result.output)")
        #expect(lines.dropFirst(2).first == "text json", "\(result.output)")
    }
}
