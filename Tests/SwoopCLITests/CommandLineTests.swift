import SwoopCommandLine
import Testing

@testable import SwoopCLI

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
