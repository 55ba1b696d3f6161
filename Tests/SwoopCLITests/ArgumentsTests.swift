import SwoopLiveCLI
import Testing

@testable import SwoopCLI

struct ArgumentsTests {
    let specs: [OptionSpec] = [
        .flag("frames", "include elements"),
        .value("threshold", "P", "decision threshold"),
        .value("output", short: "o", "FILE", "where to write"),
        .repeated("device", "NODE", "device node")
    ]

    @Test func parsesFlagsValuesRepeatsAndPositionals() throws {
        let args = try ParsedArguments(
            [
                "a.jsonl", "--threshold", "0.4", "--frames", "-o", "out", "--device=/dev/input/event3",
                "--device", "/dev/input/event4", "b.jsonl"
            ], specs: specs)
        #expect(args.positionals == ["a.jsonl", "b.jsonl"])
        #expect(try args.double("threshold") == 0.4)
        #expect(args.flag("frames"))
        #expect(args.value("output") == "out")
        #expect(args.values("device") == ["/dev/input/event3", "/dev/input/event4"])
    }

    @Test(arguments: [
        (["--nope"], "unknown option --nope"),
        (["--threshold"], "--threshold needs a value (P)"),
        (["--frames=yes"], "--frames takes no value"),
        (["--threshold", "1", "--threshold", "2"], "--threshold given twice"),
        (["-x"], "unknown option -x")
    ])
    func rejectsMalformedCommandLines(argv: [String], message: String) {
        #expect {
            try ParsedArguments(argv, specs: specs)
        } throws: { error in
            (error as? UsageError)?.message == message
        }
    }

    @Test func rejectsNonNumbersWhereANumberIsNeeded() throws {
        let args = try ParsedArguments(["--threshold", "nan"], specs: specs)
        #expect(throws: UsageError.self) { try args.double("threshold") }
    }

    @Test func everythingAfterDoubleDashIsPositional() throws {
        let args = try ParsedArguments(["--", "--frames"], specs: specs)
        #expect(args.positionals == ["--frames"])
        #expect(!args.flag("frames"))
    }
}

struct CommandLineTests {
    @Test func unknownCommandIsAUsageError() {
        let (status, io) = CapturedRun.run(["frobnicate"])
        #expect(status == .failure(.usage))
        #expect(io.err.contains("unknown command 'frobnicate'"))
    }

    @Test func helpListsEveryCommand() {
        let (status, io) = CapturedRun.run(["--help"])
        #expect(status == .success)
        for command in CommandRegistry.all { #expect(io.out.contains(command.name)) }
    }

    /// The benchmarks are `swoop-bench`, an executable of their own: `swoop` has no `bench` command.
    @Test func benchIsNotACommandOfSwoop() {
        let (status, io) = CapturedRun.run(["bench"])
        #expect(status == .failure(.usage))
        #expect(io.err.contains("unknown command 'bench'"))
        #expect(!CommandRegistry.all.contains { $0.name == "bench" })
    }
}
